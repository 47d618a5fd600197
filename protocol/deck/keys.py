"""Everything the deck derives by hashing: tile points, commitments and per-round secrets.

One 32-byte seed per seat per round is the only entropy. Everything else is a labelled SHA-512
of it, bound to the game id, the round and the seat, so a seed, a commitment, a deck step or a
released key from another game, round or seat never matches what the audit recomputes here.
SPEC.md section 4 gives the same derivations byte by byte.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from typing import Final

from ..errors import LocalError
from ..rules import Tile
from .group import (
    EDWARDS25519,
    ORDER,
    DeckGroup,
    Point,
    encode_scalar,
    reduce_scalar,
    scalar_invert,
)

# Domain-separation strings (ASCII). None is a prefix of another, so `DST ‖ fields` is unique.
DST_TILE: Final = b"mextrain/v1/deck/tile"
DST_COMMIT: Final = b"mextrain/v1/deck/commit"
DST_SHUFFLE_KEY: Final = b"mextrain/v1/deck/shuffle-key"
DST_PERMUTATION: Final = b"mextrain/v1/deck/permutation"
DST_LOCK_KEY: Final = b"mextrain/v1/deck/lock-key"
DST_TILE_RISTRETTO: Final = b"mextrain/v1/deck/ristretto255/tile"
ALL_DSTS: Final = (
    DST_TILE,
    DST_COMMIT,
    DST_SHUFFLE_KEY,
    DST_PERMUTATION,
    DST_LOCK_KEY,
    DST_TILE_RISTRETTO,
)
TILE_DSTS: Final = {"edwards25519": DST_TILE, "ristretto255": DST_TILE_RISTRETTO}
"""The tile map's domain-separation string per group (the keys are the same in both)."""

SEED_BYTES: Final = 32
COMMITMENT_BYTES: Final = 64
MAX_GAME_ID_BYTES: Final = 255
_U32_LIMIT: Final = 1 << 32


def u32(value: int) -> bytes:
    """4-byte big-endian encoding: how every integer enters a hash."""
    if not 0 <= value < _U32_LIMIT:
        raise LocalError(f"{value} does not fit in 32 bits")
    return value.to_bytes(4, "big")


def context(game_id: bytes, round_no: int, seat: int) -> bytes:
    """``u32(len(game_id)) ‖ game_id ‖ u32(round) ‖ u32(seat)``: what every secret is bound to."""
    if not isinstance(game_id, bytes) or not 1 <= len(game_id) <= MAX_GAME_ID_BYTES:
        raise LocalError(f"game id must be 1 to {MAX_GAME_ID_BYTES} bytes")
    return u32(len(game_id)) + game_id + u32(round_no) + u32(seat)


# --- tile points ---------------------------------------------------------------------------


@cache
def tile_point(t: Tile, group: DeckGroup = EDWARDS25519) -> Point:
    """The group's hash-to-group map of ``SHA-512(DST ‖ u32(low) ‖ u32(high))``.

    ristretto255: ``from_hash`` of the whole digest (RFC 9496), DST ``DST_TILE_RISTRETTO``;
    edwards25519: ``from_uniform`` of its first 32 bytes (libsodium's Elligator 2, cofactor
    cleared), DST ``DST_TILE``. A hash-to-group, so nobody knows a discrete-log relation
    between two tiles.
    """
    digest = hashlib.sha512(TILE_DSTS[group.name] + u32(t.low) + u32(t.high)).digest()
    return group.hash_to_point(digest)


@cache
def tile_points(tiles: tuple[Tile, ...], group: DeckGroup = EDWARDS25519) -> tuple[Point, ...]:
    """The points of ``tiles``, in the same order (the deck before the first shuffle)."""
    return tuple(tile_point(t, group) for t in tiles)


@cache
def tile_lookup(tiles: tuple[Tile, ...], group: DeckGroup = EDWARDS25519) -> dict[bytes, Tile]:
    """Point encoding -> tile, for the tiles of one deck only (a tile outside it is no tile)."""
    return {tile_point(t, group): t for t in tiles}


# --- commitments and keys -------------------------------------------------------------------


def commitment(game_id: bytes, round_no: int, seat: int, seed: bytes) -> bytes:
    """``SHA-512(DST_COMMIT ‖ context ‖ seed)``, published before any deck step."""
    _check_seed(seed)
    return hashlib.sha512(DST_COMMIT + context(game_id, round_no, seat) + seed).digest()


def nonzero_scalar(digest: bytes) -> int:
    """A 64-byte digest reduced mod L; on the (2^-252) chance of zero, re-hash and retry.

    The retry rule makes the derivation total: every seed yields usable keys.
    """
    value = reduce_scalar(digest)
    while value == 0:
        digest = hashlib.sha512(digest).digest()
        value = reduce_scalar(digest)
    return value


