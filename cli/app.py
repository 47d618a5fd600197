"""The ``mextrain`` command: typer commands that parse options and hand off to small modules."""

from __future__ import annotations

import json
import sys
from importlib import metadata
from pathlib import Path
from typing import Annotated, NoReturn

import typer
from rich.console import Console
from typer.exceptions import Abort, TyperException

from ..protocol.bots import STRATEGIES, Strategy, simulate_match, strategy
from ..protocol.errors import MextrainError
from ..protocol.log import VERSION
from ..protocol.rules import PRESETS, explain
from ..protocol.table import run_match
from . import render
from .agents import AGENT_HELP, Agents, hooks
from .jsonout import scores_json
from .progress import counting_entries
from .ruleset_options import RuleOption, RulesetOption, RulesFileOption, ruleset_from_options

app = typer.Typer(
    no_args_is_help=True,
    add_completion=False,
    help="Mexican Train dominoes: play on a LAN with no trusted dealer, verify every game.",
    pretty_exceptions_enable=False,
)


def _version(value: bool) -> None:
    if value:
        typer.echo(f"mextrain {metadata.version('mextrain')} (protocol v{VERSION})")
        raise typer.Exit(0)


@app.callback()
def _root(
    version: Annotated[
        bool,
        typer.Option("--version", callback=_version, is_eager=True, help="Print the version."),
    ] = False,
) -> None:
    """Mexican Train dominoes: play on a LAN with no trusted dealer, verify every game."""


def fail(message: str, code: int = 2) -> NoReturn:
    """A one-line error on stderr and a clean exit: never a traceback for bad input."""
    typer.echo(f"mextrain: error: {message}", err=True)
    raise typer.Exit(code)


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


def _log_names(spec: str, players: int, agents: list[str]) -> list[str]:
    """The players' names in a simulated game's log: ``seat 0 (hard)``, the bot named, so that
    ``analyze`` plays each seat on as the bot it was; an agent's seat is ``seat N``."""
    names = [s.strip() for s in spec.split(",") if s.strip()]
    return [
        f"seat {s}" if s < len(agents) else f"seat {s} ({names[s % len(names)]})"
        for s in range(players)
    ]


@app.command()
def rules(
    name: Annotated[str | None, typer.Argument(help="A preset to print in full.")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON only.")] = False,
    explain_: Annotated[
        bool, typer.Option("--explain", help="Tell the ruleset as plain prose.")
    ] = False,
    rules_file: RulesFileOption = None,
    rule: RuleOption = None,
) -> None:
    """List the ruleset presets, or print one in full (with --rules/--rule: a custom one)."""
    console = Console()
    if name is None and rules_file is None and not rule and not explain_:
        if as_json:
            typer.echo(json.dumps({n: r.to_dict() for n, r in PRESETS.items()}, indent=2))
            return
        console.print(render.presets_table(PRESETS))
        return
    chosen = ruleset_from_options(name or "classic", rules_file, rule)
    if as_json:
        typer.echo(json.dumps(chosen.to_dict(), indent=2))
        return
    if explain_:
        typer.echo("\n\n".join(explain(chosen)))
        return
    console.print(render.ruleset_table(chosen))
    console.print(chosen.description)


@app.command()
def simulate(
    players: Annotated[int, typer.Option("--players", "-n", help="Seats at the table.")] = 4,
    ruleset: RulesetOption = "classic",
    rules_file: RulesFileOption = None,
    rule: RuleOption = None,
    seed: Annotated[int, typer.Option("--seed", "-s", help="Seed: same seed, same game.")] = 0,
    rounds: Annotated[int | None, typer.Option("--rounds", help="Play only K rounds.")] = None,
    bots: Annotated[
        str,
        typer.Option(
            "--bots", help=f"Comma-separated strategies per seat ({', '.join(STRATEGIES)})."
        ),
    ] = "greedy",
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON only.")] = False,
    crypto: Annotated[
        bool, typer.Option("--crypto", help="Run the full signed, mental-poker protocol in memory.")
    ] = False,
    log: Annotated[
        Path | None, typer.Option("--log", help="With --crypto: write the game log to FILE.")
    ] = None,
    agent: Annotated[
        list[str] | None,
        typer.Option("--agent", metavar="CMD", help=AGENT_HELP + " Repeat: seats 0, 1, ..."),
    ] = None,
    verified_shuffle: Annotated[
        bool,
        typer.Option(
            "--verified-shuffle",
            help="With --crypto: every shuffle and lock step carries a proof (SPEC 4.12).",
        ),
    ] = False,
) -> None:
    """Play a whole match between bots and print the scores (engine only, or --crypto)."""
    chosen = ruleset_from_options(ruleset, rules_file, rule, rounds)
    strategies = _strategies(bots, players)
    commands = [c.strip() for c in agent or []]
    if log is not None and not crypto:
        fail("--log needs --crypto: only the full protocol produces a game log")
    if len(commands) > players:
        fail(f"{len(commands)} agents for {players} seats")
    if any(not c for c in commands):
        fail("--agent needs a command")
    agents = Agents(commands, players)
    strategies = agents.seat(strategies)
    on_round, on_updates = hooks(agents)
    if verified_shuffle and not crypto:
        fail("--verified-shuffle needs --crypto: the engine-only simulation has no deck")
    try:
        chosen.check_players(players)
        if crypto:
            with counting_entries("playing", len(chosen.round_doubles()), rounds=True):
                result = run_match(
                    chosen, strategies, seed, on_updates=on_updates,
                    verified_shuffle=verified_shuffle, names=_log_names(bots, players, commands),
                )  # fmt: skip
            outcomes, final = result.host.outcomes, result.host.final
            assert final is not None
            events = [0] * len(outcomes)
        else:
            match = simulate_match(chosen, players, strategies, seed, on_round=on_round)
            outcomes, final = [p.outcome for p in match.rounds], match.outcome
            events = [len(p.events) for p in match.rounds]
        agents.finish(final)
    except MextrainError as exc:
        fail(str(exc))
    finally:
        agents.close()
    if crypto and log is not None:
        try:
            log.write_bytes(result.log_bytes())
        except OSError as exc:
            fail(f"cannot write {log}: {exc.strerror or exc}")
    names = [f"seat {s}" for s in range(players)]
    if as_json:
        out: dict[str, object] = {
            "ruleset": chosen.name,
            "players": players,
            "seed": seed,
            "bots": [s.strip() for s in bots.split(",") if s.strip()],
            "agents": commands,
            "crypto": crypto,
        }
        if verified_shuffle:
            out["verified_shuffle"] = True
        out.update(scores_json(outcomes, final, None if crypto else events))
        if crypto:
            out["entries"] = len(result.entries)
        typer.echo(json.dumps(out, indent=2))
        return
    console = Console()
    for outcome in outcomes:
        console.print(render.round_table(outcome, names))
    console.print(render.match_table(final, names))
    console.print(f"winner: {', '.join(names[w] for w in final.winners)}")
    if crypto and log is not None:
        console.print(f"log: {log} ({len(result.entries)} entries)")


from . import log_commands  # noqa: E402  (commands register themselves on ``app``)

log_commands.register(app)

from . import lan_commands  # noqa: E402  (host, join, play, resume)

lan_commands.register(app)

from . import arena_command  # noqa: E402  (mextrain arena)

arena_command.register(app)

from . import analyze_command  # noqa: E402  (mextrain analyze)

analyze_command.register(app)

from . import web_command  # noqa: E402  (mextrain web)

web_command.register(app)

from . import help_text  # noqa: E402  (every command is registered: reflow their help)

help_text.tidy(app)


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
