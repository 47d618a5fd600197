"""A connection's share of the host (issue 22): frames and bytes a second, small frames from
spectators, a bounded share of the inbox, refusals summed up rather than shown one by one."""

from __future__ import annotations

import asyncio
import gc
import socket
import tracemalloc
from pathlib import Path
from types import SimpleNamespace
from typing import Any, cast

from mextrain.node.admission import PROBATION_RECEIVE_BUFFER
from mextrain.node.budget import (
    BREAK,
    FRAME_BURST,
    FRAMES_PER_SECOND,
    INBOX_SHARE,
    JUNK_BURST,
    JUNK_MEMORY,
    NOTES_SHOWN,
    OVER_FOR,
    Budget,
    Summary,
)
from mextrain.node.channel import Channel
from mextrain.node.connections import SPECTATOR_ADDRESSES, Connection, Connections
from mextrain.node.farewell import JUNK_COMEBACK, owed
from mextrain.node.host import Host
from mextrain.node.seat import digest
from mextrain.node.sequencing import Sequencing
from mextrain.protocol.log import MessageError, decode_entry
from mextrain.protocol.table import Stage

from .helpers import held_match, notes, own_old_message, spectator_channel, wait_for


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def test_a_budget_allows_a_burst_then_its_rate() -> None:
    clock = Clock()
    budget = Budget(
        frames_per_second=10, frame_burst=3, bytes_per_second=1000, byte_burst=2000, clock=clock
    )
    for _ in range(3):
        assert budget.delay() == 0
        budget.charge(10)
    assert abs(budget.delay() - 0.1) < 1e-9  # the fourth frame waits for one to refill
    clock.now = 0.1
    assert budget.delay() == 0
    budget.charge(5000)  # a big frame is read whole, then the bytes must refill
    clock.now = 1.0
    assert abs(budget.delay() - (5000 - 2000 - 900) / 1000) < 1e-6


def test_a_budget_kept_exceeded_for_two_seconds_is_a_flood() -> None:
    clock = Clock()
    budget = Budget(frames_per_second=10, frame_burst=1, clock=clock)
    flooded_at = None
    for _ in range(40):  # the read loop, with a frame always waiting: wait, read, charge
        wait = budget.delay()
        if budget.over_too_long():
            flooded_at = clock.now
            break
        clock.now += wait
        budget.charge(10)
    assert flooded_at is not None and 2.0 <= flooded_at <= 2.2
    clock.now += 5  # a peer that paused is not flooding
    assert budget.delay() == 0 and not budget.over_too_long()


def test_a_flood_read_by_a_late_waking_host_is_still_a_flood() -> None:
    """Under load the host's read loop wakes late from each wait (40 ms here, more than a
    frame's refill at 32 a second): the flood must still be judged one after OVER_FOR s, not
    forgiven at each late wake-up (CI at load 10 saw a flooder never cut)."""
    clock = Clock()
    budget = Budget(clock=clock)
    flooded_at = None
    for _ in range(400):  # the read loop, with a frame always waiting
        wait = budget.delay()
        if budget.over_too_long():
            flooded_at = clock.now
            break
        clock.now += wait + (0.04 if wait > 0 else 0.0)
        budget.charge(10)
    burst_gone = FRAME_BURST / FRAMES_PER_SECOND  # read at once: over only after the burst
    assert flooded_at is not None and flooded_at <= burst_gone + OVER_FOR + 0.5
    clock.now += BREAK * 2  # a peer that paused is not flooding
    assert budget.delay() == 0 and not budget.over_too_long()


def test_refusals_are_shown_a_few_a_window_then_counted() -> None:
    clock = Clock()
    shown: list[str] = []
    summary = Summary(shown.append, clock)
    for n in range(50):
        summary.note("ann", f"refused {n}")
    assert shown == [f"refused {n}" for n in range(NOTES_SHOWN)]
    summary.flush()  # the window is not over: nothing yet
    assert len(shown) == NOTES_SHOWN
    clock.now = 11
    summary.flush()
    assert shown[-1].startswith(f"... and {50 - NOTES_SHOWN} more refusals of ann's")
    summary.note("ann", "refused again")
    assert shown[-1] == "refused again"


