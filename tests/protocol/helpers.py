"""Helpers for scenario tests: decks built from chosen hands, and a compact event notation.

A scenario names hands and boneyard tiles; :func:`build_deck` lays them out the way the engine
deals (seat ``p`` holds positions ``p*H .. p*H+H-1``, the boneyard is drawn from ``players*H``
up) and fills the rest of the deck with the unused tiles in canonical order, so the same
scenario always gives the same deck.

Events are written as short strings, relative to the seat on turn unless prefixed ``"2: "``:

=====================  ==============================================
``"play 12-5 on 0"``   Play the tile 12-5 (found in the hand) on seat 0's train
``"play 5-3 on mex"``  ... on the Mexican train
``"draw"``             Draw
``"pass"``             Pass
``"end"``              EndBuild
``"noengine"``         NoEngine
``"place"``            PlaceEngine (the round's double, wherever the seat holds it)
=====================  ==============================================
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from mextrain.protocol.errors import IllegalPlayError
from mextrain.protocol.rules.engine import (
    MEXICAN,
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
)
from mextrain.protocol.rules.ruleset import DrawRule, EngineMode, FirstTurn, Ruleset, preset
from mextrain.protocol.rules.tiles import Tile, tile, tile_set

TileLike = Tile | str


def T(text: TileLike) -> Tile:
    """A tile from notation (``"12-5"``); a Tile passes through."""
    return text if isinstance(text, Tile) else Tile.parse(text)


def small(name: str, hand: int = 3, **overrides: Any) -> Ruleset:
    """Preset ``name`` with ``hand`` tiles per seat at every table size (and any overrides)."""
    base = preset(name)
    max_players = overrides.get("max_players", base.max_players)
    return dataclasses.replace(base, hand_sizes=((max_players, hand),), **overrides)


def engine_pip_of(rules: Ruleset, round_index: int) -> int:
    return rules.round_doubles(max(rules.rounds, round_index + 1))[round_index]


def build_deck(
    rules: Ruleset,
    players: int,
    hands: Sequence[Sequence[TileLike]],
    boneyard: Sequence[TileLike] = (),
    round_index: int = 0,
) -> tuple[Tile, ...]:
    """The deck that deals exactly ``hands`` and puts ``boneyard`` first in the draw order."""
    size = rules.hand_size(players)
    if len(hands) != players:
        raise ValueError(f"{players} seats need {players} hands, got {len(hands)}")
    engine = tile(engine_pip_of(rules, round_index), engine_pip_of(rules, round_index))
    chosen: list[Tile] = []
    for seat, hand in enumerate(hands):
        if len(hand) != size:
            raise ValueError(f"seat {seat} must hold exactly {size} tiles, got {len(hand)}")
        chosen.extend(T(t) for t in hand)
    chosen.extend(T(t) for t in boneyard)
    if len(set(chosen)) != len(chosen):
        raise ValueError(f"a tile is used twice: {[str(t) for t in chosen]}")
    if rules.engine is EngineMode.SET_ASIDE and engine in chosen:
        raise ValueError(f"the engine {engine} is set aside and cannot be dealt")
    used = set(chosen)
    if rules.engine is EngineMode.SET_ASIDE:
        used.add(engine)
    rest = [t for t in tile_set(rules.max_pip) if t not in used]
    deck = (*chosen, *rest)
    assert len(deck) == rules.deck_size()
    return deck


def start(
    rules: Ruleset,
    players: int,
    hands: Sequence[Sequence[TileLike]],
    boneyard: Sequence[TileLike] = (),
    round_index: int = 0,
) -> RoundState:
    """A new round dealt from :func:`build_deck`."""
    deck = build_deck(rules, players, hands, boneyard, round_index)
    return new_round(rules, players, round_index, deck)


def _find(state: RoundState, seat: int, value: Tile) -> int:
    for pos in state.hands[seat]:
        if state.deck[pos] == value:
            return pos
    for pos, known in enumerate(state.deck):
        if known == value:
            return pos
    raise ValueError(f"tile {value} is nowhere in this state's known deck")


def ev(state: RoundState, text: str, full: RoundState | None = None) -> Event:
    """Parse the notation above into an event. ``full`` supplies positions hidden in a view."""
    source = full if full is not None else state
    seat = state.turn
    if ":" in text.split()[0]:
        head, text = text.split(":", 1)
        seat = int(head)
    words = text.split()
    verb = words[0]
    if verb == "play":
        if len(words) != 4 or words[2] != "on":
            raise ValueError(f"bad play {text!r}: write 'play 12-5 on 0' or 'play 12-5 on mex'")
        value = T(words[1])
        train = MEXICAN if words[3] == "mex" else int(words[3])
        return Play(seat, _find(source, seat, value), value, train)
    if verb == "place":
        engine = tile(state.engine_pip, state.engine_pip)
        return PlaceEngine(seat, _find(source, seat, engine))
    simple: dict[str, type[Draw | Pass | EndBuild | NoEngine]] = {
        "draw": Draw,
        "pass": Pass,
        "end": EndBuild,
        "noengine": NoEngine,
    }
    if verb in simple and len(words) == 1:
        return simple[verb](seat)
    raise ValueError(f"bad event notation {text!r}")


def describe(event: Event) -> str:
    """The notation of an event, without its seat."""
    if isinstance(event, Play):
        train = "mex" if event.train == MEXICAN else str(event.train)
        return f"play {event.tile} on {train}"
    names = {PlaceEngine: "place", NoEngine: "noengine", Draw: "draw", Pass: "pass", EndBuild: "end"}
    return names[type(event)]


def legal(state: RoundState, seat: int | None = None) -> set[str]:
    """``legal_actions`` of ``seat`` (default: the seat on turn) in notation, as a set."""
    actions = legal_actions(state, state.turn if seat is None else seat)
    described = [describe(a) for a in actions]
    assert len(set(described)) == len(described), f"duplicate actions: {described}"
    return set(described)


def candidates(state: RoundState, seat: int) -> list[Event]:
    """Every event the seat could try now: each simple event, each hand tile on each train."""
    out: list[Event] = [Draw(seat), Pass(seat), EndBuild(seat), NoEngine(seat)]
    trains = [*range(state.players), MEXICAN]
    for pos in state.hands[seat]:
        out.append(PlaceEngine(seat, pos))
        value = state.deck[pos]
        if value is not None:
            out.extend(Play(seat, pos, value, key) for key in trains)
    return out


def assert_legal_matches_apply(state: RoundState, seat: int) -> None:
    """With full information, ``apply`` accepts exactly the events ``legal_actions`` lists."""
    actions = legal_actions(state, seat)
    for event in candidates(state, seat):
        try:
            apply(state, event)
            accepted = True
        except IllegalPlayError:
            accepted = False
        assert accepted == (event in actions), (
            f"{describe(event)!r} by seat {seat}: apply {'accepts' if accepted else 'refuses'}"
            f" it but legal_actions says {sorted(describe(a) for a in actions)}"
        )


def run(state: RoundState, *texts: str, check: bool = True) -> RoundState:
    """Apply events in notation. With ``check`` (full information) each one must be in
    ``legal_actions``, and ``apply`` must accept exactly the listed actions at every step."""
    for text in texts:
        event = ev(state, text)
        if check and state.hand_fully_known(event.seat) and state.phase is not Phase.OVER:
            actions = legal_actions(state, event.seat)
            assert event in actions, (
                f"{text!r} is not among seat {event.seat}'s legal actions "
                f"{sorted(describe(a) for a in actions)}"
            )
            assert_legal_matches_apply(state, event.seat)
        state = apply(state, event)
    return state


def hand(state: RoundState, seat: int) -> set[str]:
    """The seat's known tiles in notation."""
    return {str(t) for _, t in state.known_hand(seat)}


