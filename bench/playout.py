"""The playout simulator against the engine, side by side: rounds per CPU-second, one core.

Both play the same shuffled decks with 4 greedy players (the simulator's greedy policy makes
exactly the greedy bot's moves, so the games are identical and the check below proves it).
Timed in CPU time (``time.process_time``), so a busy shared machine skews the figures less.
Prints a table; never asserts. Usage: ``python bench/playout.py [--seconds S] [--players N]``.
"""

from __future__ import annotations

import argparse
import random
import time

from mextrain.protocol.bots.playout import Sim, playout
from mextrain.protocol.bots.simulate import play_round, round_deck
from mextrain.protocol.bots.strategies import greedy_strategy
from mextrain.protocol.rules.ruleset import PRESETS, Ruleset
from mextrain.protocol.rules.tiles import Tile

POOL = 4000
"""Shuffled decks made before timing; both sides cycle through the same ones."""


def decks(rules: Ruleset, count: int) -> list[tuple[int, list[Tile]]]:
    rng = random.Random(1)
    doubles = rules.round_doubles()
    return [
        (i % len(doubles), round_deck(rules, doubles[i % len(doubles)], rng)) for i in range(count)
    ]


def engine_rate(rules: Ruleset, players: int, seconds: float) -> tuple[float, list[list[int]]]:
    bots = [greedy_strategy] * players
    rngs = [random.Random(s) for s in range(players)]
    scores = []
    todo = decks(rules, POOL)
    start = time.process_time()
    while time.process_time() - start < seconds:
        index, deck = todo[len(scores) % POOL]
        played = play_round(rules, players, index, deck, bots, rngs)
        scores.append(list(played.outcome.scores))
    return len(scores) / (time.process_time() - start), scores


def sim_rate(rules: Ruleset, players: int, seconds: float) -> tuple[float, list[list[int]]]:
    scores = []
    todo = decks(rules, POOL)
    start = time.process_time()
    while time.process_time() - start < seconds:
        index, deck = todo[len(scores) % POOL]
        scores.append(playout(Sim.new_round(rules, players, index, deck)))
    return len(scores) / (time.process_time() - start), scores


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=2.0, help="time per preset and side")
    parser.add_argument("--players", type=int, default=4)
    args = parser.parse_args()
    print(f"{'preset':<16} {'engine r/cpu-s':>14} {'sim r/cpu-s':>11} {'speed-up':>9}  same games")
    for name, rules in PRESETS.items():
        players = min(max(args.players, rules.min_players), rules.max_players)
        engine, engine_scores = engine_rate(rules, players, args.seconds)
        sim, sim_scores = sim_rate(rules, players, args.seconds)
        n = min(len(sim_scores), len(engine_scores))
        same = sim_scores[:n] == engine_scores[:n]
        print(f"{name:<16} {engine:>14.0f} {sim:>11.0f} {sim / engine:>8.1f}x  {same}")


if __name__ == "__main__":
    main()
