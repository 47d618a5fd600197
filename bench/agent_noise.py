"""What an agent's noise costs its node (issue 22): stderr floods and blank stdout lines.

Plays one match of the noisy example agent (bench/agents/noisy_agent.py: it thinks a while
before each answer, and floods its stderr meanwhile) against three greedy bots, the same seed
for every mode, and prints this process's CPU time (the node's side: reading, parsing, the bots)
per agent turn, against the quiet agent's. The agent's own CPU is its process's, not counted.
Usage: ``python bench/agent_noise.py [--rounds 3] [--think 0.05] [--modes quiet,lines,...]``;
``PYTHONPATH`` set to an older tree measures its node.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import mextrain.node.agent_process as agent_process
from mextrain.cli.agents import Agents
from mextrain.protocol.bots.simulate import simulate_match
from mextrain.protocol.bots.strategies import greedy_strategy
from mextrain.protocol.rules.ruleset import preset

NOISY = Path(__file__).resolve().parent / "agents" / "noisy_agent.py"
MODES = "quiet,lines,longline,blank"


def one(mode: str, rounds: int, seed: int, think: float) -> tuple[float, float, int]:
    """(node CPU s, wall s, agent turns) of one match."""
    agents = Agents([f"{sys.executable} {NOISY} {mode} {think}"], 4)
    agent, *bots = agents.seat([greedy_strategy] * 4)
    turns = [0]

    def counted(*args: object) -> object:
        turns[0] += 1
        return agent(*args)  # type: ignore[arg-type]

    cpu, wall = time.process_time(), time.perf_counter()
    try:
        match = simulate_match(
            preset("classic"), 4, [counted, *bots], seed, rounds=rounds, on_round=agents.on_round
        )  # type: ignore[list-item]
        agents.finish(match.outcome)
    finally:
        agents.close()
    return time.process_time() - cpu, time.perf_counter() - wall, turns[0]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--think", type=float, default=0.05, help="seconds per answer")
    parser.add_argument("--modes", default=MODES)
    args = parser.parse_args()
    print(f"bench/agent_noise.py: node {agent_process.__file__}")
    base = None
    for mode in args.modes.split(","):
        cpu, wall, turns = one(mode, args.rounds, args.seed, args.think)
        per = cpu / max(turns, 1)
        if base is None:
            base = per
        print(
            f"  {mode:9} {turns} agent turns, node CPU {cpu:.2f} s = {1000 * per:.2f} ms/turn"
            f" = {per / base:.2f}x the first mode's; wall {wall:.1f} s",
            flush=True,
        )


if __name__ == "__main__":
    main()
