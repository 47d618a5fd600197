"""Session resumption's rules, unit by unit (issue 36): how often a seat may resume (its burst,
then its rate, to the exact instant of a fake clock), which of a host's refusals make a joiner
stop trying tickets there, and what a ticket is tied to (one seat, its latest connection, the
keys the log or the lobby still know)."""

from __future__ import annotations

import asyncio
import os

import pytest
from mextrain.node.envelope import TRANSPORT_VERSION, decode, encode
from mextrain.node.errors import Refused
from mextrain.node.framing import encode_frame, read_frame
from mextrain.node.resume import (
    NEW_CODE,
    NONCE_BYTES,
    RESUME_BURST,
    RESUME_RATE,
    SEAT_MOVED,
    TICKET_ID_BYTES,
    TICKET_REFUSED,
    UNKNOWN_TICKET,
    Ticket,
    Tickets,
    about_the_ticket,
    answer,
    host_tag,
    resume_handshake,
    resumed_key,
    ticket_of,
)

ANN, BOB = b"\xaa" * 32, b"\xbb" * 32


class Clock:
    """The tickets' clock, moved only by the test."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


class Seat:
    """One seat's connections as the host sees them: each welcomed one leaves a fresh ticket,
    and each resume shows the latest."""

    def __init__(self, tickets: Tickets, seat: int, key: bytes = ANN) -> None:
        self.tickets, self.seat, self.key, self.made = tickets, seat, key, 0

    def resume(self) -> tuple[Ticket | None, str, float]:
        self.made += 1
        ke = bytes([self.seat, self.made % 256]) * 16
        self.tickets.issue(self.seat, self.key, f"seat {self.seat}", ke)
        return self.tickets.take(ticket_of(ke)[0])


def resumes_now(seat: Seat) -> int:
    """How many resumes in a row the seat gets at once (none of them waits)."""
    granted = 0
    while True:
        ticket, _, wait = seat.resume()
        assert ticket is not None  # a seat's own ticket is never refused for its rate
        if wait > 0.0:  # this one waits (it took the next resume the seat earns)
            return granted
        granted += 1
        assert granted <= 100


def test_a_seat_resumes_its_burst_back_to_back_and_the_next_waits_for_its_turn() -> None:
    clock = Clock()
    seat = Seat(Tickets(clock), 1)
    for _ in range(RESUME_BURST):
        ticket, why, wait = seat.resume()
        assert ticket is not None and why == "" and wait == 0.0
        assert ticket.seat == 1 and ticket.key == ANN
    ticket, why, wait = seat.resume()
    assert ticket is not None and why == "" and wait == 1 / RESUME_RATE  # served, not refused
    assert RESUME_BURST == 4 and RESUME_RATE == 2.0  # as many as the door lets guesses through


def test_after_the_burst_one_resume_comes_back_each_half_second_to_the_instant() -> None:
    clock = Clock()
    seat = Seat(Tickets(clock), 1)
    assert resumes_now(seat) == RESUME_BURST  # the fifth waits for the one earned at 100.5
    clock.now = 100.5  # it was served then; the next earned is at 101.0
    assert seat.resume()[2] == 1 / RESUME_RATE
    clock.now = 101.5  # served at 101.0; at 101.5 one more is earned, to the instant
    assert seat.resume()[2] == 0.0
    assert seat.resume()[2] == 1 / RESUME_RATE  # and only one


def test_a_seat_that_waited_is_owed_what_it_waited_for_no_more() -> None:
    """A resume that comes a quarter second after the burst waits the quarter second left of
    the half second's resume, not a half second more."""
    clock = Clock()
    seat = Seat(Tickets(clock), 1)
    for _ in range(RESUME_BURST):
        assert seat.resume()[2] == 0.0
    clock.now += 0.25
    assert seat.resume()[2] == 0.25
    clock.now += 0.25  # it was served; the next is earned half a second after it
    assert seat.resume()[2] == 1 / RESUME_RATE


def test_a_long_quiet_earns_no_more_than_the_burst() -> None:
    clock = Clock()
    seat = Seat(Tickets(clock), 1)
    resumes_now(seat)
    clock.now += 3600.0
    assert resumes_now(seat) == RESUME_BURST
    clock.now += 1.5  # the waiting one's half second, then two a second: two more, not the burst
    assert resumes_now(seat) == 2


def test_each_seat_has_its_own_allowance() -> None:
    clock = Clock()
    tickets = Tickets(clock)
    ann, bob = Seat(tickets, 1, ANN), Seat(tickets, 2, BOB)
    for _ in range(RESUME_BURST):
        assert ann.resume()[2] == 0.0
    for _ in range(RESUME_BURST):
        assert bob.resume()[2] == 0.0  # ann's resumes took none of bob's
    clock.now += 1 / RESUME_RATE
    assert ann.resume()[2] == 0.0 and bob.resume()[2] == 0.0


