"""Who holds each seat, seen from the host's lobby (issue 14): a key that joined keeps its seat,
a reservation survives a reconnect, nobody new gets a seat once play began, and the status rows
say who is who.
"""

from __future__ import annotations

import pytest
from mextrain.node.lobby import RESERVATION_TTL, Lobby, Refusal, SeatPlan
from mextrain.protocol.log.identity import Identity
from mextrain.protocol.log.messages import TABLE_ROUND, encode_message
from mextrain.protocol.table.session import Sequencer, Stage, Table

from .test_watchdog_lobby import opened_table

ANN = Identity(b"\x01" * 32)
BOB = Identity(b"\x02" * 32)


def join(table: Table, who: Identity, seat: int, name: str) -> None:
    message = encode_message(who, game_id=table.game_id, round=TABLE_ROUND, kind="join",
                             seat=seat, counter=0, seen=table.head, payload=[name, who.public_key])
    Sequencer(table).sequence(message)


def test_a_joined_key_keeps_its_seat_even_without_a_reservation() -> None:
    table = opened_table(3)
    lobby = Lobby(3, {0: SeatPlan("me", None)}, {})
    join(table, ANN, 2, "ann")  # seat 2 taken in the log (e.g. before a host restart)
    assert lobby.seat_for(ANN.public_key, table) == 2
    assert lobby.free_seats(table) == [1]
    assert lobby.seat_for(BOB.public_key, table) == 1
    assert lobby.free_seats(table) == []


def test_reservations_are_kept_and_refused_once_the_match_started() -> None:
    table = opened_table(2)
    lobby = Lobby(2, {}, {BOB.public_key: 1})
    assert lobby.free_seats(table) == [0]
    assert lobby.seat_for(BOB.public_key, table) == 1  # reserved before, e.g. saved with the game
    join(table, ANN, 0, "ann")
    join(table, BOB, 1, "bob")
    for start in table.outbox():  # the host starts the match
        Sequencer(table).sequence(start)
    assert table.stage is not Stage.LOBBY
    assert lobby.seat_for(ANN.public_key, table) == 0
    with pytest.raises(Refusal, match="the match has started without this player"):
        lobby.seat_for(Identity(b"\x03" * 32).public_key, table)


def test_reservations_of_keys_that_never_joined_lapse_when_a_newcomer_needs_a_seat() -> None:
    table = opened_table(3)
    lobby = Lobby(3, {0: SeatPlan("me", None)}, {BOB.public_key: 1})  # saved with the game
    lobby.born = 100.0
    throwaway = Identity(b"\x05" * 32).public_key
    assert lobby.seat_for(throwaway, table, now=100.0) == 2
    newcomer = Identity(b"\x06" * 32).public_key
    with pytest.raises(Refusal, match="the table is full"):  # too soon
        lobby.seat_for(newcomer, table, now=100.0 + RESERVATION_TTL - 1)
    # still connected, or joined: kept however old
    join(table, BOB, 1, "bob")
    with pytest.raises(Refusal, match="the table is full"):
        lobby.seat_for(newcomer, table, now=500.0, connected=frozenset({throwaway}))
    assert lobby.seat_for(newcomer, table, now=500.0) == 2  # the throwaway key lapsed
    assert lobby.reservations == {BOB.public_key: 1, newcomer: 2}


def test_fill_leaves_joined_connected_and_local_seats_alone() -> None:
    table = opened_table(4)
    lobby = Lobby(4, {0: SeatPlan("me", None)}, {})
    join(table, ANN, 3, "ann")  # joined, now disconnected: keeps the seat
    lobby.seat_for(BOB.public_key, table)  # seat 1, reserved and connected
    assert lobby.fill(table, connected={1}, strategy="greedy") == [2]
    assert lobby.local[0] == SeatPlan("me", None)
    assert lobby.reservations == {BOB.public_key: 1}
    assert lobby.fill(table, connected={1}, strategy="greedy") == []


def test_status_rows_name_host_bots_players_and_free_seats() -> None:
    table = opened_table(5)
    lobby = Lobby(5, {0: SeatPlan("me", None), 1: SeatPlan("bot 1", "greedy")}, {})
    join(table, ANN, 2, "ann")
    lobby.seat_for(BOB.public_key, table)  # seat 3: reserved, has not joined yet
    assert lobby.rows(table, connected={2}) == [
        [0, "me", "host", True],
        [1, "bot 1", "bot", True],
        [2, "ann", "player", True],
        [3, "(joining)", "player", False],
        [4, None, "free", False],
    ]


def test_seat_plans_round_trip_through_json() -> None:
    for plan in (SeatPlan("me", None), SeatPlan("bot 2", "greedy")):
        assert SeatPlan.from_json(plan.to_json()) == plan
    assert SeatPlan("me", None).to_json() == {"name": "me", "strategy": None}
    assert SeatPlan.from_json({"name": "x"}) == SeatPlan("x", None)
