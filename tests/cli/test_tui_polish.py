"""What a person meets first on the game screen: the move log wraps (never cuts) at any width,
the key bar offers only keys that do something at this table, and the round-end summary fits
an 80×24 terminal with every train's open end shown and no tile cut in two."""

from __future__ import annotations

from mextrain.cli.tui.app import TableApp
from textual.widgets import RichLog

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
