"""What ``mextrain verify`` prints for a person: one headline per outcome, then the scores."""

from __future__ import annotations

from pathlib import Path

import typer
from rich.console import Console
from rich.markup import escape

from ..protocol.log import HOST_SEAT
from ..protocol.table import Outcome, Table, VerifyResult
from . import render
from .words import counted


def seat_names(table: Table) -> list[str]:
    return [n or f"seat {s}" for s, n in enumerate(table.names)]


def who(seat: int | None, table: Table) -> str:
    if seat is None:
        return "the log"
    if seat == HOST_SEAT:
        return "the host"
    names = seat_names(table)
    if 0 <= seat < len(names) and names[seat] != f"seat {seat}":
        return f"seat {seat} ({escape(names[seat])})"
    return f"seat {seat}"


_CAUSES = {
    "withheld": "withheld its round seed",
    "silent": "was awaited and did not answer",
}


def show_verdict(console: Console, path: Path, result: VerifyResult) -> None:
    table = result.table
    outcome = result.outcome
    if outcome is Outcome.UNREADABLE:
        reason = result.reason
        if not reason.startswith("not a mextrain log"):
            reason = f"not a readable mextrain log: {reason}"
        typer.echo(f"mextrain: error: {path}: {reason}", err=True)
        return
    if outcome is Outcome.INVALID:
        blame = result.blame
        assert blame is not None
        at = "" if blame.entry is None else f" at entry {blame.entry}"
        reason = escape(blame.reason)
        if result.cheater:
            console.print(
                f"[bold red]INVALID[/bold red]: cheating by {who(blame.seat, table)}{at}: {reason}"
            )
        else:
            console.print(f"[bold red]INVALID[/bold red]{at} ({who(blame.seat, table)}): {reason}")
        return
    names = seat_names(table)
    if outcome is Outcome.ABORTED:
        abort = result.aborted
        assert abort is not None
        where = f"round {abort.round + 1}, " if abort.round is not None else ""
        fault = abort.at_fault
        cause = (
            f"{who(fault, table)} {_CAUSES[abort.cause]}"
            if fault is not None
            else "the log shows no seat at fault"
        )
        console.print(
            f"[bold yellow]ABORTED[/bold yellow] by the host at entry {abort.entry}"
            f" ({where}{abort.stage} stage): {cause}"
        )
        console.print(f"the host's reason: {escape(abort.reason)}")
        planned = len(table.rules.round_doubles()) if table.rules is not None else 0
        console.print(
            "every entry is authentic and nobody is proven to have cheated;"
            f" {len(table.outcomes)} of {counted(planned, 'round')} finished"
        )
        for round_outcome in table.outcomes:
            console.print(render.round_table(round_outcome, names))
        return
    assert table.rules is not None and table.final is not None
    console.print(
        f"[bold green]VALID[/bold green]: {result.entries} entries,"
        f" table {escape(repr(table.table_name))}, ruleset {table.rules.name},"
        f" players: {escape(', '.join(names))}"
    )
    for round_outcome in table.outcomes:
        console.print(render.round_table(round_outcome, names))
    console.print(render.match_table(table.final, names))
    console.print("winner: " + escape(", ".join(names[w] for w in table.final.winners)))
