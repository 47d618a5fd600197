"""``mextrain join``: a seat, a bot or a spectator at a table found by address or on the LAN."""

from __future__ import annotations

import asyncio
import sys
from typing import Annotated, Any

import typer
from rich.console import Console

from ..node.codes import normalize
from ..node.discovery import TableAd, browse, copies
from ..node.errors import NodeError
from ..node.peer import Peer, PeerSettings
from ..node.persistence import DataDir, choose_data_dir
from ..node.relay import is_websocket_url, nameplate
from .agents import AGENT_HELP
from .lan_options import (
    AutoOption,
    DataDirOption,
    Face,
    PaceOption,
    PlainOption,
    RelayOption,
    agent_strategy,
    bot_strategies,
    check_name,
    choose_face,
    fail,
    line_auto,
    parse_address,
    relay_option,
    run_app_node,
    run_node,
)
from .lan_ui import HELP, LineReader, TerminalFrontend

NO_PLATE = (
    "this code has no table number for the relay: a host serving a relay prints a code that"
    " starts with one, like 4721-amber-fox-pine-42 (for a table on this LAN, give its address)"
)


def join(
    address: Annotated[
        str | None,
        typer.Argument(
            help="HOST:PORT of the table, or ws://HOST:WEBPORT/mextrain to join over its web"
            " port as a browser does (wss:// over TLS, the certificate checked against the"
            " system's trusted ones; default: look on the LAN)."
        ),
    ] = None,
    code: Annotated[str | None, typer.Option("--code", help="The host's join code.")] = None,
    name: Annotated[
        str | None,
        typer.Option(
            "--name", help="Your name at the table (default: player; BOT bot; spectator N)."
        ),
    ] = None,
    bot: Annotated[str | None, typer.Option("--bot", help="A bot plays your seat.")] = None,
    agent: Annotated[
        str | None,
        typer.Option("--agent", metavar="CMD", help=AGENT_HELP + " It plays your seat."),
    ] = None,
    watch: Annotated[bool, typer.Option("--watch", help="Watch as a spectator.")] = False,
    reconnect_for: Annotated[
        float, typer.Option("--reconnect-for", help="Seconds to keep retrying a lost host.")
    ] = 300.0,
    data_dir: DataDirOption = None,
    relay: RelayOption = None,
    plain: PlainOption = False,
    pace: PaceOption = 0.4,
    auto: AutoOption = True,
) -> None:
    """Join a table as a player, bot or spectator: at an address (tried first), through a
    relay, or found on the LAN."""
    if name is None:
        name = "spectator" if watch else f"{bot} bot" if bot is not None else "player"
    name = check_name(name)
    if bot is not None:
        bot_strategies(bot, 1)
    plays = agent_strategy(agent, conflicts={"--bot": bot is not None, "--watch": watch}) or bot
    asked_relay = relay is not None
    relay = relay_option(relay)
    if asked_relay and address is None and code is not None and nameplate(code) is None:
        fail(NO_PLATE)
    if address is None and (relay is None or (code is not None and nameplate(code) is None)):
        address = _discover(code)  # no relay, or a code without a table number: a LAN table
    if code is None:
        if not sys.stdin.isatty():
            fail("--code is needed: ask the host for the join code it printed")
        code = typer.prompt("join code")
    code = normalize(code)
    if not code:
        fail("--code must not be empty")
    if address is None and nameplate(code) is None:
        fail(NO_PLATE)
    websocket = address if address is not None and is_websocket_url(address) else None
    direct = address if websocket is None else None
    if direct is None and relay is not None and websocket is None:
        direct = _on_this_lan(nameplate(code))  # the same LAN: straight to the host
    where = parse_address(direct) if direct is not None else ("", 0)
    if nameplate(code) is None or websocket is not None:
        relay = None  # a LAN code: its host serves no relay (or a web port, as a browser)
    options = {
        "address": address, "code": code, "name": name, "bot": bot, "agent": agent,
        "watch": watch, "reconnect_for": reconnect_for,
    }  # fmt: skip
    if relay is not None:
        options["relay"] = relay
    settings = PeerSettings(
        relay=relay,
        host=where[0],
        port=where[1],
        code=code,
        name=name,
        strategy=plays,
        spectator=watch,
        reconnect_for=reconnect_for,
        websocket=websocket,
    )
    person = plays is None and not watch
    face = choose_face(plain, pace, auto, person=plays is None)
    raise typer.Exit(_join(settings, options, data_dir, person=person, face=face))


