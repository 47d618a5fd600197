"""``mextrain host``, ``join``, ``play`` and ``resume``: tables on a LAN.

Each command turns its options into node settings and runs one node until the match ends.
Running the same command again (or ``mextrain resume``) continues an unfinished game from the
data directory: the options are saved with the game for exactly that.
"""

from __future__ import annotations

import asyncio
import sys
from collections.abc import Callable
from typing import Annotated, Any, NoReturn

import typer
from mextrain.node.agent import AGENT_PREFIX
from mextrain.node.codes import new_code, normalize
from mextrain.node.datafiles import check_options
from mextrain.node.discovery import TableAd, advertised_addresses, browse
from mextrain.node.errors import NodeError, Refused
from mextrain.node.host import Host, HostSettings
from mextrain.node.lobby import SeatPlan
from mextrain.node.peer import Peer, PeerSettings
from mextrain.node.persistence import ENV_VAR, DataDir, choose_data_dir
from mextrain.node.watchdog import POLICIES
from mextrain.protocol.bots import STRATEGIES, strategy
from mextrain.protocol.errors import MextrainError
from mextrain.protocol.messages import MAX_NAME_LEN
from mextrain.protocol.table import Stage
from rich.console import Console

from .agents import AGENT_HELP
from .lan_ui import HELP, LineReader, TerminalFrontend
from .ruleset_options import RuleOption, RulesetOption, RulesFileOption, ruleset_from_options

DEFAULT_PORT = 47800
DATA_DIR_HELP = (
    f"Where keys, logs and round secrets live (default: ${ENV_VAR} or the user data dir)."
)


def fail(message: str, code: int = 2) -> NoReturn:
    typer.echo(f"mextrain: error: {message}", err=True)
    raise typer.Exit(code)


def _check_name(name: str) -> str:
    name = name.strip()
    if not 0 < len(name) <= MAX_NAME_LEN or not name.isprintable():
        fail(f"--name must be 1 to {MAX_NAME_LEN} printable characters")
    return name


def _strategies(spec: str | None, count: int) -> list[str]:
    """``greedy`` or ``greedy,random`` (repeated over the seats); checked by name."""
    names = [s.strip() for s in (spec or "greedy").split(",") if s.strip()] or ["greedy"]
    try:
        for n in names:
            strategy(n)
    except MextrainError as exc:
        fail(str(exc))
    return [names[i % len(names)] for i in range(count)]


def _agent(command: str | None, *, conflicts: dict[str, bool]) -> str | None:
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


def _address(text: str) -> tuple[str, int]:
    host, sep, port = text.rpartition(":")
    if not sep or not host or not port.isdigit() or not 0 < int(port) < 65536:
        fail(f"bad address {text!r}: expected HOST:PORT, like 192.168.1.5:{DEFAULT_PORT}")
    return host.strip("[]"), int(port)


def _run(main: Any, *, saved_in: str) -> int:
    """Run a node; errors become one line, Ctrl-C leaves the game resumable."""
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


# ---------------------------------------------------------------------- hosting


def _host(
    *,
    command: str,
    options: dict[str, Any],
    settings: HostSettings,
    data_dir: str | None,
    person: bool,
    new: bool,
) -> int:
    root = DataDir(choose_data_dir(data_dir))
    role = root.role(command)
    console = Console(highlight=False)
    try:
        with role.locked():
            session = {} if new else role.read_session() or {}
            fresh = new or session.get("options") != options or bool(session.get("finished"))
            main = _host_main(command, options, settings, role, root, console, person, fresh)
            return _run(main, saved_in=str(role.path))
    except NodeError as exc:
        fail(str(exc), 1)


