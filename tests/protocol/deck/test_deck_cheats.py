"""Cheats against the deck, one test each: the honest seats' reaction and the audit's verdict.

A cheater is played through the table's tamper hook: its record is rewritten between its own
deck and everyone else. Each test asserts who complained in-round (when the cheat is visible
then) and that the audit names the cheating seat at the exact step (name and index) and, for
deck steps, the exact card.
"""

from __future__ import annotations

from collections.abc import Callable

import nacl.bindings as nb
import pytest
from mextrain.protocol.deck.group import ORDER, encode_scalar, mult
from mextrain.protocol.deck.keys import tile_point
from mextrain.protocol.deck.state import (
    AuditFailure,
    BadKeyError,
    BadPointError,
    ClaimMismatchError,
    Commit,
    DeckAnomaly,
    DeckFault,
    DeckStep,
    Draw,
    KeyRelease,
    OutOfOrderError,
    PlayClaim,
    Reveal,
    SeatDeck,
    Step,
)
from mextrain.protocol.rules.tiles import Tile

from .deck_table import DeckTable, Record, Tamper, params_for, seeds_for

ORDER_4 = bytes(32)
ORDER_8 = bytes.fromhex("26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc05")
IDENTITY = (1).to_bytes(32, "little")
NON_CANONICAL = (2**255 - 19 + 1).to_bytes(32, "little")  # y = 1 written as p + 1

ENGINE = Tile(6, 6)
SEATS, HAND = 3, 5  # double-6 without 6-6: 27 cards, 15 dealt, 12 in the boneyard


def new_table(game_id: bytes = b"test-game", round_no: int = 1) -> DeckTable:
    params = params_for(
        SEATS, HAND, max_pip=6, set_aside=ENGINE, game_id=game_id, round_no=round_no
    )
    return DeckTable(params, seeds_for(SEATS))


def edit_step(
    stage: Step, seat: int, edit: Callable[[tuple[bytes, ...]], dict[int, bytes]]
) -> Tamper:
    """Rewrite cards of one deck step; ``edit`` maps the honest cards to the replaced ones."""

    def tamper(record: Record) -> Record:
        if isinstance(record, DeckStep) and (record.stage, record.seat) == (stage, seat):
            points = list(record.points)
            for position, point in edit(record.points).items():
                points[position] = point
            return DeckStep(stage, seat, tuple(points))
        return record

    return tamper


def complaints(table: DeckTable) -> list[tuple[int, type[DeckFault], int | None, int | None]]:
    """(complaining seat, error class, blamed seat, position) for every in-round error."""
    return [(s, type(e), e.seat, e.position) for s, e in table.errors]


def failure(table: DeckTable, cheater: int) -> AuditFailure:
    """The early audit run by an honest seat (the cheater's own deck holds its honest records)."""
    result = table.audit((cheater + 1) % SEATS)
    assert isinstance(result, AuditFailure), result
    return result


def event_index(
    table: DeckTable, seat: int, position: int, kind: type[KeyRelease | Draw | PlayClaim]
) -> int:
    """Index in the transcript's events of the first ``kind`` record by ``seat`` for ``position``."""
    events = table.decks[(seat + 1) % SEATS].transcript([]).events
    return next(
        i
        for i, e in enumerate(events)
        if isinstance(e, kind) and (e.seat, e.position) == (seat, position)
    )


# --- the shuffle pass ---------------------------------------------------------------------


def test_tile_substituted_during_a_shuffle() -> None:
    """Seat 0 swaps in a card of its own making, an extra 6-6 (the engine set aside), for the card
    that lands in seat 1's hand. Seat 1 decrypts a tile that is not in the deck."""
    table = new_table()
    target = table.params.hand_positions(1)[0]
    card = table.shuffle_position(0, target)
    forged = mult(table.decks[0].secrets.shuffle_key, tile_point(ENGINE))
    table.tamper = edit_step(Step.SHUFFLE, 0, lambda points: {card: forged})
    table.setup()
    assert complaints(table) == [(1, DeckAnomaly, None, target)]
    anomaly = table.errors[0][1]
    assert isinstance(anomaly, DeckAnomaly) and anomaly.kind == "not-a-tile"
    assert anomaly.seats == (0, 1, 2)
    f = failure(table, 0)
    assert (f.seat, f.step, f.index, f.position) == (0, Step.SHUFFLE, 0, card)
    assert f.found == forged.hex()


