"""The round's end: every seat reveals its seed co-signing the log head, then the audit checks
the whole deck transcript and replays the round with every tile known, and either scores it
(and starts the next round, or closes the match) or blames the seat at fault (SPEC.md 4, 6.3).
"""

from __future__ import annotations

from ..deck import AuditFailure, AuditOk, Reveal, Step, audit_round
from ..errors import IllegalPlayError
from ..log import HOST_SEAT, TABLE_ROUND, Message
from ..rules import replay_round, score_match, score_round
from .deck_stages import begin_round
from .endings import blame_update, set_blame
from .guards import refuse, round_for
from .state import Blame, Round, Stage, TableState, Update
from .verify_proofs import settle


def on_reveal(table: TableState, index: int, m: Message) -> list[Update]:
    rnd = round_for(table, m, index, Stage.REVEAL)
    seed, head = m.payload
    if m.seat in rnd.reveals:
        raise refuse(m, index, "a second reveal")
    at = table.entry_of(head)
    if at is None or rnd.over_entry is None or at < rnd.over_entry:
        raise refuse(m, index, "the head it co-signs is not at or after the round's end")
    rnd.reveals[m.seat] = seed
    rnd.step_entries[("reveal", m.seat)] = index
    updates = [Update(index, "reveal", m.seat, rnd.index)]
    if len(rnd.reveals) == table.seats:
        updates.extend(audit(table, rnd, index))
    return updates


def audit(table: TableState, rnd: Round, index: int) -> list[Update]:
    """Every seed is in: check the round and score it, or blame the seat at fault."""
    reveals = [Reveal(s, rnd.reveals[s]) for s in range(table.seats)]
    result = audit_round(rnd.deck.transcript(reveals), table.executor)
    if rnd.pending_proofs and isinstance(result, AuditOk):
        # defer_proofs: checked with the secrets; after a failing audit they stay pending,
        # for the full checks of settle_proofs before the verdict
        pending, rnd.pending_proofs = rnd.pending_proofs, []
        settle(rnd.params, pending, result, rnd.fitted_keys, table.executor)
    if isinstance(result, AuditFailure):
        set_blame(table, Blame(result.seat, entry_of_failure(rnd, result), f"deck audit: {result}"))
        return [Update(index, "blame", result.seat, rnd.index, {"reason": str(result)})]
    rules = table.rules
    assert rules is not None
    if rnd.anomaly is not None:
        at, seat, reason = rnd.anomaly
        why = f"anomaly ({reason}) that the audit does not explain"
        return blame_update(table, Blame(seat, at, why), index, rnd.index)
    try:
        final = replay_round(rules, table.seats, rnd.index, result.tiles, rnd.events)
    except IllegalPlayError as exc:
        ev = exc.event_index if exc.event_index is not None else 0
        entry = rnd.event_entries[ev] if ev < len(rnd.event_entries) else None
        blame = Blame(exc.seat, entry, f"broke a rule: {exc.reason}")
        return blame_update(table, blame, index, rnd.index)
    outcome = score_round(final)
    table.outcomes.append(outcome)
    hands = {s: [t for t in final.hand(s) if t is not None] for s in range(table.seats)}
    updates = [
        Update(
            index,
            "round_over",
            -1,
            rnd.index,
            {
                "outcome": outcome,
                "hands": hands,
                "audit": "ok",
                "tiles": tuple(result.tiles),
                "events": tuple(rnd.events),
            },
        )
    ]
    if len(table.outcomes) == len(rules.round_doubles()):
        table.final = score_match(rules, table.seats, table.outcomes)
        table.stage = Stage.CLOSING
        if table.is_host:
            table._queue(
                "end",
                TABLE_ROUND,
                [list(table.final.totals), list(table.final.winners)],
                seat=HOST_SEAT,
            )
    else:
        begin_round(table, rnd.index + 1)
    return updates


def entry_of_failure(rnd: Round, failure: AuditFailure) -> int | None:
    """The log entry that holds the step the audit found wrong."""
    if failure.step in (Step.RELEASE, Step.DRAW, Step.CLAIM):
        entries = rnd.deck_event_entries
        return entries[failure.index] if failure.index < len(entries) else None
    return rnd.step_entries.get((failure.step.value, failure.seat))
