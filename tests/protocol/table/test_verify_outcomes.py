"""SPEC.md 6.3 / 7.4: the four outcomes of ``verify``, who is blamed for what, what ``entries``
counts, and aborted matches (issue 8 finding 9; issue 9 section 1 items 1-3, 13)."""

from __future__ import annotations

import pytest
from mextrain.protocol.log.encoding import pack, unpack
from mextrain.protocol.log.entries import file_header, frame, make_entry
from mextrain.protocol.log.messages import HOST_SEAT
from mextrain.protocol.table.harness import HarnessResult
from mextrain.protocol.table.session import Sequencer, Stage, Table
from mextrain.protocol.table.verdict import verdict_json
from mextrain.protocol.table.verify import verify_log

from ..table_helpers import ClaimsAnotherTile, cheating_match, honest, host_identity, short

SEED = 12


@pytest.fixture(scope="module")
def two_rounds() -> HarnessResult:
    return honest(short("express", 2), 2, SEED)


def _log(entries: list[bytes] | tuple[bytes, ...]) -> bytes:
    return file_header() + b"".join(frame(e) for e in entries)


def _host_after(result: HarnessResult, upto: int, seed: int = SEED) -> tuple[Table, list[bytes]]:
    host = Table(identity=host_identity(seed), host=True, name="host")
    for raw in result.entries[:upto]:
        host.receive(raw)
    host.outbox()  # what an honest host would send next: the test sends an abort instead
    return host, list(result.entries[:upto])


def _aborted(result: HarnessResult, upto: int, seat: int, reason: str) -> bytes:
    host, entries = _host_after(result, upto)
    entries.append(Sequencer(host).sequence(host.abort(seat, reason)))
    return _log(entries)


def test_an_abort_where_end_should_be_is_not_a_finished_match(two_rounds: HarnessResult) -> None:
    """Issue 9 item 1: every round finished, but the host aborted instead of sending `end`."""
    entries = two_rounds.entries
    assert unpack(unpack(unpack(entries[-1])[2])[0])[3] == "end"
    check = verify_log(_aborted(two_rounds, len(entries) - 1, HOST_SEAT, "host went home"))
    assert not check.valid and check.outcome == "aborted" and check.exit_code == 3
    assert check.blame is None and check.cheater is False
    assert check.reason == "host went home"  # what `verify` prints as the host's reason
    abort = check.aborted
    assert abort is not None and abort.stage is Stage.CLOSING and abort.round is None
    assert abort.awaited == () and abort.cause == "host" and abort.at_fault is None
    out = verdict_json(check)
    assert out["outcome"] == "aborted" and out["valid"] is False and "totals" not in out
    assert len(out["rounds"]) == 2 and out["entries"] == len(entries)
    assert out["abort"] == {
        "entry": len(entries) - 1,
        "seat": -1,
        "reason": "host went home",
        "stage": "closing",
        "round": None,
        "awaited": [],
        "cause": "host",
    }


def _first_turn_of_round(result: HarnessResult, round_no: int) -> int:
    table = Table()
    for count, raw in enumerate(result.entries, 1):
        table.receive(raw)
        if table.stage is Stage.TURNS and table.round is not None and table.round.index == round_no:
            return count
    raise AssertionError("no such round")


def test_an_abort_naming_the_awaited_seat_names_it_as_the_cause(two_rounds: HarnessResult) -> None:
    upto = _first_turn_of_round(two_rounds, 1)
    host, _ = _host_after(two_rounds, upto)
    awaited = host.waiting_for()
    assert len(awaited) == 1
    check = verify_log(_aborted(two_rounds, upto, awaited[0], "silent for 60 s"))
    assert check.outcome == "aborted" and check.aborted is not None
    assert check.aborted.cause == "silent" and check.aborted.at_fault == awaited[0]
    assert check.aborted.round == 1 and check.aborted.stage is Stage.TURNS
    assert len(check.table.outcomes) == 1  # the round that did finish is reported
    other = 1 - awaited[0]
    check = verify_log(_aborted(two_rounds, upto, other, "seat was rude"))
    assert check.aborted is not None and check.aborted.cause == "host"
    assert check.aborted.at_fault is None  # the log does not back the host's word


def test_an_abort_in_the_lobby_lists_the_seats_that_never_joined(two_rounds: HarnessResult) -> None:
    """Issue 9 item 13: `names` holds null for a seat nobody took."""
    check = verify_log(_aborted(two_rounds, 2, HOST_SEAT, "nobody came"))
    out = verdict_json(check)
    assert out["outcome"] == "aborted" and out["rounds"] == []
    assert out["names"][1] is None and isinstance(out["names"][0], str)
    assert out["abort"]["stage"] == "lobby" and out["abort"]["awaited"] == [1]


def test_a_false_claim_counts_the_entries_before_the_blamed_one() -> None:
    """Issue 9 item 3: the blamed entry is not among the accepted ones."""
    result = cheating_match(short("express", 1), 2, seed=3, cheater=0, cls=ClaimsAnotherTile)
    check = verify_log(result.log_bytes())
    assert check.outcome == "invalid" and check.cheater and check.blame is not None
    assert check.entries == check.blame.entry == len(result.entries) - 1


def test_an_undecodable_message_is_the_hosts_fault(two_rounds: HarnessResult) -> None:
    """Issue 9 item 2: only the host puts a message in its log, so an unreadable one is its."""
    entries = list(two_rounds.entries[:5])
    index, prev, _message, _sig = unpack(entries[4])
    entries[4] = make_entry(host_identity(SEED), index, prev, pack(["not", "a message"]))
    check = verify_log(_log(entries))
    assert check.blame is not None and check.blame.seat == HOST_SEAT and check.blame.entry == 4
    assert not check.cheater and check.entries == 4 and check.exit_code == 1


def test_truncation_and_a_missing_end_name_no_seat_at_the_next_index(two_rounds: HarnessResult) -> None:
    entries = two_rounds.entries
    check = verify_log(_log(entries[:-1]))
    assert check.blame is not None and check.blame.seat is None
    assert check.blame.entry == check.entries == len(entries) - 1
    data = _log(entries)
    check = verify_log(data[:-5])
    assert check.blame is not None and check.blame.seat is None and "truncated" in check.reason
    assert check.blame.entry == check.entries == len(entries) - 1
    check = verify_log(data + frame(entries[-1]))
    assert check.outcome == "invalid" and check.entries == len(entries)


def test_a_valid_log_prints_every_field(two_rounds: HarnessResult) -> None:
    out = verdict_json(verify_log(two_rounds.log_bytes()))
    assert out["outcome"] == "valid" and out["readable"] is True and "blame" not in out
    assert list(out) == [
        "outcome", "valid", "readable", "entries", "ruleset", "players", "names", "rounds",
        "totals", "winners",
    ]
    assert set(out["rounds"][0]) == {
        "double", "went_out", "blocked", "out_on_double", "pips", "scores", "winners",
    }
