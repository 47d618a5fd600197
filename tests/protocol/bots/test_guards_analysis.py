"""What the review tells a player about their play (issue 36): a cost is counted only when the
search can vouch for it (the low end of its interval), accuracy
counts the choices surely within a point of the best, and the evaluator judges each decision
with the round's history up to it. Evaluators with set values stand in for the expert, so
every boundary is exact and the tests take milliseconds."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest
from mextrain.protocol.bots import analysis
from mextrain.protocol.bots.analysis import (
    ACCURATE,
    MoveReview,
    RoundPlay,
    expert_evaluator,
    position_rng,
    review_game,
    review_round,
    seat_only,
    summarize,
)
from mextrain.protocol.bots.analysis_models import seat_models
from mextrain.protocol.bots.expert import Model, SearchResult
from mextrain.protocol.bots.simulate import simulate_match
from mextrain.protocol.bots.strategies import STRATEGIES
from mextrain.protocol.rules.engine import (
    Draw,
    Event,
    Pass,
    RoundState,
    apply,
    legal_actions,
    new_round,
)
from mextrain.protocol.rules.ruleset import PRESETS

RULES = PRESETS["classic"]
PLAYED = simulate_match(RULES, 2, [STRATEGIES["greedy"], STRATEGIES["random"]], seed=5,
                        rounds=1).rounds[0]  # fmt: skip


def valuing(worse: Sequence[float]):  # type: ignore[no-untyped-def]
    """An evaluator that finds the first legal move best and every other one worse than it
    by ``worse[d]`` points on deal ``d``."""

    def evaluate(
        view: RoundState, seat: int, rng: random.Random, history: Sequence[Event]
    ) -> SearchResult:
        actions = legal_actions(view, seat)
        samples = {
            a: tuple(30.0 - (w if i else 0.0) for w in worse) for i, a in enumerate(actions)
        }
        means = {a: sum(v) / len(v) for a, v in samples.items()}
        return SearchResult(actions[0], means, len(worse) * len(actions), samples)

    return evaluate


def not_best(worse: Sequence[float]) -> list[MoveReview]:
    reviews = review_round(RULES, 2, 0, PLAYED.deck, PLAYED.events, evaluator=valuing(worse))
    out = [r for r in reviews if r.played != r.best]
    assert out, "the random seat played some move the evaluator did not find best"
    return out


def test_a_cost_the_deals_disagree_on_is_not_a_sure_blunder() -> None:
    """10 points worse on average, but 0 on half the deals and 20 on the others: the search
    cannot vouch for all 10 (its interval's low end is below), so it is no blunder."""
    for r in not_best([0.0, 20.0] * 4):
        assert r.cost == 10.0 and r.se > 0 and r.deals == 8
        assert 0.0 <= r.sure_cost < r.cost and r.verdict != "blunder"


def test_a_cost_the_same_on_every_deal_is_sure() -> None:
    for r in not_best([10.0] * 8):
        assert r.cost == r.sure_cost == 10.0 and r.verdict == "blunder"
        assert r.alternatives == len(legal_actions(_state_before(r.event_index), r.seat)) >= 2


def _state_before(index: int) -> RoundState:
    state = new_round(RULES, 2, 0, PLAYED.deck)
    for event in PLAYED.events[:index]:
        state = apply(state, event)
    return state


def test_the_review_judges_on_the_hints_deals_by_default() -> None:
    """With no seed given, each decision's first set of deals is the hint key's (seed 0), so
    the move a hint names is the one the review finds best."""
    drawn: list[tuple[int, float]] = []
    judge = valuing([1.0] * 4)

    def spy(
        view: RoundState, seat: int, rng: random.Random, history: Sequence[Event]
    ) -> SearchResult:
        drawn.append((len(history), rng.random()))
        return judge(view, seat, rng, history)  # type: ignore[no-any-return]

    review_round(RULES, 2, 0, PLAYED.deck, PLAYED.events, evaluator=spy)
    firsts = dict(reversed(drawn))  # each decision's first call is the choosing one
    assert firsts and all(
        value == position_rng(0, 0, index).random() for index, value in firsts.items()
    )


def test_a_game_review_says_how_each_seat_was_played_on() -> None:
    game = review_game(RULES, 2, [RoundPlay(0, PLAYED.deck, PLAYED.events)],
                       evaluator=valuing([1.0] * 4))  # fmt: skip
    assert game.models == seat_models(None, 2)
    assert game.measured == sum(r.measured for r in game.reviews) > 0


def test_each_decision_is_judged_with_the_rounds_history_up_to_it() -> None:
    """The expert reads what the other seats did before (what they drew, passed, could not
    play): the review hands it exactly the events before each decision."""
    heard: list[int] = []
    judge = valuing([1.0] * 4)

    def spy(
        view: RoundState, seat: int, rng: random.Random, history: Sequence[Event]
    ) -> SearchResult:
        assert list(history) == list(PLAYED.events[: len(history)])
        heard.append(len(history))
        return judge(view, seat, rng, history)  # type: ignore[no-any-return]

    reviews = review_round(RULES, 2, 0, PLAYED.deck, PLAYED.events, evaluator=spy)
    assert sorted(set(heard)) == [r.event_index for r in reviews]
    assert any(n > 0 for n in heard)
    assert all(PLAYED.events[r.event_index] == r.played for r in reviews)


def test_a_move_the_search_did_not_value_is_named_and_costs_nothing() -> None:
    """An evaluator that left the played move out (not a legal move from the seat's view:
    impossible in a valid log) blames nobody: the decision is listed as played, at no cost."""
    legal: dict[int, list[Event]] = {}

    def partial(
        view: RoundState, seat: int, rng: random.Random, history: Sequence[Event]
    ) -> SearchResult:
        played = PLAYED.events[len(history)]
        legal[len(history)] = legal_actions(view, seat)
        actions = [a for a in legal[len(history)] if a != played]
        means = {a: float(i) for i, a in enumerate(actions)}
        return SearchResult(actions[-1], means, len(actions), {a: (v,) for a, v in means.items()})

    reviews = review_round(RULES, 2, 0, PLAYED.deck, PLAYED.events, evaluator=partial)
    assert reviews
    for r in reviews:
        assert r.round == 0 and r.alternatives == len(legal[r.event_index]) - 1
        assert r.played == PLAYED.events[r.event_index] == r.best
        assert (r.cost, r.sure_cost, r.verdict, r.measured) == (0.0, 0.0, "best", False)


def test_accuracy_counts_choices_surely_within_a_point_of_the_best() -> None:
    def review(sure: float) -> MoveReview:
        return MoveReview(0, 0, 0, Pass(0), Draw(0), sure + 1.0, sure, 2)

    assert ACCURATE == 1.0
    rows = summarize([review(0.0), review(0.99), review(1.0), review(3.0)], 1)
    assert rows[1].accuracy == 0.5 and rows[1].points_lost == 4.99
    assert summarize([], 1)[0].accuracy == 1.0  # no decision: nothing was inaccurate


Call = tuple[int, int, bool, bool]
"""A call of the expert: the seat judged, the other seats named, fitted or not, the second set."""


def expert_spy(monkeypatch: pytest.MonkeyPatch) -> list[Call]:
    """The expert replaced by one that finds the first legal move 5 points better than any
    other on 4 deals, recording how each call models the other seats."""
    calls: list[Call] = []

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
        calls.append((seat, named, model.fit_others, moves is not None))
        legal = legal_actions(view, seat)
        actions = [a for a in legal if moves is None or a in moves]
        samples = {a: (5.0 if a == legal[0] else 0.0,) * 4 for a in actions}
        means = {a: v[0] for a, v in samples.items()}
        return SearchResult(actions[0], means, 4 * len(actions), samples)

    monkeypatch.setattr(analysis, "evaluate_all", fake)
    return calls


def test_every_seat_whose_opponents_are_all_named_bots_is_judged_against_those_bots(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Bob between two named bots: both sets of deals play them on as the bots they are,
    fitting nobody; each bot's own decisions fit Bob's plays."""
    calls = expert_spy(monkeypatch)
    names = ["bot 0 (greedy)", "Bob"]
    game = review_game(RULES, 2, [RoundPlay(0, PLAYED.deck, PLAYED.events)], names=names,
                       deals=4)  # fmt: skip
    assert game.measured > 0
    bob = [c for c in calls if c[0] == 1]
    assert {c[3] for c in bob} == {False, True}  # chosen on the first set, measured on the second
    assert all(named == 0b01 and not fitted for _, named, fitted, _ in bob)
    assert all(named == 0 and fitted for seat, named, fitted, _ in calls if seat == 0)


def test_an_evaluator_made_without_models_fits_every_other_seat(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    calls = expert_spy(monkeypatch)
    state = _state_before(0)
    evaluate = expert_evaluator(4)
    evaluate(seat_only(state, state.turn), state.turn, random.Random(1), [])
    assert calls == [(state.turn, 0, True, False)]
