"""Made-up resumption tickets are rationed (issue 34 point 6): a ``resume`` whose ticket the host
does not hold is answered only in its turn, a few a second in all with addresses taking turns,
while a seat's real ticket is answered at once. Time is the test's: the line's clock moves only
when the test moves it."""

from __future__ import annotations

import asyncio
import contextlib
import os
from pathlib import Path

from mextrain.node.door import Door
from mextrain.node.envelope import decode, encode
from mextrain.node.framing import encode_frame, read_frame
from mextrain.node.resume import UNKNOWN_ANSWERS_PER_SECOND, UNKNOWN_BURST

from .helpers import held_match, wait_for
from .resumes import cut_and_back


class HandTime:
    """A clock that moves only when the test says; a sleeper wakes once it has moved enough."""

    def __init__(self) -> None:
        self.now = 0.0
        self._moved = asyncio.Event()

    def clock(self) -> float:
        return self.now

    async def sleep(self, seconds: float) -> None:
        until = self.now + seconds
        while self.now < until:
            await self._moved.wait()

    def advance(self, seconds: float) -> None:
        self.now += seconds
        self._moved.set()
        self._moved = asyncio.Event()


async def made_up(port: int, source: str, answered: list[str]) -> None:
    """One resume with a random ticket from ``source``; its answer's kind noted, if any."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port, local_addr=(source, 0))
    try:
        writer.write(encode_frame(encode("resume", 2, os.urandom(16), os.urandom(32))))
        answered.append(decode(await read_frame(reader, timeout=30, cap=256)).kind)
    finally:
        writer.close()


async def test_made_up_tickets_are_answered_at_the_rate_and_a_real_one_at_once(
    tmp_path: Path,
) -> None:
    match = await held_match(tmp_path)
    host, port = match.host, match.port
    time = HandTime()
    line = Door(
        rate=UNKNOWN_ANSWERS_PER_SECOND, burst=UNKNOWN_BURST, clock=time.clock, sleep=time.sleep
    )
    host.admission.unknown_tickets = line
    await wait_for(lambda: match.peer._ticket is not None)
    answered: list[str] = []
    flood = [
        asyncio.create_task(made_up(port, f"127.0.0.{a}", answered))
        for a in (2, 3, 4)
        for _ in range(6)
    ]
    try:
        await wait_for(lambda: len(answered) >= UNKNOWN_BURST)
        await asyncio.sleep(0.3)  # nobody else is answered while the clock stands
        assert answered == ["error"] * UNKNOWN_BURST
        assert line.attempts == UNKNOWN_BURST
        # the seat resumes meanwhile with its real ticket: at once, no turn of either line
        turns = host.door.attempts
        await cut_and_back(host)
        assert line.attempts == UNKNOWN_BURST and host.door.attempts == turns
        # a second of the line's time: UNKNOWN_ANSWERS_PER_SECOND more, no more
        time.advance(1.0)
        await wait_for(lambda: len(answered) >= UNKNOWN_BURST + UNKNOWN_ANSWERS_PER_SECOND)
        await asyncio.sleep(0.3)
        assert len(answered) == UNKNOWN_BURST + UNKNOWN_ANSWERS_PER_SECOND
        assert set(answered) == {"error"}
        # addresses took turns: every flooding address had an answer
        assert len(line._served) == 3
    finally:
        for task in flood:
            task.cancel()
        with contextlib.suppress(BaseException):
            await asyncio.gather(*flood, return_exceptions=True)
    assert await match.finish() == [0, 0]
