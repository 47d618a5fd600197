"""A joiner on a WebSocket through the transit relay's WebSocket listener, paired with a host
waiting over TCP (SPEC.md 8.10, 8.12): what a page in another home does."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path

import pytest
from mextrain.node import relay
from mextrain.node.frontend import QuietFrontend
from mextrain.node.peer import Peer, PeerSettings
from mextrain.node.persistence import DataDir
from mextrain.node.ws_pipe import MESSAGE_CAP, PipeTransport, open_websocket

from .helpers import assert_same_valid_logs, notes, wait_for
from .relay_server import RelayServer
from .resumes import cut_and_back
from .test_relay_match import host_log, log_of, relayed_host

TOKEN = "ab" * 32


@pytest.fixture
def relay_server(tmp_path: Path) -> Iterator[RelayServer]:
    with RelayServer(tmp_path / "relay.log", websocket=True) as server:
        yield server


async def test_the_relay_glues_a_websocket_to_a_tcp_connection_as_a_byte_stream(
    relay_server: RelayServer,
) -> None:
    """What 8.10 relies on, checked on the real relay: the line alone in the first message,
    `ok\\n` back, then payloads become bytes and bytes become messages, boundaries lost."""
    host_r, host_w = await relay.connect(relay_server.address)
    host_w.write(relay.handshake_line(TOKEN, relay.HOST_SIDE))
    ws_r, ws_w = await open_websocket(relay_server.ws_url)
    assert isinstance(ws_w.transport, PipeTransport)
    ws_w.write(relay.handshake_line(TOKEN, relay.JOIN_SIDE))  # one write, one message
    assert await asyncio.wait_for(host_r.readuntil(b"\n"), 10) == b"ok\n"
    assert await asyncio.wait_for(ws_r.readuntil(b"\n"), 10) == b"ok\n"
    pieces = [b"\x00\x00", b"\x00\x05he", b"llo\x00\x00\x00\x01!"]  # frames across messages
    for piece in pieces:
        ws_w.write(piece)
    assert await asyncio.wait_for(host_r.readexactly(14), 10) == b"".join(pieces)
    big = bytes(range(256)) * (MESSAGE_CAP // 128)  # two messages' worth from the host
    host_w.write(big)
    assert await asyncio.wait_for(ws_r.readexactly(len(big)), 10) == big
    for writer in (host_w, ws_w):
        writer.close()


async def test_a_websocket_joiner_plays_a_relayed_table_and_resumes_on_its_ticket(
    tmp_path: Path, relay_server: RelayServer
) -> None:
    host, _, host_task = await relayed_host(tmp_path, 2, 1, relay_server.address)
    root = DataDir(tmp_path / "ann")
    settings = PeerSettings(
        "", 0, host.settings.code, "ann", "greedy", reconnect_for=60.0, relay=relay_server.ws_url
    )
    peer = Peer(settings, root.role("join"), root.identity(), QuietFrontend())
    run = asyncio.create_task(peer.run())
    await wait_for(lambda: 1 in host.conns.by_seat and peer._ticket is not None, 60)
    turns = host.door.attempts
    await cut_and_back(host)  # back through the relay, on its ticket's resume token
    assert host.door.attempts == turns
    assert list(await asyncio.wait_for(asyncio.gather(host_task, run), 120)) == [0, 0]
    assert f"connected through the relay at {relay_server.ws_url}" in notes(peer)
    back = f"back at the table through the relay at {relay_server.ws_url}: reconnected to the host"
    assert back in notes(peer)
    assert_same_valid_logs(host_log(host), log_of(tmp_path, "ann"))
