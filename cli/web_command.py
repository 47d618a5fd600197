"""``mextrain web``: serve this machine's own copy of the page (SPEC.md 8.12).

A page served by a host runs the host's code, which holds the player's hand and key. A player
who does not trust the host's software serves the page from their own installation instead,
on loopback by default, and connects from it to the host's web port or a relay's WebSocket:
the host then sees only the byte pipe every joiner speaks.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Annotated, Any

import typer

from ..node.errors import NodeError
from ..node.web_page import Page
from ..node.web_port import WebPort
from .lan_options import fail

DEFAULT_WEB_PORT = 47809
"""Away from a host's 47800 and its web port 47801, so both run on one machine."""


async def serve_page(
    bind: str, port: int, ready: Callable[[int], None], stop: asyncio.Event
) -> None:
    """Serve the bundle on ``bind:port`` (its CSP lets it connect to any WebSocket address,
    since the host is elsewhere; no table here) until ``stop``; ``ready`` gets the port."""
    tasks: set[asyncio.Task[Any]] = set()
    web = WebPort(
        Page.bundled(anywhere=True), None, lambda job: tasks.add(asyncio.create_task(job))
    )
    try:
        server = await web.listen(bind, port)
    except OSError as exc:
        raise NodeError(f"cannot listen on {bind}:{port}: {exc.strerror or exc}") from None
    ready(server.sockets[0].getsockname()[1])
    try:
        await stop.wait()
    finally:
        server.close()


def web(
    port: Annotated[
        int, typer.Option("--port", help="Port to serve the page on.")
    ] = DEFAULT_WEB_PORT,
    bind: Annotated[
        str, typer.Option("--bind", help="Address to listen on (this machine only by default).")
    ] = "127.0.0.1",
) -> None:
    """Serve your own copy of the page, to join a table from a browser with code you trust."""
    if not 0 <= port < 65536:
        fail("--port must be 0 to 65535")

    def ready(number: int) -> None:
        where = "127.0.0.1" if bind in ("0.0.0.0", "", "::") else bind
        typer.echo(f"the page: http://{where}:{number}/  (this machine's own copy)")
        typer.echo(
            f"open the link a host printed for other homes (http://127.0.0.1:{DEFAULT_WEB_PORT}/"
            "#code=...: this page when it runs on its default port), or open the page and"
            " give the host's address (ws://HOST:WEBPORT/mextrain)"
            " or a relay's (ws://RELAY:PORT/) and the join code; Ctrl-C stops"
        )

    try:
        asyncio.run(serve_page(bind, port, ready, asyncio.Event()))
    except NodeError as exc:
        fail(str(exc), 1)
    except KeyboardInterrupt:
        raise typer.Exit(0) from None


def register(app: typer.Typer) -> None:
    app.command()(web)
