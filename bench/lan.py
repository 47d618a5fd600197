"""LAN play as separate processes on loopback: deal time against its floor, and move latency.

For 4 and 8 seats this starts ``mextrain host --bot greedy`` and one ``mextrain join --bot
greedy`` process per other seat on 127.0.0.1, plays ``--rounds`` rounds of the classic ruleset
(double-12, 91 cards), and reads the timing trace every process writes
(``$MEXTRAIN_TRACE_DIR``, node/trace.py; one system-wide monotonic clock):

* deal time: from the first ``commit`` a seat sends in a round to the moment the last process
  has applied the last ``deal`` of that round (every hand open everywhere), against the deck
  floor measured in the same run: ``(2 * seats * cards + seats * hand)`` variable-base scalar
  multiplications (the shuffle and lock passes, then the hand opens), each timed here in the
  deck group of new tables, ristretto255 (libsodium's ``crypto_scalarmult_ristretto255``);
* confirmation time: from the moment a seat sends a ``play`` or a ``draw`` to the moment the
  last of all the processes has applied its log entry; median and 99th percentile.

Two cores run all the processes, so every figure includes their contention. Prints figures,
never asserts. With ``--verified-shuffle`` each table size is played twice in the same run,
plain and with the option of SPEC.md 4.12 (every step proven, every proof checked by every
process), and the ratio of the median deal times is printed.
Usage: ``python bench/lan.py [--rounds K] [--seats 4,8] [--verified-shuffle]``.
"""

from __future__ import annotations

import argparse
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

from mextrain.node.trace import ENV_VAR
from mextrain.protocol.deck.group import ORDER, RISTRETTO255
from mextrain.protocol.deck.state import tile_points
from mextrain.protocol.rules.ruleset import preset
from mextrain.protocol.rules.tiles import tile_set

CODE = "bench-lan-code-00"


def mult_cost() -> float:
    """Seconds per deck multiplication: best of 5 batches of 200, after a warm-up batch."""
    points = tuple(tile_points(tile_set(12), RISTRETTO255))
    scalar = int.from_bytes(os.urandom(64), "little") % ORDER or 1
    best = float("inf")
    for batch in range(6):
        start = time.perf_counter()
        for i in range(200):
            RISTRETTO255.mult(scalar, points[i % len(points)])
        if batch:
            best = min(best, (time.perf_counter() - start) / 200)
    return best


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def play(seats: int, rounds: int, work: Path, proven: bool = False) -> None:
    """One match, every seat its own process; returns once all exited (0, or raises)."""
    port = free_port()
    trace = work / "trace"
    trace.mkdir(parents=True)
    env = {**os.environ, ENV_VAR: str(trace)}
    cli = [sys.executable, "-m", "mextrain.cli"]
    host = [
        *cli, "host", "--bot", "greedy", "--seats", str(seats), "--rounds", str(rounds),
        "--bind", "127.0.0.1", "--port", str(port), "--code", CODE, "--no-advertise",
        "--data-dir", str(work / "host"), *(["--verified-shuffle"] if proven else []),
    ]  # fmt: skip
    procs = [subprocess.Popen(host, env=env, stdout=subprocess.DEVNULL)]
    for seat in range(1, seats):
        joiner = [
            *cli, "join", f"127.0.0.1:{port}", "--code", CODE, "--bot", "greedy",
            "--name", f"bot{seat}", "--data-dir", str(work / f"p{seat}"),
        ]  # fmt: skip
        procs.append(subprocess.Popen(joiner, env=env, stdout=subprocess.DEVNULL))
    codes = [p.wait(600) for p in procs]
    if any(codes):
        raise SystemExit(f"a node failed: exit codes {codes}")


def read_traces(trace: Path) -> tuple[dict[str, tuple[str, int, int]], dict[str, list[int]]]:
    """(message -> (kind, round, send time), message -> apply times, one per process)."""
    sent: dict[str, tuple[str, int, int]] = {}
    applied: dict[str, list[int]] = defaultdict(list)
    for path in trace.glob("trace-*.tsv"):
        for line in path.read_text().splitlines():
            event, name, kind, round_no, ns = line.split("\t")
            if event == "send":
                sent.setdefault(name, (kind, int(round_no), int(ns)))
            else:
                applied[name].append(int(ns))
    return sent, applied


def report(seats: int, rounds: int, work: Path, proven: bool = False) -> float | None:
    """Play and print one table's figures; the median deal time in seconds."""
    rules = preset("classic")
    cards, hand = rules.deck_size(), rules.hand_size(seats)
    before = mult_cost()
    started = time.perf_counter()
    play(seats, rounds, work, proven)
    wall = time.perf_counter() - started
    mult = min(before, mult_cost())
    sent, applied = read_traces(work / "trace")
    processes = len(list((work / "trace").glob("trace-*.tsv")))

    deals = []
    for r in range(rounds):
        commits = [t for kind, rnd, t in sent.values() if kind == "commit" and rnd == r]
        done = [
            max(applied[name])
            for name, (kind, rnd, _) in sent.items()
            if kind == "deal" and rnd == r and len(applied[name]) == processes
        ]
        if commits and len(done) == seats:
            deals.append((max(done) - min(commits)) / 1e9)
    mults = 2 * seats * cards + seats * hand
    floor = mults * mult

    waits = sorted(
        (max(applied[name]) - t) / 1e6
        for name, (kind, _, t) in sent.items()
        if kind in ("play", "draw") and len(applied[name]) == processes
    )
    print(
        f"{seats} seats{', verified shuffle' if proven else ''}: {processes} processes,"
        f" {rounds} rounds, {wall:.1f} s wall;"
        f" one scalar multiplication {mult * 1e6:.1f} us (best of before and after)"
    )
    deal = statistics.median(deals) if deals else None
    if deal is not None:
        each = ", ".join(f"{d * 1000:.0f}" for d in deals)
        count = f"{mults} multiplications: 2*{seats}*{cards} + {seats}*{hand}"
        print(
            f"  deal: median {deal * 1000:.0f} ms ({each} ms) = {deal / floor:.1f} x the floor"
            f" of {floor * 1000:.1f} ms ({count})"
        )
    if waits:
        p99 = waits[min(len(waits) - 1, round(0.99 * (len(waits) - 1)))]
        print(
            f"  play/draw -> applied by every process: median {statistics.median(waits):.1f} ms,"
            f" p99 {p99:.1f} ms, max {waits[-1]:.1f} ms (n={len(waits)})"
        )
    return deal


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seats", default="4,8")
    parser.add_argument("--verified-shuffle", action="store_true", help="also play proven")
    args = parser.parse_args()
    print(f"cores: {os.cpu_count()}")
    for seats in [int(s) for s in args.seats.split(",")]:
        deals = []
        for proven in (False, True) if args.verified_shuffle else (False,):
            with tempfile.TemporaryDirectory(prefix=f"mextrain-bench-{seats}-") as tmp:
                deals.append(report(seats, args.rounds, Path(tmp), proven))
        if len(deals) == 2 and deals[0] and deals[1]:
            print(f"  proven deal / plain deal: {deals[1] / deals[0]:.1f} x")


if __name__ == "__main__":
    main()
