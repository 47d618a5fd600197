"""What `mextrain verify` reports, through the project's own verifier (issue 14): how many
entries it accepted, whom it blames, at which entry, and whether that is a player's signed
evidence (a cheater) or damage and forgery (no cheater).
"""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest
from mextrain.protocol.log.encoding import pack
from mextrain.protocol.log.entries import decode_entry, file_header, make_entry
from mextrain.protocol.log.messages import HOST_SEAT
from mextrain.protocol.table.harness import HarnessResult
from mextrain.protocol.table.session import Stage
from mextrain.protocol.table.verdict import verdict_json
from mextrain.protocol.table.verify import replay_entries, verify_log

from ..guard_helpers import chained, express_match, first_index, log_bytes, message_at, resigned
from ..table_helpers import (
    DrawsWhenItCouldPlay,
    cheating_match,
    host_identity,
    replica,
    seat_identity,
    short,
)

SEED = 31


@pytest.fixture(scope="module")
def match() -> HarnessResult:
    return express_match()


def test_an_honest_log_is_valid_with_every_entry_counted(match: HarnessResult) -> None:
    check = verify_log(match.log_bytes())
    assert (check.readable, check.valid, check.entries) == (True, True, len(match.entries))
    assert check.blame is None and check.cheater is False and check.reason == ""


def test_a_log_cut_short_names_no_one(match: HarnessResult) -> None:
    check = verify_log(log_bytes(list(match.entries[:40])))
    assert (check.readable, check.valid, check.entries, check.cheater) == (True, False, 40, False)
    assert check.blame is not None and (check.blame.seat, check.blame.entry) == (None, 40)
    assert check.reason == "the log ends in stage turns before the match is over"
    assert len(check.table.entries) == 40 and check.table.stage is Stage.TURNS  # for replay


def test_damage_after_good_entries_is_reported_after_the_last_good_one(match: HarnessResult) -> None:
    check = verify_log(log_bytes(list(match.entries)) + b"\xc1")
    assert (check.readable, check.valid, check.entries, check.cheater) == (
        True, False, len(match.entries), False)
    assert check.blame is not None
    assert (check.blame.seat, check.blame.entry) == (None, len(match.entries))
    # the match ended with its last entry: nothing may follow it (SPEC.md 6.3)
    assert check.reason == "the file goes on after the entry that ended the match"
    assert verdict_json(check)["blame"] == {
        "seat": None, "entry": len(match.entries), "reason": check.reason}


def test_no_log_at_all_is_unreadable() -> None:
    for data, reason in [(file_header(), "the log holds no entries"), (b"", "not a mextrain log")]:
        check = verify_log(data)
        assert (check.readable, check.valid, check.entries, check.cheater) == (False, False, 0, False)
        assert reason in check.reason


def test_a_forgery_only_the_host_could_log_blames_the_host(match: HarnessResult) -> None:
    upto = first_index(match, "play", seat=1)
    _, entry = chained(match, SEED, upto, resigned(match, SEED, upto, game_id=b"\x01" * 16))
    check = verify_log(log_bytes([*match.entries[:upto], entry]))
    assert (check.readable, check.valid, check.entries, check.cheater) == (True, False, upto, False)
    assert check.blame is not None and (check.blame.seat, check.blame.entry) == (HOST_SEAT, upto)
    assert check.reason.startswith("the host logged an entry no honest host accepts: ")
    assert len(check.table.entries) == upto  # the table as it stood before the forgery


def test_a_malformed_first_entry_blames_the_host_not_a_seat(match: HarnessResult) -> None:
    check = verify_log(log_bytes([match.entries[1], *match.entries[2:]]))
    assert (check.valid, check.entries, check.cheater) == (False, 0, False)
    assert check.blame is not None and (check.blame.seat, check.blame.entry) == (HOST_SEAT, 0)


