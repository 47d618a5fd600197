"""Timeouts for silent seats: pure bookkeeping with the clock passed in, so it is testable.

The host tells the watchdog after every entry whom the table now waits for. A seat that is
awaited and disconnected pauses the table at once, with a countdown; one that is connected but
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

    def progress(self, now: float, waiting: Iterable[int]) -> None:
        """The table moved on (a new entry) and now waits for ``waiting``."""
        self.since = now
        self.waiting = tuple(s for s in waiting if s != HOST_SEAT)

    def check(self, now: float, absent: Iterable[int]) -> Pause | None:
        """The pause to show now, if any; ``absent`` are the seats with no live connection."""
        if not self.waiting:
            return None
        left = self.since + self.timeout - now
        gone = tuple(s for s in self.waiting if s in set(absent))
        if gone:
            return Pause(gone, left, True)
        if left <= min(WARN_BEFORE, self.timeout / 2):
            return Pause(self.waiting, left, False)
        return None
