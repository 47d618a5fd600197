"""Frames on a TCP stream: a 4-byte big-endian length, then that many bytes of body.

The length is checked against a hard cap before the body is read, so a peer can never make a
node buffer more than :data:`MAX_FRAME` bytes; any breach raises :class:`FrameError` and the
caller drops that one connection.
"""

from __future__ import annotations

import asyncio
import struct

from .errors import ConnectionDropped, FrameError, HungUp

MAX_FRAME = (1 << 20) + 1024
"""1 MiB for a log entry (protocol/log/entries.py) plus room for the envelope and its seal."""
HEADER = struct.Struct(">I")


def encode_frame(body: bytes, *, cap: int = MAX_FRAME) -> bytes:
    if not 0 < len(body) <= cap:
        raise FrameError(f"refusing to send a frame of {len(body)} bytes (limit {cap})")
    return HEADER.pack(len(body)) + body


async def read_frame(
    reader: asyncio.StreamReader, *, timeout: float, cap: int = MAX_FRAME
) -> bytes:
    """The next frame's body, whole within ``timeout`` seconds (one deadline for its header
    and its body, one timer a frame). Raises HungUp on a clean close, ConnectionDropped on a
    timeout or a reset, and FrameError on a frame that breaks the rules."""
    what = "frame header"
    try:
        async with asyncio.timeout(timeout):
            header = await reader.readexactly(HEADER.size)
            (length,) = HEADER.unpack(header)
            if length > cap:
                raise FrameError(f"frame of {length} bytes is over the {cap}-byte limit")
            if length == 0:
                raise FrameError("empty frame")
            what = f"{length}-byte frame body"
            return await reader.readexactly(length)
    except asyncio.IncompleteReadError as exc:
        if not exc.partial and what == "frame header":
            raise HungUp("the other side closed the connection") from None
        raise FrameError(f"connection closed in the middle of a {what}") from None
    except TimeoutError:
        if what == "frame header":
            raise ConnectionDropped(f"nothing received for {timeout:.0f} s") from None
        raise ConnectionDropped(f"no whole {what} within {timeout:.0f} s") from None
    except (ConnectionError, OSError) as exc:
        raise ConnectionDropped(f"connection lost: {exc}") from None
