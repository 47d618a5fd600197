"""The one view of the table (protocol/table/view.py): what a seat may know, as plain data.

Every face (the app, the line mode, an external bot) reads only this view, so it must hold the
seat's own hand and no other, the legal moves exactly, trains oriented from the engine, the open
double with who must cover it, and running totals; and it must serialize to plain JSON.
"""

from __future__ import annotations

import json

from mextrain.protocol.rules.engine import MEXICAN, Draw, Event, RoundState, legal_actions, view_for
from mextrain.protocol.rules.prose import explain
from mextrain.protocol.rules.ruleset import DoubleDuty, DrawRule, FollowUp
from mextrain.protocol.rules.scoring import RoundOutcome
from mextrain.protocol.rules.tiles import Tile
from mextrain.protocol.table.view import (
    event_of,
    round_end_view,
    rules_in_words,
    score_sheet,
    seat_view,
    table_view,
)

from ..helpers import ev, run, small, start
from ..table_helpers import honest, replica, short

NAMES = ("ann", "bob", "cy")


def _state() -> RoundState:
    """Classic rules (double-12, held engine, build first turn), 3 seats x 4 tiles; one draw
    on a first turn that cannot start (so a seat may pass after it, as these scenes need)."""
    rules = small("classic", hand=4, first_turn_draw=DrawRule.MAY_PLAY)
    return start(
        rules,
        3,
        [
            ["12-12", "12-5", "5-5", "10-2"],
            ["11-3", "3-1", "9-9", "6-6"],
            ["12-7", "7-2", "4-4", "0-0"],
        ],
        boneyard=["8-1", "11-11"],
    )


def test_own_hand_only_and_moves_are_exactly_the_legal_actions() -> None:
    full = run(_state(), "place")
    view = seat_view(view_for(full, 0), 0, NAMES)
    assert {h.tile for h in view.hand} == {(12, 5), (5, 5), (10, 2)}
    assert [p.hand_size for p in view.players] == [3, 4, 4]
    assert view.your_turn and view.turn_name == "ann"
    events = [event_of(m, 0) for m in view.moves]
    assert events == legal_actions(view_for(full, 0), 0)
    playable = {h.tile: h.trains for h in view.hand}
    assert playable[(12, 5)] == (0,)
    # another seat's view of the same moment: no hand of ann's, no moves
    other = seat_view(view_for(full, 1), 1, NAMES)
    assert {h.tile for h in other.hand} == {(11, 3), (3, 1), (9, 9), (6, 6)}
    assert other.moves == () and not other.your_turn
    spectator = seat_view(view_for(full, None), None, NAMES)
    assert spectator.hand == () and spectator.moves == ()
    assert "12-5" not in json.dumps(spectator.to_json())


def test_trains_are_oriented_from_the_engine_and_words_name_owners() -> None:
    state, events = _after_ann_doubles()
    view = seat_view(view_for(state, 1), 1, NAMES, events=events[:3])
    ann = view.trains[0]
    assert ann.tiles == ((12, 5), (5, 5)) and ann.open_end == 5
    assert ann.name == "ann's train" and ann.owner == "ann"
    assert view.mexican.name == "the Mexican train" and view.mexican.owner == "Mexican"
    assert [line.text for line in view.recent] == [
        "ann places the engine 12-12",
        "ann plays 12-5 on ann's train",
        "ann plays 5-5 on ann's train (a double)",
    ]


def _after_ann_doubles() -> tuple[RoundState, list[Event]]:
    """Ann places the engine, builds 12-5 5-5 and ends; bob has no 12 and draws 8-1."""
    state = _state()
    events: list[Event] = []
    for text in ("place", "play 12-5 on 0", "play 5-5 on 0", "end", "draw"):
        events.append(ev(state, text))
        state = run(state, text)
    return state, events


