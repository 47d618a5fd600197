"""A LAN game through the full-screen app: a person in the app joins real processes.

``mextrain host`` (a bot seat), ``mextrain join --bot`` and ``mextrain join --watch`` run as
separate processes on loopback; the person's seat is the Textual app (``mextrain join``'s face,
driven by Textual's pilot in this process). The person says one line to the table: the host's
and the spectator's terminals show it with the sender's name. The person plays the round by keys
to the match's end; every node's log is the same and verifies.
"""

from __future__ import annotations

from pathlib import Path

from mextrain.cli.tui.app import TableApp
from mextrain.cli.tui.bridge import AppFrontend
from mextrain.cli.tui.jobs import join_job
from mextrain.cli.tui.screens import MatchEndScreen, RoundEndScreen
from mextrain.node.peer import Peer, PeerSettings
from mextrain.node.persistence import DataDir
from textual.widgets import RichLog

from ..cli.test_tui_pilot import take_turn
from ..cli.tui_helpers import until
from .procs import CODE, Node, finish_and_check, free_port, game_log, verify, wait_until

SAID = "good luck [all] of you"
"""The chat line (brackets: shown as typed, never taken as markup)."""


def person_app(tmp: Path, port: int) -> tuple[TableApp, list[int]]:
    """What ``mextrain join 127.0.0.1:PORT --name ann`` shows on a terminal (exit codes land
    in the list)."""
    settings = PeerSettings(host="127.0.0.1", port=port, code=CODE, name="ann")
    app = TableApp(beat=0.05, auto=True)
    bridge = AppFrontend(app, pace=0)
    root = DataDir(tmp / "ann")

    def make_peer(frontend: AppFrontend) -> Peer:
        return Peer(settings, root.role("join"), root.identity(), frontend)

    job = join_job(settings, make_peer)
    codes: list[int] = []

    async def node() -> None:
        codes.append(await job(bridge, app))

    app.node_job = node
    return app, codes


def log_text(app: TableApp) -> str:
    return "\n".join(strip.text for strip in app.query_one(RichLog).lines)


async def test_a_person_in_the_app_chats_and_plays_a_lan_match(tmp_path: Path) -> None:
    port = free_port()
    host = Node(tmp_path, "host", [
        "host", "--bot", "greedy", "--name", "hostbot", "--seats", "3", "--ruleset", "express",
        "--rounds", "1", "--bind", "127.0.0.1", "--port", str(port), "--code", CODE,
        "--data-dir", tmp_path / "host",
    ])  # fmt: skip
    join = ["join", f"127.0.0.1:{port}", "--code", CODE]
    watcher = Node(
        tmp_path, "watcher", [*join, "--watch", "--name", "wes", "--data-dir", tmp_path / "wes"]
    )
    nodes = [host, watcher]
    app, codes = person_app(tmp_path, port)
    seen: set[str] = set()
    heard = f"ann: {SAID}"
    try:
        # the spectator is at the table before the seats fill (it sits no seat)
        wait_until(lambda: "'wes' (spectator" in host.output(), 60, nodes)
        bob_args = [*join, "--bot", "greedy", "--name", "bob", "--data-dir", tmp_path / "bob"]
        nodes.append(Node(tmp_path, "bob", bob_args))
        async with app.run_test(size=(100, 40)) as pilot:
            await until(pilot, lambda: app.view is not None, "the match to start", 60)
            await pilot.press("c")
            await pilot.press(*SAID)
            await pilot.press("enter")
            await until(
                pilot,
                lambda: heard in host.output() and heard in watcher.output(),
                "the chat line on the host's and the spectator's terminals",
                60,
            )
            await until(pilot, lambda: heard in log_text(app), "the chat line in the app", 60)
            while True:
                await until(
                    pilot,
                    lambda: (
                        app.asking is not None
                        or isinstance(app.screen, (RoundEndScreen, MatchEndScreen))
                    ),
                    "the person's turn or the round's end",
                )
                if isinstance(app.screen, (RoundEndScreen, MatchEndScreen)):
                    break
                await take_turn(pilot, app, seen)
            while not codes:  # the summaries wait for a key each
                await pilot.press("enter")
                await until(
                    pilot,
                    lambda: bool(codes) or isinstance(app.screen, MatchEndScreen),
                    "the match end",
                )
                if isinstance(app.screen, MatchEndScreen):
                    await pilot.press("enter")
                    await until(pilot, lambda: bool(codes), "the node to stop")
        assert codes == [0], log_text(app)
        log = finish_and_check(
            nodes,
            lambda: [
                game_log(tmp_path / "host", "host"),
                game_log(tmp_path / "bob", "join"),
                game_log(tmp_path / "wes", "join"),
            ],
        )
    finally:
        for node in nodes:
            node.stop()
    assert "play" in seen, seen  # the person moved tiles by keys, not only auto steps
    mine = game_log(tmp_path / "ann", "join")
    assert mine.read_bytes() == log
    assert verify(mine).returncode == 0
    assert "winner:" in watcher.output() and "deck audit: ok" in watcher.output()
