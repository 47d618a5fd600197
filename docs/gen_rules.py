"""Write the documentation's rules page (docs/rules.md) from the rules code itself.

Run from the repository root: ``.venv/bin/python docs/gen_rules.py`` (``--check`` only says
whether the committed page is current, exit 1 if not). The page is made from the presets, the
``Ruleset`` fields with their defaults and the docstrings beside them, the enums' values and
theirs, and the prose ``mextrain rules NAME --explain`` prints, so it cannot drift from what
the game plays; ``tests/test_docs_pages.py`` fails when the committed page is not what this
script writes now.
"""

from __future__ import annotations

import ast
import dataclasses
import inspect
import itertools
import sys
import typing
from enum import Enum
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
PAGE = ROOT / "docs" / "rules.md"
SEEDS = ROOT / "seeds" / "README.md"

WHAT = {
    "name": "The preset's name, or `custom`; the knobs, not the name, are the rules.",
    "seed": "Which seed text(s) the ruleset follows.",
    "max_pip": "The set: double-N, from 0-0 to N-N.",
    "min_players": "The fewest players at a table.",
    "max_players": "The most players at a table.",
    "round_order": "The order of the rounds' doubles.",
    "rounds": "Rounds in a match; each starts from its own double.",
    "first_turn": "What a seat's first turn of a round is.",
    "mexican_on_first_turn": (
        "A seat's first turn may use the Mexican train and marked trains (only with"
        " `first_turn = single`)."
    ),
    "open_doubles": "What an uncovered double on the table means for the next plays.",
    "scoring": "How a round is scored and who wins the match.",
    "description": "Prose about the ruleset; not a rule.",
}
"""What a field is, for the fields without a docstring of their own in the code (a field with
neither makes this script fail, so a new knob cannot go undocumented)."""


def _class_node(cls: type) -> ast.ClassDef:
    source = inspect.getsource(sys.modules[cls.__module__])
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ClassDef) and node.name == cls.__name__:
            return node
    raise LookupError(f"no class {cls.__name__} in its module's source")


def class_doc(cls: type) -> str:
    """The class's own docstring (never one inherited), on one line."""
    return " ".join((ast.get_docstring(_class_node(cls)) or "").split())


def attribute_docs(cls: type) -> dict[str, str]:
    """The string literal that follows each attribute in ``cls``'s source (its docstring)."""
    node = _class_node(cls)
    docs: dict[str, str] = {}
    for stmt, after in itertools.pairwise(node.body):
        target = None
        if isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name):
            target = stmt.target.id
        elif (
            isinstance(stmt, ast.Assign)
            and len(stmt.targets) == 1
            and isinstance(stmt.targets[0], ast.Name)
        ):
            target = stmt.targets[0].id
        if (
            target is not None
            and isinstance(after, ast.Expr)
            and isinstance(after.value, ast.Constant)
            and isinstance(after.value.value, str)
        ):
            docs[target] = " ".join(inspect.cleandoc(after.value.value).split())
    return docs


def _value(value: Any) -> str:
    if isinstance(value, Enum):
        return f"`{value.value}`"
    if isinstance(value, bool):
        return "`true`" if value else "`false`"
    if isinstance(value, tuple):
        return "`" + str([list(pair) for pair in value]).replace(" ", "") + "`"
    return f"`{value}`"


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def seed_notes() -> dict[str, str]:
    """Seed file name -> "language: what it is", from seeds/README.md's table."""
    notes: dict[str, str] = {}
    for line in SEEDS.read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 3 and cells[0].endswith(".txt"):
            notes[cells[0]] = f"{cells[1]}: {cells[2]}"
    return notes


def _short_seed(seed: str, notes: dict[str, str]) -> str:
    """``000_1ca2….txt, 002_2fff….txt`` as ``000 (Portuguese), 002 (Swedish)``."""
    for file in _seed_files(seed):
        language = notes.get(file, "").split(":", 1)[0]
        seed = seed.replace(file, f"{file[:3]} ({language})" if language else file[:3])
    return seed.replace(") (", "; ")  # "000 (Portuguese) (Dicas)" as "000 (Portuguese; Dicas)"


def _code_seed(seed: str) -> str:
    """The seed text with each file name as code."""
    for file in _seed_files(seed):
        seed = seed.replace(file, f"`{file}`")
    return seed


def _seed_files(seed: str) -> list[str]:
    return [word.strip(",()") for word in seed.split() if word.strip(",()").endswith(".txt")]


def _describe(name: str, kind: Any, docs: dict[str, str]) -> str:
    """A field's docstring, else its enum's, else the fallback in :data:`WHAT`."""
    if name in docs:
        return docs[name]
    if isinstance(kind, type) and issubclass(kind, Enum) and class_doc(kind):
        return class_doc(kind)
    if name in WHAT:
        return WHAT[name]
    raise SystemExit(f"gen_rules.py: say in WHAT what the ruleset field {name!r} is")


