"""Regenerate ``hint_hard.json``: the ``hard`` bot's move and the hint's reason at many positions,
for the page's hint (web/src/bots/), which must choose the same (run by hand; tests only read it).

    python tests/vectors/make_hint_vectors.py

Seeded rounds over every preset, 2 to 6 seats, played by a mix of ``hard``, ``greedy`` and
``random`` seats so that positions vary. Each round records its deck and events; at each
decision with two or more legal moves (and every fifth with one) it records the seat on turn,
the index of ``hint(state, seat, "hard", names=...)``'s move among that seat's legal moves (in
the engine's order) and the reason's words. tests/protocol/bots/test_hint_vectors.py checks the
file against the Python bot; web/test/bots-hard.test.ts checks the TypeScript one.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

from mextrain.protocol.bots import hint, strategy
from mextrain.protocol.bots.simulate import round_deck
from mextrain.protocol.rules.engine import (
    Draw,
    EndBuild,
    Event,
    NoEngine,
    Pass,
    Phase,
    PlaceEngine,
    Play,
    apply,
    legal_actions,
    new_round,
    view_for,
)
from mextrain.protocol.rules.ruleset import PRESETS, Ruleset, RulesetError

HERE = Path(__file__).parent
OUT = HERE / "hint_hard.json"
SEED = 20261207
NAMES = ("Ann", "you", "Bo", "Cy", "Di", "Ed")
"""Names at the table: seat 1 is named "you", which the reason must not read as a pronoun."""
MIX = ("hard", "greedy", "random")
ROUNDS_PER_TABLE = 1
MAX_EVENTS = 2000


def encode_event(event: Event) -> list[Any]:
    """As engine_games.json encodes events (web/test/rules_helpers.ts decodes them)."""
    if isinstance(event, Play):
        return ["play", event.seat, event.pos, [event.tile.low, event.tile.high], event.train]
    if isinstance(event, PlaceEngine):
        return ["place_engine", event.seat, event.pos]
    kinds = {NoEngine: "no_engine", Draw: "draw", Pass: "pass", EndBuild: "end_build"}
    return [kinds[type(event)], event.seat]


def rules_map(rules: Ruleset) -> dict[str, Any]:
    return {**rules.to_dict(), "hand_sizes": [list(p) for p in rules.hand_sizes]}


def play_round(rules: Ruleset, players: int, index: int, rng: random.Random) -> dict[str, Any]:
    double = rules.round_doubles(max(rules.rounds, index + 1))[index]
    deck = round_deck(rules, double, rng)
    state = new_round(rules, players, index, deck)
    seats = [rng.choice(MIX) for _ in range(players)]
    names = list(NAMES[:players])
    events: list[list[Any]] = []
    checks: list[dict[str, Any]] = []
    while state.phase is not Phase.OVER and len(events) < MAX_EVENTS:
        seat = state.turn
        actions = legal_actions(state, seat)
        if len(actions) >= 2 or rng.random() < 0.1:
            got = hint(state, seat, "hard", names=names)
            moves = legal_actions(view_for(state, seat), seat)
            checks.append({"at": len(events), "seat": seat, "move": moves.index(got.event),
                           "reason": got.reason})  # fmt: skip
        event = strategy(seats[seat])(view_for(state, seat), seat, rng)
        events.append(encode_event(event))
        state = apply(state, event)
    return {
        "rules": rules_map(rules),
        "players": players,
        "round": index,
        "names": names,
        "deck": [[t.low, t.high] for t in deck],
        "events": events,
        "checks": checks,
    }


def rulesets() -> list[Ruleset]:
    """Every preset, and smaller sets with the other scoring and double rules."""
    base = PRESETS["classic"].to_dict()
    extra = [
        {
            "max_pip": 6,
            "rounds": 7,
            "max_players": 4,
            "hand_sizes": [[4, 7]],
            "scoring": "positive",
            "name": "custom",
        },
        {
            "max_pip": 9,
            "rounds": 10,
            "max_players": 6,
            "hand_sizes": [[6, 8]],
            "double_duty": "everyone",
            "name": "custom",
        },
    ]
    return [*PRESETS.values(), *(Ruleset.from_dict({**base, **e}) for e in extra)]


def main() -> None:
    rng = random.Random(SEED)
    rounds = []
    for rules in rulesets():
        for players in (2, 3, 4, 6):
            try:
                rules.check_players(players)
            except RulesetError:
                continue
            for index in range(ROUNDS_PER_TABLE):
                rounds.append(play_round(rules, players, index + players, rng))
    data = {
        "about": (
            "The hard bot's move and the hint's reason (protocol/bots/hints.py, level hard) at"
            " positions of seeded rounds; written by tests/vectors/make_hint_vectors.py."
        ),
        "rounds": rounds,
    }
    OUT.write_text(json.dumps(data, separators=(",", ":")) + "\n", encoding="utf-8")
    checks = sum(len(r["checks"]) for r in rounds)
    print(f"wrote {OUT}: {len(rounds)} rounds, {checks} positions")


if __name__ == "__main__":
    main()
