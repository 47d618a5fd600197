"""Illegal events, seat views, claims and the full-information audit (``replay_round``).

DESIGN.md section 3, "Hidden information": during a round a node knows its own hand and public
facts only; rules it cannot check are recorded as claims, and the replay with every hand revealed
names the seat and the event that broke one. Positions are chosen as in test_rules_scenarios.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Sequence

import pytest
from mextrain.protocol.errors import IllegalPlayError, InvalidPlayError, LocalError
from mextrain.protocol.rules.engine import (
    MEXICAN,
    Claim,
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
    replay_round,
    view_for,
)
from mextrain.protocol.rules.ruleset import DrawRule, Ruleset
from mextrain.protocol.rules.tiles import Tile

from ..helpers import (
    BLOCK_HANDS,
    BLOCK_SCRIPT,
    T,
    build_deck,
    double_six,
    ev,
    legal,
    run,
    small,
    start,
)

# -- driving a view alongside the full state --------------------------------------------------


def follow(
    full: RoundState, texts: Sequence[str], seat: int | None
) -> tuple[RoundState, RoundState, list[Event]]:
    """Apply events to the full state and to ``seat``'s view of it, as a node would: the viewer
    learns the tiles it draws (the mental-poker deck hands them to it); played tiles become
    public through ``apply`` itself. Returns (full, view, events)."""
    view = view_for(full, seat)
    events: list[Event] = []
    for text in texts:
        event = ev(full, text)
        events.append(event)
        full = apply(full, event)
        view = apply(view, event)
        if isinstance(event, Draw) and event.seat == seat:
            pos = full.hands[seat][-1]
            view = learn(view, pos, full.deck[pos])  # type: ignore[arg-type]
    return full, view, events


def classic3() -> Ruleset:
    return small("classic", 3)


def express3() -> Ruleset:
    return small("express", 4)


NOBODY_HOLDS = [["1-0", "2-0", "3-0"], ["4-0", "5-0", "6-0"], ["7-0", "8-0", "12-9"]]


# =============================================================================================
# Views
# =============================================================================================


def test_view_hides_other_hands_and_the_boneyard() -> None:
    """DESIGN.md: "During a round a node knows its own hand and public facts only." A seat's view
    keeps its own positions, hides everyone else's and the boneyard; a spectator sees only played
    tiles. legal_actions needs the asking seat's hand."""
    state = start(express3(), 3, [["12-5", "1-1", "2-2", "3-3"], ["12-6", "4-4", "5-5", "6-6"],
                                  ["12-3", "7-7", "8-8", "9-9"]])
    view = view_for(state, 1)
    assert [view.deck[p] for p in view.hands[1]] == [T("12-6"), T("4-4"), T("5-5"), T("6-6")]
    assert all(view.deck[p] is None for s in (0, 2) for p in view.hands[s])
    assert all(t is None for t in view.deck[view.next_draw:])
    assert view.hand_fully_known(1) and not view.hand_fully_known(0)
    assert legal(view, 1) == legal(state, 1) == set()  # not on turn
    with pytest.raises(LocalError, match="seat 0's hand is not known"):
        legal_actions(view, 0)
    # Public facts survive: trains, turn, counts.
    assert (view.turn, view.boneyard_count, view.trains) == (0, 90 - 12, state.trains)

    state = run(state, "play 12-5 on mex")
    spectator = view_for(state, None)
    assert [t for t in spectator.deck if t is not None] == [T("12-5")]
    assert spectator.train(MEXICAN).tiles == (T("12-5"),)


def test_views_accept_hidden_plays_and_learn_the_tile() -> None:
    """A play names its position and tile; in a view where the position was hidden the tile
    becomes known (the deck reveals it when played, DESIGN.md section 4 "Play")."""
    full = start(express3(), 3, [["12-5", "1-1", "2-2", "3-3"], ["12-6", "4-4", "5-5", "6-6"],
                                 ["12-3", "7-7", "8-8", "9-9"]])
    full, view, _ = follow(full, ["play 12-5 on 0", "play 12-6 on mex"], seat=2)
    assert view.deck[0] == T("12-5") and view.deck[4] == T("12-6")
    assert view.trains == full.trains
    assert view.claims == () and full.claims == ()