def test_a_seats_signed_invalid_move_names_it_as_a_cheater(match: HarnessResult) -> None:
    """A pass out of turn that seat 1 signed against this very head is its own evidence."""
    upto = first_index(match, "play", seat=0)
    assert upto == first_index(match, "play")  # seat 0 is to play
    pass_index = first_index(match, "pass", seat=1)
    _, entry = chained(match, SEED, upto, resigned(match, SEED, pass_index, at=upto, counter=10_000))
    check = verify_log(log_bytes([*match.entries[:upto], entry]))
    assert (check.readable, check.valid, check.entries, check.cheater) == (True, False, upto, True)
    assert check.blame is not None and (check.blame.seat, check.blame.entry) == (1, upto)
    assert len(check.table.entries) == upto  # the table as it stood before the refused move


@pytest.fixture(scope="module")
def audit_cheat() -> HarnessResult:
    """Seat 1 draws while able to play: only the round-end audit can tell."""
    return cheating_match(short("classic", 1), 3, 7, 1, DrawsWhenItCouldPlay)


def test_a_cheat_found_by_the_round_audit_counts_the_entry_that_found_it(
    audit_cheat: HarnessResult,
) -> None:
    cheat = audit_cheat
    check = verify_log(cheat.log_bytes())
    assert not check.valid and check.cheater
    assert check.blame is not None and check.blame.seat == 1
    # the audit runs on the last reveal, the log's last entry: `entries` is that reveal's
    # index (SPEC.md 6.3: the entry at which the verifier stopped), and the blame points back
    # at the draw it proves false
    assert check.entries == len(cheat.entries) - 1
    assert check.blame.entry is not None and check.blame.entry < len(cheat.entries) - 1
    assert "drew while able to play" in check.reason
    assert check.table.blame == check.blame


def test_replay_walks_every_entry_and_stops_at_damage(match: HarnessResult) -> None:
    steps, problems = replay_entries(match.log_bytes())
    walked = list(steps)
    assert [s.entry for s in walked] == list(range(len(match.entries)))
    assert walked[0].updates[0].kind == "open" and problems == []
    steps, problems = replay_entries(log_bytes(list(match.entries[:30])) + b"\xc1")
    assert [s.entry for s in steps] == list(range(30))
    assert len(problems) == 1 and problems[0].startswith("stopped after entry 29: ")
    bad = [*match.entries[:30], match.entries[31]]
    steps, problems = replay_entries(log_bytes(bad))
    assert [s.entry for s in steps] == list(range(30))
    assert len(problems) == 1 and problems[0].startswith("stopped at entry 30: ")


# -- who a refused entry blames, and what `verify --json` prints for it ------------------------


def test_an_entry_with_a_bad_host_signature_blames_the_host_not_the_seat_that_signed_it(
    match: HarnessResult,
) -> None:
    """The seat's own message, signed against this very head, sequenced under a signature that
    is not the host's: the entry is the host's fault (a broken link), never the seat's evidence."""
    upto = first_index(match, "play", seat=1)
    table = replica(match, None, upto)
    message = decode_entry(match.entries[upto]).message
    entry = make_entry(host_identity(SEED + 1), upto, table.head, message)
    assert table.signed_here(entry)  # the seat did sign exactly this message here
    check = verify_log(log_bytes([*match.entries[:upto], entry]))
    assert (check.outcome, check.exit_code, check.entries, check.cheater) == (
        "invalid", 1, upto, False)
    assert check.blame is not None and (check.blame.seat, check.blame.entry) == (HOST_SEAT, upto)
    assert check.reason.startswith("host signature: ")


def test_an_undecodable_message_is_reported_as_such_against_the_host(match: HarnessResult) -> None:
    entry = make_entry(host_identity(SEED), 3, replica(match, None, 3).head, pack(["not", "one"]))
    check = verify_log(log_bytes([*match.entries[:3], entry]))
    assert check.blame is not None and (check.blame.seat, check.blame.entry) == (HOST_SEAT, 3)
    assert not check.cheater and check.reason.startswith("malformed message: ")


