"""Deck derivations: tile points, domain separation, the Fisher-Yates stream, seat secrets."""

from __future__ import annotations

import hashlib
import itertools
from collections.abc import Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from mextrain.protocol.deck.group import ORDER, RISTRETTO255, is_valid_point, mult, reduce_scalar
from mextrain.protocol.deck.keys import (
    ALL_DSTS,
    DST_PERMUTATION,
    UniformStream,
    commitment,
    context,
    derive_secrets,
    fisher_yates,
    nonzero_scalar,
    tile_point,
    tile_points,
    uniform_below,
)
from mextrain.protocol.errors import LocalError
from mextrain.protocol.rules.tiles import Tile, tile, tile_set

GAME = b"game-A"
SEED = hashlib.sha256(b"a seed").digest()


def test_domain_separation_strings_are_ascii_distinct_and_prefix_free() -> None:
    for a in ALL_DSTS:
        assert a.isascii() and a.startswith(b"mextrain/v1/deck/")
        for b in ALL_DSTS:
            if a != b:
                assert not b.startswith(a)
    assert len(set(ALL_DSTS)) == len(ALL_DSTS)


@pytest.mark.parametrize("max_pip", [6, 9, 12, 15])
def test_tile_points_are_valid_distinct_and_never_each_others_negatives(max_pip: int) -> None:
    points = tile_points(tile_set(max_pip))
    assert all(is_valid_point(p) for p in points)
    negatives = {p[:31] + bytes([p[31] ^ 0x80]) for p in points}
    assert len(set(points)) == len(points)
    assert not negatives & set(points)


@pytest.mark.parametrize("max_pip", [6, 12, 15])
def test_ristretto_tile_points_are_valid_distinct_and_never_each_others_negatives(
    max_pip: int,
) -> None:
    points = tile_points(tile_set(max_pip), RISTRETTO255)
    assert all(RISTRETTO255.is_valid_point(p) for p in points)
    negatives = {RISTRETTO255.sub(bytes(32), p) for p in points}
    assert len(set(points)) == len(points)
    assert not negatives & set(points)
    # the two groups' tile points are unrelated byte strings
    assert not set(points) & set(tile_points(tile_set(max_pip)))


def test_ristretto_tile_points_have_prime_order() -> None:
    """``(L-1)*T + T`` is the identity: every element of ristretto255 has order L."""
    for p in tile_points(tile_set(12), RISTRETTO255):
        assert RISTRETTO255.add(RISTRETTO255.mult(ORDER - 1, p), p) == bytes(32)


def test_tile_points_have_prime_order() -> None:
    """(L-1)*T == -T exactly when L*T is the identity: libsodium cleared the cofactor."""
    for p in tile_points(tile_set(12)):
        assert mult(ORDER - 1, p) == p[:31] + bytes([p[31] ^ 0x80])


def test_a_tile_has_one_point_whatever_the_set_or_notation() -> None:
    assert (
        tile_point(tile(5, 3))
        == tile_point(Tile(3, 5))
        == tile_points(tile_set(6))[tile_set(6).index(Tile(3, 5))]
    )
    assert tile_point(Tile(3, 5)) == tile_points(tile_set(12))[tile_set(12).index(Tile(3, 5))]


def test_context_binds_game_round_and_seat_without_ambiguity() -> None:
    assert context(b"ab", 1, 2) == bytes.fromhex("0000000261620000000100000002")
    assert context(b"a", 0x6200, 0) != context(b"ab", 0, 0)
    with pytest.raises(LocalError):
        context(b"", 1, 1)
    with pytest.raises(LocalError):
        context(b"x" * 256, 1, 1)
    with pytest.raises(LocalError):
        context(b"x", 1 << 32, 1)


# --- the Fisher-Yates stream --------------------------------------------------------------


def words(*values: int) -> Iterator[int]:
    yield from values
    raise AssertionError("drew more words than the test supplied")


def test_uniform_below_rejects_the_incomplete_top_range() -> None:
    """2^32 mod 3 == 1, so 0xFFFFFFFF is the one word that must be rejected for m = 3."""
    source = words(0xFFFFFFFF, 7)
    assert uniform_below(3, source.__next__) == 7 % 3
    source = words(0xFFFFFFFE, 0)
    assert uniform_below(3, source.__next__) == 0xFFFFFFFE % 3
    # m = 2^31 + 1: only 2^31 + 1 words are accepted (one full copy of [0, m)).
    m = 2**31 + 1
    source = words(2**31 + 1, 2**32 - 1, 2**31)
    assert uniform_below(m, source.__next__) == 2**31


