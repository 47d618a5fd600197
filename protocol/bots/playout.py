"""Playing a round out on the simulator (:class:`.sim.Sim`): the policies that model a seat,
and the loop that plays every seat by them to the end of the round, the search's playouts.

:func:`greedy_move` is the greedy bot, :func:`planner_value` a player who plans,
:func:`.hard_sim.hard_choice` ``hard`` itself. :func:`playout` steps through any policy;
:func:`run_greedy` is the same round with the simulator's moves fused into one loop (the
hottest code of the expert), ``tests/protocol/bots/test_playout_equivalence.py`` and
``test_hard_sim.py`` check that both play the same moves.

The simulator, its moves and its tables live in :mod:`.sim`, :mod:`.sim_moves`,
:mod:`.sim_tiles` and :mod:`.sim_knobs`; this module re-exports the simulator and its moves, the
names a search uses together with a playout.
"""

from __future__ import annotations

from collections.abc import Callable

from ..errors import LocalError
from ..rules import MEXICAN
from .hard_sim import PLAYOUT_CHAIN_NODES, hard_choice
from .learned import PolicyModel, learned_choice
from .sim import PHASE_ENGINE, PHASE_OVER, PHASE_TURNS, Sim
from .sim_moves import (
    DRAW,
    END_BUILD,
    NO_ENGINE,
    PASS,
    PLACE_ENGINE,
    Move,
    move_of,
    move_tile,
    move_train,
    play_move,
)

__all__ = [
    "DANGER_TILES",
    "DRAW",
    "END_BUILD",
    "FOLLOW_WEIGHT",
    "KEEP_WEIGHT",
    "NO_ENGINE",
    "PASS",
    "PLACE_ENGINE",
    "Move",
    "Policy",
    "Sim",
    "greedy_move",
    "move_of",
    "move_tile",
    "move_train",
    "planner_move",
    "planner_value",
    "play_move",
    "playout",
    "run_greedy",
]

Policy = Callable[[Sim, list[Move]], Move]


def greedy_move(sim: Sim, moves: list[Move]) -> Move:
    """The simulator's greedy policy: doubles while a tile remains, then heaviest tile, own
    train first, lowest deck position on a tie: exactly ``bots.greedy_strategy``."""
    if len(moves) == 1 or moves[0] < 0:
        return moves[0]
    seat = sim.turn
    pips = sim.t.pips
    double = sim.t.double
    keep = sim.counts[seat] > 1
    own_marked = sim.markers[seat]
    pos_of = sim.pos_of
    best = moves[0]
    best_value = -1
    for move in moves:
        if move < 0:
            continue
        n = move >> 4
        key = (move & 15) - 1
        where = (3 if own_marked else 2) if key == seat else (1 if key < 0 else 0)
        value = (((256 if double[n] and keep else 0) + pips[n]) * 4 + where) * 256 - pos_of[n]
        if value > best_value:
            best_value = value
            best = move
    return best


DANGER_TILES = 2
"""An opponent with this many tiles or fewer may go out soon: the planner sheds pips faster."""
FOLLOW_WEIGHT = 8
"""Worth of each tile in hand that fits the end a play leaves on the own or Mexican train."""
KEEP_WEIGHT = 4
"""Cost of playing elsewhere a tile that would extend the own train."""


def planner_value(sim: Sim, seat: int, n: int, key: int) -> int:
    """How much a player who plans (the ``hard`` level's habits, on bitmasks) likes playing
    tile ``n`` on train ``key``: heavy tiles first (three times as much when an opponent is
    close to going out), a double only when the hand can cover it, the own train while it has
    a marker, a train end left on a number the hand holds more of, and a tile that would
    extend the own train kept for it. Ties go to the lowest deck position, as greedy's do."""
    t = sim.t
    hand = sim.hands[seat] & ~(1 << n)
    counts = sim.counts
    danger = any(counts[s] <= DANGER_TILES for s in range(sim.players) if s != seat)
    value = t.pips[n] * (3 if danger else 1)
    if t.double[n]:
        if hand:
            value += 40 if hand & t.with_pip[t.low[n]] else -25
    else:
        index = sim.players if key < 0 else key
        new_end = t.pips[n] - sim.ends[index]
        own_end = sim.ends[seat]
        if key == seat or key < 0:
            value += FOLLOW_WEIGHT * (hand & t.with_pip[new_end]).bit_count()
        if key != seat and (t.low[n] == own_end or t.high[n] == own_end):
            value -= KEEP_WEIGHT
    if key == seat and sim.markers[seat]:
        value += 25
    return value * 256 - sim.pos_of[n]


