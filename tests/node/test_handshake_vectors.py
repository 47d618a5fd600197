"""The join handshake against tests/vectors/handshake.json (SPEC.md 8.9): every byte on the wire,
the derived keys and the seat proof, from the code and both sides' secrets."""

from __future__ import annotations

import asyncio
import hashlib
import json
from pathlib import Path
from typing import Any

from mextrain.node import pake
from mextrain.node.channel import SEAT_PROOF, derive, host_handshake, join_handshake
from mextrain.node.codes import normalize
from mextrain.protocol.log.identity import Identity

VECTORS = json.loads(
    (Path(__file__).resolve().parents[1] / "vectors" / "handshake.json").read_text()
)


def scalar(name: str) -> int:
    return int.from_bytes(bytes.fromhex(VECTORS[name]), "little")


def test_the_key_schedule_matches_the_vectors() -> None:
    v = VECTORS
    assert normalize(v["code"]) == v["normalized"]
    w = pake.password_scalar(v["normalized"])
    assert w == scalar("w")
    p_a = pake.share(w, scalar("x"), joiner=True)
    p_b = pake.share(w, scalar("y"), joiner=False)
    assert (p_a.hex(), p_b.hex()) == (v["pA"], v["pB"])
    joiner = pake.finish(w, scalar("x"), p_a, p_b, joiner=True)
    host = pake.finish(w, scalar("y"), p_b, p_a, joiner=False)
    assert joiner == host
    assert joiner.transcript.hex() == v["TT"] and joiner.ke.hex() == v["Ke"]
    assert (joiner.confirm_joiner.hex(), joiner.confirm_host.hex()) == (v["cA"], v["cB"])
    ke = joiner.ke
    assert derive(ke, "joiner-to-host").hex() == v["key_joiner_to_host"]
    assert derive(ke, "host-to-joiner").hex() == v["key_host_to_joiner"]
    assert derive(ke, "channel-binding").hex() == v["channel_binding"]
    identity = Identity(bytes.fromhex(v["identity_seed"]))
    assert identity.public_key.hex() == v["identity_key"]
    assert identity.sign(SEAT_PROOF, derive(ke, "channel-binding")).hex() == v["seat_proof"]


def test_m_and_n_are_the_rfc_points_from_their_seeds() -> None:
    """RFC 9382's generation: SHA-256 of the seed, hashed again until it decodes to a point of
    the prime-order subgroup; anyone can check nobody knows their discrete logarithms."""
    import nacl.bindings as nb

    for tag, point in (("M", pake.M), ("N", pake.N)):
        v = hashlib.sha256(f"edwards25519 point generation seed ({tag})".encode()).digest()
        while not nb.crypto_core_ed25519_is_valid_point(v):
            v = hashlib.sha256(v).digest()
        assert v == point


async def test_the_handshake_puts_exactly_the_vector_bytes_on_the_wire() -> None:
    v = VECTORS
    wire: list[tuple[str, bytes]] = []
    accepted: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
    server = await asyncio.start_server(
        lambda r, w: accepted.set_result((r, w)), "127.0.0.1", 0
    )
    port = server.sockets[0].getsockname()[1]
    cr, cw = await asyncio.open_connection("127.0.0.1", port)
    hr, hw = await asyncio.wait_for(accepted, 5)
    for side, writer in (("joiner", cw), ("host", hw)):
        real = writer.write

        def record(data: Any, side: str = side, real: Any = real) -> None:
            wire.append((side, bytes(data)))
            real(data)

        writer.write = record  # type: ignore[method-assign]
    joiner, host = await asyncio.gather(
        join_handshake(cr, cw, v["code"], timeout=5, secret=scalar("x")),
        host_handshake(hr, hw, v["normalized"], timeout=5, secret=scalar("y")),
    )
    joiner.send(*_fields(v["frames"][4]["body"]))
    host.send(*_fields(v["frames"][5]["body"]))
    assert (await host.recv(5)).kind == "join"
    assert (await joiner.recv(5)).kind == "welcome"
    expected = [(f["from"], bytes.fromhex(f["bytes"])) for f in v["frames"]]
    assert wire == expected
    for writer in (cw, hw):
        writer.close()
    server.close()


def _fields(body_hex: str) -> list[Any]:
    import msgpack

    return list(msgpack.unpackb(bytes.fromhex(body_hex)))
