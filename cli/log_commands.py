"""``mextrain verify`` and ``mextrain replay``: what users do with a finished game log."""

from __future__ import annotations

import json
import os
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Annotated

import typer
from mextrain.protocol.engine import Phase
from mextrain.protocol.log import read_log
from mextrain.protocol.messages import HOST_SEAT
from mextrain.protocol.table import Table, Update
from mextrain.protocol.verify import replay_entries, verify_log
from rich.console import Console

from . import render, replay_view
from .jsonout import scores_json
from .progress import counting_entries

_boards = replay_view.Boards(80)
"""The last board shown by ``replay`` (a round's end shows it again)."""


def _read(path: Path) -> bytes | None:
    try:
        return path.read_bytes()
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

    Exit 0 valid, 1 invalid (names the seat, entry and reason), 2 not a readable log.
    """
    data = _read(path)
    if data is None:
        if as_json:
            typer.echo(json.dumps({"valid": False, "readable": False, "error": "cannot read file"}))
        raise typer.Exit(2)
    workers = min(2, os.cpu_count() or 1)
    total = len(read_log(data).entries) if sys.stderr.isatty() else 0  # the bar's length
    with counting_entries("verifying", total):
        if workers > 1:
            with ThreadPoolExecutor(max_workers=workers - 1) as pool:
                result = verify_log(data, pool)
        else:
            result = verify_log(data)
    table = result.table
    if as_json:
        out: dict[str, object] = {
            "valid": result.valid,
            "readable": result.readable,
            "entries": result.entries,
        }
        if result.blame is not None:
            out["blame"] = {
                "seat": result.blame.seat,
                "entry": result.blame.entry,
                "reason": result.blame.reason,
            }
            out["cheater"] = result.cheater
        if table.rules is not None:
            out["ruleset"] = table.rules.name
            out["players"] = table.seats
            out["names"] = _names(table)
        if result.valid and table.final is not None:
            out.update(scores_json(table.outcomes, table.final))
        typer.echo(json.dumps(out, indent=2))
        raise typer.Exit(0 if result.valid else 1 if result.readable else 2)
    console = Console()
    if not result.readable:
        typer.echo(
            f"mextrain: error: {path}: not a readable mextrain log: {result.reason}", err=True
        )
        raise typer.Exit(2)
    if not result.valid:
        blame = result.blame
        assert blame is not None
        at = "" if blame.entry is None else f" at entry {blame.entry}"
        if result.cheater:
            who = _who(blame.seat, table)
            console.print(f"[bold red]INVALID[/bold red]: cheating by {who}{at}: {blame.reason}")
        else:
            console.print(
                f"[bold red]INVALID[/bold red]{at} ({_who(blame.seat, table)}): {blame.reason}"
            )
        raise typer.Exit(1)
    assert table.rules is not None and table.final is not None
    names = _names(table)
    console.print(
        f"[bold green]VALID[/bold green]: {result.entries} entries, table {table.table_name!r},"
        f" ruleset {table.rules.name}, players: {', '.join(names)}"
    )
    for outcome in table.outcomes:
        console.print(render.round_table(outcome, names))
    console.print(render.match_table(table.final, names))
    console.print("winner: " + ", ".join(names[w] for w in table.final.winners))


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
) -> None:
    """Show a game move by move. Lenient: a damaged log is shown up to the damage."""
    data = _read(path)
    if data is None:
        raise typer.Exit(2)
    steps, problems = replay_entries(data)
    if as_json:
        for line in replay_view.json_lines(steps, problems):
            typer.echo(line)
        return
    console = Console()
    global _boards
    _boards = replay_view.Boards(console.width)
    shown = 0
    table: Table | None = None
    for step in steps:
        table = step.table
        shown += 1
        for update in step.updates:
            if round_no is not None and update.round not in (-1, round_no - 1):
                continue
            _show_update(console, table, update, boards or round_no is not None)
        if until is not None and step.entry >= until:
            shown_board = _boards.after_move(table) if table.round is not None else None
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


def _show_update(console: Console, table: Table, update: Update, board: bool) -> None:
    names = _names(table)
    who = names[update.seat] if 0 <= update.seat < len(names) else "host"
    kind = update.kind
    detail = update.detail
    if kind == "open":
        console.print(f"[bold]table {detail['name']!r}[/bold]: {detail['seats']} seats")
    elif kind == "join":
        console.print(f"  {detail['name']} takes seat {update.seat}")
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
        console.print(f"  {render.move_text(kind, who, detail, names)}")
        if kind != "draw":
            _maybe_board(console, table, board)
    elif kind == "anomaly":
        console.print(f"[red]  {who} reports an anomaly: {detail['reason']}[/red]")
    elif kind == "round_over":
        last = _boards.round_end()  # the board after the last move, not the next round's
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


def _maybe_board(console: Console, table: Table, board: bool) -> None:
    shown = _boards.after_move(table)
    if board and shown is not None:
        console.print(shown)


def register(app: typer.Typer) -> None:
    app.command()(verify)
    app.command()(replay)