def planner_move(sim: Sim, moves: list[Move]) -> Move:
    """The planner as a step-by-step policy: :func:`planner_value`'s best play, as the fused
    :func:`run_greedy` picks for a planner seat (and, as greedy, a play over keeping a drawn
    tile)."""
    if len(moves) == 1 or moves[0] < 0:
        return moves[0]
    seat = sim.turn
    plays = [m for m in moves if m >= 0]
    return max(plays, key=lambda m: planner_value(sim, seat, m >> 4, (m & 15) - 1))


def playout(
    sim: Sim,
    policy: Policy | None = None,
    limit: int = 10_000,
    planners: int = 0,
    hards: int = 0,
    learned: int = 0,
    model: PolicyModel | None = None,
    stop: int = 0,
) -> list[int]:
    """Play ``sim`` to the end of the round with ``policy`` for every seat (default: greedy, in
    its fused fast form (:func:`run_greedy`), with the seats in the bitmask ``planners`` playing
    :func:`planner_value`, those in ``hards`` ``hard``'s choice and those in ``learned`` the
    learned policy (:mod:`.learned`, ``model`` or the shipped one)); the scores. ``stop``:
    with the default policy, stop after that many steps (0: at the end), the round perhaps
    unfinished (the caller values it: :mod:`.cutoff`)."""
    if policy is None:
        run_greedy(sim, limit, planners, hards, learned, model, stop)
        return sim.scores()
    steps = 0
    while sim.phase != PHASE_OVER:
        moves = sim.legal()
        sim.apply(moves[0] if len(moves) == 1 else policy(sim, moves))
        steps += 1
        if steps > limit:
            raise LocalError(f"playout did not end after {limit} moves")
    return sim.scores()


