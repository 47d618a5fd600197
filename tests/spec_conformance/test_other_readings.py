"""Issue 23: for every point SPEC.md had left to guess, a verifier that reads it the other way
fails `mextrain conformance` on the corpus case that pins it.

Each reading is the verifier written from SPEC.md alone (`independent.py`) with that one
decision turned around: a method overridden, a check loosened, or its printed object changed the
way that reading would print it. Every reading still agrees on the honest base log, so it is a
working verifier that differs in that one decision only."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from mextrain.cli.conformance import DEFAULT_CORPUS, check_case

from . import independent as ind

Post = Callable[[bytes, dict[str, Any]], dict[str, Any]]
Patch = Callable[[pytest.MonkeyPatch], None]


def _invalid(out: dict[str, Any], entry: int) -> dict[str, Any]:
    kept = {k: v for k, v in out.items() if k in ("ruleset", "players", "names")}
    blame = {"seat": -1, "entry": entry, "reason": "another reading"}
    return {"outcome": "invalid", "valid": False, "readable": True, "entries": entry, **kept,
            "blame": blame, "cheater": False}  # fmt: skip


def _bodies(data: bytes) -> list[list[Any]]:
    entries, _damage, _header = ind.read_log_lenient(data)
    return [
        ind.unpack_canonical(ind.unpack_canonical(ind.unpack_canonical(e)[2])[0]) for e in entries
    ]


# -- 1: the fields once entry 0's ruleset is read, even if entry 0 then fails
def fields_once_ruleset_read(data: bytes, out: dict[str, Any]) -> dict[str, Any]:
    if out.get("blame", {}).get("entry") == 0 and "ruleset" not in out:
        payload = _bodies(data)[0][7]
        if ind.validate_ruleset(payload[1]) is None:
            out = {**out, "ruleset": payload[1]["name"], "players": payload[2],
                   "names": [None] * payload[2]}  # fmt: skip
    return out


# -- 2: damage inside entry 0 is `invalid` at entry 0, as for any k
def entry_0_damage_invalid(data: bytes, out: dict[str, Any]) -> dict[str, Any]:
    if out["outcome"] == "unreadable" and data.startswith(ind.pack(ind.LOG_MAGIC)):
        return {**_invalid(out, 0), "blame": {"seat": None, "entry": 0, "reason": "damaged"}}
    return out


# -- 3: an abort may name any seat number
class AbortAnySeat(ind.Verifier):
    def _apply(self, idx: int, kind: str, seat: int, p: list[Any]) -> None:
        if kind == "abort" and p[0] >= self.seats:
            seats, self.seats = self.seats, p[0] + 1
            try:
                return super()._apply(idx, kind, seat, p)
            finally:
                self.seats = seats
        return super()._apply(idx, kind, seat, p)


# -- 4: the card opened before the engine's checks; a false claim blamed only as evidence;
# the duplicate looked for before the claim; a tile's order and set checked when decoding
class OpenBeforeEngine(ind.Verifier):
    def _play_rules(self, *args: Any) -> None:
        """Nothing before opening: the engine checks the play afterwards (eng.play)."""


class FalseClaimAsEvidence(ind.Verifier):
    def _move(self, rs: Any, idx: int, kind: str, seat: int, p: list[Any]) -> None:
        try:
            super()._move(rs, idx, kind, seat, p)
        except ind.VerifyError as exc:
            if exc.reason.startswith("false claim"):
                exc.recorded = False  # then blamed on the seat only if it is its evidence
            raise


class DuplicateFirst(ind.Verifier):
    @staticmethod
    def _classify(rs: Any, pos: int, tile: Any, claimed: Any) -> str:
        if tile is None or any(t == tile and q != pos for q, t in rs.opened.items()):
            return "garbage"
        return "ok" if tile == claimed else "false claim"


def _payload_check(change: Callable[[str, list[Any]], list[Any] | str | None]) -> Patch:
    original = ind.payload_error

    def patch(monkeypatch: pytest.MonkeyPatch) -> None:
        def check(kind: str, p: list[Any]) -> str | None:
            changed = change(kind, p)
            if isinstance(changed, str) or changed is None:
                return changed if isinstance(changed, str) else original(kind, p)
            return original(kind, changed)

        monkeypatch.setattr(ind, "payload_error", check)

    return patch


def _tile_set_when_decoding(kind: str, p: list[Any]) -> str | None:
    if kind == "play" and not p[1][0] <= p[1][1] <= 12:
        return "a tile outside the set"
    return None


# -- 5: a host kind signed by a seat is always the host's fault
class HostKindsNeverEvidence(ind.Verifier):
    def evidence(self, entry_bytes: bytes) -> bool:
        kind = ind.unpack_canonical(ind.unpack_canonical(ind.unpack_canonical(entry_bytes)[2])[0])[
            3
        ]
        return kind not in ind.HOST_KINDS and super().evidence(entry_bytes)


# -- 6: a refused join signed by the seat's own key, against the head, is its evidence
class JoinAsEvidence(ind.Verifier):
    def evidence(self, entry_bytes: bytes) -> bool:
        signed = ind.unpack_canonical(ind.unpack_canonical(entry_bytes)[2])
        body = ind.unpack_canonical(signed[0])
        if body[3] != "join" or body[4] not in self.keys or not self.hashes:
            return super().evidence(entry_bytes)
        return body[6] == self.hashes[-1] and ind.verify_sig(
            self.keys[body[4]], ind.DST_MESSAGE + signed[0], signed[1]
        )


# -- 7: a pending release awaits the seat on turn; any `created`; an empty option list
class AwaitTurnDuringRelease(ind.Verifier):
    def awaited(self) -> list[int]:
        rs = self.round
        if self.stage_name() == "turns" and rs is not None and rs.pending is not None:
            return [rs.engine.turn]
        return super().awaited()


def _any_created(kind: str, p: list[Any]) -> list[Any] | None:
    return [*p[:4], 0, *p[5:]] if kind == "open" and len(p) >= 5 else None


class EmptyOptionsMeanNone(ind.Verifier):
    def _apply(self, idx: int, kind: str, seat: int, p: list[Any]) -> None:
        super()._apply(idx, kind, seat, p[:5] if kind == "open" and p[5:] == [[]] else p)


def _empty_options(kind: str, p: list[Any]) -> list[Any] | None:
    return p[:5] if kind == "open" and p[5:] == [[]] else None


# -- 8: `verify` does not apply the limits (8.5's nor the caps of 5.4)
def _no_limits(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ind, "within_limits", lambda _obj: True)
    _payload_check(lambda k, p: [p[0][:200]] if k == "deal" else None)(monkeypatch)


# -- 9: a seat whose seed does not open its commitment is not proven to cheat
def lost_seed_not_cheating(data: bytes, out: dict[str, Any]) -> dict[str, Any]:
    if out.get("cheater") and " reveal #" in out["blame"]["reason"]:
        return {**out, "blame": {**out["blame"], "seat": -1}, "cheater": False}
    return out


# -- 10: counters go up by one (a message sent again must be the same bytes)
def consecutive_counters(data: bytes, out: dict[str, Any]) -> dict[str, Any]:
    last: dict[int, int] = {}
    for i, body in enumerate(_bodies(data)):
        if body[4] in last and body[5] != last[body[4]] + 1:
            return _invalid(out, i)
        last[body[4]] = body[5]
    return out


# -- 11: a join's `seen` must name an entry
def join_seen_names_an_entry(data: bytes, out: dict[str, Any]) -> dict[str, Any]:
    for i, body in enumerate(_bodies(data)):
        if body[3] == "join" and body[6] == bytes(32):
            return _invalid(out, i)
    return out


Reading = tuple[type[ind.Verifier] | None, Patch | None, Post | None, list[str]]
READINGS: dict[str, Reading] = {
    "1 entry 0's fields once its ruleset is read": (None, None, fields_once_ruleset_read, ["open-bad-host-signature", "open-bad-message-signature"]),
    "2 damage inside entry 0 is invalid": (None, None, entry_0_damage_invalid, ["truncate-entry-0"]),
    "3 an abort may name any seat": (AbortAnySeat, None, None, ["abort-no-such-seat"]),
    "4 the card opened before the engine": (OpenBeforeEngine, None, None, ["illegal-false-claim-stale-seen"]),
    "4 a false claim blamed only as evidence": (FalseClaimAsEvidence, None, None, ["false-claim-stale-seen"]),
    "4 the duplicate looked for before the claim": (DuplicateFirst, None, None, ["duplicate-false-claim"]),
    "4 the tile's set checked when decoding": (None, _payload_check(_tile_set_when_decoding), None, ["play-tile-beyond-set"]),
    "5 a host kind from a seat is the host's fault": (HostKindsNeverEvidence, None, None, ["seat-signs-abort", "seat-signs-end"]),
    "6 a refused join can be the seat's evidence": (JoinAsEvidence, None, None, ["join-twice"]),
    "7 a pending release awaits the seat on turn": (AwaitTurnDuringRelease, None, None, ["abort-release"]),
    "7 created may be any int": (None, _payload_check(_any_created), None, ["open-created-too-large", "open-created-negative"]),
    "7 an empty option list means none": (EmptyOptionsMeanNone, _payload_check(_empty_options), None, ["open-empty-options"]),
    "8 verify applies no limits": (None, _no_limits, None, ["deal-201-releases", "deal-1025-releases"]),
    "9 a lost seed is not cheating": (None, None, lost_seed_not_cheating, ["reveal-lost-seed"]),
    "10 counters go up by one": (None, None, consecutive_counters, ["resent-after-reconnect"]),
    "11 a join's seen names an entry": (None, None, join_seen_names_an_entry, ["join-seen-zero"]),
}  # fmt: skip


@pytest.mark.parametrize("reading", list(READINGS))
def test_a_verifier_that_reads_spec_the_other_way_fails_conformance(
    reading: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    verifier, patch, post, cases = READINGS[reading]
    if verifier is not None:
        monkeypatch.setattr(ind, "Verifier", verifier)
    if patch is not None:
        patch(monkeypatch)

    def run(log: Path) -> tuple[Any, int | None]:
        data = log.read_bytes()
        out = ind.verdict(data)
        if post is not None:
            out = post(data, out)
        return out, ind.EXIT[out["outcome"]]

    assert check_case(DEFAULT_CORPUS / "honest-base.mtlog", run) == [], "still a verifier"
    for case in cases:
        assert check_case(DEFAULT_CORPUS / f"{case}.mtlog", run) != [], case


def test_the_readings_cover_every_point_of_the_issue() -> None:
    points = {int(name.split()[0]) for name in READINGS}
    assert points == set(range(1, 12))
