"""Scenario tests for the house-rule knobs no seed makes its default (SPEC section 2).

Each knob is tested against the seed reading it departs from: the seed rule with the knob at its
preset value, then the variant, in the same dealt position. Seeds as in ``test_rules_scenarios``.
"""

from __future__ import annotations

import dataclasses

import pytest
from mextrain.protocol.errors import IllegalPlayError, RulesetError
from mextrain.protocol.rules.engine import (
    Claim,
    Phase,
    RoundState,
    apply,
    view_for,
)
from mextrain.protocol.rules.ruleset import (
    DoubleDuty,
    EngineMissing,
    EngineMode,
    FollowUp,
    LastDouble,
    Ruleset,
    preset,
)

from ..helpers import ev, hand, legal, line, markers, run, small, start


def express(hand_size: int = 4, **overrides: object) -> Ruleset:
    return small("express", hand_size, **overrides)


# =============================================================================================
# follow_up: anywhere (003, 001) or on the double itself
# =============================================================================================

FOLLOW_HANDS = [
    ["12-5", "5-5", "12-9", "5-1"],
    ["12-6", "5-2", "6-1", "12-8"],
    ["12-3", "3-4", "7-7", "9-8"],
]


def after_double(hands: list[list[str]], **overrides: object) -> RoundState:
    """Express, three seats: every seat starts its train, then seat 0 lays 5-5 on its own."""
    state = start(express(4, **overrides), 3, hands, boneyard=["1-0", "2-0", "5-4"])
    return run(state, "play 12-5 on 0", "play 12-6 on 1", "play 12-3 on 2", "play 5-5 on 0")


def test_follow_up_anywhere_or_on_the_double() -> None:
    """003: "Quella tessera in più può andare su qualsiasi treno in cui sia valida, non solo sul
    doppio" (follow_up = anywhere). The variant on_double is the usual "satisfy the double": the
    tile after a double must go on that double (000: "o próximo jogador deve jogar também")."""
    anywhere = after_double(FOLLOW_HANDS)
    assert legal(anywhere) == {"play 5-1 on 0", "play 12-9 on mex"}
    on_double = after_double(FOLLOW_HANDS, follow_up=FollowUp.ON_DOUBLE)
    assert on_double.follow_up and on_double.open_doubles == (0,)
    assert legal(on_double) == {"play 5-1 on 0"}
    with pytest.raises(IllegalPlayError, match="must go on that double, on seat 0's train"):
        apply(on_double, ev(on_double, "play 12-9 on mex"))
    covered = run(on_double, "play 5-1 on 0")
    assert covered.open_doubles == () and covered.turn == 1


def test_follow_up_on_the_double_draws_when_it_cannot_cover() -> None:
    """on_double: a seat that cannot cover its own double draws even though another train takes
    one of its tiles (12-9 fits the Mexican train); a drawn tile that does not cover is passed
    on with a marker, and the duty passes to the next seat (003: "l'obbligo passa al giocatore
    dopo"), which may only cover it."""
    hands = [["12-5", "5-5", "12-9", "4-1"], *FOLLOW_HANDS[1:]]
    state = after_double(hands, follow_up=FollowUp.ON_DOUBLE)
    assert legal(state) == {"draw"}
    assert legal(after_double(hands)) == {"play 12-9 on mex"}  # anywhere
    state = run(state, "draw")
    assert legal(state) == {"pass"}
    state = run(state, "pass")
    assert (state.turn, state.open_doubles) == (1, (0,))
    assert markers(state) == (True, False, False, False)
    assert legal(state) == {"play 5-2 on 0"}


def test_follow_up_claims_are_rechecked_with_full_information() -> None:
    """Hidden information: in seat 1's view seat 0's draw in the follow-up is a claim "cannot
    play" (it could hold a 5); the full-information replay checks it against the on_double rule,
    and a seat that draws while holding a tile that covers is caught."""
    state = after_double([["12-5", "5-5", "12-9", "4-1"], *FOLLOW_HANDS[1:]],
                         follow_up=FollowUp.ON_DOUBLE)
    view = view_for(state, 1)
    view = apply(view, ev(view, "draw"))
    assert view.claims[-1] == Claim(4, 0, "drew: cannot play")
    cheat = after_double(FOLLOW_HANDS, follow_up=FollowUp.ON_DOUBLE)
    with pytest.raises(IllegalPlayError, match="drew while able to play"):
        apply(cheat, ev(cheat, "draw"))


# =============================================================================================
# double_duty: everyone after (all seeds) or only the seat that laid it
# =============================================================================================


