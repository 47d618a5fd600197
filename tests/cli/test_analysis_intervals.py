"""What ``analyze`` (text and --json), ``replay --costs`` and the app's analysis screen say of a
cost: the measured cost with its interval, the level the intervals hold at over the whole game,
and how each other seat was played on. Built from a hand-made analysis: no log, no search."""

from __future__ import annotations

import io
import math
import re

from mextrain.cli.analysis import LogAnalysis, analysis_json
from mextrain.cli.analysis_view import cost_text, cost_words, level_words, moves_table
from mextrain.cli.replay_view import review_json
from mextrain.protocol.bots.analysis import MoveReview, summarize
from mextrain.protocol.bots.analysis_models import seat_models
from mextrain.protocol.rules import Draw, Pass, Play, Tile
from mextrain.protocol.rules.ruleset import PRESETS
from rich.console import Console

NAMES = ("Ann", "bot 1 (hard)")
MEASURED = MoveReview(
    0, 4, 0, Pass(0), Play(0, 3, Tile(2, 5), 0), 6.1, 4.2, 3, high=9.04, margin=6.1, se=1.2,
    deals=48,
)  # fmt: skip
BEST = MoveReview(0, 6, 1, Draw(1), Draw(1), 0.0, 0.0, 2)
UNBOUNDED = MoveReview(1, 2, 0, Pass(0), Draw(0), 2.0, 0.0, 2, high=math.inf, margin=2.0,
                       se=math.inf, deals=1)  # fmt: skip


def _analysis() -> LogAnalysis:
    reviews = (MEASURED, BEST, UNBOUNDED)
    return LogAnalysis(
        PRESETS["classic"], NAMES, reviews, tuple(summarize(reviews, 2)), 48,
        seat_models(NAMES, 2), 0.05, 2,
    )  # fmt: skip


def test_a_cost_is_shown_with_its_interval() -> None:
    assert cost_text(MEASURED) == "6.1 (4.2-9.0)"
    assert cost_text(MEASURED, compact=True) == "4.2-9.0"
    assert cost_text(BEST) == "0.0"
    assert cost_text(UNBOUNDED) == "2.0 (0.0-?)"
    assert "mistake: 6.1 (4.2-9.0) lost; best 5-2 on own train" in cost_words(MEASURED, NAMES).plain


def test_the_output_states_the_level_and_each_seats_model() -> None:
    words = " ".join(level_words(_analysis()).split())
    assert "holds for all 2 decisions measured at once with 95% confidence" in words
    assert "a mistake's low end is 3 points or more" in words
    assert "Ann played on as greedy or hard, whichever its plays this round fit" in words
    assert "bot 1 (hard) played on as hard, as its name says" in words
    console = Console(width=100, file=io.StringIO(), record=True)
    console.print(moves_table(_analysis(), [MEASURED], title="moves"))
    assert re.search(r"6\.1 \(4\.2-9\.0\)\s*│ mistake", console.export_text())


def test_the_json_gives_each_interval_the_level_and_the_models() -> None:
    data = analysis_json(_analysis())
    assert data["family_level"] == 0.05 and data["measured"] == 2
    assert [m["model"] for m in data["models"]] == ["fitted", "hard"]
    moves = data["moves"]
    assert moves[0]["interval"] == [4.2, 9.04] and moves[0]["sure_cost"] == 4.2
    assert moves[1]["interval"] is None  # the best found: nothing measured
    assert moves[2]["interval"] == [0.0, None]  # no upper bound from one deal
    assert review_json(MEASURED, NAMES)["interval"] == [4.2, 9.04]  # replay --costs --json
