"""Heuristic levels: ``easy`` (a careless player) and ``hard`` (a player who plans its train).

Both read only the seat's own hand and public facts, and take their randomness from the
``random.Random`` they are given.
"""

from __future__ import annotations

import random

from ..rules import MEXICAN, Draw, Event, Pass, Play, RoundState, Scoring, Tile, legal_actions

EASY_SLIP = 0.45
"""How often ``easy`` plays whatever tile comes to hand instead of its best one."""


def easy_strategy(state: RoundState, seat: int, rng: random.Random) -> Event:
    """Plays like someone new to the game: often the first tile that fits, wherever it fits,
    overlooks other players' open trains, and sometimes keeps a drawn tile it could play."""
    actions = legal_actions(state, seat)
    plays = [a for a in actions if isinstance(a, Play)]
    if not plays:
        return actions[0]
    if any(isinstance(a, Pass) for a in actions) and rng.random() < 0.3:
        return next(a for a in actions if isinstance(a, Pass))
    seen = [p for p in plays if p.train in (seat, MEXICAN)] or plays
    if rng.random() < EASY_SLIP:
        return rng.choice(seen)
    return min(seen, key=lambda p: (p.tile.pips, p.pos))


# -- hard -----------------------------------------------------------------------------------

CHAIN_NODES = 4000
"""Search nodes spent on the longest own-train chain per move (hands are small)."""


def longest_chain(tiles: list[Tile], end: int, budget: int = CHAIN_NODES) -> list[Tile]:
    """The longest line of ``tiles`` that can be laid from ``end`` (most pips on a tie)."""
    best: list[Tile] = []
    best_key = (0, 0)
    nodes = 0
    path: list[Tile] = []
    used = [False] * len(tiles)

    def grow(at: int, pips: int) -> None:
        nonlocal best, best_key, nodes
        nodes += 1
        key = (len(path), pips)
        if key > best_key:
            best_key = key
            best = path[:]
        if nodes > budget:
            return
        for i, t in enumerate(tiles):
            if used[i] or not t.has(at):
                continue
            used[i] = True
            path.append(t)
            grow(t.other_end(at), pips + t.pips)
            path.pop()
            used[i] = False

    grow(end, 0)
    return best


def hard_strategy(state: RoundState, seat: int, rng: random.Random) -> Event:
    """Plans its own train: keeps the longest chain it can lay there, plays its other tiles
    elsewhere, plays a double only when it holds a tile to cover it, sheds heavy tiles when an
    opponent is close to going out, and never leaves a drawn tile it could play (which would
    put its marker down and open its train)."""
    actions = legal_actions(state, seat)
    plays = [a for a in actions if isinstance(a, Play)]
    if not plays:
        return actions[0]
    hand = [t for _, t in state.known_hand(seat)]
    own = state.train(seat)
    chain = longest_chain(hand, own.end)
    chain_set = set(chain)
    danger = min((len(state.hands[s]) for s in range(state.players) if s != seat), default=99) <= 2
    positive = state.rules.scoring is Scoring.POSITIVE
    counts: dict[int, int] = {}
    for t in hand:
        counts[t.low] = counts.get(t.low, 0) + 1
        if not t.is_double:
            counts[t.high] = counts.get(t.high, 0) + 1

    def value(play: Play) -> tuple[float, int]:
        t = play.tile
        score = float(t.pips) * (3.0 if danger else 1.0)
        if play.train == seat:
            if chain and t == chain[0]:
                score += 30
            elif t in chain_set:
                score -= 10
            if own.marker:
                score += 25
        elif t in chain_set:
            score -= 20 + 2 * len(chain)
        if t.is_double and len(hand) > 1:
            cover = counts.get(t.low, 0) - 1 > 0
            score += 40 if cover else -25
        # Leave the train end on a number we hold, so the next turn has a play.
        if play.train in (seat, MEXICAN) and not t.is_double:
            score += 2 * (counts.get(t.other_end(state.train(play.train).end), 0) - 1)
        if positive and len(hand) == 1:
            score += 100
        return (score, -play.pos)

    best = max(plays, key=value)
    return best


def hard_draw_or_pass(actions: list[Event]) -> Event:
    """Among draw/pass, draw (never pass while the boneyard may still hold a fit)."""
    for a in actions:
        if isinstance(a, Draw):
            return a
    return actions[0]
