"""The game screen's keys turned into moves (issue 36): a tile's pips, its train's number and
Enter, m, space, d and the click each send exactly the move the person meant or nothing with a
reason; keys typed while the table answers the person's own move wait for the next question.

Engine-only views of one seeded round (no host, no network): seat 0 (ann) of four, at the turn
where its hand holds 2-1 and 3-2 (cy's train), 7-2 (ann's, the Mexican or cy's train), and 6-3,
10-8, 8-6, 10-6, 9-5 that fit nothing. Each test drives one headless app through several
questions (as a match does), so the whole file takes a few seconds."""

from __future__ import annotations

import asyncio
import contextlib
import random
from collections.abc import AsyncIterator

import pytest
from mextrain.cli.tui.app import TableApp
from mextrain.cli.tui.widgets import HandBar
from mextrain.protocol.bots.simulate import round_deck
from mextrain.protocol.bots.strategies import greedy_strategy
from mextrain.protocol.rules import Event
from mextrain.protocol.rules.engine import apply, new_round, view_for
from mextrain.protocol.rules.ruleset import preset
from mextrain.protocol.table import SeatView, event_of, seat_view
from rich.text import Text
from textual.filter import Monochrome, NoColor
from textual.pilot import Pilot
from textual.widgets import Static

from .tui_helpers import press_at_once

NAMES = ("ann", "bob", "cy", "dee")


def seat0_view(after: int, seat: int | None = 0) -> SeatView:
    """What ``seat`` sees once greedy bots made ``after`` moves of seed 6's first round."""
    rules = preset("classic")
    rng = random.Random(6)
    state = new_round(rules, 4, 0, round_deck(rules, rules.round_doubles()[0], rng))
    events: list[Event] = []
    for _ in range(after):
        event = greedy_strategy(state, state.turn, rng)
        state = apply(state, event)
        events.append(event)
    return seat_view(view_for(state, seat), seat, NAMES, events=events)


CHOICE = seat0_view(42)
"""Seat 0's turn with plays on three trains."""
END = seat0_view(13)
"""Seat 0's first turn, its train built: only 'end'."""
DRAW = seat0_view(25)
"""Nothing fits: only 'draw'."""
BOBS_TURN = seat0_view(43)
"""Bob's turn, seen by seat 0."""


def sent(view: SeatView, typed: str) -> Event:
    """The event of the move the view lists as ``typed`` (``7-2 m``)."""
    move = next(m for m in view.moves if m.typed == typed)
    assert view.seat is not None
    return event_of(move, view.seat)


def tile(view: SeatView, pair: tuple[int, int]):  # type: ignore[no-untyped-def]
    return next(h for h in view.hand if h.tile == pair)


def keys(*texts: str) -> list[str]:
    """Pilot keys for typed text (a space is ``space``); ``enter``, ``backspace``, ``escape``
    as they are."""
    out: list[str] = []
    for text in texts:
        named = text in ("enter", "backspace", "escape")
        out += [text] if named else ["space" if c == " " else c for c in text]
    return out


class Screen:
    """One person's headless game screen: each :meth:`turn` asks afresh."""

    def __init__(self, app: TableApp, pilot: Pilot[int]) -> None:
        self.app, self.pilot = app, pilot
        self.future: asyncio.Future[Event | None] | None = None

    async def turn(self, view: SeatView, *typed: str) -> tuple[Event | None, str]:
        """Ask for a move in ``view``, type ``typed``: the move sent (None: nothing) and the
        prompt's words."""
        app = self.app
        app.cancel_ask()  # the last question is over, whatever it left
        app._clear_typed()
        app.picked = None
        self.future = future = app.ask(view)
        await press_at_once(self.pilot, *keys(*typed))  # all queued before the first is read
        await self.pilot.pause()
        return (future.result() if future.done() else None), app._prompt_text

    def click(self, view: SeatView, *pairs: tuple[int, int]) -> tuple[Event | None, str]:
        """Ask, then click the tiles (or a train: its key, an int)."""
        app = self.app
        app.cancel_ask()
        app._clear_typed()
        app.picked = None
        future = app.ask(view)
        for pair in pairs:
            if isinstance(pair, int):
                app.action_train(pair)
            else:
                app.enter_on(tile(view, pair))
        return (future.result() if future.done() else None), app._prompt_text


