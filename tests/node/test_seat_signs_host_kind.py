"""Issue 22 finding 1 over the wire: a joined seat signs an `abort` with its own key naming the
other seat and sends it to a real host. The host refuses it (`refused`, nothing logged), the
match goes on to its `end`, and both logs verify as the finished match."""

from __future__ import annotations

from pathlib import Path

from mextrain.protocol.log.messages import TABLE_ROUND

from .helpers import assert_same_valid_logs, held_match, notes, wait_for


async def test_a_seats_abort_is_refused_by_the_host_and_the_match_goes_on(tmp_path: Path) -> None:
    match = await held_match(tmp_path)
    table = match.peer.table
    assert table is not None and table.my_seat == 1
    entries = len(match.host.table.entries)
    forged = table._sign("abort", TABLE_ROUND, 1, [0, "seat 0 was silent for 300 s"])
    match.peer._send(forged)
    await wait_for(lambda: any("abort is the host's message" in n for n in notes(match.peer)))
    assert len(match.host.table.entries) == entries and match.host.table.aborted is None
    assert await match.finish() == [0, 0]
    assert match.host.table.aborted is None and match.host.table.final is not None
    assert match.host.store is not None and match.peer.store is not None
    assert_same_valid_logs(match.host.store.log_path, match.peer.store.log_path)
