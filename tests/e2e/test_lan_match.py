"""End to end: separate processes on loopback play whole matches, killed nodes come back."""

from __future__ import annotations

from pathlib import Path

from mextrain.protocol.log.entries import decode_entry, read_log
from mextrain.protocol.log.messages import decode_message

from .procs import (
    CODE,
    Node,
    entries,
    finish_and_check,
    free_port,
    game_log,
    verify,
    wait_until,
)


def host_args(tmp: Path, port: int, rounds: int = 2) -> list[str]:
    return [
        "host", "--bot", "greedy", "--name", "hostbot", "--seats", "4", "--rounds", str(rounds),
        "--bind", "127.0.0.1", "--port", str(port), "--code", CODE, "--data-dir", str(tmp / "host"),
    ]  # fmt: skip


def join_args(tmp: Path, port: int, name: str, code: str = CODE) -> list[str]:
    return [
        "join", f"127.0.0.1:{port}", "--code", code, "--bot", "greedy", "--name", name,
        "--data-dir", str(tmp / name),
    ]  # fmt: skip


def logs(tmp: Path, names: list[str]) -> list[Path]:
    return [game_log(tmp / "host", "host")] + [game_log(tmp / n, "join") for n in names]


def test_a_host_and_three_bot_processes_play_a_match(tmp_path: Path) -> None:
    port = free_port()
    names = ["ann", "bob", "cy"]
    # one round: the match between processes, start to end (a round's change is the next test's)
    host = Node(tmp_path, "host", host_args(tmp_path, port, rounds=1))
    peers = [Node(tmp_path, n, join_args(tmp_path, port, n)) for n in names]
    wrong = Node(tmp_path, "wrong", join_args(tmp_path, port, "wrong", code="amber-fox-pine-41"))
    try:
        assert wrong.wait(60) == 1
        assert "refused: wrong join code" in wrong.output()
        log = finish_and_check([host, *peers], lambda: logs(tmp_path, names))
    finally:
        for node in (host, *peers, wrong):
            node.stop()
    kinds = [decode_message(decode_entry(e).message) for e in read_log(log).entries]
    assert kinds[-1].kind == "end", kinds[-1].kind  # played to its end, not aborted
    assert {m.seat for m in kinds if m.kind == "play"} == {0, 1, 2, 3}  # every process played
    host_out = host.output()
    assert f"join code: {CODE}" in host_out and f"127.0.0.1:{port}" in host_out
    assert "wrong join code" in host_out
    assert "winner:" in peers[0].output() and "deck audit: ok" in peers[0].output()


def test_killed_peer_and_killed_host_restart_and_the_match_completes(tmp_path: Path) -> None:
    port = free_port()
    names = ["ann", "bob", "cy"]
    host = Node(tmp_path, "host", host_args(tmp_path, port))
    peers = [Node(tmp_path, n, join_args(tmp_path, port, n)) for n in names]
    nodes = [host, *peers]
    try:
        # a peer dies mid-round (round 1 is past its deal at about 22 entries) ...
        wait_until(lambda: entries(tmp_path / "cy", "join") >= 60, 180, nodes)
        peers[2].kill9()
        killed_at = entries(tmp_path / "cy", "join")
        peers[2].start()
        # ... then the host, once the table has moved on with that peer back
        wait_until(lambda: entries(tmp_path / "host", "host") >= killed_at + 40, 180, nodes)
        host.kill9()
        host.start()
        # ... and a peer again, brought back by `mextrain resume` this time
        wait_until(lambda: entries(tmp_path / "bob", "join") >= killed_at + 100, 180, nodes)
        peers[1].kill9()
        peers[1].start(["resume", "--data-dir", str(tmp_path / "bob")])
        finish_and_check(nodes, lambda: logs(tmp_path, names))
    finally:
        for node in nodes:
            node.stop()
    assert "resumed at entry" in host.output()
    assert "resuming from entry" in peers[2].output()
    assert "resuming your last `mextrain join` game" in peers[1].output()


def test_a_person_hosting_starts_early_and_plays_at_the_prompt(tmp_path: Path) -> None:
    """`start` in the lobby gives the free seats to bots; '1' then picks a legal move."""
    port = free_port()
    args = [
        "host", "--name", "alice", "--seats", "3", "--rounds", "1", "--bind", "127.0.0.1",
        "--port", str(port), "--data-dir", str(tmp_path / "host"),
    ]  # fmt: skip
    host = Node(tmp_path, "host", args, stdin="start\n" + "1\n" * 300)
    try:
        code = host.wait(120)
    finally:
        host.stop()
    out = host.output()
    assert code == 0, out
    assert "join code: " in out and "type 'start' to give the free seats to bots" in out
    assert "bots take seats 1, 2" in out
    assert "your hand (" in out and "legal: 1)" in out and "your move>" in out
    assert "deck audit: ok" in out and "winner:" in out
    log = game_log(tmp_path / "host", "host")
    assert f"log saved to {log}" in out.replace("\n", "")
    assert verify(log).returncode == 0
