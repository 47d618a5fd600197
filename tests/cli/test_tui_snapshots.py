"""Snapshots of the app's main screens at fixed deals (pytest-textual-snapshot).

Each SVG under ``__snapshots__`` was looked at by a person; a change to what a player sees
shows up here as a diff to review (update with ``pytest --snapshot-update``).
"""

from __future__ import annotations

from typing import Any

from mextrain.cli.tui.app import TableApp
from mextrain.cli.tui.screens import RoundEndScreen, ScoreScreen
from mextrain.protocol.table.view import SeatView
from textual.pilot import Pilot

from .table_views import mid_round, open_double, round_end


def showing(view: SeatView, then: Any = None) -> Any:
    async def run_before(pilot: Pilot[int]) -> None:
        app = pilot.app
        assert isinstance(app, TableApp)
        app.show(view)
        if then is not None:
            then(app)
        await pilot.pause()

    return run_before


def test_board_mid_round(snap_compare: Any) -> None:
    assert snap_compare(TableApp(), run_before=showing(mid_round()))


def test_board_mid_round_wide(snap_compare: Any) -> None:
    assert snap_compare(TableApp(), terminal_size=(160, 48), run_before=showing(mid_round()))


def test_open_double_to_cover(snap_compare: Any) -> None:
    view = open_double()
    assert snap_compare(TableApp(), run_before=showing(view, lambda app: app.ask(view)))


def test_ten_seats_fit_80x24(snap_compare: Any) -> None:
    assert snap_compare(TableApp(), run_before=showing(mid_round(players=10)))


def test_spectator(snap_compare: Any) -> None:
    assert snap_compare(TableApp(), run_before=showing(mid_round(seat=None)))


def test_round_end_summary(snap_compare: Any) -> None:
    end = round_end()
    assert end.board is not None

    def push(app: TableApp) -> None:
        app.push_screen(RoundEndScreen(end))

    assert snap_compare(TableApp(), terminal_size=(80, 24), run_before=showing(end.board, push))


def test_score_sheet(snap_compare: Any) -> None:
    view = mid_round()

    def push(app: TableApp) -> None:
        app.push_screen(ScoreScreen(view.scores, view.seat))

    assert snap_compare(TableApp(), run_before=showing(view, push))
