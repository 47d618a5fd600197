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
from dataclasses import dataclass

import msgpack

from .encoding import EncodingError, pack, unpack
from .identity import SIGNATURE_LEN, Identity, SignatureError, verify
from .messages import HASH_LEN, MessageError

DST_ENTRY = b"mextrain/v1/entry\x00"
DST_ENTRY_HASH = b"mextrain/v1/entry-hash\x00"
LOG_MAGIC = "mextrain-log/1"
GENESIS = bytes(HASH_LEN)
MAX_ENTRY_LEN = 1 << 20


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


def decode_entry(raw: bytes) -> Entry:
    """Parse an entry's layout (not its signature, not its place in the chain)."""
    try:
        fields = unpack(raw, max_len=MAX_ENTRY_LEN)
    except EncodingError as exc:
        raise LogError(f"entry is not canonical msgpack: {exc}") from None
    if not isinstance(fields, list) or len(fields) != 4:
        raise LogError("an entry is [index, prev, message, host_signature]")
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


@dataclass(frozen=True)
class LogFile:
    entries: tuple[bytes, ...]
    error: LogError | None
    """Why reading stopped early (damage, truncation), or None if the whole file was read."""


def read_log(data: bytes) -> LogFile:
    """Split a log file into entry bytes. Stops at the first damage and says where."""
    unpacker = msgpack.Unpacker(raw=False, max_buffer_size=max(len(data), 1), strict_map_key=True)
    unpacker.feed(data)
    entries: list[bytes] = []
    try:
        magic = unpacker.unpack()
    except msgpack.OutOfData:
        return LogFile((), LogError("empty or truncated log header: not a mextrain log"))
    except (ValueError, msgpack.UnpackException) as exc:
        return LogFile((), LogError(f"not a mextrain log: {exc or type(exc).__name__}"))
    if magic != LOG_MAGIC:
        return LogFile((), LogError(f"not a mextrain log (header {magic!r:.40})"))
    while True:
        offset = unpacker.tell()
        try:
            item = unpacker.unpack()
        except msgpack.OutOfData:
            if offset < len(data):
                err = LogError(
                    f"truncated at byte {offset}: an incomplete entry", entry=len(entries)
                )
                return LogFile(tuple(entries), err)
            return LogFile(tuple(entries), None)
        except (ValueError, msgpack.UnpackException) as exc:
            err = LogError(
                f"unreadable at byte {offset}: {exc or type(exc).__name__}", entry=len(entries)
            )
            return LogFile(tuple(entries), err)
        if data[offset : unpacker.tell()] != pack(item) if isinstance(item, bytes) else False:
            err = LogError(f"at byte {offset}: entry framing is not canonical", entry=len(entries))
            return LogFile(tuple(entries), err)
        if not isinstance(item, bytes):
            err = LogError(
                f"at byte {offset}: expected an entry (bin), got {type(item).__name__}",
                entry=len(entries),
            )
            return LogFile(tuple(entries), err)
        entries.append(item)
