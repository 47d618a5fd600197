"""A simulated table for deck tests: n :class:`SeatDeck` objects and an in-memory log.

Every record is delivered to every seat in log order, the way the message layer will do it.
A ``tamper`` hook rewrites a record between its author and the other seats: that is how the
cheat tests play a dishonest seat (the cheater's own deck keeps the honest original, so only
the honest seats' reactions and the audit are under test). Errors raised by a seat are
collected in ``errors`` rather than propagated, so a test can inspect who complained and then
run the early audit on what everyone had recorded.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from dataclasses import dataclass, field

from mextrain.protocol.deck.state import (
    AuditResult,
    Commit,
    DeckFault,
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
from mextrain.protocol.rules.tiles import Tile, tile_set

Play = tuple[KeyRelease, PlayClaim]
Record = Commit | DeckStep | KeyRelease | Draw | Play | Reveal
Tamper = Callable[[Record], Record]


def seeds_for(n: int, label: str = "seed") -> list[bytes]:
    """Fixed per-seat seeds, so every test run is the same round."""
    return [hashlib.sha256(f"{label}/{j}".encode()).digest() for j in range(n)]


def params_for(
    seats: int,
    hand_size: int,
    max_pip: int = 12,
    set_aside: Tile | None = None,
    game_id: bytes = b"test-game",
    round_no: int = 1,
) -> DeckParams:
    tiles = tuple(t for t in tile_set(max_pip) if t != set_aside)
    return DeckParams(game_id, round_no, seats, tiles, hand_size)


def _same(record: Record) -> Record:
    return record


@dataclass
class DeckTable:
    params: DeckParams
    seeds: list[bytes]
    tamper: Tamper = _same
    decks: list[SeatDeck] = field(init=False)
    errors: list[tuple[int, DeckFault]] = field(init=False, default_factory=list)
    opened: list[dict[int, Tile]] = field(init=False)

    def __post_init__(self) -> None:
        n = self.params.seats
        self.decks = [SeatDeck(self.params, j, self.seeds[j]) for j in range(n)]
        self.opened = [{} for _ in range(n)]

    # --- delivery -------------------------------------------------------------------------

    def deliver(self, author: int, record: Record) -> list[tuple[int, DeckStep]]:
        """Publish ``record`` (after the tamper hook) to every seat; collect their outputs."""
        published = self.tamper(record)
        outputs: list[tuple[int, DeckStep]] = []
        for seat, deck in enumerate(self.decks):
            try:
                out = self._feed(deck, record if seat == author else published)
            except DeckFault as err:
                self.errors.append((seat, err))
                continue
            if isinstance(out, DeckStep):
                outputs.append((seat, out))
            elif isinstance(out, Tile):
                assert isinstance(record, KeyRelease | tuple)
                position = record.position if isinstance(record, KeyRelease) else record[1].position
                self.opened[seat][position] = out
        return outputs

    @staticmethod
    def _feed(deck: SeatDeck, record: Record) -> DeckStep | Tile | None:
        if isinstance(record, Commit):
            return deck.receive_commit(record)
        if isinstance(record, DeckStep):
            return deck.receive_step(record)
        if isinstance(record, KeyRelease):
            return deck.receive_release(record)
        if isinstance(record, Draw):
            deck.receive_draw(record)
            return None
        if isinstance(record, tuple):
            return deck.receive_play(*record)
        raise AssertionError(f"not delivered through the log: {record!r}")

    # --- the phases of a round ------------------------------------------------------------

    def run_passes(self, max_steps: int | None = None) -> None:
        """Commitments, then the shuffle and lock passes, each step triggered by the last.

        ``max_steps`` stops after that many deck steps (a round interrupted mid-pass).
        """
        queue: list[tuple[int, DeckStep]] = []
        for seat, deck in enumerate(self.decks):
            queue += self.deliver(seat, deck.commit())
        published = 0
        while queue and (max_steps is None or published < max_steps):
            seat, step = queue.pop(0)
            queue += self.deliver(seat, step)
            published += 1

    def final_position(self, after_seat: int, position: int) -> int:
        """Where the card at ``position`` of seat ``after_seat``'s shuffle output ends up."""
        for deck in self.decks[after_seat + 1 :]:
            position = deck.secrets.permutation.index(position)
        return position

    def shuffle_position(self, after_seat: int, final: int) -> int:
        """The position in seat ``after_seat``'s shuffle output of the card that ends at ``final``."""
        for deck in reversed(self.decks[after_seat + 1 :]):
            final = deck.secrets.permutation[final]
        return final

    def deal(self) -> None:
        for seat, deck in enumerate(self.decks):
            for release in deck.deal_releases():
                self.deliver(seat, release)

    def draw(self, seat: int) -> int:
        position = self.decks[seat].next_draw
        assert position is not None
        self.deliver(seat, Draw(seat, position))
        for other, deck in enumerate(self.decks):
            if other != seat:
                self.deliver(other, deck.release(position))
        return position

    def play(self, seat: int, position: int) -> None:
        self.deliver(seat, self.decks[seat].play(position))

    def setup(self) -> DeckTable:
        self.run_passes()
        self.deal()
        return self

    # --- round end ------------------------------------------------------------------------

    def reveals(self) -> list[Reveal]:
        revealed = []
        for deck in self.decks:
            record = self.tamper(deck.reveal())
            assert isinstance(record, Reveal)
            revealed.append(record)
        return revealed

    def transcript(self, observer: int) -> RoundTranscript:
        return self.decks[observer].transcript(self.reveals())

    def audit(self, observer: int = 0) -> AuditResult:
        return audit_round(self.transcript(observer))
