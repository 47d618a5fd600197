"""Choosing a tile by typing its pips: ``12 5``, ``125``, ``5 12`` all name the 12-5.

A hand under "draw until playable" reaches 20-30 tiles; numbering them changes the numbers at
every play and runs out of digit keys. A tile's pips are a label that never changes, so the
person types them and the hand narrows as they type: as soon as one tile of the hand matches
(or one playable tile is typed in full and the others it could become cannot be played), it is
chosen; while several do, the cursor rests on the best of them (the one typed in full,
else the first playable) and Enter takes it. Pure functions of the view: no rule is decided here.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...protocol.table import HandTile, Pair, SeatView, pair_text

MAX_TYPED = 6
"""Characters kept of a typed tile (``12 12`` is the longest)."""


def forms(pair: Pair) -> tuple[str, ...]:
    """Every way to type a tile: either half first, with or without a space."""
    a, b = pair
    return (f"{a}{b}", f"{a} {b}", f"{b}{a}", f"{b} {a}")


def normal(typed: str) -> str:
    """Spaces collapsed, none in front, at most :data:`MAX_TYPED` characters."""
    trailing = " " if typed.endswith(" ") and typed.strip() else ""
    return (" ".join(typed.split()) + trailing)[:MAX_TYPED]


@dataclass(frozen=True)
class Typed:
    """What the typed pips name in the hand."""

    typed: str
    matches: tuple[HandTile, ...]
    """Tiles of the hand that the typing could still become."""
    chosen: HandTile | None
    """The one tile it names (the only match), if any."""
    best: HandTile | None
    """Where the cursor goes while several match: typed in full, else the first playable."""

    def words(self) -> str:
        """The prompt while typing: what was typed and what it could be."""
        if not self.matches:
            return f"no tile in your hand matches {self.typed.strip()!r}"
        shown = " ".join(pair_text(t.tile) for t in self.matches[:8])
        more = f" and {len(self.matches) - 8} more" if len(self.matches) > 8 else ""
        enter = f"Enter: {pair_text(self.best.tile)}, " if self.best is not None else ""
        return f"typed {self.typed.strip()!r}: {shown}{more}  ({enter}Esc: clear)"


def match(view: SeatView, typed: str) -> Typed:
    typed = normal(typed)
    matches = tuple(h for h in view.hand if any(f.startswith(typed) for f in forms(h.tile)))
    if len(matches) == 1:
        return Typed(typed, matches, matches[0], matches[0])
    exact = [h for h in matches if typed.strip() in forms(h.tile)]
    playable = [h for h in matches if h.playable]
    if len(playable) == 1 and playable[0] in exact:
        # typed in full, and the only tile it could become that can be played now
        return Typed(typed, matches, playable[0], playable[0])
    ranked = [h for h in exact if h.playable] + exact + playable + list(matches)
    best = ranked[0] if ranked else None
    return Typed(typed, matches, None, best)


def typing_keys(view: SeatView, pos: int) -> list[str]:
    """The fewest keys that choose the tile at deck position ``pos`` by its pips: a typed
    prefix that names it alone, or one that puts the cursor on it, then Enter."""
    tile = next(h for h in view.hand if h.pos == pos)
    best: list[str] | None = None
    for form in forms(tile.tile):
        for end in range(1, len(form) + 1):
            typed = form[:end]
            if typed.endswith(" "):
                continue
            got = match(view, typed)
            keys = ["space" if c == " " else c for c in typed]
            if got.chosen is not None and got.chosen.pos == pos:
                pass
            elif got.best is not None and got.best.pos == pos:
                keys.append("enter")
            else:
                continue
            if best is None or len(keys) < len(best):
                best = keys
            break
    assert best is not None, "every tile can be typed in full"
    return best


def tab_keys(view: SeatView, order: list[int], cursor: int, pos: int) -> list[str] | None:
    """Tab from ``cursor`` (a display index) through the playable tiles to ``pos``, then
    Enter; None when the tile is not playable."""
    stops = [n for n, i in enumerate(order) if view.hand[i].playable]
    target = next((n for n, i in enumerate(order) if view.hand[i].pos == pos), None)
    if target is None or target not in stops:
        return None
    if cursor == target:
        return ["enter"]
    ring = sorted(stops, key=lambda n: (n <= cursor, n))
    return ["tab"] * (ring.index(target) + 1) + ["enter"]
