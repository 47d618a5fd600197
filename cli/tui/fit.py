"""How the game screen uses the terminal it gets: pip, tall or flat tiles, where the log goes.

The board and the hand are drawn with pip tiles (five rows, each half a pattern of dots) when the
terminal has the rows for both of them (never one without the other: a player matches a hand's
tiles against the trains' ends, so both speak the same way), with tall tiles (three rows) when it
has the rows for them and a few lines of log, flat ones (one row) otherwise; the log moves
beside the board from :data:`WIDE` columns. Below :data:`MIN_SIZE` the screen says what it needs
instead of drawing a table nobody could read. Pure arithmetic on line counts, so it is checked
without a terminal.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

MIN_SIZE = (60, 20)
WIDE = 120
"""Terminal width from which the log moves beside the board."""
LOG_WIDTH = (40, 56)
"""The log's width beside the board: a third of the terminal, within these bounds."""
LOG_ROWS = 5
"""Rows the log keeps under the board (its rule and four lines) on a narrow terminal; three
(two lines) on a short one."""
SHORT = 24
CHROME = 4
"""The status line, the key bar, and two rows of prompt."""


@dataclass(frozen=True)
class Fit:
    wide: bool
    log_width: int
    board_tall: bool
    hand_tall: bool
    board_rows: int
    """Rows the board may take before it scrolls."""
    too_small: bool = False
    board_pips: bool = False
    hand_pips: bool = False


def too_small_words(width: int, height: int) -> str:
    need_w, need_h = MIN_SIZE
    return (
        f"mextrain needs a terminal of at least {need_w}x{need_h};"
        f" this one is {width}x{height}. Make the window larger (or the font smaller);"
        " the game goes on meanwhile, and `q` still quits."
    )


PIPS, TALL, FLAT = (True, True), (True, False), (False, False)
"""(tall, pips) of a drawing."""
_SIZES = ((PIPS, PIPS), (TALL, TALL), (TALL, FLAT), (FLAT, FLAT))
"""(board, hand), largest first."""


def fit(
    width: int,
    height: int,
    board_rows: Callable[[int, bool, bool], int],
    hand_rows: Callable[[int, bool, bool], int],
    *,
    pips: bool = True,
) -> Fit:
    """The largest drawing that fits: ``board_rows(width, tall, pips)`` and ``hand_rows(...)``
    give the rows each part needs at a width; ``pips=False`` leaves pip tiles out."""
    if width < MIN_SIZE[0] or height < MIN_SIZE[1]:
        return Fit(False, 0, False, False, 0, too_small=True)
    wide = width >= WIDE
    log_width = min(max(width // 3, LOG_WIDTH[0]), LOG_WIDTH[1])
    left = (width - log_width - 1 if wide else width) - 1  # the board's scroll bar
    log = 0 if wide else (LOG_ROWS if height >= SHORT else 3)
    room = height - CHROME - log
    for (board_tall, board_pips), (hand_tall, hand_pips) in _SIZES if pips else _SIZES[1:]:
        hand = hand_rows(left, hand_tall, hand_pips) + 1  # the gap above the hand
        board = board_rows(left, board_tall, board_pips)
        if board + hand <= room:
            return Fit(
                wide, log_width, board_tall, hand_tall, board,
                board_pips=board_pips, hand_pips=hand_pips,
            )  # fmt: skip
    return Fit(wide, log_width, False, False, max(3, room - hand))
