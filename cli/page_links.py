"""The links ``mextrain host`` prints for browsers (SPEC.md 8.10, 8.12).

On the LAN the link is the host's own web port. From another home that port is out of reach,
so the link is the page from the friend's own copy (``mextrain web`` on their machine), with
the relay's WebSocket and the join code in the fragment: the page connects through the relay.
A fragment never leaves the browser, so the code reaches no server's log.
"""

from __future__ import annotations

from urllib.parse import quote

from .web_command import DEFAULT_WEB_PORT

OWN_PAGE = f"http://127.0.0.1:{DEFAULT_WEB_PORT}/"
"""Where ``mextrain web`` serves the page by default: the friend's own machine."""


def page_link(where: str, port: int, code: str) -> str:
    """The page's address with the join code in its fragment: a browser never sends a
    fragment, so the code reaches no server's log (SPEC.md 8.12)."""
    return f"http://{where}:{port}/#code={_value(code)}"


def relay_page_link(relay_web: str, code: str, page: str = OWN_PAGE) -> str:
    """``page`` (the friend's own copy) told to join ``code`` through the relay's WebSocket
    ``relay_web``: the fragment's ``code`` and ``relay`` keys (SPEC.md 8.12)."""
    return f"{page}#code={_value(code)}&relay={_value(relay_web)}"


def _value(text: str) -> str:
    """A fragment key's value, ``application/x-www-form-urlencoded`` as the page reads it:
    ``&``, ``=``, ``+``, ``%``, ``#`` and spaces escaped; ``:`` and ``/`` are left readable."""
    return quote(text, safe="-:/")


def qr_code(link: str) -> str:
    """``link`` as a QR code in text (half blocks, light on a dark terminal), for a phone's
    camera."""
    import io

    import segno

    out = io.StringIO()
    segno.make(link, error="l", micro=False).terminal(out=out, compact=True, border=1)
    return out.getvalue()
