"""The TypeScript verifier (web/) against mextrain's, in one run: CPU time to verify the same
13-round, 4-seat match log (ristretto255, the reference host's group), the TypeScript seat's
share of a 4-seat deal (web/bench/verify.mjs, which this runs with Node), and the unit
operations under them: one ristretto255 scalar multiplication and one Ed25519 signature check,
on @noble/curves, on libsodium.js (WebAssembly) and in Python (libsodium, native).

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
from collections.abc import Callable
from pathlib import Path

from mextrain.protocol.bots.strategies import greedy_strategy
from mextrain.protocol.deck.group import RISTRETTO255
from mextrain.protocol.log.identity import Identity, verify
from mextrain.protocol.rules.ruleset import preset
from mextrain.protocol.table.harness import run_match
from mextrain.protocol.table.verify import verify_log

WEB = Path(__file__).resolve().parents[1] / "web"


def per_call(fn: Callable[[int], object], count: int, repeat: int) -> float:
    """Median CPU seconds per call of ``fn`` over ``count`` calls, ``repeat`` times."""
    runs = []
    for _ in range(repeat):
        start = time.process_time()
        for i in range(count):
            fn(i)
        runs.append((time.process_time() - start) / count)
    return statistics.median(runs)


def python_units(repeat: int) -> tuple[float, float]:
    """One ristretto255 multiplication and one signature check, as mextrain's verify runs them."""
    scalar = 0x0123456789ABCDEF0123456789ABCDEF0123456789ABCDEF0123456789ABCDEF % (2**252)
    points = [bytes(RISTRETTO255.base(i + 2)) for i in range(16)]
    mult = per_call(lambda i: RISTRETTO255.mult(scalar, points[i % 16]), 400, repeat)
    me = Identity(bytes([3]) * 32)
    bodies = [bytes([i]) * 400 for i in range(16)]
    signatures = [me.sign(b"", body) for body in bodies]
    key = me.public_key
    sig = per_call(lambda i: verify(key, b"", bodies[i % 16], signatures[i % 16]), 400, repeat)
    return mult, sig


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
    py_mult, py_sig = python_units(args.repeat)
    ms = [
        ("one ristretto255 scalar multiplication, @noble/curves", ts["mult_noble_ms"]),
        ("the same, libsodium.js (WebAssembly)", ts["mult_sodium_ms"]),
        ("the same, Python (libsodium, native)", py_mult * 1000),
        ("one Ed25519 signature check, @noble/curves", ts["sig_noble_ms"]),
        ("the same, libsodium.js (WebAssembly)", ts["sig_sodium_ms"]),
        ("the same, Python (libsodium, native)", py_sig * 1000),
        ("TypeScript seat's share of a 4-seat deal (ristretto255)", ts["deal_share_ms"]),
        (f"verify a {args.rounds}-round {args.seats}-seat log, Python", py * 1000),
        (f"verify the same log, TypeScript (Node {ts['node']})", ts["verify_ms"]),
    ]
    width = max(len(w) for w, _ in ms)
    print(f"CPU time, median of {args.repeat} runs; log of {len(log)} bytes")
    for what, millis in ms:
        print(f"{what.ljust(width)}  {millis:9.3f} ms")
    print(f"{'TypeScript / Python, verify'.ljust(width)}  {ts['verify_ms'] / 1000 / py:9.2f} x")


if __name__ == "__main__":
    main()
