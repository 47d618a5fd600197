"""What the review tells a player about their play (issue 36): a cost is counted only when the
search can vouch for it (the low end of its interval), accuracy
counts the choices surely within a point of the best, and the evaluator judges each decision
with the round's history up to it. Evaluators with set values stand in for the expert, so
every boundary is exact and the tests take milliseconds."""

from __future__ import annotations

import random
from collections.abc import Sequence

from mextrain.protocol.bots.analysis import ACCURATE, MoveReview, review_round, summarize
from mextrain.protocol.bots.expert import SearchResult
from mextrain.protocol.bots.simulate import simulate_match
from mextrain.protocol.bots.strategies import STRATEGIES
from mextrain.protocol.rules.engine import Draw, Event, Pass, RoundState, legal_actions
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

    def partial(
        view: RoundState, seat: int, rng: random.Random, history: Sequence[Event]
    ) -> SearchResult:
        played = PLAYED.events[len(history)]
        actions = [a for a in legal_actions(view, seat) if a != played]
        means = {a: float(i) for i, a in enumerate(actions)}
        return SearchResult(actions[-1], means, len(actions), {a: (v,) for a, v in means.items()})

    reviews = review_round(RULES, 2, 0, PLAYED.deck, PLAYED.events, evaluator=partial)
    assert reviews
    for r in reviews:
        assert r.played == PLAYED.events[r.event_index] == r.best
        assert (r.cost, r.sure_cost, r.verdict, r.measured) == (0.0, 0.0, "best", False)


def test_accuracy_counts_choices_surely_within_a_point_of_the_best() -> None:
    def review(sure: float) -> MoveReview:
        return MoveReview(0, 0, 0, Pass(0), Draw(0), sure + 1.0, sure, 2)

    assert ACCURATE == 1.0
    rows = summarize([review(0.0), review(0.99), review(1.0), review(3.0)], 1)
    assert rows[1].accuracy == 0.5 and rows[1].points_lost == 4.99
    assert summarize([], 1)[0].accuracy == 1.0  # no decision: nothing was inaccurate