def run_greedy(
    sim: Sim,
    limit: int = 10_000,
    planners: int = 0,
    hards: int = 0,
    learned: int = 0,
    model: PolicyModel | None = None,
    stop: int = 0,
) -> None:
    """Finish the round with every seat playing :func:`greedy_move`, without listing moves:
    the search's playout loop, the hottest code of the expert. The seats in the bitmask
    ``planners`` play :func:`planner_value` instead (a model of a player who plans), those
    in ``hards`` ``hard``'s own choice (:func:`hard_sim.hard_choice`), those in ``learned``
    the learned policy (:func:`learned.learned_choice`, with ``model`` or the shipped one);
    the moves listed are the same, only the choice among them differs. ``stop``: return after
    that many steps (draws, plays, passes), the round unfinished (0: play it to the end)."""
    with_pip = sim.t.with_pip
    pips = sim.t.pips
    double = sim.t.double
    doubles = sim.t.doubles
    ends = sim.ends
    hands = sim.hands
    counts = sim.counts
    markers = sim.markers
    rank = sim.rank
    players = sim.players
    k = sim.k
    build = k.build_first_turn
    first_only = build or not k.mexican_on_first_turn
    first_done = sim.first_done
    started = sim.started
    needs_own = k.mexican_needs_own_train
    at_most_one = k.at_most_one_double
    last_double_ok = k.out_on_double
    until_playable = k.until_playable
    bone = sim.bone
    bone_size = len(bone)
    keys: list[int] | None = None
    steps = 0
    while sim.phase == PHASE_TURNS:
        steps += 1
        if steps > limit:
            raise LocalError(f"playout did not end after {limit} moves")
        if steps > stop > 0:
            return
        seat = sim.turn
        hand = hands[seat] if sim.drew < 0 else (1 << sim.drew)
        if hand and (
            (at_most_one and sim.open) or (counts[seat] == 1 and not last_double_ok)
        ):  # :meth:`Sim._no_doubles`, inline
            hand &= ~doubles
        best = -1
        if hand:
            # :meth:`Sim.allowed_trains`, its two common cases inline; kept over a draw (which
            # changes no fact the allowed trains depend on).
            if keys is not None:
                pass
            elif first_only and not first_done[seat]:
                keys = [seat]
            elif not sim.open and not sim.follow_up and (started[seat] or not needs_own):
                keys = [seat, MEXICAN]
                if True in markers:
                    for s in range(players):
                        if markers[s] and s != seat:
                            keys.append(s)
            else:
                keys = sim.allowed_trains(seat)
            # greedy_move's value: the tile's rank, then where it goes. The double bonus in
            # ``rank`` is greedy's "while a tile remains": with one tile left in hand (or a
            # drawn tile) there is one candidate tile, so only where it goes can differ.
            best_value = -(1 << 30)
            if learned >> seat & 1:
                best = learned_choice(sim, seat, hand, keys, model)
            elif hards >> seat & 1:
                best = hard_choice(sim, seat, hand, keys, PLAYOUT_CHAIN_NODES)
            elif planners >> seat & 1:
                best = _planner_choice(sim, seat, hand, keys)
            else:
                own = 768 if markers[seat] else 512
                for key in keys:
                    fits = hand & with_pip[ends[players if key < 0 else key]]
                    if not fits:
                        continue
                    where = own if key == seat else (256 if key < 0 else 0)
                    while fits:
                        low = fits & -fits
                        fits ^= low
                        n = low.bit_length() - 1
                        value = rank[n] + where
                        if value > best_value:
                            best_value = value
                            best = n * 16 + key + 1
        if best >= 0:
            keys = None
            n = best >> 4
            key = (best & 15) - 1
            if counts[seat] == 1 or double[n] or sim.open:
                sim.play(n, key)
            elif first_done[seat]:
                # :meth:`Sim.play` of the common case, inline: no double played or covered,
                # not the last tile, not a first turn; the turn ends.
                index = players if key < 0 else key
                ends[index] = pips[n] - ends[index]
                started[index] = True
                if key == seat:
                    markers[seat] = False
                sim.passes = 0
                hands[seat] &= ~(1 << n)
                counts[seat] -= 1
                sim.turn = (seat + 1) % players
                sim.turn_plays = 0
                sim.follow_up = sim.cover_last = False
                sim.drew = -1
            elif build and sim.drew < 0:
                # ... and of a building first turn (on the seat's own train; no cover_last
                # either: that needs an empty hand): the seat plays on.
                ends[seat] = pips[n] - ends[seat]
                started[seat] = True
                markers[seat] = False
                sim.passes = 0
                sim.turn_plays += 1
                hands[seat] &= ~(1 << n)
                counts[seat] -= 1
            else:
                sim.play(n, key)
        elif sim.may_end_build():
            keys = None
            sim.end_turn()
        elif sim.next_bone < bone_size and (
            sim.drew < 0 or until_playable[first_done[seat]]
        ):  # :meth:`Sim._may_draw` and :meth:`Sim.draw`, inline
            n = bone[sim.next_bone]
            sim.next_bone += 1
            hands[seat] |= 1 << n
            counts[seat] += 1
            sim.drew = n
        else:
            keys = None
            sim.pass_turn()
    if sim.phase == PHASE_ENGINE:
        engine = sim.t.double_of[sim.engine_pip]
        holder = next((s for s in range(players) if hands[s] >> engine & 1), -1)
        if holder >= 0 and sim.declared == 0 and sim.drew < 0:
            # A fresh search that finds the engine in a hand: the seats before its holder
            # each say NoEngine (fewer than every seat: no draw, no other candidate).
            sim.declared = (holder - sim.turn) % players
            sim.turn = holder
        while sim.phase == PHASE_ENGINE:  # :meth:`Sim.legal` ``[0]``, without the list
            seat = sim.turn
            if hands[seat] >> sim.t.double_of[sim.engine_pip] & 1:
                sim.apply(PLACE_ENGINE)
            elif sim.declared >= players and sim.drew < 0:
                sim.draw()
            else:
                sim.apply(NO_ENGINE)
        run_greedy(sim, limit, planners, hards, learned, model, stop)  # once: the engine is placed


def _planner_choice(sim: Sim, seat: int, hand: int, keys: list[int]) -> Move:
    """The best play by :func:`planner_value` among ``hand``'s tiles on ``keys`` (-1: none
    fits)."""
    best = -1
    best_value = -(1 << 30)
    ends = sim.ends
    players = sim.players
    with_pip = sim.t.with_pip
    for key in keys:
        fits = hand & with_pip[ends[players if key < 0 else key]]
        while fits:
            low = fits & -fits
            fits ^= low
            n = low.bit_length() - 1
            value = planner_value(sim, seat, n, key)
            if value > best_value:
                best_value = value
                best = n * 16 + key + 1
    return best
