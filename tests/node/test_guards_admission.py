"""The host's door for a resume and across a code change (issue 36): a resume of another
transport version is refused in words and spends no ticket; a resume that showed its ticket is
not evicted by a flood from its address while it finishes, and one from an address whose places
are all in line takes a stranger's place at once; a door pass counts only for the seat whose key
signed it; a code change in flight lets a seat in the log back and shuts out a spectator;
refusals before a seat are noted a few a window."""

from __future__ import annotations

import asyncio
import os
import resource
import struct
import time
from pathlib import Path
from types import SimpleNamespace
from typing import cast

import pytest
from mextrain.node import admission
from mextrain.node import door as door_module
from mextrain.node.admission import (
    DOOR_NOTES,
    DOOR_WINDOW,
    Admission,
    AdmissionNeeds,
    DoorNotes,
    open_files_limit,
)
from mextrain.node.channel import DOOR_PASS, join_handshake
from mextrain.node.door import Door
from mextrain.node.envelope import TRANSPORT_VERSION, decode, encode
from mextrain.node.framing import MAX_FRAME, encode_frame, read_frame
from mextrain.node.host import Host
from mextrain.node.persistence import DataDir
from mextrain.node.resume import NEW_CODE, TICKET_REFUSED, UNKNOWN_TICKET, about_the_ticket
from mextrain.protocol.table.session import Stage

from .helpers import CODE, GatedPerson, host_settings, make_peer, notes, start_host, wait_for
from .resumes import join_by_hand, resume_answer, resume_by_hand


async def lobby_host(tmp_path: Path) -> tuple[Host, int, asyncio.Task[int]]:
    """Three seats in the lobby: the host's person at seat 0, seats 1 and 2 for joiners."""
    return await start_host(tmp_path, host_settings(3, 1, person=True), GatedPerson())


async def left_with_a_ticket(host: Host, port: int, tmp_path: Path) -> tuple[bytes, bytes]:
    """Kay joins seat 1 by hand and leaves: her ticket, the host's one."""
    kay = DataDir(tmp_path / "kay").identity()
    channel, welcome, ticket = await join_by_hand(port, kay, "kay")
    assert welcome.kind == "welcome" and welcome.fields[0] == 1
    channel.writer.close()
    await wait_for(lambda: 1 not in host.conns.by_seat)
    return ticket


async def test_a_resume_of_another_transport_version_is_refused_in_words_and_keeps_its_ticket(
    tmp_path: Path,
) -> None:
    host, port, task = await lobby_host(tmp_path)
    ticket = await left_with_a_ticket(host, port, tmp_path)
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write(encode_frame(encode("resume", TRANSPORT_VERSION + 1, ticket[0], os.urandom(32))))
    reply = decode(await read_frame(reader, timeout=10, cap=256))
    why = f"other transport version: this host speaks transport {TRANSPORT_VERSION}"
    assert (reply.kind, *reply.fields) == ("error", why)
    assert not about_the_ticket(why)  # the joiner stops offering this host tickets
    assert await asyncio.wait_for(reader.read(), 10) == b""  # and the host hangs up
    writer.close()
    assert len(host.admission.tickets) == 1  # the ticket was never read: not spent
    channel, welcome = await resume_by_hand(port, ticket)  # the right version resumes
    assert welcome.kind == "welcome" and welcome.fields[0] == 1
    channel.send("sync", 0, bytes(32))
    await wait_for(lambda: 1 in host.conns.by_seat)
    channel.writer.close()
    task.cancel()


