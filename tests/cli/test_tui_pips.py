"""Pip patterns: each half of a tile as the dots of a real domino where the terminal has room.

A player counts the dots, so every count 0-9 must draw exactly that many, spaced so that none
touches another; 10-12 keep their number (three rows of five cells hold no countable 10). The
board and the hand switch to pips together or not at all, and the open end stays reversed.
"""

from __future__ import annotations

import dataclasses

import pytest
from mextrain.cli.tui.app import TableApp
from mextrain.cli.tui.board import board_lines
from mextrain.cli.tui.drawing import hand_lines
from mextrain.cli.tui.fit import fit
from mextrain.cli.tui.tiles import DOT, PIPS_TALL, PIPS_WIDTH, Look, pip_rows, pip_tile_rows
from mextrain.cli.tui.widgets import Board, HandBar
from mextrain.protocol.table.view import SeatView
from rich.text import Text

from .table_views import big_hand, mid_round, open_double


@pytest.mark.parametrize("n", range(13))
def test_a_half_shows_its_count_as_dots_or_as_its_number(n: int) -> None:
    rows = pip_rows(n)
    assert len(rows) == 3 and all(len(r) == 5 for r in rows)
    text = "".join(rows)
    if n <= 9:
        assert text.count(DOT) == n
        assert not any(ch.isdigit() for ch in text)
        for row in rows:  # two cells apart: dots never run together
            assert DOT * 2 not in row
    else:
        assert DOT not in text
        assert rows[1].strip() == str(n)


def test_every_count_draws_differently() -> None:
    assert len({pip_rows(n) for n in range(13)}) == 13


def test_the_usual_faces() -> None:
    """The faces a player knows from a real set: 1 in the middle, 5 as a quincunx, 6 as two
    columns of three."""
    assert pip_rows(1) == ("     ", "  ●  ", "     ")
    assert pip_rows(5) == ("●   ●", "  ●  ", "●   ●")
    assert pip_rows(6) == ("●   ●", "●   ●", "●   ●")


def _reversed_cells(row: Text) -> str:
    return "".join(row.plain[s.start : s.end] for s in row.spans if "reverse" in str(s.style))


def test_the_open_half_is_reversed_and_only_it() -> None:
    rows = pip_tile_rows((7, 3), Look(open_half=1))
    assert len(rows) == PIPS_TALL and all(r.cell_len == PIPS_WIDTH for r in rows)
    inside = rows[1:-1]
    assert "".join(_reversed_cells(r) for r in inside) == "".join(pip_rows(3))
    closed = pip_tile_rows((7, 3), Look())
    assert not any(_reversed_cells(r) for r in closed)


def _fit(view: SeatView, width: int, height: int) -> tuple[bool, bool, bool, bool]:
    order = list(range(len(view.hand)))
    got = fit(
        width,
        height,
        lambda w, tall, pips: len(board_lines(view, w, tall=tall, pips=pips)),
        lambda w, tall, pips: len(hand_lines(view, None, order, width=w, tall=tall, pips=pips)),
    )
    return got.board_pips, got.hand_pips, got.board_tall, got.hand_tall


def test_pips_where_there_is_room_numbers_where_not() -> None:
    view = mid_round()
    assert _fit(view, 160, 48)[:2] == (True, True)
    assert _fit(view, 200, 60)[:2] == (True, True)
    for size in ((60, 20), (80, 24), (100, 30), (160, 30)):
        assert _fit(view, *size)[:2] == (False, False), size


@pytest.mark.parametrize(
    "view", [mid_round(), open_double(), big_hand()], ids=["mid", "double", "big"]
)
def test_the_board_and_the_hand_never_speak_differently(view: SeatView) -> None:
    for width in range(60, 201, 20):
        for height in range(20, 61, 4):
            board_pips, hand_pips, *_ = _fit(view, width, height)
            assert board_pips == hand_pips, (width, height)


