"""The analysis of the match just played, over the match-end screen: where each player lost points.

The review (:func:`cli.analysis.analyze_log` on the saved log, the same figures ``mextrain
analyze`` prints) runs in a thread worker, so the screen keeps answering keys; a bar shows how
many decisions are done. The worker only writes its count and its result: the screen polls the
count, and Textual tells it when the worker ends, so the thread never waits on the event loop
(the app can close while it runs: the next decision sees the cancel and stops).
"""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

from rich.console import Group, RenderableType
from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Footer, ProgressBar, Static
from textual.worker import Worker, WorkerState, get_current_worker

from ...protocol.bots import DEFAULT_DEALS
from ..analysis import LogAnalysis, NotAnalyzable, analyze_log
from ..analysis_view import level_words, moves_table, summary_table


class _Stopped(Exception):
    """The screen closed (or the app) while the review ran."""


class AnalysisScreen(ModalScreen[LogAnalysis | None]):
    """Per player: decisions, mistakes, blunders, points lost, accuracy; then the moves with
    what each cost against the best alternative and its interval (this seat's by default,
    ``m``: everyone's), and what the intervals promise over the whole match.
    Closes with the analysis (None if it did not finish), so that reopening shows it at once."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,enter,space,a", "close", "back"),
        Binding("m", "toggle_moves", "mine / everyone's"),
    ]

    def __init__(
        self,
        log_path: str,
        seat: int | None,
        *,
        deals: int = DEFAULT_DEALS,
        done: LogAnalysis | None = None,
    ) -> None:
        super().__init__()
        self.log_path = log_path
        self.seat = seat
        self.deals = deals
        self.everyone = seat is None
        """Show every player's moves (a spectator always does)."""
        self.done = 0
        self.total = 0
        """Decisions reviewed and to review, written by the worker, read by a timer."""
        self.result: LogAnalysis | None = done
        self.error = ""
        self.body: RenderableType = ""
        """What the panel shows (kept for tests)."""

    def compose(self) -> ComposeResult:
        with VerticalScroll(classes="panel", id="analysis") as panel:
            panel.border_title = "where each player lost points"
            panel.border_subtitle = "Esc: back"
            yield Static(Text("checking the log…"), id="analysis-status")
            yield ProgressBar(id="analysis-bar", show_eta=False)
            yield Static("", id="analysis-body")
        yield Footer()

    def on_mount(self) -> None:
        self._poll = self.set_interval(0.2, self._show_progress)
        if self.result is None:
            self._review()
        else:
            self._finish()

    @work(thread=True, exclusive=True, exit_on_error=False)
    def _review(self) -> LogAnalysis:
        worker = get_current_worker()

        def progress(done: int, total: int) -> None:
            if worker.is_cancelled:
                raise _Stopped
            self.done, self.total = done, total

        data = Path(self.log_path).read_bytes()
        return analyze_log(data, deals=self.deals, progress=progress)

    def _show_progress(self) -> None:
        if self.result is not None or self.error:
            return
        status = self.query_one("#analysis-status", Static)
        if self.total:
            self.query_one("#analysis-bar", ProgressBar).update(
                total=self.total, progress=self.done
            )
            status.update(Text(f"reviewing {self.done} of {self.total} decisions…"))

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        if event.state is WorkerState.SUCCESS:
            result = event.worker.result
            assert isinstance(result, LogAnalysis)
            self.result = result
        elif event.state is WorkerState.ERROR:
            exc = event.worker.error
            if isinstance(exc, NotAnalyzable):
                self.error = str(exc)
            elif isinstance(exc, OSError):
                self.error = f"cannot read {self.log_path}: {exc.strerror or exc}"
            elif not isinstance(exc, _Stopped):
                self.error = f"the analysis failed: {exc}"
        else:
            return
        self._finish()

    def _finish(self) -> None:
        self._poll.stop()
        self.query_one("#analysis-bar", ProgressBar).display = False
        self._draw()

    def _draw(self) -> None:
        status = self.query_one("#analysis-status", Static)
        if self.error:
            status.update(Text(self.error, style="bold red"))
            return
        result = self.result
        if result is None:
            return
        count = len(result.reviews)
        status.update(Text(f"{count} decisions reviewed, each from its player's view only"))
        self.body = self._tables(result)
        self.query_one("#analysis-body", Static).update(self.body)

    def _tables(self, result: LogAnalysis) -> RenderableType:
        whole = [s for s in result.summaries if s.round is None]
        mine = self.seat is not None and not self.everyone
        reviews = [r for r in result.reviews if not mine or r.seat == self.seat]
        title = "your moves (m: everyone's)" if mine else "every player's moves"
        if self.seat is not None and not mine:
            title += " (m: yours)"
        parts: list[RenderableType] = [summary_table(result, whole, compact=True, me=self.seat)]
        if len({r.round for r in result.reviews}) > 1:  # round by round, a table a player
            for seat, name in enumerate(result.names):
                if mine and seat != self.seat:
                    continue
                rounds = [s for s in result.summaries if s.seat == seat]
                heading = "your rounds" if seat == self.seat else f"{name}'s rounds"
                parts.append(summary_table(result, rounds, compact=True, title=heading))
        parts.append(moves_table(result, reviews, title=title, compact=True, player=not mine))
        if not reviews:
            parts.append(Text("no decision with a choice", style="dim"))
        parts.append(Text(level_words(result), style="dim"))
        return Group(*parts)

    def action_toggle_moves(self) -> None:
        if self.seat is None:
            return
        self.everyone = not self.everyone
        if self.result is not None:
            self._draw()

    def action_close(self) -> None:
        self.workers.cancel_node(self)
        self.dismiss(self.result)
