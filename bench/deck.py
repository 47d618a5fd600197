"""Deal and audit CPU time of the mental-poker deck against its floor, in both deck groups.

For each group (edwards25519, the group of logs written before ristretto255; ristretto255, the
group of new tables; SPEC.md 4.1) and 2, 4, 6 and 10 seats (double-12 with the engine set aside,
90 cards), this runs every seat's ``SeatDeck`` in one process over one in-memory log:
commitments, shuffle pass, lock pass and the deal (every seat releases its keys for the other
hands and opens its own hand). Then it audits the round's transcript. Floors:

* deal floor  = (2 * seats * cards + seats * hand) variable-base scalar multiplications
* audit floor = (2 * seats * cards) multiplications

each priced at both groups' unit cost measured in the same run ("old floor": edwards25519's,
"new floor": ristretto255's). Every figure, unit costs included, is CPU time
(``time.process_time``) and the median of ``--repeat`` runs, so a ratio holds on a busy machine.

Then the verified shuffle (SPEC.md 4.12) in each group: one 91-card shuffle step's proof made
and checked, one lock step's, both checked again with the prover's revealed secrets (as
``verify`` does after a round's audit: a shuffle 6n - 1 + 2 base in ristretto255, a lock
n + (2n + 1) base), and a whole 4-seat and 10-seat deal in memory with every step
proven and every proof checked once (each step computed once, by its seat's ``SeatDeck``), with
its floor: the plain deal's, plus the multiplications the proofs cannot avoid (making:
6n - 3 + (5n - 1) base for a shuffle, n + (2n + 1) base for a lock; checking: a shuffle
8n - 1 + (n + 3) base in the compact edwards25519 form, 7n + 1 base in ristretto255's
announcement form; a lock 4n; a released key 1 base), priced at that group's unit costs.
Prints tables; never asserts anything timed.

Usage: ``python bench/deck.py [--repeat N]``.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
from collections.abc import Callable

from mextrain.protocol.deck.group import EDWARDS25519, ORDER, RISTRETTO255, DeckGroup
from mextrain.protocol.deck.keys import context, derive_secrets, tile_points
from mextrain.protocol.deck.proofs.lock import key_fits, prove_lock, verify_lock
from mextrain.protocol.deck.proofs.shuffle import prove_shuffle, shuffle_proof_size, verify_shuffle
from mextrain.protocol.deck.proofs.verified_shuffle import prove_step
from mextrain.protocol.deck.state import DeckParams, DeckStep, SeatDeck, Step, audit_round
from mextrain.protocol.deck.steps import lock_deck, shuffle_deck
from mextrain.protocol.rules.tiles import Tile, tile_set

SEATS = (2, 4, 6, 10)
TILES = tuple(t for t in tile_set(12) if t != Tile(12, 12))
FULL = tile_set(12)  # 91 cards: the verified-shuffle step figures
HAND = {2: 12, 4: 12, 6: 12, 10: 8}  # seeds 000/002: up to 6 players 12 tiles, 9-10 players 8
GROUPS = (EDWARDS25519, RISTRETTO255)


def cpu(fn: Callable[[], object]) -> float:
    start = time.process_time()
    fn()
    return time.process_time() - start


def median_cpu(fn: Callable[[], object], repeat: int) -> float:
    """The statistic of every figure here: the median CPU time of ``repeat`` runs."""
    return statistics.median(cpu(fn) for _ in range(repeat))


def unit_costs(group: DeckGroup, repeat: int, calls: int = 200) -> tuple[float, float, float]:
    """Median CPU seconds of one multiplication of a deck point, of one by ``G`` and of one
    separate point check."""
    points = tile_points(FULL, group)
    scalar = int.from_bytes(os.urandom(64), "little") % ORDER or 1
    mult = median_cpu(lambda: group.mult_each(scalar, points * 2), repeat) / (2 * len(points))
    base = median_cpu(lambda: [group.base(scalar) for _ in range(calls)], repeat) / calls
    check = median_cpu(lambda: [group.is_valid_point(p) for p in points * 5], repeat)
    return mult, base, check / (5 * len(points))


def _deliver(decks: list[SeatDeck], step: DeckStep, queue: list[DeckStep]) -> None:
    for r in decks:
        out = r.receive_step(step)
        if out is not None:
            queue.append(out)


def deal(params: DeckParams, seeds: list[bytes]) -> list[SeatDeck]:
    """Commitments, both passes and the deal for every seat; the seats' decks."""
    decks = [SeatDeck(params, j, seeds[j]) for j in range(params.seats)]
    queue: list[DeckStep] = []
    for d in decks:
        commit = d.commit()
        for r in decks:
            out = r.receive_commit(commit)
            if out is not None:
                queue.append(out)
    while queue:
        _deliver(decks, queue.pop(), queue)
    for d in decks:
        for release in d.deal_releases():
            for r in decks:
                r.receive_release(release)
    assert all(len(d.hand) == params.hand_size for d in decks)
    return decks