def test_a_seat_that_reconnects_gets_no_fresh_allowance_of_lines() -> None:
    """A flooder cut and back again and again shares one allowance of lines a window across
    its connections: the host's terminal gets a few lines and a count, not a few per
    connection."""
    clock = Clock()
    shown: list[str] = []
    conns = Connections()
    for n in range(20):  # twenty connections of seat 1 in one window, each refused twice
        conn = _connection(1)
        conns.give_notes(conn, shown.append, clock)
        assert conn.refusals and conn.comings and conn.goings
        conn.comings.note("ann", f"connected {n}")
        conn.refusals.note("ann", f"refused {n}")
        conn.refusals.note("ann", f"refused {n} again")
        conn.goings.note("ann", f"dropped {n}")
    assert len(shown) == 3 * NOTES_SHOWN
    clock.now = 11
    for summary in conn.notes():
        summary.flush()
    assert shown[-3].startswith(f"... and {40 - NOTES_SHOWN} more refusals of ann's")
    assert shown[-2].startswith(f"... and {20 - NOTES_SHOWN} more connections of ann in")
    assert shown[-1].startswith(f"... and {20 - NOTES_SHOWN} more drops and departures of ann")
    # spectators have no seat: theirs are counted per address
    spectator, again = _connection(None, "10.0.0.1:1000"), _connection(None, "10.0.0.1:1001")
    other = _connection(None, "10.0.0.2:1000")
    for conn in (spectator, again, other):
        conns.give_notes(conn, shown.append, clock)
    assert spectator.comings is again.comings and spectator.comings is not other.comings
    for n in range(2 * SPECTATOR_ADDRESSES):  # and only for the last few addresses
        conns.give_notes(_connection(None, f"10.1.{n // 256}.{n % 256}:1"), shown.append, clock)
    spectators = {who for who, _ in conns.seat_notes if isinstance(who, str)}
    assert len(spectators) == SPECTATOR_ADDRESSES and "10.0.0.1" not in spectators


def test_a_seat_cut_for_junk_again_on_probation_is_only_counted_until_it_ends() -> None:
    """The first cut for junk is told line by line; one cut again on probation (a flooder
    reconnecting for each of its moves) hushes its seat's notes until the probation ends:
    each window says how many, in one line of each kind, and no line costs more."""
    clock = Clock()
    shown: list[str] = []
    conns = Connections(clock=clock)
    first = _connection(1)
    conns.give_notes(first, shown.append, clock)
    assert first.goings is not None
    conns.cut_for_junk(first, clock.now)  # the first cut: not on probation yet
    first.goings.note("ann", "dropped 0")
    assert shown == ["dropped 0"]
    clock.now = 1.0
    again = _connection(1)
    conns.give_notes(again, shown.append, clock)
    conns.cut_for_junk(again, clock.now)  # cut again on probation: hushed from now on
    assert again.comings is not None and again.goings is not None
    again.comings.note("ann", "connected 1")
    again.goings.note("ann", "dropped 1")
    assert shown == ["dropped 0"]
    clock.now = 12.0  # the window is over: its count, in one line
    again.goings.note("ann", "dropped 2")
    assert shown[-1].startswith("... and 1 more drops and departures of ann")
    clock.now = 1.0 + JUNK_MEMORY  # the probation is over: lines again
    again.comings.note("ann", "connected 3")
    assert shown[-2].startswith("... and 1 more connections of ann") and shown[-1] == "connected 3"
    other = _connection(2)  # another seat is not hushed
    conns.give_notes(other, shown.append, clock)
    assert other.comings is not None
    other.comings.note("bob", "connected bob")
    assert shown[-1] == "connected bob"


def test_after_the_end_a_seat_whose_bye_has_not_come_is_awaited_as_if_the_table_waited() -> None:
    """The host waits for each joiner's ``bye`` once the match is over (8.5 step 7): a seat
    held for junk then is cut as when the table waits for it (its next connection gets the
    last entry and says bye), instead of the host lingering 30 s with the bye behind junk."""
    ended = SimpleNamespace(stage=Stage.ENDED, seats=3, waiting_for=lambda: [])
    host = SimpleNamespace(table=ended, conns=SimpleNamespace(byes={1}))
    assert Host._awaited(cast(Host, host)) == [0, 2]
    conn = _connection(2)
    conn.probation_until = 100.0
    conn.refused_at.extend([10.0, 10.1, 10.2])
    assert conn.cut_for(10.3, Host._awaited(cast(Host, host))) is not None
    host.conns.byes.add(2)
    assert conn.cut_for(10.3, Host._awaited(cast(Host, host))) is None  # it said bye
    playing = SimpleNamespace(stage=Stage.TURNS, seats=3, waiting_for=lambda: [1])
    host.table = playing
    assert Host._awaited(cast(Host, host)) == [1]  # during the match: the table's own


