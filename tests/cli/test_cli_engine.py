"""The engine-facing commands as a user runs them: rules, simulate and the local play loop."""

from __future__ import annotations

import contextlib
import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from mextrain.protocol.rules.ruleset import PRESETS

IN_PROCESS = frozenset({"rules", "simulate", "verify", "replay", "analyze", "arena"})
"""Commands that read no terminal and start no node: run through the same entry point (``main``:
argument parsing, one-line errors, exit codes) in this process, without the second of CPU a
fresh interpreter spends importing the package (issue 37: the suite's CPU). The LAN commands,
and anything given stdin, still run as a process; so does ``python -m mextrain.cli`` in the
e2e tests and the wheel in test_packaging."""


def run(*args: str, stdin: str = "", data_dir: Path | None = None) -> subprocess.CompletedProcess[str]:
    """Run the command as a user would; ``data_dir`` keeps a game's files out of $HOME."""
    if args and args[0] in IN_PROCESS and not stdin and data_dir is None:
        return run_in_process(*args)
    env = dict(os.environ)
    if data_dir is not None:
        env["MEXTRAIN_DATA_DIR"] = str(data_dir)
    return subprocess.run(
        [sys.executable, "-m", "mextrain.cli", *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
    )


def run_in_process(*args: str) -> subprocess.CompletedProcess[str]:
    """``mextrain ARGS`` through :func:`mextrain.cli.app.main`, its stdout and stderr captured
    apart, its exit code from the SystemExit that ends it."""
    from mextrain.cli.app import main

    out, err = io.StringIO(), io.StringIO()
    argv, stdin = sys.argv, sys.stdin
    sys.argv, sys.stdin = ["mextrain", *args], io.StringIO("")
    code: int | str | None = 0
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            main()
    except SystemExit as done:
        code = done.code
    finally:
        sys.argv, sys.stdin = argv, stdin
    returncode = code if isinstance(code, int) else 0 if code is None else 1
    return subprocess.CompletedProcess(["mextrain", *args], returncode, out.getvalue(), err.getvalue())


def run_refused(
    monkeypatch: pytest.MonkeyPatch, *args: str, data_dir: Path | None = None
) -> subprocess.CompletedProcess[str]:
    """``mextrain ARGS`` in this process, for a LAN command whose options must be refused before
    it starts a node: were one started, the test fails at once (rather than hosting a table in
    the test's process until a timeout)."""
    from mextrain.cli import join_commands, lan_commands

    def started(*_: object, **__: object) -> int:
        raise AssertionError(f"mextrain {' '.join(args)}: a node was started")

    for module in (join_commands, lan_commands):
        monkeypatch.setattr(module, "run_node", started)
        monkeypatch.setattr(module, "run_app_node", started)
    if data_dir is not None:
        monkeypatch.setenv("MEXTRAIN_DATA_DIR", str(data_dir))
    return run_in_process(*args)


def test_the_in_process_runner_is_the_command() -> None:
    """What the in-process runner shows is what the process shows: output, error line, code."""
    for args in (("rules", "--json"), ("verify", "/nonexistent.mtlog"), ("arena", "--matches", "0")):
        inside = run_in_process(*args)
        outside = subprocess.run(
            [sys.executable, "-m", "mextrain.cli", *args], capture_output=True, text=True, timeout=120
        )
        assert (inside.returncode, inside.stdout, inside.stderr) == (
            outside.returncode, outside.stdout, outside.stderr
        ), args


def test_rules_lists_every_preset_with_its_seed() -> None:
    out = run("rules", "--json")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert set(data) == set(PRESETS)
    for name, fields in data.items():
        assert fields["name"] == name
        assert ".txt" in fields["seed"] or "0" in fields["seed"]


def test_rules_prints_one_preset_in_full() -> None:
    out = run("rules", "express", "--json")
    data = json.loads(out.stdout)
    assert data["engine"] == "set_aside" and data["max_players"] == 4 and data["rounds"] == 6
    assert data["seed"] == "003_347a02f077a68352.txt"
    text = run("rules", "express")
    assert text.returncode == 0
    for knob in data:
        assert knob in text.stdout


def test_simulate_json_is_deterministic_and_well_formed() -> None:
    args = (
        "simulate",
        "--players",
        "4",
        "--ruleset",
        "classic",
        "--seed",
        "42",
        "--rounds",
        "3",
        "--json",
    )
    first, second = run(*args), run(*args)
    assert first.returncode == 0, first.stderr
    assert first.stdout == second.stdout
    data = json.loads(first.stdout)
    assert [r["double"] for r in data["rounds"]] == [12, 11, 10]
    assert all(len(r["scores"]) == 4 for r in data["rounds"])
    totals = [sum(r["scores"][s] for r in data["rounds"]) for s in range(4)]
    assert data["totals"] == totals
    assert data["winners"] == [s for s in range(4) if totals[s] == min(totals)]
    other = run("simulate", "--players", "4", "--seed", "43", "--rounds", "3", "--json")
    assert other.stdout != first.stdout


def test_simulate_mixed_bots_and_table_output() -> None:
    out = run(
        "simulate",
        "-n",
        "3",
        "-r",
        "house",
        "--bots",
        "greedy,random",
        "--seed",
        "1",
        "--rounds",
        "2",
    )
    assert out.returncode == 0, out.stderr
    assert "total" in out.stdout and "winner" in out.stdout


@pytest.mark.parametrize(
    ("args", "needle"),
    [
        (("--players", "11"), "not 11"),
        (("--players", "5", "--ruleset", "express"), "2 to 4 players"),
        (("--ruleset", "nope"), "unknown ruleset"),
        (("--bots", "genius"), "unknown bot strategy"),
        (("--rounds", "14"), "1 to 13 rounds"),
        (("--players", "x"), "--players"),
        (("--bogus",), "--bogus"),
    ],
)
def test_bad_simulate_options_are_one_line_exit_2(args: tuple[str, ...], needle: str) -> None:
    out = run("simulate", *args)
    assert out.returncode == 2
    assert out.stdout == ""
    lines = out.stderr.strip().splitlines()
    assert len(lines) == 1 and needle in lines[0], out.stderr
    assert "Traceback" not in out.stderr


def test_play_against_bots_to_the_end_of_a_round(tmp_path: Path) -> None:
    """The README's main command, driven through stdin: '1' picks the first legal move."""
    out = run("play", "--bots", "2", "--seed", "3", "--rounds", "1", stdin="1\n" * 400, data_dir=tmp_path)
    assert out.returncode == 0, out.stderr[-2000:]
    assert "your hand (" in out.stdout and "winner:" in out.stdout


def test_play_refuses_bad_input_with_a_reason_and_quits_cleanly(tmp_path: Path) -> None:
    out = run(
        "play",
        "--bots",
        "1",
        "--seed",
        "3",
        "--rounds",
        "1",
        stdin="13-13 mexican\nfoo bar baz\nquit\n",
        data_dir=tmp_path,
    )
    assert out.returncode == 1
    assert "refused:" in out.stdout
    assert "quitting" in out.stdout


def test_version_names_the_package_and_protocol_versions() -> None:
    out = run_in_process("--version")  # the root option reads no terminal and starts no node
    assert out.returncode == 0
    assert out.stdout.startswith("mextrain ") and "protocol v1" in out.stdout
