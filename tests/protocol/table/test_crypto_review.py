"""Findings of the cryptography review (the finding tests failed before the fixes).

1. ``verify`` must not call a seat a cheater on the strength of an entry the seat did not sign
   for that place in the log: a forged signature, a replayed message, a message from another
   game, a join signed by some other key. Only the host can have put such an entry in the log,
   so the host is named.
2. A deck step is checked by every node for its shape (size, repeated cards) *before* the deck
   records it, so a refused step leaves the host's table unchanged; an invalid point, which only
   the seat that multiplies the deck can see, stays in the log and that seat's anomaly report
   stops the round for the early audit, which names the publisher.
3. The message version is the integer 1, not ``true``.

4. A seat that withholds its round-end reveal (after seeing every other seed) cannot be audited;
   when the host aborts the reveal naming it, the withholding seat is at fault.

Then guards for properties that were checked and hold (signature malleability, rogue keys).
"""

from __future__ import annotations

from typing import Any

import nacl.bindings as nb
import pytest
from mextrain.protocol.bots.strategies import greedy_strategy
from mextrain.protocol.deck.state import DeckStep, Step
from mextrain.protocol.errors import RemoteError
from mextrain.protocol.log.encoding import pack, unpack
from mextrain.protocol.log.entries import decode_entry, file_header, frame, make_entry
from mextrain.protocol.log.messages import DST_MESSAGE, HOST_SEAT, MessageError, decode_message
from mextrain.protocol.table.harness import HarnessResult, run_match
from mextrain.protocol.table.session import Sequencer, Stage, Table
from mextrain.protocol.table.verify import verify_log

from ..table_helpers import forge_entry, honest, host_identity, replica, seat_identity, short

SEED = 31
ORDER_8 = bytes.fromhex("26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc05")


@pytest.fixture(scope="module")
def match() -> HarnessResult:
    return honest(short("express", 1), 2, SEED)


def _log(entries: list[bytes]) -> bytes:
    return file_header() + b"".join(frame(e) for e in entries)


def _turn_of(result: HarnessResult, seat: int) -> int:
    """The first entry count after which ``seat`` is on turn with nothing pending."""
    for upto in range(len(result.entries)):
        spectator = replica(result, None, upto)
        rnd = spectator.round
        if (
            spectator.stage is Stage.TURNS
            and rnd is not None
            and rnd.pending_draw is None
            and rnd.engine.turn == seat
        ):
            return upto
    raise AssertionError("never on turn")


# --- 1. verify names the host, not a seat, for entries the seat did not sign there -----------


def test_verify_does_not_frame_a_seat_with_a_forged_signature(match: HarnessResult) -> None:
    upto = 20
    body, _signature = unpack(decode_entry(match.entries[upto]).message)
    seat = decode_message(decode_entry(match.entries[upto]).message).seat
    assert seat >= 0
    forged = pack([body, bytes(64)])  # the seat never signed this
    head = replica(match, None, upto).head
    entry = make_entry(host_identity(SEED), upto, head, forged)
    check = verify_log(_log([*match.entries[:upto], entry]))
    assert not check.valid and check.blame is not None
    assert not check.cheater, check.blame
    assert (check.blame.seat, check.blame.entry) == (HOST_SEAT, upto)


def test_verify_does_not_frame_a_seat_with_a_replayed_message(match: HarnessResult) -> None:
    upto = 20
    old = next(
        raw
        for raw in reversed(match.entries[:upto])
        if decode_message(decode_entry(raw).message).seat == 1
    )
    head = replica(match, None, upto).head
    entry = make_entry(host_identity(SEED), upto, head, decode_entry(old).message)
    check = verify_log(_log([*match.entries[:upto], entry]))
    assert not check.valid and check.blame is not None
    assert not check.cheater, check.blame
    assert (check.blame.seat, check.blame.entry) == (HOST_SEAT, upto)


def test_verify_does_not_frame_a_seat_with_a_message_of_another_game(
    match: HarnessResult,
) -> None:
    upto = _turn_of(match, 0)
    table = replica(match, 0, upto)
    table._my_counter = 10_000
    assert table.round is not None
    # seat 0 really signed this, but for another game
    message = table._sign("pass", table.round.index, 0, [], game_id=bytes(16))
    entry = make_entry(host_identity(SEED), upto, table.head, message)
    check = verify_log(_log([*match.entries[:upto], entry]))
    assert not check.valid and check.blame is not None
    assert not check.cheater, check.blame
    assert check.blame.seat == HOST_SEAT


def test_verify_does_not_frame_a_seat_with_a_join_signed_by_another_key(
    match: HarnessResult,
) -> None:
    """Anyone can sign a join for seat 1; a refused one is not the seat holder's evidence."""
    from mextrain.protocol.log.identity import Identity
    from mextrain.protocol.log.messages import TABLE_ROUND, encode_message

    upto = next(
        i
        for i, raw in enumerate(match.entries)
        if decode_message(decode_entry(raw).message).kind == "start"
    )
    head = replica(match, None, upto).head
    sybil = Identity(b"\x07" * 32)
    message = encode_message(
        sybil,
        game_id=match.host.game_id,
        round=TABLE_ROUND,
        kind="join",
        seat=1,
        counter=10_000,
        seen=head,
        payload=["seat 1", sybil.public_key],
    )
    entry = make_entry(host_identity(SEED), upto, head, message)
    check = verify_log(_log([*match.entries[:upto], entry]))
    assert not check.valid and check.blame is not None
    assert not check.cheater, check.blame
    assert check.blame.seat == HOST_SEAT


