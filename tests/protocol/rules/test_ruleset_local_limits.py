"""A ruleset built here obeys the same limits a peer checks on the wire (SPEC.md 2), so a
table is never opened with a ruleset every other node would refuse, and match totals always
fit the `end` message."""

from __future__ import annotations

import dataclasses

import pytest
from mextrain.protocol.errors import RulesetError
from mextrain.protocol.rules.ruleset import Ruleset, preset


@pytest.mark.parametrize(
    ("change", "named"),
    [
        ({"seed": ""}, "seed"),
        ({"name": ""}, "name"),
        ({"name": "x" * 65}, "name"),
        ({"description": "d" * 1001}, "description"),
        ({"name": "tab\there"}, "name"),
        ({"double_blank_pips": 1001}, "double_blank_pips"),
        ({"double_blank_pips": -1}, "double_blank_pips"),
    ],
)
def test_a_ruleset_outside_the_wire_limits_is_refused_where_it_is_made(
    change: dict[str, object], named: str
) -> None:
    with pytest.raises(RulesetError, match=named):
        dataclasses.replace(preset("classic"), **change)  # type: ignore[arg-type]


def test_the_limits_themselves_are_accepted() -> None:
    rules = dataclasses.replace(
        preset("classic"), name="n" * 64, seed="s" * 200, description="d" * 1000,
        double_blank_pips=1000,
    )  # fmt: skip
    assert rules.double_blank_pips == 1000
    assert Ruleset().seed  # a custom ruleset names no seed text, but says so
