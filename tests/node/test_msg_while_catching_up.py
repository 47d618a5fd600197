"""A joiner may speak as soon as it has every entry (SPEC.md 8.5, step 4), which can be before
the host has seen its catch-up leave: a `msg` that arrives after the connection's `sync`, while
the host is still sending the catch-up, is sequenced like any other, never taken as a
protocol error that costs the joiner its connection."""

from __future__ import annotations

from pathlib import Path

from .helpers import held_match, notes, spectator_channel


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
