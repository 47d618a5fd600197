"""Regenerate the resumption test vectors of SPEC.md 8.9 and 8.11 (run by hand; tests only read
them).

    python tests/vectors/make_resume_vectors.py

Written from SPEC.md section 8.11 with hashlib, libsodium and msgpack only (it imports nothing
of ``mextrain.node``). It continues the handshake of ``handshake.json``: the ticket comes from
that channel's ``Ke``, so run ``make_handshake_vectors.py`` first when that one changes.
"""

from __future__ import annotations

import hashlib
import hmac
import json
from pathlib import Path

import msgpack
import nacl.secret

HERE = Path(__file__).parent
LABEL = b"mextrain/v2/transport/"


def mac(key: bytes, label: str, *parts: bytes) -> bytes:
    return hmac.new(key, LABEL + label.encode() + b"".join(parts), hashlib.sha256).digest()


def frame(body: bytes) -> bytes:
    return len(body).to_bytes(4, "big") + body


def fixed(label: str) -> bytes:
    return hashlib.sha256(b"vector " + label.encode()).digest()


def build() -> dict[str, object]:
    ke = bytes.fromhex(json.loads((HERE / "handshake.json").read_text())["Ke"])
    t, r = mac(ke, "resume-id")[:16], mac(ke, "resume")
    n_a, n_b = fixed("resume nA"), fixed("resume nB")
    tag = mac(r, "resume-host", t, n_a, n_b)
    ke2 = mac(r, "resume-keys", t, n_a, n_b)
    joiner_to_host, host_to_joiner = mac(ke2, "joiner-to-host"), mac(ke2, "host-to-joiner")
    pack = lambda v: msgpack.packb(v, use_bin_type=True)  # noqa: E731
    welcome_body = pack(["welcome", 1, bytes(range(16)), bytes(range(32)), 7, "vector table"])
    sync_body = pack(["sync", 7, fixed("resume head")])
    sealed_welcome = nacl.secret.SecretBox(host_to_joiner).encrypt(welcome_body, bytes(24)).ciphertext
    sealed_sync = nacl.secret.SecretBox(joiner_to_host).encrypt(sync_body, bytes(24)).ciphertext
    return {
        "Ke": ke.hex(),
        "T": t.hex(),
        "R": r.hex(),
        "nA": n_a.hex(),
        "nB": n_b.hex(),
        "tag": tag.hex(),
        "Ke_resumed": ke2.hex(),
        "key_joiner_to_host": joiner_to_host.hex(),
        "key_host_to_joiner": host_to_joiner.hex(),
        "channel_binding": mac(ke2, "channel-binding").hex(),
        "next_T": mac(ke2, "resume-id")[:16].hex(),
        "next_R": mac(ke2, "resume").hex(),
        "frames": [
            {"from": "joiner", "bytes": frame(pack(["resume", 2, t, n_a])).hex()},
            {"from": "host", "bytes": frame(pack(["resumed", n_b, tag])).hex()},
            {"from": "host", "sealed": True, "body": welcome_body.hex(), "bytes": frame(sealed_welcome).hex()},
            {"from": "joiner", "sealed": True, "body": sync_body.hex(), "bytes": frame(sealed_sync).hex()},
        ],
    }


if __name__ == "__main__":
    vectors = build()
    (HERE / "resume.json").write_text(json.dumps(vectors, indent=2) + "\n")
    print(f"wrote {HERE / 'resume.json'}: {len(vectors['frames'])} frames")  # type: ignore[arg-type]
