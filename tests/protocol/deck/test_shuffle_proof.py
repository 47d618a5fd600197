"""The shuffle and lock proofs (SPEC.md 4.12): complete for honest steps, refused for every
kind of tampering a seat could try, and bound to their whole statement (Fiat-Shamir)."""

from __future__ import annotations

from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor

import pytest
from mextrain.protocol.deck.group import EDWARDS25519, ORDER, mult
from mextrain.protocol.deck.keys import (
    SeatSecrets,
    context,
    derive_secrets,
    tile_point,
    tile_points,
)
from mextrain.protocol.deck.proofs.algebra import (
    G,
    H,
    Nonces,
    ProofError,
    add,
    algebra,
    statement_hash,
    sub,
)
from mextrain.protocol.deck.proofs.lock import key_fits, lock_proof_size, prove_lock, verify_lock
from mextrain.protocol.deck.proofs.shuffle import (
    DST_SHUFFLE_PROOF,
    _prove,
    prove_shuffle,
    shuffle_proof_size,
    verify_shuffle,
)
from mextrain.protocol.deck.steps import lock_deck, shuffle_deck
from mextrain.protocol.rules.tiles import tile, tile_set

Shuffled = tuple[SeatSecrets, Sequence[bytes], Sequence[bytes], bytes]
"""secrets, input deck, output deck, proof"""
Locked = tuple[SeatSecrets, bytes, Sequence[bytes], Sequence[bytes], bytes]
"""secrets, E, input deck, output deck, proof"""

GAME = bytes(range(16))
TILES = tile_set(6)
N = len(TILES)
SEED = bytes(range(32))
OTHER_SEED = bytes(range(1, 33))
TORSION = bytes.fromhex("26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc05")
"""A point of order 8 (libsodium's is_valid_point refuses it)."""


def _secrets(seat: int = 1, round_no: int = 2, seed: bytes = SEED) -> SeatSecrets:
    return derive_secrets(GAME, round_no, seat, seed, N)


def _shuffled(seat: int = 1, round_no: int = 2) -> Shuffled:
    sec = _secrets(seat, round_no)
    before = tile_points(TILES)
    after = shuffle_deck(sec, before)
    proof = prove_shuffle(
        context(GAME, round_no, seat), SEED, sec.shuffle_key, sec.permutation, before, after
    )
    return sec, before, after, proof


CTX = context(GAME, 2, 1)


@pytest.fixture(scope="module")
def shuffled() -> Shuffled:
    return _shuffled()


@pytest.fixture(scope="module")
def locked(shuffled: Shuffled) -> Locked:
    sec, _before, after, proof = shuffled
    big_e = verify_shuffle(CTX, _before, after, proof)
    locked_deck = lock_deck(sec, after)
    lproof = prove_lock(CTX, SEED, sec.shuffle_key, sec.lock_keys, after, locked_deck)
    return sec, big_e, after, locked_deck, lproof


def test_generators_are_valid_and_distinct() -> None:
    assert G != H
    assert mult(1, G) == G and mult(1, H) == H  # both valid points of the prime-order group


def test_honest_shuffle_proof_verifies_and_binds_the_shuffle_key(shuffled: Shuffled) -> None:
    sec, before, after, proof = shuffled
    assert len(proof) == shuffle_proof_size(N)
    assert verify_shuffle(CTX, before, after, proof) == mult(sec.shuffle_key, G)


def test_the_proof_is_deterministic(shuffled: Shuffled) -> None:
    sec, before, after, proof = shuffled
    again = prove_shuffle(CTX, SEED, sec.shuffle_key, sec.permutation, before, after)
    assert again == proof


@pytest.mark.parametrize(
    "ctx",
    [context(GAME, 3, 1), context(GAME, 2, 0), context(bytes(16), 2, 1)],
    ids=["another round", "another seat", "another game"],
)
def test_a_shuffle_proof_holds_for_its_own_round_seat_and_game_only(
    shuffled: Shuffled, ctx: bytes
) -> None:
    _sec, before, after, proof = shuffled
    with pytest.raises(ProofError, match="does not hold"):
        verify_shuffle(ctx, before, after, proof)


def test_a_shuffle_proof_holds_for_its_own_decks_only(shuffled: Shuffled) -> None:
    _sec, before, after, proof = shuffled
    swapped_in = list(before)
    swapped_in[0], swapped_in[1] = swapped_in[1], swapped_in[0]
    with pytest.raises(ProofError, match="does not hold"):
        verify_shuffle(CTX, swapped_in, after, proof)
    swapped_out = list(after)
    swapped_out[5], swapped_out[9] = swapped_out[9], swapped_out[5]
    with pytest.raises(ProofError, match="does not hold"):
        verify_shuffle(CTX, before, swapped_out, proof)


