"""Bot levels: every level plays legal games, the search bot sees only its seat's view, and the
inference it samples from forbids exactly what a draw or pass proved.

Strength is measured by ``mextrain arena`` and ``bench/bots.py`` (figures, never tests).
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from mextrain.protocol.bots.expert import ExpertBot, search
from mextrain.protocol.bots.infer import infer, sample_deck
from mextrain.protocol.bots.levels import longest_chain
from mextrain.protocol.bots.simulate import round_deck, simulate_match
from mextrain.protocol.bots.strategies import LEVELS, STRATEGIES, decide, strategy
from mextrain.protocol.errors import LocalError
from mextrain.protocol.rules.engine import (
    Draw,
    Event,
    Phase,
    RoundState,
    apply,
    legal_actions,
    new_round,
    view_for,
)
from mextrain.protocol.rules.ruleset import PRESETS, DoubleDuty, FollowUp, Ruleset
from mextrain.protocol.rules.tiles import Tile, tile

from ..helpers import ev, small, start
from ..knob_mixes import KNOBS, knob_tables, random_table


def test_every_level_is_a_strategy_name() -> None:
    for name in (*LEVELS, "random", "greedy"):
        assert strategy(name) is STRATEGIES[name]
    with pytest.raises(LocalError, match="unknown bot strategy 'genius'"):
        strategy("genius")


@pytest.mark.parametrize("name", ["easy", "medium", "hard"])
def test_heuristic_levels_play_whole_matches(name: str) -> None:
    for preset, players in (("classic", 3), ("express", 2), ("house", 4)):
        rules = PRESETS[preset]
        bots = [STRATEGIES[name], STRATEGIES["greedy"]] * 2
        match = simulate_match(rules, players, bots[:players], seed=5, rounds=2)
        assert len(match.rounds) == 2


def test_expert_plays_a_legal_round_reproducibly() -> None:
    rules = PRESETS["classic"]
    bots = [ExpertBot(playouts=24), STRATEGIES["greedy"]]
    first = simulate_match(rules, 2, bots, seed=3, rounds=1)
    again = simulate_match(rules, 2, bots, seed=3, rounds=1)
    assert first == again


def _midgame(seed: int, players: int = 3) -> RoundState:
    """A full-information state a few moves in, with a real choice for the seat on turn."""
    rules = PRESETS["house"]
    state = new_round(rules, players, 0, round_deck(rules, 0, random.Random(seed)))
    rng = random.Random(seed)
    steps = 0
    while True:
        actions = legal_actions(state, state.turn)
        if steps > 6 and len(actions) >= 3:
            return state
        state = apply(state, STRATEGIES["greedy"](state, state.turn, rng))
        steps += 1
        assert state.phase is not Phase.OVER


def _redeal_hidden(state: RoundState, seat: int, seed: int) -> RoundState:
    """The same view of ``seat`` with every tile it cannot see shuffled among the others."""
    view = view_for(state, seat)
    hidden = [p for p, t in enumerate(view.deck) if t is None]
    tiles = [state.deck[p] for p in hidden]
    random.Random(seed).shuffle(tiles)
    deck = list(state.deck)
    for p, t in zip(hidden, tiles, strict=True):
        deck[p] = t
    return replace(state, deck=tuple(deck))


def test_expert_reads_only_its_seats_view() -> None:
    """Same view, two different hidden deals, same seed: the same move (and the same values)."""
    state = _midgame(11)
    seat = state.turn
    other = _redeal_hidden(state, seat, 99)
    assert other.deck != state.deck
    assert view_for(other, seat) == view_for(state, seat)
    first = search(state, seat, random.Random(4), playouts=60)
    second = search(other, seat, random.Random(4), playouts=60)
    assert first == second
    assert first.event in legal_actions(state, seat)


def test_hard_and_easy_read_only_their_seats_view() -> None:
    state = _midgame(12)
    seat = state.turn
    other = _redeal_hidden(state, seat, 5)
    for name in ("easy", "hard"):
        a = STRATEGIES[name](state, seat, random.Random(1))
        b = STRATEGIES[name](other, seat, random.Random(1))
        assert a == b


def test_a_draw_forbids_what_would_have_fitted() -> None:
    """Seat 0 draws while the Mexican train and its own train end in 12 (express: any train on
    the first turn): every tile it held then is no 12; the tile it drew is not constrained."""
    rules = PRESETS["express"]
    deck = round_deck(rules, 12, random.Random(2))
    state = new_round(rules, 2, 0, deck)  # seat 0 starts round 0, engine 12-12
    seat, me = 0, 1
    held = [state.deck[p] for p in state.hands[seat]]
    if any(t is not None and t.has(12) for t in held):
        # Make seat 1's hand 12-free by swapping its 12s with boneyard tiles that have none.
        new = list(state.deck)
        spare = [p for p in range(state.next_draw, len(new)) if not new[p].has(12)]  # type: ignore[union-attr]
        for p in state.hands[seat]:
            if new[p].has(12):  # type: ignore[union-attr]
                q = spare.pop()
                new[p], new[q] = new[q], new[p]
        state = replace(state, deck=tuple(new))
        deck = [t for t in new if t is not None]
    history: list[Event] = [Draw(seat)]
    after = apply(state, history[0])
    view = view_for(after, me)
    evidence = infer(view, me, history)
    twelves = {t for t in evidence.forbidden[state.hands[seat][0]] if t.has(12)}
    assert twelves >= {tile(12, n) for n in range(12)}
    assert set(evidence.forbidden) == set(state.hands[seat])
    for s in range(20):
        sampled = sample_deck(view, evidence, random.Random(s))
        assert all(not sampled[p].has(12) for p in state.hands[seat])
        assert sorted(sampled) == sorted(deck)


def test_expert_gets_the_history_through_decide() -> None:
    """``decide`` hands the round's history to the search bot (and only to it)."""
    seen: list[object] = []

    class Spy(ExpertBot):
        def decide(self, state, seat, rng, history, standing=None):  # type: ignore[no-untyped-def]
            seen.append(history)
            return legal_actions(state, seat)[0]

    state = _midgame(13)
    history: list[Event] = [Draw(0)]
    decide(Spy(), state, state.turn, random.Random(0), history)
    assert seen == [history]


