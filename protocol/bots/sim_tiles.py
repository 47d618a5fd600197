"""The simulator's per-set lookup tables: each tile of a set as a number, with its pips, ends
and the bitmasks of the tiles that carry each end, built once per ``max_pip``."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from ..rules import Tile, tile_index, tile_set


@dataclass(frozen=True)
class TileTable:
    """Per-set lookup tables, built once per ``max_pip``."""

    tiles: tuple[Tile, ...]
    index: dict[Tile, int]
    pips: tuple[int, ...]
    low: tuple[int, ...]
    high: tuple[int, ...]
    double: tuple[bool, ...]
    with_pip: tuple[int, ...]
    """``with_pip[p]``: bitmask of the tiles that have an end ``p``."""
    doubles: int
    """Bitmask of the doubles."""
    double_of: tuple[int, ...]
    """``double_of[p]``: number of the double p-p."""
    rank_base: tuple[int, ...]
    """The greedy order of tiles before the deck position (see :attr:`Sim.rank`)."""
    blank_double: int
    """Number of the 0-0."""


@cache
def tile_table(max_pip: int) -> TileTable:
    """The tables of the double-``max_pip`` set (built once: a pure function of the set)."""
    tiles = tile_set(max_pip)
    with_pip = [0] * (max_pip + 1)
    doubles = 0
    for i, t in enumerate(tiles):
        with_pip[t.low] |= 1 << i
        with_pip[t.high] |= 1 << i
        if t.is_double:
            doubles |= 1 << i
    return TileTable(
        tiles=tiles,
        index=tile_index(max_pip),
        pips=tuple(t.pips for t in tiles),
        low=tuple(t.low for t in tiles),
        high=tuple(t.high for t in tiles),
        double=tuple(t.is_double for t in tiles),
        with_pip=tuple(with_pip),
        doubles=doubles,
        rank_base=tuple(((256 if t.is_double else 0) + t.pips) * 1024 for t in tiles),
        double_of=tuple(tile_index(max_pip)[Tile(p, p)] for p in range(max_pip + 1)),
        blank_double=tile_index(max_pip)[Tile(0, 0)],
    )
