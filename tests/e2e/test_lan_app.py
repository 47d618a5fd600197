"""A LAN game through the full-screen app, with chat, from ``host`` to the spectators.

``mextrain host`` (a bot seat), ``mextrain join --bot`` and two ``mextrain join --watch`` run as
separate processes on loopback: one spectator in line mode (output to a file), one on a
pseudo-terminal, so it shows the full-screen app. The person's seat is the same app in this
process (``mextrain join``'s face, driven by Textual's pilot). The person says one line to the
table: the host's and both spectators' screens show it with the sender's name. The person plays
the round by keys to the match's end, each summary waits for its key (a spectator's does not
hold play up: Enter only closes it); every node's log is the same and verifies.
"""

from __future__ import annotations

import fcntl
import os
import pty
import re
import struct
import subprocess
import sys
import termios
import threading
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


ANSI = re.compile(r"\x1b(\[[0-9;?<>=]*[ -/]*[@-~]|\][^\x07\x1b]*(\x07|\x1b\\)|[@-Z\\-_])")


class AppProcess:
    """A ``mextrain`` process on a pseudo-terminal (so it shows the full-screen app); a thread
    keeps reading what it draws (a full pty would stall it) into ``text``, escapes removed."""

    def __init__(self, args: list[str | Path]) -> None:
        master, slave = pty.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 120, 0, 0))
        env = {**os.environ, "TERM": "xterm-256color", "COLUMNS": "120", "LINES": "40"}
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "mextrain.cli", *map(str, args)],
            stdin=slave, stdout=slave, stderr=slave, env=env, start_new_session=True,
        )  # fmt: skip
        os.close(slave)
        self.master = master
        self.text = ""
        """What it drew so far, escapes removed (appended to by the reader thread only)."""
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        pending = ""
        while True:
            try:
                data = os.read(self.master, 65536)
            except OSError:
                data = b""
            if not data:
                self.text += ANSI.sub("", pending)
                return
            pending += data.decode("utf-8", "replace")
            cut = pending.rfind("\x1b")  # an escape may go on in the next read
            if cut < 0 or len(pending) - cut > 256:
                cut = len(pending)
            self.text += ANSI.sub("", pending[:cut])
            pending = pending[cut:]

    def press(self, keys: str) -> None:
        os.write(self.master, keys.encode())

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait(10)
        self._reader.join(10)
        os.close(self.master)


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
        tmp_path,
        "watcher",
        [*join, "--watch", "--pace", "0", "--name", "wes", "--data-dir", tmp_path / "wes"],
    )
    viewer = AppProcess(
        [*join, "--watch", "--pace", "0", "--name", "viv", "--data-dir", tmp_path / "viv"]
    )
    nodes = [host, watcher]
    app, codes = person_app(tmp_path, port)
    seen: set[str] = set()
    heard = f"ann: {SAID}"
    try:
        # the spectator is at the table before the seats fill (it sits no seat)
        wait_until(
            lambda: "'wes' (spectator" in host.output() and "'viv' (spectator" in host.output(),
            60,
            nodes,
        )
        bob_args = [*join, "--bot", "greedy", "--name", "bob", "--data-dir", tmp_path / "bob"]
        nodes.append(Node(tmp_path, "bob", bob_args))
        async with app.run_test(size=(100, 40)) as pilot:
            await until(pilot, lambda: app.view is not None, "the match to start", 60)
            await pilot.press("c")
            await pilot.press(*SAID)
            await pilot.press("enter")
            await until(
                pilot,
                lambda: all(heard in out for out in (host.output(), watcher.output(), viewer.text)),
                "the chat line on the host's and the spectators' terminals",
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

        # the app-spectator's summaries do not wait, but each is closed by Enter as a person would
        def asks() -> int:
            return viewer.text.count("press Enter")

        answered = 0
        while viewer.proc.poll() is None:
            if asks() > answered:
                answered = asks()
                viewer.press("\r")
            wait_until(
                lambda n=answered: viewer.proc.poll() is not None or asks() > n,
                60,
                nodes,
            )
        assert viewer.proc.wait(10) == 0, viewer.text[-3000:]
        log = finish_and_check(
            nodes,
            lambda: [
                game_log(tmp_path / "host", "host"),
                game_log(tmp_path / "bob", "join"),
                game_log(tmp_path / "wes", "join"),
                game_log(tmp_path / "viv", "join"),
            ],
        )
    finally:
        for node in nodes:
            node.stop()
        viewer.stop()
    assert "play" in seen, seen  # the person moved tiles by keys, not only auto steps
    mine = game_log(tmp_path / "ann", "join")
    assert mine.read_bytes() == log
    assert verify(mine).returncode == 0
    assert "winner:" in watcher.output() and "deck audit: ok" in watcher.output()
    assert "The match is over. Winner" in viewer.text and "mextrain verify" in viewer.text
