"""Session resumption (SPEC.md 8.11): a seat the host welcomed comes back with its ticket, no
code and no door turn; a ticket is single use, bound to the seat's latest connection, useless
without its key, never given to a spectator, and a flood of made-up tickets costs the host a
lookup each and delays nobody."""

from __future__ import annotations

import asyncio
import os
import time
from pathlib import Path

import pytest
from mextrain.node.budget import JUNK_BURST
from mextrain.node.channel import SEAT_PROOF, Channel, join_handshake
from mextrain.node.envelope import decode, encode
from mextrain.node.errors import ConnectionDropped, FrameError, Refused
from mextrain.node.framing import encode_frame, read_frame
from mextrain.node.persistence import DataDir
from mextrain.node.resume import (
    RESUME_BURST,
    UNKNOWN_TICKET,
    TagMismatch,
    Tickets,
    host_tag,
    resume_handshake,
    resumed_key,
    ticket_of,
)

from .helpers import (
    CODE,
    assert_same_valid_logs,
    held_match,
    make_peer,
    notes,
    wait_for,
)
from .resumes import cut_and_back, resume_answer
from .strangers import fake_tickets


async def test_a_seat_cut_again_and_again_resumes_without_a_door_turn(tmp_path: Path) -> None:
    match = await held_match(tmp_path)
    host, peer = match.host, match.peer
    await wait_for(lambda: peer._ticket is not None)
    turns = host.door.attempts  # the full handshakes so far
    for _ in range(4):
        await cut_and_back(host)
        await wait_for(lambda: peer.driver is not None and peer.driver.live)
    assert host.door.attempts == turns  # every way back in was a resume, no code guessed
    back = "back at the table: reconnected to the host"  # each "lost the host" is answered
    await wait_for(lambda: notes(peer).count(back) == 4)
    assert len(host.admission.tickets) == 1 and peer.resumption
    assert await match.finish() == [0, 0]
    assert_same_valid_logs(host.store.log_path, peer.log_path)  # type: ignore[union-attr,arg-type]


async def test_a_spent_or_made_up_ticket_is_refused_and_the_joiner_falls_back(
    tmp_path: Path,
) -> None:
    match = await held_match(tmp_path)
    host, peer, port = match.host, match.peer, match.port
    await wait_for(lambda: peer._ticket is not None)
    spent = peer._ticket
    assert spent is not None
    await cut_and_back(host)  # the peer resumes: its ticket is spent
    await wait_for(lambda: peer._ticket not in (None, spent))
    assert await resume_answer(port, spent[0]) == f"error: {UNKNOWN_TICKET}"  # a replay
    assert await resume_answer(port, os.urandom(16)) == f"error: {UNKNOWN_TICKET}"
    turns = host.door.attempts
    peer._ticket = (os.urandom(16), os.urandom(32))  # a ticket this host never issued
    await cut_and_back(host)
    assert host.door.attempts == turns + 1  # refused, it came back through the full handshake
    await wait_for(lambda: peer._ticket is not None)
    assert peer.resumption  # a refusal in words: it resumes again next time
    await cut_and_back(host)
    assert host.door.attempts == turns + 1
    assert await match.finish() == [0, 0]
    assert not any("Traceback" in n for n in notes(host) + notes(peer))


async def test_a_stolen_ticket_id_without_its_key_seals_nothing_the_host_opens(
    tmp_path: Path,
) -> None:
    match = await held_match(tmp_path)
    host, peer, port = match.host, match.peer, match.port
    await wait_for(lambda: peer._ticket is not None and 1 in host.conns.by_seat)
    assert peer._ticket is not None
    t = peer._ticket[0]
    seated = host.conns.by_seat[1]
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    n_a = os.urandom(32)
    writer.write(encode_frame(encode("resume", 2, t, n_a)))
    reply = decode(await read_frame(reader, timeout=10, cap=256))
    assert reply.kind == "resumed"
    guess = os.urandom(32)  # R is not on the wire: the thief can only guess it
    thief = Channel(reader, writer, resumed_key(guess, t, n_a, reply.fields[0]), joiner=True)
    with pytest.raises(ConnectionDropped):
        await thief.recv(5)  # the sealed welcome does not open under a guessed key either
    thief.send("sync", 0, bytes(32))
    with pytest.raises(ConnectionDropped):
        await asyncio.wait_for(reader.read(), 10)  # the host hangs up
        raise ConnectionDropped("closed")
    assert host.conns.by_seat[1] is seated and seated in host.conns  # nothing replaced
    assert await resume_answer(port, t) == f"error: {UNKNOWN_TICKET}"  # spent all the same
    writer.close()
    await cut_and_back(host)  # the peer's ticket is gone: it joins with the code
    assert await match.finish() == [0, 0]


