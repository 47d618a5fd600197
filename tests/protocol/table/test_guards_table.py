"""Who may say what, and when: the table's checks of signers, counters, seats and the end
(issue 14). Every forgery is a message its signer really signed, sequenced by the host with a
right hash chain, so only the check under test can refuse it; each has a control that is accepted.
"""

from __future__ import annotations

from typing import Any

import pytest
from mextrain.protocol.deck.group import decode_scalar, encode_scalar
from mextrain.protocol.errors import LocalError, RemoteError
from mextrain.protocol.log.entries import decode_entry, entry_hash, make_entry
from mextrain.protocol.log.identity import Identity
from mextrain.protocol.log.messages import HOST_SEAT, TABLE_ROUND, decode_message
from mextrain.protocol.rules.engine import Pass
from mextrain.protocol.rules.tiles import Tile
from mextrain.protocol.table.harness import HarnessResult
from mextrain.protocol.table.session import Sequencer, Stage, Table
from mextrain.protocol.table.verify import verify_log

from ..guard_helpers import (
    chained,
    express_match,
    first_index,
    log_bytes,
    message_at,
    resigned,
    sign_body,
)
from ..table_helpers import honest, host_identity, replica, short
from .test_crypto_review import _bad_shuffle

SEED = 31


@pytest.fixture(scope="module")
def match() -> HarnessResult:
    return express_match()


def refused(match: HarnessResult, upto: int, message: bytes) -> RemoteError:
    table, entry = chained(match, SEED, upto, message)
    with pytest.raises(RemoteError) as info:
        table.receive(entry)
    assert len(table.entries) == upto  # the table is unchanged
    return info.value


def accepted(match: HarnessResult, upto: int, message: bytes) -> None:
    table, entry = chained(match, SEED, upto, message)
    table.receive(entry)
    assert len(table.entries) == upto + 1


def last_counter(match: HarnessResult, seat: int, upto: int) -> int:
    return max(message_at(match, i).counter for i in range(upto) if message_at(match, i).seat == seat)


# -- counters and seen heads ---------------------------------------------------------------


@pytest.mark.parametrize("kind", ["commit", "deal", "play", "release"])
def test_a_message_reusing_the_seats_last_counter_is_refused(match: HarnessResult, kind: str) -> None:
    upto = first_index(match, kind, seat=1)
    last = last_counter(match, 1, upto)
    assert message_at(match, upto).counter == last + 1
    accepted(match, upto, resigned(match, SEED, upto))  # control: same message, re-signed
    err = refused(match, upto, resigned(match, SEED, upto, counter=last))
    assert (err.seat, err.entry) == (1, upto)
    assert f"counter {last} is not above {last}" in str(err)
    if last > 0:
        err = refused(match, upto, resigned(match, SEED, upto, counter=last - 1))
        assert "a replayed or reordered message" in str(err)
    accepted(match, upto, resigned(match, SEED, upto, counter=last + 5))  # gaps are fine


def test_a_replayed_counter_is_blamed_on_the_host_by_verify(match: HarnessResult) -> None:
    upto = first_index(match, "play", seat=1)
    _table, entry = chained(match, SEED, upto, resigned(match, SEED, upto, counter=last_counter(match, 1, upto)))
    check = verify_log(log_bytes([*match.entries[:upto], entry]))
    assert not check.valid and check.blame is not None
    # the seat never signed that counter for this place in the log: only the host can have
    assert (check.blame.seat, check.blame.entry) == (HOST_SEAT, upto)
    assert not check.cheater


def test_each_signer_has_its_own_counter(match: HarnessResult) -> None:
    """Seat 1 reusing seat 0's counter is fine: counters are per signer."""
    upto = first_index(match, "commit", seat=1)
    seat0 = last_counter(match, 0, upto)
    seat1 = last_counter(match, 1, upto)
    assert seat0 > seat1
    accepted(match, upto, resigned(match, SEED, upto, counter=seat0))


