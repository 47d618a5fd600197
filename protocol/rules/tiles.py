"""Domino tiles of a double-N set, their notation and their canonical order.

A tile is an unordered pair of pip counts. It is stored as ``(low, high)`` with ``low <= high``
and written high end first, ``12-5``; ``5-12`` parses to the same tile. The canonical order of a
set (used to number tiles on the wire and to derive their curve points) is lexicographic on
``(low, high)``: ``0-0, 1-0, ..., 12-0, 1-1, 2-1, ...``.
"""

from __future__ import annotations

import re
from functools import cache
from typing import NamedTuple

from ..errors import InvalidPlayError

SUPPORTED_SETS = (6, 9, 12, 15)
_NOTATION = re.compile(r"^\s*(\d{1,2})\s*[-|:/]\s*(\d{1,2})\s*$")


class Tile(NamedTuple):
    """One domino. Build with :func:`tile` or :meth:`parse` so the ends are ordered."""

    low: int
    high: int

    @property
    def pips(self) -> int:
        return self.low + self.high

    @property
    def is_double(self) -> bool:
        return self.low == self.high

    def has(self, end: int) -> bool:
        return end in (self.low, self.high)

    def other_end(self, end: int) -> int:
        """The end left open after matching ``end`` against a train."""
        if end == self.low:
            return self.high
        if end == self.high:
            return self.low
        raise InvalidPlayError(f"tile {self} has no {end} end")

    def __str__(self) -> str:
        return f"{self.high}-{self.low}"

    @classmethod
    def parse(cls, text: str, max_pip: int = 15) -> Tile:
        """Parse ``12-5`` (or ``5-12``, ``12|5``, ``12:5``) as a tile of a double-N set."""
        match = _NOTATION.match(text)
        if match is None:
            raise InvalidPlayError(f"bad tile notation {text!r}: expected two pip counts like 12-5")
        a, b = int(match.group(1)), int(match.group(2))
        for end in (a, b):
            if end > max_pip:
                raise InvalidPlayError(
                    f"bad tile {text!r}: {end} pips is more than a double-{max_pip} set has"
                )
        return tile(a, b)


def tile(a: int, b: int) -> Tile:
    """The tile with ends ``a`` and ``b`` in either order."""
    if a < 0 or b < 0:
        raise InvalidPlayError(f"a tile end cannot be negative: {a}-{b}")
    return Tile(a, b) if a <= b else Tile(b, a)


@cache
def tile_set(max_pip: int) -> tuple[Tile, ...]:
    """Every tile of a double-``max_pip`` set in canonical order."""
    if max_pip < 0:
        raise InvalidPlayError(f"a double-{max_pip} set does not exist")
    return tuple(Tile(low, high) for low in range(max_pip + 1) for high in range(low, max_pip + 1))


@cache
def tile_index(max_pip: int) -> dict[Tile, int]:
    """Map each tile of the set to its canonical index."""
    return {t: i for i, t in enumerate(tile_set(max_pip))}


def set_size(max_pip: int) -> int:
    """Number of tiles in a double-``max_pip`` set: (N+1)(N+2)/2, 91 for double-12."""
    return (max_pip + 1) * (max_pip + 2) // 2
