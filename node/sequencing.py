"""The host's sequencer loop: screen each message, sequence it, commit, then relay.

Messages from joiners and from this process's own seats wait in one queue. The loop takes
every message already waiting (up to :data:`MAX_BATCH`), checks and sequences each against
the table, writes the entries unsynced, then makes them all durable with one fsync (a group
commit) before it relays any: no node ever holds an entry the host could lose.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Iterable, Mapping
from typing import Protocol

from ..protocol.errors import RemoteError
from ..protocol.log import HOST_SEAT, Message, MessageError, decode_entry
from ..protocol.table import Sequencer, Stage, Table
from .budget import INBOX_SHARE
from .connections import Connection, Connections, Source
from .limits import decode_screened
from .persistence import GameStore
from .seat import NodeKit, SeatDriver, digest
from .watchdog import Watchdog

log = logging.getLogger("mextrain.host")

MAX_BATCH = 64
"""At most this many entries share one fsync (and one write to each connection)."""
OFFLOAD_OVER = 64 << 10
"""A message bigger than this is decoded off the event loop."""


def _decode(raw: bytes) -> Message | MessageError:
    """The message, or the error without its traceback: kept, the traceback's frames (and
    their callers', which hold the error) would be a reference cycle holding ``raw`` (up to
    1 MiB) until a garbage collection."""
    try:
        return decode_screened(raw)
    except MessageError as exc:
        exc.__traceback__ = exc.__context__ = exc.__cause__ = None
        return exc


class CommitsShown(Protocol):
    """Who shows what a commit changed (the host's status)."""

    def after_commit(self) -> None: ...


class SequencingNeeds(Protocol):
    """What the sequencer reads of the table it sequences for (the host). Read when used,
    never kept: a resumed or reopened game replaces the table, its sequencer, store, seats,
    watchdog and status."""

    @property
    def table(self) -> Table: ...
    @property
    def sequencer(self) -> Sequencer: ...
    @property
    def store(self) -> GameStore | None: ...
    @property
    def conns(self) -> Connections: ...
    @property
    def seats(self) -> Mapping[int, SeatDriver]: ...
    @property
    def watchdog(self) -> Watchdog: ...
    @property
    def status(self) -> CommitsShown: ...
    @property
    def ended(self) -> asyncio.Event: ...
    @property
    def clock(self) -> Callable[[], float]: ...
    @property
    def kit(self) -> NodeKit: ...

    def note(self, text: str) -> None: ...


class Sequencing:
    """The queue of messages to sequence, the loop that sequences them, and the commit."""

    def __init__(self, host: SequencingNeeds) -> None:
        self.host = host
        self.inbox: asyncio.Queue[tuple[Source, bytes]] = asyncio.Queue()
        self.logged: set[bytes] = set()
        """The digest of every message in the log: one sent again is refused unread."""

    def clear(self) -> None:
        while not self.inbox.empty():
            self.inbox.get_nowait()
        self.logged.clear()

    def remember(self, entries: Iterable[bytes]) -> None:
        """Note the messages of ``entries`` (a resumed log) as logged."""
        for entry in entries:
            self.logged.add(digest(decode_entry(entry).message))

    def put(self, source: Source, message: bytes) -> None:
        if isinstance(source, Connection):
            source.queued += 1
        self.inbox.put_nowait((source, message))

    def _take(self) -> tuple[Source, bytes]:
        item = self.inbox.get_nowait()
        if isinstance(item[0], Connection):
            item[0].queued -= 1
        return item

    def put_outbox(self) -> None:
        """Queue what the host's own table has to say (its ``start``, ``abort``, ...)."""
        for message in self.host.table.outbox():
            self.put(HOST_SEAT, message)

    async def receive(self, conn: Connection, raw: bytes) -> None:
        """A ``msg`` frame from a joiner: decoded (a big one in a thread, so the loop keeps
        serving the table), screened, and queued. One already in the log (a seat sending an old
        message again) costs a hash, not a decode and a check against the table, and is not
        answered: its sender has the entry, and a flood of them gets no flood of answers."""
        if digest(raw) in self.logged:
            self.refuse(conn, raw, "this message is already in the log", answer=False)
            return
        if len(raw) > OFFLOAD_OVER:
            decoded = await asyncio.to_thread(_decode, raw)
        else:
            decoded = _decode(raw)
        self.accept(conn, raw, decoded)

    def accept(self, conn: Connection, raw: bytes, decoded: Message | MessageError) -> None:
        """Screen a joiner's message before the sequencer checks it against the table."""
        if conn.seat is None:
            self.refuse(conn, raw, "a spectator may not send messages")
            return
        if conn.queued >= INBOX_SHARE:
            self.refuse(
                conn, raw, f"{INBOX_SHARE} of this connection's messages are already waiting"
            )
            return
        if isinstance(decoded, MessageError):
            self.refuse(conn, raw, f"malformed message: {decoded}")
            return
        message = decoded
        if message.seat != conn.seat:
            self.refuse(
                conn,
                raw,
                f"this connection holds seat {conn.seat}; the message is signed for seat"
                f" {message.seat}",
            )
        elif message.kind == "join" and message.payload[1] != conn.key:
            self.refuse(conn, raw, "the join names another identity key than this connection's")
        elif message.kind == "join" and message.payload[0] != conn.name:
            # the door checked the name the connection gave (no other player's): the log's is it
            self.refuse(
                conn, raw, f"the join names another name than this connection's, {conn.name!r}"
            )
        else:
            self.put(conn, raw)

    def refuse(self, source: Source, raw: bytes, reason: str, *, answer: bool = True) -> None:
        """Note the refusal (a few a window); tell the sender (``refused``) when ``answer``."""
        if isinstance(source, Connection):
            source.refused_at.append(self.host.clock())
            text = f"refused a message from {source}: {reason}"
            if source.refusals is not None:
                source.refusals.note(str(source), text)
            else:
                self.host.note(text)
            if answer:
                source.channel.send("refused", digest(raw), reason[:1000])
        else:
            log.error("refused a message from local seat %s: %s", source, reason)
            self.host.note(f"refused a message from local seat {source}: {reason}")

    async def loop(self) -> None:
        ended = self.host.ended
        while not ended.is_set():
            try:
                async with asyncio.timeout(1.0):
                    first = await self.inbox.get()
            except TimeoutError:
                continue
            if isinstance(first[0], Connection):
                first[0].queued -= 1
            entries, refusals = self.sequence_waiting(first)
            if entries:
                self.commit(entries)
            for source, message, reason in refusals:
                self.refuse(source, message, reason)
            self.host.conns.sequenced()
            await asyncio.sleep(0)

    def sequence_waiting(
        self, first: tuple[Source, bytes]
    ) -> tuple[list[bytes], list[tuple[Source, bytes, str]]]:
        """Sequence ``first`` and every message already waiting behind it, writing each entry
        to the log unsynced: :meth:`commit` makes them all durable with one fsync (a group
        commit) before it relays any. Returns the entries and the refused messages."""
        host = self.host
        assert host.store is not None
        entries: list[bytes] = []
        refusals: list[tuple[Source, bytes, str]] = []
        item = first
        while True:
            source, message = item
            if not (isinstance(source, Connection) and source not in host.conns):
                try:
                    entry = host.sequencer.sequence(message)
                except RemoteError as exc:
                    refusals.append((source, message, exc.reason))
                else:
                    host.store.write(entry)
                    entries.append(entry)
                    self.logged.add(digest(message))
                    if isinstance(source, Connection):
                        source.logged += 1
            if self.inbox.empty() or len(entries) >= MAX_BATCH:
                return entries, refusals
            item = self._take()

    def commit(self, entries: list[bytes]) -> None:
        """fsync new entries, relay them (one write per connection), then feed them to this
        process's seats."""
        host = self.host
        assert host.store is not None
        host.store.sync()
        for conn in host.conns:
            if conn.live:
                conn.channel.send_all("entry", entries)
        trace = host.kit.trace()
        if trace is not None:  # relayed: before this process's own seats check and answer
            for entry in entries:
                trace.record("relay", decode_entry(entry).message)
        for entry in entries:
            for seat, driver in host.seats.items():
                try:
                    driver.feed(entry)
                except RemoteError as exc:
                    log.error("local seat %s refused entry: %s", seat, exc)
                    host.note(f"local seat {seat} refused an entry the host accepted: {exc}")
        self.put_outbox()
        for driver in host.seats.values():
            driver.flush()
        table = host.table
        remote = [s for s in table.waiting_for() if s not in host.seats]
        host.watchdog.progress(host.clock(), remote)
        host.status.after_commit()
        if table.stage is Stage.ENDED:
            host.ended.set()
