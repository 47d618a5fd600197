"""Regenerate the relay test vectors of SPEC.md 8.10 (run by hand; tests only read them).

    python tests/vectors/make_relay_vectors.py

Written from SPEC.md 8.10 with hashlib only: it imports nothing of ``mextrain.node``, so the test
that checks the node against these bytes compares two implementations of the spec.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

HERE = Path(__file__).parent
DST = b"mextrain/v2/relay-token\x00"
CODE = "  4721 Amber Fox.pine 42 "
NAMEPLATE = "4721"


def token(nameplate: str, slot: int) -> str:
    return hashlib.sha256(DST + nameplate.encode("ascii") + bytes([slot])).hexdigest()


def build() -> dict[str, object]:
    tokens = [token(NAMEPLATE, slot) for slot in range(6)]
    return {
        "code": CODE,
        "normalized": "4721-amber-fox-pine-42",
        "nameplate": NAMEPLATE,
        "tokens": tokens,
        "host_line": f"please relay {tokens[0]} for side mextrain_host_v1\n",
        "joiner_line": f"please relay {tokens[3]} for side mextrain_join_v1\n",
        "joiner_slot": 3,
    }


if __name__ == "__main__":
    (HERE / "relay.json").write_text(json.dumps(build(), indent=2) + "\n")
