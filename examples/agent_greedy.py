#!/usr/bin/env python3
"""A mextrain agent in plain Python: it imports nothing of mextrain (SPEC.md section 9).

Run it as a seat's player:

    mextrain simulate --players 3 --agent "python3 examples/agent_greedy.py"
    mextrain play --bots 2 --agent "python3 examples/agent_greedy.py"
    mextrain join HOST:PORT --code CODE --agent "python3 examples/agent_greedy.py"

The node writes one JSON object per line to our stdin; we answer one line on stdout to
``hello`` (``ready``) and to each ``turn`` (``move``: an index into ``view.moves``). Anything
meant for a person goes to stderr: stdout is the protocol.
"""

from __future__ import annotations

import json
import sys
from typing import Any

VERSION = 1


def send(message: dict[str, Any]) -> None:
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


def pips(move: dict[str, Any]) -> int:
    tile = move.get("tile") or [0, 0]
    return int(tile[0]) + int(tile[1])


def choose(view: dict[str, Any]) -> int:
    """Play on the Mexican train when we can (it is everyone's: use it before others do), else
    on our own train, else anywhere; the heaviest tile first, and a double first while we hold
    more tiles to cover it. Draw, pass or end only when no tile can be played."""
    moves = view["moves"]
    hand_size = len(view["hand"])
    me = view["seat"]
    best, best_key = 0, None
    for index, move in enumerate(moves):
        if move["kind"] not in ("play", "place_engine"):
            continue
        tile = move.get("tile") or [0, 0]
        double = tile[0] == tile[1] and hand_size > 1
        train = move.get("train")
        where = 2 if train == -1 else 1 if train == me else 0
        key = (move["kind"] == "place_engine", where, double, pips(move))
        if best_key is None or key > best_key:
            best, best_key = index, key
    return best


def main() -> int:
    for line in sys.stdin:
        if not line.strip():
            continue
        message = json.loads(line)
        kind = message.get("type")
        if kind == "hello":
            if message.get("version") != VERSION:
                print(f"agent: unknown protocol version {message.get('version')}", file=sys.stderr)
                return 1
            send({"type": "ready", "version": VERSION, "name": "greedy example"})
        elif kind == "turn":
            send({"type": "move", "turn": message["turn"], "move": choose(message["view"])})
        elif kind == "round_end":
            result = message["result"]
            totals = result["totals"]
            print(f"agent: round {result['round_no']} over, totals {totals}", file=sys.stderr)
        elif kind == "match_end":
            return 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
