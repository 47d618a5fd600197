"""Tables through a real magic-wormhole transit relay on loopback (SPEC.md 8.10): matches,
many seats, a second table, a stranger at every slot, and the relay failing or restarting."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path

import pytest
from mextrain.node import relay
from mextrain.node.door import MAX_PENDING_PER_ADDRESS
from mextrain.node.errors import NodeError
from mextrain.node.frontend import QuietFrontend
from mextrain.node.host import Host
from mextrain.node.peer import Peer, PeerSettings
from mextrain.node.persistence import DataDir

from .helpers import (
    GatedPerson,
    assert_same_valid_logs,
    host_settings,
    in_turns,
    notes,
    start_host,
    wait_for,
)
from .relay_server import RelayServer, free_port


@pytest.fixture
def relay_server(tmp_path: Path) -> Iterator[RelayServer]:
    with RelayServer(tmp_path / "relay.log") as server:
        yield server


def relay_peer(
    tmp: Path,
    name: str,
    host: Host,
    via: str,
    *,
    spectator: bool = False,
    direct: tuple[str, int] = ("", 0),
    reconnect_for: float = 60.0,
) -> Peer:
    root = DataDir(tmp / name)
    settings = PeerSettings(
        direct[0], direct[1], host.settings.code, name, None if spectator else "greedy",
        spectator=spectator, reconnect_for=reconnect_for, relay=via,
    )  # fmt: skip
    return Peer(settings, root.role("join"), root.identity(), QuietFrontend())


async def relayed_host(
    tmp: Path,
    seats: int,
    bots: int,
    via: str,
    *,
    person: bool = False,
    frontend: QuietFrontend | None = None,
) -> tuple[Host, int, asyncio.Task[int]]:
    """A host serving ``via`` too, once a connection waits on each of its slots."""
    settings = host_settings(seats, bots, relay=via, person=person)
    host, port, task = await start_host(tmp, settings, frontend)
    await wait_for(lambda: waiting(host) == relay.SLOTS)
    return host, port, task


def waiting(host: Host) -> int:
    assert host.relay is not None
    return len(host.relay._waiting)


def log_of(tmp: Path, name: str) -> Path:
    return next((tmp / name / "join" / "games").glob("*/log.mtlog"))


def host_log(host: Host) -> Path:
    assert host.store is not None
    return host.store.log_path


async def test_players_and_a_spectator_through_the_relay_finish_a_match(
    tmp_path: Path, relay_server: RelayServer
) -> None:
    host, _, host_task = await relayed_host(tmp_path, 3, 1, relay_server.address)
    assert relay.nameplate(host.settings.code) is not None  # the host gave the code a number
    # the spectator first: the match starts without it and, with bots, can end before a
    # spectator racing the players is paired
    eve = relay_peer(tmp_path, "eve", host, relay_server.address, spectator=True)
    watching = asyncio.create_task(eve.run())
    await wait_for(lambda: any(c.seat is None for c in host.conns), 60)
    peers = [
        relay_peer(tmp_path, "ann", host, relay_server.address),
        relay_peer(tmp_path, "bob", host, relay_server.address),
        eve,
    ]
    players = (p.run() for p in peers[:2])
    codes = await asyncio.wait_for(asyncio.gather(host_task, *players, watching), 120)
    assert codes == [0, 0, 0, 0]
    for peer in peers:
        assert f"connected through the relay at {relay_server.address}" in notes(peer)
    relayed = [n for n in notes(host) if n.endswith("connected")]
    assert len(relayed) == 3 and all(f"127.0.0.1:{relay_server.port}" in n for n in relayed)
    assert_same_valid_logs(host_log(host), *(log_of(tmp_path, n) for n in ("ann", "bob", "eve")))


async def test_nine_joiners_and_a_spectator_share_one_relay(
    tmp_path: Path, relay_server: RelayServer
) -> None:
    """A full table of ten: the host's bot and nine joiners, all arriving at once."""
    host, _, host_task = await relayed_host(tmp_path, 10, 1, relay_server.address)
    names = [f"p{i}" for i in range(9)]
    peers = [relay_peer(tmp_path, n, host, relay_server.address) for n in names]
    peers.append(relay_peer(tmp_path, "watcher", host, relay_server.address, spectator=True))
    codes = await asyncio.wait_for(asyncio.gather(host_task, *(p.run() for p in peers)), 240)
    assert codes == [0] * 11
    assert sorted(p.seat for p in peers[:9]) == list(range(1, 10))  # type: ignore[type-var]
    assert_same_valid_logs(host_log(host), *(log_of(tmp_path, n) for n in [*names, "watcher"]))


