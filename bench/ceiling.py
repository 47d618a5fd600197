"""How strong could any bot be? An oracle that sees every hidden tile, in the arena's format.

Issue 21 asks for an expert that wins 90% of its matches. Whether that is reachable depends on
how much of a match is decided by the deal. This bench measures a ceiling: an ORACLE that is
given the true round (the other hands and the boneyard in draw order) and knows each other
seat's real policy (``hard`` or greedy, both deterministic), so it searches a game with no
hidden information and no chance left in it: each of its candidate moves is played out to the
end of the round with the real opponents' moves, on the playout simulator the expert uses
(:mod:`mextrain.protocol.bots.playout`, ``hard`` on it from :mod:`.hard_sim`), and valued as
the expert values a round (:func:`expert.match_value`: the margin plus the chance of winning
the match). ``--level 1`` (the default) plays on as ``hard`` after each candidate, as the
expert's playouts do; ``--level 2`` plays on as the level-1 oracle, re-searching each later
decision of its own. It is not told future rounds. Between it and the expert, ``oracle-hands``
sees the other hands but not the boneyard's order (:data:`HANDS`).

The oracles live only here: no bot level, no CLI name, and no product module imports them.
The product's bots never peek (``tests/protocol/bots``); these peek on purpose, to say how
much a bot that sees more could win. Matches are the arena's duplicate matches (``cli.arena``:
every deal once per seat rotation, the same shuffles and player streams, the same Wilson
intervals widened for deals); the expert, the reference, is played by
``cli.arena.play_match`` on the same deals, and each pair is compared deal for deal; the
oracle plays through the same loop, as its ``player0``.

Usage: ``nice -n 10 python bench/ceiling.py [--only hard-2 express-2 hard-4] [--players
oracle oracle-hands expert] [--deals N] [--reference-deals M] [--seed 70000] [--level 1]
[--jobs J] [--minutes T] [--save FILE] [--load FILE ...]``. ``--save`` appends every match as
a JSON line and ``--load`` reports saved ones with the fresh, so runs made apart (one process
per core) pair up; a match already in a ``--load`` file is not played again (a run resumes);
``--players`` with no name only reports what ``--load`` gives. Prints, per table and player:
matches won (ties split) of matches played, the rate, its 95% interval,
points per round, CPU per decision with a choice; at two seats the round margin and what a
normal model of the match makes of it; then the paired comparisons. Asserts nothing. Seeds
70000 and up were never used to tune anything.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import multiprocessing.pool
import random
import time
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from statistics import NormalDist

from mextrain.cli.arena import (
    ArenaConfig,
    BotLine,
    Decider,
    MatchResult,
    SeatPlayer,
    play_match,
    summarize,
)
from mextrain.cli.arena_stats import Z95, percentile
from mextrain.protocol.bots.expert import ROUND_SPREAD, match_value
from mextrain.protocol.bots.hard_sim import hard_move
from mextrain.protocol.bots.playout import Move, Sim, greedy_move, playout
from mextrain.protocol.bots.simulate import MAX_EVENTS_PER_ROUND
from mextrain.protocol.errors import LocalError
from mextrain.protocol.rules import (
    Event,
    RoundState,
    Scoring,
)
from mextrain.protocol.rules.ruleset import preset

ORACLE = "oracle"
"""Sees every hidden tile: the other hands and the boneyard in draw order."""
HANDS = "oracle-hands"
"""Sees the other hands but not the boneyard's order: it averages :data:`BONEYARD_SAMPLES`
shuffles of the boneyard (what is in it follows from the hands), level 1 only. Between the
two: how much of the oracle's edge is the other hands, how much the draws to come."""
REFERENCE = "expert"
PLAYERS = (ORACLE, HANDS, REFERENCE)

BONEYARD_SAMPLES = 32
"""Boneyard orders per decision of :data:`HANDS`."""

SimPolicy = Callable[[Sim, list[Move]], Move]
SIM_POLICIES: dict[str, SimPolicy] = {"hard": hard_move, "greedy": greedy_move}
"""The opponents the oracle can model exactly, as simulator policies: ``hard_move`` is
``hard``'s move with its own chain budget, ``greedy_move`` is greedy's."""


@dataclass(frozen=True)
class Table:
    opponents: tuple[str, ...]
    ruleset: str
    deals: int
    """Deals by default, for an interval of about +/-8 points or better: 2 seats x 60 deals is
    120 matches (+/-7.6 at 75%, +/-5 at 92%); 4 seats x 38 deals is 152 (+/-8 at 50%)."""
    what: str
    goal: float


