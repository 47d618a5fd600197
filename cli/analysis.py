"""Analysis of a finished game log: the rounds read from the log, each reviewed by the expert.

:func:`analyze_log` is what ``mextrain analyze`` runs and what the app can call after a match
(with the saved log): it checks the log strictly first (only a finished, valid log is
analysed), then reviews every decision from its seat's view (:mod:`protocol.bots.analysis`).
"""

from __future__ import annotations

import io
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, BinaryIO

from ..protocol.bots import (
    DEFAULT_DEALS,
    MoveReview,
    Summary,
    name_words,
    summarize,
)
from ..protocol.bots.analysis import RoundPlay, review_game
from ..protocol.bots.analysis_models import SeatModel
from ..protocol.bots.analysis_stats import FAMILY_LEVEL
from ..protocol.errors import LocalError
from ..protocol.rules import (
    MEXICAN,
    Draw,
    EndBuild,
    Event,
    NoEngine,
    Pass,
    Play,
    Ruleset,
    Tile,
    apply,
    legal_actions,
    new_round,
)
from ..protocol.table import Outcome, replay_entries, table_names, verify_log


class NotAnalyzable(LocalError):
    """The log is not a finished, valid game: the text says why."""


@dataclass(frozen=True)
class LoggedRound:
    index: int
    tiles: tuple[Tile, ...]
    events: tuple[Event, ...]


@dataclass(frozen=True)
class LogAnalysis:
    rules: Ruleset
    names: tuple[str, ...]
    reviews: tuple[MoveReview, ...]
    summaries: tuple[Summary, ...]
    deals: int
    models: tuple[SeatModel, ...] = ()
    """How each seat played on in the playouts (by its name, or fitted to its plays)."""
    level: float = FAMILY_LEVEL
    """The chance that any cost's interval misses (over the ``measured`` decisions)."""
    measured: int = 0
    """Decisions whose cost was measured on a second set of deals."""


Progress = Callable[[int, int], None]
"""(decisions reviewed, decisions in the log)."""


def logged_rounds(data: bytes) -> tuple[Ruleset, tuple[str, ...], list[LoggedRound]]:
    """The ruleset, names and every round (revealed deal and events) of a valid, finished log;
    :class:`NotAnalyzable` otherwise."""
    result = verify_log(io.BytesIO(data))
    if result.outcome is not Outcome.VALID:
        why = result.reason or result.outcome.value
        raise NotAnalyzable(f"only a finished, valid log can be analysed: {why}")
    steps, problems = replay_entries(io.BytesIO(data))
    rounds: list[LoggedRound] = []
    table = None
    for step in steps:
        table = step.table
        for update in step.updates:
            if update.kind == "round_over":
                tiles = tuple(update.detail["tiles"])
                rounds.append(LoggedRound(update.round, tiles, tuple(update.detail["events"])))
    if problems or table is None or table.rules is None:
        raise NotAnalyzable("; ".join(problems) or "the log holds no rounds")
    return table.rules, table_names(table), rounds


def analyze_log(
    source: bytes | BinaryIO,
    *,
    deals: int = DEFAULT_DEALS,
    seed: int = 0,
    progress: Progress | None = None,
    only_round: int | None = None,
) -> LogAnalysis:
    """Review every decision of a finished, valid log (see the module docstring);
    ``only_round`` (from 0): that round's alone."""
    data = source if isinstance(source, bytes) else source.read()
    rules, names, rounds = logged_rounds(data)
    if only_round is not None:
        rounds = [r for r in rounds if r.index == only_round]
    players = len(names)
    total = sum(_decisions(rules, players, r) for r in rounds) if progress else 0

    def tick(count: int) -> None:
        if progress is not None:
            progress(count, total)

    plays = [RoundPlay(r.index, r.tiles, r.events) for r in rounds]
    game = review_game(rules, players, plays, names=names, seed=seed, deals=deals, progress=tick)
    summaries = summarize(game.reviews, players)
    return LogAnalysis(
        rules, names, game.reviews, tuple(summaries), deals, game.models, game.level, game.measured
    )


def _decisions(rules: Ruleset, players: int, rnd: LoggedRound) -> int:
    """Decisions with a choice in a round (the progress bar's length): a cheap replay."""
    state = new_round(rules, players, rnd.index, rnd.tiles)
    count = 0
    for event in rnd.events:
        if event.seat == state.turn and len(legal_actions(state, event.seat)) > 1:
            count += 1
        state = apply(state, event)
    return count


def event_words(event: Event, names: Sequence[str]) -> str:
    """A move in words, for a reader of the analysis: ``12-5 on Ann's train``, ``draw``."""
    if isinstance(event, Play):
        if event.train == MEXICAN:
            where = "the Mexican train"
        elif event.train == event.seat:
            where = "own train"
        else:
            where = f"{name_words(names[event.train])}'s train"
        return f"{event.tile} on {where}"
    if isinstance(event, Draw):
        return "draw"
    if isinstance(event, Pass):
        return "pass"
    if isinstance(event, EndBuild):
        return "end the first train"
    if isinstance(event, NoEngine):
        return "no engine"
    return "place the engine"


def interval_json(review: MoveReview) -> list[float | None] | None:
    """``[low, high]`` of a measured cost (None for no bound), None when not measured."""
    if not review.measured:
        return None
    high = round(review.high, 2) if math.isfinite(review.high) else None
    return [round(review.sure_cost, 2), high]


def analysis_json(analysis: LogAnalysis) -> dict[str, Any]:
    """What ``analyze --json`` prints: the models, the family-wise level, each move's cost
    with its interval (``interval`` None: not measured, the move played was the best found;
    its low end is ``sure_cost``), and the summaries."""
    names = analysis.names
    return {
        "ruleset": analysis.rules.name,
        "names": list(names),
        "deals_per_decision": analysis.deals,
        "family_level": analysis.level,
        "measured": analysis.measured,
        "models": [
            {"seat": seat, "name": names[seat], "model": m.kind, "why": m.how}
            for seat, m in enumerate(analysis.models)
        ],
        "moves": [
            {
                "round": r.round + 1,
                "move": r.event_index + 1,
                "seat": r.seat,
                "played": event_words(r.played, names),
                "best": event_words(r.best, names),
                "cost": round(r.cost, 2),
                "sure_cost": round(r.sure_cost, 2),
                "interval": interval_json(r),
                "verdict": r.verdict,
                "alternatives": r.alternatives,
            }
            for r in analysis.reviews
        ],
        "summary": [
            {
                "seat": s.seat,
                "name": names[s.seat],
                "round": None if s.round is None else s.round + 1,
                "decisions": s.decisions,
                "mistakes": s.mistakes,
                "blunders": s.blunders,
                "points_lost": round(s.points_lost, 2),
                "accuracy": round(s.accuracy, 4),
            }
            for s in analysis.summaries
        ],
    }
