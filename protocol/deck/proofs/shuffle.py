"""A zero-knowledge proof that a shuffle step is a permutation of its input times one scalar.

Statement: input deck ``X[0..n-1]``, output deck ``Y[0..n-1]`` and ``E`` (in the proof); the
prover knows ``e`` with ``E = e*G`` and a permutation ``pi`` with ``Y[i] = e*X[pi(i)]``.

The argument follows the shape of Bayer and Groth's shuffle argument, with Pedersen commitments
to single values (``v*G + r*H``) instead of vector commitments, so that the product argument is a
plain chain of multiplication proofs (n is at most 136 here, so linear size is fine):

1. commit ``A[i]`` to ``a[i] = pi(i)+1``; challenge ``x``;
2. commit ``B[i]`` to ``b[i] = x^a[i]``; challenges ``y, z``;
3. product argument: ``prod (y*a[i] + b[i] - z) = prod_k (y*k + x^k - z)`` (k = 1..n), by
   committing the partial products ``Q[i]`` and proving each step ``Q[i] = d[i]*Q[i-1] + t*H``;
   by Schwartz-Zippel in ``(y, z)`` this forces ``{(a[i], b[i])} = {(k, x^k)}``: ``a`` is a
   permutation fixed before ``x`` and ``b[i] = x^a[i]``;
4. multi-exponentiation: ``sum b[i]*Y[i] = e * sum_k x^(k+1)*X[k]`` with the ``e`` of ``E``;
   with ``a`` fixed before ``x`` this is a degree-n polynomial in ``x`` with point
   coefficients ``Y[pi^-1(k)] - e*X[k]``, all zero except with probability ``n/L``.

Steps 3 and 4 are Sigma protocols sharing one challenge ``c``. In edwards25519 they are sent in
compact form (the challenge and the responses; the verifier recomputes the announcements and
the challenge); in ristretto255 with the announcements instead of ``c``, so that the verifier
checks every equation in one weighted sum (:mod:`.shuffle_batch`). Byte layout and hashing:
SPEC.md 4.12.
"""

from __future__ import annotations

from collections.abc import Sequence
from concurrent.futures import Executor
from typing import Final

from ..group import EDWARDS25519, ORDER, DeckGroup, GroupError
from ..keys import SeatSecrets, u32
from .algebra import (
    Algebra,
    G,
    Nonces,
    ProofError,
    algebra,
    chain,
    challenge,
    decode_scalars,
    each,
    sc,
    split_points,
    statement_hash,
)
from .shuffle_batch import batched_proof_size, verify_batched

DST_SHUFFLE_PROOF: Final = b"mextrain/v1/deck/shuffle-proof"
MIN_CARDS: Final = 2
MAX_ATTEMPTS: Final = 16


def shuffle_proof_size(n: int, group: DeckGroup = EDWARDS25519) -> int:
    """Bytes in a shuffle proof for ``n`` cards: ``6n`` items of 32 bytes in compact form
    (edwards25519), ``8n`` with the announcements (ristretto255)."""
    return batched_proof_size(n) if algebra(group).batched else 32 * 6 * n


def _powers(x: int, n: int) -> list[int]:
    out, acc = [], 1
    for _ in range(n):
        acc = acc * x % ORDER
        out.append(acc)
    return out


def _weights(x_powers: Sequence[int], y: int, z: int) -> list[int]:
    """``w[k] = y*(k+1) + x^(k+1) - z``: the value ``d[i]`` takes where ``pi(i) = k``."""
    return [(y * k + xp - z) % ORDER for k, xp in enumerate(x_powers, start=1)]


def _product(values: Sequence[int]) -> int:
    acc = 1
    for v in values:
        acc = acc * v % ORDER
    return acc


def prove_shuffle(
    ctx: bytes,
    seed: bytes,
    shuffle_key: int,
    permutation: Sequence[int],
    before: Sequence[bytes],
    after: Sequence[bytes],
    executor: Executor | None = None,
    group: DeckGroup = EDWARDS25519,
) -> bytes:
    """The proof that ``after[i] = shuffle_key * before[permutation[i]]`` for every ``i``.

    ``ctx`` binds the proof to the game, round and seat (SPEC.md 4.2); ``seed`` keys the
    deterministic nonces. The caller passes its own honest step; a retry with fresh nonces
    covers the negligible chance of a zero scalar. ``executor``: an optional second thread
    (same bytes, less time).
    """
    n = len(before)
    if n < MIN_CARDS or len(after) != n or sorted(permutation) != list(range(n)):
        raise ProofError(f"no shuffle proof for {n} -> {len(after)} cards")
    state = statement_hash(DST_SHUFFLE_PROOF, ctx, before, after)
    witness = sc(shuffle_key % ORDER) + b"".join(u32(p) for p in permutation)
    for attempt in range(MAX_ATTEMPTS):
        try:
            nonces = Nonces(ctx, seed, state, attempt, witness)
            return _prove(algebra(group), nonces, state, shuffle_key, permutation, after, executor)
        except _Retry:
            continue
    raise ProofError("could not build a shuffle proof (every attempt hit a zero scalar)")


