"""Issue 22 finding 1 (SPEC.md 5.4 "Whose kinds"): `open`, `start`, `end` and `abort` are the
host's. A seat that signs one with its own key is refused by the host's sequencer (the match goes
on), by every node's table, and `verify` blames that seat when the entry is its evidence."""

from __future__ import annotations

from typing import Any

import pytest
from mextrain.protocol.errors import RemoteError
from mextrain.protocol.log.entries import decode_entry, file_header, frame, make_entry
from mextrain.protocol.log.messages import TABLE_ROUND, decode_message
from mextrain.protocol.table.harness import HarnessResult
from mextrain.protocol.table.session import Sequencer, Stage, Table
from mextrain.protocol.table.verify import Outcome, verify_log

from ..table_helpers import honest, host_identity, replica, short

SEED = 5


@pytest.fixture(scope="module")
def match() -> HarnessResult:
    return honest(short("express"), 2, SEED)


def _kinds(result: HarnessResult) -> list[str]:
    return [decode_message(decode_entry(raw).message).kind for raw in result.entries]


def _seat_signs(
    result: HarnessResult, upto: int, seat: int, kind: str, payload: list[Any]
) -> bytes:
    """``kind`` signed by ``seat``'s own key against the head after ``upto`` entries, with a
    counter above any it used: exactly what a client can send its host."""
    table = replica(result, seat, upto)
    table._my_counter = 10_000
    return table._sign(kind, TABLE_ROUND, seat, payload)


def _where(result: HarnessResult, kind: str) -> int:
    """Where a seat would slip in a message of ``kind``: the entry the host's own would take."""
    kinds = _kinds(result)
    if kind == "abort":
        return kinds.index("play")
    return kinds.index(kind)


def _payload(result: HarnessResult, kind: str, upto: int) -> list[Any]:
    if kind == "abort":
        turn = replica(result, None, upto).waiting_for()[0]
        return [turn, f"seat {turn} was silent for 300 s"]
    if kind == "end":
        return list(decode_message(decode_entry(result.entries[upto]).message).payload)
    return []


@pytest.mark.parametrize("kind", ["start", "end", "abort"])
def test_the_host_refuses_a_host_kind_signed_by_a_seat_and_the_match_goes_on(
    match: HarnessResult, kind: str
) -> None:
    upto = _where(match, kind)
    host = Table(identity=host_identity(SEED), host=True)
    sequencer = Sequencer(host)
    for raw in match.entries[:upto]:
        sequencer.sequence(decode_entry(raw).message)
    stage = host.stage
    for seat in (0, 1):
        forged = _seat_signs(match, upto, seat, kind, _payload(match, kind, upto))
        with pytest.raises(RemoteError, match=f"{kind} is the host's message") as refused:
            sequencer.sequence(forged)
        assert refused.value.seat == seat and refused.value.entry == upto
        assert len(host.entries) == upto and host.stage is stage and host.aborted is None
    # every later message still goes in, and the log is the honest one byte for byte
    for raw in match.entries[upto:]:
        sequencer.sequence(decode_entry(raw).message)
    assert tuple(host.entries) == match.entries
    assert host.stage is Stage.ENDED and host.aborted is None and host.final is not None


@pytest.mark.parametrize("kind", ["start", "end", "abort"])
def test_every_node_refuses_the_entry_and_verify_blames_the_seat_that_signed_it(
    match: HarnessResult, kind: str
) -> None:
    upto = _where(match, kind)
    signer = 1
    forged = _seat_signs(match, upto, signer, kind, _payload(match, kind, upto))
    head = replica(match, None, upto).head
    entry = make_entry(host_identity(SEED), upto, head, forged)
    for seat in (None, 0, 1):
        table = replica(match, seat, upto)
        with pytest.raises(RemoteError, match="host's message") as refused:
            table.receive(entry)
        assert refused.value.seat == signer
        assert len(table.entries) == upto and table.aborted is None
    log = file_header() + b"".join(frame(e) for e in [*match.entries[:upto], entry])
    result = verify_log(log)
    assert result.outcome is Outcome.INVALID, "not valid, not aborted"
    assert result.blame is not None and result.blame.seat == signer
    assert result.blame.entry == upto and result.cheater


def test_a_host_kind_from_a_seat_not_signed_against_the_head_is_the_hosts_fault(
    match: HarnessResult,
) -> None:
    """Not the seat's evidence (its `seen` is older than the entry before it): only the host
    can have put it there."""
    upto = _where(match, "abort")
    table = replica(match, 1, upto - 2)
    table._my_counter = 10_000
    forged = table._sign("abort", TABLE_ROUND, 1, _payload(match, "abort", upto))
    head = replica(match, None, upto).head
    entry = make_entry(host_identity(SEED), upto, head, forged)
    log = file_header() + b"".join(frame(e) for e in [*match.entries[:upto], entry])
    result = verify_log(log)
    assert result.outcome is Outcome.INVALID
    assert result.blame is not None and result.blame.seat == -1 and not result.cheater


def test_a_second_open_is_refused(match: HarnessResult) -> None:
    """An `open` after entry 0 would reset the table's seats: the host's fault."""
    upto = _kinds(match).index("commit")
    host = Table(identity=host_identity(SEED), host=True)
    sequencer = Sequencer(host)
    for raw in match.entries[:upto]:
        sequencer.sequence(decode_entry(raw).message)
    assert host.rules is not None
    again = host.open_table(
        game_id=host.game_id, rules=host.rules, seats=2, table_name="again", created=0
    )
    with pytest.raises(RemoteError, match="a second open") as refused:
        sequencer.sequence(again)
    assert refused.value.seat == -1 and all(host.keys) and len(host.entries) == upto
