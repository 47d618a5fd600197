"""A newcomer sharing an address with guessers who come back at once after each failure (issue
34, the spectator from a flooding address): in arrival order it waited one turn of its address
per guesser (8 of them: about 12 s, over the 10 s handshake bound), so a connection that comes
within COMEBACK_WINDOW of a failure from its address, one per failure, is taken for that
guesser and waits behind the address's other connections. A fake clock; no sockets."""

from __future__ import annotations

import asyncio

from mextrain.node.door import COMEBACK_WINDOW, Door

from .test_door import FakeTime
from .test_guards_door import Place, bounded


async def served_order(newcomer_after: float, guessers: int = 3) -> list[str]:
    """``guessers`` at address x fail at 0.0 and come back at once, each to wait for a turn;
    an honest newcomer arrives from x ``newcomer_after`` seconds after those failures. Which
    of x's connections the door serves first, in order."""
    time = FakeTime()
    door = Door(rate=2.0, burst=1, clock=time.clock, sleep=time.sleep)
    await door.attempt(key="first")  # takes the free turn: everyone after waits in line
    gone: list[str] = []
    for _ in range(guessers):
        door.failed("wrong join code", "x")
    served: list[str] = []

    async def guess(name: str) -> None:
        place = Place(gone, name)
        door.arrived("x", place)
        assert door.enter("x", place) is None
        await door.attempt(key="x", place=place)
        served.append(name)
        door.leave("x", place)

    line = [asyncio.create_task(guess(f"guesser {i}")) for i in range(guessers)]
    await asyncio.sleep(0)
    time.now = newcomer_after
    line.append(asyncio.create_task(guess("newcomer")))
    await bounded(asyncio.gather(*line))
    assert not gone  # nobody evicted: the order alone changed
    return served


async def test_a_newcomer_goes_before_guessers_back_from_their_failures() -> None:
    # it came last, yet has the address's next turn: the guessers came back after failing
    assert (await served_order(0.1))[0] == "newcomer"


async def test_each_failure_marks_only_the_first_connection_within_its_window() -> None:
    time = FakeTime()
    door = Door(rate=2.0, burst=1, clock=time.clock, sleep=time.sleep)
    door.failed("wrong join code", "x")
    first, second = Place([], "a"), Place([], "b")
    door.arrived("x", first)
    door.arrived("x", second)
    await door.attempt(key="busy")  # the free turn
    served: list[str] = []

    async def guess(name: str, place: Place) -> None:
        assert door.enter("x", place) is None
        await door.attempt(key="x", place=place)
        served.append(name)

    await bounded(asyncio.gather(guess("back", first), guess("new", second)))
    assert served == ["new", "back"]  # one failure, one comeback: the second is a newcomer


async def test_a_connection_after_the_window_is_served_in_arrival_order() -> None:
    time = FakeTime()
    door = Door(rate=2.0, burst=1, clock=time.clock, sleep=time.sleep)
    await door.attempt(key="busy")  # the free turn
    early = Place([], "early")
    assert door.enter("x", early) is None
    waiting = asyncio.create_task(door.attempt(key="x", place=early))
    await asyncio.sleep(0)
    door.failed("wrong join code", "x")
    time.now += COMEBACK_WINDOW + 0.01  # a guesser that waits out the window
    late = Place([], "late")
    door.arrived("x", late)
    assert door.enter("x", late) is None
    served: list[str] = []
    waiting.add_done_callback(lambda _: served.append("early"))

    async def guess() -> None:
        await door.attempt(key="x", place=late)
        served.append("late")

    await bounded(asyncio.gather(waiting, guess()))
    assert served == ["early", "late"]  # not marked: arrival order, as before


def test_the_failures_remembered_are_bounded_per_address() -> None:
    time = FakeTime()
    door = Door(max_per_address=4, clock=time.clock, sleep=time.sleep)
    for _ in range(50):
        door.failed("wrong join code", "x")
    marked = [Place([], str(i)) for i in range(10)]
    for place in marked:
        door.arrived("x", place)
    assert sum(1 for p in marked if p in door._back) == 4  # one per place, not per failure
    for n in range(3 * door.max_pending):  # marked, then turned away before taking a place
        door.failed("wrong join code", "y")
        door.arrived("y", Place([], f"y{n}"))
    assert len(door._back) == 2 * door.max_pending  # the oldest forgotten
