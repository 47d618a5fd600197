"""The stable JSON object ``mextrain verify --json`` prints for a log (SPEC.md 6.3).

Pure: built from a :class:`VerifyResult` alone, so the test vectors (``tests/vectors``) and the
conformance kit compare exactly what a user sees.
"""

from __future__ import annotations

from typing import Any

from ..rules import RoundOutcome
from .verify import VerifyResult


def round_json(outcome: RoundOutcome) -> dict[str, Any]:
    return {
        "double": outcome.double,
        "went_out": outcome.went_out,
        "blocked": outcome.blocked,
        "out_on_double": outcome.out_on_double,
        "pips": list(outcome.pips),
        "scores": list(outcome.scores),
        "winners": list(outcome.winners),
    }


def verdict_json(result: VerifyResult) -> dict[str, Any]:
    """Every field, in SPEC.md 6.3's order."""
    table = result.table
    out: dict[str, Any] = {
        "outcome": str(result.outcome),
        "valid": result.valid,
        "readable": result.readable,
        "entries": result.entries,
    }
    if table.rules is not None:
        out["ruleset"] = table.rules.name
        out["players"] = table.seats
        out["names"] = list(table.names)
    if result.blame is not None:
        out["blame"] = {
            "seat": result.blame.seat,
            "entry": result.blame.entry,
            "reason": result.blame.reason,
        }
        out["cheater"] = result.cheater
    abort = result.aborted
    if abort is not None:
        out["abort"] = {
            "entry": abort.entry,
            "seat": abort.seat,
            "reason": abort.reason,
            "stage": str(abort.stage),
            "round": abort.round,
            "awaited": list(abort.awaited),
            "cause": abort.cause,
        }
        out["rounds"] = [round_json(o) for o in table.outcomes]
    if result.valid and table.final is not None:
        out["rounds"] = [round_json(o) for o in table.outcomes]
        out["totals"] = list(table.final.totals)
        out["winners"] = list(table.final.winners)
    return out
