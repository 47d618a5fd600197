"""The TypeScript session (web/src/session/) over TCP against a real ``mextrain host``.

``web/build/src/cli/join.js`` (built by ``npm test``) runs the sans-I/O client over a Node
socket: as a spectator, and as a player whose table is the TypeScript one. The player's
connection is cut once (it resumes on its ticket, SPEC 8.11) and its process is killed later
(a closed tab: it comes back with the code, its stored identity key, seeds and log, 8.5); the
match finishes, and every log (host, spectator, seat) is the same bytes and valid under both
verifiers.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
from pathlib import Path

import pytest
from mextrain.protocol.log.entries import decode_entry, read_log
from mextrain.protocol.log.messages import decode_message

from tests.e2e.procs import CODE, Node, free_port, game_log, verify, wait_until
from tests.node.relay_server import RelayServer

from .node import ROOT, VERIFY_BUNDLE, node_or_skip

JOIN = ROOT / "web" / "build" / "src" / "cli" / "join.js"


def join_script() -> tuple[str, Path]:
    node = node_or_skip()
    if not JOIN.exists():
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail(f"{JOIN} is missing: `cd web && npm test` builds it before pytest")
        pytest.skip(f"{JOIN} is not built (cd web && npm test)")
    return node, JOIN


def events(err: str) -> list[dict[str, object]]:
    return [json.loads(line) for line in err.splitlines() if line.startswith("{")]


def test_a_typescript_spectator_and_seat_follow_a_python_host(tmp_path: Path) -> None:
    node, join = join_script()
    port = free_port()
    host = Node(
        tmp_path,
        "host",
        ["host", "--seats", "3", "--bots", "1", "--bot", "greedy", "--rounds", "1",
         "--bind", "127.0.0.1", "--port", port, "--no-advertise", "--code", CODE,
         "--data-dir", tmp_path / "h"],
    )  # fmt: skip
    where = f"127.0.0.1:{port}"
    store = tmp_path / "store"
    try:
        wait_until(lambda: "join code:" in host.output(), 60, [host])
        wrong = subprocess.run(
            [node, join, where, "amber-fox-pine-43", "--spectator"],
            capture_output=True, text=True, timeout=60,
        )  # fmt: skip
        assert wrong.returncode == 1, wrong.stderr
        assert "wrong join code" in events(wrong.stderr)[-1]["reason"]  # type: ignore[operator]
        watcher = subprocess.Popen(
            [node, join, where, CODE, "--spectator", "--log", tmp_path / "watcher.mtlog"],
            stderr=subprocess.PIPE, text=True,
        )  # fmt: skip
        # mid-round: a 3-seat round takes at least 45 turns after its deal, so entry 50 is in it
        first = subprocess.run(
            [node, join, where, " Amber Fox..PINE_42 ", "--store", store,
             "--cut-at", "25", "--crash-at", "50", "--capture", tmp_path / "sent.bin"],
            capture_output=True, text=True, timeout=120,
        )  # fmt: skip
        assert first.returncode == 9, first.stderr  # killed, as a closed tab
        seen = events(first.stderr)
        welcomes = [e for e in seen if e["type"] == "welcome"]
        assert [(w["seat"], w["resumed"]) for w in welcomes] == [(2, False), (2, True)], seen
        again = subprocess.run(
            [node, join, where, CODE, "--store", store, "--log", tmp_path / "seat.mtlog"],
            capture_output=True, text=True, timeout=120,
        )  # fmt: skip
        assert again.returncode == 0, again.stderr + host.output()
        back = [e for e in events(again.stderr) if e["type"] == "welcome"]
        assert back[0]["seat"] == 2 and back[0]["resumed"] is False
        assert int(back[0]["entries"]) >= 50  # type: ignore[call-overload]
        _, watched = watcher.communicate(timeout=120)
        assert watcher.returncode == 0, watched
        assert host.wait(120) == 0, host.output()
    finally:
        host.stop()
    assert "ts seat takes seat 2" in host.output()
    hosted = game_log(tmp_path / "h", "host").read_bytes()
    assert (tmp_path / "seat.mtlog").read_bytes() == hosted
    assert (tmp_path / "watcher.mtlog").read_bytes() == hosted
    checked = verify(tmp_path / "seat.mtlog")
    assert checked.returncode == 0 and checked.stdout.startswith("VALID"), checked.stdout
    ts = subprocess.run(
        [node, VERIFY_BUNDLE, tmp_path / "seat.mtlog"], capture_output=True, text=True, timeout=60
    )
    assert ts.returncode == 0 and json.loads(ts.stdout)["valid"] is True, ts.stdout
    assert_nothing_in_the_clear(tmp_path / "sent.bin", store, hosted, seat=2, crashed_at=50)


def assert_nothing_in_the_clear(
    capture: Path, store: Path, log: bytes, seat: int, crashed_at: int
) -> None:
    """Every byte the seat sent before it was killed: none of its secrets (identity key, round
    seeds: the files of its store) nor any of its signed messages appears in the clear."""
    sent = capture.read_bytes()
    secrets = [
        f.read_bytes()
        for f in store.iterdir()
        if "%2Fseed%2F" in f.name or f.name.endswith("identity")
    ]
    assert len(secrets) >= 2, sorted(f.name for f in store.iterdir())
    assert not [s for s in secrets if s in sent]
    own = [
        m
        for m in (decode_entry(e).message for e in read_log(log).entries)
        if decode_message(m).seat == seat
    ]
    assert len(own) > 10
    assert not [m for m in own if m in sent], "a signed message of the seat left unsealed"
    # the capture holds what the first run sent: at least, sealed, its messages that the log
    # has before the entry it was killed at (a capture that missed them proves nothing)
    early = [
        m
        for m in (decode_entry(e).message for e in read_log(log).entries[:crashed_at])
        if decode_message(m).seat == seat
    ]
    assert early and len(sent) >= sum(map(len, early)), (len(sent), sum(map(len, early)))


def test_a_typescript_seat_through_the_relay_meets_on_private_tokens_and_resumes(
    tmp_path: Path,
) -> None:
    """SPEC 8.10: the TS client with only the relay's address and the code: a slot for the
    handshake, the session token after it, and after a cut its ticket's resume token."""
    node, join = join_script()
    with RelayServer(tmp_path / "relay.log") as relay:
        port = free_port()
        host = Node(
            tmp_path,
            "host",
            ["host", "--seats", "2", "--bot", "greedy", "--rounds", "1", "--bind", "127.0.0.1",
             "--port", port, "--no-web", "--no-advertise", "--relay", relay.address,
             "--data-dir", tmp_path / "h"],
        )  # fmt: skip
        try:
            wait_until(lambda: "join code:" in host.output(), 60, [host])
            code = re.search(r"join code:\s+(\S+)", host.output())
            assert code is not None, host.output()
            seat = subprocess.run(
                [node, join, "-", code.group(1), "--relay", relay.address,
                 "--cut-at", "20", "--log", tmp_path / "seat.mtlog"],
                capture_output=True, text=True, timeout=120,
            )  # fmt: skip
            assert seat.returncode == 0, seat.stderr + host.output()
            assert host.wait(120) == 0, host.output()
        finally:
            host.stop()
    welcomes = [e for e in events(seat.stderr) if e["type"] == "welcome"]
    assert [(w["seat"], w["resumed"]) for w in welcomes] == [(1, False), (1, True)], seat.stderr
    assert (tmp_path / "seat.mtlog").read_bytes() == game_log(tmp_path / "h", "host").read_bytes()
