"""The signed message layout, field by field, through the project's own decoder (issue 14).

A signed body binds version, game, round, kind, seat, counter and seen head: each field has one
allowed range, and a message outside it is refused with a reason before any rule is applied.
"""

from __future__ import annotations

from typing import Any

import pytest
from mextrain.protocol.log.encoding import pack
from mextrain.protocol.log.identity import Identity, SignatureError
from mextrain.protocol.log.messages import (
    DST_MESSAGE,
    KINDS,
    MAX_ITEMS,
    MAX_NAME_LEN,
    MAX_PROOF_LEN,
    MAX_REASON_LEN,
    ROUND_KINDS,
    TABLE_KINDS,
    MessageError,
    check_payload,
    decode_message,
    encode_message,
    verify_message,
)

ME = Identity(b"\x03" * 32)
GAME = b"\x0a" * 16
SEEN = b"\x0b" * 32
KEY = b"\x0c" * 32

GOOD_PAYLOADS: dict[str, list[Any]] = {
    "open": ["table", {}, 4, KEY, 0],
    "join": ["ann", KEY],
    "start": [],
    "end": [[3, -2], [1]],
    "abort": [-1, "gone"],
    "commit": [bytes(64)],
    "shuffle": [[KEY] * 3],
    "lock": [[]],
    "deal": [[[0, KEY], [1000, KEY]]],
    "place_engine": [5, KEY],
    "no_engine": [],
    "draw": [],
    "release": [0, KEY],
    "play": [3, [12, 0], -1, KEY],
    "pass": [],
    "end_build": [],
    "anomaly": [7, "no tile"],
    "reveal": [KEY, SEEN],
}


def body(kind: str = "play", **changes: Any) -> list[Any]:
    fields: dict[str, Any] = {
        "version": 1,
        "game_id": GAME,
        "round": -1 if kind in TABLE_KINDS else 0,
        "kind": kind,
        "seat": 0,
        "counter": 7,
        "seen": SEEN,
        "payload": GOOD_PAYLOADS.get(kind, []),
    }
    fields.update(changes)
    return list(fields.values())


def signed(fields: Any) -> bytes:
    raw_body = pack(fields)
    return pack([raw_body, ME.sign(DST_MESSAGE, raw_body)])


def refused(fields: Any) -> str:
    with pytest.raises(MessageError) as info:
        decode_message(signed(fields))
    text = str(info.value)
    assert "\n" not in text
    return text


def test_every_kind_has_a_good_payload_here() -> None:
    assert set(GOOD_PAYLOADS) == set(KINDS) == set(TABLE_KINDS) | set(ROUND_KINDS)


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_a_well_formed_message_of_every_kind_decodes_and_verifies(kind: str) -> None:
    fields = body(kind)
    raw = encode_message(ME, game_id=GAME, round=fields[2], kind=kind, seat=0, counter=7,
                         seen=SEEN, payload=GOOD_PAYLOADS[kind])
    assert raw == signed(fields)
    m = decode_message(raw)
    assert (m.game_id, m.round, m.kind, m.seat, m.counter, m.seen) == (GAME, fields[2], kind, 0, 7, SEEN)
    assert m.payload == tuple(GOOD_PAYLOADS[kind])
    assert m.raw == raw and m.body == pack(fields)
    verify_message(m, ME.public_key)
    with pytest.raises(SignatureError):
        verify_message(m, Identity(b"\x04" * 32).public_key)


@pytest.mark.parametrize("kind", sorted(TABLE_KINDS))
@pytest.mark.parametrize("round_no", [0, 1, 100])
def test_a_table_kind_carrying_a_round_number_is_refused(kind: str, round_no: int) -> None:
    assert f"{kind} must carry round -1" in refused(body(kind, round=round_no))


@pytest.mark.parametrize("kind", sorted(ROUND_KINDS))
def test_a_round_kind_carrying_no_round_is_refused(kind: str) -> None:
    assert f"{kind} must carry round >= 0" in refused(body(kind, round=-1))


@pytest.mark.parametrize(
    ("changes", "reason"),
    [
        ({"version": 2}, "protocol version 2 is not supported"),
        ({"version": 0}, "protocol version 0 is not supported"),
        ({"version": True}, "protocol version True is not supported"),
        ({"game_id": b"\x0a" * 15}, "expected 16 bytes"),
        ({"game_id": b"\x0a" * 17}, "expected 16 bytes"),
        ({"round": 101}, "expected an integer in -1..100"),
        ({"round": -2}, "expected an integer in -1..100"),
        ({"kind": "shout"}, "unknown message kind 'shout'"),
        ({"kind": 3}, "unknown message kind 3"),
        ({"kind": "shout", "round": -1}, "unknown message kind 'shout'"),
        ({"game_id": 5}, "expected 16 bytes, got 5"),
        ({"seat": 10}, "expected an integer in -1..9"),
        ({"seat": -2}, "expected an integer in -1..9"),
        ({"seat": False}, "expected an integer in -1..9"),
        ({"counter": -1}, "expected an integer in 0..4294967296"),
        ({"counter": 2**32 + 1}, "expected an integer in 0..4294967296"),
        ({"seen": b"\x0b" * 31}, "expected 32 bytes"),
        ({"seen": "b" * 32}, "expected 32 bytes, got str of length 32"),
        ({"payload": [3, [12, 0], -1]}, "play: payload must be a 4-item array"),
        ({"payload": {"a": 1}}, "play: payload must be a 4-item array"),
    ],
)
def test_each_body_field_outside_its_range_is_refused(changes: dict[str, Any], reason: str) -> None:
    assert reason in refused(body(**changes))


