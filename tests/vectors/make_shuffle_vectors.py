"""Write the verified-shuffle test vector (SPEC.md 4.12) into this folder.

Run ``python tests/vectors/make_shuffle_vectors.py`` after a deliberate change to the proofs,
then review the diff. The tests check the code against the committed JSON (every proof
verifies, every tampered copy fails with its recorded error, the reference prover gives the
same bytes); they never regenerate it.

* ``verified_shuffle_2seat.json``: the 2-seat double-6 round of ``deck_round_2seat.json``
  (same game id, round, seeds, so the same decks), proven: both shuffle and both lock steps with
  their proofs, the Fiat-Shamir challenges, the key commitments, two key checks, and tampered
  copies with the error each must give (edwards25519, the compact proofs).
* ``verified_shuffle_2seat_ristretto255.json``: the same round on ristretto255 (the decks of
  ``deck_round_2seat_ristretto255.json``), whose shuffle proofs carry their announcements.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from mextrain.protocol.deck.group import EDWARDS25519, ORDER, RISTRETTO255, DeckGroup, encode_scalar
from mextrain.protocol.deck.keys import context
from mextrain.protocol.deck.proofs.algebra import (
    DST_NONCE,
    GENERATOR_DSTS,
    PROOF_VERSION,
    ProofError,
    algebra,
    chain,
    challenge,
    statement_hash,
)
from mextrain.protocol.deck.proofs.lock import DST_LOCK_PROOF, verify_lock
from mextrain.protocol.deck.proofs.shuffle import (
    DST_SHUFFLE_PROOF,
    shuffle_proof_size,
    verify_shuffle,
)
from mextrain.protocol.deck.proofs.verified_shuffle import prove_step
from mextrain.protocol.deck.state import DeckParams, SeatDeck, lock_deck, shuffle_deck, tile_points
from mextrain.protocol.deck.transcript import Step
from mextrain.protocol.rules.tiles import tile_set

HERE = Path(__file__).resolve().parent
NAMES = {
    "edwards25519": "verified_shuffle_2seat.json",
    "ristretto255": "verified_shuffle_2seat_ristretto255.json",
}
GAME_ID = bytes.fromhex("6d6578747261696e2d766563746f72")
ROUND, SEATS, HAND = 1, 2, 7


def params(group: DeckGroup = EDWARDS25519) -> DeckParams:
    return DeckParams(GAME_ID, ROUND, SEATS, tile_set(6), HAND, group.name)


def seeds() -> list[bytes]:
    """The seeds of ``deck_round_2seat.json``."""
    return [hashlib.sha256(f"mextrain deck vector seed {j}".encode()).digest() for j in (0, 1)]


def steps(group: DeckGroup = EDWARDS25519) -> list[dict[str, Any]]:
    """Both passes, each step with its input, output and proof (bytes, not yet hex)."""
    p = params(group)
    decks = [SeatDeck(p, j, s) for j, s in enumerate(seeds())]
    deck: tuple[bytes, ...] = tile_points(p.tiles, group)
    out = []
    for stage in (Step.SHUFFLE, Step.LOCK):
        for d in decks:
            step = shuffle_deck if stage is Step.SHUFFLE else lock_deck
            after = step(d.secrets, deck, None, group)
            proof = prove_step(p, d.secrets, stage, deck, after)
            out.append(
                {"stage": stage, "seat": d.seat, "input": deck, "output": after, "proof": proof}
            )
            deck = after
    return out


def _hexes(points: Any) -> list[str]:
    return [bytes(x).hex() for x in points]


def _scalar(value: int) -> str:
    return value.to_bytes(32, "little").hex()


def _shuffle_challenges(
    ctx: bytes, before: Any, after: Any, proof: bytes, group: DeckGroup = EDWARDS25519
) -> dict[str, str]:
    n = len(before)
    pts = [proof[32 * i : 32 * i + 32] for i in range(5 * n)]
    h1 = chain(statement_hash(DST_SHUFFLE_PROOF, ctx, before, after), pts[: n + 1])
    h2 = chain(h1, pts[n + 1 : 2 * n + 1])
    if algebra(group).batched:  # c is hashed from the announcements the proof carries
        c = _scalar(challenge(chain(h2, pts[2 * n + 1 : 5 * n]), b"c"))
    else:
        c = proof[32 * (3 * n - 1) : 32 * (3 * n)].hex()
    return {
        "x": _scalar(challenge(h1, b"x")),
        "y": _scalar(challenge(h2, b"y")),
        "z": _scalar(challenge(h2, b"z")),
        "c": c,
    }


def error_of(
    step: dict[str, Any],
    change: dict[str, Any],
    shuffle_keys: list[bytes],
    group: DeckGroup = EDWARDS25519,
) -> str:
    """The error a tampered copy gives."""
    try:
        check(step, change, shuffle_keys, group)
    except ProofError as exc:
        return str(exc)
    raise AssertionError("a tampered proof verified")


def check(
    step: dict[str, Any],
    change: dict[str, Any],
    shuffle_keys: list[bytes],
    group: DeckGroup = EDWARDS25519,
) -> Any:
    """Verify ``step`` with ``change`` applied; the test applies the same changes."""
    before = list(step["input"])
    after = list(step["output"])
    proof = bytes(step["proof"])
    seat, round_no = step["seat"], ROUND
    if "proof_byte" in change:
        bad = bytearray(proof)
        bad[change["proof_byte"]] ^= change["xor"]
        proof = bytes(bad)
    if "proof_bytes" in change:
        offset, value = change["proof_bytes"]
        proof = proof[:offset] + bytes.fromhex(value) + proof[offset + 32 :]
    if "proof_length" in change:
        proof = proof[: change["proof_length"]]
    if "round" in change:
        round_no = change["round"]
    if "seat" in change:
        seat = change["seat"]
    for pos, value in change.get("output", {}).items():
        after[int(pos)] = bytes.fromhex(value)
    if "proof" in change:
        proof = bytes.fromhex(change["proof"])
    ctx = context(GAME_ID, round_no, seat)
    if step["stage"] is Step.SHUFFLE:
        return verify_shuffle(ctx, before, after, proof, None, group)
    big_e = bytes.fromhex(change["E"]) if "E" in change else shuffle_keys[step["seat"]]
    return verify_lock(ctx, big_e, before, after, proof, None, group)


def tampered(
    all_steps: list[dict[str, Any]], shuffle_keys: list[bytes], group: DeckGroup = EDWARDS25519
) -> list[dict[str, Any]]:
    p = params(group)
    n = p.size
    s1, l0 = all_steps[1], all_steps[2]
    secrets1 = SeatDeck(p, 1, seeds()[1]).secrets
    planted = list(s1["output"])
    planted[3] = group.mult(2, planted[3])
    planted_proof = prove_step(p, secrets1, Step.SHUFFLE, s1["input"], planted)
    batched = algebra(group).batched
    # the first scalar: c in the compact form, u_0 after the 5n points in the announcement form
    c_offset = 32 * (5 * n if batched else 3 * n - 1)
    c_value = int.from_bytes(s1["proof"][c_offset : c_offset + 32], "little")
    first_scalar = "u_0" if batched else "c"
    cases: list[tuple[str, int, dict[str, Any]]] = [
        (
            "seat 1's shuffle proof with one byte of B[0] changed",
            1,
            {"proof_byte": 32 * (n + 1), "xor": 1},
        ),
        ("seat 1's shuffle proof checked as one for round 2", 1, {"round": 2}),
        ("seat 1's shuffle proof checked as one of seat 0", 1, {"seat": 0}),
        (
            "seat 1 plants 2*C at output position 3 and proves that deck as best it can",
            1,
            {"output": {"3": planted[3].hex()}, "proof": planted_proof.hex()},
        ),
        (
            "seat 1's shuffle proof cut short by one byte",
            1,
            {"proof_length": shuffle_proof_size(n, group) - 1},
        ),
        (
            f"seat 1's shuffle proof with {first_scalar} replaced by {first_scalar} + L"
            " (not canonical)",
            1,
            {"proof_bytes": [c_offset, _scalar(c_value + ORDER)]},
        ),
        ("seat 0's lock proof checked against seat 1's E", 2, {"E": shuffle_keys[1].hex()}),
        (
            "seat 0's lock proof with output cards 0 and 1 swapped",
            2,
            {"output": {"0": l0["output"][1].hex(), "1": l0["output"][0].hex()}},
        ),
    ]
    out = []
    for description, index, change in cases:
        out.append(
            {
                "description": description,
                "step": index,
                "change": change,
                "error": error_of(all_steps[index], change, shuffle_keys, group),
            }
        )
    return out


def vector(group: DeckGroup = EDWARDS25519) -> dict[str, Any]:
    all_steps = steps(group)
    shuffle_keys = [check(all_steps[j], {}, [], group) for j in (0, 1)]
    key_commitments = [check(all_steps[2 + j], {}, shuffle_keys, group) for j in (0, 1)]
    entries = []
    for step in all_steps:
        ctx = context(GAME_ID, ROUND, step["seat"])
        entry = {
            "stage": str(step["stage"]),
            "seat": step["seat"],
            "context": ctx.hex(),
            "input": _hexes(step["input"]),
            "output": _hexes(step["output"]),
            "proof": step["proof"].hex(),
        }
        if step["stage"] is Step.SHUFFLE:
            entry["E"] = shuffle_keys[step["seat"]].hex()
            entry["challenges"] = _shuffle_challenges(
                ctx, step["input"], step["output"], step["proof"], group
            )
        else:
            entry["K"] = _hexes(key_commitments[step["seat"]])
        entries.append(entry)
    secrets0 = SeatDeck(params(group), 0, seeds()[0]).secrets
    head = {} if group is EDWARDS25519 else {"group": group.name}
    return {
        **head,
        "description": "a proven 2-seat double-6 round (SPEC.md 4.12): the decks of"
        " deck_round_2seat.json with a proof for every step",
        "version": PROOF_VERSION,
        "dst": {
            "shuffle": DST_SHUFFLE_PROOF.decode(),
            "lock": DST_LOCK_PROOF.decode(),
            "generator": GENERATOR_DSTS[group.name].decode(),
            "nonce": DST_NONCE.decode(),
        },
        "H": algebra(group).H.hex(),
        "game_id": GAME_ID.hex(),
        "round": ROUND,
        "seats": SEATS,
        "max_pip": 6,
        "hand": HAND,
        "seeds": [s.hex() for s in seeds()],
        "steps": entries,
        "key_checks": [
            {
                "seat": 0,
                "position": 9,
                "key": encode_scalar(secrets0.lock_keys[9]).hex(),
                "fits": True,
            },
            {
                "seat": 0,
                "position": 9,
                "key": encode_scalar(secrets0.lock_keys[10]).hex(),
                "fits": False,
            },
        ],
        "tampered": tampered(all_steps, shuffle_keys, group),
    }


def main() -> None:
    for group in (EDWARDS25519, RISTRETTO255):
        (HERE / NAMES[group.name]).write_text(json.dumps(vector(group), indent=1) + "\n")


if __name__ == "__main__":
    main()