def test_longest_chain() -> None:
    hand = [tile(5, 3), tile(3, 9), tile(9, 9), tile(9, 1), tile(5, 5), tile(2, 2)]
    chain = longest_chain(hand, 5)
    assert chain == [tile(5, 5), tile(5, 3), tile(3, 9), tile(9, 9), tile(9, 1)]
    assert longest_chain([Tile(0, 1)], 7) == []


def test_expert_searches_only_real_choices() -> None:
    """A forced move is answered without playouts; a real choice is searched, and only legal
    moves are valued."""
    state = _midgame(14)
    seat = state.turn
    actions = legal_actions(state, seat)
    assert len(actions) >= 3
    result = search(state, seat, random.Random(0), playouts=30)
    assert result.playouts > 0 and set(result.means) <= set(actions)
    rules = PRESETS["classic"]
    start = new_round(rules, 2, 0, round_deck(rules, 12, random.Random(1)))
    assert len(legal_actions(start, start.turn)) == 1
    assert search(start, start.turn, random.Random(0)).playouts == 0


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(sorted(PRESETS)), st.integers(0, 2**32), st.integers(2, 4))
def test_inference_never_rules_out_the_truth(name: str, seed: int, players: int) -> None:
    """In an honest round, whatever a seat infers from draws and passes holds for the real
    deal: no position is forbidden the tile it really holds (every preset, random play)."""
    rules = PRESETS[name]
    players = min(max(players, rules.min_players), rules.max_players)
    _infer_sound(rules, players, 0, seed)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(knob_tables())
