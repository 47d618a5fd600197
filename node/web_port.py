"""The host's web port: the page's files over HTTP, and WebSocket connections to the door.

A WebSocket connection opened here is handed to the same ``serve`` as an accepted TCP socket
(the host's admission: the door, the handshake, the seat), as the stream a
:class:`~.ws_pipe.WebSocketPipe` makes of it (SPEC.md 8.12). Before the upgrade, the web port
bounds its HTTP connections by itself, with a :class:`~.door.Door` used for its places only
(8 per address, 64 in all, the busiest address's oldest evicted): a request head of at most
:data:`HEAD_CAP` bytes, whole within :data:`HEAD_TIMEOUT` seconds, one request per connection,
answered within :data:`ANSWER_TIMEOUT` seconds or cut.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import Any

from websockets.exceptions import InvalidMessage
from websockets.http11 import Request, Response
from websockets.server import ServerProtocol

from .door import Door
from .web_page import Page
from .ws_pipe import MESSAGE_CAP, WebSocketPipe

HEAD_CAP = 8 << 10
"""The request line and headers, in bytes."""
HEAD_TIMEOUT = 3.0
"""From the connection to its whole request head: as frame 1's deadline on the TCP port."""
ANSWER_TIMEOUT = 10.0
"""From the request to the answer's last byte taken by the network: a slow reader is cut."""
quiet = logging.getLogger("mextrain.web")
"""The library's per-connection log lines go here (not shown unless asked for)."""

Serve = Callable[[asyncio.StreamReader, asyncio.StreamWriter], Awaitable[None]]
Spawn = Callable[[Any], None]


class WebPort:
    """What the web port's connections share: the page, the places, and who serves a
    WebSocket once open."""

    def __init__(self, page: Page, serve: Serve | None, spawn: Spawn) -> None:
        self.page = page
        self.serve = serve
        """None: the page only (``mextrain web``): a WebSocket upgrade is a 404."""
        self.spawn = spawn
        self.places = Door()
        """Places only (never a turn): the HTTP connections before their upgrade."""
        self.answered = 0
        self.refused = 0

    async def listen(self, bind: str, port: int) -> asyncio.Server:
        loop = asyncio.get_running_loop()
        return await loop.create_server(lambda: HttpPipe(self), bind, port)


class HttpPipe(WebSocketPipe):
    """One connection to the web port: an HTTP request, then an answer or a WebSocket."""

    def __init__(self, port: WebPort) -> None:
        ws = ServerProtocol(max_size=MESSAGE_CAP, logger=quiet)
        super().__init__(ws, self._opened)
        self.port = port
        self.address = ""
        self.head = 0
        """Bytes received before the request was whole."""
        self.in_place = False
        self.answered = False
        self._timer: asyncio.TimerHandle | None = None
        self._evict = self._cut_now  # one callable: the door knows this connection by it

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        super().connection_made(transport)
        peer = self.tcp.get_extra_info("peername")
        self.address = peer[0] if isinstance(peer, tuple) else str(peer)
        busy = self.port.places.enter(self.address, self._evict)
        if busy is not None:
            self.port.refused += 1
            self._raw(self.port.page.plain(503, busy))
            return
        self.in_place = True
        self._timer = self.loop.call_later(HEAD_TIMEOUT, self.tcp.abort)

    def data_received(self, data: bytes) -> None:
        if self.writer is not None or self.answered:
            super().data_received(data)
            return
        self.head += len(data)
        if self.head > HEAD_CAP:
            self._raw(self.port.page.plain(431, f"a request head is at most {HEAD_CAP} bytes"))
            return
        self.ws.receive_data(data)
        if isinstance(self.ws.handshake_exc, InvalidMessage) and not self.answered:
            self._raw(self.port.page.plain(400, "not an HTTP request this port takes"))
            return
        self._process()

    def connection_lost(self, exc: Exception | None) -> None:
        if self._timer is not None:
            self._timer.cancel()
        self._leave()
        super().connection_lost(exc)

    def on_request(self, request: Request) -> Response | None:
        if self.port.serve is None and request.path.partition("?")[0] == "/mextrain":
            return self._answered(self.port.page.plain(404, "this page's server hosts no table"))
        response = self.port.page.answer(request)
        return None if response is None else self._answered(response)

    def _answered(self, response: Response) -> Response:
        self.answered = True
        self.port.answered += 1
        self._restart_timer(ANSWER_TIMEOUT)
        return response

    def open(self) -> None:
        """Upgraded: the door takes over from the web port's places."""
        if self._timer is not None:
            self._timer.cancel()
        self._leave()
        super().open()

    def _opened(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        serve = self.port.serve
        assert serve is not None
        self.port.spawn(serve(reader, writer))

    def _raw(self, response: Response) -> None:
        """Answer without the library (before or instead of a request it parsed) and hang up."""
        self.answered = True
        self.tcp.write(response.serialize())
        self.tcp.close()
        self._restart_timer(ANSWER_TIMEOUT)

    def _restart_timer(self, seconds: float) -> None:
        if self._timer is not None:
            self._timer.cancel()
        self._timer = self.loop.call_later(seconds, self.tcp.abort)

    def _cut_now(self) -> None:
        self.tcp.abort()

    def _leave(self) -> None:
        if self.in_place:
            self.in_place = False
            self.port.places.leave(self.address, self._evict)
