"""tests/vectors/hint_hard.json against the Python hint at level ``hard``: the file the page's
TypeScript hint is held to (web/test/bots-hard.test.ts) says what this bot says."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from mextrain.protocol.bots import hint
from mextrain.protocol.rules.engine import (
    Draw,
    EndBuild,
    Event,
    NoEngine,
    Pass,
    PlaceEngine,
    Play,
    apply,
    legal_actions,
    new_round,
    view_for,
)
from mextrain.protocol.rules.ruleset import Ruleset
from mextrain.protocol.rules.tiles import tile

ROUNDS = json.loads(
    (Path(__file__).parents[2] / "vectors" / "hint_hard.json").read_text(encoding="utf-8")
)["rounds"]


def decode(data: list[Any]) -> Event:
    kind, seat = data[0], data[1]
    if kind == "play":
        return Play(seat=seat, pos=data[2], tile=tile(*data[3]), train=data[4])
    if kind == "place_engine":
        return PlaceEngine(seat=seat, pos=data[2])
    kinds: dict[str, Any] = {
        "no_engine": NoEngine,
        "draw": Draw,
        "pass": Pass,
        "end_build": EndBuild,
    }
    return kinds[kind](seat=seat)


@pytest.mark.parametrize("data", ROUNDS, ids=lambda r: f"{r['rules']['name']}-{r['players']}")
def test_the_hard_hint_at_each_recorded_position(data: dict[str, Any]) -> None:
    rules = Ruleset.from_dict(data["rules"])
    deck = [tile(a, b) for a, b in data["deck"]]
    state = new_round(rules, data["players"], data["round"], deck)
    checks = {c["at"]: c for c in data["checks"]}
    for at, encoded in enumerate(data["events"]):
        check = checks.pop(at, None)
        if check is not None:
            got = hint(state, check["seat"], "hard", names=data["names"])
            moves = legal_actions(view_for(state, check["seat"]), check["seat"])
            assert (moves.index(got.event), got.reason) == (check["move"], check["reason"]), at
        state = apply(state, decode(encoded))
    assert not checks
