"""The documentation's rules page is what docs/gen_rules.py writes from the rules code now.

A change to a preset, a knob, its docstring or the rules' prose must come with the page written
again (`python docs/gen_rules.py`), so the page people read is the game the code plays.
"""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path
from types import ModuleType

import pytest
from mextrain.protocol.rules import PRESETS, Ruleset, explain

ROOT = Path(__file__).resolve().parents[1]


def generator() -> ModuleType:
    spec = importlib.util.spec_from_file_location("gen_rules", ROOT / "docs" / "gen_rules.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_committed_rules_page_is_what_the_generator_writes_now() -> None:
    committed = (ROOT / "docs" / "rules.md").read_text(encoding="utf-8")
    assert committed == generator().render(), "run: python docs/gen_rules.py"


def test_the_rules_page_has_every_preset_its_seed_and_every_knob() -> None:
    page = generator().render()
    for name, rules in PRESETS.items():
        section = page.split(f"\n### {name}\n", 1)[1].split("\n### ", 1)[0]
        assert section.startswith("\nFollows ")
        for word in rules.seed.split():
            assert word.strip(",") in section
        assert explain(rules)[-1] in page
    for field in Ruleset.__dataclass_fields__:
        assert f"\n### {field}\n" in page


def test_the_page_follows_a_knob_of_the_code(monkeypatch: pytest.MonkeyPatch) -> None:
    """A preset changed in the code changes the page: it is not a copy."""
    gen = generator()
    before = gen.render()
    changed = dict(PRESETS)
    changed["express"] = Ruleset(**{**PRESETS["express"].__dict__, "rounds": 5})
    monkeypatch.setattr("mextrain.protocol.rules.PRESETS", changed)
    after = gen.render()
    assert after != before
    assert "6 rounds" in before and "A match is 5 rounds" in after


def spec_hook() -> ModuleType:
    spec = importlib.util.spec_from_file_location("spec_hook", ROOT / "docs" / "spec_hook.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_protocol_page_is_spec_md_as_committed() -> None:
    """The site's protocol page is SPEC.md read at build time, not a copy in docs/."""

    class Page:
        class file:
            src_uri = "spec.md"

    hook = spec_hook()
    text = hook.on_page_markdown("the note in docs/spec.md", page=Page)
    spec_md = (ROOT / "SPEC.md").read_text(encoding="utf-8")
    assert text.splitlines()[0] == spec_md.splitlines()[0]
    unescaped = [re.sub(r"^(\d{10,})\\\. ", r"\1. ", line.strip()) for line in text.splitlines()]
    assert [line for line in unescaped if line] == [
        line.strip() for line in spec_md.splitlines() if line.strip()
    ]


def test_spec_md_is_adjusted_for_python_markdown_lists() -> None:
    adjust = spec_hook().for_python_markdown
    assert adjust("refuses:\n- one;\n- two.\n") == "refuses:\n\n- one;\n- two.\n"
    assert adjust("- a:\n  - inner\n    more\n- b\n") == "- a:\n    - inner\n      more\n- b\n"
    assert adjust(
        "7237005577332262213973186563042994240857116359379907606001950938285454250989. is L\n"
    ) == ("7237005577332262213973186563042994240857116359379907606001950938285454250989\\. is L\n")
    assert adjust("```\ntext\n- not a list\n```\n") == "```\ntext\n- not a list\n```\n"