def test_a_message_seeing_an_unknown_head_is_refused(match: HarnessResult) -> None:
    upto = first_index(match, "play", seat=1)
    err = refused(match, upto, resigned(match, SEED, upto, seen=b"\x05" * 32))
    assert (err.seat, err.entry) == (1, upto) and "never seen" in str(err)


def test_a_message_seeing_an_older_head_than_before_is_refused(match: HarnessResult) -> None:
    upto = first_index(match, "play", seat=1)
    previous = max(i for i in range(upto) if message_at(match, i).seat == 1)
    # the head seat 1 had seen when it signed its last message, and the head one entry before
    seen_last = message_at(match, previous).seen
    seen_index = next(i for i in range(upto) if entry_hash(match.entries[i]) == seen_last)
    accepted(match, upto, resigned(match, SEED, upto, seen=seen_last))  # not newer: still fine
    before = entry_hash(match.entries[seen_index - 1])
    err = refused(match, upto, resigned(match, SEED, upto, seen=before))
    assert (err.seat, err.entry) == (1, upto) and "log head went backwards" in str(err)


# -- seats and identity keys ------------------------------------------------------------------


def test_one_identity_key_cannot_hold_two_seats(match: HarnessResult) -> None:
    seat0 = match.seats[0].identity
    assert seat0 is not None
    name = "second seat"
    accepted(match, 2, resigned(match, SEED, 2))  # control: seat 1 joins with its own key
    twice = resigned(match, SEED, 2, by=seat0, payload=[name, seat0.public_key])
    err = refused(match, 2, twice)
    assert (err.seat, err.entry) == (1, 2)
    assert "this identity key already holds a seat" in str(err)


def test_a_join_for_a_taken_seat_or_no_seat_is_refused(match: HarnessResult) -> None:
    other = Identity(b"\x09" * 32)
    payload = ["intruder", other.public_key]
    err = refused(match, 2, resigned(match, SEED, 2, by=other, seat=0, payload=payload, counter=100))
    assert "seat 0 is taken" in str(err)
    err = refused(match, 2, resigned(match, SEED, 2, by=other, seat=2, payload=payload))
    assert "no seat 2 at a 2-seat table" in str(err)
    err = refused(match, 2, resigned(match, SEED, 2, by=other, seat=-2, payload=payload))
    assert "malformed message" in str(err)
    accepted(match, 2, resigned(match, SEED, 2, by=other, payload=payload))  # seat 1 is free


def test_a_join_after_the_start_is_refused(match: HarnessResult) -> None:
    other = Identity(b"\x09" * 32)
    upto = first_index(match, "start") + 1
    join = resigned(match, SEED, 2, by=other, at=upto, payload=["late", other.public_key], counter=100)
    err = refused(match, upto, join)
    assert "the table has started" in str(err)


def test_a_message_from_a_seat_nobody_holds_is_refused(match: HarnessResult) -> None:
    upto = first_index(match, "start")
    # seat 1's first round message before seat 1 joined: nobody holds seat 1 yet
    err = refused(match, 2, resigned(match, SEED, first_index(match, "commit", seat=1), at=2))
    assert "which nobody holds" in str(err) and err.seat == 1
    assert upto > 2


def test_a_message_of_a_seat_signed_by_another_key_is_refused(match: HarnessResult) -> None:
    upto = first_index(match, "play", seat=1)
    seat0 = match.seats[0].identity
    assert seat0 is not None
    err = refused(match, upto, resigned(match, SEED, upto, by=seat0))
    assert (err.seat, err.entry) == (1, upto) and "signature" in str(err)


def test_the_host_may_send_only_table_messages(match: HarnessResult) -> None:
    upto = first_index(match, "play", seat=1)
    err = refused(match, upto, resigned(match, SEED, upto, by=host_identity(SEED), seat=HOST_SEAT))
    assert err.seat == HOST_SEAT and "the host may not send play" in str(err)


def test_a_message_from_another_game_is_refused(match: HarnessResult) -> None:
    upto = first_index(match, "play", seat=1)
    err = refused(match, upto, resigned(match, SEED, upto, game_id=b"\x01" * 16))
    assert (err.seat, err.entry) == (1, upto) and "another game" in str(err)