def test_tile_duplicated_during_a_shuffle() -> None:
    """Seat 1 copies card 0 over card 4: every other seat sees the repeated point at once."""
    table = new_table()
    table.tamper = edit_step(Step.SHUFFLE, 1, lambda points: {4: points[0]})
    table.run_passes()
    assert complaints(table) == [
        (0, BadPointError, 1, 4),
        (2, BadPointError, 1, 4),
    ]
    assert table.decks[2].next_step() == (Step.SHUFFLE, 2)  # the round stopped there
    f = failure(table, 1)
    assert (f.seat, f.step, f.index, f.position) == (1, Step.SHUFFLE, 1, 4)


def test_related_point_planted() -> None:
    """The first shuffler plants 2*C_y in place of card x (to track tiles later). The card is no
    tile once decrypted; the audit shows it is not what seat 0's seed gives."""
    table = new_table()
    target = table.params.hand_positions(2)[1]
    x = table.shuffle_position(0, target)
    y = (x + 1) % table.params.size
    table.tamper = edit_step(Step.SHUFFLE, 0, lambda points: {x: mult(2, points[y])})
    table.setup()
    assert complaints(table) == [(2, DeckAnomaly, None, target)]
    f = failure(table, 0)
    assert (f.seat, f.step, f.index, f.position) == (0, Step.SHUFFLE, 0, x)


@pytest.mark.parametrize("torsion", [ORDER_4, ORDER_8], ids=["order4", "order8"])
def test_point_with_a_torsion_component(torsion: bytes) -> None:
    """Seat 1 adds a small-order point to card 3: the next shuffler refuses it at once."""
    table = new_table()
    add = nb.crypto_core_ed25519_add  # does not check its inputs or its output
    table.tamper = edit_step(Step.SHUFFLE, 1, lambda points: {3: add(points[3], torsion)})
    table.run_passes()
    assert complaints(table) == [(2, BadPointError, 1, 3)]
    assert table.errors[0][1].step is Step.SHUFFLE
    f = failure(table, 1)
    assert (f.seat, f.step, f.index, f.position) == (1, Step.SHUFFLE, 1, 3)


def test_non_canonical_encoding_in_a_shuffle() -> None:
    table = new_table()
    table.tamper = edit_step(Step.SHUFFLE, 0, lambda points: {2: NON_CANONICAL})
    table.run_passes()
    assert complaints(table) == [(1, BadPointError, 0, 2)]
    f = failure(table, 0)
    assert (f.seat, f.step, f.index, f.position) == (0, Step.SHUFFLE, 0, 2)


def test_card_multiplied_by_zero_gives_the_identity_and_is_refused() -> None:
    """libsodium will not multiply by zero, so a cheater can only publish the identity itself."""
    table = new_table()
    table.tamper = edit_step(Step.LOCK, 0, lambda points: {6: IDENTITY})
    table.run_passes()
    assert complaints(table) == [(1, BadPointError, 0, 6)]
    f = failure(table, 0)
    assert (f.seat, f.step, f.index, f.position) == (0, Step.LOCK, 0, 6)


# --- the lock pass ------------------------------------------------------------------------


def test_wrong_lock() -> None:
    """Seat 1 puts a wrong lock on card 0 (seat 0's): seat 0 decrypts garbage at the deal."""
    table = new_table()
    table.tamper = edit_step(Step.LOCK, 1, lambda points: {0: mult(3, points[0])})
    table.setup()
    assert complaints(table) == [(0, DeckAnomaly, None, 0)]
    f = failure(table, 1)
    assert (f.seat, f.step, f.index, f.position) == (1, Step.LOCK, 1, 0)


def test_torsion_in_the_final_deck_is_caught_by_the_card_owner() -> None:
    """The last locker's deck is multiplied by nobody in the passes; the owner's open checks it."""
    table = new_table()
    last = SEATS - 1
    add = nb.crypto_core_ed25519_add
    table.tamper = edit_step(Step.LOCK, last, lambda points: {1: add(points[1], ORDER_8)})
    table.setup()
    assert complaints(table) == [(0, BadPointError, last, 1)]
    f = failure(table, last)
    assert (f.seat, f.step, f.index, f.position) == (last, Step.LOCK, last, 1)


