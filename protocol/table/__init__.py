"""The table and verify: one node's sans-I/O replica of a game, and what is read from a log.

The table fed log entries and producing messages, and the host's sequencer (:mod:`.session`,
with each stage's handlers in :mod:`.lobby`, :mod:`.deck_stages`, :mod:`.turns` and
:mod:`.reveal`),
strict verification and lenient replay of a log file (:mod:`.verify`) with its stable JSON
verdict (:mod:`.verdict`), what one seat may see (:mod:`.view`), the stdio agent protocol built on
that view (:mod:`.agent_protocol`), and a whole match run in memory (:mod:`.harness`).
"""

from .agent_protocol import MAX_ANSWER_BYTES, AgentProtocolError, Answer, encode_line, parse_answer
from .harness import run_match, seeded_bytes
from .session import Sequencer, Stage, Table, Update
from .verdict import verdict_json
from .verify import EXIT_CODES, Outcome, ReplayStep, VerifyResult, replay_entries, verify_log
from .view import (
    HandTile,
    MoveView,
    Pair,
    RoundEndView,
    ScoreSheet,
    SeatView,
    TrainView,
    event_of,
    pair_text,
    round_end_view,
    rules_in_words,
    seat_view,
    shown_name,
    shown_names,
    table_names,
    table_view,
)

__all__ = [
    "EXIT_CODES",
    "MAX_ANSWER_BYTES",
    "AgentProtocolError",
    "Answer",
    "HandTile",
    "MoveView",
    "Outcome",
    "Pair",
    "ReplayStep",
    "RoundEndView",
    "ScoreSheet",
    "SeatView",
    "Sequencer",
    "Stage",
    "Table",
    "TrainView",
    "Update",
    "VerifyResult",
    "encode_line",
    "event_of",
    "pair_text",
    "parse_answer",
    "replay_entries",
    "round_end_view",
    "rules_in_words",
    "run_match",
    "seat_view",
    "seeded_bytes",
    "shown_name",
    "shown_names",
    "table_names",
    "table_view",
    "verdict_json",
    "verify_log",
]