async def test_a_resume_the_lobby_refuses_at_frame_1_is_told_why_in_the_full_handshakes_words(
    tmp_path: Path,
) -> None:
    """Kay's reservation went to a bot when the match began without her: her ticket is spent
    and refused as about the ticket (she resumes elsewhere later), with the words a full
    handshake would get, so she learns why at once."""
    host, port, task = await lobby_host(tmp_path)
    ticket = await left_with_a_ticket(host, port, tmp_path)
    assert host.fill_with_bots() == [1, 2]
    await wait_for(lambda: host.table.stage is not Stage.LOBBY)
    answer = await resume_answer(port, ticket[0])
    await wait_for(lambda: any(n.startswith("refused a connection from 127.0.0.1:") and
                               "match has started without this player" in n
                               for n in notes(host)))  # the host's person is told why too
    kay = DataDir(tmp_path / "kay").identity()
    again, refusal, _ = await join_by_hand(port, kay, "kay")
    assert refusal.kind == "error" and "match has started without this player" in refusal.fields[0]
    assert answer == f"error: {TICKET_REFUSED} {refusal.fields[0]}"
    assert about_the_ticket(answer.removeprefix("error: "))
    assert len(host.admission.tickets) == 0  # spent all the same
    again.writer.close()
    task.cancel()


async def test_a_resume_that_showed_its_ticket_is_not_evicted_by_a_flood_from_its_address(
    tmp_path: Path,
) -> None:
    """Between its frame 1 and its frame 3 a resume is still at the door; it proved it holds a
    ticket, so strangers from its address (a NAT's other hosts, a relay slot) filling the
    address's places evict one another, never it."""
    host, port, task = await lobby_host(tmp_path)
    ticket = await left_with_a_ticket(host, port, tmp_path)
    host.door = Door(max_per_address=2)
    channel, welcome = await resume_by_hand(port, ticket)
    assert welcome.kind == "welcome"
    strangers = [await asyncio.open_connection("127.0.0.1", port) for _ in range(2)]
    await wait_for(lambda: host.door.evicted == 1 and host.door.pending["127.0.0.1"] == 2)
    first = strangers[0][0]
    assert decode(await read_frame(first, timeout=10, cap=256)).kind == "error"  # busy:
    channel.send("sync", 0, bytes(32))
    await wait_for(lambda: 1 in host.conns.by_seat)
    assert host.conns.by_seat[1].name == "kay"
    for _, writer in strangers:
        writer.close()
    channel.writer.close()
    task.cancel()


async def test_a_seat_resuming_from_a_crowded_address_takes_a_stranger_s_place_at_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every place of Kay's address is held by a stranger in line for its turn (a NAT's other
    hosts guessing the code): her resume shows a ticket the host holds, so she is a seat the
    table knows and takes a stranger's place at once; a made-up ticket, or her own under
    another transport version, only waits for the address's next free place."""
    monkeypatch.setattr(door_module, "PLACE_WAIT", 0.3)  # the wait of those turned away
    host, port, task = await lobby_host(tmp_path)
    ticket = await left_with_a_ticket(host, port, tmp_path)
    host.door = Door(max_per_address=1)
    gone: list[str] = []
    stranger = lambda: gone.append("stranger")  # noqa: E731
    assert host.door.enter("127.0.0.1", stranger) is None
    host.door.in_line("127.0.0.1", stranger)
    made_up = os.urandom(len(ticket[0]))
    assert (await resume_answer(port, made_up)).startswith("error: busy:")
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write(encode_frame(encode("resume", TRANSPORT_VERSION + 1, ticket[0], os.urandom(32))))
    reply = decode(await read_frame(reader, timeout=10, cap=256))
    assert reply.kind == "error" and reply.fields[0].startswith("busy:")
    writer.close()
    assert gone == [] and len(host.admission.tickets) == 1  # nobody evicted, nothing spent
    channel, welcome = await resume_by_hand(port, ticket)
    assert welcome.kind == "welcome" and welcome.fields[0] == 1
    assert gone == ["stranger"]
    channel.send("sync", 0, bytes(32))
    await wait_for(lambda: 1 in host.conns.by_seat)
    channel.writer.close()
    task.cancel()


