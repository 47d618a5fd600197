"""Regenerate the whole-match test vectors of SPEC.md 7.6 (run by hand; tests only read them).

    python tests/vectors/make_match_vectors.py
"""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

from mextrain.protocol.bots.strategies import greedy_strategy
from mextrain.protocol.rules.ruleset import preset
from mextrain.protocol.table.harness import run_match
from mextrain.protocol.table.verdict import verdict_json
from mextrain.protocol.table.verify import verify_log

HERE = Path(__file__).parent
SEED = 1


def build() -> tuple[bytes, dict[str, object]]:
    rules = dataclasses.replace(preset("express"), rounds=1)
    result = run_match(
        rules,
        [greedy_strategy, greedy_strategy],
        SEED,
        table_name="vector",
        deck_group="edwards25519",  # the log written before ristretto255: it must keep verifying
    )
    data = result.log_bytes()
    check = verify_log(data)
    assert check.valid, check.reason
    # exactly what `mextrain verify --json` prints for the file (SPEC.md 6.3)
    expected = verdict_json(check)
    return data, expected


if __name__ == "__main__":
    data, expected = build()
    (HERE / "match_2seat.mtlog").write_bytes(data)
    (HERE / "match_2seat.json").write_text(json.dumps(expected, indent=2) + "\n")
    print(f"wrote {len(data)} bytes, {expected['entries']} entries")
