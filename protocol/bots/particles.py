"""Deals weighed by how well they explain the other seats' plays: a particle filter.

Draws and passes only say what a seat did not hold (:mod:`infer`); its plays say more, when
it plays as a known bot does. Against a deterministic bot the tile it chose, among those it
could play, names much of what it held: greedy sheds its heaviest fitting tile, ``hard`` keeps
its train's line. So a pool of deals sampled from the seat's view (:func:`infer.sample_deck`)
is replayed on the simulator (:func:`fit.replay_choices`), and at each real choice of another
seat the greedy pick and ``hard``'s are set against the tile it played: a deal on which the
model picks that tile explains the choice with chance ``1 - eps``, one on which it picks
another with ``eps`` shared among the other legal plays. Each seat plays greedy or ``hard``
for the whole round (a mixture, ``hard_share`` the prior of ``hard``), so a deal's weight is,
seat by seat, the prior-weighted sum of the two models' products. The search then draws its
deals from the pool by weight (:meth:`Pool.draw`), each with its boneyard shuffled afresh, the
weights tempered (:func:`tempered`) so that a few dozen deals are not a search of one or two.
Measured no stronger than fresh deals weighed alike (README, bot strength), so off by default.

Reads only the view and the public history; its randomness comes from the caller's ``rng``.
The cost is bounded: one replay of the history per deal of the pool.
"""

from __future__ import annotations

import bisect
import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..errors import LocalError
from ..rules import Event, RoundState, Tile
from .fit import replay_choices, round_start
from .hard_sim import hard_move
from .infer import Evidence, sample_deck
from .playout import greedy_move
from .sim import Sim
from .sim_moves import Move

POOL_DEALS = 64
"""Deals sampled and weighed per decision (each costs one replay of the round's history)."""

REPLAY_CHAIN_NODES = 200
"""Chain search nodes for ``hard``'s pick at each replayed choice (the chain search is most of
a replay's cost; :data:`hard_sim.PLAYOUT_CHAIN_NODES` in the playouts, ``hard``'s own
:data:`levels.CHAIN_NODES`)."""

EPS = 0.1
"""The chance that a seat's choice is not its model's: a bot may not be the one modelled, nor
a human any bot, so no single choice rules a deal out."""

CLOCK_SHARE = 0.5
"""The most of the search's clock the pool may spend (the playouts need the rest)."""

MIN_SHARE = 0.25
"""The least share of the pool its weights must be worth (:func:`tempered`)."""


@dataclass(frozen=True)
class Pool:
    """Deals consistent with the view and their weights (normalised, summing to 1), for each
    seat the posterior chance that it plays as ``hard`` rather than greedy (the searching
    seat's own entry is its prior), and the deck positions of the boneyard: no seat has held
    them yet, so no play of the history depends on their order."""

    decks: tuple[tuple[Tile, ...], ...]
    weights: tuple[float, ...]
    hard_chance: tuple[float, ...]
    boneyard: range = range(0)

    def draw(self, rng: random.Random) -> list[Tile]:
        """A deal of the pool, each with the chance of its weight, its boneyard shuffled: a
        deal of the same weight, so a pool of a few dozen hands still gives the playouts a
        fresh draw order each time."""
        cumulative: list[float] = []
        total = 0.0
        for w in self.weights:
            total += w
            cumulative.append(total)
        i = bisect.bisect_right(cumulative, rng.random() * total)
        deck = list(self.decks[min(i, len(self.decks) - 1)])
        order = [deck[p] for p in self.boneyard]
        rng.shuffle(order)
        for p, t in zip(self.boneyard, order, strict=True):
            deck[p] = t
        return deck

    def effective_size(self) -> float:
        """How many equally weighted deals the pool is worth (1 when one deal holds it all)."""
        return _size(self.weights)

    def hard_seats(self, me: int) -> int:
        """The bitmask of other seats more likely ``hard`` than greedy."""
        return sum(1 << s for s, h in enumerate(self.hard_chance) if s != me and h > 0.5)


def choice_log_chance(predicted: Move, observed: Move, legal: int, eps: float) -> float:
    """The log chance of ``observed`` among ``legal`` moves from a seat whose model picks
    ``predicted``: ``1 - eps`` when they agree, else ``eps`` spread over the other moves."""
    if predicted == observed:
        return math.log1p(-eps)
    return math.log(eps / max(1, legal - 1))


