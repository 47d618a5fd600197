"""The door's arithmetic under attack (issue 36): who is evicted when every place is taken, who
never is, how long a failed attempt marks an address noisy, and in what order the line is
served. Pure unit tests on a Door with a fake clock: every boundary to the exact instant."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable
from typing import TypeVar

import pytest
from mextrain.node.door import (
    BURST,
    GUESSES_PER_SECOND,
    MAX_NOISY,
    MAX_PENDING,
    MAX_PENDING_PER_ADDRESS,
    NOISE_HALF_LIFE,
    WARN_EVERY,
    Door,
)

from .test_door import FakeTime

T = TypeVar("T")


class Place:
    """A pending connection's hang-up, which records that the door evicted it."""

    def __init__(self, gone: list[str], name: str) -> None:
        self.gone, self.name = gone, name

    def __call__(self) -> None:
        self.gone.append(self.name)


async def bounded(waiting: Awaitable[T]) -> T:
    """Await what the fake clock drives, failing instead of spinning for ever should the door
    never give a turn (its pump then only moves the fake clock on)."""
    return await asyncio.wait_for(waiting, 10)


def fill(door: Door, gone: list[str], address: str, count: int) -> list[Place]:
    places = [Place(gone, f"{address}#{i}") for i in range(count)]
    for place in places:
        assert door.enter(address, place) is None
    return places


def test_the_defaults_are_the_documented_bounds() -> None:
    door = Door()
    assert (door.rate, door.burst, door.max_pending, door.max_per_address, door.warn_every) == (
        GUESSES_PER_SECOND, BURST, MAX_PENDING, MAX_PENDING_PER_ADDRESS, WARN_EVERY
    )  # fmt: skip
    assert (GUESSES_PER_SECOND, BURST, MAX_PENDING, MAX_PENDING_PER_ADDRESS) == (2.0, 2, 64, 8)
    assert (WARN_EVERY, NOISE_HALF_LIFE, MAX_NOISY) == (20, 60.0, 4096)


def test_an_address_at_its_cap_gives_up_its_oldest_place_to_its_newcomer() -> None:
    gone: list[str] = []
    door = Door(max_pending=100, max_per_address=3)
    fill(door, gone, "a", 2)
    assert gone == [] and door.evicted == 0  # under its cap: nobody makes way
    fill(door, gone, "a", 1)
    assert door.pending["a"] == 3 and gone == []
    newcomer = Place(gone, "a#new")
    assert door.enter("a", newcomer) is None
    assert gone == ["a#0"] and door.evicted == 1 and door.pending["a"] == 3
    door.leave("a", newcomer)  # the evicted one's place is not counted twice
    assert door.pending["a"] == 2


def test_when_every_place_is_taken_the_busiest_address_makes_room() -> None:
    gone: list[str] = []
    door = Door(max_pending=6, max_per_address=6)
    fill(door, gone, "busy", 4)
    fill(door, gone, "two", 2)
    assert door.enter("new", Place(gone, "new#0")) is None  # 4 > 0 + 1: busy's oldest goes
    assert gone == ["busy#0"] and door.pending == {"busy": 3, "two": 2, "new": 1}
    assert door.enter("new", Place(gone, "new#1")) is None  # 3 > 1 + 1: again
    assert gone == ["busy#0", "busy#1"] and door.evicted == 2


def test_a_newcomer_one_place_short_of_the_busiest_is_turned_away_not_let_flip_it() -> None:
    """Evicting an address that holds only one more than the newcomer's would leave the
    newcomer the busiest: it would just trade places, so the newcomer is the one refused."""
    gone: list[str] = []
    door = Door(max_pending=5, max_per_address=5)
    fill(door, gone, "a", 3)
    fill(door, gone, "b", 2)
    assert "too many joiners at once" in (door.enter("b", Place(gone, "b#new")) or "")
    assert gone == [] and door.evicted == 0 and door.pending == {"a": 3, "b": 2}


def test_among_equally_busy_addresses_the_noisiest_makes_room() -> None:
    gone: list[str] = []
    time = FakeTime()
    door = Door(max_pending=6, max_per_address=6, clock=time.clock)
    for address in ("quiet", "noisy", "calm"):
        fill(door, gone, address, 2)
    door.failed("wrong join code", "noisy")
    assert door.enter("new", Place(gone, "new#0")) is None
    assert gone == ["noisy#0"]


