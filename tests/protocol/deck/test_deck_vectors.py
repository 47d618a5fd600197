"""The committed deck test vectors (tests/vectors, SPEC.md section 4) against the code.

The JSON files were written by ``tests/vectors/make_deck_vectors.py``; these tests only read
them, so any change to a derivation, a domain-separation string or the audit shows up here.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from mextrain.protocol.deck.audit import AuditOk
from mextrain.protocol.deck.group import EDWARDS25519, GROUPS, RISTRETTO255, encode_scalar
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
    Commit,
    DeckEvent,
    DeckParams,
    DeckStep,
    Draw,
    KeyRelease,
    PlayClaim,
    Reveal,
    RoundTranscript,
    Step,
    audit_round,
)
from mextrain.protocol.rules.tiles import Tile, tile_set

VECTORS = Path(__file__).resolve().parents[2] / "vectors"


def load(name: str) -> Any:
    return json.loads((VECTORS / name).read_text())


TILE_FILES = {
    "edwards25519": "tile_points_double12.json",
    "ristretto255": "tile_points_double12_ristretto255.json",
}
ROUND_FILES = {
    "edwards25519": "deck_round_2seat.json",
    "ristretto255": "deck_round_2seat_ristretto255.json",
}


@pytest.mark.parametrize("group", list(TILE_FILES))
def test_tile_points_double12(group: str) -> None:
    data = load(TILE_FILES[group])
    assert data.get("group", "edwards25519") == group
    assert data["dst"].encode() == TILE_DSTS[group]
    assert TILE_DSTS["edwards25519"] == DST_TILE
    listed = [(Tile(t["low"], t["high"]), t["point"]) for t in data["tiles"]]
    assert [t for t, _ in listed] == list(tile_set(12))
    for t, point in listed:
        assert tile_point(t, GROUPS[group]).hex() == point, t


@pytest.mark.parametrize(
    ("group", "heading", "end"),
    [
        (EDWARDS25519, "### 4.3 Tile points", "#### ristretto255 tile points"),
        (RISTRETTO255, "#### ristretto255 tile points", "### 4.4"),
    ],
)
def test_spec_tile_table_matches_the_code(group: Any, heading: str, end: str) -> None:
    """SPEC.md 4.3 publishes both double-12 tables; an outside author implements from them."""
    spec = (Path(__file__).resolve().parents[3] / "SPEC.md").read_text()
    section = spec[spec.index(heading) : spec.index(end)]
    rows = re.findall(r"^\| (\d+) \| (\d+) \| `([0-9a-f]{64})` \|$", section, re.MULTILINE)
    assert [Tile(int(a), int(b)) for a, b, _ in rows] == list(tile_set(12))
    assert [p for _, _, p in rows] == [tile_point(t, group).hex() for t in tile_set(12)]


def test_seed_derivation() -> None:
    data = load("deck_seed_derivation.json")
    game_id, seed = bytes.fromhex(data["game_id"]), bytes.fromhex(data["seed"])
    round_no, seat, size = data["round"], data["seat"], data["deck_size"]
    s = derive_secrets(game_id, round_no, seat, seed, size)
    assert context(game_id, round_no, seat).hex() == data["context"]
    assert s.commitment.hex() == data["commitment"]
    assert encode_scalar(s.shuffle_key).hex() == data["shuffle_key"]
    stream = UniformStream(DST_PERMUTATION + context(game_id, round_no, seat) + seed)
    assert [stream.word() for _ in range(8)] == data["permutation_stream_words"]
    assert list(s.permutation) == data["permutation"]
    count = len(data["lock_keys_first"])
    assert [encode_scalar(k).hex() for k in s.lock_keys[:count]] == data["lock_keys_first"]
    assert [encode_scalar(k).hex() for k in s.lock_factors[:count]] == data["lock_factors_first"]


def _transcript(data: dict[str, Any]) -> RoundTranscript:
    p = data["params"]
    set_aside = None if p["set_aside"] is None else Tile(*p["set_aside"])
    tiles = tuple(t for t in tile_set(p["max_pip"]) if t != set_aside)
    group = p.get("group", "edwards25519")
    params = DeckParams(
        bytes.fromhex(p["game_id"]), p["round"], p["seats"], tiles, p["hand_size"], group
    )
    t = data["transcript"]
    events: list[DeckEvent] = []
    for e in t["events"]:
        if e["step"] == "release":
            events.append(KeyRelease(e["seat"], e["position"], bytes.fromhex(e["key"])))
        elif e["step"] == "draw":
            events.append(Draw(e["seat"], e["position"]))
        else:
            events.append(PlayClaim(e["seat"], e["position"], *e["tile"]))
    return RoundTranscript(
        params=params,
        commits=tuple(Commit(j, bytes.fromhex(c)) for j, c in enumerate(t["commits"])),
        shuffles=tuple(
            DeckStep(Step.SHUFFLE, j, tuple(bytes.fromhex(x) for x in deck))
            for j, deck in enumerate(t["shuffles"])
        ),
        locks=tuple(
            DeckStep(Step.LOCK, j, tuple(bytes.fromhex(x) for x in deck))
            for j, deck in enumerate(t["locks"])
        ),
        events=tuple(events),
        reveals=tuple(Reveal(j, bytes.fromhex(s)) for j, s in enumerate(t["reveals"])),
    )


def _apply(transcript: RoundTranscript, change: dict[str, Any]) -> RoundTranscript:
    section, index = change["section"], change["index"]
    t = transcript
    if section == "events":
        old = t.events[index]
        assert isinstance(old, KeyRelease)
        events = list(t.events)
        events[index] = KeyRelease(old.seat, old.position, bytes.fromhex(change["key"]))
        return RoundTranscript(t.params, t.commits, t.shuffles, t.locks, tuple(events), t.reveals)
    if section == "locks":
        locks = list(t.locks)
        points = list(locks[index].points)
        points[change["position"]] = bytes.fromhex(change["point"])
        locks[index] = DeckStep(Step.LOCK, index, tuple(points))
        return RoundTranscript(t.params, t.commits, t.shuffles, tuple(locks), t.events, t.reveals)
    assert section == "reveals"
    reveals = tuple(
        Reveal(r.seat, bytes.fromhex(change["seed"])) if r.seat == index else r for r in t.reveals
    )
    return RoundTranscript(t.params, t.commits, t.shuffles, t.locks, t.events, reveals)


def _load_generator() -> Any:
    """The vector script's own JSON shape for an audit result, so both speak the same format."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("make_deck_vectors", VECTORS / "make_deck_vectors.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


_as_json = _load_generator()._audit_json


@pytest.mark.parametrize("group", list(ROUND_FILES))
def test_two_seat_round_audits_as_recorded(group: str) -> None:
    data = load(ROUND_FILES[group])
    transcript = _transcript(data)
    assert [r.seed.hex() for r in transcript.reveals] == data["seeds"]
    result = audit_round(transcript)
    assert _as_json(result) == data["audit"]
    assert isinstance(result, AuditOk)
    assert sorted(result.tiles) == list(tile_set(6))


@pytest.mark.parametrize("group", list(ROUND_FILES))
@pytest.mark.parametrize("case", range(3))
def test_two_seat_round_tampered(group: str, case: int) -> None:
    data = load(ROUND_FILES[group])
    tampered = data["tampered"][case]
    result = audit_round(_apply(_transcript(data), tampered["change"]))
    assert _as_json(result) == tampered["audit"], tampered["description"]
    assert not result.ok
