"""The checks every stage's handlers share: refusing an entry, the round a message belongs to,
a call into the deck that turns its faults into a refusal, and the checks of released keys.

A refusal is a :class:`~mextrain.protocol.errors.RemoteError` raised before anything is
recorded, so the table stays as it was (:meth:`.session.Table.receive`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..deck import (
    BadPointError,
    DeckAnomaly,
    DeckFault,
    GroupError,
    KeyRelease,
    decode_scalar,
    key_fits,
)
from ..errors import RemoteError
from ..log import Message
from .state import Round, Stage, TableState


def refuse(m: Message, index: int, why: str) -> RemoteError:
    """The error that refuses entry ``index``, naming its seat and kind."""
    return RemoteError(f"{m.kind}: {why}", seat=m.seat, entry=index)


def round_for(table: TableState, m: Message, index: int, *stages: Stage) -> Round:
    """The round ``m`` belongs to, if the table is in one of ``stages`` and ``m`` names this
    round and a seat of the table."""
    rnd = table.round
    if rnd is None or table.stage not in stages:
        raise refuse(m, index, f"not expected in stage {table.stage}")
    if m.round != rnd.index:
        raise refuse(m, index, f"carries round {m.round}, this is round {rnd.index}")
    if not 0 <= m.seat < table.seats:
        raise refuse(m, index, f"no seat {m.seat}")
    return rnd


def deck_call(m: Message, index: int, fn: Callable[..., Any], *args: Any) -> Any:
    """Call the deck; a fault refuses the entry (naming the seat the deck names, else the
    sender). An anomaly or a bad point is left to the caller: it may stop the round instead."""
    try:
        return fn(*args)
    except (DeckAnomaly, BadPointError):
        raise
    except DeckFault as exc:
        seat = exc.seat if exc.seat is not None else m.seat
        raise RemoteError(f"{m.kind}: {exc}", seat=seat, entry=index) from None


def note_deck_events(rnd: Round, index: int, before: int) -> None:
    """Tie the deck transcript's records made since ``before`` to log entry ``index``."""
    rnd.deck_event_entries.extend([index] * (rnd.deck.event_count - before))


def check_keys(table: TableState, m: Message, index: int, records: list[KeyRelease]) -> None:
    """Refuse the whole message if any key is malformed, before the deck records any."""
    for record in records:
        try:
            value = decode_scalar(record.key)
        except GroupError as exc:
            raise refuse(m, index, f"key for position {record.position}: {exc}") from None
        check_fit(table, m, index, record, value)


def check_fit(table: TableState, m: Message, index: int, record: KeyRelease, value: int) -> None:
    """Verified shuffle: a released key must be the one the seat's lock proof committed."""
    rnd = table.round
    if not table.verified_shuffle or rnd is None:
        return
    commitments = rnd.key_commitments.get(record.seat)
    if commitments is None or not 0 <= record.position < len(commitments):
        return  # out of place: the deck refuses it with the reason
    if not key_fits(value, commitments[record.position], rnd.params.deck_group):
        raise refuse(
            m,
            index,
            f"key for position {record.position} does not fit seat {record.seat}'s lock"
            " commitment (SPEC 4.12)",
        )
    if table.defer_proofs:
        rnd.fitted_keys.setdefault(record.seat, {})[record.position] = value
