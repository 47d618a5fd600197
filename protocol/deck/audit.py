"""The round audit: recompute a round's deck from the revealed seeds and find the first lie.

Given the public transcript and every seat's revealed seed, the audit rederives every secret,
recomputes every published deck exactly and compares bytes, checks every released key and
every play claim, and returns either :class:`AuditOk` (with the tile at every position, so
every hand is revealed) or :class:`AuditFailure` for the first record that does not match.

The order of checks, which decides what "first" means (SPEC.md 4.9):

1. reveals, by seat: each seed must open its commitment (a seat whose seed does not cannot be
   checked at all, and is at fault whatever else happened);
2. shuffle steps, by seat; 3. lock steps, by seat: each against the expected output of the
   previous expected deck (so the first bad step is blamed, not the honest ones after it);
4. events (key releases, draws, play claims) in log order.

Cost: one scalar multiplication per published card, nothing more: the expected decks are built
from points already known to be valid, and published points are only compared, never decoded.
"""

from __future__ import annotations

from collections.abc import Sequence
from concurrent.futures import Executor
from dataclasses import dataclass, field

from ..errors import LocalError
from ..rules import Tile
from .errors import DeckFault
from .group import encode_scalar
from .keys import SEED_BYTES, SeatSecrets, derive_secrets, tile_points
from .steps import lock_deck, shuffle_deck
from .transcript import DeckParams, DeckStep, Draw, KeyRelease, PlayClaim, RoundTranscript, Step


@dataclass(frozen=True)
class AuditOk:
    """Every record matched. ``tiles[i]`` is the tile at final position ``i``; ``owners[i]`` the
    seat that was dealt or drew it (None: never assigned). ``complete`` is False for a round
    stopped before the lock pass finished (an early audit)."""

    params: DeckParams
    tiles: tuple[Tile, ...]
    owners: tuple[int | None, ...]
    complete: bool
    secrets: tuple[SeatSecrets, ...] = field(default=(), repr=False, compare=False)
    """Every seat's secrets, rederived from its revealed seed: with them a finished round's
    proofs are checked for less (:mod:`.proofs.witnessed`)."""

    @property
    def ok(self) -> bool:
        return True

    def dealt(self, seat: int) -> tuple[Tile, ...]:
        """The hand dealt to ``seat``, in position order."""
        return tuple(self.tiles[i] for i in self.params.hand_positions(seat))

    def holdings(self, seat: int) -> tuple[Tile, ...]:
        """Every tile ``seat`` was dealt or drew, in position order."""
        return tuple(t for t, o in zip(self.tiles, self.owners, strict=True) if o == seat)


@dataclass(frozen=True)
class AuditFailure:
    """The first record that does not match: ``seat`` published it at ``step`` number ``index``.

    ``index`` is the seat for commit, reveal, shuffle and lock steps, and the index into
    ``RoundTranscript.events`` for release, draw and claim. ``position`` is the deck position
    concerned, if any. ``expected``/``found`` are printable (hex for bytes, ``12-5`` for tiles).
    """

    seat: int
    step: Step
    index: int
    position: int | None
    expected: str
    found: str
    reason: str

    @property
    def ok(self) -> bool:
        return False

    def __str__(self) -> str:
        where = f"{self.step} #{self.index}" + (
            "" if self.position is None else f", position {self.position}"
        )
        return (
            f"seat {self.seat} at {where}: {self.reason} "
            f"(expected {self.expected}, found {self.found})"
        )

    def to_error(self) -> DeckFault:
        """The failure as an exception naming the seat at fault."""
        return DeckFault(str(self), seat=self.seat, step=self.step, position=self.position)


AuditResult = AuditOk | AuditFailure


def audit_round(transcript: RoundTranscript, executor: Executor | None = None) -> AuditResult:
    """Recompute the whole round from the revealed seeds; report the first mismatch.

    ``executor`` (optional) lends a second thread to the multiplications; the result does not
    depend on it.

    Raises :class:`LocalError` if the transcript itself is malformed (records out of order,
    seats out of range): the message layer builds it from validated log entries, so that is a
    bug here, not a peer's fault.
    """
    params = transcript.params
    _check_structure(transcript)
    seeds: dict[int, bytes] = {r.seat: r.seed for r in transcript.reveals}

    secrets: list[SeatSecrets] = []
    for seat, commit in enumerate(transcript.commits):
        seed = seeds.get(seat)
        if seed is None or not isinstance(seed, bytes) or len(seed) != SEED_BYTES:
            return AuditFailure(
                seat,
                Step.REVEAL,
                seat,
                None,
                expected=f"a {SEED_BYTES}-byte seed opening {commit.commitment.hex()}",
                found="no reveal" if seed is None else repr(seed)[:80],
                reason="no valid seed revealed",
            )
        derived = derive_secrets(params.game_id, params.round, seat, seed, params.size)
        if derived.commitment != commit.commitment:
            return AuditFailure(
                seat,
                Step.REVEAL,
                seat,
                None,
                expected=commit.commitment.hex(),
                found=derived.commitment.hex(),
                reason="the revealed seed does not open the seat's commitment",
            )
        secrets.append(derived)

    group = params.deck_group
    deck: Sequence[bytes] = tile_points(params.tiles, group)
    for step in transcript.shuffles:
        expected = shuffle_deck(secrets[step.seat], deck, executor, group)
        failure = _compare_deck(step, expected)
        if failure is not None:
            return failure
        deck = expected
    for step in transcript.locks:
        expected = lock_deck(secrets[step.seat], deck, executor, group)
        failure = _compare_deck(step, expected)
        if failure is not None:
            return failure
        deck = expected

    origin = list(range(params.size))
    for s in secrets:
        origin = [origin[x] for x in s.permutation]
    tiles = tuple(params.tiles[o] for o in origin)
    owners: list[int | None] = [params.dealt_to(i) for i in range(params.size)]
    failure = _check_events(transcript, secrets, tiles, owners)
    if failure is not None:
        return failure
    complete = len(transcript.locks) == params.seats
    return AuditOk(params, tiles, tuple(owners), complete, tuple(secrets))


