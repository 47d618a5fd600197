"""``mextrain arena``: bots play duplicate matches and the table says how strong each one is.

Duplicate: every deal (a match seed: the same shuffles every round) is played once per seat
rotation, so each bot holds every seat's tiles once and the luck of the deal cancels. Matches
run in ``--jobs`` worker processes. For each bot name: the share of matches it won (ties split)
with a 95% interval taken over deals (a deal's rotations are not independent), the mean score
per round, and its think time per move (p50, p99, wall clock in the worker).
"""

from __future__ import annotations

import math
import multiprocessing
import random
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from ..protocol.bots import MAX_EVENTS_PER_ROUND, ExpertBot, Strategy, decide, round_deck, strategy
from ..protocol.errors import LocalError
from ..protocol.rules import (
    Event,
    Phase,
    Ruleset,
    apply,
    legal_actions,
    new_round,
    score_match,
    score_round,
)


@dataclass(frozen=True)
class ArenaConfig:
    rules: Ruleset
    bots: tuple[str, ...]
    """One bot name per seat (rotation 0)."""
    matches: int
    """Deals; each is played once per seat rotation."""
    seed: int
    playouts: int | None = None
    """The expert's budget (None: its default)."""

    @property
    def players(self) -> int:
        return len(self.bots)


@dataclass(frozen=True)
class MatchResult:
    deal: int
    rotation: int
    seats: tuple[str, ...]
    """Bot name in each seat."""
    winners: tuple[int, ...]
    round_scores: tuple[tuple[int, ...], ...]
    think: tuple[tuple[str, float, float], ...]
    """(bot name, wall seconds, CPU seconds of this process) per decision that had a choice to
    make (a forced move is not thinking). CPU time is the figure on a shared machine."""


def _bot(name: str, playouts: int | None) -> Strategy:
    if name == "expert" and playouts is not None:
        return ExpertBot(playouts=playouts)
    return strategy(name)


def seats_for(bots: Sequence[str], rotation: int) -> tuple[str, ...]:
    n = len(bots)
    return tuple(bots[(s + rotation) % n] for s in range(n))


def play_match(config: ArenaConfig, deal: int, rotation: int) -> MatchResult:
    """One match of the arena: deal ``deal``'s shuffles, bots rotated by ``rotation`` seats."""
    rules, players = config.rules, config.players
    seats = seats_for(config.bots, rotation)
    bots = [_bot(name, config.playouts) for name in seats]
    deck_rng = random.Random(f"mextrain-arena-deck:{config.seed}:{deal}")
    rngs = [random.Random(f"mextrain-arena-bot:{config.seed}:{deal}:{s}") for s in range(players)]
    think: list[tuple[str, float, float]] = []
    outcomes = []
    clock = time.perf_counter
    cpu = time.process_time
    for index, double in enumerate(rules.round_doubles()):
        state = new_round(rules, players, index, round_deck(rules, double, deck_rng))
        events: list[Event] = []
        while state.phase is not Phase.OVER:
            if len(events) >= MAX_EVENTS_PER_ROUND:
                raise LocalError(f"round {index} did not end after {len(events)} events")
            seat = state.turn
            choice = len(legal_actions(state, seat)) > 1
            start, start_cpu = clock(), cpu()
            event = decide(bots[seat], state, seat, rngs[seat], events)
            if choice:
                think.append((seats[seat], clock() - start, cpu() - start_cpu))
            state = apply(state, event)
            events.append(event)
        outcomes.append(score_round(state))
    match = score_match(rules, players, outcomes)
    return MatchResult(
        deal=deal,
        rotation=rotation,
        seats=seats,
        winners=match.winners,
        round_scores=tuple(o.scores for o in outcomes),
        think=tuple(think),
    )


def _run_task(args: tuple[ArenaConfig, int, int]) -> MatchResult:
    return play_match(*args)


def run(
    config: ArenaConfig,
    jobs: int = 1,
    progress: Callable[[int, int], None] | None = None,
) -> list[MatchResult]:
    """Every (deal, rotation) match, in worker processes when ``jobs > 1``; sorted."""
    tasks = [
        (config, deal, rotation)
        for deal in range(config.matches)
        for rotation in range(config.players)
    ]
    results: list[MatchResult] = []
    if jobs <= 1:
        stream: Iterator[MatchResult] = map(_run_task, tasks)
        for result in stream:
            results.append(result)
            if progress:
                progress(len(results), len(tasks))
    else:
        with multiprocessing.get_context("spawn").Pool(jobs) as pool:
            for result in pool.imap_unordered(_run_task, tasks):
                results.append(result)
                if progress:
                    progress(len(results), len(tasks))
    return sorted(results, key=lambda r: (r.deal, r.rotation))


