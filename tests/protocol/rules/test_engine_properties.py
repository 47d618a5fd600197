"""Property tests over random legal games: every preset, 2 to 10 players, greedy and random bots.

DESIGN.md section 3: tile conservation, no tile twice, every game ends, scores equal the pips left,
determinism, and (for the hidden-information model) every honest event is accepted in every
seat's view.
"""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from mextrain.protocol.bots.simulate import play_round, round_deck, simulate_match
from mextrain.protocol.bots.strategies import STRATEGIES
from mextrain.protocol.rules.engine import (
    Draw,
    PlaceEngine,
    RoundState,
    apply,
    learn,
    new_round,
    view_for,
)
from mextrain.protocol.rules.ruleset import PRESETS, EngineMode, Scoring
from mextrain.protocol.rules.scoring import hand_pips
from mextrain.protocol.rules.tiles import Tile, tile, tile_set


@st.composite
def tables(draw: st.DrawFn) -> tuple[str, int, int, list[str], int]:
    name = draw(st.sampled_from(sorted(PRESETS)))
    rules = PRESETS[name]
    players = draw(st.integers(rules.min_players, rules.max_players))
    seed = draw(st.integers(0, 2**32 - 1))
    cheap = sorted(n for n in STRATEGIES if n != "expert")  # the search bot has its own tests
    bots = draw(st.lists(st.sampled_from(cheap), min_size=players, max_size=players))
    round_index = draw(st.integers(0, rules.rounds - 1))
    return name, players, seed, bots, round_index


def _tiles_everywhere(state: RoundState) -> list[Tile]:
    out: list[Tile] = []
    for seat in range(state.players):
        out.extend(t for t in state.hand(seat) if t is not None)
    for train in state.trains:
        out.extend(train.tiles)
    out.extend(t for t in state.deck[state.next_draw :] if t is not None)
    if state.engine_owner is not None or state.rules.engine is EngineMode.SET_ASIDE:
        out.append(tile(state.engine_pip, state.engine_pip))
    return out


def _play(name: str, players: int, seed: int, bots: list[str], round_index: int):  # type: ignore[no-untyped-def]
    rules = PRESETS[name]
    double = rules.round_doubles()[round_index]
    deck = round_deck(rules, double, random.Random(seed))
    rngs = [random.Random(seed + s) for s in range(players)]
    return (
        rules,
        deck,
        play_round(rules, players, round_index, deck, [STRATEGIES[b] for b in bots], rngs),
    )


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(tables())
def test_random_round_conserves_tiles_ends_and_scores_pips(
    table: tuple[str, int, int, list[str], int],
) -> None:
    rules, deck, played = _play(*table)
    players = table[1]
    full = Counter(tile_set(rules.max_pip))
    state = new_round(rules, players, table[4], deck)
    for event in played.events:
        state = apply(state, event)
        seen = Counter(_tiles_everywhere(state))
        assert seen == full, "tiles appeared, vanished or doubled"
    assert state == played.final
    assert state.went_out is not None or state.passes_in_row >= players
    outcome = played.outcome
    pips = [hand_pips(rules, [t for t in state.hand(s) if t is not None]) for s in range(players)]
    assert list(outcome.pips) == pips
    if state.went_out is not None:
        assert pips[state.went_out] == 0
    if rules.scoring is Scoring.PENALTY:
        factor = 2 if rules.out_on_double_doubles and outcome.out_on_double else 1
        assert list(outcome.scores) == [p * factor for p in pips]
    else:
        assert sum(1 for s in outcome.scores if s) <= len(outcome.winners)
        assert all(outcome.scores[s] == 0 for s in range(players) if s not in outcome.winners)


@settings(max_examples=40, deadline=None)
@given(tables())
def test_honest_events_are_accepted_in_every_seat_view(
    table: tuple[str, int, int, list[str], int],
) -> None:
    rules, deck, played = _play(*table)
    players = table[1]
    full = new_round(rules, players, table[4], deck)
    for seat in range(players):
        view = view_for(full, seat)
        for event in played.events:
            view = apply(view, event)
            if isinstance(event, Draw) and event.seat == seat:
                pos = view.next_draw - 1
                view = learn(view, pos, deck[pos])
        assert view.phase is played.final.phase
        assert view.trains == played.final.trains
        assert all(c.seat != seat for c in view.claims), "a seat never needs to trust itself"


@settings(max_examples=25, deadline=None)
@given(tables())
def test_same_seed_same_match(table: tuple[str, int, int, list[str], int]) -> None:
    name, players, seed, bots, _ = table
    rules = PRESETS[name]
    strategies = [STRATEGIES[b] for b in bots]
    first = simulate_match(rules, players, strategies, seed, rounds=2)
    second = simulate_match(rules, players, strategies, seed, rounds=2)
    assert first == second
    other = simulate_match(rules, players, strategies, seed + 1, rounds=2)
    assert [r.deck for r in other.rounds] != [r.deck for r in first.rounds]


def test_every_preset_and_table_size_plays_a_whole_match() -> None:
    """A full match for every preset at its smallest and largest table ends with totals."""
    for rules in PRESETS.values():
        for players in {rules.min_players, rules.max_players}:
            match = simulate_match(rules, players, [STRATEGIES["greedy"]] * players, seed=11)
            assert len(match.rounds) == rules.rounds
            assert [r.outcome.double for r in match.rounds] == list(rules.round_doubles())
            totals = [sum(r.outcome.scores[s] for r in match.rounds) for s in range(players)]
            assert list(match.outcome.totals) == totals
            assert match.outcome.winners


def test_engine_placer_starts_held_rounds() -> None:
    """000/001: whoever holds (or draws) the round's double places it and takes the first turn."""
    rules = PRESETS["classic"]
    for seed in range(30):
        _, _, played = _play("classic", 4, seed, ["greedy"] * 4, 0)
        place = next(e for e in played.events if isinstance(e, PlaceEngine))
        after = played.events[played.events.index(place) + 1]
        assert after.seat == place.seat
    assert rules.engine is EngineMode.HELD