def test_a_message_for_another_round_is_refused(match: HarnessResult) -> None:
    upto = first_index(match, "play", seat=1)
    err = refused(match, upto, resigned(match, SEED, upto, round=1))
    assert (err.seat, err.entry) == (1, upto)
    assert "carries round 1, this is round 0" in str(err)


def test_the_start_needs_every_seat_and_comes_once(match: HarnessResult) -> None:
    start = first_index(match, "start")
    err = refused(match, 2, resigned(match, SEED, start, at=2))
    assert err.seat == HOST_SEAT and "not every seat is taken" in str(err)
    err = refused(match, start + 1, resigned(match, SEED, start, at=start + 1, counter=99))
    assert "already started" in str(err)


# -- the end of the match -----------------------------------------------------------------------


def _end(match: HarnessResult, totals: list[int], winners: list[int], at: int | None = None) -> bytes:
    return resigned(match, SEED, len(match.entries) - 1, at=at, payload=[totals, winners])


def test_the_end_must_name_the_logs_totals_and_winners(match: HarnessResult) -> None:
    last = len(match.entries) - 1
    final = match.host.final
    assert final is not None and message_at(match, last).kind == "end"
    totals, winners = list(final.totals), list(final.winners)
    accepted(match, last, _end(match, totals, winners))  # control
    losers = [s for s in range(2) if s not in winners]
    wrong: list[tuple[list[int], list[int]]] = [
        (totals, losers),  # right totals, wrong winners
        (totals, [0, 1]),  # right totals, everyone wins
        (totals, []),  # right totals, nobody wins
        ([totals[0] + 1, totals[1]], winners),  # wrong totals, right winners
        (totals[::-1] if totals[0] != totals[1] else [totals[0], totals[1] + 1], winners),
    ]
    for bad_totals, bad_winners in wrong:
        err = refused(match, last, _end(match, bad_totals, bad_winners))
        assert err.seat == HOST_SEAT and err.entry == last
        assert "disagree with the log" in str(err)


def test_an_end_before_the_match_is_over_is_refused(match: HarnessResult) -> None:
    upto = first_index(match, "play", seat=1)
    final = match.host.final
    assert final is not None
    err = refused(match, upto, _end(match, list(final.totals), list(final.winners), at=upto))
    assert "the match is not over" in str(err)


def test_nothing_is_accepted_after_the_end(match: HarnessResult) -> None:
    table, _ = chained(match, SEED, len(match.entries), b"")
    assert table.stage is Stage.ENDED
    with pytest.raises(RemoteError, match="the match is over"):
        table.receive(match.entries[-1])


def test_an_abort_naming_no_seat_of_the_table_is_refused(match: HarnessResult) -> None:
    upto = first_index(match, "play", seat=1)
    host = host_identity(SEED)
    body: list[Any] = [1, match.host.game_id, TABLE_ROUND, "abort", HOST_SEAT, 10_000,
                       decode_entry(match.entries[upto - 1]).prev, [2, "gone"]]
    table, _ = chained(match, SEED, upto, b"")
    body[6] = table.head
    err = refused(match, upto, sign_body(host, body))
    assert "no seat 2" in str(err)
    body[7] = [1, "gone"]
    accepted(match, upto, sign_body(host, body))


# -- round messages out of place -------------------------------------------------------------


def moved(match: HarnessResult, source: int, at: int, **changes: Any) -> RemoteError:
    """Message ``source`` of the log, re-signed by its seat as the entry at ``at``."""
    changes.setdefault("counter", 10_000)
    return refused(match, at, resigned(match, SEED, source, at=at, **changes))


def test_each_seat_commits_deals_and_reveals_once(match: HarnessResult) -> None:
    commit0 = first_index(match, "commit", seat=0)
    assert "a second commitment" in str(moved(match, commit0, commit0 + 1))
    deal0 = first_index(match, "deal", seat=0)
    assert "a second deal" in str(moved(match, deal0, deal0 + 1))
    reveal0 = first_index(match, "reveal", seat=0)
    assert "a second reveal" in str(moved(match, reveal0, reveal0 + 1))


