"""The deck: commit-reveal mental poker in a prime-order group (``DeckParams.group``).

No dealer is trusted. Each seat commits to a round seed, then in seat order shuffles the deck
(multiplies every card by its key ``e_j`` and permutes it), then in seat order again swaps its
shuffle layer for one lock per card (``C_i <- (k_{j,i} * e_j^-1) * C_i``). After that, card
``i`` is ``(prod_j k_{j,i}) * T`` and only the full set of its keys opens it: the other seats
release theirs to the card's owner, the owner releases its own when it plays the tile.

:class:`SeatDeck` is one seat's sans-I/O view of a round. Feed it every published record in
log order (the seat's own included): it returns what this seat must publish next. A record
whose content is bad (an invalid or repeated point, a malformed key, a claim that does not
decrypt to its tile) is recorded first and then raises a
:class:`~mextrain.protocol.deck.errors.DeckFault` naming its author, so the transcript holds
the evidence for the early audit; a decryption that goes wrong without proving who cheated
raises a :class:`~mextrain.protocol.deck.errors.DeckAnomaly`, which calls for that audit
(:func:`~mextrain.protocol.deck.audit.audit_round`). A record out of turn or out of place
(:class:`~mextrain.protocol.deck.errors.OutOfOrderError`) is refused and not recorded: the
message layer rejects its log entry, which is the evidence.

Work is kept near the floor: each seat multiplies every card twice (shuffle, lock) and once
per card it opens; the multiplication validates its input point. In edwards25519 seats
validate only the decks they multiply (inside the multiplications); other decks get cheap
structural checks (size, no duplicates) and are checked in full by the audit. In ristretto255 a
point check is one decoding, so every received deck's points are checked once, on arrival
(:func:`check_step_shape`), and an invalid one is refused (by a table, before it records it).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from concurrent.futures import Executor

from ..errors import LocalError
from ..rules import Tile
from .audit import AuditFailure, AuditOk, AuditResult, audit_round
from .errors import (
    BadKeyError,
    BadPointError,
    ClaimMismatchError,
    DeckAnomaly,
    DeckFault,
    OutOfOrderError,
)
from .group import EDWARDS25519, POINT_BYTES, DeckGroup, GroupError, decode_scalar
from .keys import (
    COMMITMENT_BYTES,
    SEED_BYTES,
    SeatSecrets,
    commitment,
    derive_secrets,
    tile_lookup,
    tile_point,
    tile_points,
)
from .steps import lock_deck, open_card, shuffle_deck
from .transcript import (
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
    pack_points,
    unpack_points,
)

__all__ = [
    "COMMITMENT_BYTES",
    "SEED_BYTES",
    "AuditFailure",
    "AuditOk",
    "AuditResult",
    "BadKeyError",
    "BadPointError",
    "ClaimMismatchError",
    "Commit",
    "DeckAnomaly",
    "DeckEvent",
    "DeckFault",
    "DeckParams",
    "DeckStep",
    "Draw",
    "KeyRelease",
    "OutOfOrderError",
    "PlayClaim",
    "PublicDeck",
    "Reveal",
    "RoundTranscript",
    "SeatDeck",
    "SeatSecrets",
    "Step",
    "audit_round",
    "check_step_shape",
    "commitment",
    "derive_secrets",
    "lock_deck",
    "open_card",
    "pack_points",
    "shuffle_deck",
    "tile_point",
    "tile_points",
    "unpack_points",
]


class SeatDeck:
    """One seat's view of one round's deck (sans-I/O: records in, records to publish out).

    Order of a round: every seat publishes :meth:`commit`; the last :meth:`receive_commit`
    hands seat 0 its shuffle step; each :meth:`receive_step` hands the next seat its step
    (shuffle pass, then lock pass). Once the deck is final every seat publishes
    :meth:`deal_releases`; :meth:`receive_release` returns a tile when it completes a card of
    this seat. A draw is :meth:`receive_draw` then :meth:`release` by every other seat. A play
    is :meth:`play` by the owner and :meth:`receive_play` everywhere. At round end (or after an
    anomaly) publish :meth:`reveal` and audit :meth:`transcript`.
    """

    def __init__(
        self, params: DeckParams, seat: int, seed: bytes, executor: Executor | None = None
    ) -> None:
        if not 0 <= seat < params.seats:
            raise LocalError(f"no seat {seat} at a {params.seats}-seat table")
        self.secrets = derive_secrets(params.game_id, params.round, seat, seed, params.size)
        self._init_public(params, seat)
        self.executor = executor
        """Optional second thread for this seat's own deck steps (same results, less time)."""

    def _init_public(self, params: DeckParams, seat: int) -> None:
        self.params = params
        self.seat = seat
        n, size = params.seats, params.size
        self._group = params.deck_group
        self._lookup = tile_lookup(params.tiles, self._group)
        self._commits: list[Commit | None] = [None] * n
        self._missing_commits = n
        self._shuffles: list[DeckStep] = []
        self._locks: list[DeckStep] = []
        self._own_step: DeckStep | None = None
        self._final: tuple[bytes, ...] | None = None
        self._events: list[DeckEvent] = []
        self._keys: list[dict[int, int]] = [{} for _ in range(size)]
        self._owner: list[int | None] = [params.dealt_to(i) for i in range(size)]
        self._next_draw = params.boneyard_start
        self._known: dict[int, Tile] = {}
        self._seen: dict[Tile, int] = {}
        self._played: set[int] = set()

    # --- commitments and the two passes -------------------------------------------------

    def commit(self) -> Commit:
        """This seat's commitment, to publish first."""
        return Commit(self.seat, self.secrets.commitment)

    def receive_commit(self, record: Commit) -> DeckStep | None:
        """Record a commitment; returns seat 0's shuffle step once all are in (for seat 0)."""
        self._check_seat(record.seat, Step.COMMIT)
        if self._commits[record.seat] is not None:
            raise OutOfOrderError("a second commitment", seat=record.seat, step=Step.COMMIT)
        if not isinstance(record.commitment, bytes) or len(record.commitment) != COMMITMENT_BYTES:
            raise DeckFault("a malformed commitment", seat=record.seat, step=Step.COMMIT)
        if record.seat == self.seat and record.commitment != self.secrets.commitment:
            raise LocalError("this seat's commitment came back altered")
        self._commits[record.seat] = record
        self._missing_commits -= 1
        if self._missing_commits == 0 and self.seat == 0:
            tiles = tile_points(self.params.tiles, self._group)
            return self._make_step(Step.SHUFFLE, tiles, publisher=None)
        return None

    def next_step(self) -> tuple[Step, int] | None:
        """``(stage, seat)`` of the deck step due next, or None before commits / after locks."""
        n = self.params.seats
        if self._missing_commits:
            return None
        if len(self._shuffles) < n:
            return Step.SHUFFLE, len(self._shuffles)
        if len(self._locks) < n:
            return Step.LOCK, len(self._locks)
        return None

    def next_input(self) -> tuple[bytes, ...]:
        """The deck that the step due next multiplies (what a proof of that step is about)."""
        if self.next_step() is None:
            raise LocalError("no deck step is due")
        last = self._locks or self._shuffles
        return tuple(last[-1].points) if last else tile_points(self.params.tiles, self._group)

    def receive_step(self, step: DeckStep, shape_checked: bool = False) -> DeckStep | None:
        """Record a published deck step; returns this seat's own step when it is its turn.

        The deck that this seat then multiplies is validated point by point (inside the
        multiplications); a bad point raises :class:`BadPointError` naming its publisher.
        ``shape_checked``: the caller (the table) already ran :func:`check_step_shape` on it,
        so its points are not checked a second time.
        """
        due = self.next_step()
        if due is None or (step.stage, step.seat) != due:
            raise OutOfOrderError(
                f"{step.stage} step by seat {step.seat} when {_describe(due)} was due",
                seat=step.seat,
                step=step.stage,
            )
        if step.seat == self.seat and step != self._own_step:
            raise LocalError("this seat's deck step came back altered")
        # Recorded before it is checked: a bad step is the evidence the early audit needs.
        (self._shuffles if step.stage is Step.SHUFFLE else self._locks).append(step)
        if step.seat != self.seat and not shape_checked:
            self._check_shape(step)
        if len(self._locks) == self.params.seats:
            self._final = step.points
        due = self.next_step()
        if due is not None and due[1] == self.seat:
            return self._make_step(due[0], step.points, publisher=step)
        return None

    def _make_step(
        self, stage: Step, deck: Sequence[bytes], publisher: DeckStep | None
    ) -> DeckStep:
        try:
            if stage is Step.SHUFFLE:
                points = shuffle_deck(self.secrets, deck, self.executor, self._group)
            else:
                points = lock_deck(self.secrets, deck, self.executor, self._group)
        except GroupError as err:
            if publisher is None:
                raise LocalError(f"the tile points failed to multiply: {err}") from err
            raise BadPointError(
                f"card {err.index} of the {publisher.stage} step of seat {publisher.seat}: {err}",
                seat=publisher.seat,
                step=publisher.stage,
                position=err.index,
            ) from err
        self._own_step = DeckStep(stage, self.seat, points)
        return self._own_step

    def _check_shape(self, step: DeckStep) -> None:
        check_step_shape(step, self.params.size, self._group)

    @property
    def final_deck(self) -> tuple[bytes, ...] | None:
        """The deck after the last lock step, once published."""
        return self._final

    # --- deal, draw, play -------------------------------------------------------------------

    def deal_releases(self) -> tuple[KeyRelease, ...]:
        """This seat's keys for every card dealt to another seat, to publish after the lock pass."""
        self._require_final()
        params = self.params
        key = self.secrets.lock_key_bytes
        return tuple(
            KeyRelease(self.seat, i, key(i))
            for p in range(params.seats)
            if p != self.seat
            for i in params.hand_positions(p)
        )

    def release(self, position: int) -> KeyRelease:
        """This seat's key for ``position``, which another seat holds (a drawn card)."""
        self._require_final()
        if not 0 <= position < self.params.size:
            raise LocalError(f"no position {position}")
        owner = self._owner[position]
        if owner is None or owner == self.seat:
            raise LocalError(f"position {position} is not held by another seat")
        return KeyRelease(self.seat, position, self.secrets.lock_key_bytes(position))

    def receive_release(self, record: KeyRelease) -> Tile | None:
        """Record a released key; returns the tile if it completes a card this seat holds."""
        seat, position = record.seat, record.position
        self._check_event(seat, position, Step.RELEASE)
        owner = self._owner[position]
        if owner is None or owner == seat:
            raise OutOfOrderError(
                f"a key for position {position}, which is "
                + ("not dealt or drawn" if owner is None else "the releaser's own"),
                seat=seat,
                step=Step.RELEASE,
                position=position,
            )
        keys = self._keys[position]
        if seat in keys:
            raise OutOfOrderError(
                f"a second key for position {position}",
                seat=seat,
                step=Step.RELEASE,
                position=position,
            )
        if seat == self.seat and record.key != self.secrets.lock_key_bytes(position):
            raise LocalError("this seat's key release came back altered")
        # A malformed key is refused before anything is recorded.
        value = self.secrets.lock_keys[position] if seat == self.seat else self._decode_key(record)
        self._events.append(record)
        keys[seat] = value
        if owner == self.seat and len(keys) == self.params.seats - 1:
            return self._open(position, [*keys.values(), self.secrets.lock_keys[position]])
        return None

    @property
    def next_draw(self) -> int | None:
        """The boneyard position the next draw takes, or None when the boneyard is empty."""
        return self._next_draw if self._next_draw < self.params.size else None

    def receive_draw(self, record: Draw) -> None:
        """Record that ``record.seat`` takes the next boneyard position."""
        self._check_event(record.seat, record.position, Step.DRAW)
        if record.position != self._next_draw:
            raise OutOfOrderError(
                f"a draw of position {record.position}; "
                f"the next free one is {_pos(self.next_draw)}",
                seat=record.seat,
                step=Step.DRAW,
                position=record.position,
            )
        self._owner[record.position] = record.seat
        self._next_draw += 1
        self._events.append(record)

    def play(self, position: int) -> tuple[KeyRelease, PlayClaim]:
        """Play the tile at ``position``: this seat's key for it and its claim, to publish."""
        if (
            not 0 <= position < self.params.size
            or self._owner[position] != self.seat
            or position not in self._known
            or position in self._played
        ):
            raise LocalError(f"this seat holds no unplayed, opened card at position {position}")
        return (
            KeyRelease(self.seat, position, self.secrets.lock_key_bytes(position)),
            PlayClaim.of(self.seat, position, self._known[position]),
        )

    def receive_play(self, release: KeyRelease, claim: PlayClaim) -> Tile:
        """Check a play at once: open the card with the owner's key and compare with the claim."""
        seat, position = claim.seat, claim.position
        self._check_event(seat, position, Step.CLAIM)
        if release.seat != seat or release.position != position:
            raise OutOfOrderError(
                "a play whose key and claim do not match",
                seat=seat,
                step=Step.CLAIM,
                position=position,
            )
        if self._owner[position] != seat:
            raise OutOfOrderError(
                f"a play of position {position}, which seat {seat} does not hold",
                seat=seat,
                step=Step.CLAIM,
                position=position,
            )
        if position in self._played:
            raise OutOfOrderError(
                f"position {position} played twice", seat=seat, step=Step.CLAIM, position=position
            )
        keys = self._keys[position]
        if len(keys) != self.params.seats - 1:
            raise OutOfOrderError(
                f"a play of position {position} before all its keys were released",
                seat=seat,
                step=Step.CLAIM,
                position=position,
            )
        if seat == self.seat:
            if release.key != self.secrets.lock_key_bytes(position) or (
                claim.tile != self._known.get(position)
            ):
                raise LocalError("this seat's play came back altered")
            self._events += (release, claim)
            self._played.add(position)
            return claim.tile
        key = self._decode_key(release)
        try:
            tile = self._open(position, [*keys.values(), key], claimed=claim)
        except DeckFault:
            # A false claim, or a card that opens to garbage: the signed play is evidence and
            # stays in the transcript (the audit names who broke the deck). A malformed key,
            # refused above, records nothing.
            self._events += (release, claim)
            self._played.add(position)
            raise
        self._events += (release, claim)
        self._played.add(position)
        return tile

    def _open(self, position: int, keys: list[int], claimed: PlayClaim | None = None) -> Tile:
        assert self._final is not None
        try:
            point = open_card(self._final[position], keys, self._group)
        except GroupError as err:
            last = self.params.seats - 1
            raise BadPointError(
                f"card {position} of the final deck: {err}",
                seat=last,
                step=Step.LOCK,
                position=position,
            ) from err
        found = self._lookup.get(point)
        every_seat = tuple(range(self.params.seats))
        if found is None:
            raise DeckAnomaly(
                f"position {position} decrypts to no tile of the deck",
                kind="not-a-tile",
                position=position,
                seats=every_seat,
                step=None if claimed is None else Step.CLAIM,
            )
        if claimed is not None and claimed.tile != found:
            raise ClaimMismatchError(
                f"seat {claimed.seat} played {claimed.tile} from position {position}, "
                f"which holds {found}",
                seat=claimed.seat,
                step=Step.CLAIM,
                position=position,
            )
        other = self._seen.get(found)
        if other is not None and other != position:
            raise DeckAnomaly(
                f"position {position} decrypts to {found}, already seen at position {other}",
                kind="duplicate",
                position=position,
                other_position=other,
                seats=every_seat,
            )
        self._seen[found] = position
        self._known[position] = found
        return found

    # --- what this seat knows ---------------------------------------------------------------

    @property
    def hand(self) -> dict[int, Tile]:
        """Position -> tile for the cards this seat holds, has opened and has not played."""
        return {
            i: t
            for i, t in self._known.items()
            if self._owner[i] == self.seat and i not in self._played
        }

    @property
    def known(self) -> dict[int, Tile]:
        """Every position whose tile this seat knows (its own cards and every played card)."""
        return dict(self._known)

    def keys_held(self, position: int) -> dict[int, bytes]:
        """Seat -> lock key for ``position`` as far as this seat knows them (its own included)."""
        held = {s: v for s, v in self._keys[position].items()}
        held[self.seat] = self.secrets.lock_keys[position]
        return {s: v.to_bytes(32, "little") for s, v in sorted(held.items())}

    # --- round end --------------------------------------------------------------------------

    def reveal(self) -> Reveal:
        """This seat's seed, to publish at round end or at once after an anomaly."""
        return Reveal(self.seat, self.secrets.seed)

    def transcript(self, reveals: Iterable[Reveal]) -> RoundTranscript:
        """The round's public record as this seat received it, plus the reveals, for the audit."""
        return RoundTranscript(
            params=self.params,
            commits=tuple(c for c in self._commits if c is not None),
            shuffles=tuple(self._shuffles),
            locks=tuple(self._locks),
            events=tuple(self._events),
            reveals=tuple(sorted(reveals, key=lambda r: r.seat)),
        )

    # --- helpers ----------------------------------------------------------------------------

    def _require_final(self) -> None:
        if self._final is None:
            raise LocalError("the deck is not final yet (lock pass unfinished)")

    def _check_seat(self, seat: int, step: Step) -> None:
        if not isinstance(seat, int) or not 0 <= seat < self.params.seats:
            raise DeckFault(f"no seat {seat}", seat=None, step=step)

    def _check_event(self, seat: int, position: int, step: Step) -> None:
        self._check_seat(seat, step)
        if self._final is None:
            raise OutOfOrderError(f"a {step} before the deck is final", seat=seat, step=step)
        if not isinstance(position, int) or not 0 <= position < self.params.size:
            raise OutOfOrderError(f"no position {position}", seat=seat, step=step)

    @property
    def event_count(self) -> int:
        """How many release, draw and claim records are in the transcript so far."""
        return len(self._events)

    @staticmethod
    def _decode_key(record: KeyRelease) -> int:
        try:
            return decode_scalar(record.key)
        except GroupError as err:
            raise BadKeyError(
                f"key for position {record.position}: {err}",
                seat=record.seat,
                step=Step.RELEASE,
                position=record.position,
            ) from err


