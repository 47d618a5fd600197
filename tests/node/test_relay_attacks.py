"""A table through a relay that strangers attack (issue 34, SPEC.md 8.10-8.11): a flood of
hello-and-quiet pairings on the slots, a squatter answering joiners with ``error``, a relay
that drops, duplicates, reorders or flips frames, and a connection cut between ``welcome``
and entry 0. Each time every joiner gets in and the match ends with the same valid logs."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path

import pytest
from mextrain.node import host_status, relay
from mextrain.node.frontend import QuietFrontend
from mextrain.node.host import Host
from mextrain.node.peer import Peer, PeerSettings
from mextrain.node.persistence import DataDir
from mextrain.protocol.table import Stage

from .helpers import (
    CODE,
    GatedPerson,
    assert_same_valid_logs,
    host_settings,
    in_turns,
    notes,
    start_host,
    wait_for,
)
from .malicious_relay import Mangler, Pipe, at_rate, flood, squat
from .relay_server import RelayServer
from .test_relay_match import host_log, log_of, relay_peer, relayed_host


@pytest.fixture
def relay_server(tmp_path: Path) -> Iterator[RelayServer]:
    with RelayServer(tmp_path / "relay.log") as server:
        yield server


async def test_a_stranger_flooding_the_slots_keeps_no_joiner_out(
    tmp_path: Path, relay_server: RelayServer
) -> None:
    """54 joiner-side connections that send a hello and go quiet, on every slot, for the
    whole match: the relayed joiner still gets its seat (it used to give up after 30 s, the
    strangers holding the door's turns and places), and the strangers took no turn."""
    host, _, host_task = await relayed_host(tmp_path, 2, 1, relay_server.address)
    plate = relay.nameplate(host.settings.code)
    assert plate is not None
    stop, paired = asyncio.Event(), [0]
    strangers = asyncio.create_task(flood(relay_server.address, plate, stop, paired=paired))
    try:
        await wait_for(lambda: paired[0] >= 60, 30)  # the flood is on before the joiner comes
        before = paired[0]
        ann = relay_peer(tmp_path, "ann", host, relay_server.address, reconnect_for=60)
        codes = await asyncio.wait_for(asyncio.gather(host_task, ann.run()), 120)
    finally:
        stop.set()
        strangers.cancel()
        await asyncio.gather(strangers, return_exceptions=True)
    assert codes == [0, 0]
    assert paired[0] >= before + 10  # the flood went on during the match (however short)
    assert host.door.attempts < 10  # a share answered is no turn: only real guesses took one
    assert_same_valid_logs(host_log(host), log_of(tmp_path, "ann"))


async def test_a_squatter_answering_error_ends_no_joiner(
    tmp_path: Path, relay_server: RelayServer
) -> None:
    """A stranger waits on every slot as a host and tells each joiner 'wrong join code'
    before any key confirmation: the joiner takes it for noise on the path and tries another
    slot (it used to exit, refused), until the real host comes; a seated joiner that loses
    its connection comes back by its ticket's own token, never through a slot."""
    code = relay.relay_code(CODE)
    plate = relay.nameplate(code)
    assert plate is not None
    stop, told = asyncio.Event(), [0]
    squatter = asyncio.create_task(squat(relay_server.address, plate, stop, answered=told))
    slots = {relay.slot_token(plate, s) for s in range(relay.SLOTS)}
    try:
        async with Mangler(relay_server.address) as seen:  # the joiner's way, just watched
            root = DataDir(tmp_path / "ann")
            settings = PeerSettings(
                "", 0, code, "ann", "greedy", reconnect_for=60, relay=seen.address
            )
            ann = Peer(settings, root.role("join"), root.identity(), QuietFrontend())
            ann_run = asyncio.create_task(ann.run())
            await wait_for(lambda: told[0] >= 3, 20)  # only the squatter is there yet
            person = GatedPerson()
            host_plan = host_settings(2, 1, relay=relay_server.address, person=True)
            host_plan.code = code
            host, _, host_task = await start_host(tmp_path, host_plan, person)
            await wait_for(lambda: in_turns(host.table) and person.asked > 0, 60)
            tried = [p.token for p in seen.pipes if p.token in slots]
            first = host.conns.by_seat[1]
            first.channel.fail("cut by the test")  # the seat comes back by its ticket
            await wait_for(lambda: host.conns.by_seat.get(1) not in (None, first), 30)
            assert [p.token for p in seen.pipes if p.token in slots] == tried
            person.gate.set()
            codes = await asyncio.wait_for(asyncio.gather(host_task, ann_run), 120)
    finally:
        stop.set()
        squatter.cancel()
        await asyncio.gather(squatter, return_exceptions=True)
    assert codes == [0, 0]
    said = [n for n in notes(ann) if "not proven to come from the host" in n]
    assert said and "wrong join code" in said[0]
    assert_same_valid_logs(host_log(host), log_of(tmp_path, "ann"))


async def test_a_relay_mangling_two_percent_of_frames_pauses_the_match_but_ends_no_joiner(
    tmp_path: Path, relay_server: RelayServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every connection of the table passes a relay that drops, duplicates, reorders or flips
    2% of the frames (handshakes and sealed channels alike): a channel that breaks is a lost
    connection (the joiner used to exit on the host's 'frame failed authentication').
    The host pings every second here, not every 5 s: a dropped frame shows at the next frame
    on its channel, so the match only waits less for it."""
    monkeypatch.setattr(host_status, "PING_EVERY", 1.0)
    async with Mangler(relay_server.address, at_rate(0.02, seed=34)) as mangler:
        host, _, host_task = await relayed_host(tmp_path, 3, 1, mangler.address)
        peers = [
            relay_peer(tmp_path, n, host, mangler.address, reconnect_for=90) for n in ("ann", "bob")
        ]
        codes = await asyncio.wait_for(asyncio.gather(host_task, *(p.run() for p in peers)), 240)
    assert codes == [0, 0, 0]
    assert sum(mangler.done.values()) >= 4, mangler.done
    assert_same_valid_logs(host_log(host), log_of(tmp_path, "ann"), log_of(tmp_path, "bob"))


async def test_one_flipped_frame_is_a_lost_connection_resumed_by_ticket(
    tmp_path: Path, relay_server: RelayServer
) -> None:
    """The relay flips a bit of the joiner's third sealed frame: the host says 'channel
    broken', and the joiner resumes with its ticket on the ticket's own token."""
    flipped: list[Pipe] = []

    def policy(pipe: Pipe, direction: str, index: int) -> str | None:
        if (
            not flipped
            and pipe.joiner
            and direction == "up"
            and index == 2
            and pipe.token not in slots
        ):
            flipped.append(pipe)
            return "flip"
        return None

    slots: set[str] = set()
    async with Mangler(relay_server.address, policy) as mangler:
        host, _, host_task = await relayed_host(tmp_path, 2, 1, mangler.address)
        plate = relay.nameplate(host.settings.code)
        assert plate is not None
        slots.update(relay.slot_token(plate, s) for s in range(relay.SLOTS))
        ann = relay_peer(tmp_path, "ann", host, mangler.address)
        codes = await asyncio.wait_for(asyncio.gather(host_task, ann.run()), 120)
    assert codes == [0, 0] and flipped
    assert any("channel broken" in n for n in notes(ann))
    joiner_tokens = [p.token for p in mangler.pipes if p.joiner]
    assert sum(t in slots for t in joiner_tokens) == 1  # one slot pairing: the first join
    resume = [t for t in joiner_tokens[2:] if t not in slots]  # then its session, then these
    assert resume and len(joiner_tokens) == 2 + len(resume)
    assert_same_valid_logs(host_log(host), log_of(tmp_path, "ann"))


async def test_a_connection_lost_between_welcome_and_entry_0_is_the_same_game(
    tmp_path: Path, relay_server: RelayServer
) -> None:
    """The relay cuts the joiner's first session right after its welcome: it comes back to
    the game it was welcomed to (it used to call that 'another game', its table having no
    game id before entry 0)."""
    cuts: list[Pipe] = []

    def policy(pipe: Pipe, direction: str, index: int) -> str | None:
        if (
            not cuts
            and pipe.joiner
            and direction == "down"
            and index == 1
            and pipe.token not in slots
        ):
            cuts.append(pipe)  # the session pairing, whose frame 0 was the welcome
            return "cut"
        return None

    slots: set[str] = set()
    async with Mangler(relay_server.address, policy) as mangler:
        host, _, host_task = await relayed_host(tmp_path, 2, 1, mangler.address)
        plate = relay.nameplate(host.settings.code)
        assert plate is not None
        slots.update(relay.slot_token(plate, s) for s in range(relay.SLOTS))
        ann = relay_peer(tmp_path, "ann", host, mangler.address)
        codes = await asyncio.wait_for(asyncio.gather(host_task, ann.run()), 120)
    assert codes == [0, 0] and cuts
    assert any(n.startswith("lost the host") for n in notes(ann))
    assert_same_valid_logs(host_log(host), log_of(tmp_path, "ann"))


async def test_a_joiner_cut_off_at_the_end_comes_back_for_the_last_entry(
    tmp_path: Path, relay_server: RelayServer
) -> None:
    """The relay cuts the joiner's connection at the first frame it carries to it once the
    match has ended at the host (the last entry, or one just before it), then cuts its resume
    and its first slot's hello (so its way back takes the full handshake after a 0.5 s pause):
    the host stays up until the joiner says it holds the last entry. The host used to leave
    as soon as no joiner was connected, and the joiner never got the end of its match (it gave
    up 'unreachable' after its --reconnect-for)."""
    cuts: list[Pipe] = []
    hosts: list[Host] = []

    def policy(pipe: Pipe, direction: str, index: int) -> str | None:
        if not hosts or hosts[0].table.stage is not Stage.ENDED or not pipe.joiner:
            return None
        slot = pipe.token in slots
        first_up = direction == "up" and index == 0 and pipe not in cuts
        if not cuts and direction == "down" and not slot:
            cuts.append(pipe)  # the end, or a frame just before it, never reaches the joiner
        elif len(cuts) == 1 and first_up and not slot:
            cuts.append(pipe)  # its resume: the full handshake at once
        elif len(cuts) == 2 and first_up and slot:
            cuts.append(pipe)  # its hello: unproven, another slot 0.5 s later
        else:
            return None
        return "cut"

    slots: set[str] = set()
    async with Mangler(relay_server.address, policy) as mangler:
        host, _, host_task = await relayed_host(tmp_path, 2, 1, mangler.address)
        plate = relay.nameplate(host.settings.code)
        assert plate is not None
        slots.update(relay.slot_token(plate, s) for s in range(relay.SLOTS))
        hosts.append(host)
        ann = relay_peer(tmp_path, "ann", host, mangler.address, reconnect_for=10)
        codes = await asyncio.wait_for(asyncio.gather(host_task, ann.run()), 120)
    assert codes == [0, 0] and len(cuts) == 3
    assert any(n.startswith("lost the host") for n in notes(ann))
    assert host.conns.byes == {1}  # it said it holds the last entry: the host left then
    assert_same_valid_logs(host_log(host), log_of(tmp_path, "ann"))
