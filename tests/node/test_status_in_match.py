"""What a match's watchers are told of seats coming and going (SPEC.md 8.6): a seat away for
less than a second (a hiccup, a seat the host cut for junk, back at once) is no news, as it
pauses nothing either; a seat that stays away is shown gone within a watch tick of that."""

from __future__ import annotations

import asyncio
import contextlib
from pathlib import Path
from typing import Any

from mextrain.node.channel import Channel
from mextrain.node.watchdog import AWAY_GRACE

from .helpers import held_match, make_peer, spectator_channel, wait_for


async def _watch(channel: Channel, statuses: list[dict[str, Any]]) -> None:
    with contextlib.suppress(Exception):
        while True:
            env = await channel.recv(30)
            if env.kind == "status":
                statuses.append(env.fields[0])
            elif env.kind == "ping":
                channel.send("pong")


def _seat_1_connected(status: dict[str, Any]) -> bool:
    return bool(next(row for row in status["lobby"] if row[0] == 1)[3])


async def test_a_seat_back_within_a_second_sends_watchers_no_status_one_gone_is_shown(
    tmp_path: Path,
) -> None:
    match = await held_match(tmp_path)
    host, peer = match.host, match.peer
    spectator = await spectator_channel(match.port)
    spectator.send("sync", 0, bytes(32))
    statuses: list[dict[str, Any]] = []
    watching = asyncio.create_task(_watch(spectator, statuses))
    await wait_for(lambda: any(c.live for c in host.conns if c.seat is None), 20)
    first = host.conns.by_seat[1]
    assert peer._channel is not None
    peer._channel.fail("test: a hiccup")  # the peer is back within about 0.3 s
    await wait_for(lambda: host.conns.by_seat.get(1) not in (None, first), 10)
    await asyncio.sleep(AWAY_GRACE)  # a few watch ticks
    assert statuses == []

    match.peer_run.cancel()  # seat 1 goes and stays away
    await asyncio.gather(match.peer_run, return_exceptions=True)
    await wait_for(lambda: 1 not in host.conns.by_seat, 10)
    await wait_for(lambda: statuses and not _seat_1_connected(statuses[-1]), AWAY_GRACE + 1)
    assert len(statuses) == 1

    again = make_peer(tmp_path, "ann", match.port)  # the same seat, restarted
    match.peer_run = asyncio.create_task(again.run())
    await wait_for(lambda: 1 in host.conns.by_seat, 20)
    await wait_for(lambda: _seat_1_connected(statuses[-1]), 1)
    watching.cancel()
    spectator.close()
    assert await match.finish() == [0, 0]
