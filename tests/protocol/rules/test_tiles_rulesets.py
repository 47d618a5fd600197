"""Tile notation, Ruleset validation and serialisation, and the presets' seed citations.

DESIGN.md section 3, "Rulesets": "Every rule variant in the seeds is a field of a frozen
``Ruleset``; presets are named and each cites the seed it comes from."
"""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from typing import Any

import pytest
from mextrain.protocol.errors import InvalidPlayError, RulesetError
from mextrain.protocol.rules.limits import MAX_DESCRIPTION, MAX_NAME, MAX_SEED
from mextrain.protocol.rules.ruleset import (
    PRESETS,
    BlockedTie,
    BlockedWinner,
    DrawRule,
    EngineMode,
    FirstTurn,
    LastDouble,
    OpenDoubles,
    RoundOrder,
    Ruleset,
    Scoring,
    preset,
)
from mextrain.protocol.rules.tiles import Tile, tile, tile_index, tile_set

SEEDS = Path(__file__).resolve().parents[3] / "seeds"
SEED_FILES = {
    "000_1ca213da5abfe8ff.txt",
    "001_969b684bb6ce4fe3.txt",
    "002_2fff3d9afa9ed00d.txt",
    "003_347a02f077a68352.txt",
}

# =============================================================================================
# Tiles
# =============================================================================================


def test_tile_notation_is_unordered_and_written_high_first() -> None:
    """003: "la tessera si può girare per farla combaciare": 12-5 and 5-12 are one tile."""
    assert Tile.parse("12-5") == Tile.parse("5-12") == tile(5, 12) == tile(12, 5) == Tile(5, 12)
    assert str(Tile.parse("5-12")) == "12-5"
    for text in ("12|5", "12:5", "12/5", " 12 - 5 "):
        assert Tile.parse(text, max_pip=12) == Tile(5, 12)
    assert Tile.parse("0-0") == Tile(0, 0) and Tile(0, 0).is_double
    assert Tile.parse("15-15") == Tile(15, 15)  # the default bound is the largest set


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("13-1", "13 pips is more than a double-12 set has"),
        ("1-13", "13 pips is more than a double-12 set has"),
        ("x-1", "bad tile notation"),
        ("12", "bad tile notation"),
        ("", "bad tile notation"),
        ("1-2-3", "bad tile notation"),
        ("-1-2", "bad tile notation"),
        ("123-1", "bad tile notation"),
    ],
)
def test_bad_tile_notation(text: str, message: str) -> None:
    """Only two pip counts of the set make a tile (000: "todos os pares com números de 0 a 12")."""
    with pytest.raises(InvalidPlayError, match=message):
        Tile.parse(text, max_pip=12)


def test_tile_facts_and_canonical_order() -> None:
    """Pips, doubles, ends; the canonical order of a set is lexicographic on (low, high)."""
    t = Tile.parse("12-5")
    assert (t.pips, t.is_double, t.has(5), t.has(12), t.has(6)) == (17, False, True, True, False)
    assert (t.other_end(5), t.other_end(12)) == (12, 5)
    with pytest.raises(InvalidPlayError, match="has no 6 end"):
        t.other_end(6)
    with pytest.raises(InvalidPlayError, match="cannot be negative"):
        tile(-1, 3)
    order = tile_set(12)
    assert [str(x) for x in order[:3]] == ["0-0", "1-0", "2-0"]
    assert str(order[12]) == "12-0" and str(order[13]) == "1-1" and str(order[-1]) == "12-12"
    assert tile_index(12)[Tile(5, 12)] == order.index(Tile(5, 12))
    assert len(tile_index(6)) == 28


# =============================================================================================
# Ruleset validation
# =============================================================================================


@pytest.mark.parametrize(
    ("knobs", "message"),
    [
        ({"max_players": 11}, "max_players <= 10"),
        ({"min_players": 1}, "2 <= min_players"),
        ({"min_players": 5, "max_players": 4}, "min_players <= max_players"),
        ({"max_pip": 6, "rounds": 7}, "hands do not fit the set: 3 players x 12 tiles = 36 > 28"),
        ({"max_pip": 6, "rounds": 7, "max_players": 2, "hand_sizes": ((2, 15),)},
         "2 players x 15 tiles = 30 > 28"),
        ({"max_pip": 7}, "supported sets are double-6, double-9, double-12, double-15"),
        ({"hand_sizes": ()}, "hand_sizes is empty"),
        ({"hand_sizes": ((8, 10), (6, 12), (10, 8))}, "brackets must increase"),
        ({"hand_sizes": ((10, 0),)}, "at least one tile"),
        ({"hand_sizes": ((6, 12), (8, 10))}, "covers up to 8 players, max_players is 10"),
        ({"rounds": 14}, "1 to 13 rounds, not 14"),
        ({"double_blank_pips": -1}, r"double_blank_pips must be 0\.\.1000"),
        ({"engine": EngineMode.SET_ASIDE, "hand_sizes": ((2, 46), (10, 8))},
         "2 players x 46 tiles = 92 > 90"),
    ],
)
def test_ruleset_validation_names_the_broken_knob(knobs: dict[str, Any], message: str) -> None:
    """DESIGN.md: players 2-10; hand sizes must fit the set at every table size (SPEC: "e.g. 12
    tiles each from a double-6 set"); a set-aside engine leaves one tile fewer (003)."""
    with pytest.raises(RulesetError, match=message):
        Ruleset(**knobs)


