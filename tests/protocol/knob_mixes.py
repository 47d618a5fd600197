"""Rulesets mixing every knob, shared by the property tests that must hold under any ruleset
(the playout simulator's equivalence with the engine, the bots' inference).

``KNOBS`` finds every enum and boolean field of :class:`Ruleset` by type, so a new knob is mixed
in everywhere without touching the tests; an int knob must be added by hand (a test checks).
"""

from __future__ import annotations

import dataclasses
import random
from enum import Enum

from hypothesis import assume
from hypothesis import strategies as st
from mextrain.protocol.errors import RulesetError
from mextrain.protocol.rules.ruleset import Ruleset
from mextrain.protocol.rules.tiles import SUPPORTED_SETS, set_size


def choices(f: dataclasses.Field[object]) -> list[object]:
    """Every value a ruleset knob can take: each member of an enum, both booleans."""
    default = f.default
    if isinstance(default, Enum):
        return list(type(default))
    if isinstance(default, bool):
        return [False, True]
    return []


KNOBS: dict[str, list[object]] = {
    f.name: choices(f) for f in dataclasses.fields(Ruleset) if choices(f)
}
"""Every enum and boolean knob of :class:`Ruleset`, found by type: a new one is mixed in here
without touching this file."""
KNOBS["double_blank_pips"] = [0, 50]
TABLE_FIELDS = {"name", "seed", "description", "max_pip", "min_players", "max_players"}
TABLE_FIELDS |= {"hand_sizes", "rounds"}


def mixed_table(
    knobs: dict[str, object], max_pip: int, players: int, hand: int, rounds: int
) -> Ruleset | None:
    """A ruleset of these knobs at a table of exactly ``players`` (None if they contradict)."""
    try:
        return Ruleset(
            name="mixed",
            max_pip=max_pip,
            min_players=players,
            max_players=players,
            hand_sizes=((players, hand),),
            rounds=rounds,
            **knobs,  # type: ignore[arg-type]
        )
    except RulesetError:
        return None


def hand_cap(max_pip: int, players: int) -> int:
    return min(15, (set_size(max_pip) - 1) // players)


@st.composite
def knob_tables(draw: st.DrawFn) -> tuple[Ruleset, int, int, int]:
    """Any mix of the ruleset's knobs, on any set, table size and hand size (small sets and
    big hands empty the boneyard: blocked rounds and passes with nothing left to draw)."""
    knobs = {name: draw(st.sampled_from(values)) for name, values in KNOBS.items()}
    max_pip = draw(st.sampled_from(SUPPORTED_SETS))
    players = draw(st.integers(2, 10))
    hand = draw(st.integers(1, hand_cap(max_pip, players)))
    rounds = draw(st.integers(1, max_pip + 1))
    rules = mixed_table(knobs, max_pip, players, hand, rounds)
    assume(rules is not None)
    assert rules is not None
    return rules, players, draw(st.integers(0, rounds - 1)), draw(st.integers(0, 2**32))


def random_table(rng: random.Random, name: str, value: object) -> tuple[Ruleset, int, int]:
    """A random valid ruleset with knob ``name`` set to ``value``; players and round index."""
    for _ in range(1000):
        knobs = {n: rng.choice(values) for n, values in KNOBS.items()}
        knobs[name] = value
        max_pip = rng.choice([6, 9, 12])
        players = rng.randint(2, 6)
        hand = rng.randint(max(1, hand_cap(max_pip, players) // 2), hand_cap(max_pip, players))
        rules = mixed_table(knobs, max_pip, players, hand, max_pip + 1)
        if rules is not None:
            return rules, players, rng.randrange(rules.rounds)
    raise AssertionError(f"no valid ruleset with {name} = {value}")
