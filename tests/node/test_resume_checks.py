"""Session resumption (SPEC.md 8.11), the checks around frame 3 and the joiner's switch-off:
a seat the lobby gave away or a code changed while a resume was in flight is refused in the
full handshake's words; a first sealed frame other than ``sync`` replaces nothing; a new code
takes a lobby reservation's ticket; and a joiner stops resuming only once the host shows it
knows no ``resume``, not after one network glitch."""

from __future__ import annotations

import asyncio
import contextlib
import socket
import struct
from pathlib import Path
from typing import Any

import pytest
from mextrain.node.channel import SEAT_PROOF, Channel, join_handshake, send_plain
from mextrain.node.envelope import Envelope
from mextrain.node.errors import ConnectionDropped, HandshakeError
from mextrain.node.host import Host
from mextrain.node.lobby import RESERVATION_TTL
from mextrain.node.persistence import DataDir
from mextrain.node.resume import NEW_CODE, SEAT_MOVED, UNKNOWN_TICKET
from mextrain.protocol.table.session import Stage

from .helpers import (
    GatedPerson,
    held_match,
    host_settings,
    make_peer,
    notes,
    start_host,
    wait_for,
)
from .resumes import cut_and_back, join_by_hand, resume_answer, resume_by_hand


async def lobby_host(tmp_path: Path) -> tuple[Host, int, asyncio.Task[int]]:
    """Three seats in the lobby: the host's person at seat 0, seats 1 and 2 for joiners."""
    return await start_host(tmp_path, host_settings(3, 1, person=True), GatedPerson())


async def test_a_seat_given_to_a_bot_while_its_resume_was_in_flight_is_refused_in_words(
    tmp_path: Path,
) -> None:
    host, port, task = await lobby_host(tmp_path)
    kay = DataDir(tmp_path / "kay").identity()
    first, welcome, ticket = await join_by_hand(port, kay, "kay")  # a reservation, no join yet
    assert welcome.kind == "welcome" and welcome.fields[0] == 1
    first.writer.close()
    await wait_for(lambda: 1 not in host.conns.by_seat)
    channel, welcome = await resume_by_hand(port, ticket)
    assert welcome.kind == "welcome" and welcome.fields[0] == 1  # frame 2: the seat was free
    assert host.fill_with_bots() == [1, 2]  # the host's person starts now, before frame 3
    await wait_for(lambda: host.table.stage is not Stage.LOBBY)  # the bots joined: it began
    channel.send("sync", 0, bytes(32))
    refusal = await channel.recv(10)
    # the same words a full handshake gets now, not a seat that later turns out a bot's
    again, answer, _ = await join_by_hand(port, kay, "kay")
    assert answer.kind == "error" and "match has started without this player" in answer.fields[0]
    assert (refusal.kind, refusal.fields[0]) == ("error", f"ticket refused: {answer.fields[0]}")
    with pytest.raises(ConnectionDropped):
        await channel.recv(10)  # and it hangs up
    assert 1 not in host.conns.by_seat and host.lobby.local[1].strategy is not None
    assert len(host.admission.tickets) == 0
    again.writer.close()
    task.cancel()


async def test_a_code_changed_while_a_lobby_seats_resume_was_in_flight_refuses_it(
    tmp_path: Path,
) -> None:
    host, port, task = await lobby_host(tmp_path)
    squat = DataDir(tmp_path / "squat").identity()
    first, welcome, ticket = await join_by_hand(port, squat, "squat")
    assert welcome.kind == "welcome"
    first.writer.close()
    await wait_for(lambda: 1 not in host.conns.by_seat)
    channel, welcome = await resume_by_hand(port, ticket)
    assert welcome.kind == "welcome"
    host.change_code()
    channel.send("sync", 0, bytes(32))
    refusal = await channel.recv(10)
    assert (refusal.kind, refusal.fields[0]) == ("error", f"ticket refused: {NEW_CODE}")
    assert 1 not in host.conns.by_seat and len(host.admission.tickets) == 0
    task.cancel()


