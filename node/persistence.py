"""The data directory: identity keys, per-game logs and round secrets, session records.

Everything a node needs to come back after ``kill -9`` is written and fsynced *before* it is
used or sent: a round seed before the table derives its commitment from it, a log entry
before the host relays it (and by a seat as soon as it has checked it). Secrets are files of
mode 0600 in a directory of mode 0700.

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
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import platformdirs
from mextrain.protocol.identity import Identity
from mextrain.protocol.log import file_header, frame, read_log

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
            raise NodeError(f"{self.session_path} is damaged: {exc}") from None
        return data if isinstance(data, dict) else None

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

    # -- log ------------------------------------------------------------------------------

    def load_log(self) -> list[bytes]:
        """The entries saved so far. Whatever follows the first damage (a tail torn by a crash
        mid-write) is cut off: a seat gets those entries from the host again."""
        if not self.log_path.exists():
            return []
        data = self.log_path.read_bytes()
        header = file_header()
        if not data.startswith(header):
            if header.startswith(data):  # torn while writing the header
                self._truncate(0)
                return []
            raise NodeError(f"{self.log_path} is not a mextrain log")
        parsed = read_log(data)
        if parsed.error is not None:
            self._truncate(len(header) + sum(len(frame(e)) for e in parsed.entries))
        return list(parsed.entries)

    def _truncate(self, size: int) -> None:
        with open(self.log_path, "r+b") as f:
            f.truncate(size)
            os.fsync(f.fileno())

    def append(self, entry: bytes) -> None:
        """Append one entry and fsync before returning."""
        if self._log is None:
            fresh = not self.log_path.exists() or self.log_path.stat().st_size == 0
            self._log = open(self.log_path, "ab")  # noqa: SIM115 (kept open for the game)
            if fresh:
                self._log.write(file_header())
        self._log.write(frame(entry))
        self._log.flush()
        os.fsync(self._log.fileno())

    def close(self) -> None:
        if self._log is not None:
            self._log.close()
            self._log = None

    # -- secrets --------------------------------------------------------------------------

    def seat_identity(self, seat: int, make: Callable[[], bytes] | None = None) -> Identity:
        """The identity of a seat this node plays in-process (the host's bots)."""
        path = self.path / f"seat-{seat}.key"
        return Identity(secret_file(path, make or (lambda: os.urandom(32))))

    def round_seeds(
        self, seat: int, make: Callable[[int], bytes] | None = None
    ) -> Callable[[bytes, int], bytes]:
        """A ``round_seed(game_id, round)`` for the table: each seed is drawn (from the OS,
        or ``make(round)``) and fsynced on first use, then read back on every later use."""

        def round_seed(game_id: bytes, round_no: int) -> bytes:
            path = self.path / f"seat-{seat}" / f"round-{round_no}.seed"
            return secret_file(
                path, (lambda: make(round_no)) if make is not None else lambda: os.urandom(32)
            )

        return round_seed

    def read_json(self, name: str) -> dict[str, Any]:
        try:
            data = json.loads((self.path / name).read_text())
        except FileNotFoundError:
            return {}
        except (OSError, ValueError) as exc:
            raise NodeError(f"{self.path / name} is damaged: {exc}") from None
        return data if isinstance(data, dict) else {}

    def write_json(self, name: str, data: dict[str, Any]) -> None:
        write_durably(self.path / name, json.dumps(data, indent=2).encode())
