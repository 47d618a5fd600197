"""A joiner may speak as soon as it has every entry (SPEC.md 8.5, step 4), which can be before
the host has seen its catch-up leave: a `msg` that arrives after the connection's `sync`, while
the host is still sending the catch-up, is sequenced like any other, never taken as a
protocol error that costs the joiner its connection."""

from __future__ import annotations

import asyncio
from pathlib import Path

from mextrain.node.channel import join_handshake

from .helpers import (
    CODE,
    GatedPerson,
    host_settings,
    in_turns,
    make_peer,
    notes,
    start_host,
    wait_for,
)


async def test_a_msg_sent_right_after_sync_is_answered_not_dropped(tmp_path: Path) -> None:
    person = GatedPerson()
    host, port, host_task = await start_host(tmp_path, host_settings(2, 1, person=True), person)
    ann = make_peer(tmp_path, "ann", port)
    run = asyncio.create_task(ann.run())
    await wait_for(lambda: in_turns(host.table) and person.asked > 0)
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    watcher = await join_handshake(reader, writer, CODE, timeout=10)
    watcher.send("join", "watcher", None, "spectator", None)
    assert (await watcher.recv(10)).kind == "welcome"
    # both frames in one write: the host reads the msg before its catch-up task has run
    watcher.send("sync", 0, bytes(32))
    watcher.send("msg", b"\x92" + bytes(70))
    kinds = []
    while "refused" not in kinds:
        kinds.append((await watcher.recv(30)).kind)
    assert not any("unexpected 'msg' frame" in n for n in notes(host))
    writer.close()
    person.gate.set()
    assert list(await asyncio.wait_for(asyncio.gather(host_task, run), 120)) == [0, 0]
