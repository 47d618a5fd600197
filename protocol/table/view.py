"""What one seat may know about the table, as plain data: the one view every face reads.

The terminal app, the line mode and (serialized with :meth:`SeatView.to_json`) an external
bot all draw or decide from a :class:`SeatView`; none of them looks into the engine or the
table. A view holds only what its seat may see: its own hand, the public board, counts of the
other hands, the score sheet. It is built from a round state (already a seat's view, see
:func:`mextrain.protocol.rules.engine.view_for`) or from a
:class:`~mextrain.protocol.table.session.Table`.

Everything here is frozen dataclasses of ints, strs, bools and tuples, so a view can be kept
(a snapshot to show later, at a readable pace) and compared. Tiles are ``(a, b)`` pairs; in a
train they are oriented from the engine outwards, so ``a`` matches the end before it. The
moves and the log lines, in words, come from :mod:`.move_words` (re-exported here with the
view they belong to).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..rules import (
    MEXICAN,
    DoubleDuty,
    Draw,
    Event,
    FollowUp,
    Phase,
    Play,
    RoundOutcome,
    RoundState,
    Ruleset,
    Scoring,
    Tile,
    duty,
    explain,
    legal_actions,
)
from .move_words import (
    LogLine,
    MoveView,
    Pair,
    event_line,
    event_of,
    hand_pair,
    move_view,
    pair_text,
    train_name,
)

if TYPE_CHECKING:
    from .session import Table

__all__ = [
    "RECENT",
    "HandTile",
    "LogLine",
    "MoveView",
    "OpenDoubleView",
    "Pair",
    "PlayerView",
    "RoundEndView",
    "RoundScore",
    "ScoreSheet",
    "SeatView",
    "TrainView",
    "event_of",
    "pair_text",
    "round_end_view",
    "rules_in_words",
    "score_sheet",
    "seat_view",
    "shown_name",
    "shown_names",
    "table_names",
    "table_view",
]


RECENT = 12
"""Moves of the round kept in :attr:`SeatView.recent`."""


@dataclass(frozen=True)
class TrainView:
    """One train as it lies on the table."""

    key: int
    """The owner's seat, or -1 for the Mexican train."""
    name: str
    """``alice's train`` or ``the Mexican train``."""
    owner: str
    """The owner's name, or ``Mexican`` for the Mexican train."""
    tiles: tuple[Pair, ...]
    open_end: int
    marker: bool
    """Open to everyone (its owner could not play); always False for the Mexican train."""
    open_double: bool
    """It ends in a double nobody has covered yet."""
    playable: bool
    """This seat has a legal play onto it right now."""


@dataclass(frozen=True)
class OpenDoubleView:
    """An uncovered double and the seat whose turn it is to cover it."""

    train: int
    train_name: str
    pip: int
    cover_seat: int
    cover_name: str


@dataclass(frozen=True)
class PlayerView:
    seat: int
    name: str
    hand_size: int
    marker: bool
    total: int
    """Running total over the finished rounds."""
    you: bool
    on_turn: bool


@dataclass(frozen=True)
class HandTile:
    pos: int
    """Deck position: what a move names; unique even if a set had twins."""
    tile: Pair
    playable: bool
    trains: tuple[int, ...]
    """Train keys this tile may go on now (empty when not playable)."""


@dataclass(frozen=True)
class RoundScore:
    round_no: int
    double: int
    scores: tuple[int, ...]
    pips: tuple[int, ...]
    went_out: int | None
    """Seat that went out, or None when the round was blocked."""
    out_on_double: bool


@dataclass(frozen=True)
class ScoreSheet:
    names: tuple[str, ...]
    rounds: tuple[RoundScore, ...]
    totals: tuple[int, ...]
    running: tuple[tuple[int, ...], ...]
    """Running totals after each round (one row per finished round)."""
    leaders: tuple[int, ...]
    """Seats sharing the best total so far (lowest under penalty scoring)."""


