"""A fast, mutable round simulator for search: the engine's rules on bitmasks and small lists.

The event-sourced engine (``engine.py``) is the reference: it builds a new frozen state per event
and checks every claim, which is what a log needs and what search cannot afford. :class:`Sim`
plays the same round with full information, mutating plain ints and lists in place, so a search
bot can play thousands of rounds per move (:mod:`.playout` plays them out).
``tests/protocol/bots/test_playout_equivalence.py`` plays
random rounds of every preset and random rulesets through both and checks that they list the
same legal moves at every step and end with the same scores.

Tiles are numbered by their canonical index (:mod:`.sim_tiles`); a hand is an int bitmask of
those numbers; a move is an int (:mod:`.sim_moves`). Every ruleset knob is read once, in
:class:`.sim_knobs.Knobs`.
"""

from __future__ import annotations

import operator
from collections.abc import Sequence

from ..errors import LocalError
from ..rules import (
    MEXICAN,
    Draw,
    EndBuild,
    EngineMode,
    Event,
    NoEngine,
    Pass,
    Phase,
    PlaceEngine,
    Play,
    RoundState,
    Ruleset,
    Tile,
)
from .hard_sim import ChainMemory
from .sim_knobs import Knobs, knobs
from .sim_moves import DRAW, END_BUILD, NO_ENGINE, PASS, PLACE_ENGINE, Move
from .sim_tiles import TileTable, tile_table

PHASE_ENGINE = 0
PHASE_TURNS = 1
PHASE_OVER = 2
"""The values of :attr:`Sim.phase` (the engine's Phase, as small ints)."""


class Sim:
    """One round with every tile known, mutated in place. Copy with :meth:`copy` to branch."""

    __slots__ = (
        "bone", "chains", "counts", "cover_last", "declared", "drew", "ends", "engine_pip",
        "first_done", "follow_up", "hands", "k", "markers", "next_bone", "open",
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
    chains: ChainMemory
    """``hard``'s longest own-train chains (:mod:`.hard_sim`): shared by every copy, with each
    copy's own last chain per seat."""
    rank: list[int]
    """The greedy policy's order of tiles, by number: doubles, then pips, then lowest deck
    position (:func:`.playout.greedy_move`, with the train's weight added in
    :func:`.playout.run_greedy`)."""

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
        sim.phase = {Phase.ENGINE: PHASE_ENGINE, Phase.TURNS: PHASE_TURNS, Phase.OVER: PHASE_OVER}[
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
        sim.chains = ChainMemory(sim.players)
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
        sim.phase = PHASE_ENGINE if rules.engine is EngineMode.HELD else PHASE_TURNS
        sim.turn = round_index % players
        sim.declared = 0
        sim.first_done = [False] * players
        sim.turn_plays = 0
        sim.follow_up = sim.cover_last = sim.out_double = False
        sim.drew = sim.went_out = -1
        sim.passes = 0
        sim.pos_of = pos_of
        sim.rank = _ranks(table, pos_of)
        sim.chains = ChainMemory(sim.players)
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
        new.chains = self.chains.branch()
        return new

    # -- facts ---------------------------------------------------------------------------

    @property
    def over(self) -> bool:
        return self.phase == PHASE_OVER

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

    def may_end_build(self) -> bool:
        """The seat on turn has laid tiles on its building first turn, so it may end it (the
        END_BUILD :meth:`legal` offers once nothing more fits)."""
        return self.turn_plays > 0 and self._building()

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

    def allowed_trains(self, seat: int) -> list[int]:
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
        for key in self.allowed_trains(seat):
            fits = hand & with_pip[ends[players if key < 0 else key]]
            code = key + 1
            while fits:
                low = fits & -fits
                fits ^= low
                out.append((low.bit_length() - 1) * 16 + code)
        return out

    def legal(self) -> list[Move]:
        """Every move the seat on turn may make (the engine's ``legal_actions``)."""
        if self.phase == PHASE_TURNS:
            plays = self._plays()
            if plays:
                if self.drew >= 0 and self.k.may_pass[self.first_done[self.turn]]:
                    plays.append(PASS)
                return plays
            if self.may_end_build():
                return [END_BUILD]
            if self._may_draw():
                return [DRAW]
            return [PASS]
        if self.phase == PHASE_ENGINE:
            if self.hands[self.turn] >> self.t.double_of[self.engine_pip] & 1:
                return [PLACE_ENGINE]
            if self.declared >= self.players and self.drew < 0:
                return [DRAW]
            return [NO_ENGINE]
        return []

    def apply(self, move: Move) -> None:
        """Make a move from :meth:`legal` (not re-checked: search only makes legal moves)."""
        if move >= 0:
            self.play(move >> 4, (move & 15) - 1)
        elif move == DRAW:
            self.draw()
        elif move == PASS:
            self.pass_turn()
        elif move == END_BUILD:
            self.end_turn()
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
            self.phase = PHASE_TURNS
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
        self.ends[:] = [pip] * len(self.ends)  # in place: playout.run_greedy holds the list

    def draw(self) -> None:
        seat = self.turn
        n = self.bone[self.next_bone]
        self.next_bone += 1
        self.hands[seat] |= 1 << n
        self.counts[seat] += 1
        self.drew = n

    def play(self, n: int, key: int) -> None:
        seat = self.turn
        k = self.k
        building = (  # :meth:`_building`, inline: the hottest method after run_greedy
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
            self.phase = PHASE_OVER
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
        self.first_done[seat] = True  # :meth:`end_turn`, inline
        self.turn = (seat + 1) % self.players
        self.turn_plays = 0
        self.follow_up = False
        self.cover_last = False
        self.drew = -1

    def pass_turn(self) -> None:
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
            self.phase = PHASE_OVER
            self.drew = -1
            return
        self.end_turn()

    def end_turn(self) -> None:
        seat = self.turn
        self.first_done[seat] = True
        self.turn = (seat + 1) % self.players
        self.turn_plays = 0
        self.follow_up = False
        self.cover_last = False
        self.drew = -1

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


def _ranks(table: TileTable, pos_of: list[int]) -> list[int]:
    """:attr:`Sim.rank` (a deck position is below 256: the largest set has 136 tiles)."""
    return list(map(operator.sub, table.rank_base, pos_of))


def _known(tiles: Sequence[Tile | None], pos: int) -> Tile:
    value = tiles[pos]
    if value is None:
        raise LocalError(f"deck position {pos} is not known: sample it first")
    return value
