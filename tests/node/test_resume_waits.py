"""A seat resuming faster than its rate (SPEC.md 8.11) waits for its turn instead of being
refused (issue 34, point 5): a refused resume sent the joiner through the full handshake, which
cost the host two SPAKE2 multiplications, a door turn and a seat proof, and the table the
turn's wait; a seat cut for junk at each of its moves resumed that often."""

from __future__ import annotations

import time
from pathlib import Path

from mextrain.node.host import Host
from mextrain.node.persistence import DataDir
from mextrain.node.resume import (
    RESUME_BURST,
    RESUME_RATE,
    UNKNOWN_TICKET,
    Tickets,
    ticket_of,
)

from .helpers import GatedPerson, host_settings, start_host, wait_for
from .resumes import join_by_hand, resume_by_hand


async def test_a_seat_over_its_rate_resumes_after_a_wait_not_through_the_door(
    tmp_path: Path,
) -> None:
    host, port, task = await start_host(tmp_path, host_settings(2, 1, person=True), GatedPerson())
    kay = DataDir(tmp_path / "kay").identity()
    channel, welcome, ticket = await join_by_hand(port, kay, "kay")
    assert welcome.kind == "welcome"
    turns = host.door.attempts
    start = time.monotonic()
    for _ in range(RESUME_BURST + 2):  # back to back, each with the last one's ticket
        channel, welcome = await resume_by_hand(port, ticket)  # refused: an assertion fails
        channel.send("sync", 0, bytes(32))
        await wait_for(lambda ke=channel.ke: placed(host, ke))
        ticket = ticket_of(channel.ke)
    took = time.monotonic() - start
    assert host.door.attempts == turns  # no full handshake
    assert took >= 2 / RESUME_RATE - 0.01  # the two beyond the burst waited for their turns
    channel.writer.close()
    task.cancel()


def placed(host: Host, ke: bytes) -> bool:
    """Whether the connection keyed by ``ke`` holds seat 1 (its frame 3 opened)."""
    conn = host.conns.by_seat.get(1)
    return conn is not None and conn.channel.ke == ke


def test_a_resume_over_the_rate_takes_the_next_one_the_seat_earns() -> None:
    now = [0.0]
    tickets = Tickets(lambda: now[0])
    for i in range(RESUME_BURST):
        tickets.issue(1, b"\x03" * 32, "ann", bytes([i]) * 16)
        ticket, why, wait = tickets.take(ticket_of(bytes([i]) * 16)[0])
        assert ticket is not None and why == "" and wait == 0.0
    tickets.issue(1, b"\x03" * 32, "ann", b"\x09" * 16)
    t = ticket_of(b"\x09" * 16)[0]
    now[0] = 0.2  # 0.4 of a resume earned since the burst: 0.3 s to go
    ticket, _, wait = tickets.take(t)
    assert ticket is not None and abs(wait - 0.3) < 1e-9
    assert tickets.take(t) == (None, UNKNOWN_TICKET, 0.0)  # spent at once
    tickets.issue(1, b"\x03" * 32, "ann", b"\x0a" * 16)  # its connection was welcomed
    now[0] = 0.5  # that resume used its half second: the next waits a whole one
    assert abs(tickets.take(ticket_of(b"\x0a" * 16)[0])[2] - 0.5) < 1e-9
