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
process), and the ratio of the median deal times is printed. With ``--relay`` each table size is
played twice in the same run, direct and with every joiner through a magic-wormhole transit
relay on loopback (``twist transitrelay``, started here; SPEC.md 8.10), and the ratios of the
median confirmation and deal times are printed.
Usage: ``python bench/lan.py [--rounds K] [--seats 4,8] [--verified-shuffle] [--relay]``.
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
RELAY_CODE = "4242-bench-lan-code-00"
"""A relay code: its table number (4242) names the relay's pairing tokens."""


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


def play(
    seats: int, rounds: int, work: Path, proven: bool = False, relay: str | None = None
) -> None:
    """One match, every seat its own process; returns once all exited (0, or raises). With
    ``relay``, every joiner reaches the host through it."""
    port = free_port()
    code = RELAY_CODE if relay else CODE
    via = ["--relay", relay] if relay else []
    trace = work / "trace"
    trace.mkdir(parents=True)
    env = {**os.environ, ENV_VAR: str(trace)}
    cli = [sys.executable, "-m", "mextrain.cli"]
    host = [
        *cli, "host", "--bot", "greedy", "--seats", str(seats), "--rounds", str(rounds),
        "--bind", "127.0.0.1", "--port", str(port), "--code", code, "--no-advertise",
        "--data-dir", str(work / "host"), *(["--verified-shuffle"] if proven else []), *via,
    ]  # fmt: skip
    procs = [subprocess.Popen(host, env=env, stdout=subprocess.DEVNULL)]
    for seat in range(1, seats):
        where = via if relay else [f"127.0.0.1:{port}"]
        joiner = [
            *cli, "join", *where, "--code", code, "--bot", "greedy",
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
            elif event == "recv":  # not the host's "relay"
                applied[name].append(int(ns))
    return sent, applied


def report(
    seats: int, rounds: int, work: Path, proven: bool = False, relay: str | None = None
) -> tuple[float | None, float | None]:
    """Play and print one table's figures; the median deal time in seconds and the median
    play/draw confirmation in milliseconds."""
    rules = preset("classic")
    cards, hand = rules.deck_size(), rules.hand_size(seats)
    before = mult_cost()
    started = time.perf_counter()
    play(seats, rounds, work, proven, relay)
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
        f"{seats} seats{', verified shuffle' if proven else ''}"
        f"{f', through the relay at {relay}' if relay else ''}: {processes} processes,"
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
    wait = statistics.median(waits) if waits else None
    if waits:
        p99 = waits[min(len(waits) - 1, round(0.99 * (len(waits) - 1)))]
        print(
            f"  play/draw -> applied by every process: median {statistics.median(waits):.1f} ms,"
            f" p99 {p99:.1f} ms, max {waits[-1]:.1f} ms (n={len(waits)})"
        )
    return deal, wait


def start_relay(work: Path) -> tuple[subprocess.Popen[bytes], str]:
    """``twist transitrelay`` on a free loopback port (a dev dependency), once it listens."""
    port = free_port()
    twist = Path(sys.executable).with_name("twist")
    log = work / "relay.log"
    with log.open("wb") as out:
        proc = subprocess.Popen(
            [str(twist), "transitrelay", "--port", f"tcp:{port}:interface=127.0.0.1"],
            stdout=out,
            stderr=subprocess.STDOUT,
        )
    while f"starting on {port}".encode() not in log.read_bytes():
        if proc.poll() is not None:
            raise SystemExit(f"the relay did not start:\n{log.read_text()}")
        time.sleep(0.05)
    return proc, f"127.0.0.1:{port}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seats", default="4,8")
    parser.add_argument("--verified-shuffle", action="store_true", help="also play proven")
    parser.add_argument("--relay", action="store_true", help="also play through a relay")
    args = parser.parse_args()
    print(f"cores: {os.cpu_count()}")
    with tempfile.TemporaryDirectory(prefix="mextrain-bench-relay-") as relay_dir:
        relay = start_relay(Path(relay_dir)) if args.relay else None
        try:
            for seats in [int(s) for s in args.seats.split(",")]:
                compare(seats, args, None if relay is None else relay[1])
        finally:
            if relay is not None:
                relay[0].kill()
                relay[0].wait(10)


def compare(seats: int, args: argparse.Namespace, relay: str | None) -> None:
    """One table size, plain and then proven or relayed as asked, with the ratios."""
    runs: list[tuple[bool, str | None]] = [(False, None)]
    if args.verified_shuffle:
        runs.append((True, None))
    if relay is not None:
        runs.append((False, relay))
    figures = {}
    for proven, via in runs:
        with tempfile.TemporaryDirectory(prefix=f"mextrain-bench-{seats}-") as tmp:
            figures[proven, via] = report(seats, args.rounds, Path(tmp), proven, via)
    (deal, wait) = figures[False, None]
    proven_deal = figures.get((True, None), (None, None))[0]
    if deal and proven_deal:
        print(f"  proven deal / plain deal: {proven_deal / deal:.1f} x")
    if relay is not None:
        relay_deal, relay_wait = figures[False, relay]
        if wait and relay_wait:
            print(f"  play/draw confirmed, relay / direct: {relay_wait / wait:.2f} x (goal <= 1.5)")
        if deal and relay_deal:
            print(f"  deal, relay / direct: {relay_deal / deal:.2f} x")


if __name__ == "__main__":
    main()
