"""``mextrain arena``: duplicate matches, the per-bot table, worker processes, bad options."""

from __future__ import annotations

import json
import random
import sys
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

import pytest
from mextrain.cli.arena import (
    ArenaConfig,
    Decider,
    labels,
    play_match,
    run,
    seats_for,
    self_check,
    summarize,
)
from mextrain.cli.arena_stats import design_effect, percentile, share_interval, wilson
from mextrain.protocol.bots.strategies import greedy_strategy
from mextrain.protocol.rules import Event, RoundState, legal_actions
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


@pytest.mark.parametrize("rotation", [0, 1, 2])
def test_a_benchmarks_player0_plays_player_0s_seat_in_every_rotation(rotation: int) -> None:
    """``player0`` (bench/ceiling.py's oracle) takes player 0's seat, rotated with it, is told
    every seat's bot, and is asked only for moves with a choice: played as greedy, the matches
    are the greedy bot's own."""
    config = ArenaConfig(_short(), ("greedy", "hard", "random"), 1, seed=9)
    made: list[tuple[tuple[str, ...], int]] = []
    asked: list[int] = []

    def player0(bots: tuple[str, ...], seat: int) -> Decider:
        made.append((bots, seat))

        def move(state: RoundState, standing: Sequence[int]) -> Event:
            asked.append(len(legal_actions(state, seat)))
            assert state.turn == seat
            return greedy_strategy(state, seat, random.Random(0))

        return move

    hooked = play_match(config, 0, rotation, player0)
    plain = play_match(config, 0, rotation)
    assert made == [(seats_for(config.bots, rotation), seats_for((0, 1, 2), rotation).index(0))]
    assert asked and min(asked) > 1
    assert (hooked.round_scores, hooked.winners) == (plain.round_scores, plain.winners)
    assert hooked.seats == plain.seats


def test_summary_counts_every_match_once() -> None:
    config = ArenaConfig(_short(1), ("random", "greedy", "greedy"), 2, seed=1)
    results = run(config)
    assert [(r.deal, r.rotation) for r in results] == [(d, r) for d in range(2) for r in range(3)]
    lines = {line.name: line for line in summarize(config, results)}
    assert set(lines) == {"random", "greedy#1", "greedy#2"}
    assert all(line.matches == len(results) for line in lines.values())
    assert sum(line.wins for line in lines.values()) == pytest.approx(len(results))
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


def test_wilson_intervals_hold_at_the_edges() -> None:
    """20 of 20 is not "100-100%": the interval reaches well below (Wilson: 83.9%)."""
    low, high = wilson(20, 20)
    assert high == 1.0 and low == pytest.approx(0.839, abs=0.001)
    low, high = wilson(0, 20)
    assert low == 0.0 and high == pytest.approx(0.161, abs=0.001)
    low, high = wilson(10, 20)
    assert low == pytest.approx(0.299, abs=0.001) and high == pytest.approx(0.701, abs=0.001)
    assert wilson(0, 0) == (0.0, 1.0)


def test_deals_that_vary_together_widen_the_interval() -> None:
    """Each deal's two rotations agree (won both or lost both): the matches are worth half as
    much as independent ones, and the interval is that much wider than Wilson over matches."""
    together = [[1.0, 1.0], [0.0, 0.0]] * 10
    apart = [[1.0, 0.0]] * 20
    assert design_effect(together) == pytest.approx(2.0 * 20 / 19)  # sample variance
    assert design_effect(apart) == 1.0
    low, high = share_interval(together)
    plain_low, plain_high = wilson(20, 40)
    assert high - low > (plain_high - plain_low) * 1.3
    assert share_interval(apart) == wilson(20, 40)
    assert share_interval([[1.0, 1.0]] * 10) == wilson(20, 20)


def test_two_seats_of_one_bot_are_reported_apart() -> None:
    assert labels(("greedy", "greedy")) == ("greedy#1", "greedy#2")
    assert labels(("expert", "greedy", "hard", "greedy")) == (
        "expert",
        "greedy#1",
        "hard",
        "greedy#2",
    )
    assert labels(("agent:python3 -u bots/mine.py --fast", "greedy")) == (
        "agent:mine.py",
        "greedy",
    )
    config = ArenaConfig(_short(1), ("greedy", "greedy"), 2, seed=1)
    lines = summarize(config, run(config))
    assert [line.name for line in lines] == ["greedy#1", "greedy#2"]
    assert [line.fair for line in lines] == [0.5, 0.5]
    assert all(line.matches == 4 for line in lines)
    assert sum(line.wins for line in lines) == pytest.approx(4)


