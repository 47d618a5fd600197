"""A host and peers in one event loop over loopback TCP, with misbehaving clients.

Every bad input is refused with a reason the host logs (and tells the sender when it can), and
the match still completes for everyone else, with byte-identical logs that verify.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import socket
from pathlib import Path

import pytest
from mextrain.node.channel import WRONG_CODE, join_handshake
from mextrain.node.errors import NodeError, Refused
from mextrain.node.framing import HEADER, encode_frame
from mextrain.node.frontend import QuietFrontend
from mextrain.node.host import Host
from mextrain.node.peer import Peer, PeerSettings
from mextrain.node.persistence import DataDir
from mextrain.node.relay import nameplate
from mextrain.node.watchdog import AWAY_GRACE
from mextrain.protocol.log.encoding import pack, unpack
from mextrain.protocol.log.messages import decode_message, encode_message
from mextrain.protocol.table.session import Stage

from .helpers import (
    CODE,
    GatedPerson,
    assert_same_valid_logs,
    host_settings,
    in_turns,
    make_peer,
    notes,
    start_host,
    wait_for,
)


async def raw_client(port: int, data: bytes) -> bytes:
    """Send raw bytes; return whatever the host answers before it hangs up."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write(data)
    await writer.drain()
    answer = await asyncio.wait_for(reader.read(), 10)
    writer.close()
    return answer


async def sealed_garbage(port: int) -> str:
    """Pass the handshake with the right code, then send a frame that is no sealed frame;
    return the host's (sealed) parting words."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    channel = await join_handshake(reader, writer, CODE, timeout=10)
    writer.write(encode_frame(b"\x17" * 64))
    await writer.drain()
    answer = await channel.recv(10)
    await channel.closed()
    assert answer.kind == "error"
    return str(answer.fields[0])


def tamper_first_move(peer: Peer) -> list[str]:
    """Make ``peer`` send, before its first turn move, a copy with a broken signature."""
    done: list[str] = []
    real_send = peer._send

    def send(message: bytes) -> None:
        kind = decode_message(message).kind
        if kind in ("play", "draw", "no_engine", "place_engine") and not done:
            body, signature = unpack(message)
            real_send(pack([body, bytes([signature[0] ^ 1]) + signature[1:]]))
            done.append("bad signature")
        real_send(message)

    peer._send = send  # type: ignore[method-assign]
    return done


def pass_out_of_turn(peer: Peer) -> None:
    """A correctly signed ``pass`` from ``peer`` while another seat is to play."""
    table = peer.table
    assert table is not None and table.identity is not None and table.round is not None
    assert table.my_seat is not None and table.round.engine.turn != table.my_seat
    peer._send(
        encode_message(
            table.identity,
            game_id=table.game_id,
            round=table.round.index,
            kind="pass",
            seat=table.my_seat,
            counter=1_000_000,
            seen=table.head,
            payload=[],
        )
    )


async def test_bad_clients_are_refused_and_the_match_completes(tmp_path: Path) -> None:
    person = GatedPerson()
    settings = host_settings(4, 2, rounds=1, person=True)
    host, port, host_task = await start_host(tmp_path, settings, person)
    honest = make_peer(tmp_path, "honest", port)
    cheat = make_peer(tmp_path, "cheat", port)
    watcher = make_peer(tmp_path, "watcher", port, strategy=None, spectator=True)
    done = tamper_first_move(cheat)
    runs = [asyncio.create_task(p.run()) for p in (honest, cheat, watcher)]

    # the table now waits for the person at seat 0, mid-round, while the bad clients call
    await wait_for(lambda: in_turns(host.table) and person.asked > 0 and watcher.driver)
    wrong = make_peer(tmp_path, "wrong", port, code="amber-fox-pine-41")
    try:
        await wrong.run()
        raise AssertionError("a wrong code was let in")
    except Refused as exc:
        assert str(exc) == WRONG_CODE
    garbage = await raw_client(port, encode_frame(b"\xc1 this is not msgpack"))
    oversized = await raw_client(port, HEADER.pack(50 << 20) + b"x" * 100)
    sealed = await sealed_garbage(port)
    # a spectator may read but never write
    assert watcher._channel is not None
    watcher._channel.send("msg", b"\x92\xc4\x00\xc4\x00")
    await wait_for(lambda: "a spectator may not send" in "".join(notes(host)))
    pass_out_of_turn(cheat)
    await wait_for(lambda: any("pass:" in n for n in notes(cheat)))
    person.gate.set()

    codes = await asyncio.wait_for(asyncio.gather(host_task, *runs), 120)
    assert codes == [0, 0, 0, 0]
    assert done == ["bad signature"]
    assert garbage == b"" and oversized == b""
    assert sealed.startswith("channel broken: frame failed authentication")  # 8.3: come back

    host_notes = "\n".join(notes(host))
    assert "refused a connection from 127.0.0.1" in host_notes and "wrong join code" in host_notes
    assert "frame is not canonical msgpack" in host_notes
    assert f"frame of {50 << 20} bytes is over the" in host_notes
    assert "frame failed authentication" in host_notes
    assert "a spectator may not send messages" in host_notes
    cheat_notes = "\n".join(notes(cheat))
    assert "the host refused our message:" in cheat_notes
    assert "bad signature" in cheat_notes
    assert "pass: seat 3, event 0: not seat 3's turn (seat 0 is to play)" in cheat_notes
    assert not cheat.driver or not cheat.driver.pending

    paths = [host.store.log_path if host.store else None]
    paths += [p.log_path for p in (honest, cheat, watcher)]
    log = assert_same_valid_logs(*[p for p in paths if p is not None])
    assert len(paths) == 4 and log
    assert watcher.table is not None and watcher.table.stage is Stage.ENDED


class DrivenClock:
    """The host's timeout clock, moved by the test: however slow the machine, the countdown
    is shown before it runs out, and runs out only when the test says so."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


