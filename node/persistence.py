"""The data directory: identity keys, per-game logs and round secrets, session records.

Everything a node needs to come back after ``kill -9`` is written and fsynced *before* it is
used or sent: a round seed before the table derives its commitment from it (usually well
before: it is written ahead in the background), a log entry before the host relays it (the
entries the host sequences together share one fsync). A joiner writes each entry as soon as
it has checked it and fsyncs its copy in the background shortly after: the host holds every
entry durably and resends what a joiner lacks. Secrets are files of mode 0600 in a directory
of mode 0700.

Layout::

    DATA_DIR/identity.key          this person's identity (joins as a player)
    DATA_DIR/host.key              the host key (signs log entries; its fingerprint is advertised)
    DATA_DIR/<role>/session.json   what ``mextrain resume`` runs again (role: host, play, join)
    DATA_DIR/<role>/lock           held while a node of that role runs
    DATA_DIR/<role>/games/<game id>/log.mtlog, seat-<s>.key, seat-<s>/round-<r>.seed, host.json
"""

from __future__ import annotations

import contextlib
import fcntl
import json
import os
import secrets
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import platformdirs

from ..protocol.log import Identity, LogReader, file_header, frame
from .datafiles import check_host_json, check_session, damaged
from .errors import NodeError

ENV_VAR = "MEXTRAIN_DATA_DIR"


def choose_data_dir(option: str | os.PathLike[str] | None) -> Path:
    """``--data-dir``, else ``$MEXTRAIN_DATA_DIR``, else the platform's user data dir."""
    chosen = option or os.environ.get(ENV_VAR) or platformdirs.user_data_dir("mextrain", False)
    path = Path(chosen).expanduser().resolve()
    try:
        path.mkdir(mode=0o700, parents=True, exist_ok=True)
    except OSError as exc:
        raise NodeError(f"cannot create the data dir {path}: {exc.strerror}") from None
    return path


def _fsync_dir(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY | os.O_DIRECTORY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def write_durably(path: Path, data: bytes, *, mode: int = 0o600) -> None:
    """Write a whole file so that after a crash it is either absent, old, or complete."""
    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{secrets.token_hex(4)}.tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, mode)
    try:
        os.write(fd, data)
        os.fsync(fd)
    finally:
        os.close(fd)
    os.replace(tmp, path)
    _fsync_dir(path.parent)


def secret_file(path: Path, make: Callable[[], bytes], size: int = 32) -> bytes:
    """Read a secret, creating it with ``make()`` on first use (0600, fsynced)."""
    if not path.exists():
        write_durably(path, make())
    data = path.read_bytes()
    if len(data) != size:
        raise NodeError(f"{path} is damaged: {len(data)} bytes, expected {size}")
    if path.stat().st_mode & 0o077:
        os.chmod(path, 0o600)
    return data


class DataDir:
    """A node's data directory (see the module docstring)."""

    def __init__(self, root: Path) -> None:
        self.root = root

    def identity(self) -> Identity:
        return Identity(secret_file(self.root / "identity.key", lambda: os.urandom(32)))

    def host_identity(self) -> Identity:
        return Identity(secret_file(self.root / "host.key", lambda: os.urandom(32)))

    def role(self, name: str) -> RoleDir:
        return RoleDir(self.root / name)


class RoleDir:
    """The state of one kind of session (host, play or join) in a data dir."""

    def __init__(self, path: Path) -> None:
        self.path = path
        path.mkdir(mode=0o700, parents=True, exist_ok=True)

    @contextlib.contextmanager
    def locked(self) -> Iterator[None]:
        """Hold this role's lock: two nodes must never append to the same log."""
        fd = os.open(self.path / "lock", os.O_RDWR | os.O_CREAT, 0o600)
        try:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                raise NodeError(
                    f"another mextrain is already running with {self.path}: use another"
                    " --data-dir for a second node on this machine"
                ) from None
            yield
        finally:
            os.close(fd)

    @property
    def session_path(self) -> Path:
        return self.path / "session.json"

    def read_session(self) -> dict[str, Any] | None:
        try:
            data = json.loads(self.session_path.read_text())
        except FileNotFoundError:
            return None
        except (OSError, ValueError) as exc:
            raise damaged(self.session_path, str(exc), self.START_OVER) from None
        if not isinstance(data, dict):
            raise damaged(self.session_path, "not a map", self.START_OVER)
        try:
            check_session(data, self.session_path)
        except NodeError as exc:
            raise NodeError(f"{exc}; {self.START_OVER}") from None
        return data

    START_OVER = "run the command again with --new to start over (the games' folders are kept)"

    def write_session(self, data: dict[str, Any]) -> None:
        write_durably(self.session_path, json.dumps(data, indent=2).encode())

    def game(self, game_id: bytes) -> GameStore:
        return GameStore(self.path / "games" / game_id.hex())

    def new_game(self, game_id: bytes) -> GameStore:
        """The store for a game about to be opened. A game of the same id played before (a
        seeded game, played again) is kept aside under a numbered name, never overwritten."""
        path = self.path / "games" / game_id.hex()
        if path.exists() and any(path.iterdir()):
            n = 1
            while path.with_name(f"{path.name}.{n}").exists():
                n += 1
            path.rename(path.with_name(f"{path.name}.{n}"))
        return GameStore(path)


