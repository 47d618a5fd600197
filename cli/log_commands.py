"""``mextrain verify`` and ``mextrain replay``: what users do with a finished game log."""

from __future__ import annotations

import json
import os
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Annotated, BinaryIO

import typer
from rich.console import Console
from rich.text import Text

from ..protocol.bots import DEFAULT_DEALS, MoveReview
from ..protocol.log import HOST_SEAT, LogReader
from ..protocol.rules import Phase
from ..protocol.table import (
    Table,
    Update,
    replay_entries,
    shown_name,
    verdict_json,
    verify_log,
)
from . import conformance, render, replay_view
from .analysis_view import cost_words
from .analyze_command import analyzed
from .progress import counting_entries
from .verdict_text import show_verdict
from .words import takes_seat

"""The last board shown by ``replay`` (a round's end shows it again)."""


def _count_entries(stream: BinaryIO) -> int:
    """How many entries the file holds (one streamed pass, for the progress bar); rewinds."""
    reader = LogReader(stream)
    count = sum(1 for _ in reader)
    stream.seek(0)
    return count


def _read(path: Path) -> BinaryIO | None:
    """The log file, opened to be read as a stream of entries (closed when the process ends)."""
    try:
        return path.open("rb")
    except OSError as exc:
        typer.echo(f"mextrain: error: cannot read {path}: {exc.strerror or exc}", err=True)
        return None


def _names(table: Table) -> list[str]:
    return [n or f"seat {s}" for s, n in enumerate(table.names)]


def _who(seat: int | None, table: Table) -> str:
    if seat is None:
        return "the log"
    if seat == HOST_SEAT:
        return "the host"
    names = _names(table)
    return f"seat {seat} ({names[seat]})" if 0 <= seat < len(names) else f"seat {seat}"


def verify(
    path: Annotated[Path, typer.Argument(help="A game log (*.mtlog).")],
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON only.")] = False,
) -> None:
    """Check a game log strictly: signatures, chain, rules, deck audit, scores.

    Exit 0 valid, 1 invalid (names the seat, entry and reason), 2 not a readable log,
    3 aborted (every entry sound, but the host stopped the match before its end).
    """
    try:
        stream = path.open("rb")
    except OSError as exc:
        typer.echo(f"mextrain: error: cannot read {path}: {exc.strerror or exc}", err=True)
        if as_json:
            typer.echo(
                json.dumps(
                    {
                        "outcome": "unreadable",
                        "valid": False,
                        "readable": False,
                        "error": "cannot read file",
                    }
                )
            )
        raise typer.Exit(2) from None
    workers = min(2, os.cpu_count() or 1)
    with stream:
        try:
            total = _count_entries(stream) if sys.stderr.isatty() else 0  # the bar's length
            with counting_entries("verifying", total):
                if workers > 1:
                    with ThreadPoolExecutor(max_workers=workers - 1) as pool:
                        result = verify_log(stream, pool)
                else:
                    result = verify_log(stream)
        except OSError as exc:
            typer.echo(f"mextrain: error: cannot read {path}: {exc.strerror or exc}", err=True)
            raise typer.Exit(2) from None
    if as_json:
        typer.echo(json.dumps(verdict_json(result), indent=2))
        raise typer.Exit(result.exit_code)
    show_verdict(Console(), path, result)
    raise typer.Exit(result.exit_code)


def replay(
    path: Annotated[Path, typer.Argument(help="A game log (*.mtlog).")],
    round_no: Annotated[
        int | None, typer.Option("--round", help="Show only round R (1-based).")
    ] = None,
    until: Annotated[int | None, typer.Option("--until", help="Stop after log entry N.")] = None,
    boards: Annotated[
        bool, typer.Option("--boards", help="Show the board after every move.")
    ] = False,
    as_json: Annotated[
        bool, typer.Option("--json", help="JSON lines: every move with the board after it.")
    ] = False,
    costs: Annotated[
        bool,
        typer.Option(
            "--costs",
            help="Beside each decision, what it cost against the best alternative, as"
            " `mextrain analyze` judges it (a finished, valid log only).",
        ),
    ] = False,
    deals: Annotated[
        int, typer.Option("--deals", help="With --costs: sampled deals per decision.")
    ] = DEFAULT_DEALS,
) -> None:
    """Show a game move by move. Lenient: a damaged log is shown up to the damage (but
    --costs needs a finished, valid log: exit 1 otherwise)."""
    reviews = _reviews(path, deals, round_no) if costs else None
    data = _read(path)
    if data is None:
        raise typer.Exit(2)
    steps, problems = replay_entries(data)
    if as_json:
        for line in replay_view.json_lines(steps, problems, reviews):
            typer.echo(line)
        return
    console = Console()
    drawn = replay_view.Boards(console.width)
    numbers = replay_view.MoveNumbers()
    shown = 0
    table: Table | None = None
    for step in steps:
        table = step.table
        shown += 1
        for update in step.updates:
            review = None
            if update.kind in replay_view.MOVES:
                review = (reviews or {}).get((update.round, numbers.number(update)))
            if round_no is not None and update.round not in (-1, round_no - 1):
                continue
            _show_update(console, table, update, drawn, boards, review)
        if until is not None and step.entry >= until:
            shown_board = drawn.after_move(table) if table.round is not None else None
            if shown_board is not None:
                console.print(shown_board)
            console.print(f"(stopped at entry {step.entry} as asked)")
            break
    if shown == 0:
        typer.echo(
            f"mextrain: error: {path}: nothing to replay: {'; '.join(problems) or 'no entries'}",
            err=True,
        )
        raise typer.Exit(2)
    for problem in problems:
        console.print(f"[yellow]replay {problem}[/yellow]")
    if table is not None and table.final is not None:
        console.print(render.match_table(table.final, _names(table)))


