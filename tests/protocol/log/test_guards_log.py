"""The hash chain and the entry layout, through the project's own table and verifier (issue 14).

Each forgery here is signed correctly by the host, so only the one check it targets can refuse it;
the same entry built honestly is accepted (the control), so a test fails exactly when its check
is gone.
"""

from __future__ import annotations

import hashlib
import tracemalloc

import pytest
from mextrain.protocol.errors import RemoteError
from mextrain.protocol.log.encoding import pack
from mextrain.protocol.log.entries import (
    DST_ENTRY,
    DST_ENTRY_HASH,
    GENESIS,
    MAX_ENTRY_LEN,
    LogError,
    check_link,
    decode_entry,
    entry_hash,
    make_entry,
)
from mextrain.protocol.log.identity import Identity
from mextrain.protocol.log.messages import HOST_SEAT
from mextrain.protocol.table.harness import HarnessResult
from mextrain.protocol.table.verify import verify_log

from ..guard_helpers import express_match, log_bytes
from ..table_helpers import host_identity, replica

SEED = 31
UPTO = 12  # the first play of the round: a seat's message


@pytest.fixture(scope="module")
def match() -> HarnessResult:
    return express_match()


def _message(match: HarnessResult, index: int) -> bytes:
    return decode_entry(match.entries[index]).message


def test_the_honest_entry_is_accepted(match: HarnessResult) -> None:
    table = replica(match, None, UPTO)
    entry = make_entry(host_identity(SEED), UPTO, table.head, _message(match, UPTO))
    assert entry == match.entries[UPTO]
    table.receive(entry)
    assert table.head == entry_hash(entry)


@pytest.mark.parametrize(
    "prev",
    [GENESIS, bytes(31) + b"\x01", "previous entry", "entry before the previous"],
)
def test_an_entry_the_host_signed_with_a_wrong_prev_is_refused(
    match: HarnessResult, prev: bytes | str
) -> None:
    table = replica(match, None, UPTO)
    if prev == "previous entry":  # the hash of the entry before the head, not the head
        prev = decode_entry(match.entries[UPTO - 1]).prev
    elif prev == "entry before the previous":
        prev = entry_hash(match.entries[UPTO - 2])
    assert isinstance(prev, bytes) and prev != table.head
    forged = make_entry(host_identity(SEED), UPTO, prev, _message(match, UPTO))
    with pytest.raises(RemoteError) as info:
        table.receive(forged)
    assert info.value.seat == HOST_SEAT and info.value.entry == UPTO
    assert "hash chain broken" in str(info.value)
    assert len(table.entries) == UPTO  # nothing applied

    check = verify_log(log_bytes([*match.entries[:UPTO], forged, *match.entries[UPTO + 1 :]]))
    assert not check.valid and not check.cheater
    assert check.blame is not None
    assert (check.blame.seat, check.blame.entry) == (HOST_SEAT, UPTO)
    assert "hash chain broken" in check.reason


@pytest.mark.parametrize("index", [UPTO - 1, UPTO + 1, 0])
def test_an_entry_signed_at_the_wrong_index_is_refused(match: HarnessResult, index: int) -> None:
    table = replica(match, None, UPTO)
    forged = make_entry(host_identity(SEED), index, table.head, _message(match, UPTO))
    with pytest.raises(RemoteError) as info:
        table.receive(forged)
    assert info.value.seat == HOST_SEAT and info.value.entry == UPTO
    assert f"expected entry {UPTO}, got {index}" in str(info.value)


def test_an_entry_signed_by_another_key_is_refused(match: HarnessResult) -> None:
    table = replica(match, None, UPTO)
    impostor = Identity(bytes(range(32)))
    forged = make_entry(impostor, UPTO, table.head, _message(match, UPTO))
    with pytest.raises(RemoteError) as info:
        table.receive(forged)
    assert info.value.seat == HOST_SEAT and "host signature" in str(info.value)


def test_check_link_checks_index_prev_and_signature_in_that_order() -> None:
    host = Identity(b"\x07" * 32)
    raw = make_entry(host, 3, b"\x01" * 32, b"message")
    entry = decode_entry(raw)
    check_link(entry, 3, b"\x01" * 32, host.public_key)  # the right link
    cases = [
        ((4, b"\x01" * 32, host.public_key), "entry 4: expected entry 4, got 3"),
        ((3, b"\x02" * 32, host.public_key), "entry 3: hash chain broken"),
        ((3, b"\x01" * 32, Identity(b"\x08" * 32).public_key), "entry 3: host signature"),
    ]
    for (index, prev, key), reason in cases:
        with pytest.raises(LogError) as info:
            check_link(entry, index, prev, key)
        assert str(info.value).startswith(reason)


def test_the_host_signature_covers_index_prev_and_message() -> None:
    host = Identity(b"\x07" * 32)
    signature = decode_entry(make_entry(host, 3, b"\x01" * 32, b"message")).host_signature
    for index, prev, message in [(4, b"\x01" * 32, b"message"), (3, b"\x02" * 32, b"message"),
                                 (3, b"\x01" * 32, b"massage")]:
        raw = pack([index, prev, message, signature])
        with pytest.raises(LogError, match="host signature"):
            check_link(decode_entry(raw), index, prev, host.public_key)
    # the signature is over DST_ENTRY || pack([index, prev, message]), nothing else
    assert signature == host.sign(DST_ENTRY, pack([3, b"\x01" * 32, b"message"]))


