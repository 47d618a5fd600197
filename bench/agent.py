"""What an external agent costs a seat: the example agent and three greedy bots, one match.

Prints the first turn's time (which includes starting the agent and its ``hello``), the median
and p90 of the later turns, and the whole match, all as wall time: an agent is another process,
so its time is not this one's CPU time. Usage: ``python bench/agent.py [--rounds 6] [--seed 1]``.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

from mextrain.cli.agents import Agents
from mextrain.protocol.bots.simulate import simulate_match
from mextrain.protocol.bots.strategies import greedy_strategy
from mextrain.protocol.rules.engine import Event, RoundState
from mextrain.protocol.rules.ruleset import preset

EXAMPLE = Path(__file__).resolve().parents[1] / "examples" / "agent_greedy.py"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rounds", type=int, default=6)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    agents = Agents([f"{sys.executable} {EXAMPLE}"], 4)
    agent, *bots = agents.seat([greedy_strategy] * 4)
    turns: list[float] = []

    def timed(state: RoundState, seat: int, rng: random.Random) -> Event:
        began = time.perf_counter()
        event = agent(state, seat, rng)
        turns.append(time.perf_counter() - began)
        return event

    began = time.perf_counter()
    try:
        match = simulate_match(
            preset("classic"), 4, [timed, *bots], args.seed, rounds=args.rounds,
            on_round=agents.on_round,
        )  # fmt: skip
        agents.finish(match.outcome)
    finally:
        agents.close()
    whole = time.perf_counter() - began
    later = sorted(turns[1:])
    p90 = later[int(0.9 * (len(later) - 1))] if later else 0.0
    print(f"agent turns: {len(turns)} over {args.rounds} rounds (the example agent, 3 greedy bots)")
    print(f"first turn, starting the agent included: {turns[0] * 1000:.0f} ms")
    if later:
        print(
            f"later turns: median {statistics.median(later) * 1000:.2f} ms,"
            f" p90 {p90 * 1000:.2f} ms, max {later[-1] * 1000:.2f} ms"
        )
    print(f"whole match: {whole:.2f} s")


if __name__ == "__main__":
    main()
