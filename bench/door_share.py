"""No stranger locks the door, no connection costs the host more than its share: issue 22.

Starts ``mextrain host`` on 127.0.0.1 (a bot at seat 0, seats 1 and 2 for joiners) and measures
the host's own CPU time and RSS from /proc, with attackers in this process on other loopback
addresses (127.0.0.0/8 is all loopback on Linux):

1. door: strangers from 8 addresses (3 guessing wrong codes with 8 sockets each, 5 holding 8
   idle sockets each) flood the door from before the joiners come; a CLI joiner (seat 1) and an
   in-process joiner (seat 2, connecting from a flooding address) are timed to their seats,
   after a spectator sharing a guessing address is timed to its welcome in the lobby (goal:
   within one try of the 10 s handshake bound); mid-match the CLI joiner is killed and
   restarted and the in-process one cut off, and both are timed back to their seats; the
   match must finish;
2. memory: the host's RSS idle in its lobby, then while 40 spectators (each from its own
   address) send 1 MiB ``msg`` frames for 40 s, reconnecting whenever dropped (goal: <= 2x);
3. CPU per entry of a whole match: unattacked, with a seat re-sending its own old message as
   fast as TCP allows, with a spectator ping-flooding, and with 32 sockets from 8 addresses
   resuming with made-up tickets (goal: <= 1.3x); every match the same game (``--seed``),
   each attacked one between two unattacked ones and compared with their mean; the longest gap
   between two entries of the match (from its ``start``: the lobby's are start-ups and door
   turns) at that seat and at an honest spectator (goal: no move stalled more than 1 s beyond
   the unattacked gap), and the host's output in bytes; and a control (``--attacks spin``): a
   process spinning on the CPU beside the host, sending it nothing;
4. one reconnection (what each cut of a junk-flooder costs the host): a seat of a match that
   waits for it connects again and again (then again, sending junk after each sync, until
   cut), with this tree's host and ``--before``'s at the same time; the host's CPU per
   reconnection, and its kernel's share. This tree's host is resumed with each last
   connection's ticket (SPEC.md 8.11), ``--before``'s takes the full handshake (unless
   ``--before-resumes``).

Every loop is bounded in count and time. Prints figures, asserts nothing; the machine may be
shared, so figures are indicative. Usage: ``python bench/door_share.py [--rounds 2]
[--only 1,2,3,4] [--repeat N] [--seed S | --fresh-deals] [--before TREE [--before-resumes]]
[--no-resume] [--websocket] [--profile DIR]``: with
``--before``, figures 3 and 4 run each case with a host from TREE too (a directory holding
``mextrain/``, e.g. from ``git archive``), in the same run; its seats take the full handshake
unless ``--before-resumes`` (a TREE that knows tickets). ``--websocket``: every connection of
the bench (strangers, spectators, joiners, the CLI joiner) goes to the host's web port over a
WebSocket instead (SPEC.md 8.12), for the same figures as over TCP.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import functools
import hashlib
import itertools
import os
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any, NamedTuple

from door import cpu_seconds, free_port, rss_kb  # bench/door.py: the same /proc readings
from mextrain.node.admission import HANDSHAKE_TIMEOUT
from mextrain.node.channel import DOOR_PASS, SEAT_PROOF, Channel, join_handshake
from mextrain.node.frontend import QuietFrontend
from mextrain.node.peer import Peer, PeerSettings
from mextrain.node.persistence import DataDir
from mextrain.node.resume import RESUME_RATE, resume_handshake, ticket_of
from mextrain.node.ws_pipe import open_websocket
from mextrain.protocol.log import GAME_ID_LEN, decode_entry, decode_message
from mextrain.protocol.log.entries import read_log
from mextrain.protocol.table import seeded_bytes

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the repository, for tests/
from tests.node.strangers import fake_tickets, idle, knock  # the door tests' strangers

CODE = "bench-door-share-00"
CLI = [sys.executable, "-m", "mextrain.cli"]
PROFILE_TO: Path | None = None
"""--profile DIR: each host of figure 3 writes DIR/<case>.prof (cProfile)."""
SEED: int | None = 7
"""Figure 3's deals (--seed; None with --fresh-deals): every match of a run is the same game,
the same deals and the same bot moves, so an attacked match and its unattacked pair have the
same entries and their CPU compares one for one. The host's seed is set in the bench's own
host process (SEEDED, below: no option of the product, nothing a peer can set); the joiners'
keys and round seeds are files the bench writes in their data dirs before they start."""
SEEDED = (
    "import sys\n"
    "seed = int(sys.argv.pop(1))\n"
    "if seed >= 0:\n"
    "    from mextrain.node import host\n"
    "    _init = host.Host.__init__\n"
    "    def _seeded(self, settings, *args, **kwargs):\n"
    "        settings.seed = seed\n"
    "        _init(self, settings, *args, **kwargs)\n"
    "    host.Host.__init__ = _seeded\n"
)
"""The bench's host process, its game seeded (the seed given first; -1: not seeded): the
game id, its bot's key and round seeds, as ``mextrain play --seed`` seeds them."""
PROFILED = (
    "import cProfile, runpy, sys, time\n"
    "out = sys.argv.pop(1)\n"
    "sys.argv[0] = 'mextrain'\n"
    "p = cProfile.Profile(time.process_time)\n"
    "try:\n"
    "    p.runcall(runpy.run_module, 'mextrain.cli', run_name='__main__')\n"
    "finally:\n"
    "    p.dump_stats(out)\n"
)
"""The host under cProfile counting CPU time (not wall time: the loop's idle waits are not
its cost), its profile written to the path given next."""
PLAIN = (
    "import runpy, sys\n"
    "sys.argv[0] = 'mextrain'\n"
    "runpy.run_module('mextrain.cli', run_name='__main__')\n"
)


