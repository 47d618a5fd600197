"""The transport envelope: what node and host say to each other around the signed messages.

Every frame body is one canonical msgpack array ``[kind, field, ...]`` (SPEC.md section 8). The
signed protocol messages and log entries travel inside ``msg`` and ``entry`` as opaque bytes:
the envelope is never signed or logged, so it can change without touching the protocol.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import msgpack

from ..protocol.log import EncodingError, pack
from .errors import FrameError

TRANSPORT_VERSION = 2
LIMITS = {
    "max_array_len": 64,
    "max_map_len": 16,
    "max_str_len": 4096,
    "max_bin_len": 1 << 20,
    "max_ext_len": 0,
}
"""Container sizes no honest envelope comes near (a frame body is at most 1 MiB + 1 KiB):
msgpack refuses a bigger one as soon as it reads its header, before allocating anything."""
ROLES = ("player", "spectator")

Check = Callable[[Any], bool]


def _int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _bin(size: int | None = None) -> Check:
    return lambda v: isinstance(v, bytes) and (size is None or len(v) == size)


def _text(v: Any) -> bool:
    return isinstance(v, str) and len(v) <= 1000


CHAT_MAX = 200
"""Longest chat line in characters (SPEC.md 8.4); a longer one is a malformed frame."""


def chat_line(text: str) -> str:
    """A line as a chat frame may carry it: printable characters, at most CHAT_MAX."""
    return "".join(c for c in text if c.isprintable())[:CHAT_MAX].strip()


def _chat(v: Any) -> bool:
    return isinstance(v, str) and 0 < len(v) <= CHAT_MAX and v.isprintable()


def _key_or_nil(v: Any) -> bool:
    return v is None or (isinstance(v, bytes) and len(v) == 32)


def _sig_or_nil(v: Any) -> bool:
    return v is None or (isinstance(v, bytes) and len(v) == 64)


def _map(v: Any) -> bool:
    return isinstance(v, dict)


SCHEMAS: dict[str, tuple[Check, ...]] = {
    # plaintext handshake
    # (hello's share is any bin so that an older joiner's hello still parses: its version is
    # what the host answers)
    "hello": (_int, _bin()),  # transport version, SPAKE2 share pA (joiner, RFC 9382 side A)
    "pake": (_bin(32),),  # SPAKE2 share pB (host, side B)
    "confirm": (_bin(32),),  # key confirmation: cA from the joiner, cB from the host
    "resume": (_int, _bin(16), _bin(32)),  # instead of hello (SPEC.md 8.11): transport
    # version, ticket id T, the joiner's nonce nA
    "resumed": (_bin(32), _bin(32)),  # the host's nonce nB, its tag over T, nA and nB
    # sealed from here on
    "join": (_text, _key_or_nil, _text, _sig_or_nil),  # name, identity key (nil for a
    # spectator), role, the key's signature over the channel binding (nil for a spectator)
    "welcome": (_int, _bin(16), _bin(32), _int, _text),  # seat (-1: spectator), game id,
    # host key, entries the host has now, table name
    "sync": (_int, _bin(32)),  # entries this node already has, hash of its last one
    "entry": (_bin(),),  # one log entry
    "msg": (_bin(),),  # one signed message for the host to sequence
    "refused": (_bin(32), _text),  # SHA-256 of a refused message, why
    "status": (_map,),  # lobby and timer news for people: see SPEC.md section 8
    "error": (_text,),  # the sender drops the connection after this
    "ping": (),
    "pong": (),
    "bye": (),  # the joiner holds the last entry (end or abort) and hangs up
    "chat": (_chat,),  # one line of chat for the table (anyone admitted, spectators too)
    "said": (_text, _chat),  # the host relays a chat line to everyone: sender's name, line
}
OPTIONAL: dict[str, tuple[Check, ...]] = {
    "hello": (_int, _bin(64)),  # a door pass (SPEC.md 8.8): the seat, its key's signature
}
"""Fields a kind may carry after its required ones: all of them or none."""


@dataclass(frozen=True)
class Envelope:
    kind: str
    fields: tuple[Any, ...]


def encode(kind: str, *fields: Any) -> bytes:
    check(kind, fields)
    return pack([kind, *fields])


def decode(body: bytes) -> Envelope:
    """Parse and check one envelope; FrameError (the connection is dropped) if malformed."""
    try:
        value = msgpack.unpackb(
            body, raw=False, use_list=True, strict_map_key=True, ext_hook=_no_ext, **LIMITS
        )
    except msgpack.ExtraData:
        raise FrameError("frame is not canonical msgpack: trailing bytes") from None
    except (ValueError, TypeError, EncodingError, msgpack.UnpackException) as exc:
        raise FrameError(f"frame is not canonical msgpack: {str(exc)[:200]}") from None
    try:
        canonical = pack(value) == body
    except EncodingError as exc:
        raise FrameError(f"frame is not canonical msgpack: {exc}") from None
    if not canonical:
        raise FrameError("frame is not canonical msgpack: re-encoding gives different bytes")
    if not isinstance(value, list) or not value or not isinstance(value[0], str):
        raise FrameError("frame is not an array starting with its kind")
    kind, fields = value[0], tuple(value[1:])
    check(kind, fields)
    return Envelope(kind, fields)


def _no_ext(code: int, data: bytes) -> Any:
    raise EncodingError(f"msgpack extension type {code} is not allowed")


def check(kind: str, fields: tuple[Any, ...]) -> None:
    schema = SCHEMAS.get(kind)
    if schema is None:
        raise FrameError(f"unknown frame kind {kind[:40]!r}")
    extra = OPTIONAL.get(kind, ())
    if len(fields) == len(schema) + len(extra) and extra:
        schema = schema + extra
    if len(fields) != len(schema) or not all(c(v) for c, v in zip(schema, fields, strict=True)):
        raise FrameError(f"malformed {kind!r} frame")
