"""The opponent fit names how another seat plays, from the seat's view and the public history.

The expert models each other seat in its playouts as greedy or ``hard``, whichever its plays
this round fit better (:mod:`fit`). Rounds between known bots check that the fit names them,
and a redeal of the hidden tiles that keeps the view checks that it never peeks.
"""

from __future__ import annotations

import random

import pytest
from mextrain.protocol.bots import expert
from mextrain.protocol.bots.expert import Model, search
from mextrain.protocol.bots.fit import Fit, fit_models
from mextrain.protocol.bots.infer import infer
from mextrain.protocol.bots.simulate import round_deck
from mextrain.protocol.bots.strategies import strategy
from mextrain.protocol.rules.engine import (
    Event,
    Phase,
    RoundState,
    apply,
    legal_actions,
    new_round,
    view_for,
)
from mextrain.protocol.rules.ruleset import PRESETS

from .test_bots import _redeal_hidden


def _rounds(name: str, players: int, others: str, deals: int):  # type: ignore[no-untyped-def]
    """Positions (state, history) where seat 0 (greedy) has a choice, ten moves in or more,
    against ``others`` in every other seat."""
    rules = PRESETS[name]
    for deal in range(deals):
        deck = round_deck(rules, rules.round_doubles()[0], random.Random(f"fit:{deal}"))
        state = new_round(rules, players, 0, deck)
        bots = [strategy("greedy")] + [strategy(others)] * (players - 1)
        rng = random.Random(deal)
        events: list[Event] = []
        while state.phase is not Phase.OVER:
            if state.turn == 0 and len(events) > 10 and len(legal_actions(state, 0)) > 1:
                yield state, list(events)
            event = bots[state.turn](state, state.turn, rng)
            state = apply(state, event)
            events.append(event)


@pytest.mark.parametrize(("name", "players"), [("classic", 2), ("express", 2), ("classic", 4)])
@pytest.mark.parametrize("others", ["greedy", "hard"])
def test_fit_names_greedy_and_hard(name: str, players: int, others: str) -> None:
    """Wherever the counts differ, the model that predicted more of a seat's choices is the
    one it plays (the prior decides only a tie): nine times in ten at two seats; at four,
    where three hidden hands are guessed, three in four against ``hard``."""
    right = decided = 0
    for state, history in _rounds(name, players, others, 4):
        view = view_for(state, 0)
        fit = fit_models(view, 0, history, infer(view, 0, history), random.Random(1))
        mask = fit.hard_seats(0, prior_hard=others == "greedy")  # the prior on the wrong side
        for seat in range(1, players):
            if fit.greedy[seat] != fit.hard[seat]:
                decided += 1
                right += (mask >> seat & 1) == (others == "hard")
    assert decided > 20
    assert right >= (0.9 if players == 2 else 0.7) * decided, (right, decided)


def test_fit_reads_only_the_view() -> None:
    checked = 0
    for state, history in _rounds("classic", 3, "hard", 2):
        other = _redeal_hidden(state, 0, 7)
        if other.deck == state.deck:
            continue
        fits = []
        for s in (state, other):
            view = view_for(s, 0)
            fits.append(fit_models(view, 0, history, infer(view, 0, history), random.Random(2)))
        assert fits[0] == fits[1]
        checked += 1
    assert checked > 5


def test_fit_without_history_has_nothing_to_tell() -> None:
    rules = PRESETS["classic"]
    state = new_round(rules, 3, 0, round_deck(rules, 12, random.Random(1)))
    view = view_for(state, 0)
    fit = fit_models(view, 0, [], infer(view, 0, []), random.Random(1))
    assert fit.told == (0, 0, 0)
    assert fit.hard_seats(0, prior_hard=True) == 0b110
    assert fit.hard_seats(0, prior_hard=False) == 0


@pytest.mark.parametrize(
    "model",
    [
        Model(own_hard=True),
        Model(hard_others=True, own_hard=True),
        Model(fit_others=True, hard_others=True, own_hard=True),
    ],
    ids=["own-hard", "hard-all", "fit-all"],
)
def test_expert_with_hard_playouts_reads_only_its_view(model: Model) -> None:
    """The expert with ``hard`` in its playouts and the round's history: the same move and the
    same values on two hidden deals that agree with its view."""
    checked = 0
    for state, history in _rounds("classic", 3, "hard", 1):
        if len(history) < 20 or checked >= 2:
            continue
        other = _redeal_hidden(state, 0, 11)
        if other.deck == state.deck:
            continue
        found = [
            search(s, 0, random.Random(3), playouts=40, history=history, model=model)
            for s in (state, other)
        ]
        assert found[0] == found[1]
        assert found[0].event in legal_actions(state, 0)
        checked += 1
    assert checked == 2


def test_expert_fits_on_its_view(monkeypatch: pytest.MonkeyPatch) -> None:
    """The fit gets the seat's view, never the state with the hidden tiles (a fit mask is too
    coarse for the test above to see every leak)."""
    seen: list[RoundState] = []

    def spy(view: RoundState, *args: object) -> Fit:
        seen.append(view)
        return fit_models(view, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(expert, "fit_models", spy)
    model = Model(fit_others=True, hard_others=True, own_hard=True)
    state, history = next(p for p in _rounds("classic", 3, "hard", 1) if len(p[1]) > 20)
    search(state, 0, random.Random(3), playouts=20, history=history, model=model)
    assert seen == [view_for(state, 0)]
