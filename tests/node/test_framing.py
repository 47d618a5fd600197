"""Frames and envelopes: the length cap holds before any body is read; bad input is named."""

from __future__ import annotations

import asyncio

import pytest
from mextrain.node.envelope import decode, encode
from mextrain.node.errors import ConnectionDropped, FrameError
from mextrain.node.framing import HEADER, MAX_FRAME, encode_frame, read_frame
from mextrain.protocol.log.encoding import pack


def reader_with(data: bytes, *, eof: bool = True) -> asyncio.StreamReader:
    reader = asyncio.StreamReader()
    reader.feed_data(data)
    if eof:
        reader.feed_eof()
    return reader


async def test_frames_round_trip_in_order() -> None:
    reader = reader_with(encode_frame(b"one") + encode_frame(b"two" * 1000))
    assert await read_frame(reader, timeout=1) == b"one"
    assert await read_frame(reader, timeout=1) == b"two" * 1000


async def test_an_oversized_length_is_refused_before_reading_the_body() -> None:
    reader = reader_with(HEADER.pack(MAX_FRAME + 1), eof=False)
    with pytest.raises(FrameError, match=f"frame of {MAX_FRAME + 1} bytes is over the"):
        await read_frame(reader, timeout=1)
    with pytest.raises(FrameError):
        encode_frame(b"x" * (MAX_FRAME + 1))


@pytest.mark.parametrize(
    ("data", "needle"),
    [
        (HEADER.pack(0), "empty frame"),
        (HEADER.pack(10) + b"short", "in the middle of a 10-byte frame body"),
        (b"\x00\x00", "in the middle of a frame header"),
    ],
)
async def test_broken_frames_name_the_problem(data: bytes, needle: str) -> None:
    with pytest.raises(FrameError, match=needle):
        await read_frame(reader_with(data), timeout=1)


async def test_a_clean_close_and_silence_drop_the_connection_without_a_frame_error() -> None:
    with pytest.raises(ConnectionDropped, match="closed the connection") as closed:
        await read_frame(reader_with(b""), timeout=1)
    assert not isinstance(closed.value, FrameError)
    with pytest.raises(ConnectionDropped, match="nothing received for"):
        await read_frame(reader_with(b"", eof=False), timeout=0.05)


def test_envelopes_round_trip_and_are_checked_against_their_kind() -> None:
    env = decode(encode("entry", b"\x01\x02"))
    assert (env.kind, env.fields) == ("entry", (b"\x01\x02",))
    assert decode(encode("ping")).fields == ()


@pytest.mark.parametrize(
    ("body", "needle"),
    [
        (b"\xc1", "not canonical msgpack"),
        (pack({"kind": "ping"}), "array starting with its kind"),
        (pack(["launch", 1]), "unknown frame kind 'launch'"),
        (pack(["entry", "text, not bytes"]), "malformed 'entry' frame"),
        (pack(["sync", 1]), "malformed 'sync' frame"),
        (pack(["join", "n", b"short key", "player", None]), "malformed 'join' frame"),
        (pack(["join", "n", bytes(32), "player", b"short proof"]), "malformed 'join' frame"),
        # a million empty arrays: refused from the header, before any is built
        (b"\x92\xa3msg\xdd" + (1 << 20).to_bytes(4, "big") + b"\x90" * (1 << 20), "exceeds max_array_len"),
        (pack(["status", {str(i): i for i in range(17)}]), "exceeds max_map_len"),
        (b"\x92\xa5error\xdb" + (5000).to_bytes(4, "big") + b"x" * 5000, "exceeds max_str_len"),
        (b"\x92\xa4ping" + b"\x91" * 10 + b"\x90", "nested deeper than 8 levels"),
    ],
)
def test_malformed_envelopes_are_refused_with_a_reason(body: bytes, needle: str) -> None:
    with pytest.raises(FrameError, match=needle):
        decode(body)
