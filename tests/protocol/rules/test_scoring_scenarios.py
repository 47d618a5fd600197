"""Scenario tests for DESIGN.md section 3's "scoring" row and for match totals.

Finished rounds come from real play (the blocked double-6 round of ``helpers.blocked_round``, a
round gone out on a double) or, for ties, from a finished position built by hand.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

import pytest
from mextrain.protocol.errors import LocalError
from mextrain.protocol.rules.engine import Phase, RoundState, view_for
from mextrain.protocol.rules.ruleset import BlockedTie, BlockedWinner, RoundOrder, Scoring, preset
from mextrain.protocol.rules.scoring import RoundOutcome, hand_pips, score_match, score_round
from mextrain.protocol.rules.tiles import Tile, tile_set

from ..helpers import T, blocked_round, run, small, start


def out_on_double_round(**overrides: Any) -> RoundState:
    """003 rules, two seats: seat 0 goes out on 5-5; seat 1 is left holding 9-4 (13 pips)."""
    state = start(small("express", 2, **overrides), 2, [["12-5", "5-5"], ["12-6", "9-4"]])
    return run(state, "play 12-5 on 0", "play 12-6 on 1", "play 5-5 on 0")


def finished(
    left: Sequence[Sequence[str]], went_out: int | None = None, **overrides: Any
) -> RoundState:
    """A finished classic round built by hand: seat s is left holding ``left[s]``."""
    players = len(left)
    size = max(1, *(len(h) for h in left))
    used = {T(t) for h in left for t in h}
    spare = iter(t for t in tile_set(12) if t not in used and not t.is_double and 0 not in t)
    hands = [[*h, *(next(spare) for _ in range(size - len(h)))] for h in left]
    state = start(small("classic", size, **overrides), players, hands)
    kept = tuple(tuple(state.hands[s][: len(left[s])]) for s in range(players))
    return dataclasses.replace(state, hands=kept, phase=Phase.OVER, went_out=went_out)


# =============================================================================================
# Penalty scoring (all seeds)
# =============================================================================================


def test_penalty_blocked_round_scores_pips_left() -> None:
    """003: "ognuno somma i punti delle tessere rimaste in mano, e quei punti sono penalità";
    000: "Cada jogador recebe pontos de penalidade para cada peça que sobrou". Blocked, so nobody
    went out; the lowest score wins the round. 0-0 counts 0 by default (003: "Il doppio bianco
    vale zero per impostazione predefinita")."""
    outcome = score_round(blocked_round())
    assert outcome.double == 6
    assert outcome.blocked and outcome.went_out is None and not outcome.out_on_double
    assert outcome.pips == (14, 34, 42)
    assert outcome.scores == (14, 34, 42)
    assert outcome.winners == (0,)


def test_double_blank_worth_fifty_variant() -> None:
    """DESIGN.md: "0-0 worth 0 (003; 50 as a variant)". Seat 0 holds the 0-0: 14 + 50 = 64, and
    seat 1 now wins the round."""
    outcome = score_round(blocked_round(double_blank_pips=50))
    assert outcome.pips == (64, 34, 42)
    assert outcome.winners == (1,)
    assert hand_pips(preset("classic"), [Tile(0, 0), T("12-5")]) == 17
    assert hand_pips(dataclasses.replace(preset("classic"), double_blank_pips=50),
                     [Tile(0, 0), T("12-5")]) == 67


def test_penalty_who_went_out_scores_zero() -> None:
    """000: "um jogador que ficou sem nenhuma peça ao final não marca nenhum ponto"; 003: "Chi ha
    chiuso segna zero"."""
    outcome = score_round(out_on_double_round())
    assert (outcome.went_out, outcome.out_on_double, outcome.blocked) == (0, True, False)
    assert outcome.pips == (0, 13)
    assert outcome.scores == (0, 13)
    assert outcome.winners == (0,)


def test_penalty_out_on_double_doubles_the_others() -> None:
    """000 Dicas: "Se uma pessoa terminar um game com uma peça dupla, os adversários devem
    multiplicar seus pontos por 2"."""
    outcome = score_round(out_on_double_round(out_on_double_doubles=True))
    assert outcome.pips == (0, 13)
    assert outcome.scores == (0, 26)
    # Going out on a non-double does not double anything.
    state = start(small("express", 2, out_on_double_doubles=True), 2,
                  [["12-5", "5-1"], ["12-6", "9-4"]])
    state = run(state, "play 12-5 on 0", "play 12-6 on 1", "play 5-1 on 0")
    assert score_round(state).scores == (0, 13)


def test_penalty_ties_share_the_round() -> None:
    """003: "in caso di pareggio sul totale più basso, il primo posto è condiviso"."""
    outcome = score_round(finished([["3-2"], ["4-1"], ["9-8"]]))
    assert outcome.pips == (5, 5, 17)
    assert outcome.winners == (0, 1)


# =============================================================================================
# Positive scoring (000/002 tips)
# =============================================================================================


def test_positive_who_goes_out_scores_the_others_pips() -> None:
    """000 Dicas: "Alguns marcam o placar com pontos positivos ... O jogador que ficar sem peças
    ... marca os pontos contando os números marcados nas peças remanescentes"; 002 tips likewise.
    With out_on_double_doubles (000 tip) the others' points count twice."""
    outcome = score_round(out_on_double_round(scoring=Scoring.POSITIVE))
    assert outcome.scores == (13, 0) and outcome.winners == (0,)
    outcome = score_round(
        out_on_double_round(scoring=Scoring.POSITIVE, out_on_double_doubles=True)
    )
    assert outcome.scores == (26, 0)


def test_positive_blocked_fewest_pips_scores() -> None:
    """002 tips: "Spelare som slutar korten, eller spelaren med färre poäng i händelse av ett
    block, poängerar de totala poängen på de återstående korten i de andra spelarnas händer"
    (blocked_winner = fewest_pips, the classic-ordered preset)."""
    rules = preset("classic-ordered")
    assert rules.blocked_winner is BlockedWinner.FEWEST_PIPS
    outcome = score_round(
        blocked_round(scoring=Scoring.POSITIVE, blocked_winner=BlockedWinner.FEWEST_PIPS)
    )
    assert outcome.pips == (14, 34, 42)
    assert outcome.scores == (76, 0, 0)
    assert outcome.winners == (0,)


def test_positive_blocked_fewest_tiles_scores() -> None:
    """000 Dicas: "O jogador que ficar sem peças, ou o jogador com menos peças, marca os pontos
    contando os números marcados nas peças remanescentes" -- the fewest *tiles* (blocked_winner
    = fewest_tiles, the classic and house presets). In the blocked round seats 0 and 1 hold six
    tiles each, seat 2 five: seat 2 wins although it holds the most pips (42), and scores the
    others' 14 + 34."""
    for name in ("classic", "house"):
        assert preset(name).blocked_winner is BlockedWinner.FEWEST_TILES
    state = blocked_round(scoring=Scoring.POSITIVE, blocked_winner=BlockedWinner.FEWEST_TILES)
    assert [len(state.hands[s]) for s in range(3)] == [6, 6, 5]
    outcome = score_round(state)
    assert outcome.pips == (14, 34, 42)
    assert outcome.winners == (2,)
    assert outcome.scores == (0, 0, 48)


def test_positive_blocked_tie_splits_with_floor_division() -> None:
    """000 Dicas: "Caso haja um empate entre dois vencedores, os dois dividem os pontos dos outros
    jogadores"; 002: "vinnarna att dela med sig av de andra spelarnas poäng". 7 + 8 = 15 points
    split between two: 7 each (floor division; the odd point is lost)."""
    left = [["3-2"], ["4-1"], ["4-3"], ["5-3"]]
    outcome = score_round(
        finished(left, scoring=Scoring.POSITIVE, blocked_winner=BlockedWinner.FEWEST_PIPS)
    )
    assert outcome.pips == (5, 5, 7, 8)
    assert outcome.winners == (0, 1)
    assert outcome.scores == (7, 7, 0, 0)
    # By tiles, all four tie (one tile each): shared, each gets 0 // 4 = 0 of nobody else's pips.
    outcome = score_round(finished(left, scoring=Scoring.POSITIVE))
    assert outcome.winners == (0, 1, 2, 3) and outcome.scores == (0, 0, 0, 0)


def test_positive_blocked_tie_no_winner_variant() -> None:
    """Knob blocked_tie = no_winner, the alternative to the 000/002 tips' shared win ("os dois
    dividem os pontos"): a tie for the blocked round's win means nobody scores it. Without a
    tie the knob changes nothing."""
    left = [["3-2"], ["4-1"], ["4-3"], ["5-3"]]
    knobs: dict[str, Any] = dict(
        scoring=Scoring.POSITIVE,
        blocked_winner=BlockedWinner.FEWEST_PIPS,
        blocked_tie=BlockedTie.NO_WINNER,
    )
    outcome = score_round(finished(left, **knobs))
    assert outcome.winners == () and outcome.scores == (0, 0, 0, 0)
    outcome = score_round(blocked_round(**knobs))
    assert outcome.winners == (0,) and outcome.scores == (76, 0, 0)


# =============================================================================================
# Preconditions
# =============================================================================================


def test_scoring_needs_a_finished_round_with_every_hand_known() -> None:
    """Scores come from the revealed hands (DESIGN.md section 4, "Round end"): a round in play
    or a view with hidden hands cannot be scored."""
    state = start(small("express", 2), 2, [["12-5", "5-5"], ["12-6", "9-4"]])
    with pytest.raises(LocalError, match="not over"):
        score_round(state)
    with pytest.raises(LocalError, match="seat 1's hand is not revealed"):
        score_round(view_for(out_on_double_round(), 0))


# =============================================================================================
# Matches
# =============================================================================================


def outcome(double: int, scores: tuple[int, ...]) -> RoundOutcome:
    winners = tuple(i for i, s in enumerate(scores) if s == min(scores))
    return RoundOutcome(double, None, False, scores, scores, winners)


def test_penalty_match_lowest_total_wins_and_ties_share() -> None:
    """000: "O objetivo é acumular a menor quantidade de pontos possível em 13 partidas - o
    jogador com menos pontos vence"; 003: "vince il giocatore con il totale più basso", ties share
    first place. Rounds run from 12-12 down (000, 002)."""
    rules = preset("classic")
    doubles = rules.round_doubles(3)
    assert doubles == (12, 11, 10)
    rounds = [outcome(12, (0, 10, 25)), outcome(11, (30, 0, 5)), outcome(10, (0, 20, 0))]
    match = score_match(rules, 3, rounds)
    assert match.totals == (30, 30, 30)
    assert match.winners == (0, 1, 2)
    match = score_match(rules, 3, rounds[:2])
    assert match.totals == (30, 10, 30) and match.winners == (1,)
    assert [r.double for r in match.rounds] == [12, 11]


def test_positive_match_highest_total_wins() -> None:
    """000/002 tips (positive scoring): points are won, so the highest total wins; rounds run 0-0
    upwards in the house preset (000 Dicas: "O game começa com a peça 0-0")."""
    rules = preset("house")
    assert rules.round_order is RoundOrder.ASCENDING
    assert rules.round_doubles(2) == (0, 1)
    rounds = [
        RoundOutcome(0, 0, False, (0, 9, 4), (13, 0, 0), (0,)),
        RoundOutcome(1, 2, True, (6, 6, 0), (0, 0, 24), (2,)),
    ]
    match = score_match(rules, 3, rounds)
    assert match.totals == (13, 0, 24)
    assert match.winners == (2,)


def test_whole_match_of_real_rounds() -> None:
    """003: "Le penalità si sommano di mano in mano". Two rounds that both ended blocked as in
    ``blocked_round`` add up per seat (14 + 14, 34 + 34, 42 + 42); the lowest total wins."""
    first = score_round(blocked_round())
    second = score_round(blocked_round())
    match = score_match(blocked_round().rules, 3, [first, second])
    assert match.totals == (28, 68, 84)
    assert match.winners == (0,)
