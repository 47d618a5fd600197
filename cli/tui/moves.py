"""The game's keys and clicks turned into one of the view's legal moves.

Tiles are chosen by their pips as typed (:mod:`.pick`), by Tab and Enter over the playable ones,
or by a click; a tile that fits several trains then takes the train's number and Enter, m, or a
click. What a key means depends only on the keys before it, never on when it came: a busy
machine that hands keys over late or all at once gets the same play. Every refusal says why in
the player's words (:mod:`..words`); no rule is decided here.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

from rich.text import Text
from textual import on
from textual.app import App
from textual.filter import Monochrome, NoColor
from textual.widgets import Static

from ...protocol.rules import Event
from ...protocol.table import HandTile, MoveView, SeatView, event_of, pair_text
from ..words import Refusal, can_do, parse_typed, why_not_tile
from .pick import match
from .widgets import Board, HandBar


class MoveKeys(App[int]):
    """The part of the game screen that asks for a move and sends the one chosen."""

    def __init__(self) -> None:
        super().__init__()
        if self.no_color:  # NO_COLOR: no colour at all, not Textual's greys for every colour
            self._filters = [f for f in self._filters if not isinstance(f, Monochrome)]
            self._filters.append(NoColor())
        self.view: SeatView | None = None
        self.asking: asyncio.Future[Event | None] | None = None
        self.picked: HandTile | None = None
        """The tile chosen, waiting for its train (or, typed in full, for Enter)."""
        self.typed = ""
        """Pips typed so far to choose a tile (see :mod:`.pick`), or, while a tile is
        chosen, perhaps the number of its train."""
        self._auto_timer: Any = None
        self._prompt_text = ""
        self._held: list[Callable[[], None]] = []
        """Keys typed while the table answers the person's own move (:meth:`_hold`)."""

    def _hold(self, key: Callable[[], None]) -> bool:
        """Keep ``key`` for the next question if the table is still answering the person's
        own move (the screen says it is their turn, but the next question has not come: on a
        busy machine, the keys of the next tile of a first-turn train come first). Replayed
        in order by :meth:`replay_held`; dropped, with a word, once the turn is over."""
        view = self.view
        if self.asking is None and view is not None and view.seat is not None and view.your_turn:
            self._held.append(key)
            return True
        return False

    def replay_held(self) -> None:
        """A new question: the keys typed ahead of it, in order (a play holds the rest again)."""
        held, self._held = self._held, []
        for key in held:
            key()

    def drop_held(self, view: SeatView) -> None:
        """The turn went to another seat: keys typed ahead are not moves any more."""
        if self._held and not view.your_turn:
            self._held.clear()
            self._refuse(f"not your turn any more: waiting for {', '.join(view.awaiting_names)}")

    def _prompt(self, text: str, style: str = "") -> None:
        self._prompt_text = text
        self.query_one("#prompt", Static).update(Text(text, style=style))

    def _turn_prompt(self, view: SeatView) -> str:
        base = "your turn: type a tile's pips or Tab, then Enter"
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

    def wire_hand(self) -> None:
        """Enter on the hand calls :meth:`enter_on` at once, not by a message: a key handed
        over with the Enter (a busy machine delivers them together) finds the tile chosen."""
        self.query_one(HandBar).on_enter = self.enter_on

    def enter_on(self, tile: HandTile | None) -> None:
        """Enter (``tile`` None: on the cursor's tile) or a click on ``tile``: the chosen tile
        goes on the train typed (or on its only train); else the tile under the cursor, the
        best match of typed pips, is chosen."""
        if self._hold(lambda: self.enter_on(self._same_tile(tile))):
            return
        by_key = tile is None
        if tile is None:
            hand = self.query_one(HandBar)
            tile = hand.tile_at(hand.cursor)
        view = self._my_turn()
        if view is None:
            self._clear_typed()
            return
        if by_key and self.typed.strip() and self._typed_train() is None:
            got = match(view, self.typed)
            if not got.matches:
                self._refuse(got.words() + ": nothing played (Backspace or Esc)")
                return
        picked = self.picked
        if picked is not None:
            train = self._typed_train()
            if train is not None:
                self._clear_typed()
                self._play(picked, train)
                return
            if not self.typed.strip() and (tile is None or tile.pos == picked.pos):
                if len(picked.trains) == 1:
                    self._play(picked, picked.trains[0])
                else:
                    self._refuse(self._picked_prompt(view, picked, "choose its train: "))
                return
        if tile is not None:
            self._choose(tile, typed=False)

    def _same_tile(self, tile: HandTile | None) -> HandTile | None:
        """``tile`` in the view shown now (None: the cursor's, whenever that is)."""
        if tile is None or self.view is None:
            return None
        return next((h for h in self.view.hand if h.pos == tile.pos), None)

    def _choose(self, tile: HandTile, *, typed: bool) -> None:
        """Choose ``tile``: Enter or a click plays a tile that fits one train at once; one
        ``typed`` in full waits for Enter (the prompt says "then Enter"), and one that fits
        several trains waits for its train."""
        self._clear_typed()
        view = self._my_turn()
        if view is None:
            return
        if not tile.playable:
            self._refuse(why_not_tile(view, tile))
            return
        hand = self.query_one(HandBar)
        n = hand.index_of(tile.pos)
        hand.cursor = n if n is not None else hand.cursor
        if len(tile.trains) == 1 and not typed:
            self._play(tile, tile.trains[0])
            return
        self.picked = tile
        hand.picked = tile.pos
        self._prompt(self._picked_prompt(view, tile))

    def _picked_prompt(self, view: SeatView, tile: HandTile, lead: str = "") -> str:
        if len(tile.trains) == 1:
            name = view.train(tile.trains[0]).name
            return f"{lead}{pair_text(tile.tile)} on {name}: Enter  (Esc: cancel)"
        names = []
        for key in tile.trains:
            label = "m" if key < 0 else f"{key} Enter"
            names.append(f"{label}: {view.train(key).name}")
        return f"{lead}{pair_text(tile.tile)} goes on  " + "  ".join(names) + "   (Esc: cancel)"

    def _typed_train(self) -> int | None:
        """The train whose number is typed while a tile is chosen, if it is one of its trains."""
        text = self.typed
        if self.picked is None or not text.isdigit() or str(int(text)) != text:
            return None  # "0 " or "00" are pips (the 0-0), not seat 0's train
        return int(text) if int(text) in self.picked.trains else None

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
        """The train's key (m) or a click on a train: the chosen tile goes there."""
        if self._hold(lambda: self.action_train(key)):
            return
        view = self._my_turn()
        if view is None:
            return
        if self.picked is None:
            self._refuse("choose a tile first (type its pips, or Tab and Enter)")
            return
        if key not in self.picked.trains:
            self._refuse(
                f"{pair_text(self.picked.tile)} cannot go on {view.train(key).name}; "
                + "it goes on "
                + " or ".join(view.train(k).name for k in self.picked.trains)
            )
            return
        self._clear_typed()
        self._play(self.picked, key)

    def action_digit(self, n: int) -> None:
        if not self._hold(lambda: self.action_digit(n)):
            self._type(self.typed + str(n))

    def action_space(self) -> None:
        """A space between typed pips (``12 5``); with nothing typed, the only move."""
        if self._hold(self.action_space):
            return
        if self.typed:
            self._type(self.typed + " ")
        elif self.picked is None:
            self.action_only_move()

    def action_backspace(self) -> None:
        if self._hold(self.action_backspace):
            return
        if self.typed:
            self._type(self.typed.rstrip()[:-1].rstrip())

    def _type(self, typed: str) -> None:
        """Narrow the hand to the tiles the typed pips could name, the cursor on the best; a
        tile typed in full that no other tile of the hand could be is chosen. While a tile is
        chosen, a typed number of one of its trains waits for Enter to put it there."""
        view = self.view
        hand = self.query_one(HandBar)
        if view is None or view.seat is None:
            return
        got = match(view, typed)
        self.typed = got.typed
        train = self._typed_train()
        if got.typed.strip() and got.typed.endswith(" ") and not got.matches and self.picked:
            self.typed = got.typed.rstrip()  # a space after a whole tile: nothing to add
            return
        if not got.typed.strip():
            self._clear_typed()
            self._prompt(self._again_prompt(view))
            return
        if got.chosen is not None and train is None:
            self._choose(got.chosen, typed=True)
            return
        if not got.matches and train is None:  # kept: the Enter after it must not play
            hand.matches = ()  # the tile under the cursor, which nobody typed
            self._refuse(got.words() + " (Backspace or Esc)")
            return
        hand.matches = tuple(h.pos for h in got.matches)
        if got.best is not None:
            n = hand.index_of(got.best.pos)
            hand.cursor = n if n is not None else hand.cursor
        if train is not None and self.picked is not None:
            more = "; or type on for another tile" if got.matches else ""
            name = view.train(train).name
            self._prompt(f"Enter: {pair_text(self.picked.tile)} on {name}{more}  (Esc: clear)",
                         "bold cyan")  # fmt: skip
            return
        self._prompt(got.words(), "bold cyan")

    def _again_prompt(self, view: SeatView) -> str:
        """The prompt once typing is cleared: the chosen tile's, or the turn's."""
        if self.picked is not None and self.asking is not None:
            return self._picked_prompt(view, self.picked)
        return self._turn_prompt(view) if view.your_turn else self._prompt_text

    def _clear_typed(self) -> None:
        self.typed = ""
        self.query_one(HandBar).matches = ()

    def action_kind(self, kind: str) -> None:
        if self._hold(lambda: self.action_kind(kind)):
            return
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
        if self._hold(self.action_engine_or_end):
            return
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