async def test_two_tables_on_one_relay_do_not_cross(
    tmp_path: Path, relay_server: RelayServer
) -> None:
    one, _, one_task = await relayed_host(tmp_path / "one", 2, 1, relay_server.address)
    two, _, two_task = await relayed_host(tmp_path / "two", 2, 1, relay_server.address)
    assert relay.nameplate(one.settings.code) != relay.nameplate(two.settings.code)
    ann = relay_peer(tmp_path, "ann", one, relay_server.address)
    bob = relay_peer(tmp_path, "bob", two, relay_server.address)
    codes = await asyncio.wait_for(asyncio.gather(one_task, two_task, ann.run(), bob.run()), 120)
    assert codes == [0, 0, 0, 0]
    assert_same_valid_logs(host_log(one), log_of(tmp_path, "ann"))
    assert_same_valid_logs(host_log(two), log_of(tmp_path, "bob"))
    assert host_log(one).read_bytes() != host_log(two).read_bytes()


async def test_two_joiners_are_never_glued_together(relay_server: RelayServer) -> None:
    """No host at the relay: two joiners on the same slot wait, never paired to each other."""
    token = relay.slot_token("4721", 0)
    waiting = [
        relay.open_paired(relay_server.address, token, relay.JOIN_SIDE, wait=1.5) for _ in range(2)
    ]
    results = await asyncio.gather(*waiting, return_exceptions=True)
    assert all(isinstance(r, relay.Unpaired) for r in results), results


async def test_a_stranger_at_the_relay_meets_the_door(
    tmp_path: Path, relay_server: RelayServer
) -> None:
    """A stranger who knows the table number pairs with every slot and says nothing, then
    fills one slot's handshake places: the host reopens each slot at once, the door keeps that
    slot at its cap (a ninth there evicts the slot's oldest), and a real joiner still gets its
    seat."""
    host, _, host_task = await relayed_host(tmp_path, 2, 1, relay_server.address)
    plate = relay.nameplate(host.settings.code)
    assert plate is not None

    async def pair(slot: int) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
        token = relay.slot_token(plate, slot)
        return await relay.open_paired(relay_server.address, token, relay.JOIN_SIDE, wait=5)

    stranger = [await pair(s) for s in range(relay.SLOTS)]
    stranger += [await pair(0) for _ in range(MAX_PENDING_PER_ADDRESS - 1)]
    slot0 = f"relay {relay_server.address} slot 0"
    await wait_for(lambda: host.door.pending[slot0] == MAX_PENDING_PER_ADDRESS)
    await wait_for(lambda: waiting(host) == relay.SLOTS)
    reader, writer = await pair(0)
    await asyncio.wait_for(stranger[0][0].read(), 10)  # slot 0's oldest is closed: evicted
    assert host.door.pending[slot0] <= MAX_PENDING_PER_ADDRESS
    ann = relay_peer(tmp_path, "ann", host, relay_server.address)
    codes = await asyncio.wait_for(asyncio.gather(host_task, ann.run()), 120)
    assert codes == [0, 0]
    for _, w in [*stranger, (reader, writer)]:
        w.close()
    assert_same_valid_logs(host_log(host), log_of(tmp_path, "ann"))


async def test_a_joiner_tries_the_address_first_then_the_relay(
    tmp_path: Path, relay_server: RelayServer
) -> None:
    host, port, host_task = await relayed_host(tmp_path, 3, 1, relay_server.address)
    near = relay_peer(tmp_path, "near", host, relay_server.address, direct=("127.0.0.1", port))
    far = relay_peer(tmp_path, "far", host, relay_server.address, direct=("127.0.0.1", free_port()))
    codes = await asyncio.wait_for(asyncio.gather(host_task, near.run(), far.run()), 120)
    assert codes == [0, 0, 0]
    assert not any("relay" in n for n in notes(near))
    assert f"connected through the relay at {relay_server.address}" in notes(far)
    assert_same_valid_logs(host_log(host), log_of(tmp_path, "near"), log_of(tmp_path, "far"))


