"""The web port's HTTP side (SPEC.md 8.12): the bundle's files and nothing else, with a strict
CSP; bounded heads, deadlines and places, so a slow or huge request costs the host little and
keeps nobody else from the page."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from mextrain.node import web_port
from mextrain.node.web_page import Page
from mextrain.node.web_port import HEAD_CAP, WebPort

PAGE = Path(__file__).resolve().parents[2] / "node" / "page"


@pytest.fixture
async def port() -> AsyncIterator[tuple[WebPort, int]]:
    tasks: list[asyncio.Task[Any]] = []
    web = WebPort(Page.bundled(), None, lambda job: tasks.append(asyncio.create_task(job)))
    server = await web.listen("127.0.0.1", 0)
    yield web, server.sockets[0].getsockname()[1]
    server.close()


async def ask(
    port: int, request: bytes, source: str = "127.0.0.1"
) -> tuple[str, dict[str, str], bytes]:
    """The status line, headers and body the web port answers ``request`` with."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port, local_addr=(source, 0))
    writer.write(request)
    raw = await asyncio.wait_for(reader.read(), 10)
    writer.close()
    head, _, body = raw.partition(b"\r\n\r\n")
    status, *lines = head.decode().split("\r\n")
    headers = dict(line.split(": ", 1) for line in lines)
    return status, headers, body


def get(path: str, method: str = "GET", host: str = "127.0.0.1:47801") -> bytes:
    return f"{method} {path} HTTP/1.1\r\nHost: {host}\r\n\r\n".encode()


async def test_the_bundle_is_served_with_its_types_and_a_strict_policy(
    port: tuple[WebPort, int],
) -> None:
    _, number = port
    status, headers, body = await ask(number, get("/"))
    assert status == "HTTP/1.1 200 OK" and body == (PAGE / "index.html").read_bytes()
    assert headers["Content-Type"] == "text/html; charset=utf-8"
    csp = headers["Content-Security-Policy"]
    assert "default-src 'none'" in csp and "script-src 'self' 'wasm-unsafe-eval';" in csp
    assert "worker-src 'self';" in csp  # the deck's workers, from the bundle only
    assert "connect-src 'self' ws://127.0.0.1:47801 wss://127.0.0.1:47801;" in csp
    assert "frame-ancestors 'none'" in csp and "unsafe-inline" not in csp
    assert headers["X-Content-Type-Options"] == "nosniff"
    assert headers["X-Frame-Options"] == "DENY" and headers["Connection"] == "close"
    status, headers, body = await ask(number, get("/app.js"))
    assert headers["Content-Type"] == "text/javascript; charset=utf-8"
    assert body == (PAGE / "app.js").read_bytes()
    status, headers, body = await ask(number, get("/deck-worker.js"))
    assert headers["Content-Type"] == "text/javascript; charset=utf-8"
    assert body == (PAGE / "deck-worker.js").read_bytes()
    assert "worker-src 'self';" in headers["Content-Security-Policy"]
    status, headers, body = await ask(number, get("/page.css?v=2", "HEAD"))  # the query ignored
    assert status == "HTTP/1.1 200 OK" and body == b""
    assert headers["Content-Length"] == str((PAGE / "page.css").stat().st_size)


async def test_nothing_but_the_bundle_and_no_method_but_get_and_head(
    port: tuple[WebPort, int],
) -> None:
    _, number = port
    for path in (
        "/../pyproject.toml",
        "/%2e%2e/SPEC.md",
        "/node/page/app.js",
        "//etc/passwd",
        "/x",
    ):
        status, headers, _ = await ask(number, get(path))
        assert status == "HTTP/1.1 404 Not Found", path
        assert "Content-Security-Policy" in headers
    status, headers, _ = await ask(number, get("/", "DELETE"))
    assert status == "HTTP/1.1 405 Method Not Allowed" and headers["Allow"] == "GET, HEAD"
    post = b"POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nhello"
    status, _, _ = await ask(number, post)
    assert status == "HTTP/1.1 400 Bad Request"
    status, headers, _ = await ask(number, get("/", host="a b'; script-src *"))
    csp = headers["Content-Security-Policy"]
    assert "connect-src 'self';" in csp and "*" not in csp  # an odd Host is not echoed
    # a page server with no table (mextrain web) takes no WebSocket
    status, _, _ = await ask(number, get("/mextrain"))
    assert status == "HTTP/1.1 404 Not Found"


async def test_a_huge_head_is_refused_at_its_cap_and_a_slow_one_cut_at_its_deadline(
    port: tuple[WebPort, int],
) -> None:
    web, number = port
    huge = b"GET / HTTP/1.1\r\n" + b"X-Pad: " + b"a" * (HEAD_CAP + 100) + b"\r\n\r\n"
    status, _, _ = await ask(number, huge)
    assert status == "HTTP/1.1 431 Request Header Fields Too Large"
    reader, writer = await asyncio.open_connection("127.0.0.1", number)
    writer.write(b"GET / HTTP/1.1\r\nHo")  # and nothing more: a slowloris
    loop = asyncio.get_running_loop()
    start = loop.time()
    assert await asyncio.wait_for(reader.read(), 10) == b""  # cut, unanswered
    assert 2.5 < loop.time() - start < 5
    writer.close()
    assert not web.places.pending  # every place given back


async def test_a_crowd_from_one_address_keeps_nobody_else_from_the_page(
    port: tuple[WebPort, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(web_port, "HEAD_TIMEOUT", 1.0)
    web, number = port
    crowd = [
        await asyncio.open_connection("127.0.0.1", number, local_addr=("127.0.0.9", 0))
        for _ in range(12)
    ]
    await asyncio.sleep(0.2)
    assert web.places.pending["127.0.0.9"] == 8 and web.places.evicted == 4
    status, _, body = await ask(number, get("/"), source="127.0.0.10")
    assert status == "HTTP/1.1 200 OK" and body
    cut = 0
    for reader, writer in crowd:
        cut += await asyncio.wait_for(reader.read(), 10) == b""
        writer.close()
    assert cut == 12  # evicted, or cut at the head's deadline
    assert not web.places.pending
