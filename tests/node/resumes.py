"""Resumes spoken frame by frame for the session-resumption tests (SPEC.md 8.11): a seat
joined by hand for its ticket, a resume held between its frames, a seat cut and back."""

from __future__ import annotations

import asyncio
import os

from mextrain.node.channel import SEAT_PROOF, Channel, join_handshake
from mextrain.node.envelope import Envelope, decode, encode
from mextrain.node.framing import encode_frame, read_frame
from mextrain.node.host import Host
from mextrain.node.resume import host_tag, resumed_key, ticket_of
from mextrain.protocol.log.identity import Identity

from .helpers import CODE, wait_for


async def resume_answer(port: int, t: bytes, source: str = "127.0.0.1") -> str:
    """Send ``["resume", 2, T, nA]`` and return the host's answer's kind (and reason)."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port, local_addr=(source, 0))
    try:
        writer.write(encode_frame(encode("resume", 2, t, os.urandom(32))))
        reply = decode(await read_frame(reader, timeout=10, cap=256))
        return reply.kind if reply.kind != "error" else f"error: {reply.fields[0]}"
    finally:
        writer.close()


async def cut_and_back(host: Host, seat: int = 1) -> None:
    """Cut ``seat``'s connection and wait until a new one holds the seat."""
    conns = host.conns
    first = conns.by_seat[seat]
    first.channel.fail("test: cut")
    await wait_for(lambda: conns.by_seat.get(seat) not in (None, first), 20)


async def join_by_hand(
    port: int, who: Identity, name: str, code: str = CODE
) -> tuple[Channel, Envelope, tuple[bytes, bytes]]:
    """A player's full handshake and ``join``: its channel, the host's answer (``welcome`` or
    ``error``) and the ticket that answer leaves if it is a ``welcome``."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    channel = await join_handshake(reader, writer, code, timeout=10)
    channel.send("join", name, who.public_key, "player", who.sign(SEAT_PROOF, channel.binding))
    return channel, await channel.recv(10), ticket_of(channel.ke)


async def resume_by_hand(port: int, ticket: tuple[bytes, bytes]) -> tuple[Channel, Envelope]:
    """Frames 1 and 2 of a resume: the channel, keyed and checked, and the sealed ``welcome``;
    frame 3 is the caller's to send (or not)."""
    t, r = ticket
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    n_a = os.urandom(32)
    writer.write(encode_frame(encode("resume", 2, t, n_a)))
    reply = decode(await read_frame(reader, timeout=10, cap=256))
    assert reply.kind == "resumed", reply.fields
    n_b, tag = reply.fields
    assert tag == host_tag(r, t, n_a, n_b)
    channel = Channel(reader, writer, resumed_key(r, t, n_a, n_b), joiner=True)
    return channel, await channel.recv(10)
