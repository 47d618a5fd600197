"""SPAKE2 (RFC 9382) over edwards25519 on the join code: SPEC.md section 8.2, byte by byte.

The ciphersuite is the RFC's SPAKE2-edwards25519-SHA256-HKDF-HMAC-SHA256 with its published
``M`` and ``N``; every group operation is one libsodium call (PyNaCl), as in protocol/deck/group.py.
This module is pure: the ephemeral secret comes in as an argument, so a handshake can be
replayed byte for byte from the test vectors (tests/vectors/handshake.json).

The joiner is the RFC's side A, the host side B. Each side checks the other's share is a
canonical encoding of a non-identity point of the prime-order subgroup (libsodium refuses
anything else inside the multiplication), so ``h*x*Q`` is computed as ``((8*x) mod L) * Q``.
"""

from __future__ import annotations

import hashlib
import hmac
import os
from collections import OrderedDict
from dataclasses import dataclass
from typing import Final

import nacl.bindings as _nb
import nacl.exceptions as _nexc

from ..protocol.deck import ORDER
from .errors import HandshakeError

M: Final = bytes.fromhex("d048032c6ea0b6d697ddc2e86bda85a33adac920f1bf18e1b0c6d166a5cecdaf")
N: Final = bytes.fromhex("d3bfb518f44f3430f29d0c92af503865a1ed3281dc69b35dd868ba85f886c4ab")
"""RFC 9382 section 6, seeds ``edwards25519 point generation seed (M)`` and ``(N)``."""
COFACTOR: Final = 8
ID_JOINER: Final = b"mextrain/v2/joiner"
ID_HOST: Final = b"mextrain/v2/host"
AAD: Final = b"mextrain/v2/transport"
"""The RFC's associated data, in the confirmation-key derivation: binds the transport version."""
PASSWORD_DOMAIN: Final = b"mextrain/v2/join-code\x00"
SHARE_BYTES: Final = 32
_BAD_SHARE = "the other side's SPAKE2 share is not a valid point"


@dataclass(frozen=True)
class Keys:
    """What one finished SPAKE2 exchange gives a side (RFC 9382 section 4)."""

    transcript: bytes
    ke: bytes
    """The shared secret (16 bytes); the channel keys are derived from it (section 8.3)."""
    confirm_joiner: bytes
    """``cA = HMAC(KcA, TT)``, which the joiner sends."""
    confirm_host: bytes
    """``cB = HMAC(KcB, TT)``, which the host sends."""


def password_scalar(normalized_code: str) -> int:
    """``w``: SHA-512 of the domain string and the normalized code, as a little-endian integer,
    reduced mod ``L``. (RFC 9382 leaves the password-to-scalar function to the application; no
    memory-hard function is needed because nothing derived from ``w`` is stored or sent.)"""
    digest = hashlib.sha512(PASSWORD_DOMAIN + normalized_code.encode()).digest()
    w = int.from_bytes(digest, "little") % ORDER
    if w == 0:  # probability 2^-252: refuse rather than run with a known share
        raise HandshakeError("this join code maps to the zero scalar: choose another code")
    return w


class Blinds:
    """``w*M`` and ``w*N`` for the last few join codes one node used: the same for every
    connection made with one code, so a host that a seat reconnects to again and again (one
    cut for junk after another) computes them once per code, not twice per connection. They
    are derived from ``w`` alone, which the host holds anyway, so keeping them in memory
    reveals nothing more."""

    def __init__(self, size: int = 16) -> None:
        self._size = size
        self._known: OrderedDict[tuple[int, bytes], bytes] = OrderedDict()

    def of(self, w: int, point: bytes) -> bytes:
        """``w*point``, computed once while it stays among the last ``size`` asked for."""
        key = (w, point)
        found = self._known.get(key)
        if found is None:
            found = self._known[key] = _mult(w, point)
            if len(self._known) > self._size:
                self._known.popitem(last=False)
        else:
            self._known.move_to_end(key)
        return found


def share(w: int, secret: int, *, joiner: bool, blinds: Blinds | None = None) -> bytes:
    """``pA = x*P + w*M`` (joiner) or ``pB = y*P + w*N`` (host); ``secret`` is in ``[1, L)``.
    ``blinds``: where ``w*M`` and ``w*N`` are kept between handshakes (else computed)."""
    return _add(_base(secret), _blind(w, M if joiner else N, blinds))


