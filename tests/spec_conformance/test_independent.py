"""Check the project's test vectors with a verifier written from SPEC.md alone.

Nothing here imports mextrain: `independent.py` implements SPEC.md sections 1-7 from the text.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from itertools import islice
from pathlib import Path
from typing import Any

import msgpack
import pytest
from nacl import bindings as nb
from nacl.signing import SigningKey

from . import independent as ind

ROOT = Path(__file__).resolve().parents[2]
VECTORS = ROOT / "tests" / "vectors"
LOG_PATH = VECTORS / "match_2seat.mtlog"


def load(name: str) -> Any:
    return json.loads((VECTORS / name).read_text())


@pytest.fixture(scope="module")
def log_bytes() -> bytes:
    return LOG_PATH.read_bytes()


@pytest.fixture(scope="module")
def result(log_bytes: bytes) -> ind.LogResult:
    return ind.verify_log_bytes(log_bytes)


def decoded_entries(data: bytes) -> list[tuple[list[Any], list[Any]]]:
    """(entry, body) for every entry of a log."""
    out = []
    for e in ind.read_log(data):
        entry = ind.unpack_canonical(e)
        body = ind.unpack_canonical(ind.unpack_canonical(entry[2])[0])
        out.append((entry, body))
    return out


def write_log(entries: list[bytes]) -> bytes:
    return ind.pack(ind.LOG_MAGIC) + b"".join(ind.pack(e) for e in entries)


# --- section 1 / 4.3: tiles -----------------------------------------------------------------


@pytest.mark.parametrize("n", [6, 9, 12, 15])
def test_tile_index_formula(n: int) -> None:
    tiles = ind.tile_set(n)
    assert len(tiles) == (n + 1) * (n + 2) // 2
    assert [ind.tile_index(lo, hi, n) for lo, hi in tiles] == list(range(len(tiles)))


TILE_TABLES = {
    ind.EDWARDS: ("tile_points_double12.json", ind.DST_TILE, "### 4.3", "#### ristretto255 tile points"),
    ind.RISTRETTO: ("tile_points_double12_ristretto255.json", ind.DST_TILE_R255, "#### ristretto255 tile points", "### 4.4"),
}


@pytest.mark.parametrize("group", list(TILE_TABLES))
def test_tile_points_match_spec_table_and_vector(group: str) -> None:
    name, dst, start, end = TILE_TABLES[group]
    computed = [(lo, hi, ind.tile_point(lo, hi, group).hex()) for lo, hi in ind.tile_set(12)]
    vec = load(name)
    assert vec["dst"] == dst.decode() and vec["max_pip"] == 12
    assert [(t["low"], t["high"], t["point"]) for t in vec["tiles"]] == computed
    spec = (ROOT / "SPEC.md").read_text()
    section = spec[spec.index(start) : spec.index(end)]
    rows = re.findall(r"^\| (\d+) \| (\d+) \| `([0-9a-f]{64})` \|$", section, re.M)
    assert [(int(a), int(b), p) for a, b, p in rows] == computed
    # notation: a point does not depend on the order the ends are given in
    assert ind.tile_point(5, 3, group) == ind.tile_point(3, 5, group)


def test_tile_point_properties_double15() -> None:
    points = [ind.tile_point(lo, hi) for lo, hi in ind.tile_set(15)]
    for p in points:
        assert nb.crypto_core_ed25519_is_valid_point(p)
        assert ind.smul(ind.L - 1, p) == ind.negate_encoding(p)
    everything = points + [ind.negate_encoding(p) for p in points]
    assert len(set(everything)) == 2 * len(points)


# --- 4.5: seed derivation -------------------------------------------------------------------


def test_seed_derivation_vector() -> None:
    v = load("deck_seed_derivation.json")
    gid, seed = bytes.fromhex(v["game_id"]), bytes.fromhex(v["seed"])
    assert seed == bytes(range(32))
    s = ind.derive(gid, v["round"], v["seat"], seed, v["deck_size"])
    assert s.context.hex() == v["context"]
    assert s.commitment.hex() == v["commitment"]
    assert ind.scalar_bytes(s.shuffle_key).hex() == v["shuffle_key"]
    words = list(islice(ind.perm_stream(s.context, seed), len(v["permutation_stream_words"])))
    assert words == v["permutation_stream_words"]
    assert s.permutation == v["permutation"]
    assert sorted(s.permutation) == list(range(v["deck_size"]))
    n = len(v["lock_keys_first"])
    assert [ind.scalar_bytes(k).hex() for k in s.lock_keys[:n]] == v["lock_keys_first"]
    assert [ind.scalar_bytes(f).hex() for f in s.lock_factors[:n]] == v["lock_factors_first"]
    # the values quoted in SPEC.md 4.5
    assert s.permutation[:12] == [25, 29, 35, 33, 12, 63, 48, 71, 61, 79, 81, 9]
    assert words[:4] == [3432915232, 3878227458, 3997404128, 2043484988]


# --- 4.8: the 2-seat deck round vector ------------------------------------------------------


def deck_round_transcript(v: dict[str, Any]) -> ind.Transcript:
    p = v["params"]
    tiles = ind.tile_set(p["max_pip"])
    if p["set_aside"] is not None:
        tiles.remove(tuple(p["set_aside"]))
    tr = v["transcript"]
    events: list[tuple[Any, ...]] = []
    for e in tr["events"]:
        if e["step"] == "release":
            events.append(("release", e["seat"], e["position"], bytes.fromhex(e["key"])))
        elif e["step"] == "draw":
            events.append(("draw", e["seat"], e["position"]))
        else:
            events.append(("claim", e["seat"], e["position"], tuple(e["tile"])))
    return ind.Transcript(
        game_id=bytes.fromhex(p["game_id"]),
        round_no=p["round"],
        seats=p["seats"],
        tiles=tiles,
        hand_size=p["hand_size"],
        commits=[bytes.fromhex(c) for c in tr["commits"]],
        shuffles=[[bytes.fromhex(x) for x in deck] for deck in tr["shuffles"]],
        locks=[[bytes.fromhex(x) for x in deck] for deck in tr["locks"]],
        events=events,
        reveals=[bytes.fromhex(s) for s in tr["reveals"]],
        group=p.get("group", ind.EDWARDS),
    )


ROUNDS = {ind.EDWARDS: "deck_round_2seat.json", ind.RISTRETTO: "deck_round_2seat_ristretto255.json"}


@pytest.mark.parametrize("group", list(ROUNDS))
def test_deck_round_audit_ok(group: str) -> None:
    v = load(ROUNDS[group])
    res = ind.audit(deck_round_transcript(v))
    assert v["audit"]["ok"] is True
    assert [list(t) for t in res.tiles] == v["audit"]["tiles"]
    assert res.owners == v["audit"]["owners"]
    assert sorted(res.tiles) == ind.tile_set(6)


@pytest.mark.parametrize("group", list(ROUNDS))
@pytest.mark.parametrize("case", range(3))
def test_deck_round_tampered(group: str, case: int) -> None:
    v = load(ROUNDS[group])
    tamper = v["tampered"][case]
    t = deck_round_transcript(v)
    ch = tamper["change"]
    if ch["section"] == "events":
        ev = t.events[ch["index"]]
        t.events[ch["index"]] = (*ev[:3], bytes.fromhex(ch["key"]))
    elif ch["section"] == "locks":
        t.locks[ch["index"]][ch["position"]] = bytes.fromhex(ch["point"])
    else:
        t.reveals[ch["index"]] = bytes.fromhex(ch["seed"])
    with pytest.raises(ind.AuditFailure) as info:
        ind.audit(t)
    want = tamper["audit"]
    assert info.value.as_tuple() == (want["seat"], want["step"], want["index"], want["position"])


# --- 6.2 / 6.3 / 7: the match log -----------------------------------------------------------


def test_log_framing(log_bytes: bytes) -> None:
    unpacker = msgpack.Unpacker(raw=False)
    unpacker.feed(log_bytes)
    items = list(unpacker)
    assert items[0] == "mextrain-log/1"
    assert all(isinstance(x, bytes) for x in items[1:])
    assert ind.read_log(log_bytes) == items[1:]


def test_match_log_verifies_to_expected_result(result: ind.LogResult) -> None:
    assert result.error is None, result.error
    assert result.valid
    assert result.summary() == load("match_2seat.json")


def test_match_log_end_message_matches(log_bytes: bytes, result: ind.LogResult) -> None:
    entries = decoded_entries(log_bytes)
    _, body = entries[-1]
    assert body[3] == "end" and body[4] == -1
    assert body[7] == [result.verifier.totals, result.verifier.winners] == [[40, 0], [1]]


def test_match_log_hash_chain_and_signatures(log_bytes: bytes) -> None:
    raw = ind.read_log(log_bytes)
    entries = decoded_entries(log_bytes)
    host_key = entries[0][1][7][3]
    keys = {b[4]: b[7][1] for _, b in entries if b[3] == "join"}
    prev = ind.ZERO32
    for i, (e, body) in enumerate(entries):
        assert e[0] == i and e[1] == prev
        assert ind.verify_sig(host_key, ind.DST_ENTRY + ind.pack(e[:3]), e[3])
        signed = ind.unpack_canonical(e[2])
        signer = host_key if body[4] == -1 else keys[body[4]]
        assert ind.verify_sig(signer, ind.DST_MESSAGE + signed[0], signed[1])
        # the wrong domain-separation string must not verify
        assert not ind.verify_sig(signer, ind.DST_ENTRY + signed[0], signed[1])
        prev = ind.entry_hash(raw[i])


def test_match_log_stage_order(log_bytes: bytes) -> None:
    kinds = [b[3] for _, b in decoded_entries(log_bytes)]
    assert kinds[:4] == ["open", "join", "join", "start"]
    assert kinds[4:10] == ["commit", "commit", "shuffle", "shuffle", "lock", "lock"]
    assert kinds[10:12] == ["deal", "deal"]
    assert kinds[-3:] == ["reveal", "reveal", "end"]
    assert set(kinds[12:-3]) <= ind.TURN_KINDS | {"release"}


def test_match_log_deck(result: ind.LogResult) -> None:
    v = result.verifier
    (s,) = v.summaries
    # express: 12-12 set aside, the deck is the other 90 tiles, each once
    expected = [t for t in ind.tile_set(12) if t != (12, 12)]
    assert len(s.tiles) == 90 and sorted(s.tiles) == expected
    hands = [set(h) for h in s.dealt]
    assert all(len(h) == 15 for h in hands) and not hands[0] & hands[1]
    assert s.owners[:30] == [0] * 15 + [1] * 15
    assert s.cards_opened == 90  # every final card opened with the seeds' keys


def test_match_log_claims_and_final_hands(log_bytes: bytes, result: ind.LogResult) -> None:
    (s,) = result.verifier.summaries
    played: list[list[tuple[int, int]]] = [[], []]
    for _, body in decoded_entries(log_bytes):
        if body[3] in ("play", "place_engine"):
            pos = body[7][0]
            claimed = tuple(body[7][1]) if body[3] == "play" else (s.double, s.double)
            assert s.tiles[pos] == claimed, f"claim at position {pos}"
            assert s.owners[pos] == body[4]
            played[body[4]].append(claimed)
    assert played == s.played
    for p in range(2):
        left = Counter(s.dealt[p]) + Counter(s.drawn[p])
        left.subtract(Counter(played[p]))
        assert all(c in (0, 1) for c in left.values())
        assert sorted(left.elements()) == sorted(s.final_hands[p])
        assert sum(a + b for a, b in left.elements()) == s.pips[p]
    assert s.pips == [40, 0] and s.went_out == 1


# --- tampering ------------------------------------------------------------------------------


@pytest.mark.parametrize("entry", [0, 1, 6, 12, 50, 100, 162, 164])
def test_flipped_byte_rejected(log_bytes: bytes, entry: int) -> None:
    raw = ind.read_log(log_bytes)
    for offset in (len(raw[entry]) // 2, len(raw[entry]) - 1):
        e = bytearray(raw[entry])
        e[offset] ^= 0x01
        tampered = [*raw[:entry], bytes(e), *raw[entry + 1 :]]
        res = ind.verify_log_bytes(write_log(tampered))
        assert not res.valid
        assert res.error is not None and res.error.entry == entry


def test_flipped_byte_in_file_rejected(log_bytes: bytes) -> None:
    data = bytearray(log_bytes)
    data[len(data) // 2] ^= 0x80
    try:
        res = ind.verify_log_bytes(bytes(data))
    except ind.LogUnreadable:
        return
    assert not res.valid


@pytest.mark.parametrize("pair", [(4, 5), (20, 21), (1, 2), (162, 163)])
def test_swapped_entries_rejected(log_bytes: bytes, pair: tuple[int, int]) -> None:
    raw = ind.read_log(log_bytes)
    a, b = pair
    raw[a], raw[b] = raw[b], raw[a]
    res = ind.verify_log_bytes(write_log(raw))
    assert not res.valid and res.error is not None and res.error.entry == a


def test_truncated_and_unreadable(log_bytes: bytes) -> None:
    raw = ind.read_log(log_bytes)
    res = ind.verify_log_bytes(write_log(raw[:-1]))
    assert not res.valid and "end" in res.error.reason  # type: ignore[union-attr]
    with pytest.raises(ind.LogUnreadable):
        ind.verify_log_bytes(log_bytes[:-3])
    with pytest.raises(ind.LogUnreadable):
        ind.verify_log_bytes(ind.pack("other-log/1") + ind.pack(raw[0]))


# --- semantic tampering: a re-signed log with fresh keys ------------------------------------


def resign(log: bytes, mutate: Any = None) -> bytes:
    """Re-sign every message and entry with fresh keys, after `mutate(bodies)` edits the bodies
    (a list of [body, old_index]); `seen`/`head` are mapped to the new hashes."""
    entries = decoded_entries(log)
    old_hashes = [ind.entry_hash(e) for e in ind.read_log(log)]
    known = set(old_hashes)
    host = SigningKey(bytes([200]) * 32)
    seats = {s: SigningKey(bytes([s + 1]) * 32) for s in range(10)}
    bodies = [[list(b), i] for i, (_, b) in enumerate(entries)]
    for body, _ in bodies:
        if body[3] == "open":
            body[7][3] = bytes(host.verify_key)
        elif body[3] == "join":
            body[7][1] = bytes(seats[body[4]].verify_key)
    if mutate:
        mutate(bodies)
    new_hash: dict[bytes, bytes] = {}
    out: list[bytes] = []
    prev = ind.ZERO32
    for index, (body, old) in enumerate(bodies):

        def remap(h: bytes, latest: bytes = prev) -> bytes:
            if h not in known:
                return h  # not a hash of the original log: keep it (a tamper)
            return new_hash.get(h, latest)

        body[6] = remap(body[6])
        if body[3] == "reveal":
            body[7][1] = remap(body[7][1])
        key = host if body[4] == -1 else seats[body[4]]
        raw_body = ind.pack(body)
        message = ind.pack([raw_body, key.sign(ind.DST_MESSAGE + raw_body).signature])
        sig = host.sign(ind.DST_ENTRY + ind.pack([index, prev, message])).signature
        entry = ind.pack([index, prev, message, sig])
        out.append(entry)
        new_hash[old_hashes[old]] = prev = ind.entry_hash(entry)
    return write_log(out)


def test_resigned_log_still_verifies(log_bytes: bytes) -> None:
    res = ind.verify_log_bytes(resign(log_bytes))
    assert res.valid, res.error
    assert res.summary()["totals"] == [40, 0]


def _fails_at(data: bytes, entry: int, words: str, cheating: bool | None = None) -> None:
    res = ind.verify_log_bytes(data)
    assert not res.valid and res.error is not None
    assert res.error.entry == entry, res.error
    assert words in res.error.reason, res.error
    if cheating is not None:
        assert res.error.cheating is cheating


def test_false_play_claim_rejected(log_bytes: bytes) -> None:
    def mutate(bodies: list[Any]) -> None:
        assert bodies[12][0][3] == "play" and bodies[12][0][7][1] == [8, 12]
        bodies[12][0][7][1] = [7, 12]

    _fails_at(resign(log_bytes, mutate), 12, "false claim", cheating=True)


def test_shuffle_before_all_commits_rejected(log_bytes: bytes) -> None:
    def mutate(bodies: list[Any]) -> None:
        bodies[5], bodies[6] = bodies[6], bodies[5]

    _fails_at(resign(log_bytes, mutate), 5, "out of turn")


def test_move_out_of_turn_rejected(log_bytes: bytes) -> None:
    def mutate(bodies: list[Any]) -> None:
        assert bodies[13][0][3] == "draw" and bodies[13][0][4] == 1
        bodies[13][0][4] = 0  # seat 0 draws on seat 1's turn (signed by seat 0)
        bodies[13][0][5] = 100

    _fails_at(resign(log_bytes, mutate), 13, "not on turn")


def test_replayed_counter_rejected(log_bytes: bytes) -> None:
    def mutate(bodies: list[Any]) -> None:
        bodies[13][0][5] = bodies[11][0][5]  # seat 1's counter does not increase

    _fails_at(resign(log_bytes, mutate), 13, "counter")


def test_seen_must_be_held_by_log(log_bytes: bytes) -> None:
    def mutate(bodies: list[Any]) -> None:
        bodies[13][0][6] = bytes(range(32))

    _fails_at(resign(log_bytes, mutate), 13, "seen")


def test_wrong_seed_blamed_by_audit(log_bytes: bytes) -> None:
    def mutate(bodies: list[Any]) -> None:
        assert bodies[162][0][3] == "reveal" and bodies[162][0][4] == 0
        bodies[162][0][7][0] = bytes(32)

    _fails_at(resign(log_bytes, mutate), 162, "reveal", cheating=True)


def test_wrong_end_totals_rejected(log_bytes: bytes) -> None:
    def mutate(bodies: list[Any]) -> None:
        bodies[164][0][7] = [[0, 40], [0]]

    _fails_at(resign(log_bytes, mutate), 164, "end says")


def test_non_canonical_body_rejected(log_bytes: bytes) -> None:
    """5.1: a body whose integer is not in its shortest form is refused."""
    raw = ind.read_log(log_bytes)
    entries = decoded_entries(log_bytes)
    entry, body = entries[3]
    packed = ind.pack(body)
    assert packed[1] == 0x01  # version as positive fixint
    bad = packed[:1] + b"\xcc\x01" + packed[2:]  # version as uint8
    assert msgpack.unpackb(bad) == body
    signed = ind.unpack_canonical(entry[2])
    msg = ind.pack([bad, signed[1]])
    new_entry = ind.pack([entry[0], entry[1], msg, entry[3]])
    res = ind.verify_log_bytes(write_log([*raw[:3], new_entry, *raw[4:]]))
    assert not res.valid and res.error is not None and res.error.entry == 3


# --- section 3: rules engine claims on a synthetic double-6 deal ----------------------------

EXPRESS6: dict[str, Any] = {
    "engine": "set_aside", "first_turn": "single", "mexican_on_first_turn": True,
    "draw": "must_play", "first_turn_draw": "must_play", "open_doubles": "cover_any", "marker_when_covering": False,
    "last_double": "out", "follow_up": "anywhere", "double_duty": "everyone",
    "mexican_needs_own_train": False, "engine_missing": "draw", "max_pip": 6,
}  # fmt: skip


def _engine(deck: list[tuple[int, int]], rules: dict[str, Any] = EXPRESS6) -> ind.RoundEngine:
    return ind.RoundEngine(rules, 2, 2, len(deck), 6, 0, deck.__getitem__, True)


def test_engine_rejects_false_cannot_play_claims() -> None:
    deck = [(5, 6), (0, 1), (1, 2), (2, 3), (6, 1), (0, 0)]
    eng = _engine(deck)
    with pytest.raises(ind.RuleViolation, match="draw while able"):
        eng.draw(0)
    eng.play(0, 0, (5, 6), 0)
    eng.draw(1)  # seat 1 holds 1-2, 2-3: nothing fits 6
    with pytest.raises(ind.RuleViolation, match="drawn tile fits"):
        eng.pass_turn(1)  # the drawn 6-1 fits; must_play
    eng.play(1, 4, (1, 6), -1)
    assert eng.turn == 0


def test_engine_open_double_binds_next_seat() -> None:
    deck = [(6, 6), (0, 1), (6, 2), (2, 3), (4, 4), (0, 0), (6, 3)]
    eng = _engine(deck)
    eng.play(0, 0, (6, 6), 0)  # a double on its own train: follow-up
    assert eng.turn == 0 and eng.open == [0]
    eng.draw(0)  # 0-1 does not fit anything open to it; 4-4 drawn
    eng.pass_turn(0)
    assert eng.turn == 1 and eng.allowed_trains(1) == [0]
    with pytest.raises(ind.RuleViolation, match="not open"):
        eng.play(1, 2, (2, 6), 1)  # must cover the open double on train 0
    eng.play(1, 2, (2, 6), 0)
    assert eng.open == [] and 0 in eng.markers
