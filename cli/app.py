"""The ``mextrain`` command: typer commands that parse options and hand off to small modules."""

from __future__ import annotations

import json
import os
import sys
from typing import Annotated, NoReturn

import typer
from mextrain.protocol.bots import STRATEGIES, Strategy, strategy
from mextrain.protocol.errors import MextrainError
from mextrain.protocol.rules import PRESETS, Ruleset, preset
from mextrain.protocol.simulate import SimulatedMatch, simulate_match
from rich.console import Console
from typer.exceptions import Abort, TyperException

from . import render
from .local_game import run_local_game

app = typer.Typer(
    no_args_is_help=True,
    add_completion=False,
    help="Mexican Train dominoes: play on a LAN with no trusted dealer, verify every game.",
    pretty_exceptions_enable=False,
)


def fail(message: str, code: int = 2) -> NoReturn:
    """A one-line error on stderr and a clean exit: never a traceback for bad input."""
    typer.echo(f"mextrain: error: {message}", err=True)
    raise typer.Exit(code)


def _ruleset(name: str) -> Ruleset:
    try:
        return preset(name)
    except MextrainError as exc:
        fail(str(exc))


def _strategies(spec: str, players: int) -> list[Strategy]:
    names = [s.strip() for s in spec.split(",") if s.strip()]
    if not names:
        fail("--bots needs at least one strategy name")
    try:
        chosen = [strategy(n) for n in names]
    except MextrainError as exc:
        fail(str(exc))
    # A shorter list repeats cyclically over the seats.
    return [chosen[i % len(chosen)] for i in range(players)]


@app.command()
def rules(
    name: Annotated[str | None, typer.Argument(help="A preset to print in full.")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON only.")] = False,
) -> None:
    """List the ruleset presets, or print one in full."""
    console = Console()
    if name is None:
        if as_json:
            typer.echo(json.dumps({n: r.to_dict() for n, r in PRESETS.items()}, indent=2))
            return
        console.print(render.presets_table(PRESETS))
        return
    chosen = _ruleset(name)
    if as_json:
        typer.echo(json.dumps(chosen.to_dict(), indent=2))
        return
    console.print(render.ruleset_table(chosen))
    console.print(chosen.description)


@app.command()
def simulate(
    players: Annotated[int, typer.Option("--players", "-n", help="Seats at the table.")] = 4,
    ruleset: Annotated[str, typer.Option("--ruleset", "-r", help="A preset name.")] = "classic",
    seed: Annotated[int, typer.Option("--seed", "-s", help="Seed: same seed, same game.")] = 0,
    rounds: Annotated[int | None, typer.Option("--rounds", help="Play only K rounds.")] = None,
    bots: Annotated[
        str,
        typer.Option(
            "--bots", help=f"Comma-separated strategies per seat ({', '.join(STRATEGIES)})."
        ),
    ] = "greedy",
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON only.")] = False,
) -> None:
    """Play a whole match between bots through the rules engine and print the scores."""
    chosen = _ruleset(ruleset)
    strategies = _strategies(bots, players)
    try:
        chosen.check_players(players)
        if rounds is not None:
            chosen.round_doubles(rounds)
        match = simulate_match(chosen, players, strategies, seed, rounds)
    except MextrainError as exc:
        fail(str(exc))
    names = [f"seat {s}" for s in range(players)]
    if as_json:
        typer.echo(json.dumps(simulation_json(chosen, players, seed, bots, match), indent=2))
        return
    console = Console()
    for played in match.rounds:
        console.print(render.round_table(played.outcome, names))
    console.print(render.match_table(match.outcome, names))
    winners = ", ".join(names[w] for w in match.outcome.winners)
    console.print(f"winner: {winners}")


def simulation_json(
    rules: Ruleset, players: int, seed: int, bots: str, match: SimulatedMatch
) -> dict[str, object]:
    """The stable JSON shape of ``simulate --json`` (also used by ``verify --json``)."""
    return {
        "ruleset": rules.name,
        "players": players,
        "seed": seed,
        "bots": [s.strip() for s in bots.split(",") if s.strip()],
        "rounds": [
            {
                "double": p.outcome.double,
                "went_out": p.outcome.went_out,
                "blocked": p.outcome.blocked,
                "out_on_double": p.outcome.out_on_double,
                "pips": list(p.outcome.pips),
                "scores": list(p.outcome.scores),
                "winners": list(p.outcome.winners),
                "events": len(p.events),
            }
            for p in match.rounds
        ],
        "totals": list(match.outcome.totals),
        "winners": list(match.outcome.winners),
    }


@app.command()
def play(
    bots: Annotated[int, typer.Option("--bots", "-b", help="Bot opponents (1-9).")] = 3,
    ruleset: Annotated[str, typer.Option("--ruleset", "-r", help="A preset name.")] = "classic",
    rounds: Annotated[int | None, typer.Option("--rounds", help="Play only K rounds.")] = None,
    seed: Annotated[
        int | None, typer.Option("--seed", help="Fix the shuffle (default: random).")
    ] = None,
    bot: Annotated[str, typer.Option("--bot", help="Strategy of the bots.")] = "greedy",
    name: Annotated[str, typer.Option("--name", help="Your name at the table.")] = "you",
) -> None:
    """Play a match in this terminal against bots (local; LAN play comes with host/join)."""
    chosen = _ruleset(ruleset)
    players = bots + 1
    strategies = _strategies(bot, bots)
    try:
        chosen.check_players(players)
        if rounds is not None:
            chosen.round_doubles(rounds)
    except MextrainError as exc:
        fail(str(exc))
    if seed is None:
        seed = int.from_bytes(os.urandom(4), "big")
    code = run_local_game(chosen, name, strategies, seed, rounds, Console(), sys.stdin)
    raise typer.Exit(code)


def main() -> None:
    """Entry point: usage errors become one line on stderr with exit code 2."""
    try:
        code = app(standalone_mode=False)
    except TyperException as exc:
        message = exc.format_message()
        if message:  # an empty one follows help already printed (no arguments at all)
            typer.echo(f"mextrain: error: {message}", err=True)
        sys.exit(exc.exit_code)
    except Abort:
        typer.echo("mextrain: aborted", err=True)
        sys.exit(130)
    sys.exit(code if isinstance(code, int) else 0)
