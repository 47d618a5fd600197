"""A real magic-wormhole transit relay process for tests: started on a free loopback port
(or any address), stopped and restarted on the same port (a relay restart)."""

from __future__ import annotations

import socket
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path

TWIST = Path(sys.executable).with_name("twist")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


class RelayServer:
    """``twist transitrelay`` (a dev dependency) on ``interface:port``."""

    def __init__(
        self,
        log: Path,
        *,
        interface: str = "127.0.0.1",
        port: int | None = None,
        prefix: Sequence[str] = (),
        websocket: bool = False,
    ) -> None:
        assert TWIST.exists(), f"{TWIST} is missing: pip install -e '.[dev]' installs the relay"
        self.interface = interface
        self.port = port or free_port()
        self.log = log
        self.prefix = list(prefix)
        """A command the relay runs under (e.g. ``ip netns exec NS``)."""
        self.proc: subprocess.Popen[bytes] | None = None
        self.ws_port = free_port() if websocket else None
        """The relay's WebSocket listener (``--websocket``, SPEC.md 8.10), when asked for."""

    @property
    def address(self) -> str:
        return f"{self.interface}:{self.port}"

    @property
    def ws_url(self) -> str:
        assert self.ws_port is not None, "started without its WebSocket listener"
        return f"ws://{self.interface}:{self.ws_port}/"

    def start(self, timeout: float = 30.0) -> None:
        endpoint = f"tcp:{self.port}:interface={self.interface}"
        seen = self.log.stat().st_size if self.log.exists() else 0
        out = open(self.log, "ab")  # noqa: SIM115
        more = []
        if self.ws_port is not None:
            more = ["--websocket", f"tcp:{self.ws_port}:interface={self.interface}"]
        self.proc = subprocess.Popen(
            [*self.prefix, str(TWIST), "transitrelay", "--port", endpoint, *more],
            stdin=subprocess.DEVNULL,
            stdout=out,
            stderr=subprocess.STDOUT,
        )
        out.close()
        deadline = time.monotonic() + timeout
        started = [f"ServerFactory starting on {self.port}".encode()]
        if self.ws_port is not None:
            started.append(f"WebSocketServerFactory starting on {self.ws_port}".encode())
        while not all(s in self.log.read_bytes()[seen:] for s in started):
            if self.proc.poll() is not None or time.monotonic() > deadline:
                raise AssertionError(f"the relay did not start:\n{self.log.read_text()}")
            time.sleep(0.05)

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(10)
        self.proc = None

    def __enter__(self) -> RelayServer:
        self.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()
