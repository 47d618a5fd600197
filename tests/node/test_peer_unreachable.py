"""A join that never reaches a host (a mistyped address or port) fails within a few seconds
(not the minutes of reconnecting), saying why,
and leaves no game for ``mextrain resume`` to pick up; a join that did reach its host keeps
reconnecting when the host goes away."""

from __future__ import annotations

import asyncio
import socket
import time
from pathlib import Path

import pytest
from mextrain.node.errors import NodeError
from mextrain.node.peer import NEVER_REACHED_FOR
from mextrain.node.persistence import DataDir

from .helpers import make_peer


def free_port() -> int:
    """A loopback port nobody listens on (bound, then closed)."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


async def test_a_host_never_reached_fails_at_once_and_is_not_saved(tmp_path: Path) -> None:
    port = free_port()
    peer = make_peer(tmp_path, "bob", port, reconnect_for=300)
    start = time.monotonic()
    with pytest.raises(NodeError) as caught:
        await asyncio.wait_for(peer.run(), 20)
    assert time.monotonic() - start < NEVER_REACHED_FOR + 5  # not the 300 s of reconnecting
    words = str(caught.value)
    assert f"could not reach a host at 127.0.0.1:{port}" in words
    assert "cannot connect" in words  # the reason itself
    assert DataDir(tmp_path / "bob").role("join").read_session() is None  # nothing to resume


async def test_a_join_that_reached_its_host_before_keeps_trying(tmp_path: Path) -> None:
    """The run a resume starts: the session says the host was reached, so a host that is down
    for now is waited for (up to reconnect_for), not refused."""
    port = free_port()
    peer = make_peer(tmp_path, "bob", port, reconnect_for=0.5)
    role = DataDir(tmp_path / "bob").role("join")
    role.write_session({"role": "join", "settings": peer.settings.to_json(), "reached": True})
    with pytest.raises(NodeError) as caught:
        await asyncio.wait_for(peer.run(), 20)
    assert "unreachable for" in str(caught.value)
