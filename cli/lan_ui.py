"""The line mode of a networked game: for scripts, screen readers and dumb terminals.

It shows what the node tells it (:class:`mextrain.node.frontend.Frontend`) and reads moves
from the seat's view (:mod:`mextrain.protocol.table.view`), the same view the full-screen app reads;
typed moves and refusals come from :mod:`.words`. On a terminal the prompt has line editing
and history (readline), and text typed while it was not your turn is thrown away.
"""

from __future__ import annotations

import asyncio
import contextlib
import sys
import threading
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, TextIO

from rich.console import Console
from rich.markup import escape
from rich.table import Table as RichTable
from rich.text import Text

from ..protocol.bots import hint
from ..protocol.log import HOST_SEAT
from ..protocol.rules import Event
from ..protocol.table import (
    SeatView,
    Table,
    Update,
    event_of,
    round_end_view,
    shown_names,
    table_names,
    table_view,
)
from . import render
from .tui.drawing import board_text, hand_text, round_end_table, score_table
from .words import Refusal, parse_typed, takes_seat

HELP = (
    "moves: a tile and a train like '12-5 m' (Mexican), '12-5 mine' or '12-5 2' (seat 2's"
    " train), or just '12-5' when it fits one train; a number from the list; 'draw', 'pass',"
    " 'end' (end your first train); 'hint'; 'board'; 'scores'; 'quit'."
)
MOVES = ("play", "place_engine", "draw", "pass", "no_engine", "end_build")


def hint_line(table: Table, view: SeatView) -> str:
    """The expert's hint in one line, as the app's ``h`` gives it: the move, then why."""
    if table.round is None or table.my_seat is None or not table.my_turn():
        return "no hint: it is not your turn"
    seat = table.my_seat
    got = hint(table.round.engine, seat, history=table.round.events, names=table_names(table))
    for move in view.moves:
        if event_of(move, seat) == got.event:
            return f"hint: {move.typed} ({move.words}): {got.reason}"
    return f"hint: {got.reason}"


class LineReader:
    """Lines from stdin, each read by a daemon thread only when asked for, so the event loop
    never blocks on the terminal and the process can always exit.

    On a terminal, ``input()`` gives line editing and history (readline), and a ``fresh`` read
    first throws away whatever was typed before it was asked for."""

    def __init__(self, stream: TextIO | None = None) -> None:
        self._stream = stream or sys.stdin
        self._tty = self._stream is sys.stdin and self._stream.isatty()
        if self._tty:
            with contextlib.suppress(ImportError):
                import readline  # noqa: F401  (line editing and history for input())
        self._done: list[str | None] = []
        self._arrived = asyncio.Event()
        self._loop = asyncio.get_running_loop()
        self.reading = False
        self.prompt = ""

    @property
    def tty(self) -> bool:
        """A person at a terminal types here (not a pipe, a file or a test's stream)."""
        return self._tty

    def _read(self, prompt: str) -> str | None:
        try:
            if self._tty:
                return input(prompt)
            if prompt:
                sys.stdout.write(prompt)
                sys.stdout.flush()
            line = self._stream.readline()
        except (EOFError, OSError, ValueError):
            return None
        return line.rstrip("\n") if line else None

    def _start(self, prompt: str) -> None:
        self.reading = True
        self.prompt = prompt

        def work() -> None:
            text = self._read(prompt)
            self._loop.call_soon_threadsafe(self._arrive, text)

        threading.Thread(target=work, name="stdin", daemon=True).start()

    def _arrive(self, text: str | None) -> None:
        self.reading = False
        self._done.append(text)
        self._arrived.set()

    def discard_typed_ahead(self) -> None:
        """Forget lines typed before now (and, on a terminal, anything half typed)."""
        self._done = [t for t in self._done if t is None]
        if self._tty and not self.reading:
            try:
                import termios

                termios.tcflush(sys.stdin.fileno(), termios.TCIFLUSH)
            except (ImportError, OSError):
                pass

    async def line(
        self, timeout: float | None = None, *, prompt: str = "", fresh: bool = False
    ) -> str | None:
        """The next line without its newline; None at end of input. TimeoutError if none
        came within ``timeout`` seconds (the read stays open for the next call)."""
        if fresh:
            self.discard_typed_ahead()
        if not self._done and not self.reading:
            self._start(prompt)
        async with asyncio.timeout(timeout):
            while not self._done:
                self._arrived.clear()
                await self._arrived.wait()
        text = self._done[0]
        if text is not None:
            self._done.pop(0)
        return text

    def print_over_prompt(self, console: Console, text: str, style: str = "") -> None:
        """Print a notice on its own line, never inside the half-typed move."""
        if not (self._tty and self.reading):
            console.print(text, style=style, highlight=False, markup=False)
            return
        sys.stdout.write("\r\x1b[K")
        console.print(text, style=style, highlight=False, markup=False)
        try:
            import readline

            buffer = readline.get_line_buffer()
        except ImportError:
            buffer = ""
        sys.stdout.write(self.prompt + buffer)
        sys.stdout.flush()


