"""The expert plays the match, not only the round, in its last round; and it gets the totals."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace

import pytest
from mextrain.protocol.bots.expert import (
    MATCH_WEIGHT,
    ExpertBot,
    match_value,
    search,
    win_chance,
)
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


def test_the_stake_adds_the_match_win_in_the_last_round() -> None:
    """Round 0 of a one-round match is its last: the standing adds the match win (or its
    share) to every move's value, never less."""
    state = _choice(1)
    seat = state.turn
    plain = search(state, seat, random.Random(1), playouts=60)
    staked = search(state, seat, random.Random(1), playouts=60, standing=[0, 0, 0])
    assert staked.means != plain.means
    assert all(staked.means[e] >= plain.means[e] for e in plain.means)


def test_before_the_last_round_the_stake_is_the_chance_of_the_win() -> None:
    """Two seats, penalty scoring: an even match is a coin toss; a lead of one spread wins
    with the normal chance of one sigma; three seats multiply their chances."""
    assert win_chance([40, 40], 0, False, 10.0) == pytest.approx(0.5)
    assert win_chance([30, 40], 0, False, 10.0) == pytest.approx(0.8413, abs=1e-4)
    assert win_chance([30, 40], 1, False, 10.0) == pytest.approx(0.1587, abs=1e-4)
    assert win_chance([50, 40], 0, True, 10.0) == pytest.approx(0.8413, abs=1e-4)
    assert win_chance([30, 40, 40], 0, False, 10.0) == pytest.approx(0.8413**2, abs=1e-4)
    # One round left after this one, spread 10: the round's margin moves the chance.
    behind = match_value([0, 5], 0, False, [50, 40], rounds_left=1, spread=10.0)
    assert behind == pytest.approx(5 + MATCH_WEIGHT * 0.3085, abs=1e-2)  # 50 vs 45: -0.5 sigma
    # Far from the end a point of margin is worth about as much whatever the standing.
    early = [match_value([0, d], 0, False, [0, 0], rounds_left=12, spread=43.0) for d in (0, 1, 2)]
    assert early[2] - early[1] == pytest.approx(early[1] - early[0], rel=0.01)


def test_a_safe_lead_in_the_second_to_last_round_is_kept() -> None:
    """A seat far ahead before the last round gains almost nothing from more margin: the
    win is near certain, so its moves' values differ by little more than their margins."""
    far = [match_value([0, d], 0, False, [0, 300], rounds_left=1, spread=43.0) for d in (0, 30)]
    assert far[1] - far[0] == pytest.approx(30, abs=0.5)
    near = [match_value([0, d], 0, False, [0, 0], rounds_left=1, spread=43.0) for d in (0, 30)]
    assert near[1] - near[0] > 30 + MATCH_WEIGHT * 0.2