def _totals(table: Table) -> list[int]:
    return [sum(o.scores[s] for o in table.outcomes) for s in range(table.seats)]


def _reviews(path: Path, deals: int, round_no: int | None = None) -> replay_view.Reviews:
    """Every decision of the log (of round ``round_no``, from 1, if given) reviewed
    (``replay --costs``), with a bar on a terminal."""
    only = None if round_no is None else round_no - 1
    analysis = analyzed(path, deals, only_round=only, option="--costs")
    return replay_view.reviews_by_move(analysis.reviews)


def _show_update(
    console: Console,
    table: Table,
    update: Update,
    drawn: replay_view.Boards,
    board: bool,
    review: MoveReview | None = None,
) -> None:
    """One update as a line (a reviewed decision with its cost beside it); ``drawn`` follows
    the board so a move can show it after."""
    names = [shown_name(n, s, None) for s, n in enumerate(_names(table))]  # "you" quoted
    who = names[update.seat] if 0 <= update.seat < len(names) else "host"
    kind = update.kind
    detail = update.detail
    if kind == "open":
        console.print(f"[bold]table {detail['name']!r}[/bold]: {detail['seats']} seats")
    elif kind == "join":
        console.print(Text(f"  {takes_seat(detail['name'], update.seat, mine=False)}"))
    elif kind == "start":
        assert table.rules is not None
        console.print(f"[bold]start[/bold]: ruleset {table.rules.name}, {', '.join(names)}")
    elif kind == "commit" and update.seat == 0:
        double = table.rules.round_doubles()[update.round] if table.rules else "?"
        console.print(
            f"[bold]round {update.round + 1}[/bold] (engine {double}-{double}): shuffling"
        )
    elif kind == "deal" and table.round is not None and table.round.engine.phase is not Phase.OVER:
        if len(table.round.deals) == table.seats:
            console.print(f"  dealt {table.round.params.hand_size} tiles each")
    elif kind in ("play", "place_engine", "draw", "pass", "no_engine", "end_build"):
        line = Text("  ")
        line.append(render.move_text(kind, who, detail, names))  # names are not markup
        if review is not None:
            line.append("   ")
            line.append_text(cost_words(review, names))
        console.print(line)
        if kind != "draw":
            _maybe_board(console, table, drawn, board)
    elif kind == "anomaly":
        console.print(f"[red]  {who} reports an anomaly: {detail['reason']}[/red]")
    elif kind == "round_over":
        last = drawn.round_end()  # the board after the last move, not the next round's
        if last is not None:
            console.print(last)
        for seat, hand in detail["hands"].items():
            console.print(f"  {names[seat]} held: {' '.join(str(t) for t in hand) or '(out)'}")
        console.print(f"  deck audit: {detail['audit']}")
        console.print(render.round_table(detail["outcome"], names))
    elif kind == "blame":
        console.print(
            f"[bold red]  cheating: {_who(update.seat, table)}: {detail['reason']}[/bold red]"
        )
    elif kind == "end":
        console.print("[bold]match over[/bold]")
    elif kind == "abort":
        console.print(f"[red]match aborted by the host: {detail['reason']}[/red]")


def _maybe_board(console: Console, table: Table, drawn: replay_view.Boards, board: bool) -> None:
    shown = drawn.after_move(table)
    if board and shown is not None:
        console.print(shown)


def register(app: typer.Typer) -> None:
    app.command()(verify)
    app.command()(replay)
    conformance.register(app)
