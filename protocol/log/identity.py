"""Ed25519 identity keys: signing with domain separation, strict verification.

A public key is accepted only if it is a canonical encoding of a point of the prime-order
subgroup (libsodium's ``crypto_core_ed25519_is_valid_point``): that refuses the small-order
"rogue" keys that let one signature verify for many messages.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from functools import lru_cache

import nacl.bindings
import nacl.exceptions
import nacl.signing

from ..errors import LocalError, MextrainError

PUBLIC_KEY_LEN = 32
SIGNATURE_LEN = 64


class SignatureError(MextrainError):
    """A signature or a public key that does not verify."""


def check_public_key(key: bytes) -> None:
    """Raise SignatureError unless ``key`` is a valid, prime-order Ed25519 public key."""
    if not isinstance(key, bytes) or len(key) != PUBLIC_KEY_LEN:
        raise SignatureError("an identity key is 32 bytes")
    if not _is_valid_key(key):
        raise SignatureError("identity key is not a valid prime-order Ed25519 point")


@lru_cache(maxsize=256)
def _is_valid_key(key: bytes) -> bool:
    """A table has a handful of keys and checks each thousands of times: remember the answer
    (the check is a pure function of the 32 bytes)."""
    return bool(nacl.bindings.crypto_core_ed25519_is_valid_point(key))


def verify(public_key: bytes, domain: bytes, data: bytes, signature: bytes) -> None:
    """Check ``signature`` over ``domain || data``; raise SignatureError if it does not hold."""
    check_public_key(public_key)
    if not isinstance(signature, bytes) or len(signature) != SIGNATURE_LEN:
        raise SignatureError("a signature is 64 bytes")
    try:
        nacl.signing.VerifyKey(public_key).verify(domain + data, signature)
    except nacl.exceptions.BadSignatureError:
        raise SignatureError("bad signature") from None


@dataclass(frozen=True)
class Identity:
    """A signing key. Built from a 32-byte seed, which the node layer keeps (mode 0600).

    The expanded key (a SHA-512 of the seed and a base-point multiplication) is derived once,
    here, not on every signature: a table signs every message it sends and every entry a host
    sequences.
    """

    seed: bytes
    _key: nacl.signing.SigningKey = field(init=False, repr=False, compare=False)
    public_key: bytes = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if not isinstance(self.seed, bytes) or len(self.seed) != 32:
            raise LocalError("an identity seed is 32 bytes")
        key = nacl.signing.SigningKey(self.seed)
        object.__setattr__(self, "_key", key)
        object.__setattr__(self, "public_key", bytes(key.verify_key))

    def sign(self, domain: bytes, data: bytes) -> bytes:
        return self._key.sign(domain + data).signature

    def fingerprint(self) -> str:
        return fingerprint(self.public_key)


def fingerprint(public_key: bytes) -> str:
    """A short, readable form of a public key for people to compare."""
    digest = hashlib.sha256(b"mextrain/v1/fingerprint" + public_key).hexdigest()
    return ":".join(digest[i : i + 4] for i in range(0, 16, 4))
