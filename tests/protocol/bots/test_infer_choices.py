"""The soft inference from what the other seats chose to play: a deal that gives a seat a heavy
tile it did not play, when that tile fitted, weighs less; the search that weighs its deals so
still reads only its seat's view."""

from __future__ import annotations

import math
import random
from dataclasses import replace

import pytest
from mextrain.protocol.bots.expert import Model, search
from mextrain.protocol.bots.infer import (
    MAX_SURPRISE,
    Choice,
    Evidence,
    appeal,
    infer,
    likelihood,
)
from mextrain.protocol.bots.simulate import round_deck
from mextrain.protocol.bots.strategies import STRATEGIES
from mextrain.protocol.rules.engine import (
    Event,
    Phase,
    Play,
    RoundState,
    apply,
    legal_actions,
    new_round,
    view_for,
)
from mextrain.protocol.rules.ruleset import PRESETS
from mextrain.protocol.rules.tiles import Tile, tile

from .test_bots import _redeal_hidden


def _deck(at: dict[int, Tile]) -> list[Tile]:
    filler = [tile(0, 1)] * 10
    for p, t in at.items():
        filler[p] = t
    return filler


def test_a_heavy_tile_not_played_makes_a_deal_less_likely() -> None:
    # The seat played 1-6 on a train ending in 6 while it also held position 5.
    choice = Choice((5,), frozenset({6}), True, appeal(tile(1, 6)))
    evidence = Evidence({}, (choice,))
    heavy = likelihood(evidence, _deck({5: tile(6, 12)}), 0.3)
    light = likelihood(evidence, _deck({5: tile(0, 6)}), 0.3)
    misfit = likelihood(evidence, _deck({5: tile(11, 12)}), 0.3)  # could not have gone there
    assert heavy < light < misfit == 1.0
    assert light == pytest.approx(1 / (1 + math.exp(0.3 * (6 - 7))))
    # A double counts more than its pips; where doubles were barred it does not count at all.
    double = likelihood(evidence, _deck({5: tile(6, 6)}), 0.3)
    assert double < heavy
    barred = Evidence({}, (replace(choice, doubles_ok=False),))
    assert likelihood(barred, _deck({5: tile(6, 6)}), 0.3) == 1.0
    # Strength 0 weighs every deal alike; one choice never weighs a deal below e**-cap.
    assert likelihood(evidence, _deck({5: tile(6, 12)}), 0.0) == 1.0
    assert likelihood(evidence, _deck({5: tile(6, 12)}), 50.0) == pytest.approx(
        math.exp(-MAX_SURPRISE)
    )


def _played_rounds(seed: int) -> tuple[RoundState, list[Event]]:
    """Three greedy seats twenty moves into an express round, with a choice for the seat on
    turn."""
    rules = PRESETS["express"]
    state = new_round(rules, 3, 0, round_deck(rules, 12, random.Random(seed)))
    rng = random.Random(seed)
    history: list[Event] = []
    while True:
        if len(history) > 20 and len(legal_actions(state, state.turn)) >= 3:
            return state, history
        event = STRATEGIES["greedy"](state, state.turn, rng)
        state = apply(state, event)
        history.append(event)
        assert state.phase is not Phase.OVER


def test_infer_records_the_other_seats_choices_only() -> None:
    state, history = _played_rounds(21)
    me = state.turn
    evidence = infer(view_for(state, me), me, history)
    others = [e for e in history if isinstance(e, Play) and e.seat != me]
    assert evidence.choices and len(evidence.choices) <= len(others)
    hidden = {p for p, t in enumerate(view_for(state, me).deck) if t is None}
    for c in evidence.choices:
        assert set(c.positions) <= hidden  # never a position the seat can see


def test_the_weighted_search_reads_only_its_seats_view() -> None:
    """Same view and history, two different hidden deals, same seed: the same move and the
    same values, with the deals weighed by the other seats' choices."""
    state, history = _played_rounds(22)
    seat = state.turn
    view = view_for(state, seat)
    other = _redeal_hidden(state, seat, 3)
    assert other.deck != state.deck and view_for(other, seat) == view
    model = Model(inference=0.5)
    first = search(state, seat, random.Random(4), playouts=60, history=history, model=model)
    second = search(other, seat, random.Random(4), playouts=60, history=history, model=model)
    assert first == second
    plain = search(state, seat, random.Random(4), playouts=60, history=history)
    assert plain.means != first.means  # the weights did change the values
