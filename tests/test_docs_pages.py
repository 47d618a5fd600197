"""The documentation's rules page is what docs/gen_rules.py writes from the rules code now.

A change to a preset, a knob, its docstring or the rules' prose must come with the page written
again (`python docs/gen_rules.py`), so the page people read is the game the code plays.
"""

from __future__ import annotations

import importlib.util
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
        assert f"\n### {name}\n\nFollows {rules.seed}." in page
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
