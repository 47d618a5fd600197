"""A fast, mutable round simulator for search: the engine's rules on bitmasks and small lists.

The event-sourced engine (``engine.py``) is the reference: it builds a new frozen state per event
and checks every claim, which is what a log needs and what search cannot afford. :class:`Sim`
plays the same round with full information, mutating plain ints and lists in place, so a search
bot can play thousands of rounds per move.
``tests/protocol/bots/test_playout_equivalence.py`` plays
random rounds of every preset and random rulesets through both and checks that they list the
same legal moves at every step and end with the same scores.

Tiles are numbered by their canonical index (``tiles.tile_index``); a hand is an int bitmask of
those numbers. A move is an int: a play is ``tile * 16 + train + 1`` (train ``-1`` is the Mexican
train), the other events are the small negative constants below.

Every ruleset knob is read once, in :class:`Knobs`, and used in exactly one method, named in the
knob's comment, so adding a knob means one field and one branch.
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..errors import LocalError
from ..rules import (
    MEXICAN,
    BlockedTie,
    BlockedWinner,
    DoubleDuty,
    Draw,
    DrawRule,
    EndBuild,
    EngineMissing,
    EngineMode,
    Event,
    FirstTurn,
    FollowUp,
    LastDouble,
    NoEngine,
    OpenDoubles,
    Pass,
    Phase,
    PlaceEngine,
    Play,
    RoundState,
    Ruleset,
    Scoring,
    Tile,
    tile_index,
    tile_set,
)
from .hard_sim import PLAYOUT_CHAIN_NODES, hard_choice

DRAW = -1
PASS = -2
END_BUILD = -3
NO_ENGINE = -4
PLACE_ENGINE = -5

Move = int
"""A play (``>= 0``: ``tile * 16 + train + 1``) or one of DRAW, PASS, END_BUILD, NO_ENGINE,
PLACE_ENGINE."""

_ENGINE_PHASE = 0
_TURNS = 1
_OVER = 2


def play_move(tile_no: int, train: int) -> Move:
    return tile_no * 16 + train + 1


def move_tile(move: Move) -> int:
    return move >> 4


def move_train(move: Move) -> int:
    return (move & 15) - 1


@dataclass(frozen=True)
class TileTable:
    """Per-set lookup tables, built once per ``max_pip``."""

    tiles: tuple[Tile, ...]
    index: dict[Tile, int]
    pips: tuple[int, ...]
    low: tuple[int, ...]
    high: tuple[int, ...]
    double: tuple[bool, ...]
    with_pip: tuple[int, ...]
    """``with_pip[p]``: bitmask of the tiles that have an end ``p``."""
    doubles: int
    """Bitmask of the doubles."""
    double_of: tuple[int, ...]
    """``double_of[p]``: number of the double p-p."""
    rank_base: tuple[int, ...]
    """The greedy order of tiles before the deck position (see :attr:`Sim.rank`)."""
    blank_double: int
    """Number of the 0-0."""


_TABLES: dict[int, TileTable] = {}


def tile_table(max_pip: int) -> TileTable:
    table = _TABLES.get(max_pip)
    if table is None:
        tiles = tile_set(max_pip)
        with_pip = [0] * (max_pip + 1)
        doubles = 0
        for i, t in enumerate(tiles):
            with_pip[t.low] |= 1 << i
            with_pip[t.high] |= 1 << i
            if t.is_double:
                doubles |= 1 << i
        table = TileTable(
            tiles=tiles,
            index=tile_index(max_pip),
            pips=tuple(t.pips for t in tiles),
            low=tuple(t.low for t in tiles),
            high=tuple(t.high for t in tiles),
            double=tuple(t.is_double for t in tiles),
            with_pip=tuple(with_pip),
            doubles=doubles,
            rank_base=tuple(((256 if t.is_double else 0) + t.pips) * 1024 for t in tiles),
            double_of=tuple(tile_index(max_pip)[Tile(p, p)] for p in range(max_pip + 1)),
            blank_double=tile_index(max_pip)[Tile(0, 0)],
        )
        _TABLES[max_pip] = table
    return table


@dataclass(frozen=True)
class Knobs:
    """The ruleset, read once into plain flags, each named with the method of :class:`Sim` that
    reads it. hand_sizes, max_pip, rounds and round_order reach the simulator through the state
    it starts from."""

    build_first_turn: bool
    """first_turn BUILD -> :meth:`Sim._restricted`, :meth:`Sim._building`."""
    mexican_on_first_turn: bool
    """mexican_on_first_turn -> :meth:`Sim._restricted`."""
    mexican_needs_own_train: bool
    """mexican_needs_own_train -> :meth:`Sim._allowed_trains` (no Mexican train before your
    own train has a tile)."""
    may_pass: tuple[bool, bool]
    """Draw rule MAY_PLAY, indexed by "first turn done" (``first_turn_draw``, then ``draw``) ->
    :meth:`Sim.legal` (a drawn tile that fits may still be passed on)."""
    until_playable: tuple[bool, bool]
    """Draw rule UNTIL_PLAYABLE, indexed likewise -> :meth:`Sim._may_draw`."""
    doubles_in_order: bool
    """open_doubles IN_ORDER -> :meth:`Sim._allowed_trains` (only the oldest open double)."""
    at_most_one_double: bool
    """open_doubles AT_MOST_ONE -> :meth:`Sim._no_doubles` (no double while one is open)."""
    follow_on_double: bool
    """follow_up ON_DOUBLE -> :meth:`Sim._allowed_trains` (a double's follow-up on it only)."""
    duty_everyone: bool
    """double_duty EVERYONE -> :meth:`Sim._duty` (an open double binds every next seat)."""
    marker_when_covering: bool
    """marker_when_covering -> :meth:`Sim._play`."""
    out_on_double: bool
    """last_double not FORBIDDEN -> :meth:`Sim._no_doubles` (a double as the last tile)."""
    must_cover: bool
    """last_double MUST_COVER -> :meth:`Sim._play` (a last double still owes its follow-up)."""
    positive: bool
    """scoring POSITIVE -> :meth:`Sim.scores`."""
    blocked_by_tiles: bool
    """blocked_winner FEWEST_TILES -> :meth:`Sim.scores`."""
    blocked_no_winner: bool
    """blocked_tie NO_WINNER -> :meth:`Sim.scores`."""
    double_blank_pips: int
    """double_blank_pips -> :meth:`Sim.pips_left`."""
    out_on_double_doubles: bool
    """out_on_double_doubles -> :meth:`Sim.scores`."""
    highest_double: bool
    """engine_missing HIGHEST_DOUBLE -> :meth:`Sim._next_candidate`. engine HELD or SET_ASIDE
    needs no flag: the state the simulator starts from is in the engine phase or not, and a
    SET_ASIDE deck simply lacks the engine."""

    @classmethod
    def of(cls, rules: Ruleset) -> Knobs:
        first, later = rules.first_turn_draw, rules.draw
        return cls(
            build_first_turn=rules.first_turn is FirstTurn.BUILD,
            mexican_on_first_turn=rules.mexican_on_first_turn,
            mexican_needs_own_train=rules.mexican_needs_own_train,
            may_pass=(first is DrawRule.MAY_PLAY, later is DrawRule.MAY_PLAY),
            until_playable=(first is DrawRule.UNTIL_PLAYABLE, later is DrawRule.UNTIL_PLAYABLE),
            doubles_in_order=rules.open_doubles is OpenDoubles.IN_ORDER,
            at_most_one_double=rules.open_doubles is OpenDoubles.AT_MOST_ONE,
            follow_on_double=rules.follow_up is FollowUp.ON_DOUBLE,
            duty_everyone=rules.double_duty is DoubleDuty.EVERYONE,
            marker_when_covering=rules.marker_when_covering,
            out_on_double=rules.out_on_double,
            must_cover=rules.last_double is LastDouble.MUST_COVER,
            positive=rules.scoring is Scoring.POSITIVE,
            blocked_by_tiles=rules.blocked_winner is BlockedWinner.FEWEST_TILES,
            blocked_no_winner=rules.blocked_tie is BlockedTie.NO_WINNER,
            double_blank_pips=rules.double_blank_pips,
            out_on_double_doubles=rules.out_on_double_doubles,
            highest_double=rules.engine_missing is EngineMissing.HIGHEST_DOUBLE,
        )


_KNOBS: dict[Ruleset, Knobs] = {}


def knobs(rules: Ruleset) -> Knobs:
    found = _KNOBS.get(rules)
    if found is None:
        found = _KNOBS[rules] = Knobs.of(rules)
    return found


class Sim:
    """One round with every tile known, mutated in place. Copy with :meth:`copy` to branch."""

    __slots__ = (
        "bone", "chains", "counts", "cover_last", "declared", "drew", "ends", "engine_pip",
        "first_done", "follow_up", "hands", "k", "last_chain", "markers", "next_bone", "open",
        "out_double", "passes", "phase", "players", "pos_of", "rank", "round_double", "started",
        "t", "turn", "turn_plays", "went_out",
    )  # fmt: skip

    k: Knobs
    t: TileTable
    players: int
    engine_pip: int
    round_double: int
    """The round's own double (``engine_pip`` differs once another double opens the round)."""
    hands: list[int]
    counts: list[int]
    bone: list[int]
    """The boneyard in draw order (tile numbers); ``next_bone`` is the next to draw."""
    next_bone: int
    ends: list[int]
    """Open end of each train: seats' trains, then the Mexican train at index ``players``."""
    started: list[bool]
    """Whether each train (same indexes as ``ends``) has a tile."""
    markers: list[bool]
    open: list[int]
    """Train keys ending in an uncovered double, oldest first (MEXICAN is -1)."""
    phase: int
    turn: int
    declared: int
    first_done: list[bool]
    turn_plays: int
    follow_up: bool
    cover_last: bool
    """The follow-up owed after a double played as the last tile (last_double MUST_COVER)."""
    drew: int
    """The tile drawn this turn, or -1."""
    passes: int
    went_out: int
    """The seat that went out, or -1."""
    out_double: bool
    pos_of: list[int]
    """Deck position of each tile (-1: not in a hand or the boneyard), to turn moves back into
    engine events and to break the greedy policy's ties as the greedy bot does."""
    chains: dict[tuple[int, int, int], tuple[int, ...]]
    """``hard``'s longest own-train chain per (hand, end, node budget) (:mod:`hard_sim`); it
    depends on the deal's deck positions only, so every copy shares it."""
    last_chain: list[tuple[int, int, tuple[int, ...], int, int] | None]
    """Per seat, the last chain :func:`hard_sim.sim_chain` found: hand, end, chain, budget and
    the chain as a bitmask."""
    rank: list[int]
    """The greedy policy's order of tiles, by number: doubles, then pips, then lowest deck
    position (:func:`greedy_move`, with the train's weight added in ``run_greedy``)."""

    # -- construction --------------------------------------------------------------------

    @classmethod
    def from_state(cls, state: RoundState, deck: Sequence[Tile | None] | None = None) -> Sim:
        """A simulator at ``state``; ``deck`` (e.g. a sampled completion of a view) replaces
        the state's deck. Every position still in a hand or the boneyard must be known."""
        rules = state.rules
        sim = cls.__new__(cls)
        sim.k = knobs(rules)
        sim.t = table = tile_table(rules.max_pip)
        tiles = state.deck if deck is None else deck
        index = table.index
        pos_of = [-1] * len(table.tiles)
        hands = []
        counts = []
        for positions in state.hands:
            mask = 0
            for p in positions:
                value = tiles[p]
                if value is None:
                    raise LocalError(f"deck position {p} is not known: sample it first")
                n = index[value]
                mask |= 1 << n
                pos_of[n] = p
            hands.append(mask)
            counts.append(len(positions))
        bone = []
        for p in range(state.next_draw, len(tiles)):
            value = tiles[p]
            if value is None:
                raise LocalError(f"deck position {p} is not known: sample it first")
            n = index[value]
            bone.append(n)
            pos_of[n] = p
        sim.players = state.players
        sim.engine_pip = state.engine_pip
        sim.round_double = state.round_double
        sim.hands = hands
        sim.counts = counts
        sim.bone = bone
        sim.next_bone = 0
        sim.ends = [train.end for train in state.trains]
        sim.started = [bool(train.tiles) for train in state.trains]
        sim.markers = [train.marker for train in state.trains]
        sim.open = list(state.open_doubles)
        sim.phase = {Phase.ENGINE: _ENGINE_PHASE, Phase.TURNS: _TURNS, Phase.OVER: _OVER}[
            state.phase
        ]
        sim.turn = state.turn
        sim.declared = state.engine_declared
        sim.first_done = list(state.first_turn_done)
        sim.turn_plays = state.turn_plays
        sim.follow_up = state.follow_up
        sim.cover_last = state.cover_last
        sim.drew = -1 if state.drew is None else index[_known(tiles, state.drew)]
        sim.passes = state.passes_in_row
        sim.went_out = -1 if state.went_out is None else state.went_out
        sim.out_double = state.out_on_double
        sim.pos_of = pos_of
        sim.rank = _ranks(table, pos_of)
        sim.chains = {}
        sim.last_chain = [None] * sim.players
        return sim

    @classmethod
    def new_round(cls, rules: Ruleset, players: int, round_index: int, deck: Sequence[Tile]) -> Sim:
        """The start of a round dealt from a full deck: ``from_state(engine.new_round(...))``,
        built straight from the deck (a playout bench deals thousands of rounds)."""
        rules.check_players(players)
        if len(deck) != rules.deck_size():
            raise LocalError(f"a {rules.name} deck has {rules.deck_size()} tiles, not {len(deck)}")
        pip = rules.round_doubles(max(rules.rounds, round_index + 1))[round_index]
        size = rules.hand_size(players)
        sim = cls.__new__(cls)
        sim.k = knobs(rules)
        sim.t = table = tile_table(rules.max_pip)
        index = table.index
        numbers = list(map(index.__getitem__, deck))
        pos_of = [-1] * len(table.tiles)
        for p, n in enumerate(numbers):
            pos_of[n] = p
        hands = []
        for seat in range(players):
            mask = 0
            for n in numbers[seat * size : seat * size + size]:
                mask |= 1 << n
            hands.append(mask)
        sim.players = players
        sim.engine_pip = sim.round_double = pip
        sim.hands = hands
        sim.counts = [size] * players
        sim.bone = numbers[players * size :]
        sim.next_bone = 0
        sim.ends = [pip] * (players + 1)
        sim.started = [False] * (players + 1)
        sim.markers = [False] * (players + 1)
        sim.open = []
        sim.phase = _ENGINE_PHASE if rules.engine is EngineMode.HELD else _TURNS
        sim.turn = round_index % players
        sim.declared = 0
        sim.first_done = [False] * players
        sim.turn_plays = 0
        sim.follow_up = sim.cover_last = sim.out_double = False
        sim.drew = sim.went_out = -1
        sim.passes = 0
        sim.pos_of = pos_of
        sim.rank = _ranks(table, pos_of)
        sim.chains = {}
        sim.last_chain = [None] * sim.players
        return sim

    def copy(self) -> Sim:
        new = Sim.__new__(Sim)
        new.k = self.k
        new.t = self.t
        new.players = self.players
        new.engine_pip = self.engine_pip
        new.round_double = self.round_double
        new.hands = self.hands[:]
        new.counts = self.counts[:]
        new.bone = self.bone
        new.next_bone = self.next_bone
        new.ends = self.ends[:]
        new.started = self.started[:]
        new.markers = self.markers[:]
        new.open = self.open[:]
        new.phase = self.phase
        new.turn = self.turn
        new.declared = self.declared
        new.first_done = self.first_done[:]
        new.turn_plays = self.turn_plays
        new.follow_up = self.follow_up
        new.cover_last = self.cover_last
        new.drew = self.drew
        new.passes = self.passes
        new.went_out = self.went_out
        new.out_double = self.out_double
        new.pos_of = self.pos_of
        new.rank = self.rank
        new.chains = self.chains
        new.last_chain = self.last_chain[:]
        return new

    # -- facts ---------------------------------------------------------------------------

    @property
    def over(self) -> bool:
        return self.phase == _OVER

    @property
    def boneyard(self) -> int:
        return len(self.bone) - self.next_bone

    def _restricted(self, seat: int) -> bool:
        """First turn: only the own train (build mode, or no Mexican train on turn one)."""
        if self.first_done[seat]:
            return False
        return self.k.build_first_turn or not self.k.mexican_on_first_turn

    def _building(self) -> bool:
        """The seat on turn is laying its build-mode first train."""
        return (
            self.k.build_first_turn
            and not self.first_done[self.turn]
            and self.drew < 0
            and not self.cover_last
        )

    def _may_draw(self) -> bool:
        if self.next_bone >= len(self.bone):
            return False
        return self.drew < 0 or self.k.until_playable[self.first_done[self.turn]]

    def _duty(self, seat: int) -> bool:
        """An uncovered double binds this seat's play (the engine's rule 2)."""
        return (
            bool(self.open)
            and not self.follow_up
            and self.k.duty_everyone
            and not self._restricted(seat)
        )

    def _allowed_trains(self, seat: int) -> list[int]:
        """Train keys that may take a tile from ``seat`` now (seat keys, -1 for Mexican)."""
        if self._restricted(seat):
            return [seat]
        k = self.k
        if self.follow_up and (k.follow_on_double or self.cover_last):
            keys = [self.open[-1]]
        elif self._duty(seat):
            keys = [self.open[0]] if k.doubles_in_order else self.open[:]
        else:
            keys = [seat, MEXICAN]
            markers = self.markers
            for s in range(self.players):
                if markers[s] and s != seat:
                    keys.append(s)
        if k.mexican_needs_own_train and not self.started[seat] and MEXICAN in keys:
            keys.remove(MEXICAN)
        return keys

    def _no_doubles(self, seat: int) -> bool:
        """No double may be played now: one is open (at most one), or it would be the last tile
        of a ruleset that forbids going out on a double."""
        return (self.k.at_most_one_double and bool(self.open)) or (
            self.counts[seat] == 1 and not self.k.out_on_double
        )

    # -- moves ---------------------------------------------------------------------------

    def _plays(self) -> list[Move]:
        """Every tile play of the seat on turn (the engine's ``tile_plays``)."""
        seat = self.turn
        hand = self.hands[seat] if self.drew < 0 else (1 << self.drew)
        if not hand:
            return []
        with_pip = self.t.with_pip
        ends = self.ends
        players = self.players
        if self._no_doubles(seat):
            hand &= ~self.t.doubles
        out = []
        for key in self._allowed_trains(seat):
            fits = hand & with_pip[ends[players if key < 0 else key]]
            code = key + 1
            while fits:
                low = fits & -fits
                fits ^= low
                out.append((low.bit_length() - 1) * 16 + code)
        return out

    def legal(self) -> list[Move]:
        """Every move the seat on turn may make (the engine's ``legal_actions``)."""
        if self.phase == _TURNS:
            plays = self._plays()
            if plays:
                if self.drew >= 0 and self.k.may_pass[self.first_done[self.turn]]:
                    plays.append(PASS)
                return plays
            if self.turn_plays > 0 and self._building():
                return [END_BUILD]
            if self._may_draw():
                return [DRAW]
            return [PASS]
        if self.phase == _ENGINE_PHASE:
            if self.hands[self.turn] >> self.t.double_of[self.engine_pip] & 1:
                return [PLACE_ENGINE]
            if self.declared >= self.players and self.drew < 0:
                return [DRAW]
            return [NO_ENGINE]
        return []

    def apply(self, move: Move) -> None:
        """Make a move from :meth:`legal` (not re-checked: search only makes legal moves)."""
        if move >= 0:
            self._play(move >> 4, (move & 15) - 1)
        elif move == DRAW:
            self._draw()
        elif move == PASS:
            self._pass()
        elif move == END_BUILD:
            self._end_turn()
        elif move == NO_ENGINE:
            self.declared += 1
            self.turn = (self.turn + 1) % self.players
            self.drew = -1
            if self.declared == self.players and self.k.highest_double:
                self._next_candidate()
        elif move == PLACE_ENGINE:
            seat = self.turn
            self.hands[seat] &= ~(1 << self.t.double_of[self.engine_pip])
            self.counts[seat] -= 1
            self.phase = _TURNS
            self.drew = -1
        else:
            raise LocalError(f"unknown move {move}")

    def _next_candidate(self) -> None:
        """engine_missing HIGHEST_DOUBLE: nobody holds ``engine_pip``; look for the next double
        (the round's double, then N-N down to 0-0); after the last, draw for the round's."""
        order = [self.round_double]
        order.extend(p for p in range(len(self.t.with_pip) - 1, -1, -1) if p != self.round_double)
        at = order.index(self.engine_pip) + 1
        if at < len(order):
            pip, self.declared = order[at], 0
        else:
            pip, self.declared = self.round_double, self.players
        self.engine_pip = pip
        self.ends[:] = [pip] * len(self.ends)  # in place: run_greedy holds the list

    def _draw(self) -> None:
        seat = self.turn
        n = self.bone[self.next_bone]
        self.next_bone += 1
        self.hands[seat] |= 1 << n
        self.counts[seat] += 1
        self.drew = n

    def _play(self, n: int, key: int) -> None:
        seat = self.turn
        k = self.k
        building = (  # :meth:`_building`, inline: this is the hottest method after run_greedy
            k.build_first_turn
            and not self.first_done[seat]
            and self.drew < 0
            and not self.cover_last
        )
        index = self.players if key < 0 else key
        is_double = self.t.double[n]
        open_ = self.open
        if open_ and key in open_:  # covering a double
            if key != seat and k.marker_when_covering and self._duty(seat):
                self.markers[seat] = True
            open_.remove(key)
        if is_double:
            open_.append(key)
        ends = self.ends
        ends[index] = self.t.pips[n] - ends[index]  # the tile's other end
        self.started[index] = True
        if key == seat:
            self.markers[seat] = False
        self.passes = 0
        self.turn_plays += 1
        self.hands[seat] &= ~(1 << n)
        counts = self.counts
        counts[seat] -= 1
        if not counts[seat]:
            if is_double and k.must_cover and self.next_bone < len(self.bone):
                # Out only once it is covered: the follow-up starts with a draw.
                self.follow_up = True
                self.cover_last = True
                self.drew = -1
                return
            self.phase = _OVER
            self.went_out = seat
            self.out_double = is_double
            self.drew = -1
            return
        if building:
            return
        if is_double:
            self.follow_up = True
            self.drew = -1
            return
        self.first_done[seat] = True  # :meth:`_end_turn`, inline
        self.turn = (seat + 1) % self.players
        self.turn_plays = 0
        self.follow_up = False
        self.cover_last = False
        self.drew = -1

    def _pass(self) -> None:
        """A pass counts towards a blocked round only if nothing it shows could change: the
        boneyard is empty, the seat did not draw, it is not a follow-up, and it put no new
        marker down."""
        seat = self.turn
        counts = (
            self.markers[seat]
            and self.drew < 0
            and not self.follow_up
            and self.next_bone >= len(self.bone)
        )
        self.markers[seat] = True
        self.passes = self.passes + 1 if counts else 0
        if self.passes >= self.players:
            self.phase = _OVER
            self.drew = -1
            return
        self._end_turn()

    def _end_turn(self) -> None:
        seat = self.turn
        self.first_done[seat] = True
        self.turn = (seat + 1) % self.players
        self.turn_plays = 0
        self.follow_up = False
        self.cover_last = False
        self.drew = -1

    def run_greedy(self, limit: int = 10_000, planners: int = 0, hards: int = 0) -> None:
        """Finish the round with every seat playing :func:`greedy_move`, without listing moves:
        the search's playout loop, the hottest code of the expert. The seats in the bitmask
        ``planners`` play :func:`planner_value` instead (a model of a player who plans), those
        in ``hards`` ``hard``'s own choice (:func:`hard_sim.hard_choice`); the moves listed are
        the same, only the choice among them differs."""
        with_pip = self.t.with_pip
        pips = self.t.pips
        double = self.t.double
        doubles = self.t.doubles
        ends = self.ends
        hands = self.hands
        counts = self.counts
        markers = self.markers
        rank = self.rank
        players = self.players
        k = self.k
        build = k.build_first_turn
        first_only = build or not k.mexican_on_first_turn
        first_done = self.first_done
        started = self.started
        needs_own = k.mexican_needs_own_train
        at_most_one = k.at_most_one_double
        last_double_ok = k.out_on_double
        until_playable = k.until_playable
        bone = self.bone
        bone_size = len(bone)
        keys: list[int] | None = None
        steps = 0
        while self.phase == _TURNS:
            steps += 1
            if steps > limit:
                raise LocalError(f"playout did not end after {limit} moves")
            seat = self.turn
            hand = hands[seat] if self.drew < 0 else (1 << self.drew)
            if hand and (
                (at_most_one and self.open) or (counts[seat] == 1 and not last_double_ok)
            ):  # :meth:`_no_doubles`, inline
                hand &= ~doubles
            best = -1
            if hand:
                # :meth:`_allowed_trains`, its two common cases inline; kept over a draw (which
                # changes no fact the allowed trains depend on).
                if keys is not None:
                    pass
                elif first_only and not first_done[seat]:
                    keys = [seat]
                elif not self.open and not self.follow_up and (started[seat] or not needs_own):
                    keys = [seat, MEXICAN]
                    if True in markers:
                        for s in range(players):
                            if markers[s] and s != seat:
                                keys.append(s)
                else:
                    keys = self._allowed_trains(seat)
                # greedy_move's value: the tile's rank, then where it goes. The double bonus in
                # ``rank`` is greedy's "while a tile remains": with one tile left in hand (or a
                # drawn tile) there is one candidate tile, so only where it goes can differ.
                best_value = -(1 << 30)
                if hards >> seat & 1:
                    best = hard_choice(self, seat, hand, keys, PLAYOUT_CHAIN_NODES)
                elif planners >> seat & 1:
                    best = self._planner_choice(seat, hand, keys)
                else:
                    own = 768 if markers[seat] else 512
                    for key in keys:
                        fits = hand & with_pip[ends[players if key < 0 else key]]
                        if not fits:
                            continue
                        where = own if key == seat else (256 if key < 0 else 0)
                        while fits:
                            low = fits & -fits
                            fits ^= low
                            n = low.bit_length() - 1
                            value = rank[n] + where
                            if value > best_value:
                                best_value = value
                                best = n * 16 + key + 1
            if best >= 0:
                keys = None
                n = best >> 4
                key = (best & 15) - 1
                if counts[seat] == 1 or double[n] or self.open:
                    self._play(n, key)
                elif first_done[seat]:
                    # :meth:`_play` of the common case, inline: no double played or covered,
                    # not the last tile, not a first turn; the turn ends.
                    index = players if key < 0 else key
                    ends[index] = pips[n] - ends[index]
                    started[index] = True
                    if key == seat:
                        markers[seat] = False
                    self.passes = 0
                    hands[seat] &= ~(1 << n)
                    counts[seat] -= 1
                    self.turn = (seat + 1) % players
                    self.turn_plays = 0
                    self.follow_up = self.cover_last = False
                    self.drew = -1
                elif build and self.drew < 0:
                    # ... and of a building first turn (on the seat's own train; no cover_last
                    # either: that needs an empty hand): the seat plays on.
                    ends[seat] = pips[n] - ends[seat]
                    started[seat] = True
                    markers[seat] = False
                    self.passes = 0
                    self.turn_plays += 1
                    hands[seat] &= ~(1 << n)
                    counts[seat] -= 1
                else:
                    self._play(n, key)
            elif self.turn_plays > 0 and self._building():
                keys = None
                self._end_turn()
            elif self.next_bone < bone_size and (
                self.drew < 0 or until_playable[first_done[seat]]
            ):  # :meth:`_may_draw` and :meth:`_draw`, inline
                n = bone[self.next_bone]
                self.next_bone += 1
                hands[seat] |= 1 << n
                counts[seat] += 1
                self.drew = n
            else:
                keys = None
                self._pass()
        if self.phase == _ENGINE_PHASE:
            engine = self.t.double_of[self.engine_pip]
            holder = next((s for s in range(players) if hands[s] >> engine & 1), -1)
            if holder >= 0 and self.declared == 0 and self.drew < 0:
                # A fresh search that finds the engine in a hand: the seats before its holder
                # each say NoEngine (fewer than every seat: no draw, no other candidate).
                self.declared = (holder - self.turn) % players
                self.turn = holder
            while self.phase == _ENGINE_PHASE:  # :meth:`legal` ``[0]``, without the list
                seat = self.turn
                if hands[seat] >> self.t.double_of[self.engine_pip] & 1:
                    self.apply(PLACE_ENGINE)
                elif self.declared >= players and self.drew < 0:
                    self._draw()
                else:
                    self.apply(NO_ENGINE)
            self.run_greedy(limit, planners, hards)  # once: the engine is placed

    def _planner_choice(self, seat: int, hand: int, keys: list[int]) -> Move:
        """The best play by :func:`planner_value` among ``hand``'s tiles on ``keys`` (-1: none
        fits)."""
        best = -1
        best_value = -(1 << 30)
        ends = self.ends
        players = self.players
        with_pip = self.t.with_pip
        for key in keys:
            fits = hand & with_pip[ends[players if key < 0 else key]]
            while fits:
                low = fits & -fits
                fits ^= low
                n = low.bit_length() - 1
                value = planner_value(self, seat, n, key)
                if value > best_value:
                    best_value = value
                    best = n * 16 + key + 1
        return best

    # -- outcome -------------------------------------------------------------------------

    def pips_left(self, seat: int) -> int:
        hand = self.hands[seat]
        pips = self.t.pips
        total = 0
        if hand >> self.t.blank_double & 1:  # the 0-0 (0 pips) counts double_blank_pips
            total = self.k.double_blank_pips
        while hand:
            low = hand & -hand
            hand ^= low
            total += pips[low.bit_length() - 1]
        return total

    def scores(self) -> list[int]:
        """Each seat's score for the finished round (``scoring.score_round``)."""
        pips = [self.pips_left(s) for s in range(self.players)]
        factor = 2 if self.k.out_on_double_doubles and self.out_double else 1
        if not self.k.positive:
            return [p * factor for p in pips]
        if self.went_out >= 0:
            winners = [self.went_out]
        else:  # blocked: the fewest tiles or pips win; a tie may mean nobody does
            by = self.counts if self.k.blocked_by_tiles else pips
            low = min(by)
            winners = [s for s, v in enumerate(by) if v == low]
            if len(winners) > 1 and self.k.blocked_no_winner:
                winners = []
        pot = sum(p for s, p in enumerate(pips) if s not in winners) * factor
        share = pot // len(winners) if winners else 0
        return [share if s in winners else 0 for s in range(self.players)]

    # -- bridges to the engine -----------------------------------------------------------

    def event(self, move: Move) -> Event:
        """The engine event for ``move`` by the seat on turn."""
        seat = self.turn
        if move >= 0:
            n = move >> 4
            return Play(seat, self.pos_of[n], self.t.tiles[n], (move & 15) - 1)
        if move == DRAW:
            return Draw(seat)
        if move == PASS:
            return Pass(seat)
        if move == END_BUILD:
            return EndBuild(seat)
        if move == NO_ENGINE:
            return NoEngine(seat)
        engine = self.t.index[Tile(self.engine_pip, self.engine_pip)]
        return PlaceEngine(seat, self.pos_of[engine])


def move_of(event: Event, max_pip: int) -> Move:
    """The simulator's move for an engine event."""
    if isinstance(event, Play):
        return play_move(tile_index(max_pip)[event.tile], event.train)
    if isinstance(event, Draw):
        return DRAW
    if isinstance(event, Pass):
        return PASS
    if isinstance(event, EndBuild):
        return END_BUILD
    if isinstance(event, NoEngine):
        return NO_ENGINE
    return PLACE_ENGINE


Policy = Callable[[Sim, list[Move]], Move]


def greedy_move(sim: Sim, moves: list[Move]) -> Move:
    """The simulator's greedy policy: doubles while a tile remains, then heaviest tile, own
    train first, lowest deck position on a tie: exactly ``bots.greedy_strategy``."""
    if len(moves) == 1 or moves[0] < 0:
        return moves[0]
    seat = sim.turn
    pips = sim.t.pips
    double = sim.t.double
    keep = sim.counts[seat] > 1
    own_marked = sim.markers[seat]
    pos_of = sim.pos_of
    best = moves[0]
    best_value = -1
    for move in moves:
        if move < 0:
            continue
        n = move >> 4
        key = (move & 15) - 1
        where = (3 if own_marked else 2) if key == seat else (1 if key < 0 else 0)
        value = (((256 if double[n] and keep else 0) + pips[n]) * 4 + where) * 256 - pos_of[n]
        if value > best_value:
            best_value = value
            best = move
    return best


DANGER_TILES = 2
"""An opponent with this many tiles or fewer may go out soon: the planner sheds pips faster."""
FOLLOW_WEIGHT = 8
"""Worth of each tile in hand that fits the end a play leaves on the own or Mexican train."""
KEEP_WEIGHT = 4
"""Cost of playing elsewhere a tile that would extend the own train."""


def planner_value(sim: Sim, seat: int, n: int, key: int) -> int:
    """How much a player who plans (the ``hard`` level's habits, on bitmasks) likes playing
    tile ``n`` on train ``key``: heavy tiles first (three times as much when an opponent is
    close to going out), a double only when the hand can cover it, the own train while it has
    a marker, a train end left on a number the hand holds more of, and a tile that would
    extend the own train kept for it. Ties go to the lowest deck position, as greedy's do."""
    t = sim.t
    hand = sim.hands[seat] & ~(1 << n)
    counts = sim.counts
    danger = any(counts[s] <= DANGER_TILES for s in range(sim.players) if s != seat)
    value = t.pips[n] * (3 if danger else 1)
    if t.double[n]:
        if hand:
            value += 40 if hand & t.with_pip[t.low[n]] else -25
    else:
        index = sim.players if key < 0 else key
        new_end = t.pips[n] - sim.ends[index]
        own_end = sim.ends[seat]
        if key == seat or key < 0:
            value += FOLLOW_WEIGHT * (hand & t.with_pip[new_end]).bit_count()
        if key != seat and (t.low[n] == own_end or t.high[n] == own_end):
            value -= KEEP_WEIGHT
    if key == seat and sim.markers[seat]:
        value += 25
    return value * 256 - sim.pos_of[n]


def planner_move(sim: Sim, moves: list[Move]) -> Move:
    """The planner as a step-by-step policy: :func:`planner_value`'s best play, as the fused
    ``run_greedy`` picks for a planner seat (and, as greedy, a play over keeping a drawn
    tile)."""
    if len(moves) == 1 or moves[0] < 0:
        return moves[0]
    seat = sim.turn
    plays = [m for m in moves if m >= 0]
    return max(plays, key=lambda m: planner_value(sim, seat, m >> 4, (m & 15) - 1))


def playout(
    sim: Sim,
    policy: Policy | None = None,
    limit: int = 10_000,
    planners: int = 0,
    hards: int = 0,
) -> list[int]:
    """Play ``sim`` to the end of the round with ``policy`` for every seat (default: greedy, in
    its fused fast form, with the seats in the bitmask ``planners`` playing
    :func:`planner_value` and those in ``hards`` ``hard``'s choice); the scores."""
    if policy is None:
        sim.run_greedy(limit, planners, hards)
        return sim.scores()
    steps = 0
    while sim.phase != _OVER:
        moves = sim.legal()
        sim.apply(moves[0] if len(moves) == 1 else policy(sim, moves))
        steps += 1
        if steps > limit:
            raise LocalError(f"playout did not end after {limit} moves")
    return sim.scores()


def _ranks(table: TileTable, pos_of: list[int]) -> list[int]:
    """:attr:`Sim.rank` (a deck position is below 256: the largest set has 136 tiles)."""
    return list(map(operator.sub, table.rank_base, pos_of))


def _known(tiles: Sequence[Tile | None], pos: int) -> Tile:
    value = tiles[pos]
    if value is None:
        raise LocalError(f"deck position {pos} is not known: sample it first")
    return value
