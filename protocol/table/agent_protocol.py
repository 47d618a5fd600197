"""The agent protocol (SPEC.md section 9): what a node and an external bot say over stdio.

One JSON object per line. The node sends ``hello``, then a ``turn`` (the seat's view, legal
moves included) whenever the seat is to move, and ``round_end`` / ``match_end`` notices; the
agent answers ``ready`` to the hello and ``move`` to each turn. This module builds the node's
lines and parses the agent's, strictly and within fixed bounds: it does no I/O, so a runner in
``node/`` owns the process and the clock.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..errors import MextrainError
from ..rules import Event, RoundOutcome, Ruleset, Tile
from .view import RoundEndView, SeatView, event_of, round_end_view

AGENT_PROTOCOL = "mextrain-agent"
AGENT_VERSION = 1

MAX_ANSWER_BYTES = 4096
"""Longest line an agent may send (its newline excluded); longer is garbage, read no further."""
MAX_ANSWER_DEPTH = 4
"""Deepest nesting of arrays and objects in an agent's line (a valid answer needs 1)."""
MAX_AGENT_NAME = 64


class AgentProtocolError(MextrainError):
    """The agent said something this protocol does not allow; the message says what."""


@dataclass(frozen=True)
class Ready:
    version: int
    name: str


@dataclass(frozen=True)
class MoveAnswer:
    move: int
    turn: int | None
    """The turn number echoed back, when the agent gave one."""


Answer = Ready | MoveAnswer


# -- what the node sends ---------------------------------------------------------------------


def hello(
    *, seat: int, names: Sequence[str], rules: Ruleset, move_time_ms: int
) -> dict[str, Any]:
    return {
        "type": "hello",
        "protocol": AGENT_PROTOCOL,
        "version": AGENT_VERSION,
        "seat": seat,
        "players": len(names),
        "names": list(names),
        "ruleset": rules.to_dict(),
        "move_time_ms": move_time_ms,
    }


def turn(number: int, view: SeatView) -> dict[str, Any]:
    """Turn ``number`` (counted from 1 over the match): answer with an index into
    ``view.moves``."""
    return {"type": "turn", "turn": number, "view": view.to_json()}


def round_end(summary: RoundEndView) -> dict[str, Any]:
    result = summary.to_json()
    result.pop("board", None)
    return {"type": "round_end", "result": result}


def round_end_notice(
    outcome: RoundOutcome,
    hands: dict[int, Sequence[Tile]],
    names: Sequence[str],
    seat: int,
    *,
    round_no: int,
    rounds: int,
    totals: Sequence[int],
    audit: str = "ok",
) -> dict[str, Any]:
    """``round_end`` for round ``round_no`` (from 1) once its hands are revealed; ``totals``
    include this round."""
    summary = round_end_view(
        outcome,
        hands,
        names,
        seat,
        round_no=round_no,
        rounds=rounds,
        totals=totals,
        audit=audit,
    )
    return round_end(summary)


def match_end(
    totals: Sequence[int] | None, winners: Sequence[int] | None, reason: str
) -> dict[str, Any]:
    """The match is over: finished (totals and winners) or stopped early (both None)."""
    return {
        "type": "match_end",
        "finished": totals is not None,
        "totals": list(totals) if totals is not None else None,
        "winners": list(winners) if winners is not None else None,
        "reason": reason,
    }


def encode_line(message: dict[str, Any]) -> bytes:
    """One line of UTF-8 JSON, ASCII only (non-ASCII characters escaped), ending in ``\\n``."""
    return json.dumps(message, separators=(",", ":"), ensure_ascii=True).encode() + b"\n"


# -- what the agent sends --------------------------------------------------------------------


def _depth(text: str) -> int:
    """Deepest nesting of ``[`` and ``{`` outside strings."""
    depth = deepest = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif ch in "]}":
            depth -= 1
    return deepest


def _integer(obj: dict[str, Any], key: str) -> int:
    value = obj.get(key)
    if isinstance(value, bool) or not isinstance(value, int):
        raise AgentProtocolError(f"{key!r} must be an integer, got {_shown(value)}")
    return value


def _shown(value: Any) -> str:
    text = json.dumps(value)
    return text if len(text) <= 40 else text[:37] + "..."


def parse_answer(line: bytes) -> Answer:
    """One line from the agent (without its newline), checked field by field."""
    if len(line) > MAX_ANSWER_BYTES:
        raise AgentProtocolError(f"a line longer than {MAX_ANSWER_BYTES} bytes")
    try:
        text = line.decode("utf-8")
    except UnicodeDecodeError:
        raise AgentProtocolError("a line that is not UTF-8") from None
    if _depth(text) > MAX_ANSWER_DEPTH:
        raise AgentProtocolError(f"JSON nested deeper than {MAX_ANSWER_DEPTH} levels")
    try:
        obj = json.loads(text)
    except ValueError:
        shown = text if len(text) <= 40 else text[:37] + "..."
        raise AgentProtocolError(f"not JSON: {shown!r}") from None
    if not isinstance(obj, dict):
        raise AgentProtocolError(f"a JSON object was expected, got {_shown(obj)}")
    kind = obj.get("type")
    if kind == "ready":
        version = _integer(obj, "version")
        name = obj.get("name", "")
        if not isinstance(name, str) or len(name) > MAX_AGENT_NAME or not name.isprintable():
            raise AgentProtocolError(
                f"'name' must be a printable string of at most {MAX_AGENT_NAME} characters"
            )
        return Ready(version, name)
    if kind == "move":
        move = _integer(obj, "move")
        echoed = _integer(obj, "turn") if "turn" in obj else None
        return MoveAnswer(move, echoed)
    raise AgentProtocolError(f"unknown message type {_shown(kind)}: expected 'ready' or 'move'")


def check_ready(answer: Answer) -> Ready:
    if not isinstance(answer, Ready):
        raise AgentProtocolError("answered the hello with a move: expected 'ready'")
    if answer.version != AGENT_VERSION:
        raise AgentProtocolError(
            f"speaks agent protocol version {answer.version}; this node speaks {AGENT_VERSION}"
        )
    return answer


def chosen_event(answer: Answer, number: int, view: SeatView) -> Event:
    """The engine event an agent's answer to turn ``number`` picks from ``view.moves``."""
    if not isinstance(answer, MoveAnswer):
        raise AgentProtocolError("answered a turn with 'ready': expected 'move'")
    if answer.turn is not None and answer.turn != number:
        raise AgentProtocolError(f"answered turn {answer.turn} during turn {number}")
    if not 0 <= answer.move < len(view.moves):
        raise AgentProtocolError(
            f"move {answer.move} is not one of the {len(view.moves)} legal moves"
            f" (0 to {len(view.moves) - 1})"
        )
    assert view.seat is not None
    return event_of(view.moves[answer.move], view.seat)
