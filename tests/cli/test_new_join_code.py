"""The host's person replaces the join code when someone seems to be guessing it: the key ``n``
in the full-screen app, the word ``code`` in the line mode. The new code is shown, a joiner with
the old one is refused, and the new one lets a joiner in; the guessing warning says how."""

from __future__ import annotations

import asyncio
import io
import re
from pathlib import Path

import pytest
from mextrain.cli.lan_commands import _lobby_commands
from mextrain.cli.lan_ui import TerminalFrontend
from mextrain.cli.tui.app import TableApp
from mextrain.node.channel import join_handshake
from mextrain.node.errors import Refused
from mextrain.node.host import Host
from mextrain.node.persistence import DataDir
from mextrain.protocol.table.view import rules_in_words
from rich.console import Console
from textual.widgets import RichLog

from ..node.helpers import CODE, host_settings, wait_for
from .tui_helpers import host_in_app, until

NEW_CODE = re.compile(r"the join code is now (\S+)")


async def knock(port: int, code: str) -> None:
    """One joiner's handshake with ``code`` (raises Refused on a wrong code)."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    try:
        await join_handshake(reader, writer, code, timeout=30)
    finally:
        writer.close()


async def old_refused_new_works(port: int, new: str) -> None:
    assert new != CODE
    with pytest.raises(Refused, match="wrong join code"):
        await knock(port, CODE)
    await knock(port, new)


class Lines:
    """Typed lines for the lobby, handed out one by one; then the person waits."""

    def __init__(self, *typed: str) -> None:
        self.typed = list(typed)

    async def line(self, *, timeout: float) -> str | None:
        if self.typed:
            return self.typed.pop(0)
        await asyncio.sleep(timeout)
        raise TimeoutError


async def test_line_mode_host_types_code_for_a_new_join_code(tmp_path: Path) -> None:
    out = io.StringIO()
    console = Console(file=out, width=200, highlight=False, no_color=True)
    root = DataDir(tmp_path)
    host = Host(host_settings(2, 1), root.role("host"), root.host_identity(), TerminalFrontend(console))
    host.prepare()
    host.code_help = "type 'code' for a new join code"  # as the line mode sets it
    ready: asyncio.Future[int] = asyncio.get_running_loop().create_future()
    run = asyncio.create_task(host.run(ready.set_result))
    port = await asyncio.wait_for(ready, 30)
    host.admission.guessing(20, "wrong join code")
    assert "type 'code' for a new join code" in out.getvalue()
    lobby = asyncio.create_task(_lobby_commands(host, Lines("code"), console))  # type: ignore[arg-type]
    await wait_for(lambda: NEW_CODE.search(out.getvalue()) is not None)
    found = NEW_CODE.search(out.getvalue())
    assert found is not None and found.group(1) == host.settings.code
    await old_refused_new_works(port, found.group(1))
    lobby.cancel()
    host.quit = True
    host.abandon("test over")
    await asyncio.wait_for(asyncio.gather(run, return_exceptions=True), 60)


async def test_the_app_host_presses_n_for_a_new_join_code(tmp_path: Path) -> None:
    settings = host_settings(2, 0, person=True)
    app = TableApp(rules_lines=rules_in_words(settings.rules), beat=0.05, auto=True)
    hosted = host_in_app(app, DataDir(tmp_path), settings, role="host", open_table=True)
    hosts, ports = hosted.hosts, hosted.ports
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: bool(ports), "the host to listen", 30)
        host = hosts[0]
        shown = [b.binding for b in app.active_bindings.values() if b.enabled and b.binding.show]
        assert ("n", "new code") in [(b.key, b.description) for b in shown]  # in the footer
        host.admission.guessing(20, "wrong join code")
        log = app.query_one(RichLog)

        def text() -> str:
            return " ".join(" ".join(strip.text.split()) for strip in log.lines)  # unwrapped

        await until(pilot, lambda: "press n for a new join code" in text(), "the warning", 30)
        await pilot.press("n")
        await until(pilot, lambda: NEW_CODE.search(text()) is not None, "the new code", 30)
        found = NEW_CODE.search(text())
        assert found is not None and found.group(1) == host.settings.code
        await old_refused_new_works(ports[0], found.group(1))
        host.quit = True
        host.abandon("test over")
        app.exit(0)


def test_only_the_host_is_offered_a_new_code() -> None:
    app = TableApp()
    assert app.check_action("new_code", ()) is False
    app.new_code = lambda: "x"
    assert app.check_action("new_code", ()) is True
