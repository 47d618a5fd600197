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


# --- ristretto255 (SPEC.md 4.1 and 4.3, after RFC 9496 sections 4.2-4.3) --------------------

SQRT_AD_MINUS_ONE = 25063068953384623474111414158702152701244531502492656460079210482610430750235
INVSQRT_A_MINUS_D = 54469307008909316920995813868745141605393597292927456921205312896311721017578
ONE_MINUS_D_SQ = (1 - D * D) % P
D_MINUS_ONE_SQ = (D - 1) * (D - 1) % P


def _abs(x: int) -> int:
    x %= P
    return -x % P if negative(x) else x


def sqrt_ratio_m1(u: int, v: int) -> tuple[bool, int]:
    """RFC 9496 4.2: (True, sqrt(u/v)) or (False, sqrt(i*u/v)), the non-negative root."""
    u, v = u % P, v % P
    r = u * pow(v, 3, P) * pow(u * pow(v, 7, P), (P - 5) // 8, P) % P
    check = v * r * r % P
    correct = check == u
    flipped = check == -u % P
    flipped_i = check == -u * SQRT_M1 % P
    if flipped or flipped_i:
        r = r * SQRT_M1 % P
    return correct or flipped, _abs(r)


def ristretto_decode(b: bytes) -> Point | None:
    """RFC 9496 4.3.1: the affine edwards25519 point a canonical encoding stands for, or None."""
    if len(b) != 32:
        return None
    s = int.from_bytes(b, "little")
    if s >= P or negative(s):
        return None
    ss = s * s % P
    u1, u2 = (1 - ss) % P, (1 + ss) % P
    u2_sqr = u2 * u2 % P
    v = (-(D * u1 * u1) - u2_sqr) % P
    was_square, invsqrt = sqrt_ratio_m1(1, v * u2_sqr)
    den_x = invsqrt * u2 % P
    den_y = invsqrt * den_x * v % P
    x = _abs(2 * s * den_x)
    y = u1 * den_y % P
    if not was_square or negative(x * y) or y == 0:
        return None
    return (x, y)


def ristretto_encode(point: Point) -> bytes:
    """RFC 9496 4.3.2 with Z = 1, T = x*y."""
    x0, y0 = point
    z0, t0 = 1, x0 * y0 % P
    u1 = (z0 + y0) * (z0 - y0) % P
    u2 = x0 * y0 % P
    _, invsqrt = sqrt_ratio_m1(1, u1 * u2 * u2)
    den1, den2 = invsqrt * u1 % P, invsqrt * u2 % P
    z_inv = den1 * den2 * t0 % P
    if negative(t0 * z_inv):
        x, y, den_inv = y0 * SQRT_M1 % P, x0 * SQRT_M1 % P, den1 * INVSQRT_A_MINUS_D % P
    else:
        x, y, den_inv = x0, y0, den2
    if negative(x * z_inv):
        y = -y % P
    return _abs(den_inv * (z0 - y)).to_bytes(32, "little")


def _ristretto_map(t: int) -> Point:
    """RFC 9496 4.3.4 MAP, returned in affine coordinates."""
    r = SQRT_M1 * t * t % P
    u = (r + 1) * ONE_MINUS_D_SQ % P
    v = (-1 - r * D) * (r + D) % P
    was_square, s = sqrt_ratio_m1(u, v)
    if not was_square:
        s = -_abs(s * t) % P
    c = -1 if was_square else r
    n = (c * (r - 1) * D_MINUS_ONE_SQ - v) % P
    w0, w1 = 2 * s * v % P, n * SQRT_AD_MINUS_ONE % P
    w2, w3 = (1 - s * s) % P, (1 + s * s) % P
    # extended (w0*w3, w2*w1, w1*w3, w0*w2): x = X/Z, y = Y/Z
    z_inv = inv(w1 * w3)
    return (w0 * w3 * z_inv % P, w2 * w1 * z_inv % P)


def ristretto_from_hash(b: bytes) -> bytes:
    """RFC 9496 4.3.4: each 32-byte half, bit 255 cleared, mod p, mapped; the two points added."""
    assert len(b) == 64
    mask = (1 << 255) - 1
    t1 = (int.from_bytes(b[:32], "little") & mask) % P
    t2 = (int.from_bytes(b[32:], "little") & mask) % P
    return ristretto_encode(add(_ristretto_map(t1), _ristretto_map(t2)))


def ristretto_is_valid_point(b: bytes) -> bool:
    """4.1: a canonical encoding of a group element other than the identity (32 zero bytes)."""
    return b != bytes(32) and ristretto_decode(b) is not None
