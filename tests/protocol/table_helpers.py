"""Helpers for protocol tests: cheating seats, an evil host and small honest logs."""

from __future__ import annotations

import dataclasses
from dataclasses import replace
from typing import Any

from mextrain.protocol.bots.strategies import greedy_strategy
from mextrain.protocol.deck.state import DeckStep, Step
from mextrain.protocol.errors import LocalError, RemoteError
from mextrain.protocol.log.entries import make_entry
from mextrain.protocol.log.identity import Identity
from mextrain.protocol.rules.engine import MEXICAN, Play
from mextrain.protocol.rules.ruleset import Ruleset, preset
from mextrain.protocol.table.harness import HarnessResult, run_match, seeded_bytes
from mextrain.protocol.table.session import Stage, Table


def short(name: str = "classic", rounds: int = 1) -> Ruleset:
    return dataclasses.replace(preset(name), rounds=rounds)


def host_identity(seed: int) -> Identity:
    return Identity(seeded_bytes(seed, "host-identity")(32))


def seat_identity(seed: int, seat: int) -> Identity:
    return Identity(seeded_bytes(seed, f"identity-{seat}")(32))


def honest(rules: Ruleset, players: int, seed: int) -> HarnessResult:
    return run_match(rules, [greedy_strategy] * players, seed)


def replica(result: HarnessResult, seat: int | None, upto: int) -> Table:
    """A seat's (or a spectator's) table fed the first ``upto`` entries of a log."""
    table = Table() if seat is None else Table(
        identity=result.seats[seat].identity, seat=seat, round_seed=result.seats[seat].round_seed
    )
    for raw in result.entries[:upto]:
        table.receive(raw)
    return table


def forge_entry(result: HarnessResult, seed: int, upto: int, seat: int, kind: str, payload: list[Any]) -> bytes:
    """An entry an evil host appends after entry ``upto - 1``: ``seat`` really signed it (we
    hold its key), but no honest host would sequence it."""
    table = replica(result, seat, upto)
    table._my_counter = 10_000  # above anything the seat used
    assert table.round is not None
    message = table._sign(kind, table.round.index, seat, payload)
    return make_entry(host_identity(seed), upto, table.head, message)


class DrawsWhenItCouldPlay(Table):
    """Draws once while holding a playable tile (a claim only the round-end audit can check)."""

    cheated = False

    def _maybe_move(self) -> None:
        rnd = self.round
        if not self.cheated and rnd is not None and self.my_turn() and rnd.engine.boneyard_count:
            actions = self.legal_actions()
            if any(isinstance(a, Play) and a.train in (self.my_seat, MEXICAN) for a in actions):
                self.cheated = True
                rnd.sent_move_at = len(self.entries)
                self._queue("draw", rnd.index, [])
                return
        super()._maybe_move()

    def _on_draw(self, index: int, m: Any) -> Any:
        return self._looking_away(super()._on_draw, index, m)

    def _looking_away(self, handler: Any, index: int, m: Any) -> Any:
        """Its own replica would refuse the lie, so it looks away from its hand for that entry."""
        rnd = self.round
        if not (self.cheated and m.seat == self.my_seat and rnd is not None and not self.applied):
            return handler(index, m)
        self.applied = True
        known = rnd.engine.deck
        mine = set(rnd.engine.hands[m.seat])
        rnd.engine = replace(rnd.engine, deck=tuple(None if p in mine else t for p, t in enumerate(known)))
        try:
            return handler(index, m)
        finally:
            merged = tuple(k if k is not None else t for k, t in zip(known, rnd.engine.deck, strict=True))
            rnd.engine = replace(rnd.engine, deck=merged, claims=())

    applied = False


class PassesWithPlayableDraw(DrawsWhenItCouldPlay):
    """Under a must-play draw rule, passes after drawing a tile that fits."""

    def _maybe_move(self) -> None:
        rnd = self.round
        drew = rnd is not None and self.my_turn() and rnd.engine.drew is not None
        if not self.cheated and rnd is not None and drew and any(isinstance(a, Play) for a in self.legal_actions()):
            self.cheated = True
            rnd.sent_move_at = len(self.entries)
            self._queue("pass", rnd.index, [])
            return
        Table._maybe_move(self)

    def _on_pass(self, index: int, m: Any) -> Any:
        return self._looking_away(super()._on_pass, index, m)


class ClaimsAnotherTile(Table):
    """Plays a card of its hand but claims it is a different tile."""

    cheated = False

    def receive(self, raw: bytes) -> Any:
        """Its own honest replica refuses the lie; the cheater simply stops there."""
        try:
            return super().receive(raw)
        except (RemoteError, LocalError):
            if not self.cheated:
                raise
            self.stage = Stage.ENDED
            return []

    def act(self, event: Any) -> bytes:
        rnd = self.round
        if not self.cheated and isinstance(event, Play) and rnd is not None:
            self.cheated = True
            rnd.sent_move_at = len(self.entries)
            release, _ = rnd.deck.play(event.pos)
            lie = next(t for t in rnd.params.tiles if t != event.tile and t.has(rnd.engine.train(event.train).end))
            payload = [event.pos, [lie.low, lie.high], event.train, release.key]
            return self._queue("play", rnd.index, payload)
        return super().act(event)


class PlantsInLock(Table):
    """Publishes a lock step whose first card is doubled (2*C): a related point."""

    def _queue(self, kind: str, round_no: int, payload: list[Any], *, seat: int | None = None) -> bytes:
        if kind == "lock" and self.round is not None:
            points = list(payload[0])
            doubled = self.round.params.deck_group.add(points[0], points[0])
            points[0] = doubled
            self.round.deck._own_step = DeckStep(Step.LOCK, self.my_seat or 0, tuple(points))
            payload = [points]
        return super()._queue(kind, round_no, payload, seat=seat)


def cheating_match(rules: Ruleset, players: int, seed: int, cheater: int, cls: type[Table]) -> HarnessResult:
    """Run a match where seat ``cheater`` is an instance of ``cls`` (same identity and seeds)."""
    return run_match(rules, [greedy_strategy] * players, seed, seat_types={cheater: cls})
