"""Limits on a ruleset as it arrives in a table's ``open`` entry (SPEC.md 2, "On the wire").

Checked on the raw map before it becomes a :class:`Ruleset`, so a hostile ``open`` cannot carry
a megabyte of description, a ``"5"`` where an integer belongs, or a ``double_blank_pips`` large
enough to push the match totals out of the ``end`` message's range.
"""

from __future__ import annotations

from typing import Any

from ..errors import RulesetError
from ..text import is_text

MAX_NAME = 64
MAX_SEED = 200
MAX_DESCRIPTION = 1000
MAX_DOUBLE_BLANK_PIPS = 1000
MAX_HAND = 136


def _is_int(value: Any, lo: int, hi: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and lo <= value <= hi


def check_wire_ruleset(data: Any) -> None:
    """Raise :class:`RulesetError` naming the first field outside its wire limits."""
    if not isinstance(data, dict):
        raise RulesetError("a ruleset is a map")
    texts = (("name", MAX_NAME, 1), ("seed", MAX_SEED, 1), ("description", MAX_DESCRIPTION, 0))
    for key, longest, shortest in texts:
        if key in data and not is_text(data[key], longest, shortest):
            raise RulesetError(f"{key} must be text of {shortest}..{longest} characters")
    sizes = data.get("hand_sizes", [])
    if not isinstance(sizes, list) or not 1 <= len(sizes) <= 9:
        raise RulesetError("hand_sizes must hold 1 to 9 [up_to_players, tiles] pairs")
    for pair in sizes:
        ok = isinstance(pair, list) and len(pair) == 2
        if not ok or not (_is_int(pair[0], 2, 10) and _is_int(pair[1], 1, MAX_HAND)):
            raise RulesetError(f"hand_sizes pairs are [2..10, 1..{MAX_HAND}], not {pair!r:.40}")
    pips = data.get("double_blank_pips", 0)
    if not _is_int(pips, 0, MAX_DOUBLE_BLANK_PIPS):
        raise RulesetError(f"double_blank_pips must be 0..{MAX_DOUBLE_BLANK_PIPS}")