def test_players_are_checked_against_the_ruleset() -> None:
    """003 is for "2, 3 o 4 giocatori"; 001 for "quatro a dez jogadores"; nobody plays with 11."""
    with pytest.raises(RulesetError, match="2 to 4 players, not 5"):
        preset("express").hand_size(5)
    with pytest.raises(RulesetError, match="4 to 10 players, not 3"):
        preset("boxed").check_players(3)
    with pytest.raises(RulesetError, match="2 to 10 players, not 11"):
        preset("classic").hand_size(11)


def test_ruleset_is_frozen() -> None:
    """The ruleset is fixed in the table's first log entry and never changes (DESIGN.md)."""
    rules = preset("classic")
    with pytest.raises(dataclasses.FrozenInstanceError):
        rules.max_pip = 6  # type: ignore[misc]


# =============================================================================================
# to_dict / from_dict
# =============================================================================================


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_round_trip_through_plain_types(name: str) -> None:
    """SPEC section 2: a ruleset is a map of plain types (enums as their values), JSON-able, and
    reads back to the same ruleset, description included."""
    rules = preset(name)
    data = rules.to_dict()
    assert json.loads(json.dumps(data)) == data
    assert data["engine"] == rules.engine.value and isinstance(data["hand_sizes"], list)
    back = Ruleset.from_dict(json.loads(json.dumps(data)))
    assert back == rules
    assert back.description == rules.description
    assert set(data) == {f.name for f in dataclasses.fields(Ruleset)}


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("engine", "hidden"),
        ("round_order", "random"),
        ("first_turn", "double"),
        ("draw", "never"),
        ("open_doubles", "none"),
        ("scoring", "golf"),
        ("first_turn_draw", "twice"),
        ("blocked_winner", "most_tiles"),
        ("blocked_tie", "coin"),
        ("follow_up", "never"),
        ("double_duty", "nobody"),
        ("last_double", "yes"),
        ("engine_missing", "skip"),
        ("engine", 1),
    ],
)
def test_from_dict_refuses_bad_enum_values(key: str, value: object) -> None:
    """SPEC section 2: "values outside the listed ones are refused"; the error lists them."""
    data = preset("classic").to_dict()
    data[key] = value
    with pytest.raises(RulesetError, match=f"{key} must be one of"):
        Ruleset.from_dict(data)


@pytest.mark.parametrize(
    ("key", "value", "message"),
    [
        ("out_on_double_doubles", "yes", "must be true or false"),
        ("mexican_needs_own_train", 0, "must be true or false"),
        ("mexican_on_first_turn", 1, "must be true or false"),
        ("max_pip", "12", "must be an integer"),
        ("rounds", True, "must be an integer"),
        ("name", 5, "must be a string"),
        ("hand_sizes", [[6]], "hand_sizes must be a list"),
        ("hand_sizes", 12, "hand_sizes must be a list"),
        ("wild_tiles", True, "unknown ruleset field"),
    ],
)
def test_from_dict_refuses_bad_types_and_unknown_keys(key: str, value: object, message: str) -> None:
    """SPEC section 2: "Unknown keys, or values outside the listed ones, are refused"."""
    data = preset("classic").to_dict()
    data[key] = value
    with pytest.raises(RulesetError, match=message):
        Ruleset.from_dict(data)


def test_from_dict_validates_the_result() -> None:
    """A well-typed map that breaks a rule is refused too (11 players)."""
    data = preset("classic").to_dict()
    data["max_players"] = 11
    with pytest.raises(RulesetError, match="max_players <= 10"):
        Ruleset.from_dict(data)


# =============================================================================================
# Presets cite their seeds
# =============================================================================================


