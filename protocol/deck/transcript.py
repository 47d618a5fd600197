"""The public record of one round's deck: parameters and the steps everyone sees.

Plain frozen dataclasses of ints and bytes, so the message layer can carry each value in a
signed msgpack message and rebuild the same objects from the log. The canonical order of a
transcript is the order of publication: commitments by seat, shuffle steps by seat, lock steps
by seat, then key releases, draws and play claims interleaved exactly as they were logged, and
the reveals by seat. Each record kind has a stable step name (:class:`Step`), which the audit
uses to say where a round went wrong.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import ClassVar, Final

from ..errors import LocalError
from ..rules import Tile
from .group import EDWARDS25519, GROUPS, POINT_BYTES, DeckGroup
from .keys import MAX_GAME_ID_BYTES

MIN_SEATS: Final = 2
MAX_SEATS: Final = 10


class Step(StrEnum):
    """Stable names of the deck's steps (they appear in audit reports and on the wire)."""

    COMMIT = "commit"
    SHUFFLE = "shuffle"
    LOCK = "lock"
    RELEASE = "release"
    DRAW = "draw"
    CLAIM = "claim"
    REVEAL = "reveal"


@dataclass(frozen=True)
class DeckParams:
    """The public parameters of one round's deck, fixed before anyone commits.

    ``tiles`` are the deck's tiles in canonical order (the whole set, or the set minus the
    engine double set aside for the round); card ``x`` of the initial deck is ``tiles[x]``.
    Hand of seat ``p`` = positions ``[p*hand_size, (p+1)*hand_size)`` of the final deck; the
    boneyard is the rest, drawn in increasing order. ``group`` names the deck's group (SPEC.md
    4.1): the table sets it from its open message (``ristretto255`` for new tables); the
    default here is the edwards25519 group of the logs written before ristretto255.
    """

    game_id: bytes
    round: int
    seats: int
    tiles: tuple[Tile, ...]
    hand_size: int
    group: str = EDWARDS25519.name

    def __post_init__(self) -> None:
        if self.group not in GROUPS:
            raise LocalError(f"no deck group {self.group!r} (known: {', '.join(GROUPS)})")
        if not MIN_SEATS <= self.seats <= MAX_SEATS:
            raise LocalError(
                f"the deck supports {MIN_SEATS} to {MAX_SEATS} seats, not {self.seats}"
            )
        if not isinstance(self.game_id, bytes) or not 1 <= len(self.game_id) <= MAX_GAME_ID_BYTES:
            raise LocalError(f"game id must be 1 to {MAX_GAME_ID_BYTES} bytes")
        if not 0 <= self.round < 1 << 32:
            raise LocalError(f"round number {self.round} out of range")
        if any(t.low > t.high for t in self.tiles):
            raise LocalError("tiles must be stored low end first (build them with tile())")
        if list(self.tiles) != sorted(set(self.tiles)):
            raise LocalError("deck tiles must be distinct and in canonical order")
        if self.hand_size < 0 or self.seats * self.hand_size > len(self.tiles):
            raise LocalError(
                f"{self.seats} hands of {self.hand_size} do not fit in {len(self.tiles)} tiles"
            )

    @property
    def deck_group(self) -> DeckGroup:
        """The group the deck's points live in."""
        return GROUPS[self.group]

    @property
    def size(self) -> int:
        """Number of cards ``D``."""
        return len(self.tiles)

    @property
    def boneyard_start(self) -> int:
        """First boneyard position: every position from here up is drawn in order."""
        return self.seats * self.hand_size

    def hand_positions(self, seat: int) -> range:
        """The positions dealt to ``seat``."""
        if not 0 <= seat < self.seats:
            raise LocalError(f"no seat {seat} at a {self.seats}-seat table")
        return range(seat * self.hand_size, (seat + 1) * self.hand_size)

    def dealt_to(self, position: int) -> int | None:
        """The seat dealt ``position``, or None for a boneyard position."""
        if position < self.boneyard_start:
            return position // self.hand_size
        return None


@dataclass(frozen=True)
class Commit:
    """Seat ``seat`` commits to its round seed: ``SHA-512(DST_COMMIT ‖ context ‖ seed)``."""

    step: ClassVar[Step] = Step.COMMIT
    seat: int
    commitment: bytes


@dataclass(frozen=True)
class DeckStep:
    """A whole deck published by ``seat`` in the shuffle or the lock pass."""

    stage: Step
    seat: int
    points: tuple[bytes, ...]

    def __post_init__(self) -> None:
        # Accept the plain strings "shuffle"/"lock" from the wire; store the enum member.
        if self.stage not in (Step.SHUFFLE, Step.LOCK):
            raise LocalError(f"a deck step is a shuffle or a lock, not {self.stage!r}")
        object.__setattr__(self, "stage", Step(self.stage))
        object.__setattr__(self, "points", tuple(self.points))

    @property
    def step(self) -> Step:
        return self.stage


@dataclass(frozen=True)
class KeyRelease:
    """Seat ``seat`` publishes its lock key ``k_{seat,position}`` (32-byte scalar)."""

    step: ClassVar[Step] = Step.RELEASE
    seat: int
    position: int
    key: bytes


@dataclass(frozen=True)
class Draw:
    """Seat ``seat`` takes boneyard position ``position`` (always the next free one)."""

    step: ClassVar[Step] = Step.DRAW
    seat: int
    position: int


@dataclass(frozen=True)
class PlayClaim:
    """Seat ``seat`` says position ``position`` holds tile ``low-high`` (it is playing it)."""

    step: ClassVar[Step] = Step.CLAIM
    seat: int
    position: int
    low: int
    high: int

    @property
    def tile(self) -> Tile:
        return Tile(self.low, self.high)

    @classmethod
    def of(cls, seat: int, position: int, t: Tile) -> PlayClaim:
        return cls(seat, position, t.low, t.high)


@dataclass(frozen=True)
class Reveal:
    """Seat ``seat`` reveals its round seed at round end (or at once after an anomaly)."""

    step: ClassVar[Step] = Step.REVEAL
    seat: int
    seed: bytes


DeckEvent = KeyRelease | Draw | PlayClaim
"""Records published after the deal, kept in one list in log order."""


@dataclass(frozen=True)
class RoundTranscript:
    """Everything published about one round's deck, in canonical (publication) order.

    A transcript may stop early (a round stopped by an anomaly): ``shuffles`` and ``locks`` are
    then prefixes of the seat order and ``events`` may be empty.
    """

    params: DeckParams
    commits: tuple[Commit, ...]
    shuffles: tuple[DeckStep, ...]
    locks: tuple[DeckStep, ...]
    events: tuple[DeckEvent, ...]
    reveals: tuple[Reveal, ...]


def pack_points(points: Sequence[bytes]) -> bytes:
    """Concatenate a deck's 32-byte points (a compact wire form for a deck step)."""
    return b"".join(points)


def unpack_points(blob: bytes) -> tuple[bytes, ...]:
    """Split a packed deck into 32-byte points (validated later, inside the multiplications).

    A trailing partial point is kept as a short item, so the deck is rejected, with blame,
    when it is received rather than here.
    """
    return tuple(blob[i : i + POINT_BYTES] for i in range(0, len(blob), POINT_BYTES))
