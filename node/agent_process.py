"""An agent's process: start it, write lines to its stdin, read its answers with a deadline.

Blocking calls with hard time limits, so the same transport serves ``simulate`` (a plain loop)
and a node (which runs it on a thread of its own). Every read is bounded: a line longer than
:data:`MAX_ANSWER_BYTES` is garbage and nothing past it is read; what the agent writes to
stderr is drained while waiting and only its last lines are kept, to explain a crash. The agent
runs in a process group of its own, killed whole at the end: its children never outlive it.
"""

from __future__ import annotations

import atexit
import contextlib
import os
import selectors
import shlex
import signal
import subprocess
import time
import weakref
from collections import deque
from typing import Any

from ..protocol.table import MAX_ANSWER_BYTES, AgentProtocolError, Answer, encode_line, parse_answer
from .errors import NodeError

STDERR_LINES = 3
STDERR_LINE_CHARS = 200
CHUNK = 65536

_live: weakref.WeakSet[AgentProcess] = weakref.WeakSet()


class AgentFailure(NodeError):
    """The agent crashed, answered garbage or ran out of time; the text says which."""


def _kill_all() -> None:
    for proc in list(_live):
        proc.kill()


atexit.register(_kill_all)


class AgentProcess:
    def __init__(self, command: str) -> None:
        self.command = command
        try:
            argv = shlex.split(command)
        except ValueError as exc:
            raise AgentFailure(f"cannot parse the agent command: {exc}") from None
        if not argv:
            raise AgentFailure("the agent command is empty")
        try:
            self.proc = subprocess.Popen(
                argv,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                bufsize=0,
                start_new_session=True,  # its own process group, killed whole (kill_group)
            )
        except OSError as exc:
            raise AgentFailure(f"cannot start the agent: {exc.strerror or exc}") from None
        assert self.proc.stdin and self.proc.stdout and self.proc.stderr
        self._in = self.proc.stdin.fileno()
        self._out = self.proc.stdout.fileno()
        self._err: int | None = self.proc.stderr.fileno()
        for fd in (self._in, self._out, self._err):
            os.set_blocking(fd, False)
        self._buffer = bytearray()
        self._err_partial = bytearray()
        self._err_lines: deque[str] = deque(maxlen=STDERR_LINES)
        _live.add(self)

    # -- writing -----------------------------------------------------------------------------

    def send(self, message: dict[str, Any], timeout: float) -> None:
        """Write one line; the agent must take it within ``timeout`` seconds."""
        data = memoryview(encode_line(message))
        deadline = time.monotonic() + timeout
        with selectors.DefaultSelector() as sel:
            sel.register(self._in, selectors.EVENT_WRITE)
            if self._err is not None:
                sel.register(self._err, selectors.EVENT_READ)
            while data:
                left = deadline - time.monotonic()
                if left <= 0:
                    raise AgentFailure(f"did not read its input for {timeout:g} s")
                for key, _ in sel.select(left):
                    if key.fd == self._err:
                        self._drain_stderr(sel)
                        continue
                    try:
                        written = os.write(self._in, data)
                    except BlockingIOError:
                        continue
                    except (BrokenPipeError, ConnectionResetError):
                        raise self._crashed() from None
                    data = data[written:]

    # -- reading -----------------------------------------------------------------------------

    def answer(self, timeout: float) -> Answer:
        """The agent's next line, parsed (AgentFailure if late, too long, garbage, or the
        agent exits first)."""
        deadline = time.monotonic() + timeout
        with selectors.DefaultSelector() as sel:
            sel.register(self._out, selectors.EVENT_READ)
            if self._err is not None:
                sel.register(self._err, selectors.EVENT_READ)
            while True:
                line = self._take_line()
                if line is not None:
                    try:
                        return parse_answer(line.rstrip(b"\r"))
                    except AgentProtocolError as exc:
                        raise AgentFailure(f"answered garbage: {exc}") from None
                if len(self._buffer) > MAX_ANSWER_BYTES:
                    raise AgentFailure(
                        f"answered garbage: a line longer than {MAX_ANSWER_BYTES} bytes"
                    )
                left = deadline - time.monotonic()
                if left <= 0:
                    raise AgentFailure(f"timed out: no answer within {timeout:g} s")
                for key, _ in sel.select(left):
                    if key.fd == self._err:
                        self._drain_stderr(sel)
                        continue
                    try:
                        chunk = os.read(self._out, CHUNK)
                    except BlockingIOError:
                        continue
                    if not chunk:
                        raise self._crashed()
                    self._buffer += chunk

    def _take_line(self) -> bytes | None:
        """The first complete non-blank line of the buffer, taken out of it."""
        while True:
            end = self._buffer.find(b"\n", 0, MAX_ANSWER_BYTES + 2)
            if end < 0:
                return None
            line = bytes(self._buffer[:end])
            del self._buffer[: end + 1]
            if line.strip():
                return line

    def _drain_stderr(self, sel: selectors.BaseSelector) -> None:
        assert self._err is not None
        try:
            chunk = os.read(self._err, CHUNK)
        except BlockingIOError:
            return
        if not chunk:
            sel.unregister(self._err)
            self._err = None
            return
        self._err_partial += chunk
        *lines, rest = self._err_partial.split(b"\n")
        self._err_partial = bytearray(rest[-STDERR_LINE_CHARS * 4 :])
        for raw in lines:
            self._keep_stderr(bytes(raw))

    def _keep_stderr(self, raw: bytes) -> None:
        text = raw.decode("utf-8", "replace").strip()
        text = "".join(c if c.isprintable() else "?" for c in text)[:STDERR_LINE_CHARS]
        if text:
            self._err_lines.append(text)

    def _crashed(self) -> AgentFailure:
        """The agent closed its output or its input: say how it ended, and its last words."""
        code: int | None = None
        with contextlib.suppress(subprocess.TimeoutExpired):
            code = self.proc.wait(timeout=1.0)
        if self._err is not None:
            with contextlib.suppress(OSError):
                rest = os.read(self._err, CHUNK)
                self._err_partial += rest
        if self._err_partial:
            self._keep_stderr(bytes(self._err_partial))
            self._err_partial.clear()
        if code is None:
            how = "closed its output"
        elif code < 0:
            how = f"was killed by signal {-code}"
        else:
            how = f"exited with code {code}"
        said = f"; its stderr ended: {' | '.join(self._err_lines)}" if self._err_lines else ""
        return AgentFailure(f"crashed: it {how}{said}")

    # -- the end -----------------------------------------------------------------------------

    def close(self, grace: float = 2.0) -> None:
        """Close its input (the agent's cue to exit), then kill it if it lingers."""
        with contextlib.suppress(OSError):
            assert self.proc.stdin is not None
            self.proc.stdin.close()
        try:
            self.proc.wait(timeout=grace)
        except subprocess.TimeoutExpired:
            self.kill()
        self.kill_group()
        self._release()

    def kill(self) -> None:
        if self.proc.poll() is None:
            with contextlib.suppress(OSError):
                self.proc.kill()
            with contextlib.suppress(subprocess.TimeoutExpired):
                self.proc.wait(timeout=5.0)
        self.kill_group()
        self._release()

    def kill_group(self) -> None:
        """Kill whatever the agent started and left behind (its process group)."""
        with contextlib.suppress(OSError):
            os.killpg(self.proc.pid, signal.SIGKILL)

    def _release(self) -> None:
        _live.discard(self)
        for stream in (self.proc.stdin, self.proc.stdout, self.proc.stderr):
            if stream is not None:
                with contextlib.suppress(OSError):
                    stream.close()
