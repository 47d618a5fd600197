"""Check a game log strictly, or read a damaged one leniently for replay.

:func:`verify_log` feeds every entry of a log file to a secret-free :class:`Table`, which checks,
in order: the framing, the hash chain, the host's and every player's signature, counters, each
message against the table's stage and the rules engine, every played card as it is opened, and
at each round end the deck audit and a full-information replay of the round; then the scores.
A verified-shuffle log's proofs are checked at their round's audit, with the secrets the round
reveals, for the verdict checking each on arrival gives (:mod:`.verify_proofs`).
The first failure stops it and names the seat, the entry and the reason. The file is read as a
stream of entries (:class:`LogReader`), so a hostile file costs at most one entry of memory.

Four outcomes (SPEC.md 6.3): ``valid`` (a finished match), ``invalid`` (a check failed: damage,
a forgery or a cheater), ``aborted`` (every entry sound, but the host stopped the match; the
rounds that finished are reported and the seat the abort names, if the log backs it up) and
``unreadable`` (not a mextrain log at all).
"""

from __future__ import annotations

from collections.abc import Iterator
from concurrent.futures import Executor
from dataclasses import dataclass
from enum import StrEnum
from itertools import chain
from typing import BinaryIO

from ..errors import RemoteError
from ..log import HOST_SEAT, LogReader
from .session import Table
from .state import Abort, Blame, Stage, Update
from .verify_proofs import ProofRewind


class Outcome(StrEnum):
    VALID = "valid"
    INVALID = "invalid"
    ABORTED = "aborted"
    UNREADABLE = "unreadable"


EXIT_CODES = {Outcome.VALID: 0, Outcome.INVALID: 1, Outcome.UNREADABLE: 2, Outcome.ABORTED: 3}
"""``mextrain verify``'s exit code for each outcome."""


@dataclass(frozen=True)
class VerifyResult:
    readable: bool
    """False when the bytes are not a mextrain log at all (no header or no entry)."""
    valid: bool
    entries: int
    """How many entries passed every check before the verifier stopped (SPEC.md 6.3)."""
    blame: Blame | None
    cheater: bool
    """True when the failure is signed evidence of a player cheating (not log damage)."""
    table: Table
    aborted: Abort | None = None
    """The host's abort, when the log is sound but the match was stopped early."""

    @property
    def reason(self) -> str:
        if self.blame is not None:
            return self.blame.reason
        return self.aborted.reason if self.aborted is not None else ""

    @property
    def outcome(self) -> Outcome:
        if not self.readable:
            return Outcome.UNREADABLE
        if self.valid:
            return Outcome.VALID
        return Outcome.ABORTED if self.aborted is not None else Outcome.INVALID

    @property
    def exit_code(self) -> int:
        return EXIT_CODES[self.outcome]


def verify_log(
    source: bytes | BinaryIO, executor: Executor | None = None, *, defer_proofs: bool = True
) -> VerifyResult:
    """Verify a whole log (bytes, or a binary file read as a stream); ``executor`` may lend a
    thread to the audits (same result).

    ``defer_proofs`` (the default): a verified-shuffle log's proofs are checked at their
    round's audit, with the revealed secrets (:mod:`.verify_proofs`); False checks each as it
    arrives, as live play does. The verdict is the same either way.
    """
    reader = LogReader(source)
    stream = _Remembered(iter(reader))
    table = Table(executor=executor, defer_proofs=defer_proofs)
    try:
        return _verify(table, reader, stream)
    except ProofRewind:
        pass
    # A deferred proof fails: the full checker stops at its entry, before everything read
    # since. Verify again from the first entry (kept by the table; then the rest of the stream)
    # with each proof checked as it arrives, so the verdict is exactly that checker's.
    again = chain(table.entries, stream.unaccepted(len(table.entries)), stream)
    return _verify(Table(executor=executor), reader, again)


