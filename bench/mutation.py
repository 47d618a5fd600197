"""Mutation testing of the modules that guard the protocol: how much of their code the tests guard.

Runs mutmut 3 on one module at a time with only the test files that exercise that module, so a
module takes minutes, not hours. mutmut names a mutant after the file it lives in and the tests
import ``mextrain.protocol.*``, while the repository keeps the code in ``protocol/`` (pyproject maps
the folders): so each module is staged in ``.mutation/<module>/`` as ``src/mextrain/<pkg>/`` (a
plain copy, which mutmut's ``src`` convention maps back to ``mextrain.<pkg>``), with the tests and
a generated mutmut config beside it. The worktree itself is never touched.

Prints one line per module: mutants; killed; crashed (timeout or a dead test process, also a
catch); ``text``, survivors that only rewrote a message's text (``"XXwhyXX"``); ``equiv``,
survivors judged equivalent in ``EQUIVALENT`` (each with why); the other survivors; mutants no
selected test reaches; the raw score (killed + crashed over all mutants); the judged score (the
same over all but ``text`` and ``equiv``); the wall time. Survivors of ``IMPORT_TIME`` functions
are tested again with the mutant written into the source. Then the behaviour survivors' names
(``--show`` prints their diffs). Never asserts; not run by CI.

Usage: ``nice -n 15 .venv/bin/python bench/mutation.py [MODULE ...] [--jobs N] [--show]``,
with MODULE such as ``protocol.log.encoding`` (default: every module in ``TESTS_BY_MODULE``).
``--sample N`` tests N mutants of each module, the same ones every time (for the big modules);
``--fast`` runs only the small subset in ``FAST`` (a few minutes); ``--report`` reads the last
run's results again without running anything.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import shutil
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
STAGING = ROOT / ".mutation"
PACKAGES = ("protocol", "node", "cli")

P = "tests/protocol/"
N = "tests/node/"
HOST_TESTS = [
    N + "test_host_faults.py",
    N + "test_guards_node.py",
    N + "test_guards_host.py",
    N + "test_chat.py",
    N + "test_door.py",
    N + "test_seat_proof.py",
    N + "test_resume_refusals.py",
    N + "test_budget.py",
    N + "test_door_fairness.py",
    N + "test_catch_up.py",
    N + "test_status_in_match.py",
    N + "test_agent.py",
]
"""The host and the parts it is composed of (issue 18) share one set of tests."""
TABLE_TESTS = [
    P + "table/test_guards_table.py",
    P + "table/test_table_protocol.py",
    P + "log/test_log_tampering.py",
    P + "deck/test_verified_shuffle.py",
]
"""The table's tests, for session.py and each stage's handlers (split from it, issue 31)."""
ENGINE_TESTS = [
    P + "rules/test_rules_scenarios.py",
    P + "rules/test_engine_views.py",
    P + "rules/test_engine_properties.py",
    P + "rules/test_rules_variants.py",
    P + "table/test_spec_gaps.py",
    P + "rules/test_guards_engine.py",
]
"""The engine's tests, for engine.py and the state and legality split from it (issue 31)."""

