"""The verified-shuffle table option: proving one's own deck steps and checking everyone's.

Under the option (SPEC.md 4.12) a shuffle or lock message carries a proof after its points.
Every node checks it before the step is recorded, so a step that is not a permutation of the
previous deck times one scalar, or a lock step whose factors do not fit the seat's key
commitments, is refused in-round and never logged. The shuffle proof yields the seat's
``E = e*G``, the lock proof its key commitments ``K[i] = k_i*G``; every later key release is
checked against ``K``.

Several tables in one process (the in-memory harness, ``simulate --crypto``) check the same
bytes; a :class:`ProofCache` shared between them remembers accepted proofs by a hash of their
whole input, which is exactly what the result depends on.
"""

from __future__ import annotations

import hashlib
from collections import OrderedDict
from collections.abc import Sequence
from concurrent.futures import Executor
from typing import Final

from ..group import RISTRETTO255
from ..keys import SeatSecrets, context
from ..transcript import DeckParams, Step
from .algebra import ProofError
from .lock import key_fits, prove_lock, verify_lock
from .shuffle import prove_shuffle, verify_shuffle

VERIFIED_SHUFFLE: Final = "verified-shuffle"
"""The table option's name in the ``open`` message (SPEC.md 5.4)."""
RISTRETTO255_OPTION: Final = RISTRETTO255.name
"""The table option that puts the deck on ristretto255 (SPEC.md 4.1); without it, edwards25519."""
TABLE_OPTIONS: Final = (RISTRETTO255_OPTION, VERIFIED_SHUFFLE)
"""Every option an ``open`` message may list (sorted, each once)."""
MAX_PROOF_BYTES: Final = 32 * 6 * 200
"""The largest proof a message may carry: a compact shuffle proof of 200 cards. The largest
deck is double-15's 136 cards, whose ristretto255 shuffle proof (8n items) is 34,816 bytes."""

__all__ = [
    "MAX_PROOF_BYTES",
    "RISTRETTO255_OPTION",
    "TABLE_OPTIONS",
    "VERIFIED_SHUFFLE",
    "ProofCache",
    "ProofError",
    "check_lock_step",
    "check_shuffle_step",
    "key_fits",
    "prove_step",
]


class ProofCache:
    """Accepted proofs by the SHA-512 of everything their check reads (bounded, oldest out)."""

    def __init__(self, limit: int = 4096) -> None:
        self._limit = limit
        self._accepted: OrderedDict[bytes, bytes | tuple[bytes, ...]] = OrderedDict()

    def get(self, key: bytes) -> bytes | tuple[bytes, ...] | None:
        return self._accepted.get(key)

    def put(self, key: bytes, value: bytes | tuple[bytes, ...]) -> None:
        self._accepted[key] = value
        while len(self._accepted) > self._limit:
            self._accepted.popitem(last=False)


def _key(parts: Sequence[bytes], before: Sequence[bytes], after: Sequence[bytes]) -> bytes:
    """Every input of a check, each length-prefixed, so no two inputs share a key."""
    h = hashlib.sha512()
    for part in (*parts, *before, *after):
        h.update(len(part).to_bytes(4, "big") + part)
    h.update(len(before).to_bytes(4, "big") + len(after).to_bytes(4, "big"))
    return h.digest()


def prove_step(
    params: DeckParams,
    secrets: SeatSecrets,
    stage: Step,
    before: Sequence[bytes],
    after: Sequence[bytes],
    executor: Executor | None = None,
) -> bytes:
    """This seat's proof for its own step ``before -> after``."""
    ctx = context(params.game_id, params.round, secrets.seat)
    seed, e, group = secrets.seed, secrets.shuffle_key, params.deck_group
    if stage is Step.SHUFFLE:
        return prove_shuffle(ctx, seed, e, secrets.permutation, before, after, executor, group)
    return prove_lock(ctx, seed, e, secrets.lock_keys, before, after, executor, group)


def check_shuffle_step(
    params: DeckParams,
    seat: int,
    before: Sequence[bytes],
    after: Sequence[bytes],
    proof: bytes,
    cache: ProofCache | None = None,
    executor: Executor | None = None,
) -> bytes:
    """Check seat ``seat``'s shuffle proof; its ``E``. ProofError if it fails."""
    ctx = context(params.game_id, params.round, seat)
    key = _key((b"shuffle", params.group.encode(), ctx, proof), before, after)
    if cache is not None and isinstance(hit := cache.get(key), bytes):
        return hit
    big_e = verify_shuffle(ctx, before, after, proof, executor, params.deck_group)
    if cache is not None:
        cache.put(key, big_e)
    return big_e


def check_lock_step(
    params: DeckParams,
    seat: int,
    big_e: bytes,
    before: Sequence[bytes],
    after: Sequence[bytes],
    proof: bytes,
    cache: ProofCache | None = None,
    executor: Executor | None = None,
) -> tuple[bytes, ...]:
    """Check seat ``seat``'s lock proof against its ``E``; its key commitments."""
    ctx = context(params.game_id, params.round, seat)
    key = _key((b"lock", params.group.encode(), ctx, big_e, proof), before, after)
    if cache is not None and isinstance(hit := cache.get(key), tuple):
        return hit
    keys = verify_lock(ctx, big_e, before, after, proof, executor, params.deck_group)
    if cache is not None:
        cache.put(key, keys)
    return keys
