"""A WebSocket connection as the stream reader and writer every other connection is (SPEC.md 8.12).

A WebSocket here is a byte pipe: the payloads of its binary messages, in order, are the bytes a
TCP connection would carry, so the frame reader, the caps, the door, the budgets and the channel
run on it unchanged. :class:`WebSocketPipe` is the TCP socket's protocol: the ``websockets``
library's sans-I/O protocol parses and writes the WebSocket framing, each binary payload goes
straight into an :class:`asyncio.StreamReader`, and writes go out as binary messages of at most
:data:`MESSAGE_CAP` bytes. :class:`PipeTransport` is what the stream writer and the channel
see: pausing it pauses the TCP socket itself (a connection the host stops reading leaves its
sender's bytes in the network), and its buffer is the socket's.
"""

from __future__ import annotations

import asyncio
import logging
import ssl
from collections.abc import Callable
from typing import Any

from websockets.exceptions import PayloadTooBig, ProtocolError
from websockets.frames import Frame, Opcode
from websockets.http11 import Request, Response
from websockets.protocol import OPEN, Protocol

from .errors import FrameError

MESSAGE_CAP = 1 << 16
"""The largest message payload received (and sent): a frame of 8.1 may span messages, so a
small cap costs nothing and bounds what one message can make the host hold."""
STREAM_LIMIT = 1 << 16
"""The stream reader's buffer mark: above twice this it pauses the socket (as TCP's does)."""
CLOSE_WAIT = 2.0
"""After sending its close frame, how long a side waits for the other's before cutting."""
TEXT_REFUSED = "binary messages only"
"""The close reason a text message gets (code 1003)."""
FRAME_BURST = 512
FRAMES_PER_SECOND = 256.0
"""WebSocket frames read from a connection back to back, then a second (pings and empty ones
included): each costs the host a parse whatever it carries, so a flood of tiny frames or pings
is read at this pace, its bytes left in the network. Honest senders stay far below it (the
host's budget, 8.8, takes 32 frames of 8.1 a second, each a message or a few)."""
SLICE = 4096
"""Bytes parsed at a time, so the frame allowance is looked at every few hundred frames."""
PROBATION_FRAME_BURST = 8
PROBATION_FRAMES_PER_SECOND = 32.0
PROBATION_SLICE = 512
"""The frame allowance and slice of a seat's connection on probation (cut for junk lately,
SPEC.md 8.8): it sends junk again at once, and the host, which reads 8 of its frames of 8.1
and then nothing more once one is refused, would otherwise parse a whole burst of its
WebSocket frames ahead (a few hundred, each a parse) only to throw them away at the next cut.
The same pace as its budget, and a slice of a few small frames: what is parsed is about what
is read."""

Opened = Callable[[asyncio.StreamReader, asyncio.StreamWriter], None]


class PipeTransport(asyncio.Transport):
    """The stream writer's transport: writes become binary messages; reading, buffering and
    closing are the TCP socket's."""

    def __init__(self, pipe: WebSocketPipe) -> None:
        super().__init__()
        self._pipe = pipe

    def write(self, data: bytes | bytearray | memoryview) -> None:
        self._pipe.send(bytes(data))

    def writelines(self, list_of_data: Any) -> None:
        self.write(b"".join(list_of_data))

    def can_write_eof(self) -> bool:
        return False

    def write_eof(self) -> None:
        raise NotImplementedError("a WebSocket pipe ends with a close frame")

    def get_write_buffer_size(self) -> int:
        return self._pipe.tcp.get_write_buffer_size()

    def get_write_buffer_limits(self) -> tuple[int, int]:
        return self._pipe.tcp.get_write_buffer_limits()

    def set_write_buffer_limits(self, high: int | None = None, low: int | None = None) -> None:
        self._pipe.tcp.set_write_buffer_limits(high, low)

    def is_reading(self) -> bool:
        return not self._pipe.stream_paused and not self.is_closing()

    def pause_reading(self) -> None:
        self._pipe.pause_stream(True)

    def resume_reading(self) -> None:
        self._pipe.pause_stream(False)

    def is_closing(self) -> bool:
        return self._pipe.closing or self._pipe.tcp.is_closing()

    def close(self) -> None:
        self._pipe.close(1000)

    def abort(self) -> None:
        self._pipe.tcp.abort()

    def get_extra_info(self, name: str, default: Any = None) -> Any:
        return self._pipe.tcp.get_extra_info(name, default)

    def ration(self, probation: bool) -> None:
        """Parse at a seat on probation's pace, or at the usual one again (WebSocketPipe)."""
        self._pipe.ration(probation)


