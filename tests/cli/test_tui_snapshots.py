"""Snapshots of the app's screens at fixed deals (pytest-textual-snapshot).

Each SVG under ``__snapshots__`` was looked at by a person; a change to what a player sees
shows up here as a diff to review (update with ``pytest --snapshot-update``). The game screen is
taken at the smallest size it supports (60x20), the classic terminal (80x24) and a large one
(160x48), each in colour and with ``NO_COLOR=1`` (where the open end, the open double, the
marker and the playable tiles must still stand out by shape, reverse video and bold). The
single-choice steps wait for a key here (``auto=False``): a snapshot never races their timer.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from mextrain.cli.tui.app import TableApp
from mextrain.cli.tui.screens import RoundEndScreen, ScoreScreen
from mextrain.protocol.table.view import SeatView
from textual.pilot import Pilot

from .table_views import big_hand, mid_round, open_double, round_end

SIZES = [(60, 20), (80, 24), (160, 48)]
SIZE_IDS = ["60x20", "80x24", "160x48"]


def showing(view: SeatView, then: Any = None, *, ask: bool = True) -> Any:
    async def run_before(pilot: Pilot[int]) -> None:
        app = pilot.app
        assert isinstance(app, TableApp)
        if ask and view.your_turn:
            app.ask(view)
        else:
            app.show(view)
        if then is not None:
            then(app)
        await pilot.pause()

    return run_before


@pytest.fixture(params=[True, False], ids=["colour", "no_colour"])
def make_app(
    request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch
) -> Callable[[], TableApp]:
    """The app as a terminal with colour, or with ``NO_COLOR`` set (read when it is made)."""
    if request.param:
        monkeypatch.delenv("NO_COLOR", raising=False)
    else:
        monkeypatch.setenv("NO_COLOR", "1")
    return lambda: TableApp(auto=False)


@pytest.mark.parametrize("size", SIZES, ids=SIZE_IDS)
def test_your_turn_mid_round(snap_compare: Any, make_app: Any, size: tuple[int, int]) -> None:
    assert snap_compare(make_app(), terminal_size=size, run_before=showing(mid_round()))


@pytest.mark.parametrize("size", SIZES, ids=SIZE_IDS)
def test_open_double_to_cover(snap_compare: Any, make_app: Any, size: tuple[int, int]) -> None:
    assert snap_compare(make_app(), terminal_size=size, run_before=showing(open_double()))


@pytest.mark.parametrize("size", SIZES, ids=SIZE_IDS)
def test_a_hand_of_27_tiles(snap_compare: Any, make_app: Any, size: tuple[int, int]) -> None:
    assert snap_compare(make_app(), terminal_size=size, run_before=showing(big_hand()))


def test_below_the_smallest_size_it_says_what_it_needs(snap_compare: Any) -> None:
    assert snap_compare(TableApp(auto=False), terminal_size=(40, 12), run_before=showing(mid_round()))


def test_ten_seats_fit_80x24(snap_compare: Any) -> None:
    assert snap_compare(TableApp(auto=False), run_before=showing(mid_round(players=10)))


def test_spectator(snap_compare: Any) -> None:
    assert snap_compare(TableApp(auto=False), run_before=showing(mid_round(seat=None)))


def test_round_end_summary(snap_compare: Any) -> None:
    end = round_end()
    assert end.board is not None

    def push(app: TableApp) -> None:
        app.push_screen(RoundEndScreen(end))

    assert snap_compare(TableApp(auto=False), terminal_size=(80, 24), run_before=showing(end.board, push))


def test_score_sheet(snap_compare: Any) -> None:
    view = mid_round()

    def push(app: TableApp) -> None:
        app.push_screen(ScoreScreen(view.scores, view.seat))

    assert snap_compare(TableApp(auto=False), run_before=showing(view, push, ask=False))
