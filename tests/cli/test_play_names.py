"""``mextrain play`` names its bots by level (``hard 1``), so ``analyze`` reads how each one
played from the log instead of fitting it; the names fit the app's narrowest seat label."""

from __future__ import annotations

from pathlib import Path

from mextrain.cli.analysis import logged_rounds
from mextrain.cli.tui.board import FLAT_NAME
from mextrain.node.lobby import local_seat_name
from mextrain.protocol.bots import STRATEGIES
from mextrain.protocol.bots.analysis_models import named_level, seat_models

from .test_cli_engine import run


def test_a_played_log_names_each_bot_by_its_level_and_analyze_reads_it(tmp_path: Path) -> None:
    out = run(
        "play", "--bots", "2", "--bot-level", "hard,medium", "--seed", "3", "--rounds", "1",
        stdin="1\n" * 400, data_dir=tmp_path,
    )  # fmt: skip
    assert out.returncode == 0, out.stderr[-2000:]
    (log,) = tmp_path.rglob("*.mtlog")
    _, names, _ = logged_rounds(log.read_bytes())
    assert names == ("you", "hard 1", "medium 2")
    models = seat_models(names, len(names))
    assert [m.kind for m in models] == ["fitted", "hard", "greedy"]
    assert models[1].how == "hard, as its name says"


def test_every_level_reads_back_from_its_name_and_fits_a_flat_seat_label() -> None:
    for level in STRATEGIES:
        for seat in (1, 7):
            name = local_seat_name(level, seat)
            assert named_level(name) == level
            assert len(name) <= FLAT_NAME - 1  # the flat label's cells after the turn mark
    assert local_seat_name("agent:python3 bot.py", 2) == "agent 2"
    assert named_level("agent 2") is None  # an agent is fitted to its plays
