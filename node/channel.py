"""The join handshake (SPAKE2 on the join code, node/pake.py) and the sealed channel it keys.

A passive listener sees two SPAKE2 shares and two key confirmations: none of them lets it test
a guess of the code offline. An active attacker gets one guess per connection, tested when the
host checks its key confirmation, and the host's :class:`~mextrain.node.door.Door` lets at most
two connections a second have theirs checked (the host's share is answered at once: it tests
nothing, so a connection that sends a share and goes quiet takes no turn from anyone). Each
side checks the other's confirmation before it trusts the channel.
After the handshake every frame in each direction is sealed with XSalsa20-Poly1305
(``nacl.secret.SecretBox``) under its own key, with the frame's sequence number as the nonce,
so a forged, altered, replayed, dropped or reordered frame fails to open and drops the
connection.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import hmac
from collections.abc import Callable, Iterable

import nacl.exceptions
import nacl.secret

from . import pake
from .codes import normalize
from .door import Door
from .envelope import TRANSPORT_VERSION, Envelope, decode, encode
from .errors import ChannelBroken, ConnectionDropped, HandshakeError, Refused
from .framing import MAX_FRAME, encode_frame, read_frame

WRONG_CODE = "wrong join code: ask the host for the code it printed"
CHANNEL_BROKEN = "channel broken:"
"""How a sealed ``error`` that says "this connection is lost, come back" starts: a frame did not
open (dropped, duplicated, reordered or altered on the way), so the joiner reconnects."""
CONFIRM_TIMEOUT = 3.0
"""From the host's share (frame 2) to the joiner's key confirmation (frame 3): a round trip."""
OTHER_VERSION = "other transport version"
BUSY = "busy:"
"""An ``error`` reason starting with this means "try again shortly", not "go away"."""
FIRST_KINDS = ("hello", "resume")
"""What a connection's frame 1 may be: a handshake's, or a seat's resumption (8.11)."""
PLAIN_FRAME_CAP = 256
"""Handshake frames are tiny; nothing bigger is read before the code is proven."""
MAX_QUEUED = 16 << 20
"""Bytes a connection may have waiting to be sent: more, and it is dropped at once (it is not
reading). Catching up on the log goes through :meth:`Channel.drain`, so it never gets near."""
LABEL = "mextrain/v2/transport/"
SEAT_PROOF = b"mextrain/v2/seat-proof\x00"
"""Domain of a joiner's signature over the channel binding (SPEC.md section 8.5)."""
DOOR_PASS = b"mextrain/v2/door-pass\x00"
"""Domain of a seat's signature over ``game id || pA`` in its ``hello``: the door lets a seat
the table knows go first (SPEC.md section 8.8)."""

DoorPass = Callable[[bytes], tuple[int, bytes] | None]
"""The joiner's side: given its share ``pA``, its seat and the signature, or None."""
KnowsSeat = Callable[[int, bytes, bytes], bool]
"""The host's side: whether ``(seat, signature, pA)`` is a valid pass of a seat it knows."""


def derive(ke: bytes, label: str) -> bytes:
    """``HMAC-SHA256(Ke, "mextrain/v2/transport/" || label)``: the channel's keys (8.3)."""
    return hmac.new(ke, (LABEL + label).encode(), hashlib.sha256).digest()