def test_a_seat_cut_for_junk_comes_back_with_a_small_burst() -> None:
    """A seat cut for junk gets JUNK_BURST frames read at once on its next connection, not the
    FRAME_BURST an honest rejoiner re-sending what it owes may need; later, the full burst."""
    conns = Connections()
    assert conns.budget_for(1, 0.0).frames == FRAME_BURST
    conns.cut_for_junk(_connection(1), 100.0)
    again = conns.budget_for(1, 101.0)
    for _ in range(JUNK_BURST):
        assert again.delay() == 0
        again.charge(10)
    assert again.delay() > 0
    assert conns.budget_for(2, 101.0).frames == FRAME_BURST  # only the seat that was cut
    assert conns.budget_for(1, 100.0 + JUNK_MEMORY + 1).frames == FRAME_BURST


async def test_a_seat_resending_its_old_message_is_read_at_its_budget_and_summed_up(
    tmp_path: Path,
) -> None:
    match = await held_match(tmp_path)
    host, peer = match.host, match.peer
    channel, old = own_old_message(peer)
    before = len(notes(host))
    for _ in range(300):  # a burst's worth and more, as fast as it can
        channel.send("msg", old)
    conn = host.conns.by_seat[1]
    await wait_for(lambda: conn.budget.waits > 0, 20)
    await asyncio.sleep(1)
    refused = [n for n in notes(host)[before:] if n.startswith("refused a message from")]
    assert len(refused) == NOTES_SHOWN
    assert conn.queued <= 32
    # kept over its budget, the connection is cut (its junk discarded); the seat comes back
    await wait_for(lambda: any("a second for 2 s" in n for n in notes(host)), 20)
    assert await match.finish() == [0, 0]
    said = "".join(notes(host)[before:])
    assert "more refusals of 'ann' (seat 1" in said


async def test_a_spectators_big_frames_are_refused_from_their_header_and_cost_no_memory(
    tmp_path: Path,
) -> None:
    match = await held_match(tmp_path)
    host = match.host
    watchers = [await spectator_channel(match.port, f"w{n}") for n in range(10)]
    for w in watchers:
        w.send("sync", 0, bytes(32))
    gc.collect()
    tracemalloc.start()
    try:
        start, _ = tracemalloc.get_traced_memory()
        for w in watchers:
            w.send("msg", b"\x00" * (1 << 20))
        await wait_for(lambda: host.conns.spectators() == 0, 20)
        await asyncio.sleep(0.5)  # their transports finish closing (each reader held 128 KiB)
        gc.collect()
        now, _ = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert now - start < 1 << 20, (now - start) >> 10  # nothing of the ten frames is kept
    assert any("over the 1024-byte limit" in n for n in notes(host))
    # a small message from a spectator is refused unread: not decoded, not even looked up
    # in the log (one the log holds is refused as a spectator's, not dropped as a resend)
    small = await spectator_channel(match.port, "small")
    small.send("sync", 0, bytes(32))
    small.send("msg", decode_entry(host.table.entries[-1]).message)
    await wait_for(lambda: any("a spectator may not send messages" in n for n in notes(host)), 5)
    await small.closed()
    for w in watchers:
        await w.closed()
    assert await match.finish() == [0, 0]


async def test_a_seats_refused_big_messages_are_freed_at_once_not_at_a_collection(
    tmp_path: Path,
) -> None:
    match = await held_match(tmp_path)
    channel = match.peer._channel
    assert channel is not None
    junk = b"\x92\xc6" + (1_000_000).to_bytes(4, "big") + b"\x00" * 1_000_000  # cut short
    gc.collect()
    gc.disable()  # what reference counting alone frees
    tracemalloc.start()
    try:
        start, _ = tracemalloc.get_traced_memory()
        for _ in range(10):
            channel.send("msg", junk)
            await asyncio.sleep(0.05)
        await wait_for(lambda: len([n for n in notes(match.host) if "malformed" in n]) >= 3)
        await asyncio.sleep(1)
        now, _ = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
        gc.enable()
    assert now - start < 3 << 20, (now - start) >> 20  # not ten 1 MB messages kept
    assert await match.finish() == [0, 0]


