"""How strong the bot levels are: the arena tables behind the README's figures.

Runs ``mextrain arena`` configurations (duplicate matches: each deal once per seat rotation)
and prints, for every player, its wins of its matches with a 95% interval (Wilson, widened for
deals whose rotations vary together), points per round and think time (wall and CPU, p50 and
p99), and the first seat's margin a round with its 95% interval over the deals. Never asserts.
The default seed is 10000: the seeds the bots were tuned on are below it.

Usage: ``python bench/bots.py [--deals N] [--jobs J] [--only NAME ...] [--seed S]``; each
table has its own number of deals by default. Last, every figure issue 21 names, with its
interval, its match count and whether its goal is met.
``clock-8`` measures the live table's default clock (the expert at 8 seats with
``node.agent.EXPERT_THINK`` on the wall clock): its p99 wall time per move is the figure.
"""

from __future__ import annotations

import argparse
import math
import time
from dataclasses import dataclass, replace

from mextrain.cli.arena import (
    ArenaConfig,
    BotLine,
    MatchResult,
    run,
    self_check,
    stderr_progress,
    summarize,
)
from mextrain.node.agent import EXPERT_THINK
from mextrain.protocol.bots.expert import margin
from mextrain.protocol.rules import Scoring
from mextrain.protocol.rules.ruleset import preset


@dataclass(frozen=True)
class Goal:
    """A figure issue 21 names: the first seat's win share, at least ``share``; or, for a
    clock table, its p99 wall time per move, at most ``p99`` seconds."""

    what: str
    share: float | None = None
    p99: float | None = None


@dataclass(frozen=True)
class Bench:
    bots: tuple[str, ...]
    ruleset: str = "classic"
    rounds: int | None = None
    think: float | None = None
    deals: int = 20
    """Deals by default: enough for an interval of about +/-8 points where CPU allows (a
    two-seat share near 75% needs about 115 matches, a four-seat one near 50% about 150)."""
    goal: Goal | None = None


