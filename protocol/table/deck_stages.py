"""The deck stages of a round: its start, the commitments, the shuffle and lock passes (with
their proofs at a verified-shuffle table, SPEC.md 4.12) and the deal (SPEC.md 4, 6)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..deck import (
    EDWARDS25519,
    BadPointError,
    Commit,
    DeckAnomaly,
    DeckFault,
    DeckParams,
    DeckStep,
    KeyRelease,
    ProofError,
    PublicDeck,
    SeatDeck,
    Step,
    check_lock_step,
    check_shuffle_step,
    check_step_shape,
    claimed_result,
    prove_step,
)
from ..log import Message
from ..rules import EngineMode, Tile, learn, new_round, tile, tile_set
from .endings import report_anomaly
from .guards import check_keys, deck_call, note_deck_events, refuse, round_for
from .state import Round, Stage, TableState, Update
from .verify_proofs import PendingProof

EDWARDS_GROUP = EDWARDS25519.name
MAX_PROOF_FAILURES = 3
"""Failing proofs a seat may send for one deck step before the host checks none of its
proofs for that step (the seat is then stuck, and the host's timeout aborts the match)."""


def begin_round(table: TableState, r: int) -> None:
    """Start round ``r``: its deck (this seat's, or the public one), its engine state, and
    this seat's commitment."""
    rules = table.rules
    assert rules is not None
    double = rules.round_doubles()[r]
    tiles = tile_set(rules.max_pip)
    if rules.engine is EngineMode.SET_ASIDE:
        tiles = tuple(t for t in tiles if t != tile(double, double))
    hand = rules.hand_size(table.seats)
    params = DeckParams(table.game_id, r, table.seats, tiles, hand, table.deck_group)
    deck: SeatDeck | PublicDeck
    seed = b""
    if table.my_seat is not None:
        assert table.round_seed is not None
        seed = table.round_seed(table.game_id, r)
        deck = SeatDeck(params, table.my_seat, seed, table.executor)
    else:
        deck = PublicDeck(params)
    engine = new_round(rules, table.seats, r, [None] * params.size)
    table.round = Round(r, params, deck, engine, seed)
    table.stage = Stage.COMMIT
    if not isinstance(deck, PublicDeck):
        table._queue("commit", r, [deck.commit().commitment])


def on_commit(table: TableState, index: int, m: Message) -> list[Update]:
    rnd = round_for(table, m, index, Stage.COMMIT)
    if m.seat in rnd.commits:
        raise refuse(m, index, "a second commitment")
    step = deck_call(m, index, rnd.deck.receive_commit, Commit(m.seat, m.payload[0]))
    rnd.commits.add(m.seat)
    rnd.step_entries[("commit", m.seat)] = index
    if len(rnd.commits) == table.seats:
        table.stage = Stage.SHUFFLE
    if isinstance(step, DeckStep):
        table._queue_step(rnd, step, rnd.deck.next_input())
    return [Update(index, "commit", m.seat, rnd.index)]


def on_shuffle(table: TableState, index: int, m: Message) -> list[Update]:
    return on_deck_step(table, index, m, Stage.SHUFFLE, Step.SHUFFLE)


def on_lock(table: TableState, index: int, m: Message) -> list[Update]:
    return on_deck_step(table, index, m, Stage.LOCK, Step.LOCK)


def on_deck_step(
    table: TableState, index: int, m: Message, stage: Stage, step: Step
) -> list[Update]:
    rnd = round_for(table, m, index, stage)
    record = DeckStep(step, m.seat, tuple(m.payload[0]))
    if table.verified_shuffle != (len(m.payload) == 2):
        why = "no proof" if table.verified_shuffle else "a proof at a table without the option"
        raise refuse(m, index, f"a deck step at this table carries {why}")
    due = rnd.deck.next_step()
    if m.seat != table.my_seat:
        # Every node sees a malformed deck: refuse it before the deck records anything, so
        # a refusal leaves this table (the host's included) exactly as it was.
        try:
            check_step_shape(record, rnd.params.size, rnd.params.deck_group)
        except BadPointError as exc:
            raise refuse(m, index, str(exc)) from None
        if table.verified_shuffle and due == (step, m.seat):
            check_proof(table, m, index, rnd, record, m.payload[1])
    invalid: BadPointError | None = None
    try:
        mine = deck_call(m, index, rnd.deck.receive_step, record, m.seat != table.my_seat)
    except BadPointError as exc:
        # An invalid point in the deck this seat must multiply: only this seat can see it,
        # so the entry stands (the deck recorded it) and this seat reports it for the early
        # audit, which names the publisher.
        mine, invalid = None, exc
    rnd.step_entries[(step.value, m.seat)] = index
    due = rnd.deck.next_step()
    if due is None:
        table.stage = Stage.DEAL
        if not isinstance(rnd.deck, PublicDeck):
            releases = rnd.deck.deal_releases()
            table._queue("deal", rnd.index, [[[r.position, r.key] for r in releases]])
    elif due[0] is Step.LOCK:
        table.stage = Stage.LOCK
    if table.verified_shuffle and m.seat == table.my_seat:
        remember_own_proof(rnd, record)
    if isinstance(mine, DeckStep):
        table._queue_step(rnd, mine, record.points)
    if invalid is not None:
        report_anomaly(table, rnd, invalid)
    return [Update(index, step.value, m.seat, rnd.index)]


def check_proof(
    table: TableState, m: Message, index: int, rnd: Round, record: DeckStep, proof: bytes
) -> None:
    """Verified shuffle: refuse a deck step whose proof fails, before anything records it.
    The one trace a refusal leaves is the count of failures that bounds the work a seat
    can make a host do (SPEC.md 4.12)."""
    failures = rnd.proof_failures.get((record.stage, m.seat), 0)
    if failures >= MAX_PROOF_FAILURES:
        raise refuse(
            m, index, f"{failures} failed proofs for this step already: no more are checked"
        )
    before = rnd.deck.next_input()
    if table.defer_proofs and defer_proof(index, rnd, record, before, proof):
        return
    try:
        if record.stage is Step.SHUFFLE:
            rnd.shuffle_keys[m.seat] = check_shuffle_step(
                rnd.params,
                m.seat,
                before,
                record.points,
                proof,
                table.proof_cache,
                table.executor,
            )
        else:
            rnd.key_commitments[m.seat] = check_lock_step(
                rnd.params,
                m.seat,
                rnd.shuffle_keys[m.seat],
                before,
                record.points,
                proof,
                table.proof_cache,
                table.executor,
            )
    except ProofError as exc:
        rnd.proof_failures[(record.stage, m.seat)] = failures + 1
        raise refuse(m, index, f"proof refused: {exc}") from None


def defer_proof(
    index: int, rnd: Round, record: DeckStep, before: Sequence[bytes], proof: bytes
) -> bool:
    """Put a well-formed proof aside for the audit, taking what its check would return."""
    claim = claimed_result(rnd.params, record.stage, before, record.points, proof)
    big_e = b""
    if record.stage is Step.SHUFFLE and isinstance(claim, bytes):
        rnd.shuffle_keys[record.seat] = claim
    elif record.stage is Step.LOCK and isinstance(claim, tuple):
        big_e = rnd.shuffle_keys[record.seat]
        rnd.key_commitments[record.seat] = claim
    else:
        return False  # the wrong size: the full check refuses it now
    pending = PendingProof(
        index, record.stage, record.seat, tuple(before), record.points, proof, big_e
    )
    rnd.pending_proofs.append(pending)
    return True


def remember_own_proof(rnd: Round, record: DeckStep) -> None:
    """This seat's own step came back: take its E or K from what it proved (no re-check)."""
    deck = rnd.deck
    assert isinstance(deck, SeatDeck) and not isinstance(deck, PublicDeck)
    secrets = deck.secrets
    if record.stage is Step.SHUFFLE:
        rnd.shuffle_keys[record.seat] = rnd.params.deck_group.base(secrets.shuffle_key)
    else:
        rnd.key_commitments[record.seat] = tuple(
            rnd.params.deck_group.base(k) for k in secrets.lock_keys
        )


def step_payload(
    table: TableState, rnd: Round, step: DeckStep, before: Sequence[bytes]
) -> list[Any]:
    """This seat's deck step as a message payload, with its proof at a verified-shuffle table."""
    payload: list[Any] = [list(step.points)]
    if table.verified_shuffle:
        deck = rnd.deck
        assert isinstance(deck, SeatDeck) and not isinstance(deck, PublicDeck)
        proof = prove_step(
            rnd.params, deck.secrets, step.stage, before, step.points, table.executor
        )
        payload.append(proof)
    return payload


def on_deal(table: TableState, index: int, m: Message) -> list[Update]:
    rnd = round_for(table, m, index, Stage.DEAL)
    if m.seat in rnd.deals:
        raise refuse(m, index, "a second deal")
    expected = [
        pos for p in range(table.seats) if p != m.seat for pos in rnd.params.hand_positions(p)
    ]
    got = [int(pair[0]) for pair in m.payload[0]]
    if got != expected:
        raise refuse(
            m, index, "must release exactly its keys for every other hand, in position order"
        )
    records = [KeyRelease(m.seat, pos, key) for pos, key in m.payload[0]]
    check_keys(table, m, index, records)
    anomaly: DeckFault | None = None
    opened: list[tuple[int, Tile]] = []
    before = rnd.deck.event_count
    for record in records:
        try:
            found = deck_call(m, index, rnd.deck.receive_release, record)
        except (DeckAnomaly, BadPointError) as exc:
            anomaly = anomaly or exc
            continue
        if isinstance(found, Tile):
            opened.append((record.position, found))
    note_deck_events(rnd, index, before)
    rnd.deals.add(m.seat)
    for pos, value in opened:
        rnd.engine = learn(rnd.engine, pos, value)
    if len(rnd.deals) == table.seats:
        table.stage = Stage.TURNS
    if anomaly is not None:
        report_anomaly(table, rnd, anomaly)
    return [Update(index, "deal", m.seat, rnd.index)]