def check_share(theirs: object) -> None:
    """HandshakeError unless ``theirs`` is the canonical encoding of a point of the
    prime-order subgroup other than the identity (8.2): checked before the host answers."""
    if not isinstance(theirs, bytes) or len(theirs) != SHARE_BYTES:
        raise HandshakeError("handshake: a SPAKE2 share is 32 bytes")
    if not _nb.crypto_core_ed25519_is_valid_point(theirs):
        raise HandshakeError(f"handshake: {_BAD_SHARE}")


def finish(
    w: int, secret: int, own: bytes, theirs: bytes, *, joiner: bool, blinds: Blinds | None = None
) -> Keys:
    """Both shares known: the shared point, the transcript and the key schedule."""
    check_share(theirs)
    unblind = _blind(w, N if joiner else M, blinds)
    try:
        diff = _nb.crypto_core_ed25519_sub(theirs, unblind)
    except (_nexc.RuntimeError, _nexc.TypeError):
        raise HandshakeError(f"handshake: {_BAD_SHARE}") from None
    point = _mult(COFACTOR * secret % ORDER, diff, what="the other side's SPAKE2 share")
    p_a, p_b = (own, theirs) if joiner else (theirs, own)
    transcript = transcript_bytes(p_a, p_b, point, w)
    return schedule(transcript)


def transcript_bytes(p_a: bytes, p_b: bytes, k: bytes, w: int) -> bytes:
    """RFC 9382 section 3.3: each field preceded by its length as 8 bytes little-endian; ``w``
    as 32 bytes big-endian."""
    fields = (ID_JOINER, ID_HOST, p_a, p_b, k, w.to_bytes(32, "big"))
    return b"".join(len(f).to_bytes(8, "little") + f for f in fields)


def schedule(transcript: bytes) -> Keys:
    """RFC 9382 section 4: ``Ke || Ka = SHA256(TT)``, ``KcA || KcB = HKDF(Ka, salt nil,
    "ConfirmationKeys" || AAD, 32)``, ``cA = HMAC(KcA, TT)``, ``cB = HMAC(KcB, TT)``."""
    digest = hashlib.sha256(transcript).digest()
    ke, ka = digest[:16], digest[16:]
    kc = hkdf_sha256(ka, b"", b"ConfirmationKeys" + AAD, 32)
    kc_a, kc_b = kc[:16], kc[16:]
    return Keys(
        transcript=transcript,
        ke=ke,
        confirm_joiner=hmac.new(kc_a, transcript, hashlib.sha256).digest(),
        confirm_host=hmac.new(kc_b, transcript, hashlib.sha256).digest(),
    )


def hkdf_sha256(ikm: bytes, salt: bytes, info: bytes, length: int) -> bytes:
    """RFC 5869 (an empty salt is 32 zero bytes)."""
    prk = hmac.new(salt or bytes(32), ikm, hashlib.sha256).digest()
    out, block, counter = b"", b"", 1
    while len(out) < length:
        block = hmac.new(prk, block + info + bytes([counter]), hashlib.sha256).digest()
        out += block
        counter += 1
    return out[:length]


def random_secret() -> int:
    """A scalar in ``[1, L)`` from the OS: 64 random bytes reduced mod ``L`` (bias below
    2^-259), drawn again in the (2^-252) case of zero."""
    while True:
        s = int.from_bytes(os.urandom(64), "little") % ORDER
        if s:
            return s


def _blind(w: int, point: bytes, blinds: Blinds | None) -> bytes:
    """``w*M`` or ``w*N``, from ``blinds`` when given."""
    return blinds.of(w, point) if blinds is not None else _mult(w, point)


def _base(s: int) -> bytes:
    try:
        return bytes(_nb.crypto_scalarmult_ed25519_base_noclamp(_scalar(s)))
    except (_nexc.RuntimeError, _nexc.TypeError):
        raise HandshakeError("handshake: a secret scalar gave the identity") from None


def _mult(s: int, p: bytes, *, what: str = "a point") -> bytes:
    try:
        return bytes(_nb.crypto_scalarmult_ed25519_noclamp(_scalar(s), p))
    except (_nexc.RuntimeError, _nexc.TypeError):
        raise HandshakeError(f"handshake: {what} is not a valid group element") from None


def _add(p: bytes, q: bytes) -> bytes:
    out = bytes(_nb.crypto_core_ed25519_add(p, q))
    if not _nb.crypto_core_ed25519_is_valid_point(out):
        raise HandshakeError("handshake: a SPAKE2 share came out as the identity")
    return out


def _scalar(s: int) -> bytes:
    if not 0 < s < ORDER:
        raise HandshakeError("handshake: a scalar out of range (0, L)")
    return s.to_bytes(32, "little")
