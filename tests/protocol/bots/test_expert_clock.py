"""The expert's clock: anytime search on a clock the caller passes in (a fake one here, so
nothing is timed), and the same move for the same playout count when there is no clock."""

from __future__ import annotations

import random

import pytest
from mextrain.protocol.bots.expert import ExpertBot, search
from mextrain.protocol.errors import LocalError
from mextrain.protocol.rules.engine import legal_actions

from .test_bots import _midgame


class FakeClock:
    """A clock that moves ``step`` seconds each time it is read."""

    def __init__(self, step: float) -> None:
        self.now = 0.0
        self.step = step
        self.reads = 0

    def __call__(self) -> float:
        self.now += self.step
        self.reads += 1
        return self.now


def test_search_stops_after_the_deal_in_which_the_clock_ran_out() -> None:
    state = _midgame(14)
    seat = state.turn
    alive = len(legal_actions(state, seat))
    left = iter([1.0, 0.0])
    result = search(state, seat, random.Random(0), playouts=10_000, time_left=lambda: next(left))
    assert result.playouts == alive  # one deal, every candidate played on it once
    assert result.event in legal_actions(state, seat)
    assert set(result.means) == set(legal_actions(state, seat))


def test_expert_on_a_clock_spends_what_the_clock_allows() -> None:
    """Each read of the fake clock costs 10 ms and the expert has 50 ms: it stops within a few
    deals, far short of its playout cap; with a longer think time it searches more."""
    state = _midgame(14)
    seat = state.turn
    short_clock = FakeClock(0.01)
    bot = ExpertBot(playouts=100_000, think=0.05, clock=short_clock)
    left = bot.time_left()
    assert left is not None
    found = search(state, seat, random.Random(0), playouts=bot.playouts, time_left=left)
    assert found.event in legal_actions(state, seat)
    assert short_clock.reads <= 6  # the start, then one read per deal until 50 ms are gone
    assert 0 < found.playouts < 100_000
    long_clock = FakeClock(0.01)
    longer = ExpertBot(playouts=100_000, think=0.5, clock=long_clock)
    more = search(state, seat, random.Random(0), playouts=100_000, time_left=longer.time_left())
    assert more.playouts > found.playouts
    assert long_clock.now <= 0.5 + 0.02  # never past its time by more than one deal's read


def test_the_clock_caps_nothing_when_the_playouts_run_out_first() -> None:
    """A slow fake clock that never runs out: the playout count ends the search, and the move
    is the one the clockless search makes (the schedule is the same)."""
    state = _midgame(15)
    seat = state.turn
    plain = search(state, seat, random.Random(3), playouts=120)
    frozen = search(state, seat, random.Random(3), playouts=120, time_left=lambda: 1.0)
    assert frozen.event == plain.event and frozen.playouts == plain.playouts


def test_without_a_clock_the_expert_is_deterministic() -> None:
    state = _midgame(16)
    seat = state.turn
    a = ExpertBot(playouts=80)(state, seat, random.Random(9))
    b = ExpertBot(playouts=80)(state, seat, random.Random(9))
    assert a == b
    assert ExpertBot(playouts=80).time_left() is None


def test_a_think_time_needs_a_clock() -> None:
    with pytest.raises(LocalError, match="needs a clock"):
        ExpertBot(think=1.0)
    with pytest.raises(LocalError, match="positive"):
        ExpertBot(think=0.0, clock=FakeClock(0.0))
