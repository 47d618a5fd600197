"""The host's door: a stranger's handshake, the seat proof, and a seat or a spectator's place.

Everything a connection does before it holds a place at the table happens here, bounded in
time (:data:`HANDSHAKE_TIMEOUT`) and size (:data:`JOIN_FRAME_CAP`), with the :class:`Door`
rationing code guesses. Refusals before a seat are noted a few at a time (:class:`DoorNotes`),
so a flood of bad connections costs the host's terminal one line a window, not one each. A
seat the host welcomed may come back with its ticket instead (node/resume.py, SPEC.md 8.11):
no code guessed, no door turn, no seat proof, and then the same seat rules as a ``join`` (a
ticket the host does not hold waits for its turn of a line of its own, a few a second).
"""

from __future__ import annotations

import asyncio
import contextlib
import resource
import socket
from collections.abc import Callable
from typing import Any, Protocol

from ..protocol.log import MAX_NAME_LEN, Identity, SignatureError, check_public_key, verify
from ..protocol.table import Table
from .catch_up import CatchUp
from .channel import (
    BUSY,
    CHANNEL_BROKEN,
    DOOR_PASS,
    FIRST_KINDS,
    SEAT_PROOF,
    Channel,
    host_handshake,
    recv_plain,
    send_plain,
)
from .connections import Connection, Connections
from .door import Door
from .envelope import TRANSPORT_VERSION, Envelope, encode
from .errors import ChannelBroken, ConnectionDropped, FrameError, HandshakeError, Refused
from .framing import encode_frame
from .host_settings import HostSettings
from .lobby import Lobby, Refusal
from .pake import Blinds
from .relay import Move
from .resume import (
    NEW_CODE,
    SEAT_MOVED,
    TICKET_REFUSED,
    UNKNOWN_ANSWERS_PER_SECOND,
    UNKNOWN_BURST,
    Tickets,
    answer,
    ticket_of,
)
from .ws_pipe import PipeTransport

EVICTED = "evicted to make room for another joiner; try again in a few seconds"
"""What a connection the door evicts before it holds a channel is told (after ``busy:``)."""
HANDSHAKE_TIMEOUT = 10.0
"""From accepting a connection to its ``join``: all of the handshake, however it is paced."""
HELLO_TIMEOUT = 3.0
"""From accepting a connection to its ``hello``: a socket that sends nothing is soon gone."""
JOIN_FRAME_CAP = 1024
"""The sealed ``join`` frame: a name, a key and a signature; nothing bigger before a seat."""
MAX_SPECTATORS = 32
"""Spectators at once (each holds a file descriptor); fewer when the process may open few."""
PROBATION_RECEIVE_BUFFER = 16 << 10
"""The kernel's receive buffer of a seat on probation (cut for junk lately), in bytes (the
kernel doubles it for its bookkeeping): little junk fits, and TCP pushes back on the rest; a
big message still comes through, at the pace of a small window (on loopback, whose segments
are bigger than that window, slowly: a few hundred KiB a second), and only while the
probation lasts: then the buffer is RESTORED_RECEIVE_BUFFER."""
RESTORED_RECEIVE_BUFFER = 256 << 10
"""A seat's kernel receive buffer once its probation is over (the kernel no longer grows a
buffer that was set by hand, so it is set back to a size that carries any honest message)."""
DOOR_NOTES = 10
DOOR_WINDOW = 10.0
"""At most DOOR_NOTES notes about refused connections per DOOR_WINDOW seconds; then a count."""


class DoorNotes:
    """Notes about connections that never got a seat: the first few of each window are
    shown, the rest counted and summarised in one line."""

    def __init__(self, note: Callable[[str], None], clock: Callable[[], float]) -> None:
        self._note = note
        self._clock = clock
        self.window = -DOOR_WINDOW
        self.shown = 0
        self.quiet = 0
        """Notes counted but not shown in the current window."""

    def note(self, text: str) -> None:
        now = self._clock()
        if now - self.window > DOOR_WINDOW:
            self.summary()
            self.window = now
            self.shown = 0
        if self.shown < DOOR_NOTES:
            self.shown += 1
            self._note(text)
        else:
            self.quiet += 1

    def window_over(self) -> bool:
        return self._clock() - self.window > DOOR_WINDOW

    def summary(self) -> None:
        if self.quiet:
            self._note(
                f"... and {self.quiet} more connections refused before they proved the"
                f" join code (showing {DOOR_NOTES} every {DOOR_WINDOW:.0f} s)"
            )
            self.quiet = 0


