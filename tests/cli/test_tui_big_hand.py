"""A hand of more than twenty tiles, played by keys: every tile is reached in a few keys.

Two seats dealt 22 tiles each (a ruleset knob), the person against a bot, a whole round by
keys only: each play is the tile's typed pips (``12 5``, or a prefix that names it) or Tab
through the playable tiles, then Enter, then the train when it fits several. The keys each
decision took are counted; the labels (the pips) never change as the hand does.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from mextrain.cli.tui.app import TableApp
from mextrain.cli.tui.pick import match
from mextrain.cli.tui.screens import RoundEndScreen
from mextrain.cli.tui.widgets import HandBar
from mextrain.node.host import HostSettings
from mextrain.node.persistence import DataDir
from mextrain.protocol.table.view import rules_in_words
from textual.pilot import Pilot

from .test_tui_pilot import keys_for, take_turn
from .test_tui_typing import LATE, keys_of, names_alone_early
from .tui_helpers import busy_machine, host_in_app, play_settings, press_at_once, until

HAND = 22


def big_hand_settings(seed: int = 5) -> HostSettings:
    settings = play_settings(bots=1, rounds=1, seed=seed)
    rules = dataclasses.replace(settings.rules, hand_sizes=((2, HAND),), max_players=2)
    return dataclasses.replace(settings, rules=rules)


def big_hand_app(tmp_path: Path) -> TableApp:
    """The app of a person at a 22-tile table against one bot, its host started."""
    settings = big_hand_settings()
    app = TableApp(rules_lines=rules_in_words(settings.rules), beat=0.05, auto=True)
    host_in_app(app, DataDir(tmp_path), settings)
    return app


async def until_a_play(pilot: Pilot[int], app: TableApp) -> None:
    """Until the person is asked for a move and may play a tile."""
    await until(pilot, lambda: app.asking is not None and any(
        m.kind == "play" for m in app.view.moves) if app.view else False, "a play")  # fmt: skip


async def test_a_round_with_a_22_tile_hand_by_keys(tmp_path: Path) -> None:
    settings = big_hand_settings()
    app = TableApp(rules_lines=rules_in_words(settings.rules), beat=0.05, auto=True)
    codes = host_in_app(app, DataDir(tmp_path), settings).codes
    seen: set[str] = set()
    biggest = 0
    async with app.run_test(size=(80, 24)) as pilot:
        while True:
            await until(
                pilot,
                lambda: app.asking is not None or isinstance(app.screen, RoundEndScreen),
                "the person's turn or the round's end",
            )
            if isinstance(app.screen, RoundEndScreen):
                break
            view = app.view
            assert view is not None
            biggest = max(biggest, len(view.hand))
            await take_turn(pilot, app, seen)
        await pilot.press("enter")
        await until(pilot, lambda: bool(codes), "the match to end", 60)
    assert biggest > 20, biggest
    plays = sorted(int(k.split()[0]) for k in seen if k.endswith(" keys"))
    assert plays and max(plays) <= 3, seen


async def test_typing_narrows_the_hand_and_the_labels_stay(tmp_path: Path) -> None:
    """Typed pips move the cursor onto the tile they name and name it in the prompt; Esc
    clears them; a tile typed in full is chosen without Enter."""
    app = big_hand_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await until_a_play(pilot, app)
        view = app.view
        assert view is not None and len(view.hand) >= HAND
        hand = app.query_one(HandBar)
        tile = next(h for h in view.hand if h.playable)
        first = str(tile.tile[0])[0]
        await pilot.press(first)
        got = match(view, first)
        assert app.typed == first
        if got.chosen is None:
            assert got.best is not None
            assert hand.tile_at(hand.cursor) == got.best
            assert "typed" in app._prompt_text
            await pilot.press("escape")
            assert app.typed == "" and hand.matches == ()
        keys = keys_for(app, next(m for m in view.moves if m.pos == tile.pos))
        for key in keys:
            await pilot.press(key)
        await until(pilot, lambda: app.asking is None or app.view is not view, "the play")
        app.exit(0)


async def test_a_click_on_a_tile_plays_it(tmp_path: Path) -> None:
    """The mouse keeps working with drawn tiles: a click on a playable tile in a big hand
    plays it (on its only train) or asks for the train."""
    from rich.console import Console

    app = big_hand_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await until_a_play(pilot, app)
        view, asked = app.view, app.asking
        assert view is not None
        hand = app.query_one(HandBar)
        n = next(k for k, i in enumerate(hand.order()) if view.hand[i].playable)
        tile = hand.tile_at(n)
        assert tile is not None
        console = Console(width=hand.size.width)
        spot = next(
            (x, y)
            for y, line in enumerate(hand.lines(hand.size.width))
            for x in range(len(line.plain))
            if line.get_style_at_offset(console, x).meta.get("tile") == n
        )
        await pilot.click(HandBar, offset=spot)
        if len(tile.trains) == 1:
            await until(pilot, lambda: app.asking is not asked, "the click's play")
            assert any(
                f"you play {tile.tile[0]}-{tile.tile[1]}" in t.plain
                for t in app.query_one("#log").texts
            )  # type: ignore[attr-defined]
        else:
            assert app.picked == tile
        app.exit(0)


@pytest.mark.parametrize("delivery", ["one by one", "busy machine", "all at once"])
async def test_a_tile_typed_in_full_then_enter_is_one_play(tmp_path: Path, delivery: str) -> None:
    """The prompt says "type its pips (12 5), then Enter". Where the first pips already name
    the tile alone (``12 1`` for the 12-11), the keys that finish its pips and the Enter after
    them must still be that one play, however late (a busy machine) or bunched the keys come:
    on the first turn, building the first train, it is still the person's turn and the cursor
    rests on the next playable tile. An Enter after the cursor moved still plays."""
    app = big_hand_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await until_a_play(pilot, app)
        view = app.view
        assert view is not None
        tiles = {h.pos: h for h in view.hand}
        move, full = next(
            (m, f"{tiles[m.pos].tile[0]} {tiles[m.pos].tile[1]}")
            for m in view.moves
            if m.kind == "play" and len(tiles[m.pos].trains) == 1
            and names_alone_early(view, tiles[m.pos], f"{tiles[m.pos].tile[0]} {tiles[m.pos].tile[1]}")
        )  # fmt: skip
        size = len(view.hand)
        keys = [*keys_of(full), "enter"]
        if delivery == "busy machine":
            busy_machine(app, LATE)
            await pilot.press(*keys)
        elif delivery == "all at once":
            await press_at_once(pilot, *keys)
        else:
            await pilot.press(*keys)
        await until(pilot, lambda: app.view is not None and len(app.view.hand) < size, "the play")
        await pilot.pause(0.3)
        after = app.view
        assert after is not None and after.your_turn, "first train: still the person's turn"
        assert len(after.hand) == size - 1, "the rest of the pips or the Enter played a tile"
        assert all(h.pos != move.pos for h in after.hand)
        app._check_bindings = type(app)._check_bindings.__get__(app)  # type: ignore[method-assign]
        await pilot.press("tab", "shift+tab", "enter")
        await until(pilot, lambda: len(app.view.hand) < size - 1 if app.view else False, "a play")
        app.exit(0)
