"""Honest rounds of the deck protocol at 2, 4 and 10 seats (DESIGN.md section 4).

Each round runs every seat's :class:`SeatDeck` over one shared log: commitments, the shuffle and
lock passes, the deal, draws and plays, then the audit from the revealed seeds.
"""

from __future__ import annotations

import pytest
from mextrain.protocol.deck.keys import tile_lookup
from mextrain.protocol.deck.state import (
    AuditOk,
    DeckParams,
    Step,
    audit_round,
    open_card,
    pack_points,
    tile_points,
    unpack_points,
)
from mextrain.protocol.errors import LocalError
from mextrain.protocol.rules.tiles import Tile, tile_set

from .deck_table import DeckTable, params_for, seeds_for

ROUNDS = [
    pytest.param(2, None, 15, id="2-seats-full-double12"),
    pytest.param(4, Tile(12, 12), 12, id="4-seats-engine-set-aside"),
    pytest.param(10, Tile(12, 12), 8, id="10-seats-engine-set-aside"),
]


@pytest.mark.parametrize(("seats", "set_aside", "hand_size"), ROUNDS)
def test_honest_round(seats: int, set_aside: Tile | None, hand_size: int) -> None:
    params = params_for(seats, hand_size, set_aside=set_aside)
    table = DeckTable(params, seeds_for(seats)).setup()
    assert table.errors == []
    lookup = tile_lookup(params.tiles)

    # Every seat opened exactly its own block of positions, and knows nothing else.
    hands = [deck.hand for deck in table.decks]
    for seat, deck in enumerate(table.decks):
        assert sorted(hands[seat]) == list(params.hand_positions(seat))
        assert table.opened[seat] == hands[seat]
        assert deck.known == hands[seat]
    dealt = [t for hand in hands for t in hand.values()]
    assert len(set(dealt)) == len(dealt) == seats * hand_size

    # Nothing a seat holds opens another seat's card or a boneyard card.
    for seat, deck in enumerate(table.decks):
        final = deck.final_deck
        assert final is not None and final == table.decks[0].final_deck
        for position in range(params.size):
            if position in hands[seat]:
                continue
            held = deck.keys_held(position)
            owner = params.dealt_to(position)
            assert owner not in held
            assert len(held) == (1 if owner is None else seats - 1)
            keys = [int.from_bytes(k, "little") for k in held.values()]
            assert open_card(final[position], keys) not in lookup

    # A draw is seen by the drawer only; a play by everyone, checked at once.
    drawn = table.draw(1)
    assert drawn == params.boneyard_start
    assert drawn in table.decks[1].hand
    assert all(drawn not in d.known for j, d in enumerate(table.decks) if j != 1)
    played_0 = min(hands[0])
    table.play(0, played_0)
    table.play(1, drawn)
    assert table.errors == []
    for deck in table.decks:
        assert deck.known[played_0] == hands[0][played_0]
        assert deck.known[drawn] == table.decks[1].known[drawn]
    assert played_0 not in table.decks[0].hand

    # Every seat recorded the same transcript; the audit passes and reveals every hand.
    transcripts = [table.transcript(j) for j in range(seats)]
    assert all(t == transcripts[0] for t in transcripts)
    result = audit_round(transcripts[0])
    assert isinstance(result, AuditOk) and result.ok and result.complete
    assert sorted(result.tiles) == sorted(params.tiles)
    for seat in range(seats):
        assert result.dealt(seat) == tuple(hands[seat][i] for i in params.hand_positions(seat))
    assert result.owners[drawn] == 1
    assert table.decks[1].known[drawn] in result.holdings(1)


def test_different_seeds_deal_differently_and_same_seeds_identically() -> None:
    params = params_for(3, 5, max_pip=6)
    a = DeckTable(params, seeds_for(3)).setup()
    b = DeckTable(params, seeds_for(3)).setup()
    c = DeckTable(params, seeds_for(3, "other")).setup()
    assert a.transcript(0) == b.transcript(0)
    assert a.decks[0].hand == b.decks[0].hand
    assert a.decks[0].final_deck != c.decks[0].final_deck
    assert [d.hand for d in a.decks] != [d.hand for d in c.decks]


def test_whole_boneyard_can_be_drawn_and_played() -> None:
    params = params_for(2, 3, max_pip=3)  # 10 tiles, 4 in the boneyard
    table = DeckTable(params, seeds_for(2)).setup()
    for turn in range(4):
        position = table.draw(turn % 2)
        table.play(turn % 2, position)
    assert table.decks[0].next_draw is None
    for seat in (0, 1):
        for position in list(table.decks[seat].hand):
            table.play(seat, position)
    assert table.errors == []
    assert sorted(table.decks[1].known.values()) == sorted(params.tiles)
    result = table.audit(1)
    assert isinstance(result, AuditOk)
    assert list(result.tiles) == [table.decks[1].known[i] for i in range(params.size)]


def test_an_interrupted_honest_round_audits_clean_but_incomplete() -> None:
    """A false anomaly alarm after the shuffle pass: the early audit finds no cheat."""
    params = params_for(3, 5, max_pip=6)
    table = DeckTable(params, seeds_for(3))
    table.run_passes(max_steps=4)
    transcript = table.transcript(2)
    assert len(transcript.shuffles) == 3 and len(transcript.locks) == 1
    result = audit_round(transcript)
    assert isinstance(result, AuditOk) and not result.complete
    assert sorted(result.tiles) == sorted(params.tiles)


def test_deck_params_are_checked() -> None:
    tiles = tile_set(6)
    for seats, hand in ((1, 5), (11, 2), (3, 10)):
        with pytest.raises(LocalError):
            DeckParams(b"g", 1, seats, tiles, hand)
    with pytest.raises(LocalError):
        DeckParams(b"g", 1, 2, tuple(reversed(tiles)), 5)
    with pytest.raises(LocalError):
        DeckParams(b"g", 1, 2, (*tiles, tiles[0]), 5)
    with pytest.raises(LocalError):
        DeckParams(b"", 1, 2, tiles, 5)
    p = DeckParams(b"g", 1, 3, tiles, 5)
    assert (p.size, p.boneyard_start, p.hand_positions(2)) == (28, 15, range(10, 15))
    assert (p.dealt_to(9), p.dealt_to(15)) == (1, None)


def test_points_pack_and_unpack() -> None:
    points = tile_points(tile_set(6))
    blob = pack_points(points)
    assert len(blob) == 32 * 28 and unpack_points(blob) == points
    assert unpack_points(blob[:-1])[-1] == points[-1][:-1]  # a short last point stays short
    assert Step("shuffle") is Step.SHUFFLE