def test_round_messages_outside_their_stage_are_refused(match: HarnessResult) -> None:
    turns = first_index(match, "play")
    for kind in ("commit", "shuffle", "lock", "deal", "reveal"):
        err = moved(match, first_index(match, kind, seat=1), turns)
        assert "not expected in stage turns" in str(err), kind
    err = moved(match, first_index(match, "play", seat=1), first_index(match, "commit"))
    assert "not expected in stage commit" in str(err)


def test_a_deal_must_release_exactly_the_other_hands_keys_in_order(match: HarnessResult) -> None:
    deal1 = first_index(match, "deal", seat=1)
    pairs = message_at(match, deal1).payload[0]
    accepted(match, deal1, resigned(match, SEED, deal1))
    for bad in (pairs[::-1], pairs[:-1], [*pairs, pairs[-1]]):
        err = refused(match, deal1, resigned(match, SEED, deal1, payload=[bad]))
        assert "must release exactly its keys for every other hand" in str(err)
    bad_key = [[pairs[0][0], b"\xff" * 32], *pairs[1:]]
    err = refused(match, deal1, resigned(match, SEED, deal1, payload=[bad_key]))
    assert f"key for position {pairs[0][0]}" in str(err)


def test_key_releases_only_for_the_drawn_card_by_the_other_seats(match: HarnessResult) -> None:
    draw = first_index(match, "draw", seat=0)
    release = draw + 1
    assert message_at(match, release).kind == "release" and message_at(match, release).seat == 1
    pos, key = message_at(match, release).payload
    accepted(match, release, resigned(match, SEED, release))
    err = refused(match, release, resigned(match, SEED, release, payload=[pos + 1, key]))
    assert f"a key for position {pos + 1}; position {pos} was drawn" in str(err)
    err = moved(match, release, release + 1)  # after its keys are all in
    assert "no drawn card is waiting for keys" in str(err)
    # the drawer releasing a key for its own draw
    own = resigned(match, SEED, release, by=match.seats[0].identity, seat=0, counter=10_000)
    err = refused(match, release, own)
    assert err.seat == 0 and "a key this seat may not release now" in str(err)


def test_no_move_while_a_drawn_card_waits_for_its_keys(match: HarnessResult) -> None:
    draw = first_index(match, "draw", seat=0)
    for kind in ("play", "pass", "draw"):
        source = first_index(match, kind, seat=1, after=draw)
        err = moved(match, source, draw + 1)
        assert "waiting for the keys of drawn position" in str(err), kind


def test_a_tile_is_sent_low_end_first(match: HarnessResult) -> None:
    play = first_index(match, "play", seat=0)
    pos, (low, high), train, key = message_at(match, play).payload
    assert low < high
    err = refused(match, play, resigned(match, SEED, play, payload=[pos, [high, low], train, key]))
    assert (err.seat, err.entry) == (0, play) and "a tile is sent low end first" in str(err)


def test_a_reveal_must_co_sign_a_head_at_or_after_the_rounds_end(match: HarnessResult) -> None:
    reveal = first_index(match, "reveal", seat=0)
    seed, _head = message_at(match, reveal).payload
    accepted(match, reveal, resigned(match, SEED, reveal))
    early = entry_hash(match.entries[reveal - 3])  # before the last move of the round
    err = refused(match, reveal, resigned(match, SEED, reveal, payload=[seed, early]))
    assert "not at or after the round's end" in str(err)
    err = refused(match, reveal, resigned(match, SEED, reveal, payload=[seed, b"\x01" * 32]))
    assert "not at or after the round's end" in str(err)


# -- the open entry ------------------------------------------------------------------------------


def _open(match: HarnessResult, **changes: Any) -> bytes:
    return resigned(match, SEED, 0, **changes)


def _open_payload(match: HarnessResult, **rules: Any) -> list[Any]:
    name, rules_map, seats, key, created, *options = message_at(match, 0).payload
    return [name, {**rules_map, **rules}, seats, key, created, *options]


