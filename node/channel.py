"""The join handshake (SPAKE2 on the join code) and the encrypted channel it keys.

A passive listener sees two SPAKE2 messages and two key confirmations: none of them lets it
test a guess of the code offline. An active attacker gets one guess per connection, and the
host slows each wrong guess down. After the handshake every frame in each direction is sealed
with XSalsa20-Poly1305 (``nacl.secret.SecretBox``) under its own key, with the frame's sequence
number as the nonce, so a forged, altered, replayed, dropped or reordered frame fails to open
and drops the connection.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import hmac
from collections.abc import Iterable

import nacl.exceptions
import nacl.secret
from spake2 import SPAKE2_A, SPAKE2_B
from spake2.spake2 import SPAKEError

from .codes import normalize
from .envelope import TRANSPORT_VERSION, Envelope, decode, encode
from .errors import ConnectionDropped, FrameError, HandshakeError, Refused
from .framing import encode_frame, read_frame

ID_JOINER = b"mextrain/v1/joiner"
ID_HOST = b"mextrain/v1/host"
WRONG_CODE = "wrong join code: ask the host for the code it printed"
WRONG_CODE_DELAY = 0.5
"""Seconds the host waits before refusing a wrong code. The waits of all connections are taken
in turn (see ``throttle``), so a host answers at most two wrong guesses a second in all."""


def _derive(key: bytes, label: str) -> bytes:
    return hmac.new(key, f"mextrain/v1/transport/{label}".encode(), hashlib.sha256).digest()


def _confirmation(key: bytes, side: str) -> bytes:
    return hmac.new(_derive(key, "confirm"), side.encode(), hashlib.sha256).digest()


class Channel:
    """One authenticated, encrypted connection. ``send`` is synchronous (it encrypts and queues
    bytes in order), so frames from several tasks never interleave; ``drain`` waits for them."""

    def __init__(
        self,
        reader: asyncio.StreamReader,
        writer: asyncio.StreamWriter,
        key: bytes,
        *,
        joiner: bool,
    ) -> None:
        out, into = ("joiner-to-host", "host-to-joiner")
        if not joiner:
            out, into = into, out
        self.reader = reader
        self.writer = writer
        self._send_box = nacl.secret.SecretBox(_derive(key, out))
        self._recv_box = nacl.secret.SecretBox(_derive(key, into))
        self._sent = 0
        self._received = 0
        peer = writer.get_extra_info("peername")
        self.peer = f"{peer[0]}:{peer[1]}" if isinstance(peer, tuple) else str(peer)

    def send(self, kind: str, *fields: object) -> None:
        if self.writer.is_closing():
            return
        self.writer.write(self._seal(encode(kind, *fields)))

    def send_all(self, kind: str, items: Iterable[bytes]) -> None:
        """``send(kind, item)`` for each item (a one-field frame each), in one write."""
        if self.writer.is_closing():
            return
        self.writer.write(b"".join([self._seal(encode(kind, item)) for item in items]))

    def _seal(self, body: bytes) -> bytes:
        nonce = self._sent.to_bytes(nacl.secret.SecretBox.NONCE_SIZE, "big")
        self._sent += 1
        return encode_frame(self._send_box.encrypt(body, nonce).ciphertext)

    async def drain(self, timeout: float) -> None:
        try:
            async with asyncio.timeout(timeout):
                await self.writer.drain()
        except TimeoutError:
            raise ConnectionDropped(f"could not send for {timeout:.0f} s") from None
        except (ConnectionError, OSError) as exc:
            raise ConnectionDropped(f"connection lost: {exc}") from None

    async def recv(self, timeout: float) -> Envelope:
        sealed = await read_frame(self.reader, timeout=timeout)
        nonce = self._received.to_bytes(nacl.secret.SecretBox.NONCE_SIZE, "big")
        try:
            body = self._recv_box.decrypt(sealed, nonce)
        except nacl.exceptions.CryptoError:
            raise FrameError(
                "frame failed authentication: garbage, tampered, replayed or out of order"
            ) from None
        self._received += 1
        return decode(body)

    @property
    def backlog(self) -> int:
        """Bytes written but not yet taken by the kernel: a slow reader's backlog."""
        transport = self.writer.transport
        return transport.get_write_buffer_size() if transport is not None else 0

    def close(self) -> None:
        if not self.writer.is_closing():
            self.writer.close()

    async def closed(self, timeout: float = 2.0) -> None:
        self.close()
        with contextlib.suppress(TimeoutError, ConnectionError, OSError):
            async with asyncio.timeout(timeout):
                await self.writer.wait_closed()


