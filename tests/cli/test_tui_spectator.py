"""A spectator is never held up behind a round's summary: play goes on without them.

A seated person's summary waits for their key (the next round waits for them too); a
spectator's does not: the table goes on being drawn under it, the next summary replaces it,
and at the match's end the last round is what they see.
"""

from __future__ import annotations

import dataclasses

from mextrain.cli.tui.app import TableApp
from mextrain.cli.tui.bridge import AppFrontend, _Finished, _RoundEnd, _Show
from mextrain.cli.tui.screens import MatchEndScreen, RoundEndScreen

from .table_views import mid_round, round_end
from .tui_helpers import until


async def test_a_spectators_summaries_do_not_hold_the_table_up() -> None:
    app = TableApp(auto=False)
    app.spectator = True
    bridge = AppFrontend(app, pace=0)
    first = round_end(players=4)
    second = dataclasses.replace(first, round_no=2)
    later = dataclasses.replace(mid_round(seat=None), round_no=3)
    async with app.run_test(size=(80, 24)) as pilot:
        app.show(mid_round(seat=None))
        for item in (_RoundEnd(first), _Show(later), _RoundEnd(second)):
            bridge._put(item)
        # no key pressed: the queue goes on past each summary
        await until(pilot, lambda: app.view is later, "round 3 drawn under the summary", 10)
        summaries = [s for s in app.screen_stack if isinstance(s, RoundEndScreen)]
        assert [s.end.round_no for s in summaries] == [2], "the next summary replaces the last"
        assert "play goes on" in summaries[0].key_text
        bridge._put(_Finished("the match is over", "game.mtlog"))
        await until(pilot, lambda: isinstance(app.screen, MatchEndScreen), "the match end", 10)
        assert app.view is later  # the last round, not the first one's summary
        await pilot.press("enter")


async def test_a_seated_persons_summary_waits_for_their_key() -> None:
    app = TableApp(auto=False)
    bridge = AppFrontend(app, pace=0)
    later = dataclasses.replace(mid_round(seat=0), round_no=2)
    async with app.run_test(size=(80, 24)) as pilot:
        app.show(mid_round(seat=0))
        bridge._put(_RoundEnd(round_end(players=4)))
        bridge._put(_Show(later))
        await until(pilot, lambda: isinstance(app.screen, RoundEndScreen), "the summary", 10)
        await pilot.pause(0.2)
        assert app.view is not later and isinstance(app.screen, RoundEndScreen)
        await pilot.press("enter")
        await until(pilot, lambda: app.view is later, "the next round after the key", 10)