def write_key(path: Path, label: str) -> None:
    """A 32-byte secret file (a key or a round seed) the node reads instead of drawing one."""
    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    path.write_bytes(hashlib.sha256(f"bench-door-share:{label}".encode()).digest())
    path.chmod(0o600)


def seed_joiner(data_dir: Path, name: str, seed: int, rounds: int) -> None:
    """A joiner's key, and its round seeds in the seeded game (at whichever seat it gets):
    the same in every match of the run, so its bot plays the same moves."""
    write_key(data_dir / "identity.key", f"{name}-{seed}")
    game = seeded_bytes(seed, "game-id")(GAME_ID_LEN).hex()
    for seat in (1, 2):
        for r in range(rounds):
            seeds = data_dir / "join" / "games" / game / f"seat-{seat}"
            write_key(seeds / f"round-{r}.seed", f"{name}-{seed}-{seat}-{r}")


def game_print(work: Path) -> str:
    """What tells a game from another: the digest of its messages' rounds, seats, kinds and
    payloads after entry 0 (which holds the hour; every message names the head it saw, so
    holds it too, and so does a ``reveal``'s payload: a reveal counts by its round and seat
    only), as a set, so entries sequenced in another order (key releases racing) are the
    same game."""
    logs = list((work / "host" / "host" / "games").glob("*/log.mtlog"))
    if not logs:
        return "none"
    said = sorted(
        repr((m.round, m.seat, m.kind, m.payload if m.kind != "reveal" else ()))
        for m in (
            decode_message(decode_entry(e).message)
            for e in read_log(logs[0].read_bytes()).entries[1:]
        )
    )
    return hashlib.sha256("\n".join(said).encode()).hexdigest()[:8]


RESUME = True
"""--no-resume: this tree's joiners never resume (SPEC.md 8.11), as before it."""
BEFORE_RESUMES = False
"""--before-resumes: the --before tree knows tickets too, and its seats resume as this tree's."""
WEBSOCKET = False
"""--websocket: every connection goes to the host's web port (SPEC.md 8.12)."""
WEB_PORTS: dict[int, int] = {}
"""--websocket: each host's TCP port and its web port, where connections go instead."""


def ws_url(port: int) -> str | None:
    """The host's WebSocket (--websocket) for the host of TCP ``port``, else None."""
    web = WEB_PORTS.get(port)
    return None if web is None else f"ws://127.0.0.1:{web}/mextrain"


async def _ws_open(host: str, port: int, *, local_addr: Any = None, **_: Any) -> Any:
    """``asyncio.open_connection``'s shape, opening a WebSocket to that host's web port."""
    return await open_websocket(f"ws://{host}:{WEB_PORTS[port]}/mextrain", local_addr=local_addr)


DEADLINE = 600.0
"""No match of this benchmark runs longer (seconds)."""


