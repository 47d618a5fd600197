"""The streaming log-file reader (issue 14): what a player's `verify` and a resuming host rely on.

A log file is read entry by entry; reading stops at the first damage and says what and where
(which entry, which byte), and a tail torn by a crash is told apart from other damage. The reader
does not look inside entries, so arbitrary bytes stand in for them here.
"""

from __future__ import annotations

import io

import pytest
from mextrain.protocol.log.entries import MAX_ENTRY_LEN, LogReader, file_header, frame, read_log


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
    assert reader.readable is False
    assert reader.error is not None and "not a mextrain log" in str(reader.error)
    empty = LogReader(b"")
    assert list(empty) == [] and empty.readable is False and empty.error is not None


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
    assert len(list(clean)) == 3 and clean.error is None and clean.torn is False


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


def test_an_entry_of_the_largest_size_is_read_whole() -> None:
    entry = b"e" * MAX_ENTRY_LEN
    reader = LogReader(io.BytesIO(_log(entry, b"next")))
    assert list(reader) == [entry, b"next"] and reader.error is None


def test_an_entry_over_the_size_limit_is_damage_not_an_entry() -> None:
    result = read_log(_log(b"x", b"y" * (MAX_ENTRY_LEN + 1)))
    assert result.entries == (b"x",)
    assert result.error is not None and result.error.entry == 1
    assert str(result.error).startswith(f"entry 1: unreadable at byte {len(_log(b'x'))}: ")
    over = f"an entry of {MAX_ENTRY_LEN + 1} bytes, over the {MAX_ENTRY_LEN}-byte entry limit"
    assert str(result.error).endswith(over)


def test_an_entry_announced_huge_is_refused_without_reading_it_all() -> None:
    """A bin header announcing 4 GiB, then 3 MiB: the reader gives up once an entry's worth is
    buffered (memory stays bounded) and calls it damage, never a torn write to cut off."""
    stream = io.BytesIO(_log(b"x") + b"\xc6\xff\xff\xff\xff" + bytes(3 << 20))
    reader = LogReader(stream)
    assert list(reader) == [b"x"]
    assert reader.torn is False and reader.error is not None and reader.error.entry == 1
    assert f"longer than the {MAX_ENTRY_LEN}-byte entry limit" in str(reader.error)
    assert stream.tell() < 2 * MAX_ENTRY_LEN


@pytest.mark.parametrize("tail", [b"\x91", b"\x91\x01", b"\x81", b"\x81\x01\x02", b"\xdc\xff\xff"])
def test_an_array_or_a_map_where_an_entry_belongs_is_damage_not_a_torn_write(tail: bytes) -> None:
    """A resuming host cuts off a torn tail but refuses damage: an array or a map is never part
    of a log, so even one cut short is refused at its header."""
    reader = LogReader(_log(b"x") + tail)
    assert list(reader) == [b"x"]
    assert reader.torn is False and reader.error is not None and reader.error.entry == 1
    assert str(reader.error).startswith(f"entry 1: unreadable at byte {len(_log(b'x'))}: ")


def test_a_byte_that_is_never_msgpack_is_named_as_such() -> None:
    for data, prefix in [(b"\xc1" + _log(b"x"), "not a mextrain log: "),
                         (_log(b"x") + b"\xc1", f"entry 1: unreadable at byte {len(_log(b'x'))}: ")]:
        reader = LogReader(data)
        list(reader)
        assert reader.error is not None and str(reader.error).startswith(prefix)
        # the cause follows, even from a msgpack build whose error for it has no text
        cause = str(reader.error).removeprefix(prefix)
        assert cause in (
            "a log begins with the header 'mextrain-log/1', this file with the bytes c1 ae 6d 65"
            " 78 74 72 61",
            "a byte that begins no msgpack value (the log's encoding)",
        ), cause
    assert reader.readable is True


def test_the_file_is_read_as_a_stream_not_all_at_once() -> None:
    """verify and a resuming host read a log of any size in chunks: the first entry is at hand
    before the rest of the file is read."""
    stream = io.BytesIO(_log(*(bytes([i]) * 1000 for i in range(200))))
    entries = iter(LogReader(stream, chunk=4096))
    assert next(entries) == bytes(1000)
    assert stream.tell() <= 4096
    assert len(list(entries)) == 199 and stream.tell() == len(stream.getvalue())


@pytest.mark.parametrize(
    ("data", "words"),
    [
        (b"", "not a mextrain log: the file is empty"),
        (b"# notes\n" + _log(b"x"), "this file with the text '# notes'"),
        (b"\x23" + _log(b"x"), "this file with the bytes 23 ae 6d"),  # was "(header 35)"
        (b"\xa5hel\xffo", "this file with the bytes a5 68 65 6c ff 6f"),  # was a codec error
        (file_header()[:5], "and this file ends within 5 bytes, before a whole one"),
        (_log(b"x") + b"\x87" + b"\x00" * 14, "a map of 7 items where an entry belongs"),
        (_log(b"x") + b"\x93\x01\x02\x03", "a list of 3 items where an entry belongs"),
        (_log(b"x") + b"\xd9\xc8" + b"t" * 200, "a text of 200 bytes where an entry belongs"),
    ],
)
def test_damage_is_told_in_words_not_msgpack_internals(data: bytes, words: str) -> None:
    """Issue 37: verify said "header 35" and "7 exceeds max_map_len(0)"."""
    reader = LogReader(data)
    list(reader)
    said = str(reader.error)
    assert words in said, said
    for internal in ("max_", "exceeds", "header 35", "codec", "Unpack", "position"):
        assert internal not in said, said
