"""Screens over the game: round end, score sheet, rules, quit, match end."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from rich.console import Group, RenderableType
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widget import Widget
from textual.widgets import Footer, Static

from ...protocol.table import RoundEndView, ScoreSheet, SeatView
from ..analysis import LogAnalysis
from .analysis_screen import AnalysisScreen
from .board import board_lines
from .drawing import board_text, round_end_table, score_table


class _Panel(ModalScreen[bool]):
    """A modal panel of text that scrolls, dismissed by a key. It has a key bar of its own:
    the game's keys do nothing while it is up, so the game's key bar must not show through."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("enter,escape,space", "close", "go on")]

    def __init__(self, body: RenderableType, panel_id: str) -> None:
        super().__init__()
        self.body = body
        """What the panel shows (kept for tests and screen readers)."""
        self.panel_id = panel_id

    def compose(self) -> ComposeResult:
        with VerticalScroll(classes="panel", id=self.panel_id):
            yield Static(self.body, id=f"{self.panel_id}-body")
        yield Footer()

    def action_close(self) -> None:
        self.dismiss(True)


class BoardPicture(Widget):
    """The board drawn (flat tiles) at the width it is given, every train whole."""

    DEFAULT_CSS = "BoardPicture { height: auto; }"

    def __init__(self, view: SeatView) -> None:
        super().__init__()
        self.view = view

    def render(self) -> Text:
        return board_text(self.view, self.size.width)

    def get_content_height(self, container: object, viewport: object, width: int) -> int:
        return len(board_lines(self.view, width, tall=False))


class RoundEndScreen(_Panel):
    """Who went out, the revealed hands, the scores and totals, the audit, then the board after
    the last move; it waits for a key before the next round is shown. The scores come first:
    on a small terminal (60x20) they are read without scrolling, and the board, longer by then
    than a screen, follows below. The key to press stays on the panel's frame, in sight however
    far the summary is scrolled."""

    def __init__(self, end: RoundEndView, *, waits: bool = True) -> None:
        self.end = end
        self.title_text = Text(f"Round {end.round_no} is over: {end.how}.", "bold")
        ok = end.audit.endswith(": ok")
        self.audit_text = Text(end.audit, style="bold green" if ok else "bold red")
        more = "the match result" if end.round_no >= end.rounds else f"round {end.round_no + 1}"
        self.key_text = f"press Enter for {more}"
        if not waits:  # a spectator's: play goes on under it
            self.key_text = "play goes on: press Enter to see the table"
        body = Group(self.title_text, round_end_table(end), self.audit_text, Text(self.key_text))
        super().__init__(body, "round-end")

    def compose(self) -> ComposeResult:
        with VerticalScroll(classes="panel", id=self.panel_id) as panel:
            panel.border_subtitle = self.key_text
            yield Static(self.title_text)
            yield Static(round_end_table(self.end, edge=False))
            yield Static(self.audit_text)
            if self.end.board is not None:
                yield BoardPicture(self.end.board)
        yield Footer()

    def on_mount(self) -> None:
        self.call_after_refresh(self._mention_scrolling)

    def _mention_scrolling(self) -> None:
        found = self.query(f"#{self.panel_id}").results(VerticalScroll)
        panel = next(found, None)  # None: already replaced (a spectator's next summary)
        if panel is not None and panel.max_scroll_y > 0:
            panel.border_subtitle = f"↑/↓ more · {self.key_text}"


class ScoreScreen(_Panel):
    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape,enter,space,s", "close", "back")]

    def __init__(self, sheet: ScoreSheet, seat: int | None) -> None:
        body = Group(score_table(sheet, seat), Text("* went out   s or Esc: back", style="dim"))
        super().__init__(body, "scores")


class RulesScreen(_Panel):
    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape,enter,space,r", "close", "back")]

    def __init__(self, lines: Sequence[str], keys: str) -> None:
        body = Text()
        body.append("Keys\n", style="bold")
        body.append(keys + "\n\n")
        body.append("Rules in force\n", style="bold")
        body.append("\n".join(play_first(lines)))
        super().__init__(body, "rules")


def play_first(lines: Sequence[str]) -> list[str]:
    """The rules as a player reads them: how the game is played first, the files the ruleset
    follows (``000_1ca2….txt``) last, as their sources."""
    if lines and lines[0].startswith("Ruleset ") and ", following " in lines[0]:
        head, sources = lines[0].split(", following ", 1)
        return [head + ".", *lines[1:], f"Sources of these rules: {sources.rstrip('.')}."]
    return list(lines)


