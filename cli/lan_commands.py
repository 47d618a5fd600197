"""``mextrain host``, ``join``, ``play`` and ``resume``: tables on a LAN.

Each command turns its options into node settings and runs one node until the match ends.
Running the same command again (or ``mextrain resume``) continues an unfinished game from the
data directory: the options are saved with the game for exactly that.
"""

from __future__ import annotations

import asyncio
import ipaddress
from collections.abc import Callable
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.markup import escape

from ..node.agent import AGENT_PREFIX
from ..node.codes import new_code, normalize
from ..node.datafiles import check_options
from ..node.discovery import advertised_addresses
from ..node.errors import NodeError
from ..node.host import Host, HostSettings
from ..node.lobby import SeatPlan
from ..node.persistence import DataDir, choose_data_dir
from ..node.relay import relay_code, relay_websocket
from ..node.watchdog import POLICIES
from ..protocol.bots import STRATEGIES
from ..protocol.errors import MextrainError
from ..protocol.log import MAX_NAME_LEN
from ..protocol.table import Stage
from .agents import AGENT_HELP
from .join_commands import join
from .lan_options import (
    DEFAULT_PORT,
    AutoOption,
    DataDirOption,
    Face,
    PaceOption,
    PlainOption,
    RelayOption,
    VerifiedShuffleOption,
    agent_strategy,
    bot_strategies,
    check_name,
    choose_face,
    fail,
    line_auto,
    relay_option,
    run_app_node,
    run_node,
)
from .lan_ui import HELP, LineReader, TerminalFrontend
from .page_links import page_link, qr_code, relay_page_link
from .ruleset_options import RuleOption, RulesetOption, RulesFileOption, ruleset_from_options

# ---------------------------------------------------------------------- hosting


def _host(
    *,
    command: str,
    options: dict[str, Any],
    settings: HostSettings,
    data_dir: str | None,
    person: bool,
    new: bool,
    face: Face | None = None,
) -> int:
    root = DataDir(choose_data_dir(data_dir))
    role = root.role(command)
    console = Console(highlight=False, markup=False)  # names and reasons come from peers
    try:
        with role.locked():
            session = {} if new else role.read_session() or {}
            fresh = new or session.get("options") != options or bool(session.get("finished"))
            if face is not None and face.app:
                return _host_app(command, options, settings, role, root, fresh, face)
            main = _host_main(command, options, settings, role, root, console, person, fresh, face)
            return run_node(main, saved_in=str(role.path))
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
    face: Face | None = None,
) -> int:
    lines = LineReader() if person else None
    ui = TerminalFrontend(console, lines, verbose=person, auto=line_auto(face))
    if command == "play":
        ui.leave_words = "leave the game? It ends here and cannot be resumed"
    host = Host(settings, role, root.host_identity(), ui)
    host.session_extra = {"command": command, "options": options}
    host.prepare(fresh=fresh)
    if lines is not None:
        host.code_help = "type 'code' for a new join code"
        ui.on_code = host.change_code

    def ready(port: int) -> None:
        _banner(console, host, port, command)

    lobby = None
    if lines is not None and host.table.stage is Stage.LOBBY and command == "host":
        lobby = asyncio.create_task(_lobby_commands(host, lines, console))
    try:
        code = await host.run(ready)
        await ui.settled()  # the last summary waits for Enter before the standings
        return code
    finally:
        if lobby is not None:
            lobby.cancel()


def _host_app(
    command: str,
    options: dict[str, Any],
    settings: HostSettings,
    role: Any,
    root: DataDir,
    fresh: bool,
    face: Face,
) -> int:
    from .tui.jobs import host_job

    def make_host(frontend: Any) -> Host:
        host = Host(settings, role, root.host_identity(), frontend)
        host.session_extra = {"command": command, "options": options}
        host.prepare(fresh=fresh)
        return host

    def banner(host: Host, port: int) -> list[str]:
        lines = _banner_lines(host, port, command)
        return [line.replace("type 'start'", "press b") for line in lines]

    job = host_job(settings, make_host, banner, open_table=command == "host")
    return run_app_node(
        job, saved_in=str(role.path), face=face, rules=settings.rules, title=settings.table_name
    )


