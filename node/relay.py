"""Reaching a table through a pair relay: the magic-wormhole transit relay (SPEC.md 8.10).

The relay glues two TCP connections that open with the same line,
``please relay TOKEN for side SIDE``, when their sides differ, and then passes bytes both
ways; a pairing is answered ``ok``. Over the glued pair the joiner and the host run the same
handshake as on a LAN (SPAKE2, the seat proof, the sealed channel), so the relay sees a token
and ciphertext only. The token is a hash of the code's *table number* (its nameplate, the
first part of a relay code such as ``4721-amber-fox-pine-42``), never of its words, so it
gives nothing to test guesses of the code against. Every host connection uses one side and
every joiner the other, so the relay never glues two joiners (or two hosts) together.

A host keeps one waiting connection on each of :data:`SLOTS` slots (one token each) and opens
a fresh one as soon as a slot is paired, so nobody can hold a slot by pairing with it; what a
paired connection may then cost the host is the door's business, as for any stranger, each
slot counted as one address (the relay hides the joiner's).
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import os
import secrets
import socket
import tomllib
from collections.abc import Awaitable, Callable
from pathlib import Path

import platformdirs

from .codes import new_code, normalize
from .errors import ConnectionDropped, NodeError, Refused

TOKEN_DST = b"mextrain/v2/relay-token\x00"
"""Domain of a slot's pairing token (SPEC.md 8.10)."""
HOST_SIDE = "mextrain_host_v1"
JOIN_SIDE = "mextrain_join_v1"
"""The relay's side field: 16 word characters, one for every host, one for every joiner."""
SLOTS = 6
"""Slots a host keeps waiting at the relay. The door rations each slot as one address (8 in
handshake at once), so a stranger must hold 48 silent handshakes to keep every joiner from
the relay, and then still leaves 16 of the door's 64 to the LAN."""
NAMEPLATE_DIGITS = 4
CONNECT_TIMEOUT = 5.0
SLOT_WAIT = 5.0
"""How long a joiner waits on one slot for the relay's ``ok`` before it tries another."""
HOST_REFRESH = 120.0
"""A host's waiting connection is opened afresh this often (a relay gone silent is noticed)."""
RETRY_MAX = 5.0
"""The longest pause between a host's attempts to reach a relay that is down."""
LINE_CAP = 64
"""The relay's answers are ``ok`` (or ``impatient``, ``bad handshake``): short lines."""
ENV_VAR = "MEXTRAIN_RELAY"
OFF = "off"


class RelayError(ConnectionDropped):
    """The relay could not be reached, or did not pair this connection."""


class Unpaired(RelayError):
    """Nobody was paired with this connection in time."""


class _Reopen(Exception):
    """A host's waiting connection ended unpaired: open another at once."""


def parse_relay(text: str) -> tuple[str, int]:
    """``HOST:PORT`` (an IPv6 host in brackets), checked."""
    host, sep, port = text.strip().rpartition(":")
    host = host.strip("[]")
    if not sep or not host or not port.isdigit() or not 0 < int(port) < 65536:
        raise NodeError(f"a relay is HOST:PORT (e.g. relay.example.org:4001), not {text!r}")
    return host, int(port)


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
    """The table number of a relay code (its first part, when that is all digits and words
    follow), or None for a code without one."""
    parts = normalize(code).split("-")
    if len(parts) > 1 and len(parts[0]) == NAMEPLATE_DIGITS and parts[0].isdigit():
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
    """A TCP connection to the relay, acknowledging at once what it relays."""
    host, port = parse_relay(relay)
    loop = asyncio.get_running_loop()
    try:
        async with asyncio.timeout(CONNECT_TIMEOUT):
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
        raise RelayError(f"the relay at {relay} closed the connection before pairing") from None
    except asyncio.LimitOverrunError:
        answer = b"a line too long"
    if answer != b"ok\n":
        writer.close()
        said = answer[:LINE_CAP].decode("ascii", "replace").strip()
        raise RelayError(f"the relay at {relay} answered {said!r}, not ok: is it a relay?")
    return reader, writer


async def join_via_relay(
    relay: str, code: str
) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
    """A joiner's connection to the host of ``code``'s table, through one random slot. No
    answer within :data:`SLOT_WAIT` (the host is away, or another joiner took the slot) is a
    RelayError, so the caller tries again, on another slot."""
    plate = nameplate(code)
    if plate is None:
        raise Refused(
            f"the code {normalize(code)!r} has no table number: a host that serves a relay"
            " prints a code that starts with one (like 4721-amber-fox-pine-42)"
        )
    slot = secrets.randbelow(SLOTS)
    try:
        return await open_paired(relay, slot_token(plate, slot), JOIN_SIDE, wait=SLOT_WAIT)
    except Unpaired:
        raise Unpaired(
            f"no answer from table {plate} through the relay at {relay} within"
            f" {SLOT_WAIT:.0f} s: is its host running with --relay?"
        ) from None


Serve = Callable[[asyncio.StreamReader, asyncio.StreamWriter, str], Awaitable[None]]


class RelaySlots:
    """A host's presence at a relay: one waiting connection per slot, reopened as soon as it
    is paired (the pair is handed to ``serve``), and re-established when the relay is down,
    restarted or the join code changes; each outage and each recovery is said once."""

    def __init__(
        self,
        relay: str,
        code: Callable[[], str],
        serve: Serve,
        spawn: Callable[[Awaitable[None]], None],
        note: Callable[[str], None],
        *,
        slots: int = SLOTS,
    ) -> None:
        self.relay = relay
        self.code = code
        self.serve = serve
        self.spawn = spawn
        self.note = note
        self.slots = slots
        self.down: str | None = None
        """Why the relay cannot be reached, while it cannot."""
        self._waiting: set[asyncio.StreamWriter] = set()

    async def run(self) -> None:
        async with asyncio.TaskGroup() as group:
            for slot in range(self.slots):
                group.create_task(self._slot(slot))

    def refresh(self) -> None:
        """The code changed: every slot waits afresh under the new table number."""
        for writer in list(self._waiting):
            transport = writer.transport
            if transport is not None:
                transport.abort()

    async def _slot(self, slot: int) -> None:
        pause = 0.2
        while True:
            plate = nameplate(self.code())
            assert plate is not None, "a host at a relay has a relay code"
            try:
                reader, writer = await self._wait_on(slot_token(plate, slot))
            except _Reopen:
                await asyncio.sleep(0.2)
                continue
            except RelayError as exc:
                self._went_down(str(exc))
                await asyncio.sleep(pause)
                pause = min(pause * 2, RETRY_MAX)
                continue
            self._came_back()
            pause = 0.2
            self.spawn(self.serve(reader, writer, f"relay {self.relay} slot {slot}"))

    async def _wait_on(self, token: str) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
        reader, writer = await connect(self.relay)
        self._came_back()
        self._waiting.add(writer)
        try:
            writer.write(handshake_line(token, HOST_SIDE))
            async with asyncio.timeout(HOST_REFRESH):
                answer = await reader.readuntil(b"\n")
        except (TimeoutError, asyncio.IncompleteReadError, OSError):
            # refreshed, the code changed, the relay dropped it (restarting?): wait afresh
            writer.close()
            raise _Reopen from None
        except asyncio.LimitOverrunError:
            answer = b"a line too long"
        finally:
            self._waiting.discard(writer)
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
