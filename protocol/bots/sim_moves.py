"""The simulator's moves: a move is an int, so search keeps lists of them cheaply.

A play is ``tile * 16 + train + 1`` (tiles numbered by their canonical index,
``tiles.tile_index``; train ``-1`` is the Mexican train), the other events are the small
negative constants below.
"""

from __future__ import annotations

from ..rules import Draw, EndBuild, Event, NoEngine, Pass, Play, tile_index

DRAW = -1
PASS = -2
END_BUILD = -3
NO_ENGINE = -4
PLACE_ENGINE = -5

Move = int
"""A play (``>= 0``: ``tile * 16 + train + 1``) or one of DRAW, PASS, END_BUILD, NO_ENGINE,
PLACE_ENGINE."""


def play_move(tile_no: int, train: int) -> Move:
    return tile_no * 16 + train + 1


def move_tile(move: Move) -> int:
    return move >> 4


def move_train(move: Move) -> int:
    return (move & 15) - 1


def move_of(event: Event, max_pip: int) -> Move:
    """The simulator's move for an engine event."""
    if isinstance(event, Play):
        return play_move(tile_index(max_pip)[event.tile], event.train)
    if isinstance(event, Draw):
        return DRAW
    if isinstance(event, Pass):
        return PASS
    if isinstance(event, EndBuild):
        return END_BUILD
    if isinstance(event, NoEngine):
        return NO_ENGINE
    return PLACE_ENGINE