def test_a_tile_seen_twice_is_an_anomaly() -> None:
    """An omniscient cheater (seats pooling every secret) makes card 1 open to the tile of card 0.
    No single seat can do this; the owner's duplicate check is the last line of defence, and the
    audit still names the last locker, who published the card."""
    table = new_table()
    last = SEATS - 1
    secrets = [d.secrets for d in table.decks]
    origin = list(range(table.params.size))
    for s in secrets:
        origin = [origin[x] for x in s.permutation]
    tile_0 = table.params.tiles[origin[0]]
    locks_1 = 1
    for s in secrets:
        locks_1 = locks_1 * s.lock_keys[1] % ORDER
    forged = mult(locks_1, tile_point(tile_0))
    table.tamper = edit_step(Step.LOCK, last, lambda points: {1: forged})
    table.setup()
    assert complaints(table) == [(0, DeckAnomaly, None, 1)]
    anomaly = table.errors[0][1]
    assert isinstance(anomaly, DeckAnomaly)
    assert (anomaly.kind, anomaly.other_position) == ("duplicate", 0)
    f = failure(table, last)
    assert (f.seat, f.step, f.index, f.position) == (last, Step.LOCK, last, 1)


# --- key releases, draws, plays -----------------------------------------------------------


def _release_tamper(seat: int, position: int, key: bytes) -> Tamper:
    def tamper(record: Record) -> Record:
        if isinstance(record, KeyRelease) and (record.seat, record.position) == (seat, position):
            return KeyRelease(seat, position, key)
        return record

    return tamper


def test_wrong_released_key() -> None:
    table = new_table()
    real = table.decks[2].secrets.lock_keys[0]
    table.tamper = _release_tamper(2, 0, encode_scalar(real + 1))
    table.setup()
    assert complaints(table) == [(0, DeckAnomaly, None, 0)]
    f = failure(table, 2)
    index = event_index(table, 2, 0, KeyRelease)
    assert (f.seat, f.step, f.index, f.position) == (2, Step.RELEASE, index, 0)
    assert f.expected == encode_scalar(real).hex()


@pytest.mark.parametrize(
    "bad_key",
    [bytes(32), "plus-L", b"\x01" * 31],
    ids=["zero-scalar", "non-canonical-scalar", "short"],
)
def test_malformed_key_is_refused_at_once_and_never_recorded(bad_key: bytes | str) -> None:
    table = new_table()
    real = table.decks[1].secrets.lock_keys[0]
    key = (real + ORDER).to_bytes(32, "little") if bad_key == "plus-L" else bad_key
    assert isinstance(key, bytes)
    table.tamper = _release_tamper(1, 0, key)
    table.setup()
    # Every honest seat refuses the key itself; nobody had to decrypt anything.
    assert complaints(table) == [(0, BadKeyError, 1, 0), (2, BadKeyError, 1, 0)]
    # Refused, so never recorded: the host does not log it and the signed message is the evidence.
    for honest in (0, 2):
        events = table.decks[honest].transcript([]).events
        assert not any(isinstance(e, KeyRelease) and (e.seat, e.position) == (1, 0) for e in events)


def test_false_claim_when_playing() -> None:
    """Seat 0 plays its first card but claims another tile: everyone sees it at once."""
    table = new_table().setup()
    real = table.decks[0].hand[0]
    lie = next(t for t in table.params.tiles if t != real)

    def tamper(record: Record) -> Record:
        if isinstance(record, tuple):
            release, claim = record
            return release, PlayClaim.of(claim.seat, claim.position, lie)
        return record

    table.tamper = tamper
    table.play(0, 0)
    assert complaints(table) == [(1, ClaimMismatchError, 0, 0), (2, ClaimMismatchError, 0, 0)]
    f = failure(table, 0)
    assert (f.seat, f.step, f.position) == (0, Step.CLAIM, 0)
    assert f.index == len(table.transcript(1).events) - 1
    assert (f.expected, f.found) == (str(real), str(lie))


def test_revealed_seed_does_not_match_its_commitment() -> None:
    table = new_table().setup()

    def tamper(record: Record) -> Record:
        if isinstance(record, Reveal) and record.seat == 2:
            return Reveal(2, bytes(32))
        return record

    table.tamper = tamper
    f = failure(table, 2)
    assert (f.seat, f.step, f.index, f.position) == (2, Step.REVEAL, 2, None)
    assert f.expected == table.decks[2].secrets.commitment.hex()


# --- replays from another round or game ---------------------------------------------------


