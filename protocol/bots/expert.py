"""``expert``: determinized Monte Carlo search over the seat's own view.

For each of its moves it samples complete deals consistent with what the seat knows
(:mod:`bots_infer`), plays each candidate move on every sampled deal with the fast simulator
(:mod:`playout`), plays on with ``hard``'s policy for itself and greedy for every other seat
(:class:`Model`) for a number of steps, values where it stopped by a learned estimate of each
seat's pips at the end (:mod:`.cutoff`), and picks the move with the best mean value: the
round margin (its score against the mean of the others'), plus, in a match, the chance of
winning the match it leaves (:func:`match_value`). The same sampled deals serve every
candidate (common random numbers), so the comparison is between moves, not between deals.
Sequential halving spends most playouts on the moves still in contention, and the search stops
once one move's paired lead is decisive.

The budget is a number of playouts, so a given seed gives the same move on every machine; a
think time on a clock the caller passes in makes the search anytime instead (:func:`search`).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from ..errors import LocalError
from ..rules import Event, Play, RoundState, Scoring, legal_actions, tile_index, view_for
from .cutoff import predicted_scores
from .endgame import ENDGAME_NODES, deepen, solvable, solve
from .fit import fit_models
from .infer import NO_EVIDENCE, Evidence, infer, likelihood, sample_deck
from .levels import longest_chain
from .particles import EPS, MIN_SHARE, Pool, weigh_deals
from .playout import playout
from .sim import Sim
from .sim_moves import Move, move_of, play_move

DEFAULT_PLAYOUTS = 800
"""Playouts per decision at the default budget, at most (:data:`DEFAULT_MODEL` stops sooner;
see docs/bots.md for think times)."""


@dataclass(frozen=True)
class SearchResult:
    """What the search found: the move, each candidate's mean margin, the playouts spent, and
    each candidate's margin on each sampled deal it was played on (deal by deal, the same deals
    for every candidate, so two candidates compare pairwise over their common first deals)."""

    event: Event
    means: dict[Event, float]
    playouts: int
    samples: dict[Event, tuple[float, ...]] = field(default_factory=dict)


MATCH_WEIGHT = 100.0
"""The worth of winning the match, in points of round margin: in the last round the win
itself, before it the chance of it (:func:`match_value`); the margin still breaks ties between
moves that win, or lose, alike."""

ROUND_SPREAD = 0.3
"""The spread of one round's margin between two seats, as a share of a dealt hand's pips
(hand size times the mean tile, ``max_pip``): about 43 points at classic with two seats, where
the mean margin of a deal's two rotations against ``hard`` varied by about 32 points
(bench/expert_rounds.py), so one round's by 32 to 45."""


def match_value(
    scores: Sequence[float],
    seat: int,
    positive: bool,
    standing: Sequence[int] | None,
    rounds_left: int = 0,
    spread: float = 0.0,
) -> float:
    """How good a round's scores are for ``seat``: its margin, plus, when ``standing`` (every
    seat's match total before this round) is given, :data:`MATCH_WEIGHT` times its chance of
    winning the match. In the last round (``rounds_left`` 0) that is its share of the win
    (ties share it, as ``score_match`` has it); before, the chance that the rounds left, each
    with a margin spread of ``spread`` points, do not overturn its lead over each other seat
    (:func:`win_chance`). Far from the end the chance is nearly linear in the margin, so the
    search plays the round; near it, a safe lead is kept and a long shot taken."""
    value = margin(scores, seat, positive)
    if standing is None:
        return value
    totals = [t + s for t, s in zip(standing, scores, strict=True)]
    if rounds_left > 0 and spread > 0:
        return value + MATCH_WEIGHT * win_chance(totals, seat, positive, spread * rounds_left**0.5)
    best = max(totals) if positive else min(totals)
    if totals[seat] == best:
        value += MATCH_WEIGHT / totals.count(best)
    return value


def win_chance(totals: Sequence[float], seat: int, positive: bool, spread: float) -> float:
    """The chance that ``seat`` ends the match ahead of every other seat, its lead over each
    one moving by a normal spread of ``spread`` points (the seats taken as independent)."""
    chance = 1.0
    for other, total in enumerate(totals):
        if other != seat:
            lead = totals[seat] - total if positive else total - totals[seat]
            chance *= 0.5 * (1.0 + math.erf(lead / (spread * _SQRT2)))
    return chance


