"""A browser seat against a Python seat at one table on loopback: deal steps and play confirmation.

Starts ``mextrain host --bot greedy`` (a Python seat that is also the host), one ``mextrain
join --bot greedy`` (the Python seat compared) and the page in Debian's headless Chromium from
the host's link (``web/bench/page_seat.mjs``: it plays by taps), for ``--rounds`` rounds of the
classic ruleset (double-12, 91 cards, 3 seats). The Python processes write the timing trace of
``bench/lan.py`` (node/trace.py, ``CLOCK_MONOTONIC``); the page reports, in the epoch's
milliseconds, when each of its moves went out on its WebSocket and when it applied each entry,
turned into the monotonic clock by the offset between the two clocks read here.

* a deal step: the seat's ``shuffle`` and ``lock`` passes go seat after seat, so the step of
  seat S is the time between the host relaying the entry before S's and the host relaying S's
  (its ``relay`` trace lines, written once an entry is durable and sent to every connection):
  the entry on its way to S, S checking it, S's pass over the 91 cards (91 scalar
  multiplications; the page spreads them over its deck workers), the message back and the
  host's check and fsync (the same for both seats). ``deal``: from the host relaying the last
  ``lock`` to it relaying S's ``deal``. The host's own seat applies an entry after relaying
  it, and the step that follows S's may be that seat's (the page's shuffle is followed by the
  host's lock): timed to the host's own seat applying S's entry, as before, S's step held the
  host seat's next pass, 91 multiplications the other seat's step did not hold.
* a play (or draw, pass, end) applied at every node: from the seat sending it to the last of
  the three nodes (host, Python seat, page) applying its entry.

Each figure is printed for the page and the Python joiner, with the page's median over the
Python seat's (goal <= 1.5). Two cores run all the processes (Chromium's too), so every figure
includes their contention. Prints figures, never asserts.
Usage: ``python -m bench.browser_seat [--rounds K] [--repeat N]`` (4 rounds, 1 match by default;
after ``cd web && npm ci && npm run bundle``). With ``--repeat``, each step's times are pooled
over the matches too: a match's six samples of a step give a noisy median.
"""

from __future__ import annotations

import argparse
import bisect
import hashlib
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from mextrain.node.trace import ENV_VAR
from mextrain.protocol.log.entries import decode_entry, read_log
from mextrain.protocol.log.messages import decode_message

from bench.lan import free_port

ROOT = Path(__file__).resolve().parent.parent
PAGE_SEAT = ROOT / "web" / "bench" / "page_seat.mjs"
CODE = "bench-web-code-00"
MOVES = ("play", "draw", "pass", "end_build", "place_engine", "no_engine")


def name_of(message: bytes) -> str:
    """The trace's name of a message (node/trace.py)."""
    return hashlib.sha256(message).hexdigest()[:16]


def run(rounds: int, work: Path) -> tuple[dict[int, list[str]], dict[str, Any], dict[str, int]]:
    """One match; (pid -> trace lines, the page's JSON, node -> pid)."""
    port = free_port()
    trace = work / "trace"
    trace.mkdir()
    env = {**os.environ, ENV_VAR: str(trace), "PYTHONUNBUFFERED": "1"}
    cli = [sys.executable, "-m", "mextrain.cli"]
    said = work / "host.out"
    with said.open("wb") as out:
        host = subprocess.Popen(
            [*cli, "host", "--bot", "greedy", "--seats", "3", "--rounds", str(rounds),
             "--bind", "127.0.0.1", "--port", str(port), "--code", CODE, "--no-advertise",
             "--data-dir", str(work / "host")],
            env=env, stdout=out, stderr=subprocess.STDOUT,
        )  # fmt: skip
    link = None
    while link is None:
        if host.poll() is not None:
            raise SystemExit(f"the host ended:\n{said.read_text()}")
        found = re.search(r"from a browser:\s+(\S+)", said.read_text())
        link = found.group(1) if found else time.sleep(0.1)
    joiner = subprocess.Popen(
        [*cli, "join", f"127.0.0.1:{port}", "--code", CODE, "--bot", "greedy", "--name", "py",
         "--data-dir", str(work / "joiner")],
        env=env, stdout=subprocess.DEVNULL,
    )  # fmt: skip
    page = subprocess.run(
        ["node", str(PAGE_SEAT), link, "web"], capture_output=True, text=True, timeout=900
    )
    if page.returncode != 0:
        raise SystemExit(f"the page failed:\n{page.stderr}")
    codes = [joiner.wait(120), host.wait(120)]
    if any(codes):
        raise SystemExit(f"a node failed: exit codes {codes}")
    traces = {
        int(p.stem.split("-")[1]): p.read_text().splitlines() for p in trace.glob("trace-*.tsv")
    }
    return traces, json.loads(page.stdout.splitlines()[-1]), {"host": host.pid, "py": joiner.pid}