def test_double_duty_layer_only() -> None:
    """All seeds pass the duty on (003: "l'obbligo passa al giocatore dopo"). Variant
    double_duty = layer_only ("follow-up only"): only the seat that laid the double must cover
    it, in its follow-up; once it has passed, the next seat plays as if no double were open --
    and may still cover it, seat 0's train being marked now."""
    hands = [["12-5", "5-5", "12-9", "4-1"], *FOLLOW_HANDS[1:]]
    knobs: dict[str, object] = dict(
        follow_up=FollowUp.ON_DOUBLE, double_duty=DoubleDuty.LAYER_ONLY
    )
    state = run(after_double(hands, **knobs), "draw")
    assert legal(state) == {"pass"}
    state = run(state, "pass")
    assert state.open_doubles == (0,)  # still uncovered, but it binds nobody
    assert legal(state) == {"play 6-1 on 1", "play 12-8 on mex", "play 5-2 on 0"}
    state = run(state, "play 6-1 on 1")
    assert state.open_doubles == (0,) and state.turn == 2


def test_double_duty_layer_only_needs_the_follow_up_on_the_double() -> None:
    """layer_only with follow_up = anywhere would mean nobody ever has to cover a double: the
    combination is refused, naming both knobs."""
    with pytest.raises(RulesetError, match="layer_only needs follow_up = on_double"):
        express(double_duty=DoubleDuty.LAYER_ONLY)


# =============================================================================================
# last_double: out at once (000, 002, 003), forbidden, or must still be covered
# =============================================================================================


def last_double_state(last: LastDouble, boneyard: list[str]) -> RoundState:
    """Express, two seats; seat 0 is left holding only 5-5, which fits its own train."""
    state = start(
        express(2, last_double=last), 2, [["12-5", "5-5"], ["12-6", "1-0"]], boneyard=boneyard
    )
    return run(state, "play 12-5 on 0", "play 12-6 on 1")


def test_last_double_must_cover_draws_and_goes_out_on_the_cover() -> None:
    """000: "A única exceção é se a sua última peça for uma dupla, sendo assim você sai do jogo"
    (last_double = out). Variant must_cover: the double may be played, but the seat is out only
    once it is covered: its hand is empty, so its follow-up draws; a drawn tile that covers must
    be played (must_play) and that ends the round -- not out on a double."""
    out = run(last_double_state(LastDouble.OUT, ["5-2", "3-0"]), "play 5-5 on 0")
    assert out.phase is Phase.OVER and out.out_on_double
    state = last_double_state(LastDouble.MUST_COVER, ["5-2", "3-0"])
    assert legal(state) == {"play 5-5 on 0"}
    state = run(state, "play 5-5 on 0")
    assert state.phase is Phase.TURNS and state.hands[0] == ()
    assert (state.turn, state.follow_up, state.cover_last) == (0, True, True)
    assert legal(state) == {"draw"}
    state = run(state, "draw")
    assert legal(state) == {"play 5-2 on 0"}
    state = run(state, "play 5-2 on 0")
    assert state.phase is Phase.OVER
    assert (state.went_out, state.out_on_double) == (0, False)
    assert line(state, 0) == ["12-5", "5-5", "5-2"]


def test_last_double_must_cover_a_drawn_tile_that_does_not_cover_is_kept() -> None:
    """must_cover: the drawn 3-0 does not cover the 5-5, so the seat passes with a marker and
    plays on holding it; the open double now binds seat 1 (duty passes on)."""
    state = run(last_double_state(LastDouble.MUST_COVER, ["3-0", "2-0"]), "play 5-5 on 0", "draw")
    assert legal(state) == {"pass"}
    state = run(state, "pass")
    assert hand(state, 0) == {"3-0"}
    assert (state.turn, state.cover_last, state.open_doubles) == (1, False, (0,))
    assert markers(state) == (True, False, False)
    assert legal(state) == {"draw"}  # seat 1 holds 1-0: no 5 to cover with


def test_last_double_must_cover_with_an_empty_boneyard_is_out_at_once() -> None:
    """must_cover: with nothing left to draw, a double as the last tile goes out at once (there is
    no way to cover it from an empty hand)."""
    state = last_double_state(LastDouble.MUST_COVER, [])
    state = dataclasses.replace(state, next_draw=len(state.deck))
    state = run(state, "play 5-5 on 0")
    assert state.phase is Phase.OVER and (state.went_out, state.out_on_double) == (0, True)


# =============================================================================================
# mexican_needs_own_train
# =============================================================================================


