"""``hard``'s choice on the playout simulator: a model of a player who plans its train.

The search's playouts are only as good as their model of the other seats. Against ``hard``
(:func:`levels.hard_strategy`) the best model is ``hard`` itself: this module scores the plays
of a simulator (:class:`.sim.Sim`) exactly as ``hard`` scores the engine's (its own train's
longest chain, doubles only with a cover, heavy tiles shed when an opponent is close to going
out, the train end left on a number it holds), on bitmasks. The chain is searched tile by tile
in hand order (deck position) with the same node budget, so on a fresh simulator the move is
``hard``'s (``tests/protocol/bots/test_hard_sim.py``); a simulator carries a
:class:`ChainMemory` of each chain found for a hand and train end, which every copy of it shares.

It reads the simulator through :class:`Position`, the few facts a choice needs, and writes only
the chain memory: it knows nothing else of the simulator, which imports it (not the reverse).
"""

from __future__ import annotations

from typing import Protocol

from .levels import CHAIN_NODES
from .sim_moves import Move
from .sim_tiles import TileTable

HARD_DANGER_TILES = 2
"""An opponent with this many tiles or fewer: ``hard`` sheds pips three times as fast."""

PLAYOUT_CHAIN_NODES = 600
"""Chain search nodes per new hand and end inside playouts: ``hard``'s own budget is
:data:`levels.CHAIN_NODES`; few hands need more than this (a longer search only breaks a tie
differently or finds a longer line in a rare, branchy hand)."""


LastChain = tuple[int, int, tuple[int, ...], int, int]
"""A seat's last chain: its hand, train end, the chain, the node budget, the chain as a mask."""


class ChainMemory:
    """``hard``'s longest own-train chains in one deal's simulators: per (hand, end, node
    budget), shared by every copy (it depends on the deal's deck positions only), and per seat
    the last one found, which a copy carries on as its own."""

    __slots__ = ("found", "last")

    found: dict[tuple[int, int, int], tuple[int, ...]]
    last: list[LastChain | None]

    def __init__(self, players: int) -> None:
        self.found = {}
        self.last = [None] * players

    def branch(self) -> ChainMemory:
        """The memory of a copy of the simulator: the same chains found, its own last ones."""
        new = ChainMemory.__new__(ChainMemory)
        new.found = self.found
        new.last = self.last[:]
        return new


class Position(Protocol):
    """What ``hard``'s choice reads of a simulator (:class:`.sim.Sim` is one)."""

    @property
    def t(self) -> TileTable: ...
    @property
    def players(self) -> int: ...
    @property
    def turn(self) -> int: ...
    @property
    def hands(self) -> list[int]: ...
    @property
    def counts(self) -> list[int]: ...
    @property
    def ends(self) -> list[int]: ...
    @property
    def markers(self) -> list[bool]: ...
    @property
    def pos_of(self) -> list[int]: ...
    @property
    def chains(self) -> ChainMemory: ...


def sim_chain(sim: Position, seat: int, budget: int = CHAIN_NODES) -> tuple[int, ...]:
    """The longest line (most pips on a tie) of ``seat``'s hand from its own train's end, as
    tile numbers: :func:`levels.longest_chain` on the simulator, remembered per hand and end.

    A playout changes a hand a tile at a time, so the seat's last chain mostly still answers:
    a tile played off the chain leaves it the best line (a smaller hand has no longer one), and
    the chain's first tile played on its own train leaves the rest of it the best line from the
    new end (a longer one would have made a longer chain). Either is the line the full search
    finds first, as long as that search stayed within its budget."""
    hand = sim.hands[seat]
    end = sim.ends[seat]
    memory = sim.chains
    last = memory.last[seat]
    if last is not None and last[3] == budget and not hand & ~last[0]:
        _, was, chain, _, mask = last
        if was == end and not mask & ~hand:
            return chain
        if chain and end == sim.t.pips[chain[0]] - was:
            mask &= ~(1 << chain[0])
            if not mask & ~hand:
                rest = chain[1:]
                memory.last[seat] = (hand, end, rest, budget, mask)
                return rest
    key = (hand, end, budget)
    chains = memory.found
    found = chains.get(key)
    if found is None:
        pos_of = sim.pos_of
        tiles = []
        rest_hand = hand
        while rest_hand:
            low = rest_hand & -rest_hand
            rest_hand ^= low
            tiles.append(low.bit_length() - 1)
        tiles.sort(key=pos_of.__getitem__)
        found = chains[key] = _longest(sim, tiles, end, budget)
    mask = 0
    for n in found:
        mask |= 1 << n
    memory.last[seat] = (hand, end, found, budget, mask)
    return found