def _join(
    settings: PeerSettings,
    options: dict[str, Any],
    data_dir: str | None,
    *,
    person: bool,
    face: Face | None = None,
) -> int:
    root = DataDir(choose_data_dir(data_dir))
    role = root.role("join")
    console = Console(highlight=False, markup=False)  # names and reasons come from peers
    try:
        with role.locked():
            if face is not None and face.app:
                from .tui.jobs import join_job

                def make_peer(frontend: Any) -> Peer:
                    peer = Peer(settings, role, root.identity(), frontend)
                    peer.session_extra = {"command": "join", "options": options}
                    return peer

                job = join_job(settings, make_peer)
                title = "watching" if settings.spectator else settings.name
                return run_app_node(
                    job, saved_in=str(role.path), face=face, rules=None, title=title
                )
            return run_node(
                _join_main(settings, options, role, root, console, person, face),
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
    face: Face | None = None,
) -> int:
    watching_here = settings.spectator and sys.stdin.isatty()  # for Enter at a round's end
    lines = LineReader() if person or watching_here else None
    auto = line_auto(face)
    ui = TerminalFrontend(console, lines, verbose=person or settings.spectator, auto=auto)
    ui.leave_words = (
        "leave the table? The host pauses and holds your seat for its timeout; the same join"
        " command takes you back"
    )
    peer = Peer(settings, role, root.identity(), ui)
    peer.session_extra = {"command": "join", "options": options}
    console.print(f"joining {peer.where()} as {settings.name!r}")
    if person:
        console.print(HELP)
    code = await peer.run()
    await ui.settled()  # the last summary waits for Enter before the standings
    return code


def _discover(code: str | None) -> str:
    """Browse the LAN; pick the table (asking, when there is a choice and a person)."""
    typer.echo("looking for tables on the LAN...")
    try:
        found = asyncio.run(browse(3.0))
    except OSError as exc:
        fail(f"LAN discovery failed ({exc}): give the address, mextrain join HOST:PORT", 1)
    if not found:
        fail("no table found on the LAN: give the address, mextrain join HOST:PORT", 1)
    copied = copies(found)
    for i, ad in enumerate(found, 1):
        mark = "  [another ad shows this host key: one is a copy]" * (ad.fingerprint in copied)
        typer.echo(f"  {i}) {_describe(ad)}{mark}")
    if copied:
        typer.echo(
            "some ads copy another's host key: check the fingerprint the host printed, or give"
            " its address"
        )
    if not sys.stdin.isatty():
        if len(found) == 1:
            return found[0].address
        fail("several tables found: choose one, mextrain join HOST:PORT", 2)
    default = None if copied else "1"  # never a default pick between an ad and its copy
    choice = typer.prompt("join which table (number)", default=default)
    if not choice.isdigit() or not 1 <= int(choice) <= len(found):
        fail(f"pick a number from 1 to {len(found)}")
    return found[int(choice) - 1].address


def _on_this_lan(plate: str | None, seconds: float = 1.5) -> str | None:
    """The address of the table numbered ``plate`` if it is advertised on this LAN (a joiner
    there reaches it directly, the relay being the fallback), else None."""
    try:
        found = asyncio.run(browse(seconds))
    except (OSError, TimeoutError):
        return None
    for ad in found:
        if plate and ad.plate == plate:
            typer.echo(f"found table {plate} on this LAN at {ad.address}")
            return ad.address
    return None


def _describe(ad: TableAd) -> str:
    return (
        f"{ad.name!r} at {ad.address}: {ad.ruleset} rules, {ad.seats} seats,"
        f" host key {ad.fingerprint}, protocol {ad.version}"
    )
