"""The bugs issue 14 names, put back one at a time: each must make its guard test fail.

A fixed, fast subset of mutation testing (a minute or two): every entry removes or weakens one
security check of the protocol or the host, in a staged copy of the packages
(``.mutation/examples/src/mextrain``, first on ``PYTHONPATH``, so the worktree is never touched),
and runs the test that guards it. Prints one line per bug, caught or MISSED; exits 1 if any bug
went unnoticed. The guards run once on the unchanged copy first and must pass.
Run it with ``nice -n 15 .venv/bin/python bench/mutation_examples.py``.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
STAGED = ROOT / ".mutation" / "examples"
P = "tests/protocol/"

# (what the bug does, file, the exact text it changes, what it becomes, the guarding tests)
BUGS: list[tuple[str, str, str, str, str]] = [
    ("non-canonical bytes accepted", "protocol/log/encoding.py",
     "    if msgpack.packb(value, use_bin_type=True) != data:", "    if False:",
     P + "log/test_guards_encoding.py"),
    ("an entry with a wrong prev accepted", "protocol/log/entries.py",
     "    if entry.prev != expected_prev:", "    if False:",
     P + "log/test_guards_log.py"),
    ("a message reusing its seat's last counter accepted", "protocol/table/session.py",
     "        if message.counter <= last:", "        if message.counter < last:",
     P + "table/test_guards_table.py::test_a_message_reusing_the_seats_last_counter_is_refused"),
    ("one identity key holding two seats", "protocol/table/lobby.py",
     "    if key in table.keys:", "    if False:",
     P + "table/test_guards_table.py::test_one_identity_key_cannot_hold_two_seats"),
    ("an end with right totals and wrong winners accepted", "protocol/table/lobby.py",
     " or list(winners) != list(table.final.winners):", ":",
     P + "table/test_guards_table.py::test_the_end_must_name_the_logs_totals_and_winners"),
    ("a table kind with a round number (or a round kind without) accepted",
     "protocol/log/messages.py",
     "    if (kind in TABLE_KINDS) != (round_no == TABLE_ROUND):", "    if False:",
     P + "log/test_guards_messages.py"),
    ("a play of an already played position accepted by the deck", "protocol/deck/state.py",
     "        if position in self._played:", "        if False:",
     P + "deck/test_guards_deck.py::test_a_card_played_twice_is_refused_by_every_seat"),
    ("a card played twice passing the round audit", "protocol/deck/audit.py",
     "    if position in claimed:", "    if False:",
     P + "deck/test_guards_deck.py::test_the_audit_finds_a_card_played_twice"),
    ("the host not checking a message's seat against the connection's", "node/sequencing.py",
     "        if message.seat != conn.seat:", "        if False:",
     "tests/node/test_guards_node.py"),
]


def stage() -> None:
    shutil.rmtree(STAGED, ignore_errors=True)
    for pkg in ("protocol", "node", "cli"):
        shutil.copytree(ROOT / pkg, STAGED / "src" / "mextrain" / pkg,
                        ignore=shutil.ignore_patterns("__pycache__"))


def pytest(*tests: str) -> int:
    """Run ``tests`` against the staged copy; pytest's exit code."""
    env = {**os.environ, "PYTHONPATH": str(STAGED / "src")}
    return subprocess.run(
        [sys.executable, "-m", "pytest", "-x", "-q", "-p", "no:cacheprovider", *tests],
        cwd=ROOT, env=env, capture_output=True, check=False,
    ).returncode


def caught(path: str, text: str, bug: str, test: str) -> bool:
    """Put the bug into the staged copy, run the guard on it, take the bug out again."""
    target = STAGED / "src" / "mextrain" / path
    original = target.read_text()
    if original.count(text) != 1:
        raise SystemExit(f"{path}: the text to change is not there exactly once: {text!r}")
    target.write_text(original.replace(text, bug))
    try:
        return pytest(test) == 1  # tests ran and one failed (not a usage error)
    finally:
        target.write_text(original)


def main() -> None:
    stage()
    if pytest(*sorted({test.partition("::")[0] for *_, test in BUGS})) != 0:
        raise SystemExit("the guards fail on the staged copy without any bug: nothing to measure")
    missed = 0
    for what, path, text, bug, test in BUGS:
        began = time.monotonic()
        ok = caught(path, text, bug, test)
        missed += not ok
        print(f"{'caught' if ok else 'MISSED':6}  {time.monotonic() - began:5.1f}s  {what}",
              flush=True)
    print(f"{len(BUGS) - missed} of {len(BUGS)} bugs caught")
    sys.exit(1 if missed else 0)


if __name__ == "__main__":
    main()