async def full_handshake_across_a_code_change(
    host: Host, port: int, who: Any, name: str
) -> tuple[Channel, Envelope]:
    """A full handshake with the code of now, the code changed before its ``join``: the channel
    and the host's answer to the ``join``."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    channel = await join_handshake(reader, writer, host.settings.code, timeout=10)
    host.change_code()
    channel.send("join", name, who.public_key, "player", who.sign(SEAT_PROOF, channel.binding))
    return channel, await channel.recv(10)


async def test_a_handshake_in_flight_when_the_code_changes_admits_only_a_seat_in_the_log(
    tmp_path: Path,
) -> None:
    """A stranger who proved the old code a moment before it changed gets no reservation and
    no ticket; a player whose ``join`` is in the log keeps its seat, as its ticket would."""
    host, port, task = await lobby_host(tmp_path)
    ann = make_peer(tmp_path, "ann", port)
    ann_run = asyncio.create_task(ann.run())
    await wait_for(lambda: ann.identity.public_key in host.table.keys)
    squat = DataDir(tmp_path / "squat").identity()
    channel, answer = await full_handshake_across_a_code_change(host, port, squat, "squat")
    assert (answer.kind, answer.fields[0]) == ("error", NEW_CODE)
    assert squat.public_key not in host.lobby.reservations and len(host.admission.tickets) == 1
    ann_run.cancel()
    channel, answer = await full_handshake_across_a_code_change(host, port, ann.identity, "ann")
    assert answer.kind == "welcome" and answer.fields[0] == 1
    channel.writer.close()
    task.cancel()


async def test_a_new_code_takes_a_lobby_reservations_ticket_and_a_joined_seat_keeps_its_own(
    tmp_path: Path,
) -> None:
    """A throwaway key's reservation kept alive by a resume now and then holds no socket; a
    new code must shut it out as it does a stranger, and let it lapse for a newcomer."""
    host, port, task = await lobby_host(tmp_path)
    ann = make_peer(tmp_path, "ann", port)
    ann_run = asyncio.create_task(ann.run())
    await wait_for(lambda: ann._ticket is not None and ann.identity.public_key in host.table.keys)
    squat = DataDir(tmp_path / "squat").identity()
    first, welcome, ticket = await join_by_hand(port, squat, "squat")
    assert welcome.kind == "welcome" and welcome.fields[0] == 2
    first.writer.close()
    await wait_for(lambda: 2 not in host.conns.by_seat)
    assert squat.public_key not in host.table.keys and len(host.admission.tickets) == 2
    new = host.change_code()
    assert await resume_answer(port, ticket[0]) == f"error: {UNKNOWN_TICKET}"
    turns = host.door.attempts
    await cut_and_back(host, 1)  # ann, in the log: her ticket outlived the code
    assert host.door.attempts == turns and ann.resumption
    later = host.clock() + RESERVATION_TTL
    host.clock = lambda: later  # type: ignore[method-assign]
    newcomer = DataDir(tmp_path / "newcomer").identity()
    joined, welcome, _ = await join_by_hand(port, newcomer, "newcomer", code=new)
    assert welcome.kind == "welcome" and welcome.fields[0] == 2  # the squatter's seat lapsed
    joined.writer.close()
    ann_run.cancel()
    task.cancel()


async def two_stale_reservations(tmp_path: Path) -> tuple[Host, int, asyncio.Task[int], Any]:
    """A lobby host whose seats 1 and 2 are reserved for kay and lee, gone RESERVATION_TTL
    ago (both lapse for a newcomer); returns the host, its port, its task and kay's ticket."""
    host, port, task = await lobby_host(tmp_path)
    kay, lee = (DataDir(tmp_path / n).identity() for n in ("kay", "lee"))
    a, welcome, ticket = await join_by_hand(port, kay, "kay")
    assert welcome.fields[0] == 1
    b, welcome, _ = await join_by_hand(port, lee, "lee")
    assert welcome.fields[0] == 2
    a.writer.close()
    b.writer.close()
    await wait_for(lambda: 1 not in host.conns.by_seat and 2 not in host.conns.by_seat)
    later = host.clock() + RESERVATION_TTL
    host.clock = lambda: later  # type: ignore[method-assign]
    return host, port, task, ticket


async def test_a_seat_a_newcomer_took_while_its_resume_was_in_flight_is_refused(
    tmp_path: Path,
) -> None:
    """Kay resumes to frame 2 (seat 1); a newcomer finds the table full, both stale
    reservations lapse, and it takes seat 1. Kay's frame 3 would now get seat 2: refused, and
    the newcomer's connection stays (not two keys on one seat)."""
    host, port, task, ticket = await two_stale_reservations(tmp_path)
    channel, welcome = await resume_by_hand(port, ticket)
    assert welcome.fields[0] == 1
    new = DataDir(tmp_path / "new").identity()
    joined, welcome, _ = await join_by_hand(port, new, "new")
    assert welcome.kind == "welcome" and welcome.fields[0] == 1
    newcomer = host.conns.by_seat[1]
    channel.send("sync", 0, bytes(32))
    refusal = await channel.recv(10)
    assert (refusal.kind, refusal.fields[0]) == ("error", f"ticket refused: {SEAT_MOVED}")
    assert host.conns.by_seat[1] is newcomer and host.lobby.reservations == {new.public_key: 1}
    joined.writer.close()
    task.cancel()