def test_the_busiest_whose_every_place_showed_a_door_pass_is_never_evicted() -> None:
    gone: list[str] = []
    door = Door(max_pending=4, max_per_address=4)
    seats = fill(door, gone, "seats", 3)
    for place in seats:
        door.known("seats", place)
    fill(door, gone, "x", 1)
    assert "too many joiners at once" in (door.enter("new", Place(gone, "new#0")) or "")
    assert gone == [] and door.evicted == 0
    door.known("stranger", seats[0])  # a pass is for the address its connection counts as
    door.leave("seats", seats[1])  # one seat proves the code: its pass leaves with it
    stranger = Place(gone, "seats#late")
    assert door.enter("seats", stranger) is None
    assert door.enter("new", Place(gone, "new#1")) is None
    assert gone == ["seats#late"]  # the one place without a pass made room


def test_a_known_place_is_skipped_and_the_next_oldest_evicted_at_an_address_cap() -> None:
    gone: list[str] = []
    door = Door(max_pending=100, max_per_address=3)
    first, _, third = fill(door, gone, "a", 3)
    door.known("a", first)
    assert door.enter("a", Place(gone, "a#new")) is None
    assert gone == ["a#1"]
    door.known("a", third)
    door.known("a", Place(gone, "a#never"))  # not pending: marks nothing
    assert door.enter("a", Place(gone, "a#newer")) is None
    assert gone == ["a#1", "a#new"]


def test_an_address_with_every_place_known_refuses_a_newcomer_in_words() -> None:
    door = Door(max_pending=100, max_per_address=2)
    gone: list[str] = []
    for place in fill(door, gone, "10.0.0.9", 2):
        door.known("10.0.0.9", place)
    why = door.enter("10.0.0.9", Place(gone, "x"))
    assert why is not None and why.startswith("too many connections from 10.0.0.9 at once")
    assert door.pending["10.0.0.9"] == 2 and gone == []


def test_leaving_frees_exactly_the_place_it_names() -> None:
    gone: list[str] = []
    door = Door(max_pending=100, max_per_address=3)
    one, two = fill(door, gone, "a", 2)
    door.leave("a", Place(gone, "stranger"))  # not one of a's: nothing changes
    assert door.pending["a"] == 2
    door.leave("b", one)  # not b's either
    assert door.pending["a"] == 2 and "b" not in door.pending
    door.leave("a", two)
    door.leave("a", two)  # twice: the second does nothing
    assert door.pending["a"] == 1
    fill(door, gone, "a", 2)
    assert door.enter("a", Place(gone, "a#new")) is None
    assert gone == ["a#0"]  # one is still the oldest: two's leaving took two's place
    door.leave("a")  # no place named: the oldest's (one is gone already: a#0 of the fill)
    assert door.pending["a"] == 2
    for _ in range(5):
        door.leave("a")
    assert "a" not in door.pending and not door._evict and not door._known


def test_a_place_that_left_is_not_protected_by_its_old_pass() -> None:
    gone: list[str] = []
    door = Door(max_pending=100, max_per_address=1)
    place = Place(gone, "seat")
    assert door.enter("a", place) is None
    door.known("a", place)
    door.leave("a")
    assert place not in door._known
    assert door.enter("a", place) is None  # the same hang-up, reused: a new connection
    assert door.enter("a", Place(gone, "next")) is None
    assert gone == ["seat"]


def test_an_address_is_noisy_for_as_long_as_its_failures_take_to_halve_below_one_half() -> None:
    time = FakeTime()
    door = Door(clock=time.clock)
    assert door.noise("a") == 0.0
    door.failed("wrong join code", "a")
    assert door.noise("a") == 1.0 and door.failures == 1
    time.now = NOISE_HALF_LIFE
    assert door.noise("a") == pytest.approx(0.5)
    door.failed("wrong join code", "a")  # counted on top of what is left
    assert door.noise("a") == pytest.approx(1.5)
    time.now = 2 * NOISE_HALF_LIFE
    assert door.noise("a") == pytest.approx(0.75)
    assert door.noise("b") == 0.0


