"""The host: the lobby, the sequencer and the relay, over TCP.

It holds no secret of any seat. Its own seat and its bots are ordinary seats that happen to
live in this process: their messages go through the same sequencing queue as a joiner's. Every
entry is fsynced to the log *before* anything is relayed, so no node ever holds an entry the
host could lose; a restarted host rebuilds everything from that log and carries on.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..protocol.errors import MextrainError, RemoteError
from ..protocol.log import (
    GAME_ID_LEN,
    HOST_SEAT,
    MAX_NAME_LEN,
    MAX_REASON_LEN,
    Identity,
    Message,
    MessageError,
    SignatureError,
    check_public_key,
    entry_hash,
    verify,
)
from ..protocol.rules import Ruleset
from ..protocol.table import Sequencer, Stage, Table, seeded_bytes
from .agent import seat_player
from .channel import BUSY, SEAT_PROOF, Channel, host_handshake, send_plain
from .codes import new_code, normalize
from .discovery import Advertiser
from .door import Door
from .envelope import chat_line
from .errors import ConnectionDropped, FrameError, HandshakeError, NodeError, Refused
from .frontend import Frontend
from .limits import decode_screened
from .lobby import Lobby, Refusal, SeatPlan
from .persistence import GameStore, RoleDir
from .seat import PROOF_CACHE, SeatDriver, audit_executor, digest, seat_table, warm_up
from .watchdog import Pause, Watchdog

log = logging.getLogger("mextrain.host")

HANDSHAKE_TIMEOUT = 10.0
"""From accepting a connection to its ``join``: all of the handshake, however it is paced."""
IDLE_TIMEOUT = 20.0
"""A connection that sends nothing (not even a pong) for this long is dropped."""
PING_EVERY = 5.0
JOIN_FRAME_CAP = 1024
"""The sealed ``join`` frame: a name, a key and a signature; nothing bigger before a seat."""
CATCH_UP_CHUNK = 256 << 10
"""While catching a joiner up, the host queues about this many bytes, then waits for them to
be sent: a whole log is never queued at once."""
OFFLOAD_OVER = 64 << 10
"""A message bigger than this is decoded off the event loop."""
DOOR_NOTES = 10
DOOR_WINDOW = 10.0
"""At most DOOR_NOTES notes about refused connections per DOOR_WINDOW seconds; then a count."""
LINGER = 10.0
"""After the end, how long the host stays up for joiners still catching up."""
MAX_BATCH = 64
CHAT_RATE = 5
CHAT_WINDOW = 10.0
"""A connection's chat lines beyond CHAT_RATE in CHAT_WINDOW seconds are dropped."""
chat_clock = time.monotonic
"""The chat rate limit's clock (a test steps it)."""
"""At most this many entries share one fsync (and one write to each connection)."""


def _decode(raw: bytes) -> Message | MessageError:
    try:
        return decode_screened(raw)
    except MessageError as exc:
        return exc


