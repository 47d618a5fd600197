"""Regenerate the conformance corpus (SPEC.md 6.3, 7.6): honest logs of every preset at several
table sizes, and tampered copies of each kind, each with the exact ``mextrain verify --json`` it
must give. Run by hand (about a minute); tests and ``mextrain conformance`` only read it.

    python tests/vectors/make_conformance_corpus.py

Every log is played by the in-memory harness with fixed seeds, so the files are the same on
every run. Tampered copies are re-signed with the harness's own keys where the tamper must get
past the signatures (a false claim, a wrong key, wrong totals, an abort), and the entries after
a change are chained and signed again so that the change itself is what the verifier meets.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from mextrain.protocol.bots.strategies import greedy_strategy
from mextrain.protocol.deck.group import ORDER, mult
from mextrain.protocol.deck.keys import tile_point
from mextrain.protocol.log.encoding import pack, unpack
from mextrain.protocol.log.entries import DST_ENTRY_HASH, file_header, frame, make_entry
from mextrain.protocol.log.identity import Identity
from mextrain.protocol.log.messages import DST_MESSAGE, HOST_SEAT
from mextrain.protocol.rules.engine import Play, apply
from mextrain.protocol.rules.ruleset import preset
from mextrain.protocol.rules.tiles import Tile
from mextrain.protocol.table.harness import HarnessResult, run_match, seeded_bytes
from mextrain.protocol.table.session import Stage, Table
from mextrain.protocol.table.verdict import verdict_json
from mextrain.protocol.table.verify import verify_log

OUT = Path(__file__).parent / "conformance"
ROUNDS = 2
HONEST = [
    ("classic", 2), ("classic", 5), ("classic", 10), ("classic-ordered", 3), ("boxed", 4),
    ("boxed", 7), ("express", 2), ("express", 4), ("house", 3), ("house", 8),
]  # fmt: skip
BASE_SEED = 1


RISTRETTO_HONEST = [("classic", 4), ("express", 2)]
"""The ristretto255 logs (SPEC.md 4.1), named ``r255-...``; the others are edwards25519 logs,
as every log written before ristretto255 was, and must keep verifying."""


def match(
    name: str, seats: int, rounds: int, seed: int, group: str = "edwards25519"
) -> HarnessResult:
    rules = dataclasses.replace(preset(name), rounds=rounds)
    return run_match(
        rules, [greedy_strategy] * seats, seed, table_name=f"{name} {seats}", deck_group=group
    )


def write(entries: list[bytes]) -> bytes:
    return file_header() + b"".join(frame(e) for e in entries)


class Forger:
    """Rewrites entries of a harness log with the harness's keys (seed ``seed``)."""

    def __init__(self, entries: tuple[bytes, ...], seed: int) -> None:
        self.entries = list(entries)
        self.seed = seed

    def key(self, seat: int) -> Identity:
        label = "host-identity" if seat == HOST_SEAT else f"identity-{seat}"
        return Identity(seeded_bytes(self.seed, label)(32))

    @staticmethod
    def body(entry: bytes) -> list[Any]:
        return list(unpack(unpack(unpack(entry)[2])[0]))

    def kind(self, index: int) -> str:
        return str(self.body(self.entries[index])[3])

    def find(self, kind: str, start: int = 0) -> int:
        return next(i for i in range(start, len(self.entries)) if self.kind(i) == kind)

    def sign(self, index: int, prev: bytes, body: list[Any], signer: int | None = None) -> bytes:
        raw = pack(body)
        seat = body[4] if signer is None else signer
        message = pack([raw, self.key(seat).sign(DST_MESSAGE, raw)])
        return make_entry(self.key(HOST_SEAT), index, prev, message)

    def rewrite(
        self,
        index: int,
        change: Callable[[list[Any]], None],
        rechain: bool = True,
        later: Callable[[list[Any]], None] | None = None,
    ) -> list[bytes]:
        """The log with entry ``index``'s body changed and re-signed; later entries chained
        and signed again (their ``seen`` and reveal heads follow the new hashes), each first
        changed by ``later`` if given."""
        out = list(self.entries[:index])
        renamed: dict[bytes, bytes] = {}
        for k in range(index, len(self.entries) if rechain else index + 1):
            old = self.entries[k]
            _i, prev, _m, _s = unpack(old)
            body = self.body(old)
            if k == index:
                change(body)
            elif later is not None:
                later(body)
            body[6] = renamed.get(body[6], body[6])
            if body[3] == "reveal":
                body[7] = [body[7][0], renamed.get(body[7][1], body[7][1])]
            new_prev = prev if k == 0 else hashlib.sha256(DST_ENTRY_HASH + out[-1]).digest()
            new = self.sign(k, new_prev, body)
            renamed[hashlib.sha256(DST_ENTRY_HASH + old).digest()] = hashlib.sha256(
                DST_ENTRY_HASH + new
            ).digest()
            out.append(new)
        return out

    def append(self, upto: int, body: list[Any]) -> list[bytes]:
        out = list(self.entries[:upto])
        prev = hashlib.sha256(DST_ENTRY_HASH + out[-1]).digest()
        return [*out, self.sign(upto, prev, body)]

    def replica(self, upto: int) -> Table:
        table = Table()
        for raw in self.entries[:upto]:
            table.receive(raw)
        return table

    def host_body(self, upto: int, kind: str, payload: list[Any]) -> list[Any]:
        table = self.replica(upto)
        counters = [self.body(e)[5] for e in self.entries[:upto] if self.body(e)[4] == HOST_SEAT]
        return [1, table.game_id, -1, kind, HOST_SEAT, max(counters) + 1, table.head, payload]


    def extend(self, upto: int, bodies: list[Callable[[int, bytes], list[Any]]]) -> list[bytes]:
        """The first ``upto`` entries, then one entry per body maker, each called with its
        index and the hash of the entry before it (so it can sign against that head)."""
        out = list(self.entries[:upto])
        for make in bodies:
            prev = hashlib.sha256(DST_ENTRY_HASH + out[-1]).digest()
            out.append(self.sign(len(out), prev, make(len(out), prev)))
        return out

    def counter_after(self, seat: int, upto: int, entries: list[bytes] | None = None) -> int:
        """One above every counter ``seat`` used in the first ``upto`` entries."""
        log = self.entries if entries is None else entries
        return max((self.body(x)[5] for x in log[:upto] if self.body(x)[4] == seat), default=-1) + 1


