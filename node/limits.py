"""Structure limits for the signed messages and log entries a node reads from the network.

The protocol's decoder (protocol/log/encoding.py) builds the whole value before checking it, so a
1 MiB message of a million empty arrays would cost some 60 MB and a second of CPU. Before that
decoder runs, the bytes are parsed here with msgpack's own limits, checked as each container's
header is read, and a count of containers that stops the parse at the first one too many: the
memory and time spent on a message are then bounded by what an honest one needs (at most 91
items in an array, 19 pairs in a map and 75 containers in a message of any preset).
"""

from __future__ import annotations

from typing import Any

import msgpack

from ..protocol.log import Message, MessageError, decode_entry, decode_message

LIMITS = {
    "max_array_len": 1024,
    "max_map_len": 64,
    "max_str_len": 4096,
    "max_bin_len": 1 << 20,
    "max_ext_len": 0,
}
MAX_CONTAINERS = 4096
"""Arrays and maps in one msgpack value (one message body, one entry's outer array)."""


class _TooMany(ValueError):
    pass


def screen(raw: bytes) -> Any:
    """Parse ``raw`` within the limits; ValueError (with the reason) beyond them."""
    count = 0

    def counted(value: Any) -> Any:
        nonlocal count
        count += 1
        if count > MAX_CONTAINERS:
            raise _TooMany(f"more than {MAX_CONTAINERS} arrays and maps")
        return value

    try:
        return msgpack.unpackb(
            raw, raw=False, list_hook=counted, object_hook=counted, strict_map_key=False, **LIMITS
        )
    except msgpack.ExtraData:
        raise ValueError("trailing bytes after the msgpack value") from None
    except (ValueError, TypeError, msgpack.UnpackException) as exc:
        raise ValueError(str(exc)[:200] or type(exc).__name__) from None


def screen_message(raw: bytes) -> None:
    """MessageError if a signed message (5.3) or its body breaks the limits."""
    try:
        outer = screen(raw)
        if isinstance(outer, list) and outer and isinstance(outer[0], bytes):
            screen(outer[0])
    except ValueError as exc:
        raise MessageError(f"signed message: {exc}") from None


def decode_screened(raw: bytes) -> Message:
    """:func:`decode_message` behind the limits."""
    screen_message(raw)
    return decode_message(raw)


def screen_entry(raw: bytes) -> None:
    """MessageError if a log entry (6.1) or the message inside it breaks the limits."""
    try:
        fields = screen(raw)
    except ValueError as exc:
        raise MessageError(f"entry: {exc}") from None
    if isinstance(fields, list) and len(fields) == 4 and isinstance(fields[2], bytes):
        screen_message(fields[2])
    decode_entry(raw)  # the layout, now that its size is known to be harmless
