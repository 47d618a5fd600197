"""One seat played by this process: its Table, what it owes the host, and a person's prompt.

The same driver runs a joiner's seat (sending through its connection) and the host's own and
bot seats (sending straight into the host's sequencing queue), so every seat speaks the
protocol the same way.
"""

from __future__ import annotations

import asyncio
import hashlib
import random
from collections.abc import Callable

from mextrain.protocol.bots import Strategy
from mextrain.protocol.identity import Identity
from mextrain.protocol.log import decode_entry
from mextrain.protocol.table import Table, Update

from .frontend import Frontend
from .persistence import GameStore
from .trace import tracer


def seat_table(
    store: GameStore,
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
    )


def digest(message: bytes) -> bytes:
    """How a ``refused`` frame names the message it refuses."""
    return hashlib.sha256(message).digest()


class SeatDriver:
    """Feeds a seat's Table, sends its outbox once caught up, and prompts a person in turn."""

    def __init__(
        self,
        table: Table,
        send: Callable[[bytes], None],
        frontend: Frontend | None = None,
        *,
        person: bool = False,
        on_quit: Callable[[], None] | None = None,
    ) -> None:
        self.table = table
        self.send = send
        self.frontend = frontend
        self.person = person
        self.on_quit = on_quit
        self.live = False
        """Caught up with the host: only then may this seat send or be asked to move (a seat
        replaying old entries regenerates messages the log already holds)."""
        self.pending: dict[bytes, None] = {}
        """Messages sent but not yet seen in the log, oldest first: resent after a reconnect."""
        self._prompt: asyncio.Task[None] | None = None
        self._trace = tracer()

    def feed(self, entry: bytes) -> list[Update]:
        """Check and apply one entry (RemoteError if the host sent a bad one)."""
        updates = self.table.receive(entry)
        message = decode_entry(entry).message
        self.pending.pop(message, None)
        if self._trace is not None and self.live:
            self._trace.record("recv", message)
        if self.frontend is not None and updates:
            self.frontend.updates(self.table, updates)
        if self._prompt is not None and not self.table.my_turn():
            self._prompt.cancel()
            self._prompt = None
        return updates

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
        if self.person and self._prompt is None and self.table.my_turn():
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
        assert self.frontend is not None
        me = asyncio.current_task()
        try:
            event = await self.frontend.choose(self.table)
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
