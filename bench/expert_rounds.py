"""The expert's variants compared round by round: the fast A/B that tunes the expert.

A match is 13 rounds of noise; a round margin is one. Each deal here is one round (round index
``deal % rounds``) played once per seat rotation, by every variant, against the same opponent
bots on the same shuffles (duplicate and common deals), so the difference between two variants
is measured pairwise, deal by deal. Prints, per variant: the mean round margin (its score
against the mean of the others', higher is better) with its standard error, the paired
difference from the first variant with its error, the CPU time per decision with a choice, and
how many of its choices had nothing hidden (two seats, an empty boneyard: the exact endgame).
Never asserts. Tune on seeds below 10000 only (the arena's fresh seeds are 10000 and up).

Usage: ``python bench/expert_rounds.py --variants base,hard-model --opponent hard
[--ruleset classic] [--players 2] [--deals N] [--seed S] [--jobs J] [--every N]``.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import random
import time
from collections.abc import Callable
from dataclasses import replace

from mextrain.protocol.bots.endgame import solvable
from mextrain.protocol.bots.expert import (
    DEFAULT_MODEL,
    OWN_HARD,
    OWN_LEARNED,
    THINK_PLAYOUT_CAP,
    ExpertBot,
    Model,
    margin,
)
from mextrain.protocol.bots.infer import NO_EVIDENCE, sample_deck
from mextrain.protocol.bots.ismcts import IsmctsBot
from mextrain.protocol.bots.playout import Sim, planner_move
from mextrain.protocol.bots.simulate import round_deck
from mextrain.protocol.bots.strategies import Strategy, decide, strategy
from mextrain.protocol.rules import (
    Event,
    Phase,
    RoundState,
    Scoring,
    apply,
    legal_actions,
    new_round,
    score_round,
    view_for,
)
from mextrain.protocol.rules.ruleset import preset

VARIANTS: dict[str, Callable[[], Strategy]] = {
    "base": lambda: ExpertBot(),
    "greedy-model": lambda: ExpertBot(model=Model()),
    "own-planner": lambda: ExpertBot(model=Model(own_planner=True)),
    "planner-mix": lambda: ExpertBot(model=Model(own_planner=True, planner_share=0.5)),
    "all-planner": lambda: ExpertBot(model=Model(own_planner=True, planner_share=1.0)),
    "opp-planner": lambda: ExpertBot(model=Model(planner_share=1.0)),
    "base-1600": lambda: ExpertBot(playouts=1600),
    "base-100": lambda: ExpertBot(playouts=100),
    "infer-0.2": lambda: ExpertBot(model=Model(inference=0.2)),
    "infer-0.5": lambda: ExpertBot(model=Model(inference=0.5)),
    "infer-1": lambda: ExpertBot(model=Model(inference=1.0)),
    "hard-opp": lambda: ExpertBot(model=Model(hard_others=True)),
    "hard-all": lambda: ExpertBot(model=Model(hard_others=True, own_hard=True)),
    "fit": lambda: ExpertBot(model=Model(fit_others=True, hard_others=True)),
    "fit-all": lambda: ExpertBot(model=Model(fit_others=True, hard_others=True, own_hard=True)),
    "own-hard": lambda: ExpertBot(400, model=OWN_HARD),
    "previous": lambda: ExpertBot(400, model=OWN_HARD),
    "own-hard-1600": lambda: ExpertBot(playouts=1600, model=Model(own_hard=True)),
    "hard-all-1600": lambda: ExpertBot(playouts=1600, model=Model(hard_others=True, own_hard=True)),
    "hard-opp-1600": lambda: ExpertBot(playouts=1600, model=Model(hard_others=True)),
    "base-800": lambda: ExpertBot(playouts=800),
    "ismcts-400": lambda: IsmctsBot(playouts=400),
    "ismcts-800": lambda: IsmctsBot(playouts=800),
    "ismcts-1600": lambda: IsmctsBot(playouts=1600),
    "ismcts-400-c0.35": lambda: IsmctsBot(playouts=400, exploration=0.35),
    "ismcts-400-c1.5": lambda: IsmctsBot(playouts=400, exploration=1.5),
    "ismcts-400-planner": lambda: IsmctsBot(playouts=400, planners=True),
    "ismcts-400-own": lambda: IsmctsBot(playouts=400, modelled=True),
    "ismcts-400-own-planner": lambda: IsmctsBot(playouts=400, modelled=True, planners=True),
    "ismcts-halving": lambda: IsmctsBot(playouts=400, halving=True),
    "ismcts-halving-c1.5": lambda: IsmctsBot(playouts=400, halving=True, exploration=1.5),
    "ismcts-halving-own": lambda: IsmctsBot(playouts=400, halving=True, modelled=True),
    "ismcts-halving-800": lambda: IsmctsBot(playouts=800, halving=True),
    "ismcts-clock-0.5": lambda: IsmctsBot(THINK_PLAYOUT_CAP, think=0.5, clock=time.process_time),
    "ismcts-halving-own-clock-0.5": lambda: IsmctsBot(
        THINK_PLAYOUT_CAP, think=0.5, clock=time.process_time, halving=True, modelled=True
    ),
    "endgame": lambda: ExpertBot(model=Model(own_hard=True, endgame=True)),
    "endgame-deep": lambda: ExpertBot(
        model=Model(own_hard=True, endgame=True, endgame_deepen=True)
    ),
    "ismcts-hard": lambda: IsmctsBot(playouts=400, own_hard=True),
    "ismcts-halving-hard": lambda: IsmctsBot(playouts=400, halving=True, own_hard=True),
    "ismcts-halving-own-hard": lambda: IsmctsBot(
        playouts=400, halving=True, modelled=True, own_hard=True
    ),
    "particles": lambda: ExpertBot(model=Model(own_hard=True, particles=64)),
    "particles-128": lambda: ExpertBot(model=Model(own_hard=True, particles=128)),
    "particles-eps0.3": lambda: ExpertBot(
        model=Model(own_hard=True, particles=64, particle_eps=0.3)
    ),
    "particles-floor0.1": lambda: ExpertBot(
        model=Model(own_hard=True, particles=64, particle_floor=0.1)
    ),
    "particles-fit": lambda: ExpertBot(
        model=Model(own_hard=True, particles=64, particle_fit=True)
    ),
    "learned": lambda: ExpertBot(model=OWN_LEARNED),
    "learned-clock-0.1": lambda: ExpertBot(
        THINK_PLAYOUT_CAP, think=0.1, clock=time.process_time, model=OWN_LEARNED
    ),
    "base-clock-0.1": lambda: ExpertBot(THINK_PLAYOUT_CAP, think=0.1, clock=time.process_time),
    "decisive-2.5": lambda: ExpertBot(model=Model(own_hard=True, decisive=2.5)),
    "decisive-4": lambda: ExpertBot(model=Model(own_hard=True, decisive=4.0)),
    "decisive": lambda: ExpertBot(model=Model(own_hard=True, decisive=3.0)),
    "per-option-60": lambda: ExpertBot(model=Model(own_hard=True, decisive=3.0, per_option=60)),
    "cutoff-20-800": lambda: ExpertBot(800, model=_cut(20, 200)),
    "cutoff-12-800": lambda: ExpertBot(800, model=_cut(12, 200)),
    "cutoff-30-600": lambda: ExpertBot(600, model=_cut(30, 150)),
    "cutoff-20": lambda: ExpertBot(model=replace(OWN_HARD, cutoff=20)),
    "cutoff-20-decisive": lambda: ExpertBot(model=replace(OWN_HARD, cutoff=20, decisive=3.0)),
    "cutoff-30": lambda: ExpertBot(model=replace(OWN_HARD, cutoff=30)),
    "no-cut": lambda: ExpertBot(model=replace(DEFAULT_MODEL, cutoff=0)),
    "planner-bot": lambda: _planner_bot,
    "hard": lambda: strategy("hard"),
    "greedy": lambda: strategy("greedy"),
}


def _cut(steps: int, per_option: int) -> Model:
    """The default model, its playouts stopped after ``steps`` and valued by the learned
    cut-off value, with ``per_option`` playouts a legal move at most."""
    return replace(DEFAULT_MODEL, cutoff=steps, per_option=per_option)


def _planner_bot(state: RoundState, seat: int, rng: random.Random) -> Event:
    """The playouts' planner as a bot (reads its view only; the hidden tiles sampled)."""
    view = view_for(state, seat)
    actions = legal_actions(view, seat)
    if len(actions) == 1:
        return actions[0]
    sim = Sim.from_state(view, sample_deck(view, NO_EVIDENCE, rng))
    return sim.event(planner_move(sim, sim.legal()))


