"""The progress bar of ``verify`` counts the entries taken in, never past its total: a
verified-shuffle log with a failing proof is read twice (the second time from its first
entry), and the bar starts again rather than running on to twice the log's length."""

from __future__ import annotations

import sys
from itertools import pairwise
from typing import Any

import pytest
from mextrain.cli import progress
from mextrain.protocol.deck.state import Step
from mextrain.protocol.table.verify import verify_log
from rich.progress import Progress

from ..protocol.table.test_verify_deferred import _log, _match, _scalar_moved


def test_the_bar_never_counts_past_the_log_when_verify_reads_it_again(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    result = _match(Step.SHUFFLE, _scalar_moved)
    data = _log(result.entries)
    total = len(result.entries)
    shown: list[float] = []
    update = Progress.update

    def recording(self: Progress, task: Any, **kw: Any) -> None:
        update(self, task, **kw)
        shown.append(self.tasks[0].completed)

    monkeypatch.setattr(sys.stderr, "isatty", lambda: True)
    monkeypatch.setattr(Progress, "update", recording)
    monkeypatch.setattr(
        Progress, "advance", lambda self, task, n=1: recording(self, task, advance=n)
    )
    with progress.counting_entries("verifying", total):
        verdict = verify_log(data)
    assert not verdict.valid
    assert shown and max(shown) <= total
    assert any(b < a for a, b in pairwise(shown))  # it started again from the first entry
