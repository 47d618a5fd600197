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
from mextrain.protocol.log.encoding import pack, unpack
from mextrain.protocol.log.entries import DST_ENTRY_HASH, file_header, frame, make_entry
from mextrain.protocol.log.identity import Identity
from mextrain.protocol.log.messages import DST_MESSAGE, HOST_SEAT
from mextrain.protocol.rules.ruleset import preset
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

    def rewrite(self, index: int, change: Callable[[list[Any]], None], rechain: bool = True) -> list[bytes]:
        """The log with entry ``index``'s body changed and re-signed; later entries chained
        and signed again (their ``seen`` and reveal heads follow the new hashes)."""
        out = list(self.entries[:index])
        renamed: dict[bytes, bytes] = {}
        for k in range(index, len(self.entries) if rechain else index + 1):
            old = self.entries[k]
            _i, prev, _m, _s = unpack(old)
            body = self.body(old)
            if k == index:
                change(body)
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
    for name, (what, data) in tampered(base).items():
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
