"""What ``--help`` shows: sentences as written, and no value shown for a flag.

Typer's rich help keeps a docstring's line breaks, so a sentence broke where the source line
did ("that player's / view only"); and it labels every flag ``<bool>``, as if ``--help true``
were the way to ask. Commands' help is reflowed here (a blank line still starts a new
paragraph), and a flag's type column is left empty.
"""

from __future__ import annotations

import inspect
import re
from typing import Any

import typer
from typer.core import TyperOption

_SINGLE_BREAK = re.compile(r"(?<!\n)\n(?!\n)")


def reflow(text: str) -> str:
    """Paragraphs kept, each on one line: a single line break becomes a space."""
    return _SINGLE_BREAK.sub(" ", inspect.cleandoc(text))


def tidy(app: typer.Typer) -> None:
    """Reflow the help of ``app`` and of every command registered on it so far; flags show
    no type."""
    TyperOption.display_type_rich = _display_type_rich  # type: ignore[method-assign]
    if app.info.help:
        app.info.help = reflow(app.info.help)
    for command in app.registered_commands:
        text = command.help or (command.callback.__doc__ if command.callback else None)
        if text:
            command.help = reflow(text)


def _display_type_rich(self: TyperOption, ctx: Any) -> str | None:
    """A flag takes no value: nothing in the type column (an option keeps ``<int>`` etc.)."""
    if self.is_flag and self.metavar is None:
        return None
    return _shown_type(self, ctx)


_shown_type = TyperOption.display_type_rich