def _prove_false(sec: SeatSecrets, before: Sequence[bytes], after: Sequence[bytes]) -> bytes:
    """What a cheating seat can do at best: run the prover on a step it did not compute."""
    return prove_shuffle(CTX, SEED, sec.shuffle_key, sec.permutation, before, after)


def test_a_planted_related_point_is_refused(shuffled: Shuffled) -> None:
    sec, before, after, _proof = shuffled
    planted = list(after)
    planted[3] = mult(2, planted[3])
    with pytest.raises(ProofError, match="does not hold"):
        verify_shuffle(CTX, before, planted, _prove_false(sec, before, planted))


def test_a_substituted_card_is_refused(shuffled: Shuffled) -> None:
    sec, before, after, _proof = shuffled
    substituted = list(after)
    substituted[3] = mult(sec.shuffle_key, tile_point(tile(7, 7)))  # a tile not in this deck
    with pytest.raises(ProofError, match="does not hold"):
        verify_shuffle(CTX, before, substituted, _prove_false(sec, before, substituted))


def test_one_card_under_another_scalar_is_refused(shuffled: Shuffled) -> None:
    sec, before, after, _proof = shuffled
    changed = list(after)
    changed[4] = mult(sec.shuffle_key * 3 % ORDER, before[sec.permutation[4]])
    with pytest.raises(ProofError, match="does not hold"):
        verify_shuffle(CTX, before, changed, _prove_false(sec, before, changed))


def test_a_duplicated_card_is_refused_even_with_a_matching_non_permutation(
    shuffled: Shuffled,
) -> None:
    sec, before, _after, _proof = shuffled
    perm = list(sec.permutation)
    perm[3] = perm[4]  # not a permutation: input card perm[4] twice, another card dropped
    dup = [mult(sec.shuffle_key, before[p]) for p in perm]
    state = statement_hash(DST_SHUFFLE_PROOF, CTX, before, dup)
    nonces = Nonces(CTX, SEED, state, 0, b"")
    forged = _prove(algebra(EDWARDS25519), nonces, state, sec.shuffle_key, perm, dup, None)
    with pytest.raises(ProofError, match="does not hold"):
        verify_shuffle(CTX, before, dup, forged)


def test_an_invalid_point_in_the_deck_is_named(shuffled: Shuffled) -> None:
    _sec, before, after, proof = shuffled
    bad = list(after)
    bad[6] = TORSION
    with pytest.raises(ProofError, match="card 6 is not a valid group element"):
        verify_shuffle(CTX, before, bad, proof)


def _sections(n: int) -> dict[str, int]:
    """A byte offset inside each part of the shuffle proof layout (SPEC.md 4.12)."""
    return {
        "E": 0,
        "A": 32 * 1 + 7,
        "B": 32 * (n + 1) + 31,
        "Q": 32 * (2 * n + 1) + 5,
        "c": 32 * (3 * n - 1) + 1,
        "u": 32 * (3 * n) + 2,
        "v": 32 * (4 * n) + 3,
        "w": 32 * (5 * n) + 4,
        "s_e": 32 * (6 * n - 1) + 9,
    }


@pytest.mark.parametrize("part", list(_sections(N)))
def test_one_changed_byte_anywhere_is_refused(shuffled: Shuffled, part: str) -> None:
    _sec, before, after, proof = shuffled
    bad = bytearray(proof)
    bad[_sections(N)[part]] ^= 0x01
    with pytest.raises(ProofError):
        verify_shuffle(CTX, before, after, bytes(bad))


def test_wrong_size_and_non_canonical_scalars_are_refused(shuffled: Shuffled) -> None:
    _sec, before, after, proof = shuffled
    with pytest.raises(ProofError, match="bytes, not"):
        verify_shuffle(CTX, before, after, proof[:-1])
    off = 32 * (3 * N - 1)
    c = int.from_bytes(proof[off : off + 32], "little")
    high = proof[:off] + (c + ORDER).to_bytes(32, "little") + proof[off + 32 :]
    with pytest.raises(ProofError, match="not a canonical non-zero scalar"):
        verify_shuffle(CTX, before, after, high)


