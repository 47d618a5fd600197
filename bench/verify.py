"""CPU time to verify a whole 13-round, 4-seat match log against its floor, in both deck groups.

For each deck group (edwards25519: logs written before ristretto255; ristretto255: new tables;
SPEC.md 4.1) the same match is played in memory, plain and with the verified-shuffle option
(SPEC.md 4.12), and each log is verified. Floors, priced at the unit costs measured in the same
run (the old floor at edwards25519's, the new at ristretto255's):

* plain: two Ed25519 signature checks per entry (the host's and the player's), the audits'
  multiplications (2 x seats x deck size a round), one per opened played card, and in
  ristretto255 one point check per received deck point (2 x seats x deck size a round);
* proven: the plain floor plus, per step, the proof check (a shuffle: 8n - 1 multiplications and
  n + 3 by G in edwards25519's compact form, 7n and 1 in ristretto255's announcement form; a
  lock: 4n) and one multiplication by G per released key (checked against its commitment).

Every figure, unit costs included, is CPU time (``time.process_time``) and the median of
``--repeat`` runs, so ratios hold on a busy machine. Prints figures; asserts nothing timed.
Usage: ``python bench/verify.py [--rounds 13] [--seats 4] [--repeat 3] [--no-proven]``.
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import statistics
import time
from collections.abc import Callable

import nacl.signing
from mextrain.protocol.bots.strategies import greedy_strategy
from mextrain.protocol.deck.group import EDWARDS25519, ORDER, RISTRETTO255, DeckGroup
from mextrain.protocol.deck.keys import tile_points
from mextrain.protocol.log.entries import decode_entry, read_log
from mextrain.protocol.log.messages import decode_message
from mextrain.protocol.rules.ruleset import preset
from mextrain.protocol.rules.tiles import tile_set
from mextrain.protocol.table.harness import run_match
from mextrain.protocol.table.verify import verify_log

GROUPS = (EDWARDS25519, RISTRETTO255)


def median_cpu(fn: Callable[[], object], repeat: int) -> float:
    """The statistic of every figure here: the median CPU time of ``repeat`` runs."""
    times = []
    for _ in range(repeat):
        start = time.process_time()
        fn()
        times.append(time.process_time() - start)
    return statistics.median(times)


def unit_costs(group: DeckGroup, repeat: int = 9) -> dict[str, float]:
    """Median CPU seconds of a signature check, a multiplication, one by G, a point check."""
    key = nacl.signing.SigningKey(os.urandom(32))
    signed, verify_key = key.sign(b"x" * 200), key.verify_key
    points = tile_points(tile_set(12), group) * 3
    scalar = int.from_bytes(os.urandom(64), "little") % ORDER or 1
    n = len(points)
    return {
        "sig": median_cpu(lambda: [verify_key.verify(signed) for _ in range(n)], repeat) / n,
        "mult": median_cpu(lambda: group.mult_each(scalar, points), repeat) / n,
        "base": median_cpu(lambda: [group.base(scalar) for _ in range(n)], repeat) / n,
        "check": median_cpu(lambda: [group.is_valid_point(p) for p in points], repeat) / n,
    }


def counts(data: bytes, seats: int, deck: int, rounds: int) -> dict[str, int]:
    """What the log makes a verifier do, by kind: entries, opened plays, released keys."""
    entries = read_log(data).entries
    plays = keys = 0
    for raw in entries:
        m = decode_message(decode_entry(raw).message)
        if m.kind in ("play", "place_engine"):
            plays += 1
            keys += 1
        elif m.kind == "release":
            keys += 1
        elif m.kind == "deal":
            keys += len(m.payload[0])
    return {
        "entries": len(entries),
        "sigs": 2 * len(entries),
        "mults": rounds * 2 * seats * deck + plays,
        "points": rounds * 2 * seats * deck,
        "keys": keys,
    }


def plain_floor(c: dict[str, int], u: dict[str, float], group: DeckGroup) -> float:
    checks = 0 if group is EDWARDS25519 else c["points"]
    return c["sigs"] * u["sig"] + c["mults"] * u["mult"] + checks * u["check"]


def proof_floor(
    c: dict[str, int], u: dict[str, float], group: DeckGroup, n: int, steps: int
) -> float:
    """What the proofs add: ``steps`` shuffle and as many lock checks, and the key checks."""
    compact = group is EDWARDS25519
    var, base = (8 * n - 1, n + 3) if compact else (7 * n, 1)
    per_pair = (var + 4 * n) * u["mult"] + base * u["base"]
    return steps * per_pair + c["keys"] * u["base"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rounds", type=int, default=13)
    parser.add_argument("--seats", type=int, default=4)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--no-proven", action="store_true", help="skip the proven logs")
    args = parser.parse_args()
    rules = dataclasses.replace(preset("classic"), rounds=args.rounds)
    deck = rules.deck_size()
    units = {g.name: unit_costs(g) for g in GROUPS}
    old, new = units["edwards25519"], units["ristretto255"]
    print(
        f"{args.rounds} rounds, {args.seats} seats, {deck} cards; CPU time, median of {args.repeat}"
    )
    for name, u in units.items():
        print(
            f"  unit costs {name:>12}: signature check {u['sig'] * 1e6:.1f} us, multiplication"
            f" {u['mult'] * 1e6:.1f} us, by G {u['base'] * 1e6:.1f} us, point check"
            f" {u['check'] * 1e6:.1f} us"
        )
    for group in GROUPS:
        own = units[group.name]
        strategies = [greedy_strategy] * args.seats
        data = run_match(rules, strategies, seed=1, deck_group=group.name).log_bytes()
        c = counts(data, args.seats, deck, args.rounds)

        def check(log: bytes = data) -> None:
            result = verify_log(log)
            assert result.valid, result.reason

        plain = median_cpu(check, args.repeat)
        floor_old, floor_new = plain_floor(c, old, EDWARDS25519), plain_floor(c, new, RISTRETTO255)
        floor_own = plain_floor(c, own, group)
        print(
            f"{group.name}: plain log {c['entries']} entries, {len(data):,} bytes; verify"
            f" {plain * 1e3:.0f} ms; floor {floor_own * 1e3:.0f} ms ({c['sigs']} signature checks,"
            f" {c['mults']} multiplications) -> x{plain / floor_own:.2f}; old floor (edwards25519)"
            f" {floor_old * 1e3:.0f} ms -> x{plain / floor_old:.2f}, new floor (ristretto255)"
            f" {floor_new * 1e3:.0f} ms -> x{plain / floor_new:.2f}"
        )
        if args.no_proven:
            continue
        proven = run_match(
            rules, strategies, seed=1, verified_shuffle=True, deck_group=group.name
        ).log_bytes()
        pc = counts(proven, args.seats, deck, args.rounds)
        steps = args.rounds * args.seats
        pfloor = plain_floor(pc, own, group) + proof_floor(pc, own, group, deck, steps)
        proven_t = median_cpu(lambda log=proven: check(log), args.repeat)
        print(
            f"  proven log {len(proven):,} bytes; verify {proven_t * 1e3:.0f} ms ="
            f" x{proven_t / plain:.2f} the plain log's; floor {pfloor * 1e3:.0f} ms"
            f" (x{pfloor / floor_own:.2f} the plain floor) -> x{proven_t / pfloor:.2f}"
        )


if __name__ == "__main__":
    main()
