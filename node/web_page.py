"""The page's files, as the web port answers HTTP for them (SPEC.md 8.12).

Only the bundle the package ships (``mextrain/node/page/``, built from web/) is served, read
once at start, by exact name: no directory listing, no path resolved against the disk, nothing
uploaded. Every answer carries a strict Content-Security-Policy: scripts and styles from the
page's own origin only (no inline code), never framed, connecting nowhere but to the address
the page came from (or, for ``mextrain web``'s own copy, to any WebSocket address its person
gives).
"""

from __future__ import annotations

import email.utils
import re
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

from websockets.datastructures import Headers
from websockets.http11 import Request, Response

from .errors import NodeError

WEBSOCKET_PATH = "/mextrain"
"""Where a page opens its WebSocket connection to the host."""
FILE_CAP = 4 << 20
"""The largest file of the bundle served (the bundle is ours: a bigger one is a build error)."""
BUNDLE_CAP = 16 << 20
MIME = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".json": "application/json",
    ".wasm": "application/wasm",
    ".mtlog": "application/octet-stream",
}
"""The only kinds of file served: another suffix in the bundle is left out."""
HOST_HEADER = re.compile(
    r"(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::[0-9]{1,5})?"
)
"""A ``Host`` header plain enough to name in the CSP (a name or address, and a port)."""
ANYWHERE = "ws: wss:"
"""``connect-src`` of a page served by ``mextrain web``: the host is elsewhere, any address."""


def csp(connect: str) -> str:
    return (
        "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self';"
        f" style-src 'self'; img-src 'self' data:; connect-src 'self' {connect}".rstrip()
        + "; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
    )


@dataclass(frozen=True)
class PageFile:
    body: bytes
    mime: str


class Page:
    """The bundle, by name, and the HTTP answer to a request. ``anywhere``: the page may
    connect to any WebSocket address (``mextrain web``); else only to where it came from."""

    def __init__(self, files: dict[str, PageFile], *, anywhere: bool = False) -> None:
        if "index.html" not in files:
            raise NodeError(
                "the page's bundle has no index.html: rebuild it (cd web && npm run bundle)"
            )
        self.files = files
        self.anywhere = anywhere

    @classmethod
    def bundled(cls, *, anywhere: bool = False, folder: Path | None = None) -> Page:
        """The package's bundle (or the one in ``folder``), read now."""
        files: dict[str, PageFile] = {}
        total = 0
        root = folder if folder is not None else resources.files("mextrain.node") / "page"
        for entry in sorted(root.iterdir(), key=lambda e: e.name):
            mime = MIME.get(Path(entry.name).suffix)
            if mime is None or not entry.is_file():
                continue
            body = entry.read_bytes()
            total += len(body)
            if len(body) > FILE_CAP or total > BUNDLE_CAP:
                raise NodeError(f"the page's bundle is too big at {entry.name}")
            files[entry.name] = PageFile(body, mime)
        return cls(files, anywhere=anywhere)

    def answer(self, request: Request) -> Response | None:
        """The response to ``request``; None for a WebSocket upgrade, which the caller opens
        (the library checks its headers and answers 426 or 400 itself when they are wrong)."""
        method = request.method
        path = request.path.partition("?")[0]
        if method not in ("GET", "HEAD"):
            return self.plain(405, "only GET and HEAD", allow=True, request=request)
        if path == WEBSOCKET_PATH:
            if method == "GET" and "Upgrade" in request.headers:
                return None
            return self.plain(426, "this address takes WebSocket connections only", request=request)
        name = "index.html" if path == "/" else path[1:]
        found = self.files.get(name) if path.startswith("/") else None
        if found is None:
            return self.plain(404, "no such file", request=request)
        body = found.body if method == "GET" else b""
        return self.response(200, found.mime, body, len(found.body), request)

    def plain(
        self, status: int, text: str, *, allow: bool = False, request: Request | None = None
    ) -> Response:
        body = (text + "\n").encode()
        response = self.response(status, "text/plain; charset=utf-8", body, len(body), request)
        if allow:
            response.headers["Allow"] = "GET, HEAD"
        return response

    def response(
        self, status: int, mime: str, body: bytes, length: int, request: Request | None
    ) -> Response:
        connect = ANYWHERE if self.anywhere else self._same_host(request)
        headers = Headers(
            [
                ("Date", email.utils.formatdate(usegmt=True)),
                ("Connection", "close"),
                ("Content-Type", mime),
                ("Content-Length", str(length)),
                ("Content-Security-Policy", csp(connect)),
                ("X-Content-Type-Options", "nosniff"),
                ("X-Frame-Options", "DENY"),
                ("Referrer-Policy", "no-referrer"),
                ("Cross-Origin-Opener-Policy", "same-origin"),
                ("Cache-Control", "no-cache"),
            ]
        )
        return Response(status, REASONS.get(status, "Error"), headers, body)

    @staticmethod
    def _same_host(request: Request | None) -> str:
        """``ws://HOST wss://HOST`` for the request's ``Host`` when it is plain, else nothing
        (``'self'`` alone)."""
        host = request.headers.get("Host", "") if request is not None else ""
        if not HOST_HEADER.fullmatch(host):
            return ""
        return f"ws://{host} wss://{host}"


REASONS = {
    200: "OK",
    400: "Bad Request",
    404: "Not Found",
    405: "Method Not Allowed",
    426: "Upgrade Required",
    431: "Request Header Fields Too Large",
    503: "Service Unavailable",
}
