"""Admission before the join code is proven: how many may knock, and in what order they guess.

Everything a host spends on a connection that has not proven the code is bounded here:
connections in handshake (in all and per address), and the rate of guesses. A guess is tested
when the host checks a joiner's key confirmation (frame 3, SPEC 8.8), so the rate is taken
there, for every attempt whatever its outcome; a `hello` is answered at once, since its share
tests nothing. Failed attempts are counted, and the host is warned when they pile up. Made-up
resumption tickets queue in a second door of their own (8.8, 8.11), so they never take a
guess's turn.

The rate is global, but the line is not first come, first served, so a few flooding addresses
cannot keep everyone else out: a seat the table knows (it signed a door pass with its key)
goes first; then connections from quiet addresses (no recent failed attempt), then the noisy
ones; within each, addresses take turns (each one's first waiting connection before anyone's
second, the address served longest ago first). A newcomer never waits behind sockets that
hold places: one from an address at its cap evicts that address's oldest connection that is
not in line for its turn (silent, or quiet since its ``hello``), and when every place is
taken, one from an address holding fewer than the busiest evicts the busiest's oldest (one
not in line first); a connection that showed a valid door pass is never evicted. An
address's connections that are all in line for their turns (they did their part of the
handshake; the door's rate holds them): a newcomer from that address then waits
for the address's next free place, first come first served, instead of evicting one (each
evicted stranger would come back at once to evict the next, the one next in line, and an
honest newcomer sharing the address would never reach its turn). The key an address is
counted by is the caller's (the peer's IP by default; a relay passes its own per relayed
connection).
"""

from __future__ import annotations

import asyncio
import itertools
import math
import time
from collections import Counter
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field

from .errors import ConnectionDropped

GUESSES_PER_SECOND = 2.0
BURST = 2
"""Attempts that may go through back to back (a few joiners arriving at once)."""
MAX_PENDING = 64
"""Connections in handshake at once, from all addresses."""
MAX_PENDING_PER_ADDRESS = 8
WARN_EVERY = 20
"""Warn the host after this many failed attempts (and again after each further batch)."""
NOISE_HALF_LIFE = 60.0
"""An address's count of failed attempts halves every this many seconds; below 0.5 it is
quiet again."""
PLACE_WAIT = 10.0
"""How long a newcomer waits for its address's next free place before it is turned away."""
MAX_NOISY = 4096
"""Addresses whose failures are remembered (the quietest are forgotten first)."""
COMEBACK_WINDOW = 1.0
"""A connection that comes within this many seconds of a failed attempt from its address (one
per failure) is taken for that guesser coming back: it waits behind its address's others."""


def _nothing() -> None:
    pass


