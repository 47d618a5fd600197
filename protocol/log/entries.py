"""The hash-chained event log: entries sequenced and signed by the host, and the file format.

An entry is the canonical msgpack array ``[index, prev, message, host_signature]``: ``prev`` is
the hash of entry ``index-1`` (32 zero bytes for entry 0), ``message`` the exact signed message
bytes, and the host signs ``DST_ENTRY || pack([index, prev, message])``. The hash of an entry is
``SHA-256(DST_ENTRY_HASH || entry bytes)``.

A log file (``*.mtlog``) is a stream of msgpack values: the string ``"mextrain-log/1"`` and then
one bin value per entry holding the entry's bytes. The bin header is the length prefix, so any
msgpack library can read the stream.
"""

from __future__ import annotations

import hashlib
import io
import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, BinaryIO

import msgpack

from .encoding import EncodingError, TooManyItems, pack, unpack
from .identity import SIGNATURE_LEN, Identity, SignatureError, verify
from .messages import HASH_LEN, MessageError

DST_ENTRY = b"mextrain/v1/entry\x00"
DST_ENTRY_HASH = b"mextrain/v1/entry-hash\x00"
LOG_MAGIC = "mextrain-log/1"
GENESIS = bytes(HASH_LEN)
MAX_ENTRY_LEN = 1 << 20
"""No entry is longer (its bin header may not announce more)."""
READ_CHUNK = 1 << 16


class LogError(MessageError):
    """A log entry or log file that is malformed, out of order or badly signed."""

    def __init__(self, message: str, *, entry: int | None = None):
        super().__init__(message)
        self.reason = message
        self.entry = entry

    def __str__(self) -> str:
        return self.reason if self.entry is None else f"entry {self.entry}: {self.reason}"


@dataclass(frozen=True)
class Entry:
    index: int
    prev: bytes
    message: bytes
    host_signature: bytes
    raw: bytes

    @property
    def hash(self) -> bytes:
        return entry_hash(self.raw)


def entry_hash(raw: bytes) -> bytes:
    return hashlib.sha256(DST_ENTRY_HASH + raw).digest()


def make_entry(host: Identity, index: int, prev: bytes, message: bytes) -> bytes:
    signed = pack([index, prev, message])
    return pack([index, prev, message, host.sign(DST_ENTRY, signed)])


ENTRY_LAYOUT = "an entry is [index, prev, message, host_signature]"


def decode_entry(raw: bytes) -> Entry:
    """Parse an entry's layout (not its signature, not its place in the chain). An entry is
    four scalars in one array: a second array or map anywhere stops the parse where it ends,
    so a megabyte of nested 4-item arrays never becomes a million lists."""
    try:
        fields = unpack(raw, max_len=MAX_ENTRY_LEN, max_items=4, max_containers=1)
    except TooManyItems:
        raise LogError(ENTRY_LAYOUT) from None
    except EncodingError as exc:
        raise LogError(f"entry is not canonical msgpack: {exc}") from None
    if not isinstance(fields, list) or len(fields) != 4:
        raise LogError(ENTRY_LAYOUT)
    index, prev, message, signature = fields
    if not isinstance(index, int) or isinstance(index, bool) or index < 0:
        raise LogError(f"bad entry index {index!r}")
    if not isinstance(prev, bytes) or len(prev) != HASH_LEN:
        raise LogError("prev must be a 32-byte hash", entry=index)
    if not isinstance(message, bytes):
        raise LogError("message must be bytes", entry=index)
    if not isinstance(signature, bytes) or len(signature) != SIGNATURE_LEN:
        raise LogError("host signature must be 64 bytes", entry=index)
    return Entry(index, prev, message, signature, raw)


def check_link(entry: Entry, expected_index: int, expected_prev: bytes, host_key: bytes) -> None:
    """Raise LogError unless ``entry`` is the next link of the chain, signed by the host."""
    if entry.index != expected_index:
        raise LogError(f"expected entry {expected_index}, got {entry.index}", entry=expected_index)
    if entry.prev != expected_prev:
        raise LogError(
            "hash chain broken: prev is not the hash of the previous entry", entry=entry.index
        )
    try:
        verify(
            host_key,
            DST_ENTRY,
            pack([entry.index, entry.prev, entry.message]),
            entry.host_signature,
        )
    except SignatureError as exc:
        raise LogError(f"host signature: {exc}", entry=entry.index) from None


# -- file format ----------------------------------------------------------------------------


def file_header() -> bytes:
    return pack(LOG_MAGIC)


def frame(entry_raw: bytes) -> bytes:
    """One entry as it is appended to a log file."""
    return pack(entry_raw)


def _bin_header_len(size: int) -> int:
    """Bytes of the shortest msgpack bin header for ``size`` bytes (bin 8, 16 or 32)."""
    return 2 if size < 1 << 8 else 3 if size < 1 << 16 else 5


_OVER_LIMIT = re.compile(r"(\d+) exceeds max_(bin|str|array|map|ext)_len\((\d+)\)")
"""msgpack's words for a value its header announces over a limit of the reader's."""

_WHAT = {
    "bin": "{n} bytes of binary data",
    "str": "a text of {n} bytes",
    "array": "a list of {n} items",
    "map": "a map of {n} items",
    "ext": "a msgpack extension value of {n} bytes",
}


