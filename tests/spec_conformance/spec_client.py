"""A mextrain client written from SPEC.md section 8 alone: it joins a real host over TCP.

It implements the transport itself (frames 8.1, the SPAKE2 handshake 8.2, the sealed channel
8.3, envelopes 8.4, the session and the seat proof 8.5) with the standard library, msgpack and
PyNaCl, and imports nothing of ``mextrain.node``. For the game it uses the project's pure
``mextrain.protocol`` (table, deck, engine, a built-in bot), which sections 1-7 specify and
tests/spec_conformance/independent.py checks separately. Section numbers refer to SPEC.md.

Run it as a script: ``python spec_client.py HOST PORT CODE LOG`` plays one seat with the greedy
bot until the match ends, writes the log it received (6.2) to LOG, and exits 0.
"""

from __future__ import annotations

import hashlib
import hmac
import os
import random
import re
import secrets
import socket
import sys
from typing import Any

import msgpack
from nacl import bindings as nb

# ---------------------------------------------------------------------------------------------
# 8.1 frames

MAX_FRAME = 1_049_600


class Dropped(Exception):
    """The connection is over (closed, refused, or broke a rule of section 8)."""


def recv_exact(sock: socket.socket, n: int) -> bytes:
    out = bytearray()
    while len(out) < n:
        chunk = sock.recv(n - len(out))
        if not chunk:
            raise Dropped("the host closed the connection")
        out += chunk
    return bytes(out)


def read_frame(sock: socket.socket) -> bytes:
    n = int.from_bytes(recv_exact(sock, 4), "big")
    if not 1 <= n <= MAX_FRAME:
        raise Dropped(f"frame length {n} out of range")
    return recv_exact(sock, n)


def write_frame(sock: socket.socket, body: bytes) -> None:
    sock.sendall(len(body).to_bytes(4, "big") + body)


# ---------------------------------------------------------------------------------------------
# 8.4 envelopes (canonical msgpack, 5.1)


def pack(value: Any) -> bytes:
    return msgpack.packb(value, use_bin_type=True)


def unpack_envelope(body: bytes) -> list[Any]:
    value = msgpack.unpackb(body, raw=False, strict_map_key=True)
    if pack(value) != body:
        raise Dropped("an envelope that is not canonical msgpack")
    if not isinstance(value, list) or not value or not isinstance(value[0], str):
        raise Dropped("an envelope that is not [kind, field...]")
    return value


# ---------------------------------------------------------------------------------------------
# 8.2 join codes and SPAKE2 (RFC 9382, edwards25519, SHA-256, HKDF, HMAC)

L = 2**252 + 27742317777372353535851937790883648493
TRANSPORT = 2
ID_A = b"mextrain/v2/joiner"
ID_B = b"mextrain/v2/host"
AAD = b"mextrain/v2/transport"


def sha256(data: bytes) -> bytes:
    return hashlib.sha256(data).digest()


def rfc_point(label: bytes) -> bytes:
    """M or N as 8.2 derives them: hash the seed until a canonical prime-order point."""
    v = sha256(b"edwards25519 point generation seed (" + label + b")")
    while not (nb.crypto_core_ed25519_is_valid_point(v) and v != IDENTITY):
        v = sha256(v)
    return v


IDENTITY = (1).to_bytes(32, "little")
M = rfc_point(b"M")
N = rfc_point(b"N")


def normalize(code: str) -> str:
    """Lower-case, split at runs of '.', '_', '-' and whitespace, drop empty parts, join by '-'."""
    return "-".join(part for part in re.split(r"[._\-\s]+", code.lower()) if part)


def scalar(value: int) -> bytes:
    return (value % L).to_bytes(32, "little")


def mult(k: int, point: bytes) -> bytes:
    return bytes(nb.crypto_scalarmult_ed25519_noclamp(scalar(k), point))


def base_mult(k: int) -> bytes:
    return bytes(nb.crypto_scalarmult_ed25519_base_noclamp(scalar(k)))


def length_prefixed(*parts: bytes) -> bytes:
    return b"".join(len(p).to_bytes(8, "little") + p for p in parts)


def hkdf_sha256(ikm: bytes, info: bytes, length: int) -> bytes:
    prk = hmac.new(b"", ikm, hashlib.sha256).digest()
    out, block, counter = b"", b"", 1
    while len(out) < length:
        block = hmac.new(prk, block + info + bytes([counter]), hashlib.sha256).digest()
        out += block
        counter += 1
    return out[:length]


class Sealed:
    """8.3: secretbox each way, nonces counted per direction and never sent."""

    def __init__(self, sock: socket.socket, ke: bytes) -> None:
        self.sock = sock
        self.send_key = hmac.new(ke, b"mextrain/v2/transport/joiner-to-host", "sha256").digest()
        self.recv_key = hmac.new(ke, b"mextrain/v2/transport/host-to-joiner", "sha256").digest()
        self.binding = hmac.new(ke, b"mextrain/v2/transport/channel-binding", "sha256").digest()
        self.sent = 0
        self.received = 0

    def send(self, *envelope: Any) -> None:
        nonce = self.sent.to_bytes(24, "big")
        self.sent += 1
        write_frame(self.sock, bytes(nb.crypto_secretbox(pack(list(envelope)), nonce, self.send_key)))

    def recv(self) -> list[Any]:
        body = read_frame(self.sock)
        nonce = self.received.to_bytes(24, "big")
        self.received += 1
        try:
            opened = bytes(nb.crypto_secretbox_open(body, nonce, self.recv_key))
        except Exception:
            raise Dropped("a sealed frame that does not open") from None
        return unpack_envelope(opened)