def line(state: RoundState, key: int) -> list[str]:
    """The tiles of a train (a seat or MEXICAN), in the order played."""
    return [str(t) for t in state.train(key).tiles]


def markers(state: RoundState) -> tuple[bool, ...]:
    """Marker flags of the personal trains, by seat, then the Mexican train."""
    return tuple(t.marker for t in state.trains)


# -- shared scenarios ------------------------------------------------------------------------


def double_six(**overrides: Any) -> Ruleset:
    """003's rules on a double-6 set (an extension): 27 tiles once 6-6 is set aside, dealt to
    3 seats x 9 tiles, so the boneyard is empty from the start."""
    base: dict[str, Any] = dict(
        name="express-d6",
        seed="003_347a02f077a68352.txt",
        max_pip=6,
        rounds=7,
        max_players=3,
        hand_sizes=((3, 9),),
        engine=EngineMode.SET_ASIDE,
        first_turn=FirstTurn.SINGLE,
        mexican_on_first_turn=True,
        draw=DrawRule.MUST_PLAY,
    )
    base.update(overrides)
    return Ruleset(**base)


# A blocked round on double_six(): each seat runs a loop 6-a, a-b, b-6 on its own train (seat 2
# a longer one), so every 6 ends up on a train and every train ends in a 6 nobody holds.
BLOCK_HANDS = [
    ["6-1", "2-1", "6-2", "0-0", "1-0", "2-0", "1-1", "3-1", "4-1"],
    ["6-0", "3-0", "6-3", "5-1", "2-2", "3-2", "4-2", "5-2", "3-3"],
    ["6-4", "4-0", "5-0", "6-5", "4-3", "5-3", "4-4", "5-4", "5-5"],
]
BLOCK_SCRIPT = (
    "play 6-1 on 0", "play 6-0 on 1", "play 6-4 on 2",
    "play 1-2 on 0", "play 0-3 on 1", "play 4-0 on 2",
    "play 2-6 on 0", "play 3-6 on 1", "play 0-5 on 2",
)


def blocked_round(**overrides: Any) -> RoundState:
    """The finished blocked round: seats 0 and 1 pass, seat 2 closes its loop, all three pass
    (seat 2's pass puts its marker down), then all three pass again with every marker down.
    Left in hand: seat 0 14 pips (with the 0-0), seat 1 34 pips, seat 2 42 pips."""
    state = start(double_six(**overrides), 3, BLOCK_HANDS)
    return run(
        state, *BLOCK_SCRIPT, "pass", "pass", "play 5-6 on 2", *["pass"] * 6
    )
