"""The terminal side of a networked game: what a person sees, and the move prompt.

It shows what the node tells it (:class:`mextrain.node.frontend.Frontend`): log updates, the
lobby, pauses with their countdown, the end. It knows layout, never a rule: legal moves come
from the table, and typed moves are parsed by :mod:`.moves`.
"""

from __future__ import annotations

import asyncio
import sys
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any, TextIO

from mextrain.protocol.engine import Event, Phase
from mextrain.protocol.errors import IllegalPlayError, InvalidPlayError
from mextrain.protocol.messages import HOST_SEAT
from mextrain.protocol.table import Table, Update
from rich.console import Console

from . import render
from .moves import label, parse_move

HELP = (
    "moves: a number from the list; a tile and a train like '12-5 mexican', '12-5 mine' or"
    " '12-5 2' (seat 2's train); 'draw', 'pass', 'end' (end your first train); 'board';"
    " 'quit'."
)


class LineReader:
    """Lines from stdin, read by a daemon thread so that the event loop never blocks on the
    terminal (and the process can always exit: a daemon thread does not hold it up)."""

    def __init__(self, stream: TextIO | None = None) -> None:
        self._stream = stream or sys.stdin
        self._queue: asyncio.Queue[str | None] = asyncio.Queue()
        self._loop = asyncio.get_running_loop()
        threading.Thread(target=self._pump, name="stdin", daemon=True).start()

    def _pump(self) -> None:
        while True:
            line = self._stream.readline()
            self._loop.call_soon_threadsafe(self._queue.put_nowait, line or None)
            if not line:
                return

    async def line(self, timeout: float | None = None) -> str | None:
        """The next line without its newline; None at end of input. TimeoutError if none
        came within ``timeout`` seconds."""
        async with asyncio.timeout(timeout):
            got = await self._queue.get()
        if got is None:
            self._queue.put_nowait(None)  # stays at end of input
            return None
        return got.rstrip("\n")


def names_of(table: Table, me: int | None = None) -> list[str]:
    names = [n or f"seat {s}" for s, n in enumerate(table.names)]
    if me is not None and 0 <= me < len(names) and names[me] != "you":
        names[me] = f"{names[me]} (you)"
    return names


def totals(table: Table) -> list[int]:
    return [sum(o.scores[s] for o in table.outcomes) for s in range(table.seats)]