TABLES = {
    "hard-2": Table(("hard",), "classic", 60, "vs hard, 2 seats, classic", 0.9),
    "express-2": Table(("greedy",), "express", 60, "vs greedy, 2 seats, express", 0.9),
    "hard-4": Table(("hard", "hard", "hard"), "classic", 38, "alone vs three hard, classic", 0.5),
}


# -- the oracle -----------------------------------------------------------------------------


class Oracle:
    """Perfect-information search for one seat of one match: sees the whole round state.

    ``policies[s]``: seat ``s``'s real policy on the simulator (its own seat's is unused)."""

    def __init__(
        self,
        seat: int,
        policies: Sequence[SimPolicy],
        hards: int,
        level: int,
        boneyard: random.Random | None = None,
    ) -> None:
        self.seat = seat
        self.boneyard = boneyard
        """With a stream: the :data:`HANDS` oracle, which shuffles the boneyard it may not see."""
        self.policies = list(policies)
        self.level = level
        self.leaf_hards = hards | 1 << seat
        """Seats playing ``hard`` in the fused leaf playouts: the oracle's own continuation
        at level 1, and each opponent whose real policy is ``hard``."""
        self.value: Callable[[list[int]], float] = lambda scores: 0.0

    def decide(self, state: RoundState, standing: Sequence[int]) -> Event:
        """The oracle's move in the full ``state`` (every hand and the boneyard known)."""
        rules = state.rules
        positive = rules.scoring is Scoring.POSITIVE
        rounds_left = len(rules.round_doubles()) - 1 - state.round_index
        spread = ROUND_SPREAD * rules.hand_size(state.players) * rules.max_pip
        stake = list(standing)
        self.value = lambda scores: match_value(
            scores, self.seat, positive, stake, rounds_left, spread
        )
        sim = Sim.from_state(state)
        if self.boneyard is not None:
            return sim.event(self.best_unseen_draws(state, sim))
        return sim.event(self.best(sim, self.level))

    def best_unseen_draws(self, state: RoundState, sim: Sim) -> Move:
        """The move worth most on average over :data:`BONEYARD_SAMPLES` shuffles of the
        boneyard (the hands as they are), each candidate on the same shuffles; level 1."""
        assert self.boneyard is not None
        moves = sim.legal()
        if len(moves) == 1:
            return moves[0]
        first = hard_move(sim, moves)
        order = [first] + [m for m in moves if m != first]
        totals = [0.0] * len(order)
        deck = list(state.deck)
        rest = deck[state.next_draw :]
        for _ in range(BONEYARD_SAMPLES):
            self.boneyard.shuffle(rest)
            deck[state.next_draw :] = rest
            base = Sim.from_state(state, deck)
            for i, move in enumerate(order):
                branch = base.copy()
                branch.apply(move)
                totals[i] += self.value(self.finish(branch, 0))
        return order[max(range(len(order)), key=lambda i: (totals[i], -i))]

    def best(self, sim: Sim, level: int) -> Move:
        """The move whose play-out (at ``level - 1`` for the oracle's own later moves) is worth
        most; ``hard``'s own choice is tried first, so a tie keeps it."""
        moves = sim.legal()
        if len(moves) == 1:
            return moves[0]
        first = hard_move(sim, moves)
        order = [first] + [m for m in moves if m != first]
        best, best_value = first, -math.inf
        for move in order:
            branch = sim.copy()
            branch.apply(move)
            value = self.value(self.finish(branch, level - 1))
            if value > best_value:
                best, best_value = move, value
        return best

    def finish(self, sim: Sim, level: int) -> list[int]:
        """Play ``sim`` to the end of the round: the opponents by their real policies, the
        oracle as ``hard`` (level 0, the fused fast playout) or as the level-``level`` oracle."""
        if level <= 0:
            return playout(sim, hards=self.leaf_hards)
        steps = 0
        while not sim.over:
            steps += 1
            if steps > MAX_EVENTS_PER_ROUND:
                raise LocalError(f"oracle play-out did not end after {steps} moves")
            moves = sim.legal()
            if len(moves) == 1:
                sim.apply(moves[0])
            elif sim.turn == self.seat:
                sim.apply(self.best(sim, level))
            else:
                sim.apply(self.policies[sim.turn](sim, moves))
        return sim.scores()