def system_seconds(pid: int) -> float:
    """System CPU time of a process so far (its share of cpu_seconds in the kernel)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return int(fields[12]) / os.sysconf("SC_CLK_TCK")


def rss_mb(pid: int, field: str = "VmRSS") -> float:
    return rss_kb(pid, field) / 1024


class Host:
    """``mextrain host`` in a scratch directory, its output in files."""

    def __init__(
        self,
        work: Path,
        seats: int,
        rounds: int,
        tree: Path | None = None,
        seed: int | None = None,
    ) -> None:
        """``tree``: a source tree (holding ``mextrain/``) the host runs from instead;
        ``seed``: its game seeded (SEEDED)."""
        work.mkdir(parents=True, exist_ok=True)
        self.work = work
        self.port = free_port()
        self.out = work / "host.out"
        cli = CLI
        if PROFILE_TO is not None or seed is not None:
            # --profile: the host runs under cProfile, in CPU time
            run = PLAIN if PROFILE_TO is None else PROFILED
            prof = [] if PROFILE_TO is None else [str(PROFILE_TO / f"{work.name}.prof")]
            seeded = [str(-1 if seed is None else seed)]
            cli = [sys.executable, "-c", SEEDED + run, *seeded, *prof]
            if seed is not None:
                write_key(work / "host" / "host.key", f"host-{seed}")
        command = [
            *cli, "host", "--bot", "greedy", "--seats", str(seats), "--rounds", str(rounds),
            "--bind", "127.0.0.1", "--port", str(self.port), "--code", CODE, "--no-advertise",
            "--data-dir", str(work / "host"),
        ]  # fmt: skip
        if WEBSOCKET:
            WEB_PORTS[self.port] = free_port()
            command += ["--web-port", str(WEB_PORTS[self.port])]
        else:  # (a --before tree must know --no-web: from after the web port, SPEC.md 8.12)
            command.append("--no-web")
        self.tree = tree
        env = None if tree is None else {**os.environ, "PYTHONPATH": str(tree)}
        with open(self.out, "wb") as out:
            self.proc = subprocess.Popen(command, stdout=out, stderr=subprocess.STDOUT, env=env)
        self.cpu = 0.0
        self.sys_cpu = 0.0
        """Of which in the kernel (sockets, fsync)."""
        self.started_cpu = 0.0
        """Its CPU time when it was listening (start-up: imports, its keys, the table)."""
        self.peak = 0.0

    def output(self) -> str:
        return self.out.read_text(errors="replace")

    async def listening(self) -> None:
        deadline = time.monotonic() + 60
        while "join code:" not in self.output():
            if time.monotonic() > deadline or self.proc.poll() is not None:
                raise SystemExit(f"the host did not start:\n{self.output()}")
            await asyncio.sleep(0.1)
        with contextlib.suppress(OSError, ValueError, IndexError):
            self.started_cpu = cpu_seconds(self.proc.pid)

    def sample(self) -> None:
        with contextlib.suppress(OSError, ValueError, IndexError):
            self.cpu = cpu_seconds(self.proc.pid)
            self.sys_cpu = system_seconds(self.proc.pid)
            self.peak = max(self.peak, rss_mb(self.proc.pid))

    async def until_exit(self, deadline: float) -> tuple[float, float]:
        """Wait for the host to exit (or ``deadline``, by time.monotonic); its whole CPU time
        (user + system) and its system share, from the kernel's account at its exit (wait4:
        the last moments, after the last /proc sample, count too)."""
        pid = self.proc.pid
        while time.monotonic() < deadline:
            self.sample()
            done, status, usage = os.wait4(pid, os.WNOHANG)
            if done:
                self.proc.returncode = os.waitstatus_to_exitcode(status)
                return usage.ru_utime + usage.ru_stime, usage.ru_stime
            await asyncio.sleep(0.1)
        return self.cpu, self.sys_cpu

    def entries(self) -> int:
        logs = list((self.work / "host" / "host" / "games").glob("*/log.mtlog"))
        return len(read_log(logs[0].read_bytes()).entries) if logs else 0

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait(30)


def cli_joiner(work: Path, port: int, name: str) -> subprocess.Popen[bytes]:
    command = [
        *CLI, "join", ws_url(port) or f"127.0.0.1:{port}", "--code", CODE, "--bot", "greedy",
        "--name", name,
        "--data-dir", str(work / name),
    ]  # fmt: skip
    out = open(work / f"{name}.out", "ab")  # noqa: SIM115 - the child writes it
    proc = subprocess.Popen(command, stdout=out, stderr=subprocess.STDOUT)
    out.close()
    return proc


def from_address(source: str) -> Callable[..., Awaitable[Any]]:
    """``asyncio.open_connection`` from ``source`` (unless the caller names its own)."""
    return functools.partial(_open_from, source)


_open = asyncio.open_connection


async def _open_from(source: str, *args: Any, **kwargs: Any) -> Any:
    kwargs.setdefault("local_addr", (source, 0))
    return await _open(*args, **kwargs)


class Timed(Peer):
    """An in-process bot joiner that notes when each entry arrives and when it is seated."""

    def __init__(self, work: Path, port: int, name: str) -> None:
        root = DataDir(work / name)
        settings = PeerSettings(
            "127.0.0.1", port, CODE, name, "greedy", reconnect_for=120, websocket=ws_url(port)
        )
        super().__init__(settings, root.role("join"), root.identity(), QuietFrontend())
        self.arrivals: list[tuple[float, bool]] = []
        self.welcomed: list[float] = []

    def _take_seat(self, *args: Any) -> None:
        self.welcomed.append(time.monotonic())
        super()._take_seat(*args)

    def _handle(self, kind: str, fields: tuple[Any, ...]) -> None:
        if kind == "entry":
            self.arrivals.append(arrival(fields[0]))
        super()._handle(kind, fields)

    def longest_gap(self) -> float:
        return longest_gap(self.arrivals)


def arrival(entry: bytes) -> tuple[float, bool]:
    """When an entry arrived, and whether it is the match's ``start`` (the lobby ends there)."""
    return time.monotonic(), decode_message(decode_entry(entry).message).kind == "start"


def longest_gap(arrivals: list[tuple[float, bool]]) -> float:
    """The longest wait between two entries of the match, from its ``start`` on: a stalled
    move. (The lobby's gaps are joiners' start-ups and door turns, not moves.)"""
    starts = [i for i, (_, start) in enumerate(arrivals) if start]
    times = [t for t, _ in arrivals[starts[0] if starts else 0 :]]
    return max((b - a for a, b in itertools.pairwise(times)), default=0.0)


class Watcher:
    """An honest spectator noting when each entry reaches it: the table's longest stall."""

    def __init__(self) -> None:
        self.arrivals: list[tuple[float, bool]] = []

    async def watch(self, port: int, stop: asyncio.Event) -> None:
        for _ in range(100):
            if stop.is_set():
                return
            try:
                channel = await spectator(port, "127.0.0.70")
            except Exception:
                await asyncio.sleep(0.2)
                continue
            with contextlib.suppress(Exception):
                while not stop.is_set():
                    env = await channel.recv(30)
                    if env.kind == "entry":
                        self.arrivals.append(arrival(env.fields[0]))
                    elif env.kind == "ping":
                        channel.send("pong")
            channel.close()
            return

    def longest_gap(self) -> float:
        return longest_gap(self.arrivals)


# ---------------------------------------------------------------- attackers