@dataclass(frozen=True)
class SeatView:
    """What seat ``seat`` (None: a spectator) may know of the table at one moment."""

    seat: int | None
    names: tuple[str, ...]
    ruleset: str
    stage: str
    """The table's stage (``turns``, ``reveal``, ``ended``...); ``turns`` for a bare state."""
    round_no: int
    """1-based."""
    rounds: int
    engine_pip: int
    engine_placed: bool
    phase: str
    turn: int
    turn_name: str
    your_turn: bool
    awaiting: tuple[int, ...]
    """Seats the table waits for (-1: the host); the seat on turn during play."""
    awaiting_names: tuple[str, ...]
    boneyard: int
    trains: tuple[TrainView, ...]
    """Personal trains by seat."""
    mexican: TrainView
    open_doubles: tuple[OpenDoubleView, ...]
    players: tuple[PlayerView, ...]
    hand: tuple[HandTile, ...]
    moves: tuple[MoveView, ...]
    recent: tuple[LogLine, ...]
    scores: ScoreSheet
    own_train_only: bool = False
    """This seat is on its first turn, when only its own train takes tiles."""
    notes: tuple[str, ...] = ()
    """What the face should say about the turn: the open double to cover, the engine search."""
    ended: bool = False
    end_reason: str = ""

    def to_json(self) -> dict[str, Any]:
        """Plain JSON types only (lists, dicts, ints, strs, bools, None)."""
        out = _plain(self)
        assert isinstance(out, dict)
        return out

    def train(self, key: int) -> TrainView:
        return self.mexican if key == MEXICAN else self.trains[key]

    def hand_tile(self, pair: Pair) -> HandTile | None:
        """The hand tile with these pips (either order), if held."""
        want = {pair, (pair[1], pair[0])}
        return next((h for h in self.hand if h.tile in want), None)


def _plain(value: Any) -> Any:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: _plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, (tuple, list)):
        return [_plain(v) for v in value]
    return value


def rules_in_words(rules: Ruleset) -> tuple[str, ...]:
    """The ruleset as paragraphs a player reads in the rules panel: the same prose as
    ``mextrain rules NAME --explain``, so every knob is told the same way everywhere."""
    return tuple(explain(rules))


# -- building ---------------------------------------------------------------------------------


def _oriented(tiles: Sequence[Tile], start: int) -> tuple[Pair, ...]:
    out = []
    end = start
    for t in tiles:
        other = t.other_end(end) if t.has(end) else t.high
        out.append((end, other))
        end = other
    return tuple(out)


def score_sheet(
    names: Sequence[str], outcomes: Sequence[RoundOutcome], penalty: bool = True
) -> ScoreSheet:
    rows = []
    running: list[tuple[int, ...]] = []
    totals = [0] * len(names)
    for i, o in enumerate(outcomes):
        rows.append(RoundScore(i + 1, o.double, o.scores, o.pips, o.went_out, o.out_on_double))
        totals = [t + s for t, s in zip(totals, o.scores, strict=True)]
        running.append(tuple(totals))
    best = (min if penalty else max)(totals) if outcomes else 0
    leaders = tuple(s for s, t in enumerate(totals) if t == best) if outcomes else ()
    return ScoreSheet(tuple(names), tuple(rows), tuple(totals), tuple(running), leaders)


def _drawn_positions(state: RoundState, events: Sequence[Event]) -> list[int | None]:
    """For each event, the deck position it drew (draws take the boneyard in order)."""
    hand_size = state.rules.hand_size(state.players)
    pos = state.players * hand_size
    out: list[int | None] = []
    for e in events:
        if isinstance(e, Draw):
            out.append(pos)
            pos += 1
        else:
            out.append(None)
    return out


def _cover_seat(state: RoundState) -> int:
    """The seat bound to cover the open doubles now or next (SPEC 3: duty), or -1 when the
    view cannot name one: the round is over, the seat due is still on its own-train-only first
    turn, or (``double_duty = layer_only``) the double binds nobody once its layer's turn ends."""
    if state.phase is Phase.OVER:
        return -1
    rules = state.rules
    if state.follow_up:
        if rules.follow_up is FollowUp.ON_DOUBLE or state.cover_last:
            return state.turn  # the follow-up tile itself must go on the double
        if rules.double_duty is DoubleDuty.LAYER_ONLY:
            return -1
        after = (state.turn + 1) % state.players
        return -1 if state.restricted(after) else after
    return state.turn if duty(state, state.turn) else -1


