"""The ristretto255 shuffle proof's check: every equation of the proof in one weighted sum.

The edwards25519 proof is sent in compact form (the challenge ``c`` and the responses), so its
verifier must recompute each announcement on its own (727 variable-base multiplications for 91
cards). The ristretto255 proof sends the announcements ``TD``, ``TQ``, ``TE``, ``TY`` instead of
``c`` (the same Sigma protocol, the same hashing: SPEC.md 4.12), so the verifier derives ``c``
by hashing them and checks all ``3n + 1`` equations at once: a random linear combination of
them must be the identity. Terms that share a base merge (``G``, ``H``, ``E``, and each ``Q_j``,
which two equations use), so the check costs one multiplication per distinct point, ``7n``
(637 for 91 cards) and one base multiplication.

The weights are derived from the whole proof by hashing (Fiat-Shamir), so the check is
deterministic; a prover who cannot predict them before fixing the proof makes a false equation
pass with probability ``1/L``. The weight of the last equation (``TY``) is 1, which is sound: a
combination of equations that is zero with only that one false cannot be zero.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from concurrent.futures import Executor
from dataclasses import dataclass
from typing import Final

from ..group import ORDER, GroupError
from ..keys import SeatSecrets, u32
from .algebra import Algebra, ProofError, chain, challenge, decode_scalars, split_points

DST_BATCH: Final = b"mextrain/v1/deck/proof-batch-weights"
"""Labels the weights' hash (verifier-side only: nothing of it is sent)."""


def batched_proof_size(n: int) -> int:
    """Bytes in a ristretto255 shuffle proof for ``n`` cards: ``8n`` items of 32 bytes."""
    return 32 * 8 * n


def _weights(state: bytes, count: int) -> list[int]:
    """``count`` non-zero weights: ``nonzero(SHA-512(DST_BATCH ‖ state ‖ u32(t)))``."""
    base = hashlib.sha512(DST_BATCH + state)
    out = []
    for t in range(count):
        h = base.copy()
        h.update(u32(t))
        digest = h.digest()
        value = int.from_bytes(digest, "little") % ORDER
        while value == 0:
            digest = hashlib.sha512(digest).digest()
            value = int.from_bytes(digest, "little") % ORDER
        out.append(value)
    return out


def verify_batched(
    alg: Algebra,
    h2: bytes,
    challenges: tuple[int, int, int],
    lambdas: Sequence[int],
    target: int,
    before: Sequence[bytes],
    after: Sequence[bytes],
    proof: bytes,
    ex: Executor | None,
    witness: SeatSecrets | None = None,
) -> bytes:
    """Check the announcement-form proof after the statement's first two hash states; ``E``.

    ``challenges`` are ``(x, y, z)``, ``lambdas`` the ``λ_k`` and ``target`` their product ``P``
    (computed by the caller from the same hashes as the compact check).

    ``witness``: the prover's secrets, revealed at round end, given only when the caller has
    established byte for byte that ``after[i] = e * before[permutation[i]]`` with every
    ``before`` point valid (the audit of a finished round has). The same sum is then taken with
    the ``after`` terms folded into the ``before`` ones (``Y_i = e X_pi(i)``) and, when
    ``E = e*G``, the ``E`` term into ``G``'s: the same group element, so the same verdict, with
    ``n + 1`` fewer multiplications (:mod:`.witnessed` says why each step holds).
    """
    eq = _equation(alg, h2, challenges, lambdas, target, before, after, proof)
    terms, coef_g = list(eq.proof_terms), eq.coef_g
    if witness is None:
        terms.append((eq.e_coef, eq.big_e))
        terms += zip(eq.x_coefs, before, strict=True)
        terms += zip(eq.y_coefs, after, strict=True)
    else:
        e = witness.shuffle_key
        if eq.big_e == alg.base(e):
            coef_g += eq.e_coef * e
        else:  # not established: E stays a term of its own, checked as the full check does
            terms.append((eq.e_coef, eq.big_e))
        merged = list(eq.x_coefs)
        for i, k in enumerate(witness.permutation):
            merged[k] = (merged[k] + e * eq.y_coefs[i]) % ORDER
        terms += zip(merged, before, strict=True)
    if not _holds(alg, terms, eq.ann_y, coef_g, eq.named, ex):
        raise ProofError("the shuffle proof does not hold for this statement")
    return eq.big_e


@dataclass(frozen=True)
class _Equation:
    """The weighted sum, by base: ``proof_terms`` (the proof's points and ``H``), ``E``'s
    coefficient, the deck's (``x_coefs`` of ``before``, ``y_coefs`` of ``after``) and ``G``'s;
    ``TY`` is added with weight 1."""

    proof_terms: list[tuple[int, bytes]]
    big_e: bytes
    e_coef: int
    x_coefs: list[int]
    y_coefs: list[int]
    coef_g: int
    ann_y: bytes
    named: tuple[tuple[str, Sequence[bytes], int], ...]


