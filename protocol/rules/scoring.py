"""Round and match outcomes: pips left, scores by the ruleset's scoring, totals and winners."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..errors import LocalError
from .engine import Phase, RoundState
from .ruleset import BlockedTie, BlockedWinner, Ruleset, Scoring
from .tiles import Tile


@dataclass(frozen=True)
class RoundOutcome:
    """How one round ended and what each seat scored."""

    double: int
    went_out: int | None
    """The seat that emptied its hand, or None when the round was blocked."""
    out_on_double: bool
    pips: tuple[int, ...]
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    """Seats that share first place in this round."""

    @property
    def blocked(self) -> bool:
        return self.went_out is None


def hand_pips(rules: Ruleset, hand: Sequence[Tile]) -> int:
    """Pips in a hand at round end; the 0-0 counts ``rules.double_blank_pips``."""
    return sum(rules.double_blank_pips if t == Tile(0, 0) else t.pips for t in hand)


def score_round(state: RoundState) -> RoundOutcome:
    """Score a finished round. Every hand must be known (full information or after the reveal)."""
    if state.phase is not Phase.OVER:
        raise LocalError("the round is not over yet")
    hands: list[list[Tile]] = []
    for seat in range(state.players):
        known = state.hand(seat)
        if any(t is None for t in known):
            raise LocalError(f"seat {seat}'s hand is not revealed; cannot score")
        hands.append([t for t in known if t is not None])
    rules = state.rules
    pips = tuple(hand_pips(rules, h) for h in hands)
    factor = 2 if (rules.out_on_double_doubles and state.out_on_double) else 1
    winners: tuple[int, ...]
    if rules.scoring is Scoring.PENALTY:
        scores = tuple(p * factor for p in pips)
        winners = _best(scores, lowest=True)
    else:
        if state.went_out is not None:
            winners = (state.went_out,)
        else:
            winners = blocked_winners(rules, pips, tuple(len(h) for h in hands))
        pot = sum(p for s, p in enumerate(pips) if s not in winners) * factor
        share = pot // len(winners) if winners else 0
        scores = tuple(share if s in winners else 0 for s in range(state.players))
    return RoundOutcome(
        double=state.engine_pip,
        went_out=state.went_out,
        out_on_double=state.out_on_double,
        pips=pips,
        scores=scores,
        winners=winners,
    )


def blocked_winners(
    rules: Ruleset, pips: Sequence[int], tiles: Sequence[int]
) -> tuple[int, ...]:
    """Positive scoring: who wins a blocked round, by ``blocked_winner`` and ``blocked_tie``."""
    by = tiles if rules.blocked_winner is BlockedWinner.FEWEST_TILES else pips
    best = _best(by, lowest=True)
    if len(best) > 1 and rules.blocked_tie is BlockedTie.NO_WINNER:
        return ()
    return best


def _best(values: Sequence[int], *, lowest: bool) -> tuple[int, ...]:
    target = min(values) if lowest else max(values)
    return tuple(i for i, v in enumerate(values) if v == target)


@dataclass(frozen=True)
class MatchOutcome:
    rounds: tuple[RoundOutcome, ...]
    totals: tuple[int, ...]
    winners: tuple[int, ...]
    """Seats sharing first place: lowest total (penalty) or highest (positive)."""


def score_match(rules: Ruleset, players: int, rounds: Sequence[RoundOutcome]) -> MatchOutcome:
    totals = tuple(sum(r.scores[s] for r in rounds) for s in range(players))
    winners = _best(totals, lowest=rules.scoring is Scoring.PENALTY)
    return MatchOutcome(rounds=tuple(rounds), totals=totals, winners=winners)
