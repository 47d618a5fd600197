"""``verify``'s deck-step proofs, checked at their round's audit with the revealed secrets.

Live play checks a proof as its step arrives: nobody knows the secrets yet. ``verify`` reads a
finished log, where every round ends with its seeds revealed, so a :class:`Table` made with
``defer_proofs`` puts each well-formed proof aside (:class:`PendingProof`) and takes what the
check returns when it holds (the shuffle's ``E``, the lock's ``K``: the proof's own bytes).
At the round's audit, if the audit found every step as the seeds give it, each proof is
checked with the secrets (:func:`..deck.holds_with_witness`: the same verdict for fewer
multiplications); otherwise, or at any other end (an entry refused, a blame, an abort, the
log ending mid-round), each is checked in full. All in log order.

Why the verdict is the full checker's: until a proof fails, the deferring table is in exactly
the state of one that checked it (a passing check returns those very bytes), and no verdict is
given before every deferred proof is settled. When one fails, the full checker would have
stopped at that proof's entry, before everything read since; :class:`ProofRewind` then makes
:func:`.verify.verify_log` verify the log again from its first entry with every proof checked
as it arrives, so the entry, the seat and the reason are the full checker's. That costs a
second pass, only for a log that holds a failing proof.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from concurrent.futures import Executor
from dataclasses import dataclass

from ..deck import (
    AuditOk,
    DeckParams,
    ProofError,
    Step,
    check_lock_step,
    check_shuffle_step,
    holds_with_witness,
)


class ProofRewind(Exception):
    """A deferred proof fails: verify again with every proof checked as it arrives.

    Not a RemoteError: no handler of an entry may take it for that entry's refusal."""

    def __init__(self, entry: int) -> None:
        super().__init__(f"the proof of entry {entry} fails")
        self.entry = entry


@dataclass(frozen=True)
class PendingProof:
    """A deck step's proof put aside until its round's audit."""

    entry: int
    stage: Step
    seat: int
    before: tuple[bytes, ...]
    after: tuple[bytes, ...]
    proof: bytes
    big_e: bytes
    """The seat's ``E`` a lock proof is checked against (empty for a shuffle proof)."""


def settle(
    params: DeckParams,
    pending: Sequence[PendingProof],
    audit: AuditOk | None,
    fitted: Mapping[int, Mapping[int, int]],
    executor: Executor | None = None,
) -> None:
    """Check every pending proof of a round, in log order; ProofRewind at the first that fails.

    ``audit``: the round's passing audit (the secrets it rederived, and the steps it found as
    they give them), or None where there is none: then every check is the full one.
    ``fitted``: seat -> position -> the released key the table checked against that seat's
    commitment ``K[position]``.
    """
    for p in pending:
        if audit is not None and _holds(params, p, audit, fitted, executor):
            continue
        try:
            if p.stage is Step.SHUFFLE:
                check_shuffle_step(params, p.seat, p.before, p.after, p.proof, None, executor)
            else:
                check_lock_step(params, p.seat, p.big_e, p.before, p.after, p.proof, None, executor)
        except ProofError:
            raise ProofRewind(p.entry) from None


def _holds(
    params: DeckParams,
    p: PendingProof,
    audit: AuditOk,
    fitted: Mapping[int, Mapping[int, int]],
    executor: Executor | None,
) -> bool:
    if not 0 <= p.seat < len(audit.secrets):
        return False
    secrets = audit.secrets[p.seat]
    released = fitted.get(p.seat, {})
    # K_i = key*G was checked when the key was released; key = k_i the audit implies too
    known = {i for i, key in released.items() if key == secrets.lock_keys[i]}
    return holds_with_witness(
        params, p.stage, p.seat, p.big_e, p.before, p.after, p.proof, secrets, known, executor
    )
