"""The example agent (examples/agent_greedy.py), made noisy for bench/agent_noise.py.

``python noisy_agent.py MODE THINK``: it thinks THINK seconds before each answer, and meanwhile
(from a thread, all the time) writes MODE to its stderr: ``lines`` (short lines, as fast as the
pipe takes them), ``longline`` (one endless line, no newline), ``blank`` (stdout: 64 KiB of
blank lines before each answer), or ``quiet`` (nothing).
"""

from __future__ import annotations

import os
import sys
import threading
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "examples"))
import agent_greedy

MODE = sys.argv[1]
THINK = float(sys.argv[2])


def flood(data: bytes) -> None:
    while True:
        try:
            os.write(2, data)
        except OSError:
            return


if MODE == "lines":
    threading.Thread(target=flood, args=(b"agent: thinking hard\n" * 3000,), daemon=True).start()
elif MODE == "longline":
    threading.Thread(target=flood, args=(b"x" * 65536,), daemon=True).start()

_send = agent_greedy.send


def send(message: dict[str, Any]) -> None:
    time.sleep(THINK)
    if MODE == "blank":
        sys.stdout.write("\n" * 65536)
    _send(message)


agent_greedy.send = send
sys.exit(agent_greedy.main())
