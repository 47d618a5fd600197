"""Shuffle and lock proof verification written from SPEC.md 4.12 alone.

Standard library and PyNaCl only, none of the project's code: agreeing with the project's
vector shows that section 4.12 is enough to check a proven deck. Returns None when a proof
holds (with E or K), else a short reason; the reasons need not match the project's wording.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence

from nacl import bindings as nb

L = 2**252 + 27742317777372353535851937790883648493
DST_SHUFFLE_PROOF = b"mextrain/v1/deck/shuffle-proof"
DST_LOCK_PROOF = b"mextrain/v1/deck/lock-proof"
DST_GEN = b"mextrain/v1/deck/proof-generator"
G = bytes.fromhex("5866666666666666666666666666666666666666666666666666666666666666")
H = nb.crypto_core_ed25519_from_uniform(hashlib.sha512(DST_GEN).digest()[:32])


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


def smul(s: int, p: bytes) -> bytes:
    try:
        return nb.crypto_scalarmult_ed25519_noclamp(s.to_bytes(32, "little"), p)
    except Exception:
        raise Refused("invalid point or identity") from None


def gmul(s: int) -> bytes:
    return nb.crypto_scalarmult_ed25519_base_noclamp(s.to_bytes(32, "little"))


def padd(*points: bytes) -> bytes:
    acc = points[0]
    for p in points[1:]:
        acc = nb.crypto_core_ed25519_add(acc, p)
    return acc


def psub(p: bytes, q: bytes) -> bytes:
    return nb.crypto_core_ed25519_sub(p, q)


def scalars(data: bytes, count: int) -> list[int]:
    out = [int.from_bytes(data[32 * i : 32 * i + 32], "little") for i in range(count)]
    if not all(0 < s < L for s in out):
        raise Refused("scalar not canonical or zero")
    return out


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
    context: bytes, e_pt: bytes, y_deck: Sequence[bytes], z_deck: Sequence[bytes], proof: bytes
) -> list[bytes]:
    """Check a lock proof; return K or raise Refused."""
    n = len(y_deck)
    if len(proof) != 32 * (2 * n + 1):
        raise Refused("length")
    k = [proof[32 * i : 32 * i + 32] for i in range(n)]
    sc = scalars(proof[32 * n :], n + 1)
    c, s = sc[0], sc[1:]
    r = [psub(smul(s[i], y_deck[i]), smul(c, z_deck[i])) for i in range(n)]
    t = [psub(smul(s[i], e_pt), smul(c, k[i])) for i in range(n)]
    if ch(chain(h0(DST_LOCK_PROOF, context, y_deck, z_deck), [e_pt, *k, *r, *t]), b"c") != c:
        raise Refused("challenge")
    return k


def key_fits(key: bytes, commitment: bytes) -> bool:
    return gmul(int.from_bytes(key, "little")) == commitment
