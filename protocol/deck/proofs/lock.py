"""A zero-knowledge proof that a lock step multiplies card ``i`` by ``k_i * e^-1``.

Statement: input deck ``Y``, output deck ``Z``, the seat's ``E = e*G`` from its proven shuffle
step, and the key commitments ``K[i] = k_i*G`` (in the proof). For every ``i`` the prover shows
one discrete log ``f_i`` with ``Z[i] = f_i*Y[i]`` and ``K[i] = f_i*E`` (Chaum-Pedersen, all ``n``
proofs under one challenge). Then ``f_i = log_G(K[i]) / e``: the lock factor is bound to the key
``k_i`` the seat releases later, which every node checks against ``K[i]`` (:func:`key_fits`).
Byte layout and hashing: SPEC.md 4.12.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from concurrent.futures import Executor
from typing import Final

from ..group import EDWARDS25519, ORDER, DeckGroup
from ..keys import SeatSecrets
from .algebra import (
    Algebra,
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

DST_LOCK_PROOF: Final = b"mextrain/v1/deck/lock-proof"
MAX_ATTEMPTS: Final = 16


def lock_proof_size(n: int) -> int:
    """Bytes in a lock proof for ``n`` cards: ``2n + 1`` items of 32 bytes."""
    return 32 * (2 * n + 1)


def prove_lock(
    ctx: bytes,
    seed: bytes,
    shuffle_key: int,
    lock_keys: Sequence[int],
    before: Sequence[bytes],
    after: Sequence[bytes],
    executor: Executor | None = None,
    group: DeckGroup = EDWARDS25519,
) -> bytes:
    """The proof that ``after[i] = (lock_keys[i] / shuffle_key) * before[i]`` for every ``i``."""
    alg = algebra(group)
    n = len(before)
    if n < 1 or len(after) != n or len(lock_keys) != n:
        raise ProofError(f"no lock proof for {n} -> {len(after)} cards")
    big_e = alg.base(shuffle_key)
    state = statement_hash(DST_LOCK_PROOF, ctx, before, after)
    e_inv = pow(shuffle_key, -1, ORDER)
    keys = each(lambda i: alg.base(lock_keys[i]), n, executor)
    witness = b"".join(sc(k % ORDER) for k in (shuffle_key, *lock_keys))
    for attempt in range(MAX_ATTEMPTS):
        nonces = Nonces(ctx, seed, state, attempt, witness)
        rho = nonces.take(n)
        ann_z, ann_k = _announce(alg, rho, before, shuffle_key, executor)
        c = challenge(chain(state, [big_e, *keys, *ann_z, *ann_k]), b"c")
        s = [(rho[i] + c * lock_keys[i] * e_inv) % ORDER for i in range(n)]
        if all(s):
            return b"".join([*keys, sc(c), *(sc(v) for v in s)])
    raise ProofError("could not build a lock proof (every attempt hit a zero scalar)")


def _announce(
    alg: Algebra, rho: Sequence[int], before: Sequence[bytes], e: int, executor: Executor | None
) -> tuple[list[bytes], list[bytes]]:
    """``R[i] = rho[i]*Y[i]`` and ``S[i] = rho[i]*E`` (computed as ``(rho[i]*e)*G``)."""
    n = len(rho)
    ann_z = each(lambda i: alg.mul(rho[i], before[i]), n, executor)
    ann_k = each(lambda i: alg.base(rho[i] * e % ORDER), n, executor)
    return ann_z, ann_k


def verify_lock(
    ctx: bytes,
    big_e: bytes,
    before: Sequence[bytes],
    after: Sequence[bytes],
    proof: bytes,
    executor: Executor | None = None,
    group: DeckGroup = EDWARDS25519,
    witness: SeatSecrets | None = None,
    known_keys: Collection[int] = (),
) -> tuple[bytes, ...]:
    """Check a lock proof against the seat's ``E``; return its key commitments ``K``.

    ``witness`` (the prover's revealed secrets) only where the caller has established that
    ``after[i] = f_i * before[i]`` byte for byte, every ``before`` point valid: the same
    announcements are then computed with fewer multiplications (:mod:`.witnessed`).
    ``known_keys``: positions ``i`` whose ``K[i] = k_i*G`` the caller has already checked.
    """
    alg = algebra(group)
    n = len(before)
    if n < 1 or len(after) != n:
        raise ProofError(f"a lock proof for {n} -> {len(after)} cards")
    if not isinstance(proof, bytes) or len(proof) != lock_proof_size(n):
        size = len(proof) if isinstance(proof, bytes) else 0
        raise ProofError(f"a lock proof for {n} cards is {lock_proof_size(n)} bytes, not {size}")
    keys = split_points(proof, n)
    scalars = decode_scalars(proof[32 * n :], n + 1, "proof scalar")
    c, s = scalars[0], scalars[1:]
    try:
        if witness is None:
            ann_z = each(
                lambda i: alg.sub(alg.mul(s[i], before[i]), alg.mul(c, after[i])), n, executor
            )
            ann_k = each(
                lambda i: alg.sub(alg.mul(s[i], big_e), alg.mul(c, keys[i])), n, executor
            )
        else:
            ann_z, ann_k = _witnessed(alg, big_e, keys, before, c, s, witness, known_keys, executor)
    except ProofError as exc:
        raise alg.first_invalid((("card", after, 0), ("proof point K", keys, 0))) or exc from None
    state = statement_hash(DST_LOCK_PROOF, ctx, before, after)
    if challenge(chain(state, [big_e, *keys, *ann_z, *ann_k]), b"c") != c:
        raise ProofError("the lock proof does not hold for this statement")
    return tuple(keys)


def _witnessed(
    alg: Algebra,
    big_e: bytes,
    keys: Sequence[bytes],
    before: Sequence[bytes],
    c: int,
    s: Sequence[int],
    witness: SeatSecrets,
    known_keys: Collection[int],
    executor: Executor | None,
) -> tuple[list[bytes], list[bytes]]:
    """The announcements ``s_i Y_i - c Z_i`` and ``s_i E - c K_i`` from the secrets:
    ``(s_i - c f_i) Y_i`` (``Z_i = f_i Y_i``) and, where ``E = e G`` and ``K_i = k_i G``,
    ``(s_i e - c k_i) G``; elsewhere as the full check computes them."""
    e, factors, lock_keys = witness.shuffle_key, witness.lock_factors, witness.lock_keys
    e_known = big_e == alg.base(e)

    def times(k: int, p: bytes) -> bytes:
        return alg.mul(k, p) if k else alg.identity

    def ann_k(i: int) -> bytes:
        if e_known and (i in known_keys or keys[i] == alg.base(lock_keys[i])):
            k = (s[i] * e - c * lock_keys[i]) % ORDER
            return alg.base(k) if k else alg.identity
        return alg.sub(alg.mul(s[i], big_e), alg.mul(c, keys[i]))

    n = len(before)
    ann_z = each(lambda i: times((s[i] - c * factors[i]) % ORDER, before[i]), n, executor)
    return ann_z, each(ann_k, n, executor)


def key_fits(key: int, commitment: bytes, group: DeckGroup = EDWARDS25519) -> bool:
    """True if the released lock key ``key`` (``0 < key < L``) is the one committed as ``K``."""
    alg = algebra(group)
    return alg.base(key) == commitment
