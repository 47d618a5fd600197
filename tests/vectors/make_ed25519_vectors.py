"""Regenerate the Ed25519 edge-case vectors of SPEC.md 5.2 (run by hand; tests only read them).

    python tests/vectors/make_ed25519_vectors.py

Each case is a public key, the exact signed bytes and a signature, with whether the protocol
accepts it. The cases are built with plain integer arithmetic mod L and libsodium's point
addition, so that each is exactly the edge it names (a signature that satisfies the cofactorless
equation but is refused for its key or its R, a non-canonical S, ...).
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import nacl.bindings as nb

HERE = Path(__file__).parent
L = 2**252 + 27742317777372353535851937790883648493
P = 2**255 - 19
IDENTITY = (1).to_bytes(32, "little")
IDENTITY_NONCANONICAL = (P + 1).to_bytes(32, "little")  # y = 1 + p
ORDER_8 = bytes.fromhex("26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc05")
MESSAGE = b"mextrain/v1/message\x00ed25519 edge-case vector"


def secret_scalar(seed: bytes) -> int:
    h = bytearray(hashlib.sha512(seed).digest()[:32])
    h[0] &= 248
    h[31] &= 127
    h[31] |= 64
    return int.from_bytes(h, "little")


def base(k: int) -> bytes:
    return nb.crypto_scalarmult_ed25519_base_noclamp((k % L).to_bytes(32, "little"))


def challenge(r: bytes, a: bytes, message: bytes) -> int:
    return int.from_bytes(hashlib.sha512(r + a + message).digest(), "little") % L


def sign_with(a: int, pub: bytes, nonce: int, message: bytes) -> tuple[bytes, int]:
    r = base(nonce)
    s = (nonce + challenge(r, pub, message) * a) % L
    return r, s


def case(name: str, pub: bytes, message: bytes, r: bytes, s: int, valid: bool, why: str) -> dict[str, object]:
    return {
        "case": name,
        "public_key": pub.hex(),
        "message": message.hex(),
        "signature": (r + s.to_bytes(32, "little")).hex(),
        "valid": valid,
        "why": why,
    }


def build() -> list[dict[str, object]]:
    seed = bytes(range(32))
    a = secret_scalar(seed)
    pub = bytes(nb.crypto_sign_seed_keypair(seed)[0])
    assert pub == base(a)
    out = []
    r, s = sign_with(a, pub, 12345, MESSAGE)
    out.append(case("ordinary", pub, MESSAGE, r, s, True, "a signature by the key's owner"))
    out.append(case("wrong message", pub, MESSAGE + b"!", r, s, False, "the equation fails"))
    out.append(case("S + L", pub, MESSAGE, r, s + L, False, "S is not canonical (S >= L)"))
    # R = the identity: S = h*a makes S*B - h*A the identity, so the equation holds
    h = challenge(IDENTITY, pub, MESSAGE)
    out.append(
        case("R identity", pub, MESSAGE, IDENTITY, h * a % L, False, "R is a small-order point")
    )
    h = challenge(IDENTITY_NONCANONICAL, pub, MESSAGE)
    out.append(
        case(
            "R identity, non-canonical",
            pub,
            MESSAGE,
            IDENTITY_NONCANONICAL,
            h * a % L,
            False,
            "R is not a canonical encoding (y >= p), so it never equals encode(S*B - h*A)",
        )
    )
    # A = the identity: S*B - h*A = S*B for every message, so R = S*B verifies anything
    s0 = 777
    out.append(
        case("A identity", IDENTITY, MESSAGE, base(s0), s0, False, "A is of small order (1)")
    )
    out.append(
        case(
            "A identity, non-canonical",
            IDENTITY_NONCANONICAL,
            MESSAGE,
            base(s0),
            s0,
            False,
            "A is not canonical (y >= p) and of small order",
        )
    )
    out.append(case("A order 8", ORDER_8, MESSAGE, base(s0), s0 * 1 % L, False, "A is of small order (8)"))
    # A with a torsion component: A' = A + T8. With h = 0 mod 8 the cofactorless equation holds
    # for the owner of a; libsodium's verify alone accepts it (A' is canonical, not small order).
    mixed = nb.crypto_core_ed25519_add(pub, ORDER_8)
    nonce = 1
    while True:
        r = base(nonce)
        h = challenge(r, mixed, MESSAGE)
        if h % 8 == 0:
            break
        nonce += 1
    out.append(
        case(
            "A mixed order",
            mixed,
            MESSAGE,
            r,
            (nonce + h * a) % L,
            False,
            "A has a torsion component: not in the prime-order subgroup (libsodium's verify alone"
            " accepts this one)",
        )
    )
    return out


if __name__ == "__main__":
    cases = build()
    doc = {
        "comment": "SPEC.md 5.2: Ed25519 verification edge cases; written by make_ed25519_vectors.py",
        "cases": cases,
    }
    (HERE / "ed25519_edge.json").write_text(json.dumps(doc, indent=2) + "\n")
    print(f"wrote {len(cases)} cases")
