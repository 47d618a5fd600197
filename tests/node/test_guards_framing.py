"""Frame lengths at their limits (issue 14): the cap is inclusive, both ways, and a frame is
never empty; whatever cuts a stream short is named.
"""

from __future__ import annotations

import asyncio

import pytest
from mextrain.node.errors import ConnectionDropped, FrameError
from mextrain.node.framing import HEADER, encode_frame, read_frame


def reader_with(data: bytes, *, eof: bool = True) -> asyncio.StreamReader:
    reader = asyncio.StreamReader()
    reader.feed_data(data)
    if eof:
        reader.feed_eof()
    return reader


async def test_a_frame_of_exactly_the_cap_passes_both_ways() -> None:
    body = b"y" * 64
    frame = encode_frame(body, cap=64)
    assert frame == b"\x00\x00\x00\x40" + body
    assert await read_frame(reader_with(frame), timeout=5, cap=64) == body
    with pytest.raises(FrameError, match="refusing to send a frame of 65 bytes \\(limit 64\\)"):
        encode_frame(body + b"y", cap=64)
    with pytest.raises(FrameError, match="frame of 65 bytes is over the 64-byte limit"):
        await read_frame(reader_with(HEADER.pack(65) + body + b"y"), timeout=5, cap=64)


async def test_a_one_byte_frame_is_fine_and_an_empty_one_is_refused() -> None:
    assert await read_frame(reader_with(encode_frame(b"z")), timeout=5) == b"z"
    with pytest.raises(FrameError, match="refusing to send a frame of 0 bytes"):
        encode_frame(b"")


async def test_a_stream_cut_after_part_of_a_header_is_a_broken_frame() -> None:
    with pytest.raises(FrameError, match="connection closed in the middle of a frame header"):
        await read_frame(reader_with(b"\x00"), timeout=5)
    reader = reader_with(encode_frame(b"a"))
    assert await read_frame(reader, timeout=5) == b"a"
    with pytest.raises(ConnectionDropped, match="the other side closed the connection") as info:
        await read_frame(reader, timeout=5)  # a clean close between frames
    assert not isinstance(info.value, FrameError)


async def test_silence_names_the_timeout_in_seconds() -> None:
    with pytest.raises(ConnectionDropped, match="nothing received for 0 s"):
        await read_frame(reader_with(b"", eof=False), timeout=0.01)


async def test_a_lost_connection_is_a_drop_not_a_frame_error() -> None:
    reader = reader_with(b"", eof=False)
    reader.set_exception(ConnectionResetError("reset by peer"))
    with pytest.raises(ConnectionDropped, match="connection lost: reset by peer") as info:
        await read_frame(reader, timeout=5)
    assert not isinstance(info.value, FrameError)


async def test_a_peer_silent_in_the_middle_of_a_body_is_dropped_after_the_timeout() -> None:
    """A header, then a trickle that stops: the body's read has the same timeout, so a peer can
    never hold a connection (and its buffer) open by going quiet mid-frame."""
    reader = reader_with(HEADER.pack(10) + b"abc", eof=False)
    read = read_frame(reader, timeout=0.01)
    with pytest.raises(ConnectionDropped, match="no whole 10-byte frame body within 0 s"):
        await asyncio.wait_for(read, timeout=10)  # the bound of this test, not of the code


async def test_a_frame_has_one_deadline_for_its_header_and_its_body() -> None:
    """The header just in time, then the body just in time after it: each part within the
    timeout, the whole frame not. One deadline a frame, so a trickling peer holds a frame (and
    the host's wait on it) open for one timeout, never for two."""
    reader = reader_with(b"", eof=False)
    loop = asyncio.get_running_loop()
    loop.call_later(0.12, reader.feed_data, HEADER.pack(3))
    loop.call_later(0.24, reader.feed_data, b"abc")
    with pytest.raises(ConnectionDropped, match="no whole 3-byte frame body within 0 s"):
        await read_frame(reader, timeout=0.2)
