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

This module keeps what is the table's own: the log's bookkeeping and checks, which message
kind goes to which handler (:data:`Table._on_open` and the rest: the one state table), and
signing what this node sends. Each stage's handlers live in a module of their own, taking the
table as a :class:`~.state.TableState`: :mod:`.lobby`, :mod:`.deck_stages`, :mod:`.turns` and
:mod:`.reveal`.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from concurrent.futures import Executor
from typing import Any

from ..bots import Strategy, decide
from ..deck import (
    GROUPS,
    RISTRETTO255_OPTION,
    VERIFIED_SHUFFLE,
    DeckStep,
    ProofCache,
    PublicDeck,
)
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
    decode_entry,
    decode_message,
    encode_message,
    make_entry,
    verify_message,
)
from ..rules import Event, MatchOutcome, Phase, RoundOutcome, Ruleset, legal_actions
from . import deck_stages, lobby, reveal, turns
from .deck_stages import EDWARDS_GROUP
from .state import Abort, Blame, Round, RoundSeeds, Stage, Update
from .verify_proofs import settle

__all__ = ["HOST_KINDS", "RoundSeeds", "Sequencer", "Stage", "Table", "Update"]

DECK_GROUPS = tuple(GROUPS)

HOST_KINDS = frozenset({"open", "start", "end", "abort"})
"""The kinds only the host signs (seat -1, SPEC.md 5.4); every other kind is a seat's."""


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
        self.round: Round | None = None
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
            lobby.check_open(entry, message)
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

    def entry_of(self, head: bytes) -> int | None:
        """The index of the log entry whose hash is ``head`` (-1: the genesis), if any."""
        return self._hash_index.get(head)

    # ------------------------------------------------------------------ dispatch

    # Each message kind's handler: the one state table (SPEC.md 6). The handlers take the
    # table as a TableState; a subclass may override one (the tests' cheaters do).
    _on_open = lobby.on_open
    _on_join = lobby.on_join
    _on_start = lobby.on_start
    _on_end = lobby.on_end
    _on_abort = lobby.on_abort
    _on_commit = deck_stages.on_commit
    _on_shuffle = deck_stages.on_shuffle
    _on_lock = deck_stages.on_lock
    _on_deal = deck_stages.on_deal
    _on_place_engine = turns.on_place_engine
    _on_no_engine = turns.on_no_engine
    _on_play = turns.on_play
    _on_draw = turns.on_draw
    _on_release = turns.on_release
    _on_pass = turns.on_pass
    _on_end_build = turns.on_end_build
    _on_anomaly = turns.on_anomaly
    _on_reveal = reveal.on_reveal

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

    def settle_proofs(self) -> None:
        """Check, in full, every proof still put aside (``defer_proofs``): before any verdict
        on a log whose last round did not pass its audit. ProofRewind if one fails."""
        rnd = self.round
        if rnd is not None and rnd.pending_proofs:
            pending, rnd.pending_proofs = rnd.pending_proofs, []
            settle(rnd.params, pending, None, rnd.fitted_keys, self.executor)

    def _queue_step(self, rnd: Round, step: DeckStep, before: Sequence[bytes]) -> None:
        """Send this seat's deck step, with its proof at a verified-shuffle table."""
        self._queue(step.stage.value, rnd.index, deck_stages.step_payload(self, rnd, step, before))

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
            self._queue("reveal", rnd.index, [rnd.seed, self.head])
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
        kind, payload = turns.move_message(rnd.deck, event)
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
