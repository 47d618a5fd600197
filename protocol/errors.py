"""The error hierarchy, shaped like h11's: who is at fault decides the class.

* :class:`LocalError` -- this program misused the API (a bug here, or bad user input).
* :class:`RemoteError` -- a peer sent something invalid; it names the seat and the log entry.
* :class:`InvalidPlayError` -- a move that is malformed (bad notation, unknown train).
* :class:`IllegalPlayError` -- a well-formed move that breaks the rules in this state.
"""

from __future__ import annotations


class MextrainError(Exception):
    """Base class of every error this package raises on purpose."""


class LocalError(MextrainError):
    """This program used the API wrongly (or a user typed something invalid)."""


class RulesetError(LocalError):
    """A ruleset whose knobs contradict each other or the tile set."""


class InvalidPlayError(MextrainError, ValueError):
    """A move that is malformed: bad tile notation, unknown train, wrong seat index."""


class IllegalPlayError(MextrainError):
    """A well-formed move that the rules forbid in the current state.

    ``seat`` is the seat that tried it and ``event_index`` its position in the round's event
    list, when known, so that an audit can name the cheater.
    """

    def __init__(self, message: str, *, seat: int | None = None, event_index: int | None = None):
        super().__init__(message)
        self.reason = message
        self.seat = seat
        self.event_index = event_index

    def __str__(self) -> str:
        return _located(self.reason, seat=self.seat, event=self.event_index)


class RemoteError(MextrainError):
    """A peer sent something invalid. Names the seat and the log entry as evidence."""

    def __init__(self, message: str, *, seat: int | None = None, entry: int | None = None):
        super().__init__(message)
        self.reason = message
        self.seat = seat
        self.entry = entry

    def __str__(self) -> str:
        return _located(self.reason, seat=self.seat, entry=self.entry)


def _located(reason: str, **where: int | None) -> str:
    """``seat 2, entry 41: reason`` -- the parts that are known, in the order given."""
    parts = [f"{name} {value}" for name, value in where.items() if value is not None]
    return f"{', '.join(parts)}: {reason}" if parts else reason
