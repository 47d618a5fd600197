"""Helpers for the guard tests of issue 14: re-sign one message of an honest log with a field
changed, and put it back in the log as the host would (a correctly signed, chained entry).

Changing one field while keeping every signature right is how each guard isolates the one check
it covers: the same forgery with the field left as it was must be accepted (the control).
"""

from __future__ import annotations

import functools
from typing import Any

from mextrain.protocol.log.encoding import pack, unpack
from mextrain.protocol.log.entries import decode_entry, file_header, frame, make_entry
from mextrain.protocol.log.identity import Identity
from mextrain.protocol.log.messages import DST_MESSAGE, HOST_SEAT, Message, decode_message
from mextrain.protocol.table.harness import HarnessResult
from mextrain.protocol.table.session import Table

from .table_helpers import honest, host_identity, replica, short

FIELDS = ("version", "game_id", "round", "kind", "seat", "counter", "seen", "payload")
SEED = 31


@functools.cache
def express_match() -> HarnessResult:
    """One honest 2-seat express round, the input every guard forges from. Built once, when the
    tests are collected, so mutation testing's forked workers share it instead of replaying it
    for every mutant (it is data here: the code under test is the table that reads it)."""
    return honest(short("express", 1), 2, SEED)


express_match()


def message_at(result: HarnessResult, index: int) -> Message:
    return decode_message(decode_entry(result.entries[index]).message)


def signer(result: HarnessResult, seed: int, seat: int) -> Identity:
    if seat == HOST_SEAT:
        return host_identity(seed)
    identity = result.seats[seat].identity
    assert identity is not None
    return identity


def sign_body(identity: Identity, fields: list[Any]) -> bytes:
    """A signed message with exactly these body fields (no layout check: forgeries too)."""
    body = pack(fields)
    return pack([body, identity.sign(DST_MESSAGE, body)])


def resigned(
    result: HarnessResult,
    seed: int,
    index: int,
    by: Identity | None = None,
    at: int | None = None,
    **changes: Any,
) -> bytes:
    """Message ``index`` of the log with ``changes`` applied, signed again by its signer (or
    ``by``). Moved to entry ``at``, it has seen the log head there (unless ``seen`` is given)."""
    if at is not None and "seen" not in changes:
        changes["seen"] = replica(result, None, at).head
    body, _signature = unpack(decode_entry(result.entries[index]).message)
    fields = dict(zip(FIELDS, unpack(body), strict=True))
    fields.update(changes)
    identity = by or signer(result, seed, message_at(result, index).seat)
    return sign_body(identity, [fields[f] for f in FIELDS])


def chained(result: HarnessResult, seed: int, upto: int, message: bytes) -> tuple[Table, bytes]:
    """A spectator fed the first ``upto`` entries, and ``message`` as the host's next entry."""
    table = replica(result, None, upto)
    return table, make_entry(host_identity(seed), upto, table.head, message)


def log_bytes(entries: list[bytes]) -> bytes:
    return file_header() + b"".join(frame(e) for e in entries)


def first_index(result: HarnessResult, kind: str, *, seat: int | None = None, after: int = 0) -> int:
    """The first entry at or after ``after`` holding a ``kind`` message (from ``seat``)."""
    for index in range(after, len(result.entries)):
        m = message_at(result, index)
        if m.kind == kind and (seat is None or m.seat == seat):
            return index
    raise AssertionError(f"no {kind} in the log")
