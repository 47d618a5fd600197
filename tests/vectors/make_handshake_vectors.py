"""Regenerate the join-handshake test vectors of SPEC.md 8.9 (run by hand; tests only read them).

    python tests/vectors/make_handshake_vectors.py

Written from SPEC.md section 8 with libsodium, hashlib and msgpack only: it imports nothing of
``mextrain.node``, so the test that checks the node against these bytes compares two
implementations of the spec, not one with itself.
"""

from __future__ import annotations

import hashlib
import hmac
import json
from pathlib import Path

import msgpack
import nacl.bindings as nb
import nacl.secret
import nacl.signing

HERE = Path(__file__).parent
L = 2**252 + 27742317777372353535851937790883648493
M = bytes.fromhex("d048032c6ea0b6d697ddc2e86bda85a33adac920f1bf18e1b0c6d166a5cecdaf")
N = bytes.fromhex("d3bfb518f44f3430f29d0c92af503865a1ed3281dc69b35dd868ba85f886c4ab")
CODE = "  Amber Fox.pine 42 "
NORMALIZED = "amber-fox-pine-42"


def scalar(label: str) -> int:
    """A fixed, reproducible ephemeral secret for the vectors."""
    return int.from_bytes(hashlib.sha512(b"vector " + label.encode()).digest(), "little") % L


def mul(s: int, p: bytes) -> bytes:
    return bytes(nb.crypto_scalarmult_ed25519_noclamp(s.to_bytes(32, "little"), p))


def base(s: int) -> bytes:
    return bytes(nb.crypto_scalarmult_ed25519_base_noclamp(s.to_bytes(32, "little")))


def frame(body: bytes) -> bytes:
    return len(body).to_bytes(4, "big") + body


def lp(field: bytes) -> bytes:
    return len(field).to_bytes(8, "little") + field


def hkdf(ikm: bytes, info: bytes, length: int) -> bytes:
    prk = hmac.new(bytes(32), ikm, hashlib.sha256).digest()
    out, block, i = b"", b"", 1
    while len(out) < length:
        block = hmac.new(prk, block + info + bytes([i]), hashlib.sha256).digest()
        out, i = out + block, i + 1
    return out[:length]


def build() -> dict[str, object]:
    w = int.from_bytes(hashlib.sha512(b"mextrain/v2/join-code\x00" + NORMALIZED.encode()).digest(), "little") % L
    x, y = scalar("joiner x"), scalar("host y")
    p_a = bytes(nb.crypto_core_ed25519_add(base(x), mul(w, M)))
    p_b = bytes(nb.crypto_core_ed25519_add(base(y), mul(w, N)))
    k_joiner = mul(8 * x % L, bytes(nb.crypto_core_ed25519_sub(p_b, mul(w, N))))
    k_host = mul(8 * y % L, bytes(nb.crypto_core_ed25519_sub(p_a, mul(w, M))))
    assert k_joiner == k_host
    tt = b"".join(
        lp(f)
        for f in (b"mextrain/v2/joiner", b"mextrain/v2/host", p_a, p_b, k_joiner, w.to_bytes(32, "big"))
    )
    digest = hashlib.sha256(tt).digest()
    ke, ka = digest[:16], digest[16:]
    kc = hkdf(ka, b"ConfirmationKeys" + b"mextrain/v2/transport", 32)
    c_a = hmac.new(kc[:16], tt, hashlib.sha256).digest()
    c_b = hmac.new(kc[16:], tt, hashlib.sha256).digest()

    def derive(label: str) -> bytes:
        return hmac.new(ke, f"mextrain/v2/transport/{label}".encode(), hashlib.sha256).digest()

    joiner_to_host, host_to_joiner = derive("joiner-to-host"), derive("host-to-joiner")
    binding = derive("channel-binding")
    identity = nacl.signing.SigningKey(hashlib.sha256(b"vector identity").digest())
    key = bytes(identity.verify_key)
    proof = identity.sign(b"mextrain/v2/seat-proof\x00" + binding).signature
    pack = lambda v: msgpack.packb(v, use_bin_type=True)  # noqa: E731
    join_body = pack(["join", "Ann", key, "player", proof])
    sealed_join = nacl.secret.SecretBox(joiner_to_host).encrypt(join_body, bytes(24)).ciphertext
    welcome_body = pack(["welcome", 1, bytes(range(16)), bytes(range(32)), 5, "vector table"])
    sealed_welcome = nacl.secret.SecretBox(host_to_joiner).encrypt(welcome_body, bytes(24)).ciphertext
    return {
        "code": CODE,
        "normalized": NORMALIZED,
        "w": w.to_bytes(32, "little").hex(),
        "x": x.to_bytes(32, "little").hex(),
        "y": y.to_bytes(32, "little").hex(),
        "pA": p_a.hex(),
        "pB": p_b.hex(),
        "K": k_joiner.hex(),
        "TT": tt.hex(),
        "Ke": ke.hex(),
        "Ka": ka.hex(),
        "KcA": kc[:16].hex(),
        "KcB": kc[16:].hex(),
        "cA": c_a.hex(),
        "cB": c_b.hex(),
        "key_joiner_to_host": joiner_to_host.hex(),
        "key_host_to_joiner": host_to_joiner.hex(),
        "channel_binding": binding.hex(),
        "identity_seed": hashlib.sha256(b"vector identity").digest().hex(),
        "identity_key": key.hex(),
        "seat_proof": proof.hex(),
        "frames": [
            {"from": "joiner", "bytes": frame(pack(["hello", 2, p_a])).hex()},
            {"from": "host", "bytes": frame(pack(["pake", p_b])).hex()},
            {"from": "joiner", "bytes": frame(pack(["confirm", c_a])).hex()},
            {"from": "host", "bytes": frame(pack(["confirm", c_b])).hex()},
            {"from": "joiner", "sealed": True, "body": join_body.hex(), "bytes": frame(sealed_join).hex()},
            {"from": "host", "sealed": True, "body": welcome_body.hex(), "bytes": frame(sealed_welcome).hex()},
        ],
    }


if __name__ == "__main__":
    vectors = build()
    (HERE / "handshake.json").write_text(json.dumps(vectors, indent=2) + "\n")
    print(f"wrote {HERE / 'handshake.json'}: {len(vectors['frames'])} frames")  # type: ignore[arg-type]