def test_verify_still_names_a_seat_that_signed_an_invalid_move_at_the_head(
    match: HarnessResult,
) -> None:
    upto = _turn_of(match, 0)
    entry = forge_entry(match, SEED, upto, seat=1, kind="pass", payload=[])
    check = verify_log(_log([*match.entries[:upto], entry]))
    assert not check.valid and check.blame is not None
    assert check.cheater
    assert (check.blame.seat, check.blame.entry) == (1, upto)


# --- 2. deck steps: refused without a trace, or logged and audited -------------------------


def _bad_shuffle(mode: str, stage: str = "shuffle") -> type[Table]:
    class BadStep(Table):
        def _queue(
            self, kind: str, round_no: int, payload: list[Any], *, seat: int | None = None
        ) -> bytes:
            if kind == stage and self.round is not None:
                points = list(payload[0])
                if mode == "torsion":
                    points[2] = nb.crypto_core_ed25519_add(points[2], ORDER_8)
                else:
                    points[1] = points[0]
                step = DeckStep(Step(stage), self.my_seat or 0, tuple(points))
                self.round.deck._own_step = step
                payload = [points]
            return super()._queue(kind, round_no, payload, seat=seat)

    return BadStep


def test_a_refused_deck_step_leaves_the_host_table_unchanged(match: HarnessResult) -> None:
    shuffle_at = next(
        i
        for i, raw in enumerate(match.entries)
        if decode_message(decode_entry(raw).message).kind == "shuffle"
    )
    host = Table(identity=host_identity(SEED), host=True)
    sequencer = Sequencer(host)
    for raw in match.entries[:shuffle_at]:
        sequencer.sequence(decode_entry(raw).message)
    honest_step = decode_message(decode_entry(match.entries[shuffle_at]).message)
    seat = honest_step.seat
    points = list(honest_step.payload[0])
    points[1] = points[0]  # a repeated card: every node sees it
    cheat = replica(match, seat, shuffle_at)
    cheat._my_counter = honest_step.counter
    bad = cheat._sign("shuffle", honest_step.round, seat, [points])
    with pytest.raises(RemoteError) as err:
        sequencer.sequence(bad)
    assert err.value.seat == seat
    assert len(host.entries) == shuffle_at
    assert host.waiting_for() == [seat]  # still the cheater's step that is due
    # the seat's honest step is still accepted afterwards
    honest_again = cheat._sign("shuffle", honest_step.round, seat, [list(honest_step.payload[0])])
    sequencer.sequence(honest_again)
    assert host.waiting_for() == [1 - seat]


@pytest.mark.parametrize("stage", ["shuffle", "lock"])
def test_an_invalid_point_in_a_deck_step_is_blamed_on_its_publisher(stage: str) -> None:
    """edwards25519 (logs before ristretto255): a torsion component only the multiplying seat
    sees; the step is logged, that seat reports it, the audit names the publisher."""
    result = run_match(
        short("express", 1),
        [greedy_strategy] * 3,
        5,
        seat_types={0: _bad_shuffle("torsion", stage)},
        deck_group="edwards25519",
    )
    blame = result.host.blame
    assert blame is not None and blame.seat == 0 and blame.entry is not None
    assert stage in blame.reason
    message = decode_message(decode_entry(result.entries[blame.entry]).message)
    assert (message.kind, message.seat) == (stage, 0)
    # the seat that had to multiply that deck reported it; the others agree
    for table in result.seats[1:]:
        assert table.blame == blame
    check = verify_log(result.log_bytes())
    assert not check.valid and check.cheater and check.blame == blame


NOT_RISTRETTO = bytes.fromhex("01" + "00" * 31)
"""An odd field element: no canonical ristretto255 encoding (RFC 9496 4.3.1 refuses it)."""


@pytest.mark.parametrize("stage", ["shuffle", "lock"])
def test_an_invalid_ristretto_point_is_refused_by_every_node_at_once(
    match: HarnessResult, stage: str
) -> None:
    """ristretto255: each received point is decoded once, on arrival, so an invalid one is
    refused before any node records the step (no later audit needed)."""
    at = next(
        i
        for i, raw in enumerate(match.entries)
        if decode_message(decode_entry(raw).message).kind == stage
    )
    honest = decode_message(decode_entry(match.entries[at]).message)
    points = list(honest.payload[0])
    points[2] = NOT_RISTRETTO
    cheat = replica(match, honest.seat, at)
    cheat._my_counter = honest.counter
    bad = cheat._sign(stage, honest.round, honest.seat, [points])
    for seat in (None, *range(len(match.seats))):
        table = replica(match, seat, at)
        if seat == honest.seat:
            continue
        entry = make_entry(host_identity(SEED), at, table.head, bad)
        with pytest.raises(RemoteError, match="card 2 is not a valid ristretto255 element") as err:
            table.receive(entry)
        assert err.value.seat == honest.seat
        assert len(table.entries) == at