def test_open_double_names_who_must_cover_it() -> None:
    state, events = _after_ann_doubles()
    view = seat_view(view_for(state, 1), 1, NAMES, events=events)
    assert view.trains[0].open_double and not view.mexican.open_double
    (double,) = view.open_doubles
    # bob is still on his first turn (his own train only): he cannot be the one to cover it
    assert (double.pip, double.train, double.cover_seat) == (5, 0, -1)
    assert any(
        "5-5 on ann's train: to be covered by the next player who can" in n for n in view.notes
    )
    # bob passes, cy builds and ends: ann, past her first turn, must cover it
    state = run(state, "pass", "play 12-7 on 2", "play 7-2 on 2", "end")
    mine = seat_view(view_for(state, 0), 0, NAMES)
    assert mine.open_doubles[0].cover_seat == 0 and mine.open_doubles[0].cover_name == "you"
    assert any("5-5 on your train: you must cover it if you can" in n for n in mine.notes)
    bobs = seat_view(view_for(state, 1), 1, NAMES)
    assert bobs.open_doubles[0].cover_name == "ann" and bobs.trains[1].marker


def test_my_draw_is_named_only_to_me() -> None:
    state, events = _after_ann_doubles()
    assert isinstance(events[-1], Draw)
    mine = seat_view(view_for(state, 1), 1, NAMES, events=events)
    theirs = seat_view(view_for(state, 0), 0, NAMES, events=events)
    assert mine.recent[-1].text == "you drew 8-1" and mine.recent[-1].tile == (8, 1)
    assert theirs.recent[-1].text == "bob draws a tile" and theirs.recent[-1].tile is None


def test_score_sheet_running_totals_and_round_end() -> None:
    a = RoundOutcome(12, 0, False, (0, 10, 4), (0, 10, 4), (0,))
    b = RoundOutcome(11, None, False, (7, 2, 9), (7, 2, 9), (1,))
    sheet = score_sheet(NAMES, [a, b])
    assert sheet.running == ((0, 10, 4), (7, 12, 13))
    assert sheet.totals == (7, 12, 13) and sheet.leaders == (0,)
    end = round_end_view(
        b,
        {0: [Tile(3, 4)], 1: [Tile(1, 1)], 2: [Tile(4, 5)]},
        NAMES,
        0,
        round_no=2,
        rounds=13,
        totals=sheet.totals,
    )
    assert end.how == "the round is blocked: nobody can play"
    assert end.hands[0] == ((4, 3),) and end.audit == "deck audit: ok"
    json.dumps(end.to_json())


