"""The host's door under attack, on loopback: the figures of issue 8.

Starts ``mextrain host`` processes on 127.0.0.1 and attacks them from this process:

1. host RSS with 200 connections that have not proven the code, each sending the start of a
   1 MiB frame (target: at most 100 MB);
2. wrong-code guesses per second answered to an attacker that keeps many attempts in flight
   and drops any connection not answered within 0.3 s (target: at most 2);
3. a 13-round, 4-seat bot match with 3 garbage senders attacking, against the same match
   unattacked (target: at most 1.3x its time);
4. the host's peak RSS while a spectator floods ``sync`` and never reads, against the same
   match without it (target: at most 2x).

Every loop is bounded in count and time. Prints figures, never asserts. The machine may be
shared: figures are indicative. Usage: ``python bench/door.py [--rounds 13] [--only 1,2,3,4]``.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from mextrain.node import pake
from mextrain.node.channel import join_handshake
from mextrain.node.envelope import decode, encode
from mextrain.node.errors import ConnectionDropped
from mextrain.node.framing import HEADER, encode_frame, read_frame
from mextrain.node.peer import Peer  # noqa: F401  (the package must import cleanly)

CODE = "bench-door-code-00"
CLI = [sys.executable, "-m", "mextrain.cli"]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of a process so far."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def rss_kb(pid: int, field: str = "VmRSS") -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1])
    return 0


class Table:
    """A host process (and optionally its joiner processes) in a scratch directory."""

    def __init__(self, work: Path, seats: int, rounds: int, joiners: int) -> None:
        self.port = free_port()
        host = [
            *CLI, "host", "--bot", "greedy", "--seats", str(seats), "--rounds", str(rounds),
            "--bind", "127.0.0.1", "--port", str(self.port), "--code", CODE, "--no-advertise",
            "--data-dir", str(work / "host"),
        ]  # fmt: skip
        self.host = subprocess.Popen(host, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.work = work
        self.joiners: list[subprocess.Popen[bytes]] = []
        self.joiner_count = joiners
        self.peak_rss = 0
        self.cpu = 0.0

    def wait_listening(self) -> None:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            with contextlib.suppress(OSError):
                socket.create_connection(("127.0.0.1", self.port), 1).close()
                return
            time.sleep(0.1)
        raise SystemExit("the host did not start listening")

    def start_joiners(self) -> None:
        for n in range(self.joiner_count):
            joiner = [
                *CLI, "join", f"127.0.0.1:{self.port}", "--code", CODE, "--bot", "greedy",
                "--name", f"bot{n}", "--data-dir", str(self.work / f"p{n}"),
            ]  # fmt: skip
            self.joiners.append(
                subprocess.Popen(joiner, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            )

    def sample(self) -> None:
        with contextlib.suppress(OSError):
            self.peak_rss = max(self.peak_rss, rss_kb(self.host.pid))
            self.cpu = cpu_seconds(self.host.pid)

    def stop(self) -> None:
        for proc in (self.host, *self.joiners):
            if proc.poll() is None:
                proc.kill()
            proc.wait(30)


# ---------------------------------------------------------------- 1. unauthenticated memory


async def partial_frames(port: int, count: int, hold: float) -> tuple[int, int]:
    """``count`` connections each send a 1 MiB frame header and 256 KiB of its body, then
    hold; returns (connections the host answered or closed, connections it left waiting)."""
    writers = []
    for _ in range(count):
        with contextlib.suppress(OSError):
            reader, writer = await asyncio.open_connection("127.0.0.1", port)
            writer.write(HEADER.pack(1 << 20) + b"\x90" * (256 << 10))
            writers.append((reader, writer))
    await asyncio.sleep(hold)
    closed = 0
    for reader, _ in writers:
        try:
            async with asyncio.timeout(0.01):
                await reader.read(1)  # an error frame ("busy:"), or the end of the stream
            closed += 1
        except OSError:  # reset: the host closed it with our bytes unread
            closed += 1
        except TimeoutError:
            pass
    for _, writer in writers:
        writer.close()
    return closed, len(writers) - closed


def bench_memory(work: Path) -> None:
    table = Table(work, seats=2, rounds=1, joiners=0)
    try:
        table.wait_listening()
        time.sleep(1.0)
        before = rss_kb(table.host.pid)
        closed, open_ = asyncio.run(partial_frames(table.port, 200, 3.0))
        after = rss_kb(table.host.pid)
        peak = rss_kb(table.host.pid, "VmHWM")
        print(
            f"1. 200 unauthenticated connections, each the start of a 1 MiB frame: host RSS"
            f" {before / 1024:.0f} MB before, {after / 1024:.0f} MB during (peak"
            f" {peak / 1024:.0f} MB); after 3 s the host had turned away or closed {closed},"
            f" {open_} still waiting"
        )
    finally:
        table.stop()


# ---------------------------------------------------------------- 2. guess rate


async def guesses(
    port: int, seconds: float, in_flight: int, patience: float
) -> tuple[int, int, int]:
    """A guesser with ``in_flight`` attempts at a time, each dropped if the host does not
    answer within ``patience``. Returns (guesses judged, attempts dropped unanswered, attempts
    turned away busy)."""
    judged = dropped = busy = 0
    deadline = time.monotonic() + seconds
    wrong = pake.password_scalar("wrong-guess-00")

    async def one() -> None:
        nonlocal judged, dropped, busy
        try:
            reader, writer = await asyncio.open_connection("127.0.0.1", port)
        except OSError:
            return
        try:
            x = pake.random_secret()
            ours = pake.share(wrong, x, joiner=True)
            writer.write(encode_frame(encode("hello", 2, ours)))
            async with asyncio.timeout(patience):
                reply = decode(await read_frame(reader, timeout=patience, cap=256))
            if reply.kind != "pake":
                busy += 1
                return
            keys = pake.finish(wrong, x, ours, reply.fields[0], joiner=True)
            writer.write(encode_frame(encode("confirm", keys.confirm_joiner)))
            answer = decode(await read_frame(reader, timeout=5, cap=256))
            if answer.kind == "error":
                judged += 1
        except (TimeoutError, ConnectionDropped, OSError):
            dropped += 1
        finally:
            writer.close()

    running: set[asyncio.Task[None]] = set()
    while time.monotonic() < deadline:
        while len(running) < in_flight:
            task = asyncio.create_task(one())
            running.add(task)
            task.add_done_callback(running.discard)
        await asyncio.sleep(0.005)
    await asyncio.gather(*running, return_exceptions=True)
    return judged, dropped, busy


def bench_guesses(work: Path, seconds: float = 20.0) -> None:
    table = Table(work, seats=2, rounds=1, joiners=0)
    try:
        table.wait_listening()
        for patience in (0.3, 10.0):
            start = time.monotonic()
            judged, dropped, busy = asyncio.run(guesses(table.port, seconds, 20, patience))
            took = time.monotonic() - start
            print(
                f"2. wrong-code guesses answered to a guesser with 20 attempts in flight and"
                f" {patience} s patience: {judged} in {took:.1f} s = {judged / took:.2f}/s"
                f" ({dropped} attempts given up unanswered, {busy} turned away busy)"
            )
    finally:
        table.stop()


# ---------------------------------------------------------------- 3. and 4. a whole match


async def garbage(port: int, stop: asyncio.Event, sent: list[int]) -> None:
    """Connect, send a 1 MiB frame of a million empty arrays, repeat until ``stop``."""
    bomb = encode_frame(b"\xdd" + (1 << 20).to_bytes(4, "big") + b"\x90" * ((1 << 20) - 5))
    while not stop.is_set():
        try:
            reader, writer = await asyncio.open_connection("127.0.0.1", port)
            writer.write(bomb)
            sent[0] += 1
            with contextlib.suppress(TimeoutError, OSError):
                async with asyncio.timeout(0.5):
                    await writer.drain()
                    await reader.read()
            writer.close()
        except OSError:
            await asyncio.sleep(0.01)


async def sync_flood(port: int, stop: asyncio.Event, sent: list[int]) -> None:
    """A spectator that sends ``sync 0`` over and over and never reads."""
    while not stop.is_set():
        try:
            reader, writer = await asyncio.open_connection("127.0.0.1", port)
            channel = await join_handshake(reader, writer, CODE, timeout=10)
            channel.send("join", "flood", None, "spectator", None)
            for _ in range(2000):
                if stop.is_set() or writer.is_closing():
                    break
                channel.send("sync", 0, bytes(32))
                sent[0] += 1
                await asyncio.sleep(0.001)
            await asyncio.sleep(1)
            writer.close()
        except (OSError, ConnectionDropped):
            await asyncio.sleep(0.2)


def run_match(
    work: Path, rounds: int, attack: Callable[[int, asyncio.Event, list[int]], object] | None,
    attackers: int,
) -> tuple[float, float, int, float]:
    """A 4-seat bot match (host + 3 joiner processes); returns (seconds, host peak RSS MB,
    attack units sent, host CPU seconds)."""
    table = Table(work, seats=4, rounds=rounds, joiners=3)
    sent = [0]
    try:
        table.wait_listening()
        start = time.monotonic()
        table.start_joiners()

        async def watch() -> None:
            stop = asyncio.Event()
            tasks = [
                asyncio.create_task(attack(table.port, stop, sent))  # type: ignore[arg-type]
                for _ in range(attackers if attack else 0)
            ]
            limit = time.monotonic() + 900
            while table.host.poll() is None and time.monotonic() < limit:
                table.sample()
                await asyncio.sleep(0.1)
            stop.set()
            await asyncio.gather(*tasks, return_exceptions=True)

        asyncio.run(watch())
        took = time.monotonic() - start
        codes = [table.host.wait(60), *(j.wait(60) for j in table.joiners)]
        if any(codes):
            print(f"   (a node failed: exit codes {codes})")
        return took, table.peak_rss / 1024, sent[0], table.cpu
    finally:
        table.stop()


def bench_garbage(work: Path, rounds: int) -> None:
    calm, _, _, calm_cpu = run_match(work / "calm", rounds, None, 0)
    before = time.process_time()
    attacked, _, sent, attacked_cpu = run_match(work / "garbage", rounds, garbage, 3)
    attacker_cpu = time.process_time() - before  # the senders run in this process
    print(
        f"3. {rounds}-round 4-seat bot match: {calm:.1f} s unattacked, {attacked:.1f} s with 3"
        f" garbage senders ({sent} 1 MiB frames sent) = {attacked / calm:.2f}x; host CPU"
        f" {calm_cpu:.1f} s and {attacked_cpu:.1f} s = {attacked_cpu / calm_cpu:.2f}x"
        f" ({1000 * (attacked_cpu - calm_cpu) / max(sent, 1):.2f} ms per garbage connection);"
        f" the attackers' own CPU on the same cores: {attacker_cpu:.1f} s"
    )


def bench_sync(work: Path, rounds: int) -> None:
    _, calm_rss, _, _ = run_match(work / "calm-sync", rounds, None, 0)
    _, flood_rss, sent, _ = run_match(work / "flood", rounds, sync_flood, 1)
    print(
        f"4. host peak RSS over a {rounds}-round match: {calm_rss:.0f} MB, {flood_rss:.0f} MB"
        f" while a spectator floods sync ({sent} sent) = {flood_rss / calm_rss:.2f}x"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=13, help="rounds of the match in 3")
    parser.add_argument("--sync-rounds", type=int, default=3, help="rounds of the match in 4")
    parser.add_argument("--only", default="1,2,3,4", help="which figures, e.g. 1,2")
    args = parser.parse_args()
    only = {int(x) for x in args.only.split(",")}
    print(f"bench/door.py on {os.cpu_count()} cores (loopback; the machine may be shared)")
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        if 1 in only:
            bench_memory(work / "memory")
        if 2 in only:
            bench_guesses(work / "guesses")
        if 3 in only:
            bench_garbage(work / "garbage", args.rounds)
        if 4 in only:
            bench_sync(work / "sync", args.sync_rounds)


if __name__ == "__main__":
    main()
