"""Strings a peer chooses (names, chat) are shown as typed, never read as rich markup: a
player named ``[/]`` used to crash the host's handler (its seat left reserved) and the CLI's own
``join --name "[/]"`` before it connected (issue 22)."""

from __future__ import annotations

from pathlib import Path

from .procs import CODE, Node, finish_and_check, free_port, game_log, wait_until


def test_a_player_and_a_spectator_named_like_markup_play_and_watch_a_match(
    tmp_path: Path,
) -> None:
    port = free_port()
    host = Node(
        tmp_path,
        "host",
        [
            "host", "--bot", "greedy", "--seats", "2", "--rounds", "1", "--bind", "127.0.0.1",
            "--port", str(port), "--code", CODE, "--no-advertise", "--data-dir", tmp_path / "host",
        ],
    )  # fmt: skip
    wait_until(lambda: "join code:" in host.output(), 60, [host])
    watcher = Node(
        tmp_path,
        "watcher",
        [
            "join", f"127.0.0.1:{port}", "--code", CODE, "--watch", "--name", "[bold]x[/]",
            "--data-dir", tmp_path / "watcher",
        ],
    )  # fmt: skip
    wait_until(lambda: "connected" in host.output(), 60, [host, watcher])
    player = Node(
        tmp_path,
        "player",
        [
            "join", f"127.0.0.1:{port}", "--code", CODE, "--bot", "greedy", "--name", "[/]",
            "--data-dir", tmp_path / "player",
        ],
    )  # fmt: skip
    try:
        finish_and_check(
            [host, player],
            lambda: [game_log(tmp_path / "host", "host"), game_log(tmp_path / "player", "join")],
        )
        watcher.wait(60)
    finally:
        for node in (host, player, watcher):
            node.stop()
    for node in (host, player, watcher):
        assert "Traceback" not in node.output() and "MarkupError" not in node.output()
    assert "joining 127.0.0.1:" in player.output() and "as '[/]'" in player.output()
    assert "'[/]' (seat 1" in host.output()
    assert "'[bold]x[/]' (spectator" in host.output()
