"""What a person meets first on the game screen: the move log wraps (never cuts) at any width,
the key bar offers only keys that do something at this table (and, under a panel, only the
panel's), the round-end summary shows every train whole on an 80×24 terminal (long trains go on
under themselves) with no tile cut in two, and the person reads "you take seat 0", not "you takes"."""

from __future__ import annotations

import asyncio
import re
from pathlib import Path

from mextrain.cli.tui.app import TableApp
from mextrain.cli.tui.screens import RoundEndScreen
from mextrain.node.persistence import DataDir
from mextrain.protocol.table.view import RoundEndView
from textual.widgets import RichLog
from textual.widgets._footer import FooterKey

from ..node.helpers import make_peer
from .table_views import mid_round, round_end
from .tui_helpers import host_in_app, play_settings, screen_lines, until

LONG = " ".join(f"word{n:02d}" for n in range(40))
"""A log line far wider than any terminal here (280 columns)."""


def log_rows(app: TableApp) -> list[str]:
    return [strip.text.rstrip() for strip in app.query_one(RichLog).lines]


def assert_wrapped(app: TableApp) -> None:
    """Every row fits the log and no word is lost or split."""
    log = app.query_one(RichLog)
    width = log.scrollable_content_region.width
    rows = log_rows(app)
    assert rows and all(len(row) <= width for row in rows), (width, rows)
    assert " ".join(" ".join(rows).split()) == LONG


async def test_a_long_log_line_wraps_in_the_wide_layout() -> None:
    app = TableApp()
    async with app.run_test(size=(160, 48)) as pilot:
        await pilot.pause()
        app.log_line(LONG)
        await pilot.pause()
        assert_wrapped(app)


async def test_log_lines_wrap_again_when_the_terminal_changes_width() -> None:
    app = TableApp()
    async with app.run_test(size=(100, 24)) as pilot:
        await pilot.pause()
        app.log_line(LONG)
        await pilot.pause()
        assert_wrapped(app)
        await pilot.resize_terminal(160, 48)  # the log moves beside the board: narrower
        await pilot.pause()
        await pilot.pause()
        assert_wrapped(app)
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        await pilot.pause()
        assert_wrapped(app)


def footer_keys(app: TableApp) -> list[str]:
    """The key bar's descriptions as drawn (the footer on the game screen)."""
    return [key.description for key in app.screen.query(FooterKey)]


async def test_play_offers_chat_only_while_someone_watches_and_never_a_new_code(
    tmp_path: Path,
) -> None:
    settings = play_settings(bots=2, rounds=1, seed=3)
    app = TableApp(beat=0.05, auto=False)
    hosted = host_in_app(app, DataDir(tmp_path / "play"), settings)
    hosts, ports = hosted.hosts, hosted.ports
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: app.view is not None, "the table", 60)
        await pilot.pause()
        keys = footer_keys(app)
        assert "scores" in keys and "chat" not in keys and "new code" not in keys, keys
        log = " ".join(log_rows(app))
        assert "you take seat 0" in log and "greedy 1 takes seat 1" in log, log
        # a spectator comes to watch (the command `play` prints): now chat has a reader
        watcher = make_peer(tmp_path, "watcher", ports[0], code="x", spectator=True, strategy=None)
        watching = asyncio.create_task(watcher.run())
        try:
            await until(pilot, lambda: "chat" in footer_keys(app), "chat in the key bar", 60)
            assert "new code" not in footer_keys(app)
        finally:
            watching.cancel()
            await asyncio.gather(watching, return_exceptions=True)
        await until(pilot, lambda: not hosts[0].conns, "the spectator to leave", 60)
        await until(pilot, lambda: "chat" not in footer_keys(app), "chat to go away", 60)
        hosts[0].quit = True
        hosts[0].abandon("test over")
        app.exit(0)


def test_only_a_host_open_to_joiners_offers_a_new_code_and_chat_alone() -> None:
    app = TableApp()
    assert app.check_action("chat", ()) is False  # nobody to chat with: no chat key
    app.on_chat = lambda text: None
    assert app.check_action("chat", ()) is True
    app.chat_heard = lambda: False
    assert app.check_action("chat", ()) is False


TILE = re.compile(r"\[([\d|]*)\]")


def panel_rows(lines: list[str]) -> list[str]:
    """The text inside the round-end panel's frame, one row per line."""
    return [line[line.index("│") + 1 : line.rindex("│")] for line in lines if line.count("│") >= 2]


