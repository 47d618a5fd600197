"""Reaching a table through a pair relay: the magic-wormhole transit relay (SPEC.md 8.10).

The relay glues two TCP connections that open with the same line,
``please relay TOKEN for side SIDE``, when their sides differ, and then passes bytes both
ways; a pairing is answered ``ok``. Anyone who knows a token can ask for it, so a pairing is
only as private as its token:

- a *slot token* is a hash of the code's *table number* (its nameplate, the first part of a
  relay code such as ``4721-amber-fox-pine-42``), never of its words, so the relay can test no
  guess of the code; but a stranger who knows the number can pair on it too, as a joiner (to
  hold the host's slots) or as a host (to answer joiners). So a slot pairing carries only the
  four plaintext frames of the SPAKE2 handshake, under short deadlines, and whatever is said
  on it before the key confirmation is taken as noise, never as the host's word;
- a *private token* is derived from a key only the two ends hold: the session token from the
  handshake's ``Ke`` (the pair moves there before anything sealed is sent), the resume token
  from a seat's ticket (a seat comes back there, never through a slot). Nobody else can pair
  on one, so nobody without the code can hold or answer a seat's connection.

A host keeps one waiting connection on each of :data:`SLOTS` slots and one on the resume
token of each seat's ticket. A slot pairs at most once every :data:`SLOT_PACE` seconds, so a
stranger's pairings cannot push a joiner's handshake out of the door's places for that slot
(the door counts each slot as one address: the relay hides the joiner's) before it is done.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import hmac
import os
import secrets
import socket
import time
import tomllib
import urllib.parse
from collections.abc import Awaitable, Callable
from pathlib import Path

import platformdirs

from .codes import new_code, normalize
from .errors import ConnectionDropped, NodeError, Refused
from .ws_pipe import open_websocket

TOKEN_DST = b"mextrain/v2/relay-token\x00"
"""Domain of a slot's pairing token (SPEC.md 8.10)."""
SESSION_LABEL = b"mextrain/v2/transport/relay-session"
"""``HMAC-SHA256(Ke, SESSION_LABEL)``: the private token a new connection moves to."""
RESUME_LABEL = b"mextrain/v2/transport/relay-resume"
"""``HMAC-SHA256(R, RESUME_LABEL)``: the private token a seat's ticket resumes on (8.11)."""
HOST_SIDE = "mextrain_host_v1"
JOIN_SIDE = "mextrain_join_v1"
WS_SCHEMES = ("ws://", "wss://")
"""A relay given as a WebSocket URL is reached through its WebSocket listener (wss: over TLS)."""
"""The relay's side field: 16 word characters, one for every host, one for every joiner. (The
relay pairs any two different sides, so a version in the side would not keep versions apart:
a node from before the move to private tokens fails against one after it, as a lost
connection, until it gives up.)"""
SLOTS = 6
"""Slots a host keeps waiting at the relay. The door rations each slot as one address (8 in
handshake at once), so a stranger must hold 48 silent handshakes to keep every joiner from
the relay, and then still leaves 16 of the door's 64 to the LAN."""
NAMEPLATE_DIGITS = 4
CONNECT_TIMEOUT = 5.0
SLOT_WAIT = 5.0
"""How long a joiner waits on one slot for the relay's ``ok`` before it tries another."""
MEET_WAIT = 5.0
"""How long each end waits for the pairing on a private token (the other end is on its way)."""
ANSWER_WAIT = 5.0
"""How long a joiner on a slot pairing waits for each of the host's handshake frames."""
SLOT_PACE = 0.1
"""A host's slot pairs at most once per this many seconds: a stranger's pairings then need
0.8 s to push a joiner out of the door's 8 places for that slot, several round trips of a
handshake through any relay."""
HOST_REFRESH = 120.0
"""A host's waiting connection is opened afresh this often (a relay gone silent is noticed)."""
RETRY_MAX = 5.0
"""The longest pause between a host's attempts to reach a relay that is down."""
LINE_CAP = 64
"""The relay's answers are ``ok`` (or ``impatient``, ``bad handshake``): short lines."""
ENV_VAR = "MEXTRAIN_RELAY"
OFF = "off"
WEBSOCKET_BESIDE = 1
"""A relay's WebSocket listener is on the port after its TCP one by default, as the transit
relay's own example sets it up (``--port tcp:4001 --websocket tcp:4002``)."""


