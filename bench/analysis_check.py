"""Does ``mextrain analyze`` overstate? Its costliest verdicts re-measured with many more deals.

A match between bots of known levels is played on the engine (no log needed: the review reads
the same rounds a log holds), every decision is reviewed as ``analyze`` reviews it, and the
``--top`` costliest mistakes and blunders are measured again: the move played against the best
alternative the review named, on ``--check`` fresh paired deals each (seeds the review never
used), the other seats playing on as the bots they really were (``hard`` as ``hard``, the rest
greedy: what the playouts can model). Prints each verdict with its reported cost (the estimate
and the interval) beside the re-measured cost and its standard error, then: verdicts held (the
re-measured cost at least :data:`analysis.MISTAKE`) of those checked, the mean reported cost
and the mean sure cost (its interval's low end) against the mean re-measured cost, and how
many intervals hold the re-measured cost. Never asserts.

Usage: ``nice -n 10 python bench/analysis_check.py [--bots hard,greedy] [--ruleset classic]
[--rounds 4] [--seed 7] [--deals 48] [--check 400] [--top 10]``.
"""

from __future__ import annotations

import argparse
import math
import random
import time

from mextrain.protocol.bots import analysis
from mextrain.protocol.bots.expert import evaluate_all
from mextrain.protocol.bots.simulate import simulate_match
from mextrain.protocol.bots.strategies import strategy
from mextrain.protocol.rules import apply, new_round, view_for
from mextrain.protocol.rules.ruleset import preset

HARD_LEVELS = ("hard", "expert")
"""Levels the playouts model as ``hard`` (the rest greedy) when re-measuring."""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--bots", default="hard,greedy")
    parser.add_argument("--ruleset", default="classic")
    parser.add_argument("--rounds", type=int, default=4)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--deals", type=int, default=analysis.DEFAULT_DEALS)
    parser.add_argument("--check", type=int, default=400)
    parser.add_argument("--top", type=int, default=10)
    args = parser.parse_args()
    bots = [b.strip() for b in args.bots.split(",")]
    rules = preset(args.ruleset)
    players = len(bots)
    match = simulate_match(
        rules, players, [strategy(b) for b in bots], args.seed, rounds=args.rounds
    )
    rounds = [analysis.RoundPlay(i, p.deck, p.events) for i, p in enumerate(match.rounds)]
    names = [f"bot {s} ({b})" for s, b in enumerate(bots)]
    start = time.process_time()
    game = analysis.review_game(
        rules, players, rounds, seed=args.seed, deals=args.deals, names=names
    )
    spent = time.process_time() - start
    verdicts = [r for r in game.reviews if r.verdict in ("mistake", "blunder")]
    print(
        f"{args.ruleset}, {players} seats ({', '.join(bots)}), {len(rounds)} rounds, seed "
        f"{args.seed}: {len(game.reviews)} decisions reviewed at {args.deals} deals in "
        f"{spent:.0f} s CPU; {game.measured} measured on a second set; seats modelled "
        f"as {', '.join(m.kind for m in game.models)}; {len(verdicts)} mistakes and blunders "
        f"(intervals {1 - game.level:.0%} family-wise over the {game.measured})"
    )
    costliest = sorted(verdicts, key=lambda r: -r.cost)[: args.top]
    truth = sum(1 << s for s, b in enumerate(bots) if b in HARD_LEVELS)
    held = covered = 0
    sure: list[float] = []
    reported: list[float] = []
    measured: list[float] = []
    print("round move seat  reported (interval)        re-measured")
    for r in costliest:
        state = new_round(rules, players, r.round, rounds[r.round].tiles)
        for event in rounds[r.round].events[: r.event_index]:
            state = apply(state, event)
        rng = random.Random(f"analysis-check:{args.seed}:{r.round}:{r.event_index}")
        result = evaluate_all(
            view_for(state, r.seat),
            r.seat,
            rng,
            deals=args.check,
            history=rounds[r.round].events[: r.event_index],
            moves=(r.best, r.played),
            named=(1 << players) - 1,
            named_hard=truth,
        )
        diffs = [
            a - b for a, b in zip(result.samples[r.best], result.samples[r.played], strict=True)
        ]
        mean = sum(diffs) / len(diffs)
        sd = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (len(diffs) - 1))
        held += mean >= analysis.MISTAKE
        covered += r.sure_cost <= mean <= r.high
        sure.append(r.sure_cost)
        reported.append(r.cost)
        measured.append(mean)
        se = sd / math.sqrt(len(diffs))
        print(
            f"{r.round + 1:5} {r.event_index + 1:4} {r.seat:4}  {r.cost:6.1f} "
            f"({r.sure_cost:5.1f} to {r.high:5.1f})  {mean:8.1f} +/- {se:.1f}"
        )
    if costliest:
        print(
            f"verdicts held: {held} of {len(costliest)} (re-measured cost >= "
            f"{analysis.MISTAKE:g}); reported cost {sum(reported) / len(reported):.1f} points "
            f"on average against {sum(measured) / len(measured):.1f} re-measured "
            f"({args.check} paired deals each); the sure cost (the interval's low end) "
            f"{sum(sure) / len(sure):.1f}; re-measured cost inside the interval: {covered} of "
            f"{len(costliest)}"
        )
    else:
        print("no mistakes or blunders to check")


if __name__ == "__main__":
    main()