STEPS = ("shuffle", "lock", "deal")


def summary(values: list[float]) -> str:
    if not values:
        return "none"
    low, high, n = min(values), max(values), len(values)
    return f"median {statistics.median(values):.1f} ms (min {low:.1f}, max {high:.1f}, n={n})"


class Timeline:
    """One match's times on the monotonic clock: when each node applied each entry, when each
    seat sent its messages."""

    def __init__(self, traces: dict[int, list[str]], page: dict[str, Any], pids: dict[str, int]):
        self.offset = time.time_ns() - time.monotonic_ns()
        raw = [decode_entry(e).message for e in read_log(bytes.fromhex(page["log"])).entries]
        self.messages = [decode_message(m) for m in raw]
        names = [name_of(m) for m in raw]
        index = {n: i for i, n in enumerate(names)}
        self.applied: dict[str, dict[int, int]] = {"host": {}, "py": {}, "web": {}}
        self.relayed: dict[int, int] = {}
        sent: dict[int, int] = {}
        for who, pid in pids.items():
            for line in traces.get(pid, []):
                event, name, _kind, _round, ns = line.split("\t")
                if name not in index:
                    continue
                if event == "send":
                    sent.setdefault(index[name], int(ns))
                elif event == "relay":
                    self.relayed.setdefault(index[name], int(ns))
                else:
                    self.applied[who].setdefault(index[name], int(ns))
        for count, at in page["applied"]:
            self.applied["web"].setdefault(int(count) - 1, self.mono(at))
        joined = {m.payload[0]: m.seat for m in self.messages if m.kind == "join"}
        self.web, self.py = joined["web"], joined["py"]
        web_moves = [
            i for i, m in enumerate(self.messages) if m.seat == self.web and m.kind in MOVES
        ]
        if len(page["moves"]) != len(web_moves):
            raise SystemExit(
                f"the page sent {len(page['moves'])} moves, its log holds {len(web_moves)}"
            )
        py_moves = [i for i, m in enumerate(self.messages) if m.seat == self.py and m.kind in MOVES]
        self.sends = {
            self.web: [(i, self.mono(t)) for i, t in zip(web_moves, page["moves"], strict=True)],
            self.py: [(i, sent[i]) for i in py_moves if i in sent],
        }

    def mono(self, epoch_ms: float) -> int:
        """A page's time (the epoch's milliseconds) on the monotonic clock, in ns."""
        return round(float(epoch_ms) * 1e6) - self.offset

    def steps(self, seat: int) -> dict[str, list[float]]:
        """The seat's deal steps in ms, as the host relayed them (the module's docstring)."""
        host = self.relayed
        out: dict[str, list[float]] = {k: [] for k in STEPS}
        last_lock = 0
        for i, m in enumerate(self.messages):
            if m.kind == "lock":
                last_lock = host[i]
            if m.seat == seat and m.kind in ("shuffle", "lock"):
                out[m.kind].append((host[i] - host[i - 1]) / 1e6)
            elif m.seat == seat and m.kind == "deal":
                out["deal"].append((host[i] - last_lock) / 1e6)
        return out

    def confirmed(self, seat: int, node: str | None = None) -> list[float]:
        """Each of the seat's moves: ms from its send to its entry applied at `node` (at every
        node when None)."""
        nodes = list(self.applied.values()) if node is None else [self.applied[node]]
        return [(max(a[i] for a in nodes) - t) / 1e6 for i, t in self.sends[seat]]


