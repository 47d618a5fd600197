"""A seat's probation memory and the chat's rate (issue 36): how long a cut for junk is held
against a seat (to the instant), when a connection on probation is held and for how long,
what it is cut for and what it is only slowed for, and how many chat lines go through a
window. Unit tests on Connections with the clocks the host passes in."""

from __future__ import annotations

import asyncio
from typing import Any, cast

import pytest
from mextrain.node import connections
from mextrain.node.budget import FRAME_BURST, JUNK_BURST, JUNK_MEMORY, OVER_FOR, Budget
from mextrain.node.channel import Channel
from mextrain.node.connections import (
    CHAT_RATE,
    CHAT_WINDOW,
    JUNK_COUNT,
    WATCHING,
    Connection,
    Connections,
)
from mextrain.protocol.log import MAX_NAME_LEN


class Sent:
    """A channel that keeps what the host sends on it."""

    def __init__(self, peer: str = "127.0.0.1:40000") -> None:
        self.sent: list[tuple[Any, ...]] = []
        self.peer = peer

    def send(self, kind: str, *fields: Any) -> None:
        self.sent.append((kind, *fields))


def connection(seat: int | None, name: str = "ann", peer: str = "127.0.0.1:40000") -> Connection:
    return Connection(cast(Channel, Sent(peer)), name, seat, None)


def sent(conn: Connection) -> list[tuple[Any, ...]]:
    return cast(Sent, conn.channel).sent


def test_a_seats_probation_lasts_junk_memory_seconds_from_its_last_cut_to_the_instant() -> None:
    conns = Connections()
    assert conns.probation_end(1) == 0.0 and not conns.on_probation(1, 0.0)
    conns.cut_for_junk(connection(1), 100.0)
    assert conns.probation_end(1) == 100.0 + JUNK_MEMORY
    assert conns.on_probation(1, 100.0 + JUNK_MEMORY - 0.001)
    assert not conns.on_probation(1, 100.0 + JUNK_MEMORY)  # over at the instant it ends
    conns.cut_for_junk(connection(1), 130.0)  # cut again: counted from the latest cut
    assert conns.on_probation(1, 100.0 + JUNK_MEMORY) and conns.probation_end(1) == 190.0
    assert not conns.on_probation(2, 131.0) and conns.probation_end(2) == 0.0  # its own
    conns.cut_for_junk(connection(None), 131.0)  # a spectator has no seat to remember
    assert conns.probation_end(None) == 0.0 and not conns.on_probation(None, 131.0)
    assert list(conns.junk_cut_at) == [1]


def test_a_seat_on_probation_starts_with_the_small_burst_until_the_instant_it_ends() -> None:
    conns = Connections()
    conns.cut_for_junk(connection(1), 100.0)
    assert conns.budget_for(1, 100.0).frames == JUNK_BURST
    assert conns.budget_for(1, 100.0 + JUNK_MEMORY - 0.001).frames == JUNK_BURST
    assert conns.budget_for(1, 100.0 + JUNK_MEMORY).frames == FRAME_BURST
    assert conns.budget_for(None, 100.0).frames == FRAME_BURST


def on_probation(until: float = 100.0, seat: int | None = 1) -> Connection:
    conn = connection(seat)
    conn.probation_until = until
    return conn


