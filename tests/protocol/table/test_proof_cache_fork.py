"""Issue 22 finding 7: the memory of accepted proofs shared by the tables of one process must key
each verdict by everything it depends on (a lock proof's verdict depends on the seat's `E`), and
a deck step's refusal must say which way its proof is wrong."""

from __future__ import annotations

import hashlib

import pytest
from mextrain.protocol.bots.strategies import greedy_strategy
from mextrain.protocol.deck.group import ORDER, mult_each, scalar_invert
from mextrain.protocol.deck.keys import context, derive_secrets
from mextrain.protocol.deck.proofs.shuffle import prove_shuffle
from mextrain.protocol.deck.proofs.verified_shuffle import ProofCache
from mextrain.protocol.deck.state import SeatDeck
from mextrain.protocol.errors import RemoteError
from mextrain.protocol.log.entries import decode_entry, make_entry
from mextrain.protocol.log.messages import decode_message, encode_message
from mextrain.protocol.rules.ruleset import Ruleset
from mextrain.protocol.table.harness import HarnessResult, run_match
from mextrain.protocol.table.session import Table

from ..table_helpers import host_identity, seat_identity

SMALL = Ruleset(
    name="small",
    max_pip=6,
    hand_sizes=((4, 5), (10, 2)),
    rounds=1,
    seed="test ruleset: double-6, one round",
)
SEED = 11


def _match(verified: bool) -> HarnessResult:
    """An edwards25519 table: the fork below builds its steps with that group's functions."""
    return run_match(
        SMALL, [greedy_strategy] * 2, SEED, verified_shuffle=verified, deck_group="edwards25519"
    )


@pytest.fixture(scope="module")
def proven() -> HarnessResult:
    return _match(True)


def _index(result: HarnessResult, kind: str, seat: int) -> int:
    return next(
        i
        for i, raw in enumerate(result.entries)
        if (m := decode_message(decode_entry(raw).message)).kind == kind and m.seat == seat
    )


def _fork(result: HarnessResult) -> list[bytes]:
    """Log B: the same table up to seat 0's shuffle, then seat 0 shuffles with another seed and
    seat 1, knowing both shuffles, publishes log A's very deck from it with a valid proof; seat
    0's lock step then carries log A's lock bytes and proof exactly. Every step of B before the
    lock is sound, and the lock statement (decks and proof) is A's; only seat 0's `E` differs."""
    start = _index(result, "shuffle", 0)
    entries = list(result.entries[:start])
    table = Table(proof_cache=ProofCache())
    for raw in entries:
        table.receive(raw)
    rnd = table.round
    assert rnd is not None
    params, tiles = rnd.params, list(rnd.deck.next_input())
    decks = [result.seats[s].round.deck for s in (0, 1)]  # type: ignore[union-attr]
    assert all(isinstance(d, SeatDeck) for d in decks)
    a0, a1 = (d.secrets for d in decks)
    b0 = derive_secrets(params.game_id, 0, 0, hashlib.sha256(b"another seed").digest(), params.size)
    deck_b0 = mult_each(b0.shuffle_key, [tiles[p] for p in b0.permutation])
    # log A's seat-1 deck is e1*e0 * T[pi0[pi1[i]]]; from B's seat-0 deck e0' * T[pi0'[k]]
    where = {p: k for k, p in enumerate(b0.permutation)}
    sigma = [where[a0.permutation[a1.permutation[i]]] for i in range(params.size)]
    e1 = a1.shuffle_key * a0.shuffle_key % ORDER * scalar_invert(b0.shuffle_key) % ORDER
    deck_a1 = list(decode_message(decode_entry(result.entries[start + 1]).message).payload[0])
    lock = decode_message(decode_entry(result.entries[_index(result, "lock", 0)]).message)
    steps = [
        (0, "shuffle", [deck_b0, prove_shuffle(context(params.game_id, 0, 0), b0.seed, b0.shuffle_key, b0.permutation, tiles, deck_b0)]),
        (1, "shuffle", [deck_a1, prove_shuffle(context(params.game_id, 0, 1), a1.seed, e1, sigma, deck_b0, deck_a1)]),
        (0, "lock", list(lock.payload)),
    ]  # fmt: skip
    for seat, kind, payload in steps:
        message = encode_message(
            seat_identity(SEED, seat),
            game_id=params.game_id,
            round=0,
            kind=kind,
            seat=seat,
            counter=1000 + len(entries),
            seen=table.head,
            payload=payload,
        )
        entries.append(make_entry(host_identity(SEED), len(entries), table.head, message))
        if kind == "shuffle":
            table.receive(entries[-1])  # sound in log B
    return entries


def test_a_cached_accepted_lock_proof_cannot_answer_for_a_forked_log(
    proven: HarnessResult,
) -> None:
    """Two forked logs checked in one process with one memory of proofs: log A's lock step is
    accepted, and the very same lock bytes against log B (where seat 0's `E` is another) are
    refused, not answered from the cache."""
    cache = ProofCache()
    lock_at = _index(proven, "lock", 0)
    table_a = Table(proof_cache=cache)
    for raw in proven.entries[: lock_at + 1]:
        table_a.receive(raw)
    log_b = _fork(proven)
    table_b = Table(proof_cache=cache)
    for raw in log_b[:-1]:
        table_b.receive(raw)
    rnd_a, rnd_b = table_a.round, table_b.round
    assert rnd_a is not None and rnd_b is not None
    assert rnd_a.shuffle_keys[0] != rnd_b.shuffle_keys[0]
    seat_1_in_a = decode_message(decode_entry(proven.entries[lock_at - 1]).message).payload[0]
    assert list(rnd_b.deck.next_input()) == list(seat_1_in_a)  # the same lock statement
    with pytest.raises(RemoteError, match="lock: proof refused") as refused:
        table_b.receive(log_b[-1])
    assert refused.value.seat == 0


@pytest.mark.parametrize(
    ("verified", "wording"),
    [(True, "carries no proof"), (False, "carries a proof at a table without the option")],
    ids=["missing proof", "unexpected proof"],
)
def test_a_deck_step_refusal_says_which_way_the_proof_is_wrong(
    verified: bool, wording: str
) -> None:
    result = _match(verified)
    at = _index(result, "shuffle", 0)
    honest = decode_message(decode_entry(result.entries[at]).message)
    payload = [honest.payload[0]] if verified else [honest.payload[0], b"\x01" * 64]
    table = Table()
    for raw in result.entries[:at]:
        table.receive(raw)
    message = encode_message(
        seat_identity(SEED, 0),
        game_id=table.game_id,
        round=0,
        kind="shuffle",
        seat=0,
        counter=honest.counter,
        seen=table.head,
        payload=payload,
    )
    entry = make_entry(host_identity(SEED), at, table.head, message)
    with pytest.raises(RemoteError) as refused:
        table.receive(entry)
    assert refused.value.reason == f"shuffle: a deck step at this table {wording}"
    assert refused.value.seat == 0 and len(table.entries) == at
