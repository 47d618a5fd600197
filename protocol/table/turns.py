"""The turns of a round: plays (each card opened in public as it is played), the engine, draws
and the keys that open a drawn card for its drawer, passes, and anomaly reports that stop the
round for the early audit (SPEC.md 4, 6). Also the payload of this seat's own move."""

from __future__ import annotations

from typing import Any

from ..deck import (
    BadPointError,
    ClaimMismatchError,
    DeckAnomaly,
    DeckFault,
    GroupError,
    KeyRelease,
    PlayClaim,
    PublicDeck,
    SeatDeck,
    decode_scalar,
)
from ..deck import Draw as DeckDraw
from ..errors import LocalError, RemoteError
from ..log import Message
from ..rules import (
    Draw,
    EndBuild,
    Event,
    NoEngine,
    Pass,
    Phase,
    PlaceEngine,
    Play,
    RoundState,
    Tile,
    apply,
    learn,
    tile,
)
from .endings import blame_update, report_anomaly, start_reveal
from .guards import check_fit, check_keys, deck_call, note_deck_events, refuse, round_for
from .state import Blame, Round, Stage, TableState, Update


def turn_round(table: TableState, m: Message, index: int) -> Round:
    """The round, if a move may come now: in the turns, with no drawn card awaiting keys."""
    rnd = round_for(table, m, index, Stage.TURNS)
    if rnd.pending_draw is not None:
        raise refuse(m, index, f"waiting for the keys of drawn position {rnd.pending_draw[0]}")
    return rnd


def commit_event(
    table: TableState, rnd: Round, index: int, event: Event, state: RoundState
) -> None:
    """Record an applied move; the round's last one starts the reveal."""
    rnd.engine = state
    rnd.events.append(event)
    rnd.event_entries.append(index)
    if state.phase is Phase.OVER:
        rnd.over_entry = index
        start_reveal(table, rnd)


def on_play(table: TableState, index: int, m: Message) -> list[Update]:
    rnd = turn_round(table, m, index)
    pos, (low, high), train, key = m.payload
    if low > high:
        raise refuse(m, index, "a tile is sent low end first")
    value = Tile(low, high)
    event = Play(m.seat, pos, value, train)
    state = apply(rnd.engine, event)
    trouble = open_played(
        table, m, index, rnd, KeyRelease(m.seat, pos, key), PlayClaim.of(m.seat, pos, value)
    )
    if trouble:
        return trouble
    commit_event(table, rnd, index, event, state)
    return [Update(index, "play", m.seat, rnd.index, {"tile": value, "train": train, "pos": pos})]


def open_played(
    table: TableState,
    m: Message,
    index: int,
    rnd: Round,
    release: KeyRelease,
    claim: PlayClaim,
) -> list[Update]:
    """Open a played card in public. A false claim is signed evidence: the entry stands and
    the seat is blamed at once. A card that opens to garbage stops the round for the early
    audit. Anything malformed refuses the entry."""
    if table.verified_shuffle:
        try:
            value = decode_scalar(release.key)
        except GroupError:
            pass  # the deck refuses a malformed key with its reason
        else:
            check_fit(table, m, index, release, value)
    before = rnd.deck.event_count
    try:
        rnd.deck.receive_play(release, claim)
    except ClaimMismatchError as exc:
        note_deck_events(rnd, index, before)
        return blame_update(table, Blame(m.seat, index, f"false claim: {exc}"), index, rnd.index)
    except (DeckAnomaly, BadPointError) as exc:
        note_deck_events(rnd, index, before)
        # If the audit then finds no fault, the player is at fault (SPEC.md 6.3).
        rnd.anomaly = (index, m.seat, f"the played card opened to garbage: {exc}")
        rnd.over_entry = index
        start_reveal(table, rnd)
        return [Update(index, "anomaly", m.seat, rnd.index, {"reason": str(exc)})]
    except DeckFault as exc:
        raise RemoteError(f"{m.kind}: {exc}", seat=m.seat, entry=index) from None
    note_deck_events(rnd, index, before)
    return []


def on_place_engine(table: TableState, index: int, m: Message) -> list[Update]:
    rnd = turn_round(table, m, index)
    if rnd.engine.phase is not Phase.ENGINE:
        raise refuse(m, index, "the engine is already placed")
    pos, key = m.payload
    event = PlaceEngine(m.seat, pos)
    state = apply(rnd.engine, event)
    engine = tile(rnd.engine.engine_pip, rnd.engine.engine_pip)
    trouble = open_played(
        table, m, index, rnd, KeyRelease(m.seat, pos, key), PlayClaim.of(m.seat, pos, engine)
    )
    if trouble:
        return trouble
    commit_event(table, rnd, index, event, state)
    return [Update(index, "place_engine", m.seat, rnd.index, {"tile": engine})]


