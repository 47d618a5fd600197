"""The full-screen game's responsiveness: command to first board, key press to updated board.

* first board: ``mextrain play --bots 3`` started on a pseudo-terminal (80x24), timed from the
  process start to the first frame showing the status line of round 1 (``round 1 of``); the
  deal (mental poker) is part of it, as a player waits for it.
* key press to board: in one process, the app (headless, Textual's pilot) with a real host and
  three bots; each time the person may play, a tile's pips are typed and the time from the last
  key until the app draws the board with that move on it is taken (the move goes through the
  host, is signed, sequenced and applied like any other).
* keys per decision: the same app plays whole rounds; at each real decision (any turn that is
  not a single forced step, which goes by itself) the person makes the move the hint would, with
  the fewest keys the screen offers (the tile's typed pips or Tab through the playable tiles,
  Enter when the typing leaves a choice, the train's key when the tile fits several; d, p or e
  for a draw, a pass or the end of the first train). Once with 4 seats (12-tile hands) and once
  with 2 seats dealt 24 tiles each (a hand as big as "draw until playable" makes them).

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
    """Type the pips of a tile that fits one train only; the seconds from the last key until
    the board with the move is drawn. None when no tile fits one train only."""
    from mextrain.cli.tui.pick import typing_keys

    from tests.cli.tui_helpers import until

    view = app.view
    asked = app.asking
    tile = next((h for h in view.hand if len(h.trains) == 1), None)
    if tile is None:
        return None
    keys = typing_keys(view, tile.pos, tile.trains[0])
    for key in keys[:-1]:
        await pilot.press(key)
    before = len(shown)
    pressed = time.perf_counter()
    await pilot.press(keys[-1])

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


async def keys_per_decision(work: Path, bots: int, hand: int | None, seed: int) -> list[int]:
    """Keys the person pressed at each real decision over one whole round (see the module
    docstring); single forced steps go by themselves and are not counted."""
    import dataclasses

    sys.path.insert(0, str(ROOT))
    from mextrain.cli.tui.app import AUTO_KINDS
    from mextrain.cli.tui.screens import RoundEndScreen
    from mextrain.protocol.table import event_of

    from tests.cli.test_tui_pilot import keys_for
    from tests.cli.tui_helpers import app_with_host, play_settings, until

    settings = play_settings(bots=bots, rounds=1, seed=seed)
    if hand is not None:
        rules = dataclasses.replace(settings.rules, hand_sizes=((bots + 1, hand),),
                                    max_players=bots + 1)  # fmt: skip
        settings = dataclasses.replace(settings, rules=rules)
    app, _codes = app_with_host(work, settings)
    counts: list[int] = []

    def waiting() -> bool:
        return app.asking is not None or isinstance(app.screen, RoundEndScreen)

    async with app.run_test(size=(80, 24)) as pilot:
        while True:
            await until(pilot, waiting, "a prompt", 300)
            if isinstance(app.screen, RoundEndScreen):
                break
            view, asked = app.view, app.asking
            if len(view.moves) == 1 and view.moves[0].kind in AUTO_KINDS:
                await until(pilot, lambda a=asked: app.asking is not a, "the forced step", 60)
                continue
            got = app.hint_source() if app.hint_source else None
            want = next(
                (m for m in view.moves if got and event_of(m, view.seat) == got[0]),
                view.moves[0],
            )
            if want.kind == "play":
                keys = keys_for(app, want)
            else:
                keys = {"draw": ["d"], "pass": ["p"], "end_build": ["e"]}.get(want.kind, ["e"])
            for key in keys:
                await pilot.press(key)
            await until(pilot, lambda a=asked: app.asking is not a, "the move to be sent", 60)
            counts.append(len(keys))
        app.exit(0)
    return counts


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
        for label, bots, hand, seed in (("4 seats, 12-tile hands", 3, None, 1),
                                        ("2 seats, 24-tile hands", 1, 24, 5)):  # fmt: skip
            keys = asyncio.run(keys_per_decision(Path(tmp) / f"k{bots}", bots, hand, seed))
            if keys:
                print(
                    f"keys per decision over a whole round ({label}, {len(keys)} decisions):"
                    f" median {statistics.median(keys):g}, max {max(keys)}"
                    f" (goal: max <= 3)"
                )
    if presses:
        ms = sorted(t * 1000 for t in presses)
        print(
            f"key press to updated board ({len(ms)} plays, 4 seats, headless app):"
            f" median {statistics.median(ms):.1f} ms, max {ms[-1]:.1f} ms"
        )


if __name__ == "__main__":
    main()
