"""SPEC.md 4.12 is enough: an independent checker agrees with the verified-shuffle vector."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from . import independent_shuffle as ind

VECTORS = Path(__file__).resolve().parents[1] / "vectors"
FILES = {"edwards25519": "verified_shuffle_2seat.json", ind.R255: "verified_shuffle_2seat_ristretto255.json"}
DATA = {g: json.loads((VECTORS / name).read_text()) for g, name in FILES.items()}
GAME = bytes.fromhex(DATA["edwards25519"]["game_id"])
WHICH = {"edwards25519": "", ind.R255: ind.R255}


def _decks(entry: dict[str, Any]) -> tuple[list[bytes], list[bytes], bytes]:
    before = [bytes.fromhex(p) for p in entry["input"]]
    after = [bytes.fromhex(p) for p in entry["output"]]
    return before, after, bytes.fromhex(entry["proof"])


def test_generator_h() -> None:
    assert ind.H.hex() == DATA["edwards25519"]["H"]
    assert ind.H_R255.hex() == DATA[ind.R255]["H"]


@pytest.mark.parametrize("group", list(FILES))
@pytest.mark.parametrize("index", range(4))
def test_every_proof_holds_for_its_statement_only(group: str, index: int) -> None:
    data, g = DATA[group], WHICH[group]
    entry = data["steps"][index]
    before, after, proof = _decks(entry)
    context = ind.ctx(GAME, data["round"], entry["seat"])
    assert context.hex() == entry["context"]
    other = ind.ctx(GAME, data["round"] + 1, entry["seat"])
    check = ind.shuffle_r255 if g else ind.shuffle
    if entry["stage"] == "shuffle":
        assert check(context, before, after, proof).hex() == entry["E"]
        with pytest.raises(ind.Refused):
            check(other, before, after, proof)
    else:
        e_pt = bytes.fromhex(data["steps"][entry["seat"]]["E"])
        assert [k.hex() for k in ind.lock(context, e_pt, before, after, proof, g)] == entry["K"]
        with pytest.raises(ind.Refused):
            ind.lock(other, e_pt, before, after, proof, g)


@pytest.mark.parametrize("group", list(FILES))
def test_every_tampered_copy_is_refused(group: str) -> None:
    data, g = DATA[group], WHICH[group]
    for tampered in data["tampered"]:
        entry = data["steps"][tampered["step"]]
        before, after, proof = _decks(entry)
        change = tampered["change"]
        seat, round_no = change.get("seat", entry["seat"]), change.get("round", data["round"])
        if "proof_byte" in change:
            bad = bytearray(proof)
            bad[change["proof_byte"]] ^= change["xor"]
            proof = bytes(bad)
        if "proof_bytes" in change:
            offset, value = change["proof_bytes"]
            proof = proof[:offset] + bytes.fromhex(value) + proof[offset + 32 :]
        if "proof_length" in change:
            proof = proof[: change["proof_length"]]
        for pos, value in change.get("output", {}).items():
            after[int(pos)] = bytes.fromhex(value)
        if "proof" in change:
            proof = bytes.fromhex(change["proof"])
        context = ind.ctx(GAME, round_no, seat)
        with pytest.raises(ind.Refused):
            if entry["stage"] == "shuffle":
                (ind.shuffle_r255 if g else ind.shuffle)(context, before, after, proof)
            else:
                e_pt = bytes.fromhex(change.get("E", data["steps"][entry["seat"]]["E"]))
                ind.lock(context, e_pt, before, after, proof, g)


@pytest.mark.parametrize("group", list(FILES))
def test_key_checks(group: str) -> None:
    data = DATA[group]
    commitments = data["steps"][2]["K"]
    for check in data["key_checks"]:
        fits = ind.key_fits(
            bytes.fromhex(check["key"]), bytes.fromhex(commitments[check["position"]]), WHICH[group]
        )
        assert fits is check["fits"]
