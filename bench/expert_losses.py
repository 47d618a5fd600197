"""Where the expert's points go: each of its decisions judged by a much stronger search.

Replays expert-vs-``hard`` rounds (tuning seeds, below 10000) and, at every decision of the
expert with a choice, asks a judge that sees only the seat's view (the same sampled deals
the expert draws, but many more of them, every playout to the end, the other seats played on
as the ``hard`` they are) which move is best, on one set of deals, then measures that move's
margin over the expert's on an independent set, so a loss is not the best of several noisy
means (it can come out negative). The losses are attributed to kinds of decision: the phase
of the round, which trains the choice was between, what the expert played against what the
judge would, and a few situations (an open double to satisfy, a double among the options,
two tiles left). Prints a table per dimension: decisions, the share where the expert's move
differs from the judge's, the mean loss with its 95% interval, and the loss a round.

A decision where the two agree costs 0. The judge plays on with ``hard``'s continuation, so
it is stronger than the expert mostly by its deals and its full playouts; what it cannot see,
it cannot judge. Never asserts.

Usage: ``python bench/expert_losses.py [--players 2] [--deals N] [--seed S]
[--judge-deals N] [--ruleset classic]``.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import time
from collections import defaultdict
from dataclasses import dataclass

from mextrain.protocol.bots.expert import ExpertBot, _legal_prefix, _line, evaluate_all, margin
from mextrain.protocol.bots.playout import Sim, playout
from mextrain.protocol.bots.simulate import round_deck
from mextrain.protocol.bots.strategies import decide, strategy
from mextrain.protocol.rules import (
    MEXICAN,
    Event,
    Pass,
    Phase,
    Play,
    RoundState,
    Scoring,
    apply,
    legal_actions,
    new_round,
    view_for,
)
from mextrain.protocol.rules.ruleset import preset


@dataclass(frozen=True)
class Decision:
    """One choice of the expert, its kinds and the loss the judge measured."""

    tags: dict[str, list[str]]
    """Each dimension's kinds (a decision may be of several situations at once)."""
    differs: bool
    loss: float
    hindsight: float = 0.0
    """The oracle's regret: the best move's margin over the expert's on the true deal, every
    seat played on as ``hard`` (what seeing every hand and the boneyard would be worth here)."""


def train_kind(view: RoundState, seat: int, event: Event) -> str:
    """What a move is: a play on the seat's own train, the Mexican, another seat's, or a pass
    (plus ``+dbl`` when it plays a double)."""
    if isinstance(event, Pass):
        return "pass"
    if not isinstance(event, Play):
        return type(event).__name__.lower()
    where = "own" if event.train == seat else "mex" if event.train == MEXICAN else "other"
    return where + ("+dbl" if event.tile[0] == event.tile[1] else "")


def phase_of(view: RoundState, start_boneyard: int) -> str:
    """The phase of the round at a decision: building the first train, then by the boneyard
    left (more than a third of it: early; some: late; none: empty)."""
    if view.building():
        return "1 build first train"
    left = view.boneyard_count
    if left == 0:
        return "4 boneyard empty"
    return "2 early" if left * 3 > start_boneyard else "3 late"


def tags_of(
    view: RoundState, seat: int, actions: list[Event], played: Event, best: Event, start: int
) -> dict[str, list[str]]:
    """The kinds a decision belongs to, per dimension of the report."""
    kinds = sorted({train_kind(view, seat, a).split("+")[0] for a in actions})
    doubles = any(isinstance(a, Play) and a.tile[0] == a.tile[1] for a in actions)
    hand = len(view.hands[seat])
    situation = []
    if view.open_doubles:
        situation.append("open double to satisfy")
    if doubles:
        situation.append("a double among options")
    if hand <= 2:
        situation.append(f"{hand} tile(s) in hand")
    if any(view.train(s).marker for s in range(view.players) if s != seat):
        situation.append("another's train marked")
    if view.train(seat).marker:
        situation.append("own train marked")
    switch = f"{train_kind(view, seat, played)} -> {train_kind(view, seat, best)}"
    return {
        "phase": [phase_of(view, start)],
        "options": ["+".join(kinds) + (" (dbl)" if doubles else "")],
        "expert -> judge": [switch if played != best else "same"],
        "situation": situation or ["none of these"],
        "moves": [str(min(len(actions), 6)) + ("+" if len(actions) >= 6 else "")],
    }


def judge(
    view: RoundState,
    seat: int,
    history: list[Event],
    played: Event,
    deals: int,
    key: str,
) -> tuple[Event, float]:
    """The judge's best move (chosen on one set of deals) and its margin over ``played``
    measured on an independent set (0 when they are the same move)."""
    others = ((1 << view.players) - 1) & ~(1 << seat)
    first = evaluate_all(
        view,
        seat,
        random.Random(f"{key}:a"),
        deals=deals,
        history=history,
        named=others,
        named_hard=others,
    )
    best = first.event
    if best == played:
        return best, 0.0
    second = evaluate_all(
        view,
        seat,
        random.Random(f"{key}:b"),
        deals=deals,
        history=history,
        named=others,
        named_hard=others,
        moves=[best, played],
    )
    return best, second.means[best] - second.means[played]


