"""The engine section of SPEC.md, two ways: ``independent.RoundEngine`` (written from the text)
against ``mextrain.protocol.rules.engine``, on random rulesets that turn every knob.

At every step of a random legal round, with full information, each candidate event (every
simple event, every hand tile on every train, every position as the engine) must be accepted by
both engines or refused by both; the rounds must end alike. A knob the SPEC describes loosely
shows up here as a disagreement. Every seat's view follows the same round, accepting every
honest event with hands hidden (what cannot be checked there is a claim, re-checked above with
full information).
"""

from __future__ import annotations

import copy
import dataclasses
import random
from typing import Any

import pytest
from mextrain.protocol.bots.simulate import round_deck
from mextrain.protocol.bots.strategies import greedy_strategy, random_strategy
from mextrain.protocol.errors import IllegalPlayError, RulesetError
from mextrain.protocol.rules.engine import (
    MEXICAN,
    Draw,
    EndBuild,
    Event,
    NoEngine,
    Pass,
    Phase,
    PlaceEngine,
    Play,
    RoundState,
    apply,
    learn,
    legal_actions,
    new_round,
    view_for,
)
from mextrain.protocol.rules.ruleset import (
    BlockedTie,
    BlockedWinner,
    DoubleDuty,
    DrawRule,
    EngineMissing,
    EngineMode,
    FirstTurn,
    FollowUp,
    LastDouble,
    OpenDoubles,
    Ruleset,
    preset,
)
from mextrain.protocol.rules.scoring import score_round
from mextrain.protocol.table.harness import run_match
from mextrain.protocol.table.verify import verify_log

from . import independent as ind

KNOBS: dict[str, list[Any]] = {
    "engine": list(EngineMode),
    "engine_missing": list(EngineMissing),
    "first_turn": list(FirstTurn),
    "mexican_on_first_turn": [False, True],
    "mexican_needs_own_train": [False, True],
    "draw": list(DrawRule),
    "first_turn_draw": list(DrawRule),
    "open_doubles": list(OpenDoubles),
    "follow_up": list(FollowUp),
    "double_duty": list(DoubleDuty),
    "marker_when_covering": [False, True],
    "last_double": list(LastDouble),
    "blocked_winner": list(BlockedWinner),
    "blocked_tie": list(BlockedTie),
}