def test_only_the_seat_due_to_multiply_may_report_an_anomaly_before_the_deal(
    match: HarnessResult,
) -> None:
    shuffle_at = next(
        i
        for i, raw in enumerate(match.entries)
        if decode_message(decode_entry(raw).message).kind == "shuffle"
    )
    # after seat 0's shuffle, seat 1 is due: seat 0 may not stop the round
    entry = forge_entry(match, SEED, shuffle_at + 1, seat=0, kind="anomaly", payload=[0, "x"])
    with pytest.raises(RemoteError):
        replica(match, None, shuffle_at + 1).receive(entry)


class _FalseAnomalyInsteadOfShuffle(Table):
    """When its shuffle is due, reports an anomaly that is not there."""

    def _queue(
        self, kind: str, round_no: int, payload: list[Any], *, seat: int | None = None
    ) -> bytes:
        if kind == "shuffle":
            return super()._queue("anomaly", round_no, [0, "made up"], seat=seat)
        return super()._queue(kind, round_no, payload, seat=seat)


def test_a_false_anomaly_before_the_deal_is_blamed_on_its_reporter() -> None:
    result = run_match(
        short("express", 1),
        [greedy_strategy] * 3,
        5,
        seat_types={1: _FalseAnomalyInsteadOfShuffle},
    )
    blame = result.host.blame
    assert blame is not None and blame.seat == 1 and "anomaly" in blame.reason
    check = verify_log(result.log_bytes())
    assert not check.valid and check.cheater and check.blame == blame


# --- 3. strict message version ---------------------------------------------------------


def test_message_version_must_be_the_integer_one(match: HarnessResult) -> None:
    raw = decode_entry(match.entries[1]).message
    body, _signature = unpack(raw)
    fields = unpack(body)
    fields[0] = True
    new_body = pack(fields)
    signature = seat_identity(SEED, fields[4]).sign(DST_MESSAGE, new_body)
    with pytest.raises(MessageError):
        decode_message(pack([new_body, signature]))


# --- guards: properties the review checked and found to hold ------------------------------


def test_ed25519_signatures_with_s_not_below_l_are_refused() -> None:
    """No third party can make a second valid encoding of a signed message (S + L)."""
    from mextrain.protocol.deck.group import ORDER
    from mextrain.protocol.log.identity import Identity, SignatureError, verify

    signer = Identity(bytes(range(32)))
    signature = signer.sign(DST_MESSAGE, b"body")
    s = int.from_bytes(signature[32:], "little")
    malleated = signature[:32] + (s + ORDER).to_bytes(32, "little")
    verify(signer.public_key, DST_MESSAGE, b"body", signature)
    with pytest.raises(SignatureError):
        verify(signer.public_key, DST_MESSAGE, b"body", malleated)


def test_the_rogue_identity_key_that_verifies_every_message_is_refused() -> None:
    """A = identity, R = identity, S = 0 satisfies the verification equation for any message."""
    from mextrain.protocol.log.identity import SignatureError, verify

    identity_point = (1).to_bytes(32, "little")
    with pytest.raises(SignatureError):
        verify(identity_point, DST_MESSAGE, b"anything", identity_point + bytes(32))


# --- 4. a withheld reveal is the withholder's fault ----------------------------------------


class _PlantsThenWithholds(Table):
    """Plants a related point in its (last) lock step, then never reveals its seed."""

    def _queue(
        self, kind: str, round_no: int, payload: list[Any], *, seat: int | None = None
    ) -> bytes:
        if kind == "reveal":
            return b""
        if kind == "lock" and self.round is not None:
            points = list(payload[0])
            points[0] = self.round.params.deck_group.add(points[0], points[0])
            self.round.deck._own_step = DeckStep(Step.LOCK, self.my_seat or 0, tuple(points))
            payload = [points]
        return super()._queue(kind, round_no, payload, seat=seat)


def test_a_cheater_that_withholds_its_reveal_is_still_named() -> None:
    result = run_match(
        short("express", 1), [greedy_strategy] * 3, 9, seat_types={2: _PlantsThenWithholds}
    )
    host = result.host
    assert host.stage is Stage.REVEAL and host.waiting_for() == [2]
    entries = list(result.entries)
    sequencer = Sequencer(host)
    entries.append(sequencer.sequence(host.abort(2, "seat 2 did not reveal")))
    check = verify_log(_log(entries))
    assert not check.valid and check.outcome == "aborted" and not check.cheater
    # without its seed the audit of its lock step cannot run; withholding is the fault, named
    # as the cause of the abort, not as proven cheating
    assert check.aborted is not None and check.aborted.at_fault == 2
    assert check.aborted.cause == "withheld" and check.aborted.awaited == (2,)