def _round(
    args: tuple[str, str, str, int, int, int],
) -> tuple[str, int, list[float], list[float], int, int]:
    """One deal's round, every rotation: the variant's margins, its CPU per choice, and its
    choices with nothing hidden (two seats, empty boneyard: :func:`endgame.solvable`) and the
    rotations that had one."""
    variant, opponent, ruleset, players, seed, deal = args
    rules = preset(ruleset)
    doubles = rules.round_doubles()
    index = deal % len(doubles)
    deck = round_deck(rules, doubles[index], random.Random(f"rounds-deck:{seed}:{deal}"))
    positive = rules.scoring is Scoring.POSITIVE
    margins: list[float] = []
    cpu: list[float] = []
    endgames = endgame_rounds = 0
    for me in range(players):
        bots = [VARIANTS[variant]() if s == me else strategy(opponent) for s in range(players)]
        rngs = [random.Random(f"rounds-bot:{seed}:{deal}:{s}:{s == me}") for s in range(players)]
        state = new_round(rules, players, index, deck)
        events = []
        reached = False
        while state.phase is not Phase.OVER:
            seat = state.turn
            choice = seat == me and len(legal_actions(state, seat)) > 1
            if choice and solvable(view_for(state, seat)):
                endgames += 1
                reached = True
            start = time.process_time()
            event = decide(bots[seat], state, seat, rngs[seat], events, None)
            if choice:
                cpu.append(time.process_time() - start)
            state = apply(state, event)
            events.append(event)
        scores = list(score_round(state).scores)
        margins.append(margin(scores, me, positive))
        endgame_rounds += reached
    return variant, deal, margins, cpu, endgames, endgame_rounds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--variants", default="base,own-planner")
    parser.add_argument("--opponent", default="hard")
    parser.add_argument("--ruleset", default="classic")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--deals", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--every", type=int, default=0, help="a partial report every N deals")
    args = parser.parse_args()
    names = [v.strip() for v in args.variants.split(",")]
    for n in names:
        if n not in VARIANTS:
            parser.error(f"unknown variant {n!r}; known: {', '.join(VARIANTS)}")
    tasks = [
        (n, args.opponent, args.ruleset, args.players, args.seed, d)
        for d in range(args.deals)
        for n in names
    ]
    per: dict[str, dict[int, float]] = {n: {} for n in names}
    cpu: dict[str, list[float]] = {n: [] for n in names}
    ends: dict[str, list[int]] = {n: [0, 0] for n in names}
    start = time.perf_counter()
    reported = 0
    with multiprocessing.get_context("spawn").Pool(args.jobs) as pool:
        for variant, deal, margins, spent, endgames, reached in pool.imap_unordered(_round, tasks):
            per[variant][deal] = sum(margins) / len(margins)
            cpu[variant].extend(spent)
            ends[variant][0] += endgames
            ends[variant][1] += reached
            done = [d for d in range(args.deals) if all(d in per[n] for n in names)]
            if args.every and len(done) >= reported + args.every and len(done) < args.deals:
                reported = len(done)
                _report(names, per, cpu, done, f"after {len(done)} deals", flush=True)
    took = time.perf_counter() - start
    title = (
        f"{args.deals} deals x {args.players} rotations, {args.ruleset}, {args.players} seats,"
        f" vs {args.opponent}, seed {args.seed}, {took:.0f} s"
    )
    _report(names, per, cpu, list(range(args.deals)), title)
    for n in names:
        choices, rounds = ends[n]
        print(
            f"{n:<14} nothing hidden (2 seats, empty boneyard): {choices} of its"
            f" {len(cpu[n])} choices, in {rounds} of {args.deals * args.players} rounds"
        )


