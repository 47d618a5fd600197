"""Rounds simulated per second by the rules engine: 4 greedy bots, each preset, one core.

Prints a table; never asserts. Usage: ``python bench/engine.py [--seconds S] [--players N]``.
Pin it to one core (``taskset -c 0``) for the "one core" figure. ``rounds/s`` is by the wall
clock; ``per CPU s`` divides by the process's own CPU time, which stays honest when the machine
is shared (other processes then only stretch the wall clock).
"""

from __future__ import annotations

import argparse
import random
import time

from mextrain.protocol.bots.simulate import play_round, round_deck
from mextrain.protocol.bots.strategies import greedy_strategy
from mextrain.protocol.rules.ruleset import PRESETS


def rounds_per_second(name: str, players: int, seconds: float) -> tuple[float, float, float]:
    """(rounds per wall second, rounds per CPU second, events per wall second)."""
    rules = PRESETS[name]
    doubles = rules.round_doubles()
    rng = random.Random(1)
    bots = [greedy_strategy] * players
    rngs = [random.Random(s) for s in range(players)]
    count = events = 0
    start, cpu = time.perf_counter(), time.process_time()
    while time.perf_counter() - start < seconds:
        index = count % len(doubles)
        played = play_round(
            rules, players, index, round_deck(rules, doubles[index], rng), bots, rngs
        )
        events += len(played.events)
        count += 1
    elapsed = time.perf_counter() - start
    cpu_used = max(time.process_time() - cpu, 1e-9)
    return count / elapsed, count / cpu_used, events / elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=2.0, help="time per preset")
    parser.add_argument("--players", type=int, default=4)
    args = parser.parse_args()
    print(f"{'preset':<16} {'rounds/s':>10} {'rounds/min':>11} {'per CPU s':>10} {'events/s':>10}")
    for name, rules in PRESETS.items():
        players = min(max(args.players, rules.min_players), rules.max_players)
        rps, cps, eps = rounds_per_second(name, players, args.seconds)
        print(f"{name:<16} {rps:>10.0f} {rps * 60:>11.0f} {cps:>10.0f} {eps:>10.0f}")


if __name__ == "__main__":
    main()