def test_the_log_must_open_with_the_hosts_open_message(match: HarnessResult) -> None:
    accepted(match, 0, _open(match))  # control
    err = refused(match, 0, resigned(match, SEED, 1))  # a join first
    assert (err.seat, err.entry) == (HOST_SEAT, 0)
    assert "the first entry must be the host's open message" in str(err)
    seat0 = match.seats[0].identity
    err = refused(match, 0, _open(match, seat=0, by=seat0))
    assert "the first entry must be the host's open message" in str(err)


def test_the_open_entry_is_signed_by_the_key_it_names(match: HarnessResult) -> None:
    other = Identity(b"\x06" * 32)
    payload = message_at(match, 0).payload
    named_other = [payload[0], payload[1], payload[2], other.public_key, payload[4]]
    err = refused(match, 0, _open(match, payload=named_other))
    assert (err.seat, err.entry) == (HOST_SEAT, 0) and "open: entry 0: host signature" in str(err)
    table, _ = chained(match, SEED, 0, b"")
    forged = make_entry(host_identity(SEED), 0, b"\x01" * 32, _open(match))
    with pytest.raises(RemoteError, match="hash chain broken"):
        table.receive(forged)


def test_an_open_naming_an_invalid_host_key_is_refused(match: HarnessResult) -> None:
    payload = message_at(match, 0).payload
    err = refused(match, 0, _open(match, payload=[payload[0], payload[1], payload[2], bytes(32), payload[4]]))
    assert err.seat == HOST_SEAT and str(err).startswith("seat -1, entry 0: open: ")


def test_an_open_with_a_bad_ruleset_is_refused(match: HarnessResult) -> None:
    cases: list[tuple[list[Any], str]] = [
        (_open_payload(match, colour="red"), "open: bad ruleset: unknown ruleset field(s): colour"),
        (_open_payload(match, draw="sometimes"), "open: bad ruleset"),
        (_open_payload(match, max_players=1), "open: bad ruleset"),
    ]
    name, rules_map, _seats, key, created = message_at(match, 0).payload[:5]
    cases.append(([name, rules_map, 5, key, created], "open: bad ruleset"))  # 5 seats, max 4
    reordered = dict(reversed(list(rules_map.items())))
    cases.append(([name, reordered, 2, key, created], "open: ruleset keys are not in canonical order"))
    for payload, reason in cases:
        err = refused(match, 0, _open(match, payload=payload))
        assert (err.seat, err.entry) == (HOST_SEAT, 0)
        assert reason in str(err), payload


# -- what a table reports (the terminal and the replay draw from these) ---------------------


@pytest.mark.parametrize(("rules", "seed"), [("express", SEED), ("classic", 5)])
def test_every_entry_reports_its_index_kind_signer_and_round(rules: str, seed: int) -> None:
    result = honest(short(rules, 1), 2, seed)
    spectator = Table()
    kinds = set()
    for index, raw in enumerate(result.entries):
        m = decode_message(decode_entry(raw).message)
        updates = spectator.receive(raw)
        first = updates[0]
        assert (first.entry, first.kind, first.seat, first.round) == (index, m.kind, m.seat, m.round)
        assert all(u.entry == index and u.round == m.round for u in updates)
        kinds.add(m.kind)
    assert {"open", "join", "start", "play", "draw", "pass", "end"} <= kinds
    if rules == "classic":
        assert {"no_engine", "place_engine"} <= kinds


def test_updates_carry_what_was_played() -> None:
    result = honest(short("classic", 1), 2, 5)
    spectator = Table()
    for raw in result.entries:
        m = decode_message(decode_entry(raw).message)
        for u in spectator.receive(raw):
            if u.kind == "place_engine":
                assert u.detail == {"tile": Tile(12, 12)}
            elif u.kind == "play":
                pos, (low, high), train, _key = m.payload
                assert u.detail == {"tile": Tile(low, high), "train": train, "pos": pos}
            elif u.kind == "open":
                assert u.detail == {"name": "in-memory table", "seats": 2, "created": 0}


