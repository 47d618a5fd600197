"""What one admitted connection may cost the host: frames and bytes a second, and notes.

A :class:`Budget` is a pair of token buckets (frames and bytes). The host reads a connection's
next frame only when its budget allows it, so a connection that sends faster is simply not
read (TCP pushes back on it): a flood costs the host nothing beyond its share, and the frames
are never dropped half-read. :class:`Summary` keeps a connection's refusals from flooding the
host's terminal: the first few of a window are shown, the rest counted in one line.
"""

from __future__ import annotations

import time
from collections.abc import Callable

FRAMES_PER_SECOND = 32.0
FRAME_BURST = 128
"""A connection's frames: this many back to back (a rejoining seat re-sends what it owes),
then FRAMES_PER_SECOND."""
BYTES_PER_SECOND = 2 << 20
BYTE_BURST = 4 << 20
"""A connection's bytes: a few whole 1 MiB messages back to back, then BYTES_PER_SECOND."""
OVER_FOR = 2.0
"""A connection kept over its budget this long is cut (it reconnects, its junk discarded)."""
BREAK = 0.5
"""A connection over its budget has had a break once it has earned this many seconds of its
rate back (a peer that paused), not merely a frame: a host whose event loop wakes late under
load refills a frame or two more than the wait, and that must not let a flood off the cut."""
SPECTATOR_FRAME_CAP = 1024
"""The biggest frame a spectator may send: a spectator sends only sync, chat, ping and pong."""
INBOX_SHARE = 32
"""A connection's messages waiting to be sequenced at once; more are refused."""
NOTES_SHOWN = 3
NOTES_WINDOW = 10.0
"""Per seat (across its connections) or spectator, at most NOTES_SHOWN notes about its refused
frames, and as many about its connections and drops, per NOTES_WINDOW seconds; then a count."""
JUNK_MEMORY = 60.0
JUNK_BURST = 8
"""A seat cut for junk in the last JUNK_MEMORY seconds starts its next connection with a burst
of JUNK_BURST frames, not FRAME_BURST: a flooder that reconnects gets its junk read little."""


class Budget:
    """A connection's allowance of frames and bytes (token buckets, refilled with time)."""

    def __init__(
        self,
        *,
        frames_per_second: float = FRAMES_PER_SECOND,
        frame_burst: int = FRAME_BURST,
        bytes_per_second: float = BYTES_PER_SECOND,
        byte_burst: int = BYTE_BURST,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.fps = frames_per_second
        self.frame_burst = float(frame_burst)
        self.bps = bytes_per_second
        self.byte_burst = float(byte_burst)
        self.clock = clock
        self.frames = self.frame_burst
        self.bytes = self.byte_burst
        self._at = clock()
        self.waits = 0
        """How many times the connection had to wait for its budget."""
        self.over_since: float | None = None
        """Since when the connection has been over its budget without a break."""

    def _refill(self) -> None:
        now = self.clock()
        elapsed = max(0.0, now - self._at)
        self._at = now
        self.frames = min(self.frame_burst, self.frames + elapsed * self.fps)
        self.bytes = min(self.byte_burst, self.bytes + elapsed * self.bps)

    def delay(self) -> float:
        """Seconds until the next frame may be read (0: now)."""
        self._refill()
        wait = max((1.0 - self.frames) / self.fps, -self.bytes / self.bps, 0.0)
        if wait > 0:
            self.waits += 1
            if self.over_since is None:
                self.over_since = self._at
        elif self._had_a_break():
            self.over_since = None
        return wait

    def _had_a_break(self) -> bool:
        """Refilled by BREAK seconds of its rate (or to its burst): the peer paused."""
        frames = min(self.frame_burst, BREAK * self.fps)
        bytes_ = min(self.byte_burst, BREAK * self.bps)
        return self.frames >= frames and self.bytes >= bytes_

    def over_too_long(self) -> bool:
        """Over budget for OVER_FOR seconds on end: a flood, not a burst."""
        return self.over_since is not None and self._at - self.over_since >= OVER_FOR

    def charge(self, size: int) -> None:
        """A frame of ``size`` bytes was read."""
        self._refill()
        self.frames -= 1.0
        self.bytes -= size


class Summary:
    """Notes about one seat (across its connections) or one spectator, a few a window, the
    rest counted and said in one line."""

    def __init__(
        self,
        note: Callable[[str], None],
        clock: Callable[[], float],
        what: str = "refusals of WHO's frames or messages",
    ) -> None:
        self._note = note
        self._clock = clock
        self.what = what
        """What the notes are, for the count line ('WHO' stands for the connection)."""
        self.window = -NOTES_WINDOW
        self.shown = 0
        self.quiet = 0
        self.about = ""
        self.hushed_until = -float("inf")
        """Until when each note is only counted (:meth:`hush`)."""

    def hush(self, until: float) -> None:
        """Count the notes until ``until`` without showing any, each window's count in its one
        line: a seat cut for junk again while on probation (a flooder reconnecting for each
        of its moves) has been shown already, and each line costs the host a terminal write."""
        self.hushed_until = max(self.hushed_until, until)

    def note(self, about: str, text: str) -> None:
        """``text`` about ``about`` (the connection, for the summary line)."""
        self.flush()
        if self.shown == 0:
            self.window = self._clock()
        self.about = about
        if self.shown < NOTES_SHOWN and self._clock() >= self.hushed_until:
            self.shown += 1
            self._note(text)
        else:
            self.quiet += 1

    def flush(self, *, final: bool = False) -> None:
        """Say how many were not shown, once their window is over (or at once: ``final``)."""
        if not final and self._clock() - self.window <= NOTES_WINDOW:
            return
        if self.quiet:
            self._note(
                f"... and {self.quiet} more {self.what.replace('WHO', self.about)} in"
                f" {NOTES_WINDOW:.0f} s (showing {NOTES_SHOWN} a window)"
            )
        self.quiet = 0
        self.shown = 0
