"""The review plays each other seat on as the bot its name says, else as its plays fit; the hint
judges a position the same way, so the two still agree."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest
from mextrain.protocol.bots import analysis, hints
from mextrain.protocol.bots.analysis import RoundPlay, review_game
from mextrain.protocol.bots.analysis_models import named_level, seat_models
from mextrain.protocol.bots.expert import Model, SearchResult
from mextrain.protocol.bots.simulate import simulate_match
from mextrain.protocol.bots.strategies import STRATEGIES
from mextrain.protocol.rules.engine import Event, RoundState, legal_actions
from mextrain.protocol.rules.ruleset import PRESETS


@pytest.mark.parametrize(
    ("name", "level"),
    [
        ("bot 1 (hard)", "hard"),
        ("seat 0 (Expert)", "expert"),
        ("hard", "hard"),
        ("greedy#2", "greedy"),
        ("easy 3", "easy"),
        ("bot 1", None),
        ("agent 2", None),
        ("Hardy", None),
        ("my hard bot", None),
        ("Ann", None),
    ],
)
def test_a_name_says_the_bot_only_when_it_names_one(name: str, level: str | None) -> None:
    assert named_level(name) == level


def test_each_seat_has_a_model_and_a_reason() -> None:
    models = seat_models(["Ann", "bot 1 (hard)", "bot 2 (easy)", "bot 3 (expert)"], 4)
    assert [m.kind for m in models] == ["fitted", "hard", "greedy", "hard"]
    assert "nearest to easy" in models[2].how and "name" in models[1].how
    assert [m.kind for m in seat_models(None, 2)] == ["fitted", "fitted"]


Calls = list[tuple[int, int, int, bool]]


def _spy(monkeypatch: pytest.MonkeyPatch) -> Calls:
    """Record (seat, named, named_hard, fitted) at each expert call, and answer at once."""
    calls: Calls = []

    def fake(
        view: RoundState,
        seat: int,
        rng: random.Random,
        *,
        deals: int,
        history: Sequence[Event] | None = None,
        model: Model,
        moves: Sequence[Event] | None = None,
        named: int = 0,
        named_hard: int = 0,
    ) -> SearchResult:
        calls.append((seat, named, named_hard, model.fit_others))
        actions = [a for a in legal_actions(view, seat) if moves is None or a in moves]
        samples = {a: (0.0,) * 4 for a in actions}
        return SearchResult(actions[0], {a: 0.0 for a in actions}, 4, samples)

    monkeypatch.setattr(analysis, "evaluate_all", fake)
    return calls


def test_the_review_plays_named_seats_as_their_bots(monkeypatch: pytest.MonkeyPatch) -> None:
    rules = PRESETS["express"]
    match = simulate_match(rules, 3, [STRATEGIES["greedy"]] * 3, seed=2, rounds=1)
    rnd = RoundPlay(0, match.rounds[0].deck, match.rounds[0].events)
    calls = _spy(monkeypatch)
    names = ["Ann", "bot 1 (hard)", "bot 2 (greedy)"]
    game = review_game(rules, 3, [rnd], names=names, deals=4)
    assert [m.kind for m in game.models] == ["fitted", "hard", "greedy"]
    by_seat = {seat: (named, hard, fitted) for seat, named, hard, fitted in calls}
    assert by_seat[0] == (0b110, 0b010, False)  # both others named: nothing to fit
    assert by_seat[1] == (0b100, 0b000, True)  # Ann fitted, bot 2 greedy
    assert by_seat[2] == (0b010, 0b010, True)  # Ann fitted, bot 1 hard
    calls.clear()
    review_game(rules, 3, [rnd], deals=4)  # no names: every seat fitted
    assert calls and all(named == 0 and fitted for _, named, _, fitted in calls)


def test_the_hint_models_the_seats_as_the_review_does(monkeypatch: pytest.MonkeyPatch) -> None:
    rules = PRESETS["express"]
    match = simulate_match(rules, 2, [STRATEGIES["greedy"]] * 2, seed=2, rounds=1)
    from mextrain.protocol.rules.engine import apply, new_round

    state = new_round(rules, 2, 0, match.rounds[0].deck)
    history: list[Event] = []
    for event in match.rounds[0].events:
        if len(legal_actions(state, state.turn)) > 1 and state.turn == 0:
            break
        state = apply(state, event)
        history.append(event)
    calls = _spy(monkeypatch)
    hints.hint(state, 0, history=history, names=["you", "bot 1 (hard)"], deals=4)
    assert calls == [(0, 0b10, 0b10, False)]