def test_table_view_mid_match_and_json_round_trip() -> None:
    result = honest(short("classic", rounds=2), 3, seed=5)
    # find an entry in round 1's play where seat 1 is on turn
    upto = None
    for n in range(len(result.entries) // 2, len(result.entries)):
        table = replica(result, 1, n)
        if table.my_turn():
            upto = n
            break
    assert upto is not None
    view = table_view(table)
    assert view is not None and view.your_turn and view.seat == 1
    assert view.awaiting == (1,) and view.awaiting_names == (view.names[1],)
    assert view.rounds == 2 and view.stage == "turns"
    data = json.loads(json.dumps(view.to_json()))
    assert data["seat"] == 1 and isinstance(data["trains"], list)
    assert data["mexican"]["key"] == MEXICAN
    assert isinstance(data["hand"][0]["tile"], list)
    # the legal moves serialize with their typed form and map back to the table's actions
    assert {m["typed"] for m in data["moves"]} == {m.typed for m in view.moves}
    assert [event_of(m, 1) for m in view.moves] == table.legal_actions()


def test_rules_in_words_follow_the_ruleset() -> None:
    """The rules panel tells the same prose as `rules --explain`, knob by knob."""
    classic = rules_in_words(small("classic"))
    assert classic == tuple(explain(small("classic")))
    assert any("On your first turn you build" in line for line in classic)
    assert any("lowest total wins" in line for line in classic)
    house = rules_in_words(small("house"))
    assert any("one tile" in line.lower() for line in house)
    assert any("highest total wins" in line for line in house)


def _scene(**knobs: object) -> RoundState:
    rules = small("classic", hand=4, first_turn_draw=DrawRule.MAY_PLAY, **knobs)
    return start(
        rules, 3,
        [["12-12", "12-5", "5-5", "10-2"], ["11-3", "3-1", "9-9", "6-6"],
         ["12-7", "7-2", "4-4", "0-0"]],
        boneyard=["8-1", "11-11"],
    )  # fmt: skip


def test_under_layer_only_a_double_left_open_binds_nobody() -> None:
    """double_duty = layer_only: once its layer's turn is over, the view names no one."""
    state = run(
        _scene(follow_up=FollowUp.ON_DOUBLE, double_duty=DoubleDuty.LAYER_ONLY),
        "place", "play 12-5 on 0", "play 5-5 on 0", "end", "draw", "pass",
        "play 12-7 on 2", "play 7-2 on 2", "end",
    )  # fmt: skip
    view = seat_view(view_for(state, 1), 1, NAMES)
    (double,) = view.open_doubles
    assert (double.pip, double.cover_seat, double.cover_name) == (5, -1, "nobody")
    assert any("nobody has to cover it" in n for n in view.notes)
    # the same scene under the usual rule binds ann, whose first turn is over
    usual = run(
        _scene(), "place", "play 12-5 on 0", "play 5-5 on 0", "end", "draw", "pass",
        "play 12-7 on 2", "play 7-2 on 2", "end",
    )  # fmt: skip
    assert seat_view(view_for(usual, 1), 1, NAMES).open_doubles[0].cover_name == "ann"


def _follow_up_after_my_double() -> tuple[RoundState, list[Event]]:
    """Greedy bots play until seat 0 has just laid a double past its first turn and may
    cover it with its follow-up tile."""
    import random

    from mextrain.protocol.bots.simulate import round_deck
    from mextrain.protocol.bots.strategies import greedy_strategy
    from mextrain.protocol.rules.engine import Phase, Play, apply, legal_actions, new_round
    from mextrain.protocol.rules.ruleset import preset

    rules = preset("classic")
    for seed in range(200):
        rng = random.Random(seed)
        state = new_round(rules, 3, 0, round_deck(rules, rules.round_doubles()[0], rng))
        events: list[Event] = []
        while state.phase is not Phase.OVER:
            covers = [
                a for a in legal_actions(state, 0)
                if isinstance(a, Play) and a.train in state.open_doubles
            ]  # fmt: skip
            if state.follow_up and state.turn == 0 and all(state.first_turn_done) and covers:
                return state, events
            event = greedy_strategy(state, state.turn, rng)
            state = apply(state, event)
            events.append(event)
    raise AssertionError("no deal where seat 0 may cover its own double")


def test_my_own_double_in_my_follow_up_says_i_may_cover_it() -> None:
    state, events = _follow_up_after_my_double()
    mine = seat_view(view_for(state, 0), 0, NAMES, events=events)
    (double,) = mine.open_doubles
    assert mine.train(double.train).playable  # the train keeps its "you can play here"
    note = next(n for n in mine.notes if n.startswith("open double"))
    assert "you may cover it with the next tile; if not," in note, note
    assert "to be covered by" not in note
    other = seat_view(view_for(state, 1), 1, NAMES, events=events)
    note = next(n for n in other.notes if n.startswith("open double"))
    assert f"{NAMES[0]} may cover it with the next tile" in note, note


def test_a_player_named_you_is_quoted_for_everyone_else() -> None:
    from mextrain.cli.words import takes_seat
    from mextrain.protocol.table import shown_name

    names = tuple(shown_name(n, s, 1) for s, n in enumerate(("you", "bob", "cy")))
    assert names == ('"you"', "bob", "cy")
    state, events = _after_ann_doubles()
    view = seat_view(view_for(state, 1), 1, names, events=events)
    assert view.trains[0].name == "\"you\"'s train"
    assert view.recent[0].text == '"you" places the engine 12-12'
    assert takes_seat("you", 0, mine=False) == '"you" takes seat 0'
    assert takes_seat("you", 0, mine=True) == "you take seat 0"
    assert shown_name("you", 0, 0) == "you"  # this seat's own name stays a plain "you"
