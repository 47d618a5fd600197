"""Shuffle and lock proof verification written from SPEC.md 4.12 alone.

Standard library, PyNaCl and rbcl (libsodium's ristretto255) only, none of the project's code:
agreeing with the project's vectors shows that section 4.12 is enough to check a proven deck, in
either group (edwards25519: the compact form; ristretto255: the announcement form, one sum). Returns None when a proof
holds (with E or K), else a short reason; the reasons need not match the project's wording.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence

import rbcl
from nacl import bindings as nb

try:
    from . import curve25519 as curve
except ImportError:  # run as a script
    import curve25519 as curve  # type: ignore[no-redef]

L = 2**252 + 27742317777372353535851937790883648493
DST_SHUFFLE_PROOF = b"mextrain/v1/deck/shuffle-proof"
DST_LOCK_PROOF = b"mextrain/v1/deck/lock-proof"
DST_GEN = b"mextrain/v1/deck/proof-generator"
G = bytes.fromhex("5866666666666666666666666666666666666666666666666666666666666666")
H = nb.crypto_core_ed25519_from_uniform(hashlib.sha512(DST_GEN).digest()[:32])
DST_GEN_R255 = b"mextrain/v1/deck/ristretto255/proof-generator"
DST_BATCH = b"mextrain/v1/deck/proof-batch-weights"
G_R255 = bytes.fromhex("e2f2ae0a6abc4e71a884a961c500515f58e30b6aa582dd8db6a65945e08d2d76")
H_R255 = curve.ristretto_from_hash(hashlib.sha512(DST_GEN_R255).digest())
R255 = "ristretto255"


class Refused(Exception):
    pass


def u32(x: int) -> bytes:
    return x.to_bytes(4, "big")


def ctx(game_id: bytes, round_no: int, seat: int) -> bytes:
    return u32(len(game_id)) + game_id + u32(round_no) + u32(seat)


def nonzero(h: bytes) -> int:
    s = int.from_bytes(h, "little") % L
    while s == 0:
        h = hashlib.sha512(h).digest()
        s = int.from_bytes(h, "little") % L
    return s


def ch(h: bytes, label: bytes) -> int:
    return nonzero(hashlib.sha512(h + label).digest())


def chain(h: bytes, items: Sequence[bytes]) -> bytes:
    return hashlib.sha512(h + b"".join(items)).digest()


def h0(dst: bytes, context: bytes, before: Sequence[bytes], after: Sequence[bytes]) -> bytes:
    data = dst + u32(1) + context + u32(len(before)) + b"".join(before) + b"".join(after)
    return hashlib.sha512(data).digest()


def smul(s: int, p: bytes, group: str = "") -> bytes:
    try:
        if group == R255:
            if not curve.ristretto_is_valid_point(p):  # 4.1: libsodium ignores bit 255
                raise Refused("invalid point")
            return rbcl.crypto_scalarmult_ristretto255(s.to_bytes(32, "little"), p)
        return nb.crypto_scalarmult_ed25519_noclamp(s.to_bytes(32, "little"), p)
    except Exception:
        raise Refused("invalid point or identity") from None


def gmul(s: int, group: str = "") -> bytes:
    if group == R255:
        return rbcl.crypto_scalarmult_ristretto255_base(s.to_bytes(32, "little"))
    return nb.crypto_scalarmult_ed25519_base_noclamp(s.to_bytes(32, "little"))


def padd(*points: bytes, group: str = "") -> bytes:
    add = rbcl.crypto_core_ristretto255_add if group == R255 else nb.crypto_core_ed25519_add
    acc = points[0]
    for p in points[1:]:
        acc = add(acc, p)
    return acc


def psub(p: bytes, q: bytes, group: str = "") -> bytes:
    sub = rbcl.crypto_core_ristretto255_sub if group == R255 else nb.crypto_core_ed25519_sub
    return sub(p, q)


def scalars(data: bytes, count: int) -> list[int]:
    out = [int.from_bytes(data[32 * i : 32 * i + 32], "little") for i in range(count)]
    if not all(0 < s < L for s in out):
        raise Refused("scalar not canonical or zero")
    return out


def challenges(
    context: bytes,
    x_deck: Sequence[bytes],
    y_deck: Sequence[bytes],
    e_pt: bytes,
    a: Sequence[bytes],
    b: Sequence[bytes],
) -> tuple[bytes, int, int, list[int], int]:
    """4.12's first two Fiat-Shamir rounds, shared by both proof forms: the transcript after
    B, the challenges y and z, each card's lambda and their product P (refused if 0)."""
    n = len(a)
    h_1 = chain(h0(DST_SHUFFLE_PROOF, context, x_deck, y_deck), [e_pt, *a])
    x = ch(h_1, b"x")
    h_2 = chain(h_1, b)
    y, z = ch(h_2, b"y"), ch(h_2, b"z")
    lam = [(y * (k + 1) + pow(x, k + 1, L) - z) % L for k in range(n)]
    p_big = 1
    for value in lam:
        p_big = p_big * value % L
    if p_big == 0:
        raise Refused("P = 0")
    return h_2, y, z, lam, p_big


