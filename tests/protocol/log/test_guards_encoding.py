"""Canonical msgpack, the project's own code (issue 14: the conformance tests only ran the
independent verifier). Every value signed or hashed must have exactly one encoding: anything a
sender could pad, re-type or extend is refused with a reason, and so is anything too big or deep.
"""

from __future__ import annotations

from typing import Any

import msgpack
import pytest
from mextrain.protocol.log.encoding import MAX_DEPTH, EncodingError, TooManyItems, pack, unpack


def nested_lists(levels: int) -> list[Any]:
    value: list[Any] = []
    for _ in range(levels - 1):
        value = [value]
    return value


def nested_maps(levels: int) -> dict[str, Any]:
    value: dict[str, Any] = {}
    for _ in range(levels - 1):
        value = {"k": value}
    return value


PLAIN = [
    None,
    True,
    False,
    0,
    -1,
    127,
    -(2**63),
    2**64 - 1,
    "",
    "tile 12-5",
    b"",
    b"\x00" * 40,
    [1, "a", b"b", None, [2, [3]]],
    {"a": 1, "b": [b"x", {"c": None}]},
    nested_lists(MAX_DEPTH + 1),
    nested_maps(MAX_DEPTH + 1),
]


@pytest.mark.parametrize("value", PLAIN)
def test_plain_values_round_trip_with_their_types(value: Any) -> None:
    data = pack(value)
    assert data == msgpack.packb(value, use_bin_type=True)
    back = unpack(data)
    assert back == value
    assert type(back) is type(value)  # str stays str, bytes bin, lists lists (not tuples)


def test_a_tuple_is_encoded_as_an_array_and_read_back_as_a_list() -> None:
    assert pack((1, (b"x", "y"))) == pack([1, [b"x", "y"]])
    assert unpack(pack((1, 2))) == [1, 2]


@pytest.mark.parametrize(
    ("value", "reason"),
    [
        (1.5, "floats are not allowed"),
        ([1, 2.0], "floats are not allowed"),
        ({"a": [0.0]}, "floats are not allowed"),
        ({1: "a"}, "map keys must be strings, not int"),
        ({"a": {b"k": 1}}, "map keys must be strings, not bytes"),
        (2**64, "out of msgpack range"),
        (-(2**63) - 1, "out of msgpack range"),
        ([2**64], "out of msgpack range"),
        ({1, 2}, "set cannot be encoded"),
        ([object()], "object cannot be encoded"),
        (nested_lists(MAX_DEPTH + 2), f"nested deeper than {MAX_DEPTH} levels"),
        (nested_maps(MAX_DEPTH + 2), f"nested deeper than {MAX_DEPTH} levels"),
    ],
)
def test_pack_refuses_what_has_no_canonical_form(value: Any, reason: str) -> None:
    with pytest.raises(EncodingError) as info:
        pack(value)
    assert reason in str(info.value)


def _non_canonical() -> list[tuple[str, bytes]]:
    return [
        ("int 5 as uint8", b"\xcc\x05"),
        ("int 5 as uint16", b"\xcd\x00\x05"),
        ("int -1 as int8", b"\xd0\xff"),
        ("int 200 as uint32", b"\xce\x00\x00\x00\xc8"),
        ("positive int as int64", b"\xd3" + (300).to_bytes(8, "big")),
        ("short str as str8", b"\xd9\x01a"),
        ("short bin as bin16", b"\xc5\x00\x01a"),
        ("short array as array16", b"\xdc\x00\x01\x01"),
        ("small map as map16", b"\xde\x00\x01\xa1a\x01"),
        ("padded item inside an array", b"\x92\x01\xcc\x02"),
        ("padded value inside a map", b"\x81\xa1a\xcd\x00\x01"),
    ]


@pytest.mark.parametrize(("name", "data"), _non_canonical())
def test_unpack_refuses_a_non_canonical_encoding(name: str, data: bytes) -> None:
    msgpack.unpackb(data, raw=False)  # valid msgpack, only not the shortest form
    with pytest.raises(EncodingError) as info:
        unpack(data)
    assert "not canonical" in str(info.value), name


