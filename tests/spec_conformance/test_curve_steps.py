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


# --- ristretto255 (SPEC.md 4.1, 4.3): RFC 9496's formulas written out, against libsodium -----

RFC9496_MULTIPLES = [
    "0000000000000000000000000000000000000000000000000000000000000000",
    "e2f2ae0a6abc4e71a884a961c500515f58e30b6aa582dd8db6a65945e08d2d76",
    "6a493210f7499cd17fecb510ae0cea23a110e8d5b901f8acadd3095c73a3b919",
    "94741f5d5d52755ece4f23f044ee27d5d1ea1e2bd196b462166b16152a9d0259",
    "da80862773358b466ffadfe0b3293ab3d9fd53c5ea6c955358f568322daf6a57",
]
"""RFC 9496 appendix A.1: the encodings of 0·B .. 4·B."""


def test_ristretto_constants_and_the_rfc_multiples_of_the_generator() -> None:
    assert c.SQRT_AD_MINUS_ONE ** 2 % c.P == (-c.D - 1) % c.P
    assert c.INVSQRT_A_MINUS_D ** 2 * (-1 - c.D) % c.P == 1
    point = c.IDENTITY
    for k, want in enumerate(RFC9496_MULTIPLES):
        assert c.ristretto_encode(point).hex() == want, k
        if k:
            decoded = c.ristretto_decode(bytes.fromhex(want))
            assert decoded is not None and c.ristretto_encode(decoded).hex() == want
        point = c.add(point, c.B)


def test_ristretto_tile_points_follow_the_spelled_out_map() -> None:
    import rbcl

    table = json.loads((VECTORS / "tile_points_double12_ristretto255.json").read_text())
    dst = table["dst"].encode()
    assert dst == b"mextrain/v1/deck/ristretto255/tile"
    for t in table["tiles"]:
        digest = hashlib.sha512(dst + t["low"].to_bytes(4, "big") + t["high"].to_bytes(4, "big")).digest()
        assert c.ristretto_from_hash(digest).hex() == t["point"]
        assert rbcl.crypto_core_ristretto255_from_hash(digest).hex() == t["point"]


def test_ristretto_from_hash_agrees_with_libsodium_on_random_and_edge_inputs() -> None:
    import rbcl

    rng = random.Random(9496)
    inputs = [rng.randbytes(64) for _ in range(200)]
    inputs += [bytes(64), b"\xff" * 64, (c.P).to_bytes(32, "little") * 2, bytes(31) + b"\x80" + bytes(32)]
    for raw in inputs:
        assert c.ristretto_from_hash(raw) == rbcl.crypto_core_ristretto255_from_hash(raw), raw.hex()


def test_ristretto_validity_is_the_decks_and_multiplication_agrees() -> None:
    """4.1: canonical (s < p, s non-negative, bit 255 clear), decodable, not the identity. The
    deck's group refuses what libsodium alone would accept (bit 255 set, the identity)."""
    import rbcl
    from mextrain.protocol.deck.group import RISTRETTO255

    rng = random.Random(7)
    good = rbcl.crypto_core_ristretto255_from_hash(rng.randbytes(64))
    high = good[:31] + bytes([good[31] | 0x80])
    cases = [good, high, bytes(32), bytes(31) + b"\x80", (1).to_bytes(32, "little"), b"\xff" * 32]
    cases += [(c.P - 1).to_bytes(32, "little"), (c.P + 2).to_bytes(32, "little")]
    cases += [rng.randbytes(32) for _ in range(200)]
    for point in cases:
        assert c.ristretto_is_valid_point(point) == RISTRETTO255.is_valid_point(point), point.hex()
    assert not RISTRETTO255.is_valid_point(high) and bool(rbcl.crypto_core_ristretto255_is_valid_point(high))
    from mextrain.protocol.deck.group import PointError

    for bad in (high, bytes(32)):  # libsodium alone would multiply the first (as if bit 255 were 0)
        with pytest.raises(PointError):
            RISTRETTO255.mult(3, bad)
        with pytest.raises(PointError):
            RISTRETTO255.mult_each(3, [good, bad])
    decoded = c.ristretto_decode(good)
    assert decoded is not None
    for _ in range(20):
        k = rng.randrange(1, c.L)
        assert c.ristretto_encode(c.mul(k, decoded)) == RISTRETTO255.mult(k, good)