def test_a_seat_on_probation_is_held_from_one_refusal_within_twice_over_for() -> None:
    conn = on_probation()
    assert not conn.held(9.0)  # nothing refused: read at its budget
    conn.refused_at.append(10.0)
    assert conn.held(10.0)  # on probation one refusal is junk: not one frame more is read
    assert conn.held(10.0 + 2 * OVER_FOR - 0.001)
    assert not conn.held(10.0 + 2 * OVER_FOR)  # the refusal is 4 s old: read again
    assert conn.held_until() == 10.0 + 2 * OVER_FOR  # when that happens by time alone
    conn.refused_at.extend([11.0, 12.0])
    assert conn.held_until() == 12.0 + 2 * OVER_FOR  # counted from the latest
    assert not conn.held(1000.0)  # nor held without a fresh refusal
    late = on_probation(until=12.0)
    late.refused_at.append(11.0)
    assert late.held(11.999) and not late.held(12.0)  # the probation's end frees it
    assert late.held_until() == 12.0
    off = on_probation(until=0.0)
    off.refused_at.extend([10.0, 10.5, 11.0])
    assert JUNK_COUNT == 3 and not off.held(11.0)  # off probation, junk is only slowed
    assert on_probation(until=0.0).held_until() == 0.0  # never cut, nothing refused
    spectator = on_probation(seat=None)
    spectator.refused_at.extend([10.0, 10.5, 11.0])
    assert not spectator.held(11.0)  # a spectator is never held, only cut


def test_a_seat_held_while_the_table_waits_for_it_is_cut_and_told_why() -> None:
    conn = on_probation()
    conn.refused_at.extend([10.0, 10.5, 11.0])
    assert conn.cut_for(11.0, [2]) is None  # held: the table does not need it yet
    why = conn.cut_for(11.0, [1])
    assert why == "junk again soon after a cut for junk, while the table waits for this seat"
    conn.queued = 2  # unless a message of its waits to be sequenced
    assert conn.cut_for(11.0, [1]) is None


def test_a_seat_not_on_probation_is_cut_only_for_junk_while_the_table_waits_for_it() -> None:
    conn = connection(1)
    conn.refused_at.extend([10.0, 10.5, 11.0])
    assert conn.cut_for(11.0, [0, 2]) is None
    assert conn.cut_for(11.0, [1]) == (
        "more than 32 frames or 2 MiB a second of refused frames while the table waits for"
        " this seat"
    )
    assert conn.cut_for(10.0 + 2 * OVER_FOR, [1]) is None  # the junk is old: only slowed


def test_a_seat_over_its_budget_long_without_junk_is_only_slowed() -> None:
    now = [0.0]
    conn = connection(1)
    conn.budget = Budget(frame_burst=1, clock=lambda: now[0])
    conn.budget.charge(100 << 20)  # a debt of many seconds
    conn.budget.delay()
    now[0] = 2 * OVER_FOR
    conn.budget.delay()
    assert conn.budget.over_too_long() and conn.cut_for(now[0], [1]) is None
    conn.refused_at.extend([now[0]] * 3)  # junk while over, the table elsewhere
    assert conn.cut_for(now[0], [2]) == f"more than 32 frames or 2 MiB a second for {OVER_FOR:.0f} s"