def test_claims_for_no_engine_draws_passes_and_end_build() -> None:
    """DESIGN.md: rules such as "you may draw only if you cannot play" (000: "Se um jogador não
    tiver peça ... ele deve pegar uma peça do monte") and "nobody holds the engine" (000: "Se
    ninguém tiver ...") cannot be checked with hidden hands; "the engine records the claim". In seat 2's view,
    seats 0 and 1 claim NoEngine, later "cannot play" when drawing, passing with the boneyard empty
    and ending a build. Seat 2's own moves are checked, not claimed; with full information there
    are no claims at all. (Drawn tiles may be passed on here: draw = may_play, as 001.)"""
    rules = small("classic", 3, draw=DrawRule.MAY_PLAY, first_turn_draw=DrawRule.MAY_PLAY)
    full = start(rules, 3, NOBODY_HOLDS, boneyard=["9-0", "12-12", "10-0", "11-0"])
    script = [
        "noengine", "noengine", "noengine",     # 0, 1, 2
        "draw", "noengine",                      # 3, 4: seat 0 draws 9-0
        "draw", "place",                         # 5, 6: seat 1 draws the 12-12
        "draw", "pass",                          # 7, 8: seat 1 draws 10-0, passes (may_play)
        "play 12-9 on 2", "end",                 # 9, 10: seat 2 builds one tile
        "draw", "pass",                          # 11, 12: seat 0 draws 11-0, passes
    ]
    full, view, _ = follow(full, script, seat=2)
    assert full.claims == ()
    assert view.claims == (
        Claim(0, 0, "does not hold 12-12"),
        Claim(1, 1, "does not hold 12-12"),
        Claim(4, 0, "does not hold 12-12"),
        Claim(7, 1, "drew: cannot play"),
        Claim(11, 0, "drew: cannot play"),
    )
    # Seat 2's own NoEngine and EndBuild are checked against its known hand, not claimed; a pass
    # right after a draw under may_play claims nothing (passing is allowed even if it fits).
    assert view.turn == full.turn == 1
    assert view.trains == full.trains


def test_claims_for_pass_with_empty_boneyard_and_end_build() -> None:
    """003/000: a pass with the boneyard empty and the end of a build both say "I cannot play";
    in another seat's view they are claims ("passed: cannot play", "ended the build: cannot
    play")."""
    full = start(double_six(), 3, BLOCK_HANDS)
    full, view, _ = follow(full, [*BLOCK_SCRIPT, "pass", "pass"], seat=2)
    assert view.claims == (Claim(9, 0, "passed: cannot play"), Claim(10, 1, "passed: cannot play"))

    full = start(classic3(), 2, [["12-12", "12-5", "1-0"], ["12-7", "2-0", "3-0"]])
    full, view, _ = follow(full, ["place", "play 12-5 on 0", "end"], seat=1)
    assert view.claims == (Claim(2, 0, "ended the build: cannot play"),)


def test_public_rules_are_enforced_in_views() -> None:
    """Whatever is public is checked at once, hidden hands or not: whose turn it is, which trains
    are open, whether the tile fits the train, a position already known to hold another tile."""
    full = start(express3(), 3, [["12-5", "1-1", "2-2", "3-3"], ["12-6", "4-4", "5-5", "6-6"],
                                 ["12-3", "7-7", "8-8", "9-9"]])
    full, view, _ = follow(full, ["play 12-5 on 0"], seat=2)
    cases: list[tuple[Event, str]] = [
        (Draw(2), "not seat 2's turn"),
        (Play(1, 4, T("12-6"), 0), "seat 0's train is not open to seat 1"),
        (Play(1, 5, T("4-4"), 1), "does not fit"),
        (Play(1, 0, T("12-5"), 1), "not in its hand"),
    ]
    for event, message in cases:
        before = copy.deepcopy(view)
        with pytest.raises(IllegalPlayError, match=message) as info:
            apply(view, event)
        assert info.value.event_index == 1
        assert view == before


# =============================================================================================
# The audit: replay_round with full information names the lying seat and event
# =============================================================================================


def audit(
    rules: Ruleset, players: int, deck: Sequence[Tile], events: Sequence[Event]
) -> IllegalPlayError:
    """The audit's verdict: replaying must fail, and the error names seat and event."""
    with pytest.raises(IllegalPlayError) as info:
        replay_round(rules, players, 0, deck, events)
    return info.value


def test_audit_names_a_seat_that_drew_while_holding_a_playable_tile() -> None:
    """000: "Se um jogador não tiver peça para colocar no seu trem ou no Mexican train, ele deve
    pegar uma peça do monte" (003: "Se non hai una mossa valida peschi"). Seat 0 holds 12-5 but
    draws; the others' views accept it as a claim, the audit names seat 0 and event 0."""
    rules = express3()
    hands = [["12-5", "1-1", "2-2", "3-3"], ["12-6", "4-4", "5-5", "6-6"],
             ["12-3", "7-7", "8-8", "9-9"]]
    deck = build_deck(rules, 3, hands, boneyard=["1-0"])
    view = view_for(replay_round(rules, 3, 0, deck, []), 1)
    events: list[Event] = [Draw(0), Pass(0), Play(1, 4, T("12-6"), 1)]
    for event in events:
        view = apply(view, event)
    assert view.claims == (Claim(0, 0, "drew: cannot play"), Claim(1, 0, "passed: cannot play"))
    error = audit(rules, 3, deck, events)
    assert (error.seat, error.event_index) == (0, 0)
    assert "drew while able to play (12-5 on seat 0's train" in error.reason
    assert str(error).startswith("seat 0, event 0: ")