def _why_unreadable(exc: Exception) -> str:
    """What was found, in a reader's words rather than msgpack's ("7 exceeds
    max_map_len(0)"): a log holds only its header and entries, each a msgpack byte string."""
    if isinstance(exc, msgpack.BufferFull):  # only a value announced over the limit fills it
        return f"a value longer than the {MAX_ENTRY_LEN}-byte entry limit"
    if isinstance(exc, UnicodeDecodeError):
        return "text that is not UTF-8"
    over = _OVER_LIMIT.search(str(exc))
    if over is not None:
        count, kind = int(over.group(1)), over.group(2)
        if kind == "bin":
            return f"an entry of {count} bytes, over the {MAX_ENTRY_LEN}-byte entry limit"
        found = _WHAT[kind].format(n=count)
        return f"{found} where an entry belongs (a log holds only byte strings)"
    if isinstance(exc, msgpack.FormatError) or "Unknown header" in str(exc):
        return "a byte that begins no msgpack value (the log's encoding)"
    return f"bytes that are not msgpack ({str(exc) or type(exc).__name__})"


def _begins(head: bytes) -> str:
    """How a file that is not a log begins, for a person: its text, or its first bytes."""
    if not head:
        return "nothing: it is empty"
    decoded = head[:24].decode(errors="replace")
    end = next((i for i, c in enumerate(decoded) if c == "\ufffd" or not c.isprintable()), 24)
    if end >= 4:  # a text file (a note, a saved web page): what it says
        return f"the text {decoded[:end]!r}"
    return f"the bytes {head[:8].hex(' ')}"


@dataclass(frozen=True)
class LogFile:
    entries: tuple[bytes, ...]
    error: LogError | None
    """Why reading stopped early (damage, truncation), or None if the whole file was read."""


class LogReader:
    """Read a log file as a stream of entries, one at a time, whatever its size.

    Iterating yields each entry's bytes; when it stops, :attr:`error` says why it stopped early
    (None: the whole file was read) and :attr:`readable` whether the header was a mextrain
    log's. Memory stays within one entry (at most :data:`MAX_ENTRY_LEN`) plus a few read
    chunks: a value announced longer is refused once that much of it is buffered, and the
    unpacker refuses an array or a map at its header, before building it, so a file of a
    million empty arrays costs nothing.
    """

    def __init__(self, source: bytes | BinaryIO, *, chunk: int = READ_CHUNK) -> None:
        self._stream: BinaryIO = io.BytesIO(source) if isinstance(source, bytes) else source
        self._chunk = chunk
        self.error: LogError | None = None
        self.readable = False
        self.count = 0
        self.torn = False
        """The stream ended inside an entry (a tail torn by a crash mid-write)."""

    def __iter__(self) -> Iterator[bytes]:
        unpacker = msgpack.Unpacker(
            raw=False,
            max_buffer_size=MAX_ENTRY_LEN + 4 * self._chunk,
            max_bin_len=MAX_ENTRY_LEN,
            max_str_len=len(LOG_MAGIC) + 64,
            max_array_len=0,
            max_map_len=0,
            max_ext_len=0,
            strict_map_key=True,
        )
        fed = 0
        at_end = False
        head = b""

        def next_item() -> Any:
            nonlocal fed, at_end, head
            while True:
                try:
                    return unpacker.unpack()
                except msgpack.OutOfData:
                    if at_end:
                        raise
                    data = self._stream.read(self._chunk)
                    if not data:
                        at_end = True
                        raise
                    if not fed:
                        head = data[:32]
                    fed += len(data)
                    unpacker.feed(data)

        expected = f"a log begins with the header {LOG_MAGIC!r}"
        try:
            magic = next_item()
        except msgpack.OutOfData:
            if fed:
                self.error = LogError(
                    f"not a mextrain log: {expected}, and this file ends within"
                    f" {fed} bytes, before a whole one"
                )
            else:
                self.error = LogError("not a mextrain log: the file is empty")
            return
        except (ValueError, msgpack.UnpackException):
            magic = None
        if magic != LOG_MAGIC or unpacker.tell() != len(file_header()):
            self.error = LogError(f"not a mextrain log: {expected}, this file with {_begins(head)}")
            return
        self.readable = True
        while True:
            offset = unpacker.tell()
            index = self.count
            try:
                item = next_item()
            except msgpack.OutOfData:
                if offset < fed:
                    self.torn = True
                    self.error = LogError(
                        f"truncated at byte {offset}: an incomplete entry", entry=index
                    )
                return
            except (ValueError, msgpack.UnpackException) as exc:
                self.error = LogError(
                    f"unreadable at byte {offset}: {_why_unreadable(exc)}", entry=index
                )
                return
            if not isinstance(item, bytes):
                self.error = LogError(
                    f"at byte {offset}: expected an entry (bin), got {type(item).__name__}",
                    entry=index,
                )
                return
            if unpacker.tell() - offset != _bin_header_len(len(item)) + len(item):
                self.error = LogError(
                    f"at byte {offset}: entry framing is not canonical", entry=index
                )
                return
            self.count += 1
            yield item


def read_log(source: bytes | BinaryIO) -> LogFile:
    """Split a whole log file into entry bytes. Stops at the first damage and says where."""
    reader = LogReader(source)
    entries = tuple(reader)
    return LogFile(entries, reader.error)
