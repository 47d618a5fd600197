"""Typed moves and refusals in a player's words, read off the view (no rule is decided here).

Both faces use it: the line mode's prompt and the app's move box accept ``12-5 m``, ``12-5 2``,
``12-5 mine``, ``12-5`` (when it fits one train only), ``draw``, ``pass``, ``end``, ``no``,
``engine`` and a list number; every refusal says what is wrong and what the player can do.
"""

from __future__ import annotations

import re

from ..protocol.rules import MEXICAN
from ..protocol.table import HandTile, MoveView, SeatView, pair_text

_TILE = re.compile(r"^(\d{1,2})\s*[-|:/]\s*(\d{1,2})$")
_MEXICAN = {"m", "mx", "mex", "mexican"}
_MINE = {"mine", "my", "me", "own"}
_WORDS = {
    "draw": "draw",
    "d": "draw",
    "pass": "pass",
    "p": "pass",
    "end": "end_build",
    "stop": "end_build",
    "e": "end_build",
    "no": "no_engine",
    "none": "no_engine",
    "engine": "place_engine",
    "place": "place_engine",
}


class Refusal(ValueError):
    """A typed move the player cannot make now; the message says why in their words."""


def can_do(view: SeatView) -> str:
    """``you can: play 12-5 on your train, draw a tile``."""
    if not view.moves:
        return "it is not your turn"
    plays = [m for m in view.moves if m.kind == "play"]
    others = [m.words for m in view.moves if m.kind != "play"]
    shown = [m.words for m in plays[:4]]
    if len(plays) > 4:
        shown.append(f"{len(plays) - 4} more plays")
    return "you can: " + ", ".join(shown + others)


def why_not_tile(view: SeatView, tile: HandTile) -> str:
    """Why a held tile cannot be played now, from what the view shows."""
    text = pair_text(tile.tile)
    if not view.moves:
        return f"it is not your turn (waiting for {', '.join(view.awaiting_names) or 'the table'})"
    if any(m.kind == "place_engine" or m.kind == "no_engine" for m in view.moves):
        return f"first the engine {view.engine_pip}-{view.engine_pip} must be placed"
    duty = [d for d in view.open_doubles if d.cover_seat == view.seat]
    if duty:
        where = " or ".join(f"{d.pip}-{d.pip} on {d.train_name}" for d in duty)
        return f"{text} cannot cover the open double ({where}), and it must be covered first"
    if view.own_train_only and not tile.playable:
        end = view.trains[view.seat].open_end if view.seat is not None else 0
        return f"{text} does not fit your train (it ends in {end}), the only one open to you now"

    if any(m.kind == "play" for m in view.moves) and not tile.playable:
        drawn = [m for m in view.moves if m.kind == "play"]
        if all(m.pos == drawn[0].pos for m in drawn) and drawn[0].pos != tile.pos:
            return f"after drawing, only the drawn tile may be played; {can_do(view)}"
    open_to_me = [t for t in (*view.trains, view.mexican) if _open_to(view, t.key)]
    if view.own_train_only:
        open_to_me = [t for t in view.trains if t.key == view.seat]
    ends = sorted({t.open_end for t in open_to_me})
    if ends:
        shown = ", ".join(str(e) for e in ends)
        return f"{text} fits none of the trains open to you (they end in {shown})"
    return f"{text} cannot be played now; {can_do(view)}"


def _open_to(view: SeatView, key: int) -> bool:
    if key == view.seat or key == MEXICAN:
        return True
    return view.trains[key].marker if key >= 0 else False


def train_key(word: str, view: SeatView) -> int:
    if word in _MEXICAN:
        return MEXICAN
    if word in _MINE and view.seat is not None:
        return view.seat
    if word.isdigit() and int(word) < len(view.trains):
        return int(word)
    for train in view.trains:
        if train.owner.lower() == word:
            return train.key
    last = len(view.trains) - 1
    raise Refusal(f"no train called {word!r}: say m (Mexican), mine, or a seat number 0-{last}")