class GameStore:
    """One game's files: the log (append + fsync), round seeds, per-seat keys, host notes."""

    def __init__(self, path: Path) -> None:
        self.path = path
        path.mkdir(mode=0o700, parents=True, exist_ok=True)
        self.log_path = path / "log.mtlog"
        self._log: Any = None
        self._unsynced = False
        self._syncer: threading.Thread | None = None
        self._wake = threading.Condition()
        self._sync_wanted = False
        self._closing = False
        self._sync_error: OSError | None = None
        self._seed_lock = threading.Lock()

    # -- log ------------------------------------------------------------------------------

    def load_log(self) -> list[bytes]:
        """The entries saved so far, read as a stream (a hostile file costs one entry of
        memory). A tail torn by a crash mid-write is cut off: an entry is fsynced before it is
        relayed, so a torn one never left this node (a seat gets it from the host again). Any
        other damage is refused: entries after it may have been relayed already."""
        if not self.log_path.exists():
            return []
        header = file_header()
        with self.log_path.open("rb") as f:
            start = f.read(len(header))
            if start != header:
                if header.startswith(start):  # torn while writing the header
                    self._truncate(0)
                    return []
                raise damaged(self.log_path, "not a mextrain log", self.START_OVER)
            f.seek(0)
            reader = LogReader(f)
            entries = list(reader)
            size = f.seek(0, os.SEEK_END)
        if reader.error is not None:
            kept = len(header) + sum(len(frame(e)) for e in entries)
            if not reader.torn:
                raise damaged(
                    self.log_path,
                    f"unreadable after entry {len(entries) - 1} (byte {kept} of {size}):"
                    f" {reader.error.reason}",
                    self.START_OVER,
                )
            self._truncate(kept)
        return entries

    START_OVER = (
        "move the game's folder away (keep it: the log is evidence) and run the command again"
        " with --new to start over"
    )

    def resume_state(self, command: str) -> tuple[list[bytes], dict[str, Any]]:
        """(entries, host.json) of an unfinished game the host is about to continue. An empty
        or missing log is refused, never taken for a new table: entry 0 is durable before a
        session names the game, so an empty log means the log was lost, and the players'
        game with it."""
        how = (
            f"to abandon that game deliberately and open a new table, run `mextrain {command}"
            " --new` (the old game's folder is kept)"
        )
        entries = self.load_log()
        if not entries:
            state = "missing" if not self.log_path.exists() else "empty"
            raise NodeError(
                f"cannot resume the unfinished game in {self.path}: its log {self.log_path.name}"
                f" is {state}; {how}"
            )
        path = self.path / "host.json"
        if not path.exists():
            raise NodeError(f"cannot resume the unfinished game: {path} is missing; {how}")
        saved = self.read_json("host.json")
        try:
            check_host_json(saved, path)
        except NodeError as exc:
            raise NodeError(f"{exc}; {how}") from None
        return entries, saved

    def _truncate(self, size: int) -> None:
        with open(self.log_path, "r+b") as f:
            f.truncate(size)
            os.fsync(f.fileno())

    def append(self, entry: bytes) -> None:
        """Append one entry and fsync before returning."""
        self.write(entry)
        self.sync()

    def write(self, entry: bytes) -> None:
        """Append one entry, handed to the OS but not yet fsynced: :meth:`sync` (or
        :meth:`sync_soon`) makes every entry written so far durable with one fsync."""
        if self._sync_error is not None:
            raise NodeError(f"cannot save the log {self.log_path}: {self._sync_error}")
        if self._log is None:
            fresh = not self.log_path.exists() or self.log_path.stat().st_size == 0
            self._log = open(self.log_path, "ab")  # noqa: SIM115 (kept open for the game)
            if fresh:
                self._log.write(file_header())
        self._log.write(frame(entry))
        self._log.flush()
        self._unsynced = True

    def sync(self) -> None:
        """fsync the entries written so far, before returning (nothing to do if none)."""
        if self._unsynced and self._log is not None:
            self._unsynced = False
            os.fsync(self._log.fileno())

    def sync_soon(self) -> None:
        """Have a background thread fsync the entries written so far, without waiting for it
        (:meth:`close` does). For a joiner's copy of the log: the host fsyncs every entry before
        relaying it, so a joiner need not wait on its disk before it answers an entry."""
        if not self._unsynced or self._log is None:
            return
        self._unsynced = False
        with self._wake:
            self._sync_wanted = True
            if self._syncer is None:
                self._syncer = threading.Thread(
                    target=self._sync_loop, args=(self._log.fileno(),), name="log-sync", daemon=True
                )
                self._syncer.start()
            self._wake.notify()

    def _sync_loop(self, fd: int) -> None:
        while True:
            with self._wake:
                while not self._sync_wanted and not self._closing:
                    self._wake.wait()
                if not self._sync_wanted:
                    return
                self._sync_wanted = False
            try:
                os.fsync(fd)
            except OSError as exc:
                self._sync_error = exc
                return

    def close(self) -> None:
        if self._syncer is not None:
            with self._wake:
                self._closing = True
                self._wake.notify()
            self._syncer.join()
            self._syncer = None
            self._closing = False
        if self._log is not None:
            if self._sync_error is not None:
                self._unsynced = True  # try once more, and fail loudly if that fails too
                self._sync_error = None
            try:
                self.sync()
            finally:
                self._log.close()
                self._log = None

    # -- secrets --------------------------------------------------------------------------

    def seat_identity(self, seat: int, make: Callable[[], bytes] | None = None) -> Identity:
        """The identity of a seat this node plays in-process (the host's bots)."""
        path = self.path / f"seat-{seat}.key"
        return Identity(secret_file(path, make or (lambda: os.urandom(32))))

    def round_seeds(self, seat: int, make: Callable[[int], bytes] | None = None) -> RoundSeeds:
        """The ``round_seed(game_id, round)`` of a seat's table (see :class:`RoundSeeds`). The
        first round's seed is written ahead at once, in the background."""
        seeds = RoundSeeds(self, seat, make)
        seeds.prepare(0)
        return seeds

    def round_seed(self, seat: int, round_no: int, make: Callable[[int], bytes] | None) -> bytes:
        """A seat's seed for a round: drawn (from the OS, or ``make(round)``) and fsynced on
        first use, then read back on every later use."""
        path = self.path / f"seat-{seat}" / f"round-{round_no}.seed"
        with self._seed_lock:  # one writer per file: never two different seeds for a round
            return secret_file(
                path, (lambda: make(round_no)) if make is not None else lambda: os.urandom(32)
            )

    def read_json(self, name: str) -> dict[str, Any]:
        try:
            data = json.loads((self.path / name).read_text())
        except FileNotFoundError:
            return {}
        except (OSError, ValueError) as exc:
            raise NodeError(f"{self.path / name} is damaged: {exc}") from None
        if not isinstance(data, dict):
            raise damaged(self.path / name, "not a map")
        return data

    def write_json(self, name: str, data: dict[str, Any]) -> None:
        write_durably(self.path / name, json.dumps(data, indent=2).encode())


class RoundSeeds:
    """A seat's round seeds, as its table asks for them: ``seeds(game_id, round)``.

    A seed is on disk (fsynced) before the table ever sees it. :meth:`prepare` writes a round's
    seed ahead of time in a background thread, so that when the round starts its seed is
    usually there already: the durable write (two fsyncs) is then off the deal's critical path.
    """

    def __init__(
        self, store: GameStore, seat: int, make: Callable[[int], bytes] | None = None
    ) -> None:
        self.store = store
        self.seat = seat
        self.make = make
        self._prepared: set[int] = set()

    def __call__(self, game_id: bytes, round_no: int) -> bytes:
        return self.store.round_seed(self.seat, round_no, self.make)

    def prepare(self, round_no: int) -> None:
        """Write the seed of ``round_no`` now, in the background (once per round)."""
        if round_no in self._prepared:
            return
        self._prepared.add(round_no)

        def write() -> None:
            # Best effort: if this fails, the round writes its seed itself (and reports why).
            with contextlib.suppress(Exception):
                self.store.round_seed(self.seat, round_no, self.make)

        threading.Thread(target=write, name=f"seed-{self.seat}-{round_no}", daemon=True).start()
