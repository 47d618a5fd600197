"""The door's red-team tests again, on WebSocket connections to the web port (SPEC.md 8.12):
a flood of strangers (guessing, idle after the upgrade, idle before it) keeps out neither a
quiet joiner nor a seat; frames over the caps, oversized and text messages each drop their
own connection with a specific note; a spectator's big frames cost no memory; a seat that
buries its move under junk is cut once the table waits for it. The table goes on each time."""

from __future__ import annotations

import asyncio
import contextlib
import gc
import time
import tracemalloc
from pathlib import Path

from mextrain.node.channel import DOOR_PASS, Channel, join_handshake
from mextrain.node.framing import HEADER
from mextrain.node.persistence import DataDir
from mextrain.node.ws_pipe import MESSAGE_CAP, open_websocket

from .helpers import (
    CODE,
    GatedPerson,
    HeldMatch,
    assert_same_valid_logs,
    host_settings,
    in_turns,
    notes,
    own_old_message,
    start_host,
    wait_for,
)
from .strangers import idle, knock
from .test_websocket_seat import ws_peer


async def held_web_match(tmp: Path) -> HeldMatch:
    """helpers.held_match with its joiner on a WebSocket: seat 1 plays over the web port, and
    the table waits on the host's person until ``person.gate`` is set."""
    person = GatedPerson()
    settings = host_settings(2, 1, person=True, web_port=0)
    host, port, host_task = await start_host(tmp, settings, person)
    assert host.web_port is not None
    peer = ws_peer(tmp, "ann", host.web_port)
    peer_run = asyncio.create_task(peer.run())
    await wait_for(lambda: in_turns(host.table) and person.asked > 0)
    return HeldMatch(host, port, host_task, person, peer, peer_run)


def ws_url(match: HeldMatch) -> str:
    return f"ws://127.0.0.1:{match.host.web_port}/mextrain"


def ws_open(web_port: int):  # type: ignore[no-untyped-def]
    """asyncio.open_connection's shape, opening a WebSocket to the web port instead."""

    async def open_(host: str, port: int, *, local_addr: tuple[str, int]):  # type: ignore[no-untyped-def]
        return await open_websocket(f"ws://{host}:{web_port}/mextrain", local_addr=local_addr)

    return open_


async def joined(url: str, source: str, **handshake: object) -> tuple[float, Channel]:
    start = time.monotonic()
    reader, writer = await open_websocket(url, local_addr=(source, 0))
    channel = await join_handshake(reader, writer, CODE, timeout=10, **handshake)  # type: ignore[arg-type]
    return time.monotonic() - start, channel


async def test_a_websocket_flood_from_eight_addresses_keeps_out_neither_a_seat_nor_a_joiner(
    tmp_path: Path,
) -> None:
    match = await held_web_match(tmp_path)
    host = match.host
    assert host.web_port is not None
    stop = asyncio.Event()
    guessed = [0]
    web = ws_open(host.web_port)
    flood = [
        *(asyncio.create_task(knock(host.web_port, f"127.0.0.{a}", stop, guessed, open_connection=web))
          for a in (2, 3, 4) for _ in range(8)),
        *(asyncio.create_task(idle(host.web_port, f"127.0.0.{a}", stop, open_connection=web))
          for a in (5, 6, 7) for _ in range(8)),
        # and two addresses holding sockets that never finish their HTTP request
        *(asyncio.create_task(idle(host.web_port, f"127.0.0.{a}", stop)) for a in (8, 9)
          for _ in range(8)),
    ]  # fmt: skip
    try:
        await wait_for(lambda: sum(host.door.pending.values()) >= 44 and guessed[0] >= 4, 30)
        took, watcher = await joined(ws_url(match), "127.0.0.200")  # a quiet address
        watcher.send("join", "late", None, "spectator", None)
        assert (await watcher.recv(5)).kind == "welcome"
        assert took < 5, took
        ann = DataDir(tmp_path / "ann").identity()

        def door_pass(share: bytes) -> tuple[int, bytes]:
            return 1, ann.sign(DOOR_PASS, host.game_id + share)

        took, seat = await joined(ws_url(match), "127.0.0.2", door_pass=door_pass)
        assert took < 5, took
    finally:
        stop.set()
        await asyncio.gather(*flood, return_exceptions=True)
    assert host.door.attempts >= guessed[0] >= 4  # the strangers' guesses, rationed
    await watcher.closed()
    await seat.closed()
    assert await match.finish() == [0, 0]
    assert not any("Traceback" in n for n in notes(host))


async def _dropped(url: str, data: bytes, *, handshake: bool = False) -> None:
    """Open a WebSocket, send ``data`` (raw WebSocket bytes are not possible through the
    pipe, so ``data`` is stream bytes) and wait until the host hangs up."""
    reader, writer = await open_websocket(url)
    if handshake:
        await join_handshake(reader, writer, CODE, timeout=10)
    writer.write(data)
    with contextlib.suppress(Exception):
        await asyncio.wait_for(reader.read(), 10)
    writer.close()


