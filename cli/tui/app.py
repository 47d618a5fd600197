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
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import Footer, Input, Static

from ...protocol.rules import Event
from ...protocol.table import MoveView, RoundEndView, SeatView, event_of
from ..words import Refusal, parse_typed
from .drawing import score_table
from .fit import fit, too_small_words
from .moves import MoveKeys
from .screens import MatchEndScreen, QuitScreen, RoundEndScreen, RulesScreen, ScoreScreen
from .widgets import Board, HandBar, MoveLog, StatusLine

AUTO_KINDS = ("no_engine", "draw", "pass", "end_build", "place_engine")
"""Moves made by themselves when they are the only choice (after a visible beat)."""

KEYS = (
    "Choose a tile: type its pips (12 5, or 125), or\n"
    "  Tab and ←/→ to a playable tile; then Enter.\n"
    "  Or click it. Backspace and Esc undo.\n"
    "Then the train: its seat number and Enter\n"
    "  (1 Enter), m for Mexican, or click it.\n"
    "d draw · p pass · e end the first train\n"
    "space the only move · : type a move ('12-5 m')\n"
    "h hint · o sort the hand · c chat with the table\n"
    "s score sheet · r these rules · a auto-steps on/off\n"
    "q quit (asks) · Ctrl-C stop and save (the same\n"
    "  command resumes)\n"
    "A board taller than the screen scrolls (mouse\n"
    "  wheel, or PgUp/PgDn)."
)