def on_simple(table: TableState, index: int, m: Message, event: Event) -> list[Update]:
    """A move that spends no card: no engine, a pass, the end of a building first turn."""
    rnd = turn_round(table, m, index)
    state = apply(rnd.engine, event)
    commit_event(table, rnd, index, event, state)
    return [Update(index, m.kind, m.seat, rnd.index)]


def on_no_engine(table: TableState, index: int, m: Message) -> list[Update]:
    return on_simple(table, index, m, NoEngine(m.seat))


def on_pass(table: TableState, index: int, m: Message) -> list[Update]:
    return on_simple(table, index, m, Pass(m.seat))


def on_end_build(table: TableState, index: int, m: Message) -> list[Update]:
    return on_simple(table, index, m, EndBuild(m.seat))


def on_draw(table: TableState, index: int, m: Message) -> list[Update]:
    rnd = turn_round(table, m, index)
    event = Draw(m.seat)
    state = apply(rnd.engine, event)
    pos = rnd.engine.next_draw
    before = rnd.deck.event_count
    deck_call(m, index, rnd.deck.receive_draw, DeckDraw(m.seat, pos))
    note_deck_events(rnd, index, before)
    rnd.engine = state
    rnd.events.append(event)
    rnd.event_entries.append(index)
    rnd.pending_draw = (pos, m.seat)
    rnd.released = set()
    if (
        table.my_seat is not None
        and table.my_seat != m.seat
        and not isinstance(rnd.deck, PublicDeck)
    ):
        release = rnd.deck.release(pos)
        table._queue("release", rnd.index, [pos, release.key])
    return [Update(index, "draw", m.seat, rnd.index, {"pos": pos})]


def on_release(table: TableState, index: int, m: Message) -> list[Update]:
    rnd = round_for(table, m, index, Stage.TURNS)
    if rnd.pending_draw is None:
        raise refuse(m, index, "no drawn card is waiting for keys")
    pos, drawer = rnd.pending_draw
    if m.payload[0] != pos:
        raise refuse(m, index, f"a key for position {m.payload[0]}; position {pos} was drawn")
    if m.seat == drawer or m.seat in rnd.released:
        raise refuse(m, index, "a key this seat may not release now")
    record = KeyRelease(m.seat, pos, m.payload[1])
    check_keys(table, m, index, [record])
    anomaly: DeckFault | None = None
    found: Tile | None = None
    before = rnd.deck.event_count
    try:
        got = deck_call(m, index, rnd.deck.receive_release, record)
        found = got if isinstance(got, Tile) else None
    except (DeckAnomaly, BadPointError) as exc:
        anomaly = exc
    note_deck_events(rnd, index, before)
    rnd.released.add(m.seat)
    if len(rnd.released) == table.seats - 1:
        rnd.pending_draw = None
    if found is not None:
        rnd.engine = learn(rnd.engine, pos, found)
    if anomaly is not None:
        report_anomaly(table, rnd, anomaly)
    return [Update(index, "release", m.seat, rnd.index, {"pos": pos})]


def on_anomaly(table: TableState, index: int, m: Message) -> list[Update]:
    rnd = round_for(table, m, index, Stage.SHUFFLE, Stage.LOCK, Stage.DEAL, Stage.TURNS)
    if table.stage in (Stage.SHUFFLE, Stage.LOCK):
        due = rnd.deck.next_step()
        if due is None or due[1] != m.seat:
            raise refuse(m, index, "only the seat due to multiply the last deck may report it now")
    pos, reason = m.payload
    rnd.anomaly = (index, m.seat, reason)
    rnd.over_entry = index
    start_reveal(table, rnd)
    return [Update(index, "anomaly", m.seat, rnd.index, {"pos": pos, "reason": reason})]


def move_message(deck: SeatDeck, event: Event) -> tuple[str, list[Any]]:
    """The kind and payload of this seat's move; a play or the engine releases its card's
    key from ``deck``."""
    if isinstance(event, Play):
        release, _claim = deck.play(event.pos)
        return "play", [event.pos, [event.tile.low, event.tile.high], event.train, release.key]
    if isinstance(event, PlaceEngine):
        release, _claim = deck.play(event.pos)
        return "place_engine", [event.pos, release.key]
    if isinstance(event, NoEngine):
        return "no_engine", []
    if isinstance(event, Draw):
        return "draw", []
    if isinstance(event, Pass):
        return "pass", []
    if isinstance(event, EndBuild):
        return "end_build", []
    raise LocalError(f"{type(event).__name__} needs a key; use the table to send it")
