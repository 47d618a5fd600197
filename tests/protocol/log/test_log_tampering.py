"""Tampering with a finished log: every change is caught with a precise reason, never valid.

DESIGN.md section 5: `verify` checks strictly and fails at the first broken link.
"""

from __future__ import annotations

import random

import pytest
from mextrain.protocol.log.encoding import pack, unpack
from mextrain.protocol.log.entries import file_header, frame, read_log
from mextrain.protocol.table.verify import verify_log

from ..table_helpers import honest, short


@pytest.fixture(scope="module")
def log() -> tuple[bytes, tuple[bytes, ...]]:
    result = honest(short("express", 1), 2, seed=31)
    data = result.log_bytes()
    assert verify_log(data).valid
    return data, result.entries


def rebuild(entries: list[bytes]) -> bytes:
    return file_header() + b"".join(frame(e) for e in entries)


def test_flipping_any_byte_is_caught(log: tuple[bytes, tuple[bytes, ...]]) -> None:
    data, _ = log
    rng = random.Random(5)
    positions = sorted({rng.randrange(len(data)) for _ in range(60)} | {0, 5, len(data) - 1})
    for pos in positions:
        damaged = bytearray(data)
        damaged[pos] ^= 1 << rng.randrange(8)
        check = verify_log(bytes(damaged))
        assert not check.valid, f"flipping byte {pos} went unnoticed"
        assert check.reason


def test_dropped_entry_breaks_the_chain(log: tuple[bytes, tuple[bytes, ...]]) -> None:
    _, entries = log
    for drop in (1, 7, len(entries) // 2, len(entries) - 1):
        kept = [e for i, e in enumerate(entries) if i != drop]
        check = verify_log(rebuild(kept))
        assert not check.valid
        if drop < len(entries) - 1:
            assert check.blame is not None and check.blame.entry == drop
            assert "expected entry" in check.reason or "chain" in check.reason
        else:
            assert "before the match is over" in check.reason


def test_duplicated_and_reordered_entries_are_caught(log: tuple[bytes, tuple[bytes, ...]]) -> None:
    _, entries = log
    dup = [*entries[:10], entries[9], *entries[10:]]
    check = verify_log(rebuild(dup))
    assert not check.valid and check.blame is not None and check.blame.entry == 10
    swapped = list(entries)
    swapped[20], swapped[21] = swapped[21], swapped[20]
    check = verify_log(rebuild(swapped))
    assert not check.valid and check.blame is not None and check.blame.entry == 20


def test_truncation_is_reported_where_it_stops(log: tuple[bytes, tuple[bytes, ...]]) -> None:
    data, entries = log
    check = verify_log(data[: len(data) - 7])
    assert not check.valid and "truncated" in check.reason
    check = verify_log(rebuild(list(entries[:30])))
    assert not check.valid and "before the match is over" in check.reason
    empty = verify_log(file_header())
    assert not empty.readable
    assert not verify_log(b"").readable
    assert not verify_log(b"PK\x03\x04 not a log").readable


def test_swapped_signatures_are_caught(log: tuple[bytes, tuple[bytes, ...]]) -> None:
    _, entries = log
    a, b = unpack(entries[12]), unpack(entries[13])
    # swap the host signatures of two entries
    forged = list(entries)
    forged[12] = pack([a[0], a[1], a[2], b[3]])
    check = verify_log(rebuild(forged))
    assert not check.valid and check.blame is not None and check.blame.entry == 12
    assert "host signature" in check.reason
    # swap the player's signature inside a message (the host signature then covers a forgery)
    body_a, _sig_a = unpack(a[2])
    _body_b, sig_b = unpack(b[2])
    forged = list(entries)
    forged[12] = pack([a[0], a[1], pack([body_a, sig_b]), a[3]])
    check = verify_log(rebuild(forged))
    assert not check.valid and check.blame is not None and check.blame.entry == 12


def test_read_log_is_lenient_and_says_where_it_stopped(log: tuple[bytes, tuple[bytes, ...]]) -> None:
    data, entries = log
    cut = read_log(data[: len(data) // 2])
    assert 0 < len(cut.entries) < len(entries)
    assert cut.error is not None and "truncated" in str(cut.error)
    assert list(cut.entries) == list(entries[: len(cut.entries)])