async def test_a_seat_over_its_budget_with_frames_the_host_accepts_is_slowed_not_cut(
    tmp_path: Path,
) -> None:
    """An honest seat can outrun the frame rate (at a fast bot table it releases a key for
    every tile drawn): without refusals it is only read at its budget, never cut."""
    match = await held_match(tmp_path)
    host, peer = match.host, match.peer
    channel = peer._channel
    assert channel is not None
    conn = host.conns.by_seat[1]
    before = len(notes(host))
    for _ in range(300):  # far past the burst, and no frame the host refuses
        channel.send("ping")
    await wait_for(lambda: conn.budget.waits > 0, 20)
    await wait_for(lambda: conn.budget.over_since is None, 30)  # read to the end at its rate
    assert conn in host.conns and host.conns.by_seat[1] is conn
    assert not any("a second for 2 s" in n for n in notes(host)[before:])
    assert await match.finish() == [0, 0]


async def test_a_seat_flooding_chat_over_its_budget_is_cut(tmp_path: Path) -> None:
    """Chat beyond its rate is dropped unread by anyone: counted as junk, a seat that keeps
    sending it past its frame budget is cut like one re-sending old messages."""
    match = await held_match(tmp_path)
    host, peer = match.host, match.peer
    channel = peer._channel
    assert channel is not None
    before = len(notes(host))
    for n in range(400):
        channel.send("chat", f"line {n}")
    await wait_for(lambda: any("a second for 2 s" in n for n in notes(host)[before:]), 30)
    assert await match.finish() == [0, 0]


async def test_a_seat_whose_move_is_stuck_behind_its_junk_is_cut_at_once(tmp_path: Path) -> None:
    """A seat re-sending an old message as fast as it can buries its own next move behind its
    junk, and the whole table waits for that move: once the table waits for it, it is cut at
    once (a new connection brings the move first), not after seconds over its budget."""
    match = await held_match(tmp_path)
    host, peer = match.host, match.peer
    channel, old = own_old_message(peer)
    before = len(notes(host))
    for _ in range(3000):  # far past the burst: the seat's next move queues behind these
        channel.send("msg", old)
    conn = host.conns.by_seat[1]
    await wait_for(lambda: conn.budget.waits > 0, 20)
    match.person.gate.set()  # the host's person plays: now the table waits for seat 1
    await wait_for(lambda: conn not in host.conns, 20)
    cut = [n for n in notes(host)[before:] if n.startswith("dropped 'ann'")]
    assert cut and "while the table waits for this seat" in cut[0], cut
    assert await match.finish() == [0, 0]


async def test_a_seat_whose_junk_is_queued_each_time_is_still_cut_at_once(tmp_path: Path) -> None:
    """Junk that decodes and names the seat's own seat (a bad signature) is queued before the
    sequencer refuses it, so just after each frame the seat has a message waiting: it must
    still be cut once the sequencer has taken it, while the table waits for the seat, not
    read on at its budget for as long as its junk lasts."""
    match = await held_match(tmp_path)
    host, peer = match.host, match.peer
    channel, old = own_old_message(peer)
    junk = [old[:-64] + n.to_bytes(4, "big") + old[-60:] for n in range(1, 601)]
    conn = host.conns.by_seat[1]
    before = len(notes(host))
    for raw in junk:  # 600 distinct messages: at its budget, 18 s of reading
        channel.send("msg", raw)
    await wait_for(lambda: conn.budget.waits > 0 and len(conn.refused_at) == 3, 20)
    match.person.gate.set()  # the host's person plays: now the table waits for seat 1
    await wait_for(lambda: conn not in host.conns, 5)
    cut = [n for n in notes(host)[before:] if n.startswith("dropped 'ann'")]
    assert cut and "while the table waits for this seat" in cut[0], cut
    assert await match.finish() == [0, 0]