@contextlib.asynccontextmanager
async def screen() -> AsyncIterator[Screen]:
    app = TableApp(auto=False)
    async with app.run_test(size=(120, 40)) as pilot:
        yield Screen(app, pilot)


def you(view: SeatView, typed: str) -> tuple[Event, str]:
    """What sending the move ``typed`` gives: its event, and the prompt that names it."""
    move = next(m for m in view.moves if m.typed == typed)
    return sent(view, typed), f"you: {move.words}"


def test_the_views_hold_what_the_tests_need() -> None:
    assert [m.typed for m in CHOICE.moves] == ["2-1 2", "3-2 2", "7-2 mine", "7-2 m", "7-2 2"]
    assert [m.kind for m in END.moves] == ["end_build"]
    assert [m.kind for m in DRAW.moves] == ["draw"]
    assert not BOBS_TURN.your_turn and BOBS_TURN.awaiting_names == ("bob",)


async def test_a_tile_and_its_train_send_that_play() -> None:
    async with screen() as s:
        assert await s.turn(CHOICE, "7 2", "m") == you(CHOICE, "7-2 m")  # in full, then m
        assert await s.turn(CHOICE, "72", "0", "enter") == you(CHOICE, "7-2 mine")  # number
        assert await s.turn(CHOICE, "2 7", "2", "enter") == you(CHOICE, "7-2 2")
        assert await s.turn(CHOICE, "2 1", "enter") == you(CHOICE, "2-1 2")  # its one train
        assert await s.turn(CHOICE, "3", "enter") == you(CHOICE, "3-2 2")  # a prefix, Enter
        # a number that is not one of 7-2's trains is pips: Enter takes the tile they name
        assert await s.turn(CHOICE, "7 2", "3", "enter") == you(CHOICE, "3-2 2")


async def test_a_tile_waits_for_its_train_and_the_prompt_says_which() -> None:
    trains = "0 Enter: your train  m: the Mexican train  2 Enter: cy's train   (Esc: cancel)"
    async with screen() as s:
        assert await s.turn(CHOICE, "7 2") == (None, "7-2 goes on  " + trains)
        assert await s.turn(CHOICE, "2 1") == (None, "2-1 on cy's train: Enter  (Esc: cancel)")
        assert await s.turn(CHOICE, "72", "enter") == (
            None, "choose its train: 7-2 goes on  " + trains)  # fmt: skip
        assert await s.turn(CHOICE, "7 2", "2") == (
            None, "Enter: 7-2 on cy's train; or type on for another tile  (Esc: clear)")  # fmt: skip
        assert await s.turn(CHOICE, "7 2", "0") == (
            None, "Enter: 7-2 on your train  (Esc: clear)")  # fmt: skip
        result, prompt = await s.turn(CHOICE, "7 2", "00", "enter")  # the 0-0's pips, no train
        assert result is None and prompt.startswith("no tile in your hand matches '00'")
        assert await s.turn(CHOICE, "7 2", "escape") == (None, "your turn: type a tile's pips"
                                                         " or Tab, then Enter")  # fmt: skip


async def test_a_click_plays_a_one_train_tile_at_once_and_asks_a_train_otherwise() -> None:
    async with screen() as s:
        assert s.click(CHOICE, (3, 2)) == you(CHOICE, "3-2 2")
        result, prompt = s.click(CHOICE, (7, 2))
        assert result is None and prompt.startswith("7-2 goes on  0 Enter")
        result, prompt = s.click(CHOICE, (7, 2), (7, 2))  # the same tile again: its train
        assert result is None and prompt.startswith("choose its train: 7-2 goes on")
        assert s.click(CHOICE, (7, 2), -1) == you(CHOICE, "7-2 m")  # then the Mexican
        assert s.click(CHOICE, (7, 2), 3) == (
            None, "7-2 cannot go on dee's train; it goes on your train or the Mexican train or"
            " cy's train")  # fmt: skip
        assert s.click(CHOICE, (6, 3)) == (
            None, "6-3 fits none of the trains open to you (they end in 2, 7)")  # fmt: skip


