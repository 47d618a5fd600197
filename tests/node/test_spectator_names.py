"""Nobody watching speaks as a player (issue 22): a spectator may not take a seat's name or the
host's, and its chat lines say it is watching. Nor may a player take another's (issue 34), and
a spectator's claim to hold more of the log than the host is refused, not believed."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from mextrain.node.channel import SEAT_PROOF, join_handshake
from mextrain.node.envelope import Envelope
from mextrain.node.persistence import DataDir
from mextrain.protocol.log import Identity

from .helpers import (
    CODE,
    GatedPerson,
    held_match,
    host_settings,
    make_peer,
    notes,
    spectator_channel,
    start_host,
    wait_for,
)


async def test_a_spectator_cannot_take_a_players_name(tmp_path: Path) -> None:
    match = await held_match(tmp_path)
    for taken in ("ann", "Person", "host"):  # seat 1, the host's own seat, the host
        with pytest.raises(AssertionError):  # no welcome
            await spectator_channel(match.port, taken)
        await wait_for(
            lambda taken=taken: any(  # type: ignore[misc]
                f"the name {taken!r} is a player's at this table" in n for n in notes(match.host)
            )
        )
    watcher = await spectator_channel(match.port, "ann's friend")
    watcher.send("sync", 0, bytes(32))
    watcher.send("chat", "hello")
    said = None
    for _ in range(200):
        env = await watcher.recv(10)
        if env.kind == "said":
            said = env.fields
            break
    assert said is not None and said[0] == "ann's friend (watching)"
    await watcher.closed()
    assert await match.finish() == [0, 0]


async def _player(port: int, name: str, identity: Identity) -> Envelope:
    """A player's connection with its own key and seat proof: the host's answer to its join."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    channel = await join_handshake(reader, writer, CODE, timeout=10)
    proof = identity.sign(SEAT_PROOF, channel.binding)
    channel.send("join", name, identity.public_key, "player", proof)
    try:
        return await channel.recv(10)
    finally:
        await channel.closed()


async def test_a_player_cannot_take_a_seated_players_name_or_the_hosts(tmp_path: Path) -> None:
    # issue 34 point 8: spectators were refused these names, players were not
    person = GatedPerson()
    host, port, task = await start_host(tmp_path, host_settings(3, 1, person=True), person)
    ann = make_peer(tmp_path, "ann", port)
    ann_run = asyncio.create_task(ann.run())
    await wait_for(lambda: 1 in host.conns.by_seat)
    newcomer = DataDir(tmp_path / "newcomer").identity()
    for taken in ("ann", "ANN ", "person", "host"):  # a seated joiner, the host's person, the host
        answer = await _player(port, taken, newcomer)
        assert answer.kind == "error", (taken, answer)
        assert f"the name {taken!r} is another player's at this table" in answer.fields[0]
    assert 2 not in host.conns.by_seat and newcomer.public_key not in host.lobby.reservations
    answer = await _player(port, "bea", newcomer)  # the same key under its own name gets a seat
    assert answer.kind == "welcome" and answer.fields[0] == 2
    # ann, back on a new connection under her own name, keeps it
    again = await _player(port, "ann", ann.identity)
    assert again.kind == "welcome" and again.fields[0] == 1
    ann_run.cancel()
    task.cancel()
    await asyncio.gather(ann_run, task, return_exceptions=True)


async def test_a_spectators_count_above_the_hosts_is_refused_not_believed(tmp_path: Path) -> None:
    # issue 34 point 8: it made the host tell its person its own log was cut short
    match = await held_match(tmp_path)
    watcher = await spectator_channel(match.port, "claims")
    have = len(match.host.table.entries)
    watcher.send("sync", have + 100, bytes(32))
    answer = await watcher.recv(10)
    assert answer.kind == "error"
    assert "a spectator's sync count" in answer.fields[0], answer.fields
    await wait_for(lambda: "claims" not in {c.name for c in match.host.conns})
    assert not any("cut short" in n for n in notes(match.host))
    await watcher.closed()
    assert await match.finish() == [0, 0]