async def _raw_ws(web_port: int, frames: bytes) -> bytes:
    """Upgrade by hand, send raw WebSocket ``frames``, and return all the host answers."""
    reader, writer = await asyncio.open_connection("127.0.0.1", web_port)
    writer.write(
        b"GET /mextrain HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
        b"Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
    )
    await reader.readuntil(b"\r\n\r\n")
    writer.write(frames)
    answer = await asyncio.wait_for(reader.read(), 10)
    writer.close()
    return answer


async def test_frames_and_messages_over_the_caps_each_drop_their_own_connection(
    tmp_path: Path,
) -> None:
    match = await held_web_match(tmp_path)
    host = match.host
    assert host.web_port is not None
    url = ws_url(match)
    await _dropped(url, HEADER.pack(1 << 20) + b"x" * 1000)  # before the code: 256 bytes
    await wait_for(lambda: any("is over the 256-byte limit" in n for n in notes(host)))
    await _dropped(url, HEADER.pack(2000) + bytes(2000), handshake=True)  # a join: 1024
    await wait_for(lambda: any("is over the 1024-byte limit" in n for n in notes(host)))
    mask = b"\x01\x02\x03\x04"
    big = bytes([0x82, 0xFF]) + (MESSAGE_CAP + 1).to_bytes(8, "big") + mask
    answer = await _raw_ws(host.web_port, big)  # its header alone: no payload needed
    assert answer[:4] == bytes([0x88, answer[1], 0x03, 0xF1])  # close 1009
    await wait_for(lambda: any(f"over {MESSAGE_CAP} bytes" in n for n in notes(host)))
    text = bytes([0x81, 0x82]) + mask + bytes(b ^ m for b, m in zip(b"hi", mask[:2], strict=True))
    answer = await _raw_ws(host.web_port, text)
    assert answer.startswith(bytes([0x88, 22, 0x03, 0xEB]) + b"binary messages only")
    await wait_for(lambda: any("a text WebSocket message" in n for n in notes(host)))
    unmasked = bytes([0x82, 0x01, 0x00])  # a client must mask: an RFC 6455 protocol error
    answer = await _raw_ws(host.web_port, unmasked)
    assert answer[:4] == bytes([0x88, answer[1], 0x03, 0xEA])  # close 1002
    assert await match.finish() == [0, 0]
    assert host.store is not None and match.peer.log_path is not None
    assert_same_valid_logs(host.store.log_path, match.peer.log_path)


async def test_a_websocket_spectators_big_frames_are_refused_from_their_header_unkept(
    tmp_path: Path,
) -> None:
    match = await held_web_match(tmp_path)
    host = match.host
    watchers = []
    for n in range(6):
        reader, writer = await open_websocket(ws_url(match))
        channel = await join_handshake(reader, writer, CODE, timeout=10)
        channel.send("join", f"w{n}", None, "spectator", None)
        assert (await channel.recv(10)).kind == "welcome"
        channel.send("sync", 0, bytes(32))
        watchers.append(channel)
    gc.collect()
    tracemalloc.start()
    try:
        start, _ = tracemalloc.get_traced_memory()
        for w in watchers:
            w.send("msg", b"\x00" * (1 << 20))  # 16 messages of 64 KiB each
        await wait_for(lambda: host.conns.spectators() == 0, 20)
        await asyncio.sleep(0.5)
        gc.collect()
        now, _ = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    # the joiners' own 6 MiB of sends are counted too until they leave: the bound is on
    # what stays once every connection is closed
    assert now - start < 1 << 20, (now - start) >> 10
    assert any("over the 1024-byte limit" in n for n in notes(host))
    for w in watchers:
        await w.closed()
    assert await match.finish() == [0, 0]


async def test_a_websocket_seat_whose_move_is_stuck_behind_its_junk_is_cut_at_once(
    tmp_path: Path,
) -> None:
    match = await held_web_match(tmp_path)
    host, peer = match.host, match.peer
    channel, old = own_old_message(peer)
    before = len(notes(host))
    for _ in range(3000):
        channel.send("msg", old)
    conn = host.conns.by_seat[1]
    await wait_for(lambda: conn.budget.waits > 0, 20)
    match.person.gate.set()
    await wait_for(lambda: conn not in host.conns, 20)
    cut = [n for n in notes(host)[before:] if n.startswith("dropped 'ann'")]
    assert cut and "while the table waits for this seat" in cut[0], cut
    assert await match.finish() == [0, 0]
    assert host.store is not None and peer.log_path is not None
    assert_same_valid_logs(host.store.log_path, peer.log_path)