async def test_what_cannot_be_played_is_refused_with_why() -> None:
    async with screen() as s:
        fits = "fits none of the trains open to you (they end in 2, 7)"
        assert await s.turn(CHOICE, "6 3") == (None, f"6-3 {fits}")
        assert await s.turn(CHOICE, "9", "enter") == (None, f"9-5 {fits}")  # the cursor's
        assert await s.turn(CHOICE, "11", "enter") == (
            None, "no tile in your hand matches '11': nothing played (Backspace or Esc)")  # fmt: skip
        assert await s.turn(CHOICE, "m") == (
            None, "choose a tile first (type its pips, or Tab and Enter)")  # fmt: skip
        assert await s.turn(CHOICE, "2 1", "m") == (
            None, "2-1 cannot go on the Mexican train; it goes on cy's train")  # fmt: skip
        assert await s.turn(CHOICE, "7 2", "3") == (
            None, "typed '3': 6-3 3-2  (Enter: 3-2, Esc: clear)")  # fmt: skip


async def test_backspace_takes_back_the_last_pip_then_the_turn_prompt_returns() -> None:
    async with screen() as s:
        assert await s.turn(CHOICE, "10", "backspace") == (
            None, "typed '1': 2-1 10-8 10-6  (Enter: 2-1, Esc: clear)")  # fmt: skip
        assert await s.turn(CHOICE, "1", "backspace") == (
            None, "your turn: type a tile's pips or Tab, then Enter")  # fmt: skip
        assert await s.turn(CHOICE, "backspace", "7 2", "m") == you(CHOICE, "7-2 m")


async def test_the_move_keys_send_their_move_or_say_why_not() -> None:
    can = "you can: play 2-1 on cy's train, play 3-2 on cy's train, play 7-2 on your train,"
    async with screen() as s:
        assert await s.turn(DRAW, " ") == you(DRAW, "draw")  # space: the only move
        assert await s.turn(DRAW, "d") == you(DRAW, "draw")
        assert await s.turn(END, "e") == you(END, "end")
        result, prompt = await s.turn(CHOICE, " ")
        assert result is None and prompt.startswith("more than one move is possible; " + can)
        result, prompt = await s.turn(CHOICE, "d")
        assert result is None and prompt.startswith("you can play, so you may not draw; " + can)
        result, prompt = await s.turn(DRAW, "p")
        assert result is None
        assert prompt == "draw first: you may pass only after drawing; you can: draw a tile"
        result, prompt = await s.turn(CHOICE, "e")  # e is 'end' when no engine is asked for
        assert result is None
        assert prompt.startswith("'end' only finishes the train built on your first turn; " + can)


async def test_a_refusal_is_red_and_typing_cyan() -> None:
    """A refusal stands out from the prompt it replaces (and rings the bell)."""
    async with screen() as s:
        prompt = s.app.query_one("#prompt", Static)
        await s.turn(CHOICE)
        assert styled(prompt) == ("your turn: type a tile's pips or Tab, then Enter", "")
        await s.turn(CHOICE, "6 3")
        assert styled(prompt) == ("6-3 fits none of the trains open to you (they end in 2, 7)",
                                  "bold red")  # fmt: skip
        await s.turn(CHOICE, "1")
        assert styled(prompt) == ("typed '1': 2-1 10-8 10-6  (Enter: 2-1, Esc: clear)",
                                  "bold cyan")  # fmt: skip
        await s.turn(CHOICE, "7 2", "0")
        assert styled(prompt) == ("Enter: 7-2 on your train  (Esc: clear)", "bold cyan")


