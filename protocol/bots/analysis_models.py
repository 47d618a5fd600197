"""How the review models each other seat in its playouts: as the bot it was, else by its plays.

A decision's cost depends on how the others play on after it: a line that wins against greedy
can lose against ``hard``. The playouts can play a seat as greedy or as ``hard``, so each seat
gets the nearer of the two:

- a name that says the bot (``bot 1 (hard)``, ``hard``, ``hard#2``): ``hard`` and ``expert``
  play on as ``hard``; ``greedy``, ``medium``, ``easy`` and ``random`` as greedy (the nearest
  the playouts have);
- any other name (a person, an agent): fitted, decision by decision, to its plays so far in
  the round (``expert.Model.fit_others``: at its choices where greedy and ``hard`` differ,
  which of the two it made; greedy on a tie or with no such choice).

The fit reads only the round's public history up to the decision, so the hint key, which has
the names and the history too, judges a position exactly as the review will.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

LEVEL_WORDS = ("random", "easy", "greedy", "medium", "hard", "expert")
"""The bots' names (``strategies.STRATEGIES``), weakest first."""
HARD_NAMES = ("hard", "expert")
"""Bots the playouts model as ``hard``."""


@dataclass(frozen=True)
class SeatModel:
    """How a seat plays on in the review's playouts (``hard``, ``greedy`` or ``fitted``), and
    why, in words."""

    kind: str
    how: str


_LEVEL = "|".join(LEVEL_WORDS)
_NAMED = re.compile(rf"^(?:.*\(\s*({_LEVEL})\s*\)|({_LEVEL})(?:\s*#?\s*\d+)?)$", re.IGNORECASE)


def named_level(name: str) -> str | None:
    """The bot ``name`` names, lower case (``bot 1 (hard)`` -> ``hard``), or None: a level in
    brackets at the end, or the level alone, perhaps numbered (``hard 2``, ``hard#2``)."""
    found = _NAMED.match(name.strip())
    if found is None:
        return None
    return (found.group(1) or found.group(2)).lower()


def seat_models(names: Sequence[str] | None, players: int) -> tuple[SeatModel, ...]:
    """Each seat's model: by its name when it names a bot, else fitted to its plays."""
    out = []
    for seat in range(players):
        level = named_level(names[seat]) if names is not None and seat < len(names) else None
        if level is None:
            out.append(SeatModel("fitted", "greedy or hard, whichever its plays this round fit"))
            continue
        kind = "hard" if level in HARD_NAMES else "greedy"
        near = "" if level in ("hard", "greedy", "medium") else f" (the nearest to {level})"
        out.append(SeatModel(kind, f"{kind}{near}, as its name says"))
    return tuple(out)


def named_masks(models: Sequence[SeatModel], seat: int) -> tuple[int, int]:
    """For ``seat``'s decisions: the bitmask of the other seats with a model by name, and of
    those the ones that play on as ``hard``."""
    named = hard = 0
    for s, m in enumerate(models):
        if s != seat and m.kind != "fitted":
            named |= 1 << s
            hard |= (1 << s) if m.kind == "hard" else 0
    return named, hard
