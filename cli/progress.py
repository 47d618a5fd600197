"""A progress bar on stderr for long log work (``verify``, ``simulate --crypto``, ``analyze``),
only on a terminal: scripts reading stdout or stderr see nothing new.

The protocol code has no progress hooks (it stays free of I/O), so the bar counts the log
entries a :class:`~mextrain.protocol.table.session.Table` receives while the block runs.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from ..protocol.table import Table, Update


@contextmanager
def counting_entries(label: str, total: int, *, rounds: bool = False) -> Iterator[None]:
    """Show ``label`` with a bar while the block runs: the entries the table has taken in
    (never past the total when ``verify`` reads a log again from its start), or (``rounds``)
    one step per round the host table finishes."""
    if not sys.stderr.isatty() or total <= 0:
        yield
        return
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeElapsedColumn

    unit = ("round" if rounds else "entry") if total == 1 else ("rounds" if rounds else "entries")
    columns = (
        f"{label}",
        BarColumn(),
        MofNCompleteColumn(),
        unit,
        TimeElapsedColumn(),
    )
    original = Table.receive
    with Progress(*columns, console=Console(stderr=True), transient=True) as bar:
        task = bar.add_task(label, total=total)

        def receive(self: Table, raw: bytes) -> list[Update]:
            updates = original(self, raw)
            if not rounds:  # the entries this table holds: a verify started again starts at 0
                bar.update(task, completed=len(self.entries))
            elif self.is_host:
                bar.advance(task, sum(1 for u in updates if u.kind == "round_over"))
            return updates

        Table.receive = receive  # type: ignore[method-assign]
        try:
            yield
        finally:
            Table.receive = original  # type: ignore[method-assign]


@contextmanager
def counting(label: str, unit: str) -> Iterator[Callable[[int, int], None]]:
    """A bar on stderr for work that reports its own progress: the block gets a function to
    call with (done, total). Nothing is shown off a terminal (a script's stderr stays clean)."""
    if not sys.stderr.isatty():
        yield lambda done, total: None
        return
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeElapsedColumn

    columns = (label, BarColumn(), MofNCompleteColumn(), unit, TimeElapsedColumn())
    with Progress(*columns, console=Console(stderr=True), transient=True) as bar:
        task = bar.add_task(label, total=None)

        def tick(done: int, total: int) -> None:
            bar.update(task, completed=done, total=total)

        yield tick
