"""Parse what a person types at the move prompt into an engine event, with reasons on refusal."""

from __future__ import annotations

from collections.abc import Sequence

from mextrain.protocol.engine import (
    MEXICAN,
    Draw,
    EndBuild,
    Event,
    NoEngine,
    Pass,
    PlaceEngine,
    Play,
    RoundState,
    apply,
)
from mextrain.protocol.errors import IllegalPlayError, InvalidPlayError
from mextrain.protocol.tiles import Tile

_WORDS: dict[str, type] = {
    "draw": Draw,
    "d": Draw,
    "pass": Pass,
    "p": Pass,
    "end": EndBuild,
    "stop": EndBuild,
    "place": PlaceEngine,
    "engine": PlaceEngine,
    "no": NoEngine,
    "none": NoEngine,
}
_MEXICAN_WORDS = {"mexican", "mex", "m", "mx"}
_OWN_WORDS = {"mine", "own", "me", "my"}


def parse_move(text: str, state: RoundState, seat: int, actions: Sequence[Event]) -> Event:
    """Turn ``12-5 mexican``, ``12-5 mine``, ``12-5 2``, ``3`` (a list number) or a word like
    ``draw`` into one of ``actions``; refusals raise InvalidPlayError or IllegalPlayError."""
    words = text.strip().lower().split()
    if not words:
        if len(actions) == 1:
            return actions[0]
        raise InvalidPlayError("type a move, a number from the list, or 'help'")
    if len(words) == 1 and words[0].isdigit():
        number = int(words[0])
        if not 1 <= number <= len(actions):
            raise InvalidPlayError(f"pick a number from 1 to {len(actions)}")
        return actions[number - 1]
    if len(words) == 1 and words[0] in _WORDS:
        kind = _WORDS[words[0]]
        for action in actions:
            if isinstance(action, kind):
                return action
        raise IllegalPlayError(f"you cannot {words[0]} now; legal: {summary(actions)}")
    value = Tile.parse(words[0], state.rules.max_pip)
    positions = [p for p in state.hands[seat] if state.deck[p] == value]
    if not positions:
        raise IllegalPlayError(f"you do not hold {value}")
    if len(words) == 1:
        trains = {a.train for a in actions if isinstance(a, Play) and a.tile == value}
        if len(trains) == 1:
            return next(a for a in actions if isinstance(a, Play) and a.tile == value)
        if not trains:
            return _explain(state, Play(seat, positions[0], value, seat))
        raise InvalidPlayError(
            f"{value} fits more than one train: say which (mine, mexican or a seat)"
        )
    if len(words) != 2:
        raise InvalidPlayError("a move is a tile and a train, like '12-5 mexican'")
    train = _train(words[1], seat, state.players)
    play = Play(seat, positions[0], value, train)
    if play in actions:
        return play
    return _explain(state, play)


def _train(word: str, seat: int, players: int) -> int:
    if word in _MEXICAN_WORDS:
        return MEXICAN
    if word in _OWN_WORDS:
        return seat
    if word.isdigit() and int(word) < players:
        return int(word)
    raise InvalidPlayError(f"unknown train {word!r}: say mine, mexican, or a seat 0-{players - 1}")


def _explain(state: RoundState, play: Play) -> Event:
    """Ask the engine why a play is refused; it raises with the rule's own words."""
    apply(state, play)
    raise IllegalPlayError(f"{play.tile} cannot be played there now")


def summary(actions: Sequence[Event]) -> str:
    return ", ".join(label(a) for a in actions)


def label(action: Event, names: Sequence[str] | None = None, me: int | None = None) -> str:
    """A legal action in the words the prompt accepts back: ``12-5 mine``, ``12-5 mexican``."""
    if isinstance(action, Play):
        if action.train == MEXICAN:
            where = "mexican"
        elif action.train == me:
            where = "mine"
        elif names is not None:
            where = f"{action.train} ({names[action.train]}'s train)"
        else:
            where = str(action.train)
        return f"{action.tile} {where}"
    return {
        Draw: "draw",
        Pass: "pass",
        EndBuild: "end",
        PlaceEngine: "place engine",
        NoEngine: "no engine",
    }[type(action)]
