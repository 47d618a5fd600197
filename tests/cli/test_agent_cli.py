"""``--agent CMD`` as a user types it: simulate, play, host and join (SPEC.md 9.5).

The agent is examples/agent_greedy.py, run as its own process by each command.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from mextrain.protocol.bots.simulate import simulate_match
from mextrain.protocol.bots.strategies import greedy_strategy
from mextrain.protocol.rules.ruleset import preset
from mextrain.protocol.table.verify import verify_log

from tests.e2e.procs import free_port
from tests.node.test_agent import example_command, in_process_example

from .test_cli_engine import run, run_refused

CODE = "amber-fox-pine-42"


def test_simulate_seats_the_agent_and_it_chooses_the_moves() -> None:
    out = run("simulate", "-n", "3", "--rounds", "2", "--seed", "4", "--json", "--agent", example_command())
    assert out.returncode == 0, out.stderr
    assert out.stderr == ""  # no fallback line: the agent played every turn
    data = json.loads(out.stdout)
    assert data["agents"] == [example_command()]
    same = simulate_match(preset("classic"), 3, [in_process_example(3), greedy_strategy, greedy_strategy], 4, 2)
    assert [r["scores"] for r in data["rounds"]] == [list(p.outcome.scores) for p in same.rounds]


def test_simulate_crypto_with_a_crashing_agent_says_so_and_the_log_verifies(tmp_path: Path) -> None:
    log = tmp_path / "game.mtlog"
    crash = f"{sys.executable} -c 'import sys; sys.exit(9)'"
    out = run("simulate", "-n", "2", "--rounds", "1", "--crypto", "--log", str(log), "--agent", crash)
    assert out.returncode == 0, out.stderr
    assert out.stderr.strip() == (
        f"mextrain: seat 0: agent ({crash}) crashed: it exited with code 9; this seat plays as"
        " the greedy bot for the rest of the match"
    )
    assert verify_log(log.read_bytes()).valid


def test_play_gives_bot_seats_to_agents_in_order(tmp_path: Path) -> None:
    out = run(
        "play", "--bots", "2", "--seed", "3", "--rounds", "1", "--agent", example_command(),
        stdin="1\n" * 400, data_dir=tmp_path,
    )
    assert out.returncode == 0, out.stderr[-2000:]
    assert "1: agent 1" in out.stdout and "2: greedy 2" in out.stdout
    assert ": agent (" not in out.stdout and "winner:" in out.stdout


def test_host_and_join_seats_played_by_agents_over_loopback(tmp_path: Path) -> None:
    port = str(free_port())
    common = ["--code", CODE, "--agent", example_command()]
    host = subprocess.Popen(
        [sys.executable, "-m", "mextrain.cli", "host", "--seats", "2", "--rounds", "1", "--bind",
         "127.0.0.1", "--port", port, "--no-advertise", "--data-dir", str(tmp_path / "h"), *common],
        stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )
    try:
        # the joiner retries a host that is not listening yet (--reconnect-for)
        joined = run("join", f"127.0.0.1:{port}", "--name", "bob", *common, data_dir=tmp_path / "j")
        out, err = host.communicate(timeout=120)
    finally:
        host.kill()
    assert joined.returncode == 0, joined.stderr[-2000:]
    assert host.returncode == 0, err[-2000:]
    assert ": agent (" not in out + joined.stdout
    logs = sorted(tmp_path.glob("*/*/games/*/log.mtlog"))
    assert len(logs) == 2 and logs[0].read_bytes() == logs[1].read_bytes()
    assert verify_log(logs[0].read_bytes()).valid


@pytest.mark.parametrize(
    ("args", "needle"),
    [
        (("join", "127.0.0.1:1", "--code", "x", "--agent", "a", "--bot", "greedy"), "--agent and --bot both"),
        (("join", "127.0.0.1:1", "--code", "x", "--agent", "a", "--watch"), "--agent and --watch both"),
        (("host", "--agent", "a", "--bot", "greedy"), "--agent and --bot both"),
        (("host", "--agent", " "), "--agent needs a command"),
        (("play", "--bots", "1", "--agent", "a", "--agent", "b"), "--agent given 2 times but --bots is 1"),
        (("simulate", "-n", "2", "--agent", "a", "--agent", "b", "--agent", "c"), "3 agents for 2 seats"),
        (("simulate", "--agent", ""), "--agent needs a command"),
    ],
)
def test_bad_agent_options_are_one_line_exit_2(
    args: tuple[str, ...], needle: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    out = run_refused(monkeypatch, *args, data_dir=tmp_path)
    assert out.returncode == 2
    assert needle in out.stderr and out.stderr.count("\n") == 1, out.stderr
