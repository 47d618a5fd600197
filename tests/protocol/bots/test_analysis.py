"""Review of a finished round: each decision judged from its seat's view only, its cost against
the best alternative, and the per-player summary."""

from __future__ import annotations

import random
from collections.abc import Sequence

from mextrain.protocol.bots.analysis import (
    MoveReview,
    review_round,
    summarize,
)
from mextrain.protocol.bots.expert import SearchResult, evaluate_all
from mextrain.protocol.bots.simulate import round_deck, simulate_match
from mextrain.protocol.bots.strategies import STRATEGIES
from mextrain.protocol.rules.engine import Draw, Event, Pass, RoundState, legal_actions
from mextrain.protocol.rules.ruleset import PRESETS

from .test_bots import _midgame, _redeal_hidden


def _played(bots: Sequence[str], seed: int = 3):  # type: ignore[no-untyped-def]
    rules = PRESETS["classic"]
    match = simulate_match(rules, len(bots), [STRATEGIES[b] for b in bots], seed=seed, rounds=1)
    return rules, match.rounds[0]


def test_the_review_reads_only_each_seats_view() -> None:
    """Every state the evaluator is handed hides every tile its seat could not see: the other
    hands and the boneyard are unknown positions."""
    rules, played = _played(("hard", "greedy", "easy"))
    seen: list[tuple[RoundState, int]] = []

    def spy(
        view: RoundState, seat: int, rng: random.Random, history: Sequence[Event]
    ) -> SearchResult:
        seen.append((view, seat))
        return evaluate_all(view, seat, rng, deals=4, history=history)

    reviews = review_round(rules, 3, 0, played.deck, played.events, evaluator=spy)
    measured = sum(r.measured for r in reviews)  # a second call: the cost on fresh deals
    assert seen and measured and len(seen) == len(reviews) + measured
    for view, seat in seen:
        hidden = [p for s in range(3) if s != seat for p in view.hands[s]]
        hidden += list(range(view.next_draw, len(view.deck)))
        assert hidden and all(view.deck[p] is None for p in hidden)
        assert all(view.deck[p] is not None for p in view.hands[seat])


def test_a_decision_is_judged_the_same_whatever_the_hidden_deal() -> None:
    state = _midgame(31)
    seat = state.turn
    other = _redeal_hidden(state, seat, 7)
    assert other.deck != state.deck
    a = evaluate_all(state, seat, random.Random(2), deals=12)
    b = evaluate_all(other, seat, random.Random(2), deals=12)
    assert a == b
    assert set(a.means) == set(legal_actions(state, seat))
    assert all(len(v) == 12 for v in a.samples.values())


def test_costs_and_summaries() -> None:
    rules, played = _played(("hard", "random"), seed=5)
    reviews = review_round(rules, 2, 0, played.deck, played.events, deals=16)
    assert reviews and all(r.cost >= 0 for r in reviews)
    assert all(r.cost == 0 == r.sure_cost for r in reviews if r.played == r.best)
    assert all(r.played == r.best for r in reviews if r.cost == 0)  # a tie names the choice
    assert all(0 <= r.sure_cost <= r.cost for r in reviews)
    assert {r.seat for r in reviews} == {0, 1}
    table = summarize(reviews, 2)
    assert [(s.seat, s.round) for s in table] == [(0, 0), (0, None), (1, 0), (1, None)]
    hard, rand = table[1], table[3]
    assert hard.decisions + rand.decisions == len(reviews)
    assert hard.points_lost == sum(r.sure_cost for r in reviews if r.seat == 0)


def test_a_choice_worse_on_every_deal_is_a_sure_cost() -> None:
    """An evaluator that values every move but the first at 10 points less on each of its 8
    deals: a seat that did not play the first move gave up 10 points, surely (a blunder)."""
    rules, played = _played(("hard", "random"), seed=5)

    def fixed(
        view: RoundState, seat: int, rng: random.Random, history: Sequence[Event]
    ) -> SearchResult:
        actions = legal_actions(view, seat)
        samples = {
            a: tuple(20.0 + (0 if i == 0 else -10) + d % 3 for d in range(8))
            for i, a in enumerate(actions)
        }
        means = {a: sum(v) / 8 for a, v in samples.items()}
        return SearchResult(actions[0], means, 8 * len(actions), samples)

    reviews = review_round(rules, 2, 0, played.deck, played.events, evaluator=fixed)
    worse = [r for r in reviews if r.played != r.best]
    assert worse and all(r.cost == 10 == r.sure_cost and r.verdict == "blunder" for r in worse)
    assert all(r.cost == 0 and r.verdict == "best" for r in reviews if r.played == r.best)
    ticks: list[int] = []
    review_round(rules, 2, 0, played.deck, played.events, deals=4, progress=ticks.append)
    assert ticks == list(range(1, len(reviews) + 1))


def test_verdicts_need_a_sure_cost() -> None:
    def review(cost: float, sure: float) -> MoveReview:
        return MoveReview(0, 0, 0, Pass(0), Draw(0), cost, sure, 2)

    assert review(15.0, 12.0).verdict == "blunder"
    assert review(6.0, 4.0).verdict == "mistake"
    assert review(12.0, 2.0).verdict == "inexact"
    assert review(12.0, 0.0).verdict == "good"  # a big estimate the search cannot vouch for
    assert review(0.0, 0.0).verdict == "best"
    summary = summarize([review(15.0, 12.0), review(0.0, 0.0)], 1)[1]
    assert (summary.blunders, summary.mistakes, summary.decisions) == (1, 0, 2)
    assert summary.accuracy == 0.5 and summary.points_lost == 12.0


def test_round_deck_is_the_whole_deal() -> None:
    rules = PRESETS["classic"]
    assert len(round_deck(rules, 12, random.Random(0))) == rules.deck_size()
