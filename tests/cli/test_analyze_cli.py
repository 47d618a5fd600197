"""``mextrain analyze LOG`` as a user runs it: a finished valid log in, moves and summaries out."""

from __future__ import annotations

import json
import os
import pty
import re
import select
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from mextrain.cli.replay_view import MOVES

from .seat_views import spy_on_reviews
from .test_cli_engine import run

DEALS = "4"
"""Sampled deals a decision: the fewest analyze takes. What these tests check (every decision
reviewed, the same review wherever it is shown, the random bot losing more than the hard one)
does not need the sharper costs of more, and the cost of the review grows with them."""


@pytest.fixture(scope="module")
def game_log(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("logs") / "game.mtlog"
    out = run(
        "simulate", "--crypto", "-n", "2", "-r", "express", "--rounds", "2", "--seed", "4",
        "--bots", "hard,random", "--log", str(path),
    )  # fmt: skip
    assert out.returncode == 0, out.stderr
    return path


@pytest.fixture(scope="module")
def judged(game_log: Path) -> dict[str, Any]:
    """``analyze --json`` of the game, read by every test that compares against it."""
    out = run("analyze", str(game_log), "--deals", DEALS, "--json")
    assert out.returncode == 0, out.stderr
    data: dict[str, Any] = json.loads(out.stdout)
    return data


def test_analyze_json_reviews_every_decision(judged: dict[str, Any]) -> None:
    data = judged
    assert data["ruleset"] == "express" and data["deals_per_decision"] == int(DEALS)
    moves = data["moves"]
    assert moves and {m["round"] for m in moves} == {1, 2}
    assert all(m["cost"] >= 0 and m["verdict"] for m in moves)
    rows = {(s["seat"], s["round"]): s for s in data["summary"]}
    assert set(rows) == {(s, r) for s in (0, 1) for r in (1, 2, None)}
    for seat in (0, 1):
        whole = rows[(seat, None)]
        assert whole["decisions"] == rows[(seat, 1)]["decisions"] + rows[(seat, 2)]["decisions"]
        assert whole["decisions"] == sum(1 for m in moves if m["seat"] == seat)
    assert rows[(1, None)]["points_lost"] > rows[(0, None)]["points_lost"]  # random vs hard


def test_analyze_text_has_the_summary(game_log: Path) -> None:
    out = run("analyze", str(game_log), "--deals", DEALS)
    assert out.returncode == 0, out.stderr
    assert "per player" in out.stdout and "accuracy" in out.stdout and "match" in out.stdout


def test_a_damaged_or_unfinished_log_is_refused(game_log: Path, tmp_path: Path) -> None:
    data = game_log.read_bytes()
    bad = tmp_path / "bad.mtlog"
    bad.write_bytes(data[: len(data) // 2])
    out = run("analyze", str(bad), "--deals", DEALS)
    assert out.returncode == 1
    assert "only a finished, valid log can be analysed" in out.stderr
    assert "Traceback" not in out.stderr
    missing = run("analyze", str(tmp_path / "none.mtlog"))
    assert missing.returncode == 2 and "cannot read" in missing.stderr
    few = run("analyze", str(game_log), "--deals", "1")
    assert few.returncode == 2 and "--deals" in few.stderr


def _move_lines(out: str) -> list[dict[str, object]]:
    lines = [json.loads(line) for line in out.splitlines()]
    return [line for line in lines if line["kind"] in MOVES]


def test_replay_costs_stand_beside_their_own_moves(
    game_log: Path, judged: dict[str, Any]
) -> None:
    """Every decision analyze reviews is shown by replay --costs on the move it judges (the
    same round, move number, seat and verdict), and no other move gets one."""
    out = run("replay", str(game_log), "--costs", "--deals", DEALS, "--json")
    assert out.returncode == 0, out.stderr
    numbers: dict[object, int] = {}
    shown = {}
    for line in _move_lines(out.stdout):
        n = numbers[line["round"]] = numbers.get(line["round"], 0) + 1
        if "review" in line:
            shown[(line["round"], n)] = (line["seat"], line["review"])
    expected = {
        (m["round"], m["move"]): (m["seat"], m["verdict"], m["cost"], m["best"])
        for m in judged["moves"]
    }
    assert shown and set(shown) == set(expected)
    for key, (seat, review) in shown.items():
        assert isinstance(review, dict)
        assert (seat, review["verdict"], review["cost"], review["best"]) == expected[key]
    plain = run("replay", str(game_log), "--json")
    assert not any("review" in line for line in _move_lines(plain.stdout))


def test_replay_costs_in_words(game_log: Path, judged: dict[str, Any]) -> None:
    out = run("replay", str(game_log), "--costs", "--deals", DEALS)
    assert out.returncode == 0, out.stderr
    verdicts = re.findall(r"   (best|good|inexact|mistake|blunder)\b", out.stdout)
    assert len(verdicts) == len(judged["moves"])
    assert sorted(verdicts) == sorted(m["verdict"] for m in judged["moves"])
    assert "lost; best" in out.stdout or all(v == "best" for v in verdicts)


def test_replay_costs_need_a_finished_valid_log(game_log: Path, tmp_path: Path) -> None:
    data = game_log.read_bytes()
    bad = tmp_path / "bad.mtlog"
    bad.write_bytes(data[: len(data) // 2])
    out = run("replay", str(bad), "--costs", "--deals", DEALS)
    assert out.returncode == 1 and "--costs: only a finished, valid log" in out.stderr
    assert "Traceback" not in out.stderr
    assert run("replay", str(bad)).returncode == 0  # without --costs: shown up to the damage
    few = run("replay", str(game_log), "--costs", "--deals", "2")
    assert few.returncode == 2 and "--deals" in few.stderr


def test_replay_costs_read_only_each_seats_view(
    game_log: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from mextrain.cli import log_commands

    seen = spy_on_reviews(monkeypatch)
    reviews = log_commands._reviews(game_log, 4)
    assert reviews and len(seen) == len(reviews) and set(seen) == {0, 1}


def test_analyze_reads_only_each_seats_view(
    game_log: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from mextrain.cli.analysis import analyze_log

    seen = spy_on_reviews(monkeypatch)
    result = analyze_log(game_log.read_bytes(), deals=4)
    assert result.reviews and len(seen) == len(result.reviews)


def test_progress_goes_to_a_terminals_stderr_never_into_the_json(game_log: Path) -> None:
    """On a terminal, a bar on stderr counts the decisions; stdout stays pure JSON."""
    master, slave = pty.openpty()
    proc = subprocess.Popen(
        [sys.executable, "-m", "mextrain.cli", "analyze", str(game_log), "--deals", DEALS,
         "--json"],
        stdout=subprocess.PIPE, stderr=slave, close_fds=True,
    )  # fmt: skip
    os.close(slave)
    err = b""
    while True:
        ready, _, _ = select.select([master], [], [], 0.2)
        if ready:
            try:
                err += os.read(master, 65536)
            except OSError:
                break
        elif proc.poll() is not None:
            break
    stdout = proc.stdout.read() if proc.stdout else b""
    proc.wait(timeout=60)
    os.close(master)
    assert proc.returncode == 0
    data = json.loads(stdout)
    assert data["moves"]
    text = err.decode("utf-8", "replace")
    assert "analysing" in text and f"/{len(data['moves'])}" in text and "decisions" in text


def test_replay_costs_of_one_round(game_log: Path, judged: dict[str, Any]) -> None:
    second = sorted(m["verdict"] for m in judged["moves"] if m["round"] == 2)
    out = run("replay", str(game_log), "--costs", "--deals", DEALS, "--round", "2")
    assert out.returncode == 0, out.stderr
    assert sorted(re.findall(r"   (best|good|inexact|mistake|blunder)\b", out.stdout)) == second
