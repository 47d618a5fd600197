"""The agent protocol's pure half (protocol/table/agent_protocol.py, SPEC.md section 9).

An agent may be written by anyone in any language, so what it sends is untrusted input: every
kind of bad line must be refused with a reason a person can act on, and reading it must cost no
more than the line length cap allows.
"""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest
from mextrain.protocol.rules.engine import Draw, legal_actions, view_for
from mextrain.protocol.rules.ruleset import preset
from mextrain.protocol.rules.scoring import RoundOutcome
from mextrain.protocol.rules.tiles import Tile
from mextrain.protocol.table import agent_protocol as wire
from mextrain.protocol.table.view import (
    HandTile,
    LogLine,
    MoveView,
    OpenDoubleView,
    PlayerView,
    RoundEndView,
    ScoreSheet,
    SeatView,
    TrainView,
    seat_view,
)

from ..helpers import run, small, start

NAMES = ("ann", "bob", "cy")


def _view():  # type: ignore[no-untyped-def]
    rules = small("classic", hand=4)
    state = start(
        rules,
        3,
        [
            ["12-12", "12-5", "5-5", "10-2"],
            ["11-3", "3-1", "9-9", "6-6"],
            ["12-7", "7-2", "4-4", "0-0"],
        ],
        boneyard=["8-1", "11-11"],
    )
    full = run(state, "place")
    return full, seat_view(view_for(full, 0), 0, NAMES)


def test_hello_carries_the_seat_names_and_whole_ruleset() -> None:
    rules = preset("express")
    hello = wire.hello(seat=2, names=NAMES, rules=rules, move_time_ms=5000)
    line = wire.encode_line(hello)
    assert line.endswith(b"\n") and line.count(b"\n") == 1
    back = json.loads(line)
    assert back["protocol"] == "mextrain-agent" and back["version"] == 1
    assert back["seat"] == 2 and back["players"] == 3 and back["names"] == list(NAMES)
    assert back["ruleset"] == rules.to_dict() and back["move_time_ms"] == 5000


def test_turn_holds_the_view_and_an_index_answer_picks_that_legal_move() -> None:
    full, view = _view()
    message = json.loads(wire.encode_line(wire.turn(7, view)))
    assert message["type"] == "turn" and message["turn"] == 7
    sent = message["view"]
    assert sent["seat"] == 0 and sent["boneyard"] == full.boneyard_count
    assert {tuple(h["tile"]) for h in sent["hand"]} == {(12, 5), (5, 5), (10, 2)}
    assert "11-3" not in json.dumps(sent)  # bob's tiles never reach ann's agent
    expected = legal_actions(view_for(full, 0), 0)
    assert len(sent["moves"]) == len(expected)
    for index, event in enumerate(expected):
        answer = wire.parse_answer(json.dumps({"type": "move", "move": index}).encode())
        assert wire.chosen_event(answer, 7, view) == event
    echoed = wire.parse_answer(b'{"type":"move","turn":7,"move":0}')
    assert wire.chosen_event(echoed, 7, view) == expected[0]


@pytest.mark.parametrize(
    ("line", "reason"),
    [
        (b"play 12-5", "not JSON: 'play 12-5'"),
        (b"[1, 2]", "a JSON object was expected, got [1, 2]"),
        (b'{"type": "resign"}', "unknown message type \"resign\": expected 'ready' or 'move'"),
        (b'{"move": 1}', "unknown message type null"),
        (b'{"type": "move"}', "'move' must be an integer, got null"),
        (b'{"type": "move", "move": true}', "'move' must be an integer, got true"),
        (b'{"type": "move", "move": 1.0}', "'move' must be an integer, got 1.0"),
        (b'{"type": "move", "move": 0, "turn": "3"}', "'turn' must be an integer"),
        (b'{"type": "ready"}', "'version' must be an integer, got null"),
        (b'{"type": "ready", "version": 1, "name": "a\\nb"}', "'name' must be a printable"),
        (b"\xff\xfe", "a line that is not UTF-8"),
        (b'{"type": "move", "move": 0, "x": ' + b"[" * 5 + b"]" * 5 + b"}", "nested deeper"),
        (b'{"type": "move", "move": 0, "pad": "' + b"x" * 5000 + b'"}', "longer than 4096"),
    ],
)
def test_bad_lines_are_refused_with_the_reason(line: bytes, reason: str) -> None:
    with pytest.raises(wire.AgentProtocolError) as caught:
        wire.parse_answer(line)
    assert reason in str(caught.value)


