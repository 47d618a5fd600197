"""The WebSocket pipe's own bounds (SPEC.md 8.12): a flood of tiny frames or pings is parsed
at the frame allowance's pace, not as fast as it comes, and a stream that is not read leaves
its sender's bytes in the network (one read's worth waits in the host at most)."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from typing import Any

import pytest
from mextrain.node.web_page import Page
from mextrain.node.web_port import WebPort
from mextrain.node.ws_pipe import (
    FRAME_BURST,
    FRAMES_PER_SECOND,
    PROBATION_FRAME_BURST,
    PROBATION_FRAMES_PER_SECOND,
    PROBATION_SLICE,
    WebSocketPipe,
    open_websocket,
)

MASK = b"\x01\x02\x03\x04"
UPGRADE = (
    b"GET /mextrain HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
    b"Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
)


@pytest.fixture
async def opened() -> AsyncIterator[tuple[int, asyncio.Queue[WebSocketPipe]]]:
    """A web port whose WebSocket connections are never read: their pipes, as they open."""
    pipes: asyncio.Queue[WebSocketPipe] = asyncio.Queue()
    held: list[Any] = []

    async def serve(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        held.append(writer)
        await pipes.put(writer.transport._pipe)  # type: ignore[attr-defined]

    web = WebPort(Page.bundled(), serve, lambda job: held.append(asyncio.create_task(job)))
    server = await web.listen("127.0.0.1", 0)
    yield server.sockets[0].getsockname()[1], pipes
    server.close()


async def test_tiny_frames_and_pings_are_parsed_at_the_allowances_pace(
    opened: tuple[int, asyncio.Queue[WebSocketPipe]],
) -> None:
    port, pipes = opened
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write(UPGRADE)
    await reader.readuntil(b"\r\n\r\n")
    pipe = await asyncio.wait_for(pipes.get(), 5)
    empty = bytes([0x82, 0x80]) + MASK  # an empty binary message: 6 bytes, nothing carried
    ping = bytes([0x89, 0x80]) + MASK
    writer.write((empty + ping) * 20_000)  # 240 KB: 40 000 frames
    start = asyncio.get_running_loop().time()
    await asyncio.sleep(1.0)
    elapsed = asyncio.get_running_loop().time() - start
    allowed = FRAME_BURST + FRAMES_PER_SECOND * (elapsed + 0.2) + 4096 // 6  # a slice over
    assert FRAME_BURST < pipe.frames <= allowed, (pipe.frames, allowed)
    pongs = b""
    while len(pongs) < (pipe.frames // 2) * 2:  # each ping parsed got its 2-byte pong
        pongs += await asyncio.wait_for(reader.read(65536), 5)
    assert len(pongs) <= allowed  # the answers follow the pace, not the flood
    writer.close()


async def test_a_stream_nobody_reads_leaves_the_senders_bytes_in_the_network(
    opened: tuple[int, asyncio.Queue[WebSocketPipe]],
) -> None:
    port, pipes = opened
    _reader, writer = await open_websocket(f"ws://127.0.0.1:{port}/mextrain")
    pipe = await asyncio.wait_for(pipes.get(), 5)
    sent = 0
    for _ in range(400):  # up to 25 MiB offered, 64 KiB at a time
        writer.write(bytes(65536))
        sent += 65536
        if writer.transport.get_write_buffer_size() > 4 << 20:
            break  # the host stopped reading: the rest waits here, at the sender
        await asyncio.sleep(0)
    await asyncio.sleep(0.5)
    held = len(pipe.reader._buffer) + len(pipe._pending)  # type: ignore[attr-defined]
    assert held <= 512 << 10, held >> 10
    assert writer.transport.get_write_buffer_size() > 1 << 20  # pushed back on the sender
    writer.transport.abort()


async def test_a_probation_pace_holds_until_it_is_lifted(
    opened: tuple[int, asyncio.Queue[WebSocketPipe]],
) -> None:
    """A seat on probation's connection is parsed at its budget's pace, and at the usual one
    again once the probation is over (SPEC.md 8.12)."""
    port, pipes = opened
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write(UPGRADE)
    await reader.readuntil(b"\r\n\r\n")
    pipe = await asyncio.wait_for(pipes.get(), 5)
    pipe.ration(True)
    empty = bytes([0x82, 0x80]) + MASK  # an empty binary message: 6 bytes, nothing carried
    writer.write(empty * 20_000)
    await asyncio.sleep(0.5)
    allowed = PROBATION_FRAME_BURST + PROBATION_FRAMES_PER_SECOND * 0.7 + PROBATION_SLICE // 6
    assert pipe.frames <= allowed, (pipe.frames, allowed)
    pipe.ration(False)  # the probation is over
    before = pipe.frames
    await asyncio.sleep(0.5)
    assert pipe.frames - before >= FRAMES_PER_SECOND * 0.4, (before, pipe.frames)
    writer.close()
