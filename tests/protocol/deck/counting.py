"""Counting a proof check's scalar multiplications (variable-base and by ``G``), for the
tests that pin what a check costs."""

from __future__ import annotations

import pytest
from mextrain.protocol.deck.group import DeckGroup
from mextrain.protocol.deck.proofs.algebra import algebra


def count_multiplications(monkeypatch: pytest.MonkeyPatch, group: DeckGroup) -> dict[str, int]:
    """Counts, from now on, of ``group``'s multiplications (``mult``) and base
    multiplications (``base``), whether called through the group or its proof algebra."""
    counts = {"mult": 0, "base": 0}
    alg = algebra(group)
    mult, base = group._mult, group._base

    def counted_mult(s: bytes, p: bytes) -> bytes:
        counts["mult"] += 1
        return mult(s, p)

    def counted_base(s: bytes) -> bytes:
        counts["base"] += 1
        return base(s)

    monkeypatch.setattr(group, "_mult", counted_mult)
    monkeypatch.setattr(group, "_base", counted_base)
    monkeypatch.setattr(alg, "_mul", counted_mult)
    monkeypatch.setattr(alg, "_base", counted_base)
    return counts
