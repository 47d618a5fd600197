"""``mextrain analyze LOG``: where each player lost points, move by move (:mod:`cli.analysis`)."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.table import Table

from .analysis import LogAnalysis, NotAnalyzable, analysis_json, analyze_log, event_words


def _progress(done: int, total: int) -> None:
    if not sys.stderr.isatty():
        return
    end = "\n" if done == total else ""
    print(f"\ranalyze: {done}/{total} decisions", end=end, file=sys.stderr, flush=True)


def analyze(
    path: Annotated[Path, typer.Argument(help="A finished game log (*.mtlog).")],
    deals: Annotated[
        int, typer.Option("--deals", help="Sampled deals per decision (more: slower, surer).")
    ] = 48,
    seed: Annotated[int, typer.Option("--seed", help="Seed of the sampled deals.")] = 0,
    every_move: Annotated[
        bool, typer.Option("--moves", help="List every decision, not only mistakes and blunders.")
    ] = False,
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON only.")] = False,
) -> None:
    """Where each player lost points: every decision judged by the expert from that player's
    view only (never the hidden tiles), against the best alternative.

    Per move: the points of round margin the choice surely gave up (the low end of a 95%
    interval; the estimate in brackets); a mistake at 3 or more, a blunder at 10 or more.
    Per player and round: decisions, mistakes, blunders, points lost, and accuracy (the share
    of moves surely within a point of the best). Exit 0; 1 when the log is not a finished,
    valid game; 2 when it cannot be read."""
    if not 4 <= deals <= 10_000:
        typer.echo("mextrain: error: --deals must be 4 to 10000", err=True)
        raise typer.Exit(2)
    try:
        data = path.read_bytes()
    except OSError as exc:
        typer.echo(f"mextrain: error: cannot read {path}: {exc.strerror or exc}", err=True)
        raise typer.Exit(2) from None
    try:
        result = analyze_log(data, deals=deals, seed=seed, progress=_progress)
    except NotAnalyzable as exc:
        typer.echo(f"mextrain: error: {exc}", err=True)
        raise typer.Exit(1) from None
    if as_json:
        typer.echo(json.dumps(analysis_json(result), indent=2))
        return
    _show(Console(), result, every_move)


def _show(console: Console, result: LogAnalysis, every_move: bool) -> None:
    names = result.names
    shown = [r for r in result.reviews if every_move or r.verdict in ("mistake", "blunder")]
    if shown:
        moves = Table(title="moves" if every_move else "mistakes and blunders")
        for header in ("round", "move", "player", "played", "best", "cost", "verdict"):
            right = header in ("round", "move", "cost")
            moves.add_column(header, justify="right" if right else "left")
        moves.caption = "cost: points of round margin surely given up (the estimate)"
        for r in shown:
            moves.add_row(
                str(r.round + 1),
                str(r.event_index + 1),
                names[r.seat],
                event_words(r.played, names),
                event_words(r.best, names),
                f"{r.sure_cost:.1f} ({r.cost:.1f})",
                r.verdict,
            )
        console.print(moves)
    else:
        console.print("no sure mistakes: every costly choice was within the search's doubt")
    summary = Table(title=f"per player ({result.deals} sampled deals per decision)")
    for header in ("player", "round", "moves", "mistakes", "blunders", "lost", "accuracy"):
        summary.add_column(header, justify="left" if header == "player" else "right")
    for s in result.summaries:
        summary.add_row(
            names[s.seat],
            "match" if s.round is None else str(s.round + 1),
            str(s.decisions),
            str(s.mistakes),
            str(s.blunders),
            f"{s.points_lost:.1f}",
            f"{s.accuracy:.0%}",
            end_section=s.round is None,
        )
    console.print(summary)


def register(app: typer.Typer) -> None:
    app.command()(analyze)