async def test_a_resume_that_stops_after_frame_2_holds_no_seat(tmp_path: Path) -> None:
    """Frames 1 and 2 prove nothing: a stale reservation asked then stays as stale as it was,
    and lapses for the next newcomer."""
    host, port, task, ticket = await two_stale_reservations(tmp_path)
    kay = DataDir(tmp_path / "kay").identity().public_key
    before = host.lobby.reserved_at[kay]
    channel, welcome = await resume_by_hand(port, ticket)
    assert welcome.fields[0] == 1
    channel.writer.close()  # no frame 3
    assert host.lobby.reserved_at[kay] == before
    new = DataDir(tmp_path / "new").identity()
    joined, welcome, _ = await join_by_hand(port, new, "new")
    assert welcome.kind == "welcome" and welcome.fields[0] == 1  # kay's, the lowest stale
    assert kay not in host.lobby.reservations
    joined.writer.close()
    task.cancel()


async def test_a_resumed_reservation_starts_its_count_again(tmp_path: Path) -> None:
    """A resume that opens frame 3 holds the seat as a ``join`` does: the reservation's
    RESERVATION_TTL count starts again, so kay's seat does not lapse for a newcomer once she
    leaves; lee's, untouched, does."""
    host, port, task, ticket = await two_stale_reservations(tmp_path)
    kay = DataDir(tmp_path / "kay").identity().public_key
    channel, welcome = await resume_by_hand(port, ticket)
    channel.send("sync", 0, bytes(32))
    await wait_for(lambda: 1 in host.conns.by_seat)
    assert host.lobby.reserved_at[kay] == host.clock()
    channel.writer.close()
    await wait_for(lambda: 1 not in host.conns.by_seat)
    new = DataDir(tmp_path / "new").identity()
    joined, welcome, _ = await join_by_hand(port, new, "new")
    assert welcome.kind == "welcome" and welcome.fields[0] == 2  # lee's, not kay's
    assert host.lobby.reservations[kay] == 1
    joined.writer.close()
    task.cancel()


@pytest.mark.parametrize("frame", [("ping",), ("chat", "hello")])
async def test_a_resumed_connection_whose_first_sealed_frame_is_not_sync_replaces_nothing(
    tmp_path: Path, frame: tuple[str, ...]
) -> None:
    match = await held_match(tmp_path)
    host, peer, port = match.host, match.peer, match.port
    await wait_for(lambda: peer._ticket is not None and 1 in host.conns.by_seat)
    seated = host.conns.by_seat[1]
    ticket, peer._ticket = peer._ticket, None  # its keys: the connection holds the ticket
    assert ticket is not None
    channel, welcome = await resume_by_hand(port, ticket)
    assert welcome.kind == "welcome"
    channel.send(*frame)
    assert await asyncio.wait_for(channel.reader.read(), 10) == b""  # dropped, nothing said
    assert host.conns.by_seat[1] is seated and seated in host.conns
    assert len(host.admission.tickets) == 0  # spent all the same
    assert any("sends sync first" in n for n in notes(host))
    assert await match.finish() == [0, 0]


def swap_resume(host: Host, answers: list[str]) -> list[int]:
    """The host answers its next resumes as ``answers`` say (``hang-up``: it closes the
    connection without a word; ``reset``: a TCP reset; ``unknown kind``: a host of 8.1 only,
    in words; ``wrong kind``: a frame of another kind; ``cut short``: part of a frame), then
    as it does; returns a count of those it answered so."""
    real = host.admission._resume
    tried = [0]

    async def answer(reader: asyncio.StreamReader, writer: asyncio.StreamWriter, *rest: Any) -> Any:
        if not answers:
            return await real(reader, writer, *rest)
        tried[0] += 1
        how = answers.pop(0)
        if how == "reset":
            sock = writer.get_extra_info("socket")
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
            writer.transport.abort()
        elif how == "unknown kind":
            await send_plain(writer, "error", "unknown frame kind 'resume'")
        elif how == "wrong kind":
            await send_plain(writer, "pake", bytes(32))
        elif how == "cut short":
            writer.write(b"\x00")  # a frame header's first byte, then the close
            await writer.drain()
        raise HandshakeError(f"test: {how}")

    host.admission._resume = answer  # type: ignore[method-assign]
    return tried


