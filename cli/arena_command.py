"""The ``mextrain arena`` command: options in, :mod:`cli.arena` does the work, a table out."""

from __future__ import annotations

import json
from typing import Annotated

import typer
from rich.console import Console
from rich.table import Table

from ..protocol.bots import STRATEGIES, strategy
from ..protocol.errors import MextrainError
from ..protocol.rules import preset
from .arena import ArenaConfig, BotLine, run, stderr_progress, summarize, with_rounds


def _fail(message: str) -> None:
    typer.echo(f"mextrain: error: {message}", err=True)
    raise typer.Exit(2)


def arena(
    bots: Annotated[
        str,
        typer.Option(
            "--bots",
            help=f"One bot per seat, comma-separated ({', '.join(STRATEGIES)}).",
        ),
    ] = "expert,greedy",
    matches: Annotated[
        int, typer.Option("--matches", "-m", help="Deals; each is played once per seat rotation.")
    ] = 20,
    ruleset: Annotated[str, typer.Option("--ruleset", "-r", help="A preset name.")] = "classic",
    seed: Annotated[int, typer.Option("--seed", "-s", help="Seed of the deals.")] = 0,
    jobs: Annotated[int, typer.Option("--jobs", "-j", help="Worker processes.")] = 1,
    rounds: Annotated[int | None, typer.Option("--rounds", help="Play only K rounds.")] = None,
    playouts: Annotated[
        int | None, typer.Option("--playouts", help="The expert's budget per move.")
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON only.")] = False,
) -> None:
    """Bots play duplicate matches (every deal once per seat rotation); how strong each is.

    Per bot: matches won (ties split) with a 95% interval over deals, its fair share (seats it
    holds), mean score per round, think time per move with a choice (wall p50, p99; and the
    CPU time p99, the fair figure on a busy machine). Progress goes to stderr."""
    names = tuple(n.strip() for n in bots.split(",") if n.strip())
    if len(names) < 2:
        _fail("--bots needs one bot per seat, at least two: like expert,greedy")
    if not 1 <= matches <= 100_000:
        _fail("--matches must be 1 to 100000")
    if not 1 <= jobs <= 64:
        _fail("--jobs must be 1 to 64")
    if playouts is not None and not 1 <= playouts <= 1_000_000:
        _fail("--playouts must be 1 to 1000000")
    try:
        for n in names:
            strategy(n)
        rules = with_rounds(preset(ruleset), rounds)
        rules.check_players(len(names))
    except MextrainError as exc:
        _fail(str(exc))
    config = ArenaConfig(rules, names, matches, seed, playouts)
    results = run(config, jobs, stderr_progress)
    lines = summarize(config, results)
    if as_json:
        out = {
            "ruleset": rules.name,
            "rounds": rules.rounds,
            "players": config.players,
            "bots": list(names),
            "deals": matches,
            "matches": len(results),
            "seed": seed,
            "playouts": playouts,
            "results": [line.to_json() for line in lines],
        }
        typer.echo(json.dumps(out, indent=2))
        return
    Console().print(_table(config, len(results), lines))


def _table(config: ArenaConfig, played: int, lines: list[BotLine]) -> Table:
    title = (
        f"{played} matches ({config.matches} deals x {config.players} rotations),"
        f" {config.rules.name}, {config.rules.rounds} rounds, seed {config.seed}"
    )
    table = Table(title=title)
    for header in (
        "bot",
        "seats",
        "won",
        "95% CI",
        "fair",
        "pts/rnd",
        "p50 ms",
        "p99 ms",
        "cpu p99",
    ):
        table.add_column(header, justify="left" if header == "bot" else "right")
    for line in lines:
        table.add_row(
            line.name,
            str(line.seats),
            f"{line.win_rate:.1%}",
            f"{line.win_low * 100:.0f}-{line.win_high * 100:.0f}%",
            f"{line.seats / config.players:.0%}",
            f"{line.mean_round_score:.1f}",
            f"{line.think_p50 * 1000:.1f}",
            f"{line.think_p99 * 1000:.1f}",
            f"{line.cpu_p99 * 1000:.1f}",
        )
    return table


def register(app: typer.Typer) -> None:
    app.command()(arena)