CONFIGS = {
    "easy-2": Bench(("easy", "greedy"), deals=60),
    "medium-2": Bench(("medium", "greedy"), deals=75),
    "hard-2": Bench(("hard", "greedy"), deals=40),
    "expert-2": Bench(
        ("expert", "greedy"), deals=30, goal=Goal("expert vs greedy, 2 seats (issue: 95%)")
    ),
    "expert-hard-2": Bench(
        ("expert", "hard"), deals=58, goal=Goal("expert vs hard, 2 seats classic", share=0.9)
    ),
    "expert-express-2": Bench(
        ("expert", "greedy"),
        ruleset="express",
        deals=58,
        goal=Goal("expert vs greedy, 2 seats express", share=0.9),
    ),
    "expert-4": Bench(
        ("expert", "greedy", "greedy", "greedy"),
        deals=20,
        goal=Goal("lone expert vs three greedy, 4 seats (issue: 72%)"),
    ),
    "expert-hard-4": Bench(
        ("expert", "hard", "hard", "hard"),
        deals=38,
        goal=Goal("lone expert vs three hard, 4 seats", share=0.5),
    ),
    "self-expert-2": Bench(("expert", "expert"), deals=20),
    "self-easy-2": Bench(("easy", "easy"), deals=75),
    "clock-8": Bench(
        ("expert",) + ("greedy",) * 7,
        rounds=3,
        think=EXPERT_THINK,
        deals=4,
        goal=Goal("the live clock, 8 seats: p99 wall per move", p99=1.0),
    ),
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument(
        "--deals", type=int, default=None, help="deals per configuration (default: its own)"
    )
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--seed", type=int, default=10_000)
    parser.add_argument("--only", action="append", choices=sorted(CONFIGS))
    parser.add_argument("--playouts", type=int, default=None, help="the expert's budget")
    args = parser.parse_args()
    verdicts: list[str] = []
    for name in args.only or list(CONFIGS):
        bench = CONFIGS[name]
        deals = args.deals or bench.deals
        rules = preset(bench.ruleset)
        if bench.rounds is not None:
            rules = replace(rules, rounds=bench.rounds)
        config = ArenaConfig(rules, bench.bots, deals, args.seed, args.playouts, bench.think)
        start = time.perf_counter()
        results = run(config, args.jobs, stderr_progress)
        took = time.perf_counter() - start
        clock = f", expert clock {bench.think} s" if bench.think else ""
        print(
            f"\n== {name}: {', '.join(bench.bots)} | {rules.name}, {rules.rounds} rounds,"
            f" {deals} deals x {len(bench.bots)} rotations = {len(results)} matches,"
            f" seed {args.seed}{clock}, {took:.0f} s"
        )
        print(
            f"{'bot':<10} {'won':>12} {'rate':>6} {'95% CI':>12} {'fair':>5} {'pts/rnd':>8}"
            f" {'p50 ms':>8} {'p99 ms':>8} {'cpu p50':>8} {'cpu p99':>8} {'moves':>7}"
        )
        lines = summarize(config, results)
        for line in lines:
            won = f"{line.wins:g} of {line.matches}"
            interval = f"{line.win_low:.1%}-{line.win_high:.1%}"
            print(
                f"{line.name:<10} {won:>12} {line.win_rate:>6.1%} {interval:>12}"
                f" {line.fair:>5.0%} {line.mean_round_score:>8.1f}"
                f" {line.think_p50 * 1000:>8.1f} {line.think_p99 * 1000:>8.1f}"
                f" {line.cpu_p50 * 1000:>8.1f} {line.cpu_p99 * 1000:>8.1f}"
                f" {line.decisions:>7}",
                flush=True,
            )
        check = self_check(config, lines)
        if check:
            print(check)
        edge = round_margin(config, results, rules.scoring is Scoring.POSITIVE)
        print(edge)
        if bench.goal is not None:
            verdicts.append(goal_line(name, bench.goal, lines[0], args.seed, took) + f"; {edge}")
    if verdicts:
        print("\n== issue 21's figures (the first seat of each table)")
        for line in verdicts:
            print(line)


def round_margin(config: ArenaConfig, results: list[MatchResult], positive: bool) -> str:
    """The first seat's margin a round (its score against the mean of the others', higher is
    better), averaged per deal over its rotations and rounds, with a 95% interval over the
    deals (their rotations share the tiles, so the deal is the independent unit)."""
    first = config.labels[0]
    per_deal: dict[int, list[float]] = {}
    for r in results:
        seat = r.seats.index(first)
        for scores in r.round_scores:
            per_deal.setdefault(r.deal, []).append(margin(scores, seat, positive))
    means = [sum(v) / len(v) for v in per_deal.values()]
    n = len(means)
    mean = sum(means) / n
    se = math.sqrt(sum((m - mean) ** 2 for m in means) / (n - 1) / n) if n > 1 else 0.0
    return (
        f"{first} margin {mean:+.1f} points a round, 95% CI {mean - 1.96 * se:+.1f} to"
        f" {mean + 1.96 * se:+.1f} (+/- {se:.1f} s.e.), over {n} deals, {len(results)} matches"
    )


def goal_line(name: str, goal: Goal, line: BotLine, seed: int, took: float) -> str:
    """One figure of the issue: what was measured, its interval and count, and against the
    goal, met (the whole interval on the goal's side), not met, or not decided."""
    if goal.p99 is not None:
        verdict = "met" if line.think_p99 <= goal.p99 else "not met"
        return (
            f"{goal.what}: p50 {line.think_p50 * 1000:.0f} ms, p99 {line.think_p99 * 1000:.0f}"
            f" ms wall (CPU p99 {line.cpu_p99 * 1000:.0f} ms) over {line.decisions} moves,"
            f" {line.matches} matches, seed {seed}, {took:.0f} s [{name}]:"
            f" goal <= {goal.p99 * 1000:.0f} ms, {verdict}"
        )
    text = (
        f"{goal.what}: {line.name} won {line.wins:g} of {line.matches} matches,"
        f" {line.win_rate:.1%} (95% CI {line.win_low:.1%}-{line.win_high:.1%},"
        f" +/-{(line.win_high - line.win_low) * 50:.1f} points), seed {seed}, {took:.0f} s [{name}]"
    )
    if goal.share is None:
        return text
    if line.win_low >= goal.share:
        verdict = "met"
    elif line.win_high < goal.share:
        verdict = "not met"
    else:
        verdict = "not decided (the interval holds it)"
    return f"{text}: goal >= {goal.share:.0%}, {verdict}"


if __name__ == "__main__":
    main()
