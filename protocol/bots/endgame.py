"""Exact play once nothing is hidden: two seats and an empty boneyard.

At two seats, once the boneyard is empty every tile the seat cannot see is in the other hand, so
the rest of the round is a game of perfect information. The flat search (:mod:`.expert`) then
samples the same deal every time and, its playout policies being deterministic, plays each move
out the same way every time: one guess of how the round goes. Here the rest of the round is
searched instead: minimax over the simulator (:class:`.sim.Sim`) with alpha-beta pruning and
a transposition table, the other seat taken to play its best against the seat, valued as the
search values a round (:func:`expert.match_value`: the margin, and the match stake). It stops at
a node budget: a position too big to solve is left to the sampled search, or, with
:func:`deepen`, searched to the depth the budget allows with a playout valuing each position
where the search stops (the sampled search's own value, one ply deeper per iteration).

Measured (``bench/expert_rounds.py``, seeds below 10000): in 2-seat classic a seat has a choice
with nothing hidden in about 3% of its choices, in 1 round of 7 (``hard`` against ``hard``);
within :data:`ENDGAME_NODES` about half of those positions solve (the others hold 20 tiles or
more between the two hands). The expert's playouts, on the one deal left, already picked the
solution's move in 59 of 63 solved positions (127 positions, 60 rounds of ``hard``), and against
``hard`` exact play read +0.16 +/- 0.14 points a round (75 deals): so the expert leaves it off
(``Model.endgame``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..rules import Phase, RoundState
from .playout import playout
from .sim import Sim
from .sim_moves import PASS, Move

ENDGAME_NODES = 20_000
"""Positions searched before the solver gives up (about 0.2-0.4 s of CPU here)."""

PLAYOUT_NODES = 40
"""What one playout at a depth-limited search's frontier costs, in nodes of the budget."""

Value = Callable[[Sequence[int]], float]
"""A finished round's scores, valued for the searching seat (higher is better)."""

_INF = float("inf")
_TIE = 1e-6
"""Less than any two different values differ by (points, and the match stake's fractions)."""


class _OutOfNodes(Exception):
    """The node budget ran out: the position is left to the sampled search."""


def solvable(view: RoundState) -> bool:
    """Whether ``view`` hides nothing its seat needs: two seats, turns under way, and an empty
    boneyard (every tile the seat does not see is then in the other hand)."""
    return view.players == 2 and view.phase is Phase.TURNS and view.boneyard_count == 0


def solve(
    sim: Sim, seat: int, value: Value, nodes: int = ENDGAME_NODES
) -> dict[Move, float] | None:
    """Each of ``seat``'s moves at ``sim`` (its turn, every tile known) with its value under
    best play by both seats: exact for the best moves (every one that ties), an upper bound
    below the best for the others (proving a move worse is cheaper than valuing it); None
    when that takes more than ``nodes`` positions."""
    solver = _Solver(seat, value, nodes)
    try:
        return solver.root(sim, 0)
    except _OutOfNodes:
        return None


def deepen(
    sim: Sim, seat: int, value: Value, nodes: int = ENDGAME_NODES, hards: int = 0
) -> tuple[dict[Move, float], bool] | None:
    """:func:`solve` by iterative deepening: ``depth`` plies searched exactly, each position
    there valued by a playout (the seats in ``hards`` playing ``hard``, the others greedy), one
    ply deeper each iteration until no position was cut short (the values are then exact) or
    the budget runs out (the deepest finished iteration's values). Each move's value, and
    whether they are exact; None when not even two plies fit."""
    left = nodes
    found: tuple[dict[Move, float], bool] | None = None
    depth = 2
    while True:
        solver = _Solver(seat, value, left, depth, hards)
        try:
            values = solver.root(sim, 1)
        except _OutOfNodes:
            return found
        left = solver.left
        found = (values, not solver.cut)
        if not solver.cut:
            return found
        depth += 1


def _after(sim: Sim, move: Move) -> Sim:
    child = sim.copy()
    child.apply(move)
    return child


class _Solver:
    """One solve: the budget left, the transposition table (each position's bounds) and the
    best move found at each position (tried first when it comes back)."""

    def __init__(
        self, seat: int, value: Value, nodes: int, depth: int | None = None, hards: int = 0
    ) -> None:
        self.seat = seat
        self.leaf = value
        self.left = nodes
        self.depth = depth
        """Plies searched before a playout values the position (None: to the round's end)."""
        self.hards = hards
        self.cut = False
        """Whether a playout valued some position (the values are then not exact)."""
        self.bounds: dict[tuple[object, ...], tuple[float, float]] = {}
        self.best: dict[tuple[object, ...], Move] = {}

    def ordered(self, sim: Sim, first: Move | None = None) -> list[Move]:
        """The legal moves, the heaviest tile first (shedding pips is usually right), a pass
        last; ``first`` (the best move found here before) ahead of all."""
        pips = sim.t.pips
        moves = sorted(sim.legal(), key=lambda m: -pips[m >> 4] if m >= 0 else 1)
        if first is not None and first in moves:
            moves.remove(first)
            moves.insert(0, first)
        return moves

    def root(self, sim: Sim, ply: int) -> dict[Move, float]:
        """Each move's value at the root: the best so far, less a hair, is the lower edge of
        the window, so a move that ties the best is still valued exactly."""
        values: dict[Move, float] = {}
        best = -_INF
        for move in self.ordered(sim):
            v = self.value(_after(sim, move), best - _TIE, _INF, ply)
            values[move] = v
            best = max(best, v)
        return values

    def value(self, sim: Sim, alpha: float, beta: float, ply: int = 0) -> float:
        """The position's value to the seat under best play, fail-soft: exact when it lies
        strictly between ``alpha`` and ``beta``, else a bound on the side it fell. ``ply``:
        plies from the root (a depth-limited search plays out from its limit)."""
        if sim.over:
            return self.leaf(sim.scores())
        if self.depth is not None and ply >= self.depth:
            self.cut = True
            self.left -= PLAYOUT_NODES
            if self.left < 0:
                raise _OutOfNodes
            return self.leaf(playout(sim.copy(), hards=self.hards))
        key = _key(sim) if self.depth is None else (*_key(sim), ply)
        low, high = self.bounds.get(key, (-_INF, _INF))
        if low >= beta:
            return low
        if high <= alpha:
            return high
        if low == high:
            return low
        alpha, beta = max(alpha, low), min(beta, high)
        self.left -= 1
        if self.left < 0:
            raise _OutOfNodes
        maximising = sim.turn == self.seat
        found = -_INF if maximising else _INF
        best: Move = PASS
        a, b = alpha, beta
        for move in self.ordered(sim, self.best.get(key)):
            v = self.value(_after(sim, move), a, b, ply + 1)
            if maximising:
                if v > found:
                    found, best = v, move
                a = max(a, v)
            else:
                if v < found:
                    found, best = v, move
                b = min(b, v)
            if a >= b:
                break
        self.best[key] = best
        if found <= alpha:
            high = min(high, found)
        elif found >= beta:
            low = max(low, found)
        else:
            low = high = found
        self.bounds[key] = (low, high)
        return found


def _key(sim: Sim) -> tuple[object, ...]:
    """What decides the rest of a round with an empty boneyard (counts follow from hands), as
    one flat tuple (the open doubles last: their number varies)."""
    return (
        *sim.hands,
        *sim.ends,
        *sim.markers,
        *sim.started,
        *sim.first_done,
        sim.turn,
        sim.turn_plays,
        sim.follow_up,
        sim.cover_last,
        sim.drew,
        sim.passes,
        sim.next_bone,
        *sim.open,
    )