def test_chat_goes_through_at_five_lines_a_window_to_the_instant(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    now = [50.0]
    monkeypatch.setattr(connections, "chat_clock", lambda: now[0])
    heard: list[tuple[str, str]] = []
    conns = Connections(show_chat=lambda name, text: heard.append((name, text)))
    ann, bob = connection(1, "ann"), connection(2, "bob")
    conns.add(ann)
    conns.add(bob)
    assert CHAT_RATE == 5 and CHAT_WINDOW == 10.0
    for i in range(CHAT_RATE):
        assert conns.chat(ann, f"line {i}")
        now[0] += 1.0
    assert not conns.chat(ann, "one too many")  # at 55.0: five in the last ten seconds
    assert conns.chat(bob, "hi")  # another connection's lines are its own
    now[0] = 50.0 + CHAT_WINDOW - 0.001
    assert not conns.chat(ann, "still too many")
    now[0] = 50.0 + CHAT_WINDOW  # the first line is ten seconds old: one place free
    assert conns.chat(ann, "again")
    assert not conns.chat(ann, "and again")
    lines = [(name, text) for name, text in heard if name == "ann"]
    assert lines == [("ann", f"line {i}") for i in range(CHAT_RATE)] + [("ann", "again")]
    assert sent(bob)[:2] == [("said", "ann", "line 0"), ("said", "ann", "line 1")]


def test_a_spectators_line_is_marked_watching_within_the_name_limit() -> None:
    heard: list[tuple[str, str]] = []
    conns = Connections(show_chat=lambda name, text: heard.append((name, text)))
    long = "w" * MAX_NAME_LEN
    watcher, seat = connection(None, long), connection(1, "ann")
    conns.add(watcher)
    conns.add(seat)
    assert conns.chat(watcher, "nice move")
    name = long[: MAX_NAME_LEN - len(WATCHING)] + WATCHING
    assert heard == [(name, "nice move")] and len(name) == MAX_NAME_LEN
    assert sent(seat) == [("said", name, "nice move")]
    assert conns.chat(connection(None, "sam"), "hello")
    assert heard[-1] == ("sam" + WATCHING, "hello")


def test_a_line_with_nothing_printable_is_said_to_nobody() -> None:
    heard: list[tuple[str, str]] = []
    conns = Connections(show_chat=lambda name, text: heard.append((name, text)))
    seat = connection(1)
    conns.add(seat)
    conns.say("ann", "\x00\x07  ")
    assert heard == [] and sent(seat) == []
    conns.say("n" * (MAX_NAME_LEN + 5), " hi\x00 ")
    assert sent(seat) == [("said", "n" * MAX_NAME_LEN, "hi")]
    Connections().say("ann", "nobody listens")  # no terminal: nothing to show it on


def test_a_spectators_notes_are_kept_per_address_for_the_last_few_addresses() -> None:
    conns = Connections()
    clock = lambda: 0.0  # noqa: E731
    first = connection(None, peer="10.0.0.1:1")
    conns.give_notes(first, lambda text: None, clock)
    kept = len(conns.seat_notes)
    conns.give_notes(connection(None, peer="10.0.0.1:2"), lambda text: None, clock)
    assert len(conns.seat_notes) == kept == 3  # the same address: the same three kinds
    for n in range(connections.SPECTATOR_ADDRESSES - 1):
        conns.give_notes(connection(None, peer=f"10.0.1.{n}:1"), lambda text: None, clock)
    assert ("10.0.0.1", connections.REFUSALS) in conns.seat_notes  # 64 addresses: all kept
    conns.give_notes(connection(None, peer="10.0.2.1:1"), lambda text: None, clock)
    assert ("10.0.0.1", connections.REFUSALS) not in conns.seat_notes  # the oldest made room
    assert len(conns.seat_notes) == 3 * connections.SPECTATOR_ADDRESSES
    seat = connection(1)
    conns.give_notes(seat, lambda text: None, clock)  # a seat's are never bounded out
    assert len(conns.seat_notes) == 3 * connections.SPECTATOR_ADDRESSES + 3
    assert seat.notes() == (seat.refusals, seat.comings, seat.goings)
    assert connection(2).notes() == ()


def test_the_seat_says_who_it_is_and_a_spectator_that_it_watches() -> None:
    assert str(connection(1, "ann", "10.0.0.5:4242")) == "'ann' (seat 1, 10.0.0.5:4242)"
    assert str(connection(None, "sam", "10.0.0.6:1")) == "'sam' (spectator, 10.0.0.6:1)"


async def test_a_wait_for_the_sequencer_ends_with_its_next_batch_or_its_time() -> None:
    """A held or queued connection is looked at again after the sequencer's next batch, and
    when its hold ends with time even while the table stands (no batch comes then)."""
    conns = Connections()
    await asyncio.wait_for(conns.until_sequenced(0.0), 1)  # its time is up: at once
    await asyncio.wait_for(conns.until_sequenced(-1.0), 1)  # past already: at once too
    waiting = [asyncio.create_task(conns.until_sequenced(3600.0)) for _ in range(2)]
    await asyncio.sleep(0)
    assert not any(w.done() for w in waiting)
    conns.sequenced()  # one batch wakes every waiter
    await asyncio.wait_for(asyncio.gather(*waiting), 1)
    conns.sequenced()  # nobody waits: nothing to wake, nothing kept
    assert conns._sequenced is None
