"""Rich rendering of rulesets, boards and score tables. Knows layout, not rules."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.table import Table
from rich.text import Text

from ..protocol.rules import MEXICAN, MatchOutcome, RoundOutcome, Ruleset


def ruleset_table(rules: Ruleset) -> Table:
    table = Table(title=f"ruleset {rules.name}", show_header=True, header_style="bold")
    table.add_column("knob")
    table.add_column("value")
    for key, value in rules.to_dict().items():
        if key == "hand_sizes":
            value = ", ".join(f"up to {a} players: {b}" for a, b in value)
        elif key == "seed":
            value = f"{value}: {seed_words(value)}"
        table.add_row(key, str(value))
    return table


SEED_WORDS = {
    "000": "the Portuguese how-to guide (seed 000)",
    "001": "a boxed set's Portuguese rules sheet (seed 001)",
    "002": "the guide's Swedish translation (seed 002)",
    "003": "an online game's Italian rules (seed 003)",
}
"""What each seed text in seeds/ is (seeds/README.md), by its number."""


def seed_words(seed: str) -> str:
    """``000_1ca2....txt, 002_....txt`` in words: what the texts a preset follows are."""
    parts = []
    for part in seed.split(","):
        number = part.strip()[:3]
        words = SEED_WORDS.get(number, part.strip())
        if "(Dicas)" in part:
            words = f"the tips (Dicas) of {words}"
        parts.append(words)
    return " and ".join(parts)


def presets_table(presets: dict[str, Ruleset]) -> Table:
    """Every preset: its name whole, then its rules in brief and where they come from, in
    words that wrap at any width."""
    table = Table(title="rulesets", header_style="bold", show_lines=True)
    table.add_column("name", no_wrap=True)
    table.add_column("what it is", ratio=1)
    for name, r in presets.items():
        doubles = r.round_doubles()
        rounds = "1 round" if len(doubles) == 1 else f"{len(doubles)} rounds"
        engine = (
            "the holder of the round's double starts"
            if r.engine.value == "held"
            else "the round's double is set aside and the start rotates"
        )
        first = (
            "the first turn builds your own train"
            if r.first_turn.value == "build"
            else "one tile a turn from the first"
        )
        scoring = (
            "penalty scoring: the lowest total wins"
            if r.scoring.value == "penalty"
            else "positive scoring: who goes out scores the others' pips"
        )
        doubles_rule = {
            "in_order": "; open doubles are covered in the order they were played",
            "at_most_one": "; at most one open double on the table",
        }.get(r.open_doubles.value, "")
        table.add_row(
            name,
            f"{r.min_players}-{r.max_players} players, {rounds}"
            f" ({doubles[0]}-{doubles[0]} to {doubles[-1]}-{doubles[-1]}); {engine}; {first}"
            f"{doubles_rule}; {scoring}. From {seed_words(r.seed)}.",
        )
    table.caption = "mextrain rules NAME: one in full (--explain: in prose)"
    return table


def move_text(
    kind: str,
    who: str,
    detail: dict[str, Any],
    names: Sequence[str],
    *,
    mine: bool = False,
    me: int | None = None,
) -> str:
    """One move of the log in words; ``mine`` speaks to the person at seat ``me``
    ("you play 12-5 on your train"), otherwise ``who`` is the mover's name."""
    if mine:
        who = "you"
    s = "" if mine else "s"
    if kind == "play":
        train = detail["train"]
        if train == MEXICAN:
            where = "the Mexican train"
        elif train == me:
            where = "your train"
        else:
            where = f"{names[train]}'s train"
        return f"{who} play{s} {detail['tile']} on {where}"
    if kind == "place_engine":
        return f"{who} place{s} the engine {detail['tile']}"
    return {
        "draw": f"{who} draw{s}",
        "pass": f"{who} pass{'' if mine else 'es'}",
        "no_engine": f"{who} {'do' if mine else 'does'} not hold the engine",
        "end_build": f"{who} end{s} the first train",
    }[kind]


def round_table(outcome: RoundOutcome, names: Sequence[str]) -> Table:
    how = "blocked" if outcome.went_out is None else f"{names[outcome.went_out]} went out"
    if outcome.out_on_double:
        how += " on a double"
    # names are players' own strings: Text, never read as markup
    table = Table(
        title=Text(f"round {outcome.double}-{outcome.double}: {how}"), header_style="bold"
    )
    table.add_column("player")
    table.add_column("pips left", justify="right")
    table.add_column("score", justify="right")
    for seat, name in enumerate(names):
        mark = " *" if seat in outcome.winners else ""
        table.add_row(Text(name + mark), str(outcome.pips[seat]), str(outcome.scores[seat]))
    return table


def match_table(outcome: MatchOutcome, names: Sequence[str]) -> Table:
    table = Table(title="match", header_style="bold")
    table.add_column("round")
    for name in names:
        table.add_column(Text(name), justify="right")
    for r in outcome.rounds:
        table.add_row(f"{r.double}-{r.double}", *(str(s) for s in r.scores))
    table.add_row(
        Text("total", style="bold"),
        *(
            Text(str(t), style="bold green" if s in outcome.winners else "bold")
            for s, t in enumerate(outcome.totals)
        ),
    )
    return table
