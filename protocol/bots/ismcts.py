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

Two lighter shapes, for Python's budget: ``halving`` keeps the flat expert's root (sequential
halving, every move still in contention walked on the same sampled deal) with a tree below each
move; ``modelled`` lets the other seats play the playout policy inside the tree too, so the tree
holds the searching seat's own choices only (its next moves planned, not played greedily).

A fixed iteration count and seed give the same move on every machine; ``time_left`` (the
caller's clock) makes it anytime. It reads only the seat's view of the state it is given.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence

from ..rules import Event, RoundState, Scoring, legal_actions, view_for
from .expert import (
    CLOCK_MARGIN,
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
from .playout import greedy_move, planner_move, run_greedy
from .sim import Sim
from .sim_moves import DRAW, Move

ITERATIONS = 400
"""Iterations a move by default (the flat expert's old playout budget)."""

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
    iterations: int = ITERATIONS,
    history: Sequence[Event] | None = None,
    time_left: TimeLeft | None = None,
    standing: Sequence[int] | None = None,
    exploration: float = EXPLORATION,
    planners: bool = False,
    modelled: bool = False,
    halving: bool = False,
    own_hard: bool = False,
) -> SearchResult:
    """Choose ``seat``'s move by SO-ISMCTS from its view of ``state``: ``iterations`` sampled
    deals, one tree walk and one playout each. ``planners``: every seat finishes the round as
    the planner (:func:`playout.planner_value`) instead of greedy. ``modelled``: the other
    seats play that policy in the tree too, so the tree holds the searching seat's own
    choices only (deeper for the same iterations, the others taken to play as modelled).
    ``halving``: the root's moves are chosen as the flat expert chooses them (sequential
    halving, every move still in contention walked on each sampled deal: common random
    numbers), each with its own tree below; ``iterations`` is then the number of walks.
    ``own_hard``: past the tree, the searching seat finishes the round as ``hard`` would
    (:mod:`hard_sim`), as the flat expert's default model has it (:data:`expert.OWN_HARD`).

    ``means``: each root move's mean value; ``samples`` stays empty (each deal here serves one
    walk, not every move). With ``time_left`` the search stops once the clock runs out (read
    every :data:`CLOCK_CHECK` iterations, or after each deal with ``halving``), with the best
    move so far."""
    view = view_for(state, seat)
    actions = legal_actions(view, seat)
    if len(actions) == 1:
        return SearchResult(actions[0], {actions[0]: 0.0}, 0)
    tree = _Tree(view, seat, rng, history, standing, exploration, planners, modelled, own_hard)
    cap = iterations if time_left is None else min(iterations, THINK_PLAYOUT_CAP)
    roots = [_Node() for _ in actions]
    if halving:
        done = _halving(tree, roots, cap, time_left)
        best = max(range(len(actions)), key=lambda i: (roots[i].visits, _mean(roots[i])))
    else:
        done = _ucb_root(tree, roots, cap, time_left)
        best = max(range(len(actions)), key=lambda i: (roots[i].visits, _mean(roots[i])))
    means = {a: _mean(roots[i]) for i, a in enumerate(actions) if roots[i].visits}
    return SearchResult(actions[best], means, done)


def _ucb_root(tree: _Tree, roots: list[_Node], cap: int, time_left: TimeLeft | None) -> int:
    """Plain SO-ISMCTS: a fresh deal per walk, the root move by UCB1 like any other."""
    done = 0
    while done < cap:
        if time_left is not None and done % CLOCK_CHECK == 0 and done and time_left() <= 0:
            break
        sim = tree.deal()
        pick = _pick(roots, tree.weight, done + 1, tree.rng)
        tree.walk(sim, pick, roots[pick])
        done += 1
    return done


def _halving(tree: _Tree, roots: list[_Node], cap: int, time_left: TimeLeft | None) -> int:
    """The flat expert's root schedule (:func:`expert.search`), each walk going down the
    move's own tree: rounds of equal budget, the worse half of the moves dropped after each,
    every deal walked by every move still alive."""
    alive = list(range(len(roots)))
    rounds = max(1, (len(roots) - 1).bit_length())
    budget = cap
    clock_total = time_left() if time_left is not None else 0.0
    spent = deals = 0
    while True:
        per_move = max(2, budget // rounds // len(alive))
        while deals < per_move:
            base = tree.deal()
            for i in alive:
                tree.walk(base.copy(), i, roots[i])
                spent += 1
            deals += 1
            if time_left is not None:
                left = time_left()
                if left <= 0:
                    return spent
                if deals == 1:
                    used = max(clock_total - left, 1e-9)
                    fits = int(spent / used * clock_total * CLOCK_MARGIN)
                    budget = max(1, min(cap, fits))
                    per_move = max(2, budget // rounds // len(alive))
        if len(alive) == 1:
            return spent
        alive.sort(key=lambda i: -_mean(roots[i]))
        alive = alive[: max(1, (len(alive) + 1) // 2)]
        if len(alive) == 1:
            return spent


class _Tree:
    """What every walk of one search shares: the seat's view and evidence, the root moves'
    lines, the playout policy and the value."""

    def __init__(
        self,
        view: RoundState,
        seat: int,
        rng: random.Random,
        history: Sequence[Event] | None,
        standing: Sequence[int] | None,
        exploration: float,
        planners: bool,
        modelled: bool,
        own_hard: bool = False,
    ) -> None:
        players = view.players
        self.view = view
        self.seat = seat
        self.rng = rng
        self.players = players
        self.rounds_left = len(view.rules.round_doubles()) - 1 - view.round_index
        self.stake = standing if standing is not None and len(standing) == players else None
        self.spread = ROUND_SPREAD * view.rules.hand_size(players) * view.rules.max_pip
        self.weight = exploration * self.spread
        self.evidence = infer(view, seat, history) if history else NO_EVIDENCE
        self.positive = view.rules.scoring is Scoring.POSITIVE
        self.lines = [_line(view, seat, a) for a in legal_actions(view, seat)]
        self.checked = False
        self.mask = (1 << players) - 1 if planners else 0
        self.policy = planner_move if planners else greedy_move
        self.modelled = modelled
        self.hards = 1 << seat if own_hard else 0

    def deal(self) -> Sim:
        """A simulator on a fresh deal sampled from the view (the first one also cuts each
        root move's line to what the rules allow: that depends on the seat's hand only)."""
        sim = Sim.from_state(self.view, sample_deck(self.view, self.evidence, self.rng))
        if not self.checked:
            self.lines = [_legal_prefix(sim, line) for line in self.lines]
            self.checked = True
        return sim

    def walk(self, sim: Sim, pick: int, node: _Node) -> None:
        """Root move ``pick`` (its node ``node``) on ``sim``'s deal, down its tree to a new
        node, then a playout; every node on the way adds the value to the seat that moved."""
        seat = self.seat
        rng = self.rng
        weight = self.weight
        modelled = self.modelled
        policy = self.policy
        path = [(node, seat)]
        for move in self.lines[pick]:
            sim.apply(move)
        expanded = node.visits == 0
        while not expanded and not sim.over:
            mover = sim.turn
            moves = sim.legal()
            children = node.children
            if len(moves) == 1 or (modelled and mover != seat):
                move = moves[0] if len(moves) == 1 else policy(sim, moves)
                sim.apply(move)
                key = _OWN_DRAW - sim.drew if move == DRAW and mover == seat else move
                child = children.get(key)
                if child is None:
                    child = children[key] = _Node()
                    expanded = True
                child.avail += 1
                path.append((child, mover))
                node = child
                continue
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
            run_greedy(sim, planners=self.mask, hards=self.hards)
        scores = sim.scores()
        values = [
            match_value(scores, s, self.positive, self.stake, self.rounds_left, self.spread)
            for s in range(self.players)
        ]
        for child, mover in path:
            child.visits += 1
            child.total += values[mover]


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
        playouts: int = ITERATIONS,
        *,
        think: float | None = None,
        clock: Callable[[], float] | None = None,
        exploration: float = EXPLORATION,
        planners: bool = False,
        modelled: bool = False,
        halving: bool = False,
        own_hard: bool = False,
    ) -> None:
        super().__init__(playouts, think=think, clock=clock, model=Model())
        self.halving = halving
        self.exploration = exploration
        self.planners = planners
        self.modelled = modelled
        self.own_hard = own_hard

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
            modelled=self.modelled,
            halving=self.halving,
            own_hard=self.own_hard,
        ).event
