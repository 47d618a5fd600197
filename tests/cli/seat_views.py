"""A spy for every path that reviews a game (``analyze``, ``replay --costs``, the app's analysis
screen): each evaluator call must get a state that hides every tile its seat could not see."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest
from mextrain.protocol.bots import analysis as bots_analysis
from mextrain.protocol.bots.analysis import DEFAULT_DEALS
from mextrain.protocol.bots.expert import SearchResult, evaluate_all
from mextrain.protocol.rules.engine import Event, RoundState


def spy_on_reviews(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Route the review's expert through a check that the state it gets hides the other hands
    and the boneyard (unknown positions) and shows the seat's own hand; returns the list of
    seats judged (once a decision, whether or not its cost was measured again), filled in as
    the review runs."""
    seen: list[int] = []

    def checked(
        view: RoundState,
        seat: int,
        rng: random.Random,
        *,
        deals: int,
        history: Sequence[Event] | None = None,
        **options: object,
    ) -> SearchResult:
        hidden = [p for s in range(view.players) if s != seat for p in view.hands[s]]
        hidden += list(range(view.next_draw, len(view.deck)))
        assert hidden and all(view.deck[p] is None for p in hidden), "a hidden tile was read"
        assert all(view.deck[p] is not None for p in view.hands[seat])
        if options.get("moves") is None:  # not the second measure of a decision's two moves
            seen.append(seat)
        few = max(4, deals * 4 // DEFAULT_DEALS)  # the app's 48 as 4: analyze --deals 4's
        return evaluate_all(view, seat, rng, deals=few, history=history, **options)  # type: ignore[arg-type]

    monkeypatch.setattr(bots_analysis, "evaluate_all", checked)
    return seen
