"""SPEC.md 4.3 and 5.2 stand on their own: the spelled-out tile map and Ed25519 rules, written in
plain integer arithmetic, agree with libsodium and with the project's code (issue 9 items 8, 14)."""

from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path

import nacl.bindings as nb
import pytest

from . import curve25519 as c

VECTORS = Path(__file__).resolve().parents[1] / "vectors"


def test_base_point_and_constants() -> None:
    assert c.encode(c.B).hex() == "58" + "66" * 31
    assert c.mul(c.L, c.B) == c.IDENTITY


def test_tile_points_follow_the_spelled_out_steps() -> None:
    for a in range(16):
        for b in range(a, 16):
            digest = hashlib.sha512(b"mextrain/v1/deck/tile" + a.to_bytes(4, "big") + b.to_bytes(4, "big"))
            uniform = digest.digest()[:32]
            assert c.from_uniform(uniform) == nb.crypto_core_ed25519_from_uniform(uniform)
    table = json.loads((VECTORS / "tile_points_double12.json").read_text())
    for t in table["tiles"][:5]:
        digest = hashlib.sha512(b"mextrain/v1/deck/tile" + t["low"].to_bytes(4, "big") + t["high"].to_bytes(4, "big"))
        assert c.from_uniform(digest.digest()[:32]).hex() == t["point"]


def test_from_uniform_steps_agree_with_libsodium_on_random_and_edge_inputs() -> None:
    rng = random.Random(2024)
    inputs = [rng.randbytes(32) for _ in range(300)]
    edges = [bytes(32), b"\xff" * 32, (c.P).to_bytes(32, "little"), (c.P - 1).to_bytes(32, "little")]
    edges += [bytes(31) + b"\x80", (c.P + 5).to_bytes(32, "little")]
    for raw in inputs + edges:
        assert c.from_uniform(raw) == nb.crypto_core_ed25519_from_uniform(raw), raw.hex()


def test_point_validity_agrees_with_libsodium() -> None:
    rng = random.Random(5)
    good = nb.crypto_core_ed25519_from_uniform(rng.randbytes(32))
    torsion = bytes.fromhex("26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc05")
    cases = [good, torsion, nb.crypto_core_ed25519_add(good, torsion), (1).to_bytes(32, "little")]
    cases += [(c.P + 1).to_bytes(32, "little"), rng.randbytes(32), rng.randbytes(32)]
    for point in cases:
        assert c.is_valid_point(point) == bool(nb.crypto_core_ed25519_is_valid_point(point))


@pytest.mark.parametrize("case", json.loads((VECTORS / "ed25519_edge.json").read_text())["cases"], ids=lambda x: x["case"])
def test_ed25519_edge_vectors(case: dict[str, object]) -> None:
    from mextrain.protocol.log.identity import SignatureError, verify

    key = bytes.fromhex(str(case["public_key"]))
    message = bytes.fromhex(str(case["message"]))
    signature = bytes.fromhex(str(case["signature"]))
    assert c.ed25519_verify(key, message, signature) is case["valid"]
    try:
        verify(key, b"", message, signature)
        ours = True
    except SignatureError:
        ours = False
    assert ours is case["valid"]
