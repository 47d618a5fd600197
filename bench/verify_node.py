"""The TypeScript verifier (web/) against mextrain's, in one run: CPU time to verify the same
13-round, 4-seat match log (ristretto255, the reference host's group), and a seat's share of a
4-seat classic deal in each implementation (web/bench/verify.mjs, which this runs with Node).

A seat's share of a deal is what a seat's node spends from the open to the last deal entry as
it really runs: four seat tables (Python's ``Table``, TypeScript's ``SeatDriver``) against a
host in memory, only the seats' own calls timed (every entry checked, signatures included, the
seat's commitment, shuffle and lock steps, deal keys and its hand opened), divided by four. The
deck's part alone (four TypeScript ``SeatDeck``s) is printed too, and the unit operations under
all of it: one ristretto255 scalar multiplication and one Ed25519 signature check, on
@noble/curves, on libsodium.js (WebAssembly) and in Python (libsodium, native).

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
from mextrain.protocol.log import GAME_ID_LEN, Identity
from mextrain.protocol.log.identity import verify
from mextrain.protocol.rules.ruleset import preset
from mextrain.protocol.table import Sequencer, Stage, Table
from mextrain.protocol.table.harness import run_match, seeded_bytes
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


def python_seat_deal(seed: int) -> float:
    """The four seats' CPU time (their own calls only) from the open to round 0's last deal."""
    host = Table(identity=Identity(seeded_bytes(seed, "host")(32)), host=True, name="host")
    sequencer = Sequencer(host)
    seats = [
        Table(
            identity=Identity(seeded_bytes(seed, f"identity-{s}")(32)),
            seat=s,
            round_seed=lambda game, r, s=s: seeded_bytes(seed, f"round-{s}-{game.hex()}-{r}")(32),
            strategy=greedy_strategy,
        )
        for s in range(4)
    ]
    queue = [
        host.open_table(
            game_id=seeded_bytes(seed, "game")(GAME_ID_LEN),
            rules=preset("classic"),
            seats=4,
            table_name="bench",
            created=0,
        )
    ]
    spent = 0.0
    while queue and host.stage is not Stage.TURNS:
        entry = sequencer.sequence(queue.pop(0))
        owed = []
        for seat in seats:
            start = time.process_time()
            seat.receive(entry)
            owed.extend(seat.outbox())
            spent += time.process_time() - start
        queue.extend(host.outbox())
        queue.extend(owed)
    assert all(seat.stage is Stage.TURNS for seat in seats)
    return spent


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
    py_deal = statistics.median(python_seat_deal(r) for r in range(args.repeat)) / 4
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
        ("a Python seat's share of a 4-seat deal (ristretto255)", py_deal * 1000),
        ("a TypeScript seat's share of the same deal", ts["seat_deal_share_ms"]),
        ("  its deck's part alone (four SeatDecks)", ts["deck_deal_share_ms"]),
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