class RelayError(ConnectionDropped):
    """The relay could not be reached, or did not pair this connection."""

    pause: float | None = None
    """How soon a joiner may try again (None: its usual back-off)."""


class Unpaired(RelayError):
    """Nobody was paired with this connection in time."""


class Crowded(RelayError):
    """The relay closed this connection unpaired: another connection on its token was paired
    (a host's slot is there, and someone else got it). Another slot at once."""

    pause = 0.1


class Unproven(RelayError):
    """A slot pairing failed before the key confirmation: whatever was said there (``said``)
    is not proven to come from the host (anyone who knows the table number can answer a
    slot), so it is noise on the path, never a refusal. Another slot, soon."""

    pause = 0.5

    def __init__(self, said: str) -> None:
        super().__init__(f"an answer not proven to come from the host: {said}")
        self.said = said


class _Reopen(Exception):
    """A host's waiting connection ended unpaired: open another after ``pause`` seconds."""

    def __init__(self, pause: float) -> None:
        super().__init__(pause)
        self.pause = pause


def parse_relay(text: str) -> tuple[str, int]:
    """``HOST:PORT`` (an IPv6 host in brackets), or the ``ws://HOST:PORT/`` (``wss://`` over
    TLS, port 443 by default) of a relay's WebSocket listener (SPEC.md 8.10: a joiner's side,
    as a browser reaches it), checked."""
    if is_websocket_url(text):
        url = urllib.parse.urlsplit(text.strip())
        try:
            number = url.port or (443 if url.scheme.lower() == "wss" else None)
        except ValueError:
            number = None
        if url.hostname and number:
            return url.hostname, number
        raise NodeError(
            f"a relay's WebSocket is ws://HOST:PORT/ (e.g. ws://relay:4002/), not {text!r}"
        )
    host, sep, port = text.strip().rpartition(":")
    host = host.strip("[]")
    if not sep or not host or not port.isdigit() or not 0 < int(port) < 65536:
        raise NodeError(f"a relay is HOST:PORT (e.g. relay.example.org:4001), not {text!r}")
    return host, int(port)


def is_websocket_url(text: str) -> bool:
    """``ws://…`` or ``wss://…``: a WebSocket to open, not a TCP address."""
    return text.strip().lower().startswith(WS_SCHEMES)


def relay_websocket(relay: str, option: str | None = None) -> str | None:
    """The WebSocket URL of ``relay``'s listener for browsers in other homes (SPEC.md 8.10):
    ``option`` as given (``ws://HOST:PORT/`` or ``wss://HOST:PORT/``; ``off``: none), else the
    relay's host at its TCP port + 1 (a relay given as ``ws://…`` is that already)."""
    if option is not None:
        text = option.strip()
        if text.lower() == OFF:
            return None
        url = urllib.parse.urlsplit(text)
        try:
            number = url.port
        except ValueError:
            number = None
        scheme = url.scheme.lower()
        if scheme not in ("ws", "wss") or not url.hostname or not (number or scheme == "wss"):
            raise NodeError(
                "a relay's WebSocket is ws://HOST:PORT/ or wss://HOST[:PORT]/ (e.g."
                f" ws://relay.example.org:4002/), not {option!r}"
            )
        return text
    if is_websocket_url(relay):
        return relay.strip()
    host, port = parse_relay(relay)
    if port + WEBSOCKET_BESIDE > 65535:
        raise NodeError(f"the relay's port {port} has no port after it: give --relay-web")
    where = f"[{host}]" if ":" in host else host
    return f"ws://{where}:{port + WEBSOCKET_BESIDE}/"


def config_path() -> Path:
    return Path(platformdirs.user_config_dir("mextrain")) / "config.toml"