async def _host_main(
    command: str,
    options: dict[str, Any],
    settings: HostSettings,
    role: Any,
    root: DataDir,
    console: Console,
    person: bool,
    fresh: bool,
) -> int:
    lines = LineReader() if person else None
    ui = TerminalFrontend(console, lines, verbose=person)
    host = Host(settings, role, root.host_identity(), ui)
    host.session_extra = {"command": command, "options": options}
    host.prepare(fresh=fresh)

    def ready(port: int) -> None:
        _banner(console, host, port, command)

    lobby = None
    if lines is not None and host.table.stage is Stage.LOBBY and command == "host":
        lobby = asyncio.create_task(_lobby_commands(host, lines, console))
    try:
        return await host.run(ready)
    finally:
        if lobby is not None:
            lobby.cancel()


def _banner(console: Console, host: Host, port: int, command: str) -> None:
    s = host.settings
    table = host.table
    rules = table.rules.name if table.rules else s.rules.name
    again = f", resumed at entry {len(table.entries)}" if host.resumed else ""
    proven = ", verified shuffle" if table.verified_shuffle else ""
    console.print(
        f"[bold]table {table.table_name!r}[/bold]: {rules} rules, {table.seats} seats"
        f"{proven}{again}"
    )
    if command == "play":
        console.print(HELP)
        console.print(
            f"[dim]watch from another terminal: mextrain join 127.0.0.1:{port} --code {s.code}"
            " --watch[/dim]"
        )
        return
    anywhere = s.bind in ("0.0.0.0", "")
    lan = advertised_addresses(s.bind) if anywhere else [s.bind]
    where = lan[0] if lan else s.bind
    shown = f"  (on this LAN: {', '.join(lan)})" if anywhere and lan else ""
    console.print(f"listening on {s.bind}:{port}{shown}")
    console.print(f"join code: [bold]{s.code}[/bold]")
    console.print(f"others join with:  mextrain join {where}:{port} --code {s.code}")
    console.print(f"host key fingerprint: {host.identity.fingerprint()}")
    if table.stage is Stage.LOBBY and s.local.get(0, SeatPlan("", "x")).strategy is None:
        console.print("type 'start' to give the free seats to bots and begin now")


async def _lobby_commands(host: Host, lines: LineReader, console: Console) -> None:
    """The host's person may start before the table is full (bots fill in) or close it."""
    while host.table.stage is Stage.LOBBY:
        try:
            text = await lines.line(timeout=0.5)
        except TimeoutError:
            continue
        if text is None:
            return
        word = text.strip().lower()
        if word == "start":
            seats = host.fill_with_bots()
            console.print(f"bots take seats {', '.join(map(str, seats)) or '(none free)'}")
            return
        elif word in ("quit", "exit"):
            host.quit = True
            host.abandon("the host closed the table before it started")
            return
        elif word:
            console.print("in the lobby: 'start' (bots fill the free seats) or 'quit'")