@pytest.mark.parametrize(
    "changes",
    [{"round": 100}, {"seat": 9}, {"seat": -1}, {"counter": 0}, {"counter": 2**32}],
)
def test_the_range_ends_are_allowed(changes: dict[str, Any]) -> None:
    decode_message(signed(body(**changes)))


def test_the_outer_layout_is_body_and_a_64_byte_signature() -> None:
    good = body()
    raw_body = pack(good)
    signature = ME.sign(DST_MESSAGE, raw_body)
    for outer, reason in [
        (pack([raw_body]), "a signed message is [body, signature]"),
        (pack([raw_body, signature, b""]), "a signed message is [body, signature]"),
        (pack([raw_body, "s"]), "a signed message is [body, signature]"),
        (pack(["b", signature]), "a signed message is [body, signature]"),
        (pack([raw_body, signature[:63]]), "a signature is 64 bytes"),
        (pack([raw_body, signature + b"\x00"]), "a signature is 64 bytes"),
        (pack([pack(good[:7]), signature]), "a message body is an 8-item array"),
        (pack([pack({"a": 1}), signature]), "a message body is an 8-item array"),
        (pack([b"\xcc\x01", signature]), "message body: not canonical"),
        (b"\x92" + pack(raw_body) + b"\xc5\x00\x40" + signature, "signed message: not canonical"),
    ]:
        with pytest.raises(MessageError) as info:
            decode_message(outer)
        assert reason in str(info.value)
    decode_message(pack([raw_body, signature]))


def test_a_body_signed_non_canonically_is_refused_even_with_a_valid_signature() -> None:
    """The signature covers the bytes as sent: a padded int is a different body."""
    canonical = pack(body())
    padded = canonical.replace(b"\x07\xc4\x20", b"\xcc\x07\xc4\x20", 1)  # counter 7 as uint8
    assert padded != canonical
    with pytest.raises(MessageError, match="not canonical"):
        decode_message(pack([padded, ME.sign(DST_MESSAGE, padded)]))


# -- payload schemas ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("kind", "payload", "reason"),
    [
        ("join", ["", KEY], "expected text of 1..64 characters"),
        ("join", ["x" * (MAX_NAME_LEN + 1), KEY], "expected text of 1..64"),
        ("join", ["a\nb", KEY], "expected text of 1..64"),
        ("join", [5, KEY], "expected text of 1..64"),
        ("join", ["ann", KEY[:31]], "join: payload item 1: expected 32 bytes, got bytes of length 31"),
        ("open", ["t", [], 4, KEY, 0], "open: payload item 1: expected a map, got list of length 0"),
        ("open", ["t", {}, 1, KEY, 0], "expected an integer in 2..10"),
        ("open", ["t", {}, 11, KEY, 0], "expected an integer in 2..10"),
        ("open", ["t", {}, 4, KEY, 2**40 + 1], "expected an integer in 0..1099511627776"),
        ("abort", [10, "x"], "expected an integer in -1..9"),
        ("abort", [0, "x" * (MAX_REASON_LEN + 1)], "expected text of 1..200"),
        ("end", [[0] * 11, []], "expected a list of at most 10 items"),
        ("end", [[2**31 + 1], []], "expected an integer in -2147483648..2147483648"),
        ("end", [[], [10]], "expected an integer in 0..9"),
        ("end", [[], "01"], "expected a list of at most 10 items, got str of length 2"),
        ("shuffle", [[KEY] * 201], "expected a list of at most 200 items"),
        ("deal", [[[0, KEY, 1]]], "expected a 2-item array, got list of length 3"),
        ("deal", [[[1001, KEY]]], "expected an integer in 0..1000"),
        ("play", [3, [16, 0], -1, KEY], "expected an integer in 0..15"),
        ("play", [3, [1, 0], 10, KEY], "expected an integer in -1..9"),
        ("play", [3, [1, 0], -2, KEY], "expected an integer in -1..9"),
        ("play", [3, [1, True], 0, KEY], "expected an integer in 0..15, got True"),
        ("play", [-1, [1, 0], 0, KEY], "expected an integer in 0..1000"),
        ("commit", [bytes(63)], "expected 64 bytes"),
        ("reveal", [KEY, SEEN[:31]], "expected 32 bytes"),
        ("draw", [0], "draw: payload must be a 0-item array"),
    ],
)
def test_a_payload_outside_its_kinds_layout_is_refused(kind: str, payload: Any, reason: str) -> None:
    with pytest.raises(MessageError) as info:
        check_payload(kind, payload)
    assert reason in str(info.value)
    assert reason in refused(body(kind, payload=payload))
    with pytest.raises(MessageError):  # nobody can even sign it through the API
        encode_message(ME, game_id=GAME, round=body(kind)[2], kind=kind, seat=0, counter=0,
                       seen=SEEN, payload=payload)


