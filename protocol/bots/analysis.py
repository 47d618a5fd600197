"""Where each player lost points: a finished round's decisions reviewed by the expert.

Each decision is judged from its seat's view only (its own hand, the public board and the
round's public history up to that move), never from the revealed deal: the question is how good
the choice was with what the player could know. The other seats play on as the bots they were
when their names say so, else as their plays so far fit (:mod:`.analysis_models`).

The review never overstates a cost. Two independent sets of sampled deals serve each decision:
on the first every legal move is played out (:func:`expert.evaluate_all`) and the best
alternative to the move played is chosen; on the second only those two are played, and the
cost is their paired difference there, so it is not the best of several noisy means. Each cost
has an interval that holds for every decision measured in the game at once
(:mod:`.analysis_stats`, :data:`FAMILY_LEVEL`): what is counted is the *sure* cost, its low
end, so a choice is a mistake only when it is one after that correction. Mistakes, blunders,
points lost and accuracy all count sure costs, so more deals can only reveal more.

Pure and deterministic for a given seed and number of deals; ``progress`` hears of each
decision so that a long log can show how far it has come.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

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
from .analysis_models import SeatModel, named_masks, seat_models
from .analysis_stats import FAMILY_LEVEL, Paired, interval, paired
from .expert import DEFAULT_MODEL, SearchResult, evaluate_all

DEFAULT_DEALS = 48
"""Sampled deals per decision in each of its two sets: every alternative is played out on the
first, the move played and the best alternative on the second."""
MISTAKE = 3.0
"""Points of round margin a sure cost must reach to be a mistake."""
BLUNDER = 10.0
"""... and to be a blunder."""
ACCURATE = 1.0
"""A choice within this many points of the best counts as accurate."""
BOOST = 4
"""A choice the first set finds :data:`MISTAKE` points or more worse than the best is measured
on this many times the deals: where a verdict is at stake the interval is narrower (deciding
how many deals from the first set, never from the second, keeps the second's mean fair)."""

Progress = Callable[[int], None]
"""Told after each decision reviewed (the running count)."""
Evaluator = Callable[[RoundState, int, random.Random, Sequence[Event]], SearchResult]
"""What values a seat's alternatives: called with that seat's view only."""
Measure = Callable[
    [RoundState, int, random.Random, Sequence[Event], Sequence[Event], int], SearchResult
]
"""What values two of a seat's moves (the alternative and the move played) on that many fresh
deals."""


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
    """Points of round margin given up against ``best``, as measured on the second set of
    deals (0 when the choice was the best found, or measured as good as it)."""
    sure_cost: float
    """The low end of the cost's interval, at least 0: what is surely given up."""
    alternatives: int
    high: float = 0.0
    """The high end of the cost's interval (the cost itself when not measured)."""
    margin: float = 0.0
    """The measured mean of the best alternative's margin over the move played (may be
    negative: the move played did better on the second set)."""
    se: float = 0.0
    """That mean's standard error."""
    deals: int = 0
    """Deals of the second set (0: not measured, the move played was the best found)."""

    @property
    def measured(self) -> bool:
        return self.deals > 0

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


@dataclass(frozen=True)
class RoundPlay:
    """A finished round as the review reads it: its number, the revealed deal, the events."""

    index: int
    tiles: Sequence[Tile]
    events: Sequence[Event]


@dataclass(frozen=True)
class GameReview:
    """Every decision of the rounds reviewed, each cost's interval corrected over them all."""

    reviews: tuple[MoveReview, ...]
    models: tuple[SeatModel, ...]
    """How each seat played on in the playouts."""
    level: float
    """The chance that any of the intervals misses its decision's true cost."""
    measured: int
    """Decisions measured on a second set of deals: the family the correction covers."""


def expert_evaluator(deals: int, models: Sequence[SeatModel] | None = None) -> Evaluator:
    """Every legal move valued by the expert on ``deals`` sampled deals, the other seats played
    on as ``models`` say (None: each fitted to its plays)."""

    def evaluate(
        view: RoundState, seat: int, rng: random.Random, history: Sequence[Event]
    ) -> SearchResult:
        return _expert(view, seat, rng, history, None, deals, models)

    return evaluate


def _expert_measure(models: Sequence[SeatModel] | None) -> Measure:
    def measure(
        view: RoundState,
        seat: int,
        rng: random.Random,
        history: Sequence[Event],
        moves: Sequence[Event],
        deals: int,
    ) -> SearchResult:
        return _expert(view, seat, rng, history, moves, deals, models)

    return measure


FITTED = replace(DEFAULT_MODEL, fit_others=True)
"""The expert's model with each other seat fitted to its plays (:mod:`.analysis_models`)."""


def _expert(
    view: RoundState,
    seat: int,
    rng: random.Random,
    history: Sequence[Event],
    moves: Sequence[Event] | None,
    deals: int,
    models: Sequence[SeatModel] | None,
) -> SearchResult:
    models = models or seat_models(None, view.players)
    named, hard = named_masks(models, seat)
    everyone = ((1 << view.players) - 1) & ~(1 << seat)
    model = DEFAULT_MODEL if named == everyone else FITTED
    return evaluate_all(
        view,
        seat,
        rng,
        deals=deals,
        history=history,
        model=model,
        moves=moves,
        named=named,
        named_hard=hard,
    )


def review_game(
    rules: Ruleset,
    players: int,
    rounds: Sequence[RoundPlay],
    *,
    names: Sequence[str] | None = None,
    seed: int = 0,
    deals: int = DEFAULT_DEALS,
    level: float = FAMILY_LEVEL,
    progress: Progress | None = None,
    evaluator: Evaluator | None = None,
) -> GameReview:
    """Every decision with a choice in ``rounds``, each judged from its seat's view, the
    intervals drawn to hold for all of them at once at ``level`` (see the module docstring).
    ``names``: the players', which may say which bot played (:mod:`.analysis_models`)."""
    models = seat_models(names, players)
    raw: list[MoveReview] = []
    for rnd in rounds:
        done = len(raw)

        def tick(count: int, done: int = done) -> None:
            if progress is not None:
                progress(done + count)

        raw += _measure_round(rules, players, rnd, seed, deals, tick, evaluator, models)
    reviews = correct(raw, level)
    return GameReview(tuple(reviews), models, level, sum(r.measured for r in raw))


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
    names: Sequence[str] | None = None,
    level: float = FAMILY_LEVEL,
) -> list[MoveReview]:
    """Every decision with a choice in a finished round (dealt from ``tiles``, played as
    ``events``), each judged from its seat's view, corrected over the round's decisions."""
    rounds = [RoundPlay(round_index, tiles, events)]
    game = review_game(
        rules,
        players,
        rounds,
        names=names,
        seed=seed,
        deals=deals,
        level=level,
        progress=progress,
        evaluator=evaluator,
    )
    return list(game.reviews)