async def test_a_door_pass_counts_only_for_the_seat_whose_key_signed_it(tmp_path: Path) -> None:
    """A stranger's ``hello`` names the seat its door pass is for: a pass Kay signed shows her
    seat, and no other, nor a seat the table does not have (which would put the stranger
    first in line, and let it evict a place at a crowded address)."""
    host, port, task = await lobby_host(tmp_path)
    await left_with_a_ticket(host, port, tmp_path)  # Kay's key holds seat 1 in the lobby
    kay = DataDir(tmp_path / "kay").identity()
    share = os.urandom(32)
    signature = kay.sign(DOOR_PASS, host.game_id + share)
    assert host.admission.knows_seat(1, signature, share)
    assert not host.admission.knows_seat(1, signature, os.urandom(32))  # another connection's
    seats = len(host.table.keys)
    assert [host.admission.knows_seat(s, signature, share) for s in (-1, 0, 2, seats)] == [
        False, False, False, False
    ]  # fmt: skip
    task.cancel()


async def test_a_seat_in_the_log_resuming_across_a_code_change_gets_back_in(
    tmp_path: Path,
) -> None:
    """Ann's join is in the log: her ticket outlives a new code, and so does a resume of hers
    already in flight when the code changes (frame 1 before, frame 3 after)."""
    host, port, task = await lobby_host(tmp_path)
    ann = make_peer(tmp_path, "ann", port)
    ann_run = asyncio.create_task(ann.run())
    await wait_for(lambda: ann._ticket is not None and ann.identity.public_key in host.table.keys)
    ticket, ann._ticket = ann._ticket, None
    assert ticket is not None
    ann_run.cancel()
    await wait_for(lambda: 1 not in host.conns.by_seat)
    channel, welcome = await resume_by_hand(port, ticket)
    assert welcome.kind == "welcome" and welcome.fields[0] == 1
    host.change_code()
    channel.send("sync", 0, bytes(32))
    await wait_for(lambda: 1 in host.conns.by_seat)
    assert host.conns.by_seat[1].key == ann.identity.public_key
    assert len(host.admission.tickets) == 1  # and it holds a fresh one
    channel.writer.close()
    task.cancel()


async def test_a_spectator_whose_handshake_was_in_flight_when_the_code_changed_is_shut_out(
    tmp_path: Path,
) -> None:
    """A spectator holds no seat in the log: proving a code that is gone by its ``join`` gets
    it nothing, as for a stranger after a seat; the next, with the new code, watches."""
    host, port, task = await lobby_host(tmp_path)
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    channel = await join_handshake(reader, writer, host.settings.code, timeout=10)
    new = host.change_code()
    channel.send("join", "watcher", None, "spectator", None)
    answer = await channel.recv(10)
    assert (answer.kind, answer.fields[0]) == ("error", NEW_CODE)
    assert host.conns.spectators() == 0
    writer.close()
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    channel = await join_handshake(reader, writer, new, timeout=10)
    channel.send("join", "watcher", None, "spectator", None)
    assert (await channel.recv(10)).kind == "welcome"
    await wait_for(lambda: host.conns.spectators() == 1)
    writer.close()
    task.cancel()


