"""One seat played by this process: its Table, what it owes the host, and a person's prompt.

The same driver runs a joiner's seat (sending through its connection) and the host's own and
bot seats (sending straight into the host's sequencing queue), so every seat speaks the
protocol the same way.
"""

from __future__ import annotations

import asyncio
import hashlib
import os
import random
from collections.abc import Callable, Sequence
from concurrent.futures import Executor, ThreadPoolExecutor
from typing import Protocol

from ..protocol.bots import Strategy
from ..protocol.deck import EDWARDS25519, RISTRETTO255, ProofCache, tile_points
from ..protocol.log import Identity, decode_entry
from ..protocol.rules import Event, Ruleset, tile_set
from ..protocol.table import Stage, Table, Update
from .frontend import Frontend
from .persistence import GameStore, RoundSeeds
from .trace import Trace, Tracing


def seat_table(
    store: GameStore,
    kit: NodeKit,
    *,
    identity: Identity,
    game_id: bytes,
    seat: int,
    name: str,
    strategy: Strategy | None,
    seed_source: Callable[[int], bytes] | None = None,
) -> Table:
    """A seat's Table wired to persisted round seeds. The bot's random generator is derived
    from the identity and the game, so a restarted bot makes byte-identical moves."""
    rng_seed = hashlib.sha256(
        b"mextrain/v1/bot-rng\x00" + identity.seed + game_id + seat.to_bytes(1, "big")
    ).digest()
    return Table(
        identity=identity,
        seat=seat,
        name=name,
        round_seed=store.round_seeds(seat, seed_source),
        strategy=strategy,
        rng=random.Random(rng_seed),
        executor=kit.audit_executor(),
        proof_cache=kit.proofs,
    )


class NodeKit:
    """What the tables and seats of one node (a host with its own and bot seats, or a joiner)
    share, owned by that node: the thread for round audits, the deck-step proofs already
    accepted, and the timing trace."""

    def __init__(self) -> None:
        self.proofs = ProofCache()
        """Accepted deck-step proofs (verified shuffle): a host with local seats checks each
        proof once, not once per table."""
        self._pool: ThreadPoolExecutor | None = None
        self._pool_pid = 0
        self._tracing = Tracing()

    def audit_executor(self) -> Executor | None:
        """A second thread for the round audits' multiplications (libsodium releases the GIL),
        as ``mextrain verify`` uses: on a machine with two cores or more each node's audit at a
        round's end takes half the time. One per node, shared by its tables; None on one core.
        A forked child has none of its parent's threads: the pool it inherited would take an
        audit and never run it (a hang), so the child makes its own on first use."""
        if (os.cpu_count() or 1) < 2:
            return None
        if self._pool is None or self._pool_pid != os.getpid():
            self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="audit")
            self._pool_pid = os.getpid()
        return self._pool

    def trace(self) -> Trace | None:
        """The node's timing trace, or None (the usual case: no environment variable)."""
        return self._tracing.trace()


def warm_up(rules: Ruleset) -> None:
    """Compute the tile points of the ruleset's tiles now (hashing to the group, about 1 ms in
    ristretto255 and 6 ms in edwards25519 for double-12; protocol/deck/keys.py caches them per
    process), while the table is in its lobby, rather than when the first round starts, on the
    deal's critical path. Both groups: a resumed or replayed older log deals on edwards25519."""
    for group in (RISTRETTO255, EDWARDS25519):
        tile_points(tile_set(rules.max_pip), group)


def digest(message: bytes) -> bytes:
    """How a ``refused`` frame names the message it refuses."""
    return hashlib.sha256(message).digest()


class Chooser(Protocol):
    """Something other than a person that picks this seat's moves and must hear how the match
    goes: an external agent (node/agent.py)."""

    async def choose(self, table: Table) -> Event | None: ...

    def updates(self, table: Table, updates: Sequence[Update]) -> None: ...


class SeatDriver:
    """Feeds a seat's Table, sends its outbox once caught up, and prompts a person (or asks a
    chooser) in turn."""

    def __init__(
        self,
        table: Table,
        send: Callable[[bytes], None],
        frontend: Frontend | None = None,
        *,
        person: bool = False,
        on_quit: Callable[[], None] | None = None,
        chooser: Chooser | None = None,
        trace: Trace | None = None,
    ) -> None:
        self.table = table
        self.send = send
        self.frontend = frontend
        self.person = person
        self.chooser = chooser
        self.on_quit = on_quit
        self.live = False
        """Caught up with the host: only then may this seat send or be asked to move (a seat
        replaying old entries regenerates messages the log already holds)."""
        self.pending: dict[bytes, None] = {}
        """Messages sent but not yet seen in the log, oldest first: resent after a reconnect."""
        self._prompt: asyncio.Task[None] | None = None
        self._trace = trace
        self._warm = False
        self._seeded = 0
        """The next round whose seed is not yet written ahead."""

    def feed(self, entry: bytes) -> list[Update]:
        """Check and apply one entry (RemoteError if the host sent a bad one)."""
        updates = self.table.receive(entry)
        self._prepare()
        message = decode_entry(entry).message
        self.pending.pop(message, None)
        if self._trace is not None and self.live:
            self._trace.record("recv", message)
        if self.frontend is not None and updates:
            self.frontend.updates(self.table, updates)
        if self.chooser is not None and updates and self.live:
            self.chooser.updates(self.table, updates)
        if self._prompt is not None and not self.table.my_turn():
            self._prompt.cancel()
            self._prompt = None
        return updates

    def _prepare(self) -> None:
        """Do ahead, at quiet moments, the work a round start would otherwise wait for: the
        tile points once the rules are known (in the lobby), and the next round's seed once
        this round's play is over (its file is written while the round is audited, which
        keeps the CPU busy but not the disk)."""
        table = self.table
        rules = table.rules
        if rules is None:
            return
        if not self._warm:
            self._warm = True
            warm_up(rules)
        rnd = table.round
        if table.stage is Stage.REVEAL and rnd is not None and rnd.index >= self._seeded:
            self._seeded = rnd.index + 1
            seeds = table.round_seed
            if isinstance(seeds, RoundSeeds) and self._seeded < len(rules.round_doubles()):
                seeds.prepare(self._seeded)

    def go_live(self) -> None:
        """Caught up: resend what the host may never have sequenced, then carry on."""
        self.live = True
        for message in list(self.pending):
            self.send(message)
        self.flush()

    def flush(self) -> None:
        if not self.live:
            return
        for message in self.table.outbox():
            self.pending[message] = None
            if self._trace is not None:
                self._trace.record("send", message)
            self.send(message)
        asks = self.person or self.chooser is not None
        if asks and self._prompt is None and self.table.my_turn():
            self._prompt = asyncio.create_task(self._ask())

    def refused(self, message_digest: bytes) -> None:
        for message in list(self.pending):
            if digest(message) == message_digest:
                del self.pending[message]

    def stop(self) -> None:
        self.live = False
        if self._prompt is not None:
            self._prompt.cancel()
            self._prompt = None

    async def _ask(self) -> None:
        chooser = self.chooser or self.frontend
        assert chooser is not None
        me = asyncio.current_task()
        try:
            event = await chooser.choose(self.table)
        except asyncio.CancelledError:
            return
        finally:
            if self._prompt is me:
                self._prompt = None
        if event is None:
            if self.on_quit is not None:
                self.on_quit()
            return
        if self.live and self.table.my_turn() and event in self.table.legal_actions():
            self.table.act(event)
        self.flush()
