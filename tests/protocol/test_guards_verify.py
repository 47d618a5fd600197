"""What `mextrain verify` reports, through the project's own verifier (issue 14): how many
entries it accepted, whom it blames, at which entry, and whether that is a player's signed
evidence (a cheater) or damage and forgery (no cheater).
"""

from __future__ import annotations

import pytest
from mextrain.protocol.harness import HarnessResult
from mextrain.protocol.log import file_header
from mextrain.protocol.messages import HOST_SEAT
from mextrain.protocol.table import Stage
from mextrain.protocol.verify import replay_entries, verify_log

from .guard_helpers import chained, express_match, first_index, log_bytes, resigned
from .table_helpers import DrawsWhenItCouldPlay, cheating_match, short

SEED = 31


@pytest.fixture(scope="module")
def match() -> HarnessResult:
    return express_match()


def test_an_honest_log_is_valid_with_every_entry_counted(match: HarnessResult) -> None:
    check = verify_log(match.log_bytes())
    assert (check.readable, check.valid, check.entries) == (True, True, len(match.entries))
    assert check.blame is None and not check.cheater and check.reason == ""


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


def test_a_cheat_found_by_the_round_audit_counts_the_entry_that_found_it() -> None:
    cheat = cheating_match(short("classic", 1), 3, 7, 1, DrawsWhenItCouldPlay)
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
