"""The node's frontend for the app: snapshots of the table, shown at a readable pace.

The node calls :class:`AppFrontend` (the :class:`~mextrain.node.frontend.Frontend` protocol)
as log entries arrive. Each move becomes a frozen :class:`SeatView` snapshot queued for the
screen; a small task shows them one by one, ``pace`` seconds apart for other players' moves,
and holds the queue at a round's end until the person presses a key. The person is asked for a
move only once everything before it has been shown.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ...protocol.log import HOST_SEAT
from ...protocol.rules import Event
from ...protocol.table import (
    RoundEndView,
    SeatView,
    Table,
    Update,
    pair_text,
    round_end_view,
    rules_in_words,
    shown_names,
    table_view,
)
from ..words import takes_seat
from .app import TableApp

MOVES = ("play", "place_engine", "draw", "pass", "no_engine", "end_build")


@dataclass(frozen=True)
class _Show:
    view: SeatView
    line: str = ""
    style: str = ""
    paced: bool = False
    run: int | None = None
    """Lines of one run (a seat's draws, then its play) replace each other in the log."""


@dataclass
class _Run:
    """A seat's draws in a row, told as one line that grows: ``bot 2 drew 7 tiles``."""

    number: int
    seat: int
    who: str
    tiles: list[str]
    count: int = 0

    def text(self) -> str:
        what = "a tile" if self.count == 1 else f"{self.count} tiles"
        shown = f" ({', '.join(self.tiles)})" if self.tiles else ""
        return f"{self.who} drew {what}{shown}"


SEARCH = -2
"""The run of the engine search (every seat's draws until the engine turns up)."""
PAST = {"plays": "played", "play": "played", "passes:": "passed:", "pass:": "passed:"}
PACED = ("play", "place_engine")
"""Moves of other seats shown ``pace`` apart: real decisions. Draws, passes and the engine
search go by without a pause, as one growing line."""


@dataclass(frozen=True)
class _Line:
    text: str
    style: str = ""


@dataclass(frozen=True)
class _RoundEnd:
    end: RoundEndView


@dataclass(frozen=True)
class _Finished:
    reason: str
    log_path: str


_Item = _Show | _Line | _RoundEnd | _Finished


class AppFrontend:
    """Feeds a :class:`TableApp` from a node (host's own seat, a joined seat, a spectator)."""

    def __init__(self, app: TableApp, *, pace: float = 0.4) -> None:
        self.app = app
        self.pace = pace
        self._queue: asyncio.Queue[_Item] = asyncio.Queue()
        self._idle = asyncio.Event()
        self._idle.set()
        self._task: asyncio.Task[None] | None = None
        self._last: SeatView | None = None
        self._my_draw = False
        self._run: _Run | None = None
        self._runs = 0
        self.finished_shown = asyncio.Event()

    # -- the queue -----------------------------------------------------------------------

    def _put(self, item: _Item) -> None:
        self._idle.clear()
        self._queue.put_nowait(item)
        if self._task is None or self._task.done():
            self._task = asyncio.get_running_loop().create_task(self._drain())

    async def _drain(self) -> None:
        while True:
            try:
                item = self._queue.get_nowait()
            except asyncio.QueueEmpty:
                self._idle.set()
                return
            await self._present(item)

    async def _present(self, item: _Item) -> None:
        app = self.app
        if isinstance(item, _Show):
            app.show(item.view)
            if item.line:
                app.log_line(item.line, item.style, item.run)
            if item.paced and self.pace > 0:
                await asyncio.sleep(self.pace)
        elif isinstance(item, _Line):
            app.log_line(item.text, item.style)
        elif isinstance(item, _RoundEnd):
            await app.round_end(item.end)
        else:
            await app.match_end(item.reason, item.log_path)
            self.finished_shown.set()

    async def settled(self) -> None:
        """Everything queued so far has been shown."""
        await self._idle.wait()

    # -- Frontend ------------------------------------------------------------------------

    def note(self, text: str) -> None:
        self.app.log_line(f"· {text}", "dim")
        self.app.call_later(self.app.refresh_keys)  # someone came or left: chat or not

    def chat(self, name: str, text: str) -> None:
        self.app.chat_line(name, text)

    def status(self, status: dict[str, Any]) -> None:
        self.app.call_later(self.app.refresh_keys)
        lobby = status.get("lobby") or []
        if status.get("stage") == "lobby" and lobby:
            self.app.set_lobby(_lobby_text(lobby, self.app.start_bots is not None))
        text = str(status.get("text", ""))
        if status.get("paused"):
            self.app.set_countdown(text)
        else:
            self.app.set_countdown("")

    def updates(self, table: Table, updates: Sequence[Update]) -> None:
        for update in updates:
            self._update(table, update)

    def _update(self, table: Table, update: Update) -> None:
        kind = update.kind
        names = shown_names(table)
        me = table.my_seat
        if kind == "start":
            if table.rules is not None:
                self.app.rules_lines = rules_in_words(table.rules)
            rules = table.rules.name if table.rules else "?"
            self._put(_Line(f"the match starts: {rules} rules, {', '.join(names)}", "bold"))
            view = table_view(table)
            if view is not None:  # the table at once, while the deck is shuffled and dealt
                self._put(_Show(view))
            return
        if kind == "join":
            self._put(_Line(takes_seat(update.detail["name"], update.seat, mine=update.seat == me)))
            return
        if kind == "deal" and table.round is not None and len(table.round.deals) == table.seats:
            view = table_view(table)
            if view is not None:
                self._last = view
                pip = view.engine_pip
                line = f"round {view.round_no} of {view.rounds}: engine {pip}-{pip}, dealt"
                self._put(_Show(view, line, "bold"))
            return
        if kind == "draw" and update.seat == me:
            self._my_draw = True  # named once its keys arrive and the tile is known
            return
        if kind == "release" and self._my_draw:
            rnd = table.round
            if rnd is None or rnd.pending_draw is not None:
                return
            self._my_draw = False
            self._show_move(table, paced=False)
            return
        if kind in MOVES:
            self._show_move(table, paced=update.seat != me and kind in PACED)
            return
        if kind == "round_over":
            self._round_over(table, update)
        elif kind == "blame":
            who = "the host" if update.seat == HOST_SEAT else names[update.seat]
            self._put(_Line(f"cheating detected: {who}: {update.detail['reason']}", "bold red"))
        elif kind == "abort":
            if self.app.left and me == 0 and not self.app.spectator:  # the host's own person
                self._put(_Line("you left the table: the match ends here", "red"))
            else:
                self._put(_Line(f"the host stopped the match: {update.detail['reason']}", "red"))
        elif kind == "anomaly":
            self._put(_Line(f"{names[update.seat]} reports an anomaly", "red"))

    def _show_move(self, table: Table, *, paced: bool) -> None:
        view = table_view(table)
        if view is None:
            return
        self._last = view
        if not view.recent:
            self._put(_Show(view, paced=paced))
            return
        last = view.recent[-1]
        mine = last.seat == table.my_seat
        line, run = self._told(view, last.seat, last.kind, last.text, last.tile)
        self._put(_Show(view, line, "bold" if mine else "", paced=paced, run=run))

    def _told(
        self, view: SeatView, seat: int, kind: str, text: str, tile: tuple[int, int] | None
    ) -> tuple[str, int | None]:
        """A move's log line, a seat's draws in a row and the move after them as one line:
        ``bot 2 drew 7 tiles, then played 5-12 on the Mexican train``."""
        if view.phase == "engine" and kind in ("draw", "no_engine"):
            return self._searching(view, seat, kind, tile)
        run = self._run if self._run is not None and self._run.seat == seat else None
        if kind == "draw":
            if run is None:
                self._runs += 1
                who = "you" if seat == view.seat else view.names[seat]
                run = self._run = _Run(self._runs, seat, who, [])
            run.count += 1
            if tile is not None:
                run.tiles.append(pair_text(tile))
            return run.text(), run.number
        self._run = None
        if run is None or kind not in ("play", "pass"):
            return text, None
        rest = text[len(run.who) + 1 :].split(" ", 1)
        verb = PAST.get(rest[0], rest[0])
        return f"{run.text()}, then {verb} {rest[1] if len(rest) > 1 else ''}".rstrip(), run.number

    def _searching(
        self, view: SeatView, seat: int, kind: str, tile: tuple[int, int] | None
    ) -> tuple[str, int]:
        """Nobody holds the engine: every seat's draws and "not me" as one line."""
        run = self._run
        if run is None or run.seat != SEARCH:
            self._runs += 1
            run = self._run = _Run(self._runs, SEARCH, "", [])
        if kind == "draw":
            run.count += 1
            if tile is not None:
                run.tiles.append(pair_text(tile))
        pip = view.engine_pip
        mine = f" (you drew {', '.join(run.tiles)})" if run.tiles else ""
        if not run.count:
            return f"looking for the engine {pip}-{pip}: nobody has shown it yet", run.number
        drawn = "a tile" if run.count == 1 else f"{run.count} tiles"
        return f"looking for the engine {pip}-{pip}: {drawn} drawn so far{mine}", run.number

    def _round_over(self, table: Table, update: Update) -> None:
        detail = update.detail
        names = shown_names(table)
        outcome = detail["outcome"]
        totals = [sum(o.scores[s] for o in table.outcomes) for s in range(table.seats)]
        rules = table.rules
        end = round_end_view(
            outcome,
            detail["hands"],
            names,
            table.my_seat,
            round_no=update.round + 1,
            rounds=len(rules.round_doubles()) if rules else update.round + 1,
            totals=totals,
            audit=str(detail.get("audit", "ok")),
            board=self._last,
        )
        self._put(_Line(f"round {end.round_no} over: {end.how}; {end.audit}", "bold"))
        self._put(_RoundEnd(end))

    async def choose(self, table: Table) -> Event | None:
        await self.settled()
        view = table_view(table)
        if view is None or not view.moves:
            return None
        self._last = view
        future = self.app.ask(view)
        try:
            return await future
        except asyncio.CancelledError:
            self.app.cancel_ask()
            raise

    def finished(self, table: Table, log_path: Path) -> None:
        view = table_view(table)
        if view is not None:
            self._put(_Show(view))
        self._put(_Finished(table.end_reason, str(log_path)))


def _lobby_text(rows: Sequence[Sequence[Any]], can_start: bool) -> str:
    lines = ["lobby: waiting for players"]
    for seat, name, who, connected in rows:
        if who == "free":
            lines.append(f"  seat {seat}: (free)")
        else:
            away = "" if connected else ", away"
            lines.append(f"  seat {seat}: {name} [{who}{away}]")
    if can_start:
        lines.append("press b to give the free seats to bots and start now")
    return "\n".join(lines)
