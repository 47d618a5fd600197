"""What a node tells the person in front of it, and asks them: the boundary to the CLI.

``node/`` decides *when* to show or ask; the CLI decides *how* (``cli/lan_ui.py``). Bots and tests
use :class:`QuietFrontend`.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any, Protocol

from ..protocol.rules import Event
from ..protocol.table import Table, Update


class Frontend(Protocol):
    def note(self, text: str) -> None:
        """One line of news: a connection, a refusal, a reconnect."""

    def status(self, status: dict[str, Any]) -> None:
        """The lobby or a pause with its countdown (the ``status`` frame of SPEC.md 8)."""

    def updates(self, table: Table, updates: Sequence[Update]) -> None:
        """What the last log entry changed, seen from ``table`` (this node's own view)."""

    async def choose(self, table: Table) -> Event | None:
        """A person's move, one of ``table.legal_actions()``; None if they quit. May be
        cancelled when the table moves on without them (an abort)."""

    def finished(self, table: Table, log_path: Path) -> None:
        """The match is over (or was stopped): final standings and where the log is."""


class QuietFrontend:
    """Collects notes and statuses in lists; shows nothing. For bots and tests."""

    def __init__(self) -> None:
        self.notes: list[str] = []
        self.statuses: list[dict[str, Any]] = []

    def note(self, text: str) -> None:
        self.notes.append(text)

    def status(self, status: dict[str, Any]) -> None:
        self.statuses.append(status)

    def updates(self, table: Table, updates: Sequence[Update]) -> None:
        return None

    async def choose(self, table: Table) -> Event | None:
        return None

    def finished(self, table: Table, log_path: Path) -> None:
        self.notes.append(f"finished: {table.end_reason}; log at {log_path}")