def proven_deal(params: DeckParams, seeds: list[bytes]) -> None:
    """The deal with every step proven by its seat and each proof checked once. Each step is
    computed once: by the ``SeatDeck`` whose turn it is, which hands it back."""
    decks = [SeatDeck(params, j, seeds[j]) for j in range(params.seats)]
    group = params.deck_group
    queue: list[DeckStep] = []
    for d in decks:
        commit = d.commit()
        for r in decks:
            out = r.receive_commit(commit)
            if out is not None:
                queue.append(out)
    shuffle_keys: dict[int, bytes] = {}
    commitments: dict[int, tuple[bytes, ...]] = {}
    while queue:
        step = queue.pop()
        before = decks[step.seat].next_input()
        proof = prove_step(params, decks[step.seat].secrets, step.stage, before, step.points)
        ctx = context(params.game_id, params.round, step.seat)
        if step.stage is Step.SHUFFLE:
            shuffle_keys[step.seat] = verify_shuffle(ctx, before, step.points, proof, None, group)
        else:
            big_e = shuffle_keys[step.seat]
            commitments[step.seat] = verify_lock(
                ctx, big_e, before, step.points, proof, None, group
            )
        _deliver(decks, step, queue)
    for d in decks:
        for release in d.deal_releases():
            key = int.from_bytes(release.key, "little")
            assert key_fits(key, commitments[release.seat][release.position], group)
            for r in decks:
                r.receive_release(release)
    assert all(len(d.hand) == params.hand_size for d in decks)


def proof_floor(n: int, seats: int, hand: int, compact: bool) -> tuple[int, int]:
    """(variable-base, base) multiplications the proofs of one deal add to the plain deal."""
    make_var, make_base = seats * (6 * n - 3 + n), seats * (5 * n - 1 + 2 * n + 1)
    check_var = seats * ((8 * n - 1 if compact else 7 * n) + 4 * n)
    check_base = seats * (n + 3 if compact else 1)
    keys = seats * (seats - 1) * hand
    return make_var + check_var, make_base + check_base + keys


def deal_table(repeat: int, units: dict[str, tuple[float, float, float]]) -> None:
    """The plain deal and audit. The ristretto255 floor also counts the point checks every seat
    makes on each deck step it receives (SPEC.md 4.7: one decoding per point); in this one
    process that is ``seats * 2 * (seats - 1) * cards`` of them."""
    old = units["edwards25519"][0]
    new, new_check = units["ristretto255"][0], units["ristretto255"][2]
    print(
        f"{'group':>12} {'seats':>5} | {'mults':>5} {'checks':>6} {'old floor':>9}"
        f" {'new floor':>9} {'deal':>6} {'/own floor':>10} | {'audit':>6} {'/own floor':>10}"
    )
    for group in GROUPS:
        for seats in SEATS:
            params = DeckParams(b"bench-game", 1, seats, TILES, HAND[seats], group.name)
            seeds = [os.urandom(32) for _ in range(seats)]
            decks = deal(params, seeds)
            transcript = decks[0].transcript(d.reveal() for d in decks)
            deal_t = median_cpu(lambda p=params, s=seeds: deal(p, s), repeat)
            audit_t = median_cpu(lambda t=transcript: audit_round(t), repeat)
            mults = 2 * seats * len(TILES) + seats * params.hand_size
            checks = seats * 2 * (seats - 1) * len(TILES)
            audit_mults = 2 * seats * len(TILES)
            old_floor, new_floor = mults * old, mults * new + checks * new_check
            own = old_floor if group is EDWARDS25519 else new_floor
            audit_floor = audit_mults * (old if group is EDWARDS25519 else new)
            print(
                f"{group.name:>12} {seats:>5} | {mults:>5} {checks:>6} {old_floor * 1e3:>9.1f}"
                f" {new_floor * 1e3:>9.1f} {deal_t * 1e3:>6.1f} {deal_t / own:>10.2f}"
                f" | {audit_t * 1e3:>6.1f} {audit_t / audit_floor:>10.2f}"
            )
    print("  (ms; floors: old = edwards25519 multiplications only, new = ristretto255's plus")
    print("  its point checks at receipt; the audit's floor is its multiplications)")


