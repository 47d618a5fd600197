"""A whole seat over a WebSocket to the host's web port (SPEC.md 8.12), as a browser joins:
handshake, seat proof, welcome, sync, a match to its end, a cut and a resume on the ticket, the
same log at both ends. The joiner is the Python peer speaking the byte pipe (its framing is the
test's subject, not its table)."""

from __future__ import annotations

import asyncio
import socket
from pathlib import Path

from mextrain.node.frontend import QuietFrontend
from mextrain.node.peer import Peer, PeerSettings
from mextrain.node.persistence import DataDir
from mextrain.node.ws_pipe import PipeTransport

from .helpers import (
    CODE,
    assert_same_valid_logs,
    host_settings,
    notes,
    start_host,
    wait_for,
)
from .resumes import cut_and_back


def ws_peer(tmp: Path, name: str, web_port: int, **extra: object) -> Peer:
    root = DataDir(tmp / name)
    settings = PeerSettings(
        "", 0, CODE, name, "greedy", reconnect_for=30.0,
        websocket=f"ws://127.0.0.1:{web_port}/mextrain", **extra,  # type: ignore[arg-type]
    )  # fmt: skip
    return Peer(settings, root.role("join"), root.identity(), QuietFrontend())


async def test_a_seat_over_websocket_plays_to_the_end_and_resumes_after_a_cut(
    tmp_path: Path,
) -> None:
    host, _port, host_task = await start_host(tmp_path, host_settings(2, 1, web_port=0))
    assert host.web_port is not None
    peer = ws_peer(tmp_path, "ann", host.web_port)
    run = asyncio.create_task(peer.run())
    await wait_for(lambda: 1 in host.conns.by_seat and peer._ticket is not None)
    conn = host.conns.by_seat[1]
    assert isinstance(conn.channel.writer.transport, PipeTransport)  # it came by WebSocket
    turns = host.door.attempts
    await cut_and_back(host)  # the socket is cut: the seat comes back on its ticket
    assert isinstance(host.conns.by_seat[1].channel.writer.transport, PipeTransport)
    assert host.door.attempts == turns  # a resume, not a new guess of the code
    assert "back at the table: reconnected to the host" in notes(peer)
    assert list(await asyncio.wait_for(asyncio.gather(host_task, run), 120)) == [0, 0]
    assert host.store is not None and peer.log_path is not None
    assert_same_valid_logs(host.store.log_path, peer.log_path)



async def test_a_taken_web_port_gives_way_to_a_free_one_and_the_host_says_so(
    tmp_path: Path,
) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        busy = taken.getsockname()[1]
        host, _, task = await start_host(tmp_path, host_settings(2, 1, web_port=busy))
        assert host.web_port not in (None, busy)
        assert any(f"port {busy} is taken" in n for n in notes(host))
        task.cancel()
        await asyncio.gather(task, return_exceptions=True)
