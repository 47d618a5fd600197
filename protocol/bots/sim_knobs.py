"""The ruleset as the simulator reads it: every knob once, into plain flags.

Every knob is used in exactly one method of :class:`.sim.Sim`, named in the knob's comment, so
adding a knob means one field and one branch.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from ..rules import (
    BlockedTie,
    BlockedWinner,
    DoubleDuty,
    DrawRule,
    EngineMissing,
    FirstTurn,
    FollowUp,
    LastDouble,
    OpenDoubles,
    Ruleset,
    Scoring,
)


@dataclass(frozen=True)
class Knobs:
    """The ruleset, read once into plain flags, each named with the method of
    :class:`.sim.Sim` that reads it. hand_sizes, max_pip, rounds and round_order reach the
    simulator through the state it starts from."""

    build_first_turn: bool
    """first_turn BUILD -> :meth:`Sim._restricted`, :meth:`Sim._building`."""
    mexican_on_first_turn: bool
    """mexican_on_first_turn -> :meth:`Sim._restricted`."""
    mexican_needs_own_train: bool
    """mexican_needs_own_train -> :meth:`Sim.allowed_trains` (no Mexican train before your
    own train has a tile)."""
    may_pass: tuple[bool, bool]
    """Draw rule MAY_PLAY, indexed by "first turn done" (``first_turn_draw``, then ``draw``) ->
    :meth:`Sim.legal` (a drawn tile that fits may still be passed on)."""
    until_playable: tuple[bool, bool]
    """Draw rule UNTIL_PLAYABLE, indexed likewise -> :meth:`Sim._may_draw`."""
    doubles_in_order: bool
    """open_doubles IN_ORDER -> :meth:`Sim.allowed_trains` (only the oldest open double)."""
    at_most_one_double: bool
    """open_doubles AT_MOST_ONE -> :meth:`Sim._no_doubles` (no double while one is open)."""
    follow_on_double: bool
    """follow_up ON_DOUBLE -> :meth:`Sim.allowed_trains` (a double's follow-up on it only)."""
    duty_everyone: bool
    """double_duty EVERYONE -> :meth:`Sim._duty` (an open double binds every next seat)."""
    marker_when_covering: bool
    """marker_when_covering -> :meth:`Sim.play`."""
    out_on_double: bool
    """last_double not FORBIDDEN -> :meth:`Sim._no_doubles` (a double as the last tile)."""
    must_cover: bool
    """last_double MUST_COVER -> :meth:`Sim.play` (a last double still owes its follow-up)."""
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


@cache
def knobs(rules: Ruleset) -> Knobs:
    """:meth:`Knobs.of`, once per ruleset (a pure function of it)."""
    return Knobs.of(rules)
