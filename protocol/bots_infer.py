"""What a seat may infer about hidden tiles, and deals sampled consistently with it.

A search bot plays out many possible deals. It must build them from its seat's view only: its
own hand, the tiles played, each seat's hand size, and the round's public history, where every
draw, pass and end of a build says "this seat held nothing that fitted these trains". Each such
claim forbids, at the deck positions that seat held then, every tile that would have fitted.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from .engine import (
    MEXICAN,
    Draw,
    EndBuild,
    Event,
    Pass,
    Phase,
    RoundState,
    apply,
    new_round,
    view_for,
)
from .errors import MextrainError
from .rules import DrawRule, EngineMode, OpenDoubles
from .tiles import Tile, tile, tile_set


@dataclass(frozen=True)
class Evidence:
    """``forbidden[pos]``: tiles the position cannot hold, by what its holder could not play."""

    forbidden: dict[int, frozenset[Tile]]


NO_EVIDENCE = Evidence({})


def _open_ends(state: RoundState, seat: int) -> tuple[set[int], bool]:
    """Ends of the trains the seat could play on now, and whether doubles were allowed."""
    if state.restricted(seat):
        keys: Sequence[int] = (seat,)
    elif state.open_doubles and not state.follow_up:
        if state.rules.open_doubles is OpenDoubles.IN_ORDER:
            keys = (state.open_doubles[0],)
        else:
            keys = state.open_doubles
    else:
        keys = [seat, MEXICAN] + [
            t.owner for t in state.trains[: state.players] if t.marker and t.owner != seat
        ]
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
    state = new_round(
        view.rules, view.players, view.round_index, view.deck, engine_pip=view.engine_pip
    )
    forbidden: dict[int, set[Tile]] = {}
    for event in history:
        seat = event.seat
        if seat != me and state.phase is Phase.TURNS and seat == state.turn:
            positions: Sequence[int] = ()
            if isinstance(event, (Draw, Pass, EndBuild)):
                may_pass_drawn = (
                    isinstance(event, Pass)
                    and state.rules.draw is DrawRule.MAY_PLAY
                    and state.drew is not None
                )
                if not may_pass_drawn:
                    positions = state.hands[seat] if state.drew is None else (state.drew,)
            if positions:
                ends, doubles_ok = _open_ends(state, seat)
                banned = _fitting(state.rules.max_pip, ends, doubles_ok)
                for pos in positions:
                    if view.deck[pos] is None:
                        forbidden.setdefault(pos, set()).update(banned)
        try:
            state = apply(state, event)
        except MextrainError:
            break
    return Evidence({p: frozenset(s) for p, s in forbidden.items()})


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