def test_a_refused_join_is_the_hosts_fault_even_as_the_first_join(match: HarnessResult) -> None:
    """Anyone can sign a join (it is signed by the key it brings), so a refused one, even the
    table's very first, is evidence only against the host who logged it."""
    assert message_at(match, 1).kind == "join"
    forged = resigned(match, SEED, 1, by=seat_identity(SEED + 1, 0))  # not the key it brings
    _, entry = chained(match, SEED, 1, forged)
    check = verify_log(log_bytes([match.entries[0], entry]))
    assert (check.outcome, check.entries, check.cheater) == ("invalid", 1, False)
    assert check.blame is not None and (check.blame.seat, check.blame.entry) == (HOST_SEAT, 1)
    assert check.reason.startswith("the host logged an entry no honest host accepts: join: ")


def test_json_of_an_audit_cheat_says_valid_false_and_names_the_cheater(
    audit_cheat: HarnessResult,
) -> None:
    out = verdict_json(verify_log(audit_cheat.log_bytes()))
    assert (out["outcome"], out["valid"], out["readable"], out["cheater"]) == (
        "invalid", False, True, True)
    assert out["blame"]["seat"] == 1


def test_damage_inside_a_match_names_the_last_good_entry(match: HarnessResult) -> None:
    check = verify_log(log_bytes(list(match.entries[:30])) + b"\xc1")
    assert (check.outcome, check.exit_code, check.entries, check.cheater) == (
        "invalid", 1, 30, False)
    assert check.reason.startswith("damaged after entry 29: ")
    out = verdict_json(check)
    assert (out["valid"], out["readable"]) == (False, True)
    assert out["blame"] == {"seat": None, "entry": 30, "reason": check.reason}


def test_json_of_a_file_that_is_no_log_has_no_table_fields() -> None:
    for data in (b"", b"\x93\x01\x02\x03", file_header()):
        check = verify_log(data)
        out = verdict_json(check)
        assert (out["outcome"], check.exit_code) == ("unreadable", 2)
        assert list(out) == ["outcome", "valid", "readable", "entries", "blame", "cheater"]
        assert (out["valid"], out["readable"], out["entries"], out["cheater"]) == (
            False, False, 0, False)
        assert out["blame"]["seat"] is None and out["blame"]["entry"] is None


def test_verify_gives_the_audits_to_the_thread_it_is_lent(match: HarnessResult) -> None:
    """`mextrain verify` lends the audits a second thread: they must really use it (same
    verdict)."""

    class Counting(ThreadPoolExecutor):
        used = 0

        def submit(self, fn: Any, /, *args: Any, **kwargs: Any) -> Any:
            Counting.used += 1
            return super().submit(fn, *args, **kwargs)

    with Counting(max_workers=1) as pool:
        check = verify_log(match.log_bytes(), executor=pool)
    assert check.outcome == "valid" and check.entries == len(match.entries)
    assert Counting.used > 0


def test_replay_hands_each_step_the_table_as_it_stands_after_that_entry(
    match: HarnessResult,
) -> None:
    steps, problems = replay_entries(match.log_bytes())
    seen = [(step.entry, len(step.table.entries), step.table.stage) for step in steps]
    assert seen[0] == (0, 1, Stage.LOBBY) and seen[-1][2] is Stage.ENDED
    assert all(count == entry + 1 for entry, count, _ in seen) and problems == []


def test_replay_of_a_log_damaged_in_its_first_entry_says_so() -> None:
    steps, problems = replay_entries(file_header() + b"\xc1")
    assert list(steps) == []
    assert len(problems) == 1 and problems[0].startswith("stopped before the first entry: ")
    steps, problems = replay_entries(b"not a log")
    assert list(steps) == [] and problems[0].startswith("stopped before the first entry: ")
