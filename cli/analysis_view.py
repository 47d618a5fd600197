"""The analysis of a finished game drawn for a reader: summary and move tables, and a move's
cost in a few words. Shared by ``mextrain analyze``, ``mextrain replay --costs`` and the app's
analysis screen, so the three say the same thing the same way."""

from __future__ import annotations

import math
from collections.abc import Sequence

from rich import box
from rich.table import Table
from rich.text import Text

from ..protocol.bots import MoveReview, Summary
from ..protocol.bots.analysis import BLUNDER, MISTAKE
from ..protocol.rules import MEXICAN, Event, Play
from .analysis import LogAnalysis, event_words

VERDICT_STYLE = {
    "blunder": "bold red",
    "mistake": "bold yellow",
    "inexact": "yellow",
    "good": "",
    "best": "green",
}
"""Colour only adds: the verdict is always written out."""


def cost_text(review: MoveReview, *, compact: bool = False) -> str:
    """``6.1 (4.2-9.0)``: the cost as measured, then its interval (its low end is what the
    choice surely gave up); ``0.0`` for a choice the search found best. ``compact``: the
    interval alone, ``4.2-9.0`` (``12-85`` from 10 points up)."""
    if not review.measured:
        return f"{review.cost:.1f}"
    low, high = _points(review.sure_cost, compact), _points(review.high, compact)
    return f"{low}-{high}" if compact else f"{review.cost:.1f} ({low}-{high})"


def _points(x: float, compact: bool) -> str:
    if not math.isfinite(x):
        return "?"
    return f"{x:.0f}" if compact and x >= 10 else f"{x:.1f}"


def level_words(analysis: LogAnalysis) -> str:
    """What the intervals promise, and how the other seats were modelled, in a line each."""
    confidence = f"{1 - analysis.level:.0%}"
    n = analysis.measured
    lines = [
        f"cost: points of round margin given up against the best alternative, measured on "
        f"sampled deals other than those that chose it; (low-high): its interval, which holds "
        f"for all {n} decision{'s' if n != 1 else ''} measured at once with {confidence} "
        f"confidence; a mistake's low end is {MISTAKE:g} points or more, a blunder's {BLUNDER:g}"
    ]
    for seat, model in enumerate(analysis.models):
        lines.append(f"{analysis.names[seat]} played on as {model.how}")
    return "\n".join(lines)


def cost_words(review: MoveReview, names: Sequence[str]) -> Text:
    """A move's review in a few words, for a line beside it: ``best`` or
    ``mistake: 6.1 (4.2-9.0) lost; best 12-5 on own train``."""
    verdict = review.verdict
    out = Text()
    out.append(verdict, style=VERDICT_STYLE[verdict] or "dim")
    if verdict != "best":
        out.append(f": {cost_text(review)} lost; best {event_words(review.best, names)}", "dim")
    return out


def short_words(event: Event, names: Sequence[str]) -> str:
    """A move in as few cells as the app's table has: ``12-5 own``, ``12-5 Mex``, ``draw``."""
    if not isinstance(event, Play):
        return event_words(event, names)
    if event.train == MEXICAN:
        return f"{event.tile} Mexican"
    if event.train == event.seat:
        return f"{event.tile} own"
    return f"{event.tile} on {names[event.train]}"


def moves_table(
    analysis: LogAnalysis,
    reviews: Sequence[MoveReview],
    *,
    title: str,
    compact: bool = False,
    player: bool = True,
) -> Table:
    """One row per decision: round, move, player, what was played, the best, the cost and the
    verdict. ``compact``: short move words and no frame (the app)."""
    names = analysis.names
    words = short_words if compact else event_words
    table = _framed(title, compact)
    where = ["move"] if compact else ["round", "move"]  # compact: ``2:14``, round 2, move 14
    headers = [*where, *(["player"] if player else []), "played", "best", "cost"]
    for header in [*headers, "verdict"]:
        right = header in ("round", "move", "cost")
        fixed = header in ("cost", "move", "verdict")  # the words and names wrap instead
        table.add_column(
            header,
            justify="right" if right else "left",
            no_wrap=fixed,
            min_width=len(header),
            overflow="fold",  # a word wider than its column is broken, never cut to "…"
        )
    table.caption = "cost: points of round margin given up (its interval, family-wise)"
    if compact:
        table.caption = "move: round:move; cost: the interval of the points given up"
    for r in reviews:
        if compact:
            cells: list[str | Text] = [f"{r.round + 1}:{r.event_index + 1}"]
        else:
            cells = [str(r.round + 1), str(r.event_index + 1)]
        if player:
            cells.append(Text(names[r.seat]))  # a player's own string: never markup
        cells += [words(r.played, names), words(r.best, names), cost_text(r, compact=compact)]
        cells.append(Text(r.verdict, style=VERDICT_STYLE[r.verdict]))
        table.add_row(*cells)
    return table


def summary_table(
    analysis: LogAnalysis,
    summaries: Sequence[Summary] | None = None,
    *,
    compact: bool = False,
    me: int | None = None,
    title: str = "",
) -> Table:
    """Per player (and round, when the summaries hold rounds): decisions, mistakes, blunders,
    points lost, accuracy. ``me``: the seat marked ``(you)``."""
    names = analysis.names
    rows = analysis.summaries if summaries is None else summaries
    title = title or f"per player ({analysis.deals} sampled deals per decision)"
    table = _framed(title, compact)
    with_rounds = any(s.round is not None for s in rows)
    player = not compact or len({s.seat for s in rows}) > 1  # one player's rows need no name
    headers = [*(["player"] if player else []), *(["round"] if with_rounds else [])]
    headers += ["moves", "mistakes", "blunders", "lost", "accuracy"]
    for header in headers:
        right = header != "player"
        table.add_column(
            header,
            justify="right" if right else "left",
            min_width=len(header),
            overflow="fold",  # a long name is broken over lines, never cut to "…"
        )
    for s in rows:
        name = names[s.seat] + (" (you)" if s.seat == me and names[s.seat] != "you" else "")
        cells: list[str | Text] = [Text(name)] if player else []
        if with_rounds:
            cells.append("match" if s.round is None else str(s.round + 1))
        cells += [str(s.decisions), str(s.mistakes), str(s.blunders)]
        cells += [f"{s.points_lost:.1f}", f"{s.accuracy:.0%}"]
        table.add_row(*cells, end_section=with_rounds and s.round is None)
    return table


def _framed(title: str, compact: bool) -> Table:
    """An empty table in the report's frame: heavy and centred for the terminal, light and
    tight for the app (``compact``)."""
    return Table(
        title=title,
        box=box.SIMPLE_HEAD if compact else box.HEAVY_HEAD,
        title_justify="left" if compact else "center",
        pad_edge=not compact,
        collapse_padding=compact,
    )
