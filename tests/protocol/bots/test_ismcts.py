"""The information-set tree search: it reads only its seat's view, gives the same move for the
same iteration count and seed, honours a clock, plays the match it is told about, and chooses
an opponent's move by how often that move was legal in the deals sampled, not by the visits."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from mextrain.protocol.bots.expert import MATCH_WEIGHT
from mextrain.protocol.bots.ismcts import IsmctsBot, _best_move, _Node, ismcts_search
from mextrain.protocol.bots.simulate import round_deck, simulate_match
from mextrain.protocol.bots.strategies import STRATEGIES, decide
from mextrain.protocol.rules.engine import apply, legal_actions, new_round, view_for
from mextrain.protocol.rules.ruleset import PRESETS

from .test_bots import _midgame, _redeal_hidden
from .test_infer_choices import _played_rounds

MODES = [
    {},
    {"modelled": True},
    {"halving": True},
    {"halving": True, "planners": True},
    {"own_hard": True},
    {"halving": True, "modelled": True, "own_hard": True},
]


@pytest.mark.parametrize("mode", MODES)
def test_the_tree_search_reads_only_its_seats_view(mode: dict[str, bool]) -> None:
    """Same view, two different hidden deals, same seed: the same move and the same values."""
    state = _midgame(11)
    seat = state.turn
    other = _redeal_hidden(state, seat, 99)
    assert other.deck != state.deck and view_for(other, seat) == view_for(state, seat)
    first = ismcts_search(state, seat, random.Random(4), iterations=200, **mode)
    second = ismcts_search(other, seat, random.Random(4), iterations=200, **mode)
    assert first == second
    assert first.event in legal_actions(state, seat)
    assert 0 < first.playouts <= 200


def test_with_the_history_it_still_reads_only_the_view() -> None:
    state, history = _played_rounds(22)
    seat = state.turn
    view = view_for(state, seat)
    other = _redeal_hidden(state, seat, 3)
    assert other.deck != state.deck and view_for(other, seat) == view
    first = ismcts_search(state, seat, random.Random(5), iterations=150, history=history)
    second = ismcts_search(other, seat, random.Random(5), iterations=150, history=history)
    assert first == second


def test_the_same_seed_gives_the_same_move_and_another_seed_other_values() -> None:
    state = _midgame(14)
    seat = state.turn
    a = ismcts_search(state, seat, random.Random(9), iterations=120)
    b = ismcts_search(state, seat, random.Random(9), iterations=120)
    c = ismcts_search(state, seat, random.Random(10), iterations=120)
    assert a == b
    assert a.means != c.means
    assert IsmctsBot(playouts=120).time_left() is None


def test_every_root_move_is_tried_and_a_forced_move_costs_nothing() -> None:
    state = _midgame(15)
    seat = state.turn
    found = ismcts_search(state, seat, random.Random(2), iterations=60)
    assert set(found.means) == set(legal_actions(state, seat))
    forced = state
    rng = random.Random(0)
    while len(legal_actions(forced, forced.turn)) != 1:
        forced = apply(forced, STRATEGIES["greedy"](forced, forced.turn, rng))
    only = ismcts_search(forced, forced.turn, random.Random(0), iterations=60)
    assert only.playouts == 0 and only.event == legal_actions(forced, forced.turn)[0]


def test_the_clock_stops_the_search() -> None:
    """A clock read every CLOCK_CHECK iterations that runs out at its second read: 16
    iterations; one that never runs out leaves the iteration count in charge, with the move
    the clockless search makes."""
    state = _midgame(14)
    seat = state.turn
    left = iter([1.0, 0.0])
    stopped = ismcts_search(
        state, seat, random.Random(0), iterations=10_000, time_left=lambda: next(left)
    )
    assert stopped.playouts == 16
    assert stopped.event in legal_actions(state, seat)
    plain = ismcts_search(state, seat, random.Random(3), iterations=100)
    frozen = ismcts_search(state, seat, random.Random(3), iterations=100, time_left=lambda: 1.0)
    assert frozen == plain


def test_with_halving_the_clock_stops_after_the_deal_it_ran_out_in() -> None:
    state = _midgame(14)
    seat = state.turn
    alive = len(legal_actions(state, seat))
    left = iter([1.0, 0.0])
    stopped = ismcts_search(
        state, seat, random.Random(0), iterations=10_000, time_left=lambda: next(left), halving=True
    )
    assert stopped.playouts == alive  # one deal, every root move walked on it once
    plain = ismcts_search(state, seat, random.Random(3), iterations=100, halving=True)
    frozen = ismcts_search(
        state, seat, random.Random(3), iterations=100, time_left=lambda: 1.0, halving=True
    )
    assert frozen == plain


def test_the_stake_adds_the_match_win_in_the_last_round() -> None:
    """A one-round match: its only round is the last, so every move's value gains the match
    win's share on the deals it wins, and the same deals are sampled (the same seed)."""
    rules = replace(PRESETS["house"], rounds=1)
    state = new_round(rules, 3, 0, round_deck(rules, rules.round_doubles()[0], random.Random(6)))
    rng = random.Random(6)
    while len(legal_actions(state, state.turn)) < 3:
        state = apply(state, STRATEGIES["greedy"](state, state.turn, rng))
    seat = state.turn
    plain = ismcts_search(state, seat, random.Random(1), iterations=80)
    staked = ismcts_search(state, seat, random.Random(1), iterations=80, standing=[0, 0, 0])
    assert staked.means != plain.means
    assert max(staked.means.values()) > max(plain.means.values())
    assert all(v <= plain.means.get(e, 0.0) + MATCH_WEIGHT for e, v in staked.means.items())


def test_the_planner_playouts_change_the_values() -> None:
    state = _midgame(11)
    seat = state.turn
    greedy = ismcts_search(state, seat, random.Random(4), iterations=100)
    planned = ismcts_search(state, seat, random.Random(4), iterations=100, planners=True)
    assert planned.means != greedy.means


def test_an_opponent_move_seldom_legal_is_explored_by_its_availability() -> None:
    """Two moves with the same mean and visits: the one that was legal in more deals (its
    availability) has had more chances to be chosen and was not: UCB tries it now. Counting
    the parent's visits instead would tie them and pick the first."""
    rare, common = _Node(), _Node()
    for node, avail in ((rare, 10), (common, 1000)):
        node.visits, node.total, node.avail = 10, 5.0, avail
    children = {1: rare, 2: common}
    assert _best_move(children, [1, 2], 1.0) == 2
    rare.avail = 2000
    assert _best_move(children, [1, 2], 1.0) == 1


def test_the_bot_plays_whole_matches_and_hears_the_history() -> None:
    rules = replace(PRESETS["express"], rounds=2)
    bots = [IsmctsBot(playouts=30), STRATEGIES["greedy"]]
    first = simulate_match(rules, 2, bots, seed=4)
    again = simulate_match(rules, 2, bots, seed=4)
    assert first == again and len(first.rounds) == 2
    state = _midgame(16)
    seat = state.turn
    event = decide(IsmctsBot(playouts=30), state, seat, random.Random(1), [], [0, 0, 0])
    assert event in legal_actions(state, seat)


def test_the_hard_continuation_is_what_the_playouts_play() -> None:
    """``own_hard``: past the tree the seat plays on as ``hard``, so the values change."""
    state = _midgame(11)
    seat = state.turn
    plain = ismcts_search(state, seat, random.Random(4), iterations=200, halving=True)
    hard = ismcts_search(state, seat, random.Random(4), iterations=200, halving=True, own_hard=True)
    assert plain.means.keys() == hard.means.keys() and plain.means != hard.means