@settings(max_examples=200, deadline=None)
@given(st.integers(1, 2**32))
def test_uniform_below_accepts_exactly_a_multiple_of_m_words(m: int) -> None:
    """Find the acceptance limit by bisection through the public function: the accepted words are
    [0, limit) with limit a multiple of m and more than 2^32 - m (so every residue is hit equally
    often and as few words as possible are wasted)."""

    def accepted(x: int) -> bool:
        supplied = [x, 0]
        result = uniform_below(m, lambda: supplied.pop(0))
        if supplied:  # the first word was enough
            assert result == x % m
            return True
        return False

    lo, hi = 0, 2**32  # word lo is accepted; hi is the first rejected word (or 2^32)
    while hi - lo > 1:
        mid = (lo + hi) // 2
        lo, hi = (mid, hi) if accepted(mid) else (lo, mid)
    limit = hi
    assert limit % m == 0
    assert limit > 2**32 - m


def test_fisher_yates_maps_every_draw_sequence_to_a_different_permutation() -> None:
    """Enumerate all size! draw sequences: a bijection onto all permutations means uniform draws
    give a uniform shuffle (no permutation is reachable twice, none is missing)."""
    size = 5
    ranges = [range(i + 1) for i in range(size - 1, 0, -1)]
    results = set()
    for choice in itertools.product(*ranges):
        draws = iter(choice)
        bounds: list[int] = []

        def below(m: int, draws: Iterator[int] = draws, bounds: list[int] = bounds) -> int:
            bounds.append(m)
            return next(draws)

        results.add(fisher_yates(size, below))
        assert bounds == [5, 4, 3, 2]
    assert len(results) == 120
    assert results == set(itertools.permutations(range(size)))


def test_the_stream_is_deterministic_and_counter_mode_sha512() -> None:
    prefix = DST_PERMUTATION + context(GAME, 1, 0) + SEED
    a, b = UniformStream(prefix), UniformStream(prefix)
    first = [a.word() for _ in range(40)]
    assert first == [b.word() for _ in range(40)]
    block0 = hashlib.sha512(prefix + (0).to_bytes(4, "big")).digest()
    block2 = hashlib.sha512(prefix + (2).to_bytes(4, "big")).digest()
    assert first[0] == int.from_bytes(block0[:4], "big")
    assert first[32] == int.from_bytes(block2[:4], "big")
    assert UniformStream(prefix + b"x").word() != first[0]


# --- seat secrets -------------------------------------------------------------------------


def test_secrets_are_deterministic_well_formed_and_bound_to_game_round_and_seat() -> None:
    base = derive_secrets(GAME, 4, 1, SEED, 90)
    again = derive_secrets(GAME, 4, 1, SEED, 90)
    assert (base.shuffle_key, base.permutation, base.lock_keys) == (
        again.shuffle_key,
        again.permutation,
        again.lock_keys,
    )
    assert sorted(base.permutation) == list(range(90))
    assert base.permutation != tuple(range(90))
    assert all(0 < k < ORDER for k in (base.shuffle_key, *base.lock_keys))
    assert len(set(base.lock_keys)) == 90
    pairs = zip(base.lock_factors, base.lock_keys, strict=True)
    assert all(f * base.shuffle_key % ORDER == k for f, k in pairs)
    assert base.commitment == commitment(GAME, 4, 1, SEED)
    for other in (
        derive_secrets(b"game-B", 4, 1, SEED, 90),
        derive_secrets(GAME, 5, 1, SEED, 90),
        derive_secrets(GAME, 4, 2, SEED, 90),
    ):
        assert other.commitment != base.commitment
        assert other.shuffle_key != base.shuffle_key
        assert other.permutation != base.permutation
        assert not set(other.lock_keys) & set(base.lock_keys)


def test_nonzero_scalar_rehashes_a_digest_that_reduces_to_zero() -> None:
    zero_digest = ORDER.to_bytes(64, "little")
    assert reduce_scalar(zero_digest) == 0
    assert nonzero_scalar(zero_digest) == reduce_scalar(hashlib.sha512(zero_digest).digest())
    ordinary = hashlib.sha512(b"x").digest()
    assert nonzero_scalar(ordinary) == reduce_scalar(ordinary)


def test_bad_seeds_are_refused() -> None:
    with pytest.raises(LocalError):
        derive_secrets(GAME, 1, 0, SEED[:31], 28)
    with pytest.raises(LocalError):
        commitment(GAME, 1, 0, SEED + b"\x00")
