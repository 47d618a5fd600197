"""Dominoes drawn as tiles: a framed box of two halves, three rows tall, or one row when the
terminal is short, or five rows with each half a pattern of pips when the terminal has the room.

A tile in a train lies along it (``┌──┬──┐ │12│ 5│ └──┴──┘``); a double stands across it, as at a
real table (``┌12┐ ├──┤ └12┘``). Every mark that matters is a shape as well as a colour, so a
monochrome terminal (``NO_COLOR``) loses nothing: an uncovered double is drawn in heavy lines, the
open end of a train is shown reversed, and a playable tile in the hand has a heavy frame.

Pip patterns are the 3x3 grid of a real domino (``●`` dots two cells apart, so each stays
countable) for 0 to 9; 10 to 12 cannot be laid out countably in three rows of five cells, so those
halves keep their number. A pip tile lies along its train, a double too: standing across, it
would need nine rows.
"""

from __future__ import annotations

from dataclasses import dataclass

from rich.style import Style
from rich.text import Text

from ...protocol.table import Pair

TALL = 3
"""Rows of a drawn tile."""
PIPS_TALL = 5
"""Rows of a tile drawn with pip patterns."""
PIPS_WIDTH = 13
"""Cells of a tile drawn with pip patterns: two halves of five cells and three frame lines."""
DOT = "●"
_GRID = {
    0: (),
    1: (4,),
    2: (0, 8),
    3: (0, 4, 8),
    4: (0, 2, 6, 8),
    5: (0, 2, 4, 6, 8),
    6: (0, 2, 3, 5, 6, 8),
    7: (0, 2, 3, 4, 5, 6, 8),
    8: (0, 1, 2, 3, 5, 6, 7, 8),
    9: tuple(range(9)),
}
"""The dots of each count on a 3x3 grid, numbered row by row."""

LIGHT = "┌┬┐│└┴┘─├┤"
HEAVY = "┏┳┓┃┗┻┛━┣┫"


@dataclass(frozen=True)
class Look:
    """How one tile is drawn: its frame, its colour, which half is the open end."""

    style: str = ""
    heavy: bool = False
    open_half: int | None = None
    """0 or 1: the half that is a train's open end (shown reversed)."""
    meta: Style | None = None
    """Click data (a hand tile's index, a train's key)."""


def _pip(n: int) -> str:
    return f"{n:>2}"


def pip_rows(n: int) -> tuple[str, str, str]:
    """One half as three rows of five cells: the dots of ``n`` (0-9), or its number (10-12)."""
    spots = _GRID.get(n)
    if spots is None:
        return ("     ", f"{n:^5}", "     ")
    rows = []
    for r in range(3):
        rows.append(" ".join(DOT if r * 3 + c in spots else " " for c in range(3)))
    return (rows[0], rows[1], rows[2])


def tile_width(pair: Pair, *, across: bool, tall: bool, pips: bool = False) -> int:
    """Cells a drawn tile takes, without the gap after it."""
    if pips:
        return PIPS_WIDTH
    if tall:
        return 4 if across and pair[0] == pair[1] else 7
    return len(flat_text(pair))


def flat_text(pair: Pair) -> str:
    return f"[{pair[0]}|{pair[1]}]"


def tall_rows(pair: Pair, look: Look, *, across: bool) -> tuple[Text, Text, Text]:
    """The three rows of a tile: along the train, or a double across it (``across``)."""
    c = HEAVY if look.heavy else LIGHT
    tl, tee, tr, v, bl, bee, br, h, lt, rt = tuple(c)
    base = Style.parse(look.style) if look.style else Style()
    if look.meta is not None:
        base += look.meta
    reverse = base + Style(reverse=True, bold=True)
    rows = (Text(), Text(), Text())
    a, b = pair
    if across and a == b:
        rows[0].append(tl, base)
        rows[0].append(_pip(a), reverse if look.open_half is not None else base)
        rows[0].append(tr, base)
        rows[1].append(lt + h * 2 + rt, base)
        rows[2].append(bl, base)
        rows[2].append(_pip(b), reverse if look.open_half is not None else base)
        rows[2].append(br, base)
        return rows
    rows[0].append(tl + h * 2 + tee + h * 2 + tr, base)
    rows[1].append(v, base)
    rows[1].append(_pip(a), reverse if look.open_half == 0 else base)
    rows[1].append(v, base)
    rows[1].append(_pip(b), reverse if look.open_half == 1 else base)
    rows[1].append(v, base)
    rows[2].append(bl + h * 2 + bee + h * 2 + br, base)
    return rows


def pip_tile_rows(pair: Pair, look: Look) -> list[Text]:
    """The five rows of a tile whose halves are pip patterns, along the train (a double too);
    the open half reversed, as in a three-row tile."""
    c = HEAVY if look.heavy else LIGHT
    tl, tee, tr, v, bl, bee, br, h, _lt, _rt = tuple(c)
    base = Style.parse(look.style) if look.style else Style()
    if look.meta is not None:
        base += look.meta
    reverse = base + Style(reverse=True, bold=True)
    halves = (pip_rows(pair[0]), pip_rows(pair[1]))
    rows = [Text(tl + h * 5 + tee + h * 5 + tr, base)]
    for r in range(3):
        row = Text(v, base)
        for half in (0, 1):
            row.append(halves[half][r], reverse if look.open_half == half else base)
            row.append(v, base)
        rows.append(row)
    rows.append(Text(bl + h * 5 + bee + h * 5 + br, base))
    return rows


def flat_row(pair: Pair, look: Look) -> Text:
    """One row: ``[12|5]``, the open half reversed; a heavy tile is bold."""
    base = Style.parse(look.style) if look.style else Style()
    if look.meta is not None:
        base += look.meta
    if look.heavy:
        base += Style(bold=True)
    reverse = base + Style(reverse=True, bold=True)
    t = Text()
    t.append("[", base)
    t.append(str(pair[0]), reverse if look.open_half == 0 else base)
    t.append("|", base)
    t.append(str(pair[1]), reverse if look.open_half == 1 else base)
    t.append("]", base)
    return t
