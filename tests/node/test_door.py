"""The door: what a host spends on connections that have not proven the code is bounded, the
guess rate holds whatever the guesser does, and a queue that is not read is cut when it fills."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from mextrain.node.channel import Channel, HostBusy, host_handshake, join_handshake, recv_plain
from mextrain.node.door import Door
from mextrain.node.errors import ConnectionDropped, Refused
from mextrain.node.framing import HEADER

from .helpers import (
    CODE,
    GatedPerson,
    held_match,
    host_settings,
    in_turns,
    make_peer,
    notes,
    spectator_channel,
    start_host,
    wait_for,
)


class FakeTime:
    """A clock that moves only when someone sleeps on it."""

    def __init__(self) -> None:
        self.now = 0.0

    def clock(self) -> float:
        return self.now

    async def sleep(self, seconds: float) -> None:
        self.now += seconds
        await asyncio.sleep(0)


async def test_guesses_go_through_at_the_rate_however_many_knock_at_once() -> None:
    time = FakeTime()
    door = Door(rate=2.0, burst=2, clock=time.clock, sleep=time.sleep)
    done: list[float] = []

    async def guess() -> None:
        await door.attempt()
        done.append(time.now)

    await asyncio.gather(*(guess() for _ in range(21)))
    # two at once, then one every half second: 21 attempts need 9.5 s, never less
    assert done[:2] == [0.0, 0.0]
    assert done[2:] == [0.5 * i for i in range(1, 20)]
    assert door.attempts == 21


async def test_a_turn_due_with_nobody_in_line_is_taken_in_the_same_step() -> None:
    """A seat reconnecting after a cut, with nobody else at the door, gets its turn without
    a wait in line (no ticket, no task to give it out); the rate still holds for the next."""
    time = FakeTime()
    door = Door(rate=2.0, burst=1, clock=time.clock, sleep=time.sleep)
    first = door.attempt(key="a")
    with pytest.raises(StopIteration):
        first.send(None)  # done at once: it never waited
    assert door.attempts == 1 and door._pump is None
    await door.attempt(key="b")  # not due yet: it waits its half second in line
    assert time.now == 0.5 and door.attempts == 2
    with pytest.raises(ConnectionDropped, match="left while waiting"):
        time.now += 1.0
        await door.attempt(alive=lambda: False)


class HeldSleep(FakeTime):
    """A clock whose sleeper stays asleep until the test wakes it: the door's pump is then
    caught asleep on a slot it worked out before the line changed."""

    def __init__(self) -> None:
        super().__init__()
        self.wake = asyncio.Event()

    async def sleep(self, seconds: float) -> None:
        if not self.wake.is_set():
            await self.wake.wait()  # the first sleep ends when the test says, time unmoved
        else:
            await super().sleep(seconds)


async def test_a_turn_taken_at_once_while_the_pump_sleeps_is_not_given_out_twice() -> None:
    """The pump sleeps until the next slot; its line empties meanwhile and a newcomer takes
    that slot at once; a second newcomer then waits for the slot after it: the pump, waking,
    must work the slot out afresh, not hand out the one already taken."""
    time = HeldSleep()
    door = Door(rate=2.0, burst=1, clock=time.clock, sleep=time.sleep)
    await door.attempt(key="a")  # at 0.0; the next slot is 0.5
    waiting = asyncio.create_task(door.attempt(key="b"))
    await asyncio.sleep(0)  # b in line, the pump asleep until 0.5
    waiting.cancel()  # b gives up: the line is empty, the pump still asleep
    with contextlib.suppress(asyncio.CancelledError):
        await waiting
    time.now = 0.5
    await door.attempt(key="c")  # due, nobody in line: taken at once
    late = asyncio.create_task(door.attempt(key="d"))
    await asyncio.sleep(0)
    time.wake.set()
    await asyncio.wait_for(late, 5)
    assert time.now == 1.0  # d's slot is 1.0, not c's 0.5 once more
    assert door.attempts == 3 and door._next == 1.5


def test_pending_connections_are_capped_in_all_and_per_address() -> None:
    door = Door(max_pending=3, max_per_address=2)
    hung_up: list[str] = []
    one, two, three = (lambda n=n: hung_up.append(n) for n in ("one", "two", "three"))
    assert door.enter("10.0.0.1", one) is None and door.enter("10.0.0.1", two) is None
    # an address at its cap: its oldest connection makes way, unless it showed a door pass
    door.known("10.0.0.1", one)
    assert door.enter("10.0.0.1", three) is None
    assert hung_up == ["two"] and door.pending["10.0.0.1"] == 2
    door.known("10.0.0.1", three)
    assert "too many connections from 10.0.0.1" in (door.enter("10.0.0.1") or "")
    assert door.enter("10.0.0.2") is None
    # all places are taken, by passes: nobody can be evicted
    assert "too many joiners at once" in (door.enter("10.0.0.3") or "")
    door.leave("10.0.0.1", one)
    door.leave("10.0.0.1", three)
    four = lambda: hung_up.append("four")  # noqa: E731
    assert door.enter("10.0.0.1", four) is None and door.enter("10.0.0.1") is None
    # full again: a newcomer from an address with none evicts the busiest one's oldest
    assert door.enter("10.0.0.3") is None
    assert hung_up == ["two", "four"] and door.evicted == 2
    # now nobody holds more than one: a second from an address that has one is turned away
    assert "too many joiners at once" in (door.enter("10.0.0.2") or "")


def test_the_host_is_warned_after_each_batch_of_failed_attempts() -> None:
    warnings: list[tuple[int, str]] = []
    door = Door(warn_every=3, on_warning=lambda n, why: warnings.append((n, why)))
    for _ in range(7):
        door.failed("wrong join code", "10.0.0.9")
    assert warnings == [(3, "wrong join code"), (6, "wrong join code")]


async def test_the_host_turns_away_connections_over_the_cap_and_warns_of_guessing(
    tmp_path: Path,
) -> None:
    person = GatedPerson()
    host, port, host_task = await start_host(tmp_path, host_settings(2, 1, person=True), person)
    host.door = Door(max_per_address=2, warn_every=2, on_warning=host.admission.guessing)
    idle = [await asyncio.open_connection("127.0.0.1", port) for _ in range(2)]
    await wait_for(lambda: sum(host.door.pending.values()) == 2)
    # a third from the address evicts the oldest idle one, saying busy: (so it retries)
    _, writer = await asyncio.open_connection("127.0.0.1", port)
    with pytest.raises(HostBusy, match="evicted to make room"):
        await recv_plain(idle[0][0], 10, "pake")
    assert await asyncio.wait_for(idle[0][0].read(), 10) == b""  # and closed
    assert host.door.evicted == 1 and host.door.pending["127.0.0.1"] == 2
    writer.close()
    for _, w in idle:
        w.close()
    await wait_for(lambda: not host.door.pending)

    # two wrong codes: the second one triggers the warning
    for _ in range(2):
        r, w = await asyncio.open_connection("127.0.0.1", port)
        with pytest.raises(Refused, match="wrong join code"):
            await join_handshake(r, w, "amber-fox-pine-41", timeout=10)
        w.close()
    await wait_for(lambda: any(n.startswith("warning: 2 attempts") for n in notes(host)))
    assert "a new code shuts them out" in "".join(notes(host))
    # the host replaces its code: the old one is refused, the new one saved with the game
    code = host.change_code()
    assert code != CODE and host.store is not None
    assert host.store.read_json("host.json")["settings"]["code"] == code
    r, w = await asyncio.open_connection("127.0.0.1", port)
    with pytest.raises(Refused, match="wrong join code"):
        await join_handshake(r, w, CODE, timeout=10)
    w.close()

    # before the code is proven, a big frame is refused from its header alone
    r, w = await asyncio.open_connection("127.0.0.1", port)
    w.write(HEADER.pack(1 << 20) + b"x" * 1000)
    assert await asyncio.wait_for(r.read(), 10) == b""
    w.close()
    await wait_for(lambda: any("is over the 256-byte limit" in n for n in notes(host)))

    # a real player still gets in
    ann = make_peer(tmp_path, "ann", port, code=code)
    run = asyncio.create_task(ann.run())
    await wait_for(lambda: in_turns(host.table))
    person.gate.set()
    assert list(await asyncio.wait_for(asyncio.gather(host_task, run), 120)) == [0, 0]


@pytest.fixture
async def pair() -> AsyncIterator[tuple[Channel, Channel]]:
    accepted: asyncio.Future[tuple[asyncio.StreamReader, asyncio.StreamWriter]]
    accepted = asyncio.get_running_loop().create_future()
    server = await asyncio.start_server(
        lambda r, w: accepted.set_result((r, w)), "127.0.0.1", 0
    )
    cr, cw = await asyncio.open_connection("127.0.0.1", server.sockets[0].getsockname()[1])
    hr, hw = await asyncio.wait_for(accepted, 5)
    joiner, host = await asyncio.gather(
        join_handshake(cr, cw, CODE, timeout=5), host_handshake(hr, hw, CODE, timeout=5)
    )
    yield joiner, host
    cw.close()
    hw.close()
    server.close()


async def test_a_peer_that_does_not_read_is_cut_when_its_queue_fills(
    pair: tuple[Channel, Channel],
) -> None:
    _, host = pair
    host.max_queued = 1 << 20
    entry = b"e" * (100 << 10)
    for _ in range(2000):  # at most 200 MB offered; the kernel takes a few MB, then the cap
        host.send("entry", entry)
        assert host.backlog <= host.max_queued
        if host.failure is not None:
            break
        await asyncio.sleep(0)
    assert host.failure is not None and "not reading" in host.failure
    with pytest.raises(ConnectionDropped, match="not reading"):
        while True:
            await host.recv(5)


async def test_a_second_sync_drops_the_connection(tmp_path: Path) -> None:
    match = await held_match(tmp_path)
    watcher = await spectator_channel(match.port)
    for _ in range(50):
        watcher.send("sync", 0, bytes(32))
    await wait_for(lambda: any("a second sync on one connection" in n for n in notes(match.host)))
    await watcher.closed()
    assert await match.finish() == [0, 0]


async def test_a_flood_of_bad_connections_is_summed_up_not_shown_line_by_line(
    tmp_path: Path,
) -> None:
    from .test_host_faults import DrivenClock

    person = GatedPerson()
    host, port, host_task = await start_host(tmp_path, host_settings(2, 1, person=True), person)
    host.clock = clock = DrivenClock()
    for _ in range(15):
        r, w = await asyncio.open_connection("127.0.0.1", port)
        w.write(HEADER.pack(1 << 20))
        await r.read()
        w.close()
    await wait_for(lambda: host.admission.notes.quiet == 5)
    dropped = [n for n in notes(host) if "is over the 256-byte limit" in n]
    assert len(dropped) == 10
    clock.now += 11
    r, w = await asyncio.open_connection("127.0.0.1", port)
    w.write(HEADER.pack(1 << 20))
    await r.read()
    w.close()
    await wait_for(lambda: any(n.startswith("... and 5 more connections refused") for n in notes(host)))
    host_task.cancel()
    await asyncio.gather(host_task, return_exceptions=True)