async def test_a_player_in_the_log_joining_as_a_spectator_across_a_code_change_is_shut_out(
    tmp_path: Path,
) -> None:
    """Only a seat's own ``join`` (a player's, with its key) rides across a code change."""
    host, port, task = await lobby_host(tmp_path)
    ann = make_peer(tmp_path, "ann", port)
    ann_run = asyncio.create_task(ann.run())
    await wait_for(lambda: ann.identity.public_key in host.table.keys)
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    channel = await join_handshake(reader, writer, host.settings.code, timeout=10)
    host.change_code()
    channel.send("join", "ann watching", ann.identity.public_key, "spectator", None)
    answer = await channel.recv(10)
    assert (answer.kind, answer.fields[0]) == ("error", NEW_CODE)
    writer.close()
    ann_run.cancel()
    task.cancel()


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_refusals_before_a_seat_are_shown_a_few_a_window_then_summed_up() -> None:
    clock = Clock()
    shown: list[str] = []
    door_notes = DoorNotes(shown.append, clock)
    for i in range(DOOR_NOTES + 3):
        door_notes.note(f"refused {i}")
    assert shown == [f"refused {i}" for i in range(DOOR_NOTES)] and door_notes.quiet == 3
    clock.now += DOOR_WINDOW  # the window's last instant: still counted, not shown
    door_notes.note("late")
    assert len(shown) == DOOR_NOTES and door_notes.quiet == 4 and not door_notes.window_over()
    clock.now += 0.001
    assert door_notes.window_over()
    door_notes.note("next window")
    assert shown[DOOR_NOTES:] == [
        f"... and 4 more connections refused before they proved the join code (showing"
        f" {DOOR_NOTES} every {DOOR_WINDOW:.0f} s)",
        "next window",
    ]
    assert door_notes.quiet == 0 and door_notes.shown == 1
    door_notes.summary()  # nothing counted: nothing said
    assert len(shown) == DOOR_NOTES + 2


async def test_a_host_notes_a_refused_resume_and_a_seat_that_came_back(tmp_path: Path) -> None:
    host, port, task = await lobby_host(tmp_path)
    ticket = await left_with_a_ticket(host, port, tmp_path)
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write(encode_frame(encode("resume", TRANSPORT_VERSION, os.urandom(16), bytes(32))))
    await read_frame(reader, timeout=10, cap=256)
    writer.close()
    await wait_for(lambda: any("refused a connection from 127.0.0.1:" in n for n in notes(host)))
    channel, _ = await resume_by_hand(port, ticket)
    channel.send("sync", 0, bytes(32))
    await wait_for(lambda: any(n.startswith("'kay' (seat 1, ") and n.endswith(" connected")
                               for n in notes(host)[-3:]))  # fmt: skip
    channel.writer.close()
    task.cancel()


class Limits:
    """The process's limit of open files as ``resource`` reports and sets it, in memory."""

    def __init__(self, soft: int, hard: int, refuse: bool = False) -> None:
        self.soft, self.hard, self.refuse = soft, hard, refuse
        self.set: list[tuple[int, tuple[int, int]]] = []

    def getrlimit(self, which: int) -> tuple[int, int]:
        assert which == resource.RLIMIT_NOFILE
        return self.soft, self.hard

    def setrlimit(self, which: int, limits: tuple[int, int]) -> None:
        self.set.append((which, limits))
        if self.refuse:
            raise ValueError("not allowed")
        self.soft, self.hard = limits


@pytest.mark.parametrize(
    ("soft", "hard", "refuse", "limit", "raised_to"),
    [
        (1024, 8192, False, 4096, 4096),  # raised as far as wanted
        (256, 1000, False, 1000, 1000),  # as far as allowed
        (1024, resource.RLIM_INFINITY, False, 4096, 4096),
        (1024, 8192, True, 1024, 4096),  # refused: the old limit stands
        (8192, 8192, False, 8192, None),  # enough already: left alone
        (resource.RLIM_INFINITY, resource.RLIM_INFINITY, False, 4096, None),
    ],
)
def test_a_host_raises_its_open_files_limit_as_far_as_allowed(
    monkeypatch: pytest.MonkeyPatch,
    soft: int,
    hard: int,
    refuse: bool,
    limit: int,
    raised_to: int | None,
) -> None:
    limits = Limits(soft, hard, refuse)
    monkeypatch.setattr(resource, "getrlimit", limits.getrlimit)
    monkeypatch.setattr(resource, "setrlimit", limits.setrlimit)
    assert open_files_limit() == limit
    wanted = [] if raised_to is None else [(resource.RLIMIT_NOFILE, (raised_to, hard))]
    assert limits.set == wanted