def _report(
    names: list[str],
    per: dict[str, dict[int, float]],
    cpu: dict[str, list[float]],
    deals: list[int],
    title: str,
    flush: bool = False,
) -> None:
    """Each variant's mean margin over ``deals``, its paired difference from the first, and its
    CPU per decision (over every decision timed so far)."""
    print(title, flush=flush)
    first = names[0]
    for n in names:
        values = [per[n][d] for d in deals]
        diffs = [per[n][d] - per[first][d] for d in deals]
        spent = sorted(cpu[n])
        p50 = spent[len(spent) // 2] * 1000 if spent else 0.0
        p99 = spent[min(len(spent) - 1, int(len(spent) * 0.99))] * 1000 if spent else 0.0
        print(
            f"{n:<14} margin {_mean(values):+7.2f} +/- {_se(values):5.2f}"
            f"   vs {first}: {_mean(diffs):+6.2f} +/- {_se(diffs):5.2f}"
            f"   cpu p50 {p50:6.1f} ms p99 {p99:6.1f} ms ({len(spent)} choices)",
            flush=True,
        )


def _mean(xs: list[float]) -> float:
    return sum(xs) / len(xs) if xs else 0.0


def _se(xs: list[float]) -> float:
    if len(xs) < 2:
        return 0.0
    m = _mean(xs)
    return math.sqrt(sum((x - m) ** 2 for x in xs) / (len(xs) - 1) / len(xs))


if __name__ == "__main__":
    main()
