"""Signed messages: the envelope every player signs, and the payload layout of every kind.

A message body is the canonical msgpack array

    [version, game_id, round, kind, seat, counter, seen, payload]

signed with Ed25519 over ``DST_MESSAGE || body``. The signed message on the wire is the msgpack
array ``[body, signature]`` with both as bin. Everything a player signs binds the protocol
version, the game, the round (``-1`` for table-level kinds), the kind, the seat (``-1`` for the
host), a per-signer counter and the hash of the latest log entry the signer had seen, so a
message cannot be replayed into another game, round, stage or position in the log.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..errors import MextrainError
from ..text import is_text
from .encoding import EncodingError, TooManyItems, pack, unpack
from .identity import SIGNATURE_LEN, Identity, verify

VERSION = 1
DST_MESSAGE = b"mextrain/v1/message\x00"
GAME_ID_LEN = 16
HASH_LEN = 32
POINT_LEN = 32
SCALAR_LEN = 32
HOST_SEAT = -1
TABLE_ROUND = -1
MAX_NAME_LEN = 64
MAX_REASON_LEN = 200
MAX_ITEMS = 256
"""No array or map in a message body holds more items (a whole deck is at most 136 points)."""


class MessageError(MextrainError, ValueError):
    """A message whose bytes, layout or signature are wrong (before any game rule is applied)."""


# -- payload schemas -------------------------------------------------------------------------

Check = Callable[[Any], None]


def _int(lo: int, hi: int) -> Check:
    def check(v: Any) -> None:
        if not isinstance(v, int) or isinstance(v, bool) or not lo <= v <= hi:
            raise MessageError(f"expected an integer in {lo}..{hi}, got {v!r}")

    return check


def _bin(size: int) -> Check:
    def check(v: Any) -> None:
        if not isinstance(v, bytes) or len(v) != size:
            raise MessageError(f"expected {size} bytes, got {_describe(v)}")

    return check


def _str(max_len: int) -> Check:
    def check(v: Any) -> None:
        if not is_text(v, max_len):
            raise MessageError(f"expected text of 1..{max_len} characters, got {v!r:.80}")

    return check


def _list(item: Check, max_len: int = 256) -> Check:
    def check(v: Any) -> None:
        if not isinstance(v, list) or len(v) > max_len:
            raise MessageError(f"expected a list of at most {max_len} items, got {_describe(v)}")
        for x in v:
            item(x)

    return check


def _tuple(*items: Check) -> Check:
    def check(v: Any) -> None:
        if not isinstance(v, list) or len(v) != len(items):
            raise MessageError(f"expected a {len(items)}-item array, got {_describe(v)}")
        for x, c in zip(v, items, strict=True):
            c(x)

    return check


def _map(v: Any) -> None:
    if not isinstance(v, dict):
        raise MessageError(f"expected a map, got {_describe(v)}")


def _describe(v: Any) -> str:
    if isinstance(v, bytes | list | str):
        return f"{type(v).__name__} of length {len(v)}"
    return repr(v)


POS = _int(0, 1000)
KEY = _bin(SCALAR_LEN)
POINT = _bin(POINT_LEN)
TRAIN = _int(-1, 9)
PIP = _int(0, 15)

TABLE_KINDS: dict[str, tuple[Check, ...]] = {
    # host (seat -1): name, ruleset, seats, host key, created (unix seconds, informational)
    "open": (_str(MAX_NAME_LEN), _map, _int(2, 10), _bin(32), _int(0, 2**40)),
    # a player takes its seat: name, identity key (the key that signs this message)
    "join": (_str(MAX_NAME_LEN), _bin(32)),
    # host: every seat is taken, play begins
    "start": (),
    # host: the match is over: totals per seat, winners
    "end": (_list(_int(-(2**31), 2**31), 10), _list(_int(0, 9), 10)),
    # host: the match stops early: the seat at fault (or -1) and why
    "abort": (_int(-1, 9), _str(MAX_REASON_LEN)),
}

ROUND_KINDS: dict[str, tuple[Check, ...]] = {
    "commit": (_bin(64),),
    "shuffle": (_list(POINT, 200),),
    "lock": (_list(POINT, 200),),
    "deal": (_list(_tuple(POS, KEY), 200),),
    "place_engine": (POS, KEY),
    "no_engine": (),
    "draw": (),
    "release": (POS, KEY),
    "play": (POS, _tuple(PIP, PIP), TRAIN, KEY),
    "pass": (),
    "end_build": (),
    "anomaly": (POS, _str(MAX_REASON_LEN)),
    "reveal": (_bin(32), _bin(HASH_LEN)),
}

KINDS = {**TABLE_KINDS, **ROUND_KINDS}

MAX_PROOF_LEN = 32 * 6 * 200
"""The largest deck-step proof (a shuffle proof of a 200-card deck, SPEC.md 4.12)."""


def _options(v: Any) -> None:
    _list(_str(MAX_NAME_LEN), 8)(v)
    if not v:
        raise MessageError("an empty option list is sent as no list at all")


def _proof(v: Any) -> None:
    if not isinstance(v, bytes) or not 0 < len(v) <= MAX_PROOF_LEN:
        raise MessageError(f"expected a proof of 1..{MAX_PROOF_LEN} bytes, got {_describe(v)}")


OPTIONAL_LAST: dict[str, Check] = {
    # host: table options (SPEC.md 5.4); absent means none
    "open": _options,
    # seat: the step's proof at a table with the verified-shuffle option (SPEC.md 4.12)
    "shuffle": _proof,
    "lock": _proof,
}
"""Kinds whose payload may carry one more item, checked by this; absent means off."""


@dataclass(frozen=True)
class Message:
    """A decoded, signature-checked message. ``raw`` is the exact signed bytes."""

    game_id: bytes
    round: int
    kind: str
    seat: int
    counter: int
    seen: bytes
    payload: tuple[Any, ...]
    body: bytes
    signature: bytes
    raw: bytes

    def describe(self) -> str:
        who = "host" if self.seat == HOST_SEAT else f"seat {self.seat}"
        where = "" if self.round == TABLE_ROUND else f" round {self.round}"
        return f"{self.kind} from {who}{where} (#{self.counter})"


def check_payload(kind: str, payload: Any) -> tuple[Any, ...]:
    schema = KINDS.get(kind)
    if schema is None:
        raise MessageError(f"unknown message kind {kind!r}")
    extra = OPTIONAL_LAST.get(kind)
    if extra is not None and isinstance(payload, list) and len(payload) == len(schema) + 1:
        schema = (*schema, extra)
    if not isinstance(payload, list) or len(payload) != len(schema):
        raise MessageError(f"{kind}: payload must be a {len(schema)}-item array")
    for index, (value, check) in enumerate(zip(payload, schema, strict=True)):
        try:
            check(value)
        except MessageError as exc:
            raise MessageError(f"{kind}: payload item {index}: {exc}") from None
    return tuple(payload)


def encode_message(
    identity: Identity,
    *,
    game_id: bytes,
    round: int,
    kind: str,
    seat: int,
    counter: int,
    seen: bytes,
    payload: list[Any],
) -> bytes:
    """Build and sign a message; the payload is checked against its kind's layout first."""
    check_payload(kind, payload)
    body = pack([VERSION, game_id, round, kind, seat, counter, seen, payload])
    return pack([body, identity.sign(DST_MESSAGE, body)])