def test_a_seat_acts_only_on_its_turn() -> None:
    result = honest(short("express", 1), 2, SEED)
    start = first_index(result, "play")
    seat = replica(result, 1 - message_at(result, start).seat, start)
    assert not seat.my_turn() and seat.legal_actions() == []
    with pytest.raises(LocalError, match="it is not this seat's turn"):
        seat.act(Pass(seat.my_seat or 0))


def test_an_abort_during_the_reveal_blames_only_a_seat_that_withheld(match: HarnessResult) -> None:
    first_reveal = first_index(match, "reveal")
    revealed = message_at(match, first_reveal).seat
    host = host_identity(SEED)
    for named, withheld in ((revealed, False), (1 - revealed, True)):
        table, _ = chained(match, SEED, first_reveal + 1, b"")
        body: list[Any] = [1, table.game_id, TABLE_ROUND, "abort", HOST_SEAT, 10_000, table.head,
                           [named, "gone"]]
        table.receive(make_entry(host, first_reveal + 1, table.head, sign_body(host, body)))
        assert table.stage is Stage.ENDED and table.end_reason == "aborted by the host: gone"
        aborted = table.aborted
        assert aborted is not None and (aborted.seat, aborted.entry) == (named, first_reveal + 1)
        # only a seat the reveal still waits for is named as having withheld its seed
        assert aborted.cause == ("withheld" if withheld else "host")


# -- the log itself, blame at the round's end, and what the host and a resumed seat send --------


def test_an_entry_off_the_hash_chain_or_not_signed_by_the_host_is_the_hosts_fault(
    match: HarnessResult,
) -> None:
    upto = first_index(match, "play", seat=1)
    message = decode_entry(match.entries[upto]).message
    table, honest_entry = chained(match, SEED, upto, message)
    for entry, why in (
        (make_entry(host_identity(SEED), upto, b"\x01" * 32, message), "hash chain broken"),
        (make_entry(Identity(b"\x04" * 32), upto, table.head, message), "host signature"),
    ):
        with pytest.raises(RemoteError) as info:
            table.receive(entry)
        assert (info.value.seat, info.value.entry) == (HOST_SEAT, upto)
        assert why in str(info.value)
        assert len(table.entries) == upto
    table.receive(honest_entry)  # control


def test_a_seed_that_does_not_open_its_commitment_is_blamed_at_the_audit(
    match: HarnessResult,
) -> None:
    last = max(i for i in range(len(match.entries)) if message_at(match, i).kind == "reveal")
    seat = message_at(match, last).seat
    _seed, head = message_at(match, last).payload
    table, entry = chained(match, SEED, last, resigned(match, SEED, last, payload=[b"\x01" * 32, head]))
    updates = table.receive(entry)  # the seat signed it: the entry stands, as evidence
    assert [(u.entry, u.kind, u.seat, u.round) for u in updates] == [
        (last, "reveal", seat, 0),
        (last, "blame", seat, 0),
    ]
    assert "the revealed seed does not open the seat's commitment" in updates[1].detail["reason"]
    assert table.blame is not None and (table.blame.seat, table.blame.entry) == (seat, last)
    assert table.blame.reason.startswith("deck audit: ")
    assert table.stage is Stage.ENDED and table.outcomes == []


def test_the_hosts_abort_names_the_seat_the_table_waits_for(match: HarnessResult) -> None:
    upto = first_index(match, "play", seat=1)
    host = Table(identity=host_identity(SEED), host=True)
    for raw in match.entries[:upto]:
        host.receive(raw)
    assert host.waiting_for() == [1]
    raw = host.abort(1, "seat 1 went silent")
    assert host.outbox() == [raw]
    sent = decode_message(raw)
    assert (sent.kind, sent.seat, sent.round, sent.payload) == ("abort", HOST_SEAT, TABLE_ROUND, (1, "seat 1 went silent"))
    entry = Sequencer(host).sequence(raw)
    spectator, _ = chained(match, SEED, upto, b"")
    assert spectator.end_reason == ""  # in play: the terminal says nothing about an end
    spectator.receive(entry)
    assert spectator.end_reason == "aborted by the host: seat 1 went silent"
    for table in (host, spectator):
        aborted = table.aborted
        assert aborted is not None and (aborted.entry, aborted.seat, aborted.round) == (upto, 1, 0)
        assert (aborted.cause, aborted.at_fault) == ("silent", 1)
        assert table.stage is Stage.ENDED
    with pytest.raises(LocalError, match="only the host aborts"):
        spectator.abort(1, "no")