def test_brackets_inside_strings_do_not_count_as_nesting() -> None:
    answer = wire.parse_answer(b'{"type": "ready", "version": 1, "name": "[[[[[[{{{{{"}')
    assert answer == wire.Ready(1, "[[[[[[{{{{{")


def test_answers_out_of_place_or_out_of_range_are_refused() -> None:
    _, view = _view()
    count = len(view.moves)
    with pytest.raises(wire.AgentProtocolError, match=f"move {count} is not one of the {count}"):
        wire.chosen_event(wire.MoveAnswer(count, None), 1, view)
    with pytest.raises(wire.AgentProtocolError, match="move -1 is not one"):
        wire.chosen_event(wire.MoveAnswer(-1, None), 1, view)
    with pytest.raises(wire.AgentProtocolError, match="answered turn 4 during turn 5"):
        wire.chosen_event(wire.MoveAnswer(0, 4), 5, view)
    with pytest.raises(wire.AgentProtocolError, match="answered a turn with 'ready'"):
        wire.chosen_event(wire.Ready(1, ""), 1, view)
    with pytest.raises(wire.AgentProtocolError, match="answered the hello with a move"):
        wire.check_ready(wire.MoveAnswer(0, None))
    with pytest.raises(wire.AgentProtocolError, match="speaks agent protocol version 2"):
        wire.check_ready(wire.Ready(2, "future"))
    assert wire.check_ready(wire.Ready(1, "x")).name == "x"


def test_round_and_match_end_notices() -> None:
    outcome = RoundOutcome(12, 1, False, (20, 0, 7), (20, 0, 7), (1,))
    hands = {0: [Tile.parse("12-8")], 1: [], 2: [Tile.parse("4-3")]}
    notice = wire.round_end_notice(
        outcome, hands, NAMES, 0, round_no=1, rounds=13, totals=(20, 0, 7)
    )
    result = json.loads(wire.encode_line(notice))["result"]
    assert result["round_no"] == 1 and result["went_out"] == 1
    assert result["hands"] == [[[12, 8]], [], [[4, 3]]] and result["totals"] == [20, 0, 7]
    assert "board" not in result and result["audit"] == "deck audit: ok"
    done = wire.match_end((20, 0, 7), (1,), "finished")
    assert done == {
        "type": "match_end",
        "finished": True,
        "totals": [20, 0, 7],
        "winners": [1],
        "reason": "finished",
    }
    assert wire.match_end(None, None, "aborted: x")["finished"] is False


def test_lines_are_ascii_even_for_names_that_are_not() -> None:
    hello = wire.hello(seat=0, names=("zoë", "李"), rules=preset("classic"), move_time_ms=1)
    line = wire.encode_line(hello)
    assert line.isascii() and json.loads(line)["names"] == ["zoë", "李"]


def test_draw_answer_maps_to_the_engine_event() -> None:
    full, _ = _view()
    # bob, with nothing that fits the 12 on his first turn, may only draw
    after = run(full, "play 12-5 on 0", "play 5-5 on 0", "end")
    view = seat_view(view_for(after, 1), 1, NAMES)
    kinds = [m.kind for m in view.moves]
    index = kinds.index("draw")
    answer = wire.parse_answer(json.dumps({"type": "move", "move": index}).encode())
    assert wire.chosen_event(answer, 1, view) == Draw(1)


def _spec_section(title: str) -> str:
    spec = (Path(__file__).resolve().parents[3] / "SPEC.md").read_text()
    start = spec.index(title)
    end = spec.find("\n### ", start + 1)
    return spec[start:end]


def test_spec_section_9_names_every_field_the_node_sends() -> None:
    """SPEC.md 9.2/9.3 must stay true to the view the node serializes."""
    view_text = _spec_section("### 9.2 The view")
    for cls in (SeatView, TrainView, OpenDoubleView, PlayerView, HandTile, MoveView, LogLine,
                ScoreSheet):  # fmt: skip
        for f in dataclasses.fields(cls):
            assert f"{f.name}" in view_text, (cls.__name__, f.name)
    notices = _spec_section("### 9.3 Notices")
    for f in dataclasses.fields(RoundEndView):
        if f.name != "board":
            assert f.name in notices, f.name
    table = _spec_section("### 9.1 The process and the lines")
    hello = wire.hello(seat=0, names=NAMES, rules=preset("classic"), move_time_ms=1)
    for key in hello:
        assert f"`{key}`" in table, key
    for key in wire.match_end(None, None, ""):
        assert f"`{key}`" in table, key
