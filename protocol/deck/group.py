"""The prime-order subgroup of edwards25519, as thin typed wrappers over libsodium.

The deck encrypts tiles by multiplying curve points by secret scalars. That is only sound in a
group of prime order ``L``: a point with a torsion (small-order) component leaks the keys
that multiply it modulo 8, and a second encoding of a point would defeat the byte-for-byte
comparisons of the audit. So every
point that crosses the wire is checked to be a canonical encoding of a non-identity element of
the order-``L`` subgroup, and every scalar to be a canonical, non-zero residue mod ``L``.

Encodings: a point is its 32-byte compressed Edwards form (little-endian ``y``, sign of ``x``
in the top bit); a scalar is 32 bytes little-endian, ``0 < s < L``. Inside the package scalars
are Python ints: a product mod ``L`` costs under a microsecond and ``pow(a, -1, L)`` about half
of libsodium's ``scalar_invert`` (which needs bytes in and out); only the point multiplication,
the reduction of hashes and ``from_uniform`` go through libsodium.

``crypto_scalarmult_ed25519_noclamp`` validates its input point itself (canonical, on the
curve, not of small order, in the main subgroup) and rejects a zero scalar and an identity
result. :func:`mult` relies on that: a separate :func:`is_valid_point` before a multiplication
would validate the same point twice. Timing side channels: scalar arithmetic on Python ints is
not constant-time; that is accepted here (secrets live for one domino round on a LAN).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import Executor
from typing import Final, NewType, cast

import nacl.bindings as _nb
import nacl.exceptions as _nexc

from ..errors import MextrainError

Point = NewType("Point", bytes)
"""A validated 32-byte encoding of a non-identity element of the prime-order subgroup."""

ORDER: Final = 2**252 + 27742317777372353535851937790883648493
"""``L``, the prime order of the subgroup (and the modulus of scalars)."""

POINT_BYTES: Final = 32
SCALAR_BYTES: Final = 32

_mult = _nb.crypto_scalarmult_ed25519_noclamp
_valid = _nb.crypto_core_ed25519_is_valid_point
_NaclError = _nexc.RuntimeError


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


def is_valid_point(p: bytes) -> bool:
    """True if ``p`` is 32 bytes encoding a prime-order-subgroup point other than the identity.

    libsodium rejects non-canonical encodings, points off the curve, small-order points (the
    identity included) and points with a torsion component.
    """
    return isinstance(p, bytes) and len(p) == POINT_BYTES and _valid(p)


def validate_point(p: bytes) -> Point:
    """``p`` as a :data:`Point`, or :class:`PointError`."""
    if not is_valid_point(p):
        raise PointError(f"not a valid group element: {_show(p)}")
    return Point(p)


def from_uniform(r: bytes) -> Point:
    """Elligator 2 map of 32 bytes to a point of the prime-order subgroup.

    libsodium's ``crypto_core_ed25519_from_uniform`` clears the cofactor itself (it multiplies
    the Elligator 2 output by 8), so the result is already in the main subgroup; the check
    below documents and enforces that (and rejects the identity, which no hash will reach).
    """
    if len(r) != 32:
        raise LengthError(f"from_uniform takes 32 bytes, got {len(r)}")
    return validate_point(_nb.crypto_core_ed25519_from_uniform(r))


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


def mult(s: int, p: bytes) -> Point:
    """``s * p``, validating ``p`` on the way (libsodium does it inside the multiplication)."""
    sb = encode_scalar(s)
    try:
        return Point(_mult(sb, p))
    except (_NaclError, _nexc.TypeError):
        raise _diagnose(sb, p, None) from None


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


def mult_each(s: int, points: Iterable[bytes], executor: Executor | None = None) -> list[Point]:
    """``[s * p for p in points]``, each ``p`` validated once; the hot loop of the shuffle pass.

    On failure, :class:`PointError` carries the index of the first bad point.
    """
    sb = encode_scalar(s)
    pts = points if isinstance(points, Sequence) else tuple(points)
    try:
        return _split(
            lambda a, b: cast(list[Point], [_mult(sb, p) for p in pts[a:b]]), len(pts), executor
        )
    except (_NaclError, _nexc.TypeError):
        pass
    for index, p in enumerate(pts):
        try:
            _mult(sb, p)
        except (_NaclError, _nexc.TypeError):
            raise _diagnose(sb, p, index) from None
    raise AssertionError("unreachable: libsodium failed once and then succeeded")


def mult_pairs(
    scalars: Sequence[int], points: Sequence[bytes], executor: Executor | None = None
) -> list[Point]:
    """``[scalars[i] * points[i]]``, each point validated once; the hot loop of the lock pass."""
    if len(scalars) != len(points):
        raise LengthError(f"{len(scalars)} scalars for {len(points)} points")
    sbs = [encode_scalar(s) for s in scalars]
    try:
        return _split(
            lambda a, b: cast(list[Point], [_mult(sbs[i], points[i]) for i in range(a, b)]),
            len(points),
            executor,
        )
    except (_NaclError, _nexc.TypeError):
        pass
    for index, (sb, p) in enumerate(zip(sbs, points, strict=True)):
        try:
            _mult(sb, p)
        except (_NaclError, _nexc.TypeError):
            raise _diagnose(sb, p, index) from None
    raise AssertionError("unreachable: libsodium failed once and then succeeded")


def _diagnose(sb: bytes, p: object, index: int | None) -> GroupError:
    """Name the cause of a failed multiplication (error path only, so speed is irrelevant)."""
    if not isinstance(p, bytes) or len(p) != POINT_BYTES:
        return PointError(f"a point is {POINT_BYTES} bytes, got {_show(p)}", index=index)
    if not _valid(p):
        return PointError(f"not a valid group element: {p.hex()}", index=index)
    # A valid point times a scalar in (0, L) is never the identity, so only this is left.
    return ScalarError(f"scalar {sb.hex()} maps {p.hex()} to the identity", index=index)


def _show(value: object) -> str:
    if isinstance(value, bytes):
        return f"{len(value)} bytes {value[:40].hex()}"
    return type(value).__name__
