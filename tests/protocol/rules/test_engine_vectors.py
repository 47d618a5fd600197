"""The differential engine vector tests/vectors/engine_games.json (SPEC.md 2-3), which the
TypeScript engine in web/ replays step by step: the Python engine still produces it byte for
byte, so a change to the rules shows up here and in the other implementation alike."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from typing import Any

import pytest

VECTORS = Path(__file__).parents[2] / "vectors"


def _generator() -> Any:
    spec = importlib.util.spec_from_file_location(
        "make_engine_vectors", VECTORS / "make_engine_vectors.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_engine_still_produces_the_vector_byte_for_byte() -> None:
    module = _generator()
    data = module.build()
    if module.render(data) != (VECTORS / "engine_games.json").read_text():
        pytest.fail("engine_games.json is stale: python tests/vectors/make_engine_vectors.py")


def test_vector_covers_every_preset_and_knob_value() -> None:
    data = json.loads((VECTORS / "engine_games.json").read_text())
    module = _generator()
    names = {m["rules"]["name"] for m in data["matches"]}
    assert {"classic", "classic-ordered", "boxed", "express", "house"} <= names
    for knob, values in module.KNOBS.items():
        used = {m["rules"][knob] for m in data["matches"]}
        assert used == set(values), knob
    assert {m["players"] for m in data["matches"]} == set(range(2, 11))
    assert len(VECTORS.joinpath("engine_games.json").read_bytes()) < 2_000_000


def test_scenario_positions_still_produce_their_vector_byte_for_byte() -> None:
    """engine_scenarios.json records what the engine does at every position the scenario tests
    build; a change to a scenario test or to the engine must regenerate it."""
    spec = importlib.util.spec_from_file_location(
        "make_engine_scenarios", VECTORS / "make_engine_scenarios.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    data = module.build()
    if module.render(data) != (VECTORS / "engine_scenarios.json").read_text():
        pytest.fail("engine_scenarios.json is stale: python tests/vectors/make_engine_scenarios.py")
    tests = {n["test"].split("::")[0] for n in data["nodes"] if "test" in n}
    assert tests == {"test_rules_scenarios", "test_rules_variants", "test_scoring_scenarios"}


def test_spec_lists_every_preset_knob_for_knob() -> None:
    """SPEC.md 2 gives each preset's knobs (a second implementation offers the same presets);
    every knob a preset sets, and its value, must be in that preset's line."""
    from mextrain.protocol.rules.ruleset import PRESETS

    spec = (Path(__file__).parents[3] / "SPEC.md").read_text()
    start = spec.index("Knob for knob (`name` is the preset's")
    block = spec[start : spec.index("Validation refuses", start)]
    items = {line.split("`")[1]: line for line in block.replace("\n  ", " ").split("\n- ")[1:]}
    assert set(items) == set(PRESETS)
    classic = PRESETS["classic"].to_dict()

    def shown(value: object) -> str:
        if isinstance(value, bool):
            return "true" if value else "false"
        if isinstance(value, (tuple, list)):
            return json.dumps([list(p) for p in value], separators=(",", ":"))
        return str(value)

    for name, rules in PRESETS.items():
        text = items[name]
        for key, value in rules.to_dict().items():
            if key in ("name", "description") or (name != "classic" and value == classic[key]):
                continue
            if key in ("min_players", "max_players") and name == "classic":
                assert f"players {rules.min_players}..{rules.max_players}" in text
                continue
            assert f"`{key}`" in text and shown(value) in text, (name, key, value)
