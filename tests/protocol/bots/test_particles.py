"""The particle filter weighs deals by how well greedy or ``hard`` reproduces the other seats'
real plays this round (:mod:`particles`): a deal on which the seat's deterministic bot would
have played another tile weighs about ``eps`` against one on which it plays the tile it did;
the pool names the bot that plays; and it reads only the view (a redeal of the hidden tiles
that keeps the view changes neither the pool nor the expert's move)."""

from __future__ import annotations

import math
import random
from collections.abc import Iterator

import pytest
from mextrain.protocol.bots.expert import ExpertBot, Model, search
from mextrain.protocol.bots.fit import replay_choices, round_start
from mextrain.protocol.bots.infer import NO_EVIDENCE, hidden_tiles, infer
from mextrain.protocol.bots.particles import (
    choice_log_chance,
    log_chances,
    mixture_log_weight,
    tempered,
    weigh_deals,
)
from mextrain.protocol.bots.simulate import round_deck
from mextrain.protocol.bots.strategies import strategy
from mextrain.protocol.errors import LocalError
from mextrain.protocol.rules.engine import (
    Event,
    Phase,
    RoundState,
    apply,
    legal_actions,
    new_round,
    view_for,
)
from mextrain.protocol.rules.ruleset import PRESETS
from mextrain.protocol.rules.tiles import Tile

from .test_bots import _redeal_hidden

EPS = 0.1


def _positions(
    others: str, deals: int, players: int = 2
) -> Iterator[tuple[RoundState, list[Event]]]:
    """(state, history) where seat 0 (``hard``) has a choice, eight moves in or more, against
    ``others`` in every other seat, at classic."""
    rules = PRESETS["classic"]
    for deal in range(deals):
        index = deal % len(rules.round_doubles())
        deck = round_deck(rules, rules.round_doubles()[index], random.Random(f"pf:{deal}"))
        state = new_round(rules, players, index, deck)
        bots = [strategy("hard")] + [strategy(others)] * (players - 1)
        rng = random.Random(deal)
        events: list[Event] = []
        while state.phase is not Phase.OVER:
            if state.turn == 0 and len(events) > 8 and len(legal_actions(state, 0)) > 1:
                yield state, list(events)
            event = bots[state.turn](state, state.turn, rng)
            state = apply(state, event)
            events.append(event)


def test_choice_chance_is_one_less_eps_or_eps_shared() -> None:
    assert choice_log_chance(5, 5, 4, EPS) == pytest.approx(math.log(0.9))
    assert choice_log_chance(5, 7, 4, EPS) == pytest.approx(math.log(0.1 / 3))
    assert choice_log_chance(5, 7, 2, EPS) == pytest.approx(math.log(0.1))


def test_the_real_deal_explains_a_deterministic_bot_every_time() -> None:
    """On the real deal, greedy's pick is the greedy seat's play at every one of its choices:
    its log chance as greedy is exactly (choices) * log(1 - eps); as ``hard``, lower."""
    lower = 0
    for state, history in _positions("greedy", 2):
        view = view_for(state, 0)
        start = round_start(view)
        assert start is not None
        choices: list[int] = []
        assert replay_choices(
            start, state.deck, 0, history, lambda s, m, e, into=choices: into.append(e)
        )
        chances = log_chances(start, state.deck, 0, history, EPS, 200)
        assert chances is not None
        by_greedy, by_hard = chances
        assert by_greedy[1] == pytest.approx(len(choices) * math.log1p(-EPS))
        assert by_greedy[0] == by_hard[0] == 0.0
        lower += by_hard[1] < by_greedy[1] - 1e-9
    assert lower > 5


def _contradicting(state: RoundState, history: list[Event]) -> tuple[Tile, ...] | None:
    """The real deck with two hidden tiles swapped so that greedy, at one of the other seat's
    choices, would have played another tile (the history still replays on it), if any."""
    view = view_for(state, 0)
    start = round_start(view)
    assert start is not None
    true = log_chances(start, state.deck, 0, history, EPS, 200)
    assert true is not None
    hidden = [p for p, t in enumerate(view.deck) if t is None]
    for a in hidden:
        for b in hidden:
            if a >= b:
                continue
            deck = list(state.deck)
            deck[a], deck[b] = deck[b], deck[a]
            swapped = log_chances(start, deck, 0, history, EPS, 200)
            if swapped is not None and swapped[0][1] < true[0][1] - 1e-9:
                return tuple(deck)
    return None


