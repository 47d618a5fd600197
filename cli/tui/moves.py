"""The game's keys and clicks turned into one of the view's legal moves.

Tiles are chosen by their pips as typed (:mod:`.pick`), by Tab and Enter over the playable ones,
or by a click; a tile that fits several trains then takes the train's key or a click. Every
refusal says why in the player's words (:mod:`..words`); no rule is decided here.
"""

from __future__ import annotations

import asyncio
import time
from typing import Any

from rich.text import Text
from textual import on
from textual.app import App
from textual.widgets import Static

from ...protocol.rules import Event
from ...protocol.table import HandTile, MoveView, SeatView, event_of, pair_text
from ..words import Refusal, can_do, parse_typed, why_not_tile
from .pick import forms, match, normal
from .widgets import Board, HandBar

REST_WINDOW = 0.5
"""Seconds after a tile is chosen by the first of its pips during which the keys that finish
its pips are taken as that (typing speed); a key after that starts the next tile."""


class MoveKeys(App[int]):
    """The part of the game screen that asks for a move and sends the one chosen."""

    def __init__(self) -> None:
        super().__init__()
        self.view: SeatView | None = None
        self.asking: asyncio.Future[Event | None] | None = None
        self.picked: HandTile | None = None
        self.typed = ""
        """Pips typed so far to choose a tile (see :mod:`.pick`)."""
        self._auto_timer: Any = None
        self._prompt_text = ""
        self._rest: tuple[str, ...] = ()
        """The rest of the pips of a tile chosen before they were all typed (``12 1`` names
        the 12-11 in a hand with no other 12-1x): the keys that finish them are swallowed, not
        taken as the start of the next tile."""
        self._rest_until = 0.0

    def _prompt(self, text: str, style: str = "") -> None:
        self._prompt_text = text
        self.query_one("#prompt", Static).update(Text(text, style=style))

    def _turn_prompt(self, view: SeatView) -> str:
        base = "your turn: type a tile's pips, or Tab and Enter"
        extra = [m.words for m in view.moves if m.kind != "play"]
        if any(m.kind == "draw" for m in view.moves):
            base = "nothing fits: d to draw"
        elif extra:
            base += " · " + ", ".join(f"{m.typed[0]}: {m.words}" for m in view.moves[-1:])
        note = f"  ({view.notes[-1]})" if view.notes else ""
        return base + note

    # -- moves ---------------------------------------------------------------------------

    def _submit(self, move: MoveView) -> None:
        view = self.view
        if self.asking is None or view is None or view.seat is None or move not in view.moves:
            return
        self._stop_auto()
        future, self.asking = self.asking, None
        self.picked = None
        self.query_one(HandBar).picked = None
        self._prompt(f"you: {move.words}")
        if not future.done():
            future.set_result(event_of(move, view.seat))

    def _stop_auto(self) -> None:
        if self._auto_timer is not None:
            self._auto_timer.stop()
            self._auto_timer = None

    def _refuse(self, text: str) -> None:
        self._prompt(text, "bold red")
        self.bell()

    def _my_turn(self) -> SeatView | None:
        if self.asking is None or self.view is None:
            if self.view is not None and self.view.seat is not None:
                self._refuse(f"not your turn: waiting for {', '.join(self.view.awaiting_names)}")
            return None
        return self.view

    @on(HandBar.Chosen)
    def _tile_chosen(self, message: HandBar.Chosen) -> None:
        self._clear_typed()
        view = self._my_turn()
        if view is None:
            return
        tile = message.tile
        if not tile.playable:
            self._refuse(why_not_tile(view, tile))
            return
        if len(tile.trains) == 1:
            self._play(tile, tile.trains[0])
            return
        self.picked = tile
        self.query_one(HandBar).picked = tile.pos
        names = []
        for key in tile.trains:
            label = "m" if key < 0 else str(key)
            names.append(f"{label}: {view.train(key).name}")
        self._prompt(f"{pair_text(tile.tile)} goes on  " + "  ".join(names) + "   (Esc: cancel)")

    def _play(self, tile: HandTile, key: int) -> None:
        assert self.view is not None
        for move in self.view.moves:
            if move.kind == "play" and move.pos == tile.pos and move.train == key:
                self._submit(move)
                return
        self._refuse(f"{pair_text(tile.tile)} cannot go on {self.view.train(key).name}")

    @on(Board.TrainClicked)
    def _train_clicked(self, message: Board.TrainClicked) -> None:
        self.action_train(message.key)

    def action_train(self, key: int) -> None:
        view = self._my_turn()
        if view is None:
            return
        if self.picked is None:
            self._refuse("choose a tile first (←/→ and Enter, or its number)")
            return
        if key not in self.picked.trains:
            self._refuse(
                f"{pair_text(self.picked.tile)} cannot go on {view.train(key).name}; "
                + "it goes on "
                + " or ".join(view.train(k).name for k in self.picked.trains)
            )
            return
        self._play(self.picked, key)

    def _finishes_pips(self, key: str) -> bool:
        """Whether ``key`` goes on typing the pips of the tile already chosen by them."""
        rest, self._rest = self._rest, ()
        if not rest or time.monotonic() > self._rest_until:
            return False
        self._rest = tuple(r[1:] for r in rest if r.startswith(key) and len(r) > 1)
        if not any(r.startswith(key) for r in rest):
            return False
        if not self._rest:  # typed in full: the Enter that may follow is swallowed too
            self.query_one(HandBar).pick_time_again()
        return True

    def action_digit(self, n: int) -> None:
        if self._finishes_pips(str(n)):
            return
        if self.picked is not None:
            if n < len(self.view.trains if self.view else ()):
                self.action_train(n)
            return
        self._type(self.typed + str(n))

    def action_space(self) -> None:
        """A space between typed pips (``12 5``); with nothing typed, the only move."""
        if self._finishes_pips(" "):
            return
        if self.typed:
            self._type(self.typed + " ")
        else:
            self.action_only_move()

    def action_backspace(self) -> None:
        if self.typed:
            self._type(self.typed.rstrip()[:-1].rstrip())

    def _type(self, typed: str) -> None:
        """Narrow the hand to the tiles the typed pips could name; choose the only one."""
        view = self.view
        hand = self.query_one(HandBar)
        if view is None or view.seat is None:
            return
        hand.forget_typed()
        self.typed = typed
        if not typed.strip():
            self._clear_typed()
            if view.your_turn:
                self._prompt(self._turn_prompt(view))
            return
        got = match(view, typed)
        self.typed = got.typed
        if got.chosen is not None:
            self._clear_typed()
            said = normal(typed)
            self._rest = tuple(f[len(said) :] for f in forms(got.chosen.tile) if f.startswith(said))
            self._rest = tuple(r for r in self._rest if r)
            self._rest_until = time.monotonic() + REST_WINDOW
            n = hand.index_of(got.chosen.pos)
            if n is not None:
                hand.pick_number(n, typed=True)
            return
        if not got.matches:
            self._clear_typed()
            self._refuse(got.words())
            return
        hand.matches = tuple(h.pos for h in got.matches)
        if got.best is not None:
            n = hand.index_of(got.best.pos)
            hand.cursor = n if n is not None else hand.cursor
        self._prompt(got.words(), "bold cyan")

    def _clear_typed(self) -> None:
        self.typed = ""
        self.query_one(HandBar).matches = ()

    def action_kind(self, kind: str) -> None:
        self.query_one(HandBar).forget_typed()
        view = self._my_turn()
        if view is None:
            return
        for move in view.moves:
            if move.kind == kind:
                self._submit(move)
                return
        word = {"end_build": "end", "no_engine": "no", "place_engine": "engine"}.get(kind, kind)
        try:
            parse_typed(word, view)
        except Refusal as exc:
            self._refuse(str(exc))

    def action_engine_or_end(self) -> None:
        view = self._my_turn()
        if view is None:
            return
        for kind in ("end_build", "place_engine", "no_engine"):
            for move in view.moves:
                if move.kind == kind:
                    self._submit(move)
                    return
        self.action_kind("end_build")

    def action_only_move(self) -> None:
        view = self._my_turn()
        if view is None:
            return
        if len(view.moves) == 1:
            self._submit(view.moves[0])
        else:
            self._refuse(f"more than one move is possible; {can_do(view)}")