def ratio(a: list[float], b: list[float]) -> str:
    return f"{statistics.median(a) / statistics.median(b):.2f} x" if a and b else "n/a"


def page_figures(line: Timeline, page: dict[str, Any]) -> None:
    """Where the page's time goes: its WebSocket messages handled, its frames drawn, and how
    long a Python seat's move takes to reach it."""
    handling = [end - start for start, end in page["arrivals"]]
    starts = sorted(line.mono(start) for start, _ in page["arrivals"])
    arrival = []
    for i, t in line.sends[line.py]:
        came = bisect.bisect_right(starts, line.applied["web"][i]) - 1
        if came >= 0:
            arrival.append((starts[came] - t) / 1e6)
    print(f"  the page: a WebSocket message handled (its entries applied): {summary(handling)}")
    print(f"  the page: a frame drawn: {summary([float(f) for f in page['frames']])}")
    print(f"  a Python move's arrival at the page, from its send: {summary(arrival)}")


def report(line: Timeline, page: dict[str, Any], rounds: int, wall: float) -> float:
    """One match's figures, each seat's and the page's over the Python seat's; returns its
    deal's figure."""
    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    print(
        f"cores: {os.cpu_count()} (load average after: {load}); {rounds} rounds of classic"
        f" (double-12) at 3 seats: the host's bot, a Python joiner (seat {line.py}) and the page"
        f" (seat {line.web}); {wall:.1f} s wall"
    )
    for label, seat in (("page", line.web), ("Python", line.py)):
        print(f"  {label} seat:")
        for kind, values in line.steps(seat).items():
            print(f"    {kind} step: {summary(values)}")
        print(f"    move -> applied by every node: {summary(line.confirmed(seat))}")
        each = ", ".join(
            f"{node} {statistics.median(line.confirmed(seat, node)):.1f}" for node in line.applied
        )
        print(f"      median at each node (ms): {each}")
    page_figures(line, page)
    web, py = line.steps(line.web), line.steps(line.py)
    for kind in STEPS:
        print(f"  {kind} step, page / Python: {ratio(web[kind], py[kind])}")
    figure = deal(web, py, "a seat's deal")
    moves = ratio(line.confirmed(line.web), line.confirmed(line.py))
    print(f"  move applied by every node, page / Python: {moves} (goal <= 1.5)")
    return figure


def deal(web: dict[str, list[float]], py: dict[str, list[float]], what: str) -> float:
    """Print and return the deal's figure: the sum of the three steps' medians, page over
    Python."""
    deal_web = sum(statistics.median(web[k]) for k in STEPS)
    deal_py = sum(statistics.median(py[k]) for k in STEPS)
    print(
        f"  {what} (shuffle + lock + deal steps), page / Python: {deal_web:.0f} /"
        f" {deal_py:.0f} ms = {deal_web / deal_py:.2f} x (goal <= 1.5)"
    )
    return deal_web / deal_py


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=4)
    parser.add_argument(
        "--repeat", type=int, default=1,
        help="matches to play; with more than one, each step's times are also pooled over them",
    )  # fmt: skip
    args = parser.parse_args()
    pooled: dict[str, dict[str, list[float]]] = {"web": {}, "py": {}}
    each: list[float] = []
    for _ in range(args.repeat):
        started = time.perf_counter()
        with tempfile.TemporaryDirectory(prefix="mextrain-bench-web-") as tmp:
            traces, page, pids = run(args.rounds, Path(tmp))
        line = Timeline(traces, page, pids)
        each.append(report(line, page, args.rounds, time.perf_counter() - started))
        for side, seat in (("web", line.web), ("py", line.py)):
            for kind, values in line.steps(seat).items():
                pooled[side].setdefault(kind, []).extend(values)
    if args.repeat > 1:
        runs = ", ".join(f"{r:.2f}" for r in each)
        print(f"over {args.repeat} matches: each match's deal, page / Python: {runs}")
        for kind in STEPS:
            both = ratio(pooled["web"][kind], pooled["py"][kind])
            print(f"  {kind} step pooled, page / Python: {both}")
        deal(pooled["web"], pooled["py"], f"a seat's deal pooled over {args.repeat} matches")


if __name__ == "__main__":
    main()