def entry_hash(entry: bytes) -> bytes:
    return hashlib.sha256(DST_ENTRY_HASH + entry).digest()


def flip(data: bytes, at: int) -> bytes:
    return data[:at] + bytes([data[at] ^ 0x01]) + data[at + 1 :]


def tampered(base: HarnessResult) -> dict[str, tuple[str, bytes]]:
    f = Forger(base.entries, BASE_SEED)
    e = f.entries
    cases: dict[str, tuple[str, bytes]] = {}

    def add(name: str, what: str, entries: list[bytes] | bytes) -> None:
        cases[name] = (what, entries if isinstance(entries, bytes) else write(entries))

    k = f.find("deal")
    index, prev, message, sig = unpack(e[k])
    body, msig = unpack(message)
    mid = len(body) // 2
    bad = [*e]
    bad[k] = pack([index, prev, pack([body[:mid] + bytes([body[mid] ^ 1]) + body[mid + 1 :], msig]), sig])
    add("flip-body", f"a byte of entry {k}'s message body flipped", bad)
    bad = [*e]
    bad[k] = make_entry(f.key(HOST_SEAT), index, prev, pack([body, flip(msig, 5)]))
    add("flip-player-signature", f"a byte of the seat's signature in entry {k}, host re-signed", bad)
    bad = [*e]
    bad[k] = pack([index, prev, message, flip(sig, 9)])
    add("flip-host-signature", f"a byte of entry {k}'s host signature flipped", bad)
    add("drop-entry", f"entry {k} dropped", [*e[:k], *e[k + 1 :]])
    add("swap-entries", f"entries {k} and {k + 1} swapped", [*e[:k], e[k + 1], e[k], *e[k + 2 :]])
    whole = write(e)
    add("truncate-mid-entry", "the file cut 10 bytes into its last entry", whole[: len(whole) - len(frame(e[-1])) + 10])
    add("truncate-at-entry", "the last entry (`end`) missing", e[:-1])
    add("trailing-entry", "the last entry repeated after `end`", [*e, e[-1]])
    cut = whole[: len(whole) - len(frame(e[-1]))]
    add("entry-too-long", "the last entry replaced by a bin header announcing 2 MiB", cut + b"\xc6\x00\x20\x00\x00")
    add("unreadable", "not a mextrain log", b"PK\x03\x04 not a log at all")
    add("header-only", "the header and no entry", file_header())

    play = f.find("play")

    def false_claim(b: list[Any]) -> None:
        low, high = b[7][1]
        b[7] = [b[7][0], [low, high + 1] if high < 12 else [low - 1, high], b[7][2], b[7][3]]

    add("false-claim", f"the play at entry {play} claims another tile, re-signed", f.rewrite(play, false_claim, rechain=False))

    # a wrong key for a card that is never played: only the round-end audit can see it
    played = {f.body(x)[7][0] for x in e if f.body(x)[3] in ("play", "place_engine")}
    deal, spot = next(
        (d, i)
        for d in range(len(e))
        if f.kind(d) == "deal"
        for i, p in enumerate(f.body(e[d])[7][0])
        if p[0] not in played
    )

    def wrong_key(b: list[Any]) -> None:
        pairs = [list(p) for p in b[7][0]]
        pairs[spot][1] = (int.from_bytes(pairs[spot][1], "little") + 1).to_bytes(32, "little")
        b[7] = [pairs]

    add("wrong-key", f"a key of an unplayed card in the deal at entry {deal} changed, re-signed and re-chained", f.rewrite(deal, wrong_key))

    def wrong_totals(b: list[Any]) -> None:
        b[7] = [[t + 1 for t in b[7][0]], b[7][1]]

    add("wrong-totals", "the `end` totals changed, re-signed by the host", f.rewrite(len(e) - 1, wrong_totals))

    def other_game(b: list[Any]) -> None:
        b[1] = bytes(16)

    add("other-game", f"entry {k}'s message carries another game id, re-signed", f.rewrite(k, other_game, rechain=False))

    def replayed_counter(b: list[Any]) -> None:
        b[5] = 0

    later = f.find("play", play + 1)
    add("replayed-counter", f"entry {later}'s counter set to 0, re-signed", f.rewrite(later, replayed_counter, rechain=False))

    # a seat's own signed message that breaks a rule: its evidence, so it is named a cheater
    table = f.replica(play)
    rnd = table.round
    assert rnd is not None and table.stage is Stage.TURNS
    other = 1 - rnd.engine.turn
    counters = [f.body(x)[5] for x in e[:play] if f.body(x)[4] == other]
    body = [1, table.game_id, rnd.index, "pass", other, max(counters) + 1, table.head, []]
    add("out-of-turn", f"seat {other} passes out of turn after entry {play - 1}, signed by it", f.append(play, body))

    rules = f.body(e[0])
    def bad_rounds(b: list[Any]) -> None:
        rs = dict(b[7][1])
        rs["rounds"] = 99
        b[7] = [b[7][0], rs, *b[7][2:]]

    del rules
    add("bad-ruleset", "entry 0's ruleset asks for 99 rounds, re-signed", f.rewrite(0, bad_rounds))

    # aborts
    add("abort-after-last-round", "`end` replaced by an abort", f.append(len(e) - 1, f.host_body(len(e) - 1, "abort", [-1, "the host closed the table"])))
    table = f.replica(play)
    waiting = table.waiting_for()[0]
    add("abort-silent", f"aborted at entry {play} naming the seat on turn", f.append(play, f.host_body(play, "abort", [waiting, f"seat {waiting} was silent for 300 s"])))
    add("abort-not-awaited", f"aborted at entry {play} naming the seat not on turn", f.append(play, f.host_body(play, "abort", [1 - waiting, "the host names the wrong seat"])))
    first_reveal = f.find("reveal")
    table = f.replica(first_reveal + 1)
    keeper = table.waiting_for()[0]
    add("abort-withheld", "aborted after one reveal naming the seat that kept its seed", f.append(first_reveal + 1, f.host_body(first_reveal + 1, "abort", [keeper, f"seat {keeper} did not reveal"])))
    add("abort-lobby", "aborted after one join", f.append(2, f.host_body(2, "abort", [-1, "nobody else came"])))
    return cases


