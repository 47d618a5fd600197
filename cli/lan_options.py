"""What ``host``, ``join`` and ``play`` share: option checks, the face, running a node.

Each check fails with one ``mextrain: error:`` line naming the option; a node run ends the same
way whichever face shows it, with Ctrl-C leaving the game resumable.
"""

from __future__ import annotations

import asyncio
import gc
import sys
from dataclasses import dataclass
from typing import Annotated, Any, NoReturn

import typer

from ..node.agent import AGENT_PREFIX
from ..node.errors import NodeError, Refused
from ..node.persistence import ENV_VAR
from ..node.relay import choose_relay
from ..protocol.bots import strategy
from ..protocol.errors import MextrainError
from ..protocol.log import MAX_NAME_LEN
from ..protocol.rules import Ruleset

DEFAULT_PORT = 47800
DATA_DIR_HELP = (
    f"Where keys, logs and round secrets live (default: ${ENV_VAR} or the user data dir)."
)


def relay_option(relay: str | None) -> str | None:
    """``--relay`` or the group's configured default, checked (a clear error, exit 2)."""
    try:
        return choose_relay(relay)
    except NodeError as exc:
        fail(str(exc))


def fail(message: str, code: int = 2) -> NoReturn:
    typer.echo(f"mextrain: error: {message}", err=True)
    raise typer.Exit(code)


def check_name(name: str) -> str:
    name = name.strip()
    if not 0 < len(name) <= MAX_NAME_LEN or not name.isprintable():
        fail(f"--name must be 1 to {MAX_NAME_LEN} printable characters")
    return name


def bot_strategies(spec: str | None, count: int) -> list[str]:
    """``greedy`` or ``greedy,random`` (repeated over the seats); checked by name."""
    names = [s.strip() for s in (spec or "greedy").split(",") if s.strip()] or ["greedy"]
    try:
        for n in names:
            strategy(n)
    except MextrainError as exc:
        fail(str(exc))
    return [names[i % len(names)] for i in range(count)]


def agent_strategy(command: str | None, *, conflicts: dict[str, bool]) -> str | None:
    """``--agent CMD`` as a seat's strategy text (``agent:CMD``), refusing options it
    contradicts."""
    if command is None:
        return None
    if not command.strip():
        fail("--agent needs a command, like --agent 'python3 my_bot.py'")
    for option, given in conflicts.items():
        if given:
            fail(f"--agent and {option} both say who plays this seat: give one")
    return AGENT_PREFIX + command.strip()


def parse_address(text: str) -> tuple[str, int]:
    host, sep, port = text.rpartition(":")
    if not sep or not host or not port.isdigit() or not 0 < int(port) < 65536:
        fail(f"bad address {text!r}: expected HOST:PORT, like 192.168.1.5:{DEFAULT_PORT}")
    return host.strip("[]"), int(port)


@dataclass(frozen=True)
class Face:
    """How a person's node is shown: the full-screen app or the line mode."""

    app: bool
    pace: float = 0.4
    auto: bool = True


def choose_face(plain: bool, pace: float, auto: bool, *, person: bool) -> Face:
    if pace < 0 or pace > 10:
        fail("--pace must be 0 to 10 seconds")
    # the app draws on stderr (Textual's choice), reads stdin, and owns the whole terminal
    terminal = sys.stdin.isatty() and sys.stdout.isatty() and sys.stderr.isatty()
    return Face(app=person and terminal and not plain, pace=pace, auto=auto)


RELAY_HELP = (
    "HOST:PORT of a pair relay (twist transitrelay) for players in other homes; 'off' for"
    ' none. Default: $MEXTRAIN_RELAY, else relay = "HOST:PORT" in the user config.toml.'
)
PLAIN_HELP = "Line mode instead of the full-screen app (automatic when not on a terminal)."
PACE_HELP = "Seconds between other players' moves on screen."
AUTO_HELP = "Make single-choice steps (no engine, forced draw or pass) by themselves."


# The options the table commands (``host``, ``join``, ``play``, ``resume``) share.
DataDirOption = Annotated[str | None, typer.Option("--data-dir", help=DATA_DIR_HELP)]
RelayOption = Annotated[str | None, typer.Option("--relay", metavar="HOST:PORT", help=RELAY_HELP)]
PlainOption = Annotated[bool, typer.Option("--plain", help=PLAIN_HELP)]
PaceOption = Annotated[float, typer.Option("--pace", help=PACE_HELP)]
AutoOption = Annotated[bool, typer.Option("--auto/--no-auto", help=AUTO_HELP)]
VerifiedShuffleOption = Annotated[
    bool,
    typer.Option(
        "--verified-shuffle",
        help="Every shuffle and lock step carries a zero-knowledge proof (SPEC 4.12).",
    ),
]


def run_app_node(job: Any, *, saved_in: str, face: Face, rules: Ruleset | None, title: str) -> int:
    """Run a node inside the app; errors and Ctrl-C end as in the line mode, after the screen."""
    from ..protocol.table import rules_in_words
    from .tui.run import run_app

    lines = rules_in_words(rules) if rules is not None else ()
    result = run_app(job, rules_lines=lines, pace=face.pace, auto=face.auto, title=title)
    for line in result.farewell:
        typer.echo(line)
    if result.stopped:
        typer.echo(
            f"mextrain: stopped. The game is saved in {saved_in}: run the same command"
            " again (or `mextrain resume`) to continue.",
            err=True,
        )
        return 130
    error = result.error
    if isinstance(error, Refused):
        typer.echo(f"mextrain: refused: {error}", err=True)
        return 1
    if isinstance(error, NodeError):
        typer.echo(f"mextrain: error: {error}", err=True)
        return 1
    if error is not None:
        raise error
    return result.code


def line_auto(face: Face | None) -> float | None:
    """Single-choice steps go by themselves in the line mode too, but only for a person at a
    terminal (a script's piped answers stay one per prompt)."""
    if face is None or not face.auto or not sys.stdin.isatty():
        return None
    return max(0.3, face.pace)


def run_node(main: Any, *, saved_in: str) -> int:
    """Run a node; errors become one line, Ctrl-C leaves the game resumable. What the imports
    built lives as long as the process: frozen out of the collector's sight, each of its full
    collections no longer walks those objects (they were most of its work, each reconnection
    making enough garbage to trigger collections)."""
    gc.freeze()
    try:
        code: int = asyncio.run(main)
    except KeyboardInterrupt:
        typer.echo(
            f"\nmextrain: stopped. The game is saved in {saved_in}: run the same command"
            " again (or `mextrain resume`) to continue.",
            err=True,
        )
        return 130
    except Refused as exc:
        typer.echo(f"mextrain: refused: {exc}", err=True)
        return 1
    except NodeError as exc:
        typer.echo(f"mextrain: error: {exc}", err=True)
        return 1
    return code