# Each module with the test files that exercise it (its own tests and the guards of issue 14).
TESTS_BY_MODULE: dict[str, list[str]] = {
    "protocol.log.encoding": [P + "log/test_guards_encoding.py", P + "table/test_crypto_review.py"],
    "protocol.log.messages": [
        P + "log/test_guards_messages.py",
        P + "table/test_crypto_review.py",
        P + "log/test_log_tampering.py",
    ],
    "protocol.log.entries": [
        P + "log/test_guards_log.py",
        P + "log/test_log_tampering.py",
        P + "table/test_crypto_review.py",
        P + "table/test_match_vectors.py",
        P + "table/test_spec_gaps.py",
        P + "log/test_guards_log_reader.py",
        "tests/fuzz/test_fuzz_log.py",
    ],
    "protocol.table.session": TABLE_TESTS,
    "protocol.table.lobby": TABLE_TESTS,
    "protocol.table.deck_stages": TABLE_TESTS,
    "protocol.table.turns": TABLE_TESTS,
    "protocol.table.reveal": TABLE_TESTS,
    "protocol.table.guards": TABLE_TESTS,
    "protocol.table.endings": TABLE_TESTS,
    "protocol.deck.state": [
        P + "deck/test_guards_deck.py",
        P + "deck/test_deck.py",
        P + "deck/test_deck_cheats.py",
        P + "deck/test_deck_keys.py",
        P + "deck/test_deck_vectors.py",
    ],
    "protocol.deck.audit": [
        P + "deck/test_guards_deck.py",
        P + "deck/test_deck_cheats.py",
        P + "deck/test_deck_vectors.py",
        P + "deck/test_deck.py",
    ],
    "protocol.rules.scoring": [
        P + "rules/test_guards_scoring.py",
        P + "rules/test_scoring_scenarios.py",
    ],
    "protocol.rules.ruleset": [
        P + "rules/test_guards_rules.py",
        P + "rules/test_rules_scenarios.py",
        P + "rules/test_tiles_rulesets.py",
        P + "rules/test_rules_variants.py",
        P + "rules/test_ruleset_local_limits.py",
    ],
    "protocol.rules.engine": ENGINE_TESTS,
    "protocol.rules.legality": ENGINE_TESTS,
    "protocol.rules.round_state": ENGINE_TESTS,
    "protocol.table.verify": [
        P + "table/test_guards_verify.py",
        P + "log/test_log_tampering.py",
        P + "table/test_match_vectors.py",
        P + "table/test_verify_outcomes.py",
        P + "table/test_spec_gaps.py",
    ],
    "node.framing": [N + "test_framing.py", N + "test_guards_framing.py"],
    "node.channel": [
        N + "test_channel.py",
        N + "test_guards_node.py",
        N + "test_handshake_vectors.py",
        N + "test_door.py",
        N + "test_seat_proof.py",
        N + "test_guards_channel.py",
    ],
    "node.pake": [
        N + "test_channel.py",
        N + "test_handshake_vectors.py",
        N + "test_guards_pake.py",
    ],
    "node.host": HOST_TESTS,
    "node.admission": [
        *HOST_TESTS,
        N + "test_resume.py",
        N + "test_resume_checks.py",
        N + "test_guards_admission.py",
        N + "test_door_crowded_address.py",
        N + "test_resume_waits.py",
    ],
    "node.catch_up": HOST_TESTS,
    "node.sequencing": HOST_TESTS,
    "node.host_status": HOST_TESTS,
    "node.connections": [*HOST_TESTS, N + "test_guards_connections.py", N + "test_farewell.py"],
    "node.budget": [N + "test_budget.py"],
    "node.resume": [
        N + "test_resume.py",
        N + "test_resume_checks.py",
        N + "test_resume_vectors.py",
        N + "test_guards_resume.py",
        N + "test_resume_waits.py",
    ],
    "node.door": [
        N + "test_door.py",
        N + "test_door_fairness.py",
        N + "test_guards_door.py",
        N + "test_door_crowded_address.py",
        N + "test_door_comeback.py",
    ],
    "node.lobby": [N + "test_watchdog_lobby.py", N + "test_guards_lobby.py"],
    "node.relay": [N + "test_relay.py", N + "test_guards_relay.py"],
    "protocol.bots.analysis": [
        P + "bots/test_analysis.py",
        P + "bots/test_analysis_honest.py",
        P + "bots/test_analysis_models.py",
        P + "bots/test_guards_analysis.py",
    ],
    "cli.tui.moves": ["tests/cli/test_guards_moves.py"],
    "node.persistence": [
        N + "test_persistence.py",
        N + "test_guards_node.py",
        N + "test_resume_refusals.py",
        "tests/fuzz/test_fuzz_datadir.py",
        N + "test_guards_persistence.py",
    ],
    "node.datafiles": [
        N + "test_guards_datafiles.py",
        N + "test_resume_refusals.py",
        "tests/fuzz/test_fuzz_datadir.py",
        N + "test_persistence.py",
    ],
}
# Survivors judged equivalent (they behave the same), with why. Keyed by mutmut's name, which
# stays put while the function is unchanged; rerun with --show after editing one.
_MSGPACK_DEFAULT = "msgpack >= 1.0 (the pinned floor) has this very default"
_ZIP_STRICT = "the lengths are compared just above, so zip's strictness never matters"
_WAIT_CLOSED = (
    "Python 3.11 (the floor) returns from Server.wait_closed at once after close(), so the"
    " bound is never reached; 3.12+ waits for open handlers, each ending within"
    " HANDSHAKE_TIMEOUT or at its closed channel: only an exit's latency could differ"
)
_DEBUG_LOG_LINE = (
    "only the arguments of the debug log's line (logging reports its own formatting error and"
    " goes on); the note the host's person reads is unchanged"
)
_BLINDS_CACHE = (
    "a cache: without the Admission's Blinds host_handshake computes the code's blinding"
    " points itself, the same points (test_guards_pake checks both ways agree), only slower"
)
EQUIVALENT: dict[str, str] = {
    "mextrain.protocol.log.encoding.x_pack__mutmut_9": _MSGPACK_DEFAULT + " (use_bin_type=True)",
    "mextrain.protocol.log.encoding.x_unpack__mutmut_20": "raw=None is falsy, as raw=False",
    "mextrain.protocol.log.encoding.x_unpack__mutmut_27": _MSGPACK_DEFAULT + " (raw=False)",
    "mextrain.protocol.log.encoding.x_unpack__mutmut_28": _MSGPACK_DEFAULT + " (use_list=True)",
    "mextrain.protocol.log.encoding.x_unpack__mutmut_29": _MSGPACK_DEFAULT + " (strict_map_key)",
    "mextrain.protocol.log.encoding.x_unpack__mutmut_62": _MSGPACK_DEFAULT + " (use_bin_type=True)",
    "mextrain.protocol.log.messages.x_check_payload__mutmut_21": _ZIP_STRICT,
    "mextrain.protocol.log.messages.x_check_payload__mutmut_24": _ZIP_STRICT,
    "mextrain.protocol.log.messages.x_check_payload__mutmut_25": _ZIP_STRICT,
    "mextrain.protocol.log.messages.x_decode_message__mutmut_5":
        "without the cap msgpack's own (the data's length) still refuses a longer outer array at"
        " its header, and a shorter one is refused by the layout check with the same words (the"
        " node screens a message's containers before this runs: node/limits.py)",
    "mextrain.protocol.log.messages.x_decode_message__mutmut_6":
        "a 3-item outer array is built (3 values of one frame) and refused by the layout check"
        " with the same words as at the cap of 2",
    "mextrain.protocol.log.messages.x__tuple__mutmut_8": _ZIP_STRICT,
    "mextrain.protocol.log.messages.x__tuple__mutmut_11": _ZIP_STRICT,
    "mextrain.protocol.log.messages.x__tuple__mutmut_12": _ZIP_STRICT,
    "mextrain.protocol.log.messages.x__list__mutmut_1":
        "every schema passes its own max_len: the default is never used",
    "mextrain.protocol.log.entries.xǁLogErrorǁ__init____mutmut_1":
        "LogError's text comes from its own __str__ (reason, entry), never from args",
    "mextrain.protocol.table.guards.x_refuse__mutmut_2":
        "Table._dispatch names the message's seat on any refusal that names none",
    "mextrain.protocol.deck.state.xǁSeatDeckǁreceive_release__mutmut_46":
        "a seat's own released key decodes to its own lock key: the shortcut only skips a decode",
    "mextrain.protocol.table.reveal.x_on_reveal__mutmut_13":
        "Table._dispatch names the entry on any refusal that names none",
    "mextrain.protocol.table.reveal.x_on_reveal__mutmut_28":
        "Table._dispatch names the entry on any refusal that names none",
    "mextrain.protocol.table.session.xǁTableǁreceive__mutmut_100":
        "a seen head's index is at least -1 (genesis), so -1 and -2 as 'none yet' compare alike",
    "mextrain.protocol.log.entries.xǁLogReaderǁ__iter____mutmut_10":
        _MSGPACK_DEFAULT + " (raw=False)",
    "mextrain.protocol.log.entries.xǁLogReaderǁ__iter____mutmut_30":
        "at_end=None is falsy, as at_end=False (it is only ever tested for truth)",
    "mextrain.node.pake.x_password_scalar__mutmut_13":
        "no join code is known to hash to 0 or to 1 mod L (2^-252 each): neither branch is reached",
    "mextrain.node.pake.x__add__mutmut_9":
        "unreachable: x*P + w*M is the identity only for an x built from M's unknown discrete log",
    # verify / log / rules / scoring / datafiles / lobby / framing
    "mextrain.protocol.table.verify.x_verify_log__mutmut_19":
        "entry 0 must be the host's open: every refusal of it names the host or no seat, never a"
        " seat, so index >= 0 and index > 0 agree",
    "mextrain.protocol.table.verify.x_replay_entries__mutmut_5":
        "count is only tested for truth after the loop, and None and 0 are both false",
    "mextrain.protocol.log.entries.x_decode_entry__mutmut_10":
        "only the words of a refusal change: a 5-item entry is built (5 values, within its 1 MiB)"
        " and refused by the length check as 'an entry is [...]' all the same; an array inside a"
        " field never gets this far (the container cap of 1 refuses it)",
    "mextrain.protocol.log.entries.xǁLogReaderǁ__iter____mutmut_2":
        "msgpack's raw is a C bint: None converts to False",
    "mextrain.protocol.log.entries.xǁLogReaderǁ__iter____mutmut_9":
        "max_map_len=0 lets only the empty map through, which has no key to check",
    "mextrain.protocol.log.entries.xǁLogReaderǁ__iter____mutmut_17":
        "max_map_len=0 lets only the empty map through (and True is the default)",
    "mextrain.protocol.log.entries.xǁLogReaderǁ__iter____mutmut_27":
        "max_map_len=0 lets only the empty map through, which has no key to check",
    "mextrain.protocol.log.entries.xǁLogReaderǁ__iter____mutmut_13":
        "only the words of a refusal change: msgpack checks a string's length once it is whole,"
        " and a longer one is refused at the same entry as 'expected an entry (bin), got str'",
    "mextrain.protocol.log.entries.xǁLogReaderǁ__iter____mutmut_23":
        "only the words of a refusal change: msgpack checks a string's length once it is whole,"
        " and a longer one is refused at the same entry as 'expected an entry (bin), got str'",
    "mextrain.protocol.log.entries.xǁLogReaderǁ__iter____mutmut_16":
        "only the words of a refusal change: msgpack checks an extension's length once it is"
        " whole (a cut-short one is torn either way), and a whole one is refused as 'got ExtType'",
    "mextrain.protocol.log.entries.xǁLogReaderǁ__iter____mutmut_26":
        "only the words of a refusal change: msgpack checks an extension's length once it is"
        " whole (a cut-short one is torn either way), and a whole one is refused as 'got ExtType'",
    "mextrain.protocol.log.entries.xǁLogReaderǁ__iter____mutmut_36":
        "at_end is set just before the OutOfData that ends the iteration: it is never read again",
    "mextrain.protocol.log.entries.xǁLogReaderǁ__iter____mutmut_37":
        "at_end is set just before the OutOfData that ends the iteration: it is never read again",
    "mextrain.protocol.rules.ruleset.x__coerce__mutmut_27":
        "unreachable: from_dict refuses unknown keys first, and every field has a type branch",
    "mextrain.protocol.rules.ruleset.xǁRulesetǁhand_size__mutmut_3":
        "unreachable: check_players refuses more than max_players, and validate makes the last"
        " bracket cover max_players",
    "mextrain.protocol.rules.scoring.x_score_round__mutmut_56":
        "with no winners the share goes to no seat: every score is 0 whatever the share is",
    "mextrain.node.lobby.xǁLobbyǁrows__mutmut_5":
        "its one caller, HostStatus.show, asks for the rows only once the table has names"
        " (opened)",
    "mextrain.node.datafiles.x_check_host_json__mutmut_32":
        "a missing bot_strategy's default only feeds _opt_str, which accepts None and 'greedy'",
    "mextrain.node.datafiles.x_check_host_json__mutmut_34":
        "a missing bot_strategy's default only feeds _opt_str, which accepts None and 'greedy'",
    "mextrain.node.datafiles.x_check_host_json__mutmut_37":
        "a missing bot_strategy's default only feeds _opt_str, which accepts any string",
    "mextrain.node.datafiles.x_check_host_json__mutmut_38":
        "a missing bot_strategy's default only feeds _opt_str, which accepts any string",
    "mextrain.node.datafiles.x_check_session__mutmut_12":
        "the hex is parsed only to spot a bad game id: when ok is already false, parsing 'XXXX'"
        " fails and sets it false again",
    "mextrain.protocol.table.deck_stages.x_on_commit__mutmut_35":
        "the audit never reports a failure at the commit step (a seed that does not open its"
        " commitment is a reveal failure), so the commit's entry is never looked up",
    "mextrain.node.datafiles.x_check_session__mutmut_13":
        "ok is only tested for truth: None as False",
    # table / deck / deck_audit / engine / persistence / pake
    "mextrain.protocol.table.session.xǁTableǁ_dispatch__mutmut_12":
        "every RemoteError a handler raises already names its entry: the fallback never fires",
    "mextrain.protocol.table.turns.x_on_anomaly__mutmut_4":
        "Table._dispatch names the entry on any refusal that names none",
    "mextrain.protocol.table.deck_stages.x_check_proof__mutmut_9":
        "Table._dispatch names the entry on any refusal that names none",
    "mextrain.protocol.table.session.xǁTableǁreceive__mutmut_75":
        "a decoded counter is at least 0, so -1 and -2 as 'none yet' compare alike",
    "mextrain.protocol.table.deck_stages.x_remember_own_proof__mutmut_8":
        "a seat's own lock commitments only check keys it released itself, from those very lock"
        " keys: present or absent, the check passes",
    "mextrain.protocol.rules.engine.x_allowed_trains__mutmut_2":
        "the cache only saves recomputing a pure function of a frozen state; every new state"
        " starts without it",
    "mextrain.protocol.rules.engine.x__next_candidate__mutmut_25":
        "Train.owner is never read: a personal train is found by its index in state.trains and"
        " the view names owners from the seat names",
    "mextrain.node.pake.x__base__mutmut_4":
        "unreachable: _scalar admits only [1, L), and s*B for such an s is never the identity",
    "mextrain.node.pake.x_finish__mutmut_25":  # 23 before finish took the node's blinds
        "unreachable: both points passed is_valid_point (stricter than sub's own decoding)",
    "mextrain.node.pake.x_random_secret__mutmut_7":
        "64 uniform random bytes read big-endian (the default) are as uniform as little-endian",
    # node.host, measured again on a fresh sample after the crash fix; the host split of issue
    # 18 moved _commit, _status and the door into node/sequencing.py, host_status.py and
    # admission.py, so the entries of moved functions were judged again under their new names
    # (issue 22), and _shutdown's renumbered by its new first loop
    "mextrain.node.sequencing.xǁSequencingǁcommit__mutmut_15":
        "only the debug log's line: logging reports its own formatting error and goes on; the"
        " note the host's person reads is unchanged (Host._commit's mutant 15, moved here)",
    "mextrain.node.sequencing.xǁSequencingǁcommit__mutmut_11": _DEBUG_LOG_LINE,
    "mextrain.node.sequencing.xǁSequencingǁcommit__mutmut_14": _DEBUG_LOG_LINE,
    "mextrain.node.host.xǁHostǁ_task_done__mutmut_5":
        "only the debug log's line names no task; the error and what the host does are the same",
    "mextrain.node.host.xǁHostǁ_reset__mutmut_6":
        "a cache of proofs already checked: without it a proof is checked again, same verdict",
    "mextrain.node.host.xǁHostǁ_save_session__mutmut_2":
        "the 'role' key of session.json is never read (the folder names the role)",
    "mextrain.node.host.xǁHostǁ_add_local_seat__mutmut_19":
        "the label carries the game id, itself drawn from the seed: round seeds still repeat"
        " with the seed and differ between seeds",
    "mextrain.node.host_status.xǁHostStatusǁ__init____mutmut_4":
        "run() shows the status before the first commit: the flag's first value only adds one"
        " more refresh of the same status (Host._reset's mutant 32, moved here)",
    "mextrain.node.host.xǁHostǁ_resume__mutmut_41":
        "after _resume the host's table holds exactly the saved entries, which is what a seat"
        " replays when given none",
    # node.persistence, measured again once forked workers could audit (the pool fork fix)
    "mextrain.node.persistence.xǁGameStoreǁclose__mutmut_5":
        "_closing is only ever tested for truth (the syncer's wait), and None is false as False",
    "mextrain.node.persistence.xǁRoleDirǁwrite_session__mutmut_8":
        "only the indentation of session.json changes: every reader parses it as JSON",
    "mextrain.node.persistence.xǁGameStoreǁload_log__mutmut_10":
        "_truncate opens the file afresh, so truncate(None) cuts at its position 0, as truncate(0)",
    # node.host / node.channel
    "mextrain.node.host.xǁHostǁ__init____mutmut_18":
        "code_help is only ever tested for truth (None and '' alike) and the CLI sets a string",
    "mextrain.node.host_status.xǁHostStatusǁshow__mutmut_10":
        "show runs only once prepare opened the table, whose names has a slot per seat (2..10):"
        " never empty, so the condition is always true (Host._status's mutant 8, moved here)",
    "mextrain.node.host.xǁHostǁrun__mutmut_16":
        "the loop only waits for _ended: a 1 s timeout re-checks the very event it waits for",
    "mextrain.node.host.xǁHostǁ_shutdown__mutmut_12": _WAIT_CLOSED,
    "mextrain.node.host.xǁHostǁ_shutdown__mutmut_13": _WAIT_CLOSED,
    "mextrain.node.host.xǁHostǁ_save_session__mutmut_3":
        "session.json's 'role' is never read (resume finds a role by its folder): a label",
    # node.host, sample 40 after the held junk seat and the in-match status (2026-12-01)
    "mextrain.node.host.xǁHostǁ_reset__mutmut_4":
        "the host's own table never sends a join (only a seat's does), the one reader of the"
        " name; None falls back to 'host' anyway",
    "mextrain.node.host.xǁHostǁ_reset__mutmut_13":
        "the host's own table never sends a join (only a seat's does), the one reader of the name",
    "mextrain.node.host.xǁHostǁ_task_done__mutmut_6":
        "only the debug log's line loses the traceback; the failure is kept and said, and the host"
        " stops the same way",
    "mextrain.node.host.xǁHostǁnote__mutmut_5":
        "only the debug log's copy of the line is framed; the note the host's person reads is the"
        " same",
    "mextrain.node.host.xǁHostǁ_open__mutmut_11":
        "a domain label: the seeded game id is still fixed by the seed and apart from the"
        " identity and round-seed labels; nothing reads the label or pins the id",
    "mextrain.node.budget.xǁSummaryǁ__init____mutmut_14":
        "the count line names self.about, which every note sets before it can count one: the"
        " first value is never said",
    "mextrain.node.channel.xǁChannelǁrecv__mutmut_14":
        "int.to_bytes's byteorder defaults to 'big' from Python 3.11, the floor",
    "mextrain.node.channel.x_send_plain__mutmut_6":
        "drain waits only above the transport's 64 KiB high-water mark; a side writes under"
        " 1 KiB of handshake before it reads, so the 10 s bound is never reached",
    # node.admission, sample 40 with its guards of issue 36
    "mextrain.node.admission.xǁAdmissionǁcode_changed__mutmut_2":
        "codes is only ever compared for inequality with a value read before: counting the"
        " changes down moves it away from every earlier value just as counting up does",
    "mextrain.node.admission.xǁAdmissionǁserve__mutmut_11":
        "unreachable: the host serves TCP sockets, whose peername is an address tuple, and a"
        " relay's connections pass address, which replaces where",
    "mextrain.node.admission.xǁAdmissionǁ_say__mutmut_1":
        "every placed connection got its notes (_place), and a connection with none reaches"
        " _say only with a channel failed before its seat, which takes over 16 MiB queued to"
        " it while the host sends it one welcome at most: only that unreached case differs",
    # (serve's mutants 103 and 113 were 82 before door5 renumbered serve's mutants)
    "mextrain.node.admission.xǁAdmissionǁserve__mutmut_103": _BLINDS_CACHE,
    "mextrain.node.admission.xǁAdmissionǁserve__mutmut_113": _BLINDS_CACHE,
    # node.door, sample 40 with its guards of issue 36
    "mextrain.node.door.xǁDoorǁ_turns__mutmut_14":
        "a ticket whose waiter was cancelled is already out of the line: breaking out only"
        " makes the pump work the same slot out afresh one event-loop step later, for the same"
        " next ticket",
    "mextrain.node.door.xǁDoorǁ_rank__mutmut_12":
        "all of a key's tickets share its served time and its first waiting one has the lowest"
        " order, so the least (served, order) over all tickets is always some key's first:"
        " counting those ahead never changes the choice (the round robin still holds)",
    # node.admission, sample 40 again after door5 (a resume over its rate waits its turn)
    "mextrain.node.admission.xǁAdmissionǁ_resume__mutmut_51":
        "with no wait due, sleep(0) only yields one event-loop step; whatever may change"
        " meanwhile (the lobby, the code) is asked again after the sync, as after a real wait",
    "mextrain.node.admission.xǁAdmissionǁ_resume__mutmut_56":
        "Lobby.seat_for only tests hold for truth: None as False",
    # node.door, sample 40 again after door5 (evicts only places not in line; newcomers wait)
    "mextrain.node.door.xǁDoorǁ_rank__mutmut_7":
        "the rank's first item only orders a ticket: priority 0, quiet 1, noisy above that;"
        " 3 sorts after 1 and after 0 just as 2 does",
    "mextrain.node.door.xǁDoorǁ_hand_over__mutmut_15":
        "the waiter handed the last place (and each cancelled one) drops its address's line"
        " in wait_for_place's finally once it is empty, one event-loop step later: the empty"
        " list left meanwhile is reused by a newcomer just as a fresh one would be",
    # node.door, sample 60 again after door6 and the dead defaults' removal
    "mextrain.node.door.xǁDoorǁwait_for_place__mutmut_17":
        "a waiter cancelled before it was handed a place holds none, so the extra leave()"
        " finds no place of its to give back and only hands over free places, and a free place"
        " never sits beside a waiter (every release hands it over at once): nothing changes",
    # node.connections, sample 40 again after door6 (hold from the first refusal, hushed notes)
    "mextrain.node.connections.xǁConnectionsǁprobation_end__mutmut_6":
        "dict.get's default is None: get(seat) and get(seat, None) are the same call",
    # node.relay, sample 50 with its guards of issue 36
    "mextrain.node.relay.x_default_relay__mutmut_10":
        "Python's codec names are case-insensitive: 'UTF-8' is the same codec as 'utf-8'",
    "mextrain.node.relay.x_default_relay__mutmut_8":
        "the locale's encoding is UTF-8 where mextrain runs (Linux and macOS UTF-8 locales; C"
        " and POSIX are coerced to UTF-8 by Python, PEP 538): only a legacy 8-bit locale could"
        " read a non-ASCII comment in config.toml differently",
    "mextrain.node.relay.x_connect__mutmut_11":
        "asyncio.StreamReader's default limit is 2**16, the very bound dropped",
    "mextrain.node.relay.x_parse_relay__mutmut_6":
        "number is only tested for truth, and '' is false as None is",
    "mextrain.node.relay.xǁ_Reopenǁ__init____mutmut_1":
        "_Reopen's args are never read: its catcher reads .pause, set on the next line",
    # protocol.bots.analysis, sample 50 with its guards of issue 36
    "mextrain.protocol.bots.analysis.x__measured__mutmut_30":
        "correct() draws the interval of every measured review and replaces its high end: the"
        " value _measured leaves there is never read",
    "mextrain.protocol.bots.analysis.x__measured__mutmut_37":
        "correct() draws the interval of every measured review and replaces its high end: the"
        " value _measured leaves there is never read",
    "mextrain.protocol.bots.analysis.x__measured__mutmut_13":
        "the measure values exactly the two moves it is given (evaluate_all's moves, or a test"
        " evaluator's every legal move): the played move's samples are always there, so the"
        " default is never used",
    # node.resume, sample 40 with its guards of issue 36
    "mextrain.node.resume.xǁTicketsǁissue__mutmut_8":
        "the two maps stay each other's inverse (issue, take and revoke each update both), so"
        " a seat's old ticket is always in _by_id: pop's default is never used",
    # cli.tui.moves, sample 50 with its guards of issue 36
    "mextrain.cli.tui.moves.xǁMoveKeysǁ__init____mutmut_10":
        "TableApp.show sets the prompt whenever no question is open, before any key reaches"
        " _type: the first value is never read",
    "mextrain.cli.tui.moves.xǁMoveKeysǁ_prompt__mutmut_5":
        "query_one's type only checks the widget found: #prompt is a Static either way",
    "mextrain.cli.tui.moves.xǁMoveKeysǁaction_kind__mutmut_17":
        "no key asks for kind 'no_engine' (e goes through engine_or_end, which sends it when"
        " listed and otherwise asks for end_build): that word is never looked up",
    "mextrain.node.channel.xǁChannelǁ__init____mutmut_41":
        "a channel is only built over TCP once a handshake was read from it, so its transport"
        " was made on a connected socket, whose peername is always an address tuple",
}
# Functions that build closures while the module is imported (the message schemas): mutmut's
# workers are forked after the import, so its own run can never switch these mutants on. Their
# survivors are tested again the slow way: the mutant written into the staged source, the
# module's tests run on it in a fresh interpreter.
IMPORT_TIME: dict[str, tuple[str, ...]] = {
    "protocol.log.messages": ("_int", "_bin", "_str", "_list", "_tuple"),
}
FAST = ["protocol.log.encoding", "protocol.rules.scoring"]

