"""A table through a relay under attack, against the unattacked relay in the same run (issue 34).

A real magic-wormhole transit relay on 127.0.0.1 (``twist transitrelay``, the dev extra), an
in-process host (a bot at seat 0) and relayed joiners playing greedy bots, each in a fresh data
directory. Figures:

1. seat: seconds from a relayed joiner's start to its seat at the host, for ``--trials``
   joiners one after another: unattacked; while a stranger who knows the table number keeps
   54 joiner-side connections on the slots that each send a ``hello`` and go quiet (reopened
   as soon as closed); and while a squatter waits on every slot as a host (2 connections
   each) and answers every joiner ``error: wrong join code`` (goal: <= 5 s each);
2. mangled: one whole match of 3 seats (the bot and two relayed joiners) through a relay that
   drops, duplicates, reorders or flips ``--rate`` of all frames (2%), against the same match
   through the plain relay: wall time, frames mangled, the joiners' exit codes (goal: 0) and
   whether the three logs are identical and valid.

Prints figures, asserts nothing; the machine may be shared, so figures are indicative.
Usage: ``python bench/relay_attack.py [--trials 5] [--rate 0.02] [--only 1,2]``.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the repository, for tests/
from mextrain.node import relay
from mextrain.node.frontend import QuietFrontend
from mextrain.node.host import Host
from mextrain.node.peer import Peer, PeerSettings
from mextrain.node.persistence import DataDir
from mextrain.protocol.table.verify import verify_log

from tests.node.helpers import host_settings, start_host
from tests.node.malicious_relay import Mangler, at_rate, flood, squat
from tests.node.relay_server import RelayServer

Attack = Callable[[str, str, asyncio.Event], Awaitable[None]]


def joiner(tmp: Path, name: str, code: str, via: str) -> Peer:
    root = DataDir(tmp / name)
    settings = PeerSettings("", 0, code, name, "greedy", reconnect_for=120, relay=via)
    return Peer(settings, root.role("join"), root.identity(), QuietFrontend())


async def relayed_host(tmp: Path, seats: int, via: str) -> tuple[Host, asyncio.Task[int]]:
    host, _, task = await start_host(tmp, host_settings(seats, 1, relay=via))
    deadline = time.monotonic() + 30
    while host.relay is None or len(host.relay._waiting) < relay.SLOTS:
        if time.monotonic() > deadline:
            raise SystemExit("the host's slots did not open at the relay within 30 s")
        await asyncio.sleep(0.05)
    return host, task


async def seat_times(address: str, trials: int, attack: Attack | None) -> list[float]:
    """Seconds to a seat for ``trials`` joiners, each at a fresh table, ``attack`` running on
    its table number from before the joiner starts until its match ends."""
    took: list[float] = []
    for trial in range(trials):
        with tempfile.TemporaryDirectory() as tmp_dir:
            tmp = Path(tmp_dir)
            host, host_task = await relayed_host(tmp, 2, address)
            plate = relay.nameplate(host.settings.code)
            assert plate is not None
            stop = asyncio.Event()
            attacker = asyncio.create_task(attack(address, plate, stop)) if attack else None
            if attacker is not None:
                await asyncio.sleep(3)  # the attack is in full swing before the joiner comes
            ann = joiner(tmp, f"ann{trial}", host.settings.code, address)
            start = time.monotonic()
            run = asyncio.create_task(ann.run())
            while 1 not in host.conns.by_seat and not run.done():
                await asyncio.sleep(0.01)
            took.append(time.monotonic() - start if not run.done() else float("inf"))
            codes = await asyncio.wait_for(
                asyncio.gather(host_task, run, return_exceptions=True), 180
            )
            stop.set()
            if attacker is not None:
                attacker.cancel()
                await asyncio.gather(attacker, return_exceptions=True)
            if codes != [0, 0]:
                print(f"    trial {trial}: the match ended with {codes}")
    return took


async def match(address: str, upstream: str, mangle: float | None) -> dict[str, object]:
    """One 3-seat match through ``address`` (or a Mangler in front of it at rate ``mangle``)."""
    with tempfile.TemporaryDirectory() as tmp_dir:
        tmp = Path(tmp_dir)
        mangler = Mangler(upstream, at_rate(mangle, seed=34)) if mangle else None
        if mangler is not None:
            await mangler.__aenter__()
            address = mangler.address
        try:
            start = time.monotonic()
            host, host_task = await relayed_host(tmp, 3, address)
            peers = [joiner(tmp, n, host.settings.code, address) for n in ("ann", "bob")]
            codes = await asyncio.wait_for(
                asyncio.gather(host_task, *(p.run() for p in peers), return_exceptions=True), 600
            )
            wall = time.monotonic() - start
        finally:
            if mangler is not None:
                await mangler.__aexit__()
        assert host.store is not None
        logs = [host.store.log_path.read_bytes()]
        logs += [p.log_path.read_bytes() for p in peers if p.log_path is not None]
        verdict = verify_log(logs[0])
        return {
            "wall": wall,
            "codes": codes,
            "entries": verdict.entries,
            "identical": len(logs) == 3 and len(set(logs)) == 1,
            "valid": verdict.valid and verdict.aborted is None,
            "mangled": dict(mangler.done) if mangler is not None else {},
            "reconnects": sum(
                sum(1 for n in p.frontend.notes if n.startswith("lost the host"))  # type: ignore[attr-defined]
                for p in peers
            ),
        }


def line(label: str, took: list[float]) -> str:
    worst = max(took)
    return (
        f"  {label:<34} median {statistics.median(took):5.2f} s  worst {worst:5.2f} s"
        f"  ({len(took)} joiners{', all <= 5 s' if worst <= 5 else ', NOT all <= 5 s'})"
    )


async def main(args: argparse.Namespace) -> None:
    only = {int(x) for x in args.only.split(",")}
    with (
        tempfile.TemporaryDirectory() as relay_dir,
        RelayServer(Path(relay_dir) / "relay.log") as server,
    ):
        if 1 in only:
            print("1. seconds from a relayed joiner's start to its seat")
            print(line("unattacked", await seat_times(server.address, args.trials, None)))

            async def flooding(address: str, plate: str, stop: asyncio.Event) -> None:
                await flood(address, plate, stop, sockets=54)

            print(
                line(
                    "54 hello-and-quiet on the slots",
                    await seat_times(server.address, args.trials, flooding),
                )
            )

            async def squatting(address: str, plate: str, stop: asyncio.Event) -> None:
                await squat(address, plate, stop, per_slot=2)

            print(
                line(
                    "a squatter answering error",
                    await seat_times(server.address, args.trials, squatting),
                )
            )
        if 2 in only:
            print(f"2. a 3-seat match through a relay that mangles {args.rate:.0%} of frames")
            for label, rate in (("plain relay", None), ("mangling relay", args.rate)):
                got = await match(server.address, server.address, rate)
                print(
                    f"  {label:<16} {got['wall']:6.1f} s, {got['entries']} entries, exit codes"
                    f" {got['codes']}, logs identical {got['identical']}, valid {got['valid']},"
                    f" joiners' reconnections {got['reconnects']}, frames mangled {got['mangled']}"
                )


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--trials", type=int, default=5)
    parser.add_argument("--rate", type=float, default=0.02)
    parser.add_argument("--only", default="1,2")
    asyncio.run(main(parser.parse_args()))
