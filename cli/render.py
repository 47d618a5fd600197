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
        table.add_row(key, str(value))
    return table


def presets_table(presets: dict[str, Ruleset]) -> Table:
    table = Table(title="rulesets", header_style="bold")
    for col in ("name", "players", "engine", "first turn", "rounds", "scoring", "seed"):
        table.add_column(col, no_wrap=col == "name")
    for name, r in presets.items():
        table.add_row(
            name,
            f"{r.min_players}-{r.max_players}",
            r.engine.value,
            r.first_turn.value,
            f"{r.rounds} {'down' if r.round_order.value == 'descending' else 'up'}",
            r.scoring.value,
            ", ".join(part.strip()[:3] for part in r.seed.split(",")),
        )
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