_SQRT2 = math.sqrt(2.0)


def margin(scores: Sequence[float], seat: int, positive: bool) -> float:
    """How good a round's scores are for ``seat``: higher is better under either scoring."""
    others = [s for i, s in enumerate(scores) if i != seat]
    mean_others = sum(others) / len(others)
    diff = scores[seat] - mean_others
    return diff if positive else -diff


TimeLeft = Callable[[], float]
"""Seconds the search may still spend; the caller's clock (``protocol`` reads none itself)."""

THINK_PLAYOUT_CAP = 200_000
"""The playout budget when only a clock limits the search."""

LINE_NODES = 2000
"""Search nodes for the longest line a building seat lays after a candidate tile."""

CLOCK_MARGIN = 0.85
"""Share of the clock the playout schedule is sized for (sampling and the pick come after)."""


@dataclass(frozen=True)
class Model:
    """How the playouts model the table after the move searched: ``own_planner``, whether the
    searching seat plays on as the planner (:func:`playout.planner_value`) or greedy; and
    ``planner_share``, the chance that each other seat plays a sampled deal as the planner
    rather than greedy (a mix, since a seat's habits are not known)."""

    own_planner: bool = False
    planner_share: float = 0.0
    hard_others: bool = False
    """Every other seat plays ``hard``'s own choice in the playouts (:mod:`hard_sim`), over
    ``planner_share``."""
    fit_others: bool = False
    """Each other seat plays greedy or ``hard`` in the playouts, whichever explains its plays
    this round better (:func:`fit.fit_models`; ``hard_others`` decides a tie)."""
    own_hard: bool = False
    """The searching seat plays on as ``hard`` in its playouts, over ``own_planner``."""
    inference: float = 0.0
    """How strongly the other seats are taken to shed their heaviest tile that fits
    (:func:`infer.likelihood`): each sampled deal weighs by how well it explains their plays;
    0 weighs every deal alike."""
    particles: int = 0
    """Deals in the pool weighed by how well the other seats' models reproduce their plays this
    round (:func:`particles.weigh_deals`); the playouts draw their deals from it by weight.
    0: every deal sampled afresh and weighed alike (the default: 64 measured +1.8 +/- 2.7
    points a round against ``hard`` over 300 deals, not measurably better; README)."""
    particle_eps: float = EPS
    """The chance a choice is not its seat's model's (:data:`particles.EPS`)."""
    particle_floor: float = MIN_SHARE
    """The least share of the pool its tempered weights must be worth
    (:data:`particles.MIN_SHARE`)."""
    particle_fit: bool = False
    """Each other seat plays the playouts as ``hard`` when the pool finds it more likely
    ``hard`` than greedy (over ``hard_others``)."""
    endgame: bool = False
    """With two seats and an empty boneyard (nothing hidden), the move is the exact solution
    of the rest of the round (:mod:`.endgame`) when it fits :data:`endgame.ENDGAME_NODES`;
    the playouts decide otherwise."""
    endgame_deepen: bool = False
    """... and one too big to solve is searched as deep as the budget allows, a playout (the
    seat as ``hard``, the other greedy) valuing each position where it stops
    (:func:`endgame.deepen`)."""
    own_learned: bool = False
    """The searching seat plays on by the learned playout policy (:mod:`.learned`, the
    shipped ``playout_model.json``), over ``own_hard`` and ``own_planner``."""
    per_option: int = 0
    """At most this many playouts per legal move (0: no cap): a choice between two moves gets
    a budget in proportion, not the whole of one between ten."""
    table_playouts: int = 0
    """At most this many playouts divided by the seats at the table (0: no cap): a playout
    costs more the more hands it plays through."""
    cutoff: int = 0
    """Stop each playout after this many steps and value the position it reached by the
    learned cut-off value (:mod:`.cutoff`, the shipped ``cutoff_model.json``) where the pips
    left count against a seat; 0 plays every playout to the end."""
    decisive: float = 0.0
    """Stop the search once the leading move's lead is decisive (:func:`_decided`): its paired
    lead over every other move still in contention is this many standard errors or more (or
    the two have tied on every deal); 0 spends the whole budget."""


