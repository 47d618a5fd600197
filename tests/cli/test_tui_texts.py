"""What the app says is true and whole (issue 37, items 7 and 8): the refusal of ``e`` after
the first turn, the open double while first trains are built, the status after the audit, the
train labels, a pause's countdown at 60 columns, the hand before the deal, the quit question in
the host's lobby, the hand's order; no game text beside a pop-up; no colour under NO_COLOR.
"""

from __future__ import annotations

import dataclasses
import os
import pty
import re
import select
import signal
import struct
import subprocess
import sys
import termios
import time
from pathlib import Path

from mextrain.cli.tui.app import TableApp
from mextrain.cli.tui.board import board_lines
from mextrain.cli.tui.drawing import hand_lines, status_text
from mextrain.cli.tui.screens import QuitScreen, RulesScreen
from mextrain.protocol.rules.engine import Phase, RoundState
from mextrain.protocol.table import SeatView

from .table_views import _view, mid_round, play_until
from .tui_helpers import screen_lines, until


def board_text(view: SeatView, tall: bool = False) -> str:
    return "\n".join(t.plain for t in board_lines(view, 80, tall=tall))


async def test_e_after_the_first_turn_says_there_is_no_first_train_to_end() -> None:
    app = TableApp(auto=False)
    view = mid_round()
    assert view.your_turn and any(m.kind == "play" for m in view.moves)
    async with app.run_test(size=(100, 30)) as pilot:
        app.ask(view)
        await pilot.press("e")
        said = app._prompt_text
    assert "only finishes the train built on your first turn" in said, said
    assert "still fits your first train" not in said


def building_with_a_double(other: bool) -> SeatView:
    """Seat 0's view while a seat builds its first train and a double is open: on the
    builder's own train, or (``other``) on another seat's."""

    def stop(s: RoundState) -> bool:
        mine = any(k == s.turn for k in s.open_doubles)
        theirs = any(k != s.turn for k in s.open_doubles)
        return s.phase is Phase.TURNS and s.building() and (theirs if other else mine)

    state, events = play_until(4, 2, stop)
    assert stop(state), "pick another seed"
    return _view(state, events, 0, ())


def test_an_open_double_while_first_trains_are_built_says_who_may_cover_it() -> None:
    own = board_text(building_with_a_double(other=False))
    assert "must cover" not in own, own  # the builder goes on: nobody else must cover it yet
    assert "may cover it building" in own, own
    others = board_text(building_with_a_double(other=True))
    assert "must cover" not in others, others
    assert "to be covered once the first trains are built" in others, others


def test_the_status_under_a_round_summary_does_not_say_auditing() -> None:
    view = dataclasses.replace(mid_round(), stage="reveal", your_turn=False)
    text = status_text(view).plain
    assert "auditing" not in text and "round over" in text, text


def test_flat_labels_keep_you_whole_and_the_hand_size_with_its_mark() -> None:
    view = mid_round()
    trains = list(view.trains)
    trains[0] = dataclasses.replace(trains[0], owner="alice")
    trains[1] = dataclasses.replace(trains[1], marker=True)
    view = dataclasses.replace(view, trains=tuple(trains))
    text = board_text(view)
    assert "alice (you" not in text and "you" in text.splitlines()[0] + text, text
    size = view.players[1].hand_size
    assert re.search(rf"⚑\s*{size}▪", text), text  # ⚑ 10▪, never a bare ⚑10


async def test_a_pause_countdown_is_whole_at_60_columns() -> None:
    app = TableApp(auto=False)
    words = "paused: seat 1 (bob) disconnected; 283 s until the match is aborted"
    async with app.run_test(size=(60, 20)) as pilot:
        app.show(dataclasses.replace(mid_round(), your_turn=False))
        app.set_countdown(words)
        await pilot.pause()
        shown = " ".join(" ".join(screen_lines(app)[:3]).split())
    assert "283 s until the match is aborted" in shown, shown


def test_the_hand_before_the_deal_is_not_an_empty_hand() -> None:
    view = dataclasses.replace(mid_round(), hand=(), stage="shuffle", your_turn=False)
    title = hand_lines(view, None, [])[0].plain
    assert "your hand (0)" not in title and "not dealt yet" in title, title


