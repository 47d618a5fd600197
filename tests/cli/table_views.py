"""Seat views at chosen moments of engine-only games (no crypto: cheap and deterministic).

The snapshot tests and the README's screenshot script draw these.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable

from mextrain.protocol.bots.simulate import round_deck
from mextrain.protocol.bots.strategies import greedy_strategy
from mextrain.protocol.rules.engine import (
    Event,
    Phase,
    Play,
    RoundState,
    apply,
    legal_actions,
    new_round,
    view_for,
)
from mextrain.protocol.rules.ruleset import Ruleset, preset
from mextrain.protocol.rules.scoring import RoundOutcome, score_round
from mextrain.protocol.table.view import RoundEndView, SeatView, round_end_view, seat_view

NAMES = ("ann", "bob", "cy", "dee", "eve", "fay", "gus", "hal", "ida", "jo")


def play_until(
    players: int, seed: int, stop: Callable[[RoundState], bool], *, round_index: int = 0,
    rules: Ruleset | None = None,
) -> tuple[RoundState, list[Event]]:  # fmt: skip
    """Greedy bots play round ``round_index`` of a match (classic rules unless ``rules``)
    until ``stop`` holds."""
    rules = rules or preset("classic")
    rng = random.Random(seed)
    deck = round_deck(rules, rules.round_doubles()[round_index], rng)
    state = new_round(rules, players, round_index, deck)
    events: list[Event] = []
    while state.phase is not Phase.OVER and not stop(state):
        event = greedy_strategy(state, state.turn, rng)
        state = apply(state, event)
        events.append(event)
    return state, events


def _view(
    state: RoundState, events: list[Event], seat: int | None, outcomes: tuple[RoundOutcome, ...]
) -> SeatView:
    names = NAMES[: state.players]
    return seat_view(view_for(state, seat), seat, names, events=events, outcomes=outcomes)


def past(outcomes: int, players: int = 4) -> tuple[RoundOutcome, ...]:
    """Outcomes of finished rounds, for the score sheet."""
    done = []
    for r in range(outcomes):
        final, _ = play_until(players, 100 + r, lambda s: False, round_index=r)
        done.append(score_round(final))
    return tuple(done)


def mid_round(players: int = 4, seat: int | None = 0) -> SeatView:
    """Seat 0's turn after every seat has built its first train."""
    state, events = play_until(
        players,
        7,
        lambda s: all(s.first_turn_done) and s.turn == 0 and len(s.trains[-1].tiles) >= 2,
    )
    return _view(state, events, seat, past(2, players))


def open_double(players: int = 4) -> SeatView:
    """Seat 0 must cover an open double."""

    def stop(s: RoundState) -> bool:
        ready = bool(s.open_doubles) and not s.follow_up and s.turn == 0 and all(s.first_turn_done)
        return ready and any(isinstance(a, Play) for a in legal_actions(s, 0))

    state, events = play_until(players, 16, stop)
    assert state.open_doubles, "pick another seed: no open double for seat 0"
    return _view(state, events, 0, ())


def round_end(players: int = 4) -> RoundEndView:
    final, events = play_until(players, 7, lambda s: False)
    outcome = score_round(final)
    hands = {s: [t for t in final.hand(s) if t is not None] for s in range(players)}
    board = _view(final, events, 0, ())
    board = dataclasses.replace(board, stage="reveal")
    return round_end_view(
        outcome,
        hands,
        NAMES[:players],
        0,
        round_no=1,
        rounds=13,
        totals=outcome.scores,
        board=board,
    )


def big_hand(size: int = 24) -> SeatView:
    """Two seats dealt ``size`` tiles each; seat 0's first turn, with tiles to play."""
    rules = dataclasses.replace(preset("classic"), hand_sizes=((2, size),), max_players=2)

    def stop(s: RoundState) -> bool:
        plays = s.phase is Phase.TURNS and s.turn == 0
        return plays and any(isinstance(a, Play) for a in legal_actions(s, 0))

    state, events = play_until(2, 3, stop, rules=rules)
    assert len(state.hand(0)) > 20, "pick another seed: the hand is not big"
    return _view(state, events, 0, ())
