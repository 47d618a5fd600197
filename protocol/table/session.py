"""The sans-I/O table: one node's replica of a game, fed log entries, producing messages.

Every node (each seat, the host, a spectator, ``mextrain verify``) runs a :class:`Table`. It is
fed the host's log entries in order with :meth:`Table.receive`, which checks each one completely
(framing, chain, both signatures, counters, whose turn, the rules, the deck) and either applies
it or raises a :class:`~mextrain.protocol.errors.RemoteError` naming the seat and the entry,
leaving the table as it was. :meth:`Table.outbox` hands over the signed messages this node must
send now: the automatic ones (join, commit, deck steps, key releases, reveals, and the host's
open/start/end) and, when a strategy plays this seat, its moves. A person's moves go through
:meth:`Table.act`.

Stages of a table (who may send what is in SPEC.md section 6):

    lobby -> [commit -> shuffle -> lock -> deal -> turns -> reveal] x rounds -> closing -> ended
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from concurrent.futures import Executor
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from ..bots import Strategy, decide
from ..deck import (
    EDWARDS25519,
    GROUPS,
    RISTRETTO255_OPTION,
    TABLE_OPTIONS,
    VERIFIED_SHUFFLE,
    AuditFailure,
    AuditOk,
    BadPointError,
    ClaimMismatchError,
    Commit,
    DeckAnomaly,
    DeckFault,
    DeckParams,
    DeckStep,
    GroupError,
    KeyRelease,
    PlayClaim,
    ProofCache,
    ProofError,
    PublicDeck,
    Reveal,
    SeatDeck,
    Step,
    audit_round,
    check_lock_step,
    check_shuffle_step,
    check_step_shape,
    claimed_result,
    decode_scalar,
    key_fits,
    prove_step,
)
from ..deck import Draw as DeckDraw
from ..errors import IllegalPlayError, InvalidPlayError, LocalError, RemoteError
from ..log import (
    GENESIS,
    HOST_SEAT,
    TABLE_ROUND,
    Entry,
    Identity,
    LogError,
    Message,
    MessageError,
    SignatureError,
    check_link,
    check_public_key,
    decode_entry,
    decode_message,
    encode_message,
    make_entry,
    verify_message,
)
from ..rules import (
    Draw,
    EndBuild,
    EngineMode,
    Event,
    MatchOutcome,
    NoEngine,
    Pass,
    Phase,
    PlaceEngine,
    Play,
    RoundOutcome,
    RoundState,
    Ruleset,
    Tile,
    apply,
    check_wire_ruleset,
    learn,
    legal_actions,
    new_round,
    replay_round,
    score_match,
    score_round,
    tile,
    tile_set,
)
from .verify_proofs import PendingProof, settle

EDWARDS_GROUP = EDWARDS25519.name
DECK_GROUPS = tuple(GROUPS)
MAX_PROOF_FAILURES = 3
"""Failing proofs a seat may send for one deck step before the host checks none of its
proofs for that step (the seat is then stuck, and the host's timeout aborts the match)."""

HOST_KINDS = frozenset({"open", "start", "end", "abort"})
"""The kinds only the host signs (seat -1, SPEC.md 5.4); every other kind is a seat's."""

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
    """Something the UI may want to show, produced by :meth:`Table.receive`."""

    entry: int
    kind: str
    seat: int
    round: int
    detail: dict[str, Any] = field(default_factory=dict)


def _event_to_payload(event: Event) -> tuple[str, list[Any]]:
    if isinstance(event, NoEngine):
        return "no_engine", []
    if isinstance(event, Draw):
        return "draw", []
    if isinstance(event, Pass):
        return "pass", []
    if isinstance(event, EndBuild):
        return "end_build", []
    raise LocalError(f"{type(event).__name__} needs a key; use the table to send it")


@dataclass
class _Round:
    """Per-round state: the engine view, the deck, and what the round is waiting for."""

    index: int
    params: DeckParams
    deck: SeatDeck | PublicDeck
    engine: RoundState
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
    sees refused messages; past :data:`MAX_PROOF_FAILURES` it stops checking that seat's
    proofs for that step (each check costs it a tenth of a second or more)."""
    pending_proofs: list[PendingProof] = field(default_factory=list)
    """``defer_proofs`` (verify): this round's proofs, checked at its audit."""
    fitted_keys: dict[int, dict[int, int]] = field(default_factory=dict)
    """``defer_proofs``: seat -> position -> released key found to fit ``K[position]``."""


class Table:
    """One node's replica of a table. See the module docstring."""

    def __init__(
        self,
        *,
        identity: Identity | None = None,
        seat: int | None = None,
        name: str = "",
        round_seed: RoundSeeds | None = None,
        strategy: Strategy | None = None,
        rng: random.Random | None = None,
        host: bool = False,
        executor: Executor | None = None,
        proof_cache: ProofCache | None = None,
        defer_proofs: bool = False,
    ) -> None:
        if (seat is not None or host) and identity is None:
            raise LocalError("a seat or a host needs an identity to sign with")
        if seat is not None and round_seed is None:
            raise LocalError("a seat needs a source of round seeds")
        self.identity = identity
        self.my_seat = seat
        self.my_name = name or (f"seat {seat}" if seat is not None else "host")
        self.round_seed = round_seed
        self.strategy = strategy
        self.rng = rng or random.Random(0)
        self.is_host = host
        self.executor = executor
        """Optional second thread for the audits' and this seat's deck steps' multiplications
        (same results, less time when a core is free)."""
        self.proof_cache = proof_cache
        """Optional memory of accepted deck-step proofs, shared by tables of one process."""
        self.defer_proofs = defer_proofs and seat is None and not host
        """Verify only (a table with no seat): check each round's proofs at its audit, with the
        revealed secrets (:mod:`.verify_proofs`); live tables check them as they arrive."""
        # log
        self.entries: list[bytes] = []
        self.head = GENESIS
        self._hash_index: dict[bytes, int] = {GENESIS: -1}
        self._counters: dict[int, int] = {}
        self._seen_at: dict[int, int] = {}
        # table
        self.game_id = b""
        self.host_key = b""
        self.table_name = ""
        self.rules: Ruleset | None = None
        self.seats = 0
        self.verified_shuffle = False
        self.deck_group = EDWARDS_GROUP
        """The deck's group (SPEC.md 4.1), set by the open message."""
        """The table option of SPEC.md 4.12, fixed by entry 0."""
        self.names: list[str | None] = []
        self.keys: list[bytes | None] = []
        self.stage = Stage.LOBBY
        self.round: _Round | None = None
        self.outcomes: list[RoundOutcome] = []
        self.final: MatchOutcome | None = None
        self.blame: Blame | None = None
        self.aborted: Abort | None = None
        """Set by the host's ``abort`` entry."""
        self.end_reason = ""
        # outgoing
        self._outbox: list[bytes] = []
        self._my_counter = 0
        self._joined_sent = False
        self._start_sent = False
        self._revealed: set[int] = set()
        self._secrets: dict[int, bytes] = {}
        self._deferred: list[tuple[str, int, list[Any], int]] | None = None
        """Messages owed while an entry is being applied; signed once it is in the log."""

    # ------------------------------------------------------------------ host: create a table

    def open_table(
        self,
        *,
        game_id: bytes,
        rules: Ruleset,
        seats: int,
        table_name: str,
        created: int,
        verified_shuffle: bool = False,
        deck_group: str = RISTRETTO255_OPTION,
    ) -> bytes:
        """(Host) the first message of the log: the ruleset, the seat count, the host key and
        the table options (SPEC.md 4.1: the deck's group, ristretto255 unless the host asks for
        the edwards25519 of older logs; 4.12: a proof with every deck step)."""
        if not self.is_host or self.identity is None:
            raise LocalError("only the host opens a table")
        rules.check_players(seats)
        if deck_group not in DECK_GROUPS:
            raise LocalError(f"no deck group {deck_group!r} (known: {', '.join(DECK_GROUPS)})")
        payload = [table_name, rules.to_dict(), seats, self.identity.public_key, created]
        options = [RISTRETTO255_OPTION] if deck_group == RISTRETTO255_OPTION else []
        if verified_shuffle:
            options.append(VERIFIED_SHUFFLE)
        if options:
            payload.append(sorted(options))
        return self._sign("open", TABLE_ROUND, HOST_SEAT, payload, game_id=game_id)

    def abort(self, seat: int, reason: str) -> bytes:
        """(Host) stop the match early, naming the seat at fault (-1: none) and why. Queued
        like every message: take it from :meth:`outbox` and sequence it."""
        if not self.is_host:
            raise LocalError("only the host aborts a match")
        return self._queue("abort", TABLE_ROUND, [seat, reason], seat=HOST_SEAT)

    # ------------------------------------------------------------------ receive

    def receive(self, raw: bytes) -> list[Update]:
        """Check and apply the next log entry. On any problem raise RemoteError (or LogError)
        naming the seat and entry; the table is then unchanged."""
        if self.stage is Stage.ENDED:
            raise RemoteError("the match is over; no more entries", entry=len(self.entries))
        index = len(self.entries)
        try:
            entry = decode_entry(raw)
        except LogError as exc:
            raise RemoteError(
                f"malformed entry: {exc.reason}", seat=HOST_SEAT, entry=index
            ) from None
        try:
            message = decode_message(entry.message)
        except MessageError as exc:
            raise RemoteError(f"malformed message: {exc}", seat=None, entry=index) from None
        if index == 0:
            self._check_open(entry, message)
        else:
            try:
                check_link(entry, index, self.head, self.host_key)
            except LogError as exc:
                raise RemoteError(exc.reason, seat=HOST_SEAT, entry=index) from None
            if message.game_id != self.game_id:
                raise RemoteError("message from another game", seat=message.seat, entry=index)
        signer = message.seat
        key = self._signer_key(message, index)
        try:
            verify_message(message, key)
        except SignatureError as exc:
            raise RemoteError(f"{message.kind}: {exc}", seat=signer, entry=index) from None
        last = self._counters.get(signer, -1)
        if message.counter <= last:
            raise RemoteError(
                f"{message.kind}: counter {message.counter} is not above {last}: a replayed or"
                " reordered message",
                seat=signer,
                entry=index,
            )
        seen = self._hash_index.get(message.seen)
        if seen is None:
            raise RemoteError(
                f"{message.kind}: refers to a log head never seen", seat=signer, entry=index
            )
        if seen < self._seen_at.get(signer, -1):
            raise RemoteError(f"{message.kind}: log head went backwards", seat=signer, entry=index)
        self._deferred = []
        try:
            updates = self._dispatch(entry, message)
        except BaseException:
            self._deferred = None
            raise
        # commit the log bookkeeping only once the message was applied
        self.entries.append(raw)
        self.head = entry.hash
        self._hash_index[self.head] = index
        self._counters[signer] = message.counter
        self._seen_at[signer] = seen
        if self._is_me(signer):
            # Our own message came back in the log: it is sent. On a resume from the log this
            # also drops the byte-identical copies the replay regenerated.
            if entry.message in self._outbox:
                self._outbox.remove(entry.message)
            self._my_counter = max(self._my_counter, message.counter + 1)
        # Answers to this entry are signed now, so their `seen` is this entry.
        deferred, self._deferred = self._deferred, None
        for args in deferred:
            self._queue(*args[:3], seat=args[3])
        self._after_entry()
        return updates

    def _check_open(self, entry: Entry, message: Message) -> None:
        if message.kind != "open" or message.seat != HOST_SEAT:
            raise RemoteError(
                "the first entry must be the host's open message", seat=HOST_SEAT, entry=0
            )
        _name, rules_map, seats, host_key, _created = message.payload[:5]
        options = list(message.payload[5]) if len(message.payload) > 5 else []
        unknown = [o for o in options if o not in TABLE_OPTIONS]
        if unknown:
            raise RemoteError(f"open: unknown table option {unknown[0]!r}", seat=HOST_SEAT, entry=0)
        if options != sorted(set(options)):
            raise RemoteError(
                "open: table options must be distinct and sorted", seat=HOST_SEAT, entry=0
            )
        try:
            check_public_key(host_key)
            check_link(entry, 0, GENESIS, host_key)
        except (SignatureError, LogError) as exc:
            raise RemoteError(f"open: {exc}", seat=HOST_SEAT, entry=0) from None
        try:
            check_wire_ruleset(rules_map)
            rules = Ruleset.from_dict(rules_map)
            rules.check_players(seats)
        except LocalError as exc:
            raise RemoteError(f"open: bad ruleset: {exc}", seat=HOST_SEAT, entry=0) from None
        if list(rules_map) != list(rules.to_dict()):
            raise RemoteError(
                "open: ruleset keys are not in canonical order", seat=HOST_SEAT, entry=0
            )

    def _signer_key(self, message: Message, index: int) -> bytes:
        if message.seat == HOST_SEAT:
            if message.kind not in HOST_KINDS:
                raise RemoteError(
                    f"the host may not send {message.kind}", seat=HOST_SEAT, entry=index
                )
            if message.kind == "open" and index > 0:
                raise RemoteError("a second open", seat=HOST_SEAT, entry=index)
            return self.host_key or message.payload[3]
        if message.kind in HOST_KINDS:
            # Only the host starts, ends or stops a match (SPEC.md 5.4): a seat that signs one
            # is refused, and a log holding it blames that seat if it is its evidence (6.3).
            raise RemoteError(
                f"{message.kind} is the host's message; seat {message.seat} may not send it",
                seat=message.seat,
                entry=index,
            )
        if message.kind == "join":
            return bytes(message.payload[1])
        if message.seat >= self.seats or self.keys[message.seat] is None:
            raise RemoteError(
                f"{message.kind} from seat {message.seat}, which nobody holds",
                seat=message.seat,
                entry=index,
            )
        key = self.keys[message.seat]
        assert key is not None
        return key

    def signed_here(self, raw: bytes) -> bool:
        """True if ``raw``, the next log entry, carries a message that its seat signed for this
        game, with a fresh counter, against exactly this table's head (``seen``).

        Such a message, if the table refuses it, is the seat's own signed evidence: the seat
        saw this very log and signed the message anyway. Any other refused entry (a forged or
        missing signature, a replay, a message from another game or signed against another
        log) can only be in a log because the host put it there (SPEC.md 6.3).
        """
        try:
            message = decode_message(decode_entry(raw).message)
        except (LogError, MessageError):
            return False
        seat = message.seat
        if not 0 <= seat < self.seats or message.game_id != self.game_id:
            return False
        if message.seen != self.head or message.counter <= self._counters.get(seat, -1):
            return False
        # A join is signed by the key it brings, not by the seat's holder: anyone can sign one
        # for a seat, so a refused join is never a seat's evidence.
        key = None if message.kind == "join" else self.keys[seat]
        if key is None:
            return False
        try:
            verify_message(message, key)
        except SignatureError:
            return False
        return True

    def _is_me(self, signer: int) -> bool:
        return (signer == HOST_SEAT and self.is_host) or (
            self.my_seat is not None and signer == self.my_seat
        )

    def waiting_for(self) -> list[int]:
        """Seats (``-1`` for the host) whose message the table needs next, for timeouts."""
        rnd = self.round
        if self.stage is Stage.LOBBY:
            missing = [s for s, k in enumerate(self.keys) if k is None]
            return missing or [HOST_SEAT]
        if self.stage in (Stage.CLOSING, Stage.ENDED) or rnd is None:
            return [HOST_SEAT] if self.stage is Stage.CLOSING else []
        everyone = range(self.seats)
        if self.stage is Stage.COMMIT:
            return [s for s in everyone if s not in rnd.commits]
        if self.stage in (Stage.SHUFFLE, Stage.LOCK):
            due = rnd.deck.next_step()
            return [due[1]] if due else []
        if self.stage is Stage.DEAL:
            return [s for s in everyone if s not in rnd.deals]
        if self.stage is Stage.REVEAL:
            return [s for s in everyone if s not in rnd.reveals]
        if rnd.pending_draw is not None:
            drawer = rnd.pending_draw[1]
            return [s for s in everyone if s != drawer and s not in rnd.released]
        return [rnd.engine.turn]

    # ------------------------------------------------------------------ dispatch

    def _dispatch(self, entry: Entry, m: Message) -> list[Update]:
        handler = getattr(self, f"_on_{m.kind}")
        try:
            result: list[Update] = handler(entry.index, m)
        except RemoteError as exc:
            if exc.entry is None:
                exc.entry = entry.index
            if exc.seat is None:
                exc.seat = m.seat
            raise
        except (IllegalPlayError, InvalidPlayError) as exc:
            raise RemoteError(f"{m.kind}: {exc}", seat=m.seat, entry=entry.index) from None
        return result

    def _refuse(self, m: Message, index: int, why: str) -> RemoteError:
        return RemoteError(f"{m.kind}: {why}", seat=m.seat, entry=index)

    # table-level ------------------------------------------------------------------------

    def _on_open(self, index: int, m: Message) -> list[Update]:
        name, rules_map, seats, host_key, created = m.payload[:5]
        options = m.payload[5] if len(m.payload) > 5 else []
        self.verified_shuffle = VERIFIED_SHUFFLE in options
        # SPEC.md 4.1: the option names the deck's group; a log without it (every log written
        # before ristretto255) deals on edwards25519.
        self.deck_group = RISTRETTO255_OPTION if RISTRETTO255_OPTION in options else EDWARDS_GROUP
        self.game_id = m.game_id
        self.host_key = host_key
        self.table_name = name
        self.rules = Ruleset.from_dict(rules_map)
        self.seats = seats
        self.names = [None] * seats
        self.keys = [None] * seats
        return [
            Update(
                index,
                "open",
                HOST_SEAT,
                TABLE_ROUND,
                {"name": name, "seats": seats, "created": created},
            )
        ]

    def _on_join(self, index: int, m: Message) -> list[Update]:
        name, key = m.payload
        if self.stage is not Stage.LOBBY:
            raise self._refuse(m, index, "the table has started")
        if not 0 <= m.seat < self.seats:
            raise self._refuse(m, index, f"no seat {m.seat} at a {self.seats}-seat table")
        if self.keys[m.seat] is not None:
            raise self._refuse(m, index, f"seat {m.seat} is taken")
        if key in self.keys:
            raise self._refuse(m, index, "this identity key already holds a seat")
        try:
            check_public_key(key)
        except SignatureError as exc:
            raise self._refuse(m, index, str(exc)) from None
        self.keys[m.seat] = key
        self.names[m.seat] = name
        return [Update(index, "join", m.seat, TABLE_ROUND, {"name": name})]

    def _on_start(self, index: int, m: Message) -> list[Update]:
        if self.stage is not Stage.LOBBY:
            raise self._refuse(m, index, "the table has already started")
        if any(k is None for k in self.keys):
            raise self._refuse(m, index, "not every seat is taken")
        self._begin_round(0)
        return [Update(index, "start", HOST_SEAT, TABLE_ROUND, {"names": list(self.names)})]

    def _on_end(self, index: int, m: Message) -> list[Update]:
        totals, winners = m.payload
        if self.stage is not Stage.CLOSING or self.final is None:
            raise self._refuse(m, index, "the match is not over")
        if list(totals) != list(self.final.totals) or list(winners) != list(self.final.winners):
            raise self._refuse(
                m, index, f"totals {totals} / winners {winners} disagree with the log"
            )
        self.stage = Stage.ENDED
        self.end_reason = "the match is over"
        return [
            Update(index, "end", HOST_SEAT, TABLE_ROUND, {"totals": totals, "winners": winners})
        ]

    def _on_abort(self, index: int, m: Message) -> list[Update]:
        seat, reason = m.payload
        if seat >= self.seats:
            raise self._refuse(m, index, f"no seat {seat}")
        rnd = self.round
        in_round = rnd is not None and self.stage not in (Stage.LOBBY, Stage.CLOSING)
        awaited = tuple(s for s in self.waiting_for() if s != HOST_SEAT)
        # Whoever reveals last has seen every other seed; a seat that never reveals escapes its
        # audit, so an abort naming it in the reveal stage records it as withheld (SPEC.md 7.4).
        self.aborted = Abort(
            index, seat, reason, self.stage, rnd.index if in_round and rnd else None, awaited
        )
        self.stage = Stage.ENDED
        self.end_reason = f"aborted by the host: {reason}"
        return [Update(index, "abort", HOST_SEAT, TABLE_ROUND, {"seat": seat, "reason": reason})]

    # round setup -----------------------------------------------------------------------

    def _round_for(self, m: Message, index: int, *stages: Stage) -> _Round:
        rnd = self.round
        if rnd is None or self.stage not in stages:
            raise self._refuse(m, index, f"not expected in stage {self.stage}")
        if m.round != rnd.index:
            raise self._refuse(m, index, f"carries round {m.round}, this is round {rnd.index}")
        if not 0 <= m.seat < self.seats:
            raise self._refuse(m, index, f"no seat {m.seat}")
        return rnd

    def _begin_round(self, r: int) -> None:
        rules = self.rules
        assert rules is not None
        double = rules.round_doubles()[r]
        tiles = tile_set(rules.max_pip)
        if rules.engine is EngineMode.SET_ASIDE:
            tiles = tuple(t for t in tiles if t != tile(double, double))
        hand = rules.hand_size(self.seats)
        params = DeckParams(self.game_id, r, self.seats, tiles, hand, self.deck_group)
        deck: SeatDeck | PublicDeck
        if self.my_seat is not None:
            assert self.round_seed is not None
            seed = self.round_seed(self.game_id, r)
            self._secrets[r] = seed
            deck = SeatDeck(params, self.my_seat, seed, self.executor)
        else:
            deck = PublicDeck(params)
        engine = new_round(rules, self.seats, r, [None] * params.size)
        self.round = _Round(r, params, deck, engine)
        self.stage = Stage.COMMIT
        if not isinstance(deck, PublicDeck):
            self._queue("commit", r, [deck.commit().commitment])

    def _on_commit(self, index: int, m: Message) -> list[Update]:
        rnd = self._round_for(m, index, Stage.COMMIT)
        if m.seat in rnd.commits:
            raise self._refuse(m, index, "a second commitment")
        step = self._deck_call(m, index, rnd.deck.receive_commit, Commit(m.seat, m.payload[0]))
        rnd.commits.add(m.seat)
        rnd.step_entries[("commit", m.seat)] = index
        if len(rnd.commits) == self.seats:
            self.stage = Stage.SHUFFLE
        if isinstance(step, DeckStep):
            self._queue_step(rnd, step, rnd.deck.next_input())
        return [Update(index, "commit", m.seat, rnd.index)]

    def _on_shuffle(self, index: int, m: Message) -> list[Update]:
        return self._on_deck_step(index, m, Stage.SHUFFLE, Step.SHUFFLE)

    def _on_lock(self, index: int, m: Message) -> list[Update]:
        return self._on_deck_step(index, m, Stage.LOCK, Step.LOCK)

    def _on_deck_step(self, index: int, m: Message, stage: Stage, step: Step) -> list[Update]:
        rnd = self._round_for(m, index, stage)
        record = DeckStep(step, m.seat, tuple(m.payload[0]))
        if self.verified_shuffle != (len(m.payload) == 2):
            why = "no proof" if self.verified_shuffle else "a proof at a table without the option"
            raise self._refuse(m, index, f"a deck step at this table carries {why}")
        due = rnd.deck.next_step()
        if m.seat != self.my_seat:
            # Every node sees a malformed deck: refuse it before the deck records anything, so
            # a refusal leaves this table (the host's included) exactly as it was.
            try:
                check_step_shape(record, rnd.params.size, rnd.params.deck_group)
            except BadPointError as exc:
                raise self._refuse(m, index, str(exc)) from None
            if self.verified_shuffle and due == (step, m.seat):
                self._check_proof(m, index, rnd, record, m.payload[1])
        invalid: BadPointError | None = None
        try:
            mine = self._deck_call(m, index, rnd.deck.receive_step, record, m.seat != self.my_seat)
        except BadPointError as exc:
            # An invalid point in the deck this seat must multiply: only this seat can see it,
            # so the entry stands (the deck recorded it) and this seat reports it for the early
            # audit, which names the publisher.
            mine, invalid = None, exc
        rnd.step_entries[(step.value, m.seat)] = index
        due = rnd.deck.next_step()
        if due is None:
            self.stage = Stage.DEAL
            if not isinstance(rnd.deck, PublicDeck):
                releases = rnd.deck.deal_releases()
                self._queue("deal", rnd.index, [[[r.position, r.key] for r in releases]])
        elif due[0] is Step.LOCK:
            self.stage = Stage.LOCK
        if self.verified_shuffle and m.seat == self.my_seat:
            self._remember_own_proof(rnd, record)
        if isinstance(mine, DeckStep):
            self._queue_step(rnd, mine, record.points)
        if invalid is not None:
            self._report_anomaly(rnd, invalid)
        return [Update(index, step.value, m.seat, rnd.index)]

    def _check_proof(
        self, m: Message, index: int, rnd: _Round, record: DeckStep, proof: bytes
    ) -> None:
        """Verified shuffle: refuse a deck step whose proof fails, before anything records it.
        The one trace a refusal leaves is the count of failures that bounds the work a seat
        can make a host do (SPEC.md 4.12)."""
        failures = rnd.proof_failures.get((record.stage, m.seat), 0)
        if failures >= MAX_PROOF_FAILURES:
            raise self._refuse(
                m, index, f"{failures} failed proofs for this step already: no more are checked"
            )
        before = rnd.deck.next_input()
        if self.defer_proofs and self._defer_proof(index, rnd, record, before, proof):
            return
        try:
            if record.stage is Step.SHUFFLE:
                rnd.shuffle_keys[m.seat] = check_shuffle_step(
                    rnd.params,
                    m.seat,
                    before,
                    record.points,
                    proof,
                    self.proof_cache,
                    self.executor,
                )
            else:
                rnd.key_commitments[m.seat] = check_lock_step(
                    rnd.params,
                    m.seat,
                    rnd.shuffle_keys[m.seat],
                    before,
                    record.points,
                    proof,
                    self.proof_cache,
                    self.executor,
                )
        except ProofError as exc:
            rnd.proof_failures[(record.stage, m.seat)] = failures + 1
            raise self._refuse(m, index, f"proof refused: {exc}") from None

    def _defer_proof(
        self, index: int, rnd: _Round, record: DeckStep, before: Sequence[bytes], proof: bytes
    ) -> bool:
        """Put a well-formed proof aside for the audit, taking what its check would return."""
        claim = claimed_result(rnd.params, record.stage, before, record.points, proof)
        big_e = b""
        if record.stage is Step.SHUFFLE and isinstance(claim, bytes):
            rnd.shuffle_keys[record.seat] = claim
        elif record.stage is Step.LOCK and isinstance(claim, tuple):
            big_e = rnd.shuffle_keys[record.seat]
            rnd.key_commitments[record.seat] = claim
        else:
            return False  # the wrong size: the full check refuses it now
        pending = PendingProof(
            index, record.stage, record.seat, tuple(before), record.points, proof, big_e
        )
        rnd.pending_proofs.append(pending)
        return True

    def settle_proofs(self) -> None:
        """Check, in full, every proof still put aside (``defer_proofs``): before any verdict
        on a log whose last round did not pass its audit. ProofRewind if one fails."""
        rnd = self.round
        if rnd is not None and rnd.pending_proofs:
            pending, rnd.pending_proofs = rnd.pending_proofs, []
            settle(rnd.params, pending, None, rnd.fitted_keys, self.executor)

    def _remember_own_proof(self, rnd: _Round, record: DeckStep) -> None:
        """This seat's own step came back: take its E or K from what it proved (no re-check)."""
        deck = rnd.deck
        assert isinstance(deck, SeatDeck) and not isinstance(deck, PublicDeck)
        secrets = deck.secrets
        if record.stage is Step.SHUFFLE:
            rnd.shuffle_keys[record.seat] = rnd.params.deck_group.base(secrets.shuffle_key)
        else:
            rnd.key_commitments[record.seat] = tuple(
                rnd.params.deck_group.base(k) for k in secrets.lock_keys
            )

    def _queue_step(self, rnd: _Round, step: DeckStep, before: Sequence[bytes]) -> None:
        """Send this seat's deck step, with its proof at a verified-shuffle table."""
        payload: list[Any] = [list(step.points)]
        if self.verified_shuffle:
            deck = rnd.deck
            assert isinstance(deck, SeatDeck) and not isinstance(deck, PublicDeck)
            proof = prove_step(
                rnd.params, deck.secrets, step.stage, before, step.points, self.executor
            )
            payload.append(proof)
        self._queue(step.stage.value, rnd.index, payload)

    def _on_deal(self, index: int, m: Message) -> list[Update]:
        rnd = self._round_for(m, index, Stage.DEAL)
        if m.seat in rnd.deals:
            raise self._refuse(m, index, "a second deal")
        expected = [
            pos for p in range(self.seats) if p != m.seat for pos in rnd.params.hand_positions(p)
        ]
        got = [int(pair[0]) for pair in m.payload[0]]
        if got != expected:
            raise self._refuse(
                m, index, "must release exactly its keys for every other hand, in position order"
            )
        records = [KeyRelease(m.seat, pos, key) for pos, key in m.payload[0]]
        self._check_keys(m, index, records)
        anomaly: DeckFault | None = None
        opened: list[tuple[int, Tile]] = []
        before = rnd.deck.event_count
        for record in records:
            try:
                found = self._deck_call(m, index, rnd.deck.receive_release, record)
            except (DeckAnomaly, BadPointError) as exc:
                anomaly = anomaly or exc
                continue
            if isinstance(found, Tile):
                opened.append((record.position, found))
        self._note_deck_events(rnd, index, before)
        rnd.deals.add(m.seat)
        for pos, value in opened:
            rnd.engine = learn(rnd.engine, pos, value)
        if len(rnd.deals) == self.seats:
            self.stage = Stage.TURNS
        if anomaly is not None:
            self._report_anomaly(rnd, anomaly)
        return [Update(index, "deal", m.seat, rnd.index)]

    # turns ------------------------------------------------------------------------------

    def _turn_round(self, m: Message, index: int) -> _Round:
        rnd = self._round_for(m, index, Stage.TURNS)
        if rnd.pending_draw is not None:
            raise self._refuse(
                m, index, f"waiting for the keys of drawn position {rnd.pending_draw[0]}"
            )
        return rnd

    def _commit_event(self, rnd: _Round, index: int, event: Event, state: RoundState) -> None:
        rnd.engine = state
        rnd.events.append(event)
        rnd.event_entries.append(index)
        if state.phase is Phase.OVER:
            rnd.over_entry = index
            self._start_reveal(rnd)

    def _on_play(self, index: int, m: Message) -> list[Update]:
        rnd = self._turn_round(m, index)
        pos, (low, high), train, key = m.payload
        if low > high:
            raise self._refuse(m, index, "a tile is sent low end first")
        value = Tile(low, high)
        event = Play(m.seat, pos, value, train)
        state = apply(rnd.engine, event)
        trouble = self._open_played(
            m, index, rnd, KeyRelease(m.seat, pos, key), PlayClaim.of(m.seat, pos, value)
        )
        if trouble:
            return trouble
        self._commit_event(rnd, index, event, state)
        return [
            Update(index, "play", m.seat, rnd.index, {"tile": value, "train": train, "pos": pos})
        ]

    def _open_played(
        self, m: Message, index: int, rnd: _Round, release: KeyRelease, claim: PlayClaim
    ) -> list[Update]:
        """Open a played card in public. A false claim is signed evidence: the entry stands and
        the seat is blamed at once. A card that opens to garbage stops the round for the early
        audit. Anything malformed refuses the entry."""
        if self.verified_shuffle:
            try:
                value = decode_scalar(release.key)
            except GroupError:
                pass  # the deck refuses a malformed key with its reason
            else:
                self._check_fit(m, index, release, value)
        before = rnd.deck.event_count
        try:
            rnd.deck.receive_play(release, claim)
        except ClaimMismatchError as exc:
            self._note_deck_events(rnd, index, before)
            return self._blame_update(Blame(m.seat, index, f"false claim: {exc}"), index, rnd.index)
        except (DeckAnomaly, BadPointError) as exc:
            self._note_deck_events(rnd, index, before)
            # If the audit then finds no fault, the player is at fault (SPEC.md 6.3).
            rnd.anomaly = (index, m.seat, f"the played card opened to garbage: {exc}")
            rnd.over_entry = index
            self._start_reveal(rnd)
            return [Update(index, "anomaly", m.seat, rnd.index, {"reason": str(exc)})]
        except DeckFault as exc:
            raise RemoteError(f"{m.kind}: {exc}", seat=m.seat, entry=index) from None
        self._note_deck_events(rnd, index, before)
        return []

    def _note_deck_events(self, rnd: _Round, index: int, before: int) -> None:
        rnd.deck_event_entries.extend([index] * (rnd.deck.event_count - before))

    def _on_place_engine(self, index: int, m: Message) -> list[Update]:
        rnd = self._turn_round(m, index)
        if rnd.engine.phase is not Phase.ENGINE:
            raise self._refuse(m, index, "the engine is already placed")
        pos, key = m.payload
        event = PlaceEngine(m.seat, pos)
        state = apply(rnd.engine, event)
        engine = tile(rnd.engine.engine_pip, rnd.engine.engine_pip)
        trouble = self._open_played(
            m, index, rnd, KeyRelease(m.seat, pos, key), PlayClaim.of(m.seat, pos, engine)
        )
        if trouble:
            return trouble
        self._commit_event(rnd, index, event, state)
        return [Update(index, "place_engine", m.seat, rnd.index, {"tile": engine})]

    def _on_simple(self, index: int, m: Message, event: Event) -> list[Update]:
        rnd = self._turn_round(m, index)
        state = apply(rnd.engine, event)
        self._commit_event(rnd, index, event, state)
        return [Update(index, m.kind, m.seat, rnd.index)]

    def _on_no_engine(self, index: int, m: Message) -> list[Update]:
        return self._on_simple(index, m, NoEngine(m.seat))

    def _on_pass(self, index: int, m: Message) -> list[Update]:
        return self._on_simple(index, m, Pass(m.seat))

    def _on_end_build(self, index: int, m: Message) -> list[Update]:
        return self._on_simple(index, m, EndBuild(m.seat))

    def _on_draw(self, index: int, m: Message) -> list[Update]:
        rnd = self._turn_round(m, index)
        event = Draw(m.seat)
        state = apply(rnd.engine, event)
        pos = rnd.engine.next_draw
        before = rnd.deck.event_count
        self._deck_call(m, index, rnd.deck.receive_draw, DeckDraw(m.seat, pos))
        self._note_deck_events(rnd, index, before)
        rnd.engine = state
        rnd.events.append(event)
        rnd.event_entries.append(index)
        rnd.pending_draw = (pos, m.seat)
        rnd.released = set()
        if (
            self.my_seat is not None
            and self.my_seat != m.seat
            and not isinstance(rnd.deck, PublicDeck)
        ):
            release = rnd.deck.release(pos)
            self._queue("release", rnd.index, [pos, release.key])
        return [Update(index, "draw", m.seat, rnd.index, {"pos": pos})]

    def _on_release(self, index: int, m: Message) -> list[Update]:
        rnd = self._round_for(m, index, Stage.TURNS)
        if rnd.pending_draw is None:
            raise self._refuse(m, index, "no drawn card is waiting for keys")
        pos, drawer = rnd.pending_draw
        if m.payload[0] != pos:
            raise self._refuse(
                m, index, f"a key for position {m.payload[0]}; position {pos} was drawn"
            )
        if m.seat == drawer or m.seat in rnd.released:
            raise self._refuse(m, index, "a key this seat may not release now")
        record = KeyRelease(m.seat, pos, m.payload[1])
        self._check_keys(m, index, [record])
        anomaly: DeckFault | None = None
        found: Tile | None = None
        before = rnd.deck.event_count
        try:
            got = self._deck_call(m, index, rnd.deck.receive_release, record)
            found = got if isinstance(got, Tile) else None
        except (DeckAnomaly, BadPointError) as exc:
            anomaly = exc
        self._note_deck_events(rnd, index, before)
        rnd.released.add(m.seat)
        if len(rnd.released) == self.seats - 1:
            rnd.pending_draw = None
        if found is not None:
            rnd.engine = learn(rnd.engine, pos, found)
        if anomaly is not None:
            self._report_anomaly(rnd, anomaly)
        return [Update(index, "release", m.seat, rnd.index, {"pos": pos})]

    def _on_anomaly(self, index: int, m: Message) -> list[Update]:
        rnd = self._round_for(m, index, Stage.SHUFFLE, Stage.LOCK, Stage.DEAL, Stage.TURNS)
        if self.stage in (Stage.SHUFFLE, Stage.LOCK):
            due = rnd.deck.next_step()
            if due is None or due[1] != m.seat:
                raise self._refuse(
                    m, index, "only the seat due to multiply the last deck may report it now"
                )
        pos, reason = m.payload
        rnd.anomaly = (index, m.seat, reason)
        rnd.over_entry = index
        self._start_reveal(rnd)
        return [Update(index, "anomaly", m.seat, rnd.index, {"pos": pos, "reason": reason})]

    def _check_keys(self, m: Message, index: int, records: list[KeyRelease]) -> None:
        """Refuse the whole message if any key is malformed, before the deck records any."""
        for record in records:
            try:
                value = decode_scalar(record.key)
            except GroupError as exc:
                raise self._refuse(m, index, f"key for position {record.position}: {exc}") from None
            self._check_fit(m, index, record, value)

    def _check_fit(self, m: Message, index: int, record: KeyRelease, value: int) -> None:
        """Verified shuffle: a released key must be the one the seat's lock proof committed."""
        rnd = self.round
        if not self.verified_shuffle or rnd is None:
            return
        commitments = rnd.key_commitments.get(record.seat)
        if commitments is None or not 0 <= record.position < len(commitments):
            return  # out of place: the deck refuses it with the reason
        if not key_fits(value, commitments[record.position], rnd.params.deck_group):
            raise self._refuse(
                m,
                index,
                f"key for position {record.position} does not fit seat {record.seat}'s lock"
                " commitment (SPEC 4.12)",
            )
        if self.defer_proofs:
            rnd.fitted_keys.setdefault(record.seat, {})[record.position] = value

    def _report_anomaly(self, rnd: _Round, exc: DeckFault) -> None:
        if not isinstance(rnd.deck, PublicDeck) and rnd.anomaly is None and not rnd.reported:
            rnd.reported = True
            pos = exc.position if exc.position is not None else 0
            self._queue("anomaly", rnd.index, [pos, str(exc)[:200]])

    # round end --------------------------------------------------------------------------

    def _start_reveal(self, rnd: _Round) -> None:
        self.stage = Stage.REVEAL
        rnd.pending_draw = None

    def _on_reveal(self, index: int, m: Message) -> list[Update]:
        rnd = self._round_for(m, index, Stage.REVEAL)
        seed, head = m.payload
        if m.seat in rnd.reveals:
            raise self._refuse(m, index, "a second reveal")
        at = self._hash_index.get(head)
        if at is None or rnd.over_entry is None or at < rnd.over_entry:
            raise self._refuse(m, index, "the head it co-signs is not at or after the round's end")
        rnd.reveals[m.seat] = seed
        rnd.step_entries[("reveal", m.seat)] = index
        updates = [Update(index, "reveal", m.seat, rnd.index)]
        if len(rnd.reveals) == self.seats:
            updates.extend(self._audit(rnd, index))
        return updates

    def _audit(self, rnd: _Round, index: int) -> list[Update]:
        reveals = [Reveal(s, rnd.reveals[s]) for s in range(self.seats)]
        result = audit_round(rnd.deck.transcript(reveals), self.executor)
        if rnd.pending_proofs and isinstance(result, AuditOk):
            # defer_proofs: checked with the secrets; after a failing audit they stay pending,
            # for the full checks of settle_proofs before the verdict
            pending, rnd.pending_proofs = rnd.pending_proofs, []
            settle(rnd.params, pending, result, rnd.fitted_keys, self.executor)
        if isinstance(result, AuditFailure):
            self._set_blame(
                Blame(result.seat, self._entry_of_failure(rnd, result), f"deck audit: {result}")
            )
            return [Update(index, "blame", result.seat, rnd.index, {"reason": str(result)})]
        rules = self.rules
        assert rules is not None
        if rnd.anomaly is not None:
            at, seat, reason = rnd.anomaly
            why = f"anomaly ({reason}) that the audit does not explain"
            return self._blame_update(Blame(seat, at, why), index, rnd.index)
        try:
            final = replay_round(rules, self.seats, rnd.index, result.tiles, rnd.events)
        except IllegalPlayError as exc:
            ev = exc.event_index if exc.event_index is not None else 0
            entry = rnd.event_entries[ev] if ev < len(rnd.event_entries) else None
            blame = Blame(exc.seat, entry, f"broke a rule: {exc.reason}")
            return self._blame_update(blame, index, rnd.index)
        outcome = score_round(final)
        self.outcomes.append(outcome)
        hands = {s: [t for t in final.hand(s) if t is not None] for s in range(self.seats)}
        updates = [
            Update(
                index,
                "round_over",
                -1,
                rnd.index,
                {
                    "outcome": outcome,
                    "hands": hands,
                    "audit": "ok",
                    "tiles": tuple(result.tiles),
                    "events": tuple(rnd.events),
                },
            )
        ]
        if len(self.outcomes) == len(rules.round_doubles()):
            self.final = score_match(rules, self.seats, self.outcomes)
            self.stage = Stage.CLOSING
            if self.is_host:
                self._queue(
                    "end",
                    TABLE_ROUND,
                    [list(self.final.totals), list(self.final.winners)],
                    seat=HOST_SEAT,
                )
        else:
            self._begin_round(rnd.index + 1)
        return updates

    def _entry_of_failure(self, rnd: _Round, failure: AuditFailure) -> int | None:
        if failure.step in (Step.RELEASE, Step.DRAW, Step.CLAIM):
            entries = rnd.deck_event_entries
            return entries[failure.index] if failure.index < len(entries) else None
        return rnd.step_entries.get((failure.step.value, failure.seat))

    def _blame_update(self, blame: Blame, index: int, round_no: int) -> list[Update]:
        self._set_blame(blame)
        seat = blame.seat if blame.seat is not None else -1
        return [Update(index, "blame", seat, round_no, {"reason": blame.reason})]

    def _set_blame(self, blame: Blame) -> None:
        self.blame = blame
        self.stage = Stage.ENDED
        self.end_reason = f"cheating detected: {blame}"

    # ------------------------------------------------------------------ deck calls

    def _deck_call(self, m: Message, index: int, fn: Callable[..., Any], *args: Any) -> Any:
        try:
            return fn(*args)
        except (DeckAnomaly, BadPointError):
            raise
        except DeckFault as exc:
            seat = exc.seat if exc.seat is not None else m.seat
            raise RemoteError(f"{m.kind}: {exc}", seat=seat, entry=index) from None

    # ------------------------------------------------------------------ sending

    def _after_entry(self) -> None:
        """Queue what this node owes after an entry: the host's start, this seat's join and,
        for a strategy, its move."""
        if (
            self.is_host
            and self.stage is Stage.LOBBY
            and self.keys
            and all(self.keys)
            and not self._start_sent
        ):
            self._start_sent = True
            self._queue("start", TABLE_ROUND, [], seat=HOST_SEAT)
        if self.my_seat is not None and not self._joined_sent and self.game_id:
            self._joined_sent = True
            assert self.identity is not None
            self._queue("join", TABLE_ROUND, [self.my_name, self.identity.public_key])
        rnd = self.round
        if (
            rnd is not None
            and self.stage is Stage.REVEAL
            and self.my_seat is not None
            and self.my_seat not in rnd.reveals
            and rnd.index not in self._revealed
        ):
            self._revealed.add(rnd.index)
            self._queue("reveal", rnd.index, [self._secrets[rnd.index], self.head])
        if self.strategy is not None:
            self._maybe_move()

    def my_turn(self) -> bool:
        rnd = self.round
        return (
            rnd is not None
            and self.stage is Stage.TURNS
            and self.my_seat is not None
            and rnd.pending_draw is None
            and rnd.anomaly is None
            and not rnd.reported
            and rnd.engine.turn == self.my_seat
            and rnd.engine.hand_fully_known(self.my_seat)
            and rnd.engine.phase is not Phase.OVER
            and rnd.sent_move_at != len(self.entries)
        )

    def legal_actions(self) -> list[Event]:
        rnd = self.round
        if not self.my_turn() or rnd is None or self.my_seat is None:
            return []
        return legal_actions(rnd.engine, self.my_seat)

    def _maybe_move(self) -> None:
        rnd = self.round
        if rnd is None or self.strategy is None or self.my_seat is None or not self.my_turn():
            return
        standing = [sum(o.scores[s] for o in self.outcomes) for s in range(self.seats)]
        event = decide(self.strategy, rnd.engine, self.my_seat, self.rng, rnd.events, standing)
        self.act(event)

    def act(self, event: Event) -> bytes:
        """Send this seat's move: it must be one of :meth:`legal_actions`."""
        rnd = self.round
        if rnd is None or self.my_seat is None or not self.my_turn():
            raise LocalError("it is not this seat's turn")
        if event not in legal_actions(rnd.engine, self.my_seat):
            raise LocalError(f"{event} is not a legal action now")
        assert not isinstance(rnd.deck, PublicDeck)
        rnd.sent_move_at = len(self.entries)
        if isinstance(event, Play):
            release, _claim = rnd.deck.play(event.pos)
            payload: list[Any] = [
                event.pos,
                [event.tile.low, event.tile.high],
                event.train,
                release.key,
            ]
            return self._queue("play", rnd.index, payload)
        if isinstance(event, PlaceEngine):
            release, _claim = rnd.deck.play(event.pos)
            return self._queue("place_engine", rnd.index, [event.pos, release.key])
        kind, payload = _event_to_payload(event)
        return self._queue(kind, rnd.index, payload)

    def _queue(
        self, kind: str, round_no: int, payload: list[Any], *, seat: int | None = None
    ) -> bytes:
        signer = self.my_seat if seat is None else seat
        assert signer is not None
        if self._deferred is not None:
            self._deferred.append((kind, round_no, payload, signer))
            return b""
        raw = self._sign(kind, round_no, signer, payload)
        self._outbox.append(raw)
        return raw

    def _sign(
        self,
        kind: str,
        round_no: int,
        seat: int,
        payload: list[Any],
        *,
        game_id: bytes | None = None,
    ) -> bytes:
        if self.identity is None:
            raise LocalError("this node has no identity to sign with")
        raw = encode_message(
            self.identity,
            game_id=game_id if game_id is not None else self.game_id,
            round=round_no,
            kind=kind,
            seat=seat,
            counter=self._my_counter,
            seen=self.head,
            payload=payload,
        )
        self._my_counter += 1
        return raw

    def outbox(self) -> list[bytes]:
        """Take the signed messages this node must send now, in order."""
        out, self._outbox = self._outbox, []
        return out


class Sequencer:
    """The host's half: turns valid messages into signed, chained log entries.

    It keeps its own :class:`Table` (no secrets) and appends a message only if that table
    accepts it, so an invalid message never reaches the log.
    """

    def __init__(self, table: Table) -> None:
        if not table.is_host or table.identity is None:
            raise LocalError("a sequencer needs a host table")
        self.table = table

    def sequence(self, message: bytes) -> bytes:
        """The entry for ``message``; RemoteError (log unchanged) if it is not valid now."""
        assert self.table.identity is not None
        entry = make_entry(self.table.identity, len(self.table.entries), self.table.head, message)
        self.table.receive(entry)
        return entry
