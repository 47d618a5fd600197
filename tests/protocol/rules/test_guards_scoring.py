"""Who wins a round (issue 14): the seat that went out, even when another hand is worth nothing."""

from __future__ import annotations

from mextrain.protocol.rules.ruleset import Scoring
from mextrain.protocol.rules.scoring import score_round

from .test_scoring_scenarios import finished


def test_going_out_wins_alone_even_against_a_hand_worth_zero() -> None:
    """Seat 1 is left holding only the 0-0 (0 pips): seat 0, who went out, still wins alone."""
    for scoring in (Scoring.POSITIVE, Scoring.PENALTY):
        outcome = score_round(finished([[], ["0-0"]], went_out=0, scoring=scoring))
        assert outcome.pips == (0, 0) and outcome.went_out == 0
        if scoring is Scoring.POSITIVE:
            assert outcome.winners == (0,)
        else:  # penalty: the lowest score wins, so a 0-pip hand ties with going out
            assert outcome.winners == (0, 1)