def shuffle(
    context: bytes, x_deck: Sequence[bytes], y_deck: Sequence[bytes], proof: bytes
) -> bytes:
    """Check a shuffle proof; return E or raise Refused."""
    n = len(x_deck)
    if len(proof) != 192 * n:
        raise Refused("length")
    pts = [proof[32 * i : 32 * i + 32] for i in range(3 * n - 1)]
    e_pt, a, b, q_sent = pts[0], pts[1 : n + 1], pts[n + 1 : 2 * n + 1], pts[2 * n + 1 :]
    sc = scalars(proof[32 * (3 * n - 1) :], 3 * n + 1)
    c, u, v, w, s = sc[0], sc[1 : n + 1], sc[n + 1 : 2 * n + 1], sc[2 * n + 1 : 3 * n], sc[3 * n]
    w = [0, *w]  # w_1..w_{n-1}
    if not all(nb.crypto_core_ed25519_is_valid_point(p) for p in b):
        raise Refused("B")
    h_2, y, z, lam, p_big = challenges(context, x_deck, y_deck, e_pt, a, b)
    d = [psub(padd(smul(y, a[i]), b[i]), gmul(z)) for i in range(n)]
    q = [d[0], *q_sent, gmul(p_big)]
    td = [psub(padd(gmul(u[i]), smul(v[i], H)), smul(c, d[i])) for i in range(n)]
    tq = [psub(padd(smul(u[i], q[i - 1]), smul(w[i], H)), smul(c, q[i])) for i in range(1, n)]
    te = psub(gmul(s), smul(c, e_pt))
    big_w = padd(*[smul(lam[k], x_deck[k]) for k in range(n)])
    ty = psub(padd(*[smul(u[i], y_deck[i]) for i in range(n)]), smul(s, big_w))
    h_3 = chain(h_2, [*q_sent, *td, *tq, te, ty])
    if ch(h_3, b"c") != c:
        raise Refused("challenge")
    return e_pt


def lock(
    context: bytes,
    e_pt: bytes,
    y_deck: Sequence[bytes],
    z_deck: Sequence[bytes],
    proof: bytes,
    group: str = "",
) -> list[bytes]:
    """Check a lock proof; return K or raise Refused (the compact form in both groups)."""
    n = len(y_deck)
    if len(proof) != 32 * (2 * n + 1):
        raise Refused("length")
    k = [proof[32 * i : 32 * i + 32] for i in range(n)]
    sc = scalars(proof[32 * n :], n + 1)
    c, s = sc[0], sc[1:]
    g = group
    r = [psub(smul(s[i], y_deck[i], g), smul(c, z_deck[i], g), g) for i in range(n)]
    t = [psub(smul(s[i], e_pt, g), smul(c, k[i], g), g) for i in range(n)]
    if ch(chain(h0(DST_LOCK_PROOF, context, y_deck, z_deck), [e_pt, *k, *r, *t]), b"c") != c:
        raise Refused("challenge")
    return k


def key_fits(key: bytes, commitment: bytes, group: str = "") -> bool:
    return gmul(int.from_bytes(key, "little"), group) == commitment


def shuffle_r255(
    context: bytes, x_deck: Sequence[bytes], y_deck: Sequence[bytes], proof: bytes
) -> bytes:
    """Check a ristretto255 shuffle proof (announcement form, one weighted sum); E or Refused."""
    n = len(x_deck)
    if len(proof) != 256 * n:
        raise Refused("length")
    pts = [proof[32 * i : 32 * i + 32] for i in range(5 * n)]
    if not all(curve.ristretto_is_valid_point(p) for p in [*pts, *y_deck]):
        raise Refused("a point is no ristretto255 element")
    e_pt, a, b = pts[0], pts[1 : n + 1], pts[n + 1 : 2 * n + 1]
    q_sent, td = pts[2 * n + 1 : 3 * n - 1], pts[3 * n - 1 : 4 * n - 1]
    tq, te, ty = pts[4 * n - 1 : 5 * n - 2], pts[5 * n - 2], pts[5 * n - 1]
    raw = proof[32 * 5 * n :]
    sc = scalars(raw, 3 * n)
    u, v, w, s = sc[:n], sc[n : 2 * n], [0, *sc[2 * n : 3 * n - 1]], sc[3 * n - 1]
    h_2, y, z, lam, p_big = challenges(context, x_deck, y_deck, e_pt, a, b)
    h_3 = chain(h_2, [*q_sent, *td, *tq, te, ty])
    c = ch(h_3, b"c")
    h_w = chain(h_3, [raw])
    wts = [nonzero(hashlib.sha512(DST_BATCH + h_w + u32(t)).digest()) for t in range(2 * n)]
    omega, kappa, mu = wts[:n], [0, *wts[n : 2 * n - 1]], wts[2 * n - 1]
    # each equation written out as (scalar, point) terms; points given as None are G
    r = R255
    d = [psub(padd(smul(y, a[i], r), b[i], group=r), gmul(z, r), r) for i in range(n)]
    q = [d[0], *q_sent, gmul(p_big, r)]
    terms: list[tuple[int, bytes]] = []
    for i in range(n):
        terms += [(omega[i], td[i]), (omega[i] * c, d[i]), (-omega[i] * u[i], G_R255)]
        terms += [(-omega[i] * v[i], H_R255)]
    for i in range(1, n):
        terms += [(kappa[i], tq[i - 1]), (kappa[i] * c, q[i]), (-kappa[i] * u[i], q[i - 1])]
        terms += [(-kappa[i] * w[i], H_R255)]
    terms += [(mu, te), (mu * c, e_pt), (-mu * s, G_R255)]
    terms += [(s * lam[k], x_deck[k]) for k in range(n)]
    terms += [(-u[i], y_deck[i]) for i in range(n)]
    products = [smul(k % L, p, r) for k, p in terms if k % L]
    if padd(ty, *products, group=r) != bytes(32):
        raise Refused("the weighted sum is not the identity")
    return e_pt
