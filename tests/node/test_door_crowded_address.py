"""A newcomer from an address that floods the door (issue 34, point 8c): a spectator sharing its
address with strangers guessing the code back to back got in after 6 s, or never, because at
its address's cap each connection evicted the oldest one, which was the one next in line, and
each evicted stranger came straight back to evict the next: it now waits for its address's
next place, first come first served, and a place in line for its turn is not evicted."""

from __future__ import annotations

import asyncio
import contextlib
import time
from pathlib import Path

import pytest
from mextrain.node import door as door_module
from mextrain.node.channel import DOOR_PASS, HostBusy, join_handshake
from mextrain.node.door import Door
from mextrain.node.persistence import DataDir

from .helpers import CODE, held_match, wait_for
from .strangers import knock

FLOODED = "127.0.0.9"
CAP = 4
"""Places per address (the host's are 8): a stranger at each, knocking back to back."""


async def test_a_spectator_sharing_a_guessing_address_gets_in_in_its_turn(tmp_path: Path) -> None:
    match = await held_match(tmp_path)
    host, port = match.host, match.port
    host.door.max_per_address = CAP  # fewer places, fewer seconds to wait for a turn
    stop = asyncio.Event()
    answered = [0]
    flood = [asyncio.create_task(knock(port, FLOODED, stop, answered)) for _ in range(CAP)]
    try:
        await wait_for(lambda: host.door.pending.get(FLOODED, 0) >= CAP and answered[0] >= 2, 10)
        start = time.monotonic()
        while True:  # as a joiner does: a busy: host is a lost connection, tried again soon
            assert time.monotonic() - start < 10, "the spectator was kept out by its address"
            reader, writer = await asyncio.open_connection(
                "127.0.0.1", port, local_addr=(FLOODED, 0)
            )
            try:
                channel = await join_handshake(reader, writer, CODE, timeout=15)
                break
            except HostBusy:
                writer.close()
                await asyncio.sleep(0.2)
        channel.send("join", "late", None, "spectator", None)
        assert (await channel.recv(5)).kind == "welcome"
        took = time.monotonic() - start
        assert host.door.evicted == 0  # nobody made way: the newcomer waited for a place
        # a seat the table knows, from that address: its door pass takes a stranger's place
        ann = DataDir(tmp_path / "ann").identity()
        start = time.monotonic()
        reader, writer = await asyncio.open_connection("127.0.0.1", port, local_addr=(FLOODED, 0))
        seat = await join_handshake(
            reader, writer, CODE, timeout=10,
            door_pass=lambda share: (1, ann.sign(DOOR_PASS, host.game_id + share)),
        )  # fmt: skip
        seat_took = time.monotonic() - start
        assert host.door.evicted == 1
    finally:
        for task in flood:
            task.cancel()
        await asyncio.gather(*flood, return_exceptions=True)
    # the next free place, then in line behind the CAP strangers placed before it (one turn
    # each, two turns a second): about 2.5 s; before, never while the strangers knocked
    assert took < 5, took
    assert seat_took < 2, seat_took  # the next turn, not its address's next free place
    channel.close()
    seat.close()
    assert await match.finish() == [0, 0]


def test_at_its_cap_an_address_gives_up_a_place_not_in_line_not_one_in_line() -> None:
    door = Door(max_per_address=3)
    gone: list[str] = []
    first, second, third = (lambda n=n: gone.append(n) for n in ("first", "second", "third"))
    for place in (first, second, third):
        assert door.enter("10.0.0.9", place) is None
    door.in_line("10.0.0.9", first)  # the oldest waits for its turn, the next two do not
    newcomer = lambda: gone.append("newcomer")  # noqa: E731
    assert door.enter("10.0.0.9", newcomer) is None
    assert gone == ["second"]  # the oldest not in line, not the oldest
    door.in_line("10.0.0.9", third)
    door.in_line("10.0.0.9", newcomer)
    # every place in line: the next newcomer is turned away here (it may wait for a place)
    assert "too many connections from 10.0.0.9" in (door.enter("10.0.0.9") or "")
    assert gone == ["second"] and door.evicted == 1
    # when every place is taken, the busiest address makes room all the same (its oldest)
    door.max_pending = 3
    assert door.enter("10.0.0.7") is None and gone == ["second", "first"]


async def test_a_newcomer_waits_for_its_address_s_next_place_first_come_first_served() -> None:
    door = Door(max_per_address=2)
    places = [lambda: None, lambda: None]
    for place in places:
        assert door.enter("10.0.0.9", place) is None
        door.in_line("10.0.0.9", place)
    assert "too many connections from 10.0.0.9" in (door.enter("10.0.0.9") or "")
    assert door.crowded("10.0.0.9") and door.queue("10.0.0.9") and door.queue("10.0.0.9")
    assert not door.queue("10.0.0.9")  # as many may wait as it may hold
    early, late = (lambda: None), (lambda: None)
    waiting = [asyncio.create_task(door.wait_for_place("10.0.0.9", p)) for p in (early, late)]
    await asyncio.sleep(0)
    assert not any(w.done() for w in waiting) and door.evicted == 0
    door.leave("10.0.0.9", places[0])  # its turn came and went: the first waiting takes it
    assert await asyncio.wait_for(waiting[0], 1) is None and not waiting[1].done()
    assert door.pending["10.0.0.9"] == 2
    door.leave("10.0.0.9", early)
    assert await asyncio.wait_for(waiting[1], 1) is None
    door.unqueue("10.0.0.9")
    door.unqueue("10.0.0.9")
    assert door.waiting() == 0 and door.queue("10.0.0.9")


