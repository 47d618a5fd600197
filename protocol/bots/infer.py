"""What a seat may infer about hidden tiles, and deals sampled consistently with it.

A search bot plays out many possible deals. It must build them from its seat's view only: its
own hand, the tiles played, each seat's hand size, and the round's public history, where every
draw, pass and end of a build says "this seat held nothing that fitted these trains". Each such
claim forbids, at the deck positions that seat held then, every tile that would have fitted; a
"no engine" forbids the double being looked for.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

from ..errors import MextrainError
from ..rules import (
    Draw,
    DrawRule,
    EndBuild,
    EngineMode,
    Event,
    NoEngine,
    OpenDoubles,
    Pass,
    Phase,
    Play,
    RoundState,
    Tile,
    allowed_trains,
    apply,
    draw_rule,
    new_round,
    tile,
    tile_set,
    view_for,
)


@dataclass(frozen=True)
class Choice:
    """A tile another seat chose to play while it held others: the hidden deck positions it
    held besides, the train ends it could have played on, whether a double could go there, and
    the appeal (:func:`appeal`) of the tile it played. Players shed heavy tiles first, so a
    light tile played says, softly, that no heavy one fitted (:func:`likelihood`)."""

    positions: tuple[int, ...]
    ends: frozenset[int]
    doubles_ok: bool
    played: float


@dataclass(frozen=True)
class Evidence:
    """``forbidden[pos]``: tiles the position cannot hold, by what its holder could not play;
    ``choices``: the other seats' plays among several, for weighing a sampled deal."""

    forbidden: dict[int, frozenset[Tile]]
    choices: tuple[Choice, ...] = ()


NO_EVIDENCE = Evidence({})

DOUBLE_APPEAL = 10.0
"""How many pips a double is worth to a player choosing what to shed (greedy plays doubles
first; ``hard`` one it can cover): its appeal over a tile of the same pips."""


MAX_SURPRISE = 4.0
"""The most one choice may weigh a deal down (a factor of e**-4): players keep heavy tiles on
purpose too (``hard`` keeps its train's line), so no single choice rules a deal out."""


def appeal(t: Tile) -> float:
    """How much a player who sheds heavy tiles wants to play ``t``: its pips, more for a
    double."""
    return t.pips + (DOUBLE_APPEAL if t.is_double else 0.0)


def likelihood(evidence: Evidence, deck: Sequence[Tile], strength: float) -> float:
    """How likely the other seats' choices are on the sampled ``deck``, if each plays a tile
    with a chance growing as ``exp(strength * appeal)`` among those it held that fitted. A deal
    that gives a seat a heavy tile it did not play when it fitted weighs less; ``strength`` 0
    weighs every deal alike. Bounded: one pass over the choices and the positions they name."""
    if strength <= 0 or not evidence.choices:
        return 1.0
    log_weight = 0.0
    for c in evidence.choices:
        chosen = strength * c.played
        total = 1.0
        for p in c.positions:
            t = deck[p]
            if (t.low in c.ends or t.high in c.ends) and (c.doubles_ok or not t.is_double):
                total += math.exp(strength * appeal(t) - chosen)
        log_weight -= min(MAX_SURPRISE, math.log(total))
    return math.exp(log_weight)


def _open_ends(state: RoundState, seat: int) -> tuple[set[int], bool]:
    """Ends of the trains the seat could play on now, and whether doubles were allowed.

    The trains are the engine's own ``allowed_trains`` (first turn, follow-up on the double or
    anywhere, who must cover an open double, the Mexican train's own-train rule), so what a
    "could not play" proves never drifts from what the engine checked."""
    keys = allowed_trains(state, seat)
    doubles_ok = not (
        state.rules.open_doubles is OpenDoubles.AT_MOST_ONE and bool(state.open_doubles)
    )
    if len(state.hands[seat]) == 1 and not state.rules.out_on_double:
        doubles_ok = False
    return {state.train(k).end for k in keys}, doubles_ok


def _fitting(max_pip: int, ends: set[int], doubles_ok: bool) -> frozenset[Tile]:
    return frozenset(
        t
        for t in tile_set(max_pip)
        if (t.low in ends or t.high in ends) and (doubles_ok or not t.is_double)
    )