def weigh_deals(
    view: RoundState,
    me: int,
    history: Sequence[Event],
    evidence: Evidence,
    rng: random.Random,
    *,
    deals: int = POOL_DEALS,
    eps: float = EPS,
    hard_share: float = 0.5,
    chain_nodes: int = REPLAY_CHAIN_NODES,
    min_share: float = MIN_SHARE,
    time_left: Callable[[], float] | None = None,
) -> Pool:
    """A pool of ``deals`` deals sampled from ``view`` and weighed by the other seats' plays
    in ``history`` (see the module). A deal the history does not replay on (it contradicts a
    draw, or the history is not this round's) weighs nothing; when no deal replays, or there
    is no history, every deal weighs alike.

    ``time_left`` (the search's clock): the pool stops growing once it has spent
    :data:`CLOCK_SHARE` of the time left when it began, so a think time is honoured."""
    if deals < 1:
        raise LocalError(f"a pool needs at least one deal, not {deals}")
    if not 0 < eps < 1:
        raise LocalError(f"eps must be between 0 and 1, not {eps}")
    if not 0 <= hard_share <= 1:
        raise LocalError(f"hard_share must be between 0 and 1, not {hard_share}")
    players = view.players
    start = round_start(view) if history else None
    decks: list[tuple[Tile, ...]] = []
    logs: list[float] = []
    per_model: list[tuple[list[float], list[float]]] = []
    stop = time_left() * (1 - CLOCK_SHARE) if time_left is not None else 0.0
    for _ in range(deals):
        if time_left is not None and decks and time_left() <= stop:
            break
        deck = sample_deck(view, evidence, rng)
        decks.append(tuple(deck))
        scored = None if start is None else log_chances(start, deck, me, history, eps, chain_nodes)
        by_greedy, by_hard = scored if scored is not None else ([0.0] * players, [0.0] * players)
        if start is not None and scored is None:
            logs.append(-math.inf)
        else:
            logs.append(mixture_log_weight(by_greedy, by_hard, me, hard_share))
        per_model.append((by_greedy, by_hard))
    weights = tempered(logs, min_share * len(decks))
    chances = _hard_chance(per_model, logs, me, players, hard_share)
    return Pool(tuple(decks), weights, chances, range(view.next_draw, len(view.deck)))


def log_chances(
    start: RoundState,
    deck: Sequence[Tile],
    me: int,
    history: Sequence[Event],
    eps: float,
    chain_nodes: int,
) -> tuple[list[float], list[float]] | None:
    """Per seat, the log chance of its plays in ``history`` on ``deck`` as greedy and as
    ``hard``; None when the history does not replay on the deal."""
    by_greedy = [0.0] * start.players
    by_hard = [0.0] * start.players

    def score(sim: Sim, moves: list[Move], move: Move) -> None:
        seat = sim.turn
        legal = len(moves)
        by_greedy[seat] += choice_log_chance(greedy_move(sim, moves), move, legal, eps)
        by_hard[seat] += choice_log_chance(hard_move(sim, moves, chain_nodes), move, legal, eps)

    if not replay_choices(start, deck, me, history, score):
        return None
    return by_greedy, by_hard


def mixture_log_weight(
    by_greedy: Sequence[float], by_hard: Sequence[float], me: int, hard_share: float
) -> float:
    """A deal's log weight from each seat's log chances as greedy and as ``hard``
    (:func:`log_chances`): the seats other than ``me`` independent, each one bot or the
    other for the whole round, ``hard`` with prior ``hard_share``."""
    return sum(
        _mix(g, h, hard_share)
        for s, (g, h) in enumerate(zip(by_greedy, by_hard, strict=True))
        if s != me
    )


def _mix(log_greedy: float, log_hard: float, hard_share: float) -> float:
    """The log of the mixture ``(1 - hard_share) * e**log_greedy + hard_share * e**log_hard``."""
    return _log_sum([_log(1 - hard_share) + log_greedy, _log(hard_share) + log_hard])


def _log(x: float) -> float:
    return math.log(x) if x > 0 else -math.inf


def _log_sum(logs: list[float]) -> float:
    """``log(sum(exp(x) for x in logs))`` without overflow; -inf for nothing."""
    top = max(logs, default=-math.inf)
    if top == -math.inf:
        return top
    return top + math.log(sum(math.exp(x - top) for x in logs))


def tempered(logs: Sequence[float], min_size: float) -> tuple[float, ...]:
    """Weights from log-weights, summing to 1, raised to the largest power at most 1 that
    keeps the pool worth ``min_size`` deals (:meth:`Pool.effective_size`): a pool of a few
    dozen deals cannot hold a posterior sharper than that, and a search on one or two deals
    plays for a hand it has only guessed. Deals with no weight keep none; when none has any,
    every deal weighs alike."""
    finite = [x for x in logs if x > -math.inf]
    if not finite:
        return tuple(1.0 / len(logs) for _ in logs)
    top = max(finite)

    def at(power: float) -> tuple[float, ...]:
        raw = [math.exp(power * (x - top)) if x > -math.inf else 0.0 for x in logs]
        total = sum(raw)
        return tuple(r / total for r in raw)

    weights = at(1.0)
    if _size(weights) >= min_size:
        return weights
    low, high = 0.0, 1.0
    for _ in range(TEMPER_STEPS):
        mid = (low + high) / 2
        if _size(at(mid)) >= min_size:
            low = mid
        else:
            high = mid
    return at(low)


TEMPER_STEPS = 12
"""Bisection steps for the power (a precision of 1/4096)."""


def _size(weights: Sequence[float]) -> float:
    return 1.0 / sum(w * w for w in weights)


def _hard_chance(
    per_model: list[tuple[list[float], list[float]]],
    logs: list[float],
    me: int,
    players: int,
    hard_share: float,
) -> tuple[float, ...]:
    """Per seat, the posterior chance of ``hard``: each model's likelihood averaged over the
    deals that replayed (the deals are drawn from the view, so the mean estimates it)."""
    kept = [pm for pm, lw in zip(per_model, logs, strict=True) if lw > -math.inf]
    chances = []
    for s in range(players):
        if s == me or not kept:
            chances.append(hard_share)
            continue
        greedy = _log_sum([_log(1 - hard_share) + g[s] for g, _ in kept])
        hard = _log_sum([_log(hard_share) + h[s] for _, h in kept])
        chances.append(math.exp(hard - _log_sum([greedy, hard])))
    return tuple(chances)