async def test_a_noisy_address_waits_behind_a_quiet_one_until_its_noise_fades() -> None:
    async def order_after(quiet_for: float) -> list[str]:
        time = FakeTime()
        door = Door(rate=2.0, burst=1, clock=time.clock, sleep=time.sleep)
        door.failed("wrong join code", "noisy")
        time.now = quiet_for
        await door.attempt(key="first")  # takes the free turn; the rest wait in line
        served: list[str] = []

        async def guess(key: str) -> None:
            await door.attempt(key=key)
            served.append(key)

        await bounded(asyncio.gather(guess("noisy"), guess("quiet")))
        return served

    # the line is ranked when the next turn is due, half a second after the free one
    assert await order_after(0.0) == ["quiet", "noisy"]
    assert await order_after(NOISE_HALF_LIFE - 0.5) == ["quiet", "noisy"]  # exactly 0.5: noisy
    assert await order_after(NOISE_HALF_LIFE - 0.49) == ["noisy", "quiet"]  # quiet again


async def test_the_address_served_longest_ago_goes_first() -> None:
    time = FakeTime()
    door = Door(rate=2.0, burst=1, clock=time.clock, sleep=time.sleep)
    await door.attempt(key="a")  # served at 0.0
    time.now = 10.0
    await door.attempt(key="b")  # served at 10.0
    await bounded(door.attempt(key="c"))  # this one waits: takes 10.5
    served: list[str] = []

    async def guess(key: str) -> None:
        await door.attempt(key=key)
        served.append(key)

    await bounded(asyncio.gather(guess("b"), guess("c"), guess("a"), guess("d")))
    assert served == ["d", "a", "b", "c"]  # never served, then the longest ago


async def test_the_burst_lets_that_many_through_at_once_then_the_rate() -> None:
    for burst in (1, 3):
        time = FakeTime()
        door = Door(rate=4.0, burst=burst, clock=time.clock, sleep=time.sleep)
        done: list[float] = []

        async def guess(stamps: list[float] = done, d: Door = door, t: FakeTime = time) -> None:
            await d.attempt()
            stamps.append(t.now)

        await bounded(asyncio.gather(*(guess() for _ in range(burst + 2))))
        assert done == [0.0] * burst + [0.25, 0.5]


async def test_a_joiner_gone_while_in_line_takes_no_turn_and_the_next_gets_it() -> None:
    time = FakeTime()
    door = Door(rate=2.0, burst=1, clock=time.clock, sleep=time.sleep)
    await door.attempt(key="first")
    alive = [True]
    leaving = asyncio.create_task(door.attempt(lambda: alive[0], key="gone"))
    staying = asyncio.create_task(door.attempt(key="stays"))
    await asyncio.sleep(0)
    alive[0] = False
    with pytest.raises(Exception, match="left while waiting"):
        await bounded(leaving)
    await bounded(staying)
    assert time.now == 0.5 and door.attempts == 2  # the turn went to the one still there


def test_only_the_remembered_noisy_addresses_are_kept_the_quietest_forgotten_first() -> None:
    time = FakeTime()
    door = Door(clock=time.clock)
    door.failed("wrong join code", "loud")
    door.failed("wrong join code", "loud")
    for i in range(MAX_NOISY):
        door.failed("wrong join code", f"10.0.{i // 256}.{i % 256}")
    assert len(door._noise) == MAX_NOISY
    assert door.noise("loud") == 2.0  # one of the quiet ones made room


async def test_the_served_times_kept_are_bounded_the_longest_ago_forgotten() -> None:
    time = FakeTime()
    door = Door(rate=2.0, burst=1, clock=time.clock, sleep=time.sleep)
    keys = [f"k{MAX_NOISY - i:04d}" for i in range(MAX_NOISY + 1)]  # the newest sorts first
    for i, key in enumerate(keys):
        time.now = float(i)
        await bounded(door.attempt(key=key))  # a second apart: each takes its turn at once
    assert len(door._served) == MAX_NOISY
    served: list[str] = []

    async def guess(key: str) -> None:
        await door.attempt(key=key)
        served.append(key)

    # the memory is full: the address served just now must not pass for one never served and
    # jump ahead of the one served longest ago that is still remembered
    await bounded(asyncio.gather(guess(keys[-1]), guess(keys[1])))
    assert served == [keys[1], keys[-1]]


def test_the_host_hears_of_failures_every_batch_with_the_latest_reason() -> None:
    heard: list[tuple[int, str]] = []
    door = Door(warn_every=2, on_warning=lambda n, why: heard.append((n, why)))
    for why in ("one", "two", "three", "four", "five"):
        door.failed(why, "a")
    assert heard == [(2, "two"), (4, "four")]
    Door(warn_every=1).failed("no one listens", "a")  # no listener: nothing to call
