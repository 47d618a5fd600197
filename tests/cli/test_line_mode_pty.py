"""The line mode (``--plain``) on a real pseudo-terminal, as a person at a dumb terminal uses it.

Text typed while it is not your turn must never be taken as your next move (a ``quit`` typed
during a bot's turn once aborted a match); a refusal says why in a player's words; a round's
end shows the board after the last move, then the revealed hands, the audit and the scores
with running totals, and waits for Enter before the next round begins (only on a terminal:
piped input is never taken as that Enter).
"""

from __future__ import annotations

import dataclasses
import os
import pty
import re
import select
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|\r")


class Terminal:
    """A child process on a pty; ``expect`` reads until a pattern shows, never sleeping blind."""

    def __init__(self, args: list[str], env: dict[str, str]) -> None:
        self.master, slave = pty.openpty()
        self.proc = subprocess.Popen(
            args, stdin=slave, stdout=slave, stderr=slave, env=env, close_fds=True,
            start_new_session=True,
        )  # fmt: skip
        os.close(slave)
        self.text = ""

    def read_some(self, wait: float) -> None:
        ready, _, _ = select.select([self.master], [], [], wait)
        if ready:
            try:
                data = os.read(self.master, 65536)
            except OSError:
                data = b""
            self.text += ANSI.sub("", data.decode("utf-8", "replace"))

    def expect(self, pattern: str, start: int = 0, limit: float = 90) -> re.Match[str]:
        end = time.monotonic() + limit
        regex = re.compile(pattern)
        while True:
            found = regex.search(self.text, start)
            if found:
                return found
            if time.monotonic() > end or self.proc.poll() is not None:
                self.read_some(0.2)
                found = regex.search(self.text, start)
                if found:
                    return found
                raise AssertionError(f"no {pattern!r} in output:\n{self.text[-3000:]}")
            self.read_some(0.2)

    def type(self, line: str) -> None:
        os.write(self.master, line.encode() + b"\r")

    def close(self) -> None:
        if self.proc.poll() is None:
            os.killpg(self.proc.pid, signal.SIGKILL)
        self.proc.wait(10)
        os.close(self.master)


ROUND_ROW = re.compile(r"^\s*(\S.*?)(?: — went out)?\s{2,}\S.*?\s{2,}(\d+)\s+(\d+)\s*$")
"""A round-end row: the player, the tiles left, this round's score, the total."""


def _rows(block: str) -> dict[str, list[int]]:
    """``player -> [this round, total]`` from a round-end table."""
    rows = {}
    for line in block.splitlines():
        found = ROUND_ROW.match(line)
        if found and ("|" in line or "(none)" in line):
            rows[found.group(1)] = [int(found.group(2)), int(found.group(3))]
    return rows


