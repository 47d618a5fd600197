"""A TypeScript seat (web/dist/seat.mjs) in a Node child process, for Python's in-memory table.

It speaks the stdio protocol of web/src/cli/seat.ts: each frame a 4-byte big-endian length and a
msgpack value. To the table loop it looks like a seat's Table: :meth:`receive` feeds it the
next log entry (raising when its table refuses the entry) and :meth:`outbox` takes the signed
messages it owes. One Node process per seat, started once.
"""

from __future__ import annotations

import struct
import subprocess
from typing import Any

import msgpack

from .node import ROOT, node_or_skip

SEAT_BUNDLE = ROOT / "web" / "dist" / "seat.mjs"


class SeatRefused(AssertionError):
    """The TypeScript seat's table refused an entry that Python's host accepted."""


class NodeSeat:
    def __init__(
        self, seat: int, *, seed: str | None, name: str = "", misbehave: str | None = None
    ):
        """``seed``: replayable secrets and moves; None: from crypto.getRandomValues."""
        self.seat = seat
        args = [node_or_skip(), str(SEAT_BUNDLE), "--seat", str(seat)]
        if seed is not None:
            args += ["--seed", seed]
        if name:
            args += ["--name", name]
        if misbehave:
            args += ["--misbehave", misbehave]
        self._proc = subprocess.Popen(args, stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        self._outbox: list[bytes] = []

    def _ask(self, request: list[Any]) -> dict[str, Any]:
        assert self._proc.stdin is not None and self._proc.stdout is not None
        body = msgpack.packb(request, use_bin_type=True)
        self._proc.stdin.write(struct.pack(">I", len(body)) + body)
        self._proc.stdin.flush()
        head = self._proc.stdout.read(4)
        if len(head) < 4:
            raise SeatRefused(f"the TypeScript seat {self.seat} exited (code {self._proc.wait()})")
        (size,) = struct.unpack(">I", head)
        answer: dict[str, Any] = msgpack.unpackb(self._proc.stdout.read(size), raw=False)
        return answer

    def receive(self, entry: bytes) -> list[Any]:
        answer = self._ask(["entry", entry])
        if answer["error"] is not None:
            error = answer["error"]
            raise SeatRefused(
                f"the TypeScript seat {self.seat} refused an entry: seat {error['seat']} at fault,"
                f" {error['reason']}"
            )
        self._outbox.extend(answer["messages"])
        return []

    def outbox(self) -> list[bytes]:
        out, self._outbox = self._outbox, []
        return out

    def state(self) -> dict[str, Any]:
        """Its replica: stage, entries, the log file it would write, blame, final totals."""
        return self._ask(["state", None])

    def close(self) -> None:
        if self._proc.stdin is not None:
            self._proc.stdin.close()
        self._proc.wait(timeout=10)
        if self._proc.stdout is not None:
            self._proc.stdout.close()
