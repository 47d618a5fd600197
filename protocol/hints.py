"""The hint key: the move a bot would make for a seat, with a one-line reason.

Placeholder: the bots helper's version (the strongest bot) replaces this module; this one asks
the greedy bot and keeps exactly its signature.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from .bots import greedy_strategy
from .engine import MEXICAN, Draw, EndBuild, Event, NoEngine, Pass, PlaceEngine, Play, RoundState


@dataclass(frozen=True)
class Hint:
    event: Event
    reason: str


def hint(state: RoundState, seat: int, level: str = "expert", *, seed: int = 0) -> Hint:
    """What the bot would play for ``seat`` in ``state`` (the seat's own view), and why."""
    del level  # one level until the search bots land
    event = greedy_strategy(state, seat, random.Random(seed))
    return Hint(event, _reason(state, seat, event))


def _reason(state: RoundState, seat: int, event: Event) -> str:
    if isinstance(event, Play):
        if event.train in state.open_doubles:
            return "an open double must be covered first"
        if event.tile.is_double and len(state.hands[seat]) > 1:
            return "play a double while you can follow it up"
        if event.train == MEXICAN:
            return f"{event.tile} is your heaviest tile that fits; the Mexican train takes it"
        if event.train != seat:
            return f"{event.tile} fits a train with a marker and sheds {event.tile.pips} pips"
        return f"{event.tile} sheds {event.tile.pips} pips and keeps your train going"
    if isinstance(event, PlaceEngine):
        return "you hold the engine: place it"
    if isinstance(event, NoEngine):
        return "you do not hold the engine"
    if isinstance(event, Draw):
        return "nothing in your hand fits: draw"
    if isinstance(event, EndBuild):
        return "nothing more fits your first train"
    assert isinstance(event, Pass)
    return "nothing fits and you cannot draw: pass"