async def test_a_replaced_connections_ticket_is_refused(tmp_path: Path) -> None:
    match = await held_match(tmp_path)
    host, peer, port = match.host, match.peer, match.port
    await wait_for(lambda: peer._ticket is not None and 1 in host.conns.by_seat)
    assert peer._ticket is not None
    old = peer._ticket[0]
    ann = DataDir(tmp_path / "ann").identity()  # the same player, from a second connection
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    second = await join_handshake(reader, writer, CODE, timeout=10)
    second.send("join", "ann", ann.public_key, "player", ann.sign(SEAT_PROOF, second.binding))
    assert (await second.recv(10)).kind == "welcome"
    assert await resume_answer(port, old) == f"error: {UNKNOWN_TICKET}"
    await second.closed()
    with pytest.raises(Refused, match="the same player connected again"):
        await asyncio.wait_for(match.peer_run, 10)  # the replaced one is told so, and stops
    again = make_peer(tmp_path, "ann", port)  # run again, it resumes its saved game
    match.peer_run = asyncio.create_task(again.run())
    assert await match.finish() == [0, 0]


async def test_spectators_get_no_ticket(tmp_path: Path) -> None:
    match = await held_match(tmp_path)
    host = match.host
    watcher = make_peer(tmp_path, "watcher", match.port, spectator=True, strategy=None)
    watching = asyncio.create_task(watcher.run())
    await wait_for(lambda: watcher.table is not None and host.conns.spectators() == 1)
    await wait_for(lambda: match.peer._ticket is not None)
    assert watcher._ticket is None
    assert len(host.admission.tickets) == 1  # the seat's only
    assert await match.finish() == [0, 0]
    assert await asyncio.wait_for(watching, 30) == 0


async def test_a_seat_cut_for_junk_resumes_still_on_probation(tmp_path: Path) -> None:
    match = await held_match(tmp_path)
    host, peer = match.host, match.peer
    await wait_for(lambda: peer._ticket is not None and 1 in host.conns.by_seat)
    turns = host.door.attempts
    conn = host.conns.by_seat[1]
    host.conns.cut_for_junk(conn, host.clock())
    await cut_and_back(host)
    assert host.door.attempts == turns  # resumed
    back = host.conns.by_seat[1]
    assert back.probation_until == host.conns.probation_end(1) > host.clock()
    assert back.budget.frames <= JUNK_BURST
    assert await match.finish() == [0, 0]


async def test_a_flood_of_made_up_tickets_delays_no_honest_joiner(tmp_path: Path) -> None:
    match = await held_match(tmp_path)
    host, port, peer = match.host, match.port, match.peer
    await wait_for(lambda: peer._ticket is not None)
    stop = asyncio.Event()
    refused = [0]
    flood = [asyncio.create_task(fake_tickets(port, "127.0.0.2", stop, refused)) for _ in range(8)]
    try:
        await wait_for(lambda: refused[0] >= 4, 30)  # answered a few a second (8.8)
        turns, failures = host.door.attempts, host.door.failures
        start = time.monotonic()
        await cut_and_back(host)  # the seat resumes
        assert time.monotonic() - start < 5
        assert host.door.attempts == turns
        start = time.monotonic()
        reader, writer = await asyncio.open_connection(
            "127.0.0.1", port, local_addr=("127.0.0.3", 0)
        )  # a newcomer through the full handshake (from its own address: one at the flooding
        # address's cap of 8 is evicted by its next socket, as in any flood, 8.8)
        watcher = await join_handshake(reader, writer, CODE, timeout=10)
        watcher.send("join", "late", None, "spectator", None)
        assert (await watcher.recv(5)).kind == "welcome"
        assert time.monotonic() - start < 5
        assert host.door.failures == failures  # a made-up ticket guesses no code
    finally:
        stop.set()
        await asyncio.gather(*flood, return_exceptions=True)
    assert refused[0] >= 4
    await watcher.closed()
    assert await match.finish() == [0, 0]
    assert not any("Traceback" in n for n in notes(host))


