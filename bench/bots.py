"""How strong the bot levels are: the arena tables behind the README's figures.

Runs ``mextrain arena`` configurations (duplicate matches, classic) and prints each table.
Never asserts. Usage: ``python bench/bots.py [--deals N] [--jobs J] [--only NAME]``.
"""

from __future__ import annotations

import argparse
import time

from mextrain.cli.arena import ArenaConfig, run, stderr_progress, summarize
from mextrain.protocol.rules.ruleset import preset

CONFIGS = {
    "easy-2": ("easy", "greedy"),
    "medium-2": ("medium", "greedy"),
    "hard-2": ("hard", "greedy"),
    "expert-2": ("expert", "greedy"),
    "expert-4": ("expert", "greedy", "greedy", "greedy"),
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deals", type=int, default=20, help="deals per configuration")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--only", action="append", choices=sorted(CONFIGS))
    parser.add_argument("--playouts", type=int, default=None, help="the expert's budget")
    args = parser.parse_args()
    for name in args.only or list(CONFIGS):
        bots = CONFIGS[name]
        config = ArenaConfig(preset("classic"), bots, args.deals, args.seed, args.playouts)
        start = time.perf_counter()
        results = run(config, args.jobs, stderr_progress)
        took = time.perf_counter() - start
        print(
            f"\n== {name}: {', '.join(bots)} | classic, {args.deals} deals x {len(bots)}"
            f" rotations = {len(results)} matches, seed {args.seed}, {took:.0f} s"
        )
        print(
            f"{'bot':<8} {'won':>7} {'95% CI':>13} {'fair':>5} {'pts/rnd':>8}"
            f" {'p50 ms':>8} {'p99 ms':>8} {'cpu p50':>8} {'cpu p99':>8} {'moves':>7}"
        )
        for line in summarize(config, results):
            print(
                f"{line.name:<8} {line.win_rate:>7.1%}"
                f" {line.win_low:>6.1%}-{line.win_high:<6.1%}"
                f" {line.seats / len(bots):>5.0%} {line.mean_round_score:>8.1f}"
                f" {line.think_p50 * 1000:>8.1f} {line.think_p99 * 1000:>8.1f}"
                f" {line.cpu_p50 * 1000:>8.1f} {line.cpu_p99 * 1000:>8.1f}"
                f" {line.decisions:>7}",
                flush=True,
            )


if __name__ == "__main__":
    main()