class _Remembered:
    """An iterator of entries that remembers how many it gave and the last one."""

    def __init__(self, entries: Iterator[bytes]) -> None:
        self._entries = entries
        self.given = 0
        self.last = b""

    def __iter__(self) -> Iterator[bytes]:
        return self

    def __next__(self) -> bytes:
        self.last = next(self._entries)
        self.given += 1
        return self.last

    def unaccepted(self, accepted: int) -> list[bytes]:
        """The entry given but not accepted (the one being read when verification stopped)."""
        return [self.last] if self.given > accepted else []


def _verify(table: Table, reader: LogReader, stream: Iterator[bytes]) -> VerifyResult:
    try:
        result = _walk(table, reader, stream)
    except ProofRewind:
        raise
    except Exception:
        # Reading on past a failing proof (an I/O error later in the file, say) must not
        # decide the outcome: the full checker stopped at that proof. Settling raises
        # ProofRewind if one fails; otherwise the error stands as it would have.
        table.settle_proofs()
        raise
    table.settle_proofs()  # no verdict before every deferred proof is checked
    return result


def _walk(table: Table, reader: LogReader, stream: Iterator[bytes]) -> VerifyResult:
    count = 0
    for index, raw in enumerate(stream):
        count = index + 1
        try:
            table.receive(raw)
        except RemoteError as exc:
            named = exc.seat is not None and exc.seat != HOST_SEAT and index > 0
            if named and not table.signed_here(raw):
                # Not the seat's evidence: only the host can have logged it (SPEC.md 6.3).
                reason = f"the host logged an entry no honest host accepts: {exc.reason}"
                blame = Blame(HOST_SEAT, index, reason)
                return VerifyResult(True, False, index, blame, False, table)
            seat = HOST_SEAT if exc.seat is None else exc.seat
            return VerifyResult(True, False, index, Blame(seat, index, exc.reason), named, table)
        if table.blame is not None:
            return VerifyResult(True, False, index, table.blame, True, table)
        if table.stage is Stage.ENDED:
            break
    if count == 0:
        reason = str(reader.error) if reader.error else "the log holds no entries"
        return VerifyResult(False, False, 0, Blame(None, None, reason), False, table)
    if reader.error is not None:
        reason = f"damaged after entry {count - 1}: {reader.error.reason}"
        return VerifyResult(True, False, count, Blame(None, count, reason), False, table)
    if table.stage is Stage.ENDED and (next(stream, None) is not None or reader.error):
        reason = "the file goes on after the entry that ended the match"
        return VerifyResult(True, False, count, Blame(None, count, reason), False, table)
    if table.aborted is not None:
        return VerifyResult(True, False, count, None, False, table, table.aborted)
    if table.stage is not Stage.ENDED:
        reason = f"the log ends in stage {table.stage} before the match is over"
        return VerifyResult(True, False, count, Blame(None, count, reason), False, table)
    return VerifyResult(True, True, count, None, False, table)


@dataclass(frozen=True)
class ReplayStep:
    entry: int
    updates: tuple[Update, ...]
    table: Table


def replay_entries(source: bytes | BinaryIO) -> tuple[Iterator[ReplayStep], list[str]]:
    """Walk a log leniently: yields each accepted entry with the table after it. Problems (damage,
    an invalid entry) end the walk; their descriptions are appended to the returned list."""
    problems: list[str] = []

    def walk() -> Iterator[ReplayStep]:
        reader = LogReader(source)
        table = Table()
        count = 0
        for index, raw in enumerate(reader):
            count = index + 1
            try:
                updates = table.receive(raw)
            except RemoteError as exc:
                problems.append(f"stopped at entry {index}: {exc}")
                return
            yield ReplayStep(index, tuple(updates), table)
            if table.stage is Stage.ENDED:
                return
        if reader.error is not None:
            where = f"after entry {count - 1}" if count else "before the first entry"
            problems.append(f"stopped {where}: {reader.error}")

    return walk(), problems
