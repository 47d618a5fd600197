"""A player's name is its own string: the app's tables show it as text, never as rich markup.

A joiner, a spectator or the host's person may be called ``[/]`` or ``[bold]x``: read as markup
the first raised MarkupError inside the app (the score sheet, the quit screen, the round end),
the second restyled the rest of its cell.
"""

from __future__ import annotations

import dataclasses

from mextrain.cli.tui.drawing import round_end_table, score_table
from rich.console import Console

from .table_views import mid_round, round_end

NAMES = ("[/]", "[bold]x", "ann", "bob")


def text_of(renderable: object) -> str:
    console = Console(width=120, record=True, color_system=None)
    console.print(renderable)
    return console.export_text()


def test_the_score_sheet_shows_markup_names_as_they_are() -> None:
    view = mid_round()
    sheet = dataclasses.replace(view.scores, names=NAMES)
    shown = text_of(score_table(sheet, 2))
    assert "[/]" in shown and "[bold]x" in shown


def test_the_round_end_shows_markup_names_as_they_are() -> None:
    end = round_end()
    shown = text_of(round_end_table(dataclasses.replace(end, names=NAMES)))
    assert "[/]" in shown and "[bold]x" in shown
