"""``mextrain arena``: duplicate matches, the per-bot table, worker processes, bad options."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest
from mextrain.cli.arena import (
    ArenaConfig,
    mean_interval,
    percentile,
    play_match,
    run,
    seats_for,
    summarize,
)
from mextrain.protocol.rules.ruleset import PRESETS, Ruleset

from .test_cli_engine import run as run_cli


def _short(rounds: int = 2) -> Ruleset:
    return replace(PRESETS["classic"], rounds=rounds)


def test_rotations_give_every_bot_every_seat() -> None:
    bots = ("expert", "greedy", "greedy", "hard")
    seen = {seats_for(bots, r) for r in range(4)}
    assert len(seen) == 4
    for seat in range(4):
        assert sorted(s[seat] for s in seen) == sorted(bots)


def test_a_deal_is_the_same_shuffles_in_every_rotation() -> None:
    """Duplicate play: both rotations of a deal see the same decks, so with the same bot in
    both seats the two matches are identical."""
    config = ArenaConfig(_short(), ("greedy", "greedy"), 1, seed=4)
    first, second = play_match(config, 0, 0), play_match(config, 0, 1)
    assert first.round_scores == second.round_scores
    other = play_match(config, 1, 0)
    assert other.round_scores != first.round_scores


def test_summary_counts_every_match_once() -> None:
    config = ArenaConfig(_short(1), ("random", "greedy", "greedy"), 2, seed=1)
    results = run(config)
    assert [(r.deal, r.rotation) for r in results] == [(d, r) for d in range(2) for r in range(3)]
    lines = {line.name: line for line in summarize(config, results)}
    assert set(lines) == {"random", "greedy"}
    assert lines["random"].seats == 1 and lines["greedy"].seats == 2
    assert lines["random"].wins + lines["greedy"].wins == pytest.approx(len(results))
    for line in lines.values():
        assert 0.0 <= line.win_low <= line.win_rate <= line.win_high <= 1.0
        assert line.decisions > 0 and line.think_p50 <= line.think_p99


def test_worker_processes_give_the_same_results() -> None:
    config = ArenaConfig(_short(1), ("random", "greedy"), 1, seed=2)
    one = run(config, jobs=1)
    two = run(config, jobs=2)
    strip = [(r.deal, r.rotation, r.seats, r.winners, r.round_scores) for r in one]
    assert strip == [(r.deal, r.rotation, r.seats, r.winners, r.round_scores) for r in two]


def test_statistics_helpers() -> None:
    assert percentile([], 0.5) == 0.0
    assert percentile([3.0, 1.0, 2.0], 0.5) == 2.0
    assert percentile([float(i) for i in range(100)], 0.99) == 98.0
    low, high = mean_interval([1.0, 0.0, 1.0, 1.0])
    assert 0.0 <= low < 0.75 < high <= 1.0
    assert mean_interval([1.0]) == (1.0, 1.0)


def test_arena_command_json() -> None:
    out = run_cli(
        "arena", "--bots", "easy,greedy", "--matches", "2", "--rounds", "1", "--seed", "3", "--json"
    )
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert data["matches"] == 4 and data["deals"] == 2 and data["players"] == 2
    assert [r["bot"] for r in data["results"]] == ["easy", "greedy"]
    assert sum(r["wins"] for r in data["results"]) == pytest.approx(4)
    assert "arena: 4/4 matches" in out.stderr


@pytest.mark.parametrize(
    ("args", "needle"),
    [
        (("--bots", "expert"), "at least two"),
        (("--bots", "genius,greedy"), "unknown bot strategy 'genius'"),
        (("--bots", "greedy,greedy,greedy,greedy,greedy", "--ruleset", "express"), "2 to 4"),
        (("--matches", "0"), "--matches"),
        (("--jobs", "0"), "--jobs"),
        (("--rounds", "14"), "1 to 13 rounds"),
        (("--ruleset", "nope"), "unknown ruleset"),
    ],
)
def test_bad_arena_options_are_one_line_exit_2(args: tuple[str, ...], needle: str) -> None:
    out = run_cli("arena", *args)
    assert out.returncode == 2
    lines = out.stderr.strip().splitlines()
    assert len(lines) == 1 and needle in lines[0], out.stderr
