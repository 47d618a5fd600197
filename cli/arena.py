"""``mextrain arena``: bots play duplicate matches and the table says how strong each one is.

Duplicate: every deal (a match seed: the same shuffles every round) is played once per seat
rotation, so each player holds every seat's tiles once and the luck of the deal cancels. Matches
run in ``--jobs`` worker processes. A player is a built-in bot or an external agent
(``agent:CMD``, SPEC.md section 9); each is reported under a label of its own (``greedy#1``,
``greedy#2`` when two seats hold greedy). For each: the share of matches it won (ties split)
with a 95% interval that holds at the edges (:mod:`cli.arena_stats`), the mean score per round,
and its think time per move (p50, p99, wall clock and CPU time in the worker). When every seat
holds the same bot, a self-check says whether each interval holds the fair share.
"""

from __future__ import annotations

import multiprocessing
import os
import random
import shlex
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, TypeVar

from ..node.agent import AgentStrategy, agent_command
from ..protocol.bots import (
    DEFAULT_PLAYOUTS,
    MAX_EVENTS_PER_ROUND,
    THINK_PLAYOUT_CAP,
    ExpertBot,
    Strategy,
    decide,
    round_deck,
    strategy,
)
from ..protocol.errors import LocalError
from ..protocol.rules import (
    Event,
    Phase,
    RoundOutcome,
    RoundState,
    Ruleset,
    apply,
    legal_actions,
    new_round,
    score_match,
    score_round,
)
from .arena_stats import percentile, share_interval


@dataclass(frozen=True)
class ArenaConfig:
    rules: Ruleset
    bots: tuple[str, ...]
    """One player per seat (rotation 0): a bot name, or ``agent:CMD`` for an external agent."""
    matches: int
    """Deals; each is played once per seat rotation."""
    seed: int
    playouts: int | None = None
    """The expert's budget (None: its default)."""
    think: float | None = None
    """The expert's clock per move in seconds (None: no clock, the playout count decides)."""

    @property
    def players(self) -> int:
        return len(self.bots)

    @property
    def labels(self) -> tuple[str, ...]:
        return labels(self.bots)


def labels(bots: Sequence[str]) -> tuple[str, ...]:
    """A name per player: the bot's name, an agent's ``agent:PROGRAM``, and ``#1``, ``#2``, ...
    after a name that more than one seat holds, so that each is reported apart."""
    names = [_short_name(b) for b in bots]
    counts = {n: names.count(n) for n in names}
    seen: dict[str, int] = {}
    out = []
    for n in names:
        if counts[n] > 1:
            seen[n] = seen.get(n, 0) + 1
            out.append(f"{n}#{seen[n]}")
        else:
            out.append(n)
    return tuple(out)


def _short_name(spec: str) -> str:
    command = agent_command(spec)
    if command is None:
        return spec
    try:
        argv = shlex.split(command)
    except ValueError:
        argv = command.split()
    program = next((a for a in reversed(argv) if not a.startswith("-")), command)
    return f"agent:{os.path.basename(program) or program}"


@dataclass(frozen=True)
class MatchResult:
    deal: int
    rotation: int
    seats: tuple[str, ...]
    """The player's label in each seat."""
    winners: tuple[int, ...]
    round_scores: tuple[tuple[int, ...], ...]
    think: tuple[tuple[str, float, float], ...]
    """(label, wall seconds, CPU seconds of this process) per decision that had a choice to
    make (a forced move is not thinking). CPU time is the figure on a shared machine."""
    agent_failures: tuple[tuple[str, str], ...] = ()
    """(label, why) for each agent that failed in this match and was played by the fallback."""


def _bot(spec: str, config: ArenaConfig) -> Strategy:
    if agent_command(spec) is not None:
        return AgentStrategy(agent_command(spec) or "", note=lambda _text: None)
    if spec == "expert" and (config.playouts is not None or config.think is not None):
        if config.think is not None:
            cap = config.playouts if config.playouts is not None else THINK_PLAYOUT_CAP
            return ExpertBot(playouts=cap, think=config.think, clock=time.perf_counter)
        return ExpertBot(playouts=config.playouts or DEFAULT_PLAYOUTS)
    return strategy(spec)


T = TypeVar("T")


def seats_for(bots: Sequence[T], rotation: int) -> tuple[T, ...]:
    n = len(bots)
    return tuple(bots[(s + rotation) % n] for s in range(n))


Decider = Callable[[RoundState, Sequence[int]], Event]
"""A player that is not a :class:`Strategy`: handed the whole state (hidden tiles too) and the
match standing, it returns its event. Only benchmarks make one (an oracle, bench/ceiling.py):
no bot of the product sees more than its seat's view."""
SeatPlayer = Callable[[tuple[str, ...], int], Decider]
"""Makes player 0's :data:`Decider` for one match from the bots in each seat (rotated) and the
seat player 0 holds."""