def oracle_for(
    bots: Sequence[str], seat: int, level: int, boneyard: random.Random | None = None
) -> Oracle:
    """The oracle in ``seat`` of a table whose seats hold ``bots`` (the oracle's own entry is
    ignored); every other seat must be a bot the oracle can model exactly."""
    policies: list[SimPolicy] = []
    hards = 0
    for s, name in enumerate(bots):
        if s == seat:
            policies.append(greedy_move)
            continue
        if name not in SIM_POLICIES:
            raise LocalError(f"the oracle models only {', '.join(SIM_POLICIES)}, not {name!r}")
        policies.append(SIM_POLICIES[name])
        if name == "hard":
            hards |= 1 << s
    return Oracle(seat, policies, hards, level, boneyard)


# -- the oracle as the arena's player 0 ----------------------------------------------------


def oracle_player(config: ArenaConfig, deal: int, rotation: int, level: int) -> SeatPlayer:
    """Player 0 of ``cli.arena.play_match`` as the oracle named ``config.bots[0]``, handed the
    full state; the hand-seeing oracle guesses the draw order from a stream of this match."""

    def make(bots: tuple[str, ...], seat: int) -> Decider:
        unseen = (
            random.Random(f"ceiling-boneyard:{config.seed}:{deal}:{rotation}")
            if config.bots[0] == HANDS
            else None
        )
        return oracle_for(bots, seat, level, unseen).decide

    return make


def config_for(table: Table, who: str, deals: int, seed: int) -> ArenaConfig:
    return ArenaConfig(preset(table.ruleset), (who, *table.opponents), deals, seed)


Task = tuple[str, str, int, int, int, int, int]
"""(table, player, deals, deal, rotation, seed, level)."""


def run_task(task: Task) -> tuple[str, str, MatchResult]:
    name, who, deals, deal, rotation, seed, level = task
    config = config_for(TABLES[name], who, deals, seed)
    if who == REFERENCE:
        return name, who, play_match(config, deal, rotation)
    oracle = oracle_player(config, deal, rotation, level)
    return name, who, play_match(config, deal, rotation, oracle)


# -- running and reporting ------------------------------------------------------------------


def run_all(
    tasks: list[Task], jobs: int, minutes: float | None, save: str | None, seed: int, level: int
) -> list[tuple[str, str, MatchResult]]:
    """Every task in ``jobs`` worker processes, in order, progress on stdout; after
    ``minutes`` no new task starts (the ones running finish)."""
    start = time.perf_counter()
    deadline = start + minutes * 60 if minutes else math.inf
    pending = deque(tasks)
    done: list[tuple[str, str, MatchResult]] = []
    with multiprocessing.get_context("spawn").Pool(jobs) as pool:
        running: list[multiprocessing.pool.AsyncResult[tuple[str, str, MatchResult]]] = []
        while pending or running:
            if time.perf_counter() > deadline and pending:
                print(f"  time is up: {len(pending)} matches not started", flush=True)
                pending.clear()
            while pending and len(running) < jobs:
                running.append(pool.apply_async(run_task, (pending.popleft(),)))
            finished = [r for r in running if r.ready()]
            if not finished:
                time.sleep(0.1)
                continue
            for r in finished:
                running.remove(r)
                done.append(r.get())
                if save is not None:
                    with open(save, "a", encoding="utf-8") as f:
                        f.write(save_line(*done[-1][:2], seed, level, done[-1][2]) + "\n")
                progress(done, len(done) + len(pending) + len(running), start)
    return done


def progress(done: list[tuple[str, str, MatchResult]], total: int, start: float) -> None:
    name, who, last = done[-1]
    mine = [r for n, w, r in done if (n, w) == (name, who)]
    wins = sum(share(r, who) for r in mine)
    print(
        f"  {len(done)}/{total} matches, {time.perf_counter() - start:.0f} s: {name} {who}"
        f" deal {last.deal} rotation {last.rotation} {'won' if share(last, who) else 'lost'};"
        f" {wins:g} of {len(mine)} so far",
        flush=True,
    )


def share(result: MatchResult, label: str) -> float:
    """The share of ``result`` that player ``label`` won (ties split)."""
    return sum(1 for w in result.winners if result.seats[w] == label) / len(result.winners)


def complete(results: list[MatchResult], players: int) -> list[MatchResult]:
    """The results of the deals whose every rotation was played (a deal is the unit)."""
    rotations: dict[int, int] = {}
    for r in results:
        rotations[r.deal] = rotations.get(r.deal, 0) + 1
    return sorted(
        (r for r in results if rotations[r.deal] == players), key=lambda r: (r.deal, r.rotation)
    )


