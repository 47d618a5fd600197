"""A test agent that breaks the agent protocol in the way its first argument names.

It plays correctly (the first legal move) for ``--after N`` turns, then misbehaves:
``crash`` (stderr says why, exit 3), ``garbage`` (a line of prose), ``silent`` (never answers),
``long`` (a line of 100 kB), ``deep`` (JSON nested 50 deep), ``range`` (move 999),
``old`` (claims protocol version 7 in its ready).
"""

from __future__ import annotations

import json
import sys
import time


def send(text: str) -> None:
    sys.stdout.write(text + "\n")
    sys.stdout.flush()


def main() -> int:
    mode = sys.argv[1]
    after = int(sys.argv[3]) if len(sys.argv) > 3 and sys.argv[2] == "--after" else 0
    turns = 0
    for line in sys.stdin:
        message = json.loads(line)
        if message["type"] == "hello":
            send(json.dumps({"type": "ready", "version": 7 if mode == "old" else 1}))
            continue
        if message["type"] != "turn":
            continue
        turns += 1
        if turns <= after:
            send(json.dumps({"type": "move", "move": 0}))
            continue
        if mode == "crash":
            print("Traceback: something broke inside the agent", file=sys.stderr)
            return 3
        if mode == "garbage":
            send("I would like to play the 12-5, please")
        elif mode == "silent":
            time.sleep(60)
        elif mode == "long":
            send('{"type": "move", "move": 0, "pad": "' + "x" * 100_000 + '"}')
        elif mode == "deep":
            send("[" * 50 + "]" * 50)
        elif mode == "range":
            send(json.dumps({"type": "move", "move": 999}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