def names_of(table: Table, me: int | None = None) -> list[str]:
    names = list(shown_names(table))
    if me is not None and 0 <= me < len(names) and names[me] != "you":
        names[me] = f"{names[me]} (you)"
    return names


def totals(table: Table) -> list[int]:
    return [sum(o.scores[s] for o in table.outcomes) for s in range(table.seats)]


class TerminalFrontend:
    """A person's terminal (``verbose``), or the short log of an unattended bot node."""

    def __init__(
        self,
        console: Console,
        lines: LineReader | None = None,
        *,
        verbose: bool = True,
        auto: float | None = None,
    ) -> None:
        self.console = console
        self.lines = lines
        self.leave_words = "leave the table? The match ends for everyone"
        """What leaving does here, asked before ``quit`` (a joiner's host keeps the seat)."""
        self.verbose = verbose
        self.auto = auto
        """Seconds after which a single-choice step (no engine, forced draw or pass) is made
        by itself; None: always ask."""
        self._last_status = ""
        self._lobby: list[Any] = []
        self._last_view: SeatView | None = None
        self._awaited: int | None = None
        self._my_draw = False
        self.on_code: Callable[[], str] | None = None
        """Replaces the join code (the host's person only): the word ``code`` at a prompt."""
        self.hold_at_round_end = verbose and lines is not None and lines.tty
        """A round's summary waits for Enter (a person at a terminal; never a pipe or a bot)."""
        self._prompts: list[str] = []
        """The Enter prompts not yet answered, oldest first."""
        self._chunks: list[str] = []
        """What was printed between one waiting summary and the next (shown after its Enter)."""
        self._waiting: asyncio.Task[None] | None = None

    def _say(self, text: str, style: str = "") -> None:
        if self.lines is not None and self._waiting is None:
            self.lines.print_over_prompt(self.console, text, style)
        else:
            self.console.print(text, style=style, highlight=False, markup=False)

    # -- news ------------------------------------------------------------------------------

    def note(self, text: str) -> None:
        self._say(f"· {text}", "dim")

    def chat(self, name: str, text: str) -> None:
        """A chat line from the table (never signed, never in the game log); a person's
        brackets are shown as typed, never taken as markup (nothing :meth:`_say` prints is)."""
        self._say(f"{name}: {text}", "bold cyan")

    def status(self, status: dict[str, Any]) -> None:
        lobby = status.get("lobby") or []
        if status.get("stage") == "lobby" and lobby != self._lobby:
            self._lobby = lobby
            self._say(self._lobby_text(lobby))
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
            self._say(text, "yellow" if status.get("paused") else "green")

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
        me = table.my_seat
        if kind == "join":
            self._say("  " + takes_seat(detail["name"], update.seat, mine=update.seat == me))
        elif kind == "start":
            rules = table.rules.name if table.rules else "?"
            proven = ", verified shuffle" if table.verified_shuffle else ""
            self._say(f"the match starts: {rules} rules, {', '.join(names)}{proven}", "bold")
        elif kind == "deal" and table.round is not None and len(table.round.deals) == table.seats:
            view = table_view(table)
            if view is not None and self.verbose:
                self._last_view = view
                pip = view.engine_pip
                self._say(
                    f"round {view.round_no} of {view.rounds} (engine {pip}-{pip}): dealt"
                    f" {len(view.hand) or view.players[0].hand_size} tiles each",
                    "bold",
                )
                if view.seat is not None:
                    self.console.print(hand_text(view, None, range(len(view.hand))))
        elif kind == "draw" and update.seat == me:
            self._my_draw = True  # said once the tile is known (its keys arrive)
        elif kind == "release" and self._my_draw:
            if table.round is not None and table.round.pending_draw is None:
                self._my_draw = False
                self._move(table)
        elif kind in MOVES:
            self._move(table)
        elif kind == "anomaly":
            self._say(f"  {who} reports an anomaly: {detail['reason']}", "red")
        elif kind == "round_over":
            self._round_over(table, update)
        elif kind == "blame":
            culprit = "the host" if update.seat == HOST_SEAT else who
            self._say(f"cheating detected: {culprit}: {detail['reason']}", "bold red")
        elif kind == "abort":
            self._say(f"the host stopped the match: {detail['reason']}", "red")

    def _move(self, table: Table) -> None:
        view = table_view(table)
        if view is None:
            return
        self._last_view = view
        if not self.verbose:
            return
        if view.recent:
            self._say("  " + view.recent[-1].text)
        if view.seat is None and view.turn == 0 and view.stage == "turns":
            self.console.print(board_text(view, self.console.width))  # spectators: each lap
        person = view.seat is not None and self.lines is not None
        turn_moved = view.turn != self._awaited and view.stage == "turns"
        same_mover = bool(view.recent) and view.recent[-1].seat == view.turn
        if person and view.turn != view.seat and turn_moved and not same_mover:
            self._say(f"  waiting for {view.turn_name}…", "dim")
        self._awaited = view.turn

    def _round_over(self, table: Table, update: Update) -> None:
        """The board after the last move, the revealed hands, the audit, then the scores
        with running totals; the next round waits for Enter."""
        detail = update.detail
        rules = table.rules
        rounds = len(rules.round_doubles()) if rules else update.round + 1
        end = round_end_view(
            detail["outcome"],
            detail["hands"],
            shown_names(table),
            table.my_seat,
            round_no=update.round + 1,
            rounds=rounds,
            totals=totals(table),
            audit=str(detail["audit"]),
            board=self._last_view,
        )
        self._awaited = None
        self.console.print()
        self._say(f"round {end.round_no} of {end.rounds} is over: {end.how}", "bold")
        if end.board is not None and self.verbose:
            self.console.print(board_text(end.board, self.console.width))
        self.console.print(round_end_table(end))
        self._say(end.audit)
        if self.hold_at_round_end:
            more = "the match result" if end.round_no >= end.rounds else f"round {end.round_no + 1}"
            self._hold(f"press Enter for {more} ")
        if end.round_no < end.rounds:
            self.console.print()
            self.console.rule(f"round {end.round_no + 1} of {end.rounds}")

    # -- waiting at a round's end ----------------------------------------------------------

    def _hold(self, prompt: str) -> None:
        """Keep what comes next (the next round's deal and moves, the standings) off the
        screen until the person presses Enter, as the app does: the console records it
        meanwhile. A summary that ends while an earlier one still waits is queued behind it."""
        if self._waiting is None:
            self.console.begin_capture()
            self._prompts.append(prompt)
            self._waiting = asyncio.get_running_loop().create_task(self._release())
            return
        self._chunks.append(self.console.end_capture())
        self.console.begin_capture()
        self._prompts.append(prompt)

    async def _release(self) -> None:
        assert self.lines is not None
        try:
            while self._prompts:
                answer = await self.lines.line(prompt=self._prompts[0], fresh=True)
                self._prompts.pop(0)
                if answer is None:  # end of input: show the rest, never wait again
                    self.hold_at_round_end = False
                    self._prompts.clear()
                if self._prompts:
                    self._write(self._chunks.pop(0))
        finally:
            rest = "".join(self._chunks) + self.console.end_capture()
            self._chunks.clear()
            self._prompts.clear()
            self._waiting = None
            self._write(rest)

    def _write(self, text: str) -> None:
        self.console.file.write(text)
        self.console.file.flush()

    async def settled(self) -> None:
        """Everything shown: no summary is waiting for Enter."""
        while self._waiting is not None:
            await asyncio.shield(self._waiting)

    # -- the prompt ------------------------------------------------------------------------

    async def choose(self, table: Table) -> Event | None:
        assert self.lines is not None
        await self.settled()  # the person has seen everything before they are asked
        view = table_view(table)
        if view is None or view.seat is None or not view.moves:
            return None
        only = view.moves[0] if len(view.moves) == 1 else None
        if only is not None and only.kind != "play" and self.auto is not None:
            self.console.print(f"  only choice: {only.words}", style="dim", highlight=False)
            await asyncio.sleep(self.auto)
            return event_of(only, view.seat)
        self._show_turn(view)
        fresh = True
        while True:
            text = await self.lines.line(prompt="your move> ", fresh=fresh)
            fresh = False
            if text is None:
                self.console.print()
                self.console.print("quitting: end of input")
                return None
            text = text.strip()
            word = text.lower()
            if word in ("quit", "exit", "q"):
                if await self._confirm_quit(table):
                    return None
                continue
            if word in ("help", "?"):
                self.console.print(HELP)
                if self.on_code is not None:
                    self.console.print("host: 'code' gives the table a new join code.")
                continue
            if word == "code" and self.on_code is not None:
                self.on_code()  # its note shows the new code
                continue
            if word in ("board", "b"):
                self._show_turn(view)
                continue
            if word in ("scores", "score", "s"):
                self.console.print(score_table(view.scores, view.seat))
                continue
            if word in ("hint", "h"):
                self.console.print(hint_line(table, view), highlight=False, markup=False)
                continue
            try:
                move = parse_typed(text, view)
            except Refusal as exc:
                refused = f"[red]refused:[/red] {escape(str(exc))}"
                self.console.print(refused, highlight=False, markup=True)
                continue
            return event_of(move, view.seat)

    async def _confirm_quit(self, table: Table) -> bool:
        assert self.lines is not None
        view = table_view(table)
        if view is not None and view.scores.rounds:
            self.console.print(score_table(view.scores, view.seat))
        answer = await self.lines.line(prompt=f"{self.leave_words} (y/N) ", fresh=True)
        if answer is not None and answer.strip().lower() in ("y", "yes"):
            self.console.print("quitting: you left the table")
            return True
        self.console.print("staying at the table")
        return False

    def _show_turn(self, view: SeatView) -> None:
        self.console.print(board_text(view, self.console.width))
        self.console.print(hand_text(view, None, range(len(view.hand))))
        for note in view.notes:
            self.console.print(note, style="magenta", highlight=False)
        choices = "  ".join(
            f"{i}) {m.typed if m.kind == 'play' else f'{m.typed} ({m.words})'}"
            for i, m in enumerate(view.moves, 1)
        )
        self.console.print(f"legal: {choices}", highlight=False)

    # -- the end ---------------------------------------------------------------------------

    def finished(self, table: Table, log_path: Path) -> None:
        names = names_of(table, table.my_seat)
        if table.final is not None:
            self.console.print(render.match_table(table.final, names))
            winners = ", ".join(names[w] for w in table.final.winners)
            self.console.print(f"winner: {winners}", highlight=False)
        else:
            if table.outcomes:
                self.console.print(standings(table, names))
            if table.end_reason:
                self.console.print(f"the match ended early: {table.end_reason}", highlight=False)
        self.console.print(f"log saved to {log_path}", highlight=False, soft_wrap=True)
        self.console.print(
            f"check it:  mextrain verify {log_path}", highlight=False, soft_wrap=True
        )
        if table.final is not None:  # only a finished match can be analysed
            self.console.print(
                f"where each player lost points:  mextrain analyze {log_path}",
                highlight=False,
                soft_wrap=True,
            )


def standings(table: Table, names: Sequence[str]) -> RichTable:
    """Totals so far, for a match that stopped early."""
    out = RichTable(title=f"standings after {len(table.outcomes)} round(s)")
    out.add_column("player")
    out.add_column("total", justify="right")
    for seat, total in sorted(enumerate(totals(table)), key=lambda item: item[1]):
        out.add_row(Text(names[seat]), str(total))
    return out