def random_ruleset(rng: random.Random) -> tuple[Ruleset, int]:
    """A valid ruleset on a double-6 or double-9 set, and a table size for it."""
    while True:
        max_pip = rng.choice([6, 9])
        players = rng.randint(2, 4)
        # Big hands leave a small boneyard: blocked rounds and empty-boneyard passes are common.
        cap = min(12, (max_pip + 1) * (max_pip + 2) // 2 // players)
        hand = rng.randint(max(2, cap - 4), cap)
        knobs = {k: rng.choice(v) for k, v in KNOBS.items()}
        try:
            rules = Ruleset(
                max_pip=max_pip,
                rounds=max_pip + 1,
                max_players=players,
                hand_sizes=((players, hand),),
                **knobs,
            )
        except RulesetError:
            continue
        return rules, players


def candidates(state: RoundState, seat: int) -> list[Event]:
    out: list[Event] = [Draw(seat), Pass(seat), EndBuild(seat), NoEngine(seat)]
    for pos in state.hands[seat]:
        out.append(PlaceEngine(seat, pos))
        value = state.deck[pos]
        assert value is not None
        out.extend(Play(seat, pos, value, key) for key in [*range(state.players), MEXICAN])
    return out


def ind_apply(eng: ind.RoundEngine, event: Event) -> None:
    if isinstance(event, Play):
        eng.play(event.seat, event.pos, (event.tile.low, event.tile.high), event.train)
    elif isinstance(event, PlaceEngine):
        eng.place_engine(event.seat, event.pos)
    elif isinstance(event, Draw):
        eng.draw(event.seat)
    elif isinstance(event, NoEngine):
        eng.no_engine_claim(event.seat)
    elif isinstance(event, Pass):
        eng.pass_turn(event.seat)
    else:
        eng.end_build(event.seat)


def ind_accepts(eng: ind.RoundEngine, event: Event) -> bool:
    trial = copy.copy(eng)
    for name in ("hands", "ends", "markers", "open", "had_turn", "started"):
        setattr(trial, name, copy.deepcopy(getattr(eng, name)))
    try:
        ind_apply(trial, event)
    except ind.RuleViolation:
        return False
    return True


def play_both(seed: int) -> tuple[Ruleset, RoundState, ind.RoundEngine]:
    rng = random.Random(seed)
    rules, players = random_ruleset(rng)
    round_index = rng.randrange(rules.rounds)
    double = rules.round_doubles()[round_index]
    deck = round_deck(rules, double, rng)
    state = new_round(rules, players, round_index, deck)
    eng = ind.RoundEngine(
        rules.to_dict(),
        players,
        rules.hand_size(players),
        len(deck),
        double,
        round_index % players,
        lambda pos: (deck[pos].low, deck[pos].high),
        True,
    )
    # Every seat's view (hidden hands and boneyard) must accept every honest event too.
    views = [view_for(state, s) for s in range(players)]
    for _ in range(3000):
        if state.phase is Phase.OVER:
            break
        seat = state.turn
        for event in candidates(state, seat):
            try:
                apply(state, event)
                ours = True
            except IllegalPlayError:
                ours = False
            assert ours == ind_accepts(eng, event), (
                f"seed {seed}: {event} accepted by {'us' if ours else 'the SPEC reading'} only"
                f" ({rules.to_dict()})"
            )
        actions = legal_actions(state, seat)
        doubles = [a for a in actions if isinstance(a, Play) and a.tile.is_double]
        event = rng.choice(doubles if doubles and rng.random() < 0.7 else actions)
        state = apply(state, event)
        ind_apply(eng, event)
        for s, view in enumerate(views):
            view = apply(view, event)
            if isinstance(event, Draw) and event.seat == s:
                view = learn(view, view.next_draw - 1, deck[view.next_draw - 1])
            views[s] = view
    assert state.phase is Phase.OVER and eng.over
    for s, view in enumerate(views):
        assert (view.phase, view.trains, view.went_out) == (
            state.phase, state.trains, state.went_out
        ), f"seat {s}'s view ended differently"
        assert all(c.seat != s for c in view.claims), "a seat never needs to trust itself"
    return rules, state, eng


@pytest.mark.parametrize("seed", range(60))
def test_engine_agrees_with_the_spec_reading_on_random_knobs(seed: int) -> None:
    rules, state, eng = play_both(seed)
    assert state.went_out == eng.went_out
    assert state.out_on_double == eng.out_on_double
    hands = [[(t.low, t.high) for t in state.hand(s) if t is not None] for s in range(state.players)]
    assert [sorted(h) for h in hands] == [
        sorted(eng.tile_of(p) for p in eng.hands[s])  # type: ignore[misc]
        for s in range(state.players)
    ]
    ours = score_round(state)
    pips, scores, _ = ind.score_round(rules.to_dict(), hands, eng.went_out, eng.out_on_double)
    assert list(ours.pips) == pips and list(ours.scores) == scores
    assert dataclasses.replace(rules) == rules


@pytest.mark.parametrize(
    ("name", "knobs", "seed"),
    [
        ("classic", {"engine_missing": "highest_double", "follow_up": "on_double"}, 4),
        ("house", {"last_double": "must_cover", "blocked_winner": "fewest_pips",
                   "mexican_needs_own_train": True}, 1),
    ],
)
def test_whole_logs_with_held_engines_and_new_knobs_verify_alike(
    name: str, knobs: dict[str, Any], seed: int
) -> None:
    """A whole signed log (deck, claims, audit) of a held-engine ruleset with the new knobs:
    the verifier written from SPEC.md and ours agree on validity, doubles and scores."""
    data = {**preset(name).to_dict(), **knobs, "rounds": 1}
    rules = Ruleset.from_dict(data)
    result = run_match(rules, [greedy_strategy, random_strategy], seed, table_name="diff")
    log = result.log_bytes()
    ours = verify_log(log)
    theirs = ind.verify_log_bytes(log)
    assert ours.valid, ours.reason
    assert theirs.valid, theirs.error and theirs.error.reason
    summary = theirs.summary()
    if rules.engine_missing.value == "highest_double":
        assert ours.table.outcomes[0].double == 11  # nobody held 12-12: 11-11 opened
    assert [r["double"] for r in summary["rounds"]] == [o.double for o in ours.table.outcomes]
    assert [r["scores"] for r in summary["rounds"]] == [
        list(o.scores) for o in ours.table.outcomes
    ]
