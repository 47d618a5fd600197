"""Hints for the game's hint key: the move a bot level would make, and why, in a player's words.

The hint reads only ``seat``'s view of the state it is given, so a hint never gives away a
hidden tile. Deterministic for a given state, level and seed.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

from ..errors import LocalError
from ..rules import (
    MEXICAN,
    Draw,
    EndBuild,
    Event,
    NoEngine,
    Pass,
    PlaceEngine,
    Play,
    RoundState,
    Tile,
    legal_actions,
    view_for,
)
from .expert import search
from .levels import longest_chain
from .strategies import STRATEGIES, strategy


@dataclass(frozen=True)
class Hint:
    """A suggested move and a one-line reason for it."""

    event: Event
    reason: str


def hint(state: RoundState, seat: int, level: str = "expert", *, seed: int = 0) -> Hint:
    """The move ``level`` would make for ``seat`` now, with a one-line reason."""
    if level not in STRATEGIES:
        known = ", ".join(STRATEGIES)
        raise LocalError(f"unknown hint level {level!r}; known: {known}")
    view = view_for(state, seat)
    if view.phase.value == "over" or view.turn != seat:
        raise LocalError(f"it is not seat {seat}'s turn: no hint")
    rng = random.Random(f"mextrain-hint:{seed}")
    edge = ""
    if level == "expert":
        result = search(view, seat, rng)
        event = result.event
        others = [v for e, v in result.means.items() if e != event]
        if others and event in result.means:
            gain = result.means[event] - max(others)
            if gain >= 0.5:
                edge = f"about {gain:.0f} points better than the next best move"
    else:
        event = strategy(level)(view, seat, rng)
    return Hint(event, _reason(view, seat, event, edge))


def _train_words(key: int, seat: int) -> str:
    if key == seat:
        return "your train"
    if key == MEXICAN:
        return "the Mexican train"
    return f"seat {key}'s train"


def _reason(view: RoundState, seat: int, event: Event, edge: str) -> str:
    parts: list[str] = []
    if isinstance(event, PlaceEngine):
        parts.append(f"you hold {view.engine_pip}-{view.engine_pip}: place it to open the round")
    elif isinstance(event, NoEngine):
        parts.append("you do not hold the round's double: say so")
    elif isinstance(event, Draw):
        parts.append("nothing you hold fits an open train: draw")
    elif isinstance(event, EndBuild):
        parts.append("nothing more fits your train: end your first turn")
    elif isinstance(event, Pass):
        if any(isinstance(a, Play) for a in legal_actions(view, seat)):
            parts.append("keep the drawn tile for later: pass")
        elif view.drew is not None:
            parts.append("the drawn tile does not fit: pass")
        else:
            parts.append("nothing fits and the boneyard is empty: pass")
    elif isinstance(event, Play):
        parts.extend(_play_reasons(view, seat, event))
    if edge:
        parts.append(edge)
    text = "; ".join(parts)
    return text[:1].upper() + text[1:]


def _play_reasons(view: RoundState, seat: int, play: Play) -> list[str]:
    t = play.tile
    hand = [x for _, x in view.known_hand(seat)]
    rest = [x for x in hand if x != t]
    own = view.train(seat)
    where = _train_words(play.train, seat)
    parts = [f"{t} on {where}"]
    if play.train in view.open_doubles:
        parts.append("covers the open double")
    if play.train == seat and own.marker:
        parts.append("takes your marker off")
    if t.is_double and rest:
        cover = [x for x in rest if x.has(t.low) and not x.is_double]
        if cover:
            parts.append(f"you can cover it with {cover[0]}")
        else:
            parts.append("you cannot cover it yourself")
    low = [
        s
        for s in range(view.players)
        if s != seat and len(view.hands[s]) <= 2 and view.phase.value == "turns"
    ]
    if low:
        n = len(view.hands[low[0]])
        parts.append(f"sheds {t.pips} pips while seat {low[0]} has {n} tile{'s' if n > 1 else ''}")
    elif t.pips >= 10:
        parts.append(f"sheds {t.pips} pips")
    if play.train != seat:
        keep = _kept_double(rest, own.end)
        if keep is not None:
            parts.append(f"keeps {keep} for your own train")
    elif rest:
        chain = longest_chain(rest, t.other_end(own.end))
        if len(chain) >= 2:
            parts.append(f"{len(chain)} more of your tiles follow on your train")
    if len(rest) == 0:
        parts.append("goes out")
    elif len(rest) == 1:
        parts.append("leaves you one tile")
    return parts[:4]


def _kept_double(rest: list[Tile], end: int) -> Tile | None:
    """A double in hand that the own train's chain reaches (worth keeping there)."""
    chain = longest_chain(rest, end)
    doubles = [x for x in chain if x.is_double]
    if doubles:
        return doubles[0]
    counts = Counter(p for x in rest for p in {x.low, x.high})
    held = [x for x in rest if x.is_double and counts[x.low] > 1]
    return held[0] if held else None
