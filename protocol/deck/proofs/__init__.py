"""The verified-shuffle option: zero-knowledge proofs of each shuffle and lock step.

The algebra both proofs share (a second generator, Fiat-Shamir hashing, nonces:
:mod:`.algebra`), the shuffle proof (:mod:`.shuffle`), the lock proof (:mod:`.lock`), their
check with a finished round's revealed secrets (:mod:`.witnessed`) and the table option that
proves one's own steps and checks everyone's (:mod:`.verified_shuffle`).
"""

from .algebra import ProofError, base
from .lock import key_fits
from .verified_shuffle import (
    RISTRETTO255_OPTION,
    TABLE_OPTIONS,
    VERIFIED_SHUFFLE,
    ProofCache,
    check_lock_step,
    check_shuffle_step,
    prove_step,
)
from .witnessed import claimed_result, holds_with_witness

__all__ = [
    "RISTRETTO255_OPTION",
    "TABLE_OPTIONS",
    "VERIFIED_SHUFFLE",
    "ProofCache",
    "ProofError",
    "base",
    "check_lock_step",
    "check_shuffle_step",
    "claimed_result",
    "holds_with_witness",
    "key_fits",
    "prove_step",
]
