"""The fast playout simulator agrees with the engine, move for move.

Search bots trust ``protocol/playout.py`` to play the engine's rules; if the two disagree on a
single legal move, the bots plan for a game that is not the one being played. Random rounds of
every preset at every table size, and of random rulesets mixing every knob, go through both: the
same legal moves at every step, the same seat on turn, the same scores at the end.

``MEXTRAIN_LONG_TESTS=1`` plays thousands of rounds instead of a CI-sized sample.
"""

from __future__ import annotations

import dataclasses
import os
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from mextrain.protocol.bots import greedy_strategy
from mextrain.protocol.engine import Phase, RoundState, apply, legal_actions, new_round
from mextrain.protocol.playout import Sim, greedy_move, move_of, playout
from mextrain.protocol.rules import (
    PRESETS,
    DrawRule,
    EngineMode,
    FirstTurn,
    OpenDoubles,
    RoundOrder,
    Ruleset,
    Scoring,
)
from mextrain.protocol.scoring import score_round
from mextrain.protocol.simulate import play_round, round_deck

LONG = bool(os.environ.get("MEXTRAIN_LONG_TESTS"))
EXAMPLES = 3000 if LONG else 80


@st.composite
def preset_tables(draw: st.DrawFn) -> tuple[Ruleset, int, int, int]:
    rules = PRESETS[draw(st.sampled_from(sorted(PRESETS)))]
    players = draw(st.integers(rules.min_players, rules.max_players))
    return rules, players, draw(st.integers(0, rules.rounds - 1)), draw(st.integers(0, 2**32))


@st.composite
def knob_tables(draw: st.DrawFn) -> tuple[Ruleset, int, int, int]:
    """Any mix of the ruleset's knobs, on the classic table sizes."""
    rules = dataclasses.replace(
        PRESETS["classic"],
        name="mixed",
        engine=draw(st.sampled_from(list(EngineMode))),
        round_order=draw(st.sampled_from(list(RoundOrder))),
        first_turn=draw(st.sampled_from(list(FirstTurn))),
        mexican_on_first_turn=draw(st.booleans()),
        draw=draw(st.sampled_from(list(DrawRule))),
        open_doubles=draw(st.sampled_from(list(OpenDoubles))),
        marker_when_covering=draw(st.booleans()),
        out_on_double=draw(st.booleans()),
        scoring=draw(st.sampled_from(list(Scoring))),
        double_blank_pips=draw(st.sampled_from([0, 50])),
        out_on_double_doubles=draw(st.booleans()),
    )
    players = draw(st.integers(rules.min_players, rules.max_players))
    return rules, players, draw(st.integers(0, rules.rounds - 1)), draw(st.integers(0, 2**32))


def _lockstep(rules: Ruleset, players: int, round_index: int, seed: int) -> int:
    """Play one round through both with a random (play-leaning) policy; return its length."""
    rng = random.Random(seed)
    deck = round_deck(rules, rules.round_doubles()[round_index], rng)
    state: RoundState = new_round(rules, players, round_index, deck)
    sim = Sim.from_state(state)
    steps = 0
    while state.phase is not Phase.OVER:
        assert not sim.over
        assert sim.turn == state.turn
        actions = legal_actions(state, state.turn)
        moves = sim.legal()
        assert sorted(moves) == sorted(move_of(a, rules.max_pip) for a in actions), (
            f"step {steps}: engine {actions} vs sim {[sim.event(m) for m in moves]}"
        )
        move = greedy_move(sim, moves) if rng.random() < 0.5 else rng.choice(moves)
        event = sim.event(move)
        assert event in actions
        state = apply(state, event)
        sim.apply(move)
        steps += 1
    assert sim.over
    assert sim.scores() == list(score_round(state).scores)
    return steps


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(preset_tables())
def test_presets_same_moves_and_scores(table: tuple[Ruleset, int, int, int]) -> None:
    assert _lockstep(*table) > 0


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(knob_tables())
def test_every_knob_same_moves_and_scores(table: tuple[Ruleset, int, int, int]) -> None:
    assert _lockstep(*table) > 0


def test_greedy_playout_is_the_greedy_bot() -> None:
    """The simulator's greedy policy plays exactly the engine's greedy bot (the bench compares
    the two on the same games)."""

    rng = random.Random(7)
    for name, rules in PRESETS.items():
        players = max(rules.min_players, 4)
        deck = round_deck(rules, rules.round_doubles()[0], rng)
        played = play_round(rules, players, 0, deck, [greedy_strategy] * players, [rng] * players)
        sim = Sim.new_round(rules, players, 0, deck)
        assert playout(sim) == list(played.outcome.scores), name


def test_copy_branches_independently() -> None:
    rules = PRESETS["classic"]
    deck = round_deck(rules, 12, random.Random(3))
    sim = Sim.new_round(rules, 4, 0, deck)
    before = (sim.hands[:], sim.ends[:], sim.turn, sim.phase)
    branch = sim.copy()
    playout(branch)
    assert branch.over and not sim.over
    assert (sim.hands, sim.ends, sim.turn, sim.phase) == before
