"""CPU time to verify a whole 13-round, 4-seat match log against its floor, in both deck groups.

For each deck group (edwards25519: logs written before ristretto255; ristretto255: new tables;
SPEC.md 4.1) the same match is played in memory, plain and with the verified-shuffle option
(SPEC.md 4.12), and each log is verified. Floors, priced at the unit costs measured in the same
run (the old floor at edwards25519's, the new at ristretto255's):

* plain: two Ed25519 signature checks per entry (the host's and the player's), the audits'
  multiplications (2 x seats x deck size a round), one per opened played card, and in
  ristretto255 one point check per received deck point (2 x seats x deck size a round);
* proven, every proof checked in full as it arrives (as live play does, and ``verify`` did
  before; ``verify_log(defer_proofs=False)``): the plain floor plus, per step, the proof check
  (a shuffle: 8n - 1 multiplications, n + 3 by G and 8n additions in edwards25519's compact
  form; 7n, 1 and 7n + 1 in ristretto255's announcement form; a lock: 4n and 2n) and one
  multiplication by G per released key (checked against its commitment);
* proven, each proof checked at its round's audit with the revealed secrets (``verify``'s
  default; protocol/deck/proofs/witnessed.py): a ristretto255 shuffle 6n - 1 multiplications,
  2 by G and 6n additions (edwards25519's compact form: in full, as above), a lock n
  multiplications and n + 1 by G; every commitment ``K_i`` is compared with ``k_i G`` once
  (n by G a lock step, the released keys' checks among them).

Additions count: libsodium adds encoded points (two decodings and an encoding, about a third
of a multiplication), and no library on PyPI offers cheaper ones for these groups.

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
    """Median CPU seconds of a signature check, a multiplication, one by G, a point check and
    an addition of two points."""
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
        "add": median_cpu(lambda: [group.add(p, points[0]) for p in points], repeat) / n,
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
    c: dict[str, int],
    u: dict[str, float],
    group: DeckGroup,
    n: int,
    steps: int,
    witnessed: bool = False,
) -> float:
    """What the proofs add: ``steps`` shuffle and as many lock checks, and the key checks;
    ``witnessed``: checked with the round's secrets."""
    compact = group is EDWARDS25519
    if compact:
        var, base, add = 8 * n - 1, n + 3, 8 * n
    elif witnessed:
        var, base, add = 6 * n - 1, 2, 6 * n
    else:
        var, base, add = 7 * n, 1, 7 * n + 1
    if witnessed:  # a lock: n, n + 1 by G; each K_i compared with k_i G once (released or not)
        var, base, keys = var + n, base + n + 1, max(c["keys"], steps * n)
    else:
        var, add, keys = var + 4 * n, add + 2 * n, c["keys"]
    per_pair = var * u["mult"] + base * u["base"] + add * u["add"]
    return steps * per_pair + keys * u["base"]


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
            f" {u['check'] * 1e6:.1f} us, addition {u['add'] * 1e6:.1f} us"
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
        assert verify_log(proven).valid and verify_log(proven, defer_proofs=False).valid
        runs: dict[bool, list[float]] = {False: [], True: []}
        for _ in range(args.repeat):  # before and after, interleaved in the same run
            for defer in (False, True):
                start = time.process_time()
                verify_log(proven, defer_proofs=defer)
                runs[defer].append(time.process_time() - start)
        times = {defer: statistics.median(ts) for defer, ts in runs.items()}
        print(f"  proven log {len(proven):,} bytes")
        for defer, label in ((False, "each proof in full"), (True, "with the secrets")):
            floor = plain_floor(pc, own, group) + proof_floor(pc, own, group, deck, steps, defer)
            t = times[defer]
            print(
                f"    verify, {label:>18}: {t * 1e3:,.0f} ms = x{t / plain:.2f} the plain log's;"
                f" floor {floor * 1e3:,.0f} ms (x{floor / floor_own:.2f} the plain floor,"
                f" x{floor / plain:.2f} the plain log's verify) -> x{t / floor:.2f}"
            )
        print(f"    with the secrets / in full: x{times[True] / times[False]:.2f}")


if __name__ == "__main__":
    main()
