"""MkDocs hook: the site's protocol page (docs/spec.md) is SPEC.md, read at build time.

docs/spec.md holds only a note; this hook puts SPEC.md's text in its place, so the page is
always the specification as committed and never a copy that drifts. SPEC.md is written for
GitHub's Markdown; three things that reads differently in Python-Markdown are adjusted on the way
(the file itself is not changed): a list right after a paragraph line gets the blank line before
it that Python-Markdown needs, a list nested by two spaces is indented by four, and a line that
starts with a long number and a dot (a group order, not a list) keeps its dot as text.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

SPEC = Path(__file__).resolve().parents[1] / "SPEC.md"
PAGE = "spec.md"

_ITEM = re.compile(r"^( *)(?:[-*+]|\d{1,9}\.) ")
_LONG_NUMBER = re.compile(r"^(\d{10,})\. ")


def for_python_markdown(text: str) -> str:
    """SPEC.md's Markdown with the three adjustments above."""
    out: list[str] = []
    in_list = nested = fenced = False
    for line in text.splitlines():
        if line.lstrip().startswith("```"):
            fenced = not fenced
        if fenced or line.lstrip().startswith("```"):
            out.append(line)
            continue
        item = _ITEM.match(line)
        indent = len(line) - len(line.lstrip(" "))
        if item and indent == 0 and not in_list and out and out[-1].strip():
            out.append("")  # a list straight after a paragraph line
        if item:
            in_list = True
            nested = indent >= 2 if indent else False
        elif line.strip() and indent == 0 and (not out or not out[-1].strip()):
            in_list = nested = False  # a paragraph after a blank line ends the list
        if nested and indent >= 2:
            line = "  " + line
        out.append(_LONG_NUMBER.sub(r"\1\\. ", line))
    return "\n".join(out) + "\n"


def on_page_markdown(markdown: str, page: Any, **_: Any) -> str:
    """SPEC.md's Markdown for the protocol page; every other page as it is."""
    if page.file.src_uri != PAGE:
        return markdown
    return for_python_markdown(SPEC.read_text(encoding="utf-8"))
