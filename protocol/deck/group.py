"""The deck's prime-order groups, as thin typed wrappers over libsodium.

Two groups of the same prime order ``L``: ristretto255 (RFC 9496), which new tables use, and the
prime-order subgroup of edwards25519, which logs written before it use (a log says which: the
``ristretto255`` table option, SPEC.md 4.1). :class:`DeckGroup` is one of them; the module-level
functions below are the edwards25519 ones, kept as they were.

ristretto255 is a prime-order group by construction: every canonical 32-byte encoding decodes to
one group element, so checking a received point is one decoding (about 4 us here), where
edwards25519 needs a multiplication by ``L`` to rule out a torsion component (about 30 us),
repeated inside every ``crypto_scalarmult_ed25519_noclamp``. Its operations come from libsodium
through ``rbcl`` (PyNaCl does not wrap them); the edwards25519 ones through PyNaCl.

Why a prime-order group: the deck encrypts tiles by multiplying curve points by secret scalars.
That is only sound in a group of prime order ``L``: a point with a torsion (small-order)
component leaks the keys that multiply it modulo 8, and a second encoding of a point would
defeat the byte-for-byte comparisons of the audit. So every point that crosses the wire is
checked to be a canonical encoding of a non-identity element of the order-``L`` subgroup, and
every scalar to be a canonical, non-zero residue mod ``L``.

Encodings: an edwards25519 point is its 32-byte compressed Edwards form (little-endian ``y``,
sign of ``x`` in the top bit), a ristretto255 point its RFC 9496 encoding; a scalar is 32 bytes
little-endian, ``0 < s < L``. Inside the package scalars are Python ints: a product mod ``L``
costs under a microsecond and ``pow(a, -1, L)`` about half of libsodium's ``scalar_invert``
(which needs bytes in and out); only the point multiplication, the reduction of hashes and
``from_uniform`` go through libsodium.

Both multiplications validate their input point (``crypto_scalarmult_ed25519_noclamp``:
canonical, on the curve, in the main subgroup; ``crypto_scalarmult_ristretto255``: a canonical
encoding) and reject a zero scalar and an identity result, so a valid non-identity point is what
they accept. The multiplications rely on that: a separate :meth:`DeckGroup.is_valid_point`
before a multiplication would validate the same point twice. Timing side channels: scalar
arithmetic on Python ints is not constant-time; that is accepted here (secrets live for one
domino round on a LAN).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import Executor
from typing import Final, NewType, cast

import nacl.bindings as _nb
import nacl.exceptions as _nexc
import rbcl as _rb

from ..errors import LocalError, MextrainError

Point = NewType("Point", bytes)
"""A validated 32-byte encoding of a non-identity element of the prime-order subgroup."""

ORDER: Final = 2**252 + 27742317777372353535851937790883648493
"""``L``, the prime order of the subgroup (and the modulus of scalars)."""

POINT_BYTES: Final = 32
SCALAR_BYTES: Final = 32



class GroupError(MextrainError, ValueError):
    """Bytes that are not a valid group element or scalar.

    ``index`` is the offending item's position when a whole sequence was processed. The deck
    layer turns this into a :class:`~mextrain.protocol.errors.RemoteError` naming the seat.
    """

    def __init__(self, message: str, *, index: int | None = None) -> None:
        super().__init__(message)
        self.index = index


class PointError(GroupError):
    """Not a canonical encoding of a non-identity point of the prime-order subgroup."""


class ScalarError(GroupError):
    """Not a canonical (``< L``), non-zero scalar."""


class LengthError(GroupError):
    """An input of the wrong length for a group operation."""


def decode_scalar(s: bytes) -> int:
    """Parse a wire scalar: exactly 32 bytes, little-endian, ``0 < s < L``."""
    if not isinstance(s, bytes) or len(s) != SCALAR_BYTES:
        raise ScalarError(f"a scalar is {SCALAR_BYTES} bytes, got {_show(s)}")
    value = int.from_bytes(s, "little")
    if value == 0:
        raise ScalarError("the zero scalar")
    if value >= ORDER:
        raise ScalarError(f"non-canonical scalar (not below L): {s.hex()}")
    return value


def encode_scalar(value: int) -> bytes:
    """32-byte little-endian encoding of a scalar ``0 < value < L``."""
    if not 0 < value < ORDER:
        raise ScalarError(f"scalar out of range (0, L): {value}")
    return value.to_bytes(SCALAR_BYTES, "little")


def reduce_scalar(wide: bytes) -> int:
    """A 64-byte string (a SHA-512 digest) as an integer mod ``L`` (libsodium's reduce).

    Reducing 512 bits mod a 253-bit prime gives a residue whose bias is below 2^-259, unlike
    reducing 32 bytes or clamping. May return 0; callers that need a key reject or re-derive.
    """
    if len(wide) != 64:
        raise LengthError(f"reduce takes 64 bytes, got {len(wide)}")
    return int.from_bytes(_nb.crypto_core_ed25519_scalar_reduce(wide), "little")


def scalar_mul(a: int, b: int) -> int:
    """``a * b mod L``."""
    return a * b % ORDER


def scalar_invert(a: int) -> int:
    """``a^-1 mod L``; the zero scalar has no inverse."""
    if a % ORDER == 0:
        raise ScalarError("the zero scalar has no inverse")
    return pow(a, -1, ORDER)


def scalar_product(values: Iterable[int]) -> int:
    """The product of scalars mod ``L``."""
    acc = 1
    for v in values:
        acc = acc * v % ORDER
    return acc



_Raw = Callable[..., bytes]


class DeckGroup:
    """One prime-order group of order ``L`` with 32-byte encodings, over libsodium calls.

    ``name`` is how a log names it (SPEC.md 4.1). Every method that takes a received point
    validates it (inside the multiplication where there is one); a failure is a
    :class:`GroupError` naming the cause and, for a sequence, the index of the first bad point.
    """

    def __init__(
        self,
        name: str,
        *,
        mult: _Raw,
        base: _Raw,
        add: _Raw,
        sub: _Raw,
        valid: Callable[[bytes], bool],
        hash_to_point: Callable[[bytes], bytes],
        failures: tuple[type[Exception], ...],
    ) -> None:
        self.name = name
        self._mult = mult
        self._base = base
        self._add = add
        self._sub = sub
        self._valid = valid
        self._hash = hash_to_point
        self._failures = failures
        self.generator: Final = Point(base((1).to_bytes(SCALAR_BYTES, "little")))
        """``G``, the group's standard generator (RFC 8032's base point; RFC 9496's)."""

    def __repr__(self) -> str:
        return f"DeckGroup({self.name!r})"

    def is_valid_point(self, p: bytes) -> bool:
        """True if ``p`` is 32 bytes encoding a group element other than the identity."""
        return isinstance(p, bytes) and len(p) == POINT_BYTES and self._valid(p)

    def validate_point(self, p: bytes) -> Point:
        """``p`` as a :data:`Point`, or :class:`PointError`."""
        if not self.is_valid_point(p):
            raise PointError(f"not a valid group element: {_show(p)}")
        return Point(p)

    def hash_to_point(self, digest: bytes) -> Point:
        """The group's hash-to-group map of a 64-byte SHA-512 digest (SPEC.md 4.2)."""
        if len(digest) != 64:
            raise LengthError(f"hash_to_point takes 64 bytes, got {len(digest)}")
        return self.validate_point(self._hash(digest))

    def mult(self, s: int, p: bytes) -> Point:
        """``s * p``, validating ``p`` on the way (inside the multiplication)."""
        sb = encode_scalar(s)
        try:
            return Point(self._mult(sb, p))
        except self._failures:
            raise self._diagnose(sb, p, None) from None

    def base(self, s: int) -> Point:
        """``s * G`` for ``0 < s < L``."""
        return Point(self._base(encode_scalar(s)))

    def add(self, p: bytes, q: bytes) -> bytes:
        """``p + q`` of two points (the result may be the identity, all-zero in ristretto255)."""
        try:
            return bytes(self._add(p, q))
        except self._failures:
            raise PointError(f"cannot add {_show(p)} and {_show(q)}") from None

    def sub(self, p: bytes, q: bytes) -> bytes:
        """``p - q``."""
        try:
            return bytes(self._sub(p, q))
        except self._failures:
            raise PointError(f"cannot subtract {_show(q)} from {_show(p)}") from None

    def raw(self) -> tuple[_Raw, _Raw, _Raw, _Raw, tuple[type[Exception], ...]]:
        """``(mult, base, add, sub, failures)``: the bare libsodium calls on encoded scalars, for
        the proof algebra's hot loops (which check scalars themselves)."""
        return self._mult, self._base, self._add, self._sub, self._failures

    def mult_each(
        self, s: int, points: Iterable[bytes], executor: Executor | None = None
    ) -> list[Point]:
        """``[s * p for p in points]``, each ``p`` validated once; the hot loop of the shuffle.

        On failure, :class:`PointError` carries the index of the first bad point.
        """
        sb = encode_scalar(s)
        pts = points if isinstance(points, Sequence) else tuple(points)
        m = self._mult
        try:
            return _split(
                lambda a, b: cast(list[Point], [m(sb, p) for p in pts[a:b]]), len(pts), executor
            )
        except self._failures:
            pass
        for index, p in enumerate(pts):
            try:
                m(sb, p)
            except self._failures:
                raise self._diagnose(sb, p, index) from None
        raise AssertionError("unreachable: libsodium failed once and then succeeded")

    def mult_pairs(
        self, scalars: Sequence[int], points: Sequence[bytes], executor: Executor | None = None
    ) -> list[Point]:
        """``[scalars[i] * points[i]]``, each point validated once; the hot loop of the lock."""
        if len(scalars) != len(points):
            raise LengthError(f"{len(scalars)} scalars for {len(points)} points")
        sbs = [encode_scalar(s) for s in scalars]
        m = self._mult
        try:
            return _split(
                lambda a, b: cast(list[Point], [m(sbs[i], points[i]) for i in range(a, b)]),
                len(points),
                executor,
            )
        except self._failures:
            pass
        for index, (sb, p) in enumerate(zip(sbs, points, strict=True)):
            try:
                m(sb, p)
            except self._failures:
                raise self._diagnose(sb, p, index) from None
        raise AssertionError("unreachable: libsodium failed once and then succeeded")

    def _diagnose(self, sb: bytes, p: object, index: int | None) -> GroupError:
        """Name the cause of a failed multiplication (error path only)."""
        if not isinstance(p, bytes) or len(p) != POINT_BYTES:
            return PointError(f"a point is {POINT_BYTES} bytes, got {_show(p)}", index=index)
        if not self._valid(p):
            return PointError(f"not a valid group element: {p.hex()}", index=index)
        # A valid point times a scalar in (0, L) is never the identity, so only this is left.
        return ScalarError(f"scalar {sb.hex()} maps {p.hex()} to the identity", index=index)


def _split(
    work: Callable[[int, int], list[Point]], count: int, executor: Executor | None
) -> list[Point]:
    """Run ``work(start, stop)`` over ``range(count)``, the first half on ``executor`` when one
    is given. libsodium releases the GIL, so two cores do the multiplications in half the time;
    the result is the same list either way."""
    if executor is None or count < 16:
        return work(0, count)
    half = count // 2
    first = executor.submit(work, 0, half)
    second = work(half, count)
    return first.result() + second


RISTRETTO_IDENTITY: Final = bytes(POINT_BYTES)
"""The identity's encoding in ristretto255 (RFC 9496 encodes it as 32 zero bytes, only so)."""


def _ristretto_valid(p: bytes) -> bool:
    # libsodium accepts the identity (a valid encoding, not a card) and ignores bit 255, which
    # RFC 9496 4.3.1 requires to be 0 (s < p): both are refused here.
    return (
        p != RISTRETTO_IDENTITY
        and not p[31] & 0x80
        and bool(_rb.crypto_core_ristretto255_is_valid_point(p))
    )


class NonCanonicalError(ValueError):
    """A ristretto255 encoding with bit 255 set (which libsodium would read as if it were 0)."""


def _canonical(p: bytes) -> bytes:
    if isinstance(p, bytes) and len(p) == POINT_BYTES and p[31] & 0x80:
        raise NonCanonicalError("bit 255 of a ristretto255 encoding is set")
    return p


def _ristretto_mult(s: bytes, p: bytes) -> bytes:
    return bytes(_rb.crypto_scalarmult_ristretto255(s, _canonical(p)))


def _ristretto_add(p: bytes, q: bytes) -> bytes:
    return bytes(_rb.crypto_core_ristretto255_add(_canonical(p), _canonical(q)))


def _ristretto_sub(p: bytes, q: bytes) -> bytes:
    return bytes(_rb.crypto_core_ristretto255_sub(_canonical(p), _canonical(q)))


EDWARDS25519: Final = DeckGroup(
    "edwards25519",
    mult=_nb.crypto_scalarmult_ed25519_noclamp,
    base=_nb.crypto_scalarmult_ed25519_base_noclamp,
    add=_nb.crypto_core_ed25519_add,
    sub=_nb.crypto_core_ed25519_sub,
    valid=_nb.crypto_core_ed25519_is_valid_point,
    # libsodium's Elligator 2 map with the cofactor cleared, of the digest's first half
    hash_to_point=lambda digest: _nb.crypto_core_ed25519_from_uniform(digest[:32]),
    failures=(_nexc.RuntimeError, _nexc.TypeError, _nexc.ValueError),
)
"""The prime-order subgroup of edwards25519: the group of logs without the ``ristretto255``
option."""

RISTRETTO255: Final = DeckGroup(
    "ristretto255",
    mult=_ristretto_mult,
    base=_rb.crypto_scalarmult_ristretto255_base,
    add=_ristretto_add,
    sub=_ristretto_sub,
    valid=_ristretto_valid,
    hash_to_point=_rb.crypto_core_ristretto255_from_hash,  # RFC 9496 section 4.3.4
    failures=(RuntimeError, TypeError, ValueError),
)
"""ristretto255 (RFC 9496): the group of new tables."""

GROUPS: Final = {g.name: g for g in (RISTRETTO255, EDWARDS25519)}
"""Every deck group by the name a log gives it."""


def group_named(name: str) -> DeckGroup:
    """The group called ``name`` (a :class:`LengthError`-free lookup: unknown is a LocalError)."""
    try:
        return GROUPS[name]
    except KeyError:
        raise LocalError(f"no deck group {name!r} (known: {', '.join(GROUPS)})") from None


# --- the edwards25519 functions, as before the group abstraction -------------------------


def is_valid_point(p: bytes) -> bool:
    """True if ``p`` is 32 bytes encoding a prime-order-subgroup point other than the identity.

    libsodium rejects non-canonical encodings, points off the curve, small-order points (the
    identity included) and points with a torsion component.
    """
    return EDWARDS25519.is_valid_point(p)


def validate_point(p: bytes) -> Point:
    """``p`` as a :data:`Point`, or :class:`PointError`."""
    return EDWARDS25519.validate_point(p)


def from_uniform(r: bytes) -> Point:
    """Elligator 2 map of 32 bytes to a point of the prime-order subgroup of edwards25519.

    libsodium's ``crypto_core_ed25519_from_uniform`` clears the cofactor itself (it multiplies
    the Elligator 2 output by 8), so the result is already in the main subgroup; the check
    below documents and enforces that (and rejects the identity, which no hash will reach).
    """
    if len(r) != 32:
        raise LengthError(f"from_uniform takes 32 bytes, got {len(r)}")
    return validate_point(_nb.crypto_core_ed25519_from_uniform(r))


mult = EDWARDS25519.mult
mult_each = EDWARDS25519.mult_each
mult_pairs = EDWARDS25519.mult_pairs

def _show(value: object) -> str:
    if isinstance(value, bytes):
        return f"{len(value)} bytes {value[:40].hex()}"
    return type(value).__name__