def report(name: str, table: Table, found: list[tuple[str, str, MatchResult]], seed: int) -> None:
    players = 1 + len(table.opponents)
    by_who = {
        who: complete([r for n, w, r in found if n == name and w == who], players)
        for who in PLAYERS
    }
    print(f"\n== {name}: {table.what} ({table.ruleset}), seed {seed}")
    print(
        f"{'player':<10} {'won':>14} {'rate':>6} {'95% CI':>12} {'+/-':>5} {'pts/rnd':>8}"
        f" {'cpu mean':>9} {'cpu p50':>8} {'cpu p99':>8} {'moves':>7}"
    )
    lines: dict[str, BotLine] = {}
    for who, results in by_who.items():
        if not results:
            continue
        deals = len({r.deal for r in results})
        config = config_for(table, who, deals, seed)
        for line in summarize(config, results):
            cpu = [c for r in results for label, _, c in r.think if label == line.name]
            mean_cpu = sum(cpu) / len(cpu) if cpu else 0.0
            won = f"{line.wins:g} of {line.matches}"
            print(
                f"{line.name:<10} {won:>14} {line.win_rate:>6.1%}"
                f" {line.win_low:>5.1%}-{line.win_high:<6.1%}"
                f" {(line.win_high - line.win_low) * 50:>5.1f} {line.mean_round_score:>8.1f}"
                f" {mean_cpu * 1000:>7.1f}ms {line.cpu_p50 * 1000:>6.1f}ms"
                f" {percentile(cpu, 0.99) * 1000:>6.1f}ms {line.decisions:>7}"
            )
            lines.setdefault(who, line)
        print(f"  ({who}: {deals} deals x {players} rotations)")
    for who, line in lines.items():
        if line.win_low >= table.goal:
            verdict = "the whole interval at or above the goal"
        elif line.win_high < table.goal:
            verdict = "the whole interval below the goal"
        else:
            verdict = "the interval holds the goal"
        print(f"  {who} against issue 21's goal of {table.goal:.0%}: {verdict}")
    if players == 2:
        for who, results in by_who.items():
            if results:
                margin_model(who, results, table)
    for who in (ORACLE, HANDS):
        if by_who[who] and by_who[REFERENCE]:
            paired(who, by_who[who], by_who[REFERENCE], table.ruleset)
    if by_who[ORACLE] and by_who[HANDS]:
        paired(ORACLE, by_who[ORACLE], by_who[HANDS], table.ruleset, HANDS)


def margin_model(who: str, results: list[MatchResult], table: Table) -> None:
    """At two seats, the round margin (the other seat's pips less the player's: higher is
    better) and what a normal model of the match makes of it, the rounds taken as
    independent draws of that margin: the match won with chance Phi(mean * sqrt(R) / sd),
    so a rate of ``table.goal`` needs a mean margin of z(goal) * sd / sqrt(R) a round."""
    margins: list[float] = []
    for r in results:
        seat = r.seats.index(who)
        margins += [s[1 - seat] - s[seat] for s in r.round_scores]
    rounds = len(results[0].round_scores)
    mean, _ = mean_interval(margins)
    sd = math.sqrt(sum((m - mean) ** 2 for m in margins) / (len(margins) - 1))
    model = 0.5 * (1 + math.erf(mean * math.sqrt(rounds) / sd / math.sqrt(2)))
    z = NormalDist().inv_cdf(table.goal)
    print(
        f"  {who}: round margin {mean:+.1f} pips (sd {sd:.1f} over {len(margins)} rounds);"
        f" a normal model of {rounds} rounds gives {model:.1%}; {table.goal:.0%} needs"
        f" {z * sd / math.sqrt(rounds):+.1f} a round"
    )


def paired(
    who: str,
    oracle: list[MatchResult],
    expert: list[MatchResult],
    ruleset: str,
    other: str = REFERENCE,
) -> None:
    """Player ``who`` and ``other`` (the expert) on the deals both played: discordant
    matches, the difference in win share with a 95% interval over deals, and the difference
    in points per round."""
    expert_at = {(r.deal, r.rotation): r for r in expert}
    pairs = [
        (o, expert_at[(o.deal, o.rotation)]) for o in oracle if (o.deal, o.rotation) in expert_at
    ]
    if not pairs:
        return
    both = sum(min(share(o, who), share(e, other)) for o, e in pairs)
    only_oracle = sum(max(0.0, share(o, who) - share(e, other)) for o, e in pairs)
    only_expert = sum(max(0.0, share(e, other) - share(o, who)) for o, e in pairs)
    per_deal: dict[int, list[float]] = {}
    points: dict[int, list[float]] = {}
    for o, e in pairs:
        per_deal.setdefault(o.deal, []).append(share(o, who) - share(e, other))
        points.setdefault(o.deal, []).append(own_points(o, who) - own_points(e, other))
    diff, half = mean_interval([sum(v) / len(v) for v in per_deal.values()])
    pts, pts_half = mean_interval([sum(v) / len(v) for v in points.values()])
    print(
        f"  paired {who} / {other}, {len(pairs)} matches on {len(per_deal)} deals: both won"
        f" {both:g}, only {who} {only_oracle:g}, only {other} {only_expert:g}; {who} - {other}"
        f" {diff * 100:+.1f} points of win rate (95% +/-{half * 100:.1f}), {pts:+.1f} pips a"
        f" round on its own score (95% +/-{pts_half:.1f}; {ruleset} scores pips against you)"
    )