def test_a_deal_against_the_observed_play_weighs_about_eps() -> None:
    """A deal on which greedy would have played otherwise at one choice weighs at most
    eps / (1 - eps) of the real deal's, under the greedy model; the real deal, consistent with
    every play, weighs the most a deal can."""
    found = 0
    for state, history in _positions("greedy", 3):
        deck = _contradicting(state, history)
        if deck is None:
            continue
        view = view_for(state, 0)
        start = round_start(view)
        assert start is not None
        true = log_chances(start, state.deck, 0, history, EPS, 200)
        bad = log_chances(start, deck, 0, history, EPS, 200)
        assert true is not None and bad is not None
        w_true = mixture_log_weight(true[0], true[1], 0, 0.0)
        w_bad = mixture_log_weight(bad[0], bad[1], 0, 0.0)
        assert w_bad - w_true <= math.log(EPS / (1 - EPS)) + 1e-9
        found += 1
        if found >= 5:
            break
    assert found >= 5


def test_a_deal_the_history_does_not_replay_on_weighs_nothing() -> None:
    """A deal where the other seat held a tile that fitted when it drew contradicts the draw:
    the replay stops, and the pool gives such deals no weight when others replay."""
    for state, history in _positions("greedy", 4):
        view = view_for(state, 0)
        start = round_start(view)
        assert start is not None
        pool = weigh_deals(view, 0, history, NO_EVIDENCE, random.Random(3), deals=24)
        broken = [
            w
            for d, w in zip(pool.decks, pool.weights, strict=True)
            if log_chances(start, d, 0, history, EPS, 200) is None
        ]
        if broken and len(broken) < len(pool.decks):
            assert all(w == 0.0 for w in broken)
            assert sum(pool.weights) == pytest.approx(1.0)
            return
    pytest.fail("no position where a deal sampled without the draws' evidence fails to replay")


@pytest.mark.parametrize("others", ["greedy", "hard"])
def test_the_pool_names_the_bot_that_plays(others: str) -> None:
    right = total = 0
    for state, history in _positions(others, 3):
        view = view_for(state, 0)
        pool = weigh_deals(view, 0, history, infer(view, 0, history), random.Random(1), deals=16)
        if abs(pool.hard_chance[1] - 0.5) > 0.01:
            total += 1
            right += (pool.hard_chance[1] > 0.5) == (others == "hard")
    assert total > 15
    assert right >= 0.85 * total, (right, total)


def test_weights_are_normalised_and_the_draw_follows_them() -> None:
    """A deal is drawn with the chance of its weight (its hands; its boneyard, which no play
    of the history depends on, comes shuffled afresh)."""
    state, history = next(_positions("hard", 1))
    view = view_for(state, 0)
    pool = weigh_deals(view, 0, history, infer(view, 0, history), random.Random(2), deals=32)
    assert sum(pool.weights) == pytest.approx(1.0)
    assert 1.0 <= pool.effective_size() <= 32.0
    held = view.next_draw
    assert pool.boneyard == range(held, len(view.deck)) and len(pool.boneyard) > 10
    rng = random.Random(5)
    heavy = max(range(32), key=lambda i: pool.weights[i])
    drawn = [pool.draw(rng) for _ in range(400)]
    hands = [tuple(d[:held]) for d in drawn]
    share = hands.count(pool.decks[heavy][:held]) / len(drawn)
    assert abs(share - pool.weights[heavy]) < 0.08
    zero = [d[:held] for d, w in zip(pool.decks, pool.weights, strict=True) if w == 0.0]
    assert not any(h in zero for h in hands)
    assert len({tuple(d[held:]) for d in drawn}) > 300
    for d in drawn[:20]:
        source = next(p for p in pool.decks if p[:held] == tuple(d[:held]))
        assert sorted(d[held:]) == sorted(source[held:])
        assert all(t == d[p] for p, t in enumerate(view.deck) if t is not None)
    assert set(hidden_tiles(view)) <= set(drawn[0])