def test_a_proof_by_another_seat_with_its_own_secrets_is_refused(shuffled: Shuffled) -> None:
    _sec, before, _after, _proof = shuffled
    other = _secrets(seat=0)
    theirs = shuffle_deck(other, before)
    proof = prove_shuffle(
        context(GAME, 2, 0), SEED, other.shuffle_key, other.permutation, before, theirs
    )
    assert verify_shuffle(context(GAME, 2, 0), before, theirs, proof)
    with pytest.raises(ProofError, match="does not hold"):
        verify_shuffle(CTX, before, theirs, proof)


# --- lock proofs ---------------------------------------------------------------------------


def test_honest_lock_proof_verifies_and_commits_the_keys(locked: Locked) -> None:
    sec, big_e, before, after, proof = locked
    assert len(proof) == lock_proof_size(N)
    keys = verify_lock(CTX, big_e, before, after, proof)
    assert all(key_fits(k, keys[i]) for i, k in enumerate(sec.lock_keys))
    assert not key_fits(sec.lock_keys[0], keys[1])
    assert not key_fits(sec.lock_keys[0] + 1, keys[0])


@pytest.mark.parametrize(
    "ctx",
    [context(GAME, 3, 1), context(GAME, 2, 0), context(bytes(16), 2, 1)],
    ids=["another round", "another seat", "another game"],
)
def test_a_lock_proof_holds_for_its_own_round_seat_and_game_only(
    locked: Locked, ctx: bytes
) -> None:
    _sec, big_e, before, after, proof = locked
    with pytest.raises(ProofError, match="does not hold"):
        verify_lock(ctx, big_e, before, after, proof)


def test_a_lock_proof_is_bound_to_the_seats_shuffle_key(locked: Locked) -> None:
    _sec, _big_e, before, after, proof = locked
    other_e = mult(_secrets(seat=0).shuffle_key, G)
    with pytest.raises(ProofError, match="does not hold"):
        verify_lock(CTX, other_e, before, after, proof)


def _lock_false(sec: SeatSecrets, before: Sequence[bytes], after: Sequence[bytes]) -> bytes:
    return prove_lock(CTX, SEED, sec.shuffle_key, sec.lock_keys, before, after)


@pytest.mark.parametrize("tamper", ["planted", "substituted", "duplicated", "swapped"])
def test_a_tampered_lock_step_is_refused(locked: Locked, tamper: str) -> None:
    sec, big_e, before, after, _proof = locked
    bad = list(after)
    if tamper == "planted":
        bad[2] = mult(2, bad[2])
    elif tamper == "substituted":
        bad[2] = mult(sec.lock_factors[2], tile_point(tile(7, 7)))
    elif tamper == "duplicated":
        bad[2] = bad[3]
    else:
        bad[2], bad[3] = bad[3], bad[2]
    with pytest.raises(ProofError, match="does not hold"):
        verify_lock(CTX, big_e, before, bad, _lock_false(sec, before, bad))


def test_lock_factors_for_another_shuffle_key_are_refused(locked: Locked) -> None:
    """A seat that keeps part of its shuffle layer (or strips another key) cannot prove it."""
    sec, big_e, before, _after, _proof = locked
    wrong = [mult(k * 5 % ORDER, before[i]) for i, k in enumerate(sec.lock_factors)]
    with pytest.raises(ProofError, match="does not hold"):
        verify_lock(CTX, big_e, before, wrong, _lock_false(sec, before, wrong))


@pytest.mark.parametrize("offset", [0, 32 * N + 3, 32 * (N + 1) + 11, 32 * (2 * N + 1) - 1])
def test_one_changed_byte_in_a_lock_proof_is_refused(locked: Locked, offset: int) -> None:
    _sec, big_e, before, after, proof = locked
    bad = bytearray(proof)
    bad[offset] ^= 0x80
    with pytest.raises(ProofError):
        verify_lock(CTX, big_e, before, after, bytes(bad))


def test_an_invalid_point_in_a_locked_deck_is_named(locked: Locked) -> None:
    _sec, big_e, before, after, proof = locked
    bad = list(after)
    bad[0] = TORSION
    with pytest.raises(ProofError, match="card 0 is not a valid group element"):
        verify_lock(CTX, big_e, before, bad, proof)


