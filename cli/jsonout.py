"""The stable JSON shapes printed by ``simulate --json`` and ``verify --json``."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..protocol.rules import MatchOutcome, RoundOutcome


def round_json(outcome: RoundOutcome, events: int | None = None) -> dict[str, Any]:
    out: dict[str, Any] = {
        "double": outcome.double,
        "went_out": outcome.went_out,
        "blocked": outcome.blocked,
        "out_on_double": outcome.out_on_double,
        "pips": list(outcome.pips),
        "scores": list(outcome.scores),
        "winners": list(outcome.winners),
    }
    if events is not None:
        out["events"] = events
    return out


def scores_json(
    rounds: Sequence[RoundOutcome], match: MatchOutcome, events: Sequence[int] | None = None
) -> dict[str, Any]:
    return {
        "rounds": [
            round_json(r, None if events is None else events[i]) for i, r in enumerate(rounds)
        ],
        "totals": list(match.totals),
        "winners": list(match.winners),
    }