def check_step_shape(step: DeckStep, size: int, group: DeckGroup | None = None) -> None:
    """Checks on every published deck: ``size`` cards, 32-byte items, no card twice, and (in
    ristretto255) every card a valid non-identity group element.

    Every node can run them (no secret). :meth:`SeatDeck.receive_step` runs them after
    recording the step (the early audit's evidence); the table runs them first, so that a
    malformed step is refused before any replica records it (SPEC.md 7.2). In ristretto255 a
    point is checked by decoding it (about 4 us), so each received point is checked here, once,
    when it arrives. In edwards25519 the check costs a multiplication by ``L``, so there it is
    left to the multiplications of the next seat and of the audit, which validate as they go.
    """
    points = step.points
    if len(points) != size:
        raise BadPointError(
            f"a deck of {len(points)} cards, expected {size}", seat=step.seat, step=step.stage
        )
    for position, p in enumerate(points):
        if not isinstance(p, bytes) or len(p) != POINT_BYTES:
            raise BadPointError(
                f"card {position} is not a 32-byte point",
                seat=step.seat,
                step=step.stage,
                position=position,
            )
    if len(set(points)) != size:
        first: dict[bytes, int] = {}
        for position, p in enumerate(points):
            if p in first:
                raise BadPointError(
                    f"card {position} repeats card {first[p]}",
                    seat=step.seat,
                    step=step.stage,
                    position=position,
                )
            first[p] = position
    if group is not None and group is not EDWARDS25519:
        for position, p in enumerate(points):
            if not group.is_valid_point(p):
                raise BadPointError(
                    f"card {position} is not a valid {group.name} element",
                    seat=step.seat,
                    step=step.stage,
                    position=position,
                )