def test_entry_hash_is_domain_separated_sha256_of_the_entry_bytes() -> None:
    raw = make_entry(Identity(b"\x07" * 32), 0, GENESIS, b"m")
    assert entry_hash(raw) == hashlib.sha256(DST_ENTRY_HASH + raw).digest()
    assert decode_entry(raw).hash == entry_hash(raw)


def _layout_cases() -> list[tuple[bytes, str]]:
    sig, prev = bytes(64), bytes(32)
    return [
        (pack([0, prev, b"m"]), "an entry is [index, prev, message, host_signature]"),
        (pack([0, prev, b"m", sig, b""]), "an entry is [index, prev, message, host_signature]"),
        (pack({"index": 0}), "an entry is [index, prev, message, host_signature]"),
        (pack([-1, prev, b"m", sig]), "bad entry index -1"),
        (pack([True, prev, b"m", sig]), "bad entry index True"),
        (pack(["0", prev, b"m", sig]), "bad entry index '0'"),
        (pack([2, bytes(31), b"m", sig]), "entry 2: prev must be a 32-byte hash"),
        (pack([2, bytes(33), b"m", sig]), "entry 2: prev must be a 32-byte hash"),
        (pack([2, "x" * 32, b"m", sig]), "entry 2: prev must be a 32-byte hash"),
        (pack([2, prev, "m", sig]), "entry 2: message must be bytes"),
        (pack([2, prev, b"m", bytes(63)]), "entry 2: host signature must be 64 bytes"),
        (pack([2, prev, b"m", "s" * 64]), "entry 2: host signature must be 64 bytes"),
        (b"\x94\xcc\x02" + pack(prev) + pack(b"m") + pack(sig),
         "entry is not canonical msgpack: not canonical"),
        (b"\xdc\x00\x03" + pack(0) + pack(prev) + pack(b"m"),  # a long header for 3 items
         "entry is not canonical msgpack: not canonical"),
        (pack([0, prev, b"m", sig])[:-10], "entry is not canonical msgpack: not msgpack"),
        (pack([0, prev, b"m", sig]) + b"\x91\x00", "entry is not canonical msgpack: trailing"),
    ]


@pytest.mark.parametrize(("raw", "reason"), _layout_cases())
def test_a_malformed_entry_is_refused_with_its_reason(raw: bytes, reason: str) -> None:
    with pytest.raises(LogError) as info:
        decode_entry(raw)
    assert str(info.value).startswith(reason)  # "entry N: " only when the index is known


def test_the_entry_size_limit() -> None:
    fill = MAX_ENTRY_LEN - len(pack([0, bytes(32), b"", bytes(64)])) - 3  # bin8 -> bin32 header
    raw = pack([0, bytes(32), b"x" * fill, bytes(64)])
    assert len(raw) == MAX_ENTRY_LEN
    assert decode_entry(raw).message == b"x" * fill
    too_big = pack([0, bytes(32), b"x" * (fill + 1), bytes(64)])
    with pytest.raises(LogError, match="over the"):
        decode_entry(too_big)


def _nested(depth: int, *, maps: bool = False) -> bytes:
    """A tree of 4-item arrays (or maps): each one short enough for any per-container cap."""
    if depth == 0:
        return b"\x90"
    if maps:
        return b"\x84" + b"".join(pack(k) + _nested(depth - 1, maps=True) for k in "abcd")
    return b"\x94" + _nested(depth - 1) * 4


def _entry(field: bytes) -> bytes:
    return b"\x94" + pack(0) + pack(GENESIS) + field + pack(bytes(64))


MILLION = MAX_ENTRY_LEN - 107  # [0, prev, <array of MILLION empty arrays>, signature]


@pytest.mark.parametrize("raw", [
    _entry(b"\xdd" + MILLION.to_bytes(4, "big") + b"\x90" * MILLION),
    b"\xdd" + MILLION.to_bytes(4, "big") + b"\x90" * MILLION,
    b"\xdd" + MILLION.to_bytes(4, "big") + b"\x00" * MILLION,
    _entry(_nested(9)),
    _entry(_nested(8, maps=True)),
    _entry(pack([b"x"])),
    _entry(pack({"a": b"x"})),
], ids=["a field of a million empty arrays", "an entry of a million empty arrays",
        "an entry of a million integers", "nested 4-item arrays", "nested 4-item maps", "one array", "one map"])  # fmt: skip
def test_an_entry_holding_arrays_or_maps_is_refused_before_they_are_built(raw: bytes) -> None:
    """An entry is four scalars and at most 1 MiB, and so is what decoding one may cost: arrays
    and maps are refused at their header, not built first (up to tens of MiB of them)."""
    assert len(raw) <= MAX_ENTRY_LEN
    tracemalloc.start()
    try:
        with pytest.raises(LogError) as info:
            decode_entry(raw)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert str(info.value) == "an entry is [index, prev, message, host_signature]"
    assert peak < 4 * MAX_ENTRY_LEN