def styled(widget: Static) -> tuple[str, str]:
    """A prompt's words and style."""
    text = widget.content
    assert isinstance(text, Text)
    return text.plain, str(text.style)


def test_no_color_means_no_colour_at_all(monkeypatch: pytest.MonkeyPatch) -> None:
    """NO_COLOR: Textual's own answer turns every colour into a grey; the game drops colour
    altogether instead (and keeps colour without it)."""
    monkeypatch.setenv("NO_COLOR", "1")
    filters = [type(f) for f in TableApp()._filters]
    assert NoColor in filters and Monochrome not in filters
    monkeypatch.delenv("NO_COLOR")
    filters = [type(f) for f in TableApp()._filters]
    assert NoColor not in filters and Monochrome not in filters


async def test_the_turn_prompt_names_the_turns_other_move_and_the_latest_note() -> None:
    """What the screen says on the person's turn before the question comes."""
    async with screen() as s:
        s.app.show(DRAW)
        assert s.app._prompt_text == "nothing fits: d to draw"
        s.app.show(END)
        assert s.app._prompt_text == ("your turn: type a tile's pips or Tab, then Enter"
                                      f" · e: end your first train here  ({END.notes[-1]})")  # fmt: skip
        s.app.show(CHOICE)
        assert s.app._prompt_text == "your turn: type a tile's pips or Tab, then Enter"


async def test_keys_typed_before_the_question_wait_for_it_and_go_with_the_turn() -> None:
    """The screen says it is the person's turn, the table has not asked yet (it is still
    answering their last move): the keys are kept, in order, for the question; once the
    turn is another seat's, they are dropped with a word."""
    async with screen() as s:
        app, pilot = s.app, s.pilot
        app.show(CHOICE)
        await press_at_once(pilot, *keys("7 2", "2", "enter"))
        assert app.asking is None
        future = app.ask(CHOICE)
        await pilot.pause()
        assert future.result() == sent(CHOICE, "7-2 2")
        app.show(CHOICE)
        await press_at_once(pilot, *keys("7 2", "m"))
        app.show(BOBS_TURN)
        assert app._prompt_text == "not your turn any more: waiting for bob"
        future = app.ask(CHOICE)
        await pilot.pause()
        assert not future.done()  # the dropped keys are not replayed
        app.cancel_ask()
        app.show(CHOICE)  # a tile and the Mexican's key, ahead
        await press_at_once(pilot, *keys("7 2", "m"))
        future = app.ask(CHOICE)
        await pilot.pause()
        assert future.result() == sent(CHOICE, "7-2 m")
        app.show(CHOICE)  # pips taken back ahead: 10, Backspace, 2 is the 1-2
        await press_at_once(pilot, *keys("10", "backspace", "2", "enter"))
        future = app.ask(CHOICE)
        await pilot.pause()
        assert future.result() == sent(CHOICE, "2-1 2")
        app.show(CHOICE)  # a click ahead: the same tile in the new question's view
        app.enter_on(tile(CHOICE, (3, 2)))
        future = app.ask(CHOICE)
        assert future.result() == sent(CHOICE, "3-2 2")
        app.cancel_ask()
        app.show(BOBS_TURN)
        await press_at_once(pilot, "d")
        assert app._prompt_text == "not your turn: waiting for bob"
        app.show(seat0_view(43, seat=None))
        await press_at_once(pilot, "d", "7", "enter")
        assert app._prompt_text.startswith("watching")


async def test_the_hand_narrows_to_the_typed_pips_with_the_cursor_on_the_best() -> None:
    async with screen() as s:
        await s.turn(CHOICE, "2")
        hand = s.app.query_one(HandBar)
        assert {h.tile for h in CHOICE.hand if h.pos in hand.matches} == {(2, 1), (3, 2), (7, 2)}
        assert hand.tile_at(hand.cursor) == tile(CHOICE, (2, 1))
        await s.pilot.press("space", "3")
        assert hand.tile_at(hand.cursor) == tile(CHOICE, (3, 2))
        assert s.app.picked == tile(CHOICE, (3, 2)) and not hand.matches
