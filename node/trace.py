"""An optional timing trace, for ``bench/lan.py``: when ``$MEXTRAIN_TRACE_DIR`` is set, each
process appends one line per message its seats send and per entry they apply, and the host
one per entry it relays to its connections (before its own seats apply it).

Lines are ``send|recv|relay <tab> sha256(message)[:8] hex <tab> kind <tab> round <tab>
monotonic ns``.
``CLOCK_MONOTONIC`` is one clock for every process on a machine, so a benchmark can match a
message sent by one process with its confirmation in the others.
"""

from __future__ import annotations

import atexit
import hashlib
import os
import time
from pathlib import Path
from typing import IO

import msgpack

ENV_VAR = "MEXTRAIN_TRACE_DIR"


class Trace:
    def __init__(self, directory: str) -> None:
        path = Path(directory) / f"trace-{os.getpid()}.tsv"
        self._file: IO[str] = open(path, "a", buffering=1 << 16)  # noqa: SIM115
        atexit.register(self._file.close)

    def record(self, event: str, message: bytes) -> None:
        now = time.monotonic_ns()
        try:
            # Only the kind and the round, read straight off the msgpack: the tables have
            # checked the message already, and a full decode costs 30 us per entry per process.
            body = msgpack.unpackb(message)[0]
            _version, _game, round_no, kind, *_rest = msgpack.unpackb(body)
            if not isinstance(kind, str) or not isinstance(round_no, int):
                raise ValueError(kind)
        except Exception:  # anything malformed is traced as unknown
            kind, round_no = "?", -1
        name = hashlib.sha256(message).hexdigest()[:16]
        self._file.write(f"{event}\t{name}\t{kind}\t{round_no}\t{now}\n")


class Tracing:
    """Whether a node traces, and its trace: ``$MEXTRAIN_TRACE_DIR`` is read, and the file
    opened, when its first seat asks."""

    def __init__(self) -> None:
        self._trace: Trace | None = None
        self._checked = False

    def trace(self) -> Trace | None:
        """The node's trace, or None (the usual case: no environment variable, no cost)."""
        if not self._checked:
            self._checked = True
            directory = os.environ.get(ENV_VAR)
            self._trace = Trace(directory) if directory else None
        return self._trace
