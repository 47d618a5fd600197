"""The expert's stops: a budget in proportion to the legal moves, and an early stop once one
move's paired lead is decisive (both keep the slowest decisions within the think-time goal)."""

from __future__ import annotations

import random
from dataclasses import replace

from mextrain.protocol.bots.expert import (
    DECISIVE_DEALS,
    DEFAULT_MODEL,
    PER_OPTION,
    TABLE_PLAYOUTS,
    _decided,
    search,
)
from mextrain.protocol.rules.engine import legal_actions

from .test_bots import _midgame


def test_a_lead_many_standard_errors_wide_is_decisive_and_a_narrow_one_is_not() -> None:
    rng = random.Random(1)
    noise = [rng.gauss(0, 10) for _ in range(DECISIVE_DEALS)]
    worse = [v - 20 + rng.gauss(0, 2) for v in noise]
    close = [v + rng.gauss(0, 10) for v in noise]
    assert _decided([noise, worse], [0, 1], 3.0) == 0
    assert _decided([worse, noise], [0, 1], 3.0) == 1  # whichever move leads
    assert _decided([noise, worse, close], [0, 1, 2], 3.0) is None  # not over every other
    assert _decided([noise, worse, close], [0, 1], 3.0) == 0  # the third is out of contention
    assert _decided([noise[:-1], worse[:-1]], [0, 1], 3.0) is None  # too few deals yet


def test_moves_that_tie_on_every_deal_do_not_hold_the_search() -> None:
    values = [float(v % 7) for v in range(DECISIVE_DEALS)]
    assert _decided([values, list(values)], [0, 1], 3.0) == 0


def test_the_budget_is_in_proportion_to_the_legal_moves() -> None:
    state = _midgame(12)
    seat = state.turn
    moves = len(legal_actions(state, seat))
    capped = search(state, seat, random.Random(0), playouts=1000)
    assert 0 < capped.playouts <= PER_OPTION * moves < 1000
    whole = replace(DEFAULT_MODEL, per_option=0, decisive=0.0, table_playouts=0)
    assert search(state, seat, random.Random(0), playouts=1000, model=whole).playouts > 600


def test_a_decisive_lead_stops_the_search_early_on_the_same_move() -> None:
    state = _midgame(10)
    seat = state.turn
    early = search(state, seat, random.Random(0))
    full = search(state, seat, random.Random(0), model=replace(DEFAULT_MODEL, decisive=0.0))
    assert early.event == full.event
    assert early.playouts < full.playouts


def test_the_budget_shrinks_with_the_seats_at_the_table() -> None:
    """A playout plays through every hand: at 4 seats the search spends at most a quarter of
    :data:`TABLE_PLAYOUTS`, whatever budget it is given."""
    state = _midgame(13, players=4)
    seat = state.turn
    no_stop = replace(DEFAULT_MODEL, decisive=0.0)
    capped = search(state, seat, random.Random(0), playouts=5000, model=no_stop)
    assert 0 < capped.playouts <= TABLE_PLAYOUTS // 4
    wide = replace(no_stop, table_playouts=0)
    assert (
        search(state, seat, random.Random(0), playouts=5000, model=wide).playouts > capped.playouts
    )
