"""``--help`` reads as written: whole sentences, and no value offered for a flag (issue 37)."""

from __future__ import annotations

import pytest
from mextrain.cli.app import app
from mextrain.cli.help_text import reflow
from typer.testing import CliRunner

COMMANDS = [c.name or c.callback.__name__ for c in app.registered_commands if c.callback]


def help_of(*args: str) -> str:
    out = CliRunner().invoke(app, [*args, "--help"], env={"COLUMNS": "220", "NO_COLOR": "1"})
    assert out.exit_code == 0, out.output
    return out.output


@pytest.mark.parametrize("command", [None, *COMMANDS])
def test_a_flag_is_not_offered_a_value(command: str | None) -> None:
    """``--help <bool>`` read as if ``--help true`` were how to ask."""
    text = help_of(*([command] if command else []))
    assert "<bool>" not in text
    assert "--help" in text


def test_a_sentence_is_not_broken_where_the_source_line_was() -> None:
    listing = help_of()
    assert "judged by the expert from that player's view only (never the hidden tiles)" in listing
    assert "duplicate matches (every deal once per seat rotation); how strong each is" in listing
    analyze = help_of("analyze")
    assert "with its interval in brackets: the intervals hold for every" in analyze


def test_reflow_keeps_paragraphs() -> None:
    assert reflow("One\n    two.\n\n    Three\n    four.") == "One two.\n\nThree four."
