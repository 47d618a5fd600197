"""Whom a host waits for after the end (SPEC.md 8.5 step 7): every seat a joiner held lately
that has not said ``bye``; never a seat its joiner left long before the end."""

from __future__ import annotations

import contextlib
from pathlib import Path

from mextrain.node.errors import ConnectionDropped
from mextrain.node.farewell import LATELY, owed

from .helpers import held_match, spectator_channel


def test_a_connected_seat_is_waited_for_until_its_bye() -> None:
    assert owed([1, 2], {1: None, 2: None}, {}, set(), 100.0) == {1, 2}
    assert owed([1, 2], {1: None, 2: None}, {}, {2}, 100.0) == {1}


def test_a_seat_whose_connection_broke_just_before_the_end_is_waited_for() -> None:
    """Its joiner is on its way back for the last entry (a relay mangled a frame)."""
    assert owed([1, 2], {2: None}, {1: 99.5}, set(), 100.0) == {1, 2}
    assert owed([1], {}, {1: 101.0}, set(), 100.0) == {1}  # lost during the wait
    assert owed([1], {}, {1: 101.0}, {1}, 100.0) == set()


def test_a_seat_left_long_before_the_end_is_not_waited_for() -> None:
    """It quit, or its machine died: nobody comes back for the entry."""
    assert owed([1], {}, {1: 100.0 - LATELY - 1}, set(), 100.0) == set()
    assert owed([1], {}, {}, set(), 100.0) == set()  # never connected to this host run


def test_only_the_joiners_seats_count() -> None:
    """The host's own seats and bots get every entry in its process."""
    assert owed([2], {0: None, 2: None}, {0: 99.0}, set(), 100.0) == {2}


async def test_a_bye_before_the_end_drops_the_connection(tmp_path: Path) -> None:
    """A ``bye`` says the joiner holds the last entry: before there is one, it is a protocol
    error (it would let a seat tell the host to leave without it)."""
    match = await held_match(tmp_path)
    watcher = await spectator_channel(match.port)
    watcher.send("sync", 0, bytes(32))
    watcher.send("bye")
    seen = []
    with contextlib.suppress(ConnectionDropped):
        while True:
            seen.append(await watcher.recv(10))
    assert seen[-1].kind == "error" and "unexpected 'bye' frame" in seen[-1].fields[0]
    assert match.host.conns.byes == set()
    assert await match.finish() == [0, 0]
    assert match.host.conns.byes == {1}  # the peer said it, at the end
