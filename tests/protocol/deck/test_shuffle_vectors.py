"""The verified-shuffle vector (SPEC.md 4.12, ``tests/vectors/verified_shuffle_2seat.json``):
the code verifies every recorded proof, the reference prover gives the same bytes, and every
tampered copy fails with its recorded error."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from typing import Any

import pytest
from mextrain.protocol.deck.group import decode_scalar
from mextrain.protocol.deck.keys import context
from mextrain.protocol.deck.proofs.algebra import G, H
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
DATA = json.loads((VECTORS / "verified_shuffle_2seat.json").read_text())


def _step(entry: dict[str, Any]) -> dict[str, Any]:
    return {
        "stage": Step(entry["stage"]),
        "seat": entry["seat"],
        "input": [bytes.fromhex(p) for p in entry["input"]],
        "output": [bytes.fromhex(p) for p in entry["output"]],
        "proof": bytes.fromhex(entry["proof"]),
    }


STEPS = [_step(e) for e in DATA["steps"]]
E = [bytes.fromhex(DATA["steps"][j]["E"]) for j in (0, 1)]


def test_constants_and_decks_are_those_of_the_plain_round_vector() -> None:
    assert DATA["H"] == H.hex()
    plain = json.loads((VECTORS / "deck_round_2seat.json").read_text())["transcript"]
    assert [e["output"] for e in DATA["steps"]] == [*plain["shuffles"], *plain["locks"]]
    assert DATA["seeds"] == [s.hex() for s in GEN.seeds()]


@pytest.mark.parametrize("index", range(4))
def test_every_recorded_proof_verifies(index: int) -> None:
    entry, step = DATA["steps"][index], STEPS[index]
    ctx = context(bytes.fromhex(DATA["game_id"]), DATA["round"], step["seat"])
    assert entry["context"] == ctx.hex()
    if step["stage"] is Step.SHUFFLE:
        assert verify_shuffle(ctx, step["input"], step["output"], step["proof"]).hex() == entry["E"]
        assert (
            GEN._shuffle_challenges(ctx, step["input"], step["output"], step["proof"])
            == (entry["challenges"])
        )
    else:
        keys = verify_lock(ctx, E[step["seat"]], step["input"], step["output"], step["proof"])
        assert [k.hex() for k in keys] == entry["K"]


def test_the_reference_prover_gives_the_recorded_bytes() -> None:
    made = GEN.steps()
    assert [m["proof"].hex() for m in made] == [e["proof"] for e in DATA["steps"]]


@pytest.mark.parametrize("case", range(len(DATA["tampered"])))
def test_every_tampered_copy_fails_as_recorded(case: int) -> None:
    tampered = DATA["tampered"][case]
    error = GEN.error_of(STEPS[tampered["step"]], tampered["change"], E)
    assert error == tampered["error"], tampered["description"]


def test_key_checks() -> None:
    lock0 = DATA["steps"][2]
    for check in DATA["key_checks"]:
        commitment = bytes.fromhex(lock0["K"][check["position"]])
        assert key_fits(decode_scalar(bytes.fromhex(check["key"])), commitment) is check["fits"]


def test_spec_section_4_12_states_the_codes_constants_and_errors() -> None:
    """SPEC.md 4.12 is what an outside author implements from: its constants, sizes and the
    errors of its tampered-copy table must be the code's."""
    spec = (Path(__file__).resolve().parents[3] / "SPEC.md").read_text()
    section = spec[spec.index("### 4.12 Verified shuffle") : spec.index("## 5. Messages")]
    for value in (*DATA["dst"].values(), DATA["H"], G.hex()):
        assert f"`{value}`" in section, value
    assert f"{shuffle_proof_size(90):,} bytes for 90 cards" in section
    assert f"{lock_proof_size(90):,} bytes for 90 cards" in section
    rows = [line for line in section.splitlines() if line.startswith("| ") and "`" in line]
    for tampered in DATA["tampered"]:
        assert any(line.endswith(f"| `{tampered['error']}` |") for line in rows), tampered
