"""Choosing a tile by typing its pips: ``12 5``, ``125``, ``5 12`` all name the 12-5.

A hand under "draw until playable" reaches 20-30 tiles; numbering them changes the numbers at
every play and runs out of digit keys. A tile's pips are a label that never changes, so the
person types them and the hand narrows as they type; the cursor rests on the best match (the one
typed in full, else the first playable) and Enter takes it. A tile is chosen without Enter only
when its pips are typed in full and no other tile of the hand could still be meant: what a key
means depends on the keys before it, never on when it came. Pure functions of the view: no rule
is decided here.
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
    """The tile typed in full when no other tile of the hand could still be meant, if any."""
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
    exact = [h for h in matches if typed.strip() in forms(h.tile)]
    chosen = exact[0] if len(matches) == 1 and exact else None  # complete and unambiguous
    playable = [h for h in matches if h.playable]
    ranked = [h for h in exact if h.playable] + exact + playable + list(matches)
    best = ranked[0] if ranked else None
    return Typed(typed, matches, chosen, best)


def train_keys(view: SeatView, tile: HandTile, train: int) -> list[str]:
    """The keys that put ``tile``, already chosen, on ``train``: Enter when it fits that train
    only, else the train's number and Enter, or m for the Mexican train."""
    if len(tile.trains) == 1:
        return ["enter"]
    return ["m"] if train < 0 else [*str(train), "enter"]


def typing_keys(view: SeatView, pos: int, train: int) -> list[str]:
    """The fewest keys that play the tile at deck position ``pos`` on ``train`` by its pips:
    typed in full where that names it alone, else a typed prefix that puts the cursor on it
    and Enter; then :func:`train_keys`. (A single-train tile chosen by Enter is played at once.)"""
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
                keys += train_keys(view, tile, train)
            elif got.best is not None and got.best.pos == pos:
                keys.append("enter")
                if len(tile.trains) > 1:
                    keys += train_keys(view, tile, train)
            else:
                continue
            if best is None or len(keys) < len(best):
                best = keys
            break
    assert best is not None, "every tile can be typed in full"
    return best


def tab_keys(
    view: SeatView, order: list[int], cursor: int, pos: int, train: int
) -> list[str] | None:
    """Tab from ``cursor`` (a display index) through the playable tiles to ``pos``, Enter,
    then the train (:func:`train_keys`) when it fits several; None when it is not playable."""
    stops = [n for n, i in enumerate(order) if view.hand[i].playable]
    target = next((n for n, i in enumerate(order) if view.hand[i].pos == pos), None)
    if target is None or target not in stops:
        return None
    tile = view.hand[order[target]]
    then = train_keys(view, tile, train) if len(tile.trains) > 1 else []
    if cursor == target:
        return ["enter", *then]
    ring = sorted(stops, key=lambda n: (n <= cursor, n))
    return ["tab"] * (ring.index(target) + 1) + ["enter", *then]