class TerminalFrontend:
    """A person's terminal (``verbose``), or the short log of an unattended bot node."""

    def __init__(
        self, console: Console, lines: LineReader | None = None, *, verbose: bool = True
    ) -> None:
        self.console = console
        self.lines = lines
        self.verbose = verbose
        self._last_status = ""
        self._lobby: list[Any] = []

    # -- news ------------------------------------------------------------------------------

    def note(self, text: str) -> None:
        self.console.print(f"[dim]· {text}[/dim]", highlight=False)

    def status(self, status: dict[str, Any]) -> None:
        lobby = status.get("lobby") or []
        if status.get("stage") == "lobby" and lobby != self._lobby:
            self._lobby = lobby
            self.console.print(self._lobby_text(lobby), highlight=False)
        text = str(status.get("text", ""))
        left = status.get("seconds_left", -1)
        if not text or text == self._last_status:
            return
        changed = text.split(";")[0] != self._last_status.split(";")[0]
        self._last_status = text
        quiet_tick = isinstance(left, int) and left > 5 and left % 10 != 0
        if status.get("paused") and not changed and quiet_tick:
            return
        if status.get("stage") != "lobby" or status.get("paused"):
            style = "yellow" if status.get("paused") else "green"
            self.console.print(f"[{style}]{text}[/{style}]", highlight=False)

    @staticmethod
    def _lobby_text(rows: Sequence[Sequence[Any]]) -> str:
        parts = []
        for seat, name, who, connected in rows:
            if who == "free":
                parts.append(f"{seat}: (free)")
            else:
                away = "" if connected else ", away"
                parts.append(f"{seat}: {name} [{who}{away}]")
        return "lobby  " + "   ".join(parts)

    # -- the log ---------------------------------------------------------------------------

    def updates(self, table: Table, updates: Sequence[Update]) -> None:
        for update in updates:
            self._show(table, update)

    def _show(self, table: Table, update: Update) -> None:
        names = names_of(table, table.my_seat)
        who = names[update.seat] if 0 <= update.seat < len(names) else "the host"
        kind, detail = update.kind, update.detail
        say = self.console.print
        if kind == "join":
            say(f"  {detail['name']} takes seat {update.seat}", highlight=False)
        elif kind == "start":
            rules = table.rules.name if table.rules else "?"
            proven = ", verified shuffle" if table.verified_shuffle else ""
            say(f"[bold]the match starts[/bold]: {rules} rules, {', '.join(names)}{proven}")
        elif kind == "commit" and len(table.round.commits if table.round else ()) == 1:
            double = table.round.engine.engine_pip if table.round else "?"
            say(f"[bold]round {update.round + 1}[/bold] (engine {double}-{double}): shuffling")
        elif kind == "deal" and table.round is not None:
            if self.verbose and len(table.round.deals) == table.seats:
                say(f"  dealt {table.round.params.hand_size} tiles each")
        elif kind in ("play", "place_engine", "draw", "pass", "no_engine", "end_build"):
            if self.verbose:
                mine = update.seat == table.my_seat
                text = render.move_text(kind, who, detail, names, mine=mine, me=table.my_seat)
                say("  " + text, highlight=False)
        elif kind == "anomaly":
            say(f"[red]  {who} reports an anomaly: {detail['reason']}[/red]")
        elif kind == "round_over":
            self._round_over(table, detail, names)
        elif kind == "blame":
            culprit = "the host" if update.seat == HOST_SEAT else who
            say(f"[bold red]cheating detected: {culprit}: {detail['reason']}[/bold red]")
        elif kind == "abort":
            say(f"[red]the host stopped the match: {detail['reason']}[/red]")

    def _round_over(self, table: Table, detail: dict[str, Any], names: Sequence[str]) -> None:
        if table.round is not None and self.verbose:
            self.console.print(render.board(table.round.engine, names, totals(table)))
        for seat, hand in sorted(detail["hands"].items()):
            shown = " ".join(str(t) for t in hand) or "(out)"
            self.console.print(f"  {names[seat]} held: {shown}", highlight=False)
        self.console.print(f"  deck audit: {detail['audit']}")
        self.console.print(render.round_table(detail["outcome"], names))

    # -- the prompt ------------------------------------------------------------------------

    async def choose(self, table: Table) -> Event | None:
        assert table.round is not None and table.my_seat is not None and self.lines is not None
        state, seat = table.round.engine, table.my_seat
        names = names_of(table, seat)
        actions = table.legal_actions()
        self._show_turn(table, names)
        choices = "  ".join(f"{i}) {label(a, names, seat)}" for i, a in enumerate(actions, 1))
        while True:
            self.console.print(f"legal: {choices}", highlight=False)
            self.console.print("your move> ", end="")
            text = await self.lines.line()
            if text is None:
                self.console.print()
                self.console.print("quitting: end of input")
                return None
            text = text.strip()
            if text in ("quit", "exit", "q"):
                self.console.print("quitting: you left the table")
                return None
            if text in ("help", "?"):
                self.console.print(HELP)
                continue
            if text in ("board", "b"):
                self._show_turn(table, names)
                continue
            try:
                event = parse_move(text, state, seat, actions)
            except (InvalidPlayError, IllegalPlayError) as exc:
                why = exc.reason if isinstance(exc, IllegalPlayError) else str(exc)
                self.console.print(f"[red]refused:[/red] {why}", highlight=False)
                continue
            return event

    def _show_turn(self, table: Table, names: Sequence[str]) -> None:
        assert table.round is not None and table.my_seat is not None
        state = table.round.engine
        self.console.print(render.board(state, names, totals(table)))
        self.console.print(render.hand_line(state, table.my_seat))
        if state.phase is Phase.ENGINE:
            self.console.print(f"looking for the engine {state.engine_pip}-{state.engine_pip}")
        if state.open_doubles and not state.follow_up:
            self.console.print("[magenta]an open double must be covered[/magenta]")

    # -- the end ---------------------------------------------------------------------------

    def finished(self, table: Table, log_path: Path) -> None:
        names = names_of(table, table.my_seat)
        if table.final is not None:
            self.console.print(render.match_table(table.final, names))
            winners = ", ".join(names[w] for w in table.final.winners)
            self.console.print(f"winner: {winners}", highlight=False)
        elif table.end_reason:
            self.console.print(f"the match ended early: {table.end_reason}", highlight=False)
        self.console.print(f"log saved to {log_path}", highlight=False, soft_wrap=True)
