"""The WebSocket path alone, host to page and back: what bench/browser_seat.py's page figures
rest on.

Serves the host's web port (``node/web_port.py``: the bundled page, and WebSocket connections
as streams through ``node/ws_pipe.py``) on loopback with an echo where the host's session
would be: each read is written back with the host's epoch time appended. The page, in the same
headless Chromium as the bench (``web/bench/ws_echo.mjs``), sends ``--count`` small binary
messages ``--gap`` ms apart and prints the medians of the round trip on its own clock, of
each direction across the two clocks (the page's ``performance.timeOrigin + now()`` against
the host's ``time.time_ns()``), and of the page clock's offset from its ``Date.now()``.
Prints figures, never asserts.
Usage: ``python -m bench.ws_echo [--count N] [--gap MS]`` (after ``cd web && npm ci``).
"""

from __future__ import annotations

import argparse
import asyncio
import struct
import sys
import time
from pathlib import Path
from typing import Any

from mextrain.node.web_page import Page
from mextrain.node.web_port import WebPort

ECHO_PAGE = Path(__file__).resolve().parent.parent / "web" / "bench" / "ws_echo.mjs"


async def echo(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
    while data := await reader.read(1 << 16):
        writer.write(data + struct.pack(">q", time.time_ns()))


async def main(count: int, gap: float) -> None:
    tasks: set[asyncio.Task[Any]] = set()

    def spawn(work: Any) -> None:
        task = asyncio.ensure_future(work)
        tasks.add(task)
        task.add_done_callback(tasks.discard)

    server = await WebPort(Page.bundled(), echo, spawn).listen("127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    page = await asyncio.create_subprocess_exec(
        "node", str(ECHO_PAGE), str(port), str(count), str(gap), stdout=asyncio.subprocess.PIPE
    )
    out, _ = await page.communicate()
    server.close()
    if page.returncode != 0:
        raise SystemExit(f"the page failed (exit {page.returncode})")
    sys.stdout.write(out.decode())


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--count", type=int, default=200)
    parser.add_argument("--gap", type=float, default=20.0)
    args = parser.parse_args()
    asyncio.run(main(args.count, args.gap))
