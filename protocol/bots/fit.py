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
from collections.abc import Sequence
from dataclasses import dataclass

from ..errors import MextrainError
from ..rules import Event, RoundState, new_round
from .hard_sim import PLAYOUT_CHAIN_NODES, hard_move
from .infer import Evidence, sample_deck
from .playout import Sim, greedy_move, move_of

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
    if not history:
        return Fit(tuple(told), tuple(greedy), tuple(hard))
    max_pip = view.rules.max_pip
    try:
        start = new_round(
            view.rules, players, view.round_index, view.deck, engine_pip=view.round_double
        )
    except MextrainError:
        return Fit(tuple(told), tuple(greedy), tuple(hard))
    for _ in range(deals):
        sim = Sim.from_state(start, sample_deck(view, evidence, rng))
        for event in history:
            if event.seat != sim.turn or sim.over:
                break
            move = move_of(event, max_pip)
            moves = sim.legal()
            if move not in moves:
                break
            seat = sim.turn
            if seat != me and move >= 0 and len(moves) > 1:
                by_greedy = greedy_move(sim, moves)
                by_hard = hard_move(sim, moves, PLAYOUT_CHAIN_NODES)
                if by_greedy != by_hard:
                    told[seat] += 1
                    greedy[seat] += by_greedy == move
                    hard[seat] += by_hard == move
            sim.apply(move)
    return Fit(tuple(told), tuple(greedy), tuple(hard))
