"""`simulate --crypto --log`, `verify` and `replay` as a user runs them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from .test_cli_engine import run


@pytest.fixture(scope="module")
def game_log(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("logs") / "game.mtlog"
    out = run("simulate", "--crypto", "-n", "3", "-r", "express", "--rounds", "2", "--seed", "4", "--log", str(path), "--json")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert data["crypto"] is True and len(data["rounds"]) == 2
    return path


def test_verify_valid_log_prints_a_summary_and_exits_0(game_log: Path) -> None:
    out = run("verify", str(game_log))
    assert out.returncode == 0, out.stdout + out.stderr
    assert "VALID" in out.stdout and "express" in out.stdout and "winner" in out.stdout


def test_verify_json_has_the_simulate_score_fields(game_log: Path) -> None:
    out = run("verify", str(game_log), "--json")
    data = json.loads(out.stdout)
    assert data["valid"] is True and "blame" not in data
    assert [r["double"] for r in data["rounds"]] == [12, 11]
    sim = json.loads(run("simulate", "--crypto", "-n", "3", "-r", "express", "--rounds", "2", "--seed", "4", "--json").stdout)
    assert data["rounds"] == [{k: v for k, v in r.items() if k != "events"} for r in sim["rounds"]]
    assert data["totals"] == sim["totals"] and data["winners"] == sim["winners"]


def test_verify_damaged_log_exits_1_with_blame(game_log: Path, tmp_path: Path) -> None:
    data = bytearray(game_log.read_bytes())
    data[len(data) // 2] ^= 0x40
    bad = tmp_path / "bad.mtlog"
    bad.write_bytes(bytes(data))
    out = run("verify", str(bad))
    assert out.returncode == 1 and "INVALID" in out.stdout and "entry" in out.stdout
    assert "Traceback" not in out.stdout + out.stderr
    js = json.loads(run("verify", str(bad), "--json").stdout)
    assert js["valid"] is False and set(js["blame"]) == {"seat", "entry", "reason"}


def test_verify_unreadable_file_exits_2(tmp_path: Path) -> None:
    junk = tmp_path / "junk.mtlog"
    junk.write_bytes(b"\x00\x01not a log at all")
    for path in (junk, tmp_path / "missing.mtlog"):
        out = run("verify", str(path))
        assert out.returncode == 2
        assert out.stderr.startswith("mextrain: error:") and "Traceback" not in out.stderr
        js = run("verify", str(path), "--json")
        assert js.returncode == 2 and json.loads(js.stdout)["valid"] is False


def test_replay_shows_moves_hands_and_scores(game_log: Path) -> None:
    out = run("replay", str(game_log))
    assert out.returncode == 0, out.stderr
    assert "plays" in out.stdout and "held:" in out.stdout and "deck audit: ok" in out.stdout
    one = run("replay", str(game_log), "--round", "2")
    assert one.returncode == 0 and "round 2" in one.stdout and "round 1 " not in one.stdout


def test_replay_is_lenient_on_a_truncated_log(game_log: Path, tmp_path: Path) -> None:
    data = game_log.read_bytes()
    cut = tmp_path / "cut.mtlog"
    cut.write_bytes(data[: len(data) * 2 // 3])
    out = run("replay", str(cut))
    assert out.returncode == 0
    assert "replay stopped after entry" in out.stdout and "truncated" in out.stdout


def test_log_option_needs_crypto() -> None:
    out = run("simulate", "--log", "x.mtlog")
    assert out.returncode == 2 and "--log needs --crypto" in out.stderr