class _Retry(Exception):
    pass


def _nz(value: int) -> int:
    if value == 0:
        raise _Retry
    return value


def _prove(
    alg: Algebra,
    nonces: Nonces,
    state: bytes,
    e: int,
    perm: Sequence[int],
    after: Sequence[bytes],
    ex: Executor | None,
) -> bytes:
    n = len(perm)
    big_e = alg.base(e)
    a = [p + 1 for p in perm]
    r = nonces.take(n)
    commits_a = each(lambda i: alg.commit(a[i], r[i]), n, ex)
    h1 = chain(state, [big_e, *commits_a])
    x = challenge(h1, b"x")
    xp = _powers(x, n)
    b = [xp[p] for p in perm]
    q = nonces.take(n)
    commits_b = each(lambda i: alg.commit(b[i], q[i]), n, ex)
    h2 = chain(h1, commits_b)
    y, z = challenge(h2, b"y"), challenge(h2, b"z")
    weights = _weights(xp, y, z)
    _nz(_product(weights))
    d = [weights[p] for p in perm]  # = y*a[i] + b[i] - z
    rho = [(y * r[i] + q[i]) % ORDER for i in range(n)]
    # partial products p[i] = d[0]...d[i], committed as Q[i] = p[i]*G + t[i]*H; Q[0] = D[0]
    # and Q[n-1] = P*G are known to the verifier, so only Q[1..n-2] are sent
    p, t = [d[0]], [rho[0]]
    for i in range(1, n):
        p.append(p[-1] * d[i] % ORDER)
        t.append(nonces.next() if i < n - 1 else 0)
    commits_q = each(lambda i: alg.commit(p[i + 1], t[i + 1]), n - 2, ex)
    alpha, beta, gamma = nonces.take(n), nonces.take(n), nonces.take(n)
    tau = [0] + [(t[i] - d[i] * t[i - 1]) % ORDER for i in range(1, n)]
    ann_d = each(lambda i: alg.commit(alpha[i], beta[i]), n, ex)
    ann_q = each(
        lambda j: alg.commit(
            _nz(alpha[j + 1] * p[j] % ORDER), _nz((alpha[j + 1] * t[j] + gamma[j + 1]) % ORDER)
        ),
        n - 1,
        ex,
    )
    eps = nonces.next()
    ann_e = alg.base(eps)
    ratio = eps * pow(e, -1, ORDER) % ORDER
    ann_y = alg.total(
        each(lambda i: alg.mul(_nz((alpha[i] - ratio * d[i]) % ORDER), after[i]), n, ex), ex
    )
    h3 = chain(h2, [*commits_q, *ann_d, *ann_q, ann_e, ann_y])
    c = challenge(h3, b"c")
    u = [_nz((alpha[i] + c * d[i]) % ORDER) for i in range(n)]
    v = [_nz((beta[i] + c * rho[i]) % ORDER) for i in range(n)]
    w = [_nz((gamma[i] + c * tau[i]) % ORDER) for i in range(1, n)]
    s_e = _nz((eps + c * e) % ORDER)
    points = [big_e, *commits_a, *commits_b, *commits_q]
    if alg.batched:  # the announcements instead of c (SPEC.md 4.12)
        points += [*ann_d, *ann_q, ann_e, ann_y]
        return b"".join([*points, *(sc(k) for k in (*u, *v, *w, s_e))])
    return b"".join([*points, *(sc(k) for k in (c, *u, *v, *w, s_e))])


