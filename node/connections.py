"""The host's admitted connections: who holds which seat, and the chat they may relay.

A :class:`Connection` is a joiner past the door (a seat with its identity key, or a spectator).
:class:`Connections` keeps them, by seat too, and relays chat under a per-connection rate
limit: chat is never signed and never in the log, so it is the one thing a connection can send
that no table check bounds.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections import deque
from collections.abc import Callable, Collection, Iterator
from dataclasses import dataclass, field

from ..protocol.log import MAX_NAME_LEN
from .budget import (
    BYTES_PER_SECOND,
    FRAMES_PER_SECOND,
    JUNK_BURST,
    JUNK_MEMORY,
    OVER_FOR,
    Budget,
    Summary,
)
from .channel import Channel
from .envelope import chat_line

IDLE_TIMEOUT = 20.0
"""A connection that sends nothing (not even a pong) for this long is dropped."""
CHAT_RATE = 5
CHAT_WINDOW = 10.0
"""A connection's chat lines beyond CHAT_RATE in CHAT_WINDOW seconds are dropped."""
REFUSALS = "refusals of WHO's frames or messages"
COMINGS = "connections of WHO"
GOINGS = "drops and departures of WHO"
KINDS = (REFUSALS, COMINGS, GOINGS)
"""The kinds of notes about a connection, each a few a window (budget.Summary)."""
SPECTATOR_ADDRESSES = 64
"""Spectators' notes are counted per address, for this many addresses at most."""
JUNK_COUNT = 3
"""A seat with this many messages refused (or chat lines dropped) in a while sends junk."""
HELD_RECHECK = 1.0
"""A held connection is looked at again after each batch the sequencer takes (the table may
wait for its seat now), when its hold ends with time, and at least this often (seconds)."""
QUEUED_RECHECK = 0.25
"""An over-budget connection whose messages wait in the sequencer's inbox is judged for a
cut only once the sequencer has taken them (a cut would drop them): looked at again after
each batch, and at least this often (seconds)."""
WATCHING = " (watching)"
"""Added to a spectator's name on its chat lines: nobody watching speaks as a player."""
Clock = Callable[[], float]
chat_clock = time.monotonic
"""The chat rate limit's clock (a test steps it)."""


@dataclass(eq=False)
class Connection:
    channel: Channel
    name: str
    seat: int | None
    """None for a spectator."""
    key: bytes | None
    live: bool = False
    """Caught up: every new entry is relayed to it."""
    synced: bool = False
    """It sent its one ``sync``."""
    chat_times: list[float] = field(default_factory=list)
    """When its recent chat lines came (rate limit)."""
    budget: Budget = field(default_factory=Budget)
    """Frames and bytes a second it may make the host read."""
    refusals: Summary | None = None
    """Notes of its refusals (its seat's, across connections), a few a window (None: each one
    shown)."""
    comings: Summary | None = None
    """Notes of its seat's connections, a few a window (None: each one shown)."""
    goings: Summary | None = None
    """Notes of its seat's drops and departures, a few a window (None: each one shown)."""

    def notes(self) -> tuple[Summary, ...]:
        return tuple(n for n in (self.refusals, self.comings, self.goings) if n is not None)

    queued: int = 0
    """Its messages waiting in the sequencer's inbox (at most INBOX_SHARE)."""
    logged: int = 0
    """Its messages the sequencer put in the log."""
    refused_at: deque[float] = field(default_factory=lambda: deque(maxlen=JUNK_COUNT))
    """When its last few messages were refused (a seat over its budget is cut only for junk)."""
    probation_until: float = 0.0
    """Until when its seat is on probation: JUNK_MEMORY seconds after it was last cut for
    junk (see :meth:`held`); 0 for a seat never cut for junk."""

    def held(self, now: float) -> bool:
        """Not read at all for now: its seat was cut for junk less than JUNK_MEMORY seconds
        ago and a message of this connection was refused again (on probation one is junk
        enough: each more read before the cut cost the host a frame's decoding and a refusal,
        for each move of a flooder). Reading on would cost the host its junk and bring nothing
        the table needs: once the table waits for this seat, it is cut (:meth:`cut_for`) and
        its next connection brings the move first. It is read again once its last refusal is
        2 * OVER_FOR old, and for good once the probation is over."""
        return (
            self.seat is not None
            and now < self.probation_until
            and bool(self.refused_at)
            and now - self.refused_at[-1] < 2 * OVER_FOR
        )

    def held_until(self) -> float:
        """When :meth:`held` ends by time alone (its junk too old, or the probation over)."""
        junk_old = self.refused_at[-1] + 2 * OVER_FOR if self.refused_at else 0.0
        return min(self.probation_until, junk_old)

    def sends_junk(self, now: float, window: float) -> bool:
        """At least JUNK_COUNT of its messages refused in the last ``window`` seconds."""
        times = self.refused_at
        return len(times) == JUNK_COUNT and now - times[0] < window

    def cut_for(self, now: float, waited_on: Collection[int]) -> str | None:
        """Why this connection, over its budget or held, is cut (it reconnects, its junk
        discarded), or None: it is only slowed. A spectator is cut once kept over its budget
        OVER_FOR s; a seat only while its messages are being refused (an honest seat at a fast
        table, a key release for every tile the bots draw, outruns the rate), and then at once
        if the table waits for it (``waited_on``): its move is stuck behind its junk, and a new
        connection brings it first. Never while a message of the seat waits to be sequenced
        (the sequencer drops what a cut connection sent)."""
        rate = f"more than {FRAMES_PER_SECOND:.0f} frames or {BYTES_PER_SECOND >> 20} MiB a second"
        if self.seat is not None:
            if self.queued:  # a message of its waits to be sequenced: a cut would lose it
                return None
            if self.held(now) and self.seat in waited_on:
                return "junk again soon after a cut for junk, while the table waits for this seat"
            if not self.sends_junk(now, 2 * OVER_FOR):
                return None
            if self.seat in waited_on:
                return f"{rate} of refused frames while the table waits for this seat"
        if self.budget.over_too_long():
            return f"{rate} for {OVER_FOR:.0f} s"
        return None

    def __str__(self) -> str:
        who = "spectator" if self.seat is None else f"seat {self.seat}"
        return f"{self.name!r} ({who}, {self.channel.peer})"