async def test_an_old_message_sent_again_is_not_answered(tmp_path: Path) -> None:
    """A message already in the log is dropped unread and unanswered: its sender has the
    entry, and a flood of them must not make the host write a flood of answers."""
    match = await held_match(tmp_path)
    host, peer = match.host, match.peer
    channel, old = own_old_message(peer)
    conn = host.conns.by_seat[1]
    for _ in range(10):
        channel.send("msg", old)
    await wait_for(lambda: len(conn.refused_at) == 3, 20)
    await asyncio.sleep(0.5)
    assert not [n for n in notes(peer) if "refused our message" in n]
    assert await match.finish() == [0, 0]


def test_junk_is_three_refusals_within_the_window_the_oldest_included() -> None:
    conn = _connection(1)
    conn.refused_at.extend([0.0, 3.0, 3.5])
    assert not conn.sends_junk(4.5, 4.0)  # the oldest of the three is 4.5 s old
    assert conn.sends_junk(3.9, 4.0)
    conn.refused_at.append(4.0)  # only the last three count
    assert conn.sends_junk(4.5, 4.0)


def test_a_seat_is_cut_for_junk_refused_in_the_last_four_seconds_only() -> None:
    """A seat over its budget is cut only for junk of the last 2 * OVER_FOR = 4 s, and then
    at once if the table waits for it; a spectator only after OVER_FOR s over its budget."""
    clock = Clock()
    conn = _connection(1)
    conn.budget = Budget(frame_burst=1, clock=clock)
    conn.budget.charge(10)
    assert conn.budget.delay() > 0  # over its budget from now on
    conn.refused_at.extend([0.0, 0.1, 0.2])
    clock.now = 3.5  # the refusals are 3.3-3.5 s old: junk
    assert conn.cut_for(clock.now, [0]) is None  # the table waits for another seat
    why = conn.cut_for(clock.now, [1])
    assert why == (
        "more than 32 frames or 2 MiB a second of refused frames while the table waits for"
        " this seat"
    )
    clock.now = 4.5  # now 4.3 s old: not junk any more, however long it has been over
    conn.budget.delay()
    assert conn.cut_for(clock.now, [1]) is None
    spectator = _connection(None)
    spectator.budget = Budget(clock=clock)
    spectator.budget.charge(16 << 20)  # a byte debt that outlasts 2 s of refill
    spectator.budget.delay()
    assert spectator.cut_for(clock.now, [1]) is None  # over, but not for 2 s yet
    clock.now += 2.0
    spectator.budget.delay()
    assert spectator.cut_for(clock.now, []) == "more than 32 frames or 2 MiB a second for 2 s"


def test_a_seat_is_never_cut_while_a_message_of_its_waits_to_be_sequenced() -> None:
    """The sequencer drops what a cut connection sent: a junk seat whose move was read just
    before its junk would lose that move to a cut and have to bring it again."""
    clock = Clock()
    conn = _connection(1)
    conn.budget = Budget(frame_burst=1, clock=clock)
    conn.budget.charge(10)
    assert conn.budget.delay() > 0
    conn.refused_at.extend([0.0, 0.1, 0.2])
    conn.queued = 1  # its move, read before the junk, waits in the inbox
    assert conn.cut_for(0.3, [1]) is None
    conn.queued = 0  # sequenced: now the cut brings its next move first
    assert conn.cut_for(0.3, [1]) is not None


def test_a_seat_is_held_for_junk_only_while_its_probation_lasts() -> None:
    """The probation ends JUNK_MEMORY seconds after the cut, not with the connection: an
    honest seat typing a few chat lines too fast an hour later is not held (nor cut)."""
    conns = Connections()
    cut = _connection(1)
    conns.cut_for_junk(cut, 100.0)
    conn = _connection(1)
    conn.probation_until = conns.probation_end(1)
    assert conn.probation_until == 100.0 + JUNK_MEMORY
    conn.refused_at.extend([101.0, 101.1, 101.2])
    assert conn.held(101.3)
    assert conn.cut_for(101.3, [1]) is not None
    late = 100.0 + JUNK_MEMORY + 3600
    conn.refused_at.extend([late, late + 0.1, late + 0.2])
    assert not conn.held(late + 0.3)  # read on within its budget: only its lines dropped
    assert conns.probation_end(2) == 0.0 and not _connection(2).held(late)