@dataclass(eq=False)
class _Ticket:
    key: str
    priority: bool
    order: int
    alive: Callable[[], bool]
    back: bool = False
    """A guesser coming back (:meth:`Door.arrived`): after its address's other connections."""
    turn: asyncio.Future[None] = field(
        default_factory=lambda: asyncio.get_running_loop().create_future()
    )


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
        self._evict: dict[str, list[Callable[[], None]]] = {}
        """Per key, how to hang up each of its pending connections, oldest first."""
        self._known: set[Callable[[], None]] = set()
        """Pending connections that showed a valid door pass: never evicted."""
        self._in_line: set[Callable[[], None]] = set()
        """Pending connections in line for their turn: an address's newcomer waits rather
        than evicting one of them."""
        self._waiting: dict[str, list[tuple[asyncio.Future[None], Callable[[], None]]]] = {}
        """Per key, newcomers waiting for its next free place, first come first served."""
        self._queued: Counter[str] = Counter()
        """Per key, newcomers from it while it was crowded, until they hold a place or go."""
        self.attempts = 0
        self.failures = 0
        self.evicted = 0
        self._next = -math.inf
        self._line: list[_Ticket] = []
        self._order = itertools.count()
        self._pump: asyncio.Task[None] | None = None
        self._served: dict[str, float] = {}
        """When each key last had a turn (round robin among the noisy)."""
        self._noise: dict[str, tuple[float, float]] = {}
        """Per key: failed attempts (decaying) and when that count was taken."""
        self._failed_at: dict[str, list[float]] = {}
        """Per key, when its latest failed attempts were, each until a connection from it
        comes within COMEBACK_WINDOW (the guesser back) or the window is over."""
        self._back: dict[Callable[[], None], None] = {}
        """Connections that came back after a failure (:meth:`arrived`), oldest first, until
        they leave their place; at most twice ``max_pending`` (places and waiting newcomers):
        one turned away before it took a place is forgotten with the oldest."""

    def enter(
        self, address: str, evict: Callable[[], None] | None = None, *, known: bool = False
    ) -> str | None:
        """Count a new connection from ``address`` as pending; the reason to turn it away at
        once (to be sent as a ``busy:`` error) if there are too many already. ``evict`` hangs
        it up, should the door need its place: when ``address`` holds its most, its oldest
        connection not in line for its turn (and with no door pass) makes way for the
        newcomer; when all places are taken, the oldest of the address holding the most (more
        than this one) does. A newcomer that finds its address's places all taken by
        connections in line is turned away here (:meth:`wait_for_place` lets it wait),
        unless it is ``known`` (its first frame showed a seat the table knows): then the
        oldest of them that showed no door pass makes way."""
        evict = evict or (lambda: None)  # one of its own, whatever the caller gives
        if self.pending[address] >= self.max_per_address and not self._evict_oldest(
            address, in_line=known
        ):
            return f"too many connections from {address} at once; try again in a few seconds"
        if sum(self.pending.values()) >= self.max_pending and not self._make_room(address):
            return "too many joiners at once; try again in a few seconds"
        self._take(address, evict)
        return None

    def arrived(self, address: str, evict: Callable[[], None]) -> None:
        """A new connection from ``address`` (before :meth:`enter`): if it comes within
        COMEBACK_WINDOW of a failed attempt from there that no connection has come back for, it
        is taken for that guesser coming back, and its turn comes after its address's other
        connections in line (SPEC.md 8.8). An honest newcomer sharing an address with guessers
        back to back then waits one turn of its address, not one per guesser; a guesser
        that waits out the window before coming back is only as far back as in arrival order."""
        times = self._failed_at.get(address)
        if not times:
            return
        now = self.clock()
        fresh = [t for t in times if now - t <= COMEBACK_WINDOW]
        if fresh:
            fresh.pop(0)
            self._back[evict] = None
            if len(self._back) > 2 * self.max_pending:
                del self._back[next(iter(self._back))]
        if fresh:
            self._failed_at[address] = fresh
        else:
            del self._failed_at[address]

    def queue(self, address: str) -> bool:
        """Count a newcomer from a :meth:`crowded` address as waiting for a place, if there is
        room (at most ``max_per_address`` per address and ``max_pending`` in all); False: turn
        it away. Until :meth:`unqueue`."""
        if self._queued[address] >= self.max_per_address or self.waiting() >= self.max_pending:
            return False
        self._queued[address] += 1
        return True

    def unqueue(self, address: str) -> None:
        self._queued[address] -= 1
        if self._queued[address] <= 0:
            del self._queued[address]

    async def wait_for_place(self, address: str, evict: Callable[[], None]) -> str | None:
        """:meth:`enter`, but a newcomer (:meth:`queue`d) whose address's places are all held
        by connections in line waits for the address's next free place, first come first
        served, for at most PLACE_WAIT seconds, instead of being turned away: None once it
        holds a place, else the reason to turn it away."""
        busy = self.enter(address, evict)
        if busy is None or self.pending[address] < self.max_per_address:
            return busy  # in, or turned away for the places in all, not its address's
        line = self._waiting.setdefault(address, [])
        place: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        line.append((place, evict))
        try:
            async with asyncio.timeout(PLACE_WAIT):
                await place
        except TimeoutError:
            pass
        except BaseException:
            if place.done() and not place.cancelled():  # handed a place, then cancelled
                self.leave(address, evict)
            raise
        finally:
            if (place, evict) in line:
                line.remove((place, evict))
            if not line and self._waiting.get(address) is line:
                del self._waiting[address]
        return None if place.done() and not place.cancelled() else busy

    def crowded(self, address: str) -> bool:
        """Whether ``address`` holds its most places, none of which a newcomer may evict."""
        if self.pending[address] < self.max_per_address:
            return False
        return all(e in self._known or e in self._in_line for e in self._evict[address])

    def waiting(self) -> int:
        """Newcomers waiting for a place, from all addresses."""
        return sum(self._queued.values())

    def _take(self, address: str, evict: Callable[[], None]) -> None:
        self.pending[address] += 1
        self._evict.setdefault(address, []).append(evict)

    def known(self, address: str, evict: Callable[[], None]) -> None:
        """The pending connection ``evict`` belongs to showed a valid door pass: never evict it."""
        if evict in self._evict.get(address, []):
            self._known.add(evict)

    def in_line(self, address: str, evict: Callable[[], None]) -> None:
        """The pending connection ``evict`` belongs to waits for its turn (it did its part of
        the handshake; the door's rate holds it): its address's newcomers wait for a place
        rather than evict it. (One that sent a ``hello`` and went quiet is not in line.)"""
        if evict in self._evict.get(address, []):
            self._in_line.add(evict)

    def _evict_oldest(self, address: str, *, in_line: bool = True) -> bool:
        """Evict ``address``'s oldest connection not in line for its turn, else (``in_line``)
        its oldest in line; never one that showed a door pass. False: none to evict."""
        places = [e for e in self._evict[address] if e not in self._known]
        silent = [e for e in places if e not in self._in_line]
        victims = silent or (places if in_line else [])
        if not victims:
            return False
        evict = victims[0]
        self._release(address, evict)  # the newcomer takes this place, no waiter
        self.evicted += 1
        evict()
        return True

    def _make_room(self, newcomer: str) -> bool:
        busiest, held = max(self.pending.items(), key=lambda kv: (kv[1], self.noise(kv[0])))
        if held <= self.pending[newcomer] + 1:
            return False
        return self._evict_oldest(busiest)

    def leave(self, address: str, evict: Callable[[], None] | None = None) -> None:
        """The connection proved the code, or is gone (``evict``: which one; a connection
        the door evicted has left already); its place goes to its address's first waiting
        newcomer, if any."""
        self._release(address, evict)
        self._hand_over(address)

    def _release(self, address: str, evict: Callable[[], None] | None) -> None:
        waiting = self._evict.get(address, [])
        if evict is not None and evict not in waiting:
            return
        if self.pending[address] > 0:
            self.pending[address] -= 1
            if evict is None and waiting:
                evict = waiting[0]
            if evict is not None:
                waiting.remove(evict)
                self._known.discard(evict)
                self._in_line.discard(evict)
                self._back.pop(evict, None)
        if self.pending[address] == 0:
            self.pending.pop(address, None)
            self._evict.pop(address, None)

    def _hand_over(self, address: str) -> None:
        """A place of ``address`` is free: its first waiting newcomer takes it (one that
        counts as in line: it waited for its place as it would for a turn)."""
        line = self._waiting.get(address)
        while line and self.pending[address] < self.max_per_address:
            place, evict = line.pop(0)
            if place.done():
                continue
            self._take(address, evict)
            self._in_line.add(evict)
            place.set_result(None)
        if not line:
            self._waiting.pop(address, None)

    def noise(self, key: str) -> float:
        """Failed attempts from ``key`` lately (halving every NOISE_HALF_LIFE seconds)."""
        count, at = self._noise.get(key, (0.0, 0.0))
        return count * 0.5 ** ((self.clock() - at) / NOISE_HALF_LIFE) if count else 0.0

    async def attempt(
        self,
        alive: Callable[[], bool] = lambda: True,
        *,
        key: str = "",
        priority: bool = False,
        place: Callable[[], None] | None = None,
    ) -> None:
        """Wait for this connection's turn to guess: at most ``burst`` back to back, then
        ``rate`` a second in all, in the door's order (``priority``: a seat the table knows;
        ``key``: who to count it as; ``place``: its place at the door, from then on in line
        for its turn, which its address's newcomers do not evict). A connection whose other
        end left while it waited (``alive`` false) takes no turn: ConnectionDropped."""
        if place is not None:
            self.in_line(key, place)
        if not self._line and self._turn_now(key, alive):
            return  # nobody waits and the rate allows one now: no ticket, no pump to wake
        ticket = _Ticket(key, priority, next(self._order), alive, place in self._back)
        self._line.append(ticket)
        if self._pump is None or self._pump.done():
            self._pump = asyncio.create_task(self._turns())
        try:
            await ticket.turn
        finally:
            if ticket in self._line:
                self._line.remove(ticket)

    def _turn_now(self, key: str, alive: Callable[[], bool]) -> bool:
        """Take a turn at once if one is due now (the pump would give it out the same way);
        False: the caller waits in line."""
        now = self.clock()
        start = self._slot(now)
        if start > now:
            return False
        if not alive():
            raise ConnectionDropped("the joiner left while waiting for its turn")
        self._grant(key, start)
        return True

    def _slot(self, now: float) -> float:
        """When the next turn may start: at the rate, with up to ``burst`` turns at once."""
        return max(self._next, now - (self.burst - 1) * (1.0 / self.rate))

    def _grant(self, key: str, start: float) -> None:
        self._next = start + 1.0 / self.rate
        self.attempts += 1
        self._served[key] = start
        if len(self._served) > MAX_NOISY:
            del self._served[min(self._served, key=self._served.__getitem__)]

    async def _turns(self) -> None:
        """Give out turns at the rate, one ticket at a time, while anyone waits."""
        while self._line:
            now = self.clock()
            start = self._slot(now)
            if start > now:
                await self.sleep(start - now)
                continue  # a turn may have gone out at once meanwhile: take the slot afresh
            while self._line:
                ticket = min(self._line, key=self._rank)
                self._line.remove(ticket)
                if ticket.turn.done():
                    continue
                if not ticket.alive():
                    ticket.turn.set_exception(
                        ConnectionDropped("the joiner left while waiting for its turn")
                    )
                    continue
                self._grant(ticket.key, start)
                ticket.turn.set_result(None)
                break
            await asyncio.sleep(0)

    def _rank(self, ticket: _Ticket) -> tuple[int, int, float, int]:
        """Priority first; then quiet keys before noisy ones; then each key's first waiting
        connection before anyone's second (round robin), the key served longest ago first.
        A key's own connections go in arrival order, those that came back after a failure
        (:meth:`arrived`) after the others."""
        if ticket.priority:
            return (0, 0, 0.0, ticket.order)
        noisy = 2 if self.noise(ticket.key) >= 0.5 else 1
        mine = (ticket.back, ticket.order)
        ahead = sum(1 for t in self._line if t.key == ticket.key and (t.back, t.order) < mine)
        return (noisy, ahead, self._served.get(ticket.key, -math.inf), ticket.order)

    def failed(self, why: str, key: str) -> None:
        """An attempt that did not prove the code (wrong, or abandoned after the host's share)."""
        self.failures += 1
        now = self.clock()
        self._noise[key] = (self.noise(key) + 1.0, now)
        if len(self._noise) > MAX_NOISY:
            quietest = min(self._noise, key=self.noise)
            del self._noise[quietest]
        recent = [t for t in self._failed_at.pop(key, []) if now - t <= COMEBACK_WINDOW]
        self._failed_at[key] = [*recent, now][-self.max_per_address :]
        if len(self._failed_at) > MAX_NOISY:
            del self._failed_at[next(iter(self._failed_at))]  # the longest since a failure
        if self.on_warning is not None and self.failures % self.warn_every == 0:
            self.on_warning(self.failures, why)
