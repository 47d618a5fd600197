"""``expert``: determinized Monte Carlo search over the seat's own view.

For each of its moves it samples complete deals consistent with what the seat knows
(:mod:`bots_infer`), plays each candidate move on every sampled deal with the fast simulator
(:mod:`playout`), finishes the round with the greedy policy for every seat, and picks the move
with the best mean round margin (its score against the mean of the others'). The same sampled
deals serve every candidate (common random numbers), so the comparison is between moves, not
between deals. Sequential halving spends most playouts on the moves still in contention.

The budget is a number of playouts, so a given seed gives the same move on every machine.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from ..rules import Event, RoundState, Scoring, legal_actions, view_for
from .infer import NO_EVIDENCE, infer, sample_deck
from .playout import Sim, move_of, playout

DEFAULT_PLAYOUTS = 400
"""Playouts per decision at the default budget (see the README's figures for think times)."""


@dataclass(frozen=True)
class SearchResult:
    """What the search found: the move, and each candidate's mean margin and playouts."""

    event: Event
    means: dict[Event, float]
    playouts: int


def margin(scores: Sequence[int], seat: int, positive: bool) -> float:
    """How good a round's scores are for ``seat``: higher is better under either scoring."""
    others = [s for i, s in enumerate(scores) if i != seat]
    mean_others = sum(others) / len(others)
    diff = scores[seat] - mean_others
    return diff if positive else -diff


def search(
    state: RoundState,
    seat: int,
    rng: random.Random,
    *,
    playouts: int = DEFAULT_PLAYOUTS,
    history: Sequence[Event] | None = None,
) -> SearchResult:
    """Choose ``seat``'s move by determinized Monte Carlo from its view of ``state``."""
    view = view_for(state, seat)
    actions = legal_actions(view, seat)
    if len(actions) == 1:
        return SearchResult(actions[0], {actions[0]: 0.0}, 0)
    evidence = infer(view, seat, history) if history else NO_EVIDENCE
    positive = view.rules.scoring is Scoring.POSITIVE
    max_pip = view.rules.max_pip
    moves = [move_of(a, max_pip) for a in actions]
    totals = [0.0] * len(actions)
    counts = [0] * len(actions)
    alive = list(range(len(actions)))
    # Sequential halving: rounds of equal budget, the worse half dropped after each.
    rounds = max(1, (len(actions) - 1).bit_length())
    per_round = max(1, playouts // rounds)
    spent = 0
    deals: list[Sim] = []
    for _ in range(rounds):
        per_move = max(2, per_round // len(alive))
        while len(deals) < per_move:
            deals.append(Sim.from_state(view, sample_deck(view, evidence, rng)))
        for i in alive:
            start = counts[i]
            for base in deals[start:per_move]:
                sim = base.copy()
                sim.apply(moves[i])
                totals[i] += margin(playout(sim), seat, positive)
                counts[i] += 1
                spent += 1
        if len(alive) > 1:
            alive.sort(key=lambda i: -totals[i] / counts[i])
            alive = alive[: max(1, (len(alive) + 1) // 2)]
        if len(alive) == 1:
            break
    best = max(range(len(actions)), key=lambda i: (counts[i], totals[i] / max(1, counts[i])))
    means = {a: totals[i] / counts[i] for i, a in enumerate(actions) if counts[i]}
    return SearchResult(actions[best], means, spent)


class ExpertBot:
    """The ``expert`` strategy, with its playout budget. Call it like any strategy; a caller
    that keeps the round's public history passes it to :meth:`decide` for sharper sampling."""

    def __init__(self, playouts: int = DEFAULT_PLAYOUTS) -> None:
        self.playouts = playouts

    def __call__(self, state: RoundState, seat: int, rng: random.Random) -> Event:
        return self.decide(state, seat, rng, None)

    def decide(
        self,
        state: RoundState,
        seat: int,
        rng: random.Random,
        history: Sequence[Event] | None,
    ) -> Event:
        return search(state, seat, rng, playouts=self.playouts, history=history).event