def open_files_limit() -> int:
    """Raise this process's soft limit of open files as far as allowed (up to 4096) and
    return it: every connection holds one."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    want = 4096 if hard == resource.RLIM_INFINITY else min(4096, hard)
    if soft != resource.RLIM_INFINITY and soft < want:
        with contextlib.suppress(ValueError, OSError):
            resource.setrlimit(resource.RLIMIT_NOFILE, (want, hard))
            soft = want
    return 4096 if soft == resource.RLIM_INFINITY else soft


class SeatsShown(Protocol):
    """Who is told that a seat's connection came or went (the host's status)."""

    def seats_changed(self) -> None: ...


class AdmissionNeeds(Protocol):
    """What the door reads of the table it admits connections to (the host), and the few
    things it asks of it. Read when used, never kept: a resumed or reopened game replaces the
    table, its lobby and settings, and a test replaces the door and the clock."""

    @property
    def settings(self) -> HostSettings: ...
    @property
    def identity(self) -> Identity: ...
    @property
    def game_id(self) -> bytes: ...
    @property
    def table(self) -> Table: ...
    @property
    def lobby(self) -> Lobby: ...
    @property
    def conns(self) -> Connections: ...
    @property
    def door(self) -> Door: ...
    @property
    def catch_up(self) -> CatchUp: ...
    @property
    def status(self) -> SeatsShown: ...
    @property
    def ended(self) -> asyncio.Event: ...
    @property
    def clock(self) -> Callable[[], float]: ...
    @property
    def code_help(self) -> str: ...

    def note(self, text: str) -> None: ...
    def save(self) -> None: ...
    async def read_loop(self, conn: Connection) -> None: ...
    def forget(self, conn: Connection) -> None: ...
    def drop(self, conn: Connection, reason: str) -> None: ...


class Admission:
    """Turns an accepted socket into an admitted :class:`Connection`, or refuses it."""

    def __init__(self, host: AdmissionNeeds) -> None:
        self.host = host
        self.notes = DoorNotes(host.note, lambda: host.clock())
        self.max_spectators = MAX_SPECTATORS
        self.tickets = Tickets(lambda: host.clock())
        """One per seat: its latest welcomed connection's, to resume it (SPEC.md 8.11)."""
        self.unknown_tickets = Door(rate=UNKNOWN_ANSWERS_PER_SECOND, burst=UNKNOWN_BURST)
        """The line of resumes whose ticket the host does not hold: answered in turns (8.8)."""
        self.codes = 0
        """Code changes so far: a resume in flight across one is checked again at frame 3."""
        self.blinds = Blinds()
        """The join code's blinding points, computed once per code, not per connection."""
        self.on_ticket: Callable[[int, bytes], None] | None = None
        """Told each seat's new ticket key ``R`` (a relay waits on its resume token, 8.10)."""

    def fit_to_open_files(self) -> None:
        """Bound connections in handshake and spectators by a quarter of the open files
        each, so a crowd of connections never exhausts them (seats are never refused)."""
        limit = open_files_limit()
        self.max_spectators = min(MAX_SPECTATORS, max(2, limit // 4))
        self.host.door.max_pending = min(self.host.door.max_pending, max(8, limit // 4))

    async def serve(
        self,
        reader: asyncio.StreamReader,
        writer: asyncio.StreamWriter,
        *,
        address: str | None = None,
        move: Move | None = None,
    ) -> None:
        """One accepted socket, from the door to its end: the handshake, the join, then the
        host's read loop; how it ended is noted (refusals before a seat a few at a time).
        ``address`` is who the door counts the connection as when the socket's peer does not
        say (a relay passes one per relay slot); by default the peer's IP. ``move``: the
        socket is a relay slot's pairing, which carries the handshake only (a ``resume`` is
        not taken there) and then moves to its private token (SPEC.md 8.10)."""
        host = self.host
        peer = writer.get_extra_info("peername")
        where = f"{peer[0]}:{peer[1]}" if isinstance(peer, tuple) else str(peer)
        if address is None:
            address = peer[0] if isinstance(peer, tuple) else str(peer)
        else:
            where = address
        task = asyncio.current_task()
        conn: Connection | None = None
        channel: Channel | None = None
        sync: Envelope | None = None

        def evict() -> None:  # the door needs this place for a quieter address
            if channel is None:  # said in words, so a resume keeps the ticket it never showed
                writer.write(encode_frame(encode("error", f"{BUSY} {EVICTED}")))
            if task is not None:
                task.cancel()

        kinds = FIRST_KINDS if move is None else ("hello",)
        first: Envelope | None = None
        host.door.arrived(address, evict)  # a guesser back after a failure goes last
        busy = host.door.enter(address, evict)
        if busy is not None and host.door.crowded(address) and host.door.queue(address):
            try:
                busy, first = await self._at_crowded_address(reader, address, evict, kinds)
            except (ConnectionDropped, HandshakeError) as exc:
                self.notes.note(f"refused a connection from {where}: {exc}")
                writer.close()
                return
            finally:
                host.door.unqueue(address)
        if busy is not None:
            with contextlib.suppress(ConnectionDropped):
                await send_plain(writer, "error", f"{BUSY} {busy}")
            writer.close()
            return
        try:
            try:
                async with asyncio.timeout(HANDSHAKE_TIMEOUT):
                    if first is None:
                        first = await recv_plain(reader, HELLO_TIMEOUT, *kinds)
                    codes = self.codes  # the code this handshake checks is today's
                    if first.kind == "resume":
                        channel, conn, sync = await self._resume(
                            reader, writer, first, address, evict
                        )
                    else:
                        channel = await host_handshake(
                            reader, writer, host.settings.code, timeout=HANDSHAKE_TIMEOUT,
                            door=host.door, key=address, hello=first,
                            knows=lambda *shown: self._pass(address, evict, *shown),
                            blinds=self.blinds, place=evict,
                        )  # fmt: skip
                        if move is not None:  # to the token only the two ends can name
                            moved = await move(channel.ke)
                            writer.close()
                            reader, writer = moved
                            channel.rebind(reader, writer)
                        hello = await channel.recv(HANDSHAKE_TIMEOUT, cap=JOIN_FRAME_CAP)
            except TimeoutError:
                why = f"handshake not done within {HANDSHAKE_TIMEOUT:.0f} s"
                raise HandshakeError(why) from None
            finally:
                host.door.leave(address, evict)
            if conn is None:
                if hello.kind != "join":
                    raise FrameError(f"expected a join frame, got {hello.kind!r}")
                conn = self.admit(channel, *hello.fields, codes=codes)
            if sync is not None:  # a resumed connection's first frame, which proved it
                host.catch_up.sync(conn, *sync.fields)
            await host.read_loop(conn)
        except HandshakeError as exc:
            self.notes.note(f"refused a connection from {where}: {exc}")
        except Refused as exc:
            self.notes.note(f"connection from {where} gave up: {exc}")
        except ConnectionDropped as exc:
            who = str(conn) if conn is not None else where
            if conn is None and isinstance(exc, FrameError):
                self.notes.note(f"dropped {who}: {exc}")
            elif isinstance(exc, FrameError) or (channel is not None and channel.failure):
                self._say(conn, f"dropped {who}: {exc}")
            elif conn is not None and not host.ended.is_set():
                self._say(conn, f"{who} left: {exc}")
            if channel is not None and isinstance(exc, ChannelBroken):
                channel.send("error", f"{CHANNEL_BROKEN} {exc}: reconnect")
            elif channel is not None and isinstance(exc, FrameError):
                channel.send("error", f"connection dropped: {exc}")
        except asyncio.CancelledError:
            pass
        finally:
            if conn is not None:
                host.forget(conn)
            writer.close()

    async def _at_crowded_address(
        self,
        reader: asyncio.StreamReader,
        address: str,
        evict: Callable[[], None],
        kinds: tuple[str, ...],
    ) -> tuple[str | None, Envelope]:
        """A newcomer whose address's places are all in their handshakes: its first frame is
        read now, and a seat the table knows (a valid door pass, or a ticket the host holds)
        takes the place of the oldest of them that showed none, as it would have before they
        spoke; anyone else waits for the address's next free place (SPEC.md 8.8). The reason
        to turn it away, if any, and its first frame."""
        first = await recv_plain(reader, HELLO_TIMEOUT, *kinds)
        known = False
        fields = first.fields
        with contextlib.suppress(TypeError, ValueError):  # whatever a stranger put there
            if first.kind == "hello" and len(fields) == 4:
                known = self.knows_seat(fields[2], fields[3], fields[1])
            elif first.kind == "resume" and len(fields) == 3:  # version, T, nA
                known = fields[0] == TRANSPORT_VERSION and self.tickets.holds(fields[1])
        if known and self.host.door.enter(address, evict, known=True) is None:
            self.host.door.known(address, evict)
            return None, first
        return await self.host.door.wait_for_place(address, evict), first

    def _say(self, conn: Connection | None, text: str) -> None:
        """A note about ``conn``'s going: a few a window, if it had a place."""
        if conn is not None and conn.goings is not None:
            conn.goings.note(str(conn), text)
        else:
            self.host.note(text)

    def _pass(
        self, address: str, evict: Callable[[], None], seat: int, sig: bytes, share: bytes
    ) -> bool:
        if not self.knows_seat(seat, sig, share):
            return False
        self.host.door.known(address, evict)
        return True

    def code_changed(self) -> None:
        """A new join code shuts out whoever only holds a lobby reservation (no ``join`` in
        the log, perhaps a throwaway key kept alive by resumes): its ticket goes, so it must
        come back with the new code; the seats in the log keep theirs (SPEC.md 8.11)."""
        self.codes += 1
        self.tickets.revoke(lambda key: key in self.host.table.keys)

    def knows_seat(self, seat: int, signature: bytes, share: bytes) -> bool:
        """Whether a ``hello``'s door pass is signed by the key of ``seat`` (in the log, or
        reserved in the lobby) over this game's id and this connection's share."""
        host = self.host
        table = host.table
        if not 0 <= seat < len(table.keys):
            return False
        keys = [table.keys[seat], *(k for k, s in host.lobby.reservations.items() if s == seat)]
        for key in keys:
            if key is None:
                continue
            try:
                verify(key, DOOR_PASS, host.game_id + share, signature)
            except SignatureError:
                continue
            return True
        return False

    def guessing(self, failures: int, why: str) -> None:
        """Many attempts at the code failed: someone may be guessing it."""
        self.host.note(
            f"warning: {failures} attempts to join with a wrong or unfinished code so far"
            f" (latest: {why}). If these are not your players, someone may be guessing the"
            " join code: at most 2 guesses a second get an answer, each with about one chance"
            " in a billion; a new code shuts them out (players already seated stay)"
            + (f": {self.host.code_help}." if self.host.code_help else ".")
        )

    def admit(
        self, channel: Channel, name: Any, key: Any, role: Any, proof: Any, *, codes: int
    ) -> Connection:
        """Check the ``join`` frame's fields and give the connection its place: a seat for
        a player that proves it holds its identity key, or a spectator's. ``codes``: the code
        changes when its frame 1 was read; a connection that proved a code since replaced
        gets in only as a key with a ``join`` in the log (SPEC.md 8.8)."""
        host = self.host
        in_log = role == "player" and isinstance(key, bytes) and key in host.table.keys
        if self.codes != codes and not in_log:  # in flight when the code changed: shut out
            return self._turn_away(channel, NEW_CODE)
        name = str(name)
        if not 0 < len(name) <= MAX_NAME_LEN or not name.isprintable():
            return self._turn_away(channel, f"a name is 1 to {MAX_NAME_LEN} printable characters")
        if role == "spectator":
            if host.conns.spectators() >= self.max_spectators:
                return self._turn_away(
                    channel,
                    f"the table already has {self.max_spectators} spectators: try again later",
                )
            if name == "spectator":  # no --name given: number them, as people tell them apart
                name = f"spectator {1 + host.conns.spectators()}"
            if name.casefold().strip() in self._players_names():
                return self._turn_away(
                    channel,
                    f"the name {name!r} is a player's at this table: watch under another name"
                    " (--name)",
                )
            conn = Connection(channel, name, None, None)
        elif role == "player" and isinstance(key, bytes):
            try:
                check_public_key(key)
            except SignatureError as exc:
                return self._turn_away(channel, f"bad identity key: {exc}")
            if not isinstance(proof, bytes):
                return self._turn_away(channel, "a player must prove it holds its identity key")
            try:
                verify(key, SEAT_PROOF, channel.binding, proof)
            except SignatureError:
                return self._turn_away(
                    channel,
                    "the identity key's signature over this connection does not verify:"
                    " not the holder of that key",
                )
            try:
                seat = self._seat_for(key, hold=False)
            except Refusal as exc:
                return self._turn_away(channel, str(exc))
            if name.casefold().strip() in self._players_names(but=seat):
                return self._turn_away(
                    channel,
                    f"the name {name!r} is another player's at this table: join under another"
                    " name (--name)",
                )
            seat = self._seat_for(key)  # the same seat (no await between), held now
            conn = self._seat_connection(channel, name, seat, key)
        else:
            return self._turn_away(channel, f"unknown role {role!r}")
        self._place(conn, welcome=True)
        return conn

    def _seat_for(self, key: bytes, *, hold: bool = True) -> int:
        """The seat of a player that proved it holds ``key`` (8.5 step 2); Refusal if none.
        ``hold`` False: which seat it would be, for a resume not yet proven, changing nothing."""
        host = self.host
        reserved = dict(host.lobby.reservations)
        seat = host.lobby.seat_for(
            key,
            host.table,
            now=host.clock(),
            connected=frozenset(c.key for c in host.conns if c.key is not None),
            hold=hold,
        )
        if host.lobby.reservations != reserved:  # a seat rejoining changes nothing saved
            host.save()
        return seat

    def _seat_connection(self, channel: Channel, name: str, seat: int, key: bytes) -> Connection:
        """A seat's new connection, its budget and buffer as its seat's probation says; its
        ticket replaces the seat's last one."""
        host = self.host
        now = host.clock()
        conn = Connection(
            channel, name, seat, key, budget=host.conns.budget_for(seat, now),
            probation_until=host.conns.probation_end(seat),
        )  # fmt: skip
        if host.conns.on_probation(seat, now):
            _small_receive_buffer(channel, host.conns.probation_end(seat) - now)
        self.tickets.issue(seat, key, name, channel.ke)
        if self.on_ticket is not None:
            self.on_ticket(seat, ticket_of(channel.ke)[1])
        return conn

    def _place(self, conn: Connection, *, welcome: bool) -> None:
        """Admit ``conn``: it replaces its seat's connection, if any, gets its ``welcome``
        (unless sent already: the first frame it gets), and is noted."""
        host = self.host
        host.conns.give_notes(conn, host.note, lambda: host.clock())
        old = host.conns.add(conn)
        if old is not None:
            host.drop(old, "the same player connected again")
        if welcome:
            self._welcome(conn.channel, conn.seat)
        assert conn.comings is not None
        conn.comings.note(str(conn), f"{conn} connected")
        host.status.seats_changed()

    def _welcome(self, channel: Channel, seat: int | None) -> None:
        host = self.host
        channel.send(
            "welcome",
            -1 if seat is None else seat,
            host.game_id,
            host.identity.public_key,
            len(host.table.entries),
            host.table.table_name,
        )

    async def _resume(
        self,
        reader: asyncio.StreamReader,
        writer: asyncio.StreamWriter,
        first: Envelope,
        address: str,
        evict: Callable[[], None],
    ) -> tuple[Channel, Connection, Envelope]:
        """A seat's ``["resume", 2, T, nA]`` (SPEC.md 8.11): spend the ticket (a stranger's
        guess costs one dict lookup and a hang-up), answer ``resumed`` and the sealed
        ``welcome`` in one flight, and admit the connection once its first sealed frame, the
        ``sync``, opens (only a holder of the ticket's key can seal it) and the lobby, asked
        again then, still gives it that seat. Its place at the door (``evict``, counted as
        ``address``) is never evicted once its ticket is known. A ``resume`` the host cannot
        take (a ticket it does not hold, another version) is answered only in its turn of the
        unknown tickets' line, so a flood of made-up tickets gets a few answers a second.
        Returns the channel, the connection and its sync."""
        version, t, n_a = first.fields
        if version != TRANSPORT_VERSION or not self.tickets.holds(t):
            unknown = self.unknown_tickets
            self.host.door.in_line(address, evict)  # for its turn of the unknown tickets' line
            await unknown.attempt(alive=lambda: not reader.at_eof(), key=address)
            unknown.failed("a resume with a ticket the host does not hold", address)
        if version != TRANSPORT_VERSION:
            why = f"other transport version: this host speaks transport {TRANSPORT_VERSION}"
            await send_plain(writer, "error", why)
            raise HandshakeError(why)
        ticket, why, wait = self.tickets.take(t)
        if ticket is None:
            await send_plain(writer, "error", why)
            raise HandshakeError(why)
        self.host.door.known(address, evict)
        codes = self.codes
        if wait > 0.0:  # a seat over its rate: its resume waits for its turn, unanswered
            await asyncio.sleep(wait)
        try:
            seat = self._seat_for(ticket.key, hold=False)
        except Refusal as exc:  # the full handshake, which the joiner falls back to, says why
            await send_plain(writer, "error", f"{TICKET_REFUSED} {exc}")
            raise HandshakeError(str(exc)) from None
        resumption = answer(ticket, t, n_a)
        channel = Channel(reader, writer, resumption.ke, joiner=False)
        writer.write(encode_frame(encode("resumed", resumption.n_b, resumption.tag)))
        self._welcome(channel, seat)
        sync = await channel.recv(HANDSHAKE_TIMEOUT, cap=JOIN_FRAME_CAP)
        if sync.kind != "sync":
            raise FrameError(f"a resumed connection sends sync first, not {sync.kind!r}")
        # Up to HANDSHAKE_TIMEOUT went by since frame 1 (the host's person may have started
        # the match, bots taking the seats nobody held; or changed the code): ask again, with
        # no await from here to the placing.
        try:
            if self.codes != codes and ticket.key not in self.host.table.keys:
                raise Refusal(NEW_CODE)  # as if its ticket had gone with the code's change
            if self._seat_for(ticket.key, hold=False) != seat:
                raise Refusal(SEAT_MOVED)
        except Refusal as exc:
            channel.send("error", f"{TICKET_REFUSED} {exc}")
            raise HandshakeError(str(exc)) from None
        seat = self._seat_for(ticket.key)  # the same seat, held now: its clock restarts
        conn = self._seat_connection(channel, ticket.name, seat, ticket.key)
        self._place(conn, welcome=False)
        conn.budget.charge(channel.last_size)
        return channel, conn, sync

    def _players_names(self, *, but: int | None = None) -> set[str]:
        """Names a spectator may not take, nor a player but the one of seat ``but``: every
        seat's in the log, the host's own and its bots', and those of players connected in
        the lobby (their ``join`` not yet in the log); "host" always. Compared casefolded."""
        host = self.host
        names = [
            *(n for s, n in enumerate(host.table.names) if n and s != but),
            *(p.name for s, p in host.lobby.local.items() if s != but),
            *(c.name for s, c in host.conns.by_seat.items() if s != but),
        ]
        return {n.casefold().strip() for n in names} | {"host"}

    def _turn_away(self, channel: Channel, reason: str) -> Connection:
        channel.send("error", reason)
        raise HandshakeError(reason)


def _small_receive_buffer(channel: Channel, lasting: float) -> None:
    """A seat on probation gets a small kernel receive buffer for the ``lasting`` seconds its
    probation has left: it sends junk again within seconds, and each cut then brings about
    PROBATION_RECEIVE_BUFFER of it into the host's kernel, not the hundreds of KiB a buffer
    grown for a fast sender holds (moving and freeing them was most of the kernel time a cut
    cost the host). Over a WebSocket, its frames are also parsed at its budget's pace, not a
    burst of hundreds ahead of what is read (ws_pipe.PROBATION_FRAME_BURST). Then both are
    set back, so an honest seat is not slowed for good."""
    transport = channel.writer.transport
    if isinstance(transport, PipeTransport):
        transport.ration(True)
        asyncio.get_running_loop().call_later(max(0.0, lasting), transport.ration, False)
    sock = channel.writer.get_extra_info("socket")
    if sock is None:
        return
    _set_receive_buffer(sock, PROBATION_RECEIVE_BUFFER)
    asyncio.get_running_loop().call_later(
        max(0.0, lasting), _set_receive_buffer, sock, RESTORED_RECEIVE_BUFFER
    )


def _set_receive_buffer(sock: Any, size: int) -> None:
    """Set a socket's receive buffer; a socket closed meanwhile is left alone."""
    with contextlib.suppress(OSError, ValueError):
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, size)