def test_inference_never_rules_out_the_truth_under_any_knobs(
    table: tuple[Ruleset, int, int, int],
) -> None:
    """The same under any mix of knobs: a drawn tile that fits must (or may) be played, the
    follow-up on the double only, who covers an open double, no Mexican train before your own,
    the blocked-round rule, the highest double opening the round."""
    _infer_sound(*table)


@pytest.mark.parametrize(
    ("name", "value"), [(n, v) for n, values in KNOBS.items() for v in values], ids=str
)
def test_inference_sound_for_each_knob_value(name: str, value: object) -> None:
    rng = random.Random(f"infer {name}={value}")
    constrained = 0
    for _ in range(3):
        rules, players, round_index = random_table(rng, name, value)
        constrained += _infer_sound(rules, players, round_index, rng.getrandbits(32))
    assert constrained > 0


def _infer_sound(rules: Ruleset, players: int, round_index: int, seed: int) -> int:
    """Play a random honest round; every few events, check what each seat infers against the
    real deal. Returns how many positions were constrained (the check is not vacuous)."""
    rng = random.Random(seed)
    deck = round_deck(rules, rules.round_doubles()[round_index], rng)
    state = new_round(rules, players, round_index, deck)
    history: list[Event] = []
    constrained = 0
    while state.phase is not Phase.OVER:
        actions = legal_actions(state, state.turn)
        event = rng.choice(actions) if rng.random() < 0.5 else actions[0]
        state = apply(state, event)
        history.append(event)
        if len(history) % 5 == 0 or state.phase is Phase.OVER:
            me = len(history) % players
            evidence = infer(view_for(state, me), me, history)
            for pos, banned in evidence.forbidden.items():
                assert state.deck[pos] not in banned, (pos, state.deck[pos])
            constrained += len(evidence.forbidden)
    return constrained


def _replay(state: RoundState, *texts: str) -> tuple[RoundState, list[Event]]:
    events: list[Event] = []
    for text in texts:
        events.append(ev(state, text))
        state = apply(state, events[-1])
    return state, events


def test_inference_reads_follow_up_on_double() -> None:
    """follow_up = on_double: seat 0 draws after its 5-5 holding 12-9, which fits the Mexican
    train. The draw proves only that nothing fitted the double (no 5), not the Mexican train's
    12: reading it as an ordinary turn would rule out the 12-9 seat 0 really holds."""
    rules = small("express", 4, follow_up=FollowUp.ON_DOUBLE, double_duty=DoubleDuty.EVERYONE)
    hands = [["12-5", "5-5", "12-9", "1-0"], ["12-6", "6-2", "6-1", "12-8"]]
    hands.append(["12-3", "3-4", "7-7", "9-8"])
    state = start(rules, 3, hands, boneyard=["2-0", "3-0", "5-4"])
    plays = ("play 12-5 on 0", "play 12-6 on 1", "play 12-3 on 2", "play 5-5 on 0", "draw")
    state, events = _replay(state, *plays)
    evidence = infer(view_for(state, 1), 1, events)
    held = [p for p in state.hands[0] if state.deck[p] in (tile(12, 9), tile(1, 0))]
    assert len(held) == 2
    for pos in held:
        assert tile(5, 3) in evidence.forbidden[pos]
        assert tile(12, 9) not in evidence.forbidden[pos]


def test_inference_reads_no_engine() -> None:
    """Looking for the engine: a seat that says it does not hold 12-12 does not hold it."""
    rules = small("classic", 3)
    hands = [["1-2", "3-4", "5-6"], ["12-12", "1-1", "2-2"], ["7-8", "9-10", "11-0"]]
    state, events = _replay(start(rules, 3, hands), "noengine", "place")
    evidence = infer(view_for(state, 2), 2, events)
    for pos in range(3):
        assert tile(12, 12) in evidence.forbidden[pos]