LEAVE_HOST = "Leave the table? The match ends for everyone and cannot be resumed."
LEAVE_PLAY = (
    "Leave the game? It ends here and cannot be resumed; its log is kept, and"
    " `mextrain verify` checks it."
)
LEAVE_JOIN = (
    "Leave the table? The host pauses the match and holds your seat for its timeout (5 minutes"
    " unless it set another); the same join command takes you back to it."
)


class QuitScreen(ModalScreen[bool]):
    """Ask before leaving, say what leaving does at this table, show where everyone stands."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("y", "answer(True)", "yes, leave"),
        Binding("n,escape", "answer(False)", "no, stay"),
    ]

    def __init__(
        self, sheet: ScoreSheet | None, seat: int | None, spectator: bool, words: str = ""
    ) -> None:
        super().__init__()
        self.sheet = sheet
        self.seat = seat
        self.spectator = spectator
        self.words = words or LEAVE_HOST
        """What leaving does at this table (the host's, a local game's, a joiner's)."""
        self.body: RenderableType = ""

    def compose(self) -> ComposeResult:
        what = "Stop watching?" if self.spectator else self.words
        parts: list[RenderableType] = [Text(what, style="bold")]
        if self.sheet is not None:
            parts.append(score_table(self.sheet, self.seat))
        parts.append(Text("y: leave   n or Esc: keep playing", style="reverse"))
        self.body = Group(*parts)
        with VerticalScroll(classes="panel", id="quit"):
            yield Static(self.body, id="quit-body")
        yield Footer()

    def action_answer(self, leave: bool) -> None:
        self.dismiss(leave)


class MatchEndScreen(_Panel):
    """Standings, where the log is, and how to verify it; after a finished match, a key opens
    the analysis of every player's decisions (:class:`.analysis_screen.AnalysisScreen`)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter,escape,space,q", "close", "leave"),
        Binding("a", "analysis", "where each player lost points"),
    ]

    def __init__(
        self, sheet: ScoreSheet | None, seat: int | None, reason: str, log_path: str,
        left: str = "",
    ) -> None:  # fmt: skip
        parts: list[RenderableType] = []
        self.lines: list[str] = []
        self.log_path = log_path
        self.seat = seat
        early = bool(left) or (bool(reason) and reason != "the match is over")
        self.analysable = not early and bool(log_path)
        """Only a finished match's log can be analysed."""
        self.analysis: LogAnalysis | None = None
        """The analysis once it has run (reopened at once)."""
        if sheet is not None and sheet.rounds:
            names = ", ".join(sheet.names[s] for s in sheet.leaders)
            lead = "Standing first" if early else "The match is over. Winner"
            self.lines.append(f"{lead}: {names}")
            parts.append(Text(self.lines[-1], style="bold"))
            parts.append(score_table(sheet, seat, title="standings"))
            self.lines.append(
                "totals: "
                + ", ".join(f"{n} {t}" for n, t in zip(sheet.names, sheet.totals, strict=True))
            )
        if left:
            self.lines.append(left)
            parts.append(Text(self.lines[-1], style="bold"))
        elif early:
            self.lines.append(f"The match ended early: {reason}")
            parts.append(Text(self.lines[-1], style="bold red"))
        self.lines.append("log saved to:")
        self.lines.append(f"  {log_path}")
        self.lines.append("check it:")
        self.lines.append(f"  mextrain verify {log_path}")
        shown = 4
        if self.analysable:
            self.lines.append("where each player lost points:")
            self.lines.append(f"  mextrain analyze {log_path}")
            shown = 6
        # a path is never wrapped inside: it stays one line to copy (the panel scrolls across)
        parts.extend(Text(line, no_wrap=True, overflow="ignore") for line in self.lines[-shown:])
        if self.analysable:
            parts.append(Text("press a for that analysis here", style="bold"))
        parts.append(Text("press Enter to leave (these lines are printed again, whole, to copy)",
                          style="reverse"))  # fmt: skip
        super().__init__(Group(*parts), "match-end")

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return self.analysable if action == "analysis" else True

    def action_analysis(self) -> None:
        if self.analysable:
            screen = AnalysisScreen(self.log_path, self.seat, done=self.analysis)
            self.app.push_screen(screen, self._keep)

    def _keep(self, analysis: LogAnalysis | None) -> None:
        self.analysis = analysis or self.analysis