def default_relay() -> str | None:
    """The relay a group set once: ``$MEXTRAIN_RELAY``, else ``relay = "HOST:PORT"`` in the
    user's ``config.toml``; ``off`` (or nothing set) means none."""
    value = os.environ.get(ENV_VAR)
    source = f"${ENV_VAR}"
    if value is None:
        path = config_path()
        try:
            data = tomllib.loads(path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return None
        except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
            raise NodeError(f"{path} is not a config file mextrain can read: {exc}") from None
        relay = data.get("relay")
        if relay is None:
            return None
        if not isinstance(relay, str):
            raise NodeError(f'{path}: relay must be a string, e.g. relay = "host:4001"')
        value, source = relay, str(path)
    value = value.strip()
    if not value or value.lower() == OFF:
        return None
    try:
        parse_relay(value)
    except NodeError as exc:
        raise NodeError(f"{source}: {exc}") from None
    return value


def choose_relay(option: str | None) -> str | None:
    """``--relay`` as given (``off``: none), else the configured default."""
    if option is None:
        return default_relay()
    if option.strip().lower() in ("", OFF):
        return None
    parse_relay(option)
    return option.strip()


def nameplate(code: str) -> str | None:
    """The table number of a relay code (its first part, when that is four ASCII digits,
    ``0000`` to ``9999``, and words follow), or None for a code without one."""
    parts = normalize(code).split("-")
    first = parts[0]
    if len(parts) > 1 and len(first) == NAMEPLATE_DIGITS and first.isascii() and first.isdigit():
        return parts[0]
    return None


def relay_code(code: str | None = None) -> str:
    """A code the relay can route: ``code`` (a fresh one by default) with a random table
    number in front, unless it has one already."""
    code = normalize(code) if code else new_code()
    if nameplate(code) is not None:
        return code
    number = 10 ** (NAMEPLATE_DIGITS - 1) + secrets.randbelow(9 * 10 ** (NAMEPLATE_DIGITS - 1))
    return f"{number}-{code}"


def slot_token(plate: str, slot: int) -> str:
    """``hex(SHA-256(TOKEN_DST || nameplate || slot))``: 64 hex digits, the relay's token."""
    if not 0 <= slot < SLOTS:
        raise ValueError(f"slot {slot} is not 0 to {SLOTS - 1}")
    return hashlib.sha256(TOKEN_DST + plate.encode("ascii") + bytes([slot])).hexdigest()


def session_token(ke: bytes) -> str:
    """``hex(HMAC-SHA256(Ke, "mextrain/v2/transport/relay-session"))``: where a slot pairing
    moves once both ends proved the code (SPEC.md 8.10)."""
    return hmac.new(ke, SESSION_LABEL, hashlib.sha256).hexdigest()


def resume_token(r: bytes) -> str:
    """``hex(HMAC-SHA256(R, "mextrain/v2/transport/relay-resume"))``: where a seat holding
    the ticket key ``R`` resumes (SPEC.md 8.10, 8.11)."""
    return hmac.new(r, RESUME_LABEL, hashlib.sha256).hexdigest()


def handshake_line(token: str, side: str) -> bytes:
    return f"please relay {token} for side {side}\n".encode("ascii")


class _QuickAck(asyncio.StreamReaderProtocol):
    """A stream that acknowledges every segment at once. The relay (Twisted) leaves Nagle's
    algorithm on, so it holds a small write until its last one is acknowledged; a receiver
    that delays its acknowledgements (Linux does, 40 ms, once a connection turns
    interactive) would then delay each relayed frame that follows another by as much."""

    _socket: socket.socket | None = None

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self._socket = transport.get_extra_info("socket")
        super().connection_made(transport)

    def data_received(self, data: bytes) -> None:
        if self._socket is not None and QUICKACK is not None:
            with contextlib.suppress(OSError):
                self._socket.setsockopt(socket.IPPROTO_TCP, QUICKACK, 1)
        super().data_received(data)


QUICKACK: int | None = getattr(socket, "TCP_QUICKACK", None)
"""Linux only; elsewhere the streams are plain ones."""


async def connect(relay: str) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
    """A TCP connection to the relay, acknowledging at once what it relays; or a WebSocket
    to its WebSocket listener (``ws://``, ``wss://``), whose first message is then the line
    alone, as the relay wants it (SPEC.md 8.10): the line goes in one write, one message."""
    host, port = parse_relay(relay)
    loop = asyncio.get_running_loop()
    try:
        async with asyncio.timeout(CONNECT_TIMEOUT):
            if is_websocket_url(relay):
                return await open_websocket(relay.strip())
            reader = asyncio.StreamReader(limit=2**16, loop=loop)
            transport, protocol = await loop.create_connection(
                lambda: _QuickAck(reader, loop=loop), host, port
            )
            return reader, asyncio.StreamWriter(transport, protocol, reader, loop)
    except (OSError, TimeoutError) as exc:
        why = str(exc) or "timed out"
        raise RelayError(f"cannot reach the relay at {relay}: {why}") from None


async def open_paired(
    relay: str, token: str, side: str, *, wait: float
) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
    """Connect to ``relay``, ask it to pair ``token`` for ``side``, and wait up to ``wait``
    seconds for its ``ok``: the returned streams then reach the other end."""
    reader, writer = await connect(relay)
    try:
        writer.write(handshake_line(token, side))
        async with asyncio.timeout(wait):
            answer = await reader.readuntil(b"\n")
    except TimeoutError:
        writer.close()
        raise Unpaired(f"the relay at {relay} paired nobody within {wait:.0f} s") from None
    except (asyncio.IncompleteReadError, OSError):
        writer.close()
        raise Crowded(f"the relay at {relay} closed the connection before pairing") from None
    except asyncio.LimitOverrunError:
        answer = b"a line too long"
    if answer != b"ok\n":
        writer.close()
        said = answer[:LINE_CAP].decode("ascii", "replace").strip()
        raise RelayError(f"the relay at {relay} answered {said!r}, not ok: is it a relay?")
    return reader, writer


async def join_via_relay(
    relay: str, code: str, *, avoid: int | None = None
) -> tuple[asyncio.StreamReader, asyncio.StreamWriter, int]:
    """A joiner's connection to the host of ``code``'s table, through one random slot (not
    ``avoid``, the one that just failed), and the slot. No answer within :data:`SLOT_WAIT`
    (the host is away) is a RelayError, so the caller tries again, on another slot."""
    plate = nameplate(code)
    if plate is None:
        raise Refused(
            f"the code {normalize(code)!r} has no table number: a host that serves a relay"
            " prints a code that starts with one (like 4721-amber-fox-pine-42)"
        )
    slot = secrets.randbelow(SLOTS - (avoid is not None))
    if avoid is not None and slot >= avoid:
        slot += 1
    try:
        streams = await open_paired(relay, slot_token(plate, slot), JOIN_SIDE, wait=SLOT_WAIT)
        return (*streams, slot)
    except Unpaired:
        raise Unpaired(
            f"no answer from table {plate} through the relay at {relay} within"
            f" {SLOT_WAIT:.0f} s: is its host running with --relay?"
        ) from None


Streams = tuple[asyncio.StreamReader, asyncio.StreamWriter]
Move = Callable[[bytes], Awaitable[Streams]]
"""Given a slot pairing's ``Ke`` once the handshake proved the code, the pair on its session
token (the slot pairing is then closed)."""
Serve = Callable[[asyncio.StreamReader, asyncio.StreamWriter, str, Move | None], Awaitable[None]]
"""Serve a paired connection: its streams, who the door counts it as, and how to move it to
its private token (None: it is on one already, a seat's resume token)."""


class RelaySlots:
    """A host's presence at a relay: one waiting connection per slot, reopened once it is
    paired (the pair is handed to ``serve``, at most once per slot every :data:`SLOT_PACE`
    seconds), and one on the resume token of each seat's latest ticket (:meth:`expect`);
    re-established when the relay is down, restarted or the join code changes; each outage
    and each recovery is said once."""

    def __init__(
        self,
        relay: str,
        code: Callable[[], str],
        serve: Serve,
        spawn: Callable[[Awaitable[None]], None],
        note: Callable[[str], None],
        *,
        slots: int = SLOTS,
        pace: float = SLOT_PACE,
        clock: Callable[[], float] = time.monotonic,
        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
    ) -> None:
        self.relay = relay
        self.code = code
        self.serve = serve
        self.spawn = spawn
        self.note = note
        self.slots = slots
        self.pace = pace
        self.clock = clock
        self.sleep = sleep
        """The pauses' clock and wait (tests drive them by hand)."""
        self.down: str | None = None
        """Why the relay cannot be reached, while it cannot."""
        self._waiting: set[asyncio.StreamWriter] = set()
        """The slots' waiting connections."""
        self._expecting: set[asyncio.StreamWriter] = set()
        """The seats' waiting connections, on their resume tokens."""
        self._seats: dict[int, asyncio.Task[None]] = {}

    async def run(self) -> None:
        try:
            async with asyncio.TaskGroup() as group:
                for slot in range(self.slots):
                    group.create_task(self._slot(slot))
        finally:
            for task in self._seats.values():
                task.cancel()

    def refresh(self) -> None:
        """The code changed: every slot waits afresh under the new table number (a seat's
        resume token does not depend on the code)."""
        for writer in list(self._waiting):
            transport = writer.transport
            if transport is not None:
                transport.abort()

    def expect(self, seat: int, r: bytes) -> None:
        """``seat`` holds a new ticket, of key ``r``: wait on its resume token (and no longer
        on the seat's last one)."""
        old = self._seats.pop(seat, None)
        if old is not None:
            old.cancel()
        self._seats[seat] = asyncio.create_task(self._resume_wait(seat, resume_token(r)))

    def expecting(self) -> int:
        """Seats whose resume token has a connection waiting at the relay now."""
        return len(self._expecting)

    async def meet(self, ke: bytes) -> Streams:
        """The host's end of a slot pairing's move to its session token (SPEC.md 8.10)."""
        return await open_paired(self.relay, session_token(ke), HOST_SIDE, wait=MEET_WAIT)

    async def _slot(self, slot: int) -> None:
        pause = 0.2
        paired_at = -float("inf")
        while True:
            early = paired_at + self.pace - self.clock()
            if early > 0:
                await self.sleep(early)
            plate = nameplate(self.code())
            assert plate is not None, "a host at a relay has a relay code"
            try:
                reader, writer = await self._wait_on(slot_token(plate, slot), self._waiting)
            except _Reopen as again:  # the relay was reached: its back-off starts afresh
                pause = 0.2
                await self.sleep(again.pause)
                continue
            except RelayError as exc:
                self._went_down(str(exc))
                await self.sleep(pause)
                pause = min(pause * 2, RETRY_MAX)
                continue
            self._came_back()
            pause = 0.2
            paired_at = self.clock()
            self.spawn(self.serve(reader, writer, f"relay {self.relay} slot {slot}", self.meet))

    async def _resume_wait(self, seat: int, token: str) -> None:
        """Wait on a seat's resume token until it is paired once (a ticket is used once)."""
        pause = 0.2
        while True:
            try:
                reader, writer = await self._wait_on(token, self._expecting)
            except _Reopen as again:  # the relay was reached: its back-off starts afresh
                pause = 0.2
                await self.sleep(again.pause)
                continue
            except RelayError as exc:
                self._went_down(str(exc))
                await self.sleep(pause)
                pause = min(pause * 2, RETRY_MAX)
                continue
            self._came_back()
            self.spawn(self.serve(reader, writer, f"relay {self.relay} seat {seat}", None))
            return

    async def _wait_on(self, token: str, waiting: set[asyncio.StreamWriter]) -> Streams:
        reader, writer = await connect(self.relay)
        self._came_back()
        waiting.add(writer)
        since = self.clock()
        paired = False
        try:
            writer.write(handshake_line(token, HOST_SIDE))
            async with asyncio.timeout(HOST_REFRESH):
                answer = await reader.readuntil(b"\n")
            paired = True
        except (TimeoutError, asyncio.IncompleteReadError, OSError):
            # refreshed, the code changed, the relay dropped it (restarting? or another
            # connection on this token was paired): wait afresh, at once if it had waited a
            # while (a relay closing every connection at once is not hammered)
            raise _Reopen(0.02 if self.clock() - since > 0.5 else 0.2) from None
        except asyncio.LimitOverrunError:
            answer = b"a line too long"
            paired = True
        finally:
            waiting.discard(writer)
            if not paired:
                writer.close()
        if answer != b"ok\n":
            writer.close()
            said = answer[:LINE_CAP].decode("ascii", "replace").strip()
            raise RelayError(f"the relay at {self.relay} answered {said!r}, not ok: is it a relay?")
        return reader, writer

    def _went_down(self, why: str) -> None:
        if self.down is None:
            self.down = why
            self.note(f"{why}; players from other homes cannot join until it is back (retrying)")

    def _came_back(self) -> None:
        if self.down is not None:
            self.down = None
            self.note(f"the relay at {self.relay} is reachable again")