async def spectator(port: int, source: str) -> Channel:
    reader, writer = await _open("127.0.0.1", port, local_addr=(source, 0))
    channel = await join_handshake(reader, writer, CODE, timeout=15)
    channel.send("join", "watcher", None, "spectator", None)
    welcome = await channel.recv(10)
    if welcome.kind != "welcome":
        raise ConnectionError(str(welcome.fields))
    channel.send("sync", 0, bytes(32))
    return channel


async def discard(channel: Channel, stop: asyncio.Event) -> None:
    """Read and drop whatever the host sends (an attacker that does read)."""
    with contextlib.suppress(Exception):
        while not stop.is_set():
            await channel.recv(30)


async def big_frames(port: int, source: str, stop: asyncio.Event, sent: list[int]) -> None:
    """A spectator sending 1 MiB ``msg`` frames, reconnecting when dropped."""
    body = b"\x00" * (1 << 20)
    for _ in range(10_000):
        if stop.is_set():
            return
        try:
            channel = await spectator(port, source)
        except Exception:
            await asyncio.sleep(0.2)
            continue
        reading = asyncio.create_task(discard(channel, stop))
        with contextlib.suppress(Exception):
            for _ in range(50):
                if stop.is_set() or channel.writer.is_closing():
                    break
                channel.send("msg", body)
                sent[0] += 1
                await channel.drain(5)
        channel.close()
        reading.cancel()
        await asyncio.gather(reading, return_exceptions=True)


async def ping_flood(port: int, stop: asyncio.Event, sent: list[int]) -> None:
    """A spectator sending ``ping`` as fast as TCP takes it (and reading the pongs)."""
    for _ in range(1000):
        if stop.is_set():
            return
        try:
            channel = await spectator(port, "127.0.0.60")
        except Exception:
            await asyncio.sleep(0.2)
            continue
        reading = asyncio.create_task(discard(channel, stop))
        with contextlib.suppress(Exception):
            for _ in range(2_000_000):
                if stop.is_set() or channel.writer.is_closing():
                    break
                channel.send("ping")
                sent[0] += 1
                if channel.backlog > 256 << 10:
                    await channel.drain(30)
                elif sent[0] % 64 == 0:
                    await asyncio.sleep(0)
        channel.close()
        reading.cancel()
        await asyncio.gather(reading, return_exceptions=True)


async def ticket_flood(port: int, stop: asyncio.Event, sent: list[int]) -> None:
    """32 sockets from 8 addresses resuming with made-up tickets back to back (SPEC.md 8.11);
    ``sent[0]`` counts the answers they got."""
    await asyncio.gather(
        *(fake_tickets(port, f"127.0.0.{80 + a}", stop, sent) for a in range(8) for _ in range(4))
    )


async def spin(stop: asyncio.Event) -> None:
    """The control of figure 3: a process that only spins on the CPU, as a flooder does (the
    in-process ones take a core), and sends the host nothing. On a machine of 2 cores the
    host's own work costs more CPU time while another process runs beside it (caches, a shared
    core under the virtual machine): what the host pays for that is no cost of the junk."""
    proc = await asyncio.create_subprocess_exec(sys.executable, "-c", "while True: pass")
    try:
        await stop.wait()
    finally:
        proc.kill()
        await proc.wait()


async def resend_flood(
    peer: Timed, stop: asyncio.Event, sent: list[int], rate: float | None = None
) -> None:
    """The in-process seat re-sends its own ``join`` message, already in the log, as fast as
    TCP takes it (or ``rate`` a second: a flooder that keeps within its budget, so its own
    moves are not stuck behind its junk)."""
    while not stop.is_set() and (peer.table is None or len(peer.table.entries) < 4):
        await asyncio.sleep(0.05)
    if stop.is_set() or peer.table is None:
        return
    old = next(
        m
        for m in (decode_entry(e).message for e in peer.table.entries)
        if decode_message(m).seat == peer.seat
    )
    for _ in range(5_000_000):
        channel = peer._channel
        if stop.is_set():
            return
        live = peer.driver is not None and peer.driver.live
        if channel is None or channel.writer.is_closing() or not live:
            await asyncio.sleep(0.05)  # a msg before the sync would only get it dropped
            continue
        channel.send("msg", old)
        sent[0] += 1
        if rate is not None:
            await asyncio.sleep(1 / rate)
        elif channel.backlog > 256 << 10:
            with contextlib.suppress(Exception):
                await channel.drain(30)
        elif sent[0] % 64 == 0:
            await asyncio.sleep(0)


# ---------------------------------------------------------------- 1. the door


async def from_guessing_address(port: int, source: str) -> tuple[float, int]:
    """A spectator sharing ``source`` with strangers guessing the code back to back: the
    seconds until its ``welcome`` and the tries it took (a ``busy:`` host or a handshake
    cut at its bound is tried again soon, as a joiner does)."""
    start = time.monotonic()
    why = ""
    for tries in itertools.count(1):
        if time.monotonic() - start > 120:
            raise SystemExit(f"a spectator from a guessing address was kept out 120 s: {why}")
        try:
            channel = await spectator(port, source)
        except Exception as exc:
            why = f"{type(exc).__name__}: {exc}"
            await asyncio.sleep(0.2)
            continue
        took = time.monotonic() - start
        channel.close()
        return took, tries
    raise AssertionError("unreachable")