def _banner(console: Console, host: Host, port: int, command: str) -> None:
    for line in _banner_lines(host, port, command):
        console.print(line, soft_wrap=True, markup=True)  # to copy: the terminal wraps them
    if host.web_port is not None and console.is_terminal and command == "host":
        link = page_link(_lan_address(host.settings), host.web_port, host.settings.code)
        console.print(qr_code(link), markup=False, highlight=False, end="")
    if command == "play":
        console.print(HELP)


def _banner_lines(host: Host, port: int, command: str) -> list[str]:
    s = host.settings
    table = host.table
    rules = table.rules.name if table.rules else s.rules.name
    again = f", resumed at entry {len(table.entries)}" if host.resumed else ""
    proven = ", verified shuffle" if table.verified_shuffle else ""
    lines = [
        f"[bold]table {escape(repr(table.table_name))}[/bold]: {rules} rules, {table.seats} seats"
        f"{proven}{again}"
    ]
    if command == "play":
        return [
            *lines,
            f"[dim]watch from another terminal: mextrain join 127.0.0.1:{port} --code {s.code}"
            " --watch[/dim]",
        ]
    anywhere = s.bind in ("0.0.0.0", "", "::")
    lan = advertised_addresses(s.bind) if anywhere else [s.bind]
    where = _lan_address(s, lan)
    shown = f"  (on this LAN: {', '.join(lan)})" if anywhere and lan else ""
    lines.append(f"listening on {s.bind}:{port}{shown}")
    lines.append(f"join code: [bold]{s.code}[/bold]")
    lines.append(f"others join with:  mextrain join {where}:{port} --code {s.code}")
    if _loopback(where.strip("[]")):
        why = "no LAN address found" if anywhere else f"{s.bind} is a loopback address"
        lines.append(f"  (from this machine only: {why})")
    if host.web_port is not None:
        lines.append(f"from a browser:    {page_link(where, host.web_port, s.code)}")
    if s.relay is not None:
        lines.append(f"from other homes:  mextrain join --relay {s.relay} --code {s.code}")
    if s.relay is not None and s.relay_web is not None:
        lines.append(f"  in a browser:    {relay_page_link(s.relay_web, s.code)}")
        lines.append("  (the page from their own copy: `mextrain web` serves it there)")
    lines.append(f"host key fingerprint: {host.identity.fingerprint()}")
    if table.stage is Stage.LOBBY and s.local.get(0, SeatPlan("", "x")).strategy is None:
        lines.append("type 'start' to give the free seats to bots and begin now")
    return lines


def _lan_address(s: HostSettings, lan: list[str] | None = None) -> str:
    """The address others reach this host at: its first LAN address. With none (a machine
    with loopback only) loopback's: "mextrain join 0.0.0.0:PORT" would be refused."""
    if lan is None:
        anywhere = s.bind in ("0.0.0.0", "", "::")
        lan = advertised_addresses(s.bind) if anywhere else [s.bind]
    return lan[0] if lan else "[::1]" if s.bind == "::" else "127.0.0.1"


def default_web(port: int) -> int:
    """The web port beside ``port`` (SPEC.md 8.12): the next one, or any free one for port 0."""
    return 0 if port == 0 else port + 1 if port < 65535 else port - 1