def host(
    name: Annotated[str, typer.Option("--name", help="Your name at the table.")] = "host",
    table: Annotated[
        str | None, typer.Option("--table", help="The table's name (default: NAME's table).")
    ] = None,
    seats: Annotated[int, typer.Option("--seats", "-n", help="Seats at the table, yours too.")] = 4,
    ruleset: RulesetOption = "classic",
    rules_file: RulesFileOption = None,
    rule: RuleOption = None,
    rounds: Annotated[int | None, typer.Option("--rounds", help="Play only K rounds.")] = None,
    bots: Annotated[int, typer.Option("--bots", "-b", help="Seats given to bots here.")] = 0,
    port: Annotated[int, typer.Option("--port", help="TCP port to listen on.")] = DEFAULT_PORT,
    bind: Annotated[str, typer.Option("--bind", help="Address to listen on.")] = "0.0.0.0",
    code: Annotated[
        str | None, typer.Option("--code", help="The join code (default: a fresh one).")
    ] = None,
    bot: Annotated[
        str | None, typer.Option("--bot", help="A bot plays your seat (unattended table).")
    ] = None,
    bot_level: Annotated[
        str | None,
        typer.Option(
            "--bot-level",
            help=f"Level of the bots in other seats ({', '.join(STRATEGIES)}; default: --bot's,"
            " else greedy).",
        ),
    ] = None,
    agent: Annotated[
        str | None,
        typer.Option("--agent", metavar="CMD", help=AGENT_HELP + " It plays your seat."),
    ] = None,
    timeout: Annotated[
        float, typer.Option("--timeout", help="Seconds a player may be silent or away.")
    ] = 300.0,
    on_timeout: Annotated[
        str, typer.Option("--on-timeout", help="Then: abort the match, or wait for a rejoin.")
    ] = "abort",
    advertise: Annotated[
        bool, typer.Option("--advertise/--no-advertise", help="Announce the table on the LAN.")
    ] = True,
    data_dir: Annotated[str | None, typer.Option("--data-dir", help=DATA_DIR_HELP)] = None,
    new: Annotated[
        bool, typer.Option("--new", help="Open a new table, not the unfinished one.")
    ] = False,
    verified_shuffle: Annotated[
        bool,
        typer.Option(
            "--verified-shuffle",
            help="Every shuffle and lock step carries a zero-knowledge proof (SPEC 4.12).",
        ),
    ] = False,
) -> None:
    """Host a table on the LAN: print the address and join code, fill seats, play."""
    name = _check_name(name)
    rules = ruleset_from_options(ruleset, rules_file, rule, rounds)
    try:
        rules.check_players(seats)
    except MextrainError as exc:
        fail(str(exc))
    if not 0 <= bots < seats:
        fail(f"--bots must be 0 to {seats - 1}: one seat is yours")
    if on_timeout not in POLICIES:
        fail(f"--on-timeout must be one of: {', '.join(POLICIES)}")
    if timeout <= 0:
        fail("--timeout must be positive")
    if not 0 <= port < 65536:
        fail("--port must be 0 to 65535")
    own_agent = _agent(agent, conflicts={"--bot": bot is not None})
    plays = _strategies(bot, bots + 1)
    if bot_level is not None:
        plays = plays[:1] + _strategies(bot_level, bots)
    local = {0: SeatPlan(name, own_agent or (bot and plays[0]))}
    local.update({s: SeatPlan(f"bot {s}", plays[s]) for s in range(1, bots + 1)})
    options = {
        "name": name, "table": table, "seats": seats, "ruleset": ruleset,
        "rules_file": None if rules_file is None else str(rules_file), "rule": rule,
        "rounds": rounds,
        "bots": bots, "port": port, "bind": bind, "code": code, "bot": bot, "agent": agent,
        "timeout": timeout, "on_timeout": on_timeout, "advertise": advertise,
        "verified_shuffle": verified_shuffle,
    }  # fmt: skip
    if bot_level is not None:  # only when given: older saved games resume unchanged
        options["bot_level"] = bot_level
    settings = HostSettings(
        table_name=(table or f"{name}'s table")[:MAX_NAME_LEN],
        seats=seats,
        rules=rules,
        local=local,
        code=normalize(code) if code else new_code(),
        bind=bind,
        port=port,
        timeout=timeout,
        on_timeout=on_timeout,
        advertise=advertise,
        bot_strategy=_strategies(bot_level, 1)[0] if bot_level else plays[-1],
        verified_shuffle=verified_shuffle,
    )
    if not settings.code:
        fail("--code must not be empty")
    person = bot is None and agent is None
    raise typer.Exit(
        _host(
            command="host",
            options=options,
            settings=settings,
            data_dir=data_dir,
            person=person,
            new=new,
        )
    )