@pytest.mark.parametrize(
    ("files", "spectators", "pending"),
    [(4096, 32, 64), (250, 32, 62), (100, 25, 25), (20, 5, 8), (4, 2, 8)],
)
def test_spectators_and_handshakes_get_a_quarter_of_the_open_files_each(
    monkeypatch: pytest.MonkeyPatch, files: int, spectators: int, pending: int
) -> None:
    monkeypatch.setattr(admission, "open_files_limit", lambda: files)
    host = SimpleNamespace(note=lambda text: None, clock=lambda: 0.0, door=Door())
    door = Admission(cast(AdmissionNeeds, host))
    door.fit_to_open_files()
    assert (door.max_spectators, host.door.max_pending) == (spectators, pending)


async def test_a_guessed_ticket_counts_against_its_address_only(tmp_path: Path) -> None:
    """A stranger guessing tickets makes its own address noisy (served after the others at
    the door), not everyone's."""
    host, port, task = await lobby_host(tmp_path)
    assert await resume_answer(port, os.urandom(16)) == f"error: {UNKNOWN_TICKET}"
    door = host.admission.unknown_tickets
    assert 0.99 < door.noise("127.0.0.1") <= 1.0 and door.noise("") == 0.0  # one, decaying
    task.cancel()


async def test_a_seat_that_leaves_is_noted_and_a_connection_that_never_spoke_is_not(
    tmp_path: Path,
) -> None:
    """The host's person reads who left; a port scan (connect, close) leaves no line."""
    host, port, task = await lobby_host(tmp_path)
    _, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.close()
    await left_with_a_ticket(host, port, tmp_path)
    await wait_for(lambda: any(" left: " in n for n in notes(host)))
    left = [n for n in notes(host) if " left: " in n]
    assert len(left) == 1 and left[0].startswith("'kay' (seat 1, 127.0.0.1:")
    assert not any(n.startswith("dropped") for n in notes(host)), notes(host)
    task.cancel()


async def test_a_seat_sending_an_oversized_frame_is_told_it_was_dropped_for_it(
    tmp_path: Path,
) -> None:
    """A frame over the cap ends the connection with the reason, sealed, not a request to
    reconnect (that is for a channel that broke: it would come straight back)."""
    host, port, task = await lobby_host(tmp_path)
    kay = DataDir(tmp_path / "kay").identity()
    channel, welcome, _ = await join_by_hand(port, kay, "kay")
    assert welcome.kind == "welcome"
    channel.writer.write(struct.pack(">I", MAX_FRAME + 1))
    while (got := await channel.recv(10)).kind != "error":
        pass  # the lobby's frames before the host reads the bad one
    assert got.fields[0].startswith("connection dropped: "), got.fields
    await wait_for(lambda: any(n.startswith("dropped 'kay' (seat 1") for n in notes(host)))
    channel.writer.close()
    task.cancel()


async def test_a_connection_that_says_nothing_is_hung_up_at_the_hello_timeout(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A silent socket (a slow-loris stranger) holds a place at the door only until its first
    frame is due, not for the whole handshake's 10 s."""
    monkeypatch.setattr(admission, "HELLO_TIMEOUT", 0.2)
    host, port, task = await lobby_host(tmp_path)
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    start = time.monotonic()
    await asyncio.wait_for(reader.read(), 3)  # hung up (the handshake's bound is 10 s)
    assert time.monotonic() - start >= 0.2
    await wait_for(lambda: host.door.pending["127.0.0.1"] == 0)
    writer.close()
    task.cancel()


async def test_a_player_whose_identity_key_is_no_valid_point_is_told_so(tmp_path: Path) -> None:
    host, port, task = await lobby_host(tmp_path)
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    channel = await join_handshake(reader, writer, CODE, timeout=10)
    channel.send("join", "kay", bytes(32), "player", bytes(64))  # a point of small order
    reply = await channel.recv(10)
    assert reply.kind == "error"
    assert reply.fields[0].startswith("bad identity key: ")
    assert "prime-order" in reply.fields[0]
    assert 1 not in host.conns.by_seat
    writer.close()
    task.cancel()
