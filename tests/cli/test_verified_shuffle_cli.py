"""`simulate --crypto --verified-shuffle` and `verify` of its log, as a user runs them: the
option lives in the log's first entry, so `verify` needs no flag."""

from __future__ import annotations

import json
from pathlib import Path

from mextrain.protocol.log.entries import decode_entry, read_log
from mextrain.protocol.log.messages import decode_message

from .test_cli_engine import run


def test_a_proven_simulation_writes_a_log_that_verify_accepts(tmp_path: Path) -> None:
    path = tmp_path / "proven.mtlog"
    args = ["-n", "2", "-r", "express", "--rounds", "1", "--seed", "3", "--json"]
    out = run("simulate", "--crypto", "--verified-shuffle", *args, "--log", str(path))
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["verified_shuffle"] is True
    opening = decode_message(decode_entry(read_log(path.read_bytes()).entries[0]).message)
    assert opening.payload[5] == ["ristretto255", "verified-shuffle"]
    check = run("verify", str(path), "--json")
    assert check.returncode == 0, check.stdout + check.stderr
    assert json.loads(check.stdout)["valid"] is True


def test_verified_shuffle_needs_crypto() -> None:
    out = run("simulate", "--verified-shuffle")
    assert out.returncode == 2 and "--verified-shuffle needs --crypto" in out.stderr