def hindsight(state: RoundState, seat: int, actions: list[Event], played: Event) -> float:
    """The oracle's regret at a decision: on the true deal (every hand and the boneyard's
    order), each move played out with every seat as ``hard`` (deterministic, so one playout
    is its value), the best one's margin over ``played``. Mixes the worth of what the seat
    cannot see with the decision's own loss."""
    positive = state.rules.scoring is Scoring.POSITIVE
    everyone = (1 << state.players) - 1
    base = Sim.from_state(state)
    values = {}
    for action in actions:
        sim = base.copy()
        for move in _legal_prefix(base, _line(view_for(state, seat), seat, action)):
            sim.apply(move)
        values[action] = margin(playout(sim, hards=everyone), seat, positive)
    return max(values.values()) - values[played]


def play_round(
    ruleset: str, players: int, seed: int, deal: int, me: int, deals: int
) -> list[Decision]:
    """One round, the expert in seat ``me`` and ``hard`` in every other, each decision of the
    expert with a choice judged."""
    rules = preset(ruleset)
    doubles = rules.round_doubles()
    index = deal % len(doubles)
    deck = round_deck(rules, doubles[index], random.Random(f"losses-deck:{seed}:{deal}"))
    bots = [ExpertBot() if s == me else strategy("hard") for s in range(players)]
    rngs = [random.Random(f"losses-bot:{seed}:{deal}:{s}:{s == me}") for s in range(players)]
    state = new_round(rules, players, index, deck)
    start = len(deck) - sum(len(h) for h in state.hands)
    history: list[Event] = []
    out: list[Decision] = []
    while state.phase is not Phase.OVER:
        seat = state.turn
        event = decide(bots[seat], state, seat, rngs[seat], history, None)
        if seat == me:
            view = view_for(state, seat)
            actions = legal_actions(view, seat)
            if len(actions) > 1:
                key = f"losses-judge:{seed}:{deal}:{me}:{len(history)}"
                best, loss = judge(view, seat, history, event, deals, key)
                tags = tags_of(view, seat, actions, event, best, start)
                regret = hindsight(state, seat, actions, event)
                out.append(Decision(tags, best != event, loss, regret))
        state = apply(state, event)
        history.append(event)
    return out


def report(decisions: list[Decision], rounds: int) -> None:
    """A table per dimension: kind, decisions, share differing, mean loss with its 95%
    interval, and the loss a round."""
    total = sum(d.loss for d in decisions)
    regret = sum(d.hindsight for d in decisions) / rounds
    print(
        f"{len(decisions)} decisions in {rounds} rounds; loss a round {total / rounds:+.2f}"
        f" (the oracle's regret, in hindsight: {regret:+.2f})"
    )
    for dim in decisions[0].tags if decisions else []:  # situations overlap; the rest add up
        groups: dict[str, list[Decision]] = defaultdict(list)
        for d in decisions:
            for kind in d.tags[dim]:
                groups[kind].append(d)
        print(
            f"\n{dim:<34} {'n':>5} {'differ':>7} {'mean loss':>10} {'95% CI':>17}"
            f" {'/round':>7} {'oracle/round':>12}"
        )
        for kind, ds in sorted(groups.items(), key=lambda kv: -sum(d.loss for d in kv[1])):
            losses = [d.loss for d in ds]
            mean = sum(losses) / len(losses)
            half = 1.96 * _sd(losses) / math.sqrt(len(losses)) if len(losses) > 1 else 0.0
            differ = sum(d.differs for d in ds) / len(ds)
            print(
                f"{kind[:34]:<34} {len(ds):>5} {differ:>6.0%} {mean:>+10.2f}"
                f" {mean - half:>+8.2f}..{mean + half:<+7.2f} {sum(losses) / rounds:>+7.2f}"
                f" {sum(d.hindsight for d in ds) / rounds:>+12.2f}"
            )


def _sd(xs: list[float]) -> float:
    m = sum(xs) / len(xs)
    return math.sqrt(sum((x - m) ** 2 for x in xs) / (len(xs) - 1))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--ruleset", default="classic")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--deals", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--judge-deals", type=int, default=300)
    parser.add_argument("--save", help="write every decision's kinds and loss to this JSON file")
    parser.add_argument("--load", help="print the tables of a file --save wrote, and stop")
    args = parser.parse_args()
    if args.load:
        with open(args.load) as f:
            saved = json.load(f)
        rows = [
            Decision(r["tags"], r["differs"], r["loss"], r.get("oracle", 0.0))
            for r in saved["decisions"]
        ]
        report(rows, saved["rounds"])
        return
    if args.seed >= 10000:
        parser.error("tune on seeds below 10000 (10000 and up are the arena's fresh seeds)")
    decisions: list[Decision] = []
    rounds = 0
    started = time.perf_counter()
    for deal in range(args.deals):
        for me in range(args.players):
            decisions += play_round(
                args.ruleset, args.players, args.seed, deal, me, args.judge_deals
            )
            rounds += 1
        print(f"deal {deal + 1}: {time.perf_counter() - started:.0f} s", flush=True)
    print(
        f"\n{args.ruleset}, {args.players} seats, expert vs hard, seed {args.seed},"
        f" {args.deals} deals x {args.players} rotations, judge {args.judge_deals} deals a set"
    )
    report(decisions, rounds)
    if args.save:
        with open(args.save, "w") as f:
            rows = [
                {"tags": d.tags, "differs": d.differs, "loss": d.loss, "oracle": d.hindsight}
                for d in decisions
            ]
            json.dump({"rounds": rounds, "decisions": rows}, f)


if __name__ == "__main__":
    main()