class WebSocketPipe(asyncio.Protocol):
    """One TCP connection speaking WebSocket, seen as a stream once open. The side is the
    sans-I/O ``ws`` protocol's (``websockets``' ServerProtocol or ClientProtocol); a server's
    HTTP request goes to ``on_request`` (its answer, or None to open the WebSocket: then
    :meth:`accept`), a client's opening to ``on_open``."""

    def __init__(self, ws: Protocol, on_open: Opened) -> None:
        self.ws = ws
        self.on_open = on_open
        self.tcp: asyncio.Transport = None  # type: ignore[assignment]  # set at connection_made
        self.loop = asyncio.get_running_loop()
        self.reader = asyncio.StreamReader(limit=STREAM_LIMIT, loop=self.loop)
        self.stream = asyncio.StreamReaderProtocol(self.reader, loop=self.loop)
        self.writer: asyncio.StreamWriter | None = None
        self.closing = False
        """Our close frame is sent (or the connection failed): nothing more goes out."""
        self.failure: Exception | None = None
        """Why the stream ended with an error (told to the reader), if it did."""
        self._close_rcvd = False
        self._cut: asyncio.TimerHandle | None = None
        self.stream_paused = False
        """The stream's reader asked for no more data (as it would pause a TCP socket)."""
        self._pending = bytearray()
        """Bytes read but not parsed yet (the stream is paused, or the frame allowance spent):
        at most one read's worth, since the socket is not read while any wait."""
        self._burst = float(FRAME_BURST)
        self._rate = FRAMES_PER_SECOND
        self._slice = SLICE
        self._tokens = self._burst
        self._stamp = self.loop.time()
        self._wake: asyncio.Handle | None = None
        self.frames = 0
        """WebSocket frames parsed so far (the allowance's count)."""

    # ------------------------------------------------------------------ asyncio.Protocol

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        assert isinstance(transport, asyncio.Transport)
        self.tcp = transport

    def data_received(self, data: bytes) -> None:
        self._pending += data
        self._pump()

    def eof_received(self) -> bool | None:
        if self._pending:  # what came before the end, however many frames: one read at most
            self.ws.receive_data(bytes(self._pending))
            self._pending.clear()
        self.ws.receive_eof()
        self._process()
        return None

    def pause_stream(self, paused: bool) -> None:
        """The stream's reader pauses or resumes reading, as it would a TCP socket's."""
        self.stream_paused = paused
        self._sync_socket()
        if not paused and self._pending and self._wake is None:
            self._wake = self.loop.call_soon(self._pump)

    def ration(self, probation: bool) -> None:
        """A seat on probation's connection is parsed at PROBATION_FRAME_BURST, then
        PROBATION_FRAMES_PER_SECOND, a PROBATION_SLICE at a time; ``False``: the usual pace."""
        if probation:
            self._burst, self._rate, self._slice = (
                float(PROBATION_FRAME_BURST), PROBATION_FRAMES_PER_SECOND, PROBATION_SLICE,
            )  # fmt: skip
            self._tokens = min(self._tokens, self._burst)
        else:
            self._burst, self._rate, self._slice = float(FRAME_BURST), FRAMES_PER_SECOND, SLICE
            if self._wake is not None:  # it waits at the probation's pace: look again now
                self._wake.cancel()
                self._wake = self.loop.call_soon(self._pump)

    def _pump(self) -> None:
        """Parse what waits, a slice at a time, while the stream takes data and the frame
        allowance lasts; when it runs out, wait for it to refill, the socket unread."""
        self._wake = None
        while self._pending and (self.closing or not self.stream_paused):
            now = self.loop.time()
            self._tokens = min(self._burst, self._tokens + (now - self._stamp) * self._rate)
            self._stamp = now
            if self._tokens < 1:
                wait = (1 - self._tokens) / self._rate
                self._wake = self.loop.call_later(wait, self._pump)
                break
            chunk = bytes(self._pending[: self._slice])
            del self._pending[: self._slice]
            self.ws.receive_data(chunk)
            self._tokens -= self._process()
        self._sync_socket()

    def _sync_socket(self) -> None:
        """Read the socket only while nothing waits to be parsed and the stream takes data
        (or our close frame is out: the other side's is awaited)."""
        if self.tcp is None or self.tcp.is_closing():
            return
        want = (self.closing or not self.stream_paused) and not self._pending
        if want != self.tcp.is_reading():
            (self.tcp.resume_reading if want else self.tcp.pause_reading)()

    def connection_lost(self, exc: Exception | None) -> None:
        for timer in (self._cut, self._wake):
            if timer is not None:
                timer.cancel()
        if self.writer is None:
            return
        if self.failure is None and not self._close_rcvd:
            why = f": {exc}" if exc is not None else ""
            self.failure = ConnectionResetError(
                f"the WebSocket connection ended without a close frame{why}"
            )
        self.stream.connection_lost(self.failure if not self._close_rcvd else None)

    def pause_writing(self) -> None:
        if self.writer is not None:
            self.stream.pause_writing()

    def resume_writing(self) -> None:
        if self.writer is not None:
            self.stream.resume_writing()

    # ------------------------------------------------------------------ the WebSocket

    def on_request(self, request: Request) -> Response | None:
        """A server's HTTP request: the response to send, or None to :meth:`accept` it."""
        return None

    def on_response(self, response: Response) -> None:
        """A client's opening handshake is over (the connection is open if ``ws`` says so)."""

    def open(self) -> None:
        """The WebSocket is open: the stream starts."""
        pipe = PipeTransport(self)
        self.stream.connection_made(pipe)
        self.writer = asyncio.StreamWriter(pipe, self.stream, self.reader, self.loop)
        self.on_open(self.reader, self.writer)

    def send(self, data: bytes) -> None:
        """``data`` as binary messages of at most MESSAGE_CAP bytes each."""
        if self.closing or self.ws.state is not OPEN:
            return
        for start in range(0, len(data), MESSAGE_CAP):
            self.ws.send_binary(data[start : start + MESSAGE_CAP])
        self._flush()

    def close(self, code: int, reason: str = "") -> None:
        """Send a close frame, then wait for the other side's (CLOSE_WAIT at most) and hang
        up. Reading goes on meanwhile (the other side's close frame comes in), but what comes
        with it is no longer part of the stream."""
        if self.closing:
            return
        self.closing = True
        if self.ws.state is OPEN:
            self.ws.send_close(code, reason)
            self._flush()
        if not self.tcp.is_closing():
            self._sync_socket()
            self._cut = self.loop.call_later(CLOSE_WAIT, self.tcp.abort)

    def fail(self, error: FrameError, code: int, reason: str) -> None:
        """End the stream with ``error`` (the reader raises it) and close with ``code``."""
        if self.failure is None:
            self.failure = error
            self.reader.set_exception(error)
        self.close(code, reason)

    def _process(self) -> int:
        """Act on what the library parsed; the number of WebSocket frames among it."""
        frames = 0
        for event in self.ws.events_received():
            if isinstance(event, Frame):
                frames += 1
                self.frames += 1
                self._frame(event)
            elif isinstance(event, Request):
                response = self.on_request(event)
                if response is None:
                    self.accept(event)
                else:
                    self.ws.send_response(response)  # type: ignore[attr-defined]
            elif isinstance(event, Response):
                self.on_response(event)
        exc = self.ws.parser_exc
        if exc is not None and self.failure is None and self.writer is not None:
            if isinstance(exc, PayloadTooBig):
                why = f"a WebSocket message over {MESSAGE_CAP} bytes (SPEC.md 8.12)"
                self.failure = FrameError(why)
            elif isinstance(exc, ProtocolError):
                self.failure = FrameError(f"WebSocket protocol error: {exc}")
            if self.failure is not None:
                self.reader.set_exception(self.failure)
                self.closing = True
        self._flush()
        return frames

    def accept(self, request: Request) -> None:
        """A server opens the WebSocket ``request`` asks for (or refuses it, as the library
        judges its headers)."""
        response = self.ws.accept(request)  # type: ignore[attr-defined]
        self.ws.send_response(response)  # type: ignore[attr-defined]
        if self.ws.state is OPEN:
            self._flush()
            self.open()

    def _frame(self, frame: Frame) -> None:
        if frame.opcode in (Opcode.BINARY, Opcode.CONT):
            if frame.data and not self.closing and self.writer is not None:
                self.stream.data_received(bytes(frame.data))
        elif frame.opcode is Opcode.TEXT:
            text = FrameError("a text WebSocket message: mextrain speaks binary messages only")
            self.fail(text, 1003, TEXT_REFUSED)
        elif frame.opcode is Opcode.CLOSE:
            self._close_rcvd = True
            if self.writer is not None:
                self.stream.eof_received()

    def _flush(self) -> None:
        for data in self.ws.data_to_send():
            if data:
                self.tcp.write(data)
            elif not self.tcp.is_closing():  # the library's end of stream: hang up
                self.tcp.close()


