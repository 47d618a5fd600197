"""The exact endgame: at two seats with an empty boneyard the expert solves the rest of the
round; the solution is the plain minimax value, it reads only the seat's view, it gives up at
its node budget (the playouts decide then), and it is never tried while something is hidden."""

from __future__ import annotations

import math
import random
from collections.abc import Iterator
from dataclasses import replace

import pytest
from mextrain.protocol.bots import endgame, expert
from mextrain.protocol.bots.endgame import deepen, solvable, solve
from mextrain.protocol.bots.expert import Model, margin, search
from mextrain.protocol.bots.infer import NO_EVIDENCE, sample_deck
from mextrain.protocol.bots.playout import Sim, move_of
from mextrain.protocol.bots.simulate import round_deck
from mextrain.protocol.bots.strategies import STRATEGIES
from mextrain.protocol.rules import Phase, RoundState, apply, legal_actions, new_round, view_for
from mextrain.protocol.rules.ruleset import PRESETS

from .test_bots import _redeal_hidden

ENDGAME = Model(own_hard=True, endgame=True)


def _endgames(players: int = 2, ruleset: str = "classic") -> Iterator[RoundState]:
    """Positions of greedy rounds with an empty boneyard and a choice for the seat on turn."""
    rules = PRESETS[ruleset]
    for deal in range(200):
        index = deal % len(rules.round_doubles())
        deck = round_deck(rules, rules.round_doubles()[index], random.Random(deal))
        state = new_round(rules, players, index, deck)
        rng = random.Random(deal)
        while state.phase is not Phase.OVER:
            if state.boneyard_count == 0 and len(legal_actions(state, state.turn)) > 1:
                yield state
            state = apply(state, STRATEGIES["greedy"](state, state.turn, rng))


def _sim(state: RoundState) -> Sim:
    view = view_for(state, state.turn)
    return Sim.from_state(view, sample_deck(view, NO_EVIDENCE, random.Random(0)))


def _tiles(sim: Sim) -> int:
    return sum(h.bit_count() for h in sim.hands)


def _minimax(sim: Sim, seat: int) -> float:
    """The rest of the round by brute force: no pruning, no table."""
    if sim.over:
        return margin(sim.scores(), seat, False)
    values = []
    for move in sim.legal():
        child = sim.copy()
        child.apply(move)
        values.append(_minimax(child, seat))
    return max(values) if sim.turn == seat else min(values)


def _value(seat: int) -> endgame.Value:
    return lambda scores: margin(scores, seat, False)


def test_the_solution_is_the_plain_minimax_value_of_the_best_moves() -> None:
    checked = 0
    for state in _endgames():
        sim = _sim(state)
        if _tiles(sim) > 9:
            continue
        seat = state.turn
        values = solve(sim, seat, _value(seat))
        assert values is not None
        assert set(values) == set(sim.legal())
        best = max(values.values())
        for move, value in values.items():
            child = sim.copy()
            child.apply(move)
            exact = _minimax(child, seat)
            if value == best:
                assert value == exact
            else:  # proven worse: a bound between its value and the best
                assert exact <= value < best
        checked += 1
        if checked == 12:
            break
    assert checked == 12


def test_deepening_a_small_position_ends_exact_and_a_big_one_cut_short() -> None:
    small = big = 0
    for state in _endgames():
        sim = _sim(state)
        seat = state.turn
        if _tiles(sim) <= 9 and small < 4:
            exact = solve(sim, seat, _value(seat))
            assert deepen(sim, seat, _value(seat)) == (exact, True)
            small += 1
        elif _tiles(sim) >= 20 and big < 2:
            assert solve(sim, seat, _value(seat), nodes=300) is None
            found = deepen(sim, seat, _value(seat), nodes=3000)
            assert found is not None
            values, exact = found
            assert not exact and set(values) == set(sim.legal())
            big += 1
        if small == 4 and big == 2:
            return
    pytest.fail(f"found {small} small and {big} big positions")


def test_the_expert_plays_the_solution_and_reads_only_its_view() -> None:
    """At an empty boneyard the other hand is known, but not where its tiles sit in the deck:
    a redeal of the hidden positions changes nothing the seat sees, nor its move."""
    for state in _endgames():
        sim = _sim(state)
        if _tiles(sim) > 12:
            continue
        seat = state.turn
        found = search(state, seat, random.Random(3), model=ENDGAME)
        assert found.playouts == 0  # solved, not played out
        values = solve(sim, seat, _value(seat))
        assert values is not None
        best = max(values.values())
        assert values[move_of(found.event, state.rules.max_pip)] == best
        other = _redeal_hidden(state, seat, 7)
        assert other.deck != state.deck and view_for(other, seat) == view_for(state, seat)
        assert search(other, seat, random.Random(3), model=ENDGAME) == found
        return
    pytest.fail("no small endgame found")


def test_over_its_budget_the_expert_falls_back_to_the_playouts(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = next(s for s in _endgames() if _tiles(_sim(s)) > 6)
    seat = state.turn
    assert search(state, seat, random.Random(1), model=ENDGAME).playouts == 0
    monkeypatch.setattr(expert, "ENDGAME_NODES", 1)
    fell_back = search(state, seat, random.Random(1), model=ENDGAME, playouts=60)
    assert fell_back.playouts > 0
    plain = replace(ENDGAME, endgame=False)
    assert fell_back == search(state, seat, random.Random(1), playouts=60, model=plain)


def test_nothing_is_solved_while_a_hand_or_the_boneyard_is_hidden() -> None:
    three = next(_endgames(players=3))
    assert three.boneyard_count == 0 and not solvable(view_for(three, three.turn))
    two = next(_endgames())
    assert solvable(view_for(two, two.turn))
    rules = PRESETS["classic"]
    fresh = new_round(rules, 2, 0, round_deck(rules, 12, random.Random(0)))
    assert not solvable(view_for(fresh, fresh.turn))


def test_the_match_stake_is_what_the_solution_maximises() -> None:
    """With the match on the line the solver's values are the search's match values: the
    same position, a standing given, other values."""
    for state in _endgames():
        sim = _sim(state)
        if 6 < _tiles(sim) <= 12:
            seat = state.turn
            plain = search(state, seat, random.Random(0), model=ENDGAME)
            staked = search(state, seat, random.Random(0), model=ENDGAME, standing=[100, 100])
            assert plain.playouts == staked.playouts == 0
            assert any(not math.isclose(staked.means[a], plain.means[a]) for a in plain.means)
            return
    pytest.fail("no endgame found")
