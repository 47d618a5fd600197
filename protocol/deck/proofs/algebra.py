"""Group arithmetic, hashing and nonces shared by the shuffle and lock proofs (SPEC.md 4.12).

The proofs need a little more than the deck: a second generator ``H`` whose discrete log with
respect to the base point ``G`` nobody knows (for Pedersen commitments), point addition, and
Fiat-Shamir challenges. :class:`Algebra` has them for one deck group (libsodium's operations
of :mod:`..group`, and SHA-512); the module-level names are the edwards25519 ones.

A proof is verified by recomputing points from untrusted scalars and points. Every received
point goes through the group's multiplication, which validates it (canonical, in the
prime-order group, not the identity); any libsodium failure while verifying means the proof
is refused (:class:`ProofError`). Additions accept the identity, so a recomputed announcement
may be the identity and is simply hashed.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Sequence
from concurrent.futures import Executor
from typing import Final

from ...errors import MextrainError
from ..group import EDWARDS25519, GROUPS, ORDER, DeckGroup
from ..keys import u32

DST_GENERATOR: Final = b"mextrain/v1/deck/proof-generator"
DST_GENERATOR_RISTRETTO: Final = b"mextrain/v1/deck/ristretto255/proof-generator"
DST_NONCE: Final = b"mextrain/v1/deck/proof-nonce"
PROOF_VERSION: Final = 1
"""The protocol version bound into every proof statement (SPEC.md 7.5)."""
GENERATOR_DSTS: Final = {"edwards25519": DST_GENERATOR, "ristretto255": DST_GENERATOR_RISTRETTO}


class ProofError(MextrainError, ValueError):
    """A shuffle or lock proof that is malformed or does not hold for its statement."""


def sc(value: int) -> bytes:
    """A scalar in ``[0, L)`` as 32 little-endian bytes (no range check: callers reduce)."""
    return value.to_bytes(32, "little")


class Algebra:
    """The point operations of the proofs in one deck group, failing with :class:`ProofError`.

    ``G`` is the group's generator, ``H`` the second Pedersen generator: the group's hash of
    ``SHA-512(DST)``, so ``log_G(H)`` is unknown.
    """

    def __init__(self, group: DeckGroup) -> None:
        self.group = group
        self._mul, self._base, self._add, self._sub, self._failures = group.raw()
        self.G: Final = group.generator
        self.H: Final = group.hash_to_point(
            hashlib.sha512(GENERATOR_DSTS[group.name]).digest()
        )
        self.identity: Final = group.sub(self.G, self.G)
        """The identity's encoding (32 zero bytes in ristretto255, ``01 00..`` in edwards25519)."""
        self.batched: Final = group.name != EDWARDS25519.name
        """Shuffle proofs in this group are sent with their announcements and checked in one
        weighted sum (:mod:`.shuffle_batch`); edwards25519's keep the compact form."""

    def is_valid_point(self, p: bytes) -> bool:
        return self.group.is_valid_point(p)

    def mul(self, s: int, p: bytes) -> bytes:
        """``s * p`` for ``0 < s < L``; ``p`` is validated by libsodium. ProofError on failure."""
        try:
            return bytes(self._mul(sc(s), p))
        except self._failures:
            raise ProofError("a point of the proof is not a valid group element") from None

    def base(self, s: int) -> bytes:
        """``s * G`` for ``0 < s < L``."""
        try:
            return bytes(self._base(sc(s)))
        except self._failures:
            raise ProofError("a scalar of the proof maps the base point to the identity") from None

    def add(self, p: bytes, q: bytes) -> bytes:
        """``p + q`` (either may be the identity; an invalid encoding is a ProofError)."""
        try:
            return bytes(self._add(p, q))
        except self._failures:
            raise ProofError("a point of the proof is not a valid group element") from None

    def sub(self, p: bytes, q: bytes) -> bytes:
        """``p - q``."""
        try:
            return bytes(self._sub(p, q))
        except self._failures:
            raise ProofError("a point of the proof is not a valid group element") from None

    def lin(self, a: int, p: bytes, b: int, q: bytes) -> bytes:
        """``a*p + b*q``."""
        return self.add(self.mul(a, p), self.mul(b, q))

    def commit(self, value: int, blind: int) -> bytes:
        """The Pedersen commitment ``value*G + blind*H``."""
        return self.add(self.base(value), self.mul(blind, self.H))

    def total(self, points: Sequence[bytes], executor: Executor | None = None) -> bytes:
        """The sum of ``points`` (at least one); halves summed in parallel with ``executor``."""
        if executor is None or len(points) < 16:
            acc = points[0]
            for point in points[1:]:
                acc = self.add(acc, point)
            return acc
        half = len(points) // 2
        first = executor.submit(self.total, points[:half])
        return self.add(first.result(), self.total(points[half:]))

    def first_invalid(
        self, named: Sequence[tuple[str, Sequence[bytes], int]]
    ) -> ProofError | None:
        """Name the first invalid point among ``(name, points, first index)`` groups (for error
        messages only: the check itself already failed)."""
        for name, points, start in named:
            for i, point in enumerate(points, start):
                if not self.group.is_valid_point(point):
                    return ProofError(f"{name} {i} is not a valid group element")
        return None


