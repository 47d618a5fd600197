"""Fit the expert's cut-off value by self-play on the simulator, and write it.

Reproduces ``protocol/bots/cutoff_model.json`` (:mod:`mextrain.protocol.bots.cutoff`): the same
seed and sizes give the same file, byte for byte (one process, a fixed order of every random
draw and every sum). Each sample deals a classic round (2, 3 or 4 seats, round chosen at random),
plays it as the expert's playouts do (one seat ``hard``, the others greedy) for a random number
of steps, takes every seat's :data:`cutoff.FEATURES` there, and plays on to the end: the target
is each seat's score (pips left). The weights are the least-squares fit (a small ridge keeps the
system well posed). Prints the fit's error on held-out samples (every fifth) against the
simplest value, the pips held now. Asserts nothing.

Usage: ``nice -n 10 python bench/train_value.py [--seed 1] [--samples 20000]
[--out protocol/bots/cutoff_model.json]``. Seeds below 10000 only.
"""

from __future__ import annotations

import argparse
import math
import random
import time
from pathlib import Path

from mextrain.protocol.bots.cutoff import FEATURES, ValueModel, seat_features
from mextrain.protocol.bots.playout import run_greedy
from mextrain.protocol.bots.sim import Sim
from mextrain.protocol.bots.simulate import round_deck
from mextrain.protocol.rules.ruleset import preset

RIDGE = 1e-3
MAX_STEPS = 80
"""The random cut-off point is 1 to this many steps into the round."""


def samples(seed: int, count: int) -> list[tuple[list[float], float, float, bool]]:
    """``(features, pips now, final score, held out)`` for every seat of ``count`` stopped
    rounds."""
    rules = preset("classic")
    doubles = rules.round_doubles()
    out = []
    for k in range(count):
        rng = random.Random(f"cutoff-value:{seed}:{k}")
        players = 2 + k % 3
        index = rng.randrange(len(doubles))
        sim = Sim.new_round(rules, players, index, round_deck(rules, doubles[index], rng))
        hards = 1 << rng.randrange(players)
        run_greedy(sim, hards=hards, stop=rng.randint(1, MAX_STEPS))
        if sim.over:
            continue
        rows = [(seat_features(sim, s, hards), float(sim.pips_left(s))) for s in range(players)]
        run_greedy(sim, hards=hards)
        final = sim.scores()
        out += [(f, now, float(final[s]), k % 5 == 0) for s, (f, now) in enumerate(rows)]
    return out


def fit(rows: list[tuple[list[float], float]]) -> list[float]:
    """Least squares with a ridge: solve (X'X + rI) w = X'y by Gaussian elimination."""
    n = len(FEATURES)
    a = [[0.0] * n for _ in range(n)]
    b = [0.0] * n
    for x, y in rows:
        for i in range(n):
            b[i] += x[i] * y
            for j in range(n):
                a[i][j] += x[i] * x[j]
    for i in range(n):
        a[i][i] += RIDGE * len(rows)
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        b[col], b[pivot] = b[pivot], b[col]
        for r in range(n):
            if r != col:
                factor = a[r][col] / a[col][col]
                for j in range(col, n):
                    a[r][j] -= factor * a[col][j]
                b[r] -= factor * b[col]
    return [b[i] / a[i][i] for i in range(n)]


def rmse(pairs: list[tuple[float, float]]) -> float:
    return math.sqrt(sum((p - y) ** 2 for p, y in pairs) / len(pairs))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--samples", type=int, default=20000)
    parser.add_argument("--out", type=Path, default=Path("protocol/bots/cutoff_model.json"))
    args = parser.parse_args()
    start = time.process_time()
    data = samples(args.seed, args.samples)
    train = [(f, y) for f, _, y, held in data if not held]
    test = [(f, now, y) for f, now, y, held in data if held]
    weights = fit(train)
    fitted = [
        (max(0.0, sum(w * x for w, x in zip(weights, f, strict=True))), y) for f, _, y in test
    ]
    held = rmse(fitted)
    naive = rmse([(now, y) for _, now, y in test])
    mean = sum(y for _, _, y in test) / len(test)
    flat = rmse([(mean, y) for _, _, y in test])
    figures = (
        f"{len(train)} seat rows fitted, {len(test)} held out: error {held:.2f} pips"
        f" (the pips held now: {naive:.2f}; the mean: {flat:.2f})"
    )
    print(figures, f"({time.process_time() - start:.0f} s CPU)")
    command = f"bench/train_value.py --seed {args.seed} --samples {args.samples}"
    model = ValueModel(tuple(weights), f"{command}: {figures}")
    args.out.write_text(model.to_json() + "\n")
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