def test_shuffle_step_replayed_from_another_round() -> None:
    """Round 2 of the same game, same seeds even: seat 1 republishes its round-1 shuffle."""
    old = new_table(round_no=1)
    old.run_passes()
    replayed = old.decks[0].transcript([]).shuffles[1]
    table = new_table(round_no=2)

    def tamper(record: Record) -> Record:
        if isinstance(record, DeckStep) and (record.stage, record.seat) == (Step.SHUFFLE, 1):
            return replayed
        return record

    table.tamper = tamper
    table.setup()
    f = failure(table, 1)
    assert (f.seat, f.step, f.index) == (1, Step.SHUFFLE, 1)
    assert f.position is not None


def test_key_release_replayed_from_another_game() -> None:
    old = new_table(game_id=b"game-A").setup()
    index_a = event_index(old, 2, 0, KeyRelease)
    replayed = old.decks[0].transcript([]).events[index_a]
    assert isinstance(replayed, KeyRelease)
    table = new_table(game_id=b"game-B")
    table.tamper = _release_tamper(2, 0, replayed.key)
    table.setup()
    assert complaints(table) == [(0, DeckAnomaly, None, 0)]
    f = failure(table, 2)
    assert (f.seat, f.step, f.index, f.position) == (
        2,
        Step.RELEASE,
        event_index(table, 2, 0, KeyRelease),
        0,
    )


def test_commitment_and_seed_replayed_from_another_round() -> None:
    """Seat 1 reuses round 1's commitment in round 2 and reveals round 1's seed: the seed opens
    the commitment only in round 1's context, so the audit refuses it."""
    old_seed = seeds_for(SEATS, "round-1")[1]
    old = SeatDeck(new_table(round_no=1).params, 1, old_seed)
    table = new_table(round_no=2)

    def tamper(record: Record) -> Record:
        if isinstance(record, Commit) and record.seat == 1:
            return old.commit()
        if isinstance(record, Reveal) and record.seat == 1:
            return old.reveal()
        return record

    table.tamper = tamper
    table.setup()
    f = failure(table, 1)
    assert (f.seat, f.step, f.index) == (1, Step.REVEAL, 1)


# --- records the protocol refuses on their face -------------------------------------------


def test_out_of_turn_and_misplaced_records_are_refused_at_once() -> None:
    table = new_table().setup()
    deck = table.decks[0]
    with pytest.raises(OutOfOrderError) as info:
        deck.receive_commit(Commit(2, bytes(64)))
    assert info.value.seat == 2
    with pytest.raises(OutOfOrderError) as info:
        deck.receive_step(DeckStep(Step.LOCK, 1, deck.final_deck or ()))
    assert info.value.seat == 1
    boneyard = table.params.boneyard_start
    with pytest.raises(OutOfOrderError) as info:
        deck.receive_draw(Draw(1, boneyard + 1))
    assert (info.value.seat, info.value.step) == (1, Step.DRAW)
    with pytest.raises(OutOfOrderError) as info:
        deck.receive_release(KeyRelease(1, HAND, encode_scalar(5)))  # seat 1's own card
    assert info.value.seat == 1
    with pytest.raises(OutOfOrderError) as info:
        deck.receive_release(KeyRelease(1, boneyard, encode_scalar(5)))  # nobody holds it
    assert info.value.seat == 1
    with pytest.raises(OutOfOrderError) as info:  # seat 2 plays a card of seat 1's hand
        deck.receive_play(KeyRelease(2, HAND, encode_scalar(5)), PlayClaim(2, HAND, 1, 2))
    assert (info.value.seat, info.value.step) == (2, Step.CLAIM)
    fresh = new_table().decks[0]
    with pytest.raises(OutOfOrderError):  # a shuffle before every seat committed
        fresh.receive_step(DeckStep(Step.SHUFFLE, 0, ()))


def test_a_deck_of_the_wrong_size_is_refused_at_once() -> None:
    table = new_table()

    def tamper(record: Record) -> Record:
        if isinstance(record, DeckStep) and record.seat == 0:
            return DeckStep(record.stage, 0, record.points[:-1])
        return record

    table.tamper = tamper
    table.run_passes()
    assert complaints(table) == [(1, BadPointError, 0, None), (2, BadPointError, 0, None)]
    f = failure(table, 0)
    assert (f.seat, f.step, f.index, f.position) == (0, Step.SHUFFLE, 0, None)