async def door(work: Path, rounds: int) -> None:
    host = Host(work, seats=3, rounds=rounds)
    stop = asyncio.Event()
    tasks: list[asyncio.Task[None]] = []
    joiner: subprocess.Popen[bytes] | None = None
    try:
        await host.listening()
        for a in range(2, 10):
            stranger = knock if a < 5 else idle  # 3 addresses guessing, 5 holding idle sockets
            tasks += [
                asyncio.create_task(stranger(host.port, f"127.0.0.{a}", stop)) for _ in range(8)
            ]
        await asyncio.sleep(4)
        # in the lobby, so the match's length does not bound it
        watcher_in, watcher_tries = await from_guessing_address(host.port, "127.0.0.3")
        start = time.monotonic()
        joiner = cli_joiner(work, host.port, "cli")
        peer = Timed(work, host.port, "inproc")
        run = asyncio.create_task(peer.run())

        def connected(name: str) -> int:
            lines = host.output().splitlines()
            return sum(1 for n in lines if f"'{name}' (seat" in n and n.endswith("connected"))

        cli_seated = -1.0
        while cli_seated < 0 or not peer.welcomed:
            if time.monotonic() - start > 60:
                raise SystemExit(f"joiners not seated in 60 s:\n{host.output()[-3000:]}")
            if cli_seated < 0 and connected("cli"):
                cli_seated = time.monotonic() - start
            await asyncio.sleep(0.05)
        peer_seated = peer.welcomed[0] - start
        # from now on the in-process seat connects from a flooding address
        asyncio.open_connection = from_address("127.0.0.2")  # type: ignore[assignment]
        while peer.table is None or len(peer.table.entries) < 12:
            await asyncio.sleep(0.1)
        joiner.kill()
        joiner.wait(10)
        again = time.monotonic()
        joiner = cli_joiner(work, host.port, "cli")
        while connected("cli") < 2:
            if time.monotonic() - again > 60:
                raise SystemExit("the restarted joiner was not seated in 60 s")
            await asyncio.sleep(0.05)
        cli_back = time.monotonic() - again
        cut = time.monotonic()
        assert peer._channel is not None
        peer._channel.fail("bench: cut")
        while len(peer.welcomed) < 2:
            if time.monotonic() - cut > 60:
                raise SystemExit("the cut joiner was not back in 60 s")
            await asyncio.sleep(0.05)
        peer_back = peer.welcomed[1] - cut
        code = await asyncio.wait_for(run, DEADLINE)
        finished = host.proc.wait(60) == 0 and code == 0 and joiner.wait(60) == 0
        print(
            f"1. door flooded from 8 addresses (24 guessing sockets, 40 idle): new joiners from"
            f" 127.0.0.1 seated in {cli_seated:.1f} s (CLI process, its start-up included) and"
            f" {peer_seated:.1f} s (in-process); restarted CLI seat back in {cli_back:.1f} s"
            f" (start-up included), cut-off seat"
            f" (door pass, flooding address) back in {peer_back:.1f} s; a spectator from a"
            f" guessing address welcomed in {watcher_in:.1f} s ({watcher_tries}"
            f" {'try' if watcher_tries == 1 else 'tries'}; the handshake bound is"
            f" {HANDSHAKE_TIMEOUT:.0f} s a try); match"
            f" {'finished' if finished else 'did NOT finish'} ({host.entries()} entries)"
        )
    finally:
        asyncio.open_connection = _open
        stop.set()
        await asyncio.gather(*tasks, return_exceptions=True)
        if joiner is not None and joiner.poll() is None:
            joiner.kill()
        host.stop()


# ---------------------------------------------------------------- 2. memory


async def memory(work: Path, seconds: float) -> None:
    host = Host(work, seats=2, rounds=1)
    stop = asyncio.Event()
    sent = [0]
    try:
        await host.listening()
        await asyncio.sleep(3)
        base = rss_mb(host.proc.pid)
        tasks = [
            asyncio.create_task(big_frames(host.port, f"127.0.0.{10 + n}", stop, sent))
            for n in range(40)
        ]
        end = time.monotonic() + seconds
        while time.monotonic() < end and host.proc.poll() is None:
            host.sample()
            await asyncio.sleep(0.2)
        stop.set()
        await asyncio.gather(*tasks, return_exceptions=True)
        await asyncio.sleep(3)
        after = rss_mb(host.proc.pid)
        peak = rss_mb(host.proc.pid, "VmHWM")
        out = host.out.stat().st_size
        print(
            f"2. host RSS with 40 spectators sending 1 MiB msg frames for {seconds:.0f} s"
            f" ({sent[0]} frames sent): {base:.0f} MB idle, peak {peak:.0f} MB ="
            f" {peak / base:.2f}x, {after:.0f} MB 3 s after; host output {out} bytes"
        )
    finally:
        stop.set()
        host.stop()


# ---------------------------------------------------------------- 3. CPU per entry


class Played(NamedTuple):
    """One match of figure 3."""

    cpu: float
    """The host's CPU (user + system) from listening to its exit, in seconds."""
    system: float
    """Of which in the kernel."""
    entries: int
    gap_seat: float
    """The longest gap between two entries of the match at the in-process (flooding) seat."""
    gap_watcher: float
    """... and at an honest spectator."""
    output: int
    """The host's output in bytes."""
    sent: int
    """Attack units sent (answers counted, for tickets)."""
    finished: bool
    game: str
    """game_print: equal for two matches of the same game."""
    seat: int | None
    """The in-process joiner's seat (1 in every seeded match, or the games differ)."""
    load: float
    """The machine's load average (1 min) when it ended."""
    wall: float
    """Seconds from the host listening to its exit (a stretched match costs idle time too)."""

    @property
    def per_entry(self) -> float:
        return self.cpu / max(1, self.entries)