def assert_board_whole(rows: list[str], end: RoundEndView, last: int = 0) -> None:
    """Each train (``last``: each of the last so many) whole: its row and the rows it goes on
    in (``↳``) hold every one of its tiles, in order, and end on its open end; no tile
    anywhere cut in two."""
    assert end.board is not None
    for train in (*end.board.trains, end.board.mexican)[-last:]:
        name = "Mexican" if train.key < 0 else end.names[train.key]
        label = re.compile(rf"─[ ▶]{re.escape(name)}[ (]")  # the lane's joint, then its owner
        at = next((n for n, r in enumerate(rows) if label.search(r)), None)
        assert at is not None, f"no row of {name}'s train in sight:\n" + "\n".join(rows)
        found = label.search(rows[at])
        assert found is not None
        lane = [rows[at][found.start() :]]  # not the engine drawn in front of the middle lane
        while "→" not in lane[-1] and at + len(lane) < len(rows):
            lane.append(rows[at + len(lane)])
        assert all("↳" in r for r in lane[1:]), lane
        tiles = [token for r in lane for token in TILE.findall(r)]
        assert tiles == [f"{a}|{b}" for a, b in train.tiles], (tiles, train.tiles)
        assert f"→{train.open_end}" in lane[-1], lane
    for row in rows:
        for token in TILE.findall(row):
            assert re.fullmatch(r"\d+\|\d+", token), (token, row)


def assert_scores_in_sight(rows: list[str], end: RoundEndView) -> None:
    """Who went out, every player's score and total, and the audit, without scrolling."""
    text = "\n".join(rows)
    assert f"Round {end.round_no} is over" in text and "deck audit: ok" in text
    assert "this round" in text and "total" in text
    for s, name in enumerate(end.names):
        row = next((r for r in rows if r.strip().startswith(name)), None)
        assert row is not None, f"{name}'s score is not in sight:\n{text}"
        assert row.split()[-2:] == [str(end.scores[s]), str(end.totals[s])], row


async def test_the_round_end_scores_are_read_at_60x20_without_scrolling() -> None:
    """The smallest terminal: the scores come first; the board follows below and scrolls."""
    end = round_end(players=4)
    app = TableApp()
    async with app.run_test(size=(60, 20)) as pilot:
        assert end.board is not None
        app.show(end.board)
        app.push_screen(RoundEndScreen(end))
        await pilot.pause()
        await pilot.pause()
        lines = screen_lines(app)
        assert_scores_in_sight(panel_rows(lines), end)
        assert any("↑/↓ more · press Enter for round 2" in line for line in lines)


async def test_the_round_end_summary_fits_80x24_with_every_open_end() -> None:
    end = round_end(players=4)
    assert end.board is not None
    app = TableApp()
    async with app.run_test(size=(80, 24)) as pilot:
        app.show(end.board)
        app.push_screen(RoundEndScreen(end))
        await pilot.pause()
        await pilot.pause()
        lines = screen_lines(app)
        rows = panel_rows(lines)
        assert_scores_in_sight(rows, end)
        assert_board_whole(rows, end)  # and the whole board, every train in full
        assert any("press Enter for round 2" in line for line in lines)
        assert not any("↑/↓ more" in line for line in lines)  # nothing to scroll to
        # the game's keys do nothing under the summary: its key bar shows only its own
        assert footer_keys(app) == ["go on"]
        assert "draw" not in lines[-1] and "go on" in lines[-1]


async def test_a_summary_taller_than_the_terminal_scrolls_with_the_key_in_sight() -> None:
    end = round_end(players=8)
    assert end.board is not None
    app = TableApp()
    closed: list[bool | None] = []
    async with app.run_test(size=(80, 24)) as pilot:
        app.show(end.board)
        app.push_screen(RoundEndScreen(end), closed.append)
        await pilot.pause()
        await pilot.pause()
        lines = screen_lines(app)
        assert_scores_in_sight(panel_rows(lines), end)  # the scores first, then the board
        assert not any("Mexican" in line for line in lines)  # below: the panel scrolls
        assert any("↑/↓ more · press Enter for round 2" in line for line in lines)
        await pilot.press("end")
        await pilot.pause()
        lines = screen_lines(app)
        assert_board_whole(panel_rows(lines), end, last=3)  # the last trains, whole
        assert any("press Enter for round 2" in line for line in lines)
        await pilot.press("enter")
        await until(pilot, lambda: bool(closed), "the summary to close", 30)