def play(
    bots: Annotated[int, typer.Option("--bots", "-b", help="Bot opponents (1-9).")] = 3,
    ruleset: RulesetOption = "classic",
    rules_file: RulesFileOption = None,
    rule: RuleOption = None,
    rounds: Annotated[int | None, typer.Option("--rounds", help="Play only K rounds.")] = None,
    seed: Annotated[
        int | None, typer.Option("--seed", help="Fix the shuffle and the bots (default: random).")
    ] = None,
    bot: Annotated[
        str,
        typer.Option(
            "--bot-level",
            "--bot",
            help=f"Level of the bots ({', '.join(STRATEGIES)}), or a list, one per seat.",
        ),
    ] = "greedy",
    agent: Annotated[
        list[str] | None,
        typer.Option(
            "--agent",
            metavar="CMD",
            help=AGENT_HELP + " Repeat: bot seats 1, 2, ... in order; --bot plays the rest.",
        ),
    ] = None,
    name: Annotated[str, typer.Option("--name", help="Your name at the table.")] = "you",
    data_dir: Annotated[str | None, typer.Option("--data-dir", help=DATA_DIR_HELP)] = None,
    new: Annotated[
        bool, typer.Option("--new", help="Start over, not the unfinished game.")
    ] = False,
    verified_shuffle: Annotated[
        bool,
        typer.Option(
            "--verified-shuffle",
            help="Every shuffle and lock step carries a zero-knowledge proof (SPEC 4.12).",
        ),
    ] = False,
) -> None:
    """Play now against bots: a table hosted on loopback, you in seat 0."""
    name = _check_name(name)
    rules = ruleset_from_options(ruleset, rules_file, rule, rounds)
    try:
        rules.check_players(bots + 1)
    except MextrainError as exc:
        fail(str(exc))
    plays = _strategies(bot, bots)
    agents = list(agent or [])
    if len(agents) > bots:
        fail(f"--agent given {len(agents)} times but --bots is {bots}: raise --bots")
    for index, command in enumerate(agents):
        plays[index] = _agent(command, conflicts={}) or plays[index]
    local = {0: SeatPlan(name, None)}
    local.update(
        {s: SeatPlan(f"{_kind(plays[s - 1])} {s}", plays[s - 1]) for s in range(1, bots + 1)}
    )
    options = {
        "bots": bots, "ruleset": ruleset, "rounds": rounds, "seed": seed, "bot": bot,
        "name": name, "rules_file": None if rules_file is None else str(rules_file),
        "rule": rule, "agent": agents, "verified_shuffle": verified_shuffle,
    }  # fmt: skip
    settings = HostSettings(
        table_name=f"{name} vs {bots} bot{'s' if bots > 1 else ''}",
        seats=bots + 1,
        rules=rules,
        local=local,
        code=new_code(),
        bind="127.0.0.1",
        port=0,
        on_timeout="wait",
        advertise=False,
        seed=seed,
        verified_shuffle=verified_shuffle,
    )
    raise typer.Exit(
        _host(
            command="play",
            options=options,
            settings=settings,
            data_dir=data_dir,
            person=True,
            new=new,
        )
    )


def _kind(strategy: str) -> str:
    return "agent" if strategy.startswith(AGENT_PREFIX) else "bot"


# ---------------------------------------------------------------------- joining


def join(
    address: Annotated[
        str | None, typer.Argument(help="HOST:PORT of the table (default: look on the LAN).")
    ] = None,
    code: Annotated[str | None, typer.Option("--code", help="The host's join code.")] = None,
    name: Annotated[str, typer.Option("--name", help="Your name at the table.")] = "player",
    bot: Annotated[str | None, typer.Option("--bot", help="A bot plays your seat.")] = None,
    agent: Annotated[
        str | None,
        typer.Option("--agent", metavar="CMD", help=AGENT_HELP + " It plays your seat."),
    ] = None,
    watch: Annotated[bool, typer.Option("--watch", help="Watch as a spectator.")] = False,
    reconnect_for: Annotated[
        float, typer.Option("--reconnect-for", help="Seconds to keep retrying a lost host.")
    ] = 300.0,
    data_dir: Annotated[str | None, typer.Option("--data-dir", help=DATA_DIR_HELP)] = None,
) -> None:
    """Join a table (found on the LAN when no address is given) as a player, bot or spectator."""
    name = _check_name(name)
    if bot is not None:
        _strategies(bot, 1)
    plays = _agent(agent, conflicts={"--bot": bot is not None, "--watch": watch}) or bot
    if address is None:
        address = _discover(code)
    where = _address(address)
    if code is None:
        if not sys.stdin.isatty():
            fail("--code is needed: ask the host for the join code it printed")
        code = typer.prompt("join code")
    code = normalize(code)
    if not code:
        fail("--code must not be empty")
    options = {
        "address": address, "code": code, "name": name, "bot": bot, "agent": agent,
        "watch": watch, "reconnect_for": reconnect_for,
    }  # fmt: skip
    settings = PeerSettings(
        host=where[0],
        port=where[1],
        code=code,
        name=name,
        strategy=plays,
        spectator=watch,
        reconnect_for=reconnect_for,
    )
    person = plays is None and not watch
    raise typer.Exit(_join(settings, options, data_dir, person=person))