async def test_a_newcomer_waits_for_a_place_only_so_long(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(door_module, "PLACE_WAIT", 0.05)
    door = Door(max_per_address=1)
    held = lambda: None  # noqa: E731
    assert door.enter("10.0.0.9", held) is None
    door.in_line("10.0.0.9", held)
    busy = await door.wait_for_place("10.0.0.9", lambda: None)
    assert "too many connections from 10.0.0.9" in (busy or "")
    assert door.pending["10.0.0.9"] == 1 and not door._waiting


async def test_a_place_handed_over_is_kept_and_a_place_made_by_eviction_is_the_evictor_s() -> None:
    door = Door(max_pending=2, max_per_address=2)
    gone: list[str] = []
    first, second = (lambda n=n: gone.append(n) for n in ("first", "second"))
    for place in (first, second):
        assert door.enter("10.0.0.9", place) is None
        door.in_line("10.0.0.9", place)
    assert door.queue("10.0.0.9") and door.queue("10.0.0.9")
    early = lambda: gone.append("early")  # noqa: E731
    late = lambda: gone.append("late")  # noqa: E731
    waiting = asyncio.create_task(door.wait_for_place("10.0.0.9", early))
    behind = asyncio.create_task(door.wait_for_place("10.0.0.9", late))
    await asyncio.sleep(0)
    door.leave("10.0.0.9", first)
    assert await asyncio.wait_for(waiting, 1) is None
    # a place handed to a waiter is in line: the next newcomer does not evict it
    assert "too many connections" in (door.enter("10.0.0.9") or "") and gone == []
    # every place taken: a newcomer from elsewhere evicts the busiest's oldest and takes
    # that place itself; the waiter behind does not get it too
    assert door.enter("10.0.0.7") is None and gone == ["second"]
    await asyncio.sleep(0)
    assert not behind.done() and sum(door.pending.values()) == 2
    behind.cancel()
    with contextlib.suppress(asyncio.CancelledError):
        await behind


def test_an_address_at_its_cap_makes_its_newcomer_wait_only_when_no_place_may_go() -> None:
    door = Door(max_per_address=2)
    first, second = (lambda: None), (lambda: None)
    for place in (first, second):
        assert door.enter("10.0.0.9", place) is None
    assert not door.crowded("10.0.0.9")  # silent places: a newcomer evicts one, no waiting
    door.in_line("10.0.0.9", first)
    assert not door.crowded("10.0.0.9")  # one is still silent
    door.known("10.0.0.9", second)
    assert door.crowded("10.0.0.9")  # in line or with a door pass: a newcomer waits
    assert not door.crowded("10.0.0.7")  # an address under its cap is never crowded


async def test_a_waiter_cut_as_it_is_handed_a_place_gives_back_that_very_place() -> None:
    door = Door(max_per_address=2)
    gone: list[str] = []
    first, second = (lambda n=n: gone.append(n) for n in ("first", "second"))
    for place in (first, second):
        assert door.enter("10.0.0.9", place) is None
        door.in_line("10.0.0.9", place)
    waiter = lambda: gone.append("waiter")  # noqa: E731
    waiting = asyncio.create_task(door.wait_for_place("10.0.0.9", waiter))
    await asyncio.sleep(0)
    door.leave("10.0.0.9", first)  # the place goes to the waiter...
    waiting.cancel()  # ...whose connection is cut before it runs on
    with pytest.raises(asyncio.CancelledError):
        await waiting
    assert door.pending["10.0.0.9"] == 1
    door.leave("10.0.0.9", second)
    assert "10.0.0.9" not in door.pending  # no place held by a connection that is gone
    # so the address's next two newcomers get in, and nobody is evicted for them
    assert door.enter("10.0.0.9", lambda: None) is None
    assert door.enter("10.0.0.9", lambda: None) is None
    assert gone == [] and door.evicted == 0


async def test_a_newcomer_waits_for_a_place_only_when_its_address_s_are_all_held() -> None:
    door = Door(max_pending=3, max_per_address=2)
    held = lambda: None  # noqa: E731
    assert door.enter("10.0.0.9", held) is None
    door.in_line("10.0.0.9", held)
    # the address's last free place: taken at once, nobody left waiting
    assert await asyncio.wait_for(door.wait_for_place("10.0.0.9", lambda: None), 1) is None
    assert door.pending["10.0.0.9"] == 2 and not door._waiting
    # every place in all taken (and nobody busier to make room): told so at once, since a
    # place of its own address coming free would not let it in
    assert door.enter("10.0.0.7", lambda: None) is None
    busy = await asyncio.wait_for(door.wait_for_place("10.0.0.7", lambda: None), 1)
    assert "too many joiners at once" in (busy or "")
    assert door.pending["10.0.0.7"] == 1 and not door._waiting


def test_newcomers_waiting_for_a_place_are_bounded_in_all() -> None:
    door = Door(max_pending=3, max_per_address=2)
    assert all(door.queue(address) for address in ("10.0.0.1", "10.0.0.2", "10.0.0.3"))
    assert not door.queue("10.0.0.4")  # max_pending already wait: turned away, not queued
    assert door.waiting() == 3
    door.unqueue("10.0.0.2")
    assert door.queue("10.0.0.4")  # one left the line: room for one more


def test_the_door_forgets_every_connection_that_has_left() -> None:
    """A flood of connections that each got in line (or showed a pass) and left must not grow
    the host's memory: the door keeps nothing of a connection once its place is given back."""
    door = Door(max_per_address=8)
    for n in range(200):
        place = lambda: None  # noqa: E731
        assert door.enter("10.0.0.9", place) is None
        (door.in_line if n % 2 else door.known)("10.0.0.9", place)
        door.leave("10.0.0.9", place)
    assert not door.pending and not door._in_line and not door._known and not door._back
