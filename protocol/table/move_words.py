"""A move in a player's words, and back: the legal moves a face offers (:class:`MoveView`),
the round's moves as lines of its log (:class:`LogLine`), and the engine event a chosen move
stands for. The seat's view (:mod:`.view`) lists them; every face writes them the same way.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..rules import MEXICAN, Draw, EndBuild, Event, NoEngine, Pass, PlaceEngine, Play, Tile

Pair = tuple[int, int]
"""A tile as two pip counts; in a train, the first one touches the tile before it."""


def pair_text(pair: Pair) -> str:
    """``12-5``: pips always written as numbers (readable without colour)."""
    return f"{pair[0]}-{pair[1]}"


def hand_pair(t: Tile) -> Pair:
    """A tile as a hand shows it: the high end first."""
    return (t.high, t.low)


@dataclass(frozen=True)
class MoveView:
    """A legal move, in the engine's terms (to send it back) and in a player's words."""

    kind: str
    """``play``, ``draw``, ``pass``, ``end_build``, ``place_engine`` or ``no_engine``."""
    pos: int
    """The tile's deck position for plays and the engine, else -1."""
    tile: Pair | None
    train: int | None
    words: str
    """``play 12-5 on the Mexican train``, ``draw a tile``."""
    typed: str
    """What a person may type for it: ``12-5 m``, ``12-5 2``, ``draw``."""


@dataclass(frozen=True)
class LogLine:
    """One move of the round, in words (``you`` for this seat's own moves)."""

    seat: int
    kind: str
    text: str
    tile: Pair | None = None


def train_name(key: int, names: Sequence[str], me: int | None) -> str:
    """A train as a player reads it: ``your train``, ``Ann's train``, ``the Mexican train``."""
    if key == MEXICAN:
        return "the Mexican train"
    if key == me:
        return "your train"
    return f"{names[key]}'s train"


def _typed_train(key: int, me: int | None) -> str:
    if key == MEXICAN:
        return "m"
    if key == me:
        return "mine"
    return str(key)


def move_view(event: Event, names: Sequence[str], me: int | None) -> MoveView:
    """A legal event as a :class:`MoveView`."""
    if isinstance(event, Play):
        pair = hand_pair(event.tile)
        where = train_name(event.train, names, me)
        return MoveView(
            "play",
            event.pos,
            pair,
            event.train,
            f"play {pair_text(pair)} on {where}",
            f"{pair_text(pair)} {_typed_train(event.train, me)}",
        )
    if isinstance(event, PlaceEngine):
        return MoveView("place_engine", event.pos, None, None, "place the engine", "engine")
    words = {
        Draw: ("draw", "draw a tile", "draw"),
        Pass: ("pass", "pass (your train gets a marker)", "pass"),
        EndBuild: ("end_build", "end your first train here", "end"),
        NoEngine: ("no_engine", "say you do not hold the engine", "no"),
    }[type(event)]
    return MoveView(words[0], -1, None, None, words[1], words[2])


def event_of(move: MoveView, seat: int) -> Event:
    """The engine event a :class:`MoveView` stands for (to send it)."""
    if move.kind == "play":
        assert move.tile is not None and move.train is not None
        return Play(seat, move.pos, Tile.parse(pair_text(move.tile)), move.train)
    if move.kind == "place_engine":
        return PlaceEngine(seat, move.pos)
    kinds: dict[str, type[Draw | Pass | EndBuild | NoEngine]] = {
        "draw": Draw,
        "pass": Pass,
        "end_build": EndBuild,
        "no_engine": NoEngine,
    }
    return kinds[move.kind](seat)


def event_line(
    event: Event,
    names: Sequence[str],
    me: int | None,
    drawn: Tile | None = None,
    engine_pip: int = 0,
) -> LogLine:
    """One move in words. ``drawn`` names the tile this seat drew (only it knows)."""
    mine = event.seat == me
    who = "you" if mine else names[event.seat]
    s = "" if mine else "s"
    if isinstance(event, Play):
        pair = hand_pair(event.tile)
        where = train_name(event.train, names, me)
        text = f"{who} play{s} {pair_text(pair)} on {where}"
        if event.tile.is_double:
            text += " (a double)"
        return LogLine(event.seat, "play", text, pair)
    if isinstance(event, PlaceEngine):
        return LogLine(
            event.seat, "place_engine", f"{who} place{s} the engine {engine_pip}-{engine_pip}"
        )
    if isinstance(event, Draw):
        if drawn is not None:
            pair = hand_pair(drawn)
            return LogLine(event.seat, "draw", f"{who} drew {pair_text(pair)}", pair)
        return LogLine(event.seat, "draw", f"{who} draw{s} a tile")
    if isinstance(event, Pass):
        verb = "pass" if mine else "passes"
        whose = "your" if mine else "their"
        return LogLine(event.seat, "pass", f"{who} {verb}: a marker on {whose} train")
    if isinstance(event, EndBuild):
        return LogLine(event.seat, "end_build", f"{who} end{s} the first train")
    verb = "do" if mine else "does"
    return LogLine(event.seat, "no_engine", f"{who} {verb} not hold the engine")
