"""A joiner cut off twice, back in between, keeps its full reconnect allowance each time: the
count of how long the host has been unreachable starts at each loss, not at the first one."""

from __future__ import annotations

import asyncio
from pathlib import Path

from .helpers import GatedPerson, host_settings, in_turns, make_peer, start_host, wait_for


async def test_a_joiner_cut_off_twice_reconnects_both_times(tmp_path: Path) -> None:
    person = GatedPerson()
    host, port, host_task = await start_host(tmp_path, host_settings(2, 1, person=True), person)
    peer = make_peer(tmp_path, "ann", port, reconnect_for=2.0)
    run = asyncio.create_task(peer.run())
    await wait_for(lambda: in_turns(host.table) and 1 in host.conns.by_seat)
    for _ in range(2):
        first = host.conns.by_seat[1]
        first.channel.fail("test: cut")
        await wait_for(lambda first=first: host.conns.by_seat.get(1) not in (None, first), 20)  # type: ignore[misc]
        await asyncio.sleep(2.5)  # longer than its allowance, connected all along
        assert not run.done()
    person.gate.set()
    assert list(await asyncio.wait_for(asyncio.gather(host_task, run), 120)) == [0, 0]