class Channel:
    """One authenticated, encrypted connection. ``send`` is synchronous (it encrypts and queues
    bytes in order), so frames from several tasks never interleave; ``drain`` waits for them.
    ``binding`` is a value only the two ends of this connection know: a joiner signs it to prove
    it holds its identity key (section 8.5)."""

    def __init__(
        self,
        reader: asyncio.StreamReader,
        writer: asyncio.StreamWriter,
        ke: bytes,
        *,
        joiner: bool,
        max_queued: int = MAX_QUEUED,
    ) -> None:
        out, into = ("joiner-to-host", "host-to-joiner")
        if not joiner:
            out, into = into, out
        self.reader = reader
        self.writer = writer
        self.binding = derive(ke, "channel-binding")
        self.ke = ke
        """The key this channel was derived from: a welcomed seat's ticket comes from it (8.11)."""
        self._send_box = nacl.secret.SecretBox(derive(ke, out))
        self._recv_box = nacl.secret.SecretBox(derive(ke, into))
        self._sent = 0
        self._received = 0
        self.last_size = 0
        """The size of the last frame received (for the connection's budget)."""
        self.max_queued = max_queued
        self.failure: str | None = None
        """Why this side gave up on the connection (it queued too much), if it did."""
        self._paused = False
        peer = writer.get_extra_info("peername")
        self.peer = f"{peer[0]}:{peer[1]}" if isinstance(peer, tuple) else str(peer)

    def send(self, kind: str, *fields: object) -> None:
        self._write(self._seal(encode(kind, *fields)))

    def send_all(self, kind: str, items: Iterable[bytes]) -> None:
        """``send(kind, item)`` for each item (a one-field frame each), in one write."""
        if self.writer.is_closing():
            return
        self._write(b"".join([self._seal(encode(kind, item)) for item in items]))

    def _write(self, data: bytes) -> None:
        """Queue ``data``, unless that would put more than ``max_queued`` bytes in line: then
        the connection is cut at once (its buffers freed) and ``failure`` says why."""
        if self.writer.is_closing():
            return
        if self.backlog + len(data) > self.max_queued:
            self.fail(f"more than {self.max_queued >> 20} MiB waiting to be sent: not reading")
            return
        self.writer.write(data)

    def fail(self, reason: str) -> None:
        if self.failure is None:
            self.failure = reason
        transport = self.writer.transport
        if transport is not None:
            transport.abort()

    def _seal(self, body: bytes) -> bytes:
        nonce = self._sent.to_bytes(nacl.secret.SecretBox.NONCE_SIZE, "big")
        self._sent += 1
        return encode_frame(self._send_box.encrypt(body, nonce).ciphertext)

    async def drain(self, timeout: float) -> None:
        try:
            await _drain(self.writer, timeout)
        except TimeoutError:
            raise ConnectionDropped(f"could not send for {timeout:.0f} s") from None
        except (ConnectionError, OSError) as exc:
            raise ConnectionDropped(self.failure or f"connection lost: {exc}") from None

    def pause_reading(self) -> None:
        """Take nothing more from the socket until the next :meth:`recv`: what the other side
        sends waits in the kernel, whose full buffer then pushes back on it (a connection the
        host holds unread costs it no wake-up and no copy of its junk). A transport the
        stream reader has paused itself (its buffer full) is left to it: resuming that one in
        :meth:`recv` would undo the reader's own flow control, and it would never pause again."""
        transport = self._socket_transport()
        if not self._paused and transport is not None and transport.is_reading():
            transport.pause_reading()
            self._paused = True

    def _socket_transport(self) -> asyncio.ReadTransport | None:
        """The transport to pause and resume: the socket's, while it is open."""
        transport = self.writer.transport
        if isinstance(transport, asyncio.ReadTransport) and not transport.is_closing():
            return transport
        return None

    async def recv(self, timeout: float, *, cap: int = MAX_FRAME) -> Envelope:
        if self._paused:
            self._paused = False
            transport = self._socket_transport()
            if transport is not None:
                transport.resume_reading()
        try:
            sealed = await read_frame(self.reader, timeout=timeout, cap=cap)
        except ConnectionDropped:
            if self.failure is not None:
                raise ConnectionDropped(self.failure) from None
            raise
        self.last_size = len(sealed)
        nonce = self._received.to_bytes(nacl.secret.SecretBox.NONCE_SIZE, "big")
        try:
            body = self._recv_box.decrypt(sealed, nonce)
        except nacl.exceptions.CryptoError:
            raise ChannelBroken(
                "frame failed authentication: garbage, tampered, replayed or out of order"
            ) from None
        self._received += 1
        return decode(body)

    def rebind(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        """Carry on over another connection (a relayed pair moved to its private token, SPEC.md
        8.10), before any sealed frame was sent or received on the first."""
        assert self._sent == 0 and self._received == 0, "only a fresh channel moves"
        self.reader, self.writer = reader, writer
        peer = writer.get_extra_info("peername")
        self.peer = f"{peer[0]}:{peer[1]}" if isinstance(peer, tuple) else str(peer)

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


async def _drain(writer: asyncio.StreamWriter, timeout: float) -> None:
    """``writer.drain()`` within ``timeout`` seconds (TimeoutError after), with a timer only
    when bytes written wait for the kernel: only then can it wait (a transport pauses its
    writer above its high-water mark and resumes it by the time it is empty)."""
    transport = writer.transport
    if transport is not None and transport.get_write_buffer_size() == 0:
        await writer.drain()  # nothing to wait for: no timer
        return
    async with asyncio.timeout(timeout):
        await writer.drain()


async def send_plain(writer: asyncio.StreamWriter, kind: str, *fields: object) -> None:
    writer.write(encode_frame(encode(kind, *fields)))
    try:
        await _drain(writer, 10)
    except (TimeoutError, ConnectionError, OSError) as exc:
        raise ConnectionDropped(f"handshake: could not send: {exc or 'timed out'}") from None


class HostBusy(ConnectionDropped):
    """The host's door had no room for this connection (a ``busy:`` error): try again soon."""


async def recv_plain(reader: asyncio.StreamReader, timeout: float, *kinds: str) -> Envelope:
    """A plaintext handshake frame of one of ``kinds``; an ``error`` raises Refused (HostBusy
    for ``busy:``), another kind HandshakeError."""
    env = decode(await read_frame(reader, timeout=timeout, cap=PLAIN_FRAME_CAP))
    if env.kind == "error":
        reason = str(env.fields[0])
        if reason.startswith(BUSY):
            raise HostBusy(f"the host is busy: {reason[len(BUSY) :].strip()}")
        raise Refused(reason)
    if env.kind not in kinds:
        raise HandshakeError(f"handshake: expected {' or '.join(kinds)}, got {env.kind}")
    return env


async def join_handshake(
    reader: asyncio.StreamReader,
    writer: asyncio.StreamWriter,
    code: str,
    *,
    timeout: float,
    secret: int | None = None,
    door_pass: DoorPass | None = None,
    blinds: pake.Blinds | None = None,
) -> Channel:
    """The joiner's side. Raises Refused (wrong code, other version) or HandshakeError (the
    host could not prove it knows the code). ``door_pass`` signs this connection's share for a
    seat the host knows, so it need not wait behind strangers. ``blinds`` keeps the code's
    blinding points between handshakes. ``secret`` is for test vectors only."""
    w = pake.password_scalar(normalize(code))
    x = secret if secret is not None else pake.random_secret()
    ours = pake.share(w, x, joiner=True, blinds=blinds)
    signed = door_pass(ours) if door_pass is not None else None
    await send_plain(writer, "hello", TRANSPORT_VERSION, ours, *(signed or ()))
    try:
        reply = await recv_plain(reader, timeout, "pake")
    except Refused as exc:
        if "transport version" in str(exc) and not str(exc).startswith(OTHER_VERSION):
            raise Refused(f"{OTHER_VERSION}: the host says: {exc}") from None
        raise
    keys = pake.finish(w, x, ours, reply.fields[0], joiner=True, blinds=blinds)
    await send_plain(writer, "confirm", keys.confirm_joiner)
    answer = await recv_plain(reader, timeout, "confirm")
    if not hmac.compare_digest(answer.fields[0], keys.confirm_host):
        raise HandshakeError("the host could not prove it knows the join code: not this table?")
    return Channel(reader, writer, keys.ke, joiner=True)


async def host_handshake(
    reader: asyncio.StreamReader,
    writer: asyncio.StreamWriter,
    code: str,
    *,
    timeout: float,
    door: Door | None = None,
    key: str = "",
    hello_timeout: float | None = None,
    knows: KnowsSeat | None = None,
    secret: int | None = None,
    hello: Envelope | None = None,
    blinds: pake.Blinds | None = None,
    place: Callable[[], None] | None = None,
) -> Channel:
    """The host's side. Raises HandshakeError (after telling the joiner why) on a wrong code.
    ``door``, shared by all of a host's connections, admits at most two guesses a second in
    all: a connection waits for its turn before the host answers its share, whatever the code
    it holds and whatever it does afterwards; ``key`` is who the door counts it as, and a
    ``hello`` carrying a pass that ``knows`` accepts goes first. The ``hello`` itself must come
    within ``hello_timeout`` (a socket that sends nothing does not hold its place long);
    ``hello``: frame 1, when the caller has read it already (to tell it from a ``resume``);
    ``blinds`` keeps the code's blinding points between handshakes; ``place``: this
    connection's place at the door, in line once its ``confirm`` is in."""
    if hello is None:
        wait = timeout if hello_timeout is None else hello_timeout
        hello = await recv_plain(reader, wait, "hello")
    version, theirs = hello.fields[:2]
    if version != TRANSPORT_VERSION:
        why = (
            f"{OTHER_VERSION}: this host speaks transport {TRANSPORT_VERSION}, the joiner"
            f" {version}; run the same mextrain version on both sides"
        )
        await send_plain(writer, "error", why)
        raise HandshakeError(why)
    known = False
    if door is not None and knows is not None and len(hello.fields) == 4:
        known = knows(hello.fields[2], hello.fields[3], theirs)
    try:
        pake.check_share(theirs)
    except HandshakeError as exc:
        await send_plain(writer, "error", str(exc))
        raise
    w = pake.password_scalar(normalize(code))
    y = secret if secret is not None else pake.random_secret()
    ours = pake.share(w, y, joiner=False, blinds=blinds)
    await send_plain(writer, "pake", ours)
    confirm = await recv_plain(reader, min(timeout, CONFIRM_TIMEOUT), "confirm")
    if door is not None:  # the guess is tested here: at most the door's rate get a turn
        await door.attempt(alive=lambda: not reader.at_eof(), key=key, priority=known, place=place)
    try:
        keys = pake.finish(w, y, ours, theirs, joiner=False, blinds=blinds)
    except HandshakeError as exc:
        await send_plain(writer, "error", str(exc))
        raise
    if not hmac.compare_digest(confirm.fields[0], keys.confirm_joiner):
        if door is not None:
            door.failed("wrong join code", key)
        await send_plain(writer, "error", WRONG_CODE)
        raise HandshakeError("wrong join code")
    await send_plain(writer, "confirm", keys.confirm_host)
    return Channel(reader, writer, keys.ke, joiner=False)
