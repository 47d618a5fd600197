"""The hint key's function: a legal move for the seat, with a reason in a player's words."""

from __future__ import annotations

from mextrain.protocol.engine import Play, legal_actions, view_for
from mextrain.protocol.hints import hint

from .helpers import run, small, start


def test_hint_is_a_legal_move_with_a_reason() -> None:
    rules = small("classic", hand=4)
    state = start(
        rules,
        3,
        [
            ["12-12", "12-5", "5-5", "10-2"],
            ["11-3", "3-1", "9-9", "6-6"],
            ["12-7", "7-2", "4-4", "0-0"],
        ],
        boneyard=["8-1"],
    )
    first = hint(view_for(state, 0), 0)
    assert first.event in legal_actions(state, 0) and "engine" in first.reason
    state = run(state, "place")
    second = hint(view_for(state, 0), 0)
    assert isinstance(second.event, Play) and str(second.event.tile) == "12-5"
    assert second.reason