def _loopback(address: str) -> bool:
    try:
        return ipaddress.ip_address(address).is_loopback
    except ValueError:  # a host name
        return address == "localhost"


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
        if word == "code":
            host.change_code()  # its note shows the new code
            continue
        if word == "start":
            seats = host.fill_with_bots()
            console.print(f"bots take seats {', '.join(map(str, seats)) or '(none free)'}")
            return
        elif word in ("quit", "exit"):
            host.quit = True
            host.abandon("the host closed the table before it started")
            return
        elif word:
            console.print(
                "in the lobby: 'start' (bots fill the free seats), 'code' (a new join code)"
                " or 'quit'"
            )


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
    web: Annotated[
        bool,
        typer.Option("--web/--no-web", help="Serve the page and take joiners from browsers."),
    ] = True,
    web_port: Annotated[
        int | None,
        typer.Option("--web-port", help="Port of the page and its WebSocket (default: PORT+1)."),
    ] = None,
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
    data_dir: DataDirOption = None,
    new: Annotated[
        bool, typer.Option("--new", help="Open a new table, not the unfinished one.")
    ] = False,
    verified_shuffle: VerifiedShuffleOption = False,
    relay: RelayOption = None,
    relay_web: Annotated[
        str | None,
        typer.Option(
            "--relay-web",
            metavar="URL",
            help="The relay's WebSocket (ws://HOST:PORT/) for browsers in other homes; 'off' for"
            " none. Default: the relay's port + 1, as in `twist transitrelay --port tcp:4001"
            " --websocket tcp:4002`.",
        ),
    ] = None,
    plain: PlainOption = False,
    pace: PaceOption = 0.4,
    auto: AutoOption = True,
) -> None:
    """Host a table on the LAN (and through a relay): print the address and join code, play."""
    name = check_name(name)
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
    if web_port is not None and not 0 <= web_port < 65536:
        fail("--web-port must be 0 to 65535")
    if web_port is not None and not web:
        fail("--web-port and --no-web: choose one")
    own_agent = agent_strategy(agent, conflicts={"--bot": bot is not None})
    plays = bot_strategies(bot, bots + 1)
    if bot_level is not None:
        plays = plays[:1] + bot_strategies(bot_level, bots)
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
    if not web or web_port is not None:  # the same: a saved game's options are compared
        options["web_port"] = web_port if web else None
    relay = relay_option(relay)
    if relay is not None:
        options["relay"] = relay
    if relay_web is not None:  # only when given: older saved games resume unchanged
        if relay is None:
            fail("--relay-web needs a relay (--relay HOST:PORT)")
        options["relay_web"] = relay_web
    try:
        relay_ws = None if relay is None else relay_websocket(relay, relay_web)
    except NodeError as exc:
        fail(str(exc))
    settings = HostSettings(
        table_name=(table or f"{name}'s table")[:MAX_NAME_LEN],
        seats=seats,
        rules=rules,
        local=local,
        code=relay_code(code) if relay else normalize(code) if code else new_code(),
        bind=bind,
        port=port,
        timeout=timeout,
        on_timeout=on_timeout,
        advertise=advertise,
        bot_strategy=bot_strategies(bot_level, 1)[0] if bot_level else plays[-1],
        verified_shuffle=verified_shuffle,
        relay=relay,
        web_port=None if not web else web_port if web_port is not None else default_web(port),
        relay_web=relay_ws,
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
            face=choose_face(plain, pace, auto, person=person),
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
    data_dir: DataDirOption = None,
    new: Annotated[
        bool, typer.Option("--new", help="Start over, not the unfinished game.")
    ] = False,
    verified_shuffle: VerifiedShuffleOption = False,
    plain: PlainOption = False,
    pace: PaceOption = 0.4,
    auto: AutoOption = True,
) -> None:
    """Play now against bots: a table hosted on loopback, you in seat 0."""
    name = check_name(name)
    rules = ruleset_from_options(ruleset, rules_file, rule, rounds)
    try:
        rules.check_players(bots + 1)
    except MextrainError as exc:
        fail(str(exc))
    plays = bot_strategies(bot, bots)
    agents = list(agent or [])
    if len(agents) > bots:
        fail(f"--agent given {len(agents)} times but --bots is {bots}: raise --bots")
    for index, command in enumerate(agents):
        plays[index] = agent_strategy(command, conflicts={}) or plays[index]
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
            face=choose_face(plain, pace, auto, person=True),
        )
    )


def _kind(strategy: str) -> str:
    return "agent" if strategy.startswith(AGENT_PREFIX) else "bot"


# ---------------------------------------------------------------------- resume


def resume(
    data_dir: DataDirOption = None,
) -> None:
    """Continue the last unfinished game in the data dir (as host, player or bot)."""
    root = DataDir(choose_data_dir(data_dir))
    found = []
    left = []
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
        elif session.get("left"):
            left.append((path.stat().st_mtime, role_name))
    if not found:
        why = ""
        if left:
            why = f": you left your last `mextrain {max(left)[1]}` game, and that ended it"
        fail(f"no unfinished game in {root.root}{why}", 1)
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
