"""Hints for the game's hint key: the move a bot level would make, and why, in a player's words.

The hint reads only ``seat``'s view of the state it is given (and the round's public history,
which the expert's search samples from, as it does in play), so a hint never gives away a
hidden tile. Deterministic for a given state, history, match totals, level and seed.

The reason says why, not what: the move itself is shown next to it. A margin is stated only when
the judgement is sure of it (the lower end of its 95% interval over the shared sampled deals),
and only facts that hold are claimed ("keeps 9-9 for your own train" only when 9-9 can be laid
there).

The expert's hint is the judgement ``mextrain analyze`` makes of the same position
(:mod:`.analysis`): every legal move played out on the same sampled deals, valued by the round's
margin in points. A player who follows it is therefore never told afterwards that it was a
mistake (it is the review's best move at the review's default seed and deals). So it values
points, as the review does, not the chance of winning the match that the in-game expert also
weighs (:func:`expert.search`, which spends its playouts unevenly and could disagree).
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
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
from .analysis import DEFAULT_DEALS, expert_evaluator, position_rng
from .analysis_models import seat_models
from .expert import SearchResult
from .levels import longest_chain
from .strategies import STRATEGIES, strategy

PRONOUNS = frozenset({"you", "your", "yours", "me", "i", "we", "they", "he", "she", "it", "us"})
"""Names that would read as a pronoun in a sentence: such a player is named, not meant."""

SURE_Z = 1.96
"""How many standard errors a stated margin keeps below the search's estimate."""


@dataclass(frozen=True)
class Hint:
    """A suggested move and a one-line reason for it."""

    event: Event
    reason: str


def name_words(name: str) -> str:
    """A player's name as a word in a sentence: ``Ann``; a name that reads as a pronoun
    (a player named "you") is marked as a name, so that no sentence says "you takes"."""
    if name.strip().lower() in PRONOUNS:
        return f'the player named "{name.strip()}"'
    return name


def hint(
    state: RoundState,
    seat: int,
    level: str = "expert",
    *,
    seed: int = 0,
    deals: int = DEFAULT_DEALS,
    history: Sequence[Event] | None = None,
    names: Sequence[str] | None = None,
) -> Hint:
    """The move ``level`` would make for ``seat`` now, with a one-line reason; ``expert``:
    the best move by the analysis's judgement (see the module docstring).

    ``history``: the round's public events so far (hidden tiles are sampled from what they
    prove, and their number places the position in the round). ``seed`` and ``deals``: those
    of the analysis the hint agrees with (``mextrain analyze``'s defaults). ``names``: the
    players' names, for the words and, as the review reads them, for how the other seats
    play on (the bot a name says, else fitted to its plays)."""
    if level not in STRATEGIES:
        known = ", ".join(STRATEGIES)
        raise LocalError(f"unknown hint level {level!r}; known: {known}")
    view = view_for(state, seat)
    if view.phase.value == "over" or view.turn != seat:
        raise LocalError(f"it is not seat {seat}'s turn: no hint")
    edge = ""
    if level == "expert":
        past = list(history or ())
        rng = position_rng(seed, view.round_index, len(past))
        models = seat_models(names, view.players)
        result = expert_evaluator(deals, models)(view, seat, rng, past)
        event = result.event
        sure = sure_gain(result)
        if sure is not None and sure >= 1:
            points = math.floor(sure)
            plural = "s" if points != 1 else ""
            edge = f"at least {points} point{plural} better than the next best"
    else:
        event = strategy(level)(view, seat, random.Random(f"mextrain-hint:{seed}"))
    words = _Words(seat, names)
    return Hint(event, _reason(view, seat, event, edge, words))


def sure_gain(result: SearchResult) -> float | None:
    """How much better the chosen move is than the runner-up, at the low end of a 95% interval
    over the deals both were played on (paired: the same deals serve every move). None when
    there is no runner-up or too few shared deals to say. (The review's sure cost of playing
    the runner-up, :func:`analysis._sure_cost`, is the same figure.)"""
    chosen = result.samples.get(result.event)
    others = [(len(v), sum(v) / len(v), e) for e, v in result.samples.items() if e != result.event]
    if not chosen or not others:
        return None
    _, _, runner = max(others, key=lambda o: (o[0], o[1]))
    theirs = result.samples[runner]
    n = min(len(chosen), len(theirs))
    if n < 4:
        return None
    diffs = [a - b for a, b in zip(chosen[:n], theirs[:n], strict=True)]
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean - SURE_Z * math.sqrt(var / n)


class _Words:
    """Names in sentences: ``your train``, ``Ann's train``."""

    def __init__(self, seat: int, names: Sequence[str] | None) -> None:
        self.seat = seat
        self.names = names

    def player(self, s: int) -> str:
        if self.names is not None and s < len(self.names) and self.names[s].strip():
            return name_words(self.names[s])
        return f"seat {s}"

    def train(self, key: int) -> str:
        if key == self.seat:
            return "your train"
        if key == MEXICAN:
            return "the Mexican train"
        return f"{self.player(key)}'s train"


def _reason(view: RoundState, seat: int, event: Event, edge: str, words: _Words) -> str:
    parts: list[str] = []
    if isinstance(event, PlaceEngine):
        parts.append(f"you hold {view.engine_pip}-{view.engine_pip}: it opens the round")
    elif isinstance(event, NoEngine):
        parts.append("you do not hold the round's double")
    elif isinstance(event, Draw):
        parts.append("nothing you hold fits an open train")
    elif isinstance(event, EndBuild):
        parts.append("nothing more fits your train")
    elif isinstance(event, Pass):
        if any(isinstance(a, Play) for a in legal_actions(view, seat)):
            parts.append("the drawn tile is worth more kept for later")
        elif view.drew is not None:
            parts.append("the drawn tile does not fit")
        else:
            parts.append("nothing fits and the boneyard is empty")
    elif isinstance(event, Play):
        parts.extend(_play_reasons(view, seat, event, words))
    if edge:
        parts.append(edge)
    text = "; ".join(parts)
    return text[:1].upper() + text[1:]


def _play_reasons(view: RoundState, seat: int, play: Play, words: _Words) -> list[str]:
    t = play.tile
    hand = [x for _, x in view.known_hand(seat)]
    rest = [x for x in hand if x != t]
    own = view.train(seat)
    parts = []
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
        who = words.player(low[0])
        parts.append(f"sheds {t.pips} pips while {who} has {n} tile{'s' if n > 1 else ''}")
    elif t.pips >= 10:
        parts.append(f"sheds {t.pips} pips")
    if play.train != seat:
        keep = kept_double(rest, own.end)
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
    if not parts:
        parts.append(f"the heaviest good play: {t.pips} pips fewer in your hand")
    return parts[:4]


def kept_double(rest: Sequence[Tile], end: int) -> Tile | None:
    """A double in hand that a line of the hand's tiles from the own train's end reaches: it
    can go on the own train (and is worth keeping there). None when no double can."""
    chain = longest_chain(list(rest), end)
    doubles = [x for x in chain if x.is_double]
    return doubles[0] if doubles else None
