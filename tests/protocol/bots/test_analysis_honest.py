"""The review never overstates: the alternative is chosen on one set of deals and the cost
measured on another, and a game's intervals hold all at once at the stated level, so moves of
equal value are not called mistakes (beyond that level, over many games), while a real
mistake still is."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

import pytest
from mextrain.protocol.bots.analysis import (
    MISTAKE,
    RoundPlay,
    measure_rng,
    position_rng,
    review_game,
)
from mextrain.protocol.bots.analysis_stats import (
    FAMILY_LEVEL,
    Paired,
    interval,
    paired,
    t_quantile,
    t_tail,
)
from mextrain.protocol.bots.expert import SearchResult
from mextrain.protocol.bots.simulate import simulate_match
from mextrain.protocol.bots.strategies import STRATEGIES
from mextrain.protocol.rules.engine import Event, RoundState, legal_actions
from mextrain.protocol.rules.ruleset import PRESETS

RULES = PRESETS["express"]
_MATCH = simulate_match(RULES, 2, [STRATEGIES["greedy"]] * 2, seed=11, rounds=1)
ROUND = RoundPlay(0, _MATCH.rounds[0].deck, _MATCH.rounds[0].events)

Value = Callable[[Sequence[Event], Event], float]
"""A move's true value in a synthetic position (its legal moves, the move)."""


def _noisy(value: Value, deals: int, spread: float) -> Callable[..., SearchResult]:
    """An evaluator whose moves are worth ``value`` plus noise drawn from the rng it is handed:
    a shared part per deal (the deal's luck) and a part per move, as playouts have."""

    def evaluate(
        view: RoundState, seat: int, rng: random.Random, history: Sequence[Event]
    ) -> SearchResult:
        actions = legal_actions(view, seat)
        luck = [rng.gauss(0, spread) for _ in range(deals)]
        samples = {
            a: tuple(value(actions, a) + luck[d] + rng.gauss(0, spread) for d in range(deals))
            for a in actions
        }
        means = {a: sum(v) / deals for a, v in samples.items()}
        return SearchResult(max(actions, key=means.__getitem__), means, deals, samples)

    return evaluate


def test_moves_of_equal_value_raise_false_alarms_within_the_stated_level() -> None:
    """Every move worth the same: over 150 games (seeds), the share of games with any
    decision surely costly (a sure cost above 0, let alone a mistake) stays within the
    family-wise level. Per-decision 95% intervals on the same figures alarm in about half."""
    equal = _noisy(lambda actions, a: 0.0, deals=8, spread=6.0)
    games = 150
    alarmed = naive = mistakes = 0
    decisions = 0
    for seed in range(games):
        game = review_game(RULES, 2, [ROUND], seed=seed, deals=8, evaluator=equal)
        decisions = len(game.reviews)
        assert game.level == FAMILY_LEVEL and game.measured > 0
        alarmed += any(r.sure_cost > 0 for r in game.reviews)
        mistakes += sum(r.verdict in ("mistake", "blunder") for r in game.reviews)
        one_by_one = [interval(Paired(r.margin, r.se, r.deals), 0.05, 1) for r in game.reviews]
        naive += any(low > 0 for low, _ in one_by_one)
    assert decisions >= 20
    # At most 5% expected: 7.5 of 150; 15 is over two binomial standard deviations beyond.
    assert alarmed <= 15, (alarmed, games)
    assert mistakes == 0
    assert naive >= games // 3  # one 95% interval a decision: about half the games alarm


def test_the_cost_is_measured_on_deals_the_choice_never_saw() -> None:
    """The alternative is chosen on the first set; its margin over the move played is the
    paired mean of the second set (:func:`measure_rng`), not the flattering first-set one."""
    deals = 8
    evaluator = _noisy(lambda actions, a: 0.0, deals=deals, spread=6.0)
    game = review_game(RULES, 2, [ROUND], seed=3, deals=deals, evaluator=evaluator)
    measured = [r for r in game.reviews if r.measured]
    assert measured
    state_of = _states()
    for r in measured:
        view, history = state_of[r.event_index]
        first = evaluator(view, r.seat, position_rng(3, 0, r.event_index), history)
        challenger = max((a for a in first.means if a != r.played), key=first.means.__getitem__)
        assert r.best in (challenger, r.played)
        second = evaluator(view, r.seat, measure_rng(3, 0, r.event_index), history)
        expected = paired(second.samples[challenger], second.samples[r.played])
        assert abs(r.margin - expected.mean) < 1e-9 and r.deals == deals
        flattering = first.means[challenger] - first.means[r.played]
        assert flattering > 0 and flattering != r.margin


