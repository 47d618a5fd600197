"""A joiner proves it holds its identity key, on this very connection, before it gets a seat.

Anyone with the join code can read every seat's public key from the log; without the proof
they could take over a seat and get its real player dropped (issue 8, finding 1).
"""

from __future__ import annotations

import asyncio
from pathlib import Path

from mextrain.node.channel import SEAT_PROOF, join_handshake
from mextrain.node.envelope import Envelope
from mextrain.node.errors import Refused
from mextrain.protocol.log.identity import Identity

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


async def impostor(
    port: int, key: bytes, sign_with: Identity | None, *, own_binding: bool = True
) -> Envelope:
    """Pass the handshake with the right code, then claim ``key``; sign whatever it can."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    channel = await join_handshake(reader, writer, CODE, timeout=10)
    proof = None
    if sign_with is not None:
        proof = sign_with.sign(SEAT_PROOF, channel.binding if own_binding else bytes(32))
    channel.send("join", "mallory", key, "player", proof)
    answer = await channel.recv(10)
    await channel.closed()
    return answer


async def test_an_impostor_with_the_code_and_a_seats_public_key_is_refused(
    tmp_path: Path,
) -> None:
    person = GatedPerson()
    host, port, host_task = await start_host(tmp_path, host_settings(3, 1, person=True), person)
    ann = make_peer(tmp_path, "ann", port)
    bob = make_peer(tmp_path, "bob", port)
    runs = [asyncio.create_task(p.run()) for p in (ann, bob)]
    await wait_for(lambda: in_turns(host.table) and person.asked > 0)
    assert ann.seat is not None
    victim = host.conns.by_seat[ann.seat]
    stolen_key = ann.identity.public_key

    attempts = [
        await impostor(port, stolen_key, None),
        await impostor(port, stolen_key, Identity(b"\x07" * 32)),
        # a signature by the real key, but over another connection's binding (a replay)
        await impostor(port, stolen_key, ann.identity, own_binding=False),
    ]
    for answer in attempts:
        assert answer.kind == "error"
    assert attempts[0].fields[0] == "a player must prove it holds its identity key"
    assert "does not verify: not the holder of that key" in attempts[1].fields[0]
    assert "does not verify" in attempts[2].fields[0]
    assert host.conns.by_seat[ann.seat] is victim and victim in host.conns
    assert not any("connected again" in n for n in notes(host))

    person.gate.set()
    codes = await asyncio.wait_for(asyncio.gather(host_task, *runs), 120)
    assert list(codes) == [0, 0, 0]
    assert host.store is not None and ann.log_path and bob.log_path
    assert_same_valid_logs(host.store.log_path, ann.log_path, bob.log_path)


async def test_the_real_player_proves_its_key_and_gets_its_seat_back(tmp_path: Path) -> None:
    """A second connection of the same player (with the proof) still replaces the first."""
    person = GatedPerson()
    host, port, host_task = await start_host(tmp_path, host_settings(2, 1, person=True), person)
    ann = make_peer(tmp_path, "ann", port)
    run = asyncio.create_task(ann.run())
    await wait_for(lambda: in_turns(host.table) and person.asked > 0)
    assert ann.seat is not None
    first = host.conns.by_seat[ann.seat]
    answer = await impostor(port, ann.identity.public_key, ann.identity)
    assert answer.kind == "welcome" and answer.fields[0] == ann.seat
    await wait_for(lambda: run.done())
    assert host.conns.by_seat.get(ann.seat) is not first
    assert isinstance(run.exception(), Refused)
    assert str(run.exception()) == "the same player connected again"
    host_task.cancel()
    await asyncio.gather(host_task, return_exceptions=True)