def decisions(base: HarnessResult) -> dict[str, tuple[str, bytes]]:
    """Issue 23: one case per point SPEC.md had left to guess, each built so that a verifier
    that read SPEC the other way gets a different object."""
    f = Forger(base.entries, BASE_SEED)
    e = f.entries
    game_id = f.replica(1).game_id
    cases: dict[str, tuple[str, bytes]] = {}

    def add(name: str, what: str, entries: list[bytes] | bytes) -> None:
        cases[name] = (what, entries if isinstance(entries, bytes) else write(entries))

    def seat_body(seat: int, round_no: int, kind: str, payload: list[Any], log: list[bytes] | None = None) -> Callable[[int, bytes], list[Any]]:
        def make(index: int, prev: bytes) -> list[Any]:
            counter = f.counter_after(seat, index, log)
            return [1, game_id, round_no, kind, seat, counter, prev, payload]

        return make

    # 1: entry 0 fails after its ruleset passed: no ruleset, players or names
    index, prev, message, sig = unpack(e[0])
    add("open-bad-host-signature", "entry 0's host signature flipped (its ruleset is fine)", [pack([index, prev, message, flip(sig, 9)]), *e[1:]])
    body, msig = unpack(message)
    add("open-bad-message-signature", "entry 0's message signature flipped, the entry signed again", [make_entry(f.key(HOST_SEAT), 0, prev, pack([body, flip(msig, 5)])), *e[1:]])
    # 2: damage inside entry 0 is `unreadable`; a whole bin entry 0 that is no entry is `invalid`
    add("truncate-entry-0", "the file cut 10 bytes into entry 0", file_header() + frame(e[0])[:10])
    add("garbage-entry-0", "entry 0 a whole bin whose bytes are no entry", file_header() + frame(b"\xc1 not an entry"))

    # 3: an abort naming no seat of the table is the host's fault
    play = f.find("play")
    add("abort-no-such-seat", f"aborted at entry {play} naming seat 2 of a 2-seat table", f.append(play, f.host_body(play, "abort", [2, "seat 2 went quiet"])))

    # 4: the order of a play's checks. A play whose seat's previous `seen` is older than the
    # entry before it: signed against a stale head, so a refusal is not the seat's evidence.
    k = next(
        i for i in range(play, len(e)) if f.kind(i) == "play"
        and f.body(e[max(j for j in range(i) if f.body(e[j])[4] == f.body(e[i])[4])])[6] != entry_hash(e[i - 1])
    )  # fmt: skip
    seat = f.body(e[k])[4]
    stale = f.body(e[max(j for j in range(k) if f.body(e[j])[4] == seat)])[6]
    pos, real, train = f.body(e[k])[7][0], Tile(*f.body(e[k])[7][1]), f.body(e[k])[7][2]
    engine = f.replica(k).round
    assert engine is not None

    def legal(t: Tile) -> bool:
        try:
            apply(engine.engine, Play(seat, pos, t, train))
        except Exception:
            return False
        return True

    tiles = [Tile(a, b) for a in range(13) for b in range(a, 13) if Tile(a, b) != real]
    fits, misfit = next(t for t in tiles if legal(t)), next(t for t in tiles if not legal(t))

    def claim(t: Tile) -> Callable[[list[Any]], None]:
        def change(b: list[Any]) -> None:
            b[6] = stale
            b[7] = [pos, [t.low, t.high], train, b[7][3]]

        return change

    add("false-claim-stale-seen", f"the play at entry {k} claims {fits} (legal there, not its card), signed against an older head", f.rewrite(k, claim(fits), rechain=False))
    add("illegal-false-claim-stale-seen", f"the play at entry {k} claims {misfit} (illegal there, not its card), signed against an older head", f.rewrite(k, claim(misfit), rechain=False))

    last_lock = f.find("lock", f.find("lock") + 1)
    reveals = {f.body(x)[4]: f.body(x)[7][0] for x in e if f.body(x)[3] == "reveal"}

    def final_card(position: int, point: bytes) -> list[bytes]:
        def change(b: list[Any]) -> None:
            points = list(b[7][0])
            points[position] = point
            b[7] = [points]

        return f.rewrite(last_lock, change)

    # a card of the final deck that is no valid point: garbage at its play, the early audit
    # names the seat whose lock step put it there
    forged = final_card(pos, b"\xff" * 32)[: k + 1]
    g = Forger(tuple(forged), BASE_SEED)
    ended = entry_hash(forged[-1])
    makers = [seat_body(s, 0, "reveal", [reveals[s], ended], None) for s in sorted(reveals)]
    g_entries = g.extend(k + 1, [lambda i, p, m=m: _with(g, m, i, p) for m in makers])
    add("garbage-card-at-play", f"card {pos} of the final deck is no point; played at entry {k}, then both seats reveal", g_entries)

    # a card that opens to a tile already opened elsewhere, with a claim of another tile:
    # the claim is checked first, so it is a false claim
    first = f.find("play")
    later = f.find("play", first + 1)
    t1, spot = Tile(*f.body(e[first])[7][1]), f.body(e[later])[7][0]
    keys = [
        pair[1] for x in e[:later] if f.body(x)[3] == "deal" for pair in f.body(x)[7][0] if pair[0] == spot
    ] + [f.body(x)[7][1] for x in e[:later] if f.body(x)[3] == "release" and f.body(x)[7][0] == spot]
    keys.append(f.body(e[later])[7][3])
    assert len(keys) == 2
    product = 1
    for key in keys:
        product = product * int.from_bytes(key, "little") % ORDER
    claimed = Tile(*f.body(e[later])[7][1])
    add("duplicate-false-claim", f"card {spot} forged to open to {t1} (played at entry {first}); the play at entry {later} claims {claimed}", final_card(spot, mult(product, tile_point(t1)))[: later + 1])

    def claimed_as(t: Tile) -> Callable[[list[Any]], None]:
        def change(b: list[Any]) -> None:
            b[7] = [b[7][0], [t.low, t.high], b[7][2], b[7][3]]

        return change

    # ... and the claim matching the duplicate: garbage, the early audit names the lock step
    forged = final_card(spot, mult(product, tile_point(t1)))
    g = Forger(tuple(forged), BASE_SEED)
    forged = g.rewrite(later, claimed_as(t1), rechain=False)
    g = Forger(tuple(forged), BASE_SEED)
    ended = entry_hash(forged[-1])
    makers = [seat_body(s, 0, "reveal", [reveals[s], ended], None) for s in sorted(reveals)]
    add("duplicate-card-at-play", f"card {spot} forged to open to {t1} (played at entry {first}); the play at entry {later} claims {t1}, then both seats reveal", g.extend(later + 1, [lambda i, p, m=m: _with(g, m, i, p) for m in makers]))

    # what decoding checks and what the table checks (5.4)
    def train_5(b: list[Any]) -> None:
        b[7] = [b[7][0], b[7][1], 5, b[7][3]]

    add("play-no-such-train", f"the play at entry {first} goes on train 5 of a 2-seat table, signed against the head", f.rewrite(first, train_5, rechain=False))
    end_pip = f.body(e[first])[7][1][1]
    add("play-tile-beyond-set", f"the play at entry {first} claims {end_pip}-13 at a double-12 table, signed against the head", f.rewrite(first, claimed_as(Tile(end_pip, 13)), rechain=False))

    def round_101(b: list[Any]) -> None:
        b[2] = 101

    add("round-101", f"the message at entry {first} carries round 101, signed against the head", f.rewrite(first, round_101, rechain=False))

    # 5: a host kind signed by a seat is that seat's evidence
    turn = f.replica(play).waiting_for()[0]
    other = 1 - turn
    add("seat-signs-abort", f"seat {other} signs an abort naming seat {turn} after entry {play - 1}", f.extend(play, [seat_body(other, -1, "abort", [turn, f"seat {turn} was silent for 300 s"])]))
    end = f.body(e[-1])[7]
    add("seat-signs-end", "the `end` (right totals) signed by seat 0 instead of the host", f.extend(len(e) - 1, [seat_body(0, -1, "end", end)]))
    add("second-open", "the host signs a second open after `start`", f.append(4, f.host_body(4, "open", f.body(e[0])[7])))
    # issue 32 gap 2: an `open` after entry 0 with a seat number is a host kind signed by a seat
    # (the seat's evidence), not the host's `open` after entry 0 (which has seat -1)
    add("seat-signs-open", f"seat 0 signs an open (entry 0's payload) after entry {play - 1}, against the head", f.extend(play, [seat_body(0, -1, "open", f.body(e[0])[7])]))

    # 6: a refused join is always the host's fault, whoever signed it
    name, key = f.body(e[1])[7]
    add("join-twice", "seat 0 signs a second join with its own key, against the head, after both joins", f.extend(3, [seat_body(0, -1, "join", [name, key])]))

    # 7: `awaited` in every stage
    for stage, upto in (("lobby-full", 3), ("commit", 5), ("shuffle", 7), ("lock", 9), ("deal", 11), ("release", f.find("draw") + 1)):
        awaited = f.replica(upto).waiting_for()
        named = awaited[0] if awaited[0] >= 0 else 0
        add(f"abort-{stage}", f"aborted after entry {upto - 1} naming seat {named}", f.append(upto, f.host_body(upto, "abort", [named, f"seat {named} was gone"])))

    def created(value: int) -> Callable[[list[Any]], None]:
        def change(b: list[Any]) -> None:
            b[7] = [*b[7][:4], value]

        return change

    add("open-created-max", "entry 0's `created` is 2^40, the largest allowed", f.rewrite(0, created(2**40)))
    add("open-created-too-large", "entry 0's `created` is 2^40 + 1", f.rewrite(0, created(2**40 + 1)))
    add("open-created-negative", "entry 0's `created` is -1", f.rewrite(0, created(-1)))

    def options(value: list[str]) -> Callable[[list[Any]], None]:
        def change(b: list[Any]) -> None:
            b[7] = [*b[7][:5], value]

        return change

    add("open-empty-options", "entry 0 carries an empty option list", f.rewrite(0, options([])))
    add("open-long-option", "entry 0 carries an option name of 65 characters", f.rewrite(0, options(["v" * 65])))

    # 8: the limits apply in `verify`: an oversized message does not decode (the host's fault)
    deal = f.find("deal")

    def padded(count: int) -> Callable[[list[Any]], None]:
        def change(b: list[Any]) -> None:
            pairs = list(b[7][0])
            b[7] = [[pairs[i % len(pairs)] for i in range(count)]]

        return change

    add("deal-201-releases", f"seat {f.body(e[deal])[4]}'s deal at entry {deal} with 201 releases, signed against the head", f.rewrite(deal, padded(201), rechain=False))
    add("deal-1025-releases", f"seat {f.body(e[deal])[4]}'s deal at entry {deal} with 1025 releases, signed against the head", f.rewrite(deal, padded(1025), rechain=False))

    # 9: a seat that lost its round seed reveals another: it is blamed
    last_reveal = f.find("reveal", f.find("reveal") + 1)

    def lost_seed(b: list[Any]) -> None:
        b[7] = [hashlib.sha256(b"a seed drawn again after a restart").digest(), b[7][1]]

    add("reveal-lost-seed", f"the reveal at entry {last_reveal} carries a seed that does not open its commitment", f.rewrite(last_reveal, lost_seed, rechain=False))

    # 10: a message re-derived after a reconnect: a fresh counter (a gap) and a later head
    commit = f.find("commit", f.find("commit") + 1)
    resender = f.body(e[commit])[4]

    def resent(b: list[Any]) -> None:
        b[5] += 1000
        b[6] = entry_hash(e[commit - 1])

    def bumped(b: list[Any]) -> None:
        if b[4] == resender:
            b[5] += 1000

    add("resent-after-reconnect", f"seat {resender}'s commit signed again with counter + 1000 against entry {commit - 1}; its later counters follow", f.rewrite(commit, resent, later=bumped))

    # 11: a join signed against no entry (32 zero bytes) is accepted
    def unseen(b: list[Any]) -> None:
        b[6] = bytes(32)

    add("join-seen-zero", "seat 1's join carries 32 zero bytes as `seen`, the log signed again after it", f.rewrite(2, unseen))
    return cases