PYPROJECT = """\
[tool.pytest.ini_options]
timeout = 300
asyncio_mode = "auto"
asyncio_default_fixture_loop_scope = "function"

[tool.mutmut]
source_paths = ["src"]
only_mutate = ["{target}"]
also_copy = ["seeds", "examples", "SPEC.md", "README.md"]
pytest_add_cli_args = ["-p", "no:cacheprovider", "-q"]
pytest_add_cli_args_test_selection = {tests}
"""


def stage(module: str) -> Path:
    """A fresh copy of the packages as ``src/mextrain/``, the module's tests and its config."""
    where = STAGING / module
    shutil.rmtree(where, ignore_errors=True)
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc")
    for pkg in PACKAGES:
        shutil.copytree(ROOT / pkg, where / "src" / "mextrain" / pkg, ignore=ignore)
    shutil.copytree(ROOT / "tests", where / "tests", ignore=shutil.ignore_patterns(
        "__pycache__", "e2e"))
    shutil.copytree(ROOT / "seeds", where / "seeds")  # tests read these four
    shutil.copytree(ROOT / "examples", where / "examples", ignore=ignore)  # the example agent
    shutil.copy2(ROOT / "SPEC.md", where / "SPEC.md")
    shutil.copy2(ROOT / "README.md", where / "README.md")
    tests = [t for t in TESTS_BY_MODULE[module] if (ROOT / t).exists()]
    target = "src/mextrain/" + module.replace(".", "/") + ".py"
    (where / "pyproject.toml").write_text(PYPROJECT.format(target=target, tests=json.dumps(tests)))
    return where


