"""``mextrain web`` (SPEC.md 8.12): this machine's own copy of the page, which may connect to
any WebSocket address (the host is elsewhere) and hosts no table itself."""

from __future__ import annotations

import asyncio

from mextrain.cli.web_command import serve_page


async def fetch(port: int, path: str) -> tuple[str, str]:
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n".encode())
    head = (await asyncio.wait_for(reader.read(), 10)).partition(b"\r\n\r\n")[0].decode()
    writer.close()
    status, *lines = head.split("\r\n")
    csp = next(line for line in lines if line.startswith("Content-Security-Policy: "))
    return status, csp


async def test_the_own_copy_connects_anywhere_and_hosts_no_table() -> None:
    ready: asyncio.Future[int] = asyncio.get_running_loop().create_future()
    stop = asyncio.Event()
    serving = asyncio.create_task(serve_page("127.0.0.1", 0, ready.set_result, stop))
    port = await asyncio.wait_for(ready, 10)
    status, csp = await fetch(port, "/")
    assert status == "HTTP/1.1 200 OK"
    assert "connect-src 'self' ws: wss:;" in csp and "script-src 'self' 'wasm-unsafe-eval';" in csp
    status, _ = await fetch(port, "/mextrain")
    assert status == "HTTP/1.1 404 Not Found"
    stop.set()
    await asyncio.wait_for(serving, 10)


def test_the_hosts_link_carries_the_code_in_its_fragment_only() -> None:
    from urllib.parse import urlsplit

    from mextrain.cli.lan_commands import default_web, page_link, qr_code

    link = page_link("192.168.1.5", 47801, "4721-amber-fox-pine-42")
    assert link == "http://192.168.1.5:47801/#code=4721-amber-fox-pine-42"
    parts = urlsplit(link)
    assert parts.path == "/" and not parts.query and parts.fragment.endswith("fox-pine-42")
    assert (default_web(47800), default_web(0), default_web(65535)) == (47801, 0, 65534)
    rows = qr_code(link).splitlines()  # half blocks: two modules a character row
    assert len({len(r) for r in rows}) == 1 and len(rows) == (len(rows[0]) + 1) // 2
