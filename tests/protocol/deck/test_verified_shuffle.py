"""The verified-shuffle table option (SPEC.md 4.12) at a table: honest matches, and every
tampered shuffle or lock step refused in-round naming its seat, and named by ``verify`` too."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

import pytest
from mextrain.protocol.bots.strategies import greedy_strategy
from mextrain.protocol.deck.group import ORDER, DeckGroup
from mextrain.protocol.deck.keys import context
from mextrain.protocol.deck.proofs.lock import prove_lock
from mextrain.protocol.deck.proofs.shuffle import prove_shuffle
from mextrain.protocol.deck.proofs.verified_shuffle import (
    ProofCache,
    ProofError,
    check_shuffle_step,
    prove_step,
)
from mextrain.protocol.deck.state import Step, tile_point
from mextrain.protocol.errors import RemoteError
from mextrain.protocol.log.entries import decode_entry, file_header, frame, make_entry
from mextrain.protocol.log.messages import MessageError, decode_message
from mextrain.protocol.rules.ruleset import Ruleset, preset
from mextrain.protocol.rules.tiles import tile
from mextrain.protocol.table.harness import HarnessResult, run_match
from mextrain.protocol.table.session import Sequencer, Stage, Table
from mextrain.protocol.table.verify import verify_log

from ..table_helpers import host_identity

SMALL = Ruleset(name="small", max_pip=6, hand_sizes=((4, 5), (10, 2)), rounds=1, seed="test ruleset: double-6, one round")
"""Double-6 (28 cards), one round: keeps the proofs cheap in CI."""
SEED = 7
CACHE = ProofCache()


def proven(rules: Ruleset, players: int, seed: int = SEED) -> HarnessResult:
    return run_match(rules, [greedy_strategy] * players, seed, verified_shuffle=True)


def _messages(result: HarnessResult) -> list[Any]:
    return [decode_message(decode_entry(raw).message) for raw in result.entries]


@pytest.mark.parametrize(
    ("rules", "players"),
    [(dataclasses.replace(preset("express"), rounds=1), 2), (SMALL, 4), (SMALL, 10)],
    ids=["2 seats express 90 cards", "4 seats double-6", "10 seats double-6"],
)
def test_an_honest_proven_match_ends_and_verifies(rules: Ruleset, players: int) -> None:
    result = proven(rules, players)
    assert result.host.stage is Stage.ENDED and result.host.blame is None
    assert result.host.verified_shuffle
    messages = _messages(result)
    assert messages[0].payload[5] == ["ristretto255", "verified-shuffle"]
    steps = [m for m in messages if m.kind in ("shuffle", "lock")]
    assert len(steps) == 2 * players and all(len(m.payload) == 2 for m in steps)
    check = verify_log(result.log_bytes())
    assert check.valid, check.blame


@pytest.fixture(scope="module")
def match() -> HarnessResult:
    return proven(SMALL, 2)


def _replica(result: HarnessResult, seat: int | None, upto: int) -> Table:
    if seat is None:
        table = Table(proof_cache=CACHE)
    else:
        model = result.seats[seat]
        table = Table(
            identity=model.identity, seat=seat, round_seed=model.round_seed, proof_cache=CACHE
        )
    for raw in result.entries[:upto]:
        table.receive(raw)
    return table


def _at(result: HarnessResult, kind: str, seat: int) -> int:
    return next(
        i
        for i, m in enumerate(_messages(result))
        if m.kind == kind and m.seat == seat and m.round == 0
    )


def _log(entries: list[bytes]) -> bytes:
    return file_header() + b"".join(frame(e) for e in entries)


Tamper = Callable[[Table, Step, list[bytes], list[bytes]], tuple[list[bytes], bytes]]
"""(seat's table, stage, deck before, honest deck after) -> (published deck, proof)."""


def _group(table: Table) -> DeckGroup:
    assert table.round is not None
    return table.round.params.deck_group


def _prove(table: Table, stage: Step, before: list[bytes], after: list[bytes]) -> bytes:
    rnd = table.round
    assert rnd is not None
    deck = rnd.deck
    return prove_step(rnd.params, deck.secrets, stage, before, after)


def _planted(table: Table, stage: Step, before: list[bytes], after: list[bytes]) -> Any:
    after = list(after)
    after[3] = _group(table).mult(2, after[3])
    return after, _prove(table, stage, before, after)


def _substituted(table: Table, stage: Step, before: list[bytes], after: list[bytes]) -> Any:
    after = list(after)
    after[3] = _group(table).mult(12345, tile_point(tile(9, 9), _group(table)))  # no card of a double-6 deck
    return after, _prove(table, stage, before, after)


def _duplicated(table: Table, stage: Step, before: list[bytes], after: list[bytes]) -> Any:
    after = list(after)
    after[3] = after[4]
    return after, _prove(table, stage, before, after)


def _other_context(round_delta: int, seat_delta: int) -> Tamper:
    def tamper(table: Table, stage: Step, before: list[bytes], after: list[bytes]) -> Any:
        rnd = table.round
        assert rnd is not None and table.my_seat is not None
        sec = rnd.deck.secrets
        ctx = context(table.game_id, rnd.index + round_delta, table.my_seat + seat_delta)
        if stage is Step.SHUFFLE:
            proof = prove_shuffle(
                ctx, sec.seed, sec.shuffle_key, sec.permutation, before, after, None, _group(table)
            )
        else:
            proof = prove_lock(
                ctx, sec.seed, sec.shuffle_key, sec.lock_keys, before, after, None, _group(table)
            )
        return after, proof

    return tamper


def _flipped(table: Table, stage: Step, before: list[bytes], after: list[bytes]) -> Any:
    proof = bytearray(_prove(table, stage, before, after))
    proof[len(proof) // 2] ^= 0x04
    return after, bytes(proof)


TAMPERS: dict[str, tuple[Tamper, str]] = {
    "planted point": (_planted, "proof refused: the .* proof does not hold"),
    "substituted card": (_substituted, "proof refused: the .* proof does not hold"),
    "duplicated card": (_duplicated, "card 4 repeats card 3"),
    "proof from another round": (_other_context(1, 0), "proof refused: the .* does not hold"),
    "proof from another seat": (_other_context(0, 1), "proof refused: the .* does not hold"),
    "one byte changed": (_flipped, "proof refused"),
}


@pytest.mark.parametrize("stage", [Step.SHUFFLE, Step.LOCK])
@pytest.mark.parametrize("name", list(TAMPERS))
def test_a_tampered_step_is_refused_in_round_and_named_by_verify(
    match: HarnessResult, stage: Step, name: str
) -> None:
    tamper, reason = TAMPERS[name]
    seat = 1
    upto = _at(match, stage.value, seat)
    honest = _messages(match)[upto]
    cheat = _replica(match, seat, upto)
    rnd = cheat.round
    assert rnd is not None
    before = list(rnd.deck.next_input())
    after, proof = tamper(cheat, stage, before, list(honest.payload[0]))
    cheat._my_counter = honest.counter
    bad = cheat._sign(stage.value, honest.round, seat, [after, proof])
    # in-round: the host refuses to sequence it, and so would every seat's replica
    host = Table(identity=host_identity(SEED), host=True, proof_cache=CACHE)
    sequencer = Sequencer(host)
    for raw in match.entries[:upto]:
        sequencer.sequence(decode_entry(raw).message)
    with pytest.raises(RemoteError, match=reason) as refused:
        sequencer.sequence(bad)
    assert refused.value.seat == seat
    assert host.waiting_for() == [seat] and len(host.entries) == upto
    entry = make_entry(host_identity(SEED), upto, host.head, bad)
    with pytest.raises(RemoteError) as at_seat:
        _replica(match, 0, upto).receive(entry)
    assert at_seat.value.seat == seat
    # an evil host that logs it anyway: verify names the seat, on its own signature
    check = verify_log(_log([*match.entries[:upto], entry]))
    assert not check.valid and check.blame is not None and check.cheater
    assert (check.blame.seat, check.blame.entry) == (seat, upto)


def _deal_with_a_wrong_key(match: HarnessResult) -> tuple[int, bytes]:
    seat = 1
    upto = _at(match, "deal", seat)
    honest = _messages(match)[upto]
    cheat = _replica(match, seat, upto)
    releases = [list(pair) for pair in honest.payload[0]]
    key = int.from_bytes(releases[0][1], "little")
    releases[0][1] = (key * 2 % ORDER).to_bytes(32, "little")  # a valid scalar, not its key
    cheat._my_counter = honest.counter
    bad = cheat._sign("deal", honest.round, seat, [releases])
    return upto, bad


def test_a_released_key_that_does_not_fit_its_lock_is_refused_in_round(
    match: HarnessResult,
) -> None:
    upto, bad = _deal_with_a_wrong_key(match)
    host = Table(identity=host_identity(SEED), host=True, proof_cache=CACHE)
    sequencer = Sequencer(host)
    for raw in match.entries[:upto]:
        sequencer.sequence(decode_entry(raw).message)
    with pytest.raises(RemoteError, match="does not fit seat 1's lock commitment") as refused:
        sequencer.sequence(bad)
    assert refused.value.seat == 1
    entry = make_entry(host_identity(SEED), upto, host.head, bad)
    check = verify_log(_log([*match.entries[:upto], entry]))
    assert not check.valid and check.blame is not None and check.cheater
    assert (check.blame.seat, check.blame.entry) == (1, upto)


def test_a_played_key_that_does_not_fit_its_lock_is_refused(match: HarnessResult) -> None:
    messages = _messages(match)
    upto = next(i for i, m in enumerate(messages) if m.kind in ("play", "place_engine"))
    honest = messages[upto]
    cheat = _replica(match, honest.seat, upto)
    payload = list(honest.payload)
    key = int.from_bytes(payload[-1], "little")
    payload[-1] = (key + 1).to_bytes(32, "little")
    cheat._my_counter = honest.counter
    bad = cheat._sign(honest.kind, honest.round, honest.seat, payload)
    entry = make_entry(host_identity(SEED), upto, cheat.head, bad)
    with pytest.raises(RemoteError, match="does not fit") as refused:
        _replica(match, None, upto).receive(entry)
    assert refused.value.seat == honest.seat


def test_the_option_decides_whether_a_step_carries_a_proof(match: HarnessResult) -> None:
    upto = _at(match, "shuffle", 0)
    honest = _messages(match)[upto]
    cheat = _replica(match, 0, upto)
    cheat._my_counter = honest.counter
    unproven = cheat._sign("shuffle", 0, 0, [list(honest.payload[0])])
    entry = make_entry(host_identity(SEED), upto, cheat.head, unproven)
    with pytest.raises(RemoteError, match="carries no proof") as refused:
        _replica(match, None, upto).receive(entry)
    assert refused.value.seat == 0
    plain = run_match(SMALL, [greedy_strategy] * 2, SEED)
    at = _at(plain, "shuffle", 0)
    step = _messages(plain)[at]
    seat0 = _replica(plain, 0, at)
    seat0._my_counter = step.counter
    extra = seat0._sign("shuffle", 0, 0, [list(step.payload[0]), b"\x00" * 32])
    with pytest.raises(RemoteError, match="carries a proof at a table without the option"):
        _replica(plain, None, at).receive(make_entry(host_identity(SEED), at, seat0.head, extra))


@pytest.mark.parametrize(
    ("options", "reason"),
    [
        (["shuffle-of-doom"], "unknown table option"),
        (["verified-shuffle", "verified-shuffle"], "distinct and sorted"),
    ],
)
def test_entry_0_refuses_unknown_or_repeated_options(options: list[str], reason: str) -> None:
    host = Table(identity=host_identity(SEED), host=True)
    opening = host.open_table(
        game_id=bytes(16), rules=SMALL, seats=2, table_name="t", created=0, verified_shuffle=True
    )
    body = decode_message(opening)
    payload = [*body.payload[:5], options]
    forged = host._sign("open", -1, -1, payload, game_id=bytes(16))
    with pytest.raises(RemoteError, match=reason):
        Table().receive(make_entry(host_identity(SEED), 0, bytes(32), forged))


def test_an_empty_option_list_is_not_canonical() -> None:
    host = Table(identity=host_identity(SEED), host=True)
    with pytest.raises(MessageError, match="empty option list"):
        host._sign("open", -1, -1, ["t", SMALL.to_dict(), 2, bytes(32), 0, []], game_id=bytes(16))


def test_a_plain_table_is_unchanged_by_the_option_code() -> None:
    """No option: entry 0 keeps its 5 items and deck steps their 1, so old logs stay valid; a
    new plain table lists only the group option."""
    old = run_match(SMALL, [greedy_strategy] * 2, SEED, deck_group="edwards25519")
    messages = _messages(old)
    assert len(messages[0].payload) == 5 and not old.host.verified_shuffle
    assert all(len(m.payload) == 1 for m in messages if m.kind in ("shuffle", "lock"))
    assert verify_log(old.log_bytes()).valid
    new = _messages(run_match(SMALL, [greedy_strategy] * 2, SEED))
    assert new[0].payload[5] == ["ristretto255"]
    assert all(len(m.payload) == 1 for m in new if m.kind in ("shuffle", "lock"))


def test_a_step_refused_for_its_proof_leaves_the_seat_free_to_send_the_honest_one(
    match: HarnessResult,
) -> None:
    upto = _at(match, "lock", 0)
    honest = _messages(match)[upto]
    cheat = _replica(match, 0, upto)
    rnd = cheat.round
    assert rnd is not None
    after, proof = _flipped(cheat, Step.LOCK, list(rnd.deck.next_input()), list(honest.payload[0]))
    cheat._my_counter = honest.counter
    host = Table(identity=host_identity(SEED), host=True, proof_cache=CACHE)
    sequencer = Sequencer(host)
    for raw in match.entries[:upto]:
        sequencer.sequence(decode_entry(raw).message)
    with pytest.raises(RemoteError):
        sequencer.sequence(cheat._sign("lock", 0, 0, [after, proof]))
    sequencer.sequence(honest.raw)
    assert host.waiting_for() == [1]


def test_the_proof_cache_never_answers_for_another_split_of_the_same_bytes(
    match: HarnessResult,
) -> None:
    """The cache is keyed by every input, length-prefixed: the same concatenated bytes with a
    different boundary between the decks is another question, checked afresh (and refused)."""
    upto = _at(match, "shuffle", 1)
    step = _messages(match)[upto]
    table = _replica(match, None, upto)
    rnd = table.round
    assert rnd is not None
    before, after, proof = list(rnd.deck.next_input()), list(step.payload[0]), step.payload[1]
    cache = ProofCache()
    check_shuffle_step(rnd.params, 1, before, after, proof, cache)
    with pytest.raises(ProofError):
        check_shuffle_step(rnd.params, 1, before[:-1], [before[-1], *after], proof, cache)


def test_a_seat_cannot_make_the_host_check_failing_proofs_without_end(
    match: HarnessResult,
) -> None:
    """Review finding: each proof check costs the host a tenth of a second or more, so a seat
    sending failing proofs in a loop could keep the host busy until its timeout. After a few
    failing proofs for one step the host checks none of that seat's proofs for it."""
    upto = _at(match, "shuffle", 1)
    honest = _messages(match)[upto]
    cheat = _replica(match, 1, upto)
    rnd = cheat.round
    assert rnd is not None
    after, proof = _flipped(cheat, Step.SHUFFLE, list(rnd.deck.next_input()), honest.payload[0])
    host = Table(identity=host_identity(SEED), host=True)
    sequencer = Sequencer(host)
    for raw in match.entries[:upto]:
        sequencer.sequence(decode_entry(raw).message)
    cheat._my_counter = honest.counter
    for _ in range(3):
        with pytest.raises(RemoteError, match="proof refused"):
            sequencer.sequence(cheat._sign("shuffle", 0, 1, [after, proof]))
    with pytest.raises(RemoteError, match="3 failed proofs for this step already") as refused:
        sequencer.sequence(honest.raw)
    assert refused.value.seat == 1 and len(host.entries) == upto
