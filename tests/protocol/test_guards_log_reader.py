"""The streaming log-file reader (issue 14): what a player's `verify` and a resuming host rely on.

A log file is read entry by entry; reading stops at the first damage and says what and where
(which entry, which byte), and a tail torn by a crash is told apart from other damage. The reader
does not look inside entries, so arbitrary bytes stand in for them here.
"""

from __future__ import annotations

import io

import pytest
from mextrain.protocol.log import LogReader, file_header, frame, read_log


def _log(*entries: bytes) -> bytes:
    return file_header() + b"".join(frame(e) for e in entries)


@pytest.mark.parametrize("size", [0, 1, 255, 256, 257, 65535, 65536])
def test_entries_at_every_bin_header_boundary_are_read_whole(size: int) -> None:
    entries = (b"a" * size, b"b" * 3)
    reader = LogReader(_log(*entries))
    assert tuple(reader) == entries
    assert reader.error is None and reader.readable and not reader.torn
    assert reader.count == 2


def test_the_count_is_the_entries_read_before_a_stop() -> None:
    reader = LogReader(_log(b"x", b"y", b"z") + b"\x01")  # an int where an entry belongs
    assert list(reader) == [b"x", b"y", b"z"]
    assert reader.count == 3
    assert reader.error is not None and reader.error.entry == 3


def test_a_file_that_is_not_a_log_is_not_readable_and_says_so() -> None:
    reader = LogReader(b"\xa5hello" + frame(b"x"))
    assert list(reader) == []
    assert not reader.readable
    assert reader.error is not None and "not a mextrain log" in str(reader.error)
    empty = LogReader(b"")
    assert list(empty) == [] and not empty.readable and empty.error is not None


@pytest.mark.parametrize("chunk", [1, 7, 64, 1 << 16])
def test_a_tail_torn_mid_entry_is_found_whatever_the_read_chunk(chunk: int) -> None:
    whole = _log(b"p" * 40, b"q" * 40, b"r" * 40)
    torn = whole[:-10]
    reader = LogReader(io.BytesIO(torn), chunk=chunk)
    assert list(reader) == [b"p" * 40, b"q" * 40]
    assert reader.torn
    assert reader.error is not None and reader.error.entry == 2
    assert "truncated at byte" in str(reader.error)
    clean = LogReader(io.BytesIO(whole), chunk=chunk)
    assert len(list(clean)) == 3 and clean.error is None and not clean.torn


def test_an_unreadable_byte_is_named_with_its_offset_and_entry() -> None:
    data = _log(b"x") + b"\xc1"  # 0xc1 is never valid msgpack
    result = read_log(data)
    assert result.entries == (b"x",)
    assert result.error is not None and result.error.entry == 1
    assert str(result.error).startswith(f"entry 1: unreadable at byte {len(_log(b'x'))}")


def test_a_value_that_is_not_an_entry_is_named_with_its_type_and_entry() -> None:
    result = read_log(_log(b"x") + b"\x05")
    assert result.error is not None and result.error.entry == 1
    assert str(result.error) == f"entry 1: at byte {len(_log(b'x'))}: expected an entry (bin), got int"


def test_a_non_canonical_entry_framing_is_refused_at_its_entry() -> None:
    padded = b"\xc5\x00\x02ab"  # bin 16 header for 2 bytes: the short form is the only one
    result = read_log(_log(b"x") + padded)
    assert result.entries == (b"x",)
    assert result.error is not None and result.error.entry == 1
    assert "entry framing is not canonical" in str(result.error)
