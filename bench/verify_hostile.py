"""Peak memory and time of ``mextrain verify`` on hostile files of about 100 MB each.

Each file is written to a temporary directory and verified by a fresh ``mextrain verify --json``
process; its peak RSS comes from ``wait4``. The target (issue 8): any file up to 100 MB peaks at
no more than 300 MB and ends with a one-line verdict, never a traceback. Prints figures; asserts
nothing. Usage: ``python bench/verify_hostile.py [--mb 100]``.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import struct
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path

from mextrain.protocol.bots.strategies import greedy_strategy
from mextrain.protocol.log.entries import MAX_ENTRY_LEN, file_header, frame
from mextrain.protocol.rules.ruleset import preset
from mextrain.protocol.table.harness import run_match

CHUNK = 1 << 20


def _repeat(unit: bytes, size: int) -> Iterator[bytes]:
    block = unit * max(1, CHUNK // len(unit))
    written = 0
    while written < size:
        yield block[: size - written]
        written += len(block)


def empty_arrays(size: int) -> Iterator[bytes]:
    """The issue's file: the header, then empty arrays."""
    yield file_header()
    yield from _repeat(b"\x90", size)


def one_huge_array(size: int) -> Iterator[bytes]:
    """One top-level array announcing as many empty arrays as the file holds."""
    yield file_header() + b"\xdd" + struct.pack(">I", size)
    yield from _repeat(b"\x90", size)


def one_huge_bin(size: int) -> Iterator[bytes]:
    """One entry announcing the whole file as its bytes."""
    yield file_header() + b"\xc6" + struct.pack(">I", size)
    yield from _repeat(b"\x00", size)


def max_entries_of_arrays(size: int) -> Iterator[bytes]:
    """Entries of the largest allowed size, each an array of a million empty arrays."""
    body = b"\xdd" + struct.pack(">I", MAX_ENTRY_LEN - 5) + b"\x90" * (MAX_ENTRY_LEN - 5)
    entry = frame(body)
    yield file_header()
    for _ in range(size // len(entry)):
        yield entry


def small_garbage_entries(size: int) -> Iterator[bytes]:
    """Well-framed entries of random bytes."""
    yield file_header()
    entry = frame(os.urandom(200))
    yield from _repeat(entry, size)


def valid_then_garbage(size: int) -> Iterator[bytes]:
    """A whole valid match, then random bytes."""
    result = run_match(dataclasses.replace(preset("express"), rounds=1), [greedy_strategy] * 2, 1)
    yield result.log_bytes()
    yield from _repeat(os.urandom(CHUNK), size)


def random_bytes(size: int) -> Iterator[bytes]:
    yield from _repeat(os.urandom(CHUNK), size)


KINDS: dict[str, Callable[[int], Iterator[bytes]]] = {
    "empty arrays": empty_arrays,
    "one huge array": one_huge_array,
    "one huge bin": one_huge_bin,
    "1 MiB entries of arrays": max_entries_of_arrays,
    "small garbage entries": small_garbage_entries,
    "valid log + garbage": valid_then_garbage,
    "random bytes": random_bytes,
}


def measure(path: Path) -> tuple[float, float, int, str]:
    """(seconds, peak RSS MB, exit code, outcome) of one verify process."""
    cmd = [sys.executable, "-m", "mextrain.cli", "verify", "--json", str(path)]
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        start = time.perf_counter()
        proc = subprocess.Popen(cmd, stdout=out, stderr=err)
        _, status, usage = os.wait4(proc.pid, 0)
        elapsed = time.perf_counter() - start
        proc.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        err.seek(0)
        stdout, stderr = out.read(), err.read()
    peak = usage.ru_maxrss / 1024
    if b"Traceback" in stderr:
        return elapsed, peak, proc.returncode, "TRACEBACK"
    try:
        outcome = str(json.loads(stdout).get("outcome", "?"))
    except ValueError:
        outcome = stderr.decode(errors="replace").strip()[:60]
    return elapsed, peak, proc.returncode, outcome


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--mb", type=int, default=100)
    args = parser.parse_args()
    size = args.mb * CHUNK
    print(f"verify on hostile files of ~{args.mb} MB (fresh process each; peak RSS from wait4)")
    with tempfile.TemporaryDirectory() as tmp:
        for name, make in KINDS.items():
            path = Path(tmp) / "hostile.mtlog"
            with path.open("wb") as f:
                for block in make(size):
                    f.write(block)
            seconds, peak, code, outcome = measure(path)
            mb = path.stat().st_size / CHUNK
            print(
                f"  {name:26} {mb:6.1f} MB  peak RSS {peak:6.1f} MB  {seconds:5.2f} s"
                f"  exit {code} ({outcome})"
            )
            path.unlink()


if __name__ == "__main__":
    main()