async def test_a_hang_up_or_a_reset_once_leaves_resumption_on(tmp_path: Path) -> None:
    """A Wi-Fi hiccup, a host restarting, a relay glitch: one lost resume is no sign the
    host knows none, and the next cut resumes again (no door turn)."""
    match = await held_match(tmp_path)
    host, peer = match.host, match.peer
    await wait_for(lambda: peer._ticket is not None)
    tried = swap_resume(host, ["reset", "hang-up"])
    turns = host.door.attempts
    await cut_and_back(host)
    assert tried[0] == 1 and host.door.attempts == turns + 1 and peer.resumption
    await cut_and_back(host)
    assert tried[0] == 2 and host.door.attempts == turns + 2 and peer.resumption
    await cut_and_back(host)
    assert host.door.attempts == turns + 2  # resumed
    tried = swap_resume(host, ["hang-up"])  # a resume between: the hang-ups are not in a row
    await cut_and_back(host)
    assert tried[0] == 1 and peer.resumption
    await cut_and_back(host)
    assert host.door.attempts == turns + 3  # resumed again
    assert await match.finish() == [0, 0]


async def test_a_host_that_calls_resume_an_unknown_kind_is_joined_with_the_code_from_then_on(
    tmp_path: Path,
) -> None:
    """A host that follows 8.1 alone answers ``resume`` with an ``error``: one connection
    lost, then the full handshake each time, not a resume first each time."""
    match = await held_match(tmp_path)
    host, peer = match.host, match.peer
    await wait_for(lambda: peer._ticket is not None)
    tried = swap_resume(host, ["unknown kind"] * 3)
    turns = host.door.attempts
    await cut_and_back(host)
    assert tried[0] == 1 and host.door.attempts == turns + 1 and not peer.resumption
    await cut_and_back(host)
    assert tried[0] == 1 and host.door.attempts == turns + 2
    assert await match.finish() == [0, 0]


@pytest.mark.parametrize("answer", ["wrong kind", "cut short"])
async def test_any_answer_but_busy_ends_a_row_of_hang_ups(tmp_path: Path, answer: str) -> None:
    """Hang-up, an answer of the wrong kind or a frame cut short, hang-up: a byte came back
    between the two hang-ups, so they are not in a row and resumption stays on."""
    match = await held_match(tmp_path)
    host, peer = match.host, match.peer
    await wait_for(lambda: peer._ticket is not None)
    tried = swap_resume(host, ["hang-up", answer, "hang-up"])
    turns = host.door.attempts
    for cut in range(3):
        await cut_and_back(host)
        assert tried[0] == cut + 1 and host.door.attempts == turns + cut + 1
    assert peer.resumption
    await cut_and_back(host)
    assert host.door.attempts == turns + 3  # resumed
    assert await match.finish() == [0, 0]


async def test_a_resume_the_door_evicts_before_its_frame_1_keeps_its_ticket(
    tmp_path: Path,
) -> None:
    """A flooder on the seat's address (a NAT sibling, a relay slot's other joiners) makes the
    door evict the seat's resume before its frame 1 arrives: told ``busy:``, the joiner keeps
    the ticket the host never read and resumes on its next try, rather than taking the full
    handshake and, after two such clean closes, switching resumption off."""
    match = await held_match(tmp_path)
    host, peer = match.host, match.peer
    await wait_for(lambda: peer._ticket is not None)
    flood = [0]
    held: list[asyncio.StreamWriter] = []

    async def pipe(r: asyncio.StreamReader, w: asyncio.StreamWriter, first: float) -> None:
        with contextlib.suppress(ConnectionError, OSError):
            await asyncio.sleep(first)  # the joiner's side: frame 1 on a slow link
            while data := await r.read(65536):
                w.write(data)
                await w.drain()
        w.close()

    async def link(r: asyncio.StreamReader, w: asyncio.StreamWriter) -> None:
        hr, hw = await asyncio.open_connection("127.0.0.1", match.port)
        if flood[0]:  # meanwhile the flooder fills the address's places, evicting the seat
            flood[0] -= 1
            for _ in range(host.door.max_per_address):
                held.append((await asyncio.open_connection("127.0.0.1", match.port))[1])
        await asyncio.gather(pipe(r, hw, 0.2), pipe(hr, w, 0))

    proxy = await asyncio.start_server(link, "127.0.0.1", 0)
    peer.settings.port = proxy.sockets[0].getsockname()[1]
    await cut_and_back(host)  # back in through the slow link
    turns, evicted = host.door.attempts, host.door.evicted
    for _ in range(3):
        flood[0] = 1
        await cut_and_back(host)
        while held:
            held.pop().close()
    assert host.door.evicted >= evicted + 3  # the seat's resume was among them each time
    assert peer.resumption and host.door.attempts == turns  # each time back by a resume
    proxy.close()
    assert await match.finish() == [0, 0]