def test_bad_eps_or_share_is_refused() -> None:
    state, history = next(_positions("hard", 1))
    view = view_for(state, 0)
    with pytest.raises(LocalError, match="eps must be between 0 and 1"):
        weigh_deals(view, 0, history, NO_EVIDENCE, random.Random(0), eps=0.0)
    with pytest.raises(LocalError, match="a pool needs at least one deal, not 0"):
        weigh_deals(view, 0, history, NO_EVIDENCE, random.Random(0), deals=0)
    with pytest.raises(LocalError, match="hard_share must be between 0 and 1"):
        weigh_deals(view, 0, history, NO_EVIDENCE, random.Random(0), hard_share=1.5)


def test_the_pool_reads_only_the_view() -> None:
    checked = 0
    for state, history in _positions("hard", 2, players=3):
        other = _redeal_hidden(state, 0, 7)
        if other.deck == state.deck:
            continue
        pools = []
        for s in (state, other):
            view = view_for(s, 0)
            pools.append(weigh_deals(view, 0, history, infer(view, 0, history), random.Random(2)))
        assert pools[0] == pools[1]
        checked += 1
        if checked >= 4:
            break
    assert checked >= 4


def test_the_expert_with_particles_reads_only_its_seats_view() -> None:
    """Same view and history, two hidden deals, same seed: the same move and values."""
    model = Model(own_hard=True, particles=16)
    checked = 0
    for state, history in _positions("hard", 3):
        other = _redeal_hidden(state, 0, 11)
        if other.deck == state.deck:
            continue
        assert view_for(other, 0) == view_for(state, 0)
        first = search(state, 0, random.Random(4), playouts=40, history=history, model=model)
        second = search(other, 0, random.Random(4), playouts=40, history=history, model=model)
        assert first == second
        assert first.event in legal_actions(state, 0)
        checked += 1
        if checked >= 3:
            break
    assert checked >= 3


def test_tempering_keeps_the_pool_worth_its_floor() -> None:
    """One deal far likelier than the rest would leave a search of one deal: the weights are
    flattened until the pool is worth the floor, keeping their order; zero weights stay zero."""
    logs = [0.0, -30.0, -31.0, -32.0, -math.inf, -33.0, -34.0, -35.0]
    untempered = tempered(logs, 1.0)
    assert untempered[0] > 0.999
    flat = tempered(logs, 4.0)
    assert 1.0 / sum(w * w for w in flat) >= 4.0 - 1e-6
    assert flat[4] == 0.0
    assert list(flat) == [*sorted(flat[:4], reverse=True), 0.0, *sorted(flat[5:], reverse=True)]
    assert flat[0] > flat[1] > flat[7] > 0
    assert tempered([-math.inf, -math.inf], 2.0) == (0.5, 0.5)


class _FakeClock:
    """A clock that moves 10 ms each time it is read."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        self.now += 0.01
        return self.now


def test_the_pool_honours_the_clock() -> None:
    """On a 60 ms clock read at 10 ms a time, the pool stops at half the clock (a few deals,
    not its 64) and the search still returns a legal move by the end of its time; with no
    clock the pool holds all its deals."""
    state, history = next(_positions("hard", 1))
    view = view_for(state, 0)
    clock = _FakeClock()
    end = clock() + 0.06
    pool = weigh_deals(
        view, 0, history, NO_EVIDENCE, random.Random(0), time_left=lambda: end - clock()
    )
    assert 1 <= len(pool.decks) <= 3
    assert len(weigh_deals(view, 0, history, NO_EVIDENCE, random.Random(0)).decks) == 64
    bot = ExpertBot(
        100_000, think=0.06, clock=_FakeClock(), model=Model(own_hard=True, particles=64)
    )
    event = bot.decide(state, 0, random.Random(0), history)
    assert event in legal_actions(state, 0)
    assert bot.clock is not None and bot.clock() <= 0.06 + 0.03