def handshake(sock: socket.socket, code: str) -> Sealed:
    """Frames 1-4 of 8.2, then the sealed channel of 8.3."""
    text = normalize(code).encode()
    w = int.from_bytes(hashlib.sha512(b"mextrain/v2/join-code\x00" + text).digest(), "little") % L
    x = secrets.randbelow(L - 1) + 1
    p_a = bytes(nb.crypto_core_ed25519_add(base_mult(x), mult(w, M)))
    write_frame(sock, pack(["hello", TRANSPORT, p_a]))
    answer = unpack_envelope(read_frame(sock))
    if answer[0] == "error":
        raise Dropped(f"the host refused the handshake: {answer[1]}")
    if answer[0] != "pake" or len(answer) != 2 or not isinstance(answer[1], bytes):
        raise Dropped(f"expected pake, got {answer[0]!r}")
    p_b = answer[1]
    if len(p_b) != 32 or not nb.crypto_core_ed25519_is_valid_point(p_b) or p_b == IDENTITY:
        raise Dropped("the host's share is not a valid point")
    unblinded = bytes(nb.crypto_core_ed25519_sub(p_b, mult(w, N)))
    if unblinded == IDENTITY:
        raise Dropped("the host's share unblinds to the identity")
    k = mult(8 * x, unblinded)
    tt = length_prefixed(ID_A, ID_B, p_a, p_b, k, w.to_bytes(32, "big"))
    digest = sha256(tt)
    ke, ka = digest[:16], digest[16:]
    kc = hkdf_sha256(ka, b"ConfirmationKeys" + AAD, 32)
    c_a = hmac.new(kc[:16], tt, hashlib.sha256).digest()
    c_b = hmac.new(kc[16:], tt, hashlib.sha256).digest()
    write_frame(sock, pack(["confirm", c_a]))
    answer = unpack_envelope(read_frame(sock))
    if answer[0] == "error":
        raise Dropped(f"the host refused the handshake: {answer[1]}")
    if answer != ["confirm", c_b]:
        raise Dropped("the host's confirmation does not match: it does not know the code")
    return Sealed(sock, ke)


# ---------------------------------------------------------------------------------------------
# 8.5 the session, with the project's pure table (sections 1-7)


def play_seat(host: str, port: int, code: str, name: str = "spec client") -> list[bytes]:
    """Join as a player, play with the greedy bot until ``end`` or ``abort``; the log."""
    from mextrain.protocol.bots.strategies import greedy_strategy
    from mextrain.protocol.log.identity import Identity
    from mextrain.protocol.log.messages import decode_message
    from mextrain.protocol.table.session import Stage, Table

    identity = Identity(os.urandom(32))
    sock = socket.create_connection((host, port), timeout=60)
    try:
        channel = handshake(sock, code)
        proof = identity.sign(b"mextrain/v2/seat-proof\x00", channel.binding)
        channel.send("join", name, identity.public_key, "player", proof)
        welcome = channel.recv()
        if welcome[0] == "error":
            raise Dropped(f"the host refused the join: {welcome[1]}")
        if welcome[0] != "welcome":
            raise Dropped(f"expected welcome, got {welcome[0]!r}")
        seat, _game_id, _host_key, announced, _table_name = welcome[1:]
        seeds: dict[tuple[bytes, int], bytes] = {}

        def round_seed(game_id: bytes, round_no: int) -> bytes:
            return seeds.setdefault((game_id, round_no), os.urandom(32))

        table = Table(
            identity=identity,
            seat=seat,
            name=name,
            round_seed=round_seed,
            strategy=greedy_strategy,
            rng=random.Random(0),
        )
        channel.send("sync", 0, bytes(32))
        live = False
        while True:
            if not live and len(table.entries) >= announced:
                live = True
            if live:
                for message in table.outbox():
                    channel.send("msg", message)
            last = table.entries and decode_message(_message_of(table.entries[-1])).kind
            if last in ("end", "abort") or (table.stage is Stage.ENDED and table.blame is not None):
                channel.send("bye")  # 8.5 step 7: it holds the last entry, then hangs up
                return list(table.entries)
            envelope = channel.recv()
            kind = envelope[0]
            if kind == "entry":
                table.receive(envelope[1])
            elif kind == "ping":
                channel.send("pong")
            elif kind == "error":
                raise Dropped(f"the host hung up: {envelope[1]}")
            elif kind == "refused":
                raise Dropped(f"the host refused our message: {envelope[2]}")
            elif kind not in ("status", "pong"):
                raise Dropped(f"unexpected {kind!r} from the host")
    finally:
        sock.close()


def _message_of(entry: bytes) -> bytes:
    """6.1: an entry is [index, prev, message, host_signature]."""
    message: bytes = msgpack.unpackb(entry, raw=False)[2]
    return message


def log_file(entries: list[bytes]) -> bytes:
    """6.2: the str magic, then one bin per entry."""
    return pack("mextrain-log/1") + b"".join(pack(e) for e in entries)


def main(argv: list[str]) -> int:
    host, port, code, path = argv
    entries = play_seat(host, int(port), code)
    with open(path, "wb") as out:
        out.write(log_file(entries))
    leaked = sorted(m for m in sys.modules if m.startswith("mextrain.node"))
    if leaked:
        print(f"spec client imported {leaked}", file=sys.stderr)
        return 3
    print(f"spec client: {len(entries)} entries", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
