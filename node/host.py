"""The host: one hosted table over TCP, composed of its door, catch-up, sequencer and status.

It holds no secret of any seat. Its own seat and its bots are ordinary seats that happen to
live in this process: their messages go through the same sequencing queue as a joiner's. Every
entry is fsynced to the log *before* anything is relayed, so no node ever holds an entry the
host could lose; a restarted host rebuilds everything from that log and carries on.

The jobs are parts the host composes: :class:`~.admission.Admission` (the door: handshake, seat
proof, a place), :class:`~.catch_up.CatchUp` (a joiner's missing entries),
:class:`~.sequencing.Sequencing` (screen, sequence, commit, relay) and
:class:`~.host_status.HostStatus` (what everyone is shown, the watchdog's pause and policy).
Each part is handed the host as a Protocol of what it reads (``AdmissionNeeds``,
``SequencingNeeds``, ``StatusNeeds``) and never imports this module (tests/test_layers.py).
This class opens or resumes the game, runs its own seats, and serves connections to the end.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import time
from collections.abc import Callable
from typing import Any

from ..protocol.errors import MextrainError, RemoteError
from ..protocol.log import GAME_ID_LEN, HOST_SEAT, MAX_REASON_LEN, Identity
from ..protocol.table import Sequencer, Stage, Table, seeded_bytes
from .admission import Admission
from .agent import seat_player
from .budget import SPECTATOR_FRAME_CAP
from .catch_up import CatchUp
from .codes import new_code, normalize
from .connections import HELD_RECHECK, IDLE_TIMEOUT, QUEUED_RECHECK, Connection, Connections
from .discovery import Advertiser
from .door import Door
from .errors import ConnectionDropped, FrameError, NodeError
from .farewell import LINGER, owed
from .framing import MAX_FRAME
from .frontend import Frontend
from .host_settings import HostSettings
from .host_status import HostStatus
from .lobby import Lobby
from .persistence import GameStore, RoleDir
from .relay import RelaySlots, nameplate, relay_code
from .seat import NodeKit, SeatDriver, seat_table, warm_up
from .sequencing import Sequencing
from .watchdog import AWAY_GRACE, Watchdog
from .web_page import Page
from .web_port import WebPort

__all__ = ["Host", "HostSettings"]

log = logging.getLogger("mextrain.host")


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
        self.conns = Connections(show_chat=self._show_chat, clock=lambda: self.clock())
        self.ended = asyncio.Event()
        """Set when the match ends (or a vital task failed): every loop stops."""
        self._failure: BaseException | None = None
        self._server: asyncio.Server | None = None
        self._web: asyncio.Server | None = None
        self.web_port: int | None = None
        """The port the page and its WebSocket connections are served on (None: not at all)."""
        self._tasks: set[asyncio.Task[Any]] = set()
        self.clock: Callable[[], float] = time.monotonic
        """The clock of timeouts (tests drive it by hand)."""
        self.code_help = ""
        """How the host's person asks for a new join code (said in the guessing warning)."""
        self.admission = Admission(self)
        self.door = Door(on_warning=self.admission.guessing)
        self.sequencing = Sequencing(self)
        self.catch_up = CatchUp(lambda: self.table.entries, self._spawn, self._log_cut)
        self._cut_said = False
        self.session_extra: dict[str, Any] = {}
        """More fields for session.json (the CLI's options, for ``mextrain resume``)."""
        self.relay: RelaySlots | None = None
        """The table's slots at its relay, while it serves one."""
        self._ad: Advertiser | None = None
        self.kit = NodeKit()
        """The audit thread, the proofs checked and the trace, shared with its local seats."""
        self._reset()

    def _reset(self) -> None:
        """The state of one game, empty."""
        self.table: Table = Table(
            identity=self.identity,
            host=True,
            name="host",
            executor=self.kit.audit_executor(),
            proof_cache=self.kit.proofs,
        )
        self.sequencer = Sequencer(self.table)
        self.game_id = b""
        self.store: GameStore | None = None
        self.seats: dict[int, SeatDriver] = {}
        self.lobby = Lobby(self.settings.seats, self.settings.local, {})
        self.watchdog = Watchdog(self.settings.timeout)
        self.status = HostStatus(self)
        self.sequencing.clear()

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
        self.save()
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
        self.lobby.born = self.clock()  # saved reservations get a fresh while to be used
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
        self.sequencing.remember(entries)
        warm_up(settings.rules)
        self.sequencing.put_outbox()
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

    def save(self) -> None:
        """Write host.json: the settings and the lobby's reservations, for a restart."""
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
        strategy, chooser = seat_player(plan.strategy, self.note)
        table = seat_table(
            self.store,
            self.kit,
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
            trace=self.kit.trace(),
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
            self.sequencing.put(seat, message)

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
        if self.settings.relay is not None and nameplate(self.settings.code) is None:
            self.settings.code = relay_code(self.settings.code)  # the relay needs a table number
            self.save()
        self.admission.fit_to_open_files()
        server = await self._listen()
        self._server = server
        self.port = server.sockets[0].getsockname()[1]
        if self.port != self.settings.port:
            self.settings.port = self.port
            self.save()
        try:
            await self._listen_web()
        except NodeError:
            server.close()
            raise
        if ready is not None:
            ready(self.port)
        for driver in self.seats.values():
            driver.go_live()
        advertiser = self._ad = self._advertiser()
        try:
            async with contextlib.AsyncExitStack() as stack:
                if advertiser is not None:
                    await stack.enter_async_context(advertiser)
                    if advertiser.failure is not None:
                        self.note(
                            f"this table is not advertised on the LAN ({advertiser.failure});"
                            f" joiners give the address: mextrain join HOST:{self.port}"
                        )
                self.status.show()
                loops = (self.sequencing.loop(), self.status.ping_loop(), self.status.watch_loop())
                for job in loops:
                    self._spawn(job, vital=True)
                self._serve_relay()
                while not self.ended.is_set():
                    with contextlib.suppress(TimeoutError):
                        async with asyncio.timeout(1.0):
                            await self.ended.wait()
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
        # Here the table has ended, also when this host's person left (a signed abort): nothing
        # is left to resume, so `mextrain resume` must not open a new table in its name.
        self._save_session(finished=True, **({"left": True} if self.quit else {}))
        self.frontend.finished(self.view, self.store.log_path)
        if self.quit:
            return 1
        return 1 if self.table.blame is not None else 0

    async def _listen(self) -> asyncio.Server:
        """Listen on the configured port; a table with no seat for joiners (``mextrain play``)
        takes any free port when its old one is gone, since nobody needs to find it again."""
        bind = self.settings.bind
        try:
            return await asyncio.start_server(self.admission.serve, bind, self.port)
        except OSError as exc:
            if self.port == 0 or len(self.settings.local) < self.settings.seats:
                raise NodeError(
                    f"cannot listen on {bind}:{self.port}: {exc.strerror or exc}"
                ) from None
        return await asyncio.start_server(self.admission.serve, bind, 0)

    async def _listen_web(self) -> None:
        """Serve the page and take WebSocket connections (SPEC.md 8.12), when asked: each is
        one more connection to the same door as a TCP one."""
        want = self.settings.web_port
        if want is None:
            return
        web = WebPort(Page.bundled(), lambda r, w: self.admission.serve(r, w), self._spawn)
        web.places.max_pending = self.door.max_pending  # as few when open files are few
        bind = self.settings.bind
        try:
            self._web = await web.listen(bind, want)
        except OSError as exc:  # taken: any free port does, the link printed says which
            try:
                self._web = await web.listen(bind, 0)
            except OSError:
                raise NodeError(
                    f"cannot listen for browsers on {bind}: {exc.strerror or exc} (--no-web"
                    " turns the page off)"
                ) from None
            self.note(
                f"port {want} is taken ({exc.strerror or exc}): browsers join on"
                f" {self._web.sockets[0].getsockname()[1]} instead"
            )
        self.web_port = self._web.sockets[0].getsockname()[1]

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
            plate=nameplate(self.settings.code) if self.settings.relay else None,
        )

    def _serve_relay(self) -> None:
        """Wait at the relay too, when the table has one: a relayed connection goes through
        the same door as one from the LAN, rationed under its relay slot's name."""
        relay = self.settings.relay
        if relay is None:
            return
        self.relay = RelaySlots(
            relay,
            lambda: self.settings.code,
            lambda reader, writer, address, move: self.admission.serve(
                reader, writer, address=address, move=move
            ),
            self._spawn,
            self.note,
        )
        self.admission.on_ticket = self.relay.expect
        self._spawn(self.relay.run())

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
            self.ended.set()
        else:
            self.note(f"internal error, one task stopped: {error!r}")

    async def _shutdown(self) -> None:
        for notes in self.conns.seat_notes.values():
            notes.flush(final=True)
        for driver in self.seats.values():
            driver.stop()
        for server in (self._server, self._web):
            if server is not None:
                server.close()
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
        """Stay up until every seat a joiner held lately says ``bye`` (it holds the last
        entry), at most LINGER seconds: one whose connection broke just before the end comes
        back for it (SPEC.md 8.5 step 7). The pings go on meanwhile, so a joiner whose last
        entry was lost on the way finds out at the next one and comes back too."""
        ended_at, start = self.clock(), time.monotonic()
        keys = self.table.keys
        joiners = [s for s, key in enumerate(keys) if key is not None and s not in self.seats]
        if self.table.end_reason.startswith("aborted"):
            # an abort for seats gone too long: they are not on their way back for it
            away = self.watchdog.away_since
            gone = {s for s, since in away.items() if ended_at - since >= AWAY_GRACE}
            joiners = [s for s in joiners if s not in gone]
        said = False
        conns = self.conns
        while time.monotonic() < start + LINGER:
            missing = owed(
                joiners, conns.by_seat, conns.left_at, conns.byes, ended_at,
                conns.junk_cut_after_end, self.clock(),
            )  # fmt: skip
            if not missing:
                return
            if not said and time.monotonic() > start + 2:
                said = True
                seats = ", ".join(str(s) for s in sorted(missing))
                self.note(f"waiting up to {LINGER:.0f} s for seat {seats} to get the last entry")
            await asyncio.sleep(0.1)

    # ------------------------------------------------------------------ connections

    def change_code(self, code: str | None = None) -> str:
        """Replace the join code (a fresh one by default) for every later handshake, and save
        it with the game so a restarted host uses it too; connected nodes stay, and so do the
        tickets of seats in the log (a lobby reservation's must come back with the new code)."""
        if self.settings.relay is not None:
            self.settings.code = relay_code(code)
        else:
            self.settings.code = normalize(code) if code else new_code()
        if self.store is not None:
            self.save()
        self.admission.code_changed()
        if self.relay is not None:
            self.relay.refresh()
            if self._ad is not None:  # a LAN joiner finds the table by its new number
                self._spawn(self._ad.new_plate(nameplate(self.settings.code)))
        self.note(f"the join code is now {self.settings.code}")
        return self.settings.code

    async def read_loop(self, conn: Connection) -> None:
        """Serve an admitted connection's frames until it hangs up or breaks a rule."""
        cap = MAX_FRAME if conn.seat is not None else SPECTATOR_FRAME_CAP
        while True:
            if conn not in self.conns:  # replaced by its seat's newer connection, or dropped
                return  # (woken from a hold, it would be judged and cut for nothing)
            wait = conn.budget.delay()
            held = conn.held(self.clock())
            if wait > 0 or held:  # over its share, or held: not read (TCP pushes back on it)
                if conn.queued:  # judged once the sequencer has taken what it sent
                    await self.conns.until_sequenced(QUEUED_RECHECK)
                    continue
                awaited = self._awaited()
                why = conn.cut_for(self.clock(), awaited)
                if why is not None:  # cut: it reconnects, its junk discarded
                    self._cut_for_junk(conn, awaited)
                    conn.channel.fail(why)
                    raise ConnectionDropped(why)
                if held:  # looked at again once the table moves (or the hold ends)
                    conn.channel.pause_reading()
                    until = min(conn.held_until() - self.clock(), HELD_RECHECK)
                    await self.conns.until_sequenced(until)
                    continue
                await asyncio.sleep(wait)
            env = await conn.channel.recv(IDLE_TIMEOUT, cap=cap)
            conn.budget.charge(conn.channel.last_size)
            if env.kind == "sync":
                self.catch_up.sync(conn, *env.fields)
            elif env.kind == "msg" and conn.seat is None:  # refused unread: nothing to decode
                self.sequencing.refuse(conn, env.fields[0], "a spectator may not send messages")
            elif env.kind == "msg" and conn.synced:  # may come before the catch-up has left
                await self.sequencing.receive(conn, env.fields[0])
            elif env.kind == "ping":
                conn.channel.send("pong")
            elif env.kind == "pong":
                pass
            elif env.kind == "bye" and self.table.stage is Stage.ENDED:
                if conn.seat is not None:  # it holds the last entry: not waited for
                    self.conns.byes.add(conn.seat)
                return
            elif env.kind == "chat":
                if not self.conns.chat(conn, env.fields[0]):  # over its rate: junk
                    conn.refused_at.append(self.clock())
            else:
                raise FrameError(f"unexpected {env.kind!r} frame")

    def _cut_for_junk(self, conn: Connection, awaited: list[int]) -> None:
        """``conn`` is cut for junk (SPEC.md 8.8): its seat goes on probation; cut for its move
        buried behind the junk, its next resume waits for no turn (8.11); cut after the end,
        its ``bye`` is behind the junk and the host waits only a little for it (8.5 step 7)."""
        self.conns.cut_for_junk(conn, self.clock(), ended=self.table.stage is Stage.ENDED)
        if conn.seat in awaited and conn.logged:  # for its move: no wait to resume
            self.admission.tickets.waive(conn.seat)

    def _awaited(self) -> list[int]:
        """The seats whose message the host needs now: those the table waits for; once the
        match is over, each seat whose ``bye`` has not come (the host waits for it, SPEC.md
        8.5 step 7). A seat held for junk then is cut as when the table waits for it, and its
        next connection gets the last entry and says ``bye`` at once, instead of the host
        lingering for it to the end of LINGER with its bye stuck behind the junk."""
        if self.table.stage is Stage.ENDED:
            return [s for s in range(self.table.seats) if s not in self.conns.byes]
        return self.table.waiting_for()

    def _log_cut(self, conn: Connection, theirs: int, ours: int) -> None:
        """A joiner holds more of this game than the host: the host's log lost its tail (said
        once: every joiner will say so)."""
        assert self.store is not None
        if self._cut_said:
            return
        self._cut_said = True
        self.note(
            f"{conn} holds {theirs} entries of this game, this host only {ours}: the host's log"
            f" {self.store.log_path} was cut short (a crash, a disk, a restored backup) and no"
            " joiner can catch up from it. The full log is on the joiners: stop the host, copy"
            f" a joiner's games/{self.game_id.hex()}/log.mtlog (in its data dir, under join/)"
            f" over {self.store.log_path}, and run the same command again to resume"
        )

    def say(self, name: str, text: str) -> None:
        """Show a chat line to everyone at the table (never signed, never in the log)."""
        self.conns.say(name, text)

    def _show_chat(self, name: str, text: str) -> None:
        show = getattr(self.frontend, "chat", None)
        if show is not None:
            show(name, text)

    def forget(self, conn: Connection) -> None:
        """A connection ended: free its seat for a rejoin (and say so)."""
        for notes in conn.notes():  # the count: with its next notes
            notes.flush()
        if self.conns.forget(conn):
            self.status.seats_changed()

    def drop(self, conn: Connection, reason: str) -> None:
        """Hang up on ``conn``, telling it why."""
        conn.channel.send("error", reason)
        conn.channel.close()
        self.conns.forget(conn)
        self.note(f"dropped {conn}: {reason}")

    # ------------------------------------------------------------------ lobby commands

    def fill_with_bots(self) -> list[int]:
        """The host's command to start now: bots take every seat nobody holds."""
        if self.table.stage is not Stage.LOBBY:
            return []
        held = set(self.conns.by_seat)
        seats = self.lobby.fill(self.table, held, self.settings.bot_strategy)
        self.save()
        for seat in seats:
            self._add_local_seat(seat)
        self.status.show()
        return seats

    def abandon(self, reason: str) -> None:
        """End the match now with a signed ``abort`` entry (the host's person quit)."""
        self.table.abort(HOST_SEAT, reason[:MAX_REASON_LEN])
        self.sequencing.put_outbox()

    def _person_quit(self) -> None:
        self.quit = True
        self.abandon("the host's player left the table")

    def note(self, text: str) -> None:
        """A line for this terminal (and the log)."""
        log.info("%s", text)
        self.frontend.note(text)