class UniformStream:
    """Uniform integers from SHA-512 in counter mode, by rejection sampling.

    The stream is ``SHA-512(prefix ‖ u32(0)) ‖ SHA-512(prefix ‖ u32(1)) ‖ ...``, read as
    4-byte big-endian words. :meth:`below` accepts a word ``x`` only if
    ``x < 2^32 - (2^32 mod m)``, a multiple of ``m`` values, so ``x mod m`` is exactly uniform;
    taking every word mod ``m`` would favour small values.
    """

    __slots__ = ("_base", "_buffer", "_counter", "_offset")

    def __init__(self, prefix: bytes) -> None:
        self._base = hashlib.sha512(prefix)
        self._counter = 0
        self._buffer = b""
        self._offset = 0

    def word(self) -> int:
        """The next 32-bit word of the stream."""
        if self._offset + 4 > len(self._buffer):
            block = self._base.copy()
            block.update(u32(self._counter))
            self._counter += 1
            self._buffer = block.digest()
            self._offset = 0
        x = int.from_bytes(self._buffer[self._offset : self._offset + 4], "big")
        self._offset += 4
        return x

    def below(self, m: int) -> int:
        """A uniform integer in ``[0, m)``."""
        return uniform_below(m, self.word)


def uniform_below(m: int, word: Callable[[], int]) -> int:
    """Rejection-sample ``word()`` (uniform 32-bit values) into a uniform value in ``[0, m)``."""
    if not 1 <= m <= _U32_LIMIT:
        raise LocalError(f"cannot draw below {m}")
    limit = _U32_LIMIT - _U32_LIMIT % m
    while True:
        x = word()
        if x < limit:
            return x % m


def fisher_yates(size: int, below: Callable[[int], int]) -> tuple[int, ...]:
    """Durstenfeld's shuffle of ``0..size-1``: for i = size-1 down to 1, swap a[i], a[below(i+1)].

    Every sequence of draws gives a different permutation and there are exactly ``size!`` of
    them, so uniform draws give a uniform permutation.
    """
    a = list(range(size))
    for i in range(size - 1, 0, -1):
        j = below(i + 1)
        a[i], a[j] = a[j], a[i]
    return tuple(a)


@dataclass(frozen=True, eq=False)
class SeatSecrets:
    """One seat's secrets for one round, all derived from its seed.

    ``permutation[x]`` is the input position whose card lands at output position ``x`` in the
    shuffle step; ``lock_keys[i]`` is ``k_i``; ``lock_factors[i]`` is ``k_i * e^-1 mod L``, the
    one scalar that swaps the shuffle layer for the lock on card ``i``.
    """

    game_id: bytes
    round: int
    seat: int
    seed: bytes = field(repr=False)
    commitment: bytes
    shuffle_key: int = field(repr=False)
    permutation: tuple[int, ...] = field(repr=False)
    lock_keys: tuple[int, ...] = field(repr=False)
    lock_factors: tuple[int, ...] = field(repr=False)

    def lock_key_bytes(self, position: int) -> bytes:
        """``k_position`` as released on the wire."""
        return encode_scalar(self.lock_keys[position])


def derive_secrets(
    game_id: bytes, round_no: int, seat: int, seed: bytes, deck_size: int
) -> SeatSecrets:
    """Derive a seat's shuffle key, permutation and ``deck_size`` lock keys from its seed."""
    _check_seed(seed)
    if deck_size < 1:
        raise LocalError(f"a deck of {deck_size} cards")
    ctx = context(game_id, round_no, seat)
    e = nonzero_scalar(hashlib.sha512(DST_SHUFFLE_KEY + ctx + seed).digest())
    stream = UniformStream(DST_PERMUTATION + ctx + seed)
    permutation = fisher_yates(deck_size, stream.below)
    lock_base = hashlib.sha512(DST_LOCK_KEY + ctx + seed)
    keys = []
    for i in range(deck_size):
        h = lock_base.copy()
        h.update(u32(i))
        keys.append(nonzero_scalar(h.digest()))
    e_inv = scalar_invert(e)
    return SeatSecrets(
        game_id=game_id,
        round=round_no,
        seat=seat,
        seed=seed,
        commitment=hashlib.sha512(DST_COMMIT + ctx + seed).digest(),
        shuffle_key=e,
        permutation=permutation,
        lock_keys=tuple(keys),
        lock_factors=tuple(k * e_inv % ORDER for k in keys),
    )


def _check_seed(seed: bytes) -> None:
    if not isinstance(seed, bytes) or len(seed) != SEED_BYTES:
        raise LocalError(f"a round seed is {SEED_BYTES} bytes")
