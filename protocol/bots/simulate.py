"""Play whole rounds and matches between bots through the engine, with full information.

Deterministic: the same ruleset, table size, strategies and seed give the same game. The seed
feeds a ``random.Random`` owned by this call; nothing global is touched.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..errors import LocalError
from ..rules import (
    EngineMode,
    Event,
    MatchOutcome,
    Phase,
    RoundOutcome,
    RoundState,
    Ruleset,
    Tile,
    apply,
    new_round,
    score_match,
    score_round,
    tile,
    tile_set,
)
from .strategies import Strategy, decide

MAX_EVENTS_PER_ROUND = 10_000
"""A safety net: a correct engine ends every round far sooner (tiles and draws are finite)."""


def round_deck(rules: Ruleset, engine_pip: int, rng: random.Random) -> list[Tile]:
    """A shuffled deck for a round: the whole set, less the engine when it is set aside."""
    tiles = list(tile_set(rules.max_pip))
    if rules.engine is EngineMode.SET_ASIDE:
        tiles.remove(tile(engine_pip, engine_pip))
    rng.shuffle(tiles)
    return tiles


@dataclass(frozen=True)
class PlayedRound:
    deck: tuple[Tile, ...]
    events: tuple[Event, ...]
    final: RoundState
    outcome: RoundOutcome


def play_round(
    rules: Ruleset,
    players: int,
    round_index: int,
    deck: Sequence[Tile],
    strategies: Sequence[Strategy],
    rngs: Sequence[random.Random],
    standing: Sequence[int] | None = None,
) -> PlayedRound:
    state = new_round(rules, players, round_index, deck)
    events: list[Event] = []
    while state.phase is not Phase.OVER:
        if len(events) >= MAX_EVENTS_PER_ROUND:
            raise LocalError(f"round {round_index} did not end after {len(events)} events")
        seat = state.turn
        event = decide(strategies[seat], state, seat, rngs[seat], events, standing)
        state = apply(state, event)
        events.append(event)
    return PlayedRound(tuple(deck), tuple(events), state, score_round(state))


@dataclass(frozen=True)
class SimulatedMatch:
    rules: Ruleset
    players: int
    rounds: tuple[PlayedRound, ...]
    outcome: MatchOutcome


def simulate_match(
    rules: Ruleset,
    players: int,
    strategies: Sequence[Strategy],
    seed: int,
    rounds: int | None = None,
    on_round: Callable[[int, PlayedRound], None] | None = None,
) -> SimulatedMatch:
    """Play a whole match; ``rounds`` overrides the ruleset's number of rounds.
    ``on_round(index, played)`` hears of each round as it ends (agents get told)."""
    rules.check_players(players)
    if len(strategies) != players:
        raise LocalError(f"{players} seats need {players} strategies, got {len(strategies)}")
    doubles = rules.round_doubles(rounds)
    deck_rng = random.Random(f"mextrain-deck:{seed}")
    bot_rngs = [random.Random(f"mextrain-bot:{seed}:{s}") for s in range(players)]
    played: list[PlayedRound] = []
    for index, double in enumerate(doubles):
        deck = round_deck(rules, double, deck_rng)
        standing = [sum(p.outcome.scores[s] for p in played) for s in range(players)]
        played.append(play_round(rules, players, index, deck, strategies, bot_rngs, standing))
        if on_round is not None:
            on_round(index, played[-1])
    outcome = score_match(rules, players, [p.outcome for p in played])
    return SimulatedMatch(rules, players, tuple(played), outcome)