def test_a_real_mistake_is_still_found() -> None:
    """The first legal move worth 12 points more than any other: a seat that played another
    is told of a mistake at nearly every such decision, and never at one where it played the
    first (nothing better to find)."""
    first_best = _noisy(lambda actions, a: 12.0 if a == actions[0] else 0.0, 48, 6.0)
    game = review_game(RULES, 2, [ROUND], seed=5, deals=48, evaluator=first_best)
    state_of = _states()
    worse = [r for r in game.reviews if r.played != legal_actions(*_turn(state_of, r))[0]]
    right = [r for r in game.reviews if r not in worse]
    assert worse and right
    found = [r for r in worse if r.verdict in ("mistake", "blunder")]
    assert len(found) >= 0.9 * len(worse)
    assert all(r.sure_cost >= MISTAKE and r.sure_cost <= 12 <= r.high for r in found)
    assert not any(r.sure_cost > 0 for r in right)


def test_student_t_quantiles() -> None:
    """The exact distribution: table values, and the normal's as the degrees of freedom grow."""
    table = {(0.05, 1): 12.706, (0.05, 3): 3.182, (0.05, 10): 2.228, (0.01, 30): 2.750}
    for (tail, df), t in table.items():
        assert abs(t_quantile(tail, df) - t) < 1e-3
        assert abs(t_tail(t, df) - tail) < 1e-4
    assert abs(t_quantile(0.05, 100_000) - 1.95996) < 1e-3
    assert t_quantile(0.05 / 200, 47) > t_quantile(0.05, 47)  # a family widens each interval


def test_a_constant_difference_has_no_doubt_and_too_few_deals_no_bound() -> None:
    assert interval(paired([5.0] * 4, [1.0] * 4), 0.05, 100) == (4.0, 4.0)
    low, high = interval(paired([5.0], [1.0]), 0.05, 1)
    assert low < 0 < high


def _states() -> dict[int, tuple[RoundState, list[Event]]]:
    """The state before each event of the round, with the history that led there."""
    from mextrain.protocol.rules.engine import apply, new_round, view_for

    state = new_round(RULES, 2, 0, ROUND.tiles)
    out = {}
    for index, event in enumerate(ROUND.events):
        out[index] = (view_for(state, event.seat), list(ROUND.events[:index]))
        state = apply(state, event)
    return out


def _turn(state_of: dict[int, tuple[RoundState, list[Event]]], r: object) -> tuple[RoundState, int]:
    view, _ = state_of[r.event_index]  # type: ignore[attr-defined]
    return view, r.seat  # type: ignore[attr-defined]


def test_a_decision_the_first_set_calls_costly_is_measured_on_more_deals(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Where the first set sees a mistake the second set has BOOST times the deals (a verdict
    is at stake); elsewhere as many as the first. The first set alone decides."""
    from mextrain.protocol.bots import analysis

    asked: list[tuple[int, int]] = []  # (gap the first set saw, deals of the second)
    gaps = {}

    def fake(view: RoundState, seat: int, rng: random.Random, *, deals: int, **kw: object):  # type: ignore[no-untyped-def]
        moves = kw.get("moves")
        actions = legal_actions(view, seat)
        if moves is None:
            gap = 5.0 if view.event_count % 2 else 1.0  # some decisions look costly, some not
            gaps[view.event_count] = gap
            means = {a: (gap if i == 0 else 0.0) for i, a in enumerate(actions)}
            samples = {a: (m,) * deals for a, m in means.items()}
            return SearchResult(actions[0], means, deals, samples)
        asked.append((int(gaps[view.event_count]), deals))
        samples = {a: (0.0,) * deals for a in actions if a in moves}  # type: ignore[operator]
        return SearchResult(actions[0], dict.fromkeys(samples, 0.0), deals, samples)

    monkeypatch.setattr(analysis, "evaluate_all", fake)
    review_game(RULES, 2, [ROUND], deals=8)
    assert {gap for gap, _ in asked} == {1, 5}
    assert all(deals == (8 * analysis.BOOST if gap >= MISTAKE else 8) for gap, deals in asked)