Source = Connection | int
"""Who sent a message: a connection, or the number of a seat in this process (-1: the host)."""


class Connections:
    """Every admitted connection, and the one that holds each seat."""

    def __init__(
        self, show_chat: Callable[[str, str], None] | None = None, clock: Clock = time.monotonic
    ) -> None:
        self.all: set[Connection] = set()
        self.by_seat: dict[int, Connection] = {}
        self.show_chat = show_chat
        """How this process's own terminal shows a chat line (None: not at all)."""
        self.seat_notes: dict[tuple[int | str, str], Summary] = {}
        """Each seat's (or spectators' address's) notes of each kind, across its connections:
        one that reconnects again and again gets no fresh allowance of lines each time."""
        self.junk_cut_at: dict[int, float] = {}
        """When each seat was last cut for sending junk over its budget."""
        self.clock = clock
        """The host's clock of timeouts, for ``left_at``."""
        self.left_at: dict[int, float] = {}
        """When each seat's last connection ended (by ``clock``)."""
        self.byes: set[int] = set()
        """The seats whose joiner said ``bye``: it holds the last entry (SPEC.md 8.5 step 7)."""
        self.junk_cut_after_end: dict[int, float] = {}
        """When each seat's connection was last cut for junk after the end (by the host's
        clock): the host waits for its ``bye`` only a few seconds more (farewell.owed)."""
        self._sequenced: asyncio.Event | None = None
        """Set when the sequencer has taken a batch: wakes the held and queued connections
        (made only while one waits, so an unattacked table pays nothing for it)."""

    def sequenced(self) -> None:
        """The sequencer took a batch (the table may wait for other seats now, and a
        connection's queued messages may be gone): wake whoever waits for that."""
        event, self._sequenced = self._sequenced, None
        if event is not None:
            event.set()

    async def until_sequenced(self, timeout: float) -> None:
        """Wait for the sequencer's next batch, or ``timeout`` seconds, whichever is first:
        a connection that is not read costs the host no wake-up while the table stands."""
        if self._sequenced is None:
            self._sequenced = asyncio.Event()
        event = self._sequenced
        with contextlib.suppress(TimeoutError):
            async with asyncio.timeout(max(0.0, timeout)):
                await event.wait()

    def give_notes(self, conn: Connection, note: Callable[[str], None], clock: Clock) -> None:
        """Give ``conn`` its Summaries of notes: its seat's, or its address's for a spectator
        (the last SPECTATOR_ADDRESSES addresses are remembered)."""
        who: int | str = (
            conn.seat if conn.seat is not None else conn.channel.peer.rpartition(":")[0]
        )

        def summary(kind: str) -> Summary:
            if (who, kind) in self.seat_notes:
                return self.seat_notes[who, kind]
            if isinstance(who, str):
                spectators = [k for k in self.seat_notes if isinstance(k[0], str)]
                for old in spectators[
                    : max(0, len(spectators) - len(KINDS) * SPECTATOR_ADDRESSES + 1)
                ]:
                    del self.seat_notes[old]
            made = self.seat_notes[who, kind] = Summary(note, clock, kind)
            return made

        conn.refusals = summary(REFUSALS)
        conn.comings = summary(COMINGS)
        conn.goings = summary(GOINGS)

    def cut_for_junk(self, conn: Connection, now: float, *, ended: bool = False) -> None:
        """``conn`` was cut for junk: its seat's next connection gets a small burst. Cut again
        while on probation, its seat's notes are hushed until the probation ends (each window
        says only how many there were): the first cut's notes said what it does. Cut after the
        match ``ended``, the host waits for it only a little (:attr:`junk_cut_after_end`,
        farewell.JUNK_COMEBACK): its ``bye`` was behind its junk."""
        if conn.seat is None:
            return
        if ended:
            self.junk_cut_after_end[conn.seat] = now
        if self.on_probation(conn.seat, now):
            for notes in conn.notes():
                notes.hush(now + JUNK_MEMORY)
        self.junk_cut_at[conn.seat] = now

    def probation_end(self, seat: int | None) -> float:
        """When ``seat``'s probation ends: JUNK_MEMORY seconds after its last cut for junk
        (0 for a seat never cut for junk, or a spectator)."""
        cut = self.junk_cut_at.get(seat, None) if seat is not None else None
        return 0.0 if cut is None else cut + JUNK_MEMORY

    def on_probation(self, seat: int | None, now: float) -> bool:
        """Whether ``seat`` was cut for junk in the last JUNK_MEMORY seconds."""
        return now < self.probation_end(seat)

    def budget_for(self, seat: int | None, now: float) -> Budget:
        """A new connection's budget: a seat cut for junk lately starts with JUNK_BURST."""
        budget = Budget()
        if self.on_probation(seat, now):
            budget.frames = min(budget.frames, float(JUNK_BURST))
        return budget

    def __iter__(self) -> Iterator[Connection]:
        return iter(list(self.all))

    def __contains__(self, conn: object) -> bool:
        return conn in self.all

    def __len__(self) -> int:
        return len(self.all)

    def spectators(self) -> int:
        return sum(1 for c in self.all if c.seat is None)

    def add(self, conn: Connection) -> Connection | None:
        """Admit ``conn``; returns the connection it replaces on its seat, if any."""
        old = None
        if conn.seat is not None:
            old = self.by_seat.pop(conn.seat, None)
            if old is not None:
                self.all.discard(old)
            self.by_seat[conn.seat] = conn
        self.all.add(conn)
        return old

    def forget(self, conn: Connection) -> bool:
        """Remove ``conn``; True if it held a seat (which is now free for a rejoin)."""
        self.all.discard(conn)
        if conn.seat is not None and self.by_seat.get(conn.seat) is conn:
            del self.by_seat[conn.seat]
            self.left_at[conn.seat] = self.clock()
            return True
        return False

    def chat(self, conn: Connection, text: str) -> bool:
        """Relay a chat line unless its sender is over the rate (CHAT_RATE lines a window);
        False when it was dropped."""
        now = chat_clock()
        conn.chat_times = [t for t in conn.chat_times if now - t < CHAT_WINDOW]
        if len(conn.chat_times) >= CHAT_RATE:
            return False
        conn.chat_times.append(now)
        name = conn.name
        if conn.seat is None:
            name = name[: MAX_NAME_LEN - len(WATCHING)] + WATCHING
        self.say(name, text)
        return True

    def say(self, name: str, text: str) -> None:
        """Show a chat line to everyone at the table (never signed, never in the log)."""
        text = chat_line(text)
        if not text:
            return
        for conn in self:
            conn.channel.send("said", name[:MAX_NAME_LEN], text)
        if self.show_chat is not None:
            self.show_chat(name, text)
