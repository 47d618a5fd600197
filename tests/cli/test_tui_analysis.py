"""The analysis after a match, in the app: from the match-end screen, ``a`` opens where each
player lost points; the review runs in a worker with a bar (keys still answer meanwhile), reads
only each seat's view, and shows the same figures as ``mextrain analyze``."""

from __future__ import annotations

import io
import json
import threading
import time
from pathlib import Path

import pytest
from mextrain.cli.analysis_view import cost_text
from mextrain.cli.tui.analysis_screen import AnalysisScreen
from mextrain.cli.tui.app import TableApp
from mextrain.cli.tui.screens import MatchEndScreen
from mextrain.protocol.bots import analysis as bots_analysis
from rich.console import Console
from textual.widgets import ProgressBar

from .seat_views import spy_on_reviews
from .test_cli_engine import run
from .test_tui_pilot import screen_text
from .tui_helpers import screen_lines, until


@pytest.fixture(scope="module")
def game_log(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("logs") / "game.mtlog"
    out = run(
        "simulate", "--crypto", "-n", "3", "-r", "express", "--rounds", "2", "--seed", "4",
        "--bots", "hard,random,greedy", "--log", str(path),
    )  # fmt: skip
    assert out.returncode == 0, out.stderr
    return path


def _match_end(path: Path, reason: str = "the match is over") -> MatchEndScreen:
    return MatchEndScreen(None, 1, reason, str(path))


async def test_a_opens_the_analysis_with_each_players_summary_and_moves(
    game_log: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cli = json.loads(run("analyze", str(game_log), "--deals", "4", "--json").stdout)
    seen = spy_on_reviews(monkeypatch)  # every decision judged from its seat's view only
    app = TableApp()
    async with app.run_test(size=(80, 24)) as pilot:
        app.push_screen(_match_end(game_log))
        await pilot.pause()
        assert "press a for that analysis here" in screen_text(app)
        await pilot.press("a")
        await until(pilot, lambda: isinstance(app.screen, AnalysisScreen), "the analysis")
        screen = app.screen
        assert isinstance(screen, AnalysisScreen)
        await until(pilot, lambda: screen.result is not None, "the review to finish")
        await pilot.pause()
        assert screen.result is not None and len(seen) == len(screen.result.reviews)
        assert set(seen) == {0, 1, 2}
        text = screen_text(app)
        assert "per player" in text and "accuracy" in text and "your moves" in text
        rows = {s["seat"]: s for s in cli["summary"] if s["round"] is None}
        for seat, row in rows.items():
            name = row["name"] + (" (you)" if seat == 1 else "")
            line = next(ln for ln in text.splitlines() if ln.strip().startswith(name + " "))
            assert f"{row['points_lost']:.1f}" in line and f"{row['accuracy']:.0%}" in line
        mine = [m for m in cli["moves"] if m["seat"] == 1]
        assert sum(1 for ln in text.splitlines() if ln.rstrip().endswith(VERDICTS)) == len(mine)
        await pilot.press("m")  # everyone's moves
        text = screen_text(app)
        assert "every player's moves" in text
        assert sum(1 for ln in text.splitlines() if ln.rstrip().endswith(VERDICTS)) == len(
            cli["moves"]
        )
        lines = screen_lines(app)
        assert all(len(line) <= 80 for line in lines)
        assert "back" in lines[-1] and "mine / everyone's" in lines[-1]
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, MatchEndScreen), "the match end")
        calls = len(seen)
        await pilot.press("a")  # reopened: shown at once, not reviewed again
        await until(pilot, lambda: isinstance(app.screen, AnalysisScreen), "the analysis")
        await pilot.pause()
        assert "per player" in screen_text(app) and len(seen) == calls


VERDICTS = ("best", "good", "inexact", "mistake", "blunder")