@pytest.mark.parametrize(
    ("data", "reason"),
    [
        (b"\x01\x02", "trailing bytes"),
        (pack([1]) + b"\xc0", "trailing bytes"),
        (b"", "not msgpack: Unpack failed: incomplete input"),
        (b"\x92\x01", "not msgpack: Unpack failed: incomplete input"),  # truncated array
        (b"\xc1", "not msgpack: FormatError"),  # the never-used type byte: msgpack says nothing
        (b"\xa2\xff\xfe", "not msgpack: 'utf-8' codec can't decode"),  # str that is not UTF-8
        (b"\xd4\x05\x00", "extension type 5 is not allowed"),
        (b"\x91\xd5\x07\x00\x00", "extension type 7 is not allowed"),
        (b"\xcb" + bytes(8), "floats are not allowed"),
        (b"\xca" + bytes(4), "floats are not allowed"),
        (b"\x81\x01\x02", "int is not allowed for map key"),
        (msgpack.packb(nested_lists(MAX_DEPTH + 2)), "nested deeper"),
    ],
)
def test_unpack_refuses_bad_bytes_with_a_reason(data: bytes, reason: str) -> None:
    with pytest.raises(EncodingError) as info:
        unpack(data)
    assert reason in str(info.value)
    assert "\n" not in str(info.value)


def test_unpack_size_limit_is_inclusive() -> None:
    data = pack(b"x" * 100)
    assert unpack(data, max_len=len(data)) == b"x" * 100
    with pytest.raises(EncodingError) as info:
        unpack(data, max_len=len(data) - 1)
    assert f"{len(data)} bytes is over the {len(data) - 1}-byte limit" in str(info.value)


def test_unpack_default_limit_is_sixteen_mebibytes() -> None:
    big = pack(b"\x00" * ((1 << 24) - 5))  # 5-byte bin32 header: exactly 16 MiB
    assert len(big) == 1 << 24
    assert len(unpack(big)) == (1 << 24) - 5
    with pytest.raises(EncodingError, match="over the"):
        unpack(pack(b"\x00" * ((1 << 24) - 4)))


@pytest.mark.parametrize(
    "value", [[0] * 5, [[0] * 5], {"a": 0, "b": 1, "c": 2, "d": 3, "e": 4}, [{"k": [0] * 9}]]
)
def test_an_array_or_map_over_the_item_cap_is_refused_as_too_many_items(value: Any) -> None:
    """The cap a caller sets (a log entry has 4 fields) holds for arrays and maps at any depth,
    and the refusal says what was too big, so a peer's error names the real fault."""
    with pytest.raises(TooManyItems) as info:
        unpack(pack(value), max_items=4)
    assert str(info.value) == "an array or map of more than 4 items"
    assert unpack(pack(value)) == value  # no cap: the same bytes are a plain value
    assert unpack(pack([[0] * 4, {"a": 1}]), max_items=4) == [[0] * 4, {"a": 1}]  # at the cap


@pytest.mark.parametrize("value", [[[0], [0]], [{"a": 0}], [[[[]]]], {"a": [], "b": {}}])
def test_a_value_with_more_arrays_and_maps_than_its_cap_is_refused(value: Any) -> None:
    """A log entry is one array of scalars: a second container anywhere stops the parse, however
    small each one is, so nesting cannot multiply what a few bytes cost."""
    with pytest.raises(TooManyItems) as info:
        unpack(pack(value), max_containers=1)
    assert str(info.value) == "more than 1 arrays and maps"
    assert unpack(pack(value)) == value  # no cap: the same bytes are a plain value
    assert unpack(pack(value), max_containers=5) == value


def test_the_container_cap_counts_every_array_and_map_in_the_value() -> None:
    four_empty = b"\x94" + b"\x90" * 4  # [[], [], [], []]: five arrays
    with pytest.raises(TooManyItems, match=r"^more than 4 arrays and maps$"):
        unpack(four_empty, max_containers=4)
    assert unpack(four_empty, max_containers=5) == [[], [], [], []]
    assert unpack(pack(7), max_containers=0) == 7  # a cap of none: scalars only
    with pytest.raises(TooManyItems, match="more than 0 arrays and maps"):
        unpack(pack([7]), max_containers=0)


def test_only_containers_count_towards_the_depth() -> None:
    """SPEC 5.1: nine arrays or maps nested one inside another are allowed whatever scalars the
    innermost holds (ints, map values); a tenth is refused. Both implementations must agree."""
    innermost_int: list[Any] = [7]
    innermost_map: Any = {"k": 1}
    for _ in range(MAX_DEPTH):
        innermost_int = [innermost_int]
        innermost_map = [innermost_map]
    assert unpack(pack(innermost_int)) == innermost_int
    assert unpack(pack(innermost_map)) == innermost_map
    with pytest.raises(EncodingError, match="nested deeper"):
        pack([innermost_int])
    with pytest.raises(EncodingError, match="nested deeper"):
        unpack(msgpack.packb([innermost_map]))
