"""SPEC.md 4.12 is enough: an independent checker agrees with the verified-shuffle vector."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from . import independent_shuffle as ind

DATA = json.loads(
    (Path(__file__).resolve().parents[1] / "vectors" / "verified_shuffle_2seat.json").read_text()
)
GAME = bytes.fromhex(DATA["game_id"])


def _decks(entry: dict[str, Any]) -> tuple[list[bytes], list[bytes], bytes]:
    before = [bytes.fromhex(p) for p in entry["input"]]
    after = [bytes.fromhex(p) for p in entry["output"]]
    return before, after, bytes.fromhex(entry["proof"])


def test_generator_h() -> None:
    assert ind.H.hex() == DATA["H"]


@pytest.mark.parametrize("index", range(4))
def test_every_proof_holds_for_its_statement_only(index: int) -> None:
    entry = DATA["steps"][index]
    before, after, proof = _decks(entry)
    context = ind.ctx(GAME, DATA["round"], entry["seat"])
    assert context.hex() == entry["context"]
    other = ind.ctx(GAME, DATA["round"] + 1, entry["seat"])
    if entry["stage"] == "shuffle":
        assert ind.shuffle(context, before, after, proof).hex() == entry["E"]
        with pytest.raises(ind.Refused):
            ind.shuffle(other, before, after, proof)
    else:
        e_pt = bytes.fromhex(DATA["steps"][entry["seat"]]["E"])
        assert [k.hex() for k in ind.lock(context, e_pt, before, after, proof)] == entry["K"]
        with pytest.raises(ind.Refused):
            ind.lock(other, e_pt, before, after, proof)


def test_key_checks() -> None:
    commitments = DATA["steps"][2]["K"]
    for check in DATA["key_checks"]:
        fits = ind.key_fits(
            bytes.fromhex(check["key"]), bytes.fromhex(commitments[check["position"]])
        )
        assert fits is check["fits"]