@pytest.mark.parametrize(("part", "index"), [("A", 0), ("B", 2), ("Q", 1), ("E", 0)])
def test_a_proof_point_with_a_torsion_component_is_refused_and_named(
    shuffled: Shuffled, part: str, index: int
) -> None:
    _sec, before, after, proof = shuffled
    offset = {"E": 0, "A": 1, "B": N + 1, "Q": 2 * N + 1 - 1}[part] + index
    point = proof[32 * offset : 32 * offset + 32]
    bad = proof[: 32 * offset] + add(point, TORSION) + proof[32 * offset + 32 :]
    with pytest.raises(ProofError, match=f"proof point {part} {index} is not a valid group"):
        verify_shuffle(CTX, before, after, bad)


def test_a_second_thread_gives_the_same_proofs_and_verdicts(shuffled: Shuffled) -> None:
    sec, before, after, proof = shuffled
    with ThreadPoolExecutor(max_workers=1) as pool:
        again = prove_shuffle(CTX, SEED, sec.shuffle_key, sec.permutation, before, after, pool)
        assert again == proof
        assert verify_shuffle(CTX, before, after, proof, pool) == mult(sec.shuffle_key, G)
        bad = bytearray(proof)
        bad[-40] ^= 1
        with pytest.raises(ProofError, match="does not hold"):
            verify_shuffle(CTX, before, after, bytes(bad), pool)
        locked = lock_deck(sec, after)
        lproof = prove_lock(CTX, SEED, sec.shuffle_key, sec.lock_keys, after, locked)
        assert prove_lock(CTX, SEED, sec.shuffle_key, sec.lock_keys, after, locked, pool) == lproof
        big_e = mult(sec.shuffle_key, G)
        assert verify_lock(CTX, big_e, after, locked, lproof, pool) == verify_lock(
            CTX, big_e, after, locked, lproof
        )
        planted = list(after)
        planted[20] = mult(2, planted[20])
        with pytest.raises(ProofError, match="does not hold"):
            verify_shuffle(CTX, before, planted, _prove_false(sec, before, planted), pool)


# --- nonces (review finding: they must be bound to the witness, not only the decks) --------


def _difference_log(point: bytes, span: int) -> int | None:
    """``d`` with ``point = d*G`` for ``|d| < span`` (the identity is ``d = 0``), else None."""
    identity = bytes([1]) + bytes(31)
    if point == identity:
        return 0
    for d in range(1, span):
        if point == mult(d, G):
            return d
        if point == mult(ORDER - d, G):
            return -d
    return None


def test_proving_the_same_decks_with_another_permutation_leaks_nothing(
    shuffled: Shuffled,
) -> None:
    """A prover asked twice about the same decks and seed, once with its permutation and once
    with a known one (a caller's mistake, a false statement), must not reuse its blinds: with
    the same ``r_i`` the difference of the two ``A_i`` is ``(pi(i) - i)*G``, which gives ``pi``
    away by trying the ``2n`` small differences."""
    sec, before, after, proof = shuffled
    identity_perm = list(range(N))
    other = prove_shuffle(CTX, SEED, sec.shuffle_key, identity_perm, before, after)
    recovered = []
    for i in range(N):
        a_honest = proof[32 * (1 + i) : 32 * (2 + i)]
        a_other = other[32 * (1 + i) : 32 * (2 + i)]
        d = _difference_log(sub(a_honest, a_other), N)
        recovered.append(None if d is None else d + i)
    assert recovered != list(sec.permutation)
    assert recovered.count(None) > N // 2


def test_proving_the_same_decks_under_another_shuffle_key_leaks_no_lock_factor(
    locked: Locked,
) -> None:
    """Two true lock statements can share the decks and differ only in ``E``: keys ``k_i`` under
    ``e`` and ``k_i*e'/e`` under ``e'`` give the same factors ``f_i``. With the same nonces and
    two challenges, ``f_i = (s_i - s'_i)/(c - c')``. The nonces must differ."""
    sec, _big_e, before, after, proof = locked
    e2 = sec.shuffle_key * 3 % ORDER
    keys2 = [k * 3 % ORDER for k in sec.lock_keys]
    proof2 = prove_lock(CTX, SEED, e2, keys2, before, after)
    assert verify_lock(CTX, mult(e2, G), before, after, proof2)

    def scalar(data: bytes, index: int) -> int:
        return int.from_bytes(data[32 * index : 32 * index + 32], "little")

    c1, c2 = scalar(proof, N), scalar(proof2, N)
    s1, s2 = scalar(proof, N + 1), scalar(proof2, N + 1)
    assert c1 != c2
    extracted = (s1 - s2) * pow(c1 - c2, -1, ORDER) % ORDER
    assert extracted != sec.lock_factors[0]