GREEDY_MODEL = Model()
"""Every seat greedy in the playouts: the default until the ``hard`` continuation measured
better (README, bot strength)."""
PLANNER_MIX = Model(own_planner=True, planner_share=0.5)
"""The searching seat plays on as the planner, each other seat is the planner half the time."""
OWN_LEARNED = Model(own_learned=True)
"""The searching seat plays on by the learned policy, every other seat greedy (issue 35):
off by default: it has not measured better than :data:`OWN_HARD` (docs/bots.md)."""
OWN_HARD = Model(own_hard=True)
"""The searching seat plays on as ``hard`` would (:mod:`hard_sim`), every other seat greedy.
Over every seat greedy, in the round A/B on tuning seeds: +12.7 +/- 8.8 points a round at
express against greedy, and (with the others ``hard`` too) +14.9 +/- 5.9 against ``hard``;
the others modelled as ``hard``, or fitted to their plays (``fit_others``), measured no better
on top (README, bot strength). The default adds the search's stops (:data:`DEFAULT_MODEL`)."""
DECISIVE_Z = 3.0
"""The default's :attr:`Model.decisive`: the search's slowest decisions were a choice between
two moves early in a round, most of them settled long before the budget ran out."""
PER_OPTION = 200
"""The default's :attr:`Model.per_option`: 400 playouts for a choice between two moves."""
CUTOFF_STEPS = 20
"""The default's :attr:`Model.cutoff`."""
TABLE_PLAYOUTS = 1600
"""The default's :attr:`Model.table_playouts`: 800 playouts at 2 seats, 400 at 4 (where the
slowest decisions, seven moves on 500 playouts, took 180 ms of CPU without it)."""
DEFAULT_MODEL = Model(
    own_hard=True,
    decisive=DECISIVE_Z,
    per_option=PER_OPTION,
    cutoff=CUTOFF_STEPS,
    table_playouts=TABLE_PLAYOUTS,
)
""":data:`OWN_HARD`, each playout stopped after :data:`CUTOFF_STEPS` steps at the learned
value (:mod:`.cutoff`), twice the playouts (:data:`DEFAULT_PLAYOUTS`), at most
:data:`PER_OPTION` a move, and a stop once a move's lead is decisive (:data:`DECISIVE_Z`).
Against :data:`OWN_HARD` at 400 playouts, paired on the same deals, 2 seats against ``hard``:
about the same strength in less than half the CPU (docs/bots.md has the figures)."""

DECISIVE_DEALS = 16
"""Deals played before a lead can be decisive (a few deals' spread says little), and between
two looks at it."""


