"""Regenerate the differential engine vector ``engine_games.json`` (SPEC.md 2-3; run by hand,
tests only read it).

    python tests/vectors/make_engine_vectors.py

Seeded random legal matches played by the Python engine over every preset and random knob
combinations, 2 to 10 seats, double-6 to double-12 sets. Each step records the event and what
must hold after it (the facts of SPEC 3's state and the legal moves of the seat on turn, in the
engine's order); each round records its final trains, hands, the claims a spectator's view
records, and its score; each match its totals and winners. A second implementation replays every
game and must agree at every step. ``lies`` are honest prefixes followed by one false claim: a
view accepts it (recording the claim), the full-information replay refuses it naming that seat
and event.

Matches are chosen from a fixed pool of candidates so that, together, they cover every knob
value and every rare branch of the engine listed in ``FEATURES`` (the script fails otherwise).
"""

from __future__ import annotations

import dataclasses
import json
import random
from pathlib import Path
from typing import Any

from mextrain.protocol.errors import IllegalPlayError, LocalError
from mextrain.protocol.rules.engine import (
    Draw,
    EndBuild,
    Event,
    NoEngine,
    Pass,
    Phase,
    PlaceEngine,
    Play,
    RoundState,
    apply,
    legal_actions,
    new_round,
    view_for,
)
from mextrain.protocol.rules.limits import check_wire_ruleset
from mextrain.protocol.rules.ruleset import (
    PRESETS,
    EngineMissing,
    EngineMode,
    Ruleset,
    RulesetError,
)
from mextrain.protocol.rules.scoring import score_match, score_round
from mextrain.protocol.rules.tiles import Tile, set_size, tile, tile_set

HERE = Path(__file__).parent
OUT = HERE / "engine_games.json"
SEED = 20240632
CANDIDATES = 160
MATCHES = 40
BUDGET = 1_300_000
LIES = 12

KNOBS: dict[str, tuple[Any, ...]] = {
    "engine": ("held", "set_aside"),
    "engine_missing": ("draw", "highest_double"),
    "round_order": ("descending", "ascending"),
    "first_turn": ("build", "single"),
    "mexican_on_first_turn": (False, True),
    "mexican_needs_own_train": (False, True),
    "draw": ("may_play", "must_play", "until_playable"),
    "first_turn_draw": ("may_play", "must_play", "until_playable"),
    "open_doubles": ("cover_any", "in_order", "at_most_one"),
    "follow_up": ("anywhere", "on_double"),
    "double_duty": ("everyone", "layer_only"),
    "marker_when_covering": (False, True),
    "last_double": ("out", "forbidden", "must_cover"),
    "scoring": ("penalty", "positive"),
    "blocked_winner": ("fewest_pips", "fewest_tiles"),
    "blocked_tie": ("shared", "no_winner"),
    "out_on_double_doubles": (False, True),
}

FEATURES = (
    "went out",
    "went out on a double",
    "blocked",
    "engine drawn for",
    "highest double moved on",
    "highest double fell back to drawing",
    "end_build",
    "pass after a draw with a play left (may_play)",
    "drew again (until_playable)",
    "follow-up after a double",
    "cover_last (last double owed its cover)",
    "two doubles open",
    "marker from covering",
    "positive scoring with no winner",
    "10 seats",
)


def encode_event(event: Event) -> list[Any]:
    if isinstance(event, Play):
        return ["play", event.seat, event.pos, [event.tile.low, event.tile.high], event.train]
    if isinstance(event, PlaceEngine):
        return ["place_engine", event.seat, event.pos]
    kinds = {NoEngine: "no_engine", Draw: "draw", Pass: "pass", EndBuild: "end_build"}
    return [kinds[type(event)], event.seat]


def encode_move(event: Event) -> Any:
    """A legal move of the seat on turn, short: [pos, train] for a play, [pos] to place the
    engine, else the kind's name."""
    if isinstance(event, Play):
        return [event.pos, event.train]
    if isinstance(event, PlaceEngine):
        return [event.pos]
    return encode_event(event)[0]