def test_audit_names_a_seat_that_said_no_engine_while_holding_it() -> None:
    """000: "O jogador que tiver a peça 12-12 ... começa a primeira rodada colocando a peça no
    centro da mesa". Seat 1 holds the 12-12, says NoEngine, then "finds" it in the draw round;
    seat 0's view accepts every step, the audit names seat 1 at event 1."""
    rules = classic3()
    hands = [["1-0", "2-0", "3-0"], ["12-12", "5-0", "6-0"], ["7-0", "8-0", "12-9"]]
    deck = build_deck(rules, 3, hands, boneyard=["9-0", "10-0"])
    events: list[Event] = [NoEngine(0), NoEngine(1), NoEngine(2), Draw(0), NoEngine(0), Draw(1),
                           PlaceEngine(1, 3)]
    view = view_for(replay_round(rules, 3, 0, deck, []), 0)
    for event in events:
        view = apply(view, event)
        if event == Draw(0):
            view = learn(view, 9, T("9-0"))
    assert view.phase is Phase.TURNS and view.engine_owner == 1
    assert view.claims == (Claim(1, 1, "does not hold 12-12"), Claim(2, 2, "does not hold 12-12"))
    error = audit(rules, 3, deck, events)
    assert (error.seat, error.event_index) == (1, 1)
    assert "holds the engine 12-12 and must place it" in error.reason


def test_audit_names_a_seat_that_did_not_cover_a_double_while_able() -> None:
    """003: "finché aspetta, la tessera successiva giocata da chiunque deve andare su di esso";
    002: "Om han kan slutföra dubbel måste han göra det". Seat 1 holds 5-2 but draws instead of
    covering seat 0's 5-5; the audit names seat 1 at event 5."""
    rules = express3()
    hands = [["12-5", "5-5", "12-9", "4-1"], ["12-6", "5-2", "6-1", "12-8"],
             ["12-3", "3-4", "7-7", "9-8"]]
    deck = build_deck(rules, 3, hands, boneyard=["1-0"])
    full = replay_round(rules, 3, 0, deck, [])
    texts = ["play 12-5 on 0", "play 12-6 on 1", "play 12-3 on 2", "play 5-5 on 0",
             "play 12-9 on mex"]
    full, view, events = follow(full, texts, seat=2)
    events += [Draw(1), Pass(1)]
    for event in events[len(texts):]:
        view = apply(view, event)
    assert view.claims == (Claim(5, 1, "drew: cannot play"), Claim(6, 1, "passed: cannot play"))
    assert view.open_doubles == (0,) and view.turn == 2
    error = audit(rules, 3, deck, events)
    assert (error.seat, error.event_index) == (1, 5)
    assert "drew while able to play (5-2 on seat 0's train)" in error.reason


def test_audit_names_a_seat_that_ended_its_build_early() -> None:
    """001: "Um jogador é obrigado a parar quando ele não pode colocar mais nenhuma pedra em seu
    próprio trem" -- and not before. Seat 0 stops after 12-5 although 5-3 fits."""
    rules = classic3()
    deck = build_deck(rules, 2, [["12-12", "12-5", "5-3"], ["12-7", "2-0", "3-0"]])
    events: list[Event] = [PlaceEngine(0, 0), Play(0, 1, T("12-5"), 0), EndBuild(0)]
    view = view_for(replay_round(rules, 2, 0, deck, []), 1)
    for event in events:
        view = apply(view, event)
    assert view.claims == (Claim(2, 0, "ended the build: cannot play"),)
    error = audit(rules, 2, deck, events)
    assert (error.seat, error.event_index) == (0, 2)


def test_honest_round_replays_cleanly() -> None:
    """A round played by the rules replays with full information to the same state."""
    rules = classic3()
    deck = build_deck(rules, 3, NOBODY_HOLDS, boneyard=["9-0", "12-12", "10-0", "11-0"])
    full = replay_round(rules, 3, 0, deck, [])
    full, _, events = follow(full, ["noengine"] * 3 + ["draw", "noengine", "draw", "place"], seat=0)
    assert replay_round(rules, 3, 0, deck, events) == full


# =============================================================================================
# Illegal events: IllegalPlayError with seat and event index, state unchanged
# =============================================================================================


