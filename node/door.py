"""Admission before the join code is proven: how many may knock, and how fast they may guess.

Everything a host spends on a connection that has not proven the code is bounded here:
connections in handshake (in all and per address), and the rate of guesses. A guess is made
when the host answers a joiner's SPAKE2 share, so the rate is taken there, for every attempt
whatever its outcome: an attacker who never waits for answers gets no more guesses than one
who does. Failed attempts are counted, and the host is warned when they pile up.
"""

from __future__ import annotations

import asyncio
import time
from collections import Counter
from collections.abc import Awaitable, Callable

GUESSES_PER_SECOND = 2.0
BURST = 2
"""Attempts that may go through back to back (a few joiners arriving at once)."""
MAX_PENDING = 64
"""Connections in handshake at once, from all addresses."""
MAX_PENDING_PER_ADDRESS = 8
WARN_EVERY = 20
"""Warn the host after this many failed attempts (and again after each further batch)."""


class Door:
    """One host's admission control. Not thread-safe: it lives on the host's event loop."""

    def __init__(
        self,
        *,
        rate: float = GUESSES_PER_SECOND,
        burst: int = BURST,
        max_pending: int = MAX_PENDING,
        max_per_address: int = MAX_PENDING_PER_ADDRESS,
        warn_every: int = WARN_EVERY,
        on_warning: Callable[[int, str], None] | None = None,
        clock: Callable[[], float] = time.monotonic,
        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
    ) -> None:
        self.rate = rate
        self.burst = burst
        self.max_pending = max_pending
        self.max_per_address = max_per_address
        self.warn_every = warn_every
        self.on_warning = on_warning
        self.clock = clock
        self.sleep = sleep
        self.pending: Counter[str] = Counter()
        self.attempts = 0
        self.failures = 0
        self._next = -float("inf")
        self._turn = asyncio.Lock()

    def enter(self, address: str) -> str | None:
        """Count a new connection from ``address`` as pending; the reason to turn it away at
        once (to be sent as a ``busy:`` error) if there are too many already."""
        if sum(self.pending.values()) >= self.max_pending:
            return "too many joiners at once; try again in a few seconds"
        if self.pending[address] >= self.max_per_address:
            return f"too many connections from {address} at once; try again in a few seconds"
        self.pending[address] += 1
        return None

    def leave(self, address: str) -> None:
        """The connection proved the code, or is gone."""
        if self.pending[address] > 0:
            self.pending[address] -= 1
        if self.pending[address] == 0:
            del self.pending[address]

    async def attempt(self) -> None:
        """Wait for this connection's turn to guess: at most ``burst`` back to back, then
        ``rate`` a second, in arrival order."""
        async with self._turn:
            now = self.clock()
            interval = 1.0 / self.rate
            start = max(self._next, now - (self.burst - 1) * interval)
            if start > now:
                await self.sleep(start - now)
            self._next = start + interval
            self.attempts += 1

    def failed(self, why: str) -> None:
        """An attempt that did not prove the code (wrong, or abandoned after the host's share)."""
        self.failures += 1
        if self.on_warning is not None and self.failures % self.warn_every == 0:
            self.on_warning(self.failures, why)