def facts(state: RoundState) -> list[Any]:
    """The state after a step, in the order of ``FACTS`` below."""
    legal = [] if state.phase is Phase.OVER else legal_actions(state, state.turn)
    return [
        state.phase.value,
        state.turn,
        state.engine_pip,
        state.engine_declared,
        state.drew,
        state.next_draw,
        state.turn_plays,
        int(state.follow_up),
        int(state.cover_last),
        state.passes_in_row,
        list(state.open_doubles),
        [t.end for t in state.trains],
        sum(1 << i for i, t in enumerate(state.trains) if t.marker),
        sum(1 << i for i, done in enumerate(state.first_turn_done) if done),
        [len(h) for h in state.hands],
        [encode_move(e) for e in legal],
    ]


FACTS = [
    "phase",
    "turn",
    "e (the double looked for or placed)",
    "declared",
    "drew (null for none)",
    "next_draw (first boneyard position)",
    "turn_plays",
    "follow_up (0/1)",
    "cover_last (0/1)",
    "passes_in_row",
    "open (train keys, -1 the Mexican train)",
    "open end of each train: seats, then the Mexican train",
    "markers: bit i set when train i (seats, then Mexican) has a marker",
    "first_turn_done: bit s set for seat s",
    "hand sizes by seat",
    "legal moves of the seat on turn, in the engine's order: [pos, train] a play of the tile at"
    " pos, [pos] place_engine, or draw / pass / end_build / no_engine",
]


