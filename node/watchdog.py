"""Timeouts for silent seats: pure bookkeeping with the clock passed in, so it is testable.

The host tells the watchdog after every entry whom the table now waits for. A seat that is
awaited and disconnected for :data:`AWAY_GRACE` pauses the table, with a countdown (one back
within it, as a seat cut for junk is, shows no pause at all); one that is connected but
silent shows the countdown for its last minute. When the countdown runs out the host applies
its policy: ``abort`` ends the match with a signed ``abort`` entry naming the seat (the
evidence is the log itself: whom the table was waiting for, since which entry), ``wait`` keeps
the table paused until the seat comes back.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from ..protocol.log import HOST_SEAT

POLICIES = ("abort", "wait")
WARN_BEFORE = 60.0
"""A connected but silent seat sees the countdown this many seconds before it runs out."""
AWAY_GRACE = 1.0
"""A seat away for less than this does not pause the table: it is reconnecting (a seat the host
cut for junk is back in a fraction of a second, again and again while it floods)."""


@dataclass(frozen=True)
class Pause:
    seats: tuple[int, ...]
    """The awaited seats that are silent (the disconnected ones, if any are)."""
    seconds_left: float
    disconnected: bool

    @property
    def expired(self) -> bool:
        return self.seconds_left <= 0


class Watchdog:
    def __init__(self, timeout: float) -> None:
        self.timeout = timeout
        self.since = 0.0
        self.waiting: tuple[int, ...] = ()
        self.away_since: dict[int, float] = {}
        """Since when each seat with no connection has been away (as last checked)."""

    def progress(self, now: float, waiting: Iterable[int]) -> None:
        """The table moved on (a new entry) and now waits for ``waiting``."""
        self.since = now
        self.waiting = tuple(s for s in waiting if s != HOST_SEAT)

    def check(self, now: float, absent: Iterable[int]) -> Pause | None:
        """The pause to show now, if any; ``absent`` are the seats with no live connection."""
        self.away_since = {s: self.away_since.get(s, now) for s in set(absent)}
        if not self.waiting:
            return None
        left = self.since + self.timeout - now
        away = self.away_since
        gone = tuple(s for s in self.waiting if s in away and now - away[s] >= AWAY_GRACE)
        if gone:
            return Pause(gone, left, True)
        if left <= min(WARN_BEFORE, self.timeout / 2):
            return Pause(self.waiting, left, False)
        return None
