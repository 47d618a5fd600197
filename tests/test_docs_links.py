"""Every relative link of the README and of the documentation pages points at a file that exists.

The site's build (`mkdocs build --strict`, in CI) checks the pages' links to each other; this
also covers the README, which the site does not build, and runs with the rest of the suite.
"""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"

_FENCE = re.compile(r"^(```|~~~).*?^\1", re.MULTILINE | re.DOTALL)
_CODE = re.compile(r"`[^`\n]*`")
_LINK = re.compile(r"!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
_EXTERNAL = re.compile(r"^[a-z][a-z0-9+.-]*:", re.IGNORECASE)


def relative_links(markdown: str) -> list[str]:
    """The link and image targets of ``markdown`` that are paths, code spans and blocks left out
    (a command like `[--json]` is not a link)."""
    text = _CODE.sub("", _FENCE.sub("", markdown))
    targets = []
    for target in _LINK.findall(text):
        if _EXTERNAL.match(target) or target.startswith("#"):
            continue
        targets.append(target)
    return targets


def broken_links(page: Path) -> list[str]:
    """The relative links of ``page`` whose file (the part before any ``#``) does not exist."""
    broken = []
    for target in relative_links(page.read_text(encoding="utf-8")):
        path = target.split("#", 1)[0].split("?", 1)[0]
        if not path or not (page.parent / path).exists():
            broken.append(target)
    return broken


def pages() -> list[Path]:
    return [ROOT / "README.md", *sorted(DOCS.glob("*.md"))]


def test_the_readme_and_every_page_have_links_to_check() -> None:
    readme_links = relative_links((ROOT / "README.md").read_text(encoding="utf-8"))
    assert "docs/screenshot.svg" in readme_links
    assert "docs/playing.md" in readme_links
    assert len(pages()) > 10


def test_every_relative_link_points_at_a_file_that_exists() -> None:
    broken = {page.relative_to(ROOT).as_posix(): broken_links(page) for page in pages()}
    assert {page: links for page, links in broken.items() if links} == {}


def test_a_broken_link_is_found(tmp_path: Path) -> None:
    (tmp_path / "there.md").write_text("# here\n")
    page = tmp_path / "page.md"
    page.write_text(
        "[ok](there.md) [ok too](there.md#here) ![missing](gone.svg) [gone](sub/gone.md#x)\n"
        "[web](https://example.org/x.md) [anchor](#top) `[not a link](nowhere.md)`\n"
        "```sh\n[nor this](nowhere.md)\n```\n"
    )
    assert broken_links(page) == ["gone.svg", "sub/gone.md#x"]