def test_a_long_train_wraps_and_keeps_every_tile_its_open_end_as_dots() -> None:
    """Every tile of every train is drawn; each train's last tile (its open end) is a dot face,
    the tiles before it keep their three-row numbers, so a train wraps far later."""
    view = open_double()
    lines = board_lines(view, 106, tall=True, pips=True)
    text = "\n".join(line.plain for line in lines)
    faces = text.count("─────┬─────") + text.count("━━━━━┳━━━━━")  # a dot face's top edge
    along = text.count("──┬──") + text.count("━━┳━━") - faces  # a three-row tile along
    across = text.count("├──┤") + text.count("┣━━┫") - 1  # a double across (not the engine)
    trains = [t for t in (*view.trains, view.mexican) if t.tiles]
    assert faces == len(trains)
    assert faces + along + across == sum(len(t.tiles) for t in trains)
    assert all(line.cell_len <= 106 for line in lines)
    assert any("●" in line.plain and "→" in line.plain for line in lines)
    for train in trains:  # each open end is drawn as its dots, on the row of its →N
        end = train.tiles[-1][1]
        row = next(line.plain for line in lines if f"→{end}" in line.plain)
        assert pip_rows(end)[1] in row


def test_a_line_without_a_dot_face_keeps_three_rows() -> None:
    """A lane that wraps spends five rows only on the line with the open end."""
    view = open_double()
    pips = board_lines(view, 106, tall=True, pips=True)
    tall = board_lines(view, 106, tall=True)
    lanes = len(view.trains) + 1
    assert len(pips) <= len(tall) + 2 * lanes  # two more rows a lane at most
    assert len(pips) < 5 * len(tall) // 3


def _grown(view: SeatView, more: int) -> SeatView:
    """The same table with ``more`` tiles drawn into the hand."""
    top = max(h.pos for h in view.hand) + 1
    extra = tuple(
        dataclasses.replace(view.hand[i % len(view.hand)], pos=top + i, playable=False, trains=())
        for i in range(more)
    )
    return dataclasses.replace(view, hand=view.hand + extra)


async def test_once_pips_stop_fitting_they_stay_off_for_the_round_at_that_size() -> None:
    """A hand that grows past the room and shrinks back does not flip dots and numbers."""
    view = mid_round()
    app = TableApp(auto=False)
    async with app.run_test(size=(160, 48)) as pilot:
        board, hand = app.query_one(Board), app.query_one(HandBar)
        app.show(view)
        await pilot.pause()
        assert board.pips and hand.pips
        app.show(_grown(view, 24))
        await pilot.pause()
        assert not board.pips and not hand.pips and board.tall
        app.show(view)
        await pilot.pause()
        assert not board.pips and not hand.pips
        await pilot.resize_terminal(200, 60)  # a larger terminal: pips are tried again
        await pilot.pause()
        assert board.pips and hand.pips
        await pilot.resize_terminal(160, 48)
        await pilot.pause()
        assert not board.pips  # still the round they stopped fitting in, at this size
        app.show(dataclasses.replace(view, round_no=view.round_no + 1))
        await pilot.pause()
        assert board.pips and hand.pips  # a new round starts from pips


def test_dots_last_most_of_a_round_at_160x48() -> None:
    """Greedy four-seat classic rounds, seat 0's turns: the board and hand fit as dots at
    160x48 at most of them (when every tile was a dot face, at about one in five)."""
    import random

    from mextrain.protocol.bots.simulate import round_deck
    from mextrain.protocol.bots.strategies import greedy_strategy
    from mextrain.protocol.rules.engine import Phase, apply, new_round, view_for
    from mextrain.protocol.rules.ruleset import preset
    from mextrain.protocol.table.view import seat_view

    from .table_views import NAMES

    rules = preset("classic")
    shown = turns = 0
    for seed in (500, 501, 502, 503):
        rng = random.Random(seed)
        state = new_round(rules, 4, 0, round_deck(rules, 12, rng))
        events = []
        while state.phase is not Phase.OVER:
            if state.turn == 0 and state.phase is Phase.TURNS:
                view = seat_view(view_for(state, 0), 0, NAMES[:4], events=events, outcomes=())
                shown += _fit(view, 160, 48)[0]
                turns += 1
            event = greedy_strategy(state, state.turn, rng)
            state = apply(state, event)
            events.append(event)
    assert turns > 60 and shown >= 0.75 * turns, (shown, turns)
