"""Regenerate the relay test vectors of SPEC.md 8.10 (run by hand; tests only read them).

    python tests/vectors/make_relay_vectors.py

Written from SPEC.md 8.10 with hashlib and hmac only: it imports nothing of ``mextrain.node``,
so the test that checks the node against these bytes compares two implementations of the
spec. The private tokens continue the other vectors: the session token of handshake.json's
``Ke`` and the resume token of resume.json's ``R`` (the ticket that handshake's welcome left).
"""

from __future__ import annotations

import hashlib
import hmac
import json
from pathlib import Path

HERE = Path(__file__).parent
DST = b"mextrain/v2/relay-token\x00"
CODE = "  4721 Amber Fox.pine 42 "
NAMEPLATE = "4721"
SESSION = b"mextrain/v2/transport/relay-session"
RESUME = b"mextrain/v2/transport/relay-resume"


def token(nameplate: str, slot: int) -> str:
    return hashlib.sha256(DST + nameplate.encode("ascii") + bytes([slot])).hexdigest()


def private(key: bytes, label: bytes) -> str:
    return hmac.new(key, label, hashlib.sha256).hexdigest()


def build() -> dict[str, object]:
    tokens = [token(NAMEPLATE, slot) for slot in range(6)]
    ke = bytes.fromhex(json.loads((HERE / "handshake.json").read_text())["Ke"])
    r = bytes.fromhex(json.loads((HERE / "resume.json").read_text())["R"])
    session, resume = private(ke, SESSION), private(r, RESUME)
    return {
        "code": CODE,
        "normalized": "4721-amber-fox-pine-42",
        "nameplate": NAMEPLATE,
        "tokens": tokens,
        "host_line": f"please relay {tokens[0]} for side mextrain_host_v1\n",
        "joiner_line": f"please relay {tokens[3]} for side mextrain_join_v1\n",
        "joiner_slot": 3,
        "Ke": ke.hex(),
        "session_token": session,
        "session_joiner_line": f"please relay {session} for side mextrain_join_v1\n",
        "R": r.hex(),
        "resume_token": resume,
        "resume_host_line": f"please relay {resume} for side mextrain_host_v1\n",
    }


if __name__ == "__main__":
    (HERE / "relay.json").write_text(json.dumps(build(), indent=2) + "\n")
