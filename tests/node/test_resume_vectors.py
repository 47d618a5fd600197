"""Resumption against tests/vectors/resume.json (SPEC.md 8.9, 8.11): the ticket, tag and keys
from the handshake vectors' ``Ke`` and fixed nonces, and every byte the joiner puts on the wire
and reads, against a host that answers with the vector's bytes."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import msgpack
from mextrain.node.channel import Channel, derive
from mextrain.node.framing import read_frame
from mextrain.node.resume import Ticket, answer, host_tag, resume_handshake, resumed_key, ticket_of

VECTORS = json.loads((Path(__file__).resolve().parents[1] / "vectors" / "resume.json").read_text())
HANDSHAKE = json.loads(
    (Path(__file__).resolve().parents[1] / "vectors" / "handshake.json").read_text()
)


def b(name: str) -> bytes:
    return bytes.fromhex(VECTORS[name])


def test_the_derivations_match_the_vectors() -> None:
    assert VECTORS["Ke"] == HANDSHAKE["Ke"]  # it continues the handshake vectors' channel
    t, r = ticket_of(b("Ke"))
    assert (t, r) == (b("T"), b("R"))
    assert host_tag(r, t, b("nA"), b("nB")) == b("tag")
    ke = resumed_key(r, t, b("nA"), b("nB"))
    assert ke == b("Ke_resumed")
    assert derive(ke, "joiner-to-host") == b("key_joiner_to_host")
    assert derive(ke, "host-to-joiner") == b("key_host_to_joiner")
    assert derive(ke, "channel-binding") == b("channel_binding")
    assert ticket_of(ke) == (b("next_T"), b("next_R"))
    resumption = answer(Ticket(1, bytes(32), "ann", r), t, b("nA"), b("nB"))
    assert (resumption.tag, resumption.ke) == (b("tag"), ke)


async def test_the_joiner_puts_exactly_the_vector_bytes_on_the_wire() -> None:
    frames = VECTORS["frames"]
    got: asyncio.Future[bytes] = asyncio.get_running_loop().create_future()

    async def host(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        first = await read_frame(reader, timeout=5, cap=256)
        assert len(first).to_bytes(4, "big") + first == bytes.fromhex(frames[0]["bytes"])
        sealer = Channel(reader, writer, b("Ke_resumed"), joiner=False)
        writer.write(bytes.fromhex(frames[1]["bytes"]))
        sealer.send(*_fields(frames[2]["body"]))  # sealed as the node seals: the vector's bytes
        sync = await read_frame(reader, timeout=5)
        got.set_result(len(sync).to_bytes(4, "big") + sync)
        writer.close()

    wire: list[bytes] = []
    server = await asyncio.start_server(host, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    real = writer.write

    def record(data: Any) -> None:
        wire.append(bytes(data))
        real(data)

    writer.write = record  # type: ignore[method-assign]
    channel = await resume_handshake(reader, writer, (b("T"), b("R")), timeout=5, nonce=b("nA"))
    welcome = await channel.recv(5)
    assert (welcome.kind, *welcome.fields) == tuple(_fields(frames[2]["body"]))
    channel.send(*_fields(frames[3]["body"]))
    assert await asyncio.wait_for(got, 5) == bytes.fromhex(frames[3]["bytes"])
    assert wire == [bytes.fromhex(frames[0]["bytes"]), bytes.fromhex(frames[3]["bytes"])]
    writer.close()
    server.close()


async def test_the_host_seals_the_vectors_welcome() -> None:
    """The host's sealing of frame 3's welcome under ``Ke'`` (nonce 0) is the vector's."""
    written: list[bytes] = []

    class Writer:
        transport = None

        def write(self, data: bytes) -> None:
            written.append(bytes(data))

        def is_closing(self) -> bool:
            return False

        def get_extra_info(self, name: str) -> Any:
            return None

    channel = Channel(asyncio.StreamReader(), Writer(), b("Ke_resumed"), joiner=False)  # type: ignore[arg-type]
    channel.send(*_fields(VECTORS["frames"][2]["body"]))
    assert written == [bytes.fromhex(VECTORS["frames"][2]["bytes"])]


def _fields(body_hex: str) -> list[Any]:
    return list(msgpack.unpackb(bytes.fromhex(body_hex)))
