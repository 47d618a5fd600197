"""The full-screen game's responsiveness: command to first board, key press to updated board.

* first board: ``mextrain play --bots 3`` started on a pseudo-terminal (80x24), timed from the
  process start to the first frame showing the status line of round 1 (``round 1 of``); the
  deal (mental poker) is part of it, as a player waits for it.
* key press to board: in one process, the app (headless, Textual's pilot) with a real host and
  three bots; each time the person may play, a tile's number key is pressed and the time until
  the app draws the board with that move on it is taken (the move goes through the host, is
  signed, sequenced and applied like any other).

Figures only, never assertions. The machine may be shared: figures are indicative.
Usage: ``python bench/tui.py [--runs N]``.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import pty
import select
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]


def first_board(work: Path, marker: bytes = b"round 1 of") -> tuple[float, float]:
    """Wall seconds to ``marker`` on screen, and the CPU seconds the process used by then
    (the second figure is what a loaded machine cannot inflate)."""
    master, slave = pty.openpty()
    os.set_blocking(master, False)
    env = {**os.environ, "COLUMNS": "80", "LINES": "24", "TERM": "xterm-256color"}
    args = [sys.executable, "-m", "mextrain.cli", "play", "--bots", "3", "--seed", "1",
            "--new", "--data-dir", str(work)]  # fmt: skip
    start = time.perf_counter()
    proc = subprocess.Popen(args, stdin=slave, stdout=slave, stderr=slave, env=env)
    os.close(slave)
    seen = b""
    try:
        while marker not in seen:
            if time.perf_counter() - start > 60:
                raise RuntimeError("no board within 60 s")
            ready, _, _ = select.select([master], [], [], 0.5)
            if ready:
                try:
                    seen += os.read(master, 1 << 16)
                except OSError:
                    break
        wall = time.perf_counter() - start
    finally:
        proc.kill()
        _pid, _status, usage = os.wait4(proc.pid, 0)
        proc.returncode = -9
        os.close(master)
    return wall, usage.ru_utime + usage.ru_stime


async def timed_move(pilot: Any, app: Any, shown: list[float]) -> float | None:
    """Press the number of a tile that fits one train only; the seconds until the board
    with the move is drawn. None when no such tile is within the number keys."""
    from mextrain.cli.tui.widgets import HandBar

    from tests.cli.tui_helpers import until

    view = app.view
    asked = app.asking
    order = app.query_one(HandBar).order()
    n = 0
    for n, k in enumerate(order[:9]):  # noqa: B007  (n is the key to press)
        if len(view.hand[k].trains) == 1:
            break
    else:
        return None
    before = len(shown)
    pressed = time.perf_counter()
    await pilot.press(str(n + 1))

    def drawn() -> bool:
        return app.asking is not asked and any(t > pressed for t in shown[before:])

    await until(pilot, drawn, "the board after the move", 60)
    return next(t for t in shown[before:] if t > pressed) - pressed


async def key_to_board(work: Path, presses: int) -> list[float]:
    sys.path.insert(0, str(ROOT))
    from mextrain.cli.tui.app import TableApp
    from mextrain.cli.tui.screens import MatchEndScreen, RoundEndScreen

    from tests.cli.test_tui_pilot import take_turn
    from tests.cli.tui_helpers import app_with_host, play_settings, until

    app, _codes = app_with_host(work, play_settings(bots=3, rounds=3, seed=1))
    shown: list[float] = []
    original = TableApp.show

    def show(self: TableApp, view: Any) -> None:
        original(self, view)
        shown.append(time.perf_counter())

    TableApp.show = show  # type: ignore[method-assign]
    times: list[float] = []

    def waiting() -> bool:
        return app.asking is not None or isinstance(app.screen, (RoundEndScreen, MatchEndScreen))

    async with app.run_test(size=(80, 24)) as pilot:
        while len(times) < presses:
            await until(pilot, waiting, "a prompt", 300)
            if isinstance(app.screen, MatchEndScreen):
                break
            if isinstance(app.screen, RoundEndScreen):
                await pilot.press("enter")
                await until(pilot, lambda: not isinstance(app.screen, RoundEndScreen), "", 30)
                continue
            took = await timed_move(pilot, app, shown)
            if took is None:
                await take_turn(pilot, app, set())
            else:
                times.append(took)
        app.exit(0)
    TableApp.show = original  # type: ignore[method-assign]
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=5)
    runs = parser.parse_args().runs
    with tempfile.TemporaryDirectory() as tmp:
        got = [first_board(Path(tmp) / f"run{i}") for i in range(runs)]
        starts = [wall for wall, _cpu in got]
        cpus = [cpu for _wall, cpu in got]
        print(
            f"command to first board (mextrain play --bots 3, 80x24 pty, {runs} runs):"
            f" median {statistics.median(starts):.2f} s, min {min(starts):.2f} s,"
            f" max {max(starts):.2f} s; CPU used by then: median {statistics.median(cpus):.2f} s"
        )
        got = [first_board(Path(tmp) / f"hand{i}", b"your hand (12)") for i in range(runs)]
        hands = [wall for wall, _cpu in got]
        print(
            f"command to the dealt hand (12 tiles) on screen:"
            f" median {statistics.median(hands):.2f} s,"
            f" min {min(hands):.2f} s; CPU used by then:"
            f" median {statistics.median([cpu for _w, cpu in got]):.2f} s"
        )
        presses = asyncio.run(key_to_board(Path(tmp) / "keys", 12))
    if presses:
        ms = sorted(t * 1000 for t in presses)
        print(
            f"key press to updated board ({len(ms)} plays, 4 seats, headless app):"
            f" median {statistics.median(ms):.1f} ms, max {ms[-1]:.1f} ms"
        )


if __name__ == "__main__":
    main()
