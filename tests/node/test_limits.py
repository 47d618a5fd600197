"""The container count of SPEC 8.5 step 5: the top-level value is one of the 4096."""

from __future__ import annotations

import msgpack
import pytest
from mextrain.node.limits import MAX_CONTAINERS, screen


def _arrays(total: int) -> bytes:
    """One array holding 4 arrays that hold empty arrays: ``total`` arrays in all."""
    inner = total - 1 - 4
    per, extra = divmod(inner, 4)
    return msgpack.packb([[[] for _ in range(per + (i < extra))] for i in range(4)])


def test_the_top_level_value_counts_among_the_containers() -> None:
    assert screen(_arrays(MAX_CONTAINERS)) is not None
    with pytest.raises(ValueError, match=f"more than {MAX_CONTAINERS} arrays and maps"):
        screen(_arrays(MAX_CONTAINERS + 1))