def step_figures(
    group: DeckGroup, repeat: int
) -> tuple[float, float, float, float, int, float, float]:
    """Median CPU seconds to prove and to check one 91-card shuffle step and one lock step;
    the proof size; the two checks with the prover's revealed secrets (``verify`` after the
    round's audit, protocol/deck/proofs/witnessed.py)."""
    n = len(FULL)
    sec = derive_secrets(b"bench-game", 1, 1, os.urandom(32), n)
    before = shuffle_deck(derive_secrets(b"bench-game", 1, 0, os.urandom(32), n),
                          tile_points(FULL, group), None, group)  # fmt: skip
    ctx = context(b"bench-game", 1, 1)
    after = shuffle_deck(sec, before, None, group)
    locked = lock_deck(sec, after, None, group)

    def prove_s() -> bytes:
        return prove_shuffle(ctx, sec.seed, sec.shuffle_key, sec.permutation, before, after,
                             None, group)  # fmt: skip

    def prove_l() -> bytes:
        return prove_lock(ctx, sec.seed, sec.shuffle_key, sec.lock_keys, after, locked,
                          None, group)  # fmt: skip

    sproof, lproof = prove_s(), prove_l()
    big_e = verify_shuffle(ctx, before, after, sproof, None, group)
    return (
        median_cpu(prove_s, repeat),
        median_cpu(lambda: verify_shuffle(ctx, before, after, sproof, None, group), repeat),
        median_cpu(prove_l, repeat),
        median_cpu(lambda: verify_lock(ctx, big_e, after, locked, lproof, None, group), repeat),
        shuffle_proof_size(n, group),
        median_cpu(lambda: verify_shuffle(ctx, before, after, sproof, None, group, sec), repeat),
        median_cpu(
            lambda: verify_lock(ctx, big_e, after, locked, lproof, None, group, sec), repeat
        ),
    )


def proof_table(repeat: int, units: dict[str, tuple[float, float, float]]) -> None:
    n = len(FULL)
    print(f"verified shuffle (SPEC 4.12): one {n}-card step, prove / check, ms")
    for group in GROUPS:
        mult, base, _check = units[group.name]
        ps, vs, pl, vl, size, ws, wl = step_figures(group, repeat)
        compact = group is EDWARDS25519
        check_var, check_base = (8 * n - 1, n + 3) if compact else (7 * n, 1)
        floor_s = check_var * mult + check_base * base
        print(
            f"  {group.name:>12}: shuffle {ps * 1e3:6.1f} / {vs * 1e3:6.1f}"
            f" (check floor {check_var} + {check_base} base = {floor_s * 1e3:5.1f}, proof"
            f" {size:,} bytes); lock {pl * 1e3:5.1f} / {vl * 1e3:5.1f}"
            f" (check floor {4 * n * mult * 1e3:4.1f})"
        )
        w_var, w_base = (check_var, check_base) if compact else (6 * n - 1, 2)
        floor_ws, floor_wl = w_var * mult + w_base * base, n * mult + (2 * n + 1) * base
        print(
            f"  {'':>12}  checked with the secrets (verify, after the audit): shuffle"
            f" {ws * 1e3:6.1f} (floor {w_var} + {w_base} base = {floor_ws * 1e3:5.1f}"
            f"{', the compact form: in full' if compact else ''}); lock {wl * 1e3:5.1f}"
            f" (floor {n} + {2 * n + 1} base = {floor_wl * 1e3:4.1f})"
        )
    print()
    print("proven deal in memory (every step proven, every proof checked once), ms")
    print(
        f"{'group':>12} {'seats':>5} | {'plain':>7} {'proven':>7} {'x plain':>7}"
        f" | {'floor':>7} {'/floor':>6}"
    )
    for group in GROUPS:
        mult, base, check = units[group.name]
        for seats in (4, 10):
            params = DeckParams(b"bench-game", 1, seats, TILES, HAND[seats], group.name)
            seeds = [os.urandom(32) for _ in range(seats)]
            plain = median_cpu(lambda p=params, s=seeds: deal(p, s), repeat)
            proven = median_cpu(
                lambda p=params, s=seeds: proven_deal(p, s),
                repeat,
            )
            var, fixed = proof_floor(len(TILES), seats, HAND[seats], group is EDWARDS25519)
            plain_mults = 2 * seats * len(TILES) + seats * HAND[seats]
            checks = 0 if group is EDWARDS25519 else seats * 2 * (seats - 1) * len(TILES)
            floor = (plain_mults + var) * mult + fixed * base + checks * check
            print(
                f"{group.name:>12} {seats:>5} | {plain * 1e3:>7.1f} {proven * 1e3:>7.1f}"
                f" {proven / plain:>7.1f} | {floor * 1e3:>7.1f} {proven / floor:>6.2f}"
            )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=5, help="runs per figure (median kept)")
    args = parser.parse_args()
    deadline = time.process_time() + 0.5
    while time.process_time() < deadline:  # warm-up
        unit_costs(RISTRETTO255, 1)
        unit_costs(EDWARDS25519, 1)
    units = {g.name: unit_costs(g, max(args.repeat, 9)) for g in GROUPS}
    print(
        f"deck: {len(TILES)} cards (double-12 minus the engine); CPU time, median of {args.repeat}"
    )
    for name, (mult, base, check) in units.items():
        print(
            f"  unit costs {name:>12}: multiplication {mult * 1e6:5.1f} us (point check"
            f" included), by G {base * 1e6:5.1f} us, a separate point check {check * 1e6:4.1f} us"
        )
    print()
    deal_table(args.repeat, units)
    print()
    proof_table(args.repeat, units)


if __name__ == "__main__":
    main()
