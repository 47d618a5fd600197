"""A client written from SPEC.md section 8 alone joins a real ``mextrain host`` over TCP.

tests/spec_conformance/spec_client.py implements frames, SPAKE2, the sealed channel, envelopes
and the seat proof itself (no ``mextrain.node``: it checks its own ``sys.modules`` and exits 3
otherwise). It plays a seat as the greedy bot next to the host's own bots; the log it received
must be byte for byte the host's, and ``mextrain verify`` must accept it. That is the proof the
wire protocol is complete: if the spec missed something, this client could not have joined.
"""

from __future__ import annotations

import ast
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from tests.e2e.procs import CODE, Node, free_port, game_log, verify, wait_until

from . import spec_client

CLIENT = Path(spec_client.__file__)


def test_a_spec_only_client_plays_a_seat_and_its_log_verifies(tmp_path: Path) -> None:
    port = free_port()
    host = Node(
        tmp_path,
        "host",
        ["host", "--seats", "3", "--bots", "1", "--bot", "greedy", "--rounds", "2",
         "--bind", "127.0.0.1", "--port", port, "--no-advertise", "--code", CODE,
         "--data-dir", tmp_path / "h"],
    )  # fmt: skip
    try:
        wait_until(lambda: "join code:" in host.output(), 60, [host])
        # the wrong code first: refused in the handshake, with the reason the spec gives
        with socket.create_connection(("127.0.0.1", port), timeout=30) as sock, pytest.raises(
            spec_client.Dropped, match="wrong join code"
        ):
            spec_client.handshake(sock, "amber-fox-pine-43")
        log = tmp_path / "client.mtlog"
        # the code as a person might type it: normalized as 8.2 says
        typed = " Amber Fox..PINE_42 "
        client = subprocess.run(
            [sys.executable, str(CLIENT), "127.0.0.1", str(port), typed, str(log)],
            capture_output=True,
            text=True,
            timeout=180,
        )
        assert client.returncode == 0, client.stderr[-3000:] + host.output()
        assert host.wait(120) == 0, host.output()
    finally:
        host.stop()
    assert "spec client takes seat 2" in host.output()
    received = log.read_bytes()
    assert received == game_log(tmp_path / "h", "host").read_bytes()
    checked = verify(log)
    assert checked.returncode == 0, checked.stdout + checked.stderr
    assert checked.stdout.startswith("VALID") and "spec client" in checked.stdout


def test_the_client_imports_only_the_pure_protocol_of_mextrain() -> None:
    """Besides the runtime check in the script: no import statement reaches past
    ``mextrain.protocol``."""
    imported = []
    for node in ast.walk(ast.parse(CLIENT.read_text())):
        if isinstance(node, ast.Import):
            imported += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            imported.append(node.module)
    ours = [name for name in imported if name.startswith("mextrain")]
    assert ours and all(name.startswith("mextrain.protocol.") for name in ours), ours
