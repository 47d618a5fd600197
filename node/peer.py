"""The joining side: connect, prove the join code, take a seat (or watch), follow the log.

A peer keeps its own copy of the log: each entry is written as soon as it is checked (so a
killed process loses nothing) and fsynced in the background shortly after, off the path
from an entry to the message it calls for (the host fsynced the entry before relaying it).
Whenever the connection breaks (the host restarted, the network hiccupped) it reconnects and
asks only for what it lacks; a peer that was killed, or whose machine lost the unsynced tail
of its copy, starts from its saved log the same way, and its seat's Table regenerates exactly
the messages it still owes. A seat reconnecting within one run first tries the ticket its last
connection left (SPEC.md 8.11), and takes the full handshake when that fails.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..protocol.errors import RemoteError
from ..protocol.log import Identity, MessageError
from ..protocol.table import Stage, Table
from .agent import seat_player
from .channel import BUSY, CHANNEL_BROKEN, DOOR_PASS, SEAT_PROOF, Channel, HostBusy, join_handshake
from .envelope import Envelope, chat_line
from .errors import ConnectionDropped, FrameError, HandshakeError, HungUp, NodeError, Refused
from .frontend import Frontend
from .limits import screen_entry
from .pake import Blinds
from .persistence import GameStore, RoleDir
from .relay import (
    ANSWER_WAIT,
    JOIN_SIDE,
    MEET_WAIT,
    RelayError,
    Unpaired,
    Unproven,
    join_via_relay,
    open_paired,
    resume_token,
    session_token,
)
from .resume import about_the_ticket, resume_handshake, ticket_of
from .seat import NodeKit, SeatDriver, seat_table
from .ws_pipe import open_websocket

CONNECT_TIMEOUT = 5.0
DIRECT_TIMEOUT = 2.0
"""With a relay to fall back on, a direct connection that takes longer is given up."""
HANDSHAKE_TIMEOUT = 10.0
IDLE_TIMEOUT = 20.0
"""The host pings every 5 s; this much silence means it is gone."""
LOG_SYNC_DELAY = 0.1
"""A joiner fsyncs its copy of the log (in a background thread) at most this many seconds
after an entry arrives: the host fsynced the entry before relaying it, and a joiner that lost
the tail of its copy gets it again from the host when it reconnects."""


NEVER_REACHED_FOR = 8.0
"""Seconds a join keeps trying a host it has never reached (one started at the same moment)
before it fails, naming the reason; a host reached before is waited for ``reconnect_for``."""
RELAY_NEVER_REACHED_FOR = 30.0
"""The same through a relay: each try there waits up to the relay's pairing time (5 s) for the
host's slot, and a host just started may not have opened its slots yet."""


