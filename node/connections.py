"""The host's admitted connections: who holds which seat, and the chat they may relay.

A :class:`Connection` is a joiner past the door (a seat with its identity key, or a spectator).
:class:`Connections` keeps them, by seat too, and relays chat under a per-connection rate
limit: chat is never signed and never in the log, so it is the one thing a connection can send
that no table check bounds.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from ..protocol.log import MAX_NAME_LEN
from .budget import Budget, Summary
from .channel import Channel
from .envelope import chat_line

IDLE_TIMEOUT = 20.0
"""A connection that sends nothing (not even a pong) for this long is dropped."""
CHAT_RATE = 5
CHAT_WINDOW = 10.0
"""A connection's chat lines beyond CHAT_RATE in CHAT_WINDOW seconds are dropped."""
WATCHING = " (watching)"
"""Added to a spectator's name on its chat lines: nobody watching speaks as a player."""
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
    """Its refusal notes, a few a window (None: each one shown)."""
    queued: int = 0
    """Its messages waiting in the sequencer's inbox (at most INBOX_SHARE)."""
    refused_at: list[float] = field(default_factory=list)
    """When its recent messages were refused (a seat over its budget is cut only for junk)."""

    def sends_junk(self, now: float, window: float, enough: int = 3) -> bool:
        """At least ``enough`` of its messages refused in the last ``window`` seconds."""
        self.refused_at = [t for t in self.refused_at if now - t < window]
        return len(self.refused_at) >= enough

    def __str__(self) -> str:
        who = "spectator" if self.seat is None else f"seat {self.seat}"
        return f"{self.name!r} ({who}, {self.channel.peer})"


Source = Connection | int
"""Who sent a message: a connection, or the number of a seat in this process (-1: the host)."""


class Connections:
    """Every admitted connection, and the one that holds each seat."""

    def __init__(self, show_chat: Callable[[str, str], None] | None = None) -> None:
        self.all: set[Connection] = set()
        self.by_seat: dict[int, Connection] = {}
        self.show_chat = show_chat
        """How this process's own terminal shows a chat line (None: not at all)."""

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