def _with(forger: Forger, make: Callable[[int, bytes], list[Any]], index: int, prev: bytes) -> list[Any]:
    """``make``'s body with the counter computed over ``forger``'s entries."""
    body = make(index, prev)
    body[5] = forger.counter_after(body[4], index)
    return body


def main() -> None:
    OUT.mkdir(exist_ok=True)
    for old in OUT.glob("*"):
        old.unlink()
    index: list[dict[str, Any]] = []

    def save(name: str, what: str, data: bytes) -> None:
        (OUT / f"{name}.mtlog").write_bytes(data)
        expected = verdict_json(verify_log(data))
        (OUT / f"{name}.json").write_text(json.dumps(expected, indent=2) + "\n")
        index.append({"case": name, "what": what, "outcome": expected["outcome"]})
        print(f"{name:28} {len(data):7} bytes  {expected['outcome']}")

    for preset_name, seats in HONEST:
        result = match(preset_name, seats, ROUNDS, 3)
        save(f"honest-{preset_name}-{seats}", f"{preset_name}, {seats} seats, {ROUNDS} rounds", result.log_bytes())
    base = match("express", 2, 1, BASE_SEED)
    save("honest-base", "the base of the tampered copies: express, 2 seats, 1 round", base.log_bytes())
    for name, (what, data) in {**tampered(base), **decisions(base)}.items():
        save(name, what, data)
    for preset_name, seats in RISTRETTO_HONEST:
        result = match(preset_name, seats, ROUNDS, 3, "ristretto255")
        what = f"{preset_name}, {seats} seats, {ROUNDS} rounds, ristretto255"
        save(f"r255-honest-{preset_name}-{seats}", what, result.log_bytes())
    base = match("express", 2, 1, BASE_SEED, "ristretto255")
    save("r255-honest-base", "the base of the ristretto255 tampered copies", base.log_bytes())
    for name, (what, data) in tampered(base).items():
        save(f"r255-{name}", f"{what} (ristretto255)", data)
    (OUT / "index.json").write_text(json.dumps({"cases": index}, indent=2) + "\n")


if __name__ == "__main__":
    main()