def outcomes(where: Path, module: str) -> dict[str, str]:
    """Each mutant's name and mutmut's verdict, read from the run's record."""
    from mutmut.stats import status_by_exit_code

    meta = where / "mutants" / "src" / "mextrain" / (module.replace(".", "/") + ".py.meta")
    codes: dict[str, int | None] = json.loads(meta.read_text())["exit_code_by_key"]
    return {name: status_by_exit_code[code] for name, code in codes.items()}


_STRING = re.compile(r"""[rbfuRBFU]{0,2}("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')""")


def text_only(diff: str) -> bool:
    """True when the mutant only rewrote the words of a message a person reads (``"XXwhyXX"``,
    ``"WHY"``): tests check the words that matter, not the case. A string without a space is not
    taken for such a message, since it may be a key, a file name or a frame kind that other code
    reads (``"pos"``, ``"host.json"``, ``"RULES"``); those count as behaviour."""
    removed = [line[1:] for line in diff.splitlines() if line.startswith("-") and
               not line.startswith("---")]
    added = [line[1:] for line in diff.splitlines() if line.startswith("+") and
             not line.startswith("+++")]
    if not removed or len(removed) != len(added):
        return False
    for old, new in zip(removed, added, strict=True):
        if new.replace("XX", "") != old and new.lower() != old.lower():
            return False
        before, after = _STRING.findall(old), _STRING.findall(new)
        changed = [a for a, b in zip(before, after, strict=False) if a != b]
        if len(before) != len(after) or not changed or not all(" " in a for a in changed):
            return False
    return True


