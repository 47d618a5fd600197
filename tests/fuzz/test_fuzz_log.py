"""Fuzzing the log readers (issue 8): ``verify``, ``replay`` and entry decoding on random bytes
and on structure-aware mutations of a valid log. Each must end with a result, never an exception,
and never accept a log that is not the original; memory stays within a few times the input."""

from __future__ import annotations

import contextlib
import json
import tracemalloc

from hypothesis import given
from hypothesis import strategies as st
from mextrain.protocol.errors import MextrainError
from mextrain.protocol.log.entries import LOG_MAGIC, decode_entry, file_header, read_log
from mextrain.protocol.log.messages import decode_message
from mextrain.protocol.table.session import Table
from mextrain.protocol.table.verdict import verdict_json
from mextrain.protocol.table.verify import EXIT_CODES, replay_entries, verify_log

from .mutations import ENTRIES, FUZZ, LOG, mutated_body_entry, mutated_entry_fields, mutated_log

BASELINE = 16 << 20
"""Fixed overhead allowed besides the input (tables of tile points, the engine's caches)."""


def _check_verdict(data: bytes) -> None:
    tracemalloc.start()
    try:
        result = verify_log(data)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak <= 4 * len(data) + BASELINE, (peak, len(data))
    out = verdict_json(result)
    json.dumps(out)  # always printable
    assert result.exit_code in EXIT_CODES.values()
    if result.valid:
        assert list(read_log(data).entries) == ENTRIES, "accepted a log that is not the original"


@FUZZ
@given(mutated_log())
def test_verify_survives_mutated_logs(data: bytes) -> None:
    _check_verdict(data)


@FUZZ
@given(st.binary(max_size=4096).map(lambda b: file_header() + b))
def test_verify_survives_random_bytes_after_the_header(data: bytes) -> None:
    _check_verdict(data)


@FUZZ
@given(st.binary(max_size=4096))
def test_verify_survives_random_files(data: bytes) -> None:
    _check_verdict(data)


@FUZZ
@given(mutated_log())
def test_replay_survives_mutated_logs(data: bytes) -> None:
    steps, problems = replay_entries(data)
    count = sum(1 for _ in steps)
    assert count <= len(ENTRIES) + 1
    assert all(isinstance(p, str) for p in problems)


@FUZZ
@given(st.one_of(mutated_body_entry(), mutated_entry_fields()))
def test_one_mutated_entry_is_refused_or_applied_never_crashes(case: tuple[int, bytes]) -> None:
    index, entry = case
    table = Table()
    for raw in ENTRIES[:index]:
        table.receive(raw)
    with contextlib.suppress(MextrainError):
        decode_message(decode_entry(entry).message)
    try:
        table.receive(entry)
    except MextrainError as exc:
        assert str(exc)
    else:
        assert entry == ENTRIES[index] or table.entries[-1] == entry


@FUZZ
@given(st.binary(max_size=2048))
def test_entry_and_message_decoders_refuse_garbage_cleanly(raw: bytes) -> None:
    for decode in (decode_entry, decode_message):
        with contextlib.suppress(MextrainError):
            decode(raw)


def test_the_header_alone_and_the_log_itself_are_handled() -> None:
    """Anchors for the fuzzers above: the unmutated log is valid, the header alone is not."""
    assert verify_log(LOG).valid
    assert LOG_MAGIC in file_header().decode(errors="replace")
    assert not verify_log(file_header()).readable