@pytest.mark.skipif(sys.platform == "win32", reason="needs a pty")
def test_line_mode_on_a_terminal(tmp_path: Path) -> None:
    env = {**os.environ, "NO_COLOR": "1", "COLUMNS": "100", "LINES": "40", "TERM": "xterm"}
    args = [sys.executable, "-m", "mextrain.cli", "play", "--plain", "--bots", "1", "--seed", "6",
            "--rounds", "2", "--no-auto", "--data-dir", str(tmp_path)]  # fmt: skip
    term = Terminal(args, env)
    try:
        # typed before any prompt (the program is still starting): thrown away, never a move
        term.type("quit")
        at = term.expect(r"the match starts").end()
        while True:  # single-choice steps first (no engine, draws): the first legal move
            prompt = term.expect(r"your move> ", at)
            legal = list(re.finditer(r"legal: 1\) (\S+) (\S+)", term.text[at : prompt.start()]))
            at = prompt.end()
            if legal and legal[-1].group(2) == "mine":
                break
            term.type("1")
        assert "leave the table?" not in term.text
        # a refusal in a player's words: the first turn is on one's own train only
        term.type(f"{legal[-1].group(1)} m")
        refused = term.expect(r"refused: (.*)", at)
        assert "on your first turn only your own train takes tiles" in refused.group(1)
        assert "seat 0" not in refused.group(1) and "seat 1" not in refused.group(1)
        # the hint, as the app's `h` gives it: a legal move of this turn, then why
        term.type("hint")
        hinted = term.expect(r"hint: (\S+) (\S+) \((.*?)\): (\S.+)", refused.end())
        listed = term.text[term.text.rfind("legal:", 0, refused.start()) : refused.start()]
        assert f") {hinted.group(1)} {hinted.group(2)}" in listed, (hinted.group(0), listed)
        assert "on your train" in hinted.group(3)
        # play on: the first legal move every time
        at = refused.end()
        ends: list[int] = []
        waits: list[int] = []
        while len(ends) < 2:
            got = term.expect(r"your move> |is over: ", at)
            at = got.end()
            if got.group(0) == "your move> ":
                term.type("1")
                continue
            ends.append(got.start())
            # the summary waits for Enter, as the app's does: nothing after it scrolls it away
            more = "round 2" if len(ends) == 1 else "the match result"
            waits.append(term.expect(f"press Enter for {more} ", at).end())
            at = waits[-1]
            term.type("")
        first, second = ends
        assert "─ round 2 of 2 ─" not in term.text[:waits[0]]
        assert "winner: " not in term.text[:waits[1]]
        term.expect(r"winner: ", second)
        term.expect(r"mextrain verify ", second)
        term.expect(r"where each player lost points:  mextrain analyze \S+log\.mtlog", second)
        assert term.proc.wait(30) == 0
    finally:
        term.close()
    out = term.text
    # the hand has no numbers: a number typed here picks from the list of legal moves
    assert re.search(r"your hand \(\d+\): \[\d+\|\d+\] \[", out)
    assert not re.search(r"your hand \(\d+\): \d", out)
    # round 1: the board after the last move, then the hands, the audit, then round 2 begins
    board = out.index("[12|12]", first)
    table = out.index("tiles left", first)
    audit = out.index("deck audit: ok", first)
    next_round = out.index("round 2 of 2", first)
    assert board < table < audit < waits[0] < next_round
    # running totals: round 2's total column adds round 2's score to round 1's total
    one = _rows(out[first:next_round])
    two = _rows(out[second:])
    assert set(one) == set(two) == {"you", "greedy 1"}
    for name in one:
        assert one[name][1] == one[name][0]
        assert two[name][1] == one[name][1] + two[name][0]


def test_verify_shows_a_progress_bar_on_a_terminal_only(tmp_path: Path) -> None:
    from mextrain.protocol.bots.strategies import greedy_strategy
    from mextrain.protocol.rules.ruleset import preset
    from mextrain.protocol.table.harness import run_match

    log = tmp_path / "game.mtlog"
    rules = dataclasses.replace(preset("express"), rounds=1)
    log.write_bytes(run_match(rules, [greedy_strategy] * 2, 1).log_bytes())
    env = {**os.environ, "COLUMNS": "100", "TERM": "xterm"}
    term = Terminal([sys.executable, "-m", "mextrain.cli", "verify", str(log)], env)
    try:
        term.expect(r"VALID")
        assert term.proc.wait(30) == 0
    finally:
        term.close()
    assert re.search(r"verifying .*\d+/\d+ entries", term.text)
    piped = subprocess.run(
        [sys.executable, "-m", "mextrain.cli", "verify", str(log)],
        capture_output=True, text=True, env=env, timeout=120,
    )  # fmt: skip
    assert piped.returncode == 0 and "verifying" not in piped.stderr + piped.stdout


def test_piped_line_mode_never_waits_at_a_round_end(tmp_path: Path) -> None:
    """A script's answers go one per move prompt: no round's end asks for Enter. (Narrow: the
    watch command is printed whole on one line, never broken by a newline.)"""
    args = [sys.executable, "-m", "mextrain.cli", "play", "--plain", "--bots", "1", "--seed", "6",
            "--rounds", "2", "--no-auto", "--data-dir", str(tmp_path)]  # fmt: skip
    env = {**os.environ, "NO_COLOR": "1", "COLUMNS": "60"}
    done = subprocess.run(
        args, input="1\n" * 400, capture_output=True, text=True, env=env, timeout=300
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.count("is over: ") == 2 and "winner: " in done.stdout
    assert "press Enter" not in done.stdout
    assert re.search(r"mextrain join 127\.0\.0\.1:\d+ --code \S+ --watch", done.stdout)