def own_points(result: MatchResult, label: str) -> float:
    seat = result.seats.index(label)
    return sum(s[seat] for s in result.round_scores) / len(result.round_scores)


def mean_interval(values: Sequence[float]) -> tuple[float, float]:
    """The mean of ``values`` and the half width of its 95% normal interval."""
    n = len(values)
    mean = sum(values) / n
    if n < 2:
        return mean, math.inf
    var = sum((v - mean) ** 2 for v in values) / (n - 1)
    return mean, Z95 * math.sqrt(var / n)


def save_line(name: str, who: str, seed: int, level: int, result: MatchResult) -> str:
    """One finished match as a JSON line (``--save``), to pair runs made apart."""
    return json.dumps(
        {
            "table": name,
            "player": who,
            "seed": seed,
            "level": level,
            "deal": result.deal,
            "rotation": result.rotation,
            "seats": result.seats,
            "winners": result.winners,
            "round_scores": result.round_scores,
            "think": result.think,
        }
    )


def load_lines(paths: Sequence[str], seed: int) -> list[tuple[str, str, int, MatchResult]]:
    """The matches saved in ``paths`` on ``seed``: (table, player, level, result)."""
    found = []
    for path in paths:
        with open(path, encoding="utf-8") as f:
            for line in f:
                d = json.loads(line)
                if d["seed"] != seed:
                    continue
                result = MatchResult(
                    deal=d["deal"],
                    rotation=d["rotation"],
                    seats=tuple(d["seats"]),
                    winners=tuple(d["winners"]),
                    round_scores=tuple(tuple(s) for s in d["round_scores"]),
                    think=tuple((a, b, c) for a, b, c in d["think"]),
                )
                found.append((d["table"], d["player"], d["level"], result))
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--only", nargs="+", choices=sorted(TABLES), default=list(TABLES))
    parser.add_argument(
        "--players",
        nargs="*",
        choices=PLAYERS,
        default=[ORACLE, REFERENCE],
        help="who plays player 0's seat, each on the same deals, in this order",
    )
    parser.add_argument("--deals", type=int, default=None, help="deals (default: the table's)")
    parser.add_argument(
        "--reference-deals", type=int, default=None, help="the expert on the first M deals only"
    )
    parser.add_argument("--seed", type=int, default=70_000)
    parser.add_argument("--level", type=int, default=1, choices=(1, 2))
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--minutes", type=float, default=None, help="per table; then no new match")
    parser.add_argument("--save", default=None, help="append each match to this JSON-lines file")
    parser.add_argument("--load", nargs="*", default=[], help="report these saved matches too")
    args = parser.parse_args()
    print(
        f"ceiling: players {', '.join(args.players)}, oracle level {args.level}, seed"
        f" {args.seed}, {args.jobs} job(s), tables {', '.join(args.only)}",
        flush=True,
    )
    saved = load_lines(args.load, args.seed)
    for name in args.only:
        table = TABLES[name]
        deals = args.deals or table.deals
        reference = deals if args.reference_deals is None else min(deals, args.reference_deals)
        players = 1 + len(table.opponents)
        tasks: list[Task] = []
        have = {
            (w, r.deal, r.rotation)
            for n, w, level, r in saved
            if n == name and (w != ORACLE or level == args.level)
        }
        for who in args.players:
            for deal in range(reference if who == REFERENCE else deals):
                tasks += [
                    (name, who, deals, deal, rot, args.seed, args.level)
                    for rot in range(players)
                    if (who, deal, rot) not in have
                ]
        start = time.perf_counter()
        found = run_all(tasks, args.jobs, args.minutes, args.save, args.seed, args.level)
        print(f"  {name}: {time.perf_counter() - start:.0f} s wall", flush=True)
        fresh = {(w, r.deal, r.rotation) for _, w, r in found}
        for n, w, level, r in saved:
            same_oracle = w != ORACLE or level == args.level
            if n == name and (w, r.deal, r.rotation) not in fresh and same_oracle:
                found.append((n, w, r))
        report(name, table, found, args.seed)


if __name__ == "__main__":
    main()