def _measure_round(
    rules: Ruleset,
    players: int,
    rnd: RoundPlay,
    seed: int,
    deals: int,
    progress: Progress,
    evaluator: Evaluator | None,
    models: Sequence[SeatModel],
) -> list[MoveReview]:
    """The round's decisions, each measured but not yet corrected (:func:`correct`)."""
    if evaluator is None:
        choose, measure = expert_evaluator(deals, models), _expert_measure(models)
    else:
        choose, measure = evaluator, _all_then_two(evaluator)
    state = new_round(rules, players, rnd.index, rnd.tiles)
    out: list[MoveReview] = []
    for index, event in enumerate(rnd.events):
        if state.phase is Phase.OVER:
            break
        seat = event.seat
        if seat == state.turn and len(legal_actions(state, seat)) > 1:
            view = seat_only(state, seat)
            history = rnd.events[:index]
            chosen = choose(view, seat, position_rng(seed, rnd.index, index), history)
            review = _chosen(rnd.index, index, seat, event, chosen)
            if review.best != event:
                rng = measure_rng(seed, rnd.index, index)
                seen = chosen.means[review.best] - chosen.means[event]
                more = deals * BOOST if seen >= MISTAKE else deals
                measured = measure(view, seat, rng, history, (review.best, event), more)
                review = _measured(review, measured)
            out.append(review)
            progress(len(out))
        state = apply(state, event)
    return out


def _all_then_two(evaluator: Evaluator) -> Measure:
    """A measure from an evaluator of every move (a test's): its values of the two moves."""

    def measure(
        view: RoundState,
        seat: int,
        rng: random.Random,
        history: Sequence[Event],
        moves: Sequence[Event],
        deals: int,
    ) -> SearchResult:
        return evaluator(view, seat, rng, history)

    return measure


def position_rng(seed: int, round_index: int, index: int) -> random.Random:
    """The first set of sampled deals for the decision before event ``index`` of a round (the
    one that chooses the best alternative): the same for the review and for the hint key
    (:func:`hints.hint`), so both judge a position on the same deals and the move the hint
    names is the one the review finds best."""
    return random.Random(f"mextrain-analyze:{seed}:{round_index}:{index}")


def measure_rng(seed: int, round_index: int, index: int) -> random.Random:
    """The second set, independent of the first: the cost of the move played is measured on
    it against the alternative the first chose."""
    return random.Random(f"mextrain-analyze-measure:{seed}:{round_index}:{index}")


def seat_only(state: RoundState, seat: int) -> RoundState:
    """What ``seat`` could see (the engine's ``view_for``): the only state an evaluator gets."""
    return view_for(state, seat)


def _chosen(round_index: int, index: int, seat: int, played: Event, r: SearchResult) -> MoveReview:
    """The decision after the first set: the best alternative to the move played, or the move
    played itself when nothing did better there (cost 0, not measured)."""
    others = [a for a in r.means if a != played]
    if played not in r.means or not others:
        # Not among the seat's legal moves from its view: cannot happen in a valid log.
        return MoveReview(round_index, index, seat, played, played, 0.0, 0.0, len(r.means))
    best = max(others, key=lambda a: r.means[a])
    if r.means[played] >= r.means[best]:
        best = played  # as good as the best found: the choice is named as the best
    return MoveReview(round_index, index, seat, played, best, 0.0, 0.0, len(r.means))


def _measured(review: MoveReview, r: SearchResult) -> MoveReview:
    """The review with the second set's paired difference of its two moves (not yet an
    interval: that needs the whole family, :func:`correct`)."""
    p = paired(r.samples.get(review.best, ()), r.samples.get(review.played, ()))
    if p.deals == 0:
        return review
    best = review.best if p.mean > 0 else review.played  # measured as good: named the best
    cost = max(0.0, p.mean)
    return replace(review, best=best, cost=cost, high=cost, margin=p.mean, se=p.se, deals=p.deals)


def correct(reviews: Sequence[MoveReview], level: float = FAMILY_LEVEL) -> list[MoveReview]:
    """Each measured cost's interval drawn at ``level`` over all the measured ``reviews`` (the
    chance that any of them misses is at most ``level``): its sure cost is the low end. Which
    decisions are measured, and on how many deals, the first sets alone decided, so the family
    is fixed before any second set is seen."""
    family = sum(r.measured for r in reviews)
    out = []
    for r in reviews:
        if r.measured:
            low, high = interval(Paired(r.margin, r.se, r.deals), level, family)
            sure = min(r.cost, max(0.0, low))
            r = replace(r, sure_cost=sure, high=max(0.0, high))
        out.append(r)
    return out


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