async def test_a_silent_seat_pauses_the_table_then_the_host_aborts(tmp_path: Path) -> None:
    settings = host_settings(3, 1, rounds=1, timeout=1.5, on_timeout="abort")
    host, port, host_task = await start_host(tmp_path, settings)
    host.clock = clock = DrivenClock()
    stays = make_peer(tmp_path, "stays", port)
    leaves = make_peer(tmp_path, "leaves", port)
    stay_run = asyncio.create_task(stays.run())
    leave_run = asyncio.create_task(leaves.run())
    await wait_for(lambda: in_turns(host.table))
    leave_run.cancel()
    await asyncio.gather(leave_run, return_exceptions=True)
    await wait_for(lambda: leaves.seat in host.watchdog.away_since)
    clock.now += AWAY_GRACE  # away that long, it is not just reconnecting
    await wait_for(lambda: any(s["paused"] for s in stays.frontend.statuses))  # type: ignore[attr-defined]
    assert host.table.stage is not Stage.ENDED
    clock.now += 60

    assert await asyncio.wait_for(host_task, 30) == 0
    assert await asyncio.wait_for(stay_run, 30) == 0
    assert stays.table is not None
    why = f"seat {leaves.seat} (leaves) was disconnected for 2 s"
    assert stays.table.end_reason == f"aborted by the host: {why}"
    paused = [s for s in stays.frontend.statuses if s["paused"]]  # type: ignore[attr-defined]
    assert paused and paused[0]["waiting"] == [leaves.seat]
    assert 0 < paused[0]["seconds_left"] <= 2 and "until the match is aborted" in paused[0]["text"]
    assert paused[0]["text"].startswith(f"paused: seat {leaves.seat} (leaves) disconnected; ")
    assert host.store is not None and stays.log_path is not None
    assert_same_valid_logs(host.store.log_path, stays.log_path, aborted=why)


async def test_a_connected_seat_that_never_moves_is_aborted_as_silent(tmp_path: Path) -> None:
    """A seat still connected whose player never moves is not 'disconnected': the countdown
    it is shown, and the abort that ends it, call it silent."""
    settings = host_settings(2, 1, rounds=1, timeout=1.5, on_timeout="abort")
    host, port, host_task = await start_host(tmp_path, settings)
    host.clock = clock = DrivenClock()
    person = GatedPerson()  # never let through: the seat stays connected and says nothing
    root = DataDir(tmp_path / "mute")
    peer = Peer(
        PeerSettings("127.0.0.1", port, CODE, "mute", None, reconnect_for=30),
        root.role("join"),
        root.identity(),
        person,
    )
    peer_run = asyncio.create_task(peer.run())
    await wait_for(lambda: person.asked > 0)
    clock.now += 1.0  # in the countdown's last half: shown to the seat
    await wait_for(lambda: any(s["paused"] for s in person.statuses))
    clock.now += 60
    assert await asyncio.wait_for(host_task, 30) == 0
    await asyncio.wait_for(peer_run, 30)
    why = f"seat {peer.seat} (mute) was silent for 2 s"
    assert host.table.end_reason == f"aborted by the host: {why}"
    paused = [s for s in person.statuses if s["paused"]]
    assert paused[0]["text"].startswith(f"paused: seat {peer.seat} (mute) silent; ")