ALGEBRAS: Final = {name: Algebra(g) for name, g in GROUPS.items()}
"""The proof algebra of every deck group, by name."""


def algebra(group: DeckGroup) -> Algebra:
    """The proof algebra of ``group``."""
    return ALGEBRAS[group.name]


_EDWARDS: Final = ALGEBRAS[EDWARDS25519.name]
G: Final = _EDWARDS.G
"""The edwards25519 base point (RFC 8032), encoded."""
H: Final = _EDWARDS.H
"""The edwards25519 second Pedersen generator."""
mul = _EDWARDS.mul
base = _EDWARDS.base
add = _EDWARDS.add
sub = _EDWARDS.sub
lin = _EDWARDS.lin
commit = _EDWARDS.commit
total = _EDWARDS.total
first_invalid = _EDWARDS.first_invalid


def each(fn: Callable[[int], bytes], count: int, executor: Executor | None) -> list[bytes]:
    """``[fn(i) for i in range(count)]``, the first half on ``executor`` when one is given.

    libsodium releases the GIL, so a second core takes most of the multiplications off this
    one; the result is the same list either way (and a ProofError is raised either way).
    """
    if executor is None or count < 16:
        return [fn(i) for i in range(count)]
    half = count // 2
    first = executor.submit(lambda: [fn(i) for i in range(half)])
    second = [fn(i) for i in range(half, count)]
    return first.result() + second


def decode_scalars(data: bytes, count: int, what: str) -> list[int]:
    """``count`` canonical non-zero scalars from ``data`` (exactly ``32*count`` bytes)."""
    out = []
    for i in range(count):
        value = int.from_bytes(data[32 * i : 32 * i + 32], "little")
        if not 0 < value < ORDER:
            raise ProofError(f"{what} {i} is not a canonical non-zero scalar")
        out.append(value)
    return out


def split_points(data: bytes, count: int) -> list[bytes]:
    return [data[32 * i : 32 * i + 32] for i in range(count)]


def challenge(state: bytes, label: bytes) -> int:
    """``nonzero(SHA-512(state ‖ label))``: a Fiat-Shamir challenge from a 64-byte hash state."""
    digest = hashlib.sha512(state + label).digest()
    value = int.from_bytes(digest, "little") % ORDER
    while value == 0:
        digest = hashlib.sha512(digest).digest()
        value = int.from_bytes(digest, "little") % ORDER
    return value


def chain(state: bytes, points: Sequence[bytes]) -> bytes:
    """``SHA-512(state ‖ points...)``: the next hash state of a proof transcript."""
    h = hashlib.sha512(state)
    for p in points:
        h.update(p)
    return h.digest()


def statement_hash(
    dst: bytes, ctx: bytes, before: Sequence[bytes], after: Sequence[bytes]
) -> bytes:
    """``SHA-512(dst ‖ u32(version) ‖ ctx ‖ u32(D) ‖ before ‖ after)``, the first state."""
    h = hashlib.sha512(dst + u32(PROOF_VERSION) + ctx + u32(len(before)))
    for p in before:
        h.update(p)
    for p in after:
        h.update(p)
    return h.digest()


class Nonces:
    """The reference prover's secret randomness, derived like a deterministic signature nonce.

    ``key = SHA-512(DST_NONCE ‖ ctx ‖ seed ‖ u32(attempt) ‖ statement state ‖ witness)``; nonce
    ``t`` is ``SHA-512(key ‖ u32(t))`` reduced mod ``L`` (non-zero). Bound to the seat's secret
    seed, the decks and the witness, the nonces are unpredictable to everyone else until the seed
    is revealed at round end, and two proofs share them only if everything they are computed
    from is the same (same bytes). The witness matters: the decks alone do not fix ``E`` or the
    permutation a caller passes, and one set of nonces answering two challenges gives the
    witness away (review finding). A verifier never sees them.
    """

    def __init__(self, ctx: bytes, seed: bytes, state: bytes, attempt: int, witness: bytes) -> None:
        data = DST_NONCE + ctx + seed + u32(attempt) + state + witness
        self._key = hashlib.sha512(data).digest()
        self._count = 0

    def next(self) -> int:
        while True:
            digest = hashlib.sha512(self._key + u32(self._count)).digest()
            self._count += 1
            value = int.from_bytes(digest, "little") % ORDER
            if value:
                return value

    def take(self, count: int) -> list[int]:
        return [self.next() for _ in range(count)]
