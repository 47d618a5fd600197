"""Checking a finished round's proofs with its revealed secrets: the same verdicts, for less.

Where it is used: ``verify`` of a log (never live play). Once a round's seeds are revealed,
the audit rederives every seat's secrets (``e``, the permutation, the ``k_i``) and recomputes
every deck step; :class:`~..audit.AuditOk` means every published step equals that
recomputation byte for byte. So, for a seat's shuffle step ``X -> Y`` and lock step
``Y' -> Z``, the verifier then *knows* ``Y_i = e X_pi(i)`` and ``Z_i = f_i Y'_i``
(``f_i = k_i / e``), and every point of them is valid (equal to one it computed).

A proof check is a deterministic function of its bytes (context, decks, proof): accept or
refuse. This module computes *the same function* by a cheaper route, rewriting each
multiplication with group identities that hold whenever those relations hold. It makes no
appeal to the proofs' soundness (which is about what a cheating prover can get accepted), so
an honest and a tampered proof get exactly the verdict the full check gives them. Why each
rewrite keeps the value (a second look, after the first review of the proofs):

1. Lock proof, ``A_i = s_i Y_i - c Z_i`` (hashed into the challenge). With ``Z_i = f_i Y_i``
   this is the group element ``(s_i - c f_i) Y_i``; computed as one multiplication (or the
   identity, when the scalar is 0 mod L). Same element, same bytes: ristretto255 has one
   encoding per element, and libsodium's edwards25519 operations output the canonical one. The
   full check's own validation of ``Y_i`` and ``Z_i`` (inside its multiplications) cannot fail
   here: both equal points the audit computed.
2. Lock proof, ``B_i = s_i E - c K_i``. Equal to ``(s_i e - c k_i) G``, a multiplication by
   the base point (a third of the cost), only if ``E = e G`` and ``K_i = k_i G``. Neither is
   implied by the audit (``E`` and ``K`` are the prover's bytes), so both are compared: ``E``
   with ``e G`` once a seat, ``K_i`` with ``k_i G`` unless the table already compared it with
   ``k_i G`` when the released key ``k_i`` was checked against it. Where a comparison fails,
   ``B_i`` is computed as the full check does, which then validates ``E`` and ``K_i`` as it
   would. Without the comparisons the rewrite would be wrong: a seat that knows its keys can
   publish ``K'_i != k_i G`` and pick its responses so that ``(s_i e - c k_i) G`` hashes to its
   challenge (``tests/protocol/deck/test_witnessed.py`` builds such a proof).
3. Shuffle proof, announcement form (ristretto255): the check is that
   ``TY + sum_j k_j P_j + g G`` is the identity, over the proof's points, ``E``, ``H``, the
   input deck ``X`` and the output deck ``Y``. With ``Y_i = e X_pi(i)`` the term
   ``-u_i Y_i`` is ``-u_i e X_pi(i)``: folded into ``X_pi(i)``'s coefficient, the sum is the
   same element with ``n`` fewer multiplications. ``mu c E`` is ``mu c e G`` when ``E = e G``
   (compared, as in 2), folded into ``G``'s coefficient; otherwise ``E`` stays a term. Every
   other point of the proof is multiplied by the same coefficient as in the full check, so it
   is validated the same way, and the ``Y`` points the rewrite no longer touches are valid. A
   folded coefficient that is 0 makes its term the identity, as the full check's zero terms
   are. The Fiat-Shamir challenges and weights come from the same bytes. The compact
   edwards25519 shuffle proof is checked in full: its ``TY = sum u_i Y_i - s W`` could be
   folded the same way into one sum over ``X``, but its check multiplies the point
   ``W = sum lambda_k X_k`` it computes, and refuses the proof when ``W`` is the identity; a
   rewrite that no longer computes ``W`` cannot tell, so it would not be the same function on
   every input (however unlikely that input).

Not rewritten: the shuffle proof's commitments and announcements. The prover chose them and
nothing the audit knows fixes them, so each costs the multiplication it costs the full check.
Nor are the equations of different steps merged into one sum: that would replace several
identity tests by one, a different predicate (equal only with overwhelming probability).

When the relations are not established (a round that never reached its audit, an audit that
failed, a seed that opens no commitment) nothing here is used: the table checks the proofs in
full (:mod:`..table.verify_proofs` says how the verdict stays the one of checking each proof
as it arrives).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from concurrent.futures import Executor

from ..keys import SeatSecrets, context
from ..transcript import DeckParams, Step
from .algebra import ProofError, split_points
from .lock import lock_proof_size, verify_lock
from .shuffle import MIN_CARDS, shuffle_proof_size, verify_shuffle


def claimed_result(
    params: DeckParams,
    stage: Step,
    before: Sequence[bytes],
    after: Sequence[bytes],
    proof: bytes,
) -> bytes | tuple[bytes, ...] | None:
    """What the check of this proof returns if it holds (the shuffle's ``E``, the lock's
    ``K``), read from the proof; None if the proof is not even the right size (its check
    fails at once, so it is never deferred)."""
    n = len(before)
    if not isinstance(proof, bytes) or len(after) != n:
        return None
    if stage is Step.SHUFFLE:
        if n < MIN_CARDS or len(proof) != shuffle_proof_size(n, params.deck_group):
            return None
        return proof[:32]
    if n < 1 or len(proof) != lock_proof_size(n):
        return None
    return tuple(split_points(proof, n))


def holds_with_witness(
    params: DeckParams,
    stage: Step,
    seat: int,
    big_e: bytes,
    before: Sequence[bytes],
    after: Sequence[bytes],
    proof: bytes,
    secrets: SeatSecrets,
    known_keys: Collection[int] = (),
    executor: Executor | None = None,
) -> bool:
    """True exactly when the full check of seat ``seat``'s proof holds, given that the audit
    established the step (``after`` is ``before`` under ``secrets``, byte for byte).

    ``big_e``: the seat's ``E`` (a lock proof is checked against it; unused for a shuffle);
    ``known_keys``: positions ``i`` whose commitment ``K[i]`` the caller compared with
    ``k_i G`` already.
    """
    ctx = context(params.game_id, params.round, seat)
    group = params.deck_group
    try:
        if stage is Step.SHUFFLE:
            verify_shuffle(ctx, before, after, proof, executor, group, secrets)
        else:
            verify_lock(ctx, big_e, before, after, proof, executor, group, secrets, known_keys)
    except ProofError:
        return False
    return True