async def test_a_host_without_the_tickets_key_fails_the_joiners_check() -> None:
    """A joiner resuming checks the host's tag: a host that does not hold R (any impostor that
    learnt T) cannot make it, and the joiner gives up on resuming."""
    t, r = ticket_of(b"\x01" * 16)

    async def impostor(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        hello = decode(await read_frame(reader, timeout=5, cap=256))
        n_b = os.urandom(32)
        tag = host_tag(os.urandom(32), hello.fields[1], hello.fields[2], n_b)
        writer.write(encode_frame(encode("resumed", n_b, tag)))

    server = await asyncio.start_server(impostor, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    with pytest.raises(TagMismatch):
        await resume_handshake(reader, writer, (t, r), timeout=5)
    writer.close()
    server.close()


async def test_a_joiner_told_its_ticket_is_unknown_raises_refused() -> None:
    async def forgetful(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        await read_frame(reader, timeout=5, cap=256)
        writer.write(encode_frame(encode("error", UNKNOWN_TICKET)))

    server = await asyncio.start_server(forgetful, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    with pytest.raises(Refused, match="unknown ticket"):
        await resume_handshake(reader, writer, ticket_of(b"\x02" * 16), timeout=5)
    writer.close()
    server.close()


def test_a_ticket_is_single_use_and_a_seat_resumes_at_a_bounded_rate() -> None:
    now = [0.0]
    tickets = Tickets(lambda: now[0])
    key = b"\x03" * 32
    for i in range(RESUME_BURST):
        tickets.issue(1, key, "ann", bytes([i]) * 16)
        t = ticket_of(bytes([i]) * 16)[0]
        assert tickets.take(t)[0] is not None
        assert tickets.take(t) == (None, UNKNOWN_TICKET, 0.0)
    tickets.issue(1, key, "ann", b"\x09" * 16)
    ticket, _, wait = tickets.take(ticket_of(b"\x09" * 16)[0])
    assert ticket is not None and wait == 0.5  # over the rate: served half a second on
    now[0] += 1.0  # that one's half second, and one more a half second at 2 a second
    tickets.issue(1, key, "ann", b"\x0a" * 16)
    assert tickets.take(ticket_of(b"\x0a" * 16)[0])[1:] == ("", 0.0)
    tickets.issue(2, key, "bob", b"\x0b" * 16)  # another seat's allowance is its own
    tickets.issue(2, key, "bob", b"\x0c" * 16)  # ...and replaces its own last ticket only
    assert tickets.take(ticket_of(b"\x0b" * 16)[0]) == (None, UNKNOWN_TICKET, 0.0)
    assert tickets.take(ticket_of(b"\x0c" * 16)[0])[1:] == ("", 0.0)


async def test_a_host_that_hangs_up_on_a_resume_is_joined_with_the_code_from_then_on(
    tmp_path: Path,
) -> None:
    """A host that knows no resumption drops a ``resume`` as an unknown kind (8.1), here
    without a word: the joiner gets back in through the full handshake at once each time, and
    after two such hang-ups in a row does not try a ticket there again."""
    match = await held_match(tmp_path)
    host, peer = match.host, match.peer
    await wait_for(lambda: peer._ticket is not None)
    tried = [0]

    async def older_host(*args: object) -> None:
        tried[0] += 1
        raise FrameError("unknown frame kind 'resume'")

    host.admission._resume = older_host  # type: ignore[assignment,method-assign]
    turns = host.door.attempts
    await cut_and_back(host)
    assert tried[0] == 1 and host.door.attempts == turns + 1 and peer.resumption  # a glitch?
    await cut_and_back(host)
    assert tried[0] == 2 and host.door.attempts == turns + 2 and not peer.resumption
    await cut_and_back(host)
    assert tried[0] == 2 and host.door.attempts == turns + 3
    assert await match.finish() == [0, 0]