def decode_message(raw: bytes) -> Message:
    """Parse and check the layout of a signed message. The signature is checked by
    :func:`verify_message` once the signer's key is known."""
    try:
        outer = unpack(raw, max_items=2)
    except TooManyItems:
        raise MessageError("a signed message is [body, signature]") from None
    except EncodingError as exc:
        raise MessageError(f"signed message: {exc}") from None
    if not (
        isinstance(outer, list) and len(outer) == 2 and all(isinstance(x, bytes) for x in outer)
    ):
        raise MessageError("a signed message is [body, signature]")
    body, signature = outer
    if len(signature) != SIGNATURE_LEN:
        raise MessageError("a signature is 64 bytes")
    try:
        fields = unpack(body, max_items=MAX_ITEMS)
    except EncodingError as exc:
        raise MessageError(f"message body: {exc}") from None
    if not isinstance(fields, list) or len(fields) != 8:
        raise MessageError("a message body is an 8-item array")
    version, game_id, round_no, kind, seat, counter, seen, payload = fields
    if type(version) is not int or version != VERSION:  # `true` is not the integer 1
        raise MessageError(f"protocol version {version!r} is not supported (this is {VERSION})")
    _bin(GAME_ID_LEN)(game_id)
    _int(TABLE_ROUND, 100)(round_no)
    if not isinstance(kind, str) or kind not in KINDS:
        raise MessageError(f"unknown message kind {kind!r}")
    if (kind in TABLE_KINDS) != (round_no == TABLE_ROUND):
        raise MessageError(f"{kind} must carry round {'-1' if kind in TABLE_KINDS else '>= 0'}")
    _int(HOST_SEAT, 9)(seat)
    _int(0, 2**32)(counter)
    _bin(HASH_LEN)(seen)
    values = check_payload(kind, payload)
    return Message(game_id, round_no, kind, seat, counter, seen, values, body, signature, raw)


def verify_message(message: Message, public_key: bytes) -> None:
    """Raise SignatureError unless the signer holding ``public_key`` signed this body."""
    verify(public_key, DST_MESSAGE, message.body, message.signature)
