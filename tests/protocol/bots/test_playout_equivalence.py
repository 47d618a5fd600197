"""The fast playout simulator agrees with the engine, move for move.

Search bots trust ``protocol/bots/playout.py`` to play the engine's rules; if the two disagree on a
single legal move, the bots plan for a game that is not the one being played. Random rounds of
every preset at every table size, and of random rulesets mixing every knob, go through both: the
same legal moves at every step, the same seat on turn, the same scores at the end.

``MEXTRAIN_LONG_TESTS=1`` plays thousands of rounds instead of a CI-sized sample.
"""

from __future__ import annotations

import dataclasses
import os
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from mextrain.protocol.bots.playout import Sim, greedy_move, move_of, planner_move, playout
from mextrain.protocol.bots.simulate import play_round, round_deck
from mextrain.protocol.bots.strategies import greedy_strategy
from mextrain.protocol.rules.engine import (
    MEXICAN,
    Phase,
    RoundState,
    Train,
    apply,
    legal_actions,
    new_round,
)
from mextrain.protocol.rules.ruleset import PRESETS, LastDouble, Ruleset
from mextrain.protocol.rules.scoring import score_round
from mextrain.protocol.rules.tiles import Tile

from ..helpers import run, small, start
from ..knob_mixes import KNOBS, TABLE_FIELDS, knob_tables, random_table

LONG = bool(os.environ.get("MEXTRAIN_LONG_TESTS"))
EXAMPLES = 3000 if LONG else 80
ROUNDS_PER_VALUE = 200 if LONG else 6


@st.composite
def preset_tables(draw: st.DrawFn) -> tuple[Ruleset, int, int, int]:
    rules = PRESETS[draw(st.sampled_from(sorted(PRESETS)))]
    players = draw(st.integers(rules.min_players, rules.max_players))
    return rules, players, draw(st.integers(0, rules.rounds - 1)), draw(st.integers(0, 2**32))


def test_every_ruleset_field_is_mixed() -> None:
    """A new knob of another type (an int, say) must be added to KNOBS by hand."""
    names = {f.name for f in dataclasses.fields(Ruleset)}
    assert names == set(KNOBS) | TABLE_FIELDS, names - set(KNOBS) - TABLE_FIELDS


@pytest.mark.parametrize(
    ("name", "value"), [(n, v) for n, values in KNOBS.items() for v in values], ids=str
)
def test_each_knob_value_same_moves_and_scores(name: str, value: object) -> None:
    """Every value of every knob, on several random mixes of the others: the coverage the
    hypothesis mix cannot promise."""
    rng = random.Random(f"{name}={value}")
    for _ in range(ROUNDS_PER_VALUE):
        rules, players, round_index = random_table(rng, name, value)
        assert _lockstep(rules, players, round_index, rng.getrandbits(32)) > 0
        _greedy_alike(rules, players, round_index, rng)


def _greedy_alike(rules: Ruleset, players: int, round_index: int, rng: random.Random) -> None:
    """The fused greedy playout (its own inline copy of the rules) ends every round as the
    engine's greedy bot does, and as the simulator's step-by-step greedy policy does."""
    deck = round_deck(rules, rules.round_doubles()[round_index], rng)
    bots = [greedy_strategy] * players
    played = play_round(rules, players, round_index, deck, bots, [rng] * players)
    fused = Sim.new_round(rules, players, round_index, deck)
    stepped = fused.copy()
    assert playout(fused) == list(played.outcome.scores)
    assert playout(stepped, greedy_move) == list(played.outcome.scores)
    _same_state(played.final, fused)


def _lockstep(rules: Ruleset, players: int, round_index: int, seed: int) -> int:
    """Play one round through both with a random (play-leaning) policy; return its length."""
    rng = random.Random(seed)
    deck = round_deck(rules, rules.round_doubles()[round_index], rng)
    sim = Sim.new_round(rules, players, round_index, deck)
    return _lockstep_from(new_round(rules, players, round_index, deck), rng, sim)


