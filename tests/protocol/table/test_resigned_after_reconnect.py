"""Issue 23 point 10 (SPEC.md 8.5 step 4): a joiner need not store what it sent. After a
reconnect it may sign what it owes again, with a fresh counter and its current head, and the
host's sequencer takes it like any other message; a second copy of something already logged is
refused, so re-signing is never harmful."""

from __future__ import annotations

import pytest
from mextrain.protocol.errors import RemoteError
from mextrain.protocol.log.entries import decode_entry
from mextrain.protocol.log.messages import decode_message
from mextrain.protocol.table.harness import HarnessResult
from mextrain.protocol.table.session import Sequencer, Stage, Table

from ..table_helpers import honest, host_identity, replica, short

SEED = 9


@pytest.fixture(scope="module")
def match() -> HarnessResult:
    return honest(short("express"), 2, SEED)


def _host_after(result: HarnessResult, upto: int) -> tuple[Table, Sequencer]:
    host = Table(identity=host_identity(SEED), host=True)
    sequencer = Sequencer(host)
    for raw in result.entries[:upto]:
        sequencer.sequence(decode_entry(raw).message)
    return host, sequencer


def _resigned(result: HarnessResult, at: int, upto: int) -> bytes:
    """Entry ``at``'s message as its seat signs it again from its table after ``upto``
    entries: the same kind and payload, a counter far above, its head then."""
    original = decode_message(decode_entry(result.entries[at]).message)
    seat = replica(result, original.seat, upto)
    seat._my_counter = original.counter + 1000
    return seat._sign(original.kind, original.round, original.seat, list(original.payload))


def test_a_message_signed_again_with_a_fresh_counter_and_head_is_sequenced(
    match: HarnessResult,
) -> None:
    kinds = [decode_message(decode_entry(raw).message).kind for raw in match.entries]
    second_commit = kinds.index("commit") + 1
    host, sequencer = _host_after(match, second_commit)
    again = _resigned(match, second_commit, second_commit)
    assert again != decode_entry(match.entries[second_commit]).message  # not the same bytes
    sequencer.sequence(again)
    assert host.stage is Stage.SHUFFLE and len(host.entries) == second_commit + 1


def test_a_second_copy_of_a_logged_message_is_refused(match: HarnessResult) -> None:
    kinds = [decode_message(decode_entry(raw).message).kind for raw in match.entries]
    first_commit = kinds.index("commit")
    host, sequencer = _host_after(match, first_commit + 1)
    with pytest.raises(RemoteError, match="a second commitment"):
        sequencer.sequence(_resigned(match, first_commit, first_commit + 1))
    assert len(host.entries) == first_commit + 1