def sample_of(where: Path, module: str, size: int) -> list[str]:
    """``size`` of the module's mutants, the same ones every time (seeded by the module name)."""
    from mutmut.mutation.file_mutation import mutate_file_contents
    from mutmut.utils.format_utils import get_mutant_name

    path = Path("src/mextrain/" + module.replace(".", "/") + ".py")
    here = Path.cwd()
    os.chdir(where)  # mutmut reads its config from the working directory
    try:
        names = mutate_file_contents(str(path), path.read_text()).mutant_names
    finally:
        os.chdir(here)
    every = sorted(get_mutant_name(path, name) for name in names)
    return sorted(random.Random(module).sample(every, min(size, len(every))))


PINS_PATH = ROOT / "bench" / "mutation_pins.json"
PINS: dict[str, str] = json.loads(PINS_PATH.read_text()) if PINS_PATH.exists() else {}
"""Each equivalent mutant's changed lines when it was judged. mutmut numbers the mutants of a
function in order, so editing the function renumbers them: a name in ``EQUIVALENT`` whose lines
differ from its pin is another mutant now, and counts as a survivor until judged again."""
PIN = False  # --pin: record the current lines of every equivalent survivor met


def changed_lines(diff: str) -> str:
    return "\n".join(line.strip() for line in diff.splitlines()
                     if line[:1] in "+-" and line[:3] not in ("+++", "---"))