@dataclass
class PeerSettings:
    host: str
    port: int
    code: str
    name: str
    strategy: str | None = None
    """A bot plays this seat; None: the person at this terminal."""
    spectator: bool = False
    reconnect_for: float = 300.0
    """How long to keep trying to reach a host that went away before giving up."""
    relay: str | None = None
    """HOST:PORT of a pair relay to reach the host through (after a direct try, if ``host``)."""
    websocket: str | None = None
    """``ws://HOST:PORT/mextrain``: the host's web port, reached over a WebSocket as a browser
    reaches it (SPEC.md 8.12) instead of ``host:port`` over TCP."""

    def to_json(self) -> dict[str, Any]:
        return {
            "host": self.host,
            "port": self.port,
            "code": self.code,
            "name": self.name,
            "strategy": self.strategy,
            "spectator": self.spectator,
            "reconnect_for": self.reconnect_for,
            "relay": self.relay,
            "websocket": self.websocket,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> PeerSettings:
        return cls(**{k: data[k] for k in cls.__dataclass_fields__ if k in data})


class Peer:
    """One joining node. :meth:`run` returns the exit code once the match is over."""

    def __init__(
        self, settings: PeerSettings, role: RoleDir, identity: Identity, frontend: Frontend
    ) -> None:
        self.settings = settings
        self.role = role
        self.identity = identity
        self.frontend = frontend
        self.store: GameStore | None = None
        self.table: Table | None = None
        self.driver: SeatDriver | None = None
        self.seat: int | None = None
        self.quit = False
        self._channel: Channel | None = None
        self._target = 0
        self._relayed = False
        """The relay served a connection: try it first from now on."""
        self._sync_handle: asyncio.TimerHandle | None = None
        self._resuming: tuple[bytes, int] | None = None
        self._ticket: tuple[bytes, bytes] | None = None
        """``(T, R)`` of this seat's last welcomed connection, in memory only (SPEC.md 8.11)."""
        self.resumption = True
        """Try a ticket before the full handshake (off once the host showed it knows no
        resumption: SPEC.md 8.11's joiner rules)."""
        self._hung_up = 0
        """Resumes in a row the host closed without a byte back (two: it knows none)."""
        self._welcomed = False
        """This connection was welcomed (a loss after it is a new one, with its own count)."""
        self._lost_said = False
        """A loss was said to the person: the next welcome says the table is back."""
        self._through = ""
        """How the latest connection reached the host, for the person: " through the relay
        at ..." or "" (directly)."""
        self._game: tuple[bytes, bytes] | None = None
        """The game id and host key of the first welcome: every later one must match (the
        table has no game id of its own before entry 0)."""
        self._slot: int | None = None
        """The relay slot of the last slot pairing (the next try takes another)."""
        self.session_extra: dict[str, Any] = {}
        """More fields for session.json (the CLI's options, for ``mextrain resume``)."""
        self.kit = NodeKit()
        """The audit thread, the proofs checked and the trace of this node's table."""
        self._blinds = Blinds()
        """The join code's blinding points, kept from one connection to the next."""

    @property
    def log_path(self) -> Path | None:
        return self.store.log_path if self.store is not None else None

    async def run(self) -> int:
        """Play until the match ends; reconnect while the host is away. A host never reached
        (a mistyped address or port, no host running) fails within :data:`NEVER_REACHED_FOR`
        seconds (:data:`RELAY_NEVER_REACHED_FOR` through a relay) with the reason, and is not
        saved as a game to resume; one reached before (now, or by the run this resumes) is
        waited for."""
        before = self.role.read_session() or {}
        reached = bool(before.get("reached")) and not before.get("finished")
        reached = reached and before.get("settings") == self.settings.to_json()
        self._resuming = self._saved_seat()
        lost_since: float | None = None
        unproven: Unproven | None = None  # the last unproven answer through the relay
        said = ""  # the last reason a connection failed: a new one from the relay is said
        s = self.settings
        delay = 0.2
        try:
            while not self._over():
                try:
                    await self._session()
                    lost_since = None
                except ConnectionDropped as exc:
                    if self._over():
                        break
                    if self._welcomed:  # it got back in: a later loss starts a new count
                        self._welcomed = False
                        lost_since = None
                        delay = 0.2
                    now = time.monotonic()
                    never = not reached and self.table is None
                    if lost_since is None:
                        lost_since = now
                        via = f"through {self.where()}: " if self._relayed else ""
                        if never:  # never reached it: a typo, or not up yet
                            self.frontend.note(f"no host yet ({exc}); trying a few seconds more")
                        else:
                            self.frontend.note(f"lost the host ({via}{exc}); reconnecting")
                        self._lost_said = not never
                    elif isinstance(exc, RelayError) and str(exc) != said:
                        self.frontend.note(f"{exc}; still trying")
                    said = str(exc)
                    if isinstance(exc, Unproven):
                        unproven = exc
                    give_up = RELAY_NEVER_REACHED_FOR if s.relay else NEVER_REACHED_FOR
                    if never and now - lost_since > min(give_up, s.reconnect_for):
                        if unproven is not None:  # a wrong code, or a stranger at the relay
                            raise NodeError(
                                f"no host at {self.where()} proved it knows this join code"
                                f" within {now - lost_since:.0f} s; the last answer before"
                                f" that proof, which anyone at the relay can send, was:"
                                f" {unproven.said!r}. Check the code the host printed"
                            ) from None
                        raise NodeError(
                            f"could not reach a host at {self.where()}: {exc}. Check the"
                            " address and port the host printed, and that it is running"
                        ) from None
                    if now - lost_since > self.settings.reconnect_for:
                        raise NodeError(
                            f"the host at {self.where()} has been"
                            f" unreachable for {self.settings.reconnect_for:.0f} s: {exc}."
                            " Run the same command again to resume"
                        ) from None
                    pause = exc.pause if isinstance(exc, RelayError) else None
                    if pause is not None:  # the relay's pairing, or noise on it: soon
                        await asyncio.sleep(pause)
                    else:
                        await asyncio.sleep(delay)
                        delay = min(delay * 2, 2.0)
                finally:
                    if self.driver is not None:
                        self.driver.stop()
                    if self._channel is not None:
                        await self._channel.closed()
                        self._channel = None
        finally:
            if self._sync_handle is not None:
                self._sync_handle.cancel()
                self._sync_handle = None
            if self.store is not None:
                self.store.close()
        assert self.table is not None and self.store is not None
        self._save_session(game=self.table.game_id.hex(), finished=not self.quit)
        self.frontend.finished(self.table, self.store.log_path)
        if self.quit:
            return 1
        return 1 if self.table.blame is not None else 0

    def _save_session(self, **fields: Any) -> None:
        self.role.write_session(
            {
                "role": self.role.path.name,
                "settings": self.settings.to_json(),
                **self.session_extra,
                **fields,
            }
        )

    def _over(self) -> bool:
        return self.quit or (self.table is not None and self.table.stage is Stage.ENDED)

    async def _session(self) -> None:
        """One connection: handshake, welcome, catch up, then follow the log live."""
        channel, welcome = await self._resumed() or await self._joined()
        if welcome.kind == "error":
            raise _refusal(str(welcome.fields[0]))
        if welcome.kind != "welcome":
            raise ConnectionDropped(f"expected welcome, got {welcome.kind!r}")
        seat, game_id, host_key, count, table_name = welcome.fields
        self._take_seat(None if seat < 0 else seat, game_id, host_key, table_name)
        self._welcomed = True
        if self._lost_said:  # the last line said the host (or the relay) was out of reach
            self._lost_said = False
            self.frontend.note(f"back at the table{self._through}: reconnected to the host")
        if seat >= 0 and not self.settings.spectator:  # a welcomed seat's next way back in
            self._ticket = ticket_of(channel.ke)
        assert self.table is not None
        self._target = count
        channel.send("sync", len(self.table.entries), self.table.head)
        if len(self.table.entries) >= count:
            self._caught_up()
        while not self._over():
            env = await channel.recv(IDLE_TIMEOUT)
            self._handle(env.kind, env.fields)
        if not self.quit:  # it holds the last entry: the host need not wait for it (8.5 step 7)
            channel.send("bye")
        with contextlib.suppress(ConnectionDropped):
            await channel.drain(5)

    async def _joined(self) -> tuple[Channel, Envelope]:
        """A fresh connection through the full handshake: the code, then the seat proof.
        Through a relay slot, whatever fails before the key confirmation is Unproven (anyone
        at the relay can answer a slot), and the proven pair moves to its session token."""
        s = self.settings
        reader, writer, slot = await self._connect()
        try:
            channel = await join_handshake(
                reader, writer, s.code, door_pass=self._door_pass, blinds=self._blinds,
                timeout=HANDSHAKE_TIMEOUT if slot is None else ANSWER_WAIT,
            )  # fmt: skip
        except (Refused, ConnectionDropped) as exc:
            if slot is None:
                raise
            writer.close()
            raise Unproven(str(exc)) from None
        if slot is not None:
            assert s.relay is not None
            try:
                moved = await open_paired(
                    s.relay, session_token(channel.ke), JOIN_SIDE, wait=MEET_WAIT
                )
            finally:
                writer.close()
            channel.rebind(*moved)
        self._channel = channel
        if s.spectator:
            channel.send("join", s.name, None, "spectator", None)
        else:
            proof = self.identity.sign(SEAT_PROOF, channel.binding)
            channel.send("join", s.name, self.identity.public_key, "player", proof)
        return channel, await channel.recv(HANDSHAKE_TIMEOUT)

    async def _resumed(self) -> tuple[Channel, Envelope] | None:
        """Back in with the ticket of this seat's last welcomed connection (SPEC.md 8.11), or
        None: no ticket, or the resume failed (the ticket is spent either way), and the
        caller does the full handshake at once, on a new connection. Resuming stops for this
        run once the host shows it knows none: an ``error`` that is not about the ticket (a
        host of 8.1 alone calls ``resume`` an unknown kind), or two resumes in a row closed
        with not a byte back (one that drops unknown kinds without a word; any answer but
        ``busy:`` ends the row). A timeout, a reset, one such hang-up (a network glitch, a
        host restarting) keep it on."""
        ticket = self._ticket
        if ticket is None or not self.resumption:
            return None
        try:
            reader, writer, _ = await self._connect(private=resume_token(ticket[1]))
        except Unpaired:  # through the relay, nobody waits on its token: the host lost it
            self._ticket = None
            return None
        self._ticket = None
        try:
            try:
                self._channel = channel = await resume_handshake(
                    reader, writer, ticket, timeout=HANDSHAKE_TIMEOUT
                )
            except HungUp:
                self._hung_up += 1
                raise
            except (Refused, HandshakeError, FrameError):  # a byte back: it ends the row
                self._hung_up = 0  # (not busy:, a timeout or a reset: those leave it as it is)
                raise
            self._hung_up = 0
            welcome = await channel.recv(HANDSHAKE_TIMEOUT)
            if welcome.kind == "welcome":
                return channel, welcome
        except HostBusy:  # the door had no room: it never read the ticket
            self._ticket = ticket
            writer.close()
            raise
        except Refused as exc:  # the host's answer in words
            if not about_the_ticket(str(exc)):
                self.resumption = False  # a host that knows no `resume` (8.1)
        except ConnectionDropped:  # a hang-up, a timeout, a wrong tag, a frame not opening
            if self._hung_up >= 2:
                self.resumption = False
        self._channel = None
        writer.close()
        return None

    async def _connect(
        self, *, private: str | None = None
    ) -> tuple[asyncio.StreamReader, asyncio.StreamWriter, int | None]:
        """The host directly when an address is known (it works on one LAN), else, or when
        that fails, through the relay; once the relay has served, reconnects go there first.
        Through the relay: on ``private``, a token only this joiner and the host know (a
        ticket's), else on a random slot, whose number is returned (None: not a slot)."""
        s = self.settings
        if s.websocket:
            try:
                async with asyncio.timeout(CONNECT_TIMEOUT):
                    reader, writer = await open_websocket(s.websocket)
            except (OSError, TimeoutError) as exc:
                raise ConnectionDropped(f"cannot connect to {s.websocket}: {exc}") from None
            self._through = ""
            return reader, writer, None
        if s.host and not (s.relay and self._relayed):
            try:
                wait = DIRECT_TIMEOUT if s.relay else CONNECT_TIMEOUT
                async with asyncio.timeout(wait):
                    reader, writer = await asyncio.open_connection(s.host, s.port)
                self._through = ""
                return reader, writer, None
            except (OSError, TimeoutError) as exc:
                direct = f"cannot connect to {s.host}:{s.port}: {exc or 'timed out'}"
                if not s.relay:
                    raise ConnectionDropped(direct) from None
        assert s.relay is not None
        slot: int | None = None
        if private is not None:
            reader, writer = await open_paired(s.relay, private, JOIN_SIDE, wait=MEET_WAIT)
        else:
            reader, writer, slot = await join_via_relay(s.relay, s.code, avoid=self._slot)
            self._slot = slot
        self._through = f" through the relay at {s.relay}"
        if not self._relayed:
            self._relayed = True
            self.frontend.note(f"connected through the relay at {s.relay}")
        return reader, writer, slot

    def where(self) -> str:
        """The host's address, or the relay it is reached through, for messages."""
        s = self.settings
        if s.websocket:
            return s.websocket
        if not s.host:
            return f"the relay at {s.relay}"
        return f"{s.host}:{s.port}" + (f" (or the relay at {s.relay})" if s.relay else "")

    def _take_seat(
        self, seat: int | None, game_id: bytes, host_key: bytes, table_name: str
    ) -> None:
        """First welcome: build the seat's table from the saved log. Later ones must agree
        with it: its game id and host key, kept from it (entry 0, which gives the table its
        own, may not have come yet), and its seat."""
        if self.table is not None:
            if (game_id, host_key) != self._game or seat != self.seat:
                raise Refused("the host now offers another game or seat: not the table we left")
            return
        self._game = (game_id, host_key)
        self.seat = seat
        self.store = store = self.role.game(game_id)
        chooser = None
        if seat is None:
            table = Table(executor=self.kit.audit_executor(), proof_cache=self.kit.proofs)
        else:
            strategy, chooser = seat_player(self.settings.strategy, self.frontend.note)
            table = seat_table(
                store,
                self.kit,
                identity=self.identity,
                game_id=game_id,
                seat=seat,
                name=self.settings.name,
                strategy=strategy,
            )
        self.table = table
        self.driver = SeatDriver(
            table,
            self._send,
            person=seat is not None and self.settings.strategy is None,
            on_quit=self._person_quit,
            chooser=chooser,
            trace=self.kit.trace(),
        )
        saved = store.load_log()
        for index, entry in enumerate(saved):
            try:
                self.driver.feed(entry)
            except RemoteError as exc:
                raise NodeError(
                    f"the saved log {store.log_path} is bad at entry {index}: {exc}"
                ) from None
        if table.entries and table.host_key != host_key:
            raise Refused("this host's key differs from the one that signed our saved log")
        self.driver.frontend = self.frontend
        where = "watching" if seat is None else f"seat {seat}"
        resumed = f", resuming from entry {len(saved)}" if saved else ""
        self.frontend.note(f"joined table {table_name!r}: {where}{resumed}")
        self._save_session(game=game_id.hex(), seat=seat, reached=True)

    def _door_pass(self, share: bytes) -> tuple[int, bytes] | None:
        """A seat this node holds (from this run, or the session it resumes) signs this
        connection's share, so the host's door lets it in before strangers (SPEC.md 8.8)."""
        if self.settings.spectator:
            return None
        if self.table is not None and self.seat is not None:
            game_id, seat = self.table.game_id, self.seat
        elif self._resuming is not None:
            game_id, seat = self._resuming
        else:
            return None
        return seat, self.identity.sign(DOOR_PASS, game_id + share)

    def _saved_seat(self) -> tuple[bytes, int] | None:
        """The game and seat of the session this run resumes, if it had one."""
        try:
            saved = self.role.read_session() or {}
        except NodeError:
            return None
        game, seat = saved.get("game"), saved.get("seat")
        if saved.get("finished") or not isinstance(game, str) or not isinstance(seat, int):
            return None
        try:
            return bytes.fromhex(game), seat
        except ValueError:
            return None

    def _handle(self, kind: str, fields: tuple[Any, ...]) -> None:
        assert self.driver is not None and self.table is not None and self.store is not None
        if kind == "entry":
            try:
                screen_entry(fields[0])
                self.driver.feed(fields[0])
            except (RemoteError, MessageError) as exc:
                raise Refused(f"the host sent an entry this node rejects: {exc}") from None
            self.store.write(fields[0])
            if self.driver.live:
                self.driver.flush()
            elif len(self.table.entries) >= self._target:
                self._caught_up()
            self._sync_later()
        elif kind == "refused":
            self.driver.refused(fields[0])
            self.frontend.note(f"the host refused our message: {fields[1]}")
        elif kind == "status":
            self.frontend.status(fields[0])
        elif kind == "said":
            show = getattr(self.frontend, "chat", None)
            if show is not None:
                show(fields[0], fields[1])
        elif kind == "ping":
            self._send_frame("pong")
        elif kind == "pong":
            pass
        elif kind == "error":
            raise _refusal(str(fields[0]))
        else:
            raise ConnectionDropped(f"unexpected {kind!r} frame from the host")

    def _sync_later(self) -> None:
        """fsync the log in the background within LOG_SYNC_DELAY: one fsync for every entry
        that arrived meanwhile, and none between an entry and the message it calls for."""
        if self._sync_handle is None:
            self._sync_handle = asyncio.get_running_loop().call_later(
                LOG_SYNC_DELAY, self._sync_now
            )

    def _sync_now(self) -> None:
        self._sync_handle = None
        if self.store is not None:
            self.store.sync_soon()

    def _caught_up(self) -> None:
        assert self.driver is not None
        self.driver.go_live()

    def _send(self, message: bytes) -> None:
        self._send_frame("msg", message)

    def _send_frame(self, kind: str, *fields: object) -> None:
        if self._channel is not None:
            self._channel.send(kind, *fields)

    def say(self, text: str) -> None:
        """Send a chat line to the table (the host relays it to everyone, this node too)."""
        text = chat_line(text)
        if text and self._channel is not None:
            self._send_frame("chat", text)

    def _person_quit(self) -> None:
        self.quit = True
        if self._channel is not None:
            self._channel.close()


def _refusal(reason: str) -> NodeError:
    """The host's sealed ``error`` (proven to come from it): a refusal that ends this node,
    unless it says the connection broke or the host is busy, which is a lost connection."""
    if reason.startswith((CHANNEL_BROKEN, BUSY)):
        return ConnectionDropped(f"the host says: {reason}")
    return Refused(reason)