def parse_typed(text: str, view: SeatView) -> MoveView:
    """The legal move ``text`` names, or a :class:`Refusal` in a player's words."""
    words = text.strip().lower().split()
    if not view.moves:
        raise Refusal(why_not_tile_free(view))
    if not words:
        if len(view.moves) == 1:
            return view.moves[0]
        raise Refusal(f"type a move like '12-5 m', or 'help'; {can_do(view)}")
    if len(words) == 1 and words[0].isdigit() and not _TILE.match(words[0]):
        n = int(words[0])
        if not 1 <= n <= len(view.moves):
            raise Refusal(f"pick a number from 1 to {len(view.moves)}")
        return view.moves[n - 1]
    if len(words) == 1 and words[0] in _WORDS:
        kind = _WORDS[words[0]]
        for move in view.moves:
            if move.kind == kind:
                return move
        raise Refusal(_cannot(kind, view))
    match = _TILE.match(words[0])
    if match is None:
        raise Refusal(f"{words[0]!r} is not a move: type a tile and a train like '12-5 m'")
    pair = (int(match.group(1)), int(match.group(2)))
    held = view.hand_tile(pair)
    if held is None:
        raise Refusal(f"you do not hold {pair_text(pair)}")
    options = [m for m in view.moves if m.kind == "play" and m.pos == held.pos]
    if not options:
        raise Refusal(why_not_tile(view, held))
    if len(words) == 1:
        if len(options) == 1:
            return options[0]
        where = ", ".join(m.typed for m in options)
        raise Refusal(f"{pair_text(held.tile)} fits more than one train: type one of {where}")
    if len(words) != 2:
        raise Refusal("a move is a tile and a train, like '12-5 m'")
    key = train_key(words[1], view)
    for move in options:
        if move.train == key:
            return move
    name = view.train(key).name
    if view.own_train_only and key != view.seat:
        return _refuse(f"on your first turn only your own train takes tiles; {can_do(view)}")
    duty = [d for d in view.open_doubles if d.cover_seat == view.seat]
    if duty and key not in {d.train for d in duty}:
        where = " or ".join(f"{d.pip}-{d.pip} on {d.train_name}" for d in duty)
        return _refuse(f"the open double ({where}) must be covered first; {can_do(view)}")
    if key != view.seat and key != MEXICAN and not view.trains[key].marker:
        return _refuse(f"{name} has no marker, so only its owner may play on it; {can_do(view)}")
    end = view.train(key).open_end
    text = pair_text(held.tile)
    return _refuse(f"{text} does not fit {name}, which ends in {end}; {can_do(view)}")


def _refuse(text: str) -> MoveView:
    raise Refusal(text)


def why_not_tile_free(view: SeatView) -> str:
    who = ", ".join(view.awaiting_names) or "the table"
    return f"it is not your turn: waiting for {who}"


def building(view: SeatView) -> bool:
    """Whether a seat is laying its first-turn train now (the view's own note says so)."""
    return any(
        n.startswith("your first turn: build") or n.endswith("is building their first train")
        for n in view.notes
    )


def _cannot(kind: str, view: SeatView) -> str:
    plays = any(m.kind == "play" for m in view.moves)
    if kind == "end_build":
        if not building(view):
            return f"'end' only finishes the train built on your first turn; {can_do(view)}"
        if plays:
            return f"a tile still fits your first train, so you cannot end it yet; {can_do(view)}"
        return f"'end' finishes a first-turn train once nothing more fits; {can_do(view)}"
    if kind == "draw":
        if plays:
            return f"you can play, so you may not draw; {can_do(view)}"
        if view.boneyard == 0:
            return f"the boneyard is empty; {can_do(view)}"
        return f"you have already drawn this turn; {can_do(view)}"
    if kind == "pass":
        if plays:
            return f"you can play, so you may not pass; {can_do(view)}"
        return f"draw first: you may pass only after drawing; {can_do(view)}"
    if kind == "place_engine":
        return f"you do not hold the engine {view.engine_pip}-{view.engine_pip}; {can_do(view)}"
    return f"that is not possible now; {can_do(view)}"


def takes_seat(name: str, seat: int, *, mine: bool) -> str:
    """``bot 1 takes seat 1``; the person at this terminal, named ``you`` (the default on
    ``play``), reads ``you take seat 0``; someone else named ``you`` is quoted, as the board
    and the log quote it (``"you" takes seat 1``). A player with no name but its seat's (the
    players of ``simulate --crypto``) reads ``seat 0 is taken``, not ``seat 0 takes seat 0``;
    one named like another seat is quoted (``"seat 2" takes seat 0``)."""
    if mine and name == "you":
        return f"you take seat {seat}"
    if name.strip() == f"seat {seat}":
        return f"seat {seat} is taken"
    quoted = name.strip().lower() == "you" or SEAT_NAME.fullmatch(name.strip()) is not None
    shown = f'"{name}"' if quoted else name
    return f"{shown} takes seat {seat}"


SEAT_NAME = re.compile(r"seat \d+")
"""A name that reads as a seat number."""


def counted(count: int, noun: str, plural: str | None = None) -> str:
    """``1 round``, ``2 rounds``, ``0 entries`` (``plural`` when adding an s is wrong)."""
    return f"{count} {noun if count == 1 else plural or noun + 's'}"
