"""Typing a tile and its train: what the keys mean depends on the keys alone, never on when
they came (a busy machine hands them over late, or all at once).

A tile is chosen when its pips are typed in full and no other tile of the hand could be meant
(or by Enter on the highlighted one). While a chosen tile waits for its train, digits are typed
as anywhere else: Enter then puts the tile on the train whose number was typed, more pips name
a new tile; a digit alone never does both. A real host with two bots runs in the app's loop;
the turns before the one a test needs are played by the app's own submit (no keys).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

import pytest
from mextrain.cli.tui.app import TableApp
from mextrain.cli.tui.pick import forms, match
from mextrain.cli.tui.widgets import HandBar
from mextrain.protocol.rules import Event
from mextrain.protocol.table import HandTile, SeatView, event_of
from textual.pilot import Pilot

from .tui_helpers import app_with_host, busy_machine, play_settings, press_at_once, until

T = TypeVar("T")
LATE = 0.6
"""Seconds each key is taken late on the busy machine (the old typing windows were 0.5 s)."""


def keys_of(text: str) -> list[str]:
    return ["space" if c == " " else c for c in text]


def train_keys(train: int) -> list[str]:
    """A train chosen for a waiting tile: m, or its number then Enter."""
    return ["m"] if train < 0 else [*str(train), "enter"]


def names_alone_early(view: SeatView, tile: HandTile, form: str) -> bool:
    """Whether a proper prefix of ``form`` matches ``tile`` alone in the hand (``7`` for the
    12-7 when no other tile has a 7): the case the timing windows mishandled."""
    for end in range(1, len(form)):
        prefix = form[:end]
        got = [h for h in view.hand if any(f.startswith(prefix) for f in forms(h.tile))]
        if not prefix.endswith(" ") and got == [tile]:
            return True
    return False


async def a_turn_where(
    pilot: Pilot[int], app: TableApp, want: Callable[[SeatView], T | None]
) -> tuple[SeatView, T]:
    """Play (by the app's own submit) until the person is asked in a view where ``want``
    finds something; that view and what it found."""
    while True:
        await until(pilot, lambda: app.asking is not None and app.view is not None, "a turn")
        view, asked = app.view, app.asking
        assert view is not None
        found = want(view) if any(m.kind == "play" for m in view.moves) else None
        if found is not None:
            return view, found
        app._submit(view.moves[0])
        await until(pilot, lambda a=asked: app.asking is not a, "the move to be sent")  # type: ignore[misc]


def sent(app: TableApp, view: SeatView, pos: int, train: int) -> Event:
    move = next(m for m in view.moves if m.kind == "play" and m.pos == pos and m.train == train)
    assert view.seat is not None
    return event_of(move, view.seat)


def tile_and_train(view: SeatView) -> tuple[HandTile, str, int] | None:
    """A tile that fits several trains, a way to type it whose first pips already name it
    alone, and the train it goes on (the Mexican when it may)."""
    for tile in view.hand:
        if tile.playable and len(tile.trains) > 1:
            form = next((f for f in forms(tile.tile) if names_alone_early(view, tile, f)), None)
            if form is not None:
                return tile, form, -1 if -1 in tile.trains else max(tile.trains)
    return None


@pytest.mark.parametrize("delivery", ["busy machine", "all at once"])
async def test_a_tile_typed_in_full_then_its_train_is_that_play(
    tmp_path: Path, delivery: str
) -> None:
    """The whole tile as the prompt shows (``7 12`` where ``7`` alone names the 12-7), then
    its train: exactly that move is sent, however late or bunched the keys arrive."""
    app, _ = app_with_host(tmp_path, play_settings(bots=2, rounds=1, seed=6))
    async with app.run_test(size=(100, 40)) as pilot:
        view, (tile, form, train) = await a_turn_where(pilot, app, tile_and_train)
        asked = app.asking
        assert asked is not None
        keys = [*keys_of(form), *train_keys(train)]
        if delivery == "busy machine":
            busy_machine(app, LATE)
            await pilot.press(*keys)
        else:
            await press_at_once(pilot, *keys)
        await until(pilot, asked.done, "the move to be sent", 30)
        assert asked.result() == sent(app, view, tile.pos, train), (form, train)
        app.exit(0)


def waiting_and_retyped(view: SeatView) -> tuple[HandTile, str] | None:
    """A tile that fits several trains and a way to type it that begins with the number of
    one of them (the 12-1 that fits bot 1's train, typed ``12 1``)."""
    for tile in view.hand:
        if tile.playable and len(tile.trains) > 1:
            for form in forms(tile.tile):
                if form[0] in {str(t) for t in tile.trains if t >= 0}:
                    return tile, form
    return None


async def choose_by_enter(pilot: Pilot[int], app: TableApp, tile: HandTile) -> None:
    """Put the cursor on ``tile`` (as Tab does) and press Enter: it waits for its train."""
    hand = app.query_one(HandBar)
    index = hand.index_of(tile.pos)
    assert index is not None
    hand.cursor = index
    await pilot.press("enter")
    assert app.picked == tile and "goes on" in app._prompt_text


async def test_typing_a_waiting_tile_again_chooses_it_again(tmp_path: Path) -> None:
    """With the 12-1 waiting for bot 1's train or the Mexican, ``12 1`` typed again names the
    12-1 again: its first 1 is not taken as bot 1's train (before: the tile went there)."""
    app, _ = app_with_host(tmp_path, play_settings(bots=2, rounds=1, seed=6))
    async with app.run_test(size=(100, 40)) as pilot:
        view, (tile, form) = await a_turn_where(pilot, app, waiting_and_retyped)
        asked = app.asking
        assert asked is not None
        await choose_by_enter(pilot, app, tile)
        await pilot.press(*keys_of(form))
        await pilot.pause(0.1)
        assert not asked.done(), f"typing {form!r} again sent a move"
        chosen = match(view, form).chosen
        assert app.picked == (chosen or tile)
        train = -1 if -1 in tile.trains else max(tile.trains)
        if chosen is None:  # 12 1 might be the start of a 12-11 too: Enter takes the 12-1
            await pilot.press("enter")
        await pilot.press(*train_keys(train))
        await until(pilot, asked.done, "the move to be sent", 30)
        assert asked.result() == sent(app, view, tile.pos, train)
        app.exit(0)


def waiting_and_another(view: SeatView) -> tuple[HandTile, HandTile, str] | None:
    """A tile that fits several trains, and another playable tile that its full pips name alone
    and whose first digit is the number of a train on the table (``4 3`` with bot 4 seated)."""
    for tile in view.hand:
        if not (tile.playable and len(tile.trains) > 1):
            continue
        for other in view.hand:
            if other is tile or not other.playable:
                continue
            for form in forms(other.tile):
                got = match(view, form).chosen
                if got == other and int(form[0]) < len(view.trains):
                    return tile, other, form
    return None


async def test_another_tile_typed_while_one_waits_is_chosen_instead(tmp_path: Path) -> None:
    """A tile waits for its train; the pips of another tile typed then (``4 3``) choose that
    tile instead: no train is taken from its first digit, nothing is refused or sent."""
    app, _ = app_with_host(tmp_path, play_settings(bots=2, rounds=1, seed=6))
    async with app.run_test(size=(100, 40)) as pilot:
        view, (tile, other, form) = await a_turn_where(pilot, app, waiting_and_another)
        asked = app.asking
        assert asked is not None
        await choose_by_enter(pilot, app, tile)
        await pilot.press(*keys_of(form))
        await pilot.pause(0.1)
        assert not asked.done(), f"typing {form!r} sent a move"
        assert app.picked == other, (form, other.tile, tile.tile, app.typed, app._prompt_text)
        assert "cannot" not in app._prompt_text, app._prompt_text
        train = (
            other.trains[0]
            if len(other.trains) == 1
            else -1
            if -1 in other.trains
            else max(other.trains)
        )
        await pilot.press(*(["enter"] if len(other.trains) == 1 else train_keys(train)))
        await until(pilot, asked.done, "the move to be sent", 30)
        assert asked.result() == sent(app, view, other.pos, train)
        app.exit(0)


def two_in_a_row(view: SeatView) -> tuple[str, str] | None:
    """On a first-turn train: a tile that fits one train, typed in full, and a tile that fits
    its other end, typed in full (each naming its tile alone once the first is played)."""
    if not any(m.kind == "end_build" for m in view.moves) and not any(
        n.startswith("your first turn") for n in view.notes
    ):
        return None
    for first in view.hand:
        if not (first.playable and len(first.trains) == 1):
            continue
        train = view.train(first.trains[0])
        end = first.tile[1] if first.tile[0] == train.open_end else first.tile[0]
        rest = dataclasses.replace(view, hand=tuple(h for h in view.hand if h != first))
        for second in rest.hand:
            if end not in second.tile or second.tile[0] == second.tile[1]:
                continue
            one = next((f for f in forms(first.tile) if match(view, f).chosen == first), None)
            two = next((f for f in forms(second.tile) if match(rest, f).chosen == second), None)
            if one and two:
                return one, two
    return None


async def test_the_next_tile_of_a_first_train_typed_before_the_screen_catches_up(
    tmp_path: Path,
) -> None:
    """Building the first train, a person types a tile, Enter, the next tile, Enter, all
    before the table has answered the first: both are played (before: the second tile's keys
    came while no question was open and were refused as "not your turn")."""
    app, _ = app_with_host(tmp_path, play_settings(bots=2, rounds=1, seed=6))
    async with app.run_test(size=(100, 40)) as pilot:
        view, (one, two) = await a_turn_where(pilot, app, two_in_a_row)
        size = len(view.hand)
        await press_at_once(pilot, *keys_of(one), "enter", *keys_of(two), "enter")
        await until(
            pilot, lambda: app.view is not None and len(app.view.hand) <= size - 2, "two plays", 30
        )
        app.exit(0)


def pips_of_no_tile(view: SeatView) -> str | None:
    """Two pips, typed in full, that name no tile of the hand (a misread tile)."""
    for a in range(12, -1, -1):
        for b in range(a, -1, -1):
            if not match(view, f"{a} {b}").matches and match(view, str(a)).matches:
                return f"{a} {b}"
    return None


async def test_enter_after_pips_that_name_no_tile_plays_nothing(tmp_path: Path) -> None:
    """A misread tile (``12 6`` in a hand without one) and Enter: the refusal stays, and the
    Enter does not play the tile the cursor rested on (before: it did)."""
    app, _ = app_with_host(tmp_path, play_settings(bots=2, rounds=1, seed=6))
    async with app.run_test(size=(100, 40)) as pilot:
        _, typed = await a_turn_where(pilot, app, pips_of_no_tile)
        asked = app.asking
        assert asked is not None
        await press_at_once(pilot, *keys_of(typed), "enter")
        await pilot.pause(0.2)
        assert not asked.done(), f"{typed!r} then Enter played a tile"
        assert "no tile in your hand matches" in app._prompt_text, app._prompt_text
        await pilot.press("escape", "tab", "enter")  # the person clears it and chooses
        await until(pilot, asked.done, "the chosen play", 30)
        app.exit(0)