def test_self_check_same_bot_with_independent_streams() -> None:
    """easy (which draws on its randomness) against itself: the two players draw from
    independent streams, so their matches differ, and each lands within its interval of 50%."""
    config = ArenaConfig(_short(2), ("easy", "easy"), 12, seed=10_000)
    results = run(config)
    assert len({r.round_scores for r in results}) > len(results) // 2
    rotations = {r.deal: r.round_scores for r in results if r.rotation == 0}
    assert any(r.round_scores != rotations[r.deal] for r in results if r.rotation == 1)
    lines = summarize(config, results)
    check = self_check(config, lines)
    assert check is not None and check.startswith("self-check passed")
    assert all(line.win_low <= 0.5 <= line.win_high for line in lines)
    biased = [replace(lines[0], win_low=0.6, win_high=0.9), lines[1]]
    assert (self_check(config, biased) or "").startswith("self-check FAILED: easy#1")
    assert self_check(ArenaConfig(_short(2), ("easy", "greedy"), 1, seed=1), lines) is None


def test_arena_command_json() -> None:
    out = run_cli(
        "arena", "--bots", "easy,greedy", "--matches", "4", "--rounds", "1", "--seed", "3", "--json"
    )
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert data["matches"] == 4 and data["deals"] == 2 and data["players"] == 2
    assert [r["bot"] for r in data["results"]] == ["easy", "greedy"]
    assert all(0 <= r["win_rate_95ci"][0] < r["win_rate_95ci"][1] <= 1 for r in data["results"])
    assert sum(r["wins"] for r in data["results"]) == pytest.approx(4)
    assert "arena: 4/4 matches" in out.stderr


def test_matches_means_matches() -> None:
    """Issue 37: ``--matches 2`` played 4 matches (2 deals, each in both seat rotations)."""
    out = run_cli("arena", "--bots", "easy,greedy", "--matches", "2", "--rounds", "1", "--json")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert data["matches"] == 2 and data["deals"] == 1
    assert "arena: 2/2 matches" in out.stderr


@pytest.mark.parametrize(
    ("args", "needle"),
    [
        (("--bots", "expert"), "at least two"),
        (("--bots", "greedy", "--agent", " "), "--agent needs a command"),
        (("--think", "0"), "--think"),
        (("--bots", "genius,greedy"), "unknown bot strategy 'genius'"),
        (("--bots", "greedy,greedy,greedy,greedy,greedy", "--ruleset", "express"), "2 to 4"),
        (("--matches", "0"), "--matches must be 2 to 100000"),
        (("--matches", "5"), "--matches must be a multiple of 2: each deal is played once per"),
        (("--bots", "easy,easy,easy", "--matches", "7"), "(6 or 9, not 7)"),
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


AGENT = f"{sys.executable} {Path(__file__).parents[2] / 'examples' / 'agent_greedy.py'}"


def test_an_agent_takes_a_seat_like_any_bot() -> None:
    """``--agent CMD`` plays its seat in every rotation, over the agent protocol."""
    out = run_cli(
        "arena", "--bots", "greedy", "--agent", AGENT, "--matches", "2", "--rounds", "1", "--json"
    )
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert data["labels"] == ["greedy", "agent:agent_greedy.py"]
    agent = data["results"][1]
    assert agent["matches"] == 2 and agent["decisions"] > 0 and agent["agent_failures"] == 0
    alone = run_cli(  # the default bot beside an agent (few playouts: only the labels count)
        "arena", "--agent", AGENT, "--matches", "2", "--rounds", "1", "--playouts", "8", "--json"
    )
    assert json.loads(alone.stdout)["labels"] == ["expert", "agent:agent_greedy.py"]


def test_a_failing_agent_is_flagged_not_counted_as_its_own() -> None:
    config = ArenaConfig(_short(1), ("greedy", "agent:false"), 1, seed=1)
    lines = summarize(config, run(config))
    assert lines[1].agent_failures == 2
    out = run_cli(
        "arena", "--bots", "greedy", "--agent", "false", "--matches", "2", "--rounds", "1"
    )
    assert out.returncode == 0, out.stderr
    assert "agent:false failed in 2 of 2 matches" in out.stdout
