"""Check a finished game log strictly, or read a damaged one leniently for replay.

:func:`verify_log` feeds every entry of a log file to a secret-free :class:`Table`, which checks,
in order: the framing, the hash chain, the host's and every player's signature, counters, each
message against the table's stage and the rules engine, every played card as it is opened, and
at each round end the deck audit and a full-information replay of the round; then the scores.
The first failure stops it and names the seat, the entry and the reason.
"""

from __future__ import annotations

from collections.abc import Iterator
from concurrent.futures import Executor
from dataclasses import dataclass

from .errors import RemoteError
from .log import read_log
from .messages import HOST_SEAT
from .table import Blame, Stage, Table, Update


@dataclass(frozen=True)
class VerifyResult:
    readable: bool
    """False when the bytes are not a mextrain log at all (no header or no entry)."""
    valid: bool
    entries: int
    """How many entries were read and accepted."""
    blame: Blame | None
    cheater: bool
    """True when the failure is signed evidence of a player cheating (not log damage)."""
    table: Table

    @property
    def reason(self) -> str:
        return self.blame.reason if self.blame else ""


def verify_log(data: bytes, executor: Executor | None = None) -> VerifyResult:
    """Verify a whole log; ``executor`` may lend a thread to the audits (same result)."""
    log = read_log(data)
    table = Table(executor=executor)
    if not log.entries:
        reason = str(log.error) if log.error else "the log holds no entries"
        return VerifyResult(False, False, 0, Blame(None, None, reason), False, table)
    for index, raw in enumerate(log.entries):
        try:
            table.receive(raw)
        except RemoteError as exc:
            named = exc.seat is not None and exc.seat != HOST_SEAT and index > 0
            if named and not table.signed_here(raw):
                # Not the seat's evidence: only the host can have logged it (SPEC.md 6.3).
                reason = f"the host logged an entry no honest host accepts: {exc.reason}"
                blame = Blame(HOST_SEAT, index, reason)
                return VerifyResult(True, False, index, blame, False, table)
            blame = Blame(exc.seat, index, exc.reason)
            return VerifyResult(True, False, index, blame, named, table)
        if table.blame is not None:
            return VerifyResult(True, False, index + 1, table.blame, True, table)
    count = len(log.entries)
    if log.error is not None:
        reason = f"damaged after entry {count - 1}: {log.error.reason}"
        return VerifyResult(True, False, count, Blame(None, count, reason), False, table)
    if table.stage is not Stage.ENDED:
        reason = f"the log ends in stage {table.stage} before the match is over"
        return VerifyResult(True, False, count, Blame(None, count, reason), False, table)
    if table.withheld is not None:
        return VerifyResult(True, False, count, table.withheld, False, table)
    if table.final is None:
        reason = f"the match did not finish: {table.end_reason}"
        return VerifyResult(True, False, count, Blame(None, count - 1, reason), False, table)
    return VerifyResult(True, True, count, None, False, table)


@dataclass(frozen=True)
class ReplayStep:
    entry: int
    updates: tuple[Update, ...]
    table: Table


def replay_entries(data: bytes) -> tuple[Iterator[ReplayStep], list[str]]:
    """Walk a log leniently: yields each accepted entry with the table after it. Problems (damage,
    an invalid entry) end the walk; their descriptions are appended to the returned list."""
    problems: list[str] = []

    def walk() -> Iterator[ReplayStep]:
        log = read_log(data)
        table = Table()
        for index, raw in enumerate(log.entries):
            try:
                updates = table.receive(raw)
            except RemoteError as exc:
                problems.append(f"stopped at entry {index}: {exc}")
                return
            yield ReplayStep(index, tuple(updates), table)
            if table.stage is Stage.ENDED:
                break
        if log.error is not None:
            problems.append(f"stopped after entry {len(log.entries) - 1}: {log.error}")

    return walk(), problems