def random_rules(rng: random.Random) -> tuple[Ruleset, int]:
    """A preset as it is, or with random knobs (and a random set and table size)."""
    name = rng.choice(sorted(PRESETS))
    base = PRESETS[name]
    rounds = rng.randint(1, 3)
    if rng.random() < 0.35:
        players = rng.randint(base.min_players, base.max_players)
        return dataclasses.replace(base, rounds=rounds), players
    while True:
        changes: dict[str, Any] = {k: rng.choice(v) for k, v in KNOBS.items() if rng.random() < 0.6}
        max_pip = rng.choice((6, 9, 9, 12, 12))
        players = rng.randint(2, 10)
        deck = set_size(max_pip) - (1 if changes.get("engine", base.engine) == "set_aside" else 0)
        most = min(15, deck // players)
        hand = rng.choice((most, max(1, most - 2), max(1, most // 2), min(most, 2)))
        changes.update(
            max_pip=max_pip,
            rounds=rounds,
            min_players=2,
            max_players=players,
            hand_sizes=((players, hand),),
            double_blank_pips=rng.choice((0, 0, 50)),
        )
        if "first_turn" in changes and changes["first_turn"] == "build":
            changes["mexican_on_first_turn"] = False
        try:
            data = {**base.to_dict(), **changes, "name": "custom"}
            data["hand_sizes"] = [list(p) for p in data["hand_sizes"]]
            return Ruleset.from_dict(data), players
        except RulesetError:
            continue  # a combination SPEC 2 refuses: draw again


def round_deck(rules: Ruleset, round_index: int, rng: random.Random) -> list[Tile]:
    tiles = list(tile_set(rules.max_pip))
    if rules.engine is EngineMode.SET_ASIDE:
        pip = rules.round_doubles()[round_index]
        tiles.remove(tile(pip, pip))
    rng.shuffle(tiles)
    return tiles


def spectator_claims(
    rules: Ruleset, players: int, r: int, deck: list[Tile], events: list[Event]
) -> list[list[int]]:
    state = view_for(new_round(rules, players, r, deck), None)
    for event in events:
        state = apply(state, event)
    return [[c.event_index, c.seat] for c in state.claims]


def note_features(before: RoundState, event: Event, after: RoundState, seen: set[str]) -> None:
    if isinstance(event, EndBuild):
        seen.add("end_build")
    if (
        isinstance(event, Pass)
        and before.drew is not None
        and legal_actions(before, event.seat) != [event]
    ):
        seen.add("pass after a draw with a play left (may_play)")
    if isinstance(event, Draw) and before.drew is not None:
        seen.add("drew again (until_playable)")
    if isinstance(event, Draw) and before.phase is Phase.ENGINE:
        seen.add("engine drawn for")
    if after.engine_pip != before.engine_pip:
        seen.add("highest double moved on")
    if (
        before.phase is Phase.ENGINE
        and before.rules.engine_missing is EngineMissing.HIGHEST_DOUBLE
        and isinstance(event, Draw)
    ):
        seen.add("highest double fell back to drawing")
    if after.follow_up and not after.cover_last and not before.follow_up:
        seen.add("follow-up after a double")
    if after.cover_last:
        seen.add("cover_last (last double owed its cover)")
    if len(after.open_doubles) >= 2:
        seen.add("two doubles open")
    if (
        isinstance(event, Play)
        and after.trains[event.seat].marker
        and not before.trains[event.seat].marker
    ):
        seen.add("marker from covering")
    if after.phase is Phase.OVER:
        if after.went_out is None:
            seen.add("blocked")
        else:
            seen.add("went out")
            if after.out_on_double:
                seen.add("went out on a double")


def play_match(seed: int) -> tuple[dict[str, Any], set[str]]:
    rng = random.Random(seed)
    rules, players = random_rules(rng)
    seen: set[str] = {f"{k}={getattr(rules, k)}" for k in KNOBS}
    seen.add(f"preset {rules.name}")
    if players == 10:
        seen.add("10 seats")
    rounds = []
    outcomes = []
    for r in range(rules.rounds):
        deck = round_deck(rules, r, rng)
        state = new_round(rules, players, r, deck)
        steps: list[list[Any]] = []
        events: list[Event] = []
        while state.phase is not Phase.OVER:
            actions = legal_actions(state, state.turn)
            event = rng.choice(actions)
            after = apply(state, event)
            note_features(state, event, after, seen)
            steps.append([encode_event(event), facts(after)])
            events.append(event)
            state = after
        outcome = score_round(state)
        if rules.scoring.value == "positive" and not outcome.winners:
            seen.add("positive scoring with no winner")
        outcomes.append(outcome)
        rounds.append(
            {
                "round": r,
                "deck": [[t.low, t.high] for t in deck],
                "start": facts(new_round(rules, players, r, deck)),
                "steps": steps,
                "trains": [[[t.low, t.high] for t in train.tiles] for train in state.trains],
                "hands": [[[t.low, t.high] for t in state.hand(s) if t] for s in range(players)],
                "spectator_claims": spectator_claims(rules, players, r, deck, events),
                "score": {
                    "double": outcome.double,
                    "went_out": outcome.went_out,
                    "out_on_double": outcome.out_on_double,
                    "pips": list(outcome.pips),
                    "scores": list(outcome.scores),
                    "winners": list(outcome.winners),
                },
            }
        )
    match = score_match(rules, players, outcomes)
    return (
        {
            "seed": seed,
            "rules": {**rules.to_dict(), "hand_sizes": [list(p) for p in rules.hand_sizes]},
            "players": players,
            "rounds": rounds,
            "totals": list(match.totals),
            "winners": list(match.winners),
        },
        seen,
    )


def decode_event(data: list[Any]) -> Event:
    kind, seat = data[0], data[1]
    if kind == "play":
        return Play(seat, data[2], tile(*data[3]), data[4])
    if kind == "place_engine":
        return PlaceEngine(seat, data[2])
    return {"no_engine": NoEngine, "draw": Draw, "pass": Pass, "end_build": EndBuild}[kind](seat)


def find_lie(state: RoundState) -> Event | None:
    """A false claim the seat on turn could make now, or None."""
    seat = state.turn
    actions = legal_actions(state, seat)
    if state.phase is Phase.ENGINE:
        return NoEngine(seat) if isinstance(actions[0], PlaceEngine) else None
    if not any(isinstance(a, Play) for a in actions):
        return None
    for lie in (Draw(seat), Pass(seat), EndBuild(seat)):
        try:
            apply(view_for(state, None), lie)
        except IllegalPlayError:
            continue
        return lie
    return None


def make_lies(matches: list[dict[str, Any]], rng: random.Random) -> list[dict[str, Any]]:
    lies: list[dict[str, Any]] = []
    kinds: dict[str, int] = {}
    order = [(m, r) for m in range(len(matches)) for r in range(len(matches[m]["rounds"]))]
    rng.shuffle(order)
    for m, r in order:
        match = matches[m]
        rules = Ruleset.from_dict(match["rules"])
        data = match["rounds"][r]
        deck = [tile(*t) for t in data["deck"]]
        state = new_round(rules, match["players"], r, deck)
        options = []
        for at, (event_data, _) in enumerate(data["steps"]):
            lie = find_lie(state)
            if lie is not None:
                options.append((at, lie))
            state = apply(state, decode_event(event_data))
        rng.shuffle(options)
        for at, lie in options:
            kind = encode_event(lie)[0]
            if kinds.get(kind, 0) >= LIES // 3:
                continue
            kinds[kind] = kinds.get(kind, 0) + 1
            lies.append({"match": m, "round": r, "at": at, "event": encode_event(lie)})
            break
        if len(lies) >= LIES:
            break
    return lies


def plain(rules: Ruleset) -> dict[str, Any]:
    return {**rules.to_dict(), "hand_sizes": [list(p) for p in rules.hand_sizes]}


def wire_verdict(data: Any) -> str:
    """What a table does with this map in an ``open`` entry (SPEC 2): "ok" or the error."""
    try:
        check_wire_ruleset(data)
        rules = Ruleset.from_dict(data)
    except LocalError as exc:
        return str(exc)
    if list(data) != list(rules.to_dict()):
        return "ruleset keys are not in canonical order"
    return "ok"


def ruleset_cases() -> list[dict[str, Any]]:
    """Ruleset maps as an ``open`` entry may carry them, good and bad, with the verdict."""
    base = plain(PRESETS["classic"])
    cases: list[dict[str, Any]] = [plain(r) for r in PRESETS.values()]
    changes: list[dict[str, Any]] = [
        {"max_pip": 8},
        {"max_pip": 6},
        {"max_pip": 6, "hand_sizes": [[10, 2]], "rounds": 7},
        {"max_pip": 15, "rounds": 16},
        {"max_pip": "12"},
        {"rounds": True},
        {"rounds": 0},
        {"rounds": 14},
        {"min_players": 1},
        {"max_players": 11},
        {"min_players": 5, "max_players": 4},
        {"hand_sizes": []},
        {"hand_sizes": [[6, 12], [6, 10], [10, 8]]},
        {"hand_sizes": [[6, 12], [8, 10]]},
        {"hand_sizes": [[10, 10]]},
        {"hand_sizes": [[1, 3], [10, 8]]},
        {"hand_sizes": [[10, 0]]},
        {"hand_sizes": [[10, 137]]},
        {"hand_sizes": [[10, "8"]]},
        {"hand_sizes": [[10, 8, 1]]},
        {"hand_sizes": [[k, 8] for k in range(2, 11)]},
        {
            "hand_sizes": [
                [2, 8],
                [3, 8],
                [4, 8],
                [5, 8],
                [6, 8],
                [7, 8],
                [8, 8],
                [9, 8],
                [10, 8],
                [10, 8],
            ]
        },
        {"engine": "middle"},
        {"engine": "set_aside", "engine_missing": "highest_double"},
        {"engine_missing": "highest_double"},
        {"first_turn": "single", "mexican_on_first_turn": True},
        {"mexican_on_first_turn": True},
        {"mexican_on_first_turn": 1},
        {"double_duty": "layer_only"},
        {"double_duty": "layer_only", "follow_up": "on_double"},
        {"draw": "maybe"},
        {"last_double": "must_cover", "scoring": "positive", "blocked_tie": "no_winner"},
        {"double_blank_pips": 50},
        {"double_blank_pips": 1000},
        {"double_blank_pips": 1001},
        {"double_blank_pips": -1},
        {"name": ""},
        {"name": "x" * 64},
        {"name": "x" * 65},
        {"name": "tab\there"},
        {"name": "zero\u200bwidth"},
        {"name": "caf\u00e9 \u00fcber \U0001f682"},
        {"seed": "s" * 201},
        {"description": ""},
        {"description": "d" * 1001},
        {"description": 5},
    ]
    for change in changes:
        cases.append({**base, **change})
    cases.append({k: v for k, v in base.items() if k != "rounds"})
    cases.append({**base, "extra": 1})
    keys = list(base)
    keys[2], keys[3] = keys[3], keys[2]
    cases.append({k: base[k] for k in keys})
    cases.append({k: base[k] for k in reversed(list(base))})
    cases.append([["name", "classic"]])
    return [{"map": c, "verdict": wire_verdict(c)} for c in cases]


def build() -> dict[str, Any]:
    pool = [play_match(SEED + i) for i in range(CANDIDATES)]
    chosen: list[int] = []
    covered: set[str] = set()
    # greedy cover: the candidate adding the most uncovered features, smallest first on a tie
    size = [len(json.dumps(m, separators=(",", ":"))) for m, _ in pool]
    while True:
        gains = [
            (len(seen - covered), -size[i], -i)
            for i, (_, seen) in enumerate(pool)
            if i not in chosen
        ]
        best = max(gains)
        if best[0] == 0:
            break
        index = -best[2]
        chosen.append(index)
        covered |= pool[index][1]
    wanted = set(FEATURES) | {f"{k}={v}" for k, vs in KNOBS.items() for v in vs}
    wanted |= {f"preset {name}" for name in PRESETS}
    missing = sorted(wanted - covered)
    if missing:
        raise SystemExit(f"the candidate pool misses: {missing}")
    # then others in the pool's order while the file stays small, so that every preset and
    # table size shows up more than once
    total = sum(size[i] for i in chosen)
    for i in range(len(pool)):
        if len(chosen) >= MATCHES:
            break
        if i not in chosen and total + size[i] <= BUDGET:
            chosen.append(i)
            total += size[i]
    chosen.sort()
    matches = [pool[i][0] for i in chosen]
    return {
        "about": (
            "Random legal matches played by the Python engine (tests/vectors/make_engine_vectors.py);"
            " SPEC.md sections 2-3. steps: [event, facts after it]; events are [kind, seat, ...]:"
            " [play, seat, pos, [low, high], train], [place_engine, seat, pos], [draw|pass|end_build|"
            "no_engine, seat]; train -1 is the Mexican train. start: the facts of the new round."
            " lies: the round's steps before `at`, then `event`: a view accepts it as a claim, the"
            " full replay refuses it naming its seat at event index `at`. presets: every preset's"
            " map; rulesets: maps an `open` entry may carry, with what the table says (`ok`, or"
            " why it refuses the map)."
        ),
        "facts": FACTS,
        "matches": matches,
        "lies": make_lies(matches, random.Random(SEED)),
        "presets": {name: plain(r) for name, r in PRESETS.items()},
        "rulesets": ruleset_cases(),
    }


def render(data: dict[str, Any]) -> str:
    """One line per step, so a diff shows where two engines part."""
    head = {k: v for k, v in data.items() if k not in ("matches", "lies", "rulesets")}
    lines = ["{", *[f"{json.dumps(k)}: {json.dumps(v)}," for k, v in head.items()], '"matches": [']
    for mi, match in enumerate(data["matches"]):
        top = {k: v for k, v in match.items() if k != "rounds"}
        lines.append("{" + json.dumps(top, separators=(",", ":"))[1:-1] + ',"rounds":[')
        for ri, rnd in enumerate(match["rounds"]):
            rest = {k: v for k, v in rnd.items() if k != "steps"}
            lines.append("{" + json.dumps(rest, separators=(",", ":"))[1:-1] + ',"steps":[')
            steps = rnd["steps"]
            for si, step in enumerate(steps):
                comma = "," if si < len(steps) - 1 else ""
                lines.append(json.dumps(step, separators=(",", ":")) + comma)
            lines.append("]}" + ("," if ri < len(match["rounds"]) - 1 else ""))
        lines.append("]}" + ("," if mi < len(data["matches"]) - 1 else ""))
    lines.append("],")
    lines.append('"lies": ' + json.dumps(data["lies"], separators=(",", ":")) + ",")
    lines.append('"rulesets": [')
    cases = data["rulesets"]
    for i, case in enumerate(cases):
        lines.append(json.dumps(case, separators=(",", ":")) + ("," if i < len(cases) - 1 else ""))
    lines.append("]")
    lines.append("}")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    vectors = build()
    text = render(vectors)
    assert json.loads(text) == vectors
    OUT.write_text(text)
    steps = sum(len(r["steps"]) for m in vectors["matches"] for r in m["rounds"])
    rounds = sum(len(m["rounds"]) for m in vectors["matches"])
    print(
        f"wrote {OUT}: {len(vectors['matches'])} matches, {rounds} rounds, {steps} steps,"
        f" {len(vectors['lies'])} lies, {len(text)} bytes"
    )
