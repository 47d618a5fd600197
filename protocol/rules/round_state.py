"""A round's state and the events that change it: the data the rules engine (:mod:`.engine`)
works on, frozen, with the facts any reader may ask of it.

Tiles live at *deck positions*: the round's shuffled deck is numbered 0..D-1, seat ``p`` is dealt
positions ``p*H .. p*H+H-1`` and the boneyard is drawn from the lowest free position up. A state
may know every tile (full information: simulation, audit) or only some (one seat's view).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from ..errors import InvalidPlayError
from .ruleset import FirstTurn, Ruleset
from .tiles import Tile

MEXICAN = -1
"""Train key of the Mexican train; personal trains are keyed by their owner's seat."""


class Phase(StrEnum):
    ENGINE = "engine"
    TURNS = "turns"
    OVER = "over"


# -- events ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class PlaceEngine:
    """The seat holding the round's double puts it in the middle (held-engine rounds)."""

    seat: int
    pos: int


@dataclass(frozen=True)
class NoEngine:
    """The seat says it does not hold the round's double (a claim checked at audit)."""

    seat: int


@dataclass(frozen=True)
class Draw:
    """The seat takes the next boneyard position."""

    seat: int


@dataclass(frozen=True)
class Play:
    """The seat plays the tile at deck position ``pos`` on ``train`` (a seat or MEXICAN)."""

    seat: int
    pos: int
    tile: Tile
    train: int


@dataclass(frozen=True)
class Pass:
    """The seat ends its turn without playing (after drawing, or with the boneyard empty)."""

    seat: int


@dataclass(frozen=True)
class EndBuild:
    """The seat ends its building first turn: nothing more fits its own train (a claim)."""

    seat: int


Event = PlaceEngine | NoEngine | Draw | Play | Pass | EndBuild


@dataclass(frozen=True)
class Claim:
    """An assertion the engine could not check in a view; re-checked by :func:`replay_round`."""

    event_index: int
    seat: int
    what: str


# -- state ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Train:
    """A line of tiles growing from the engine. ``end`` is the pip count open for the next tile."""

    owner: int
    tiles: tuple[Tile, ...]
    end: int
    marker: bool = False

    @property
    def started(self) -> bool:
        return bool(self.tiles)


@dataclass(frozen=True)
class RoundState:
    """Everything about one round, public and (where known) private."""

    rules: Ruleset
    players: int
    round_index: int
    engine_pip: int
    deck: tuple[Tile | None, ...]
    hands: tuple[tuple[int, ...], ...]
    next_draw: int
    trains: tuple[Train, ...]
    """Personal trains by seat, then the Mexican train last."""
    open_doubles: tuple[int, ...] = ()
    """Train keys ending in an uncovered double, in the order the doubles were played."""
    phase: Phase = Phase.TURNS
    turn: int = 0
    engine_owner: int | None = None
    engine_declared: int = 0
    first_turn_done: tuple[bool, ...] = ()
    turn_plays: int = 0
    follow_up: bool = False
    drew: int | None = None
    passes_in_row: int = 0
    went_out: int | None = None
    out_on_double: bool = False
    event_count: int = 0
    claims: tuple[Claim, ...] = ()
    round_double: int = -1
    """The round's own double; ``engine_pip`` differs only when another double opened the round
    (``engine_missing = highest_double``)."""
    cover_last: bool = False
    """The follow-up owed after a double played as the last tile (``last_double = must_cover``)."""

    # -- public facts --------------------------------------------------------------------

    @property
    def boneyard_count(self) -> int:
        return len(self.deck) - self.next_draw

    @property
    def blocked(self) -> bool:
        return self.phase is Phase.OVER and self.went_out is None

    def train(self, key: int) -> Train:
        if key == MEXICAN:
            return self.trains[self.players]
        if not 0 <= key < self.players:
            raise InvalidPlayError(f"no train {key}: seats are 0 to {self.players - 1} or mexican")
        return self.trains[key]

    def hand(self, seat: int) -> tuple[Tile | None, ...]:
        """The seat's tiles as far as this state knows them (None where hidden)."""
        return tuple(self.deck[p] for p in self.hands[seat])

    def known_hand(self, seat: int) -> tuple[tuple[int, Tile], ...]:
        """``(pos, tile)`` for every tile of the seat this state can see."""
        out = []
        for p in self.hands[seat]:
            t = self.deck[p]
            if t is not None:
                out.append((p, t))
        return tuple(out)

    def hand_fully_known(self, seat: int) -> bool:
        deck = self.deck
        return None not in [deck[p] for p in self.hands[seat]]

    def restricted(self, seat: int) -> bool:
        """True on a seat's first turn when only its own train may take tiles."""
        if self.first_turn_done[seat]:
            return False
        return self.rules.first_turn is FirstTurn.BUILD or not self.rules.mexican_on_first_turn

    def building(self) -> bool:
        """True while the seat on turn is laying its build-mode first train."""
        return (
            self.rules.first_turn is FirstTurn.BUILD
            and not self.first_turn_done[self.turn]
            and self.drew is None
            and not self.cover_last
        )


PLAYS_CACHE = "_tile_plays"
ALLOWED_CACHE = "_allowed_trains"
CACHES = (PLAYS_CACHE, ALLOWED_CACHE)
"""Keys in a state's ``__dict__`` (not fields: equality ignores them) of facts derived for the
seat on turn. A state never changes, so a bot's ``legal_actions`` and the ``apply`` that follows
share one computation (:mod:`.legality`); :func:`evolve` drops them from every new state."""


def evolve(state: RoundState, **changes: Any) -> RoundState:
    """``dataclasses.replace`` for the frozen state, without its per-field ``getattr`` and
    ``__init__`` (the state has no ``__post_init__`` to run): the same new object, much sooner.
    Every transition makes several, so this is the engine's hottest path."""
    new = object.__new__(RoundState)
    fields = new.__dict__
    fields.update(state.__dict__)
    for key in CACHES:  # derived from the old state: not the new one's
        fields.pop(key, None)
    fields.update(changes)
    return new


def quick_train(owner: int, tiles: tuple[Tile, ...], end: int, marker: bool) -> Train:
    """``Train(...)`` without the frozen dataclass's per-field ``object.__setattr__``."""
    new = object.__new__(Train)
    new.__dict__.update(owner=owner, tiles=tiles, end=end, marker=marker)
    return new
