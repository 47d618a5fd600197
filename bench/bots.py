"""How strong the bot levels are: the arena tables behind the README's figures.

Runs ``mextrain arena`` configurations (duplicate matches: each deal once per seat rotation)
and prints, for every player, its wins of its matches with a 95% interval (Wilson, widened for
deals whose rotations vary together), points per round and think time (wall and CPU, p50 and
p99). Never asserts. The default seed is 10000: the seeds the bots were tuned on are below it.

Usage: ``python bench/bots.py [--deals N] [--jobs J] [--only NAME ...] [--seed S]``.
``clock-8`` measures the live table's default clock (the expert at 8 seats with
``node.agent.EXPERT_THINK`` on the wall clock): its p99 wall time per move is the figure.
"""

from __future__ import annotations

import argparse
import time
from dataclasses import dataclass, replace

from mextrain.cli.arena import ArenaConfig, run, self_check, stderr_progress, summarize
from mextrain.node.agent import EXPERT_THINK
from mextrain.protocol.rules.ruleset import preset


@dataclass(frozen=True)
class Bench:
    bots: tuple[str, ...]
    ruleset: str = "classic"
    rounds: int | None = None
    think: float | None = None


CONFIGS = {
    "easy-2": Bench(("easy", "greedy")),
    "medium-2": Bench(("medium", "greedy")),
    "hard-2": Bench(("hard", "greedy")),
    "expert-2": Bench(("expert", "greedy")),
    "expert-hard-2": Bench(("expert", "hard")),
    "expert-express-2": Bench(("expert", "greedy"), ruleset="express"),
    "expert-4": Bench(("expert", "greedy", "greedy", "greedy")),
    "expert-hard-4": Bench(("expert", "hard", "hard", "hard")),
    "self-expert-2": Bench(("expert", "expert")),
    "self-easy-2": Bench(("easy", "easy")),
    "clock-8": Bench(("expert",) + ("greedy",) * 7, rounds=3, think=EXPERT_THINK),
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deals", type=int, default=20, help="deals per configuration")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--seed", type=int, default=10_000)
    parser.add_argument("--only", action="append", choices=sorted(CONFIGS))
    parser.add_argument("--playouts", type=int, default=None, help="the expert's budget")
    args = parser.parse_args()
    for name in args.only or list(CONFIGS):
        bench = CONFIGS[name]
        rules = preset(bench.ruleset)
        if bench.rounds is not None:
            rules = replace(rules, rounds=bench.rounds)
        config = ArenaConfig(rules, bench.bots, args.deals, args.seed, args.playouts, bench.think)
        start = time.perf_counter()
        results = run(config, args.jobs, stderr_progress)
        took = time.perf_counter() - start
        clock = f", expert clock {bench.think} s" if bench.think else ""
        print(
            f"\n== {name}: {', '.join(bench.bots)} | {rules.name}, {rules.rounds} rounds,"
            f" {args.deals} deals x {len(bench.bots)} rotations = {len(results)} matches,"
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


if __name__ == "__main__":
    main()
