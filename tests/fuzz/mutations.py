"""Hypothesis strategies for fuzzing what mextrain reads from outside: random bytes, and
structure-aware mutations of valid inputs (a byte flipped, an entry dropped or swapped, a field of
a decoded message replaced by another plain value and then signed again, so that the mutation
reaches the checks behind the signatures).

Example counts: ``MEXTRAIN_FUZZ_EXAMPLES`` (default small, for CI). A long run:
``MEXTRAIN_FUZZ_EXAMPLES=5000 .venv/bin/pytest -q -o timeout=0 tests/fuzz``.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from mextrain.protocol.log.encoding import pack, unpack
from mextrain.protocol.log.entries import file_header, frame, make_entry, read_log
from mextrain.protocol.log.identity import Identity
from mextrain.protocol.log.messages import DST_MESSAGE
from mextrain.protocol.table.harness import seeded_bytes

EXAMPLES = int(os.environ.get("MEXTRAIN_FUZZ_EXAMPLES", "30"))
FUZZ = settings(
    max_examples=EXAMPLES,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    derandomize=EXAMPLES <= 100,
)
"""Bounded and reproducible in CI (derandomized); random and as long as asked otherwise."""

VECTOR = Path(__file__).resolve().parents[1] / "vectors" / "match_2seat.mtlog"
VECTOR_SEED = 1
LOG = VECTOR.read_bytes()
ENTRIES = list(read_log(LOG).entries)


def signer(seat: int) -> Identity:
    """The keys of the vector's harness match (seed 1): its host and its seats."""
    label = "host-identity" if seat == -1 else f"identity-{seat}"
    return Identity(seeded_bytes(VECTOR_SEED, label)(32))


def write_log(entries: list[bytes]) -> bytes:
    return file_header() + b"".join(frame(e) for e in entries)


plain_leaf = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(2**63), max_value=2**64 - 1),
    st.sampled_from([0, 1, -1, 2**32, 2**32 + 1, 255, 256, 1000, 1001]),
    st.binary(max_size=80),
    st.sampled_from([b"", bytes(32), b"\xff" * 32, bytes(64)]),
    st.text(max_size=40),
    st.sampled_from(["", "\u200b", "x" * 300, "open", "play", "abort", "end"]),
)
plain_value = st.recursive(
    plain_leaf,
    lambda inner: st.one_of(
        st.lists(inner, max_size=6), st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=20,
)


def _paths(value: Any, prefix: tuple[int, ...] = ()) -> list[tuple[int, ...]]:
    out = [prefix]
    if isinstance(value, list):
        for i, item in enumerate(value):
            out.extend(_paths(item, (*prefix, i)))
    return out


def _replace(value: Any, path: tuple[int, ...], new: Any) -> Any:
    if not path:
        return new
    copy = list(value)
    copy[path[0]] = _replace(copy[path[0]], path[1:], new)
    return copy


@st.composite
def mutated_body_entry(draw: st.DrawFn, entries: list[bytes] = ENTRIES) -> tuple[int, bytes]:
    """(index, entry): one entry whose message body has a subtree replaced, then re-signed by
    its seat (or the host) and sequenced again by the host, so every signature holds."""
    index = draw(st.integers(0, len(entries) - 1))
    _i, prev, message, _sig = unpack(entries[index])
    body_raw, _ = unpack(message)
    body = unpack(body_raw)
    path = draw(st.sampled_from(_paths(body)))
    body = _replace(body, path, draw(plain_value))
    try:
        body_bytes = pack(body)
    except Exception:  # a value msgpack cannot hold (an int out of range): keep the old one
        body_bytes = body_raw
    seat = body[4] if isinstance(body, list) and len(body) == 8 and body[4] in range(-1, 2) else -1
    signed = pack([body_bytes, signer(seat).sign(DST_MESSAGE, body_bytes)])
    return index, make_entry(signer(-1), index, prev, signed)


@st.composite
def mutated_entry_fields(draw: st.DrawFn, entries: list[bytes] = ENTRIES) -> tuple[int, bytes]:
    """(index, entry): the entry's own array mutated (index, prev, message, signature)."""
    index = draw(st.integers(0, len(entries) - 1))
    fields = unpack(entries[index])
    path = draw(st.sampled_from(_paths(fields)))
    try:
        return index, pack(_replace(fields, path, draw(plain_value)))
    except Exception:
        return index, entries[index]


@st.composite
def mutated_log(draw: st.DrawFn, data: bytes = LOG) -> bytes:
    """A valid log with one structure-aware or byte-level change."""
    kind = draw(
        st.sampled_from(
            ["flip", "insert", "delete", "truncate", "append", "drop", "swap", "dup", "body", "fields"]
        )
    )
    entries = list(ENTRIES)
    if kind == "flip":
        pos = draw(st.integers(0, len(data) - 1))
        bit = draw(st.integers(0, 7))
        return data[:pos] + bytes([data[pos] ^ (1 << bit)]) + data[pos + 1 :]
    if kind == "insert":
        pos = draw(st.integers(0, len(data)))
        return data[:pos] + draw(st.binary(min_size=1, max_size=64)) + data[pos:]
    if kind == "delete":
        pos = draw(st.integers(0, len(data) - 1))
        return data[:pos] + data[pos + draw(st.integers(1, 64)) :]
    if kind == "truncate":
        return data[: draw(st.integers(0, len(data) - 1))]
    if kind == "append":
        return data + draw(st.one_of(st.binary(min_size=1, max_size=64), st.just(frame(entries[-1]))))
    i = draw(st.integers(0, len(entries) - 1))
    j = draw(st.integers(0, len(entries) - 1))
    if kind == "drop":
        del entries[i]
    elif kind == "swap":
        entries[i], entries[j] = entries[j], entries[i]
    elif kind == "dup":
        entries.insert(i, entries[j])
    else:
        index, entry = draw(mutated_body_entry() if kind == "body" else mutated_entry_fields())
        entries[index] = entry
    return write_log(entries)