def recorded(module: str) -> dict[str, str]:
    """The verdicts of the module's last run, a retest's merged with those it did not redo (the
    staged record of a retest holds only the mutants it ran, so it alone would count short)."""
    path = STAGING / f"{module}.verdicts.json"
    return json.loads(path.read_text()) if path.exists() else {}


def record(module: str, verdicts: dict[str, str]) -> None:
    STAGING.mkdir(exist_ok=True)
    (STAGING / f"{module}.verdicts.json").write_text(json.dumps(verdicts, indent=0))


def import_time(module: str, name: str) -> bool:
    function = name.rpartition(".x_")[2].partition("__mutmut_")[0]
    return function in IMPORT_TIME.get(module, ())


def killed_when_applied(where: Path, module: str, name: str) -> bool:
    """Write mutant ``name`` into the staged source, run the module's tests on it in a fresh
    interpreter, put the source back: True if a test failed."""
    mutmut = [sys.executable, "-m", "mutmut"]
    source = where / "src" / "mextrain" / (module.replace(".", "/") + ".py")
    original = source.read_bytes()
    try:
        subprocess.run([*mutmut, "apply", name], cwd=where, check=True, capture_output=True)
        tests = [t for t in TESTS_BY_MODULE[module] if (where / t).exists()]
        result = subprocess.run(
            [sys.executable, "-m", "pytest", "-x", "-q", "-p", "no:cacheprovider", *tests],
            cwd=where, env={**os.environ, "PYTHONPATH": str(where / "src")}, capture_output=True,
            check=False,
        )
        return result.returncode != 0
    finally:
        source.write_bytes(original)


