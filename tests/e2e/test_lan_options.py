"""Bad options of the LAN commands: one line on stderr, exit 2, before any network use."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest


def run(tmp: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "MEXTRAIN_DATA_DIR": str(tmp)}
    return subprocess.run(
        [sys.executable, "-m", "mextrain.cli", *args],
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
        stdin=subprocess.DEVNULL,
    )


@pytest.mark.parametrize(
    ("args", "needle"),
    [
        (("host", "--seats", "11"), "is for 2 to 10 players, not 11"),
        (("host", "--bots", "4"), "--bots must be 0 to 3: one seat is yours"),
        (("host", "--on-timeout", "later"), "--on-timeout must be one of: abort, wait"),
        (("host", "--bot", "genius"), "unknown bot strategy 'genius'"),
        (("join", "nowhere", "--code", "a-b-c-1"), "bad address 'nowhere': expected HOST:PORT"),
        (("join", "127.0.0.1:9", "--name", ""), "--name must be 1 to 64 printable characters"),
        (("join", "127.0.0.1:9"), "--code is needed"),
        (("play", "--rounds", "14"), "1 to 13 rounds, not 14"),
        (("host", "--relay", "relay.example.org"), "a relay is HOST:PORT"),
        (("join", "--relay", "r:4001", "--code", "a-b-c-1"), "this code has no table number"),
        (("join", "--relay", "r:4001"), "--code is needed"),
    ],
)
def test_bad_options_are_one_line_and_exit_2(
    tmp_path: Path, args: tuple[str, ...], needle: str
) -> None:
    out = run(tmp_path, *args)
    assert out.returncode == 2, out.stdout + out.stderr
    lines = out.stderr.strip().splitlines()
    assert len(lines) == 1 and needle in lines[0], out.stderr
    assert "Traceback" not in out.stderr


def test_resume_with_nothing_to_resume_says_so(tmp_path: Path) -> None:
    out = run(tmp_path, "resume")
    assert out.returncode == 1
    assert f"no unfinished game in {tmp_path.resolve()}" in out.stderr
