"""The TypeScript verifier (web/) against mextrain's, in one run: CPU time to verify the same
13-round, 4-seat match log (ristretto255, the reference host's group), and the TypeScript seat's
share of a 4-seat deal (web/bench/verify.mjs, which this runs with Node).

Issue 32's goals: verify in Node within 3x Python's, a TypeScript seat's share of a 4-seat deal
within 0.3 s. Every figure is process CPU time, the median of ``--repeat`` runs, so ratios hold
on a busy machine; Node's start-up is not counted (it measures inside the process). Prints
figures; asserts nothing timed. Needs ``npm run build`` in web/ first.
Usage: ``python bench/verify_node.py [--rounds 13] [--seats 4] [--repeat 3]``.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import statistics
import subprocess
import tempfile
import time
from pathlib import Path

from mextrain.protocol.bots.strategies import greedy_strategy
from mextrain.protocol.rules.ruleset import preset
from mextrain.protocol.table.harness import run_match
from mextrain.protocol.table.verify import verify_log

WEB = Path(__file__).resolve().parents[1] / "web"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=13)
    parser.add_argument("--seats", type=int, default=4)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    rules = dataclasses.replace(preset("classic"), rounds=args.rounds)
    log = run_match(rules, [greedy_strategy] * args.seats, 7).log_bytes()
    runs = []
    for _ in range(args.repeat):
        start = time.process_time()
        result = verify_log(log)
        runs.append(time.process_time() - start)
    assert result.valid
    py = statistics.median(runs)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "match.mtlog"
        path.write_bytes(log)
        out = subprocess.run(
            ["node", str(WEB / "bench" / "verify.mjs"), str(path), str(args.repeat)],
            capture_output=True, check=True, text=True,
        )  # fmt: skip
    ts = json.loads(out.stdout)
    assert ts["outcome"] == "valid"
    rows = [
        (f"verify a {args.rounds}-round {args.seats}-seat log, Python", py),
        (f"verify the same log, TypeScript (Node {ts['node']})", ts["verify_ms"] / 1000),
        ("TypeScript seat's share of a 4-seat deal (ristretto255)", ts["deal_share_ms"] / 1000),
    ]
    width = max(len(w) for w, _ in rows)
    print(f"CPU time, median of {args.repeat} runs; log of {len(log)} bytes")
    for what, seconds in rows:
        print(f"{what.ljust(width)}  {seconds:7.3f} s")
    print(f"{'TypeScript / Python, verify'.ljust(width)}  {ts['verify_ms'] / 1000 / py:7.2f} x")


if __name__ == "__main__":
    main()