def render() -> str:
    """The whole rules page as Markdown."""
    from mextrain.protocol import rules  # the package as installed (editable: this tree)
    from mextrain.protocol.rules import limits, tiles

    ruleset_cls = rules.Ruleset
    presets: dict[str, Any] = dict(rules.PRESETS)
    default = ruleset_cls()
    fields = list(dataclasses.fields(ruleset_cls))
    docs = attribute_docs(ruleset_cls)
    kinds = typing.get_type_hints(ruleset_cls)
    accepts = {
        "max_pip": ", ".join(f"`{n}`" for n in tiles.SUPPORTED_SETS),
        "min_players": "2..10, at most `max_players`",
        "max_players": "2..10",
        "hand_sizes": "`[up_to_players, tiles]` pairs, `up_to_players` increasing to"
        " at least `max_players`",
        "rounds": "1..`max_pip` + 1",
        "double_blank_pips": f"0..{limits.MAX_DOUBLE_BLANK_PIPS}",
        "name": f"text of 1..{limits.MAX_NAME} characters",
        "seed": f"text of 1..{limits.MAX_SEED} characters",
        "description": f"text of 0..{limits.MAX_DESCRIPTION} characters",
    }
    seeds = seed_notes()
    out: list[str] = [
        "# The rules",
        "",
        "<!-- Generated by `python docs/gen_rules.py` from protocol/rules: do not edit by hand."
        " tests/test_docs_pages.py fails when this page is not what the script writes now. -->",
        "",
        "Every rule variant of the four seed texts in `seeds/` is a knob of one ruleset, and a"
        " preset is a named set of knob values that says which seed it follows. A table starts"
        " from a preset (`--ruleset NAME`, default `classic`), then a TOML file of knobs"
        " (`--rules FILE.toml`, one `knob = value` a line), then any number of"
        " `--rule KEY=VALUE` (a later one wins), then `--rounds`. The result is fixed in the"
        " game log's first entry, so `verify` and `replay` need no option. `mextrain rules`"
        " lists the presets and `mextrain rules NAME --explain` tells one as prose (with"
        " `--rules`/`--rule`, a custom ruleset). A combination of knobs that cannot work is"
        " refused, naming the knob.",
        "",
        "```sh",
        "mextrain rules classic --rule follow_up=on_double --explain",
        "mextrain play --bots 3 --ruleset express --rule double_blank_pips=50",
        "```",
        "",
        "## The presets",
        "",
        "| preset | follows | in short |",
        "|---|---|---|",
    ]
    for name, rs in presets.items():
        follows = _short_seed(rs.seed, seeds)
        out.append(f"| [`{name}`](#{name}) | {_cell(follows)} | {_cell(rs.description)} |")
    out.append("")
    for name, rs in presets.items():
        out += [f"### {name}", "", f"Follows {_code_seed(rs.seed)}.", ""]
        files = _seed_files(rs.seed)
        for file in files:
            if file in seeds:
                out.append(f"- `{file}`, {seeds[file]}")
        if files:
            out.append("")
        out += [f"What `mextrain rules {name} --explain` says:", ""]
        for paragraph in rules.explain(rs)[1:]:  # the first is the title: name and seed
            out += [paragraph, ""]
    out += ["## Every knob of every preset", ""]
    out.append("| knob | " + " | ".join(f"`{n}`" for n in presets) + " |")
    out.append("|---|" + "---|" * len(presets))
    for f in fields:
        if f.name in ("name", "seed", "description"):
            continue
        values = []
        for rs in presets.values():
            value = getattr(rs, f.name)
            shown = _value(value)
            values.append(f"**{shown}**" if value != getattr(default, f.name) else shown)
        out.append(f"| [`{f.name}`](#{f.name}) | " + " | ".join(values) + " |")
    out += ["", "A value in bold differs from the knob's default ([below](#every-knob)).", ""]
    out += [
        "## Every knob",
        "",
        "Each knob with what it is, the values it takes and its default (the value of a"
        " ruleset built from no preset, `custom`).",
        "",
    ]
    for f in fields:
        kind = kinds[f.name]
        out += [f"### {f.name}", "", _describe(f.name, kind, docs), ""]
        default_text = f"Default: {_value(getattr(default, f.name))}."
        if isinstance(kind, type) and issubclass(kind, Enum):
            out += [default_text, ""]
            member_docs = attribute_docs(kind)
            for member in kind:
                out.append(f"- `{member.value}`: {member_docs.get(member.name, '')}".rstrip())
            out.append("")
            continue
        takes = "`true`, `false`" if kind is bool else accepts.get(f.name, "")
        out += [f"Takes {takes}. {default_text}" if takes else default_text, ""]
    return "\n".join(out).rstrip() + "\n"


def main(argv: list[str]) -> int:
    text = render()
    if "--check" in argv:
        if not PAGE.exists() or PAGE.read_text(encoding="utf-8") != text:
            print(f"{PAGE.relative_to(ROOT)} is out of date: run python docs/gen_rules.py")
            return 1
        print(f"{PAGE.relative_to(ROOT)} is current")
        return 0
    PAGE.write_text(text, encoding="utf-8")
    print(f"wrote {PAGE.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