def infer(view: RoundState, me: int, history: Sequence[Event]) -> Evidence:
    """Replay the round's public history on the seat's view and collect every "could not play".

    A history that does not replay (a cheater, or a history from another round) yields what was
    collected before the first event that failed: evidence is a hint for sampling, never a rule.
    """
    # From the round's own double: with engine_missing = highest_double the view's engine_pip
    # is the double that opened the round, found by the NoEngine events replayed here.
    state = new_round(
        view.rules, view.players, view.round_index, view.deck, engine_pip=view.round_double
    )
    forbidden: dict[int, set[Tile]] = {}
    choices: list[Choice] = []
    for event in history:
        seat = event.seat
        if seat != me and seat == state.turn:
            choice = _choice(state, event, view)
            if choice is not None:
                choices.append(choice)
            banned = _banned(state, event)
            if banned:
                # After a draw in turns only the drawn tile may be played: only it is proved.
                drew = state.drew
                whole = drew is None or isinstance(event, NoEngine)
                positions = state.hands[seat] if whole or drew is None else (drew,)
                for pos in positions:
                    if view.deck[pos] is None:
                        forbidden.setdefault(pos, set()).update(banned)
        try:
            state = apply(state, event)
        except MextrainError:
            break
    return Evidence({p: frozenset(s) for p, s in forbidden.items()}, tuple(choices))


def _choice(state: RoundState, event: Event, view: RoundState) -> Choice | None:
    """The choice ``event`` made, if it played a tile in turns among others it held (not a
    drawn tile, which was the only one it could play, nor a building first turn, laid as a
    line rather than tile by tile)."""
    if not isinstance(event, Play) or state.phase is not Phase.TURNS or state.drew is not None:
        return None
    if state.building():
        return None
    positions = tuple(p for p in state.hands[event.seat] if p != event.pos and view.deck[p] is None)
    if not positions:
        return None
    ends, doubles_ok = _open_ends(state, event.seat)
    return Choice(positions, frozenset(ends), doubles_ok, appeal(event.tile))


def _banned(state: RoundState, event: Event) -> frozenset[Tile]:
    """Tiles ``event`` proves its seat did not hold (at the positions :func:`infer` names).

    NoEngine: the double being looked for. Draw, Pass, EndBuild in turns: every tile that would
    have fitted, where the engine's ``_check_cannot_play`` enforces it: always, except a pass
    on a drawn tile the draw rule in force (``first_turn_draw`` or ``draw``) lets a seat keep."""
    seat = event.seat
    if state.phase is Phase.ENGINE:
        if isinstance(event, NoEngine):
            return frozenset({tile(state.engine_pip, state.engine_pip)})
        return frozenset()
    if state.phase is not Phase.TURNS or not isinstance(event, (Draw, Pass, EndBuild)):
        return frozenset()
    if (
        isinstance(event, Pass)
        and state.drew is not None
        and draw_rule(state, seat) is DrawRule.MAY_PLAY
    ):
        return frozenset()
    ends, doubles_ok = _open_ends(state, seat)
    return _fitting(state.rules.max_pip, ends, doubles_ok)


def hidden_tiles(view: RoundState) -> list[Tile]:
    """Tiles the view cannot place: the set less every known position and a set-aside engine."""
    known = {t for t in view.deck if t is not None}
    if view.rules.engine is EngineMode.SET_ASIDE:
        known.add(tile(view.engine_pip, view.engine_pip))
    return [t for t in tile_set(view.rules.max_pip) if t not in known]


def sample_deck(
    view: RoundState, evidence: Evidence, rng: random.Random, tries: int = 8
) -> list[Tile]:
    """A full deck that agrees with the view and, when possible, with the evidence.

    Constrained positions are filled first, most constrained first; after ``tries`` dead ends the
    evidence is dropped (it may be wrong: a seat may have misplayed or cheated).
    """
    hidden_pos = [p for p, t in enumerate(view.deck) if t is None]
    pool = hidden_tiles(view)
    constrained = [p for p in hidden_pos if p in evidence.forbidden]
    free = [p for p in hidden_pos if p not in evidence.forbidden]
    for _ in range(tries if constrained else 0):
        filled = _fill(view, evidence, rng, pool, constrained, free)
        if filled is not None:
            return filled
    shuffled = pool[:]
    rng.shuffle(shuffled)
    deck: list[Tile | None] = list(view.deck)
    for p, t in zip(hidden_pos, shuffled, strict=True):
        deck[p] = t
    return [t for t in deck if t is not None]


def _fill(
    view: RoundState,
    evidence: Evidence,
    rng: random.Random,
    pool: list[Tile],
    constrained: list[int],
    free: list[int],
) -> list[Tile] | None:
    left = set(pool)
    order = sorted(constrained, key=lambda p: (-len(evidence.forbidden[p]), rng.random()))
    deck: list[Tile | None] = list(view.deck)
    for p in order:
        choices = sorted(left - evidence.forbidden[p])
        if not choices:
            return None
        pick = choices[rng.randrange(len(choices))]
        left.discard(pick)
        deck[p] = pick
    rest = sorted(left)
    rng.shuffle(rest)
    for p, t in zip(free, rest, strict=True):
        deck[p] = t
    return [t for t in deck if t is not None]


def seat_view(state: RoundState, seat: int) -> RoundState:
    """What ``seat`` may know of ``state`` (a no-op on a view already)."""
    return view_for(state, seat)