async def test_the_review_runs_in_a_worker_and_stops_when_closed(
    game_log: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A slow review: the screen shows a bar and the count, answers keys while it runs, and
    closing it stops the review at the next decision."""
    real = bots_analysis.evaluate_all
    calls: list[str] = []

    def slow(*args: object, **kwargs: object) -> object:
        calls.append(threading.current_thread().name)
        time.sleep(0.05)
        return real(*args, **{**kwargs, "deals": 4})  # type: ignore[arg-type]

    monkeypatch.setattr(bots_analysis, "evaluate_all", slow)
    app = TableApp()
    async with app.run_test(size=(80, 24)) as pilot:
        app.push_screen(AnalysisScreen(str(game_log), 0))
        screen = app.screen
        assert isinstance(screen, AnalysisScreen)
        await until(pilot, lambda: len(calls) >= 3, "the review to start")
        await pilot.pause(0.3)
        assert screen.total > screen.done > 0
        assert f"of {screen.total} decisions" in "\n".join(screen_lines(app))
        assert screen.query_one(ProgressBar).display
        assert threading.main_thread().name not in calls  # off the event loop's thread
        await pilot.press("m")  # keys answer while it runs
        assert screen.everyone
        await pilot.press("escape")
        await until(pilot, lambda: not isinstance(app.screen, AnalysisScreen), "it to close")
        stopped = len(calls)
        await pilot.pause(0.5)
        assert len(calls) <= stopped + 1  # at most the decision under way finishes
        assert screen.result is None


async def test_an_unfinished_match_offers_no_analysis(
    game_log: Path, tmp_path: Path
) -> None:
    app = TableApp()
    async with app.run_test(size=(80, 24)) as pilot:
        app.push_screen(_match_end(game_log, reason="the host's player left the table"))
        await pilot.pause()
        assert "press a" not in screen_text(app)
        await pilot.press("a")
        await pilot.pause()
        assert isinstance(app.screen, MatchEndScreen)
        bad = tmp_path / "cut.mtlog"
        bad.write_bytes(game_log.read_bytes()[:3000])
        app.push_screen(AnalysisScreen(str(bad), 0))
        screen = app.screen
        assert isinstance(screen, AnalysisScreen)
        await until(pilot, lambda: bool(screen.error), "the refusal")
        await pilot.pause()
        assert "only a finished, valid log can be analysed" in "\n".join(screen_lines(app))


@pytest.mark.parametrize("size", [(60, 20), (80, 24), (160, 48)])
async def test_the_analysis_reads_whole_at_every_size(
    game_log: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]
) -> None:
    """No heading cut to ``…`` from the smallest terminal up; the move list scrolls."""
    spy_on_reviews(monkeypatch)
    app = TableApp()
    async with app.run_test(size=size) as pilot:
        app.push_screen(AnalysisScreen(str(game_log), 0))
        screen = app.screen
        assert isinstance(screen, AnalysisScreen)
        await until(pilot, lambda: screen.result is not None, "the review to finish")
        await pilot.press("m")
        await pilot.pause()
        seen: list[str] = []
        for _ in range(12):
            lines = screen_lines(app)
            assert all(len(line) <= size[0] for line in lines)
            seen += [line for line in lines if line.count("│") >= 2]  # the panel's rows
            await pilot.press("pagedown")
            await pilot.pause()
        text = "\n".join(seen)
        assert "…" not in text
        width = screen.query_one("#analysis-body").size.width
        console = Console(width=width, file=io.StringIO(), record=True)
        console.print(screen.body)
        body = console.export_text().splitlines()
        assert all(len(line.rstrip()) <= width for line in body)  # no column cropped off
        rows = 3 + 3 * 3  # each player's match, then each one's two rounds and match
        assert sum(line.rstrip().endswith("%") for line in body) == rows
        for heading in ("mistakes", "blunders", "accuracy", "played", "best", "verdict"):
            assert heading in text, heading
        flat = " ".join(" ".join(body).split())
        assert "measured at once with 95% confidence" in flat  # the level, stated
        assert screen.result is not None
        shown = [r for r in screen.result.reviews if r.measured]
        assert shown and all(cost_text(r, compact=True) in flat for r in shown)  # intervals