def search(
    state: RoundState,
    seat: int,
    rng: random.Random,
    *,
    playouts: int = DEFAULT_PLAYOUTS,
    history: Sequence[Event] | None = None,
    time_left: TimeLeft | None = None,
    model: Model = DEFAULT_MODEL,
    standing: Sequence[int] | None = None,
) -> SearchResult:
    """Choose ``seat``'s move by determinized Monte Carlo from its view of ``state``.

    Anytime: with ``time_left``, the search sizes its schedule to the clock after its first
    sampled deal and stops after the deal during which the clock ran out, with the best move
    found so far (every candidate still in contention has been played on the same deals).
    Without it, the playout count alone decides: the same seed, the same move, everywhere.

    ``standing``: every seat's match total before this round; the search then plays to win
    the match (:func:`match_value`), not only the round: near the end that changes moves."""
    view = view_for(state, seat)
    actions = legal_actions(view, seat)
    if len(actions) == 1:
        return SearchResult(actions[0], {actions[0]: 0.0}, 0)
    rounds_left = len(view.rules.round_doubles()) - 1 - view.round_index
    stake = standing if standing is not None and len(standing) == view.players else None
    spread = ROUND_SPREAD * view.rules.hand_size(view.players) * view.rules.max_pip
    positive = view.rules.scoring is Scoring.POSITIVE
    if model.endgame and solvable(view):
        solved = _solved(view, seat, actions, model, positive, stake, rounds_left, spread)
        if solved is not None:
            return solved
    evidence = infer(view, seat, history) if history else NO_EVIDENCE
    hards = _fitted_hards(model, view, seat, history, evidence, rng)
    learned = 1 << seat if model.own_learned else 0  # over hards: run_greedy checks it first
    pool = _pool(model, view, seat, history, evidence, rng, time_left)
    if pool is not None and model.particle_fit:
        hards = hards & (1 << seat) | pool.hard_seats(seat)
    lines = [_line(view, seat, a) for a in actions]
    cut = 0 if positive else model.cutoff
    totals = [0.0] * len(actions)
    weights = [0.0] * len(actions)
    counts = [0] * len(actions)
    values: list[list[float]] = [[] for _ in actions]
    alive = list(range(len(actions)))
    # Sequential halving: rounds of equal budget, the worse half dropped after each. The
    # rounds are played deal by deal: each new deal is played by every move still alive.
    rounds = max(1, (len(actions) - 1).bit_length())
    budget = min(playouts, model.per_option * len(actions)) if model.per_option else playouts
    if model.table_playouts:
        budget = min(budget, model.table_playouts // view.players)
    clock_total = time_left() if time_left is not None else 0.0
    spent = deals = 0
    out_of_time = False
    while not out_of_time:
        per_move = max(2, budget // rounds // len(alive))
        while deals < per_move:
            deck = pool.draw(rng) if pool is not None else sample_deck(view, evidence, rng)
            weight = likelihood(evidence, deck, model.inference)
            base = Sim.from_state(view, deck)
            if deals == 0:
                lines = [_legal_prefix(base, line) for line in lines]
            planners = _planners(model, seat, view.players, rng)
            for i in alive:
                sim = base.copy()
                for move in lines[i]:
                    sim.apply(move)
                scores: Sequence[float] = playout(
                    sim, planners=planners, hards=hards, learned=learned, stop=cut
                )
                if cut and not sim.over:
                    scores = predicted_scores(sim, hards)
                value = match_value(scores, seat, positive, stake, rounds_left, spread)
                values[i].append(value)
                totals[i] += weight * value
                weights[i] += weight
                counts[i] += 1
                spent += 1
            deals += 1
            if time_left is not None:
                left = time_left()
                if left <= 0:
                    out_of_time = True
                    break
                if deals == 1:
                    used = max(clock_total - left, 1e-9)
                    fits = int(spent / used * clock_total * CLOCK_MARGIN)
                    budget = max(1, min(budget, fits))
                    per_move = max(2, budget // rounds // len(alive))
            if model.decisive > 0 and deals % DECISIVE_DEALS == 0:
                leader = _decided(values, alive, model.decisive)
                if leader is not None:
                    alive = [leader]
                    break
        if out_of_time or len(alive) == 1:
            break
        alive.sort(key=lambda i: -_mean(totals[i], weights[i]))
        alive = alive[: max(1, (len(alive) + 1) // 2)]
        if len(alive) == 1:
            break
    best = max(alive, key=lambda i: (counts[i], _mean(totals[i], weights[i])))
    means = {a: _mean(totals[i], weights[i]) for i, a in enumerate(actions) if counts[i]}
    samples = {a: tuple(values[i]) for i, a in enumerate(actions) if counts[i]}
    return SearchResult(actions[best], means, spent, samples)


def _decided(values: Sequence[Sequence[float]], alive: Sequence[int], z: float) -> int | None:
    """The move in ``alive`` whose lead is decisive, or None: over the deals every move in
    ``alive`` has been played on (the same deals, so the differences are paired), its mean lead
    over each other move is ``z`` standard errors or more, or the two tied on every deal (the
    same move in effect, say a tile two ways onto the same end). A handful of looks at z 3 rarely
    stops on a move that is not the best, and then on one within a few points of it."""
    n = len(values[alive[0]])
    if n < DECISIVE_DEALS:
        return None
    lead = max(alive, key=lambda i: sum(values[i]))
    for i in alive:
        if i == lead:
            continue
        diffs = [a - b for a, b in zip(values[lead], values[i], strict=True)]
        mean = sum(diffs) / n
        spread = sum((d - mean) ** 2 for d in diffs) / (n - 1)
        if spread == 0 and mean == 0:
            continue
        if mean <= z * math.sqrt(spread / n):
            return None
    return lead


def _solved(
    view: RoundState,
    seat: int,
    actions: list[Event],
    model: Model,
    positive: bool,
    stake: Sequence[int] | None,
    rounds_left: int,
    spread: float,
) -> SearchResult | None:
    """The exact move of a position with nothing hidden (:func:`endgame.solve`): the best
    moves' value under best play by both seats, an upper bound below it for the others; None
    when it is too big to solve. The one deal consistent with the view is drawn with its own
    generator, so the search's stream is the same whether or not the solve succeeds. The node
    budget bounds its time; it reads no clock."""
    sim = Sim.from_state(view, sample_deck(view, NO_EVIDENCE, random.Random(0)))

    def value(scores: Sequence[int]) -> float:
        return match_value(scores, seat, positive, stake, rounds_left, spread)

    hards = _hards(model, seat, view.players)
    if model.endgame_deepen:
        deep = deepen(sim, seat, value, ENDGAME_NODES, hards)
        values = None if deep is None else deep[0]
    else:
        values = solve(sim, seat, value, ENDGAME_NODES)
    if values is None:
        return None
    max_pip = view.rules.max_pip
    means = {a: values[move_of(a, max_pip)] for a in actions}
    top = max(means.values())
    tied = [a for a in actions if means[a] == top]

    def played_out(action: Event) -> float:
        after = sim.copy()
        after.apply(move_of(action, max_pip))
        return value(playout(after, hards=hards))

    # Moves that tie under best play may not tie against a player who errs: the playout
    # (the flat search's own value of a move) breaks the tie.
    best = tied[0] if len(tied) == 1 else max(tied, key=played_out)
    return SearchResult(best, means, 0)


def _pool(
    model: Model,
    view: RoundState,
    seat: int,
    history: Sequence[Event] | None,
    evidence: Evidence,
    rng: random.Random,
    time_left: TimeLeft | None,
) -> Pool | None:
    """The weighed pool the playouts draw their deals from, when the model has one and there
    is a history to weigh by (within part of the clock, when there is one)."""
    if model.particles <= 0 or not history:
        return None
    return weigh_deals(
        view,
        seat,
        history,
        evidence,
        rng,
        deals=model.particles,
        eps=model.particle_eps,
        min_share=model.particle_floor,
        time_left=time_left,
    )


def _mean(total: float, weight: float) -> float:
    """A weighted mean; 0 with no weight (no deal played, or every deal ruled all but out)."""
    return total / weight if weight > 0 else 0.0


def evaluate_all(
    view: RoundState,
    seat: int,
    rng: random.Random,
    *,
    deals: int,
    history: Sequence[Event] | None = None,
    model: Model = DEFAULT_MODEL,
    moves: Sequence[Event] | None = None,
    named: int = 0,
    named_hard: int = 0,
) -> SearchResult:
    """Every legal move of ``seat`` played on the same ``deals`` sampled deals (no halving):
    a value for each move, for reviewing a choice after the fact. Reads only the seat's view
    of ``view``; its ``event`` is the best move found. ``moves``: only those of the legal
    moves (the review's second, independent measure of two moves); ``named``: the bitmask
    of other seats whose model is known (the bot a player's name says), over ``model``'s:
    those in ``named_hard`` play on as ``hard``, the rest greedy."""
    view = view_for(view, seat)
    actions = legal_actions(view, seat)
    if moves is not None:
        actions = [a for a in actions if a in moves]
    evidence = infer(view, seat, history) if history else NO_EVIDENCE
    hards = _fitted_hards(model, view, seat, history, evidence, rng)
    named &= ~(1 << seat)
    hards = hards & ~named | named_hard & named
    positive = view.rules.scoring is Scoring.POSITIVE
    lines = [_line(view, seat, a) for a in actions]
    values: list[list[float]] = [[] for _ in actions]
    for deal in range(deals if len(actions) > 1 else 0):
        base = Sim.from_state(view, sample_deck(view, evidence, rng))
        if deal == 0:
            lines = [_legal_prefix(base, line) for line in lines]
        planners = _planners(model, seat, view.players, rng)
        for i, line in enumerate(lines):
            sim = base.copy()
            for move in line:
                sim.apply(move)
            scores = playout(sim, planners=planners, hards=hards)
            values[i].append(margin(scores, seat, positive))
    means = {a: sum(v) / len(v) if v else 0.0 for a, v in zip(actions, values, strict=True)}
    best = max(actions, key=lambda a: means[a])
    samples = {a: tuple(v) for a, v in zip(actions, values, strict=True)}
    return SearchResult(best, means, deals * len(actions) if len(actions) > 1 else 0, samples)


def _line(view: RoundState, seat: int, action: Event) -> list[Move]:
    """The simulator's moves for ``action`` and, while the seat lays its build-mode first
    train, the longest line its own hand can lay after it (what a player who builds well
    lays; the continuation a playout policy would pick tile by tile is much worse)."""
    max_pip = view.rules.max_pip
    first = move_of(action, max_pip)
    if not (isinstance(action, Play) and action.train == seat and view.building()):
        return [first]
    hand = [t for _, t in view.known_hand(seat) if t != action.tile]
    if not hand:
        return [first]
    end = action.tile.other_end(view.train(seat).end)
    line = [first]
    for t in longest_chain(hand, end, LINE_NODES):
        line.append(play_move(tile_index(max_pip)[t], seat))
    return line


def _legal_prefix(base: Sim, line: list[Move]) -> list[Move]:
    """``line`` up to its first move the simulator would not allow (a double the rules forbid
    there, say). What a building seat may lay depends only on its own hand and the board, so
    one sampled deal decides for all."""
    sim = base.copy()
    for n, move in enumerate(line):
        if move not in sim.legal():
            return line[:n]
        sim.apply(move)
    return line


def _planners(model: Model, seat: int, players: int, rng: random.Random) -> int:
    """The bitmask of seats that play a sampled deal as the planner (see :class:`Model`)."""
    mask = 1 << seat if model.own_planner else 0
    if model.planner_share > 0:
        for s in range(players):
            if s != seat and rng.random() < model.planner_share:
                mask |= 1 << s
    return mask


def _hards(model: Model, seat: int, players: int) -> int:
    """The bitmask of seats that play the playouts as ``hard`` (see :class:`Model`)."""
    mask = ((1 << players) - 1) & ~(1 << seat) if model.hard_others else 0
    return mask | (1 << seat) if model.own_hard else mask


def _fitted_hards(
    model: Model,
    view: RoundState,
    seat: int,
    history: Sequence[Event] | None,
    evidence: Evidence,
    rng: random.Random,
) -> int:
    """:func:`_hards`, with each other seat's model fitted to its plays when the model says
    so (:func:`fit.fit_models`)."""
    hards = _hards(model, seat, view.players)
    if model.fit_others and history:
        fit = fit_models(view, seat, history, evidence, rng)
        hards = hards & (1 << seat) | fit.hard_seats(seat, model.hard_others)
    return hards


class ExpertBot:
    """The ``expert`` strategy, with its playout budget and, optionally, a clock. Call it like
    any strategy; a caller that keeps the round's public history passes it to :meth:`decide`
    for sharper sampling.

    ``think`` seconds per move, measured by ``clock`` (a monotonic clock the node or the
    command passes in), make the search anytime; without them it is deterministic."""

    def __init__(
        self,
        playouts: int = DEFAULT_PLAYOUTS,
        *,
        think: float | None = None,
        clock: Callable[[], float] | None = None,
        model: Model = DEFAULT_MODEL,
    ) -> None:
        if (think is None) != (clock is None):
            raise LocalError("a think time needs a clock, and a clock a think time")
        if think is not None and not think > 0:
            raise LocalError(f"a think time must be positive, not {think}")
        self.playouts = playouts
        self.think = think
        self.clock = clock
        self.model = model

    def __call__(self, state: RoundState, seat: int, rng: random.Random) -> Event:
        return self.decide(state, seat, rng, None)

    def time_left(self) -> TimeLeft | None:
        """A fresh countdown of :attr:`think` seconds on :attr:`clock` (None: no clock)."""
        clock, think = self.clock, self.think
        if clock is None or think is None:
            return None
        end = clock() + think
        return lambda: end - clock()

    def decide(
        self,
        state: RoundState,
        seat: int,
        rng: random.Random,
        history: Sequence[Event] | None,
        standing: Sequence[int] | None = None,
    ) -> Event:
        return search(
            state,
            seat,
            rng,
            playouts=self.playouts,
            history=history,
            time_left=self.time_left(),
            model=self.model,
            standing=standing,
        ).event