@dataclass
class HostSettings:
    """Everything ``mextrain host`` was asked for; saved with the game so that running the
    same command again (or ``mextrain resume``) continues it."""

    table_name: str
    seats: int
    rules: Ruleset
    local: dict[int, SeatPlan]
    code: str
    bind: str = "127.0.0.1"
    port: int = 0
    timeout: float = 300.0
    on_timeout: str = "abort"
    advertise: bool = True
    seed: int | None = None
    bot_strategy: str = "greedy"
    verified_shuffle: bool = False
    """The table option of SPEC.md 4.12: a proof with every shuffle and lock step."""

    def to_json(self) -> dict[str, Any]:
        return {
            "table_name": self.table_name,
            "seats": self.seats,
            "rules": self.rules.to_dict(),
            "local": {str(s): p.to_json() for s, p in self.local.items()},
            "code": self.code,
            "bind": self.bind,
            "port": self.port,
            "timeout": self.timeout,
            "on_timeout": self.on_timeout,
            "advertise": self.advertise,
            "seed": self.seed,
            "bot_strategy": self.bot_strategy,
            "verified_shuffle": self.verified_shuffle,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> HostSettings:
        return cls(
            table_name=data["table_name"],
            seats=int(data["seats"]),
            rules=Ruleset.from_dict(data["rules"]),
            local={int(s): SeatPlan.from_json(p) for s, p in data["local"].items()},
            code=data["code"],
            bind=data["bind"],
            port=int(data["port"]),
            timeout=float(data["timeout"]),
            on_timeout=data["on_timeout"],
            advertise=bool(data["advertise"]),
            seed=data.get("seed"),
            bot_strategy=data.get("bot_strategy", "greedy"),
            verified_shuffle=bool(data.get("verified_shuffle", False)),
        )


@dataclass(eq=False)
class Connection:
    channel: Channel
    name: str
    seat: int | None
    """None for a spectator."""
    key: bytes | None
    live: bool = False
    """Caught up: every new entry is relayed to it."""
    synced: bool = False
    """It sent its one ``sync``."""
    chat_times: list[float] = field(default_factory=list)
    """When its recent chat lines came (rate limit)."""

    def __str__(self) -> str:
        who = "spectator" if self.seat is None else f"seat {self.seat}"
        return f"{self.name!r} ({who}, {self.channel.peer})"


@dataclass
class _Timer:
    shown: int | None = None
    paused: bool = False
    gave_up: set[int] = field(default_factory=set)


Source = Connection | int
"""Who sent a message: a connection, or the number of a seat in this process (-1: the host)."""


class Host:
    """One hosted table. :meth:`prepare` opens or resumes it, :meth:`run` serves it to its end."""

    def __init__(
        self, settings: HostSettings, role: RoleDir, identity: Identity, frontend: Frontend
    ) -> None:
        self.settings = settings
        self.role = role
        self.identity = identity
        self.frontend = frontend
        self.port = settings.port
        self.resumed = False
        self.quit = False
        self.inbox: asyncio.Queue[tuple[Source, bytes]] = asyncio.Queue()
        self.conns: set[Connection] = set()
        self.by_seat: dict[int, Connection] = {}
        self._ended = asyncio.Event()
        self._failure: BaseException | None = None
        self._server: asyncio.Server | None = None
        self._tasks: set[asyncio.Task[Any]] = set()
        self.door = Door(on_warning=self._guessing)
        self.code_help = ""
        """How the host's person asks for a new join code (said in the guessing warning)."""
        self._door_window = -DOOR_WINDOW
        self._door_shown = 0
        self._door_quiet = 0
        self.clock: Callable[[], float] = time.monotonic
        """The clock of timeouts (tests drive it by hand)."""
        self.session_extra: dict[str, Any] = {}
        """More fields for session.json (the CLI's options, for ``mextrain resume``)."""
        self._reset()

    def _reset(self) -> None:
        """The state of one game, empty."""
        self.table = Table(
            identity=self.identity,
            host=True,
            name="host",
            executor=audit_executor(),
            proof_cache=PROOF_CACHE,
        )
        self.sequencer = Sequencer(self.table)
        self.game_id = b""
        self.store: GameStore | None = None
        self.seats: dict[int, SeatDriver] = {}
        self.lobby = Lobby(self.settings.seats, self.settings.local, {})
        self.watchdog = Watchdog(self.settings.timeout)
        self._timer = _Timer()
        self._was_lobby = True
        while not self.inbox.empty():
            self.inbox.get_nowait()

    # ------------------------------------------------------------------ open or resume

    def prepare(self, *, fresh: bool = False) -> None:
        """Continue the unfinished game of this data dir, or open a new table."""
        fresh_settings = self.settings
        session = None if fresh else self.role.read_session()
        if session and session.get("game"):
            store = self.role.game(bytes.fromhex(session["game"]))
            entries, saved = store.resume_state(self.role.path.name)
            self._resume(store, entries, saved)
            if self.table.stage is not Stage.ENDED:
                return
            store.close()
            self.settings = fresh_settings
            self.resumed = False
            self._reset()
        self._open()

    def _open(self) -> None:
        seed = self.settings.seed
        game_id = (
            seeded_bytes(seed, "game-id")(GAME_ID_LEN)
            if seed is not None
            else os.urandom(GAME_ID_LEN)
        )
        self.game_id = game_id
        self.store = self.role.new_game(game_id)
        self._save()
        opening = self.table.open_table(
            game_id=game_id,
            rules=self.settings.rules,
            seats=self.settings.seats,
            table_name=self.settings.table_name,
            created=int(time.time()),
            verified_shuffle=self.settings.verified_shuffle,
        )
        entry = self.sequencer.sequence(opening)
        self.store.append(entry)
        # Only a game whose entry 0 is durable is named by the session: resuming one whose
        # log is empty is then always a loss to refuse, never a crash before the first entry.
        self._save_session()
        warm_up(self.settings.rules)
        for seat in sorted(self.settings.local):
            self._add_local_seat(seat)

    def _resume(self, store: GameStore, entries: list[bytes], saved: dict[str, Any]) -> None:
        self.resumed = True
        try:
            settings = HostSettings.from_json(saved["settings"])
        except MextrainError as exc:
            raise NodeError(f"{store.path / 'host.json'} is damaged: {exc}") from None
        self.settings = settings
        self.lobby = Lobby(
            settings.seats,
            settings.local,
            {bytes.fromhex(k): int(s) for k, s in saved.get("reservations", {}).items()},
        )
        self.watchdog = Watchdog(settings.timeout)
        self.port = settings.port
        self.store = store
        for index, entry in enumerate(entries):
            try:
                self.table.receive(entry)
            except RemoteError as exc:
                raise NodeError(
                    f"the saved log {store.log_path} is damaged at entry {index}: {exc}"
                ) from None
        self.game_id = self.table.game_id
        warm_up(settings.rules)
        for message in self.table.outbox():
            self.inbox.put_nowait((HOST_SEAT, message))
        for seat in sorted(settings.local):
            self._add_local_seat(seat, entries)

    def _save_session(self, **fields: Any) -> None:
        self.role.write_session(
            {
                "role": self.role.path.name,
                "game": self.game_id.hex(),
                **self.session_extra,
                **fields,
            }
        )

    def _save(self) -> None:
        assert self.store is not None
        self.store.write_json(
            "host.json",
            {
                "settings": self.settings.to_json(),
                "reservations": {k.hex(): s for k, s in self.lobby.reservations.items()},
            },
        )

    def _add_local_seat(self, seat: int, replay: list[bytes] | None = None) -> None:
        """Build an in-process seat and replay the log into it. It speaks once it is live:
        when :meth:`run` starts, or at once for a seat added while serving."""
        assert self.store is not None
        plan = self.settings.local[seat]
        seed = self.settings.seed
        make_key: Callable[[], bytes] | None = None
        make_seed: Callable[[int], bytes] | None = None
        if seed is not None:
            label = f"{seat}-{self.game_id.hex()}"
            make_key = lambda: seeded_bytes(seed, f"identity-{label}")(32)  # noqa: E731
            make_seed = lambda r: seeded_bytes(seed, f"round-seed-{label}-{r}")(32)  # noqa: E731
        strategy, chooser = seat_player(plan.strategy, self._note)
        table = seat_table(
            self.store,
            identity=self.store.seat_identity(seat, make_key),
            game_id=self.game_id,
            seat=seat,
            name=plan.name,
            strategy=strategy,
            seed_source=make_seed,
        )
        driver = SeatDriver(
            table,
            self._sender(seat),
            person=plan.strategy is None,
            on_quit=self._person_quit,
            chooser=chooser,
        )
        for entry in replay if replay is not None else self.table.entries:
            driver.feed(entry)
        if seat == 0:
            driver.frontend = self.frontend
        self.seats[seat] = driver
        if self._server is not None:
            driver.go_live()

    def _sender(self, seat: int) -> Callable[[bytes], None]:
        def send(message: bytes) -> None:
            self.inbox.put_nowait((seat, message))

        return send

    @property
    def view(self) -> Table:
        """The table this process shows: its own seat's, else the public one."""
        own = self.seats.get(0)
        return own.table if own is not None else self.table

    # ------------------------------------------------------------------ serving

    async def run(self, ready: Callable[[int], None] | None = None) -> int:
        """Serve the table until the match ends; returns the process exit code. ``ready``
        is called with the port once the host listens."""
        server = await self._listen()
        self._server = server
        self.port = server.sockets[0].getsockname()[1]
        if self.port != self.settings.port:
            self.settings.port = self.port
            self._save()
        if ready is not None:
            ready(self.port)
        for driver in self.seats.values():
            driver.go_live()
        advertiser = self._advertiser()
        try:
            async with contextlib.AsyncExitStack() as stack:
                if advertiser is not None:
                    await stack.enter_async_context(advertiser)
                self._status()
                for job in (self._sequence_loop(), self._ping_loop(), self._watch_loop()):
                    self._spawn(job, vital=True)
                while not self._ended.is_set():
                    with contextlib.suppress(TimeoutError):
                        async with asyncio.timeout(1.0):
                            await self._ended.wait()
                if self._failure is None:
                    await self._linger()
        finally:
            await self._shutdown()
        if self._failure is not None:  # the session stays unfinished: the same command resumes
            raise NodeError(
                f"the host stopped on an internal error ({self._failure!r}); the log is saved,"
                " and the same command resumes the table"
            )
        assert self.store is not None
        self._save_session(finished=not self.quit)
        self.frontend.finished(self.view, self.store.log_path)
        if self.quit:
            return 1
        return 1 if self.table.blame is not None else 0

    async def _listen(self) -> asyncio.Server:
        """Listen on the configured port; a table with no seat for joiners (``mextrain play``)
        takes any free port when its old one is gone, since nobody needs to find it again."""
        bind = self.settings.bind
        try:
            return await asyncio.start_server(self._serve, bind, self.port)
        except OSError as exc:
            if self.port == 0 or len(self.settings.local) < self.settings.seats:
                raise NodeError(
                    f"cannot listen on {bind}:{self.port}: {exc.strerror or exc}"
                ) from None
        return await asyncio.start_server(self._serve, bind, 0)

    def _advertiser(self) -> Advertiser | None:
        bind = self.settings.bind
        if not self.settings.advertise or bind.startswith("127.") or bind == "::1":
            return None
        return Advertiser(
            table_name=self.table.table_name,
            bind=bind,
            port=self.port,
            seats=self.table.seats,
            ruleset=self.settings.rules.name,
            fingerprint=self.identity.fingerprint(),
        )

    def _spawn(self, job: Any, *, vital: bool = False) -> None:
        """Run ``job`` as a task the host cancels at shutdown. A task that dies of an error is
        never silent: a vital one (the sequencer, the pings, the watchdog) stops the host with
        the error, since the table would hang without it; any other is noted and the table
        goes on."""
        task = asyncio.create_task(job)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        task.add_done_callback(lambda done: self._task_done(done, vital))

    def _task_done(self, task: asyncio.Task[Any], vital: bool) -> None:
        if task.cancelled() or task.exception() is None:
            return
        error = task.exception()
        log.error("host task %s failed", task.get_coro(), exc_info=error)
        if vital:
            self._failure = error
            self._ended.set()
        else:
            self._note(f"internal error, one task stopped: {error!r}")

    async def _shutdown(self) -> None:
        for driver in self.seats.values():
            driver.stop()
        if self._server is not None:
            self._server.close()
        for conn in list(self.conns):
            await conn.channel.closed()
        for task in list(self._tasks):
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)
        if self._server is not None:
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(2):
                    await self._server.wait_closed()
        if self.store is not None:
            self.store.close()

    async def _linger(self) -> None:
        """Give joiners time to receive the last entry and hang up."""
        deadline = time.monotonic() + LINGER
        while time.monotonic() < deadline and any(c.seat is not None for c in self.conns):
            await asyncio.sleep(0.1)

    # ------------------------------------------------------------------ connections

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        peer = writer.get_extra_info("peername")
        where = f"{peer[0]}:{peer[1]}" if isinstance(peer, tuple) else str(peer)
        address = peer[0] if isinstance(peer, tuple) else str(peer)
        busy = self.door.enter(address)
        if busy is not None:
            with contextlib.suppress(ConnectionDropped):
                await send_plain(writer, "error", f"{BUSY} {busy}")
            writer.close()
            return
        conn: Connection | None = None
        channel: Channel | None = None
        try:
            try:
                async with asyncio.timeout(HANDSHAKE_TIMEOUT):
                    channel = await host_handshake(
                        reader, writer, self.settings.code, timeout=HANDSHAKE_TIMEOUT,
                        door=self.door,
                    )
                    hello = await channel.recv(HANDSHAKE_TIMEOUT, cap=JOIN_FRAME_CAP)
            except TimeoutError:
                why = f"handshake not done within {HANDSHAKE_TIMEOUT:.0f} s"
                raise HandshakeError(why) from None
            finally:
                self.door.leave(address)
            if hello.kind != "join":
                raise FrameError(f"expected a join frame, got {hello.kind!r}")
            conn = self._admit(channel, *hello.fields)
            await self._read_loop(conn)
        except HandshakeError as exc:
            self._door_note(f"refused a connection from {where}: {exc}")
        except Refused as exc:
            self._door_note(f"connection from {where} gave up: {exc}")
        except ConnectionDropped as exc:
            who = str(conn) if conn is not None else where
            if conn is None and isinstance(exc, FrameError):
                self._door_note(f"dropped {who}: {exc}")
            elif isinstance(exc, FrameError) or (channel is not None and channel.failure):
                self._note(f"dropped {who}: {exc}")
            elif conn is not None and not self._ended.is_set():
                self._note(f"{who} left: {exc}")
            if channel is not None and isinstance(exc, FrameError):
                channel.send("error", f"connection dropped: {exc}")
        except asyncio.CancelledError:
            pass
        finally:
            if conn is not None:
                self._forget(conn)
            writer.close()

    def _guessing(self, failures: int, why: str) -> None:
        """Many attempts at the code failed: someone may be guessing it."""
        self._note(
            f"warning: {failures} attempts to join with a wrong or unfinished code so far"
            f" (latest: {why}). If these are not your players, someone may be guessing the"
            " join code: at most 2 guesses a second get an answer, each with about one chance"
            " in a billion; a new code shuts them out (players already seated stay)"
            + (f": {self.code_help}." if self.code_help else ".")
        )

    def change_code(self, code: str | None = None) -> str:
        """Replace the join code (a fresh one by default) for every later handshake, and save
        it with the game so a restarted host uses it too; connected nodes stay."""
        self.settings.code = normalize(code) if code else new_code()
        if self.store is not None:
            self._save()
        self._note(f"the join code is now {self.settings.code}")
        return self.settings.code

    def _admit(
        self, channel: Channel, name: Any, key: Any, role: Any, proof: Any
    ) -> Connection:
        name = str(name)
        if not 0 < len(name) <= MAX_NAME_LEN or not name.isprintable():
            return self._turn_away(channel, f"a name is 1 to {MAX_NAME_LEN} printable characters")
        if role == "spectator":
            if name == "spectator":  # no --name given: number them, as people tell them apart
                name = f"spectator {1 + sum(1 for c in self.conns if c.seat is None)}"
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
                seat = self.lobby.seat_for(key, self.table)
            except Refusal as exc:
                return self._turn_away(channel, str(exc))
            self._save()
            old = self.by_seat.pop(seat, None)
            if old is not None:
                self._drop(old, "the same player connected again")
            conn = Connection(channel, name, seat, key)
            self.by_seat[seat] = conn
        else:
            return self._turn_away(channel, f"unknown role {role!r}")
        self.conns.add(conn)
        seat_no = -1 if conn.seat is None else conn.seat
        channel.send(
            "welcome",
            seat_no,
            self.game_id,
            self.identity.public_key,
            len(self.table.entries),
            self.table.table_name,
        )
        self._note(f"{conn} connected")
        self._status()
        return conn

    def _turn_away(self, channel: Channel, reason: str) -> Connection:
        channel.send("error", reason)
        raise HandshakeError(reason)

    async def _read_loop(self, conn: Connection) -> None:
        while True:
            env = await conn.channel.recv(IDLE_TIMEOUT)
            if env.kind == "sync":
                self._sync(conn, *env.fields)
            elif env.kind == "msg" and conn.synced:  # may come before the catch-up has left
                raw = env.fields[0]
                if len(raw) > OFFLOAD_OVER:
                    # a big message is decoded in a thread: the loop keeps serving the table
                    decoded = await asyncio.to_thread(_decode, raw)
                else:
                    decoded = _decode(raw)
                self._accept(conn, raw, decoded)
            elif env.kind == "ping":
                conn.channel.send("pong")
            elif env.kind == "pong":
                pass
            elif env.kind == "chat":
                self._chat(conn, env.fields[0])
            else:
                raise FrameError(f"unexpected {env.kind!r} frame")

    def _chat(self, conn: Connection, text: str) -> None:
        """Relay a chat line unless its sender is over the rate (CHAT_RATE lines a window)."""
        now = chat_clock()
        conn.chat_times = [t for t in conn.chat_times if now - t < CHAT_WINDOW]
        if len(conn.chat_times) >= CHAT_RATE:
            return
        conn.chat_times.append(now)
        self.say(conn.name, text)

    def say(self, name: str, text: str) -> None:
        """Show a chat line to everyone at the table (never signed, never in the log)."""
        text = chat_line(text)
        if not text:
            return
        for conn in list(self.conns):
            conn.channel.send("said", name[:MAX_NAME_LEN], text)
        show = getattr(self.frontend, "chat", None)
        if show is not None:
            show(name, text)

    def _sync(self, conn: Connection, have: int, head: bytes) -> None:
        """Check that a (re)joining node's copy agrees with ours, then send it what it lacks.
        One sync per connection: a second one would make the host queue the log again."""
        if conn.synced:
            raise FrameError("a second sync on one connection")
        conn.synced = True
        entries = self.table.entries
        if have > len(entries) or (have > 0 and entry_hash(entries[have - 1]) != head):
            reason = (
                f"your saved log of this game ({have} entries) is not a prefix of the host's"
                f" ({len(entries)} entries)"
            )
            conn.channel.send("error", reason)
            raise FrameError(reason)
        self._spawn(self._catch_up(conn, have))

    async def _catch_up(self, conn: Connection, sent: int) -> None:
        """Send entries from ``sent`` on, a chunk at a time, waiting for each to leave; the
        connection goes live (gets each new entry as it is sequenced) once nothing is left,
        with no await in between, so no entry is skipped or sent twice."""
        try:
            while True:
                entries = self.table.entries
                if sent >= len(entries):
                    conn.live = True
                    return
                chunk: list[bytes] = []
                size = 0
                while sent < len(entries) and size < CATCH_UP_CHUNK:
                    chunk.append(entries[sent])
                    size += len(entries[sent])
                    sent += 1
                conn.channel.send_all("entry", chunk)
                await conn.channel.drain(IDLE_TIMEOUT)
        except ConnectionDropped as exc:
            conn.channel.fail(f"could not catch up: {exc}")

    def _accept(self, conn: Connection, raw: bytes, decoded: Message | MessageError) -> None:
        """Screen a joiner's message before the sequencer checks it against the table."""
        if conn.seat is None:
            self._refuse(conn, raw, "a spectator may not send messages")
            return
        if isinstance(decoded, MessageError):
            self._refuse(conn, raw, f"malformed message: {decoded}")
            return
        message = decoded
        if message.seat != conn.seat:
            self._refuse(
                conn,
                raw,
                f"this connection holds seat {conn.seat}; the message is signed for seat"
                f" {message.seat}",
            )
        elif message.kind == "join" and message.payload[1] != conn.key:
            self._refuse(conn, raw, "the join names another identity key than this connection's")
        else:
            self.inbox.put_nowait((conn, raw))

    def _refuse(self, source: Source, raw: bytes, reason: str) -> None:
        if isinstance(source, Connection):
            self._note(f"refused a message from {source}: {reason}")
            source.channel.send("refused", digest(raw), reason[:1000])
        else:
            log.error("refused a message from local seat %s: %s", source, reason)
            self._note(f"refused a message from local seat {source}: {reason}")

    def _forget(self, conn: Connection) -> None:
        self.conns.discard(conn)
        if conn.seat is not None and self.by_seat.get(conn.seat) is conn:
            del self.by_seat[conn.seat]
            self._status()

    def _drop(self, conn: Connection, reason: str) -> None:
        conn.channel.send("error", reason)
        conn.channel.close()
        self.conns.discard(conn)
        self._note(f"dropped {conn}: {reason}")

    # ------------------------------------------------------------------ sequencing

    async def _sequence_loop(self) -> None:
        while not self._ended.is_set():
            try:
                async with asyncio.timeout(1.0):
                    first = await self.inbox.get()
            except TimeoutError:
                continue
            entries, refusals = self._sequence_waiting(first)
            if entries:
                self._commit(entries)
            for source, message, reason in refusals:
                self._refuse(source, message, reason)
            await asyncio.sleep(0)

    def _sequence_waiting(
        self, first: tuple[Source, bytes]
    ) -> tuple[list[bytes], list[tuple[Source, bytes, str]]]:
        """Sequence ``first`` and every message already waiting behind it, writing each entry
        to the log unsynced: :meth:`_commit` makes them all durable with one fsync (a group
        commit) before it relays any. Returns the entries and the refused messages."""
        assert self.store is not None
        entries: list[bytes] = []
        refusals: list[tuple[Source, bytes, str]] = []
        item = first
        while True:
            source, message = item
            if not (isinstance(source, Connection) and source not in self.conns):
                try:
                    entry = self.sequencer.sequence(message)
                except RemoteError as exc:
                    refusals.append((source, message, exc.reason))
                else:
                    self.store.write(entry)
                    entries.append(entry)
            if self.inbox.empty() or len(entries) >= MAX_BATCH:
                return entries, refusals
            item = self.inbox.get_nowait()

    def _commit(self, entries: list[bytes]) -> None:
        """fsync new entries, relay them (one write per connection), then feed them to this
        process's seats."""
        assert self.store is not None
        self.store.sync()
        for conn in list(self.conns):
            if conn.live:
                conn.channel.send_all("entry", entries)
        for entry in entries:
            for seat, driver in self.seats.items():
                try:
                    driver.feed(entry)
                except RemoteError as exc:
                    log.error("local seat %s refused entry: %s", seat, exc)
                    self._note(f"local seat {seat} refused an entry the host accepted: {exc}")
        for message in self.table.outbox():
            self.inbox.put_nowait((HOST_SEAT, message))
        for driver in self.seats.values():
            driver.flush()
        remote = [s for s in self.table.waiting_for() if s not in self.seats]
        self.watchdog.progress(self.clock(), remote)
        lobby = self.table.stage is Stage.LOBBY
        if lobby or self._was_lobby:
            self._status()
        self._was_lobby = lobby
        if self.table.stage is Stage.ENDED:
            self._ended.set()

    # ------------------------------------------------------------------ lobby commands

    def fill_with_bots(self) -> list[int]:
        """The host's command to start now: bots take every seat nobody holds."""
        if self.table.stage is not Stage.LOBBY:
            return []
        seats = self.lobby.fill(self.table, set(self.by_seat), "bot", self.settings.bot_strategy)
        self._save()
        for seat in seats:
            self._add_local_seat(seat)
        self._status()
        return seats

    def abandon(self, reason: str) -> None:
        """End the match now with a signed ``abort`` entry (the host's person quit)."""
        self.table.abort(HOST_SEAT, reason[:MAX_REASON_LEN])
        for message in self.table.outbox():
            self.inbox.put_nowait((HOST_SEAT, message))

    def _person_quit(self) -> None:
        self.quit = True
        self.abandon("the host's player left the table")

    # ------------------------------------------------------------------ timers and status

    async def _ping_loop(self) -> None:
        while not self._ended.is_set():
            await asyncio.sleep(PING_EVERY)
            for conn in list(self.conns):
                conn.channel.send("ping")
            if self.clock() - self._door_window > DOOR_WINDOW:
                self._door_summary()

    async def _watch_loop(self) -> None:
        while not self._ended.is_set():
            await asyncio.sleep(0.25)
            if self.table.stage in (Stage.LOBBY, Stage.CLOSING, Stage.ENDED):
                continue
            remote = {s for s in range(self.table.seats) if s not in self.seats}
            pause = self.watchdog.check(self.clock(), remote - set(self.by_seat))
            self._tick(pause)

    def _tick(self, pause: Pause | None) -> None:
        timer = self._timer
        if pause is None:
            if timer.paused:
                timer.paused = False
                timer.shown = None
                self._status(resumed=True)
            return
        timer.paused = True
        left = max(0, int(pause.seconds_left + 0.999))
        if pause.expired and self.settings.on_timeout == "abort":
            if not timer.gave_up:
                timer.gave_up.update(pause.seats)
                seat = pause.seats[0]
                name = self.table.names[seat] or f"seat {seat}"
                why = "disconnected" if pause.disconnected else "silent"
                self.table.abort(
                    seat,
                    f"seat {seat} ({name}) was {why} for {self.settings.timeout:.0f} s"[
                        :MAX_REASON_LEN
                    ],
                )
                for message in self.table.outbox():
                    self.inbox.put_nowait((HOST_SEAT, message))
            return
        if left != timer.shown:
            timer.shown = left
            self._status(pause)

    def _status(self, pause: Pause | None = None, *, resumed: bool = False) -> None:
        """Tell everyone (and this terminal) who holds which seat and what the table awaits."""
        connected = set(self.by_seat) | set(self.seats)
        rows = self.lobby.rows(self.table, connected) if self.table.names else []
        status: dict[str, Any] = {
            "stage": str(self.table.stage),
            "lobby": rows,
            "waiting": list(pause.seats) if pause else [],
            "paused": pause is not None,
            "seconds_left": -1,
            "policy": self.settings.on_timeout,
            "text": "",
        }
        if pause is not None:
            names = ", ".join(f"seat {s} ({self.table.names[s] or '?'})" for s in pause.seats)
            left = max(0, int(pause.seconds_left + 0.999))
            status["seconds_left"] = left
            state = "disconnected" if pause.disconnected else "silent"
            if pause.expired:
                status["text"] = f"paused: {names} {state}; waiting for a rejoin (policy: wait)"
            else:
                then = (
                    "the match is aborted"
                    if self.settings.on_timeout == "abort"
                    else ("the table keeps waiting")
                )
                status["text"] = f"paused: {names} {state}; {left} s until {then}"
        elif self.table.stage is Stage.LOBBY:
            free = sum(1 for r in rows if r[2] == "free" or not r[3])
            status["text"] = f"lobby: {self.table.seats - free}/{self.table.seats} seats filled"
        elif resumed:
            status["text"] = "resumed: the table is complete again"
        for conn in list(self.conns):
            if conn.live or self.table.stage is Stage.LOBBY:
                conn.channel.send("status", status)
        self.frontend.status(status)

    def _door_note(self, text: str) -> None:
        """A note about a connection that never got a seat: the first few of each
        DOOR_WINDOW seconds are shown, the rest counted, so that a flood of bad connections
        neither floods the host's terminal nor costs it a line of output each."""
        now = self.clock()
        if now - self._door_window > DOOR_WINDOW:
            self._door_summary()
            self._door_window = now
            self._door_shown = 0
        if self._door_shown < DOOR_NOTES:
            self._door_shown += 1
            self._note(text)
        else:
            self._door_quiet += 1

    def _door_summary(self) -> None:
        if self._door_quiet:
            self._note(
                f"... and {self._door_quiet} more connections refused before they proved the"
                f" join code (showing {DOOR_NOTES} every {DOOR_WINDOW:.0f} s)"
            )
            self._door_quiet = 0

    def _note(self, text: str) -> None:
        log.info("%s", text)
        self.frontend.note(text)
