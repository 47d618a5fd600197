"""Where a ruleset's knobs start and stop being accepted (issue 14): the edges a host's custom
ruleset (``--rules FILE``, ``--rule K=V``, an ``open`` entry) meets, and what the refusal says.
"""

from __future__ import annotations

import pytest
from mextrain.protocol.errors import RulesetError
from mextrain.protocol.rules.ruleset import Ruleset, preset


def test_a_one_round_match_is_a_match() -> None:
    """`--rounds 1` (a quick game, and every short test table): the first double only."""
    assert Ruleset(rounds=1).round_doubles() == (12,)
    assert preset("house").round_doubles(1) == (0,)  # ascending: 0-0 first
    assert Ruleset(rounds=13).round_doubles()[-1] == 0


def test_a_round_count_beyond_the_set_is_refused_naming_the_range() -> None:
    for count in (0, 14):
        with pytest.raises(RulesetError) as info:
            preset("classic").round_doubles(count)
        assert str(info.value) == f"a double-12 match has 1 to 13 rounds, not {count}"
    with pytest.raises(RulesetError, match="1 to 7 rounds"):
        Ruleset(max_pip=6, rounds=8, hand_sizes=((4, 7), (10, 2)))


def test_hand_size_brackets_must_strictly_increase() -> None:
    with pytest.raises(RulesetError, match="brackets must increase"):
        Ruleset(hand_sizes=((6, 12), (6, 10), (10, 8)))  # two brackets for "up to 6"
    # any strictly increasing list is fine, even one starting with a bracket no table uses
    assert Ruleset(hand_sizes=((1, 20), (10, 8))).hand_size(2) == 8


def test_a_hand_of_one_tile_is_enough() -> None:
    assert Ruleset(hand_sizes=((10, 1),)).hand_size(10) == 1
    with pytest.raises(RulesetError, match="a hand needs at least one tile, not 0"):
        Ruleset(hand_sizes=((10, 0),))


def test_only_the_table_sizes_the_ruleset_allows_must_fit_the_set() -> None:
    """A double-6 set (28 tiles) for 3 or 4 seats of 7 tiles: the 2-seat bracket of 15 would
    not fit (30 tiles), but no 2-seat table is allowed, so it is never dealt."""
    rules = Ruleset(max_pip=6, rounds=7, min_players=3, max_players=4,
                    hand_sizes=((2, 15), (4, 7)))
    assert (rules.hand_size(3), rules.hand_size(4)) == (7, 7)
    with pytest.raises(RulesetError, match="2 players x 15 tiles = 30 > 28"):
        Ruleset(max_pip=6, rounds=7, min_players=2, max_players=4, hand_sizes=((2, 15), (4, 7)))


def test_every_unknown_field_is_named_at_once() -> None:
    data = preset("classic").to_dict()
    data["wild_tiles"] = True
    data["jokers"] = 2
    with pytest.raises(RulesetError) as info:
        Ruleset.from_dict(data)
    assert str(info.value) == "unknown ruleset field(s): jokers, wild_tiles"


def test_a_bad_choice_lists_the_good_ones() -> None:
    data = preset("classic").to_dict()
    data["open_doubles"] = "never"
    with pytest.raises(RulesetError) as info:
        Ruleset.from_dict(data)
    assert str(info.value) == (
        "open_doubles must be one of cover_any, in_order, at_most_one, not 'never'"
    )
