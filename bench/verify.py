"""Time to verify a whole 13-round, 4-seat match log, against its cryptographic floor.

The floor is what verification cannot avoid, measured in the same run: two Ed25519 signature
checks per entry (the host's and the player's) plus the scalar multiplications of the audits
(one per published card: 2 x seats x deck size a round) and of opening each played card.
With ``--verified-shuffle`` it also verifies the same match played with the option of SPEC.md
4.12 (a proof with every deck step, each checked once) and prints the ratio to the plain log.
Prints figures; asserts nothing.
Usage: ``python bench/verify.py [--rounds 13] [--seats 4] [--verified-shuffle]``.
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import statistics
import time
from concurrent.futures import ThreadPoolExecutor

import nacl.bindings
import nacl.signing
from mextrain.protocol.bots.strategies import greedy_strategy
from mextrain.protocol.log.entries import decode_entry, read_log
from mextrain.protocol.log.messages import decode_message
from mextrain.protocol.rules.ruleset import preset
from mextrain.protocol.table.harness import run_match
from mextrain.protocol.table.verify import verify_log


def unit_costs(samples: int = 2000) -> tuple[float, float]:
    """Median seconds of one signature check and one scalar multiplication."""
    key = nacl.signing.SigningKey(os.urandom(32))
    signed = key.sign(b"x" * 200)
    verify_key = key.verify_key
    point = nacl.bindings.crypto_core_ed25519_from_uniform(os.urandom(32))
    scalar = nacl.bindings.crypto_core_ed25519_scalar_reduce(os.urandom(64))
    sig_times, mult_times = [], []
    for _ in range(samples):
        t = time.perf_counter()
        verify_key.verify(signed)
        sig_times.append(time.perf_counter() - t)
        t = time.perf_counter()
        nacl.bindings.crypto_scalarmult_ed25519_noclamp(scalar, point)
        mult_times.append(time.perf_counter() - t)
    return statistics.median(sig_times), statistics.median(mult_times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rounds", type=int, default=13)
    parser.add_argument("--seats", type=int, default=4)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--verified-shuffle", action="store_true", help="also a proven log")
    args = parser.parse_args()
    rules = dataclasses.replace(preset("classic"), rounds=args.rounds)
    t = time.perf_counter()
    data = run_match(rules, [greedy_strategy] * args.seats, seed=1).log_bytes()
    made = time.perf_counter() - t
    entries = read_log(data).entries
    plays = sum(
        decode_message(decode_entry(e).message).kind in ("play", "place_engine") for e in entries
    )
    deck = rules.deck_size()
    mults = args.rounds * 2 * args.seats * deck + plays
    sigs = 2 * len(entries)
    unit_costs(300)  # warm up
    sig, mult = unit_costs()
    best = float("inf")
    for _ in range(args.repeat):
        t = time.perf_counter()
        result = verify_log(data)
        best = min(best, time.perf_counter() - t)
        assert result.valid, result.reason
    best2 = float("inf")
    with ThreadPoolExecutor(max_workers=1) as pool:
        for _ in range(args.repeat):
            t = time.perf_counter()
            result = verify_log(data, pool)
            best2 = min(best2, time.perf_counter() - t)
            assert result.valid, result.reason
    floor = sigs * sig + mults * mult
    print(
        f"log: {args.rounds} rounds, {args.seats} seats, {len(entries)} entries, {len(data)} bytes"
        f" (played in memory in {made:.1f} s)"
    )
    print(
        f"unit costs: signature check {sig * 1e3:.3f} ms, scalar multiplication {mult * 1e3:.3f} ms"
    )
    print(f"floor: {sigs} signature checks + {mults} multiplications = {floor * 1e3:.0f} ms")
    ratio = best / floor
    print(f"verify, one core: {best * 1e3:.0f} ms, ratio to floor {ratio:.2f}")
    print(f"verify, two threads: {best2 * 1e3:.0f} ms, ratio to floor {best2 / floor:.2f}")
    if args.verified_shuffle:
        t = time.perf_counter()
        proven = run_match(
            rules, [greedy_strategy] * args.seats, seed=1, verified_shuffle=True
        ).log_bytes()
        made = time.perf_counter() - t
        best_proven = float("inf")
        for _ in range(args.repeat):
            t = time.perf_counter()
            result = verify_log(proven)
            best_proven = min(best_proven, time.perf_counter() - t)
            assert result.valid, result.reason
        print(
            f"verified-shuffle log of the same match: {len(proven)} bytes (played in memory in"
            f" {made:.1f} s); verify, one core: {best_proven * 1e3:.0f} ms,"
            f" {best_proven / best:.1f} x the plain log's"
        )


if __name__ == "__main__":
    main()