def _describe(due: tuple[Step, int] | None) -> str:
    return "nothing" if due is None else f"the {due[0]} step of seat {due[1]}"


def _pos(position: int | None) -> str:
    return "none (the boneyard is empty)" if position is None else str(position)


SPECTATOR = -1
"""The seat number of a :class:`PublicDeck`: it matches no real seat."""


class PublicDeck(SeatDeck):
    """The deck as the host, a spectator or a verifier sees it: every record, no secrets.

    It checks what can be checked in public (order, shapes, keys, and every played card, which
    anyone can open once its owner releases the last key) and keeps the transcript for the
    round's audit. Methods that need a seat's secrets raise :class:`LocalError`.
    """

    def __init__(self, params: DeckParams) -> None:
        self._init_public(params, SPECTATOR)
        self.executor = None

    def _no_secrets(self) -> LocalError:
        return LocalError("a public deck holds no secrets")

    def commit(self) -> Commit:
        raise self._no_secrets()

    def deal_releases(self) -> tuple[KeyRelease, ...]:
        raise self._no_secrets()

    def release(self, position: int) -> KeyRelease:
        raise self._no_secrets()

    def play(self, position: int) -> tuple[KeyRelease, PlayClaim]:
        raise self._no_secrets()

    def reveal(self) -> Reveal:
        raise self._no_secrets()

    def keys_held(self, position: int) -> dict[int, bytes]:
        raise self._no_secrets()