def engine_phase() -> RoundState:
    rules = classic3()
    return start(rules, 3, [["1-0", "2-0", "3-0"], ["12-12", "12-5", "6-0"], ["7-0", "8-0", "12-9"]])


def turns_phase() -> RoundState:
    """Express, after seat 0 played 12-5 on its train; seat 1 (12-6, 4-4, 5-5, 6-6) is on turn."""
    state = start(express3(), 3, [["12-5", "1-1", "2-2", "3-3"], ["12-6", "4-4", "5-5", "6-6"],
                                  ["12-3", "7-7", "8-8", "9-9"]], boneyard=["1-0"])
    return run(state, "play 12-5 on 0")


ILLEGAL: list[tuple[str, Callable[[], RoundState], Event, int, str]] = [
    ("engine: not on turn", engine_phase, NoEngine(1), 1, "not seat 1's turn"),
    ("engine: holder says no", lambda: run(engine_phase(), "noengine"), NoEngine(1), 1,
     "must place it"),
    ("engine: holder draws", lambda: run(engine_phase(), "noengine"), Draw(1), 1, "must place it"),
    ("engine: play before placing", lambda: run(engine_phase(), "noengine"),
     Play(1, 4, T("12-5"), 1), 1, "must place it"),
    ("engine: wrong tile placed", lambda: run(engine_phase(), "noengine"), PlaceEngine(1, 4), 1,
     "it is 12-5"),
    ("engine: place from another hand", lambda: run(engine_phase(), "noengine"),
     PlaceEngine(1, 0), 1, "not in seat 1's hand"),
    ("engine: play while searching", engine_phase, Play(0, 0, T("1-0"), 0), 0,
     "not allowed before the engine"),
    ("turns: not on turn", turns_phase, Play(2, 8, T("12-3"), 2), 2, "not seat 2's turn"),
    ("turns: tile from another hand", turns_phase, Play(1, 8, T("12-3"), 1), 1, "not in its hand"),
    ("turns: wrong tile for position", turns_phase, Play(1, 4, T("12-9"), 1), 1,
     "position 4 holds 12-6"),
    ("turns: does not fit", turns_phase, Play(1, 5, T("4-4"), 1), 1, "does not fit"),
    ("turns: unmarked train", turns_phase, Play(1, 4, T("12-6"), 2), 1,
     "seat 2's train is not open to seat 1"),
    ("turns: draw while able", turns_phase, Draw(1), 1, "drew while able to play"),
    ("turns: pass before drawing", turns_phase, Pass(1), 1, "must draw before passing"),
    ("turns: end build outside a build", turns_phase, EndBuild(1), 1, "EndBuild only"),
    ("turns: place engine", turns_phase, PlaceEngine(1, 4), 1, "only allowed while looking"),
    ("turns: no engine", turns_phase, NoEngine(1), 1, "only allowed while looking"),
]


@pytest.mark.parametrize(
    ("make", "event", "seat", "message"),
    [case[1:] for case in ILLEGAL],
    ids=[case[0] for case in ILLEGAL],
)
def test_illegal_event_raises_and_leaves_the_state_unchanged(
    make: Callable[[], RoundState], event: Event, seat: int, message: str
) -> None:
    """python-chess style checked play: an illegal event raises IllegalPlayError naming the seat
    that sent it and its index in the round's events; the state (immutable) is untouched."""
    state = make()
    before = copy.deepcopy(state)
    assert event not in legal_actions(state, seat)
    with pytest.raises(IllegalPlayError, match=message) as info:
        apply(state, event)
    assert info.value.seat == seat
    assert info.value.event_index == state.event_count
    assert f"seat {seat}, event {state.event_count}: " in str(info.value)
    assert state == before


def test_malformed_events_are_invalid_not_illegal() -> None:
    """DESIGN.md: InvalidPlayError (malformed) vs IllegalPlayError (breaks the rules): a seat or
    train that does not exist at this table is malformed."""
    state = turns_phase()
    with pytest.raises(InvalidPlayError, match="no seat 7"):
        apply(state, Draw(7))
    with pytest.raises(InvalidPlayError, match="no train 5"):
        apply(state, Play(1, 4, T("12-6"), 5))
    assert not isinstance(InvalidPlayError("x"), IllegalPlayError)


def test_event_index_counts_every_event_of_the_round() -> None:
    """The index an error names is the position in the round's event list, engine phase
    included, so an audit can point at the log entry."""
    state = run(start(classic3(), 3, NOBODY_HOLDS, boneyard=["9-0", "12-12"]),
                "noengine", "noengine", "noengine", "draw")
    assert state.event_count == 4
    with pytest.raises(IllegalPlayError) as info:
        apply(state, Draw(0))
    assert (info.value.seat, info.value.event_index) == (0, 4)
