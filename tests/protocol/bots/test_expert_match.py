"""The expert plays the match, not only the round, in its last round; and it gets the totals."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace

import pytest
from mextrain.protocol.bots.expert import MATCH_WEIGHT, ExpertBot, match_value, search
from mextrain.protocol.bots.simulate import round_deck, simulate_match
from mextrain.protocol.bots.strategies import STRATEGIES
from mextrain.protocol.rules.engine import Event, RoundState, apply, legal_actions, new_round
from mextrain.protocol.rules.ruleset import PRESETS


def test_the_match_win_is_worth_more_than_points_in_the_last_round() -> None:
    # penalty scoring: lower is better. Seat 0 trails by 10 before the last round.
    standing = [50, 40]
    assert match_value([0, 12], 0, False, standing) == 12 + MATCH_WEIGHT  # wins 50-52
    assert match_value([0, 8], 0, False, standing) == 8  # a bigger loss of the match
    assert match_value([0, 10], 0, False, standing) == 10 + MATCH_WEIGHT / 2  # a tie shares
    assert match_value([0, 8], 0, False, None) == 8  # no standing: the round margin only
    # positive scoring: higher is better
    assert match_value([30, 0], 0, True, [0, 20]) == 30 + MATCH_WEIGHT


def test_the_expert_hears_the_totals_before_each_round() -> None:
    seen: list[tuple[int, tuple[int, ...] | None]] = []

    class Spy(ExpertBot):
        def decide(
            self,
            state: RoundState,
            seat: int,
            rng: random.Random,
            history: Sequence[Event] | None,
            standing: Sequence[int] | None = None,
        ) -> Event:
            seen.append((state.round_index, None if standing is None else tuple(standing)))
            return legal_actions(state, seat)[0]

    rules = replace(PRESETS["express"], rounds=2)
    match = simulate_match(rules, 2, [Spy(), STRATEGIES["greedy"]], seed=2)
    first = match.rounds[0].outcome.scores
    assert {s for r, s in seen if r == 0} == {(0, 0)}
    assert {s for r, s in seen if r == 1} == {tuple(first)}


def _choice(rounds: int) -> RoundState:
    rules = replace(PRESETS["house"], rounds=rounds)
    state = new_round(rules, 3, 0, round_deck(rules, rules.round_doubles()[0], random.Random(6)))
    rng = random.Random(6)
    while len(legal_actions(state, state.turn)) < 3:
        state = apply(state, STRATEGIES["greedy"](state, state.turn, rng))
    return state


@pytest.mark.parametrize("rounds", [1, 2])
def test_the_stake_counts_only_in_the_last_round(rounds: int) -> None:
    """Round 0 of a one-round match is its last: the standing adds the match win to every
    move's value. In a two-round match it changes nothing."""
    state = _choice(rounds)
    seat = state.turn
    plain = search(state, seat, random.Random(1), playouts=60)
    staked = search(state, seat, random.Random(1), playouts=60, standing=[0, 0, 0])
    if rounds == 2:
        assert staked == plain
    else:
        assert staked.means != plain.means
        assert all(staked.means[e] >= plain.means[e] for e in plain.means)