def run(module: str, jobs: int, show: bool, again: bool, sample: int | None,
        resume: bool = False, retest: bool = False) -> tuple[Counter[str], float, list[str]]:
    mutmut = [sys.executable, "-m", "mutmut"]
    began = time.monotonic()
    where = STAGING / module
    earlier: dict[str, str] = {}
    if retest:  # the last run's verdicts; only its survivors are tested again
        earlier = recorded(module) or outcomes(where, module)
    if not again and not resume:
        where = stage(module)
    chosen = sample_of(where, module, sample) if sample else []
    if retest:
        chosen = sorted(n for n in (chosen or earlier) if earlier[n] in ("survived", "no tests"))
    if not again and (chosen or not retest):
        subprocess.run([*mutmut, "run", "--max-children", str(jobs), *chosen], cwd=where,
                       stdout=subprocess.DEVNULL, check=True)
    took = time.monotonic() - began
    verdicts = outcomes(where, module) if chosen or not retest else {}
    if retest:
        verdicts = {**earlier, **{n: verdicts[n] for n in chosen}}
    if again:
        verdicts = recorded(module) or verdicts
    else:
        record(module, verdicts)
    if retest:
        chosen = sample_of(where, module, sample) if sample else []
    if chosen:  # a full run read back as a sample counts the same mutants as a sampled run
        verdicts = {name: verdicts[name] for name in chosen}
    counts: Counter[str] = Counter()
    survivors = []
    for name, verdict in sorted(verdicts.items()):
        if verdict == "not checked":  # outside the sample
            continue
        if verdict in ("killed", "timeout", "segfault"):
            counts["killed" if verdict == "killed" else "crash"] += 1
            continue
        diff = subprocess.run([*mutmut, "show", name], cwd=where, capture_output=True,
                              text=True, check=False).stdout
        if verdict == "survived" and text_only(diff):
            counts["text"] += 1
            continue
        if verdict == "survived" and name in EQUIVALENT:
            change = changed_lines(diff)
            if PIN:
                PINS[name] = change
            if PINS.get(name, change) == change:
                counts["equivalent"] += 1
                continue
            print(f"stale: {name} is no longer the mutant judged equivalent (its function"
                  " changed): judge it again, then --report --pin", file=sys.stderr)
        applied = verdict == "survived" and import_time(module, name)
        if applied and killed_when_applied(where, module, name):
            counts["killed"] += 1
            continue
        counts[verdict] += 1
        survivors.append(f"{name} ({verdict})")
        if show:
            print(diff)
    return counts, took, survivors


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("modules", nargs="*", help="e.g. protocol.log.encoding (default: all)")
    parser.add_argument("--jobs", type=int, default=1, help="mutants tested at once")
    parser.add_argument("--fast", action="store_true", help="only the small subset")
    parser.add_argument("--show", action="store_true", help="print the survivors' diffs")
    parser.add_argument("--sample", type=int, metavar="N",
                        help="test only N of each module's mutants (a fixed random choice)")
    parser.add_argument("--resume", action="store_true",
                        help="go on with the last run's staged copy (mutants not yet tested)")
    parser.add_argument("--retest", action="store_true",
                        help="stage afresh and test only the last run's survivors again (new tests"
                             " cannot revive a killed mutant)")
    parser.add_argument("--pin", action="store_true",
                        help="record the lines of every equivalent survivor met, once judged"
                             " (bench/mutation_pins.json)")
    parser.add_argument("--report", action="store_true",
                        help="only read the last run's results again (no staging, no run; a"
                             " retest's verdicts merged with the run before it)")
    args = parser.parse_args()
    global PIN
    PIN = args.pin
    modules = args.modules or (FAST if args.fast else list(TESTS_BY_MODULE))
    unknown = [m for m in modules if m not in TESTS_BY_MODULE]
    if unknown:
        parser.error(f"unknown module(s) {', '.join(unknown)}; known: {', '.join(TESTS_BY_MODULE)}")
    print(f"{'module':18} {'mutants':>7} {'killed':>6} {'crash':>5} {'text':>4} {'equiv':>5} "
          f"{'survived':>8} {'no test':>7} {'score':>6} {'judged':>6} {'time':>5}")
    all_survivors: list[str] = []
    for module in modules:
        counts, took, survivors = run(
            module, args.jobs, args.show, args.report, args.sample, args.resume, args.retest
        )
        if args.pin:
            kept = {n: lines for n, lines in sorted(PINS.items()) if n in EQUIVALENT}
            PINS_PATH.write_text(json.dumps(kept, indent=1, ensure_ascii=False) + "\n")
        total = sum(counts.values())
        caught = counts["killed"] + counts["crash"]
        score = 100.0 * caught / total if total else 100.0
        judged = total - counts["text"] - counts["equivalent"]
        score_j = 100.0 * caught / judged if judged else 100.0
        print(f"{module:18} {total:7} {counts['killed']:6} {counts['crash']:5} {counts['text']:4} "
              f"{counts['equivalent']:5} {counts['survived']:8} {counts['no tests']:7} "
              f"{score:5.1f}% {score_j:5.1f}% {took:4.0f}s", flush=True)
        all_survivors += survivors
    if all_survivors:
        print("\nsurvivors (mutmut show NAME in .mutation/<module>/ prints one):")
        for name in all_survivors:
            print("  " + name)


if __name__ == "__main__":
    main()
