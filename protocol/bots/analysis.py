"""Where each player lost points: a finished round's decisions reviewed by the expert.

Each decision is judged from its seat's view only (its own hand, the public board and the
round's public history up to that move), never from the revealed deal: the question is how good
the choice was with what the player could know. The expert plays every legal alternative out
on the same sampled deals (:func:`expert.evaluate_all`); a choice's cost is the points of round
margin it gave up against the best alternative. Sampled playouts are noisy, and the best of
several noisy means is flattering, so what is counted is the *sure* cost: the low end of the
paired 95% interval of that difference (0 when the search cannot tell the two apart). Mistakes,
blunders, points lost and accuracy all count sure costs, so more deals can only reveal more.

Pure and deterministic for a given seed and number of deals; ``progress`` hears of each
decision so that a long log can show how far it has come.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..rules import (
    Event,
    Phase,
    RoundState,
    Ruleset,
    Tile,
    apply,
    legal_actions,
    new_round,
    view_for,
)
from .expert import SearchResult, evaluate_all

DEFAULT_DEALS = 48
"""Sampled deals per decision: every alternative is played out on each."""
MISTAKE = 3.0
"""Points of round margin a sure cost must reach to be a mistake."""
BLUNDER = 10.0
"""... and to be a blunder."""
ACCURATE = 1.0
"""A choice within this many points of the best counts as accurate."""
SURE_Z = 1.96

Progress = Callable[[int], None]
"""Told after each decision reviewed (the running count)."""
Evaluator = Callable[[RoundState, int, random.Random, Sequence[Event]], SearchResult]
"""What values a seat's alternatives: called with that seat's view only."""


@dataclass(frozen=True)
class MoveReview:
    """One decision: what was played, the best alternative, and what the choice cost."""

    round: int
    """From 0."""
    event_index: int
    """The event's number in its round."""
    seat: int
    played: Event
    best: Event
    cost: float
    """Points of round margin given up against ``best``, as estimated (0 when the choice
    was the best)."""
    sure_cost: float
    """The low end of the 95% interval of that cost, at least 0: what is surely given up."""
    alternatives: int

    @property
    def sure(self) -> bool:
        return self.sure_cost > 0

    @property
    def verdict(self) -> str:
        if self.sure_cost >= BLUNDER:
            return "blunder"
        if self.sure_cost >= MISTAKE:
            return "mistake"
        if self.cost <= 0:
            return "best"
        return "good" if self.sure_cost < ACCURATE else "inexact"


@dataclass(frozen=True)
class Summary:
    """A player's decisions over a round (or the match: ``round`` None)."""

    seat: int
    round: int | None
    decisions: int
    mistakes: int
    blunders: int
    points_lost: float
    """The sum of the sure costs."""
    accuracy: float
    """Share of decisions surely within :data:`ACCURATE` points of the best (1.0 with none)."""


def expert_evaluator(deals: int) -> Evaluator:
    def evaluate(
        view: RoundState, seat: int, rng: random.Random, history: Sequence[Event]
    ) -> SearchResult:
        return evaluate_all(view, seat, rng, deals=deals, history=history)

    return evaluate


def review_round(
    rules: Ruleset,
    players: int,
    round_index: int,
    tiles: Sequence[Tile],
    events: Sequence[Event],
    *,
    seed: int = 0,
    deals: int = DEFAULT_DEALS,
    progress: Progress | None = None,
    evaluator: Evaluator | None = None,
) -> list[MoveReview]:
    """Every decision with a choice in a finished round (dealt from ``tiles``, played as
    ``events``), each judged from its seat's view."""
    evaluate = evaluator or expert_evaluator(deals)
    state = new_round(rules, players, round_index, tiles)
    out: list[MoveReview] = []
    for index, event in enumerate(events):
        if state.phase is Phase.OVER:
            break
        seat = event.seat
        if seat == state.turn and len(legal_actions(state, seat)) > 1:
            rng = position_rng(seed, round_index, index)
            result = evaluate(seat_only(state, seat), seat, rng, events[:index])
            out.append(_review(round_index, index, seat, event, result))
            if progress is not None:
                progress(len(out))
        state = apply(state, event)
    return out


def position_rng(seed: int, round_index: int, index: int) -> random.Random:
    """The sampled deals' generator for the decision before event ``index`` of a round: the
    same for the review and for the hint key (:func:`hints.hint`), so both judge a position on
    the same deals and the move the hint names is the one the review finds best."""
    return random.Random(f"mextrain-analyze:{seed}:{round_index}:{index}")


def seat_only(state: RoundState, seat: int) -> RoundState:
    """What ``seat`` could see (the engine's ``view_for``): the only state an evaluator gets."""
    return view_for(state, seat)


def _review(round_index: int, index: int, seat: int, played: Event, r: SearchResult) -> MoveReview:
    best = r.event
    if played not in r.means:
        # Not among the seat's legal moves from its view: cannot happen in a valid log.
        return MoveReview(round_index, index, seat, played, best, 0.0, 0.0, len(r.means))
    if r.means[played] >= r.means[best]:
        best = played  # as good as the best found: the choice is named as the best
    cost = max(0.0, r.means[best] - r.means[played])
    sure = _sure_cost(r.samples[best], r.samples[played]) if played != best else 0.0
    return MoveReview(round_index, index, seat, played, best, cost, sure, len(r.means))


def _sure_cost(best: Sequence[float], played: Sequence[float]) -> float:
    """The low end of the paired 95% interval of ``best - played`` over their deals (>= 0)."""
    n = min(len(best), len(played))
    if n < 4:
        return 0.0
    diffs = [a - b for a, b in zip(best[:n], played[:n], strict=True)]
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return max(0.0, mean - SURE_Z * math.sqrt(var / n))


def summarize(reviews: Sequence[MoveReview], players: int) -> list[Summary]:
    """Per seat and round, then per seat over the match (``round`` None), seat by seat."""
    rounds = sorted({r.round for r in reviews})
    out = []
    for seat in range(players):
        for rnd in [*rounds, None]:
            mine = [r for r in reviews if r.seat == seat and (rnd is None or r.round == rnd)]
            out.append(_summary(seat, rnd, mine))
    return out


def _summary(seat: int, rnd: int | None, mine: Sequence[MoveReview]) -> Summary:
    verdicts = [r.verdict for r in mine]
    accurate = sum(1 for r in mine if r.sure_cost < ACCURATE)
    return Summary(
        seat=seat,
        round=rnd,
        decisions=len(mine),
        mistakes=verdicts.count("mistake"),
        blunders=verdicts.count("blunder"),
        points_lost=sum(r.sure_cost for r in mine),
        accuracy=accurate / len(mine) if mine else 1.0,
    )
