"""Which playout model explains another seat's play this round: greedy or ``hard``.

The expert's playouts are only as good as its guess of how the others play, and a guess that
suits ``hard`` misleads against greedy. The round's public history says which fits: on a few
deals sampled from the seat's view (:func:`infer.sample_deck`), the history is replayed on the
simulator, and at each real choice of another seat the greedy pick (:func:`playout.greedy_move`)
and ``hard``'s (:func:`hard_sim.hard_choice`) are set against the tile it played, wherever
the two differ (where they agree, the choice tells them apart no more than a forced move).
Reads only the view and the public history; its randomness comes from the caller's ``rng``.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..errors import MextrainError
from ..rules import Event, RoundState, Tile, new_round
from .hard_sim import PLAYOUT_CHAIN_NODES, hard_move
from .infer import Evidence, sample_deck
from .playout import greedy_move
from .sim import Sim
from .sim_moves import Move, move_of

FIT_DEALS = 4
"""Sampled deals the history is replayed on (each another guess of the hidden hands)."""


@dataclass(frozen=True)
class Fit:
    """Per seat, summed over the sampled deals: the choices where greedy and ``hard`` differ
    (``told``), and how many of them each model predicted."""

    told: tuple[int, ...]
    greedy: tuple[int, ...]
    hard: tuple[int, ...]

    def hard_seats(self, me: int, prior_hard: bool) -> int:
        """The bitmask of other seats ``hard`` explains better than greedy (on a tie, or with
        nothing to tell them apart, ``prior_hard`` decides)."""
        mask = 0
        for s, (g, h) in enumerate(zip(self.greedy, self.hard, strict=True)):
            if s != me and (h > g or (h == g and prior_hard)):
                mask |= 1 << s
        return mask


def fit_models(
    view: RoundState,
    me: int,
    history: Sequence[Event],
    evidence: Evidence,
    rng: random.Random,
    deals: int = FIT_DEALS,
) -> Fit:
    """Replay ``history`` (the round's public events, as ``infer`` reads them) on ``deals``
    deals sampled from ``view`` and count, for each other seat, which model named its plays.
    A replay stops at the first event the sampled deal does not allow (a history from another
    round, or a seat that broke the rules): the fit is a hint, never a rule."""
    players = view.players
    told = [0] * players
    greedy = [0] * players
    hard = [0] * players
    start = round_start(view) if history else None
    if start is None:
        return Fit(tuple(told), tuple(greedy), tuple(hard))

    def count(sim: Sim, moves: list[Move], move: Move) -> None:
        seat = sim.turn
        by_greedy = greedy_move(sim, moves)
        by_hard = hard_move(sim, moves, PLAYOUT_CHAIN_NODES)
        if by_greedy != by_hard:
            told[seat] += 1
            greedy[seat] += by_greedy == move
            hard[seat] += by_hard == move

    for _ in range(deals):
        replay_choices(start, sample_deck(view, evidence, rng), me, history, count)
    return Fit(tuple(told), tuple(greedy), tuple(hard))


def round_start(view: RoundState) -> RoundState | None:
    """The round as it was dealt, seen from ``view`` (None when the view cannot say)."""
    try:
        return new_round(
            view.rules, view.players, view.round_index, view.deck, engine_pip=view.round_double
        )
    except MextrainError:
        return None


ChoiceVisit = Callable[[Sim, list[Move], Move], None]
"""Called at another seat's real choice, before it is played: the simulator there, its legal
moves (more than one) and the move the seat made (a play)."""


def replay_choices(
    start: RoundState, deck: Sequence[Tile], me: int, history: Sequence[Event], visit: ChoiceVisit
) -> bool:
    """Replay ``history`` from ``start`` on the sampled ``deck``, calling ``visit`` at each play
    of a seat other than ``me`` made among several legal moves. False when the replay stopped
    early, at the first event the deal does not allow (a history from another round, a seat
    that broke the rules, or a deal that contradicts what a draw or pass proved)."""
    max_pip = start.rules.max_pip
    sim = Sim.from_state(start, deck)
    for event in history:
        if event.seat != sim.turn or sim.over:
            return False
        move = move_of(event, max_pip)
        moves = sim.legal()
        if move not in moves:
            return False
        if sim.turn != me and move >= 0 and len(moves) > 1:
            visit(sim, moves, move)
        sim.apply(move)
    return True
