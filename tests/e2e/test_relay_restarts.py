"""End to end through a real relay on loopback: killed nodes come back through it, resumed."""

from __future__ import annotations

from pathlib import Path

from ..node.relay_server import RelayServer
from .procs import Node, entries, finish_and_check, free_port, game_log, wait_until

CODE = "4721-glacier-horizon-thistle-42"


def test_a_killed_host_and_a_killed_joiner_come_back_through_the_relay(tmp_path: Path) -> None:
    relay = RelayServer(tmp_path / "relay.log")
    relay.start()
    via = ["--relay", relay.address, "--code", CODE]
    host = Node(
        tmp_path, "host",
        ["host", "--bot", "greedy", "--seats", "3", "--rounds", "2", "--bind", "127.0.0.1",
         "--port", str(free_port()), "--no-advertise", "--data-dir", tmp_path / "host", *via],
    )  # fmt: skip
    names = ["ann", "bob"]
    peers = [
        Node(
            tmp_path, n, ["join", *via, "--bot", "greedy", "--name", n, "--data-dir", tmp_path / n]
        )
        for n in names
    ]
    nodes = [host, *peers]
    try:
        wait_until(lambda: entries(tmp_path / "bob", "join") >= 60, 180, nodes)
        host.kill9()
        killed_at = entries(tmp_path / "host", "host")
        host.start()
        wait_until(lambda: entries(tmp_path / "host", "host") >= killed_at + 40, 180, nodes)
        peers[1].kill9()
        peers[1].start(["resume", "--data-dir", str(tmp_path / "bob")])
        finish_and_check(
            nodes,
            lambda: (
                [game_log(tmp_path / "host", "host")]
                + [game_log(tmp_path / n, "join") for n in names]
            ),
        )
    finally:
        for node in nodes:
            node.stop()
        relay.stop()
    assert f"from other homes:  mextrain join --relay {relay.address} --code {CODE}" in (
        host.output(2)
    )
    assert "resumed at entry" in host.output(2)
    assert "lost the host (through the relay at" in peers[0].output()
    assert f"connected through the relay at {relay.address}" in peers[1].output(2)
