"""The playouts' model of ``hard`` is ``hard``: the simulator's choice is the level's move.

The expert models the other seats with :mod:`hard_sim` in its playouts; if the port drifted
from :func:`levels.hard_strategy`, the search would plan against a player that does not exist.
Positions come from whole rounds of every preset and of random rulesets mixing every knob.
"""

from __future__ import annotations

import random
from functools import partial

import pytest
from mextrain.protocol.bots.hard_sim import (
    PLAYOUT_CHAIN_NODES,
    _longest,
    hard_move,
    sim_chain,
)
from mextrain.protocol.bots.levels import hard_strategy, longest_chain
from mextrain.protocol.bots.playout import Sim, greedy_move, playout
from mextrain.protocol.bots.simulate import round_deck
from mextrain.protocol.rules.engine import Phase, apply, legal_actions, new_round
from mextrain.protocol.rules.ruleset import PRESETS, Ruleset

from ..knob_mixes import KNOBS, random_table


def _same_moves_as_hard(rules: Ruleset, players: int, round_index: int, rng: random.Random) -> int:
    """Play a round of ``hard`` bots; at every real choice a fresh simulator of the position
    must pick ``hard``'s move. Returns the number of choices compared."""
    deck = round_deck(rules, rules.round_doubles()[round_index], rng)
    state = new_round(rules, players, round_index, deck)
    compared = 0
    while state.phase is not Phase.OVER:
        event = hard_strategy(state, state.turn, rng)
        if len(legal_actions(state, state.turn)) > 1:
            sim = Sim.from_state(state)
            assert sim.event(hard_move(sim, sim.legal())) == event
            compared += 1
        state = apply(state, event)
    return compared


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_hard_sim_picks_hards_move_in_every_preset(name: str) -> None:
    rules = PRESETS[name]
    rng = random.Random(f"hard-sim:{name}")
    compared = 0
    for players in sorted({rules.min_players, 4, rules.max_players}):
        if rules.min_players <= players <= rules.max_players:
            for round_index in range(2):
                compared += _same_moves_as_hard(rules, players, round_index, rng)
    assert compared > 20


@pytest.mark.parametrize("name", sorted(KNOBS))
def test_hard_sim_picks_hards_move_under_every_knob(name: str) -> None:
    rng = random.Random(f"hard-sim-knob:{name}")
    for value in KNOBS[name]:
        _same_moves_as_hard(*random_table(rng, name, value), rng)


def test_chain_is_levels_longest_chain() -> None:
    """The bitmask search finds the very line ``longest_chain`` finds, budget cut included."""
    rules = PRESETS["classic"]
    rng = random.Random(3)
    for _ in range(40):
        deck = round_deck(rules, 12, rng)
        sim = Sim.new_round(rules, 2, 0, deck)
        for budget in (50, 4000):
            tiles = sorted(
                (n for n in range(len(sim.t.tiles)) if sim.hands[0] >> n & 1),
                key=sim.pos_of.__getitem__,
            )
            found = [sim.t.tiles[n] for n in sim_chain(sim, 0, budget)]
            assert found == longest_chain([sim.t.tiles[n] for n in tiles], 12, budget)


def test_remembered_chain_is_the_fresh_search() -> None:
    """Along a whole round the chain a simulator carries over (a tile played off it, or its
    first tile laid) is the one a fresh search of the hand finds (budget unbounded: 8-tile
    hands, 10 seats, a boneyard of 11)."""
    rules = PRESETS["classic"]
    rng = random.Random(8)
    checked = 0
    for _ in range(6):
        sim = Sim.new_round(rules, 10, 0, round_deck(rules, rules.round_doubles()[0], rng))
        while not sim.over:
            moves = sim.legal()
            for seat in range(sim.players):
                tiles = sorted(
                    (n for n in range(len(sim.t.tiles)) if sim.hands[seat] >> n & 1),
                    key=sim.pos_of.__getitem__,
                )
                fresh = _longest(sim, tiles, sim.ends[seat], 10**7)
                assert sim_chain(sim, seat, 10**7) == fresh
                checked += 1
            sim.apply(hard_move(sim, moves, 10**7) if len(moves) > 1 else moves[0])
    assert checked > 500


@pytest.mark.parametrize("name", ["classic", "express", "house"])
def test_fused_hard_playout_is_the_step_policy(name: str) -> None:
    """``playout(..., hards=mask)`` plays each masked seat as ``hard_move`` at the playouts'
    chain budget, the other seats greedy: the same scores as stepping move by move."""
    rules = PRESETS[name]
    rng = random.Random(f"fused:{name}")
    step_hard = partial(hard_move, budget=PLAYOUT_CHAIN_NODES)
    for _ in range(12):
        players = rng.randint(rules.min_players, min(rules.max_players, 6))
        mask = rng.getrandbits(players) | 1
        deck = round_deck(rules, rules.round_doubles()[0], rng)
        fused = Sim.new_round(rules, players, 0, deck)
        sim = fused.copy()
        while not sim.over:
            moves = sim.legal()
            policy = step_hard if mask >> sim.turn & 1 else greedy_move
            sim.apply(moves[0] if len(moves) == 1 else policy(sim, moves))
        assert playout(fused, hards=mask) == sim.scores()