async def test_a_seat_cut_for_junk_that_sends_junk_again_is_held_until_the_table_needs_it(
    tmp_path: Path,
) -> None:
    """A seat cut for junk whose next connection sends junk again is not read at all (its
    junk would cost the host and bring the table nothing) until the table waits for it;
    then it is cut at once, and the connection after brings its move first."""
    match = await held_match(tmp_path)
    host, peer = match.host, match.peer
    first = host.conns.by_seat[1]
    host.conns.cut_for_junk(first, host.clock())  # as if cut for junk just now
    assert peer._channel is not None
    peer._channel.fail("test: cut")
    await wait_for(lambda: 1 in host.conns.by_seat and host.conns.by_seat[1] is not first)
    conn = host.conns.by_seat[1]
    assert conn.probation_until > host.clock()
    await wait_for(lambda: conn.synced, 20)
    channel, old = own_old_message(peer)
    for _ in range(200):
        channel.send("msg", old)
    await wait_for(lambda: len(conn.refused_at) >= 1, 20)  # on probation one is enough
    read = conn.channel._received
    looks: list[float] = []
    held = conn.held
    conn.held = lambda now: looks.append(now) or held(now)  # type: ignore[method-assign]
    await asyncio.sleep(1.0)  # at its budget the host would have read 32 more frames by now
    assert conn.channel._received == read
    assert host.conns.by_seat.get(1) is conn  # held, not cut: the table does not need it
    assert len(looks) <= 2, looks  # not looked at again and again while the table stands
    transport = conn.channel.writer.transport
    assert not transport.is_reading()  # its junk waits in the kernel, not in the host
    sock = conn.channel.writer.get_extra_info("socket")
    assert sock.getsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF) <= 4 * PROBATION_RECEIVE_BUFFER
    before = len(notes(host))
    match.person.gate.set()  # the host's person plays: now the table waits for seat 1
    await wait_for(lambda: conn not in host.conns, 5)
    assert conn.channel.failure is not None
    assert "junk again soon after a cut for junk" in conn.channel.failure
    # cut again on probation: counted, not told line by line (the first cut was)
    assert not [n for n in notes(host)[before:] if n.startswith("dropped 'ann'")]
    assert await match.finish() == [0, 0]


async def test_a_held_connection_replaced_by_its_seats_new_one_is_not_cut_for_junk(
    tmp_path: Path,
) -> None:
    """A held connection whose seat connects again is replaced; woken later by the table, it
    must go quietly: judged, it would be cut for junk once more, starting a new probation
    for the seat's good connection and printing a cut that never happened."""
    match = await held_match(tmp_path)
    host, peer = match.host, match.peer
    first = host.conns.by_seat[1]
    host.conns.cut_for_junk(first, host.clock())
    assert peer._channel is not None
    peer._channel.fail("test: cut")
    await wait_for(lambda: 1 in host.conns.by_seat and host.conns.by_seat[1] is not first)
    conn = host.conns.by_seat[1]
    await wait_for(lambda: conn.synced, 20)
    channel, old = own_old_message(peer)
    for _ in range(200):
        channel.send("msg", old)
    await wait_for(lambda: len(conn.refused_at) >= 1, 20)  # on probation one is enough
    await asyncio.sleep(0.2)  # now held, not read
    channel.fail("test: the player's connection breaks; it connects again")
    await wait_for(lambda: host.conns.by_seat.get(1) not in (None, conn), 20)
    cut_at = host.conns.junk_cut_at[1]
    before = len(notes(host))
    match.person.gate.set()  # the table moves on: the sequencer's batch wakes the held loop
    await asyncio.sleep(1.5)  # longer than a hold is ever left unlooked at
    assert host.conns.junk_cut_at[1] == cut_at
    assert not [n for n in notes(host)[before:] if "junk again" in n]
    assert await match.finish() == [0, 0]


def test_a_seats_new_connection_replaces_the_old_and_only_its_end_frees_the_seat() -> None:
    conns = Connections()
    old, new, watcher = _connection(1), _connection(1), _connection(None)
    assert conns.add(old) is None and conns.add(watcher) is None
    assert conns.add(new) is old
    assert old not in conns and new in conns and conns.by_seat[1] is new and len(conns) == 2
    assert not conns.forget(old)  # the replaced one ending frees nothing
    assert not conns.forget(watcher)
    assert conns.forget(new) and 1 not in conns.by_seat