def _equation(
    alg: Algebra,
    h2: bytes,
    challenges: tuple[int, int, int],
    lambdas: Sequence[int],
    target: int,
    before: Sequence[bytes],
    after: Sequence[bytes],
    proof: bytes,
) -> _Equation:
    n = len(before)
    _x, y, z = challenges
    points = split_points(proof, 5 * n)
    big_e, commits_a = points[0], points[1 : n + 1]
    commits_b, commits_q = points[n + 1 : 2 * n + 1], points[2 * n + 1 : 3 * n - 1]
    ann_d, ann_q = points[3 * n - 1 : 4 * n - 1], points[4 * n - 1 : 5 * n - 2]
    ann_e, ann_y = points[5 * n - 2], points[5 * n - 1]
    scalars = decode_scalars(proof[32 * 5 * n :], 3 * n, "proof scalar")
    u, v, w, s_e = scalars[:n], scalars[n : 2 * n], scalars[2 * n : 3 * n - 1], scalars[-1]
    h3 = chain(h2, [*commits_q, *ann_d, *ann_q, ann_e, ann_y])
    c = challenge(h3, b"c")
    weights = _weights(chain(h3, [proof[32 * 5 * n :]]), 2 * n)
    omega, kappa, mu = weights[:n], [0, *weights[n : 2 * n - 1]], weights[2 * n - 1]
    # sum_i omega_i (TD_i + c D_i - u_i G - v_i H), D_i = y A_i + B_i - z G
    # + sum_i kappa_i (TQ_i + c Q_i - u_i Q_{i-1} - w_i H), Q_0 = D_0, Q_{n-1} = P G
    # + mu (TE + c E - s G) + (TY + s W - sum_i u_i Y_i), W = sum_k lambda_k X_k  == identity
    coef_a = [c * y * omega[i] % ORDER for i in range(n)]
    coef_b = [c * omega[i] % ORDER for i in range(n)]
    coef_g = -sum(om * (ui + c * z) for om, ui in zip(omega, u, strict=True)) - mu * s_e
    coef_h = -sum(om * vi for om, vi in zip(omega, v, strict=True))
    coef_h -= sum(kappa[i] * w[i - 1] for i in range(1, n))
    d0 = -kappa[1] * u[1]  # Q_0 = D_0 in the first product equation
    coef_a[0] = (coef_a[0] + d0 * y) % ORDER
    coef_b[0] = (coef_b[0] + d0) % ORDER
    coef_g -= d0 * z
    coef_g += kappa[n - 1] * c * target  # c Q_{n-1} with Q_{n-1} = P G
    coef_q = [(c * kappa[j] - kappa[j + 1] * u[j + 1]) % ORDER for j in range(1, n - 1)]
    proof_terms: list[tuple[int, bytes]] = [
        *zip(omega, ann_d, strict=True),
        *zip(coef_a, commits_a, strict=True),
        *zip(coef_b, commits_b, strict=True),
        *zip(kappa[1:], ann_q, strict=True),
        *zip(coef_q, commits_q, strict=True),
        (mu, ann_e),
        (coef_h % ORDER, alg.H),
    ]
    named = (
        ("card", after, 0),
        ("proof point E", [big_e], 0),
        ("proof point A", commits_a, 0),
        ("proof point B", commits_b, 0),
        ("proof point Q", commits_q, 1),
        ("proof point TD", ann_d, 0),
        ("proof point TQ", ann_q, 1),
        ("proof point TE", [ann_e], 0),
        ("proof point TY", [ann_y], 0),
    )
    return _Equation(
        proof_terms,
        big_e,
        mu * c % ORDER,
        [s_e * lam % ORDER for lam in lambdas],
        [-ui % ORDER for ui in u],
        coef_g,
        ann_y,
        named,
    )


def _holds(
    alg: Algebra,
    terms: Sequence[tuple[int, bytes]],
    ann_y: bytes,
    coef_g: int,
    named: Sequence[tuple[str, Sequence[bytes], int]],
    ex: Executor | None,
) -> bool:
    """``TY + sum k*P + coef_g*G`` is the identity; a ProofError naming the first invalid point
    if one of them is not a valid group element."""
    live = [(k, p) for k, p in terms if k]  # a zero coefficient (chance 1/L) is the identity
    try:
        # each received point is decoded, and so checked, once: by its one multiplication
        # (TY by its addition); a point whose merged coefficient is 0 is checked on its own
        for k, p in terms:
            if not k and not alg.is_valid_point(p):
                raise ProofError("a point of the proof is not a valid group element")
        products = alg.group.mult_pairs([k for k, _ in live], [p for _, p in live], ex)
        total = alg.total([ann_y, *products], ex)
    except (GroupError, ProofError):
        found = alg.first_invalid(named)
        raise found or ProofError("a point of the proof is not a valid group element") from None
    if coef_g % ORDER:
        total = alg.add(total, alg.base(coef_g % ORDER))
    return total == alg.identity
