"""The game screen's widgets: each draws one part of a SeatView and redraws when it changes."""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from typing import Any, ClassVar

from rich.text import Text
from textual.binding import Binding, BindingType
from textual.events import Click, Resize
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget
from textual.widgets import RichLog

from ...protocol.table import HandTile, SeatView
from .board import board_lines
from .drawing import hand_lines, status_text


class StatusLine(Widget):
    """Round, engine, boneyard, whose turn, who is awaited (with the host's countdown)."""

    view: reactive[SeatView | None] = reactive(None, layout=True)
    countdown: reactive[str] = reactive("", layout=True)
    """A pause's countdown: the line wraps for it rather than cut it."""
    lobby: reactive[str] = reactive("", layout=True)

    def render(self) -> Text:
        if self.view is None:
            return Text(self.lobby or " waiting for the table…", style="bold")
        return status_text(self.view, self.countdown)

    def watch_countdown(self, countdown: str) -> None:
        """One row (a narrow terminal cuts its end: round, boneyard), but as many as a pause's
        countdown needs: it is never cut."""
        self.styles.height = "auto" if countdown else 1


class Drawings:
    """One view's drawings, by what else they depend on (width, tile form, cursor...). A
    new view comes with each entry, and fitting the screen draws the board and the hand in
    several forms, each more than once (to measure, then to render): without this, drawing
    was most of the app's CPU in a match."""

    def __init__(self) -> None:
        self._view: object = None
        self._drawn: dict[tuple[object, ...], list[Text]] = {}

    def get(
        self, view: object, key: tuple[object, ...], draw: Callable[[], list[Text]]
    ) -> list[Text]:
        if view is not self._view:
            self._view = view
            self._drawn.clear()
        got = self._drawn.get(key)
        if got is None:
            got = self._drawn[key] = draw()
        return got


class Board(Widget):
    """Every train as a lane of drawn tiles branching from the engine (tall tiles when the
    terminal has the rows, flat ones otherwise); it sits in a scrolling box, so a board taller
    than the screen can be scrolled to its last train."""

    view: reactive[SeatView | None] = reactive(None, layout=True)
    lobby: reactive[str] = reactive("", layout=True)
    tall: reactive[bool] = reactive(True, layout=True)
    pips: reactive[bool] = reactive(False, layout=True)

    class TrainClicked(Message):
        def __init__(self, key: int) -> None:
            self.key = key
            super().__init__()

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._drawings = Drawings()

    def lines(self, width: int) -> list[Text]:
        if self.view is None:
            return [Text(line) for line in (self.lobby or "the table is being set up…").split("\n")]
        return self.lines_at(width, self.tall, self.pips)

    def lines_at(self, width: int, tall: bool, pips: bool) -> list[Text]:
        """The board drawn at ``width`` in the given form (the view's, drawn once)."""
        view = self.view
        assert view is not None
        return self._drawings.get(
            view, (width, tall, pips), lambda: board_lines(view, width, tall=tall, pips=pips)
        )

    def render(self) -> Text:
        return Text("\n").join(self.lines(self.size.width))

    def get_content_height(self, container: object, viewport: object, width: int) -> int:
        return max(1, len(self.lines(width)))

    def on_click(self, event: Click) -> None:
        key = event.style.meta.get("train")
        if isinstance(key, int):
            self.post_message(self.TrainClicked(key))


SORTS = ("suit", "pips", "dealt")


