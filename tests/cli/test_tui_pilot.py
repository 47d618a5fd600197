"""The full-screen app played by key presses against bots (Textual's headless pilot).

A real host with two bots runs in the app's event loop, as ``mextrain play`` does. The person
plays a whole round with keys only: single-choice steps (no engine) go by themselves, tiles are
picked by their typed pips or by Tab, and trains by key, an open double is covered, a tile is drawn and named in the
log, the round-end summary waits for a key, the score sheet shows running totals, and quitting
asks first, shows the standings and ends the match.
"""

from __future__ import annotations

import io
from pathlib import Path

from mextrain.cli.tui.app import AUTO_KINDS, TableApp
from mextrain.cli.tui.pick import tab_keys, typing_keys
from mextrain.cli.tui.screens import MatchEndScreen, QuitScreen, RoundEndScreen, ScoreScreen
from mextrain.cli.tui.widgets import Board, HandBar, StatusLine
from mextrain.protocol.table import MoveView
from rich.console import Console
from textual.pilot import Pilot
from textual.widgets import RichLog

from .tui_helpers import app_with_host, play_settings, until

SEED = 6
"""A deal where, in round 1, the person is dealt no engine, draws, and must cover an open double
(the test checks each of these happened)."""


def log_text(app: TableApp) -> str:
    return "\n".join(strip.text for strip in app.query_one(RichLog).lines)


def screen_text(app: TableApp) -> str:
    """The text of the panel on top (round end, scores, quit, match end)."""
    console = Console(width=100, file=io.StringIO(), record=True)
    console.print(getattr(app.screen, "body", ""))
    return console.export_text()


def keys_for(app: TableApp, move: MoveView) -> list[str]:
    """The fewest keys a person needs for ``move`` on this screen: the tile by its typed pips
    or by Tab through the playable tiles, and Enter; when the tile fits several trains, the
    train's number and Enter, or m."""
    view = app.view
    assert view is not None and move.train is not None
    hand = app.query_one(HandBar)
    typed = typing_keys(view, move.pos, move.train)
    tabbed = tab_keys(view, hand.order(), hand.cursor, move.pos, move.train)
    return typed if tabbed is None or len(typed) <= len(tabbed) else tabbed


async def take_turn(pilot: Pilot[int], app: TableApp, seen: set[str]) -> None:
    """One move by keys, as a person would choose it; records what kind of step it was."""
    view = app.view
    asked = app.asking
    assert view is not None and asked is not None
    only = view.moves[0] if len(view.moves) == 1 else None
    if only is not None and only.kind in AUTO_KINDS:
        seen.add(f"auto {only.kind}")  # goes by itself after the beat: press nothing
    elif any(m.kind == "play" for m in view.moves):
        duty = {d.train for d in view.open_doubles if d.cover_seat == view.seat}
        move = next(m for m in view.moves if m.kind == "play")
        if duty:
            assert move.train in duty
            board = app.query_one(Board).render().plain
            assert f"open double {view.train(move.train).open_end}" in board
            seen.add("cover")
        seen.add("play")
        keys = keys_for(app, move)
        seen.add(f"{len(keys)} keys")
        for key in keys:
            await pilot.press(key)
    elif any(m.kind == "draw" for m in view.moves):
        seen.add("draw")
        await pilot.press("d")
    elif any(m.kind == "end_build" for m in view.moves):
        await pilot.press("e")
    else:
        await pilot.press("p")
    await until(pilot, lambda: app.asking is not asked, "the move to be sent")


async def test_a_round_by_keys_then_scores_and_a_confirmed_quit(tmp_path: Path) -> None:
    app, codes = app_with_host(tmp_path, play_settings(bots=2, rounds=2, seed=SEED))
    seen: set[str] = set()
    async with app.run_test(size=(100, 40)) as pilot:
        # -- round 1, by keys
        while True:
            await until(
                pilot,
                lambda: app.asking is not None or isinstance(app.screen, RoundEndScreen),
                "the person's turn or the round's end",
            )
            if isinstance(app.screen, RoundEndScreen):
                break
            await take_turn(pilot, app, seen)
        seen.update(f"auto {kind}" for kind in app.auto_made)  # some go between two polls
        assert {"auto no_engine", "auto draw", "play", "cover"} <= seen, seen
        assert "you drew " in log_text(app)
        # -- the round-end summary waits for a key
        summary = screen_text(app)
        assert "Round 1 is over" in summary and "deck audit: ok" in summary
        assert "this round" in summary and "total" in summary
        await pilot.pause(0.2)
        assert isinstance(app.screen, RoundEndScreen)  # still there: nothing moves on alone
        app.auto = False  # the setting `a` turns off: from now on the prompts stay
        await pilot.press("enter")
        await until(pilot, lambda: app.asking is not None, "round 2's first prompt")
        assert "round 2 of 2" in app.query_one(StatusLine).render().plain
        # -- the score sheet, on a key, with round 1's running totals
        await pilot.press("s")
        await until(pilot, lambda: isinstance(app.screen, ScoreScreen), "the score sheet")
        sheet = screen_text(app)
        totals = app.view.scores.totals if app.view else ()
        assert "R1" in sheet and "won" in sheet and all(str(t) in sheet for t in totals)
        await pilot.press("escape")
        # -- quit asks first and shows the standings; "n" keeps playing
        await pilot.press("q")
        await until(pilot, lambda: isinstance(app.screen, QuitScreen), "the quit question")
        asked = screen_text(app)  # a local game: leaving ends it, and says so
        assert "Leave the game?" in asked and "cannot be resumed" in asked and "total" in asked
        await pilot.press("n")
        await until(pilot, lambda: not isinstance(app.screen, QuitScreen), "the quit to close")
        assert not codes and app.asking is not None
        await pilot.press("q")
        await until(pilot, lambda: isinstance(app.screen, QuitScreen), "the quit question")
        await pilot.press("y")
        await until(pilot, lambda: isinstance(app.screen, MatchEndScreen), "the match end")
        end = screen_text(app)
        assert "You left the game" in end and "mextrain verify" in end
        assert "the host's player" not in end
        await pilot.press("enter")
        await until(pilot, lambda: bool(codes), "the node to stop")
    assert codes == [1]  # the person left: the match was aborted
