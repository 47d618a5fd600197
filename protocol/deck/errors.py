"""What can go wrong with a peer's deck data, as :class:`RemoteError` subclasses.

Each error names the seat at fault when one record proves it (``seat``), the deck step
(``step``) and the deck position (``position``) where that is meaningful. ``entry`` (the log
entry) is left for the message layer to fill in. A :class:`DeckAnomaly` is the exception: a
decryption that yields no tile, or a tile seen twice, does not say who cheated; it names the
seats involved and calls for the early audit, which does.
"""

from __future__ import annotations

from ..errors import RemoteError
from .transcript import Step


class DeckFault(RemoteError):
    """A peer published deck data that is invalid on its face."""

    def __init__(
        self,
        message: str,
        *,
        seat: int | None,
        step: Step | None = None,
        position: int | None = None,
        entry: int | None = None,
    ) -> None:
        super().__init__(message, seat=seat, entry=entry)
        self.step = step
        self.position = position


class BadPointError(DeckFault):
    """A published deck holds a bad point: invalid (off the subgroup, torsion, small order,
    non-canonical), a duplicate of another card, or the wrong number or size of points."""


class BadKeyError(DeckFault):
    """A released key is not a canonical non-zero scalar."""


class OutOfOrderError(DeckFault):
    """A record the deck protocol does not allow at this point (out of turn, twice, a draw
    that is not the next free position, a release or claim for the wrong position)."""


class ClaimMismatchError(DeckFault):
    """A play claims a tile other than the one its position decrypts to."""


class DeckAnomaly(DeckFault):
    """A decryption gave no tile of the deck (``kind == "not-a-tile"``) or a tile already seen at
    ``other_position`` (``kind == "duplicate"``). ``seats`` lists every seat whose layer or key
    went into the decrypted card: one of them cheated, and the early audit says which."""

    def __init__(
        self,
        message: str,
        *,
        kind: str,
        position: int,
        seats: tuple[int, ...],
        other_position: int | None = None,
        step: Step | None = None,
    ) -> None:
        super().__init__(message, seat=None, step=step, position=position)
        self.kind = kind
        self.seats = seats
        self.other_position = other_position
