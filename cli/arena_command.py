"""The ``mextrain arena`` command: options in, :mod:`cli.arena` does the work, a table out."""

from __future__ import annotations

import json
from typing import Annotated

import typer
from rich.console import Console
from rich.table import Table

from ..node.agent import AGENT_PREFIX, check_spec
from ..protocol.bots import STRATEGIES
from ..protocol.errors import MextrainError
from ..protocol.rules import preset
from .agents import AGENT_HELP
from .arena import ArenaConfig, BotLine, run, self_check, stderr_progress, summarize, with_rounds
from .words import counted

DEFAULT_DEALS = 20
"""Deals when --matches is not given (each played once per seat rotation)."""


def _fail(message: str) -> None:
    typer.echo(f"mextrain: error: {message}", err=True)
    raise typer.Exit(2)


def arena(
    bots: Annotated[
        str | None,
        typer.Option(
            "--bots",
            help=f"One bot per seat, comma-separated ({', '.join(STRATEGIES)}); default"
            " expert,greedy, or expert alone when --agent takes a seat.",
        ),
    ] = None,
    agent: Annotated[
        list[str] | None,
        typer.Option(
            "--agent",
            metavar="CMD",
            help=AGENT_HELP + " It takes a seat after the --bots ones; repeat for more.",
        ),
    ] = None,
    matches: Annotated[
        int | None,
        typer.Option(
            "--matches",
            "-m",
            help="Matches in all, a multiple of the seats: each deal is played once per seat"
            f" rotation. Default: {DEFAULT_DEALS} deals.",
        ),
    ] = None,
    ruleset: Annotated[str, typer.Option("--ruleset", "-r", help="A preset name.")] = "classic",
    seed: Annotated[int, typer.Option("--seed", "-s", help="Seed of the deals.")] = 0,
    jobs: Annotated[int, typer.Option("--jobs", "-j", help="Worker processes.")] = 1,
    rounds: Annotated[int | None, typer.Option("--rounds", help="Play only K rounds.")] = None,
    playouts: Annotated[
        int | None, typer.Option("--playouts", help="The expert's budget per move.")
    ] = None,
    think: Annotated[
        float | None,
        typer.Option(
            "--think",
            metavar="SECONDS",
            help="The expert's clock per move (anytime search; wall time, so not reproducible).",
        ),
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON only.")] = False,
) -> None:
    """Bots play duplicate matches (every deal once per seat rotation); how strong each is.

    Per player (two seats with the same bot are reported apart, as greedy#1 and greedy#2):
    matches won (ties split) with a 95% Wilson interval (widened when a deal's rotations vary
    together), its fair share, mean score per round, think time per move with a choice (wall
    p50, p99; and the CPU time p99, the fair figure on a busy machine). With the same bot in
    every seat, a self-check says whether each interval holds the fair share. Progress goes
    to stderr."""
    if bots is None:
        bots = "expert" if agent else "expert,greedy"
    names = tuple(n.strip() for n in bots.split(",") if n.strip())
    for command in agent or []:
        if not command.strip():
            _fail("--agent needs a command")
        names += (AGENT_PREFIX + command.strip(),)
    if len(names) < 2:
        _fail("--bots and --agent need one player per seat, at least two: like expert,greedy")
    seats = len(names)
    if matches is None:
        matches = DEFAULT_DEALS * seats
    if not seats <= matches <= 100_000:
        _fail(f"--matches must be {seats} to 100000")
    if matches % seats:
        lower, upper = matches - matches % seats, matches - matches % seats + seats
        _fail(
            f"--matches must be a multiple of {seats}: each deal is played once per seat"
            f" rotation ({lower} or {upper}, not {matches})"
        )
    deals = matches // seats
    if not 1 <= jobs <= 64:
        _fail("--jobs must be 1 to 64")
    if playouts is not None and not 1 <= playouts <= 1_000_000:
        _fail("--playouts must be 1 to 1000000")
    if think is not None and not 0.001 <= think <= 600:
        _fail("--think must be 0.001 to 600 seconds")
    try:
        for n in names:
            check_spec(n)
        rules = with_rounds(preset(ruleset), rounds)
        rules.check_players(len(names))
    except MextrainError as exc:
        _fail(str(exc))
    config = ArenaConfig(rules, names, deals, seed, playouts, think)
    results = run(config, jobs, stderr_progress)
    lines = summarize(config, results)
    check = self_check(config, lines)
    if as_json:
        out = {
            "ruleset": rules.name,
            "rounds": rules.rounds,
            "players": config.players,
            "bots": list(names),
            "labels": list(config.labels),
            "deals": deals,
            "matches": len(results),
            "seed": seed,
            "playouts": playouts,
            "think": think,
            "results": [line.to_json() for line in lines],
            "self_check": check,
        }
        typer.echo(json.dumps(out, indent=2))
        return
    console = Console()
    console.print(_table(config, len(results), lines))
    for line in lines:
        if line.agent_failures:
            console.print(
                f"warning: {line.name} failed in {line.agent_failures} of {line.matches} matches"
                " and the greedy bot played its seat there: its figures are not its own"
            )
    if check is not None:
        console.print(check)


def _table(config: ArenaConfig, played: int, lines: list[BotLine]) -> Table:
    title = (
        f"{counted(played, 'match', 'matches')} ({counted(config.matches, 'deal')} x"
        f" {counted(config.players, 'rotation')}),"
        f" {config.rules.name}, {counted(config.rules.rounds, 'round')}, seed {config.seed}"
    )
    table = Table(title=title)
    for header in (
        "bot",
        "won",
        "95% CI",
        "fair",
        "pts/rnd",
        "p50 ms",
        "p99 ms",
        "cpu p99",
    ):
        if header == "bot":
            table.add_column(header, justify="left", no_wrap=True, min_width=10)
        else:
            table.add_column(header, justify="right")
    for line in lines:
        table.add_row(
            line.name,
            f"{line.win_rate:.1%}",
            interval_text(line.win_low, line.win_high),
            f"{line.fair:.0%}",
            f"{line.mean_round_score:.1f}",
            f"{line.think_p50 * 1000:.1f}",
            f"{line.think_p99 * 1000:.1f}",
            f"{line.cpu_p99 * 1000:.1f}",
        )
    return table


def interval_text(low: float, high: float) -> str:
    """``83-100%``; a decimal more where whole percents would hide the width."""
    whole = f"{low * 100:.0f}-{high * 100:.0f}%"
    return whole if round(low * 100) != round(high * 100) else f"{low:.1%}-{high:.1%}"


def register(app: typer.Typer) -> None:
    app.command()(arena)
