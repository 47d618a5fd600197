"""Drive the full-screen app headless: a real host with bots in the app's loop, keys by pilot."""

from __future__ import annotations

import asyncio
import dataclasses
import io
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from mextrain.cli.tui.app import TableApp
from mextrain.cli.tui.bridge import AppFrontend
from mextrain.cli.tui.jobs import host_job
from mextrain.node.host import Host, HostSettings
from mextrain.node.lobby import SeatPlan, local_seat_name
from mextrain.node.persistence import DataDir
from mextrain.protocol.rules.ruleset import preset
from mextrain.protocol.table.view import rules_in_words
from rich.console import Console
from textual import events
from textual.app import App
from textual.pilot import Pilot


def play_settings(bots: int, rounds: int, seed: int) -> HostSettings:
    """What ``mextrain play --bots N --rounds K --seed S`` asks for."""
    rules = dataclasses.replace(preset("classic"), rounds=rounds)
    local = {0: SeatPlan("you", None)}
    local.update({s: SeatPlan(local_seat_name("greedy", s), "greedy") for s in range(1, bots + 1)})
    return HostSettings(
        "test", bots + 1, rules, local, code="x", port=0, on_timeout="wait", advertise=False,
        seed=seed,
    )  # fmt: skip


@dataclasses.dataclass
class HostedApp:
    """What a test sees of the host an app runs: its exit codes, the hosts made (one per
    match) and the ports they listen on, filled in as the app runs."""

    codes: list[int] = dataclasses.field(default_factory=list)
    hosts: list[Host] = dataclasses.field(default_factory=list)
    ports: list[int] = dataclasses.field(default_factory=list)


def host_in_app(
    app: TableApp,
    root: DataDir,
    settings: HostSettings,
    *,
    role: str = "play",
    open_table: bool = False,
) -> HostedApp:
    """Make ``app``'s node a host of ``settings`` with the person in seat 0, as ``mextrain
    play`` (``open_table=False``) or ``mextrain host`` (``True``) does."""
    bridge = AppFrontend(app, pace=0)
    hosted = HostedApp()

    def make_host(frontend: AppFrontend) -> Host:
        host = Host(settings, root.role(role), root.host_identity(), frontend)
        host.prepare(fresh=True)
        hosted.hosts.append(host)
        return host

    def banner(host: Host, port: int) -> list[str]:
        hosted.ports.append(port)
        return []

    job = host_job(settings, make_host, banner, open_table=open_table)

    async def node() -> None:
        hosted.codes.append(await job(bridge, app))

    app.node_job = node
    return hosted


def app_with_host(tmp: Path, settings: HostSettings) -> tuple[TableApp, list[int]]:
    """A TableApp whose node is a host with the person in seat 0 (exit codes land in the list)."""
    app = TableApp(rules_lines=rules_in_words(settings.rules), beat=0.05, auto=True)
    return app, host_in_app(app, DataDir(tmp), settings).codes


async def until(
    pilot: Pilot[int], check: Callable[[], bool], what: str, limit: float = 120
) -> None:
    """Poll (never a fixed sleep) until ``check`` holds; fail naming ``what`` after ``limit``."""
    loop = asyncio.get_running_loop()
    end = loop.time() + limit
    while not check():
        if loop.time() > end:
            raise AssertionError(f"timed out waiting for {what}")
        await pilot.pause(0.02)


Step = Callable[[Pilot[int]], Awaitable[None]]


def screen_lines(app: App[Any]) -> list[str]:
    """The terminal's text as a person sees it, every layer composed (what a screenshot has)."""
    console = Console(width=app.size.width, height=app.size.height, file=io.StringIO(),
                      record=True, legacy_windows=False, safe_box=False)  # fmt: skip
    console.print(
        app.screen._compositor.render_update(full=True, screen_stack=app._background_screens)
    )
    return console.export_text().splitlines()


KEY_CHARS = {"space": " ", "enter": "\r", "tab": "\t", "escape": "\x1b", "backspace": "\x7f"}


def busy_machine(app: App[Any], seconds: float) -> None:
    """Make ``app`` take each key ``seconds`` late, as on a machine under heavy load: the loop
    is blocked (a busy CPU, not a sleep the loop could use) before every key is handled, so
    whatever the app reads from the clock sees the keys of one tile far apart."""
    check = app._check_bindings

    async def late(key: str, priority: bool = False) -> bool:
        if not priority:
            time.sleep(seconds)
        return await check(key, priority)

    app._check_bindings = late  # type: ignore[method-assign]


async def press_at_once(pilot: Pilot[int], *keys: str) -> None:
    """Deliver ``keys`` together, as a busy machine hands over what was typed while it was
    busy: every key is queued before the app handles the first."""
    app = pilot.app
    assert app._driver is not None
    for key in keys:
        event = events.Key(key, KEY_CHARS.get(key, key if len(key) == 1 else None))
        event.set_sender(app)
        app._driver.send_message(event)
    await pilot.pause()