async def match(work: Path, rounds: int, attack: str | None, tree: Path | None = None) -> Played:
    """A 3-seat match, seeded (SEED) unless --fresh-deals."""
    if SEED is not None:
        for name in ("cli", "inproc"):
            seed_joiner(work / name, name, SEED, rounds)
    host = Host(work, seats=3, rounds=rounds, tree=tree, seed=SEED)
    stop = asyncio.Event()
    sent = [0]
    watcher = Watcher()
    try:
        await host.listening()
        watching = asyncio.create_task(watcher.watch(host.port, stop))
        joiner = cli_joiner(work, host.port, "cli")
        peer = Timed(work, host.port, "inproc")
        peer.resumption = (tree is None or BEFORE_RESUMES) and RESUME  # an older host may not
        run = asyncio.create_task(peer.run())
        attacker: asyncio.Task[None] | None = None
        if attack == "resend":
            attacker = asyncio.create_task(resend_flood(peer, stop, sent))
        elif attack == "resend-30":
            attacker = asyncio.create_task(resend_flood(peer, stop, sent, 30.0))
        elif attack == "ping":
            attacker = asyncio.create_task(ping_flood(host.port, stop, sent))
        elif attack == "tickets":
            attacker = asyncio.create_task(ticket_flood(host.port, stop, sent))
        elif attack == "spin":
            attacker = asyncio.create_task(spin(stop))
        began = time.monotonic()
        used = await host.until_exit(began + DEADLINE)
        wall = time.monotonic() - began
        stop.set()
        if attacker is not None:
            await asyncio.gather(attacker, return_exceptions=True)
        watching.cancel()
        await asyncio.gather(watching, return_exceptions=True)
        code = await asyncio.wait_for(run, 60)
        finished = host.proc.wait(60) == 0 and code == 0 and joiner.wait(60) == 0
        return Played(
            used[0] - host.started_cpu, used[1], host.entries(), peer.longest_gap(),
            watcher.longest_gap(), host.out.stat().st_size, sent[0], finished,
            game_print(work), peer.seat, os.getloadavg()[0], wall,
        )  # fmt: skip
    finally:
        stop.set()
        host.stop()


CASES = (
    (None, "unattacked"),
    ("resend", "a seat re-sending its old message as fast as TCP takes it"),
    ("resend-30", "a seat re-sending its old message 30 times a second"),
    ("ping", "a spectator pinging as fast as TCP takes it"),
    ("tickets", "32 sockets from 8 addresses resuming with made-up tickets (answers counted)"),
    ("spin", "a control: a process spinning on the CPU, sending the host nothing"),
)


async def cpu(
    work: Path, rounds: int, chosen: set[str], before: Path | None, repeat: int = 1
) -> None:
    """Each case with this tree's host, and with ``before``'s too if given (an A/B in one
    run, the same machine load); ``repeat`` times over. Every match is the same game (SEED),
    so an attacked match and an unattacked one have the same entries. The machine is shared:
    the same match costs the host 10-25% more CPU time when the load around it rises, so
    every attacked match is played between two unattacked ones (of its tree) and compared
    with their mean, and the repeats run the attacks forwards then backwards. Then each
    case's ratios, min, median and max, the medians' ratio, and the longest gaps. (With
    --fresh-deals each match deals afresh, and a match of fewer entries costs more per
    entry: its rounds' shuffles and audits are shared by fewer.)"""
    cases = [(a, what) for a, what in CASES if a is not None and a in chosen]
    trees = [("before", before), ("after", None)] if before is not None else [("", None)]
    played: dict[str, list[tuple[str, Played]]] = {label: [] for label, _ in trees}
    """Per tree, its matches in the order they were played: (case, result)."""
    paired = f"seed {SEED}: every match the same game" if SEED is not None else "fresh deals"
    print(
        f"3. {rounds}-round 3-seat matches ({paired}); host CPU (user + system) from"
        " listening to its exit, per entry; each attacked match between two unattacked ones"
    )
    slots: list[tuple[str | None, str]] = [(None, "unattacked")]
    for repeat_no in range(repeat):
        for case in cases if repeat_no % 2 == 0 else cases[::-1]:
            slots += [case, (None, "unattacked")]
    for n, (attack, what) in enumerate(slots):
        for label, tree in trees:
            case = attack or "calm"
            got = await match(work / f"{n:02d}-{case}-{label or 'this'}", rounds, attack, tree)
            played[label].append((case, got))
            print(
                f"   {n + 1}{label and ' ' + label}: {what} ({got.sent}"
                f" {'answered' if attack == 'tickets' else 'frames sent'}):"
                f" {got.cpu:.2f} s ({got.system:.2f} s system) for {got.entries} entries ="
                f" {1000 * got.per_entry:.2f} ms/entry in {got.wall:.1f} s; longest gap at"
                f" the flooding seat {got.gap_seat:.2f} s, at a spectator"
                f" {got.gap_watcher:.2f} s; game {got.game}, joiner at seat {got.seat};"
                f" host output {got.output} bytes;"
                f" {'finished' if got.finished else 'did NOT finish'}; load {got.load:.2f}",
                flush=True,
            )
    for label, _ in trees:
        matches = played[label]
        calm = [got for case, got in matches if case == "calm"]
        for attack, _ in cases:
            ratios: list[float] = []
            same = 0
            runs = []
            for i, (case, got) in enumerate(matches):
                if case != attack:
                    continue
                around = (matches[i - 1][1], matches[i + 1][1])  # the unattacked ones beside it
                ratios.append(got.per_entry / statistics.mean(c.per_entry for c in around))
                same += all(c.game == got.game for c in around)
                runs.append(got)
            if not runs:
                continue
            medians = statistics.median(g.per_entry for g in runs) / statistics.median(
                c.per_entry for c in calm
            )
            print(
                f"   {label + ': ' if label else ''}{attack} over {len(runs)} repeats ({same}"
                f" the same game as the unattacked beside them), per entry against the mean"
                f" of the unattacked beside it: {', '.join(f'{r:.2f}' for r in ratios)}x ="
                f" {min(ratios):.2f}x min, {statistics.median(ratios):.2f}x median,"
                f" {max(ratios):.2f}x max; medians' ratio {medians:.2f}x; longest gap"
                f" {max(g.gap_seat for g in runs):.2f} s at the flooding seat,"
                f" {max(g.gap_watcher for g in runs):.2f} s at a spectator (unattacked"
                f" {max(c.gap_seat for c in calm):.2f} s, {max(c.gap_watcher for c in calm):.2f}"
                f" s); {sum(g.finished for g in runs)}/{len(runs)} finished; load"
                f" {min(g.load for g in runs):.1f}-{max(g.load for g in runs):.1f}",
                flush=True,
            )
    print(
        "   (load: the 1-minute load average at each match's end; the machine has"
        f" {os.cpu_count()} cores)"
    )