def _join(
    settings: PeerSettings, options: dict[str, Any], data_dir: str | None, *, person: bool
) -> int:
    root = DataDir(choose_data_dir(data_dir))
    role = root.role("join")
    console = Console(highlight=False)
    try:
        with role.locked():
            return _run(
                _join_main(settings, options, role, root, console, person),
                saved_in=str(role.path),
            )
    except NodeError as exc:
        fail(str(exc), 1)


async def _join_main(
    settings: PeerSettings,
    options: dict[str, Any],
    role: Any,
    root: DataDir,
    console: Console,
    person: bool,
) -> int:
    lines = LineReader() if person else None
    ui = TerminalFrontend(console, lines, verbose=person or settings.spectator)
    peer = Peer(settings, role, root.identity(), ui)
    peer.session_extra = {"command": "join", "options": options}
    console.print(f"joining {settings.host}:{settings.port} as {settings.name!r}")
    if person:
        console.print(HELP)
    return await peer.run()


def _discover(code: str | None) -> str:
    """Browse the LAN; pick the table (asking, when there is a choice and a person)."""
    typer.echo("looking for tables on the LAN...")
    try:
        found = asyncio.run(browse(3.0))
    except OSError as exc:
        fail(f"LAN discovery failed ({exc}): give the address, mextrain join HOST:PORT", 1)
    if not found:
        fail("no table found on the LAN: give the address, mextrain join HOST:PORT", 1)
    for i, ad in enumerate(found, 1):
        typer.echo(f"  {i}) {_describe(ad)}")
    if not sys.stdin.isatty():
        if len(found) == 1:
            return found[0].address
        fail("several tables found: choose one, mextrain join HOST:PORT", 2)
    choice = typer.prompt("join which table (number)", default="1")
    if not choice.isdigit() or not 1 <= int(choice) <= len(found):
        fail(f"pick a number from 1 to {len(found)}")
    return found[int(choice) - 1].address


def _describe(ad: TableAd) -> str:
    return (
        f"{ad.name!r} at {ad.address}: {ad.ruleset} rules, {ad.seats} seats,"
        f" host key {ad.fingerprint}, protocol {ad.version}"
    )


# ---------------------------------------------------------------------- resume


def resume(
    data_dir: Annotated[str | None, typer.Option("--data-dir", help=DATA_DIR_HELP)] = None,
) -> None:
    """Continue the last unfinished game in the data dir (as host, player or bot)."""
    root = DataDir(choose_data_dir(data_dir))
    found = []
    for role_name in ("play", "host", "join"):
        path = root.root / role_name / "session.json"
        if not path.exists():
            continue
        try:
            session = root.role(role_name).read_session() or {}
        except NodeError as exc:
            fail(str(exc), 1)
        if session.get("options") is not None and not session.get("finished"):
            found.append((path.stat().st_mtime, role_name, session))
    if not found:
        fail(f"no unfinished game in {root.root}", 1)
    _, role_name, session = max(found, key=lambda item: item[0])
    options: dict[str, Any] = dict(session["options"])
    commands: dict[str, Callable[..., None]] = {"play": play, "host": host, "join": join}
    try:
        check_options(options, commands[role_name], root.role(role_name).session_path)
    except NodeError as exc:
        fail(f"{exc}; run `mextrain {role_name} ... --new` to start over", 1)
    typer.echo(f"resuming your last `mextrain {role_name}` game")
    commands[role_name](**options, data_dir=data_dir)


def register(app: typer.Typer) -> None:
    for command in (host, join, play, resume):
        app.command()(command)