class _Sent:
    """A channel that keeps what the host sends on it."""

    def __init__(self) -> None:
        self.sent: list[tuple[Any, ...]] = []
        self.peer = "127.0.0.1:1"

    def send(self, kind: str, *fields: Any) -> None:
        self.sent.append((kind, *fields))


def _connection(seat: int | None, peer: str = "127.0.0.1:40000") -> Connection:
    channel = _Sent()
    channel.peer = peer
    return Connection(cast(Channel, channel), "ann", seat, None)


class _Host:
    """What Sequencing needs of a host to screen messages: a clock and a terminal."""

    def __init__(self) -> None:
        self.noted: list[str] = []
        self.clock = lambda: 0.0

    def note(self, text: str) -> None:
        self.noted.append(text)


def test_a_connection_waits_with_at_most_32_messages_and_the_33rd_is_refused() -> None:
    """At most INBOX_SHARE of one connection's messages wait to be sequenced: the next is
    refused with the reason (and the connection told), however many it sends."""
    host = _Host()
    sequencing = Sequencing(cast(Host, host))
    channel = _Sent()
    conn = Connection(cast(Channel, channel), "ann", 1, None)
    for n in range(INBOX_SHARE):
        sequencing.put(conn, b"message %d" % n)
    assert conn.queued == INBOX_SHARE
    late = b"one more"
    sequencing.accept(conn, late, MessageError("not even decoded"))
    reason = f"{INBOX_SHARE} of this connection's messages are already waiting"
    assert channel.sent == [("refused", digest(late), reason)]
    assert host.noted == [f"refused a message from {conn}: {reason}"]
    sequencing._take()  # one leaves the queue: a place is free again
    sequencing.accept(conn, late, MessageError("bad bytes"))
    assert channel.sent[-1] == ("refused", digest(late), "malformed message: bad bytes")
    assert sequencing.inbox.qsize() == INBOX_SHARE - 1


def test_a_spectators_message_is_refused_by_the_screen_too() -> None:
    """The read loop refuses a spectator's msg unread; the screen refuses one that gets past."""
    host = _Host()
    sequencing = Sequencing(cast(Host, host))
    channel = _Sent()
    watcher = Connection(cast(Channel, channel), "watcher", None, None)
    sequencing.accept(watcher, b"raw", MessageError("unread"))
    assert channel.sent == [("refused", digest(b"raw"), "a spectator may not send messages")]
    assert sequencing.inbox.empty()


def test_a_seat_cut_for_junk_after_the_end_is_waited_for_only_a_little() -> None:
    """After the last entry the host waits for each joiner's ``bye`` (8.5 step 7); a seat cut
    for junk then had its bye behind the junk, and its joiner, if it holds the last entry,
    does not come back to say it: the host waits JUNK_COMEBACK seconds for it, not LINGER.
    A joiner that lacks the last entry comes back at once and is waited for while connected;
    a seat cut during the match is waited for as before."""
    clock = Clock()
    conns = Connections(clock=clock)
    tickets = SimpleNamespace(waived=[], waive=lambda seat: tickets.waived.append(seat))
    host = SimpleNamespace(
        table=SimpleNamespace(stage=Stage.TURNS), conns=conns, clock=clock,
        admission=SimpleNamespace(tickets=tickets),
    )  # fmt: skip
    Host._cut_for_junk(cast(Host, host), _connection(1), [1])
    host.table.stage = Stage.ENDED
    clock.now = 10.0
    Host._cut_for_junk(cast(Host, host), _connection(2), [1, 2])

    def waited(connected: set[int], now: float) -> set[int]:
        return owed([1, 2], connected, {1: 0.0, 2: 10.0}, conns.byes, 10.0,
                    conns.junk_cut_after_end, now)  # fmt: skip

    assert waited(set(), 10.0 + JUNK_COMEBACK - 0.1) == {1, 2}  # time to come back
    assert waited(set(), 10.0 + JUNK_COMEBACK) == {1}  # seat 1 was cut during the match
    assert waited({2}, 10.0 + JUNK_COMEBACK) == {1, 2}  # came back for the last entry
