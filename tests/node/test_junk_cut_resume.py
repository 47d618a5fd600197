"""What each move of a seated junk flooder costs the host (issue 34 point 5): the host closes
its connection to get the move buried behind its junk, and the seat's next connection brings
the move at once, not after a turn of the resume rate the whole table would wait for; over a
WebSocket, the host parses no more of a probation seat's junk than it reads."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path
from typing import Any

from mextrain.node.resume import RESUME_BURST, RESUME_RATE, Tickets, ticket_of
from mextrain.node.ws_pipe import (
    PROBATION_FRAME_BURST,
    PROBATION_FRAMES_PER_SECOND,
    WebSocketPipe,
)

from .helpers import (
    GatedPerson,
    held_match,
    host_settings,
    in_turns,
    own_old_message,
    start_host,
    wait_for,
)
from .test_websocket_seat import ws_peer


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
    channel, old = own_old_message(peer)
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


async def test_a_probation_seats_websocket_junk_is_parsed_no_faster_than_it_is_read(
    tmp_path: Path,
) -> None:
    """A seat cut for junk comes back over a WebSocket and floods junk again: the host reads
    8 of its frames of 8.1 and holds it at the first refused one, so its pipe must not parse
    a burst of hundreds of WebSocket frames ahead (each a parse, thrown away at the next
    cut): it parses at the probation's pace."""
    person = GatedPerson()
    settings = host_settings(2, 1, person=True, web_port=0)
    host, _port, host_task = await start_host(tmp_path, settings, person)
    assert host.web_port is not None
    peer = ws_peer(tmp_path, "ann", host.web_port)
    run = asyncio.create_task(peer.run())
    await wait_for(lambda: in_turns(host.table) and person.asked > 0)
    first = host.conns.by_seat[1]
    host.conns.cut_for_junk(first, host.clock())  # as if cut for junk just now
    assert peer._channel is not None
    peer._channel.fail("test: cut")
    await wait_for(lambda: 1 in host.conns.by_seat and host.conns.by_seat[1] is not first)
    conn = host.conns.by_seat[1]
    await wait_for(lambda: conn.synced and peer._channel is not None, 20)
    pipe = conn.channel.writer.transport._pipe  # type: ignore[attr-defined]
    assert isinstance(pipe, WebSocketPipe)
    channel, old = own_old_message(peer)
    for _ in range(2000):  # a few hundred KB of junk, one WebSocket message each
        channel.send("msg", old)
    await asyncio.sleep(0.5)
    assert pipe.frames <= PROBATION_FRAME_BURST + 2 * PROBATION_FRAMES_PER_SECOND, pipe.frames
    person.gate.set()  # the table now waits for seat 1: cut, and back with its move
    assert list(await asyncio.wait_for(asyncio.gather(host_task, run), 120)) == [0, 0]