def test_a_ticket_is_spent_when_shown_and_replaced_by_the_seats_next_connection() -> None:
    tickets = Tickets(Clock())
    tickets.issue(1, ANN, "ann", b"\x01" * 32)
    tickets.issue(2, BOB, "bob", b"\x02" * 32)
    tickets.issue(1, ANN, "ann", b"\x03" * 32)  # ann connected again: her first ticket is void
    assert len(tickets) == 2
    assert tickets.take(ticket_of(b"\x01" * 32)[0]) == (None, UNKNOWN_TICKET, 0.0)
    ticket, _, _ = tickets.take(ticket_of(b"\x03" * 32)[0])
    assert ticket == Ticket(1, ANN, "ann", ticket_of(b"\x03" * 32)[1])
    assert tickets.take(ticket_of(b"\x03" * 32)[0]) == (None, UNKNOWN_TICKET, 0.0)  # single use
    assert len(tickets) == 1
    tickets.issue(1, ANN, "ann", b"\x04" * 32)  # a seat whose ticket was spent gets a new one
    tickets.issue(1, ANN, "ann", b"\x05" * 32)
    assert len(tickets) == 2 and tickets.take(ticket_of(b"\x04" * 32)[0])[0] is None
    bob, _, _ = tickets.take(ticket_of(b"\x02" * 32)[0])  # bob's was never touched
    assert bob is not None and bob.seat == 2 and bob.name == "bob"


def test_a_revoked_ticket_is_unknown_and_its_seat_can_be_issued_again() -> None:
    tickets = Tickets(Clock())
    tickets.issue(1, ANN, "ann", b"\x01" * 32)
    tickets.issue(2, BOB, "bob", b"\x02" * 32)
    assert tickets.revoke(lambda key: key == ANN) == 1  # bob only held a reservation
    assert len(tickets) == 1
    assert tickets.take(ticket_of(b"\x02" * 32)[0]) == (None, UNKNOWN_TICKET, 0.0)
    assert tickets.revoke(lambda key: True) == 0
    tickets.issue(2, BOB, "bob", b"\x06" * 32)  # bob, back with the new code
    tickets.issue(2, BOB, "bob", b"\x07" * 32)
    assert len(tickets) == 2
    assert tickets.take(ticket_of(b"\x07" * 32)[0])[0] is not None
    assert tickets.take(ticket_of(b"\x01" * 32)[0])[0] is not None


@pytest.mark.parametrize(
    ("reason", "about"),
    [
        (UNKNOWN_TICKET, True),  # spent, made up, or a host that restarted: resume next time
        (f"{TICKET_REFUSED} this seat resumed too often just now", True),  # an older host
        (f"{TICKET_REFUSED} {SEAT_MOVED}", True),
        (f"{TICKET_REFUSED} {NEW_CODE}", True),
        (f"{TICKET_REFUSED} the match has started without this player", True),
        ("unknown frame kind 'resume'", False),  # a host of 8.1 alone: stop trying tickets
        (f"other transport version: this host speaks transport {TRANSPORT_VERSION}", False),
        ("expected hello, got resume", False),
        ("", False),
        (" join with the code", False),
    ],
)
def test_only_a_refusal_about_the_ticket_keeps_resumption_on(reason: str, about: bool) -> None:
    assert about_the_ticket(reason) is about


def test_the_derivations_are_apart_and_each_takes_every_input() -> None:
    ke = b"\x11" * 32
    t, r = ticket_of(ke)
    assert len(t) == TICKET_ID_BYTES and len(r) == 32 and t != r[:TICKET_ID_BYTES]
    assert ticket_of(b"\x12" * 32) != (t, r)
    n_a, n_b = b"\x21" * 32, b"\x22" * 32
    tag, key = host_tag(r, t, n_a, n_b), resumed_key(r, t, n_a, n_b)
    assert len(tag) == len(key) == 32 and tag != key
    for changed in ((b"\x00" * 32, t, n_a, n_b), (r, b"\x00" * 16, n_a, n_b),
                    (r, t, b"\x00" * 32, n_b), (r, t, n_a, b"\x00" * 32)):  # fmt: skip
        assert host_tag(*changed) != tag and resumed_key(*changed) != key


def test_the_hosts_answer_draws_a_fresh_nonce_and_proves_the_tickets_key() -> None:
    t, r = ticket_of(b"\x31" * 32)
    ticket = Ticket(1, ANN, "ann", r)
    n_a = os.urandom(NONCE_BYTES)
    one, two = answer(ticket, t, n_a), answer(ticket, t, n_a)
    assert len(one.n_b) == NONCE_BYTES and one.n_b != two.n_b  # a new key each resume
    assert one.tag == host_tag(r, t, n_a, one.n_b) and one.ke == resumed_key(r, t, n_a, one.n_b)
    assert one.ke != two.ke and one.ticket is ticket


async def test_the_joiner_sends_its_transport_version_the_ticket_id_and_a_fresh_nonce() -> None:
    """The joiner's frame 1, read as a host reads it; the host here knows no such ticket."""
    seen: list[list[object]] = []

    async def host(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        first = decode(await read_frame(reader, timeout=5, cap=256))
        seen.append([first.kind, *first.fields])
        writer.write(encode_frame(encode("error", UNKNOWN_TICKET)))

    server = await asyncio.start_server(host, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    t, r = ticket_of(b"\x41" * 32)
    for _ in range(2):
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        with pytest.raises(Refused, match="unknown ticket"):
            await resume_handshake(reader, writer, (t, r), timeout=5)
        writer.close()
    server.close()
    (kind, version, t1, n1), (_, _, t2, n2) = seen
    assert (kind, version, t1, t2) == ("resume", TRANSPORT_VERSION, t, t)
    assert isinstance(n1, bytes) and len(n1) == NONCE_BYTES and n1 != n2