def play_match(
    config: ArenaConfig, deal: int, rotation: int, player0: SeatPlayer | None = None
) -> MatchResult:
    """One match of the arena: deal ``deal``'s shuffles, players rotated by ``rotation`` seats.

    Each player draws its randomness from a stream of its own (by player, not by seat), so the
    same bot in two seats plays with independent streams, as two players would. ``player0``, a
    benchmark's player made for the match, takes player 0's seat instead of its bot (it is
    asked for a move only when the seat has a choice)."""
    rules, players = config.rules, config.players
    order = seats_for(range(players), rotation)
    seats = tuple(config.labels[i] for i in order)
    own = order.index(0)
    outsider = None if player0 is None else player0(tuple(config.bots[i] for i in order), own)
    bots = [
        None if outsider is not None and i == 0 else _bot(config.bots[i], config) for i in order
    ]
    deck_rng = random.Random(f"mextrain-arena-deck:{config.seed}:{deal}")
    rngs = [random.Random(f"mextrain-arena-player:{config.seed}:{deal}:{i}") for i in order]
    think: list[tuple[str, float, float]] = []
    outcomes: list[RoundOutcome] = []
    clock = time.perf_counter
    cpu = time.process_time
    try:
        for index, double in enumerate(rules.round_doubles()):
            state = new_round(rules, players, index, round_deck(rules, double, deck_rng))
            events: list[Event] = []
            standing = [sum(o.scores[s] for o in outcomes) for s in range(players)]
            while state.phase is not Phase.OVER:
                if len(events) >= MAX_EVENTS_PER_ROUND:
                    raise LocalError(f"round {index} did not end after {len(events)} events")
                seat = state.turn
                choice = len(legal_actions(state, seat)) > 1
                start, start_cpu = clock(), cpu()
                bot = bots[seat]
                if bot is not None:
                    event = decide(bot, state, seat, rngs[seat], events, standing)
                elif outsider is not None and choice:
                    event = outsider(state, standing)
                else:
                    event = legal_actions(state, seat)[0]
                if choice:
                    think.append((seats[seat], clock() - start, cpu() - start_cpu))
                state = apply(state, event)
                events.append(event)
            outcome = score_round(state)
            outcomes.append(outcome)
            hands = [[t for t in state.hand(s) if t is not None] for s in range(players)]
            for bot in bots:
                if isinstance(bot, AgentStrategy):
                    bot.round_over(index, outcome, hands)
        match = score_match(rules, players, outcomes)
        failures = []
        for seat, bot in enumerate(bots):
            if isinstance(bot, AgentStrategy):
                if bot.player.failed is not None:
                    failures.append((seats[seat], bot.player.failed))
                bot.match_over(match)
    finally:
        for bot in bots:
            if isinstance(bot, AgentStrategy):
                bot.close()
    return MatchResult(
        deal=deal,
        rotation=rotation,
        seats=seats,
        winners=match.winners,
        round_scores=tuple(o.scores for o in outcomes),
        think=tuple(think),
        agent_failures=tuple(failures),
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
    """One player's figures over the whole arena (one seat at the table, under its label)."""

    name: str
    seats_total: int
    matches: int = 0
    wins: float = 0.0
    win_low: float = 0.0
    win_high: float = 1.0
    mean_round_score: float = 0.0
    think_p50: float = 0.0
    think_p99: float = 0.0
    cpu_p50: float = 0.0
    cpu_p99: float = 0.0
    decisions: int = 0
    agent_failures: int = 0
    """Matches in which this agent failed and the fallback bot played its seat."""
    per_deal: list[list[float]] = field(default_factory=list)

    @property
    def win_rate(self) -> float:
        return self.wins / self.matches if self.matches else 0.0

    @property
    def fair(self) -> float:
        return 1 / max(1, self.seats_total)

    def to_json(self) -> dict[str, Any]:
        return {
            "bot": self.name,
            "matches": self.matches,
            "wins": round(self.wins, 3),
            "win_rate": round(self.win_rate, 4),
            "win_rate_95ci": [round(self.win_low, 4), round(self.win_high, 4)],
            "even_share": round(self.fair, 4),
            "mean_round_score": round(self.mean_round_score, 2),
            "think_ms_p50": round(self.think_p50 * 1000, 2),
            "think_ms_p99": round(self.think_p99 * 1000, 2),
            "think_cpu_ms_p50": round(self.cpu_p50 * 1000, 2),
            "think_cpu_ms_p99": round(self.cpu_p99 * 1000, 2),
            "decisions": self.decisions,
            "agent_failures": self.agent_failures,
        }


def summarize(config: ArenaConfig, results: Sequence[MatchResult]) -> list[BotLine]:
    """Per player (by label, in seat order of rotation 0): wins with their interval (Wilson,
    widened for deals whose rotations vary together: :mod:`cli.arena_stats`), points, think."""
    names = list(config.labels)
    lines = {n: BotLine(n, seats_total=config.players) for n in names}
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
        for n, _why in r.agent_failures:
            lines[n].agent_failures += 1
    for n, line in lines.items():
        line.per_deal = [v for (name, _), v in deal_share.items() if name == n]
        line.win_low, line.win_high = share_interval(line.per_deal)
        line.mean_round_score = sum(scores[n]) / len(scores[n]) if scores[n] else 0.0
        line.think_p50 = percentile(think[n], 0.50)
        line.think_p99 = percentile(think[n], 0.99)
        line.cpu_p50 = percentile(think_cpu[n], 0.50)
        line.cpu_p99 = percentile(think_cpu[n], 0.99)
        line.decisions = len(think[n])
    return list(lines.values())


def self_check(config: ArenaConfig, lines: Sequence[BotLine]) -> str | None:
    """When every seat holds the same bot, whether each one's interval holds the fair share
    (it must, in 95% of arenas: a miss says the arena or the bot's seeding is biased)."""
    if len(set(config.bots)) != 1:
        return None
    misses = [line.name for line in lines if not line.win_low <= line.fair <= line.win_high]
    if misses:
        return f"self-check FAILED: {', '.join(misses)} outside the interval of its fair share"
    return f"self-check passed: every seat's interval holds its fair share ({lines[0].fair:.0%})"


def stderr_progress(done: int, total: int) -> None:
    end = "\n" if done == total or not sys.stderr.isatty() else ""
    print(f"\rarena: {done}/{total} matches", end=end, file=sys.stderr, flush=True)


def with_rounds(rules: Ruleset, rounds: int | None) -> Ruleset:
    if rounds is None:
        return rules
    rules.round_doubles(rounds)
    return replace(rules, rounds=rounds)
