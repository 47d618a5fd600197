"""MkDocs hook: the site's protocol page (docs/spec.md) is SPEC.md, read at build time.

docs/spec.md holds only a note; this hook puts SPEC.md's text in its place, so the page is
always the specification as committed and never a copy that drifts.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

SPEC = Path(__file__).resolve().parents[1] / "SPEC.md"
PAGE = "spec.md"


def on_page_markdown(markdown: str, page: Any, **_: Any) -> str:
    """SPEC.md's Markdown for the protocol page; every other page as it is."""
    if page.file.src_uri != PAGE:
        return markdown
    return SPEC.read_text(encoding="utf-8")
