"""The verified-shuffle vector (SPEC.md 4.12, ``tests/vectors/verified_shuffle_2seat.json``):
the code verifies every recorded proof, the reference prover gives the same bytes, and every
tampered copy fails with its recorded error."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from typing import Any

import pytest
from mextrain.protocol.deck.group import EDWARDS25519, RISTRETTO255, decode_scalar
from mextrain.protocol.deck.keys import context
from mextrain.protocol.deck.proofs.algebra import algebra
from mextrain.protocol.deck.proofs.lock import key_fits, lock_proof_size, verify_lock
from mextrain.protocol.deck.proofs.shuffle import shuffle_proof_size, verify_shuffle
from mextrain.protocol.deck.transcript import Step

VECTORS = Path(__file__).resolve().parents[2] / "vectors"


def _load_generator() -> Any:
    """The vector script itself: its ``check`` applies a tampered copy's change the same way."""
    spec = importlib.util.spec_from_file_location(
        "make_shuffle_vectors", VECTORS / "make_shuffle_vectors.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


GEN = _load_generator()
GROUPS = {"edwards25519": EDWARDS25519, "ristretto255": RISTRETTO255}
DATA = {g: json.loads((VECTORS / GEN.NAMES[g]).read_text()) for g in GROUPS}
PLAIN = {"edwards25519": "deck_round_2seat.json", "ristretto255": "deck_round_2seat_ristretto255.json"}


def _step(entry: dict[str, Any]) -> dict[str, Any]:
    return {
        "stage": Step(entry["stage"]),
        "seat": entry["seat"],
        "input": [bytes.fromhex(p) for p in entry["input"]],
        "output": [bytes.fromhex(p) for p in entry["output"]],
        "proof": bytes.fromhex(entry["proof"]),
    }


STEPS = {g: [_step(e) for e in DATA[g]["steps"]] for g in GROUPS}
E = {g: [bytes.fromhex(DATA[g]["steps"][j]["E"]) for j in (0, 1)] for g in GROUPS}


@pytest.mark.parametrize("group", list(GROUPS))
def test_constants_and_decks_are_those_of_the_plain_round_vector(group: str) -> None:
    data = DATA[group]
    assert data.get("group", "edwards25519") == group
    assert data["H"] == algebra(GROUPS[group]).H.hex()
    plain = json.loads((VECTORS / PLAIN[group]).read_text())["transcript"]
    assert [e["output"] for e in data["steps"]] == [*plain["shuffles"], *plain["locks"]]
    assert data["seeds"] == [s.hex() for s in GEN.seeds()]


@pytest.mark.parametrize("group", list(GROUPS))
@pytest.mark.parametrize("index", range(4))
def test_every_recorded_proof_verifies(group: str, index: int) -> None:
    data, g = DATA[group], GROUPS[group]
    entry, step = data["steps"][index], STEPS[group][index]
    ctx = context(bytes.fromhex(data["game_id"]), data["round"], step["seat"])
    assert entry["context"] == ctx.hex()
    if step["stage"] is Step.SHUFFLE:
        e = verify_shuffle(ctx, step["input"], step["output"], step["proof"], None, g)
        assert e.hex() == entry["E"]
        assert (
            GEN._shuffle_challenges(ctx, step["input"], step["output"], step["proof"], g)
            == (entry["challenges"])
        )
    else:
        big_e = E[group][step["seat"]]
        keys = verify_lock(ctx, big_e, step["input"], step["output"], step["proof"], None, g)
        assert [k.hex() for k in keys] == entry["K"]


@pytest.mark.parametrize("group", list(GROUPS))
def test_the_reference_prover_gives_the_recorded_bytes(group: str) -> None:
    made = GEN.steps(GROUPS[group])
    assert [m["proof"].hex() for m in made] == [e["proof"] for e in DATA[group]["steps"]]


CASES = [(g, i) for g in GROUPS for i in range(len(DATA[g]["tampered"]))]


@pytest.mark.parametrize(("group", "case"), CASES)
def test_every_tampered_copy_fails_as_recorded(group: str, case: int) -> None:
    tampered = DATA[group]["tampered"][case]
    step = STEPS[group][tampered["step"]]
    error = GEN.error_of(step, tampered["change"], E[group], GROUPS[group])
    assert error == tampered["error"], tampered["description"]


@pytest.mark.parametrize("group", list(GROUPS))
def test_key_checks(group: str) -> None:
    lock0 = DATA[group]["steps"][2]
    for check in DATA[group]["key_checks"]:
        commitment = bytes.fromhex(lock0["K"][check["position"]])
        key = decode_scalar(bytes.fromhex(check["key"]))
        assert key_fits(key, commitment, GROUPS[group]) is check["fits"]


def test_spec_section_4_12_states_the_codes_constants_and_errors() -> None:
    """SPEC.md 4.12 is what an outside author implements from: its constants, sizes and the
    errors of its tampered-copy table must be the code's."""
    spec = (Path(__file__).resolve().parents[3] / "SPEC.md").read_text()
    section = spec[spec.index("### 4.12 Verified shuffle") : spec.index("## 5. Messages")]
    for group, data in DATA.items():
        for value in (*data["dst"].values(), data["H"], algebra(GROUPS[group]).G.hex()):
            assert f"`{value}`" in section, value
        size = shuffle_proof_size(90, GROUPS[group])
        assert f"{size:,} bytes for 90 cards" in section, group
        rows = [line for line in section.splitlines() if line.startswith("| ") and "`" in line]
        for tampered in data["tampered"]:
            assert any(line.endswith(f"| `{tampered['error']}` |") for line in rows), tampered
    assert f"{lock_proof_size(90):,} bytes for 90 cards" in section
