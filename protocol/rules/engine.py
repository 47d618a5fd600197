"""The rules engine: a pure, event-sourced state machine for one round of Mexican Train.

``state = apply(state, event)``; :func:`legal_actions` lists what the seat on turn may do, the
way python-chess's ``Board.legal_moves`` does. The engine knows nothing of cryptography.

Tiles live at *deck positions*: the round's shuffled deck is numbered 0..D-1, seat ``p`` is dealt
positions ``p*H .. p*H+H-1`` and the boneyard is drawn from the lowest free position up. The same
numbering is used by the mental-poker deck, so a move can always be tied to the card it spends.
A state may know every tile (full information: simulation, audit) or only some (one seat's view:
its own hand and what has been played). Rules that cannot be checked in a view -- "I cannot play",
"I do not hold the engine" -- are recorded as :class:`Claim` objects; replaying the round with full
information (:func:`replay_round`) re-checks every one and names the seat and event that lied.

State transitions, in one place (the h11 style):

============  ====================================================================
phase         events accepted (only from the seat on turn)
============  ====================================================================
ENGINE        PlaceEngine (holder must), NoEngine (claim), Draw (once all seats said NoEngine)
TURNS         Play, Draw, Pass, EndBuild
OVER          nothing
============  ====================================================================

The state and the events are in :mod:`.round_state`, what the seat on turn may do in
:mod:`.legality`; this module starts a round, applies events and replays a round with full
information, and re-exports the state, the events and the legality functions: the engine's
one public surface.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..errors import IllegalPlayError, InvalidPlayError, LocalError
from .legality import (
    allowed_trains,
    cached_plays,
    draw_rule,
    duty,
    legal_actions,
    may_draw,
    tile_plays,
)
from .round_state import (
    MEXICAN,
    PLAYS_CACHE,
    Claim,
    Draw,
    EndBuild,
    Event,
    NoEngine,
    Pass,
    Phase,
    PlaceEngine,
    Play,
    RoundState,
    Train,
    evolve,
    quick_train,
)
from .ruleset import DrawRule, EngineMissing, EngineMode, FollowUp, LastDouble, OpenDoubles, Ruleset
from .tiles import Tile

__all__ = [
    "MEXICAN",
    "Claim",
    "Draw",
    "EndBuild",
    "Event",
    "NoEngine",
    "Pass",
    "Phase",
    "PlaceEngine",
    "Play",
    "RoundState",
    "Train",
    "allowed_trains",
    "apply",
    "deal_layout",
    "draw_rule",
    "duty",
    "learn",
    "legal_actions",
    "new_round",
    "replay_round",
    "tile_plays",
    "train_name",
    "view_for",
]

# -- setup ----------------------------------------------------------------------------------


def deal_layout(players: int, hand_size: int) -> tuple[tuple[int, ...], ...]:
    """The fixed deal rule: seat p holds positions p*H .. p*H+H-1."""
    return tuple(tuple(range(p * hand_size, (p + 1) * hand_size)) for p in range(players))


def new_round(
    rules: Ruleset,
    players: int,
    round_index: int,
    deck: Sequence[Tile | None],
    engine_pip: int | None = None,
) -> RoundState:
    """Start round ``round_index`` (0-based) from a shuffled deck (None where unknown).

    The deck holds every tile of the set, less the engine double when the ruleset sets it aside.
    """
    rules.check_players(players)
    pip = (
        rules.round_doubles(max(rules.rounds, round_index + 1))[round_index]
        if engine_pip is None
        else engine_pip
    )
    if len(deck) != rules.deck_size():
        raise LocalError(f"a {rules.name} deck has {rules.deck_size()} tiles, not {len(deck)}")
    hand_size = rules.hand_size(players)
    trains = tuple(Train(owner=s, tiles=(), end=pip) for s in range(players))
    trains += (Train(owner=MEXICAN, tiles=(), end=pip),)
    start = round_index % players
    held = rules.engine is EngineMode.HELD
    return RoundState(
        rules=rules,
        players=players,
        round_index=round_index,
        engine_pip=pip,
        deck=tuple(deck),
        hands=deal_layout(players, hand_size),
        next_draw=players * hand_size,
        trains=trains,
        phase=Phase.ENGINE if held else Phase.TURNS,
        turn=start,
        first_turn_done=(False,) * players,
        round_double=pip,
    )


def learn(state: RoundState, pos: int, value: Tile) -> RoundState:
    """Record that deck position ``pos`` holds ``value`` (a tile this seat decrypted)."""
    known = state.deck[pos]
    if known is not None and known != value:
        raise LocalError(f"position {pos} is already known to hold {known}, not {value}")
    deck = list(state.deck)
    deck[pos] = value
    return evolve(state, deck=tuple(deck))


def view_for(state: RoundState, seat: int | None) -> RoundState:
    """The same state as ``seat`` sees it: other hands and the boneyard hidden.

    ``seat=None`` gives a spectator's view (only played tiles).
    """
    visible = set(state.hands[seat]) if seat is not None else set()
    hidden = {p for s, h in enumerate(state.hands) if s != seat for p in h}
    hidden.update(range(state.next_draw, len(state.deck)))
    hidden -= visible
    deck = tuple(None if p in hidden else t for p, t in enumerate(state.deck))
    return evolve(state, deck=deck)


# -- apply ----------------------------------------------------------------------------------


def apply(state: RoundState, event: Event) -> RoundState:
    """The state after ``event``; raises IllegalPlayError (state unchanged) if it breaks a rule.

    Rules that need hidden tiles are checked when the tiles are known, and recorded as claims
    otherwise.
    """
    index = state.event_count
    seat = event.seat
    if state.phase is Phase.OVER:
        raise IllegalPlayError("the round is over", seat=seat, event_index=index)
    if not 0 <= seat < state.players:
        raise InvalidPlayError(f"no seat {seat} at a table of {state.players}")
    if seat != state.turn:
        raise IllegalPlayError(
            f"not seat {seat}'s turn (seat {state.turn} is to play)", seat=seat, event_index=index
        )
    if state.phase is Phase.ENGINE:
        new = _apply_engine_phase(state, event, index)
    else:
        new = _apply_turns(state, event, index)
    if new is state:  # every transition makes a new state; never touch the caller's
        new = evolve(state)
    new.__dict__["event_count"] = index + 1  # ``new`` is ours alone: no second copy needed
    return new


def _illegal(state: RoundState, seat: int, message: str) -> IllegalPlayError:
    return IllegalPlayError(message, seat=seat, event_index=state.event_count)


def _check_cannot_play(state: RoundState, seat: int, what: str) -> RoundState:
    """Enforce 'no legal tile play' as far as known; record a claim for the hidden part."""
    plays = cached_plays(state, seat)
    if plays:
        shown = ", ".join(f"{p.tile} on {train_name(p.train)}" for p in plays[:3])
        raise _illegal(state, seat, f"{what} while able to play ({shown})")
    if state.hand_fully_known(seat):
        return state
    claim = Claim(state.event_count, seat, f"{what}: cannot play")
    return evolve(state, claims=(*state.claims, claim))


def _apply_engine_phase(state: RoundState, event: Event, index: int) -> RoundState:
    engine = Tile(state.engine_pip, state.engine_pip)
    seat = event.seat
    cards = state.deck
    held = [p for p in state.hands[seat] if cards[p] == engine]
    if isinstance(event, PlaceEngine):
        if event.pos not in state.hands[seat]:
            raise _illegal(state, seat, f"position {event.pos} is not in seat {seat}'s hand")
        known = state.deck[event.pos]
        if known is not None and known != engine:
            raise _illegal(
                state, seat, f"claims position {event.pos} is {engine} but it is {known}"
            )
        deck = list(state.deck)
        deck[event.pos] = engine
        hands = _without(state.hands, seat, event.pos)
        return evolve(
            state,
            deck=tuple(deck),
            hands=hands,
            phase=Phase.TURNS,
            engine_owner=seat,
            turn=seat,
            drew=None,
        )
    if held:
        raise _illegal(state, seat, f"holds the engine {engine} and must place it")
    if isinstance(event, NoEngine):
        if state.engine_declared >= state.players and state.drew is None:
            raise _illegal(state, seat, "must draw for the engine before passing it on")
        new = state
        if not state.hand_fully_known(seat):
            claim = Claim(index, seat, f"does not hold {engine}")
            new = evolve(state, claims=(*state.claims, claim))
        declared = state.engine_declared + 1
        new = evolve(new, engine_declared=declared, turn=(seat + 1) % state.players, drew=None)
        if (
            declared == state.players
            and state.rules.engine_missing is EngineMissing.HIGHEST_DOUBLE
        ):
            new = _next_candidate(new)
        return new
    if isinstance(event, Draw):
        if state.engine_declared < state.players:
            raise _illegal(state, seat, "may not draw before every seat has looked for the engine")
        if state.drew is not None:
            raise _illegal(state, seat, "already drew this turn")
        if state.boneyard_count == 0:
            raise _illegal(state, seat, "the boneyard is empty")
        return _draw(state, seat)
    raise _illegal(
        state, seat, f"{type(event).__name__} is not allowed before the engine is placed"
    )


def _next_candidate(state: RoundState) -> RoundState:
    """highest_double: nobody holds ``engine_pip``; look for the next double in the order
    (the round's double, then N-N down to 0-0). When none is left, draw for the round's double."""
    order = [state.round_double]
    order.extend(p for p in range(state.rules.max_pip, -1, -1) if p != state.round_double)
    at = order.index(state.engine_pip) + 1
    if at < len(order):
        pip, declared = order[at], 0
    else:
        pip, declared = state.round_double, state.players
    trains = tuple(Train(t.owner, t.tiles, pip, t.marker) for t in state.trains)
    return evolve(state, engine_pip=pip, engine_declared=declared, trains=trains)


def _draw(state: RoundState, seat: int) -> RoundState:
    pos = state.next_draw
    hands = list(state.hands)
    hands[seat] = (*hands[seat], pos)
    return evolve(state, hands=tuple(hands), next_draw=pos + 1, drew=pos)


def _without(
    hands: tuple[tuple[int, ...], ...], seat: int, pos: int
) -> tuple[tuple[int, ...], ...]:
    out = list(hands)
    own = hands[seat]
    at = own.index(pos)
    out[seat] = own[:at] + own[at + 1 :]
    return tuple(out)


def _apply_turns(state: RoundState, event: Event, index: int) -> RoundState:
    seat = event.seat
    if isinstance(event, Play):
        return _apply_play(state, event)
    if isinstance(event, Draw):
        if not may_draw(state):
            reason = (
                "the boneyard is empty" if state.boneyard_count == 0 else "already drew this turn"
            )
            raise _illegal(state, seat, f"may not draw: {reason}")
        if state.building() and state.turn_plays > 0:
            raise _illegal(state, seat, "may not draw after building; end the build instead")
        if state.drew is not None:
            # Drawing again (draw until playable) claims the last drawn tile does not fit.
            state = _check_cannot_play(state, seat, "drew again")
        else:
            state = _check_cannot_play(state, seat, "drew")
        return _draw(state, seat)
    if isinstance(event, Pass):
        if state.building() and state.turn_plays > 0:
            raise _illegal(state, seat, "a building first turn ends with EndBuild, not a pass")
        if state.drew is None and state.boneyard_count > 0:
            raise _illegal(state, seat, "must draw before passing while the boneyard has tiles")
        rule = draw_rule(state, seat)
        if rule is DrawRule.UNTIL_PLAYABLE and state.boneyard_count > 0:
            raise _illegal(state, seat, "must keep drawing until a tile fits (draw until playable)")
        if not (rule is DrawRule.MAY_PLAY and state.drew is not None):
            state = _check_cannot_play(state, seat, "passed")
        return _pass(state, seat)
    if isinstance(event, EndBuild):
        if not (state.building() and state.turn_plays > 0):
            raise _illegal(state, seat, "EndBuild only ends a building first turn after a tile")
        state = _check_cannot_play(state, seat, "ended the build")
        return _end_turn(state, seat)
    raise _illegal(
        state, seat, f"{type(event).__name__} is only allowed while looking for the engine"
    )


def _apply_play(state: RoundState, play: Play) -> RoundState:
    listed: list[Play] | None = state.__dict__.get(PLAYS_CACHE)
    if listed is not None and play in listed:
        # Exactly what :func:`tile_plays` listed for this state: already checked, tile known.
        known: Tile | None = play.tile
        key = play.train
        target = state.trains[state.players if key == MEXICAN else key]
    else:
        known, key, target = _check_play(state, play)
    return _played(state, play, known, key, target)


def _check_play(state: RoundState, play: Play) -> tuple[Tile | None, int, Train]:
    """Every rule of a play; returns what the play needs (the known tile, train key, train)."""
    seat = play.seat
    if play.pos not in state.hands[seat]:
        raise _illegal(state, seat, f"plays position {play.pos}, which is not in its hand")
    known = state.deck[play.pos]
    if known is not None and known != play.tile:
        raise _illegal(
            state, seat, f"claims to play {play.tile} but position {play.pos} holds {known}"
        )
    if state.drew is not None and play.pos != state.drew:
        raise _illegal(state, seat, "after drawing, only the drawn tile may be played")
    key = play.train
    target = state.train(key)
    allowed = allowed_trains(state, seat)
    if key not in allowed:
        raise _illegal(state, seat, _why_not_train(state, seat, key))
    if not play.tile.has(target.end):
        raise _illegal(
            state, seat, f"{play.tile} does not fit {train_name(key)}, which ends in {target.end}"
        )
    if play.tile.is_double:
        if state.rules.open_doubles is OpenDoubles.AT_MOST_ONE and state.open_doubles:
            raise _illegal(state, seat, "at most one open double: cover the open one first")
        if len(state.hands[seat]) == 1 and not state.rules.out_on_double:
            raise _illegal(state, seat, "this ruleset does not allow going out on a double")
    return known, key, target


def _played(
    state: RoundState, play: Play, known: Tile | None, key: int, target: Train
) -> RoundState:
    """The state after a play already found legal."""
    seat = play.seat
    covering = key in state.open_doubles
    low, high = value = play.tile
    is_double = low == high
    train = quick_train(
        target.owner,
        (*target.tiles, value),
        high if target.end == low else low,
        False if key == seat else target.marker,
    )
    trains = list(state.trains)
    trains[state.players if key == MEXICAN else key] = train
    if covering and key != seat and state.rules.marker_when_covering and duty(state, seat):
        own = trains[seat]
        trains[seat] = quick_train(own.owner, own.tiles, own.end, True)
    open_doubles = (
        tuple(k for k in state.open_doubles if k != key) if covering else state.open_doubles
    )
    if is_double:
        open_doubles = (*open_doubles, key)
    deck = state.deck
    if known is None:  # a view learns the tile as it is played
        cards = list(deck)
        cards[play.pos] = value
        deck = tuple(cards)
    hands = _without(state.hands, seat, play.pos)
    changes: dict[str, Any] = dict(
        deck=deck,
        hands=hands,
        trains=tuple(trains),
        open_doubles=open_doubles,
        passes_in_row=0,
        turn_plays=state.turn_plays + 1,
    )
    # One new state per play: what follows the play goes into the same set of changes.
    if not hands[seat]:
        if (
            is_double
            and state.rules.last_double is LastDouble.MUST_COVER
            and state.boneyard_count > 0
        ):
            # Out only once it is covered: the follow-up starts with an empty hand, so a draw.
            changes.update(follow_up=True, cover_last=True, drew=None)
        else:
            changes.update(phase=Phase.OVER, went_out=seat, out_on_double=is_double, drew=None)
    elif state.building():
        pass
    elif is_double:
        changes.update(follow_up=True, drew=None)
    else:
        changes.update(_end_turn_changes(state, seat))
    return evolve(state, **changes)


def _why_not_train(state: RoundState, seat: int, key: int) -> str:
    if state.restricted(seat):
        return f"on the first turn seat {seat} may only play on its own train"
    if (
        key == MEXICAN
        and state.rules.mexican_needs_own_train
        and not state.trains[seat].tiles
    ):
        return "no tile on the Mexican train before your own train is started"
    if state.follow_up and (state.rules.follow_up is FollowUp.ON_DOUBLE or state.cover_last):
        double = state.open_doubles[-1]
        return f"the tile after a double must go on that double, on {train_name(double)}"
    if duty(state, seat):
        names = ", ".join(train_name(k) for k in state.open_doubles)
        if state.rules.open_doubles is OpenDoubles.IN_ORDER:
            return (
                f"must cover the oldest open double first, on {train_name(state.open_doubles[0])}"
            )
        return f"must cover an open double (on {names})"
    return f"{train_name(key)} is not open to seat {seat} (no marker)"


def _pass(state: RoundState, seat: int) -> RoundState:
    trains = list(state.trains)
    new_marker = not trains[seat].marker
    own = trains[seat]
    trains[seat] = quick_train(own.owner, own.tiles, own.end, True)
    # A pass counts towards a blocked round only if nothing it shows could change: the boneyard
    # is empty, the seat did not draw (a drawn tile is all it may play), it is not a follow-up
    # (other trains are allowed then), and it put no marker down (a new marker opens a train).
    counts = (
        state.boneyard_count == 0
        and state.drew is None
        and not state.follow_up
        and not new_marker
    )
    passes = state.passes_in_row + 1 if counts else 0
    if passes >= state.players:
        return evolve(
            state, trains=tuple(trains), passes_in_row=passes, phase=Phase.OVER, drew=None
        )
    return evolve(
        state, trains=tuple(trains), passes_in_row=passes, **_end_turn_changes(state, seat)
    )


def _end_turn(state: RoundState, seat: int) -> RoundState:
    return evolve(state, **_end_turn_changes(state, seat))


def _end_turn_changes(state: RoundState, seat: int) -> dict[str, Any]:
    """The turn ends: the next seat is on turn, with a fresh turn."""
    done = state.first_turn_done
    if not done[seat]:
        done = (*done[:seat], True, *done[seat + 1 :])
    return {
        "first_turn_done": done,
        "turn": (seat + 1) % state.players,
        "turn_plays": 0,
        "follow_up": False,
        "cover_last": False,
        "drew": None,
    }


def train_name(key: int) -> str:
    return "the Mexican train" if key == MEXICAN else f"seat {key}'s train"


# -- full-information replay ----------------------------------------------------------------


def replay_round(
    rules: Ruleset,
    players: int,
    round_index: int,
    deck: Sequence[Tile],
    events: Sequence[Event],
) -> RoundState:
    """Replay a round with every tile known; the first rule broken raises IllegalPlayError
    naming the seat and the event index. This is the audit of every claim made in the round."""
    state = new_round(rules, players, round_index, deck)
    for event in events:
        state = apply(state, event)
    return state
