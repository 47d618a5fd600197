"""Information-set Monte Carlo tree search (single observer) for the expert's seat.

Flat Monte Carlo (:mod:`.expert`) plays every candidate move on sampled deals and finishes the
round with greedy play for every seat, its own included: it never plans its next move, and it
judges a move as if it could see the deal (strategy fusion). SO-ISMCTS (Cowling, Powley and
Whitehouse, 2012) grows one tree over the searching seat's information sets instead: each
iteration samples a fresh deal consistent with the seat's view (:func:`infer.sample_deck`),
walks the tree on that deal choosing, at every seat's turn, among the moves legal *in that deal*
by UCB with availability counts, adds one node, and finishes the round with the simulator's
fast policy. The value is the expert's own (:func:`expert.match_value`), each seat's node
holding that seat's value, so near a match's end it plays the match.

A node is keyed by what the searching seat sees: every move is public, except the tile a seat
draws, which keys the node only when the searching seat drew it. Forced moves (a draw, a pass)
get nodes too, so two deals that differ in what a seat had to do never share a node.

A fixed iteration count and seed give the same move on every machine; ``time_left`` (the
caller's clock) makes it anytime. It reads only the seat's view of the state it is given.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence

from ..rules import Event, RoundState, Scoring, legal_actions, view_for
from .expert import (
    DEFAULT_PLAYOUTS,
    ROUND_SPREAD,
    THINK_PLAYOUT_CAP,
    ExpertBot,
    Model,
    SearchResult,
    TimeLeft,
    _legal_prefix,
    _line,
    match_value,
)
from .infer import NO_EVIDENCE, infer, sample_deck
from .playout import DRAW, Move, Sim

EXPLORATION = 0.7
"""UCB's exploration weight, in units of :data:`ROUND_SPREAD` hand pips (about 43 points at
classic with two seats): values are margins plus the match stake, so they scale with a hand."""

CLOCK_CHECK = 8
"""Iterations between two reads of the clock (a read is cheap, not free)."""

_OWN_DRAW = -1000
"""Key of the node after the searching seat drew tile ``n``: ``_OWN_DRAW - n``."""


class _Node:
    """One information set of the tree: its children by observed move, and, for the move that
    led here, the visits, the times it was available and the total value to the seat that made
    it."""

    __slots__ = ("avail", "children", "total", "visits")

    def __init__(self) -> None:
        self.children: dict[int, _Node] = {}
        self.visits = 0
        self.avail = 0
        self.total = 0.0


def ismcts_search(
    state: RoundState,
    seat: int,
    rng: random.Random,
    *,
    iterations: int = DEFAULT_PLAYOUTS,
    history: Sequence[Event] | None = None,
    time_left: TimeLeft | None = None,
    standing: Sequence[int] | None = None,
    exploration: float = EXPLORATION,
    planners: bool = False,
) -> SearchResult:
    """Choose ``seat``'s move by SO-ISMCTS from its view of ``state``: ``iterations`` sampled
    deals, one tree walk and one playout each. ``planners``: every seat finishes the round as
    the planner (:func:`playout.planner_value`) instead of greedy.

    ``means``: each root move's mean value; ``samples`` stays empty (each deal here serves one
    walk, not every move). With ``time_left`` the search stops once the clock runs out (read
    every :data:`CLOCK_CHECK` iterations), with the most visited move so far."""
    view = view_for(state, seat)
    actions = legal_actions(view, seat)
    if len(actions) == 1:
        return SearchResult(actions[0], {actions[0]: 0.0}, 0)
    players = view.players
    rounds_left = len(view.rules.round_doubles()) - 1 - view.round_index
    stake = standing if standing is not None and len(standing) == players else None
    spread = ROUND_SPREAD * view.rules.hand_size(players) * view.rules.max_pip
    weight = exploration * spread
    evidence = infer(view, seat, history) if history else NO_EVIDENCE
    positive = view.rules.scoring is Scoring.POSITIVE
    lines = [_line(view, seat, a) for a in actions]
    mask = (1 << players) - 1 if planners else 0
    root = _Node()
    roots = [_Node() for _ in actions]
    cap = iterations if time_left is None else min(iterations, THINK_PLAYOUT_CAP)
    done = 0
    while done < cap:
        if time_left is not None and done % CLOCK_CHECK == 0 and done and time_left() <= 0:
            break
        sim = Sim.from_state(view, sample_deck(view, evidence, rng))
        if done == 0:
            lines = [_legal_prefix(sim, line) for line in lines]
        root.visits += 1
        pick = _pick(roots, weight, root.visits, rng)
        path = [(roots[pick], seat)]
        for move in lines[pick]:
            sim.apply(move)
        node = roots[pick]
        expanded = node.visits == 0
        while not expanded and not sim.over:
            mover = sim.turn
            moves = sim.legal()
            if len(moves) == 1:
                move = moves[0]
                sim.apply(move)
                key = _OWN_DRAW - sim.drew if move == DRAW and mover == seat else move
                child = node.children.get(key)
                if child is None:
                    child = node.children[key] = _Node()
                    expanded = True
                child.avail += 1
                path.append((child, mover))
                node = child
                continue
            children = node.children
            fresh = [m for m in moves if m not in children]
            if fresh:
                move = fresh[rng.randrange(len(fresh))]
                child = children[move] = _Node()
                expanded = True
            else:
                move = _best_move(children, moves, weight)
                child = children[move]
            for m in moves:
                seen = children.get(m)
                if seen is not None:
                    seen.avail += 1
            sim.apply(move)
            path.append((child, mover))
            node = child
        if not sim.over:
            sim.run_greedy(planners=mask)
        scores = sim.scores()
        values = [
            match_value(scores, s, positive, stake, rounds_left, spread) for s in range(players)
        ]
        for child, mover in path:
            child.visits += 1
            child.total += values[mover]
        done += 1
    best = max(range(len(actions)), key=lambda i: (roots[i].visits, _mean(roots[i])))
    means = {a: _mean(roots[i]) for i, a in enumerate(actions) if roots[i].visits}
    return SearchResult(actions[best], means, done)


def _mean(node: _Node) -> float:
    return node.total / node.visits if node.visits else 0.0


def _pick(nodes: list[_Node], weight: float, visits: int, rng: random.Random) -> int:
    """The root's choice: an unvisited move first (in a random order), then UCB1 (every
    root move is legal in every deal: the seat's own hand is known)."""
    unvisited = [i for i, n in enumerate(nodes) if n.visits == 0]
    if unvisited:
        return unvisited[rng.randrange(len(unvisited))]
    log_visits = math.log(visits)
    best = 0
    best_value = -math.inf
    for i, n in enumerate(nodes):
        value = n.total / n.visits + weight * math.sqrt(log_visits / n.visits)
        if value > best_value:
            best, best_value = i, value
    return best