def seat_view(
    state: RoundState,
    seat: int | None,
    names: Sequence[str],
    *,
    events: Sequence[Event] = (),
    outcomes: Sequence[RoundOutcome] = (),
    stage: str = "turns",
    awaiting: Sequence[int] | None = None,
    may_move: bool | None = None,
    ended: bool = False,
    end_reason: str = "",
) -> SeatView:
    """The view of ``state`` for ``seat`` (None: a spectator).

    ``events`` are the round's moves so far (for the recent log), ``outcomes`` the finished
    rounds. ``may_move`` says whether this seat may send now (a table knows more than the
    state: a pending draw, a sent move); None means "whenever it is on turn".
    """
    names = tuple(names)
    players = state.players
    on_turn = state.phase is not Phase.OVER and seat is not None and state.turn == seat
    if may_move is None:
        may_move = on_turn and state.hand_fully_known(seat) if seat is not None else False
    actions: list[Event] = legal_actions(state, seat) if may_move and seat is not None else []
    moves = tuple(move_view(a, names, seat) for a in actions)
    plays = [a for a in actions if isinstance(a, Play)]
    play_trains = {a.train for a in plays}
    cover = _cover_seat(state)
    bound = bool(state.open_doubles) and cover >= 0 and (
        not state.follow_up or cover == state.turn
    )
    if cover >= 0:
        who = "you" if cover == seat else names[cover]
    elif state.rules.double_duty is DoubleDuty.LAYER_ONLY and not state.follow_up:
        who = "nobody"
    else:
        who = "the next player who can"
    doubles = tuple(
        OpenDoubleView(k, train_name(k, names, seat), state.train(k).end, cover, who)
        for k in state.open_doubles
    )

    def train_view(key: int) -> TrainView:
        t = state.train(key)
        return TrainView(
            key=key,
            name=train_name(key, names, seat),
            owner="Mexican" if key == MEXICAN else names[key],
            tiles=_oriented(t.tiles, state.engine_pip),
            open_end=t.end,
            marker=t.marker and key != MEXICAN,
            open_double=key in state.open_doubles,
            playable=key in play_trains,
        )

    sheet = score_sheet(names, outcomes, state.rules.scoring is Scoring.PENALTY)
    hand: tuple[HandTile, ...] = ()
    if seat is not None:
        hand = tuple(
            HandTile(
                pos,
                hand_pair(t),
                any(a.pos == pos for a in plays),
                tuple(a.train for a in plays if a.pos == pos),
            )
            for pos, t in state.known_hand(seat)
        )
    drawn_at = _drawn_positions(state, events)
    recent = []
    for event, pos in list(zip(events, drawn_at, strict=True))[-RECENT:]:
        drawn = state.deck[pos] if pos is not None and event.seat == seat else None
        recent.append(event_line(event, names, seat, drawn, state.engine_pip))
    notes = []
    if state.phase is Phase.ENGINE:
        notes.append(f"looking for the engine {state.engine_pip}-{state.engine_pip}")
    if doubles:
        shown = ", ".join(f"{d.pip}-{d.pip} on {d.train_name}" for d in doubles)
        if bound:
            notes.append(f"open double {shown}: {who} must cover it if {_they(who)} can")
        elif who == "nobody":
            notes.append(f"open double {shown}: nobody has to cover it (only its layer had to)")
        elif state.follow_up and cover != state.turn:
            # the seat that laid the double plays again first: its next tile may cover it
            mover = "you" if state.turn == seat else names[state.turn]
            notes.append(
                f"open double {shown}: {mover} may cover it with the next tile;"
                f" if not, {who} must"
            )
        else:
            notes.append(f"open double {shown}: to be covered by {who}")
    if state.building() and state.phase is Phase.TURNS:
        if state.turn == seat:
            notes.append("your first turn: build your train, then 'end' when nothing more fits")
        else:
            notes.append(f"{names[state.turn]} is building their first train")
    waiting = (
        tuple(awaiting)
        if awaiting is not None
        else ((state.turn,) if state.phase is not Phase.OVER else ())
    )
    return SeatView(
        seat=seat,
        names=names,
        ruleset=state.rules.name,
        stage=stage,
        round_no=state.round_index + 1,
        rounds=state.rules.rounds,
        engine_pip=state.engine_pip,
        engine_placed=state.phase is not Phase.ENGINE,
        phase=state.phase.value,
        turn=state.turn,
        turn_name=names[state.turn],
        your_turn=bool(moves),
        awaiting=waiting,
        awaiting_names=tuple("the host" if s < 0 else names[s] for s in waiting),
        boneyard=state.boneyard_count,
        trains=tuple(train_view(s) for s in range(players)),
        mexican=train_view(MEXICAN),
        open_doubles=doubles,
        players=tuple(
            PlayerView(
                s,
                names[s],
                len(state.hands[s]),
                state.trains[s].marker,
                sheet.running[-1][s] if sheet.running else 0,
                s == seat,
                s == state.turn and state.phase is not Phase.OVER,
            )
            for s in range(players)
        ),
        hand=hand,
        moves=moves,
        recent=tuple(recent),
        scores=sheet,
        own_train_only=seat is not None
        and state.phase is Phase.TURNS
        and state.turn == seat
        and state.restricted(seat),
        notes=tuple(notes),
        ended=ended,
        end_reason=end_reason,
    )