@pytest.mark.parametrize("kind", ["commit", "deal", "release", "reveal"])
def test_a_seat_resuming_from_the_log_sends_exactly_what_it_still_owes(
    match: HarnessResult, kind: str
) -> None:
    """A seat rebuilt from the log regenerates its messages; those already in the log are
    dropped, the one it owes next comes out byte for byte as first sent."""
    at = first_index(match, kind, seat=1)
    seat = replica(match, 1, at)
    assert seat.outbox() == [decode_entry(match.entries[at]).message]
    after = replica(match, 1, at + 1)
    owed = after.outbox()
    assert decode_entry(match.entries[at]).message not in owed
    for raw in owed:  # anything still owed is new, with a counter above everything sent
        assert decode_message(raw).counter > message_at(match, at).counter


def test_an_anomaly_report_carries_the_position_and_the_decks_reason() -> None:
    result = honest_with_torsion()
    spectator = Table()
    reports = []
    for raw in result.entries:
        m = decode_message(decode_entry(raw).message)
        for u in spectator.receive(raw):
            if u.kind == "anomaly":
                reports.append((u.seat, u.detail, m.payload))
    assert len(reports) == 1
    seat, detail, (pos, reason) = reports[0]
    assert seat == 1 and pos == 2  # seat 1 multiplies seat 0's deck, whose card 2 is bad
    assert detail == {"pos": 2, "reason": reason}
    assert "card 2 of the shuffle step of seat 0: not a valid group element" in reason
    blame = spectator.blame  # the early audit then names the publisher
    assert blame is not None and (blame.seat, blame.entry) == (0, first_index(result, "shuffle", seat=0))


def honest_with_torsion() -> HarnessResult:
    from mextrain.protocol.bots.strategies import greedy_strategy
    from mextrain.protocol.table.harness import run_match

    return run_match(short("express", 1), [greedy_strategy] * 3, 5, seat_types={0: _bad_shuffle("torsion")}, deck_group="edwards25519")


def test_a_played_card_that_opens_to_no_tile_stops_the_round_with_the_reason(
    match: HarnessResult,
) -> None:
    """Seat 0 signs a play whose key opens its card to garbage: the entry stands as evidence,
    every table reports the anomaly with the deck's reason and waits for the reveals."""
    play = first_index(match, "play", seat=0)
    pos, tile_pair, train, key = message_at(match, play).payload
    wrong = encode_scalar(decode_scalar(key) + 1)
    table, entry = chained(match, SEED, play, resigned(match, SEED, play, payload=[pos, tile_pair, train, wrong]))
    updates = table.receive(entry)
    assert [(u.entry, u.kind, u.seat, u.round) for u in updates] == [(play, "anomaly", 0, 0)]
    assert f"position {pos} decrypts to no tile of the deck" in updates[0].detail["reason"]
    assert table.stage is Stage.REVEAL and table.waiting_for() == [0, 1]
    assert table.round is not None and table.round.anomaly is not None
    assert table.round.anomaly[:2] == (play, 0)


def test_a_draw_reports_the_position_drawn(match: HarnessResult) -> None:
    draw = first_index(match, "draw")
    table = replica(match, None, draw)
    assert table.round is not None
    pos = table.round.engine.next_draw
    m = message_at(match, draw)
    assert [(u.kind, u.seat, u.detail) for u in table.receive(match.entries[draw])] == [
        ("draw", m.seat, {"pos": pos})
    ]