def _compare_deck(step: DeckStep, expected: tuple[bytes, ...]) -> AuditFailure | None:
    found = step.points
    if found == expected:
        return None
    for position, (e, f) in enumerate(zip(expected, found, strict=False)):
        if e != f:
            return AuditFailure(
                step.seat,
                step.stage,
                step.seat,
                position,
                expected=e.hex(),
                found=f.hex() if isinstance(f, bytes) else repr(f),
                reason=f"card {position} of the {step.stage} step is not what the seed gives",
            )
    return AuditFailure(
        step.seat,
        step.stage,
        step.seat,
        None,
        expected=f"{len(expected)} cards",
        found=f"{len(found)} cards",
        reason=f"the {step.stage} step has the wrong number of cards",
    )


def _check_events(
    transcript: RoundTranscript,
    secrets: list[SeatSecrets],
    tiles: tuple[Tile, ...],
    owners: list[int | None],
) -> AuditFailure | None:
    size = transcript.params.size
    next_draw = transcript.params.boneyard_start
    claimed: set[int] = set()
    for index, event in enumerate(transcript.events):
        seat, position = event.seat, event.position
        if not 0 <= position < size:
            return AuditFailure(
                seat,
                event.step,
                index,
                None,
                expected=f"a position below {size}",
                found=str(position),
                reason="no such position",
            )
        if isinstance(event, KeyRelease):
            expected_key = encode_scalar(secrets[seat].lock_keys[position])
            if event.key != expected_key:
                return AuditFailure(
                    seat,
                    Step.RELEASE,
                    index,
                    position,
                    expected=expected_key.hex(),
                    found=event.key.hex() if isinstance(event.key, bytes) else repr(event.key),
                    reason="the released key is not the seat's lock key for this position",
                )
        elif isinstance(event, Draw):
            if position != next_draw:
                return AuditFailure(
                    seat,
                    Step.DRAW,
                    index,
                    position,
                    expected=str(next_draw) if next_draw < size else "no draw (boneyard empty)",
                    found=str(position),
                    reason="a draw must take the next free position",
                )
            owners[position] = seat
            next_draw += 1
        else:
            failure = _check_claim(event, index, tiles, owners, claimed)
            if failure is not None:
                return failure
            claimed.add(position)
    return None


def _check_claim(
    claim: PlayClaim,
    index: int,
    tiles: tuple[Tile, ...],
    owners: list[int | None],
    claimed: set[int],
) -> AuditFailure | None:
    seat, position = claim.seat, claim.position
    if owners[position] != seat:
        holder = owners[position]
        return AuditFailure(
            seat,
            Step.CLAIM,
            index,
            position,
            expected="a position held by the claimant",
            found="an unassigned position" if holder is None else f"seat {holder}'s position",
            reason="a play from a position the seat does not hold",
        )
    if position in claimed:
        return AuditFailure(
            seat,
            Step.CLAIM,
            index,
            position,
            expected="an unplayed position",
            found="a position already played",
            reason="the same card played twice",
        )
    if claim.tile != tiles[position]:
        return AuditFailure(
            seat,
            Step.CLAIM,
            index,
            position,
            expected=str(tiles[position]),
            found=str(claim.tile),
            reason="the claimed tile is not the tile at the position",
        )
    return None


def _check_structure(transcript: RoundTranscript) -> None:
    params = transcript.params
    n = params.seats
    if [c.seat for c in transcript.commits] != list(range(n)):
        raise LocalError("a transcript needs one commitment per seat, in seat order")
    for stage, steps in ((Step.SHUFFLE, transcript.shuffles), (Step.LOCK, transcript.locks)):
        if len(steps) > n or any(s.stage is not stage or s.seat != i for i, s in enumerate(steps)):
            raise LocalError(f"{stage} steps must come one per seat, in seat order")
    if transcript.locks and len(transcript.shuffles) != n:
        raise LocalError("lock steps before the shuffle pass finished")
    if transcript.events and len(transcript.locks) != n:
        raise LocalError("deal events before the lock pass finished")
    for event in transcript.events:
        if not isinstance(event, KeyRelease | Draw | PlayClaim):
            raise LocalError(f"not a deck event: {event!r}")
        if not 0 <= event.seat < n:
            raise LocalError(f"an event by seat {event.seat} at a {n}-seat table")
    reveal_seats = [r.seat for r in transcript.reveals]
    if len(set(reveal_seats)) != len(reveal_seats) or not all(0 <= s < n for s in reveal_seats):
        raise LocalError("at most one reveal per seat, for seats of the table")
