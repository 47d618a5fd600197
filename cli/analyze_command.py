"""``mextrain analyze LOG``: where each player lost points, move by move (:mod:`cli.analysis`)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.text import Text

from .analysis import LogAnalysis, NotAnalyzable, analysis_json, analyze_log
from .analysis_view import level_words, moves_table, summary_table
from .progress import counting


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

    Per move: the points of round margin the choice gave up against the best alternative,
    measured on sampled deals other than those that chose that alternative, with its interval
    in brackets: the intervals hold for every decision of the log at once with 95% confidence,
    so a whole game's false alarms are bounded, not each move's. A mistake is a move whose
    interval starts at 3 or more, a blunder at 10 or more. The other seats play on as the bots
    their names say (bot 1 (hard)), else as their plays fit, greedy or hard; the output says
    which. Per player and round: decisions, mistakes, blunders, points lost (the intervals'
    low ends), and accuracy (the share of moves surely within a point of the best). Exit 0; 1
    when the log is not a finished, valid game; 2 when it cannot be read."""
    result = analyzed(path, deals, seed=seed)
    if as_json:
        typer.echo(json.dumps(analysis_json(result), indent=2))
        return
    _show(Console(), result, every_move)


def _show(console: Console, result: LogAnalysis, every_move: bool) -> None:
    shown = [r for r in result.reviews if every_move or r.verdict in ("mistake", "blunder")]
    if shown:
        title = "moves" if every_move else "mistakes and blunders"
        console.print(moves_table(result, shown, title=title))
    else:
        console.print(
            "no sure mistakes: every costly choice was within the search's doubt"
            " (more --deals narrow it)"
        )
    console.print(summary_table(result))
    console.print(Text(level_words(result), style="dim"))


def register(app: typer.Typer) -> None:
    app.command()(analyze)


def analyzed(
    path: Path, deals: int, *, seed: int = 0, only_round: int | None = None, option: str = ""
) -> LogAnalysis:
    """The analysis of the log at ``path`` (``analyze``, ``replay --costs``), with a bar on a
    terminal. Else one error line and exit 2 (a bad ``--deals``, an unreadable file) or 1 (not
    a finished, valid game); ``option`` names the option that asked, before the reason."""
    if not 4 <= deals <= 10_000:
        typer.echo("mextrain: error: --deals must be 4 to 10000", err=True)
        raise typer.Exit(2)
    try:
        data = path.read_bytes()
    except OSError as exc:
        typer.echo(f"mextrain: error: cannot read {path}: {exc.strerror or exc}", err=True)
        raise typer.Exit(2) from None
    try:
        with counting("analysing", "decisions") as tick:
            return analyze_log(data, deals=deals, seed=seed, progress=tick, only_round=only_round)
    except NotAnalyzable as exc:
        typer.echo(f"mextrain: error: {option + ': ' if option else ''}{exc}", err=True)
        raise typer.Exit(1) from None
