"""``mextrain analyze LOG`` as a user runs it: a finished valid log in, moves and summaries out."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from .test_cli_engine import run


@pytest.fixture(scope="module")
def game_log(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("logs") / "game.mtlog"
    out = run(
        "simulate", "--crypto", "-n", "2", "-r", "express", "--rounds", "2", "--seed", "4",
        "--bots", "hard,random", "--log", str(path),
    )  # fmt: skip
    assert out.returncode == 0, out.stderr
    return path


def test_analyze_json_reviews_every_decision(game_log: Path) -> None:
    out = run("analyze", str(game_log), "--deals", "16", "--json")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert data["ruleset"] == "express" and data["deals_per_decision"] == 16
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
    out = run("analyze", str(game_log), "--deals", "16")
    assert out.returncode == 0, out.stderr
    assert "per player" in out.stdout and "accuracy" in out.stdout and "match" in out.stdout


def test_a_damaged_or_unfinished_log_is_refused(game_log: Path, tmp_path: Path) -> None:
    data = game_log.read_bytes()
    bad = tmp_path / "bad.mtlog"
    bad.write_bytes(data[: len(data) // 2])
    out = run("analyze", str(bad), "--deals", "16")
    assert out.returncode == 1
    assert "only a finished, valid log can be analysed" in out.stderr
    assert "Traceback" not in out.stderr
    missing = run("analyze", str(tmp_path / "none.mtlog"))
    assert missing.returncode == 2 and "cannot read" in missing.stderr
    few = run("analyze", str(game_log), "--deals", "1")
    assert few.returncode == 2 and "--deals" in few.stderr