def _longest(sim: Position, tiles: list[int], end: int, budget: int) -> tuple[int, ...]:
    """Depth-first search in the order of ``tiles``, as :func:`levels.longest_chain`: the same
    node count, the same first best line on a tie."""
    t = sim.t
    # by_pip[p]: (index in tiles, other end) of each tile with an end p, in the order of tiles
    by_pip: list[list[tuple[int, int]]] = [[] for _ in t.with_pip]
    pips = []
    for i, n in enumerate(tiles):
        lo, hi = t.low[n], t.high[n]
        by_pip[lo].append((i, hi))
        if hi != lo:
            by_pip[hi].append((i, lo))
        pips.append(t.pips[n])
    for entries in by_pip:
        entries.sort()
    used = [False] * len(tiles)
    path: list[int] = []
    best: tuple[int, ...] = ()
    best_len = best_pips = 0
    nodes = 0

    def grow(at: int, total: int) -> None:
        nonlocal best, best_len, best_pips, nodes
        nodes += 1
        length = len(path)
        if length > best_len or (length == best_len and total > best_pips):
            best_len, best_pips = length, total
            best = tuple(path)
        if nodes > budget:
            return
        for i, nxt in by_pip[at]:
            if used[i]:
                continue
            used[i] = True
            path.append(tiles[i])
            grow(nxt, total + pips[i])
            path.pop()
            used[i] = False

    grow(end, 0)
    return best


def hard_choice(sim: Position, seat: int, hand: int, keys: list[int], budget: int) -> Move:
    """``hard``'s play among the tiles of ``hand`` (what may be played now: the drawn tile
    alone, say) on the trains ``keys``, in the simulator's move encoding (-1: none fits).

    Each play's score is :func:`levels.hard_strategy`'s; ties go to the lowest deck position,
    then the first train in ``keys`` order (the engine's order of plays)."""
    t = sim.t
    with_pip = t.with_pip
    pips = t.pips
    double = t.double
    low = t.low
    ends = sim.ends
    players = sim.players
    counts = sim.counts
    pos_of = sim.pos_of
    full = sim.hands[seat]
    plays = 0
    only = -1
    for key in keys:
        fits = hand & with_pip[ends[players if key < 0 else key]]
        if fits:
            plays += fits.bit_count()
            only = (fits.bit_length() - 1) * 16 + key + 1
            if plays > 1:
                break
    if plays <= 1:
        return only  # no choice to make: no chain to search
    chain = sim_chain(sim, seat, budget)
    first = chain[0] if chain else -1
    chain_mask = 0
    for n in chain:
        chain_mask |= 1 << n
    keep_cost = 20 + 2 * len(chain)
    danger = any(counts[s] <= HARD_DANGER_TILES for s in range(players) if s != seat)
    weight = 3 if danger else 1
    several = counts[seat] > 1
    marker_bonus = 25 if sim.markers[seat] else 0
    best = -1
    best_value = -(1 << 40)
    for key in keys:
        index = players if key < 0 else key
        end = ends[index]
        fits = hand & with_pip[end]
        while fits:
            bit = fits & -fits
            fits ^= bit
            n = bit.bit_length() - 1
            score = pips[n] * weight
            if key == seat:
                if n == first:
                    score += 30
                elif chain_mask & bit:
                    score -= 10
                score += marker_bonus
            elif chain_mask & bit:
                score -= keep_cost
            if double[n]:
                if several:
                    score += 40 if (full & with_pip[low[n]]).bit_count() > 1 else -25
            elif key == seat or key < 0:
                score += 2 * ((full & with_pip[pips[n] - end]).bit_count() - 1)
            value = score * 256 - pos_of[n]
            if value > best_value:
                best_value = value
                best = n * 16 + key + 1
    return best


def hard_move(sim: Position, moves: list[Move], budget: int = CHAIN_NODES) -> Move:
    """``hard`` as a step-by-step policy of the simulator (:data:`.playout.Policy`), with its
    own chain budget by default: the move ``hard_strategy`` makes in the same position."""
    if len(moves) == 1 or moves[0] < 0:
        return moves[0]
    seat = sim.turn
    hand = 0
    keys: list[int] = []
    for m in moves:
        if m >= 0:
            hand |= 1 << (m >> 4)
            key = (m & 15) - 1
            if key not in keys:
                keys.append(key)
    choice = hard_choice(sim, seat, hand, keys, budget)
    return choice if choice >= 0 else moves[0]