def _they(who: str) -> str:
    return "you" if who == "you" else "they"


def table_names(table: Table) -> tuple[str, ...]:
    return tuple(n or f"seat {s}" for s, n in enumerate(table.names))


def shown_name(name: str, seat: int, me: int | None) -> str:
    """A name as the faces write it among words: another seat's player named "you" is quoted,
    so that "you" always means this seat (``"you" plays 5-5``, not ``you plays 5-5``)."""
    return f'"{name}"' if name.strip().lower() == "you" and seat != me else name


def shown_names(table: Table) -> tuple[str, ...]:
    """:func:`table_names` as the faces write them (see :func:`shown_name`)."""
    return tuple(shown_name(n, s, table.my_seat) for s, n in enumerate(table_names(table)))


def table_view(table: Table) -> SeatView | None:
    """The view of a live :class:`Table` for its own seat (or a spectator); None before the
    first round is set up."""
    rnd = table.round
    if rnd is None or table.rules is None:
        return None
    seat = table.my_seat
    awaiting = table.waiting_for()
    if table.stage.value == "turns" and rnd.engine.phase is not Phase.OVER:
        awaiting = [rnd.engine.turn]  # the keys of a draw are the table's business
    elif table.stage.value in ("commit", "shuffle", "lock", "deal", "reveal"):
        awaiting = []  # the nodes' own steps (shuffle, deal, reveal): nobody has to act
    return seat_view(
        rnd.engine,
        seat,
        shown_names(table),
        events=rnd.events,
        outcomes=table.outcomes,
        stage=table.stage.value,
        awaiting=awaiting,
        may_move=table.my_turn() if seat is not None else False,
        ended=table.stage.value == "ended",
        end_reason=table.end_reason,
    )


@dataclass(frozen=True)
class RoundEndView:
    """A round's end as everyone sees it once the hands are revealed."""

    round_no: int
    rounds: int
    double: int
    names: tuple[str, ...]
    seat: int | None
    went_out: int | None
    out_on_double: bool
    hands: tuple[tuple[Pair, ...], ...]
    pips: tuple[int, ...]
    scores: tuple[int, ...]
    totals: tuple[int, ...]
    audit: str
    """``deck audit: ok``, or the blamed seat and why."""
    board: SeatView | None
    """The table just after the last move, when the face kept it."""

    @property
    def how(self) -> str:
        if self.went_out is None:
            return "the round is blocked: nobody can play"
        who = "you" if self.went_out == self.seat else self.names[self.went_out]
        return f"{who} went out" + (" on a double" if self.out_on_double else "")

    def to_json(self) -> dict[str, Any]:
        out = _plain(self)
        assert isinstance(out, dict)
        return out


def round_end_view(
    outcome: RoundOutcome,
    hands: dict[int, Sequence[Tile]],
    names: Sequence[str],
    seat: int | None,
    *,
    round_no: int,
    rounds: int,
    totals: Sequence[int],
    audit: str = "ok",
    board: SeatView | None = None,
) -> RoundEndView:
    """The round-end summary: ``totals`` are the running totals including this round."""
    return RoundEndView(
        round_no=round_no,
        rounds=rounds,
        double=outcome.double,
        names=tuple(names),
        seat=seat,
        went_out=outcome.went_out,
        out_on_double=outcome.out_on_double,
        hands=tuple(tuple(hand_pair(t) for t in hands.get(s, ())) for s in range(len(names))),
        pips=outcome.pips,
        scores=outcome.scores,
        totals=tuple(totals),
        audit=f"deck audit: {audit}",
        board=board,
    )