async def test_q_in_the_hosts_lobby_asks_about_leaving_the_table() -> None:
    app = TableApp(auto=False)
    async with app.run_test(size=(80, 24)) as pilot:
        app.set_lobby("lobby: waiting for players\n  seat 0: ann [host]\n  seat 1: (free)")
        await pilot.press("q")
        await until(pilot, lambda: isinstance(app.screen, QuitScreen), "the quit question", 10)
        asked = " ".join(screen_lines(app))
    assert "Stop watching?" not in asked and "Leave the table?" in asked, asked


async def test_the_hand_says_its_order_and_o_changes_it() -> None:
    app = TableApp(auto=False)
    async with app.run_test(size=(100, 30)) as pilot:
        app.ask(mid_round())
        await pilot.pause()
        before = " ".join(screen_lines(app))
        await pilot.press("o")
        await pilot.pause()
        after = " ".join(screen_lines(app))
    assert "by suit" in before and "by pips" in after, (before, after)


async def test_nothing_of_the_game_shows_beside_a_pop_up() -> None:
    for size in ((60, 20), (80, 24), (160, 48)):
        app = TableApp(auto=False)
        async with app.run_test(size=size) as pilot:
            app.ask(mid_round())
            for line in ["x" * 200] * 30:
                app.log_line(line)
            app.push_screen(RulesScreen(["Ruleset classic."], "keys"))
            await pilot.pause()
            rows = screen_lines(app)[:-1]  # the key bar is the panel's own
        for row in rows:
            inside = [i for i, c in enumerate(row) if c in "│╭╮╰╯"]
            if not inside:
                assert not row.strip(), (size, row)
                continue
            outside = row[: inside[0]] + row[inside[-1] + 1 :]
            assert not outside.strip(), (size, row)


COLOUR = re.compile(r"\x1b\[([0-9;]*)m")


def colour_codes(data: str) -> set[str]:
    """SGR parameters that set a colour (30-37, 38;..., 40-47, 48;..., 90-107), not 39/49."""
    found = set()
    for params in COLOUR.findall(data):
        parts = params.split(";")
        i = 0
        while i < len(parts):
            p = parts[i]
            if p in ("38", "48"):
                found.add(";".join(parts[i : i + (3 if parts[i + 1 : i + 2] == ["5"] else 5)]))
                i += 3 if parts[i + 1 : i + 2] == ["5"] else 5
                continue
            if p.isdigit() and (30 <= int(p) <= 37 or 40 <= int(p) <= 47 or 90 <= int(p) <= 107):
                found.add(p)
            i += 1
    return found


def test_no_color_sends_no_colour(tmp_path: Path) -> None:
    """NO_COLOR=1: the full-screen game on a real terminal sends no colour at all (before:
    every colour became a 256-colour grey)."""
    master, slave = pty.openpty()
    fcntl_size = struct.pack("HHHH", 24, 80, 0, 0)
    import fcntl

    fcntl.ioctl(slave, termios.TIOCSWINSZ, fcntl_size)
    env = {**os.environ, "TERM": "xterm-256color", "NO_COLOR": "1", "COLUMNS": "80", "LINES": "24"}
    env.pop("COLORTERM", None)
    proc = subprocess.Popen(
        [sys.executable, "-m", "mextrain.cli", "play", "--bots", "1", "--rounds", "1",
         "--seed", "3", "--data-dir", str(tmp_path)],
        stdin=slave, stdout=slave, stderr=slave, env=env, start_new_session=True,
    )  # fmt: skip
    os.close(slave)
    data = b""
    try:
        end = time.monotonic() + 60
        while time.monotonic() < end and b"your hand" not in data:
            ready, _, _ = select.select([master], [], [], 1)
            if ready:
                try:
                    data += os.read(master, 65536)
                except OSError:
                    break
    finally:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait(10)
        os.close(master)
    text = data.decode("utf-8", "replace")
    assert "your hand" in text, text[-2000:]
    assert not colour_codes(text), sorted(colour_codes(text))[:10]