# ---------------------------------------------------------------- 4. one reconnection


async def reconnects(work: Path, count: int, before: Path | None) -> None:
    """The host's CPU for one seat reconnecting mid-match (what each cut of a junk-flooder
    costs it: the handshake, the door pass and seat proof, the welcome, the catch-up, the
    hang-up), with this tree's host and ``before``'s at the same time (the same machine
    load): a 2-seat match is left waiting on its joiner's seat, whose key then connects
    ``count`` times in a row, each time syncing and hanging up once caught up (then as many
    times sending junk after the sync, until cut); the host's idle CPU is taken off."""
    trees = [("before", before), ("after", None)] if before is not None else [("", None)]
    hosts = [
        Host(work / f"reconnect-{label or 'this'}", seats=2, rounds=1, tree=tree)
        for label, tree in trees
    ]
    try:
        waiting = await asyncio.gather(*(_waiting_seat(host) for host in hosts))
        t0, c0 = time.monotonic(), [cpu_seconds(host.proc.pid) for host in hosts]
        await asyncio.sleep(IDLE_FOR)  # the clock ticks in 10 ms: a long look
        wall = time.monotonic() - t0
        idle = [(cpu_seconds(h.proc.pid) - c) / wall for h, c in zip(hosts, c0, strict=True)]
        for junk in (0, JUNK_FRAMES):
            t0, c0 = time.monotonic(), [cpu_seconds(host.proc.pid) for host in hosts]
            s0 = [system_seconds(host.proc.pid) for host in hosts]
            walls = await asyncio.gather(
                *(_reconnect_many(h, *w, junk, count) for h, w in zip(hosts, waiting, strict=True))
            )
            rows = zip(trees, hosts, idle, c0, s0, walls, strict=True)
            for (label, _), host, spent_idle, c, system, w in rows:
                raw = cpu_seconds(host.proc.pid) - c
                spent = raw - spent_idle * w
                system = system_seconds(host.proc.pid) - system
                print(
                    f"4. {label + ': ' if label else ''}one seat reconnecting mid-match"
                    f" {count} times, {f'{junk} junk frames each' if junk else 'no junk'}:"
                    f" host CPU {1000 * spent / count:.2f} ms per reconnection, of which"
                    f" {1000 * system / count:.2f} ms in the kernel (idle"
                    f" {1000 * spent_idle:.1f} ms/s taken off, {w:.1f} s; before that"
                    f" {1000 * raw / count:.2f} ms: the idle reading is a few 10 ms clock"
                    " ticks, so compare both)",
                    flush=True,
                )
        for host in hosts:
            host.proc.send_signal(signal.SIGINT)  # a clean stop: --profile writes its file
            with contextlib.suppress(subprocess.TimeoutExpired):
                host.proc.wait(20)
    finally:
        for host in hosts:
            host.stop()


async def _waiting_seat(host: Host) -> tuple[Timed, Any, bytes]:
    """Start the match with an in-process joiner, then stop it: the table waits for its
    seat. Returns the joiner, its table, and a message of its own already in the log."""
    await host.listening()
    peer = Timed(host.work, host.port, "inproc")
    run = asyncio.create_task(peer.run())
    while peer.table is None or len(peer.table.entries) < 12:
        if run.done():
            raise SystemExit("the joiner stopped before the match began")
        await asyncio.sleep(0.05)
    run.cancel()
    await asyncio.gather(run, return_exceptions=True)
    table = peer.table
    assert table is not None and peer.seat is not None
    await asyncio.sleep(2)  # the table now waits for this seat: the host is idle
    old = next(
        m
        for m in (decode_entry(e).message for e in table.entries)
        if decode_message(m).seat == peer.seat
    )
    return peer, table, old


