"""``replay --boards`` and ``replay --json``: a finished game's boards from the public view.

A replay is a spectator's view of the log (the same :class:`SeatView` the app draws), so a
board after a move shows what everyone at the table saw then; at a round's end the revealed
hands come from the log's reveal.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from typing import Any

from rich.text import Text

from ..protocol.bots import MoveReview
from ..protocol.table import (
    ReplayStep,
    SeatView,
    Table,
    Update,
    round_end_view,
    table_names,
    table_view,
)
from .analysis import event_words, interval_json
from .tui.drawing import board_text

MOVES = ("play", "place_engine", "draw", "pass", "no_engine", "end_build")

Reviews = dict[tuple[int, int], MoveReview]
"""A finished game's reviewed decisions by (round, event number in the round), from 0."""


def reviews_by_move(reviews: Iterable[MoveReview]) -> Reviews:
    return {(r.round, r.event_index): r for r in reviews}


class MoveNumbers:
    """Numbers each move update by its event's place in its round (every move of the log is
    one event of the round, in order), to find the move's review."""

    def __init__(self) -> None:
        self.seen: dict[int, int] = {}

    def number(self, update: Update) -> int:
        n = self.seen.get(update.round, 0)
        self.seen[update.round] = n + 1
        return n


def review_json(review: MoveReview, names: Sequence[str]) -> dict[str, Any]:
    return {
        "verdict": review.verdict,
        "cost": round(review.cost, 2),
        "sure_cost": round(review.sure_cost, 2),
        "interval": interval_json(review),
        "best": event_words(review.best, names),
        "alternatives": review.alternatives,
    }


class Boards:
    """Remembers the board after each move, so a round's end can show its last board (the
    table has already set up the next round by then)."""

    def __init__(self, width: int) -> None:
        self.width = width
        self.last: SeatView | None = None

    def after_move(self, table: Table) -> Text | None:
        view = table_view(table)
        if view is None:
            return None
        self.last = view
        return board_text(view, self.width)

    def round_end(self) -> Text | None:
        return board_text(self.last, self.width) if self.last is not None else None


def _totals(table: Table) -> list[int]:
    return [sum(o.scores[s] for o in table.outcomes) for s in range(table.seats)]


def json_lines(
    steps: Iterable[ReplayStep], problems: list[str], reviews: Reviews | None = None
) -> Iterable[str]:
    """One JSON object a line: every move with the board after it (and, given ``reviews``,
    a decision's review), every round's end, and any problem met (a damaged log is replayed
    up to the damage)."""
    last: SeatView | None = None
    numbers = MoveNumbers()
    for step in steps:
        table = step.table
        for update in step.updates:
            line = _json_update(table, update, last)
            if update.kind in MOVES:
                review = (reviews or {}).get((update.round, numbers.number(update)))
                if review is not None:
                    line["review"] = review_json(review, table_names(table))
                last = table_view(table)
                if last is not None:
                    line["text"] = last.recent[-1].text if last.recent else update.kind
                    line["board"] = last.to_json()
            if line:
                yield json.dumps(line)
    for problem in problems:
        yield json.dumps({"kind": "problem", "text": f"replay {problem}"})


def _json_update(table: Table, update: Update, last: SeatView | None) -> dict[str, Any]:
    base: dict[str, Any] = {"entry": update.entry, "kind": update.kind, "seat": update.seat}
    if update.round >= 0:
        base["round"] = update.round + 1
    if update.kind in MOVES:
        if update.kind == "play":
            played = update.detail["tile"]
            base["tile"] = [played.high, played.low]
            base["train"] = update.detail["train"]
        return base
    if update.kind == "start":
        base["names"] = list(table_names(table))
        base["ruleset"] = table.rules.name if table.rules else None
        return base
    if update.kind == "round_over":
        rules = table.rules
        end = round_end_view(
            update.detail["outcome"],
            update.detail["hands"],
            table_names(table),
            None,
            round_no=update.round + 1,
            rounds=len(rules.round_doubles()) if rules else update.round + 1,
            totals=_totals(table),
            audit=str(update.detail["audit"]),
            board=last,
        )
        base["round_end"] = end.to_json()
        return base
    if update.kind in ("blame", "abort", "end"):
        base["detail"] = {k: v for k, v in update.detail.items() if isinstance(v, (str, int))}
        return base
    return {}