class _ClientPipe(WebSocketPipe):
    def __init__(self, ws: Protocol, opened: asyncio.Future[None]) -> None:
        super().__init__(ws, lambda reader, writer: None)
        self._opened = opened

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        super().connection_made(transport)
        request = self.ws.connect()  # type: ignore[attr-defined]
        self.ws.send_request(request)  # type: ignore[attr-defined]
        self._flush()

    def on_response(self, response: Response) -> None:
        if self._opened.done():
            return
        if self.ws.state is OPEN:
            self.open()
            self._opened.set_result(None)
        else:
            why = self.ws.handshake_exc or f"HTTP {response.status_code}"
            self._opened.set_exception(ConnectionRefusedError(f"no WebSocket there: {why}"))

    def connection_lost(self, exc: Exception | None) -> None:
        if not self._opened.done():
            self._opened.set_exception(ConnectionResetError("closed before the WebSocket opened"))
        super().connection_lost(exc)


async def open_websocket(
    url: str, *, local_addr: tuple[str, int] | None = None, tls: ssl.SSLContext | None = None
) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
    """A WebSocket connection to ``url`` (``ws://HOST:PORT/PATH``, or ``wss://`` over TLS) as
    streams: a joiner's side of SPEC.md 8.12 (a browser's, in tests and for ``mextrain join
    ws://...``). ``wss://`` checks the server's certificate and name as a browser would, with
    the system's trusted certificates (``ssl.create_default_context``; ``tls`` replaces it, for
    a test's own certificate). Raises OSError when there is no WebSocket there (or the
    certificate does not check: ``ssl.SSLError``); the caller bounds the time."""
    from websockets.client import ClientProtocol
    from websockets.uri import parse_uri

    uri = parse_uri(url)
    context = (tls or ssl.create_default_context()) if uri.secure else None
    loop = asyncio.get_running_loop()
    opened: asyncio.Future[None] = loop.create_future()
    ws = ClientProtocol(uri, max_size=MESSAGE_CAP, logger=logging.getLogger("mextrain.web"))
    transport, pipe = await loop.create_connection(
        lambda: _ClientPipe(ws, opened),
        uri.host,
        uri.port,
        local_addr=local_addr,
        ssl=context,
        server_hostname=uri.host if context is not None else None,
    )
    try:
        await opened
    except BaseException:
        transport.abort()
        raise
    assert pipe.writer is not None
    return pipe.reader, pipe.writer
