"""The deck: commit-reveal mental poker on a prime-order group (ristretto255; edwards25519 for
the logs written before it).

The group and its encodings (:mod:`.group`), everything derived by hashing a seat's round seed
(:mod:`.keys`), the three deck computations (:mod:`.steps`), the public record of a round's deck
(:mod:`.transcript`), a seat's and the public's deck state (:mod:`.state`), the round audit that
names the first lie (:mod:`.audit`) and the errors that carry the blame (:mod:`.errors`). The
zero-knowledge proofs of the verified-shuffle option are the :mod:`.proofs` sub-package.
"""

from .audit import AuditFailure, AuditOk, audit_round
from .errors import BadPointError, ClaimMismatchError, DeckAnomaly, DeckFault
from .group import EDWARDS25519, GROUPS, ORDER, RISTRETTO255, DeckGroup, GroupError, decode_scalar
from .keys import tile_points
from .proofs import (
    RISTRETTO255_OPTION,
    TABLE_OPTIONS,
    VERIFIED_SHUFFLE,
    ProofCache,
    ProofError,
    base,
    check_lock_step,
    check_shuffle_step,
    claimed_result,
    holds_with_witness,
    key_fits,
    prove_step,
)
from .state import PublicDeck, SeatDeck, check_step_shape
from .transcript import Commit, DeckParams, DeckStep, Draw, KeyRelease, PlayClaim, Reveal, Step

__all__ = [
    "EDWARDS25519",
    "GROUPS",
    "ORDER",
    "RISTRETTO255",
    "RISTRETTO255_OPTION",
    "TABLE_OPTIONS",
    "VERIFIED_SHUFFLE",
    "AuditFailure",
    "AuditOk",
    "BadPointError",
    "ClaimMismatchError",
    "Commit",
    "DeckAnomaly",
    "DeckFault",
    "DeckGroup",
    "DeckParams",
    "DeckStep",
    "Draw",
    "GroupError",
    "KeyRelease",
    "PlayClaim",
    "ProofCache",
    "ProofError",
    "PublicDeck",
    "Reveal",
    "SeatDeck",
    "Step",
    "audit_round",
    "base",
    "check_lock_step",
    "check_shuffle_step",
    "check_step_shape",
    "claimed_result",
    "decode_scalar",
    "holds_with_witness",
    "key_fits",
    "prove_step",
    "tile_points",
]
