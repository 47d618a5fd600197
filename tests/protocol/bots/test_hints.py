"""Hints: a legal move and a one-line reason, from the seat's view only (the hint key's API)."""

from __future__ import annotations

import inspect
import random
from dataclasses import FrozenInstanceError

import pytest
from mextrain.protocol.bots.hints import Hint, hint
from mextrain.protocol.bots.simulate import round_deck
from mextrain.protocol.errors import LocalError
from mextrain.protocol.rules.engine import Phase, Play, apply, legal_actions, new_round
from mextrain.protocol.rules.ruleset import PRESETS

from .test_bots import _midgame, _redeal_hidden


def test_signature_is_the_one_the_terminal_app_uses() -> None:
    params = inspect.signature(hint).parameters
    assert list(params) == ["state", "seat", "level", "seed"]
    assert params["level"].default == "expert"
    assert params["seed"].kind is inspect.Parameter.KEYWORD_ONLY and params["seed"].default == 0
    h = hint(_midgame(21), _midgame(21).turn, "medium")
    with pytest.raises(FrozenInstanceError):
        h.reason = "x"  # type: ignore[misc]


@pytest.mark.parametrize("level", ["easy", "medium", "hard", "expert"])
def test_every_level_hints_a_legal_move_with_one_line(level: str) -> None:
    rules = PRESETS["classic"]
    state = new_round(rules, 3, 0, round_deck(rules, 12, random.Random(8)))
    rng = random.Random(1)
    for step in range(60):
        if state.phase is Phase.OVER:
            break
        seat = state.turn
        if step % 7 == 0 or level != "expert":
            h = hint(state, seat, level, seed=step)
            assert isinstance(h, Hint)
            assert h.event in legal_actions(state, seat)
            assert h.reason and "\n" not in h.reason and len(h.reason) < 200
        state = apply(state, rng.choice(legal_actions(state, seat)))


def test_hint_reads_only_the_seats_view() -> None:
    state = _midgame(22)
    seat = state.turn
    other = _redeal_hidden(state, seat, 3)
    assert hint(state, seat, seed=5) == hint(other, seat, seed=5)


def test_reason_names_the_tile_the_train_and_the_pips() -> None:
    state = _midgame(23)
    seat = state.turn
    h = hint(state, seat, "hard")
    assert isinstance(h.event, Play)
    assert str(h.event.tile) in h.reason
    assert ("your train" in h.reason) or ("train" in h.reason)


def test_bad_level_and_wrong_turn_are_clear_errors() -> None:
    state = _midgame(24)
    with pytest.raises(LocalError, match="unknown hint level 'genius'"):
        hint(state, state.turn, "genius")
    with pytest.raises(LocalError, match="not seat"):
        hint(state, (state.turn + 1) % state.players)