class HandBar(Widget, can_focus=True):
    """Your tiles, drawn; type a tile's pips to choose it, Tab and ←/→ walk the playable ones
    (every tile when none is playable), Enter plays, o changes the order."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left,shift+tab", "move(-1)", "tile", show=False),
        Binding("right,tab", "move(1)", "next playable", show=False),
        Binding("enter", "choose", "play"),
        Binding("o", "sort", "sort", show=False),
    ]

    view: reactive[SeatView | None] = reactive(None, layout=True)
    cursor: reactive[int] = reactive(0)
    sort: reactive[str] = reactive("suit")
    picked: reactive[int | None] = reactive(None)
    tall: reactive[bool] = reactive(False, layout=True)
    pips: reactive[bool] = reactive(False, layout=True)
    matches: reactive[tuple[int, ...]] = reactive(())
    """Deck positions of the tiles matching the typed pips."""

    on_enter: Callable[[HandTile | None], None] | None = None
    """Called on Enter (with None: the cursor's tile) or with the tile clicked: at once, so a
    key that came with the Enter finds its effect (a message would reach the app after it)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._drawings = Drawings()

    def order(self) -> list[int]:
        if self.view is None:
            return []
        idx = list(range(len(self.view.hand)))
        hand = self.view.hand
        if self.sort == "pips":
            idx.sort(key=lambda i: -(hand[i].tile[0] + hand[i].tile[1]))
        elif self.sort == "suit":
            idx.sort(key=lambda i: (-max(hand[i].tile), -min(hand[i].tile)))
        return idx

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """No hand before the first deal: its keys are not offered."""
        return self.view is not None

    def tile_at(self, n: int) -> HandTile | None:
        order = self.order()
        if self.view is None or not 0 <= n < len(order):
            return None
        return self.view.hand[order[n]]

    def index_of(self, pos: int) -> int | None:
        """The display index of the tile at deck position ``pos``."""
        if self.view is None:
            return None
        return next((n for n, i in enumerate(self.order()) if self.view.hand[i].pos == pos), None)

    def lines(self, width: int) -> list[Text]:
        return self.lines_at(width, self.tall, self.pips)

    def lines_at(self, width: int, tall: bool, pips: bool = False) -> list[Text]:
        view = self.view
        if view is None:
            return [Text("")]
        cursor = self.cursor if self.has_focus else None
        key = (width, tall, pips, cursor, self.picked, self.matches, self.sort)
        return self._drawings.get(view, key, lambda: hand_lines(
            view, cursor, self.order(), self.picked, width=width, tall=tall,
            pips=pips, matches=self.matches, order_name=self.sort,
        ))  # fmt: skip

    def render(self) -> Text:
        return Text("\n").join(self.lines(self.size.width))

    def get_content_height(self, container: object, viewport: object, width: int) -> int:
        return len(self.lines(width))

    def watch_view(self, view: SeatView | None) -> None:
        if view is not None and view.hand:
            self.cursor = min(self.cursor, len(view.hand) - 1)
            if view.your_turn and not view.hand[self.order()[self.cursor]].playable:
                playable = [n for n, i in enumerate(self.order()) if view.hand[i].playable]
                if playable:
                    self.cursor = playable[0]

    def action_move(self, step: int) -> None:
        """The next (or previous) playable tile on your turn; any tile otherwise."""
        if not self.view or not self.view.hand:
            return
        order = self.order()
        stops = [n for n, i in enumerate(order) if self.view.hand[i].playable]
        if not self.view.your_turn or not stops:
            stops = list(range(len(order)))
        after = [n for n in stops if (n - self.cursor) * step > 0]
        if after:
            self.cursor = after[0] if step > 0 else after[-1]
        else:
            self.cursor = stops[0] if step > 0 else stops[-1]

    def action_choose(self) -> None:
        if self.on_enter is not None:
            self.on_enter(None)  # the cursor's tile when the app takes the key

    def action_sort(self) -> None:
        self.sort = SORTS[(SORTS.index(self.sort) + 1) % len(SORTS)]
        self.app.notify(f"hand sorted by {self.sort}", timeout=1.5)

    def pick_number(self, n: int) -> None:
        """Choose the ``n``-th tile (a click)."""
        tile = self.tile_at(n)
        if tile is not None:
            self.cursor = n
            if self.on_enter is not None:
                self.on_enter(tile)

    def on_click(self, event: Click) -> None:
        n = event.style.meta.get("tile")
        if isinstance(n, int):
            self.pick_number(n)


class MoveLog(RichLog):
    """The log of moves and news. Every line wraps at the log's width, and wraps again when
    that width changes (a resize, the wide layout): a RichLog wraps a line once, when it is
    written, and never narrower than its ``min_width``, so a line written at one width was cut
    at a narrower one."""

    KEEP = 2000
    """Lines kept (the oldest go first)."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id, wrap=True, markup=False, min_width=1, max_lines=self.KEEP * 4)
        self.texts: deque[Text] = deque(maxlen=self.KEEP)
        """Every line as written, to wrap again at a new width."""
        self._wrapped_at = 0
        self._run: int | None = None
        self._last_rows = 0
        """Rows the last line took (to replace it when its run goes on)."""

    def add(self, text: Text, run: int | None = None) -> None:
        """Write a line; one of the same ``run`` as the last replaces it."""
        again = run is not None and run == self._run and bool(self.texts)
        self._run = run
        if again:
            self.texts[-1] = text
            if self._deferred_renders or not self._last_rows:
                self._wrapped_at = -1
                self._rewrap()
                return
            del self.lines[-self._last_rows :]
            self._line_cache.clear()
        else:
            self.texts.append(text)
        self._wrapped_at = self.scrollable_content_region.width
        before = len(self.lines)
        self.write(text)
        self._last_rows = len(self.lines) - before

    def on_resize(self, event: Resize) -> None:
        self.call_after_refresh(self._rewrap)

    def _rewrap(self) -> None:
        width = self.scrollable_content_region.width
        if not width or width == self._wrapped_at or not self.texts:
            return
        self._wrapped_at = width
        self._last_rows = 0
        at_end = self.scroll_offset.y >= self.max_scroll_y
        self.clear()
        for text in self.texts:
            self.write(text, scroll_end=False)
        if at_end:
            self.scroll_end(animate=False, immediate=False, x_axis=False)
