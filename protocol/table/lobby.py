"""The table-level messages: the host's open (and its checks as entry 0), the seats' joins,
and the host's start, end and abort (SPEC.md 5.4, 6, 7.4)."""

from __future__ import annotations

from ..deck import RISTRETTO255_OPTION, TABLE_OPTIONS, VERIFIED_SHUFFLE
from ..errors import LocalError, RemoteError
from ..log import (
    GENESIS,
    HOST_SEAT,
    TABLE_ROUND,
    Entry,
    LogError,
    Message,
    SignatureError,
    check_link,
    check_public_key,
)
from ..rules import Ruleset, check_wire_ruleset
from .deck_stages import EDWARDS_GROUP, begin_round
from .guards import refuse
from .state import Abort, Stage, TableState, Update


def check_open(entry: Entry, message: Message) -> None:
    """Entry 0 must be the host's open message, well formed: its options known, distinct and
    sorted, the host key valid and signing the entry, the ruleset valid and canonical."""
    if message.kind != "open" or message.seat != HOST_SEAT:
        raise RemoteError(
            "the first entry must be the host's open message", seat=HOST_SEAT, entry=0
        )
    _name, rules_map, seats, host_key, _created = message.payload[:5]
    options = list(message.payload[5]) if len(message.payload) > 5 else []
    unknown = [o for o in options if o not in TABLE_OPTIONS]
    if unknown:
        raise RemoteError(f"open: unknown table option {unknown[0]!r}", seat=HOST_SEAT, entry=0)
    if options != sorted(set(options)):
        raise RemoteError(
            "open: table options must be distinct and sorted", seat=HOST_SEAT, entry=0
        )
    try:
        check_public_key(host_key)
        check_link(entry, 0, GENESIS, host_key)
    except (SignatureError, LogError) as exc:
        raise RemoteError(f"open: {exc}", seat=HOST_SEAT, entry=0) from None
    try:
        check_wire_ruleset(rules_map)
        rules = Ruleset.from_dict(rules_map)
        rules.check_players(seats)
    except LocalError as exc:
        raise RemoteError(f"open: bad ruleset: {exc}", seat=HOST_SEAT, entry=0) from None
    if list(rules_map) != list(rules.to_dict()):
        raise RemoteError("open: ruleset keys are not in canonical order", seat=HOST_SEAT, entry=0)


def on_open(table: TableState, index: int, m: Message) -> list[Update]:
    name, rules_map, seats, host_key, created = m.payload[:5]
    options = m.payload[5] if len(m.payload) > 5 else []
    table.verified_shuffle = VERIFIED_SHUFFLE in options
    # SPEC.md 4.1: the option names the deck's group; a log without it (every log written
    # before ristretto255) deals on edwards25519.
    table.deck_group = RISTRETTO255_OPTION if RISTRETTO255_OPTION in options else EDWARDS_GROUP
    table.game_id = m.game_id
    table.host_key = host_key
    table.table_name = name
    table.rules = Ruleset.from_dict(rules_map)
    table.seats = seats
    table.names = [None] * seats
    table.keys = [None] * seats
    return [
        Update(
            index,
            "open",
            HOST_SEAT,
            TABLE_ROUND,
            {"name": name, "seats": seats, "created": created},
        )
    ]


def on_join(table: TableState, index: int, m: Message) -> list[Update]:
    name, key = m.payload
    if table.stage is not Stage.LOBBY:
        raise refuse(m, index, "the table has started")
    if not 0 <= m.seat < table.seats:
        raise refuse(m, index, f"no seat {m.seat} at a {table.seats}-seat table")
    if table.keys[m.seat] is not None:
        raise refuse(m, index, f"seat {m.seat} is taken")
    if key in table.keys:
        raise refuse(m, index, "this identity key already holds a seat")
    try:
        check_public_key(key)
    except SignatureError as exc:
        raise refuse(m, index, str(exc)) from None
    table.keys[m.seat] = key
    table.names[m.seat] = name
    return [Update(index, "join", m.seat, TABLE_ROUND, {"name": name})]


def on_start(table: TableState, index: int, m: Message) -> list[Update]:
    if table.stage is not Stage.LOBBY:
        raise refuse(m, index, "the table has already started")
    if any(k is None for k in table.keys):
        raise refuse(m, index, "not every seat is taken")
    begin_round(table, 0)
    return [Update(index, "start", HOST_SEAT, TABLE_ROUND, {"names": list(table.names)})]


def on_end(table: TableState, index: int, m: Message) -> list[Update]:
    totals, winners = m.payload
    if table.stage is not Stage.CLOSING or table.final is None:
        raise refuse(m, index, "the match is not over")
    if list(totals) != list(table.final.totals) or list(winners) != list(table.final.winners):
        raise refuse(m, index, f"totals {totals} / winners {winners} disagree with the log")
    table.stage = Stage.ENDED
    table.end_reason = "the match is over"
    return [Update(index, "end", HOST_SEAT, TABLE_ROUND, {"totals": totals, "winners": winners})]


def on_abort(table: TableState, index: int, m: Message) -> list[Update]:
    seat, reason = m.payload
    if seat >= table.seats:
        raise refuse(m, index, f"no seat {seat}")
    rnd = table.round
    in_round = rnd is not None and table.stage not in (Stage.LOBBY, Stage.CLOSING)
    awaited = tuple(s for s in table.waiting_for() if s != HOST_SEAT)
    # Whoever reveals last has seen every other seed; a seat that never reveals escapes its
    # audit, so an abort naming it in the reveal stage records it as withheld (SPEC.md 7.4).
    table.aborted = Abort(
        index, seat, reason, table.stage, rnd.index if in_round and rnd else None, awaited
    )
    table.stage = Stage.ENDED
    table.end_reason = f"aborted by the host: {reason}"
    return [Update(index, "abort", HOST_SEAT, TABLE_ROUND, {"seat": seat, "reason": reason})]
