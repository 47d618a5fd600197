"""The engine's answers that the bots, the view and a peer's table lean on (issue 14): which
trains a seat may play on does not depend on who asks when, and a seat that is not at the
table is a malformed move, not a rule broken."""

from __future__ import annotations

import dataclasses
import random

import pytest
from mextrain.protocol.bots.simulate import round_deck
from mextrain.protocol.errors import IllegalPlayError, InvalidPlayError
from mextrain.protocol.rules.engine import (
    Draw,
    Pass,
    Phase,
    RoundState,
    allowed_trains,
    apply,
    legal_actions,
    new_round,
)
from mextrain.protocol.rules.ruleset import preset


def round_states(name: str, players: int, seed: int) -> list[RoundState]:
    """Every state of one round, each seat on turn taking its first legal action."""
    rules = preset(name)
    double = rules.round_doubles()[0]
    state = new_round(rules, players, 0, round_deck(rules, double, random.Random(seed)))
    states = [state]
    while state.phase is not Phase.OVER:
        state = apply(state, legal_actions(state, state.turn)[0])
        states.append(state)
    return states


@pytest.mark.parametrize(("name", "players", "seed"), [("classic", 3, 1), ("express", 4, 2)])
def test_a_seats_allowed_trains_do_not_depend_on_whose_turn_it_is(
    name: str, players: int, seed: int
) -> None:
    """The answer for the seat on turn is remembered by the state; asking for another seat
    (the bots' inference does) must compute that seat's own answer, not hand back the cached
    one, and must agree with what the engine enforces once that seat is on turn."""
    states = round_states(name, players, seed)
    differ = 0
    for state in states:
        mine = allowed_trains(state, state.turn)  # fills the cache
        for seat in range(players):
            theirs = allowed_trains(state, seat)
            assert theirs == allowed_trains(dataclasses.replace(state, turn=seat), seat)
            differ += theirs != mine
    assert differ  # the rounds hold positions where two seats' answers differ


def test_a_move_by_a_seat_that_is_not_at_the_table_is_malformed() -> None:
    state = round_states("classic", 3, 1)[0]
    for seat in (3, 4, -1):
        for event in (Pass(seat), Draw(seat)):
            with pytest.raises(InvalidPlayError, match=f"no seat {seat} at a table of 3"):
                apply(state, event)
    with pytest.raises(IllegalPlayError, match="not seat 1's turn"):  # a real seat, off turn
        apply(state, Pass(1))
