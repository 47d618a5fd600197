"""The web port against tests/vectors/websocket.json (SPEC.md 8.12): a raw socket sends the
vector's upgrade request and messages byte for byte, and the host's answers are the vector's
bytes: the handshake of 8.2 runs over WebSocket messages exactly as over TCP, whatever the
message boundaries; a text message and an oversized one get their close codes."""

from __future__ import annotations

import asyncio
import json
import struct
from pathlib import Path
from typing import Any

import msgpack
from mextrain.node.channel import host_handshake
from mextrain.node.web_page import Page
from mextrain.node.web_port import WebPort

HERE = Path(__file__).resolve().parents[1] / "vectors"
WS = json.loads((HERE / "websocket.json").read_text())
HANDSHAKE = json.loads((HERE / "handshake.json").read_text())


def scalar(name: str) -> int:
    return int.from_bytes(bytes.fromhex(HANDSHAKE[name]), "little")


async def _port(serve: Any) -> tuple[asyncio.Server, int, set[asyncio.Task[Any]]]:
    tasks: set[asyncio.Task[Any]] = set()

    def spawn(job: Any) -> None:
        tasks.add(asyncio.create_task(job))

    server = await WebPort(Page.bundled(), serve, spawn).listen("127.0.0.1", 0)
    return server, server.sockets[0].getsockname()[1], tasks


async def _upgrade(port: int) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write(WS["request"].encode())
    head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), 5)
    lines = head.decode().split("\r\n")
    assert lines[0] == "HTTP/1.1 101 Switching Protocols"
    assert f"Sec-WebSocket-Accept: {WS['accept']}" in lines
    assert not any(line.lower().startswith("sec-websocket-extensions") for line in lines)
    return reader, writer


async def _ws_frame(reader: asyncio.StreamReader) -> bytes:
    """One server frame, whole, as bytes on the wire (unmasked: 2, 4 or 10 bytes of header)."""
    head = await asyncio.wait_for(reader.readexactly(2), 5)
    n = head[1] & 0x7F
    ext = b""
    if n == 126:
        ext = await reader.readexactly(2)
        n = struct.unpack(">H", ext)[0]
    elif n == 127:
        ext = await reader.readexactly(8)
        n = struct.unpack(">Q", ext)[0]
    return head + ext + await reader.readexactly(n)


async def test_the_handshake_over_websocket_messages_is_the_vector_byte_for_byte() -> None:
    joined: asyncio.Future[str] = asyncio.get_running_loop().create_future()

    async def serve(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        channel = await host_handshake(
            reader, writer, HANDSHAKE["normalized"], timeout=5, secret=scalar("y")
        )
        joined.set_result((await channel.recv(5)).kind)
        channel.send(*msgpack.unpackb(bytes.fromhex(HANDSHAKE["frames"][5]["body"])))
        await channel.drain(5)

    server, port, _tasks = await _port(serve)
    reader, writer = await _upgrade(port)
    for message in WS["messages"]:
        wire = bytes.fromhex(message["bytes"])
        if message["from"] == "joiner":
            writer.write(wire)
        else:
            assert await _ws_frame(reader) == wire
    assert await asyncio.wait_for(joined, 5) == "join"
    writer.close()
    server.close()


async def test_a_text_message_is_closed_with_1003_and_the_reason() -> None:
    failed: asyncio.Future[BaseException] = asyncio.get_running_loop().create_future()

    async def serve(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            await reader.readexactly(4)
        except BaseException as exc:
            failed.set_result(exc)

    server, port, _tasks = await _port(serve)
    reader, writer = await _upgrade(port)
    writer.write(bytes.fromhex(WS["text"]["bytes"]))
    assert await _ws_frame(reader) == bytes.fromhex(WS["text"]["close"])
    assert "text WebSocket message" in str(await asyncio.wait_for(failed, 5))
    writer.close()
    server.close()


async def test_an_oversized_message_is_closed_with_1009_before_its_payload() -> None:
    failed: asyncio.Future[BaseException] = asyncio.get_running_loop().create_future()

    async def serve(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            await reader.readexactly(4)
        except BaseException as exc:
            failed.set_result(exc)

    server, port, _tasks = await _port(serve)
    reader, writer = await _upgrade(port)
    writer.write(bytes.fromhex(WS["too_big"]["header"]))  # the header alone: no payload sent
    close = await _ws_frame(reader)
    assert close[0] == 0x88 and struct.unpack(">H", close[2:4])[0] == WS["too_big"]["code"]
    assert "over 65536 bytes" in str(await asyncio.wait_for(failed, 5))
    writer.close()
    server.close()


async def test_a_joiner_asks_a_relays_websocket_with_the_line_alone_in_its_first_message() -> None:
    """SPEC.md 8.10: the relay takes its first message whole as the line. A stand-in relay
    answers the upgrade by RFC 6455 and checks the joiner's first message against the vector
    (its mask is the client's own random one, so the payload is compared unmasked)."""
    import base64
    import hashlib

    from mextrain.node import relay

    line = bytes.fromhex(WS["relay_line"]["payload"])
    seen: asyncio.Future[tuple[int, int, bytes]] = asyncio.get_running_loop().create_future()

    async def stand_in(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        head = (await reader.readuntil(b"\r\n\r\n")).decode()
        key = next(
            h.split(": ")[1]
            for h in head.split("\r\n")
            if h.lower().startswith("sec-websocket-key")
        )
        guid = b"258EAFA5-E914-47DA-95CA-C5AB0DC85B11"
        accept = base64.b64encode(hashlib.sha1(key.encode() + guid).digest()).decode()
        writer.write(
            "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            f"Sec-WebSocket-Accept: {accept}\r\n\r\n".encode()
        )
        first, second = await reader.readexactly(2)
        mask = await reader.readexactly(4)
        masked = await reader.readexactly(second & 0x7F)
        seen.set_result((first, second, bytes(b ^ mask[i % 4] for i, b in enumerate(masked))))
        writer.write(bytes.fromhex(WS["relay_ok"]["bytes"]))
        await reader.read()  # until the joiner hangs up
        writer.close()

    server = await asyncio.start_server(stand_in, "127.0.0.1", 0)
    url = f"ws://127.0.0.1:{server.sockets[0].getsockname()[1]}/"
    token = line.split()[2].decode()
    _reader, writer = await relay.open_paired(url, token, relay.JOIN_SIDE, wait=5)
    first, second, payload = await asyncio.wait_for(seen, 5)
    assert (first, second) == (0x82, 0x80 | len(line)) and payload == line  # one message, whole
    writer.close()
    server.close()