async def _send_plain(writer: asyncio.StreamWriter, kind: str, *fields: object) -> None:
    writer.write(encode_frame(encode(kind, *fields)))
    try:
        async with asyncio.timeout(10):
            await writer.drain()
    except (TimeoutError, ConnectionError, OSError) as exc:
        raise ConnectionDropped(f"handshake: could not send: {exc or 'timed out'}") from None


async def _recv_plain(reader: asyncio.StreamReader, timeout: float, *kinds: str) -> Envelope:
    env = decode(await read_frame(reader, timeout=timeout))
    if env.kind == "error":
        raise Refused(str(env.fields[0]))
    if env.kind not in kinds:
        raise HandshakeError(f"handshake: expected {' or '.join(kinds)}, got {env.kind}")
    return env


async def join_handshake(
    reader: asyncio.StreamReader, writer: asyncio.StreamWriter, code: str, *, timeout: float
) -> Channel:
    """The joiner's side. Raises Refused (wrong code, other version) or HandshakeError."""
    pake = SPAKE2_A(normalize(code).encode(), idA=ID_JOINER, idB=ID_HOST)
    await _send_plain(writer, "hello", TRANSPORT_VERSION, pake.start())
    reply = await _recv_plain(reader, timeout, "pake")
    try:
        key = pake.finish(reply.fields[0])
    except SPAKEError as exc:
        raise HandshakeError(f"handshake: bad PAKE message from the host: {exc}") from None
    await _send_plain(writer, "confirm", _confirmation(key, "joiner"))
    answer = await _recv_plain(reader, timeout, "confirm")
    if not hmac.compare_digest(answer.fields[0], _confirmation(key, "host")):
        raise HandshakeError("the host could not prove it knows the join code: not this table?")
    return Channel(reader, writer, key, joiner=True)


async def host_handshake(
    reader: asyncio.StreamReader,
    writer: asyncio.StreamWriter,
    code: str,
    *,
    timeout: float,
    throttle: asyncio.Lock | None = None,
) -> Channel:
    """The host's side. Raises HandshakeError (after telling the joiner why) on a wrong code.
    ``throttle``, shared by all of a host's connections, makes wrong guesses wait in line."""
    hello = await _recv_plain(reader, timeout, "hello")
    version, theirs = hello.fields
    if version != TRANSPORT_VERSION:
        why = f"transport version {version} is not supported (this host speaks {TRANSPORT_VERSION})"
        await _send_plain(writer, "error", why)
        raise HandshakeError(why)
    pake = SPAKE2_B(normalize(code).encode(), idA=ID_JOINER, idB=ID_HOST)
    ours = pake.start()
    try:
        key = pake.finish(theirs)
    except SPAKEError as exc:
        raise HandshakeError(f"handshake: bad PAKE message: {exc}") from None
    await _send_plain(writer, "pake", ours)
    confirm = await _recv_plain(reader, timeout, "confirm")
    if not hmac.compare_digest(confirm.fields[0], _confirmation(key, "joiner")):
        async with throttle or asyncio.Lock():
            await asyncio.sleep(WRONG_CODE_DELAY)
        await _send_plain(writer, "error", WRONG_CODE)
        raise HandshakeError("wrong join code")
    await _send_plain(writer, "confirm", _confirmation(key, "host"))
    return Channel(reader, writer, key, joiner=False)
