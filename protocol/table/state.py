"""What a table knows, as its stage handlers see it: the stage, the round under way, and the
values the table reports (updates, blame, an abort).

The table (:class:`.session.Table`) is one object with one ``receive``; the handlers of each
stage live in modules of their own (:mod:`.lobby`, :mod:`.deck_stages`, :mod:`.turns`,
:mod:`.reveal`) and take the table as a :class:`TableState`: the facts they read and change,
and the two hooks through which they send. They never see the log bookkeeping or the signing.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from concurrent.futures import Executor
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Protocol

from ..deck import DeckParams, DeckStep, ProofCache, PublicDeck, SeatDeck, Step
from ..log import HOST_SEAT
from ..rules import Event, MatchOutcome, RoundOutcome, RoundState, Ruleset
from .verify_proofs import PendingProof

RoundSeeds = Callable[[bytes, int], bytes]
"""``round_seed(game_id, round)``: this seat's 32-byte secret for a round. The node draws it
from the OS and persists it before first use, so a restarted node gets the same one back."""


class Stage(StrEnum):
    LOBBY = "lobby"
    COMMIT = "commit"
    SHUFFLE = "shuffle"
    LOCK = "lock"
    DEAL = "deal"
    TURNS = "turns"
    REVEAL = "reveal"
    CLOSING = "closing"
    ENDED = "ended"


@dataclass(frozen=True)
class Blame:
    """Signed evidence that a seat broke the protocol or the rules."""

    seat: int | None
    entry: int | None
    reason: str

    def __str__(self) -> str:
        who = "the host" if self.seat == HOST_SEAT else f"seat {self.seat}"
        at = "" if self.entry is None else f" at entry {self.entry}"
        return f"{who}{at}: {self.reason}"


@dataclass(frozen=True)
class Abort:
    """The host's ``abort`` entry, with what the log shows about it (SPEC.md 7.4)."""

    entry: int
    seat: int
    """The seat the host names as the cause (-1: none)."""
    reason: str
    stage: Stage
    """The stage the table was in when the host aborted."""
    round: int | None
    """The round under way (None outside a round: the lobby, or after the last round)."""
    awaited: tuple[int, ...]
    """The seats whose message the table was waiting for at that moment."""

    @property
    def cause(self) -> str:
        """``withheld``: the named seat had not revealed its round seed; ``silent``: the table
        was waiting for the named seat; ``host``: the log names no seat at fault (the host's
        own decision, or a seat the table was not waiting for)."""
        if self.seat not in self.awaited:
            return "host"
        return "withheld" if self.stage is Stage.REVEAL else "silent"

    @property
    def at_fault(self) -> int | None:
        return None if self.cause == "host" else self.seat


@dataclass(frozen=True)
class Update:
    """Something the UI may want to show, produced by :meth:`.session.Table.receive`."""

    entry: int
    kind: str
    seat: int
    round: int
    detail: dict[str, Any] = field(default_factory=dict)


@dataclass
class Round:
    """Per-round state: the engine view, the deck, and what the round is waiting for."""

    index: int
    params: DeckParams
    deck: SeatDeck | PublicDeck
    engine: RoundState
    seed: bytes = b""
    """This seat's round secret (a seat's table only), revealed when the round ends."""
    events: list[Event] = field(default_factory=list)
    event_entries: list[int] = field(default_factory=list)
    commits: set[int] = field(default_factory=set)
    deals: set[int] = field(default_factory=set)
    pending_draw: tuple[int, int] | None = None
    """(position, drawer) while the other seats' keys for a drawn card are awaited."""
    released: set[int] = field(default_factory=set)
    reveals: dict[int, bytes] = field(default_factory=dict)
    over_entry: int | None = None
    anomaly: tuple[int, int | None, str] | None = None
    """(entry, seat, reason) of an anomaly report that stopped the round."""
    sent_move_at: int = -1
    reported: bool = False
    """This seat has sent an anomaly report and waits for the round to stop."""
    step_entries: dict[tuple[str, int], int] = field(default_factory=dict)
    """(deck step name, seat) -> log entry, for commit, shuffle, lock and reveal."""
    deck_event_entries: list[int] = field(default_factory=list)
    """Log entry of each release, draw and claim record of the deck transcript, in order."""
    shuffle_keys: dict[int, bytes] = field(default_factory=dict)
    """Verified shuffle: seat -> ``E = e*G`` from its proven shuffle step."""
    key_commitments: dict[int, tuple[bytes, ...]] = field(default_factory=dict)
    """Verified shuffle: seat -> ``K[i] = k_i*G`` from its proven lock step."""
    proof_failures: dict[tuple[Step, int], int] = field(default_factory=dict)
    """Verified shuffle: (stage, seat) -> deck steps refused for a failing proof. Only a host
    sees refused messages; past :data:`.deck_stages.MAX_PROOF_FAILURES` it stops checking that
    seat's proofs for that step (each check costs it a tenth of a second or more)."""
    pending_proofs: list[PendingProof] = field(default_factory=list)
    """``defer_proofs`` (verify): this round's proofs, checked at its audit."""
    fitted_keys: dict[int, dict[int, int]] = field(default_factory=dict)
    """``defer_proofs``: seat -> position -> released key found to fit ``K[position]``."""


class TableState(Protocol):
    """The table as a stage handler sees it (:class:`.session.Table` is one)."""

    # who this node is
    my_seat: int | None
    is_host: bool
    round_seed: RoundSeeds | None
    executor: Executor | None
    proof_cache: ProofCache | None
    defer_proofs: bool
    # the table, fixed by its open entry
    game_id: bytes
    host_key: bytes
    table_name: str
    rules: Ruleset | None
    seats: int
    verified_shuffle: bool
    deck_group: str
    names: list[str | None]
    keys: list[bytes | None]
    # where the match stands
    stage: Stage
    round: Round | None
    outcomes: list[RoundOutcome]
    final: MatchOutcome | None
    blame: Blame | None
    aborted: Abort | None
    end_reason: str

    def waiting_for(self) -> list[int]: ...

    def entry_of(self, head: bytes) -> int | None: ...

    def _queue(
        self, kind: str, round_no: int, payload: list[Any], *, seat: int | None = None
    ) -> bytes:
        """Sign and queue a message this node owes (after the entry being applied)."""
        ...

    def _queue_step(self, rnd: Round, step: DeckStep, before: Sequence[bytes]) -> None:
        """Queue this seat's deck step, with its proof at a verified-shuffle table."""
        ...
