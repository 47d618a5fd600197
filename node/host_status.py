"""What the host tells everyone about the table, and the watchdog that pauses or aborts it.

The status (who holds which seat, what the table awaits, a pause's countdown) goes to every
connection and to this terminal. The watch loop asks the :class:`Watchdog` each quarter second
whether an awaited seat is gone or silent, counts down, and applies the policy when the time is
out (``abort``: a signed ``abort`` entry naming the seat; ``wait``: stay paused). The ping loop
keeps connections' idle timers honest.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Collection
from dataclasses import dataclass, field
from typing import Any, Protocol

from ..protocol.log import MAX_REASON_LEN
from ..protocol.table import Stage, Table
from .connections import Connections
from .frontend import Frontend
from .host_settings import HostSettings
from .lobby import Lobby
from .watchdog import AWAY_GRACE, Pause, Watchdog

PING_EVERY = 5.0
WATCH_EVERY = 0.25


@dataclass
class _Timer:
    shown: int | None = None
    paused: bool = False
    gave_up: set[int] = field(default_factory=set)


class _Notes(Protocol):
    """The door's notes about refused connections, summed up once a window is over."""

    def window_over(self) -> bool: ...
    def summary(self) -> None: ...


class _Door(Protocol):
    @property
    def notes(self) -> _Notes: ...


class _Outbox(Protocol):
    def put_outbox(self) -> None: ...


class StatusNeeds(Protocol):
    """What the status reads of the table it shows (the host), and where an ``abort`` goes.
    Read when used, never kept: a resumed or reopened game replaces the table, its lobby,
    seats, watchdog and settings."""

    @property
    def settings(self) -> HostSettings: ...
    @property
    def table(self) -> Table: ...
    @property
    def lobby(self) -> Lobby: ...
    @property
    def seats(self) -> Collection[int]: ...
    @property
    def conns(self) -> Connections: ...
    @property
    def watchdog(self) -> Watchdog: ...
    @property
    def admission(self) -> _Door: ...
    @property
    def sequencing(self) -> _Outbox: ...
    @property
    def frontend(self) -> Frontend: ...
    @property
    def ended(self) -> asyncio.Event: ...
    @property
    def clock(self) -> Callable[[], float]: ...


class HostStatus:
    """The status every node is shown, the pause countdown, and the policy at its end."""

    def __init__(self, host: StatusNeeds) -> None:
        self.host = host
        self._timer = _Timer()
        self._was_lobby = True
        self._rows: list[list[Any]] = []
        """The seats' rows last shown."""

    async def ping_loop(self) -> None:
        """Ping every connection, to the end of the host's linger too (a joiner whose last
        entry was lost on the way learns it from the next frame, and comes back for it)."""
        host = self.host
        while True:
            await asyncio.sleep(PING_EVERY)
            for conn in host.conns:
                conn.channel.send("ping")
                for notes in conn.notes():
                    notes.flush()
            if host.admission.notes.window_over():
                host.admission.notes.summary()

    async def watch_loop(self) -> None:
        host = self.host
        while not host.ended.is_set():
            await asyncio.sleep(WATCH_EVERY)
            table = host.table
            if table.stage in (Stage.LOBBY, Stage.CLOSING, Stage.ENDED):
                continue
            remote = {s for s in range(table.seats) if s not in host.seats}
            pause = host.watchdog.check(host.clock(), remote - set(host.conns.by_seat))
            self.tick(pause)
            if self._seat_rows() != self._rows:  # a seat came, or has been gone a while
                self.show(pause)

    def seats_changed(self) -> None:
        """A connection came or went. In the lobby everyone sees it at once (who holds which
        seat is what a lobby is about); in a match the watch loop shows it at its next tick,
        if a seat's row changed: a seat away for less than AWAY_GRACE is shown connected, as
        it pauses nothing either, so one cut for junk and back at once costs nobody a status."""
        if self.host.table.stage is Stage.LOBBY:
            self.show()

    def _seat_rows(self) -> list[list[Any]]:
        host = self.host
        table = host.table
        if not table.names:
            return []
        connected = set(host.conns.by_seat) | set(host.seats)
        if table.stage is not Stage.LOBBY:
            now = host.clock()
            away = host.watchdog.away_since
            connected |= {s for s in range(table.seats) if now - away.get(s, now) < AWAY_GRACE}
        return host.lobby.rows(table, connected)

    def tick(self, pause: Pause | None) -> None:
        """One look at the watchdog's answer: show the countdown when it changes, say when
        the pause is over, and abort the match when it ran out under the ``abort`` policy."""
        host = self.host
        timer = self._timer
        if pause is None:
            if timer.paused:
                timer.paused = False
                timer.shown = None
                self.show(resumed=True)
            return
        timer.paused = True
        left = max(0, int(pause.seconds_left + 0.999))
        if pause.expired and host.settings.on_timeout == "abort":
            if not timer.gave_up:
                timer.gave_up.update(pause.seats)
                seat = pause.seats[0]
                name = host.table.names[seat] or f"seat {seat}"
                why = "disconnected" if pause.disconnected else "silent"
                host.table.abort(
                    seat,
                    f"seat {seat} ({name}) was {why} for {host.settings.timeout:.0f} s"[
                        :MAX_REASON_LEN
                    ],
                )
                host.sequencing.put_outbox()
            return
        if left != timer.shown:
            timer.shown = left
            self.show(pause)

    def after_commit(self) -> None:
        """In the lobby every entry changes the seats: show them (and once more on leaving)."""
        lobby = self.host.table.stage is Stage.LOBBY
        if lobby or self._was_lobby:
            self.show()
        self._was_lobby = lobby

    def show(self, pause: Pause | None = None, *, resumed: bool = False) -> None:
        """Tell everyone (and this terminal) who holds which seat and what the table awaits."""
        host = self.host
        table = host.table
        rows = self._rows = self._seat_rows()
        status: dict[str, Any] = {
            "stage": str(table.stage),
            "lobby": rows,
            "waiting": list(pause.seats) if pause else [],
            "paused": pause is not None,
            "seconds_left": -1,
            "policy": host.settings.on_timeout,
            "text": "",
        }
        if pause is not None:
            names = ", ".join(f"seat {s} ({table.names[s] or '?'})" for s in pause.seats)
            left = max(0, int(pause.seconds_left + 0.999))
            status["seconds_left"] = left
            state = "disconnected" if pause.disconnected else "silent"
            if pause.expired:
                status["text"] = f"paused: {names} {state}; waiting for a rejoin (policy: wait)"
            else:
                then = (
                    "the match is aborted"
                    if host.settings.on_timeout == "abort"
                    else ("the table keeps waiting")
                )
                status["text"] = f"paused: {names} {state}; {left} s until {then}"
        elif table.stage is Stage.LOBBY:
            free = sum(1 for r in rows if r[2] == "free" or not r[3])
            status["text"] = f"lobby: {table.seats - free}/{table.seats} seats filled"
        elif resumed:
            status["text"] = "resumed: the table is complete again"
        for conn in host.conns:
            if conn.live or table.stage is Stage.LOBBY:
                conn.channel.send("status", status)
        host.frontend.status(status)
