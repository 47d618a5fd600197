"""`replay --boards` draws the board after each move; `replay --json` gives moves and boards."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest
from mextrain.protocol.bots.strategies import greedy_strategy
from mextrain.protocol.rules.ruleset import preset
from mextrain.protocol.table.harness import run_match

from .test_cli_engine import run


@pytest.fixture(scope="module")
def log_path(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("replay") / "game.mtlog"
    rules = dataclasses.replace(preset("express"), rounds=1)
    path.write_bytes(run_match(rules, [greedy_strategy] * 2, 4).log_bytes())
    return path


def test_replay_json_lines_carry_each_move_and_the_board_after_it(log_path: Path) -> None:
    out = run("replay", "--json", str(log_path))
    assert out.returncode == 0, out.stderr
    lines = [json.loads(line) for line in out.stdout.splitlines()]
    moves = [line for line in lines if line["kind"] == "play"]
    assert moves, lines[:3]
    for move in moves:
        board = move["board"]
        train = board["mexican"] if move["train"] == -1 else board["trains"][move["train"]]
        # the tile just played ends its train on the board that comes with the move
        assert sorted(train["tiles"][-1]) == sorted(move["tile"])
        assert board["hand"] == []  # a replay is the public view: no hand
    (end,) = [line for line in lines if line["kind"] == "round_over"]
    assert end["round_end"]["audit"] == "deck audit: ok"
    last_board = moves[-1]["board"]
    assert end["round_end"]["board"] == last_board  # the board after the last move


def test_replay_boards_draws_each_move_and_the_last_board_at_round_end(log_path: Path) -> None:
    plain = run("replay", str(log_path)).stdout
    boards = run("replay", "--boards", str(log_path)).stdout
    plays = boards.count(" plays ")
    assert plays > 0 and boards.count("Mexican ") >= plays
    assert plain.count("Mexican ") < plays
    # at the round's end, the board shown has tiles on it (not the next round's empty one)
    before_audit = boards[: boards.index("deck audit")].splitlines()[-12:]
    assert any("|" in line and "→" in line for line in before_audit)
