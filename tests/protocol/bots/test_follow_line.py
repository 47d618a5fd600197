"""The expert's ``follow_line``: after the first tile of a build-mode first train, it lays the
line the search valued for that tile, without searching again, from its view only."""

from __future__ import annotations

import random
from dataclasses import replace

from mextrain.protocol.bots.expert import DEFAULT_MODEL, search
from mextrain.protocol.bots.levels import longest_chain
from mextrain.protocol.bots.simulate import round_deck
from mextrain.protocol.rules import (
    Play,
    RoundState,
    Tile,
    apply,
    legal_actions,
    new_round,
    view_for,
)
from mextrain.protocol.rules.ruleset import preset

from .test_bots import _redeal_hidden

FOLLOW = replace(DEFAULT_MODEL, follow_line=True)


def _building(seed: int, laid: bool = True) -> RoundState:
    """A classic round whose seat on turn has a choice of what to lay next on its first train,
    after laying a tile of it (``laid``) or before its first."""
    rules = preset("classic")
    for n in range(seed, seed + 50):
        state = new_round(rules, 2, 0, round_deck(rules, 12, random.Random(n)))
        for _ in range(40):
            actions = legal_actions(state, state.turn)
            if state.building() and (state.turn_plays > 0) == laid and len(actions) > 1:
                return state
            state = apply(state, actions[0])
    raise AssertionError("no such deal")


def test_the_second_tile_of_the_build_is_the_lines_next_without_a_search() -> None:
    state = _building(1)
    seat = state.turn
    hand = [t for _, t in state.known_hand(seat)]
    line = longest_chain(hand, state.train(seat).end, 2000)
    found = search(state, seat, random.Random(3), model=FOLLOW)
    assert found.playouts == 0
    assert isinstance(found.event, Play) and found.event.train == seat
    assert found.event.tile == line[0]
    searched = search(state, seat, random.Random(3), model=DEFAULT_MODEL)
    assert searched.playouts > 0  # without the flag the tile is searched


def test_the_first_tile_is_still_searched_and_the_view_is_all_it_reads() -> None:
    state = _building(5, laid=False)
    seat = state.turn
    assert search(state, seat, random.Random(3), playouts=60, model=FOLLOW).playouts > 0
    later = _building(1)
    other = _redeal_hidden(later, later.turn, 9)
    assert other.deck != later.deck and view_for(other, later.turn) == view_for(later, later.turn)
    assert search(later, later.turn, random.Random(1), model=FOLLOW) == search(
        other, later.turn, random.Random(1), model=FOLLOW
    )


def test_the_heaviest_line_sheds_the_most_pips_the_longest_the_most_tiles() -> None:
    tiles = [Tile(0, 1), Tile(1, 2), Tile(0, 6)]
    assert longest_chain(tiles, 0) == [Tile(0, 1), Tile(1, 2)]
    assert longest_chain(tiles, 0, by_pips=True) == [Tile(0, 6)]