def _same_state(state: RoundState, sim: Sim) -> None:
    """The simulator's state is the engine's, field by field (a rule that changed what the
    engine remembers shows here at once, before it ever changes a legal move or a score)."""
    assert sim.turn == state.turn
    assert sim.engine_pip == state.engine_pip
    assert sim.ends == [t.end for t in state.trains]
    assert sim.started == [t.started for t in state.trains]
    assert sim.markers == [t.marker for t in state.trains]
    assert sim.open == list(state.open_doubles)
    assert sim.counts == [len(h) for h in state.hands]
    assert sim.first_done == list(state.first_turn_done)
    assert sim.passes == state.passes_in_row
    assert sim.boneyard == state.boneyard_count
    assert (sim.follow_up, sim.cover_last) == (state.follow_up, state.cover_last)
    if state.phase is Phase.TURNS:
        assert sim._building() == state.building()


def _lockstep_from(state: RoundState, rng: random.Random, sim: Sim | None = None) -> int:
    """Finish the round from ``state`` through both (``sim``: the simulator at the same point,
    default ``Sim.from_state(state)``); return the number of moves."""
    max_pip = state.rules.max_pip
    sim = Sim.from_state(state) if sim is None else sim
    steps = 0
    while state.phase is not Phase.OVER:
        assert not sim.over
        _same_state(state, sim)
        actions = legal_actions(state, state.turn)
        moves = sim.legal()
        assert sorted(moves) == sorted(move_of(a, max_pip) for a in actions), (
            f"step {steps}: engine {actions} vs sim {[sim.event(m) for m in moves]}"
        )
        move = greedy_move(sim, moves) if rng.random() < 0.5 else rng.choice(moves)
        event = sim.event(move)
        assert event in actions
        state = apply(state, event)
        sim.apply(move)
        steps += 1
    assert sim.over
    _same_state(state, sim)
    assert sim.scores() == list(score_round(state).scores)
    return steps


def test_last_double_in_a_building_first_turn_owes_its_cover() -> None:
    """must_cover: a seat that builds its hand away ending on a double is not building any
    more: it draws for the cover (EndBuild would be wrong). Rare in random rounds."""
    rules = small("classic", 3, last_double=LastDouble.MUST_COVER)
    state = start(rules, 2, [["12-12", "12-5", "5-5"], ["3-4", "6-1", "2-0"]], ["5-1"])
    state = run(state, "place", "play 12-5 on 0", "play 5-5 on 0")
    assert state.cover_last and not state.building()
    assert _lockstep_from(state, random.Random(1)) > 0


def test_a_pass_in_a_follow_up_never_counts_towards_a_block() -> None:
    """Boneyard empty, every marker down: a seat that cannot follow its own double passes, and
    that pass does not count towards a blocked round (the other trains were open to it)."""
    rules = small("express", 2)
    state = start(rules, 2, [["6-6", "1-2"], ["3-4", "0-0"]])
    mex = Train(MEXICAN, (Tile(6, 12),), 6)
    trains = (Train(0, (), 12, True), Train(1, (), 12, True), mex)
    state = dataclasses.replace(
        state, next_draw=len(state.deck), trains=trains, first_turn_done=(True, True)
    )
    passed = run(state, "play 6-6 on mex", "pass")
    assert passed.passes_in_row == 0 and passed.phase is Phase.TURNS
    assert _lockstep_from(state, random.Random(1)) > 0


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


def _planners_alike(rules: Ruleset, players: int, round_index: int, rng: random.Random) -> None:
    """The fused playout with planner seats picks what the step-by-step planner policy picks,
    and every pick is a move the engine allows."""
    mask = rng.getrandbits(players) | 1
    deck = round_deck(rules, rules.round_doubles()[round_index], rng)
    fused = Sim.new_round(rules, players, round_index, deck)
    sim = fused.copy()
    state = new_round(rules, players, round_index, deck)
    while state.phase is not Phase.OVER:
        moves = sim.legal()
        policy = planner_move if mask >> sim.turn & 1 else greedy_move
        move = moves[0] if len(moves) == 1 else policy(sim, moves)
        event = sim.event(move)
        assert event in legal_actions(state, state.turn)
        state = apply(state, event)
        sim.apply(move)
    assert playout(fused, planners=mask) == sim.scores() == list(score_round(state).scores)


@pytest.mark.parametrize("name", sorted(KNOBS))
def test_planner_playouts_are_legal_and_match_the_fused_loop(name: str) -> None:
    rng = random.Random(f"planner:{name}")
    for value in KNOBS[name]:
        rules, players, round_index = random_table(rng, name, value)
        _planners_alike(rules, players, round_index, rng)
