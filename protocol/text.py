"""Which strings the protocol accepts (names, reasons, ruleset texts): a rule that needs no
Unicode database, so every implementation, in any language or Unicode version, agrees.

A *text* is 1 to ``max_len`` Unicode scalar values (counted as code points, not bytes), none of
them in :data:`REFUSED`: control characters, invisible format characters (zero-width, bidi
controls, the soft hyphen, the BOM), line and paragraph separators, spaces other than U+0020,
private-use code points and noncharacters. Everything else, unassigned code points included, is
accepted: the rule is a fixed list of ranges (SPEC.md 5.4).
"""

from __future__ import annotations

REFUSED: tuple[tuple[int, int], ...] = (
    (0x0000, 0x001F),  # C0 controls
    (0x007F, 0x009F),  # DEL, C1 controls
    (0x00A0, 0x00A0),  # no-break space
    (0x00AD, 0x00AD),  # soft hyphen
    (0x061C, 0x061C),  # Arabic letter mark
    (0x1680, 0x1680),  # Ogham space mark
    (0x180E, 0x180E),  # Mongolian vowel separator
    (0x2000, 0x200F),  # spaces, zero-width characters, LRM, RLM
    (0x2028, 0x202F),  # line/paragraph separators, bidi embeddings, narrow no-break space
    (0x205F, 0x206F),  # medium math space, word joiner, invisible operators, bidi isolates
    (0x3000, 0x3000),  # ideographic space
    (0xD800, 0xDFFF),  # surrogates (not scalar values)
    (0xE000, 0xF8FF),  # private use
    (0xFDD0, 0xFDEF),  # noncharacters
    (0xFEFF, 0xFEFF),  # byte order mark / zero-width no-break space
    (0xFFF9, 0xFFFB),  # interlinear annotation controls
    (0xF0000, 0x10FFFF),  # supplementary private use planes 15-16
)


def refused(code: int) -> bool:
    """True for a code point a text may not hold (including every U+xxFFFE and U+xxFFFF)."""
    if code & 0xFFFE == 0xFFFE:
        return True
    return any(lo <= code <= hi for lo, hi in REFUSED)


def is_text(value: object, max_len: int, min_len: int = 1) -> bool:
    return (
        isinstance(value, str)
        and min_len <= len(value) <= max_len
        and not any(refused(ord(c)) for c in value)
    )
