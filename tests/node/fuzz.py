"""Hypothesis strategies for fuzzing what the network reads: random bytes, and mutations of
valid inputs that keep their msgpack structure (a field changed, dropped, repeated) or break it
in the places that cost a parser most (a huge container header, deep nesting, a cut).

How many examples each fuzz test runs: ``MEXTRAIN_FUZZ_EXAMPLES`` (default 40, a few seconds
in all); a long run is ``MEXTRAIN_FUZZ_EXAMPLES=5000 pytest tests/node/test_fuzz.py``.
"""

from __future__ import annotations

import os
from typing import Any

import msgpack
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

EXAMPLES = int(os.environ.get("MEXTRAIN_FUZZ_EXAMPLES", "40"))
FUZZ = settings(
    max_examples=EXAMPLES,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)

leaves = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(2**63), 2**64 - 1),
    st.binary(max_size=80),
    st.text(max_size=40),
)
values = st.recursive(
    leaves,
    lambda inner: st.one_of(
        st.lists(inner, max_size=6), st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=20,
)


@st.composite
def mutated_value(draw: st.DrawFn, value: Any) -> Any:
    """``value`` with one change somewhere inside it, its structure otherwise kept."""
    if isinstance(value, list) and value and draw(st.integers(0, 3)) > 0:
        items = list(value)
        i = draw(st.integers(0, len(items) - 1))
        how = draw(st.sampled_from(["inside", "drop", "insert", "repeat", "swap"]))
        if how == "inside":
            items[i] = draw(mutated_value(items[i]))
        elif how == "drop":
            del items[i]
        elif how == "insert":
            items.insert(i, draw(values))
        elif how == "repeat":
            items.insert(i, items[i])
        else:
            j = draw(st.integers(0, len(items) - 1))
            items[i], items[j] = items[j], items[i]
        return items
    if isinstance(value, dict) and value and draw(st.booleans()):
        key = draw(st.sampled_from(sorted(value)))
        changed = dict(value)
        changed[key] = draw(mutated_value(value[key]))
        return changed
    if isinstance(value, bytes) and value and draw(st.booleans()):
        i = draw(st.integers(0, len(value) - 1))
        return value[:i] + bytes([value[i] ^ draw(st.integers(1, 255))]) + value[i + 1 :]
    if isinstance(value, int) and not isinstance(value, bool) and draw(st.booleans()):
        return draw(st.sampled_from([value + 1, value - 1, -1, 0, 2**32, 2**64 - 1]))
    return draw(values)


@st.composite
def mutated_bytes(draw: st.DrawFn, data: bytes) -> bytes:
    """``data`` cut, with bytes flipped or inserted, or with a container header that claims
    millions of items or nests deeply spliced in."""
    how = draw(st.sampled_from(["flip", "cut", "insert", "bomb", "nest", "tail"]))
    i = draw(st.integers(0, max(0, len(data) - 1)))
    if how == "flip" and data:
        return data[:i] + bytes([data[i] ^ draw(st.integers(1, 255))]) + data[i + 1 :]
    if how == "cut":
        return data[:i]
    if how == "insert":
        return data[:i] + draw(st.binary(min_size=1, max_size=16)) + data[i:]
    if how == "bomb":
        header = draw(st.sampled_from([b"\xdd", b"\xdf", b"\xc6", b"\xdb"]))
        return data[:i] + header + b"\x00\xff\xff\xff" + b"\x90" * draw(st.integers(0, 4096))
    if how == "nest":
        return data[:i] + b"\x91" * draw(st.integers(1, 5000)) + b"\xc0" + data[i:]
    return data + draw(st.binary(min_size=1, max_size=16))


@st.composite
def variants(draw: st.DrawFn, valid: bytes) -> bytes:
    """Random bytes, a structure-aware mutation of ``valid``, or a byte-level one."""
    how = draw(st.sampled_from(["random", "structure", "bytes"]))
    if how == "random":
        return draw(st.binary(max_size=300))
    if how == "structure":
        try:
            value = msgpack.unpackb(valid, raw=False)
        except ValueError:  # not one msgpack value (a whole frame, a sealed body)
            return draw(mutated_bytes(valid))
        try:
            return bytes(msgpack.packb(draw(mutated_value(value)), use_bin_type=True))
        except OverflowError:  # an integer pushed past msgpack's range
            return valid[:-1]
    return draw(mutated_bytes(valid))