# -- the table ------------------------------------------------------------------------------


@dataclass
class BotLine:
    """One bot name's figures over the whole arena."""

    name: str
    seats: int
    """Seats this name holds at the table."""
    seats_total: int
    matches: int = 0
    wins: float = 0.0
    win_low: float = 0.0
    win_high: float = 0.0
    mean_round_score: float = 0.0
    think_p50: float = 0.0
    think_p99: float = 0.0
    cpu_p50: float = 0.0
    cpu_p99: float = 0.0
    decisions: int = 0
    per_deal: list[float] = field(default_factory=list)

    @property
    def win_rate(self) -> float:
        return self.wins / self.matches if self.matches else 0.0

    def to_json(self) -> dict[str, Any]:
        return {
            "bot": self.name,
            "seats": self.seats,
            "matches": self.matches,
            "wins": round(self.wins, 3),
            "win_rate": round(self.win_rate, 4),
            "win_rate_95ci": [round(self.win_low, 4), round(self.win_high, 4)],
            "even_share": round(self.seats / max(1, self.seats_total), 4),
            "mean_round_score": round(self.mean_round_score, 2),
            "think_ms_p50": round(self.think_p50 * 1000, 2),
            "think_ms_p99": round(self.think_p99 * 1000, 2),
            "think_cpu_ms_p50": round(self.cpu_p50 * 1000, 2),
            "think_cpu_ms_p99": round(self.cpu_p99 * 1000, 2),
            "decisions": self.decisions,
        }


def percentile(values: Sequence[float], q: float) -> float:
    """The ``q`` quantile (0..1) by the nearest-rank method; 0 for no values."""
    if not values:
        return 0.0
    ordered = sorted(values)
    rank = max(1, math.ceil(q * len(ordered)))
    return ordered[rank - 1]


def mean_interval(samples: Sequence[float]) -> tuple[float, float]:
    """A 95% normal interval for the mean of ``samples``, clipped to [0, 1]."""
    n = len(samples)
    if n == 0:
        return 0.0, 0.0
    mean = sum(samples) / n
    if n == 1:
        return max(0.0, mean), min(1.0, mean)
    var = sum((x - mean) ** 2 for x in samples) / (n - 1)
    half = 1.96 * math.sqrt(var / n)
    return max(0.0, mean - half), min(1.0, mean + half)


def summarize(config: ArenaConfig, results: Sequence[MatchResult]) -> list[BotLine]:
    names = list(dict.fromkeys(config.bots))
    lines = {n: BotLine(n, seats=config.bots.count(n), seats_total=config.players) for n in names}
    deal_share: dict[tuple[str, int], list[float]] = {}
    scores: dict[str, list[int]] = {n: [] for n in names}
    think: dict[str, list[float]] = {n: [] for n in names}
    think_cpu: dict[str, list[float]] = {n: [] for n in names}
    for r in results:
        for n in names:
            won = sum(1 for w in r.winners if r.seats[w] == n) / len(r.winners)
            lines[n].matches += 1
            lines[n].wins += won
            deal_share.setdefault((n, r.deal), []).append(won)
        for round_scores in r.round_scores:
            for seat, score in enumerate(round_scores):
                scores[r.seats[seat]].append(score)
        for n, seconds, cpu_seconds in r.think:
            think[n].append(seconds)
            think_cpu[n].append(cpu_seconds)
    for n, line in lines.items():
        per_deal = [sum(v) / len(v) for (name, _), v in deal_share.items() if name == n]
        line.per_deal = per_deal
        line.win_low, line.win_high = mean_interval(per_deal)
        line.mean_round_score = sum(scores[n]) / len(scores[n]) if scores[n] else 0.0
        line.think_p50 = percentile(think[n], 0.50)
        line.think_p99 = percentile(think[n], 0.99)
        line.cpu_p50 = percentile(think_cpu[n], 0.50)
        line.cpu_p99 = percentile(think_cpu[n], 0.99)
        line.decisions = len(think[n])
    return list(lines.values())


def stderr_progress(done: int, total: int) -> None:
    end = "\n" if done == total or not sys.stderr.isatty() else ""
    print(f"\rarena: {done}/{total} matches", end=end, file=sys.stderr, flush=True)


def with_rounds(rules: Ruleset, rounds: int | None) -> Ruleset:
    if rounds is None:
        return rules
    rules.round_doubles(rounds)
    return replace(rules, rounds=rounds)