def test_every_preset_cites_an_existing_seed() -> None:
    """DESIGN.md: "every preset must say which seed it follows"."""
    assert set(PRESETS) >= {"classic", "classic-ordered", "boxed", "express", "house"}
    for name, rules in PRESETS.items():
        assert rules.name == name
        cited = {f for f in SEED_FILES if f in rules.seed}
        assert cited, f"preset {name!r} cites no seed file: {rules.seed!r}"
        for f in cited:
            assert (SEEDS / f).is_file()
        assert rules.description


@pytest.mark.parametrize(
    ("name", "seed", "knobs"),
    [
        ("classic", "000_1ca213da5abfe8ff.txt", dict(
            engine=EngineMode.HELD, first_turn=FirstTurn.BUILD, mexican_on_first_turn=False,
            draw=DrawRule.MUST_PLAY, first_turn_draw=DrawRule.UNTIL_PLAYABLE,
            blocked_winner=BlockedWinner.FEWEST_TILES,
            open_doubles=OpenDoubles.COVER_ANY, rounds=13,
            round_order=RoundOrder.DESCENDING, scoring=Scoring.PENALTY, last_double=LastDouble.OUT,
            marker_when_covering=False, double_blank_pips=0, out_on_double_doubles=False,
            min_players=2, max_players=10, hand_sizes=((6, 12), (8, 10), (10, 8)))),
        ("classic-ordered", "002_2fff3d9afa9ed00d.txt", dict(
            open_doubles=OpenDoubles.IN_ORDER, engine=EngineMode.HELD,
            first_turn=FirstTurn.BUILD, draw=DrawRule.MUST_PLAY,
            first_turn_draw=DrawRule.UNTIL_PLAYABLE, blocked_winner=BlockedWinner.FEWEST_PIPS)),
        ("boxed", "001_969b684bb6ce4fe3.txt", dict(
            min_players=4, hand_sizes=((4, 15), (6, 12), (8, 10), (10, 8)),
            engine=EngineMode.HELD, first_turn=FirstTurn.BUILD, draw=DrawRule.MAY_PLAY,
            first_turn_draw=DrawRule.MAY_PLAY)),
        ("express", "003_347a02f077a68352.txt", dict(
            max_players=4, hand_sizes=((4, 15),), engine=EngineMode.SET_ASIDE, rounds=6,
            first_turn=FirstTurn.SINGLE, mexican_on_first_turn=True, draw=DrawRule.MUST_PLAY,
            first_turn_draw=DrawRule.MUST_PLAY, scoring=Scoring.PENALTY, double_blank_pips=0, last_double=LastDouble.OUT)),
        ("house", "000_1ca213da5abfe8ff.txt", dict(
            first_turn=FirstTurn.SINGLE, mexican_on_first_turn=False,
            open_doubles=OpenDoubles.AT_MOST_ONE, marker_when_covering=True,
            scoring=Scoring.POSITIVE, out_on_double_doubles=True,
            round_order=RoundOrder.ASCENDING, draw=DrawRule.UNTIL_PLAYABLE,
            first_turn_draw=DrawRule.UNTIL_PLAYABLE, blocked_winner=BlockedWinner.FEWEST_TILES,
            blocked_tie=BlockedTie.SHARED)),
    ],
)
def test_preset_knobs_follow_their_seed(name: str, seed: str, knobs: dict[str, Any]) -> None:
    """Each preset's knobs are the seed's rules (DESIGN.md's table): classic = 000/002, ordered
    = 002's in-order doubles, boxed = 001, express = 003, house = 000's "Dicas"."""
    rules = preset(name)
    assert seed in rules.seed
    for key, value in knobs.items():
        assert getattr(rules, key) == value, key


def test_unknown_preset_lists_the_known_ones() -> None:
    """``mextrain rules NAME`` with a typo should tell the user what exists (DESIGN.md)."""
    with pytest.raises(RulesetError, match="presets are: classic, classic-ordered, boxed"):
        preset("nope")


def test_a_ruleset_text_field_is_bounded_below_and_above_by_the_wire_limits() -> None:
    """SPEC 2: a name and a seed are 1.. characters, a description may be empty; a one-letter
    seed (a house rule's shortest reference) is accepted, an empty one is refused by name."""
    assert Ruleset(name="x", seed="y", description="").seed == "y"
    for key in ("name", "seed"):
        with pytest.raises(RulesetError, match=f"{key} must be printable text of 1\\.\\."):
            Ruleset(**{key: ""})
    # too long, or not printable: refused naming the field the user has to fix
    for key, longest in (("name", MAX_NAME), ("seed", MAX_SEED), ("description", MAX_DESCRIPTION)):
        assert len(getattr(Ruleset(**{key: "x" * longest}), key)) == longest
        for bad in ("x" * (longest + 1), "tab\there"):
            with pytest.raises(RulesetError, match=f"^{key} must be printable text of"):
                Ruleset(**{key: bad})
