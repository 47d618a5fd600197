"""A joiner may speak as soon as it has every entry (SPEC.md 8.5, step 4), which can be before
the host has seen its catch-up leave: a `msg` that arrives after the connection's `sync`, while
the host is still sending the catch-up, is sequenced like any other, never taken as a
protocol error that costs the joiner its connection."""

from __future__ import annotations

import asyncio
import contextlib
from pathlib import Path

from .helpers import held_match, make_peer, notes, spectator_channel, wait_for


async def test_a_msg_sent_right_after_sync_is_answered_not_dropped(tmp_path: Path) -> None:
    match = await held_match(tmp_path)
    watcher = await spectator_channel(match.port)
    # both frames in one write: the host reads the msg before its catch-up task has run
    watcher.send("sync", 0, bytes(32))
    watcher.send("msg", b"\x92" + bytes(70))
    kinds = []
    while "refused" not in kinds:
        kinds.append((await watcher.recv(30)).kind)
    assert not any("unexpected 'msg' frame" in n for n in notes(match.host))
    watcher.writer.close()
    assert await match.finish() == [0, 0]


async def test_a_joiner_with_nothing_to_catch_up_is_live_at_once(tmp_path: Path) -> None:
    """SPEC.md 8.5 step 4: a joiner whose saved log already holds every entry `welcome`
    announces is live as soon as it has sent `sync`. Here seat 1 stops, the host logs the moves
    that make seat 1 owe its own, and seat 1 comes back with the host's whole log saved: no
    `entry` frame will ever come before it moves, so waiting for one would hang the match."""
    match = await held_match(tmp_path)
    match.peer_run.cancel()
    with contextlib.suppress(asyncio.CancelledError):
        await match.peer_run
    match.person.gate.set()
    await wait_for(lambda: match.host.table.waiting_for() == [1])
    assert match.host.store is not None and match.peer.store is not None
    held = len(match.host.table.entries)
    match.peer.store.log_path.write_bytes(match.host.store.log_path.read_bytes())
    again = make_peer(tmp_path, "ann", match.port)
    codes = await asyncio.wait_for(asyncio.gather(match.host_task, again.run()), 120)
    assert list(codes) == [0, 0]
    assert any(f"resuming from entry {held}" in n for n in notes(again))
