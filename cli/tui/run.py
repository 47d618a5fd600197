"""Run a node (host or peer) inside the app's event loop, and come back with its exit code."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field

from .app import TableApp
from .bridge import AppFrontend

NodeJob = Callable[[AppFrontend, TableApp], Awaitable[int]]
"""Builds the node with the given frontend and runs it to the end; returns its exit code."""


@dataclass
class AppResult:
    code: int
    stopped: bool
    """Ctrl-C: the game is saved and the same command resumes it."""
    error: BaseException | None
    farewell: list[str] = field(default_factory=list)


def run_app(
    job: NodeJob,
    *,
    rules_lines: Sequence[str] = (),
    pace: float = 0.4,
    auto: bool = True,
    title: str = "mextrain",
) -> AppResult:
    """Show the game full-screen until the match ends (after the last screen's key) or the
    person stops; errors of the node come back in :attr:`AppResult.error`."""
    app = TableApp(rules_lines=rules_lines, beat=max(0.5, pace), auto=auto)
    app.title = title
    bridge = AppFrontend(app, pace=pace)
    outcome = AppResult(1, False, None)

    async def node() -> None:
        try:
            outcome.code = await job(bridge, app)
        except Exception as exc:  # shown by the command as one line, after the screen closes
            outcome.error = exc
            app.exit(1)
            return
        await bridge.settled()
        if not bridge.finished_shown.is_set():
            await bridge.finished_shown.wait()
        app.exit(outcome.code)

    app.node_job = node
    app.run()
    outcome.stopped = app.stopped
    outcome.farewell = app.farewell
    if app.stopped:
        outcome.code = 130
    return outcome