def test_no_mexican_train_before_your_own_train_is_started() -> None:
    """003 lets the first turn use the Mexican train ("il tuo treno, il Treno Messicano o il treno
    di un altro giocatore"). Variant mexican_needs_own_train: a seat whose own train has no tile
    may not play there; once its train is started it may."""
    hands = [["12-5", "12-4", "1-1"], ["1-0", "2-0", "3-0"], ["4-0", "5-0", "6-0"]]
    free = start(express(3), 3, hands, boneyard=["9-9", "8-8", "7-7"])
    assert legal(free) == {"play 12-5 on 0", "play 12-5 on mex", "play 12-4 on 0",
                           "play 12-4 on mex"}
    rules = express(3, mexican_needs_own_train=True)
    state = start(rules, 3, hands, boneyard=["9-9", "8-8", "7-7"])
    assert legal(state) == {"play 12-5 on 0", "play 12-4 on 0"}
    with pytest.raises(IllegalPlayError, match="before your own train is started"):
        apply(state, ev(state, "play 12-5 on mex"))
    state = run(state, "play 12-5 on 0", "draw", "pass", "draw", "pass")
    assert markers(state) == (False, True, True, False)
    assert legal(state) == {"play 12-4 on mex", "play 12-4 on 1", "play 12-4 on 2"}


# =============================================================================================
# engine_missing: draw until it turns up (000, 001, 002) or the highest double held opens
# =============================================================================================


def test_highest_double_held_opens_when_nobody_holds_the_engine() -> None:
    """000: "Se ninguém tiver ... cada jogador tira uma peça do centro ... até que a peça 12-12
    seja encontrada" (engine_missing = draw). Variant highest_double: after every seat said it
    does not hold 12-12, the search goes on for 11-11, 10-10, ... in turn; the holder of the
    highest double places it and starts, and every train starts from its pips."""
    rules = small("classic", 3, engine_missing=EngineMissing.HIGHEST_DOUBLE)
    hands = [["9-9", "11-4", "1-0"], ["10-3", "2-0", "3-1"], ["11-11", "11-5", "4-0"]]
    state = start(rules, 3, hands, boneyard=["12-12", "5-0"])
    state = run(state, "noengine", "noengine", "noengine")
    assert (state.engine_pip, state.round_double, state.engine_declared) == (11, 12, 0)
    assert state.turn == 0 and legal(state) == {"noengine"}
    state = run(state, "noengine", "noengine")
    assert legal(state) == {"place"}
    state = run(state, "place")
    assert (state.phase, state.turn, state.engine_owner) == (Phase.TURNS, 2, 2)
    assert {t.end for t in state.trains} == {11}
    assert legal(state) == {"play 11-5 on 2"}
    draw = start(small("classic", 3), 3, hands, boneyard=["12-12", "5-0"])
    draw = run(draw, "noengine", "noengine", "noengine")
    assert legal(draw) == {"draw"}  # the seeds' rule: draw for the 12-12


def test_highest_double_claims_in_a_view_and_the_audit() -> None:
    """In seat 2's view every other seat's "does not hold" is a claim, one per double asked for;
    a seat that says it does not hold the double it holds is caught with full information."""
    rules = small("classic", 3, engine_missing=EngineMissing.HIGHEST_DOUBLE)
    hands = [["9-9", "11-4", "1-0"], ["10-3", "2-0", "3-1"], ["11-11", "11-5", "4-0"]]
    full = start(rules, 3, hands, boneyard=["12-12", "5-0"])
    view = view_for(full, 2)
    for text in ("noengine", "noengine", "noengine", "noengine", "noengine"):
        view = apply(view, ev(view, text, full))
    assert [c.what for c in view.claims] == [
        "does not hold 12-12", "does not hold 12-12", "does not hold 11-11", "does not hold 11-11"
    ]
    lying = start(rules, 3, [["12-4", "11-4", "1-0"], ["10-3", "2-0", "11-11"],
                             ["9-9", "11-5", "4-0"]], boneyard=["12-12", "5-0"])
    lying = run(lying, "noengine", "noengine", "noengine", "noengine")
    with pytest.raises(IllegalPlayError, match="holds the engine 11-11 and must place it"):
        apply(lying, ev(lying, "noengine"))


def test_highest_double_nobody_holds_any_double_draws_for_the_round_double() -> None:
    """highest_double when no seat holds any double: after every double was asked for, seats
    draw in turn for the round's own double, as in the seeds."""
    rules = small("classic", 3, engine_missing=EngineMissing.HIGHEST_DOUBLE)
    hands = [["12-4", "11-4", "1-0"], ["10-3", "2-0", "3-1"], ["11-5", "4-0", "9-2"]]
    state = start(rules, 3, hands, boneyard=["5-0", "12-12"])
    state = run(state, *["noengine"] * (3 * 13))
    assert (state.engine_pip, state.engine_declared) == (12, 3)
    assert legal(state) == {"draw"}
    state = run(state, "draw", "noengine", "draw", "place")
    assert state.phase is Phase.TURNS and state.engine_owner == 1
    assert {t.end for t in state.trains} == {12}


def test_highest_double_needs_a_held_engine() -> None:
    """A set-aside engine (003) is never missing: the knob is refused there."""
    assert preset("express").engine is EngineMode.SET_ASIDE
    with pytest.raises(RulesetError, match="highest_double needs engine = held"):
        express(engine_missing=EngineMissing.HIGHEST_DOUBLE)
