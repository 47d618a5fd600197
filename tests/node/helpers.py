"""In-process tables for node tests: a host and peers in one event loop, over real loopback TCP."""

from __future__ import annotations

import asyncio
import dataclasses
from pathlib import Path
from typing import Any

from mextrain.node.channel import Channel, join_handshake
from mextrain.node.frontend import QuietFrontend
from mextrain.node.host import Host, HostSettings
from mextrain.node.lobby import SeatPlan
from mextrain.node.peer import Peer, PeerSettings
from mextrain.node.persistence import DataDir
from mextrain.protocol.log import decode_entry, decode_message
from mextrain.protocol.rules.engine import Event
from mextrain.protocol.rules.ruleset import preset
from mextrain.protocol.table.session import Stage, Table
from mextrain.protocol.table.verify import verify_log

CODE = "amber-fox-pine-42"


def host_settings(
    seats: int, local_bots: int, *, rounds: int = 1, person: bool = False, **extra: Any
) -> HostSettings:
    """Seats 0 to ``local_bots - 1`` are bots in the host's process (seat 0 a person when
    ``person``)."""
    rules = dataclasses.replace(preset("classic"), rounds=rounds)
    local = {s: SeatPlan(f"bot {s}", "greedy") for s in range(local_bots)}
    if person:
        local[0] = SeatPlan("person", None)
    return HostSettings("test table", seats, rules, local, code=CODE, port=0, **extra)


class GatedPerson(QuietFrontend):
    """A person at the host who plays the first legal move, but only once ``gate`` is set:
    the table waits on them meanwhile, however fast the bots are."""

    def __init__(self) -> None:
        super().__init__()
        self.gate = asyncio.Event()
        self.asked = 0

    async def choose(self, table: Table) -> Event | None:
        self.asked += 1
        await self.gate.wait()
        return table.legal_actions()[0]


async def start_host(
    tmp: Path, settings: HostSettings, frontend: QuietFrontend | None = None
) -> tuple[Host, int, asyncio.Task[int]]:
    root = DataDir(tmp / "host")
    host = Host(settings, root.role("host"), root.host_identity(), frontend or QuietFrontend())
    host.prepare()
    ready: asyncio.Future[int] = asyncio.get_running_loop().create_future()
    task = asyncio.create_task(host.run(ready.set_result))
    port = await asyncio.wait_for(ready, 10)
    return host, port, task


@dataclasses.dataclass
class HeldMatch:
    """A 2-seat match in play, held at the host's person's turn until ``person.gate`` is set:
    seat 1 is ``peer`` (its run is ``peer_run``), and nothing moves meanwhile."""

    host: Host
    port: int
    host_task: asyncio.Task[int]
    person: GatedPerson
    peer: Peer
    peer_run: asyncio.Task[int]

    async def finish(self) -> list[int]:
        """Let the person play; the exit codes of the host and the peer."""
        self.person.gate.set()
        return list(await asyncio.wait_for(asyncio.gather(self.host_task, self.peer_run), 120))


async def held_match(tmp: Path, peer_name: str = "ann") -> HeldMatch:
    person = GatedPerson()
    host, port, host_task = await start_host(tmp, host_settings(2, 1, person=True), person)
    peer = make_peer(tmp, peer_name, port)
    peer_run = asyncio.create_task(peer.run())
    await wait_for(lambda: in_turns(host.table) and person.asked > 0)
    return HeldMatch(host, port, host_task, person, peer, peer_run)


async def spectator_channel(port: int, name: str = "watcher") -> Channel:
    """A spectator's channel, welcomed and not yet synced: the test speaks for it frame by
    frame."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    channel = await join_handshake(reader, writer, CODE, timeout=10)
    channel.send("join", name, None, "spectator", None)
    assert (await channel.recv(10)).kind == "welcome"
    return channel


def make_peer(
    tmp: Path,
    name: str,
    port: int,
    *,
    code: str = CODE,
    strategy: str | None = "greedy",
    spectator: bool = False,
    reconnect_for: float = 30.0,
) -> Peer:
    root = DataDir(tmp / name)
    settings = PeerSettings(
        "127.0.0.1", port, code, name, strategy, spectator=spectator, reconnect_for=reconnect_for
    )
    return Peer(settings, root.role("join"), root.identity(), QuietFrontend())


def notes(node: Host | Peer) -> list[str]:
    frontend = node.frontend
    assert isinstance(frontend, QuietFrontend)
    return frontend.notes


async def wait_for(predicate: Any, timeout: float = 30.0) -> None:
    """Poll ``predicate()`` until true; fail the test after ``timeout`` seconds."""
    deadline = asyncio.get_running_loop().time() + timeout
    while not predicate():
        if asyncio.get_running_loop().time() > deadline:
            raise AssertionError(f"timed out waiting for {predicate}")
        await asyncio.sleep(0.02)


def in_turns(table: Table) -> bool:
    return table.stage is Stage.TURNS


def assert_same_valid_logs(*paths: Path, aborted: str = "") -> bytes:
    """Every node's log is byte-identical and verifies as a finished match (or, with
    ``aborted``, as a match the host stopped for that reason: every entry sound, no blame)."""
    logs = [p.read_bytes() for p in paths]
    assert all(log == logs[0] for log in logs), [len(log) for log in logs]
    result = verify_log(logs[0])
    if not aborted:
        assert result.valid, result.reason
    else:
        assert not result.cheater and result.table.stage is Stage.ENDED
        assert result.aborted is not None and result.aborted.reason == aborted
        assert result.outcome == "aborted" and result.exit_code == 3
    return logs[0]


def own_old_message(peer: Peer) -> tuple[Channel, bytes]:
    """Seat 1's live channel and a message of its own already in the log: what a seat
    replaying its junk sends."""
    channel = peer._channel
    assert channel is not None and peer.table is not None
    old = next(
        decode_entry(e).message
        for e in peer.table.entries
        if decode_message(decode_entry(e).message).seat == 1
    )
    return channel, old