async def test_under_the_wait_policy_a_player_comes_back_and_the_match_ends(
    tmp_path: Path,
) -> None:
    settings = host_settings(3, 1, rounds=1, timeout=0.5, on_timeout="wait")
    host, port, host_task = await start_host(tmp_path, settings)
    host.clock = clock = DrivenClock()
    stays = make_peer(tmp_path, "stays", port)
    comes_back = make_peer(tmp_path, "back", port)
    stay_run = asyncio.create_task(stays.run())
    first = asyncio.create_task(comes_back.run())
    await wait_for(lambda: in_turns(host.table))
    first.cancel()
    await asyncio.gather(first, return_exceptions=True)
    await wait_for(lambda: comes_back.seat in host.watchdog.away_since)
    clock.now += AWAY_GRACE
    await wait_for(lambda: any(s["paused"] for s in stays.frontend.statuses))  # type: ignore[attr-defined]
    clock.now += 60
    await wait_for(
        lambda: any("waiting for a rejoin" in s["text"] for s in stays.frontend.statuses)  # type: ignore[attr-defined]
    )
    assert host.table.stage is not Stage.ENDED
    again = make_peer(tmp_path, "back", port)  # same data dir: same identity, log, seeds
    codes = await asyncio.wait_for(asyncio.gather(host_task, stay_run, again.run()), 60)
    assert list(codes) == [0, 0, 0]
    assert again.table is not None and again.table.end_reason == "the match is over"
    assert host.store is not None and stays.log_path and again.log_path
    assert_same_valid_logs(host.store.log_path, stays.log_path, again.log_path)


async def test_a_busy_port_moves_a_bots_only_table_and_stops_one_that_joiners_need(
    tmp_path: Path,
) -> None:
    """``mextrain play`` (every seat in the host's process) takes any free port when its old
    one is taken, since nobody needs to find it; a table with a seat for a joiner must stay
    where its players were told it is, so it stops with the reason, as does a host that cannot
    listen at all (an address not on this machine)."""

    busy = socket.socket()
    busy.bind(("127.0.0.1", 0))
    busy.listen()
    taken = busy.getsockname()[1]
    try:
        _, port, task = await start_host(
            tmp_path / "bots", dataclasses.replace(host_settings(2, 2), port=taken)
        )
        assert port != taken
        assert await asyncio.wait_for(task, 120) == 0
        for name, settings in (
            ("joiners", dataclasses.replace(host_settings(2, 1), port=taken)),
            ("nowhere", dataclasses.replace(host_settings(2, 2), bind="192.0.2.1")),
        ):
            root = DataDir(tmp_path / name)
            host = Host(settings, root.role("host"), root.host_identity(), QuietFrontend())
            host.prepare()
            with pytest.raises(NodeError, match=r"^cannot listen on "):
                await asyncio.wait_for(host.run(lambda port: None), 30)
    finally:
        busy.close()


async def test_a_host_at_a_relay_puts_a_table_number_before_a_code_that_has_none(
    tmp_path: Path,
) -> None:
    """The relay routes by the code's table number (SPEC 8.10): a code given without one
    (`--code amber-fox-pine-42 --relay ...`) gets one in front, keeps its words, and is saved
    so a restarted host serves the same table."""
    settings = dataclasses.replace(host_settings(2, 1), relay="127.0.0.1:9")  # nobody there
    host, _, task = await start_host(tmp_path, settings)
    try:
        code = host.settings.code
        assert code is not None and nameplate(code) is not None
        assert code.endswith("-" + CODE)
        assert host.store is not None
        assert code in (host.store.path / "host.json").read_text()
    finally:
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task
