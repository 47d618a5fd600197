"""What each move of a seated junk flooder costs the host (issue 34 point 5): the host closes
its connection to get the move buried behind its junk, and the seat's next connection brings
the move at once, not after a turn of the resume rate the whole table would wait for; over a
WebSocket, the host parses no more of a probation seat's junk than it reads."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from mextrain.node.resume import RESUME_BURST, RESUME_RATE, Tickets, ticket_of
from mextrain.protocol.log import decode_entry, decode_message

from .helpers import held_match, wait_for


def test_a_waived_resume_waits_for_no_turn_once_and_nothing_is_banked() -> None:
    now = [0.0]
    tickets = Tickets(lambda: now[0])
    key = b"\x03" * 32
    n = 0

    def resume() -> float:
        nonlocal n
        n += 1
        tickets.issue(1, key, "ann", bytes([n]) * 16)
        ticket, _, wait = tickets.take(ticket_of(bytes([n]) * 16)[0])
        assert ticket is not None
        return wait

    assert [resume() for _ in range(RESUME_BURST)] == [0.0] * RESUME_BURST
    assert resume() == 1 / RESUME_RATE  # over the rate: it waits its turn
    tickets.waive(1)
    tickets.waive(1)  # twice: still one resume at once, not two
    assert resume() == 0.0
    assert resume() > 0.0


async def test_a_seat_cut_for_the_move_behind_its_junk_resumes_at_once(tmp_path: Path) -> None:
    """A seat over its resume rate whose connection is cut for junk while the table waits for
    it (its move is stuck behind the junk) comes back without waiting for its rate's turn:
    the table waits for that move. Without the waiver it would wait seconds here."""
    match = await held_match(tmp_path)
    host, peer = match.host, match.peer
    channel = peer._channel
    assert channel is not None and peer.table is not None
    old = next(
        decode_entry(e).message
        for e in peer.table.entries
        if decode_message(decode_entry(e).message).seat == 1
    )
    conn = host.conns.by_seat[1]
    assert conn.logged > 0  # its join came through this connection
    tickets = host.admission.tickets
    waits: list[float] = []
    take = tickets.take

    def noted(t: bytes) -> Any:
        got = take(t)
        waits.append(got[2])
        return got

    tickets.take = noted  # type: ignore[method-assign]
    for _ in range(3000):  # far past the burst: the seat's next move queues behind these
        channel.send("msg", old)
    await wait_for(lambda: conn.budget.waits > 0 and len(conn.refused_at) == 3, 20)
    tickets._allowance[1] = (-10.0, host.clock())  # resumed often lately: 5 s to its turn
    match.person.gate.set()  # the host's person plays: now the table waits for seat 1
    await wait_for(lambda: conn not in host.conns, 20)
    cut = time.monotonic()
    await wait_for(lambda: waits, 20)
    assert waits[0] == 0.0
    await wait_for(lambda: 1 in host.conns.by_seat, 20)
    assert time.monotonic() - cut < 5
    assert await match.finish() == [0, 0]
