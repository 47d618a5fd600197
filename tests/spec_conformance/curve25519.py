"""edwards25519 in plain integer arithmetic, written from SPEC.md 4.1, 4.3 and 5.2 alone.

Slow (affine coordinates, one inversion per addition) and not constant-time: it exists to show
that the spec's steps are complete, by agreeing with libsodium in the tests. Imports nothing of
mextrain.
"""

from __future__ import annotations

import hashlib

P = 2**255 - 19
L = 2**252 + 27742317777372353535851937790883648493
D = -121665 * pow(121666, P - 2, P) % P
SQRT_M1 = pow(2, (P - 1) // 4, P)
A_MONT = 486662
Point = tuple[int, int]
IDENTITY: Point = (0, 1)
_BY = 4 * pow(5, P - 2, P) % P


def inv(x: int) -> int:
    """1/x, with 1/0 = 0."""
    return pow(x, P - 2, P)


def negative(x: int) -> bool:
    return x % P % 2 == 1


def x_from_y(y: int, sign: int) -> int | None:
    """RFC 8032 5.1.3: the x with this sign bit, or None if y is on no point (or x = 0, sign 1)."""
    x2 = (y * y - 1) * inv(D * y * y + 1) % P
    x = pow(x2, (P + 3) // 8, P)
    if (x * x - x2) % P != 0:
        x = x * SQRT_M1 % P
    if (x * x - x2) % P != 0:
        return None
    if x == 0 and sign:
        return None
    if negative(x) != bool(sign):
        x = -x % P
    return x


B: Point = (x_from_y(_BY, 0) or 0, _BY)


def add(p1: Point, p2: Point) -> Point:
    (x1, y1), (x2, y2) = p1, p2
    t = D * x1 * x2 * y1 * y2 % P
    return ((x1 * y2 + y1 * x2) * inv(1 + t) % P, (y1 * y2 + x1 * x2) * inv(1 - t) % P)


def neg(p: Point) -> Point:
    return (-p[0] % P, p[1])


def mul(k: int, p: Point) -> Point:
    out = IDENTITY
    while k:
        if k & 1:
            out = add(out, p)
        p = add(p, p)
        k >>= 1
    return out


def encode(p: Point) -> bytes:
    x, y = p
    return (y | ((x & 1) << 255)).to_bytes(32, "little")


def decode(b: bytes) -> Point | None:
    """A canonical encoding of a curve point, else None (4.1)."""
    if len(b) != 32:
        return None
    n = int.from_bytes(b, "little")
    y, sign = n & ((1 << 255) - 1), n >> 255
    if y >= P:
        return None
    x = x_from_y(y, sign)
    return None if x is None else (x, y)


def is_valid_point(b: bytes) -> bool:
    """4.1: canonical, on the curve, not of small order, in the prime-order subgroup."""
    p = decode(b)
    return p is not None and mul(8, p) != IDENTITY and mul(L, p) == IDENTITY


def legendre(a: int) -> int:
    a %= P
    if a == 0:
        return 0
    return 1 if pow(a, (P - 1) // 2, P) == 1 else -1


def from_uniform(b: bytes) -> bytes:
    """4.3, steps 1 to 5."""
    s = b[31] >> 7
    r = int.from_bytes(b, "little") & ((1 << 255) - 1)
    r %= P
    w = -A_MONT * inv(1 + 2 * r * r) % P
    e = legendre(w * w * w + A_MONT * w * w + w)
    u = w if e != -1 else (-w - A_MONT) % P
    y = (u - 1) * inv(u + 1) % P
    x = x_from_y(y, s)
    if x is None:  # x = 0 with s = 1: keep x = 0
        x = 0
    assert (-x * x + y * y - 1 - D * x * x * y * y) % P == 0
    return encode(mul(8, (x, y)))


def ed25519_verify(public_key: bytes, message: bytes, signature: bytes) -> bool:
    """5.2: A valid (prime order), S < L, R == encode(S*B - h*A) byte for byte, not identity."""
    if len(signature) != 64 or not is_valid_point(public_key):
        return False
    a = decode(public_key)
    assert a is not None
    r_bytes, s = signature[:32], int.from_bytes(signature[32:], "little")
    if s >= L:
        return False
    h = int.from_bytes(hashlib.sha512(r_bytes + public_key + message).digest(), "little") % L
    check = add(mul(s, B), neg(mul(h, a)))
    return check != IDENTITY and encode(check) == r_bytes