class TableApp(MoveKeys):
    """One person's (or a spectator's) screen at the table."""

    CSS_PATH = "app.tcss"
    TITLE = "mextrain"
    ENABLE_COMMAND_PALETTE = False
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("d", "kind('draw')", "draw"),
        Binding("p", "kind('pass')", "pass"),
        Binding("e", "engine_or_end", "end/engine", show=False),
        Binding("space", "space", "only move", show=False),
        Binding("backspace", "backspace", show=False),
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
        *(Binding(str(n), f"digit({n})", show=False) for n in range(10)),
        Binding("pageup", "board_scroll(-1)", show=False),
        Binding("pagedown", "board_scroll(1)", show=False),
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
        self.rules_lines = tuple(rules_lines)
        self.beat = beat
        self.auto = auto
        self.hint_source = hint
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
        self._pips_lost: tuple[int, int, int] | None = None
        """(round, width, height) at which pip tiles stopped fitting: they stay off for the
        rest of that round at that size, so a hand that grows and shrinks by a tile does not
        flip the table between dots and numbers."""
        self._forced = False
        """The last question was a single-choice step made by itself."""
        self.auto_made: list[str] = []
        """Kinds of the single-choice steps made by themselves, in order."""
        self.spectator = False
        self._keys_shown: tuple[bool, ...] = ()
        """The :meth:`_keys_state` the footer was last drawn for."""
        self.stopped = False
        self.left = False
        self.leave_words = ""
        """What leaving does here, asked before ``q`` leaves (set by the node's job)."""
        self.left_words = ""
        """What the match end says when the person left (set by the node's job)."""
        self.farewell: list[str] = []
        """Lines printed on the terminal once the screen is gone (standings, log, verify)."""
        self.node_job: Callable[[], Coroutine[Any, Any, None]] | None = None
        """The node to run in this app's event loop (set by :func:`.run.run_app`)."""

    # -- layout --------------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        yield StatusLine(id="status")
        yield Static("", id="too-small")
        with Horizontal(id="main"):
            with Vertical(id="left"):
                with VerticalScroll(id="board-box"):
                    yield Board(id="board")
                yield HandBar(id="hand")
                yield Static("", id="prompt")
                yield Input(placeholder="type a move like 12-5 m, then Enter", id="typed")
                yield Static("", id="side-scores")
            yield MoveLog(id="log")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#typed", Input).display = False
        self._fit()
        self.wire_hand()
        self.query_one(HandBar).focus()
        if self.node_job is not None:
            self.run_worker(self.node_job(), name="node", exit_on_error=False)

    def on_resize(self, event: Any) -> None:
        self._fit(event.size)

    def _fit(self, size: Any = None) -> None:
        """Pip, tall or flat tiles, the log beside or below, or the words for a small terminal
        (``size``: the terminal's new size, on a resize)."""
        board, hand = self.query_one(Board), self.query_one(HandBar)
        width, height = size or self.size
        here = (self.view.round_no if self.view else -1, width, height)
        got = fit(
            width,
            height,
            lambda w, tall, pips: (
                len(board.lines_at(w, tall, pips))
                if self.view
                else len(board.lines(w))
            ),
            lambda w, tall, pips: (
                len(hand.lines_at(w, tall, pips)) if hand.display and self.view else 0
            ),
            pips=here != self._pips_lost,
        )
        if self.view is not None and not got.board_pips and not got.too_small:
            self._pips_lost = here
        small = self.query_one("#too-small", Static)
        small.display = got.too_small
        small.update(too_small_words(width, height))
        self.query_one("#main").display = not got.too_small
        self.query_one("#main").set_class(got.wide, "wide")
        if got.wide:
            self.query_one(MoveLog).styles.width = got.log_width
        board.tall, hand.tall = got.board_tall, got.hand_tall
        board.pips, hand.pips = got.board_pips, got.hand_pips
        self.query_one("#board-box").styles.max_height = max(3, got.board_rows)

    def action_board_scroll(self, step: int) -> None:
        box = self.query_one("#board-box", VerticalScroll)
        box.scroll_relative(y=step * max(1, box.size.height - 1), animate=False)

    PLAYER_ACTIONS = frozenset(
        {"kind", "engine_or_end", "only_move", "type_move", "hint", "digit", "train", "toggle_auto"}
    )

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The footer lists only what can be done here: a spectator's only what a spectator
        can do; before the first deal (the lobby) no move or score sheet, and the host's
        person the key that gives the free seats to bots."""
        watching, lobby, chat, bots_key, code_key = self._keys_state()
        if action == "start_bots":
            return bots_key and lobby
        if action == "chat" and not chat:
            return False
        if action == "new_code":
            return code_key
        if lobby and (action in self.PLAYER_ACTIONS or action == "scores"):
            return False
        return not (watching and action in self.PLAYER_ACTIONS)

    def _keys_state(self) -> tuple[bool, bool, bool, bool, bool]:
        """What :meth:`check_action` decides by (watching, lobby, chat, the host's bots key
        and new-code key): the footer's keys change only with it."""
        watching = self.spectator or (self.view is not None and self.view.seat is None)
        chat = self.on_chat is not None and self.chat_heard()
        return (watching, self.view is None, chat, self.start_bots is not None,
                self.new_code is not None)  # fmt: skip

    def refresh_keys(self) -> None:
        """Redraw the footer's keys when what they depend on changed. Every entry of a
        match brings a new view, and a footer redrawn each time (Textual builds its keys
        anew) cost a third of the app's CPU in a match against bots."""
        state = self._keys_state()
        if state != self._keys_shown:
            self._keys_shown = state
            self.refresh_bindings()

    # -- what the bridge calls -----------------------------------------------------------

    def show(self, view: SeatView) -> None:
        """Draw a new snapshot of the table."""
        self.view = view
        self.query_one(Board).view = view
        self.query_one(StatusLine).view = view
        hand = self.query_one(HandBar)
        hand.view = view
        hand.display = view.seat is not None
        self._fit()
        if self.query_one("#main").has_class("wide"):
            self.query_one("#side-scores", Static).update(score_table(view.scores, view.seat))
        if view.seat is None and hand.has_focus:
            self.query_one(MoveLog).focus()
        self.refresh_keys()
        if self.asking is None:
            self._prompt(self._idle_prompt(view))
            self.drop_held(view)

    def set_lobby(self, text: str) -> None:
        self.query_one(Board).lobby = text
        self.query_one(StatusLine).lobby = text.splitlines()[0] if text else ""
        self._fit()

    def set_countdown(self, text: str) -> None:
        self.query_one(StatusLine).countdown = text

    def log_line(self, text: str, style: str = "", run: int | None = None) -> None:
        """Add a line to the log; a line of the same ``run`` as the last one replaces it
        (``bot 2 drew 7 tiles`` grows in place instead of seven lines)."""
        log = self.query_one(MoveLog)
        log.add(Text(text, style=style), run)
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
                again = self._forced  # the step before was one too: a forced run
                beat = min(self.beat, 0.08) if again else self.beat  # a forced run goes quickly
                self._auto_timer = self.set_timer(beat, lambda: self._auto(only))
                self._forced = True
            else:
                self._prompt(f"only choice: {only.words}: press space")
        else:
            self._forced = False
            self._prompt(self._turn_prompt(view))
        self.replay_held()
        return future

    def _auto(self, move: MoveView) -> None:
        self.auto_made.append(move.kind)
        self._submit(move)

    def cancel_ask(self) -> None:
        """The table moved on without this seat's move (an abort, a resume)."""
        self._stop_auto()
        self.asking = None
        self.picked = None
        self._held.clear()

    async def round_end(self, end: RoundEndView) -> None:
        """Show the round's end and wait for a key. A spectator's summary does not wait: play
        goes on without them, so the table goes on being drawn under it (Enter shows it at
        once) and the next summary replaces it."""
        if self.watching():
            while isinstance(self.screen, RoundEndScreen):
                self.pop_screen()
            self.push_screen(RoundEndScreen(end, waits=False))
            return
        done: asyncio.Future[bool | None] = asyncio.get_running_loop().create_future()
        self.push_screen(RoundEndScreen(end), done.set_result)
        await done

    def watching(self) -> bool:
        """A spectator's screen (no seat at the table)."""
        return self.spectator or (self.view is not None and self.view.seat is None)

    async def match_end(self, reason: str, log_path: str) -> None:
        sheet = self.view.scores if self.view is not None else None
        seat = self.view.seat if self.view is not None else None
        done: asyncio.Future[bool | None] = asyncio.get_running_loop().create_future()
        while len(self.screen_stack) > 1:
            self.pop_screen()
        left = self.left_words if self.left and not self.spectator else ""
        screen = MatchEndScreen(sheet, seat, reason, log_path, left)
        self.farewell = screen.lines
        self.push_screen(screen, done.set_result)
        await done

    # -- prompts -------------------------------------------------------------------------

    def _idle_prompt(self, view: SeatView) -> str:
        if view.seat is None:
            return "watching: s scores, r rules and keys, q to stop watching"
        if view.your_turn:
            return self._turn_prompt(view)
        if view.awaiting_names:
            return f"waiting for {', '.join(view.awaiting_names)}"
        return ""

    def action_cancel(self) -> None:
        if self._hold(self.action_cancel):
            return
        if self.typed:
            self._type("")
            return
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

        # before the first deal (the lobby) nobody has a seat yet: only a spectator watches
        watching = self.spectator or (self.view is not None and seat is None)
        self.push_screen(QuitScreen(sheet, seat, watching, self.leave_words), answer)

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
