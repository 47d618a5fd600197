"""The three deck computations, pure: a shuffle step, a lock step, opening a card.

The seats and the audit call the very same functions, so what the audit expects is by
construction what an honest seat publishes. ``group`` is the deck's group (``DeckParams.group``);
the default is edwards25519, the group of logs written before ristretto255.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from concurrent.futures import Executor

from .group import (
    EDWARDS25519,
    DeckGroup,
    GroupError,
    LengthError,
    Point,
    scalar_invert,
    scalar_product,
)
from .keys import SeatSecrets


def shuffle_deck(
    secrets: SeatSecrets,
    deck: Sequence[bytes],
    executor: Executor | None = None,
    group: DeckGroup = EDWARDS25519,
) -> tuple[Point, ...]:
    """``out[x] = e * deck[permutation[x]]``, validating every input point once.

    A :class:`GroupError` raised here carries the *input* position of the bad point.
    """
    permutation = secrets.permutation
    if len(deck) != len(permutation):
        raise LengthError(f"a deck of {len(deck)} cards for a {len(permutation)}-card shuffle")
    try:
        points = [deck[x] for x in permutation]
        return tuple(group.mult_each(secrets.shuffle_key, points, executor))
    except GroupError as err:
        if err.index is not None:
            err.index = permutation[err.index]
        raise


def lock_deck(
    secrets: SeatSecrets,
    deck: Sequence[bytes],
    executor: Executor | None = None,
    group: DeckGroup = EDWARDS25519,
) -> tuple[Point, ...]:
    """``out[i] = (k_i * e^-1) * deck[i]``: strip the shuffle layer and lock, in one product."""
    return tuple(group.mult_pairs(secrets.lock_factors, deck, executor))


def open_card(point: bytes, keys: Iterable[int], group: DeckGroup = EDWARDS25519) -> Point:
    """``(prod keys)^-1 * point``: the tile point under a card once all its locks are known."""
    return group.mult(scalar_invert(scalar_product(keys)), point)
