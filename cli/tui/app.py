"""The full-screen game: a thin Textual face over the seat's view of the table.

The app shows :class:`~mextrain.protocol.table.view.SeatView` snapshots handed to it (by
:mod:`.bridge`, at a readable pace) and turns keys and clicks into one of the view's legal moves.
It decides no rule: a tile's trains, the refusals and the typed moves all come from the view.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Coroutine, Sequence
from typing import Any, ClassVar

from rich.text import Text
from textual import on
from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.widgets import Footer, Input, Static

from ...protocol.rules import Event
from ...protocol.table import HandTile, MoveView, RoundEndView, SeatView, event_of, pair_text
from ..words import Refusal, can_do, parse_typed, why_not_tile
from .drawing import score_table
from .screens import MatchEndScreen, QuitScreen, RoundEndScreen, RulesScreen, ScoreScreen
from .widgets import Board, HandBar, MoveLog, StatusLine

AUTO_KINDS = ("no_engine", "draw", "pass", "end_build", "place_engine")
"""Moves made by themselves when they are the only choice (after a visible beat)."""

KEYS = (
    "←/→ choose a tile, Enter play it (or click it), 1-9 pick a tile by number; then the\n"
    "train: its seat number, m for Mexican, or click it.  d draw, p pass, e end the first\n"
    "train, space: the only move, : type a move like '12-5 m', h hint, o sort the hand,\n"
    "c chat with the table, s score sheet, r these rules, a auto-steps on/off, q quit (asks),\n"
    "Ctrl-C stop and save (the same command resumes)."
)

WIDE = 120
"""Terminal width from which the log moves beside the board."""


class TableApp(App[int]):
    """One person's (or a spectator's) screen at the table."""

    CSS_PATH = "app.tcss"
    TITLE = "mextrain"
    ENABLE_COMMAND_PALETTE = False
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("d", "kind('draw')", "draw"),
        Binding("p", "kind('pass')", "pass"),
        Binding("e", "engine_or_end", "end/engine", show=False),
        Binding("space", "only_move", "only move", show=False),
        Binding("colon,slash", "type_move", "type", show=False),
        Binding("c", "chat", "chat"),
        Binding("h", "hint", "hint"),
        Binding("s", "scores", "scores"),
        Binding("r", "rules", "rules"),
        Binding("a", "toggle_auto", "auto", show=False),
        Binding("m", "train(-1)", "Mexican", show=False),
        Binding("escape", "cancel", "cancel", show=False),
        Binding("b", "start_bots", "bots start now"),
        Binding("n", "new_code", "new code"),
        Binding("q", "quit_table", "quit"),
        Binding("ctrl+c", "stop", "stop", priority=True, show=False),
        *(Binding(str(n % 10), f"digit({n % 10})", show=False) for n in range(1, 11)),
    ]

    def __init__(
        self,
        *,
        rules_lines: Sequence[str] = (),
        beat: float = 0.6,
        auto: bool = True,
        hint: Callable[[], tuple[Event, str] | None] | None = None,
    ) -> None:
        super().__init__()
        self.view: SeatView | None = None
        self.rules_lines = tuple(rules_lines)
        self.beat = beat
        self.auto = auto
        self.hint_source = hint
        self.asking: asyncio.Future[Event | None] | None = None
        self.picked: HandTile | None = None
        self.on_leave: Callable[[], None] | None = None
        self.start_bots: Callable[[], Sequence[int]] | None = None
        self.new_code: Callable[[], str] | None = None
        """Replaces the join code (set for the host only; its note shows the new code)."""
        self.on_chat: Callable[[str], None] | None = None
        """Sends a chat line to the table (set when the node can chat)."""
        self.chat_heard: Callable[[], bool] = lambda: True
        """Whether someone else can read a chat line now (on ``play``: a spectator watching);
        the chat key is offered only then."""
        self._chatting = False
        self.auto_made: list[str] = []
        """Kinds of the single-choice steps made by themselves, in order."""
        self.spectator = False
        self.stopped = False
        self.left = False
        self._auto_timer: Any = None
        self._prompt_text = ""
        self.farewell: list[str] = []
        """Lines printed on the terminal once the screen is gone (standings, log, verify)."""
        self.node_job: Callable[[], Coroutine[Any, Any, None]] | None = None
        """The node to run in this app's event loop (set by :func:`.run.run_app`)."""

    # -- layout --------------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        yield StatusLine(id="status")
        with Horizontal(id="main"):
            with Vertical(id="left"):
                yield Board(id="board")
                yield HandBar(id="hand")
                yield Static("", id="prompt")
                yield Input(placeholder="type a move like 12-5 m, then Enter", id="typed")
                yield Static("", id="side-scores")
            yield MoveLog(id="log")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#typed", Input).display = False
        self._layout(self.size.width)
        self.query_one(HandBar).focus()
        if self.node_job is not None:
            self.run_worker(self.node_job(), name="node", exit_on_error=False)

    def on_resize(self, event: Any) -> None:
        self._layout(event.size.width)

    def _layout(self, width: int) -> None:
        self.query_one("#main").set_class(width >= WIDE, "wide")

    PLAYER_ACTIONS = frozenset(
        {"kind", "engine_or_end", "only_move", "type_move", "hint", "digit", "train", "toggle_auto"}
    )

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The footer lists only what can be done here: a spectator's only what a spectator
        can do; before the first deal (the lobby) no move or score sheet, and the host's
        person the key that gives the free seats to bots."""
        watching = self.spectator or (self.view is not None and self.view.seat is None)
        lobby = self.view is None
        if action == "start_bots":
            return self.start_bots is not None and lobby
        if action == "chat" and (self.on_chat is None or not self.chat_heard()):
            return False
        if action == "new_code":
            return self.new_code is not None
        if lobby and (action in self.PLAYER_ACTIONS or action == "scores"):
            return False
        return not (watching and action in self.PLAYER_ACTIONS)

    # -- what the bridge calls -----------------------------------------------------------

    def show(self, view: SeatView) -> None:
        """Draw a new snapshot of the table."""
        self.view = view
        self.query_one(Board).view = view
        self.query_one(StatusLine).view = view
        hand = self.query_one(HandBar)
        hand.view = view
        hand.display = view.seat is not None
        if self.query_one("#main").has_class("wide"):
            self.query_one("#side-scores", Static).update(score_table(view.scores, view.seat))
        if view.seat is None and hand.has_focus:
            self.query_one(MoveLog).focus()
        self.refresh_bindings()
        if self.asking is None:
            self._prompt(self._idle_prompt(view))

    def set_lobby(self, text: str) -> None:
        self.query_one(Board).lobby = text
        self.query_one(StatusLine).lobby = text.splitlines()[0] if text else ""

    def set_countdown(self, text: str) -> None:
        self.query_one(StatusLine).countdown = text

    def log_line(self, text: str, style: str = "") -> None:
        log = self.query_one(MoveLog)
        log.add(Text(text, style=style))
        self.call_after_refresh(log.scroll_end, animate=False)

    def ask(self, view: SeatView) -> asyncio.Future[Event | None]:
        """Show ``view`` and wait for the person's move (None: they left)."""
        self.show(view)
        future: asyncio.Future[Event | None] = asyncio.get_running_loop().create_future()
        self.asking = future
        self.picked = None
        self.query_one(HandBar).picked = None
        only = view.moves[0] if len(view.moves) == 1 else None
        if only is not None and only.kind in AUTO_KINDS:
            if self.auto:
                self._prompt(f"only choice: {only.words} … (space: now, a: stop auto-steps)")
                self._auto_timer = self.set_timer(self.beat, lambda: self._auto(only))
            else:
                self._prompt(f"only choice: {only.words}: press space")
        else:
            self._prompt(self._turn_prompt(view))
        return future

    def _auto(self, move: MoveView) -> None:
        self.auto_made.append(move.kind)
        self._submit(move)

    def cancel_ask(self) -> None:
        """The table moved on without this seat's move (an abort, a resume)."""
        self._stop_auto()
        self.asking = None
        self.picked = None

    async def round_end(self, end: RoundEndView) -> None:
        """Show the round's end and wait for a key."""
        done: asyncio.Future[bool | None] = asyncio.get_running_loop().create_future()
        self.push_screen(RoundEndScreen(end), done.set_result)
        await done

    async def match_end(self, reason: str, log_path: str) -> None:
        sheet = self.view.scores if self.view is not None else None
        seat = self.view.seat if self.view is not None else None
        done: asyncio.Future[bool | None] = asyncio.get_running_loop().create_future()
        while len(self.screen_stack) > 1:
            self.pop_screen()
        screen = MatchEndScreen(sheet, seat, reason, log_path)
        self.farewell = screen.lines
        self.push_screen(screen, done.set_result)
        await done

    # -- prompts -------------------------------------------------------------------------

    def _prompt(self, text: str, style: str = "") -> None:
        self._prompt_text = text
        self.query_one("#prompt", Static).update(Text(text, style=style))

    def _idle_prompt(self, view: SeatView) -> str:
        if view.seat is None:
            return "watching: s scores, r rules and keys, q to stop watching"
        if view.your_turn:
            return self._turn_prompt(view)
        if view.awaiting_names:
            return f"waiting for {', '.join(view.awaiting_names)}"
        return ""

    def _turn_prompt(self, view: SeatView) -> str:
        base = "your turn: ←/→ and Enter, or a tile number"
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

    def action_digit(self, n: int) -> None:
        if self.picked is not None:
            if n < len(self.view.trains if self.view else ()):
                self.action_train(n)
            return
        index = (n - 1) % 10
        self.query_one(HandBar).pick_number(index)

    def action_kind(self, kind: str) -> None:
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

    def action_cancel(self) -> None:
        box = self.query_one("#typed", Input)
        if box.display:
            box.value = ""
            box.display = False
            self._chatting = False
            self.query_one(HandBar).focus()
            return
        if self.picked is not None:
            self.picked = None
            self.query_one(HandBar).picked = None
            if self.view is not None:
                self._prompt(self._turn_prompt(self.view))

    def action_type_move(self) -> None:
        self._open_box(chat=False)

    def action_chat(self) -> None:
        if self.on_chat is None:
            self.notify("chat needs a table on the network")
            return
        self._open_box(chat=True)

    def _open_box(self, *, chat: bool) -> None:
        self._chatting = chat
        box = self.query_one("#typed", Input)
        box.placeholder = (
            "say something to the table, then Enter (Esc: cancel)"
            if chat
            else "type a move like 12-5 m, then Enter (Esc: cancel)"
        )
        box.display = True
        box.focus()

    def chat_line(self, name: str, text: str) -> None:
        """A chat line from the table (never signed, never in the game log)."""
        self.log_line(f"{name}: {text}", "bold cyan")

    @on(Input.Submitted, "#typed")
    def _typed(self, message: Input.Submitted) -> None:
        box = message.input
        box.value = ""
        box.display = False
        self.query_one(HandBar).focus()
        if self._chatting:
            self._chatting = False
            if self.on_chat is not None and message.value.strip():
                self.on_chat(message.value)
            return
        view = self._my_turn()
        if view is None:
            return
        try:
            move = parse_typed(message.value, view)
        except Refusal as exc:
            self._refuse(str(exc))
            return
        self._submit(move)

    def action_hint(self) -> None:
        view = self._my_turn()
        if view is None or self.hint_source is None:
            return
        got = self.hint_source()
        if got is None:
            return
        event, reason = got
        words = next((m.words for m in view.moves if event_of(m, view.seat or 0) == event), "")
        self._prompt(f"hint: {words} ({reason})", "bold cyan")
        for n, i in enumerate(self.query_one(HandBar).order()):
            if getattr(event, "pos", -1) == view.hand[i].pos:
                self.query_one(HandBar).cursor = n

    def action_toggle_auto(self) -> None:
        self.auto = not self.auto
        if not self.auto:
            self._stop_auto()
        self.notify(f"single-choice steps: {'automatic' if self.auto else 'by hand (space)'}")

    def action_scores(self) -> None:
        if self.view is not None:
            self.push_screen(ScoreScreen(self.view.scores, self.view.seat))

    def action_rules(self) -> None:
        self.push_screen(RulesScreen(self.rules_lines, KEYS))

    def action_start_bots(self) -> None:
        if self.start_bots is not None and self.view is None:
            seats = self.start_bots()
            self.log_line(f"bots take seats {', '.join(map(str, seats)) or '(none free)'}")

    def action_new_code(self) -> None:
        if self.new_code is not None:
            self.new_code()

    def action_quit_table(self) -> None:
        sheet = self.view.scores if self.view is not None else None
        seat = self.view.seat if self.view is not None else None

        def answer(leave: bool | None) -> None:
            if leave:
                self.leave()

        self.push_screen(QuitScreen(sheet, seat, self.view is None or seat is None), answer)

    def leave(self) -> None:
        """The person confirmed leaving: the node ends the match (or stops watching)."""
        self.left = True
        if self.asking is not None and not self.asking.done():
            future, self.asking = self.asking, None
            future.set_result(None)
        elif self.on_leave is not None:
            self.on_leave()
        else:
            self.exit(1)

    def action_stop(self) -> None:
        """Ctrl-C: stop now; the game is saved and the same command resumes it."""
        self.stopped = True
        self.exit(130)
