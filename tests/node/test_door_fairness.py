"""The door under a flood (issue 22): strangers from a few addresses, knocking as fast as they
can or holding sockets open without a byte, do not keep out a seat the table knows or a new
joiner from a quiet address. The guess rate stays global."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

from mextrain.node.channel import DOOR_PASS, Channel, join_handshake
from mextrain.node.door import Door
from mextrain.node.persistence import DataDir

from .helpers import CODE, held_match, notes, wait_for
from .strangers import idle, knock
from .test_door import FakeTime


async def test_a_quiet_address_and_a_known_seat_go_before_a_flooding_address() -> None:
    time_ = FakeTime()
    door = Door(rate=2.0, burst=1, clock=time_.clock, sleep=time_.sleep)
    for _ in range(3):
        door.failed("wrong join code", "10.0.0.66")  # the flooder has failed before
    order: list[str] = []

    async def guess(key: str, priority: bool = False) -> None:
        await door.attempt(key=key, priority=priority)
        order.append(key if not priority else f"seat@{key}")

    flood = [asyncio.create_task(guess("10.0.0.66")) for _ in range(10)]
    await asyncio.sleep(0)
    late = [asyncio.create_task(guess("10.0.0.7")), asyncio.create_task(guess("10.0.0.66", True))]
    await asyncio.gather(*flood, *late)
    # the first flooder took the free turn; then the known seat (though from the flooding
    # address) and the quiet newcomer, before the other nine
    assert order[:3] == ["10.0.0.66", "seat@10.0.0.66", "10.0.0.7"]
    assert time_.now == 5.5 and door.attempts == 12  # still one turn every half second


async def test_addresses_take_turns() -> None:
    time_ = FakeTime()
    door = Door(rate=2.0, burst=1, clock=time_.clock, sleep=time_.sleep)
    order: list[str] = []

    async def guess(key: str) -> None:
        await door.attempt(key=key)
        order.append(key)

    await asyncio.gather(*(guess("a") for _ in range(4)), *(guess("b") for _ in range(2)))
    assert order == ["a", "b", "a", "b", "a", "a"]


async def joined(port: int, source: str, **handshake: object) -> tuple[float, Channel]:
    start = time.monotonic()
    reader, writer = await asyncio.open_connection("127.0.0.1", port, local_addr=(source, 0))
    channel = await join_handshake(reader, writer, CODE, timeout=10, **handshake)  # type: ignore[arg-type]
    return time.monotonic() - start, channel


async def test_a_flood_from_eight_addresses_keeps_out_neither_a_seat_nor_a_quiet_joiner(
    tmp_path: Path,
) -> None:
    match = await held_match(tmp_path)
    host, port = match.host, match.port
    stop = asyncio.Event()
    guessed = [0]
    flood = [
        *(asyncio.create_task(knock(port, f"127.0.0.{a}", stop, guessed)) for a in (2, 3, 4)
          for _ in range(8)),
        *(asyncio.create_task(idle(port, f"127.0.0.{a}", stop)) for a in range(5, 10)
          for _ in range(8)),
    ]  # fmt: skip
    try:
        await wait_for(lambda: sum(host.door.pending.values()) >= 60 and guessed[0] >= 4, 30)
        # a spectator from a quiet address
        took, watcher = await joined(port, "127.0.0.200")
        watcher.send("join", "late", None, "spectator", None)
        assert (await watcher.recv(5)).kind == "welcome"
        assert took < 5, took
        # seat 1 reconnecting from a flooding address, with its door pass
        ann = DataDir(tmp_path / "ann").identity()

        def door_pass(share: bytes) -> tuple[int, bytes]:
            return 1, ann.sign(DOOR_PASS, host.game_id + share)

        took, seat = await joined(port, "127.0.0.2", door_pass=door_pass)
        assert took < 5, took
    finally:
        stop.set()
        await asyncio.gather(*flood, return_exceptions=True)
    # the strangers got their guesses answered all along (under load a few more were answered
    # than a stranger lived to read, so the count is a floor, not an equality)
    assert host.door.attempts >= guessed[0] >= 4
    await watcher.closed()
    await seat.closed()
    assert await match.finish() == [0, 0]
    assert not any("Traceback" in n for n in notes(host))
