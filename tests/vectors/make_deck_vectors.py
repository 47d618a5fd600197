"""Write the deck test vectors (SPEC.md section 4) into this folder.

Run ``python tests/vectors/make_deck_vectors.py`` after a deliberate change to the deck
derivations, then review the diff: the tests compare the code against the committed JSON and
never regenerate it, so an accidental change shows up as a test failure.

* ``tile_points_double12.json``: the 91 tile points of a double-12 set, canonical order
  (edwards25519); ``tile_points_double12_ristretto255.json`` the same in ristretto255.
* ``deck_seed_derivation.json``: everything one seat derives from one fixed seed.
* ``deck_round_2seat.json``: a whole 2-seat double-6 round (commitments, both passes, deal,
  a draw, two plays, reveals), the audit's result, and tampered copies with their failures
  (edwards25519); ``deck_round_2seat_ristretto255.json`` the same round in ristretto255.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from mextrain.protocol.deck.audit import AuditFailure, AuditOk
from mextrain.protocol.deck.group import EDWARDS25519, RISTRETTO255, DeckGroup, encode_scalar
from mextrain.protocol.deck.keys import (
    DST_PERMUTATION,
    DST_TILE,
    TILE_DSTS,
    UniformStream,
    context,
    derive_secrets,
    tile_point,
)
from mextrain.protocol.deck.state import (
    DeckParams,
    DeckStep,
    Draw,
    KeyRelease,
    PlayClaim,
    Reveal,
    RoundTranscript,
    SeatDeck,
    audit_round,
)
from mextrain.protocol.rules.tiles import tile_set

HERE = Path(__file__).resolve().parent


def write(name: str, data: dict[str, Any]) -> None:
    (HERE / name).write_text(json.dumps(data, indent=1) + "\n")


def tile_points_vector(group: DeckGroup = EDWARDS25519) -> dict[str, Any]:
    if group is EDWARDS25519:
        how = "from_uniform(SHA-512(DST ‖ u32be(a) ‖ u32be(b))[:32])"
        head = {"dst": DST_TILE.decode()}
    else:
        how = "ristretto255 from_hash(SHA-512(DST ‖ u32be(a) ‖ u32be(b))) (RFC 9496 4.3.4)"
        head = {"group": group.name, "dst": TILE_DSTS[group.name].decode()}
    return {
        "description": f"tile a-b (a <= b) -> {how}",
        **head,
        "max_pip": 12,
        "tiles": [
            {"low": t.low, "high": t.high, "point": tile_point(t, group).hex()}
            for t in tile_set(12)
        ],
    }


def seed_vector() -> dict[str, Any]:
    game_id = bytes.fromhex("00112233445566778899aabbccddeeff")
    round_no, seat, seed = 3, 2, bytes(range(32))
    size = len(tile_set(12)) - 1
    s = derive_secrets(game_id, round_no, seat, seed, size)
    stream = UniformStream(DST_PERMUTATION + context(game_id, round_no, seat) + seed)
    return {
        "description": "one seat's round secrets, derived from its seed (SPEC.md 4.5)",
        "game_id": game_id.hex(),
        "round": round_no,
        "seat": seat,
        "seed": seed.hex(),
        "deck_size": size,
        "context": context(game_id, round_no, seat).hex(),
        "commitment": s.commitment.hex(),
        "shuffle_key": encode_scalar(s.shuffle_key).hex(),
        "permutation_stream_words": [stream.word() for _ in range(8)],
        "permutation": list(s.permutation),
        "lock_keys_first": [encode_scalar(k).hex() for k in s.lock_keys[:6]],
        "lock_factors_first": [encode_scalar(k).hex() for k in s.lock_factors[:6]],
    }


def _event_json(event: KeyRelease | Draw | PlayClaim) -> dict[str, Any]:
    if isinstance(event, KeyRelease):
        return {
            "step": "release",
            "seat": event.seat,
            "position": event.position,
            "key": event.key.hex(),
        }
    if isinstance(event, Draw):
        return {"step": "draw", "seat": event.seat, "position": event.position}
    return {
        "step": "claim",
        "seat": event.seat,
        "position": event.position,
        "tile": [event.low, event.high],
    }


def _audit_json(result: AuditOk | AuditFailure) -> dict[str, Any]:
    if isinstance(result, AuditOk):
        return {
            "ok": True,
            "complete": result.complete,
            "tiles": [[t.low, t.high] for t in result.tiles],
            "owners": list(result.owners),
        }
    return {
        "ok": False,
        "seat": result.seat,
        "step": str(result.step),
        "index": result.index,
        "position": result.position,
    }


def play_round(group: DeckGroup = EDWARDS25519) -> tuple[RoundTranscript, list[bytes]]:
    """A 2-seat double-6 round, every record delivered to both seats in log order."""
    game_id = bytes.fromhex("6d6578747261696e2d766563746f72")
    params = DeckParams(game_id, 1, 2, tile_set(6), 7, group.name)
    seeds = [hashlib.sha256(f"mextrain deck vector seed {j}".encode()).digest() for j in (0, 1)]
    decks = [SeatDeck(params, j, seeds[j]) for j in (0, 1)]
    pending: list[DeckStep] = []
    for d in decks:
        commit = d.commit()
        for r in decks:
            out = r.receive_commit(commit)
            if out is not None:
                pending.append(out)
    while pending:
        step = pending.pop(0)
        for r in decks:
            out = r.receive_step(step)
            if out is not None:
                pending.append(out)
    for d in decks:
        for release in d.deal_releases():
            for r in decks:
                r.receive_release(release)
    draw = Draw(0, decks[0].next_draw or 0)
    for r in decks:
        r.receive_draw(draw)
    release = decks[1].release(draw.position)
    for r in decks:
        r.receive_release(release)
    for seat, position in ((0, draw.position), (1, 7)):
        play = decks[seat].play(position)
        for r in decks:
            r.receive_play(*play)
    reveals = [d.reveal() for d in decks]
    return decks[0].transcript(reveals), seeds


def round_vector(group: DeckGroup = EDWARDS25519) -> dict[str, Any]:
    transcript, seeds = play_round(group)
    params = transcript.params
    release_index, bad_release = next(
        (i, e) for i, e in enumerate(transcript.events) if isinstance(e, KeyRelease) and e.seat == 1
    )
    assert isinstance(bad_release, KeyRelease)
    wrong_key = bytes([bad_release.key[0] ^ 1]) + bad_release.key[1:]
    cases: list[tuple[str, dict[str, Any], RoundTranscript]] = [
        (
            "seat 1 releases a wrong key (first byte flipped)",
            {"section": "events", "index": release_index, "key": wrong_key.hex()},
            _replace_event(
                transcript, release_index, KeyRelease(1, bad_release.position, wrong_key)
            ),
        )
    ]
    lock = transcript.locks[1]
    related = group.mult(2, lock.points[3])
    cases.append(
        (
            "seat 1 publishes 2*C for card 3 of its lock step (a related point)",
            {"section": "locks", "index": 1, "position": 3, "point": related.hex()},
            _replace_lock(transcript, 1, 3, related),
        )
    )
    other_seed = hashlib.sha256(b"not the committed seed").digest()
    cases.append(
        (
            "seat 0 reveals a seed other than the one it committed to",
            {"section": "reveals", "index": 0, "seed": other_seed.hex()},
            _replace_reveal(transcript, 0, other_seed),
        )
    )
    tampered = [
        {"description": description, "change": change, "audit": _audit_json(audit_round(changed))}
        for description, change, changed in cases
    ]
    return {
        "description": "a 2-seat double-6 round: commit, shuffle, lock, deal, a draw, two plays",
        "params": {
            **({} if group is EDWARDS25519 else {"group": group.name}),
            "game_id": params.game_id.hex(),
            "round": params.round,
            "seats": params.seats,
            "max_pip": 6,
            "set_aside": None,
            "hand_size": params.hand_size,
        },
        "seeds": [s.hex() for s in seeds],
        "transcript": {
            "commits": [c.commitment.hex() for c in transcript.commits],
            "shuffles": [[p.hex() for p in s.points] for s in transcript.shuffles],
            "locks": [[p.hex() for p in s.points] for s in transcript.locks],
            "events": [_event_json(e) for e in transcript.events],
            "reveals": [r.seed.hex() for r in transcript.reveals],
        },
        "audit": _audit_json(audit_round(transcript)),
        "tampered": tampered,
    }


def _replace_event(t: RoundTranscript, index: int, event: KeyRelease) -> RoundTranscript:
    events = list(t.events)
    events[index] = event
    return RoundTranscript(t.params, t.commits, t.shuffles, t.locks, tuple(events), t.reveals)


def _replace_lock(t: RoundTranscript, seat: int, position: int, point: bytes) -> RoundTranscript:
    locks = list(t.locks)
    points = list(locks[seat].points)
    points[position] = point
    locks[seat] = DeckStep(locks[seat].stage, seat, tuple(points))
    return RoundTranscript(t.params, t.commits, t.shuffles, tuple(locks), t.events, t.reveals)


def _replace_reveal(t: RoundTranscript, seat: int, seed: bytes) -> RoundTranscript:
    reveals = tuple(Reveal(r.seat, seed) if r.seat == seat else r for r in t.reveals)
    return RoundTranscript(t.params, t.commits, t.shuffles, t.locks, t.events, reveals)


def main() -> None:
    write("tile_points_double12.json", tile_points_vector())
    write("deck_seed_derivation.json", seed_vector())
    write("deck_round_2seat.json", round_vector())
    write("tile_points_double12_ristretto255.json", tile_points_vector(RISTRETTO255))
    write("deck_round_2seat_ristretto255.json", round_vector(RISTRETTO255))


if __name__ == "__main__":
    main()
