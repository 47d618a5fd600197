"""Pip patterns: each half of a tile as the dots of a real domino where the terminal has room.

A player counts the dots, so every count 0-9 must draw exactly that many, spaced so that none
touches another; 10-12 keep their number (three rows of five cells hold no countable 10). The
board and the hand switch to pips together or not at all, and the open end stays reversed.
"""

from __future__ import annotations

import pytest
from mextrain.cli.tui.board import board_lines
from mextrain.cli.tui.drawing import hand_lines
from mextrain.cli.tui.fit import fit
from mextrain.cli.tui.tiles import DOT, PIPS_TALL, PIPS_WIDTH, Look, pip_rows, pip_tile_rows
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


def test_a_long_train_wraps_and_keeps_every_tile_as_pips() -> None:
    view = open_double()
    lines = board_lines(view, 106, tall=True, pips=True)
    drawn = sum(line.plain.count("┬") + line.plain.count("┳") for line in lines)
    tiles = sum(len(t.tiles) for t in (*view.trains, view.mexican))
    assert drawn == tiles  # each tile's top edge, once (the engine is drawn across)
    assert all(line.cell_len <= 106 for line in lines)
