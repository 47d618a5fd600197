"""What the seat on turn may do: the trains open to it, its tile plays, and every legal event
(the way python-chess's ``Board.legal_moves`` lists moves). :mod:`.engine`'s ``apply`` checks
an event against the same definitions; the bots and the view ask them rather than restate a
rule."""

from __future__ import annotations

from ..errors import LocalError
from .round_state import (
    ALLOWED_CACHE,
    MEXICAN,
    PLAYS_CACHE,
    Draw,
    EndBuild,
    Event,
    NoEngine,
    Pass,
    Phase,
    PlaceEngine,
    Play,
    RoundState,
)
from .ruleset import DoubleDuty, DrawRule, FollowUp, OpenDoubles
from .tiles import Tile


def allowed_trains(state: RoundState, seat: int) -> tuple[int, ...]:
    """Train keys that may take a tile from ``seat`` now, before looking at the tile (the one
    definition: the bots' inference reads it too)."""
    if seat == state.turn:
        cached: tuple[int, ...] | None = state.__dict__.get(ALLOWED_CACHE)
        if cached is None:
            cached = state.__dict__[ALLOWED_CACHE] = _compute_allowed(state, seat)
        return cached
    return _compute_allowed(state, seat)


def _compute_allowed(state: RoundState, seat: int) -> tuple[int, ...]:
    keys: tuple[int, ...]
    if state.restricted(seat):
        return (seat,)
    if state.follow_up and (state.rules.follow_up is FollowUp.ON_DOUBLE or state.cover_last):
        keys = (state.open_doubles[-1],)
    elif duty(state, seat):
        if state.rules.open_doubles is OpenDoubles.IN_ORDER:
            keys = (state.open_doubles[0],)
        else:
            keys = state.open_doubles
    else:
        trains = state.trains
        keys = (seat, MEXICAN, *[s for s in range(state.players) if trains[s].marker and s != seat])
    if state.rules.mexican_needs_own_train and not state.trains[seat].tiles and MEXICAN in keys:
        keys = tuple(k for k in keys if k != MEXICAN)
    return keys


def duty(state: RoundState, seat: int) -> bool:
    """Rule 2: an uncovered double binds this seat's play (SPEC 3 ``duty(s)``); bots and the
    view ask the engine rather than restate the rule."""
    return (
        bool(state.open_doubles)
        and not state.follow_up
        and not state.restricted(seat)
        and state.rules.double_duty is DoubleDuty.EVERYONE
    )


def tile_plays(state: RoundState, seat: int) -> list[Play]:
    """Every play of a *known* tile the seat may make now (empty off-turn or outside TURNS).

    Plays come in hand order, then in the order of :func:`allowed_trains` (bots rely on it)."""
    return list(cached_plays(state, seat))


def cached_plays(state: RoundState, seat: int) -> list[Play]:
    """:func:`tile_plays`, shared with the state's cache: callers must not change the list."""
    if state.phase is not Phase.TURNS or seat != state.turn:
        return []
    cached: list[Play] | None = state.__dict__.get(PLAYS_CACHE)
    if cached is None:
        cached = _tile_plays(state, seat)
        state.__dict__[PLAYS_CACHE] = cached
    return cached


def _tile_plays(state: RoundState, seat: int) -> list[Play]:
    keys = allowed_trains(state, seat)
    if not keys:
        return []
    trains, players = state.trains, state.players
    ends = [(key, trains[players if key == MEXICAN else key].end) for key in keys]
    hand = state.hands[seat]
    rules = state.rules
    # A double is never playable while another is open (at_most_one), nor as the last tile
    # when the ruleset forbids going out on one.
    no_double = bool(
        (rules.open_doubles is OpenDoubles.AT_MOST_ONE and state.open_doubles)
        or (len(hand) == 1 and not rules.out_on_double)
    )
    drew = state.drew
    positions = hand if drew is None else ((drew,) if drew in hand else ())
    deck = state.deck
    plays: list[Play] = []
    new_play = object.__new__  # Play(...) without the frozen dataclass's __setattr__ per field
    open_ends = {end for _, end in ends}
    for pos in positions:
        value = deck[pos]
        if value is None:
            continue
        low, high = value
        if (low not in open_ends and high not in open_ends) or (low == high and no_double):
            continue
        for key, end in ends:
            if low == end or high == end:
                play = new_play(Play)
                play.__dict__.update(seat=seat, pos=pos, tile=value, train=key)
                plays.append(play)
    return plays


def legal_actions(state: RoundState, seat: int) -> list[Event]:
    """Every event the seat may send now. Needs the seat's own hand to be known."""
    if not state.hand_fully_known(seat):
        raise LocalError(f"seat {seat}'s hand is not known in this state")
    if state.phase is Phase.OVER or seat != state.turn:
        return []
    if state.phase is Phase.ENGINE:
        engine = Tile(state.engine_pip, state.engine_pip)
        deck = state.deck
        for pos in state.hands[seat]:
            if deck[pos] == engine:
                return [PlaceEngine(seat, pos)]
        if state.engine_declared >= state.players and state.drew is None:
            return [Draw(seat)]
        return [NoEngine(seat)]
    actions: list[Event] = list(cached_plays(state, seat))
    if actions:
        if state.drew is not None and draw_rule(state, seat) is DrawRule.MAY_PLAY:
            actions.append(Pass(seat))
        return actions
    if state.building() and state.turn_plays > 0:
        return [EndBuild(seat)]
    if may_draw(state):
        return [Draw(seat)]
    return [Pass(seat)]


def draw_rule(state: RoundState, seat: int) -> DrawRule:
    """The draw rule in force for ``seat``: ``first_turn_draw`` on its first turn, else ``draw``."""
    return state.rules.draw if state.first_turn_done[seat] else state.rules.first_turn_draw


def may_draw(state: RoundState) -> bool:
    if state.boneyard_count == 0:
        return False
    return state.drew is None or draw_rule(state, state.turn) is DrawRule.UNTIL_PLAYABLE
