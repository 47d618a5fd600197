"""Bot strategies: pure functions from a seat's view of a round to the event it sends.

A strategy sees only what its seat may see (its own hand and public facts) and draws any
randomness from the ``random.Random`` it is given, so a seeded game is reproducible.

Levels, weakest first: ``random``, ``easy`` (careless on purpose), ``greedy`` and ``medium``
(the same player: heaviest tile first), ``hard`` (plans its own train, :mod:`bots_levels`),
``expert`` (searches sampled deals with the fast simulator, :mod:`bots_expert`).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from ..errors import LocalError
from ..rules import MEXICAN, Event, Play, RoundState, legal_actions
from .expert import ExpertBot
from .levels import easy_strategy, hard_strategy

Strategy = Callable[[RoundState, int, random.Random], Event]


def random_strategy(state: RoundState, seat: int, rng: random.Random) -> Event:
    """Any legal event, uniformly."""
    return rng.choice(legal_actions(state, seat))


def greedy_strategy(state: RoundState, seat: int, rng: random.Random) -> Event:
    """Dump heavy tiles, play doubles while a follow-up is in hand, keep its own train going.

    Ties are broken by a fixed order (own train, then the Mexican train, then others), never by
    chance, so greedy is deterministic on its own.
    """
    actions = legal_actions(state, seat)
    plays = [a for a in actions if isinstance(a, Play)]
    if not plays:
        return actions[0]
    hand = len(state.hands[seat])
    own = state.train(seat)

    def value(play: Play) -> tuple[int, int, int, int]:
        double_bonus = 1 if play.tile.is_double and hand > 1 else 0
        if play.train == seat:
            where = 3 if own.marker else 2
        elif play.train == MEXICAN:
            where = 1
        else:
            where = 0
        return (double_bonus, play.tile.pips, where, -play.pos)

    return max(plays, key=value)


STRATEGIES: dict[str, Strategy] = {
    "random": random_strategy,
    "easy": easy_strategy,
    "greedy": greedy_strategy,
    "medium": greedy_strategy,
    "hard": hard_strategy,
    "expert": ExpertBot(),
}
"""Every bot by name, weakest first."""

LEVELS = ("easy", "medium", "hard", "expert")
"""The difficulty levels offered to players (``random`` and ``greedy`` remain as names)."""


def strategy(name: str) -> Strategy:
    try:
        return STRATEGIES[name]
    except KeyError:
        known = ", ".join(STRATEGIES)
        raise LocalError(f"unknown bot strategy {name!r}; known: {known}") from None


def decide(
    chosen: Strategy,
    state: RoundState,
    seat: int,
    rng: random.Random,
    history: Sequence[Event] | None = None,
    standing: Sequence[int] | None = None,
) -> Event:
    """Ask a strategy for its move; a strategy that reads the round's public history and the
    match totals before this round (``expert``) gets them. Every strategy reads only its seat's
    view of ``state`` (the search bots cut the state down to that view themselves)."""
    if isinstance(chosen, ExpertBot) and (history is not None or standing is not None):
        return chosen.decide(state, seat, rng, history, standing)
    return chosen(state, seat, rng)