def _best_move(children: dict[int, _Node], moves: list[Move], weight: float) -> Move:
    """UCB with availability counts: each child's exploration term counts the walks in which
    it was legal (in a deal, an opponent's move may not be), not the parent's visits."""
    log = math.log
    sqrt = math.sqrt
    best = moves[0]
    best_value = -math.inf
    for m in moves:
        n = children[m]
        value = n.total / n.visits + weight * sqrt(log(n.avail + 1) / n.visits)
        if value > best_value:
            best, best_value = m, value
    return best


class IsmctsBot(ExpertBot):
    """The expert's seat searched by :func:`ismcts_search`: ``playouts`` is the iteration count
    (one sampled deal and one playout each), ``think``/``clock`` as for :class:`ExpertBot`."""

    def __init__(
        self,
        playouts: int = DEFAULT_PLAYOUTS,
        *,
        think: float | None = None,
        clock: Callable[[], float] | None = None,
        exploration: float = EXPLORATION,
        planners: bool = False,
    ) -> None:
        super().__init__(playouts, think=think, clock=clock, model=Model())
        self.exploration = exploration
        self.planners = planners

    def decide(
        self,
        state: RoundState,
        seat: int,
        rng: random.Random,
        history: Sequence[Event] | None,
        standing: Sequence[int] | None = None,
    ) -> Event:
        return ismcts_search(
            state,
            seat,
            rng,
            iterations=self.playouts,
            history=history,
            time_left=self.time_left(),
            standing=standing,
            exploration=self.exploration,
            planners=self.planners,
        ).event
