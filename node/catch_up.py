"""Catching a (re)joining node up: check its copy of the log, then send what it lacks.

A joiner says how many entries it holds and the hash of its last (``sync``). The host checks
that this is a prefix of its own log, then streams the rest a chunk at a time, waiting for
each chunk to leave, so a long log is never queued whole; the connection goes live (gets every
new entry as it is sequenced) the moment nothing is left, with no await in between, so no
entry is skipped or sent twice. A tail shorter than one chunk (a seat back after a cut) is
queued at once, with no task.
"""

from __future__ import annotations

from collections.abc import Callable, Coroutine, Sequence
from typing import Any

from ..protocol.log import entry_hash
from .connections import IDLE_TIMEOUT, Connection
from .errors import ConnectionDropped, FrameError

CATCH_UP_CHUNK = 256 << 10
"""While catching a joiner up, the host queues about this many bytes, then waits for them to
be sent: a whole log is never queued at once."""


class CatchUp:
    """Serves ``sync`` requests from the host's log."""

    def __init__(
        self,
        entries: Callable[[], Sequence[bytes]],
        spawn: Callable[[Coroutine[Any, Any, None]], None],
        longer: Callable[[Connection, int, int], None] | None = None,
    ) -> None:
        self._entries = entries
        self._spawn = spawn
        self._longer = longer
        """Told when a joiner holds more entries than the host: the host's log was cut."""

    def sync(self, conn: Connection, have: int, head: bytes) -> None:
        """One sync per connection: a second one would make the host queue the log again."""
        if conn.synced:
            raise FrameError("a second sync on one connection")
        conn.synced = True
        entries = self._entries()
        if have < 0:
            reason = f"a sync count is the number of entries held, not {have}"
            conn.channel.send("error", reason)
            raise FrameError(reason)
        if have > len(entries) and conn.seat is None:
            # a spectator proved no key and signed nothing: its count is only a claim, and it
            # must not make the host doubt its own log
            reason = (
                f"a spectator's sync count ({have}) is above the host's entries"
                f" ({len(entries)}): sync with at most as many as the welcome announced"
            )
            conn.channel.send("error", reason)
            raise FrameError(reason)
        if have > len(entries) or (have > 0 and entry_hash(entries[have - 1]) != head):
            reason = (
                f"your saved log of this game ({have} entries) is not a prefix of the host's"
                f" ({len(entries)} entries)"
            )
            if have > len(entries):
                reason += (
                    ": it is longer, so the host's copy was probably cut short; the host is"
                    " told how to take the full log back from a joiner's copy"
                )
                if self._longer is not None:
                    self._longer(conn, have, len(entries))
            conn.channel.send("error", reason)
            raise FrameError(reason)
        if self._short_tail(entries, have):  # the usual rejoin: sent at once, no task
            if have < len(entries):
                conn.channel.send_all("entry", entries[have:])
            conn.live = True
            return
        self._spawn(self._send_from(conn, have))

    @staticmethod
    def _short_tail(entries: Sequence[bytes], have: int) -> bool:
        """Whether the entries after ``have`` fit in one chunk (what a seat cut and back at
        once lacks): then they are queued with no task and no wait, and the connection is
        live in the same step, so no entry is skipped or sent twice."""
        size = 0
        for index in range(have, len(entries)):
            size += len(entries[index])
            if size >= CATCH_UP_CHUNK:
                return False
        return True

    async def _send_from(self, conn: Connection, sent: int) -> None:
        try:
            while True:
                entries = self._entries()
                if sent >= len(entries):
                    conn.live = True
                    return
                chunk: list[bytes] = []
                size = 0
                while sent < len(entries) and size < CATCH_UP_CHUNK:
                    chunk.append(entries[sent])
                    size += len(entries[sent])
                    sent += 1
                conn.channel.send_all("entry", chunk)
                await conn.channel.drain(IDLE_TIMEOUT)
        except ConnectionDropped as exc:
            conn.channel.fail(f"could not catch up: {exc}")