def test_check_payload_names_an_unknown_kind() -> None:
    with pytest.raises(MessageError, match="unknown message kind 'shout'"):
        check_payload("shout", [])


@pytest.mark.parametrize(
    ("kind", "payload"),
    [
        ("join", ["x" * MAX_NAME_LEN, KEY]),
        ("abort", [9, "x" * MAX_REASON_LEN]),
        ("end", [[-(2**31), 2**31] + [0] * 8, list(range(10))]),
        ("shuffle", [[KEY] * 200]),
        ("open", ["t", {"a": 1}, 10, KEY, 2**40]),
        ("open", ["t", {}, 2, KEY, 0]),
        ("play", [1000, [15, 0], 9, KEY]),
    ],
)
def test_payload_range_ends_are_allowed(kind: str, payload: Any) -> None:
    assert check_payload(kind, payload) == tuple(payload)


def test_describe_names_kind_signer_round_and_counter() -> None:
    assert decode_message(signed(body("play", seat=2, round=3, counter=9))).describe() == (
        "play from seat 2 round 3 (#9)"
    )
    assert decode_message(signed(body("start", seat=-1, counter=4))).describe() == "start from host (#4)"


OPEN = ["t", {}, 4, KEY, 0]


@pytest.mark.parametrize(
    ("kind", "payload"),
    [
        ("open", [*OPEN, ["verified-shuffle"]]),
        ("open", [*OPEN, ["x" * MAX_NAME_LEN] * 8]),
        ("shuffle", [[KEY] * 3, b"p"]),
        ("lock", [[KEY], b"p" * MAX_PROOF_LEN]),
    ],
)
def test_the_optional_last_item_is_accepted_where_the_kind_has_one(kind: str, payload: Any) -> None:
    """SPEC 5.4 and 4.12: an open's table options, a deck step's proof; absent means off."""
    assert check_payload(kind, payload) == tuple(payload)
    assert decode_message(signed(body(kind, payload=payload))).payload == tuple(payload)
    assert check_payload(kind, payload[:-1]) == tuple(payload[:-1])


@pytest.mark.parametrize(
    ("kind", "payload", "reason"),
    [
        ("open", [*OPEN, []], "open: payload item 5: an empty option list is sent as no list at all"),
        ("open", [*OPEN, ["a"] * 9], "open: payload item 5: expected a list of at most 8 items"),
        ("open", [*OPEN, ["x" * (MAX_NAME_LEN + 1)]], "open: payload item 5: expected text of"),
        ("open", [*OPEN, "verified-shuffle"], "open: payload item 5: expected a list of at most 8"),
        ("shuffle", [[KEY], b""], f"shuffle: payload item 1: expected a proof of 1..{MAX_PROOF_LEN}"
         " bytes, got bytes of length 0"),
        ("lock", [[KEY], b"p" * (MAX_PROOF_LEN + 1)], "lock: payload item 1: expected a proof of"),
        ("lock", [[KEY], "proof"], "lock: payload item 1: expected a proof of 1..38400 bytes, got str"),
        ("shuffle", [[KEY], b"p", b"p"], "shuffle: payload must be a 1-item array"),
        ("shuffle", [], "shuffle: payload must be a 1-item array"),
        ("join", ["ann", KEY, b"p"], "join: payload must be a 2-item array"),
    ],
)
def test_an_optional_last_item_is_checked_and_nothing_beyond_it_is_taken(
    kind: str, payload: Any, reason: str
) -> None:
    with pytest.raises(MessageError) as info:
        check_payload(kind, payload)
    assert str(info.value).startswith(reason)
    assert reason in refused(body(kind, payload=payload))


def test_an_array_over_the_item_caps_is_refused_at_its_header() -> None:
    """A body array of more than MAX_ITEMS, or an outer array announcing a million items, is
    refused before anything is built, with the layout's words."""
    too_long = refused(body("shuffle", payload=[[KEY] * (MAX_ITEMS + 1)]))
    assert too_long == f"message body: an array or map of more than {MAX_ITEMS} items"
    million = b"\xdd\x00\x0f\x42\x40" + b"\xc4\x01\x00"  # an array of 10**6 items, 1 given
    with pytest.raises(MessageError) as info:
        decode_message(million)
    assert str(info.value) == "a signed message is [body, signature]"
