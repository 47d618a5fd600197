"""An agent's process: start it, write lines to its stdin, read its answers with a deadline.

Blocking calls with hard time limits, so the same transport serves ``simulate`` (a plain loop)
and a node (which runs it on a thread of its own). Every read is bounded: a line longer than
:data:`MAX_ANSWER_BYTES` is garbage and nothing past it is read; what the agent writes to
stderr is drained while waiting, at most :data:`STDERR_PER_SECOND` (beyond it the agent waits on
its own pipe), and only its tail is kept, to explain a crash: no work per line, so a flood of
noise costs its node a copy, not a parse. The agent runs in a process group of its own, killed
whole at the end: its children never outlive it.
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
from typing import Any

from ..protocol.table import MAX_ANSWER_BYTES, AgentProtocolError, Answer, encode_line, parse_answer
from .errors import NodeError

STDERR_LINES = 3
STDERR_LINE_CHARS = 200
STDERR_TAIL = 4096
"""Bytes of the agent's stderr kept (its last lines, said if it crashes); the rest is counted."""
STDERR_PER_SECOND = 256 << 10
STDERR_BURST = 1 << 20
"""The agent's stderr is read at most this fast (a burst, then a rate): beyond it the node
stops reading it, and an agent that goes on writing waits on its own full pipe."""
CHUNK = 65536


class AgentFailure(NodeError):
    """The agent crashed, answered garbage or ran out of time; the text says which."""


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
        self._err_tail = bytearray()
        """The last STDERR_TAIL bytes of its stderr, only split into lines when it crashes."""
        self.stderr_bytes = 0
        """Bytes read from its stderr so far."""
        self._err_allowance = float(STDERR_BURST)
        self._err_at = time.monotonic()
        self._err_throttled = False
        """Its stderr went over STDERR_PER_SECOND in this call (said if it runs out of time)."""
        self.released = False
        """Closed or killed, its pipes closed: nothing of it is left running."""
        atexit.register(self.kill)  # should this process exit first, the agent goes with it

    # -- writing -----------------------------------------------------------------------------

    def send(self, message: dict[str, Any], timeout: float) -> None:
        """Write one line; the agent must take it within ``timeout`` seconds."""
        data = memoryview(encode_line(message))
        self._err_throttled = False
        deadline = time.monotonic() + timeout
        with selectors.DefaultSelector() as sel:
            sel.register(self._in, selectors.EVENT_WRITE)
            while data:
                left = deadline - time.monotonic()
                if left <= 0:
                    raise AgentFailure(f"did not read its input for {timeout:g} s{self._why()}")
                for key, _ in sel.select(self._watch_stderr(sel, left)):
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
        self._err_throttled = False
        deadline = time.monotonic() + timeout
        with selectors.DefaultSelector() as sel:
            sel.register(self._out, selectors.EVENT_READ)
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
                    raise AgentFailure(f"timed out: no answer within {timeout:g} s{self._why()}")
                for key, _ in sel.select(self._watch_stderr(sel, left)):
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
        """The first complete non-blank line of the buffer, taken out of it. Blank lines
        before it go in one cut (one at a time, a flood of them cost time squared)."""
        buffer = self._buffer
        blank = len(buffer) - len(buffer.lstrip())
        if blank:
            last = buffer.rfind(b"\n", 0, blank)
            if last >= 0:
                del buffer[: last + 1]
        end = buffer.find(b"\n", 0, MAX_ANSWER_BYTES + 2)
        if end < 0:
            return None
        line = bytes(buffer[:end])
        del buffer[: end + 1]
        return line

    def _watch_stderr(self, sel: selectors.BaseSelector, left: float) -> float:
        """Watch stderr in ``sel`` while its allowance lasts (else not: the agent waits on its
        pipe); returns how long ``sel`` may wait: ``left``, or until the allowance is back."""
        if self._err is None:
            return left
        now = time.monotonic()
        self._err_allowance = min(
            float(STDERR_BURST),
            self._err_allowance + (now - self._err_at) * STDERR_PER_SECOND,
        )
        self._err_at = now
        watched = self._err in sel.get_map()
        if self._err_allowance > 0:
            if not watched:
                sel.register(self._err, selectors.EVENT_READ)
            return left
        self._err_throttled = True
        if watched:
            sel.unregister(self._err)
        return min(left, -self._err_allowance / STDERR_PER_SECOND + 0.001)

    def _drain_stderr(self, sel: selectors.BaseSelector) -> None:
        """Read what the agent wrote to stderr; keep only its tail (no work per line)."""
        assert self._err is not None
        try:
            chunk = os.read(self._err, CHUNK)
        except BlockingIOError:
            return
        if not chunk:
            sel.unregister(self._err)
            self._err = None
            return
        self.stderr_bytes += len(chunk)
        self._err_allowance -= len(chunk)
        tail = self._err_tail
        tail += chunk
        if len(tail) > STDERR_TAIL:
            del tail[:-STDERR_TAIL]

    def _why(self) -> str:
        """What to add to a timeout: that the agent wrote more to stderr than is read."""
        if not self._err_throttled:
            return ""
        return (
            f" (it wrote {self.stderr_bytes >> 10} KiB to stderr, more than the"
            f" {STDERR_PER_SECOND >> 10} KiB a second read from it, and waited on that pipe)"
        )

    def last_words(self) -> list[str]:
        """The last few non-blank lines of its stderr, printable and cut short."""
        lines = []
        for raw in self._err_tail.split(b"\n"):
            text = raw[-STDERR_LINE_CHARS * 4 :].decode("utf-8", "replace").strip()
            text = "".join(c if c.isprintable() else "?" for c in text)[:STDERR_LINE_CHARS]
            if text:
                lines.append(text)
        return lines[-STDERR_LINES:]

    def _crashed(self) -> AgentFailure:
        """The agent closed its output or its input: say how it ended, and its last words."""
        code: int | None = None
        with contextlib.suppress(subprocess.TimeoutExpired):
            code = self.proc.wait(timeout=1.0)
        if self._err is not None:
            with contextlib.suppress(OSError):
                self._err_tail += os.read(self._err, CHUNK)
        if code is None:
            how = "closed its output"
        elif code < 0:
            how = f"was killed by signal {-code}"
        else:
            how = f"exited with code {code}"
        words = self.last_words()
        said = f"; its stderr ended: {' | '.join(words)}" if words else ""
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
        self.released = True
        atexit.unregister(self.kill)
        for stream in (self.proc.stdin, self.proc.stdout, self.proc.stderr):
            if stream is not None:
                with contextlib.suppress(OSError):
                    stream.close()
