"""Catching a joiner up (SPEC 8.5): its sync is checked against the host's log, and the rest
is sent a bounded chunk at a time."""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from typing import Any, cast

import pytest
from mextrain.node.catch_up import CATCH_UP_CHUNK, CatchUp
from mextrain.node.channel import Channel
from mextrain.node.connections import Connection
from mextrain.node.errors import ConnectionDropped, FrameError
from mextrain.protocol.log import entry_hash


class _Channel:
    """Keeps what is sent; ``drain`` fails once ``broken`` is set."""

    def __init__(self) -> None:
        self.sent: list[tuple[Any, ...]] = []
        self.chunks: list[int] = []
        self.failed: str | None = None
        self.broken: str | None = None

    def send(self, kind: str, *fields: Any) -> None:
        self.sent.append((kind, *fields))

    def send_all(self, kind: str, items: list[bytes]) -> None:
        self.chunks.append(len(items))

    async def drain(self, timeout: float) -> None:
        if self.broken is not None:
            raise ConnectionDropped(self.broken)

    def fail(self, reason: str) -> None:
        self.failed = reason


def _setup(entries: list[bytes]) -> tuple[CatchUp, Connection, _Channel, list[Any], list[Any]]:
    jobs: list[Coroutine[Any, Any, None]] = []
    cut: list[tuple[Connection, int, int]] = []
    catch_up = CatchUp(
        lambda: entries, jobs.append, lambda c, theirs, ours: cut.append((c, theirs, ours))
    )
    channel = _Channel()
    conn = Connection(cast(Channel, channel), "ann", 1, None)
    return catch_up, conn, channel, jobs, cut


ENTRIES = [bytes([n]) * 10 for n in range(5)]


def test_a_negative_sync_count_is_refused_with_its_reason() -> None:
    catch_up, conn, channel, jobs, _ = _setup(ENTRIES)
    why = "a sync count is the number of entries held, not -1"
    with pytest.raises(FrameError, match=why):
        catch_up.sync(conn, -1, b"")
    assert channel.sent == [("error", why)] and not jobs


def test_a_fork_of_the_same_length_is_no_longer_log_and_says_so() -> None:
    """A joiner holding as many entries as the host, but another last one, holds no prefix of
    the host's log; it is not 'longer', so the host is not told its log was cut."""
    catch_up, conn, channel, _, cut = _setup(ENTRIES)
    with pytest.raises(FrameError) as refused:
        catch_up.sync(conn, len(ENTRIES), b"\x00" * 32)
    assert str(refused.value) == (
        "your saved log of this game (5 entries) is not a prefix of the host's (5 entries)"
    )
    assert channel.sent == [("error", str(refused.value))] and cut == []
    longer, conn2, _, _, cut2 = _setup(ENTRIES)
    with pytest.raises(FrameError, match="it is longer"):
        longer.sync(conn2, 6, b"\x00" * 32)
    assert cut2 == [(conn2, 6, 5)]  # the host is told who holds more, and how much


def test_a_second_sync_is_a_protocol_error() -> None:
    catch_up, conn, _, jobs, _ = _setup(ENTRIES)
    catch_up.sync(conn, 2, entry_hash(ENTRIES[1]))
    with pytest.raises(FrameError, match="second sync"):
        catch_up.sync(conn, 2, entry_hash(ENTRIES[1]))
    for job in jobs:
        job.close()


def test_the_log_is_sent_a_chunk_at_a_time_then_the_joiner_is_live() -> None:
    half = [bytes([n]) * (CATCH_UP_CHUNK // 2) for n in range(5)]
    catch_up, conn, channel, jobs, _ = _setup(half)
    catch_up.sync(conn, 0, b"")
    asyncio.run(jobs[0])
    assert channel.chunks == [2, 2, 1]  # a chunk ends once it holds CATCH_UP_CHUNK bytes
    assert conn.live and channel.failed is None


def test_a_short_tail_is_sent_at_once_and_the_joiner_is_live_with_no_task() -> None:
    """A seat back after a cut lacks a few entries: they go out in the sync's own step, and
    the connection is live in that step too (each cut of a junk-flooder costs no task)."""
    catch_up, conn, channel, jobs, _ = _setup(ENTRIES)
    catch_up.sync(conn, 2, entry_hash(ENTRIES[1]))
    assert channel.chunks == [3] and conn.live and not jobs
    up_to_date, conn2, channel2, jobs2, _ = _setup(ENTRIES)
    up_to_date.sync(conn2, 5, entry_hash(ENTRIES[4]))
    assert channel2.chunks == [] and conn2.live and not jobs2


def test_a_joiner_that_stops_reading_during_catch_up_is_dropped_with_the_reason() -> None:
    catch_up, conn, channel, jobs, _ = _setup([bytes([n]) * CATCH_UP_CHUNK for n in range(3)])
    channel.broken = "could not send for 20 s"
    catch_up.sync(conn, 0, b"")
    asyncio.run(jobs[0])
    assert channel.failed == "could not catch up: could not send for 20 s" and not conn.live