async def test_an_unreachable_relay_is_said_and_the_lan_still_plays(tmp_path: Path) -> None:
    gone = f"127.0.0.1:{free_port()}"
    settings = host_settings(2, 1, relay=gone)
    host, port, host_task = await start_host(tmp_path, settings)
    await wait_for(lambda: any("cannot reach the relay" in n for n in notes(host)))
    said = [n for n in notes(host) if "cannot reach the relay" in n]
    assert len(said) == 1 and gone in said[0] and "other homes cannot join" in said[0]
    joiner = relay_peer(tmp_path, "far", host, gone, reconnect_for=1.0)
    with pytest.raises(NodeError, match=f"the relay at {gone}"):
        await asyncio.wait_for(joiner.run(), 30)
    assert any(f"cannot reach the relay at {gone}" in n for n in notes(joiner))
    near = relay_peer(tmp_path, "near", host, gone, direct=("127.0.0.1", port))
    codes = await asyncio.wait_for(asyncio.gather(host_task, near.run()), 120)
    assert codes == [0, 0]
    assert_same_valid_logs(host_log(host), log_of(tmp_path, "near"))


async def test_a_relay_restart_mid_match_pauses_and_resumes(
    tmp_path: Path, relay_server: RelayServer
) -> None:
    person = GatedPerson()
    host, _, host_task = await relayed_host(
        tmp_path, 2, 1, relay_server.address, person=True, frontend=person
    )
    ann = relay_peer(tmp_path, "ann", host, relay_server.address)
    ann_run = asyncio.create_task(ann.run())
    await wait_for(lambda: in_turns(host.table) and person.asked > 0)
    relay_server.stop()
    lost = f"lost the host (through the relay at {relay_server.address}: "
    await wait_for(lambda: any(n.startswith(lost) for n in notes(ann)))
    await wait_for(lambda: any("cannot reach the relay" in n for n in notes(host)))
    await wait_for(lambda: not host.conns.by_seat)
    gone = f"cannot reach the relay at {relay_server.address}"
    await wait_for(lambda: any(n.startswith(gone) for n in notes(ann)))  # said while it is down
    relay_server.start()
    await wait_for(lambda: any("reachable again" in n for n in notes(host)))
    await wait_for(lambda: 1 in host.conns.by_seat)
    back = f"back at the table through the relay at {relay_server.address}"
    await wait_for(lambda: notes(ann)[-1].startswith(back))  # not "...; still trying"
    person.gate.set()
    codes = await asyncio.wait_for(asyncio.gather(host_task, ann_run), 120)
    assert codes == [0, 0]
    assert_same_valid_logs(host_log(host), log_of(tmp_path, "ann"))


async def test_a_new_code_moves_the_table_to_new_slots(
    tmp_path: Path, relay_server: RelayServer
) -> None:
    """The host's 'code' command: the new code has a new table number, the slots wait under
    it at once, and the old code leads nowhere."""
    host, _, host_task = await relayed_host(tmp_path, 2, 1, relay_server.address)
    old = host.settings.code
    new = host.change_code()
    assert relay.nameplate(new) is not None and relay.nameplate(new) != relay.nameplate(old)
    late = relay_peer(tmp_path, "late", host, relay_server.address, reconnect_for=0.5)
    late.settings.code = old
    with pytest.raises(NodeError, match=f"no answer from table {relay.nameplate(old)}"):
        await asyncio.wait_for(late.run(), 30)
    ann = relay_peer(tmp_path, "ann", host, relay_server.address)
    codes = await asyncio.wait_for(asyncio.gather(host_task, ann.run()), 120)
    assert codes == [0, 0]
    assert_same_valid_logs(host_log(host), log_of(tmp_path, "ann"))