async def test_the_lobby_offers_the_lobby_keys_and_no_moves() -> None:
    app = TableApp()
    app.start_bots = lambda: []
    async with app.run_test(size=(80, 24)) as pilot:
        lobby = "lobby: waiting for players\n  seat 0: ann [host]\n  seat 1: (free)\n  seat 2: (free)"
        app.set_lobby(lobby)
        app.refresh_bindings()
        await pilot.pause()
        await pilot.pause()
        text = "\n".join(screen_lines(app))
        assert "seat 2: (free)" in text, text  # every seat in sight, none scrolled away
        keys = footer_keys(app)
        assert "bots start now" in keys and "quit" in keys, keys
        assert not {"play", "draw", "pass", "hint", "scores"} & set(keys), keys
        app.show(mid_round())  # the first deal: the moves come, the lobby's key goes
        await pilot.pause()
        keys = footer_keys(app)
        assert {"play", "draw", "scores"} <= set(keys) and "bots start now" not in keys, keys


async def test_the_rules_panel_opens_with_the_keys_and_the_play_not_file_names() -> None:
    from mextrain.cli.tui.screens import RulesScreen
    from mextrain.protocol.rules.ruleset import preset
    from mextrain.protocol.table.view import rules_in_words

    app = TableApp(rules_lines=rules_in_words(preset("classic")))
    async with app.run_test(size=(80, 24)) as pilot:
        app.show(mid_round())
        await pilot.press("r")
        await until(pilot, lambda: isinstance(app.screen, RulesScreen), "the rules panel")
        rows = [r.strip() for r in panel_rows(screen_lines(app)) if r.strip()]
        assert rows[0] == "Keys" and "pips" in rows[1], rows[:3]
        start = rows.index("Rules in force")
        assert rows[start + 1] == "Ruleset classic.", rows[start : start + 2]
        assert ".txt" not in " ".join(rows[: start + 3])


async def test_the_layout_follows_a_resize_and_always_says_whose_turn() -> None:
    """From 80x24 to 160x48 (tall tiles, the log beside the board), to 60x20 (flat tiles),
    to 40x12 (too small: the size it needs), and back: the status line starts with the turn
    at every size, and every train's open end is on the screen whenever the board is."""
    from mextrain.cli.tui.widgets import Board, HandBar

    view = mid_round()
    app = TableApp(auto=False)
    async with app.run_test(size=(80, 24)) as pilot:
        app.ask(view)
        for size, tall, wide in (((80, 24), False, False), ((160, 48), True, True),
                                 ((60, 20), False, False), ((40, 12), None, False),
                                 ((100, 30), True, False)):  # fmt: skip
            await pilot.resize_terminal(*size)
            await pilot.pause()
            await pilot.pause()
            lines = screen_lines(app)
            assert lines[0].startswith(" your turn"), (size, lines[0])
            if tall is None:
                words = " ".join(" ".join(lines).replace("│", " ").split())  # the spine between rows
                assert "needs a terminal of at least 60x20; this one is 40x12" in words, words
                assert not app.query_one("#main").display
                continue
            assert app.query_one("#main").display
            assert app.query_one(Board).tall is tall and app.query_one("#main").has_class(
                "wide") is wide, size  # fmt: skip
            text = "\n".join(lines)
            for train in (*view.trains, view.mexican):
                assert f"→{train.open_end}" in text, (size, train.key)
            assert "your hand (" in text and app.query_one(HandBar).display


def test_a_long_note_on_a_flat_board_goes_under_its_lane_whole() -> None:
    """At 60 columns an open double's note that does not fit beside the open end is given
    rows of its own under the lane (it was cut: "open double 7-7: you may cover it, else the n")."""
    import dataclasses

    from mextrain.cli.tui.board import board_lines

    from .table_views import open_double

    view = open_double()
    doubles = tuple(dataclasses.replace(d, cover_name="the next player") for d in view.open_doubles)
    view = dataclasses.replace(view, open_doubles=doubles, seat=1)
    lines = [line.plain for line in board_lines(view, 60, tall=False)]
    assert all(len(line) <= 60 for line in lines)
    words = " ".join(" ".join(lines).replace("│", " ").split())  # the spine between rows
    assert "◆ open double 7-7: you may cover it, else the next player must" in words