def verify_shuffle(
    ctx: bytes,
    before: Sequence[bytes],
    after: Sequence[bytes],
    proof: bytes,
    executor: Executor | None = None,
    group: DeckGroup = EDWARDS25519,
    witness: SeatSecrets | None = None,
) -> bytes:
    """Check a shuffle proof; return the seat's ``E = e*G`` (the lock proof is bound to it).

    ``before`` must be the deck the step was applied to (already accepted); every point of
    ``after`` and of the proof is validated here. Raises :class:`ProofError` with the reason.

    ``witness`` (the prover's revealed secrets) only where the caller has established that
    ``after[i] = e * before[permutation[i]]`` byte for byte: the same verdict with fewer
    multiplications in the announcement form (:mod:`.witnessed`); the compact form ignores it.
    """
    n = len(before)
    if n < MIN_CARDS or len(after) != n:
        raise ProofError(f"a shuffle proof for {n} -> {len(after)} cards")
    expected = shuffle_proof_size(n, group)
    if not isinstance(proof, bytes) or len(proof) != expected:
        size = len(proof) if isinstance(proof, bytes) else 0
        raise ProofError(f"a shuffle proof for {n} cards is {expected} bytes, not {size}")
    alg = algebra(group)
    if alg.batched:
        state = statement_hash(DST_SHUFFLE_PROOF, ctx, before, after)
        h1 = chain(state, split_points(proof, n + 1))
        x = challenge(h1, b"x")
        h2 = chain(h1, split_points(proof[32 * (n + 1) :], n))
        y, z = challenge(h2, b"y"), challenge(h2, b"z")
        lambdas = _weights(_powers(x, n), y, z)
        target = _product(lambdas)
        if target == 0:
            raise ProofError("degenerate challenges (a zero factor)")
        try:
            return verify_batched(
                alg, h2, (x, y, z), lambdas, target, before, after, proof, executor, witness
            )
        except GroupError as exc:
            raise ProofError(f"a point of the proof is not a valid group element: {exc}") from None
    try:
        return _verify(alg, ctx, before, after, proof, executor)
    except ProofError as exc:
        points = split_points(proof, 3 * n - 1)
        named = (
            ("card", after, 0),
            ("proof point E", points[:1], 0),
            ("proof point A", points[1 : n + 1], 0),
            ("proof point B", points[n + 1 : 2 * n + 1], 0),
            ("proof point Q", points[2 * n + 1 :], 1),
        )
        raise alg.first_invalid(named) or exc from None


def _verify(
    alg: Algebra,
    ctx: bytes,
    before: Sequence[bytes],
    after: Sequence[bytes],
    proof: bytes,
    ex: Executor | None,
) -> bytes:
    n = len(before)
    points = split_points(proof, 3 * n - 1)
    big_e, commits_a = points[0], points[1 : n + 1]
    commits_b, commits_q = points[n + 1 : 2 * n + 1], points[2 * n + 1 :]
    scalars = decode_scalars(proof[32 * (3 * n - 1) :], 3 * n + 1, "proof scalar")
    if not all(alg.is_valid_point(b) for b in commits_b):  # only added, never multiplied, below
        raise ProofError("a point of the proof is not a valid group element")
    c, s_e = scalars[0], scalars[3 * n]
    u, v, w = scalars[1 : n + 1], scalars[n + 1 : 2 * n + 1], scalars[2 * n + 1 : 3 * n]

    state = statement_hash(DST_SHUFFLE_PROOF, ctx, before, after)
    h1 = chain(state, [big_e, *commits_a])
    x = challenge(h1, b"x")
    h2 = chain(h1, commits_b)
    y, z = challenge(h2, b"y"), challenge(h2, b"z")
    weights = _weights(_powers(x, n), y, z)
    target = _product(weights)
    if target == 0:
        raise ProofError("degenerate challenges (a zero factor)")
    zg = alg.base(z)
    d_pts = each(lambda i: alg.sub(alg.add(alg.mul(y, commits_a[i]), commits_b[i]), zg), n, ex)
    q_pts = [d_pts[0], *commits_q, alg.base(target)]
    ann_d = each(
        lambda i: alg.sub(alg.add(alg.base(u[i]), alg.mul(v[i], alg.H)), alg.mul(c, d_pts[i])),
        n,
        ex,
    )
    ann_q = each(
        lambda j: alg.sub(
            alg.add(alg.mul(u[j + 1], q_pts[j]), alg.mul(w[j], alg.H)), alg.mul(c, q_pts[j + 1])
        ),
        n - 1,
        ex,
    )
    ann_e = alg.sub(alg.base(s_e), alg.mul(c, big_e))
    big_w = alg.total(each(lambda k: alg.mul(weights[k], before[k]), n, ex), ex)
    y_sum = alg.total(each(lambda i: alg.mul(u[i], after[i]), n, ex), ex)
    ann_y = alg.sub(y_sum, alg.mul(s_e, big_w))
    h3 = chain(h2, [*commits_q, *ann_d, *ann_q, ann_e, ann_y])
    if challenge(h3, b"c") != c:
        raise ProofError("the shuffle proof does not hold for this statement")
    return big_e


__all__ = [
    "DST_SHUFFLE_PROOF",
    "G",
    "ProofError",
    "prove_shuffle",
    "shuffle_proof_size",
    "verify_shuffle",
]
