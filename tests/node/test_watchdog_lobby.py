"""Timeout bookkeeping and seat assignment: the pure parts of the host."""

from __future__ import annotations

import dataclasses

import pytest
from mextrain.node.lobby import Lobby, Refusal, SeatPlan
from mextrain.node.watchdog import AWAY_GRACE, WARN_BEFORE, Watchdog
from mextrain.protocol.log.identity import Identity
from mextrain.protocol.rules.ruleset import preset
from mextrain.protocol.table.session import Sequencer, Table


def test_a_disconnected_awaited_seat_pauses_within_a_second_with_a_countdown() -> None:
    dog = Watchdog(30.0)
    dog.progress(100.0, [2, -1])
    assert dog.check(101.0, absent=[]) is None
    assert dog.check(110.0 - AWAY_GRACE, absent=[2, 3]) is None  # it may be reconnecting
    pause = dog.check(110.0, absent=[2, 3])
    assert pause is not None and pause.seats == (2,) and pause.disconnected
    assert pause.seconds_left == pytest.approx(20.0) and not pause.expired
    late = dog.check(131.0, absent=[2])
    assert late is not None and late.expired


def test_a_seat_back_within_the_grace_never_pauses_the_table() -> None:
    """A seat the host cuts for junk is back in a fraction of a second, again and again: no
    pause (and no line on every terminal) for each of its reconnections."""
    dog = Watchdog(300.0)
    dog.progress(100.0, [1])
    for n in range(20):
        now = 100.0 + n * AWAY_GRACE
        assert dog.check(now, absent=[1]) is None
        assert dog.check(now + AWAY_GRACE * 0.6, absent=[]) is None
    assert dog.check(200.0, absent=[1]) is None
    assert dog.check(200.0 + AWAY_GRACE, absent=[1]) is not None


def test_a_connected_silent_seat_sees_only_the_last_stretch() -> None:
    dog = Watchdog(300.0)
    dog.progress(0.0, [1])
    assert dog.check(300.0 - WARN_BEFORE - 1, absent=[]) is None
    pause = dog.check(300.0 - WARN_BEFORE + 1, absent=[])
    assert pause is not None and not pause.disconnected and pause.seats == (1,)
    dog.progress(301.0, [])
    assert dog.check(1000.0, absent=[1]) is None


def test_the_host_itself_never_times_out() -> None:
    dog = Watchdog(1.0)
    dog.progress(0.0, [-1])
    assert dog.check(50.0, absent=[0, 1]) is None


def opened_table(seats: int) -> Table:
    host = Table(identity=Identity(b"h" * 32), host=True)
    rules = dataclasses.replace(preset("classic"), rounds=1)
    opening = host.open_table(
        game_id=b"g" * 16, rules=rules, seats=seats, table_name="t", created=0
    )
    Sequencer(host).sequence(opening)
    return host


def test_joiners_get_free_seats_and_keep_them_by_key() -> None:
    table = opened_table(4)
    lobby = Lobby(4, {0: SeatPlan("me", None), 1: SeatPlan("bot 1", "greedy")}, {})
    assert lobby.seat_for(b"a" * 32, table) == 2
    assert lobby.seat_for(b"b" * 32, table) == 3
    assert lobby.seat_for(b"a" * 32, table) == 2
    with pytest.raises(Refusal, match="the table is full: all 4 seats are taken"):
        lobby.seat_for(b"c" * 32, table)
    rows = lobby.rows(table, connected={0, 1, 3})
    assert [r[2] for r in rows] == ["host", "bot", "player", "player"]
    assert [r[3] for r in rows] == [True, True, False, True]


def test_start_now_gives_seats_nobody_holds_to_bots() -> None:
    table = opened_table(4)
    lobby = Lobby(4, {0: SeatPlan("me", None)}, {})
    lobby.seat_for(b"a" * 32, table)  # seat 1, connected
    lobby.seat_for(b"b" * 32, table)  # seat 2, went away before joining
    assert lobby.fill(table, connected={1}, strategy="random") == [2, 3]
    assert lobby.local[2] == SeatPlan("random 2", "random")  # its level: analyze reads it
    assert lobby.reservations == {b"a" * 32: 1}