async def _reconnect_many(
    host: Host, peer: Timed, table: Any, old: bytes, junk: int, count: int
) -> float:
    """``count`` reconnections; the wall time they took. This tree's host is resumed with
    each last connection's ticket (the first reconnection takes the full handshake)."""
    resumes = (host.tree is None or BEFORE_RESUMES) and RESUME
    ticket: list[Any] | None = [None] if resumes else None
    t0 = time.monotonic()
    for _ in range(count):
        started = time.monotonic()
        await _reconnect_once(host.port, peer, table, old, junk, ticket)
        if ticket is not None:  # a seat resumes at most RESUME_RATE a second (the door's pace)
            await asyncio.sleep(max(0.0, 1 / RESUME_RATE - (time.monotonic() - started)))
    return time.monotonic() - t0


IDLE_FOR = 15.0
"""Figure 4 takes the host's idle CPU (its watchdog, pings, the pause's countdown) over this
long and takes it off: the door lets a seat in twice a second, so idle time is half of it."""
JUNK_FRAMES = 2000
"""Figure 4's flooder: this many copies of its old message after each sync (about 0.4 MB),
then it waits for the host to cut it (the table waits for its seat)."""


async def _reconnect_once(
    port: int, peer: Timed, table: Any, old: bytes, junk: int, ticket: list[Any] | None
) -> None:
    """One reconnection: with the last one's ticket when ``ticket`` holds one (SPEC.md 8.11,
    this tree's host), else through the full handshake (``ticket`` None: never resumes)."""
    reader, writer = await _open("127.0.0.1", port)
    if ticket is not None and ticket[0] is not None:
        channel = await resume_handshake(reader, writer, ticket[0], timeout=15)
    else:
        seat = peer.seat
        game = table.game_id
        channel = await join_handshake(
            reader, writer, CODE, timeout=15,
            door_pass=lambda share: (seat, peer.identity.sign(DOOR_PASS, game + share)),
        )  # fmt: skip
        proof = peer.identity.sign(SEAT_PROOF, channel.binding)
        channel.send("join", "inproc", peer.identity.public_key, "player", proof)
    welcome = await channel.recv(10)
    if welcome.kind != "welcome":
        raise SystemExit(f"not welcomed back: {welcome.fields}")
    if ticket is not None:
        ticket[0] = ticket_of(channel.ke)
    have = len(table.entries)
    channel.send("sync", have, table.head)
    for _ in range(welcome.fields[3] - have):
        await channel.recv(10)
    if junk:
        channel.send_all("msg", [old] * junk)
        with contextlib.suppress(Exception):
            for _ in range(1000):
                await channel.recv(10)  # until the host cuts it
    await channel.closed()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--seconds", type=float, default=40.0, help="length of figure 2")
    parser.add_argument("--only", default="1,2,3")
    parser.add_argument(
        "--attacks", default="resend,resend-30,ping,tickets", help="which floods figure 3 runs"
    )
    parser.add_argument("--reconnects", type=int, default=200, help="figure 4's count")
    parser.add_argument("--repeat", type=int, default=1, help="figure 3 this many times over")
    parser.add_argument("--profile", type=Path, help="write figure 3's host profiles here")
    parser.add_argument("--seed", type=int, default=7, help="figure 3's game (every match)")
    parser.add_argument(
        "--fresh-deals", action="store_true", help="figure 3's matches each deal afresh"
    )
    parser.add_argument(
        "--no-resume", action="store_true", help="this tree's joiners take the full handshake"
    )
    parser.add_argument(
        "--before-resumes", action="store_true", help="--before's seats resume too (8.11)"
    )
    parser.add_argument("--keep", type=Path, help="work in this directory, kept (the outputs)")
    parser.add_argument(
        "--before", type=Path, help="a source tree holding mextrain/: figure 3 runs it too (A/B)"
    )
    parser.add_argument(
        "--websocket", action="store_true", help="every connection over the host's web port"
    )
    args = parser.parse_args()
    global PROFILE_TO, RESUME, BEFORE_RESUMES, WEBSOCKET, SEED, _open
    PROFILE_TO = args.profile
    SEED = None if args.fresh_deals else args.seed
    RESUME = not args.no_resume
    BEFORE_RESUMES = args.before_resumes
    if args.websocket:
        WEBSOCKET = True
        _open = asyncio.open_connection = _ws_open  # type: ignore[assignment]
    only = {int(x) for x in args.only.split(",")}
    over = "WebSocket connections to the web port" if WEBSOCKET else "TCP"
    cores = os.cpu_count()
    print(f"bench/door_share.py on {cores} cores (loopback, {over}; the machine may be shared)")
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp) if args.keep is None else args.keep
        if 1 in only:
            asyncio.run(door(work / "door", args.rounds))
        if 2 in only:
            asyncio.run(memory(work / "memory", args.seconds))
        if 3 in only:
            chosen = set(args.attacks.split(","))
            asyncio.run(cpu(work / "cpu", args.rounds, chosen, args.before, args.repeat))
        if 4 in only:
            asyncio.run(reconnects(work / "reconnect", args.reconnects, args.before))


if __name__ == "__main__":
    main()
