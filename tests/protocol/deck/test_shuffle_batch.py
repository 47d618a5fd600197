"""The ristretto255 shuffle proof (SPEC.md 4.12): announcement form, checked in one weighted sum.

Every item of the proof matters (a change to any one is refused), the random weights matter (two
changes that cancel in an unweighted sum are refused), and the check costs 7n multiplications.
"""

from __future__ import annotations

import pytest
from mextrain.protocol.deck.group import ORDER, RISTRETTO255
from mextrain.protocol.deck.keys import context, derive_secrets, tile_points
from mextrain.protocol.deck.proofs.algebra import ALGEBRAS, ProofError
from mextrain.protocol.deck.proofs.shuffle import prove_shuffle, shuffle_proof_size, verify_shuffle
from mextrain.protocol.deck.steps import shuffle_deck
from mextrain.protocol.rules.tiles import tile_set

from .counting import count_multiplications

CTX = context(b"batch-game", 2, 1)
ALG = ALGEBRAS["ristretto255"]


def _step(max_pip: int) -> tuple[list[bytes], list[bytes], bytes]:
    tiles = tile_set(max_pip)
    secrets = derive_secrets(b"batch-game", 2, 1, bytes(range(32)), len(tiles))
    before = list(tile_points(tiles, RISTRETTO255))
    after = list(shuffle_deck(secrets, before, None, RISTRETTO255))
    proof = prove_shuffle(
        CTX, secrets.seed, secrets.shuffle_key, secrets.permutation, before, after, None, RISTRETTO255
    )
    return before, after, proof


def _check(before: list[bytes], after: list[bytes], proof: bytes) -> bytes:
    return verify_shuffle(CTX, before, after, proof, None, RISTRETTO255)


@pytest.mark.parametrize("max_pip", [0, 1, 6, 12])
def test_an_honest_proof_holds_and_has_the_announcement_layout(max_pip: int) -> None:
    if max_pip == 0:  # one tile is no shuffle; two cards is the smallest proof
        before, after, proof = _two_cards()
    else:
        before, after, proof = _step(max_pip)
    n = len(before)
    assert len(proof) == shuffle_proof_size(n, RISTRETTO255) == 32 * 8 * n
    assert _check(before, after, proof) == proof[:32]  # E, which the lock proof is bound to


def _two_cards() -> tuple[list[bytes], list[bytes], bytes]:
    before, _, _ = _step(1)
    before = before[:2]
    secrets = derive_secrets(b"batch-game", 2, 1, bytes(range(32)), 2)
    after = list(shuffle_deck(secrets, before, None, RISTRETTO255))
    proof = prove_shuffle(
        CTX, secrets.seed, secrets.shuffle_key, secrets.permutation, before, after, None, RISTRETTO255
    )
    return before, after, proof


def test_every_item_of_the_proof_is_checked() -> None:
    """Each of the 5n points replaced by another valid element, each of the 3n scalars moved by
    one: every one of the 8n changes is refused."""
    before, after, proof = _step(2)  # 6 cards
    n = len(before)
    for item in range(8 * n):
        at = 32 * item
        old = proof[at : at + 32]
        if item < 5 * n:
            new = ALG.add(old, ALG.G)
        else:
            new = ((int.from_bytes(old, "little") % (ORDER - 1)) + 1).to_bytes(32, "little")
        forged = proof[:at] + new + proof[at + 32 :]
        with pytest.raises(ProofError):
            _check(before, after, forged)


def test_the_weights_matter_two_changes_that_cancel_unweighted_are_refused() -> None:
    """v_0 + δ and v_1 - δ leave the unweighted sum of the equations unchanged (and no
    challenge hashes the responses): only random weights see it."""
    before, after, proof = _step(2)
    n = len(before)
    v0, v1 = 5 * n + n, 5 * n + n + 1  # items: 5n points, then u (n), then v
    delta = 12345

    def moved(p: bytes, item: int, by: int) -> bytes:
        value = (int.from_bytes(p[32 * item : 32 * item + 32], "little") + by) % ORDER
        return p[: 32 * item] + value.to_bytes(32, "little") + p[32 * item + 32 :]

    with pytest.raises(ProofError, match="does not hold"):
        _check(before, after, moved(moved(proof, v0, delta), v1, -delta))


def test_a_wrong_statement_is_refused() -> None:
    before, after, proof = _step(2)
    swapped = [after[1], after[0], *after[2:]]
    with pytest.raises(ProofError, match="does not hold"):
        _check(before, swapped, proof)
    with pytest.raises(ProofError, match="does not hold"):
        verify_shuffle(context(b"batch-game", 3, 1), before, after, proof, None, RISTRETTO255)


def test_a_non_canonical_point_in_the_proof_is_named() -> None:
    before, after, proof = _step(2)
    n = len(before)
    at = 32 * (n + 1)  # B_0
    high = proof[at : at + 31] + bytes([proof[at + 31] | 0x80])  # libsodium alone would accept it
    with pytest.raises(ProofError, match="proof point B 0 is not a valid group element"):
        _check(before, after, proof[:at] + high + proof[at + 32 :])
    with pytest.raises(ProofError, match="card 2 is not a valid group element"):
        _check(before, [*after[:2], bytes(32), *after[3:]], proof)


def test_the_check_costs_one_multiplication_per_distinct_point(monkeypatch: pytest.MonkeyPatch) -> None:
    """7n variable-base multiplications and one base multiplication for n cards (637 for the
    91-card deck, against 727 and 94 for the compact form's check)."""
    before, after, proof = _step(6)
    n = len(before)
    counts = count_multiplications(monkeypatch, RISTRETTO255)
    _check(before, after, proof)
    assert counts == {"mult": 7 * n, "base": 1}
