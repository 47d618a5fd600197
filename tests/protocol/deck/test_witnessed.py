"""A finished round's proofs checked with its revealed secrets (``proofs/witnessed.py``): the
verdict (and the reason) is exactly the full check's, for an honest proof and for every change
to one of its fields; the comparisons with ``e G`` and ``k_i G`` are what keeps it so against a
prover who knows its secrets; and the check does the multiplications it says it does."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from mextrain.protocol.deck.group import EDWARDS25519, ORDER, RISTRETTO255, DeckGroup
from mextrain.protocol.deck.keys import SeatSecrets, context, derive_secrets, tile_points
from mextrain.protocol.deck.proofs import shuffle as shuffle_module
from mextrain.protocol.deck.proofs.algebra import (
    Algebra,
    Nonces,
    ProofError,
    algebra,
    chain,
    challenge,
    sc,
    statement_hash,
)
from mextrain.protocol.deck.proofs.lock import DST_LOCK_PROOF, prove_lock, verify_lock
from mextrain.protocol.deck.proofs.shuffle import (
    DST_SHUFFLE_PROOF,
    prove_shuffle,
    verify_shuffle,
)
from mextrain.protocol.deck.steps import lock_deck, shuffle_deck
from mextrain.protocol.rules.tiles import tile_set

from .counting import count_multiplications

GAME = b"witness-game"
CTX = context(GAME, 3, 1)
GROUPS = [RISTRETTO255, EDWARDS25519]


def _secrets(n: int) -> SeatSecrets:
    return derive_secrets(GAME, 3, 1, bytes(range(1, 33)), n)


def _shuffle(
    group: DeckGroup, max_pip: int = 2
) -> tuple[SeatSecrets, list[bytes], list[bytes], bytes]:
    before = list(tile_points(tile_set(max_pip), group))
    sec = _secrets(len(before))
    after = list(shuffle_deck(sec, before, None, group))
    proof = prove_shuffle(
        CTX, sec.seed, sec.shuffle_key, sec.permutation, before, after, None, group
    )
    return sec, before, after, proof


def _lock(
    group: DeckGroup, max_pip: int = 2
) -> tuple[SeatSecrets, bytes, list[bytes], list[bytes], bytes]:
    sec, _, shuffled, _ = _shuffle(group, max_pip)
    after = list(lock_deck(sec, shuffled, None, group))
    proof = prove_lock(CTX, sec.seed, sec.shuffle_key, sec.lock_keys, shuffled, after, None, group)
    return sec, group.base(sec.shuffle_key), shuffled, after, proof


def _outcome(check: Callable[[], object]) -> tuple[str, object]:
    try:
        return "holds", check()
    except ProofError as exc:
        return "refused", str(exc)


def _shuffle_verdicts(
    group: DeckGroup,
    sec: SeatSecrets,
    before: list[bytes],
    after: list[bytes],
    proof: bytes,
    ctx: bytes = CTX,
) -> tuple[tuple[str, object], tuple[str, object]]:
    full = _outcome(lambda: verify_shuffle(ctx, before, after, proof, None, group))
    fast = _outcome(lambda: verify_shuffle(ctx, before, after, proof, None, group, sec))
    return full, fast


def _lock_verdicts(
    group: DeckGroup,
    sec: SeatSecrets,
    big_e: bytes,
    before: list[bytes],
    after: list[bytes],
    proof: bytes,
    known: frozenset[int] = frozenset(),
    ctx: bytes = CTX,
) -> tuple[tuple[str, object], tuple[str, object]]:
    full = _outcome(lambda: verify_lock(ctx, big_e, before, after, proof, None, group))
    fast = _outcome(lambda: verify_lock(ctx, big_e, before, after, proof, None, group, sec, known))
    return full, fast


def _points_changes(group: DeckGroup, old: bytes, other: bytes) -> list[bytes]:
    """Another valid element, the identity, an encoding of no element, another field's point."""
    alg = algebra(group)
    garbage = bytes([0xFF] * 32) if group is RISTRETTO255 else bytes([0xEC] + [0xFF] * 30 + [0x7F])
    return [alg.add(old, alg.G), alg.identity, garbage, other]


def _scalar_changes(old: bytes) -> list[bytes]:
    """One more, zero, the same value plus L (not canonical), the largest canonical."""
    value = int.from_bytes(old, "little")
    return [
        sc((value + 1) % ORDER),
        bytes(32),
        (value + ORDER).to_bytes(32, "little") if value + ORDER < 1 << 256 else bytes([0xFF] * 32),
        sc(ORDER - 1),
    ]


def _replace(proof: bytes, item: int, new: bytes) -> bytes:
    return proof[: 32 * item] + new + proof[32 * item + 32 :]


def test_an_honest_shuffle_proof_holds_both_ways_and_returns_e() -> None:
    sec, before, after, proof = _shuffle(RISTRETTO255, 6)
    full, fast = _shuffle_verdicts(RISTRETTO255, sec, before, after, proof)
    assert full == fast == ("holds", RISTRETTO255.base(sec.shuffle_key))


def test_every_single_field_change_to_a_shuffle_proof_gets_the_full_verdict() -> None:
    """The 5n points (E, A, B, Q, TD, TQ, TE, TY) and 3n scalars of a 6-card proof, each
    changed four ways: the same verdict and the same reason as the full check, every time."""
    sec, before, after, proof = _shuffle(RISTRETTO255)
    n = len(before)
    changed = 0
    for item in range(8 * n):
        old = proof[32 * item : 32 * item + 32]
        if item < 5 * n:
            news = _points_changes(RISTRETTO255, old, proof[32 * ((item + 1) % (5 * n)) :][:32])
        else:
            news = _scalar_changes(old)
        for new in news:
            if new == old:
                continue
            forged = _replace(proof, item, new)
            full, fast = _shuffle_verdicts(RISTRETTO255, sec, before, after, forged)
            assert fast == full, (item, new.hex())
            assert full[0] == "refused"
            changed += 1
    assert changed >= 4 * 8 * n - 2


def test_a_shuffle_proof_for_another_context_is_refused_both_ways() -> None:
    sec, before, after, proof = _shuffle(RISTRETTO255)
    full, fast = _shuffle_verdicts(RISTRETTO255, sec, before, after, proof, context(GAME, 3, 2))
    assert fast == full and full[0] == "refused"


@settings(max_examples=80, deadline=None)
@given(item=st.integers(min_value=0, max_value=47), new=st.binary(min_size=32, max_size=32))
def test_any_bytes_in_any_field_of_a_shuffle_proof_get_the_full_verdict(
    item: int, new: bytes
) -> None:
    sec, before, after, proof = _SHUFFLE_6
    full, fast = _shuffle_verdicts(RISTRETTO255, sec, before, after, _replace(proof, item, new))
    assert fast == full


_SHUFFLE_6 = _shuffle(RISTRETTO255)  # 6 cards: 48 fields


@pytest.mark.parametrize("group", GROUPS, ids=lambda g: g.name)
def test_an_honest_lock_proof_holds_both_ways_with_or_without_known_keys(group: DeckGroup) -> None:
    sec, big_e, before, after, proof = _lock(group, 6)
    expected = ("holds", tuple(group.base(k) for k in sec.lock_keys))
    for known in (frozenset(), frozenset(range(0, len(before), 2))):
        full, fast = _lock_verdicts(group, sec, big_e, before, after, proof, known)
        assert full == fast == expected


@pytest.mark.parametrize("group", GROUPS, ids=lambda g: g.name)
def test_every_single_field_change_to_a_lock_proof_gets_the_full_verdict(group: DeckGroup) -> None:
    """The n key commitments and the n + 1 scalars, each changed four ways, and E itself."""
    sec, big_e, before, after, proof = _lock(group)
    n = len(before)
    for item in range(2 * n + 1):
        old = proof[32 * item : 32 * item + 32]
        news = (
            _points_changes(group, old, proof[32 * ((item + 1) % n) :][:32])
            if item < n
            else _scalar_changes(old)
        )
        for new in news:
            if new == old:
                continue
            forged = _replace(proof, item, new)
            # positions whose K the table matched with k_i G: never a changed one
            for known in (frozenset(), frozenset(range(n)) - {item}):
                full, fast = _lock_verdicts(group, sec, big_e, before, after, forged, known)
                assert fast == full, (item, new.hex())
                assert full[0] == "refused"
    for other_e in _points_changes(group, big_e, before[0]):
        full, fast = _lock_verdicts(group, sec, other_e, before, after, proof)
        assert fast == full and full[0] == "refused"


@pytest.mark.parametrize("group", GROUPS, ids=lambda g: g.name)
@settings(max_examples=40, deadline=None)
@given(item=st.integers(min_value=0, max_value=12), new=st.binary(min_size=32, max_size=32))
def test_any_bytes_in_any_field_of_a_lock_proof_get_the_full_verdict(
    group: DeckGroup, item: int, new: bytes
) -> None:
    sec, big_e, before, after, proof = _LOCK_6[group.name]
    full, fast = _lock_verdicts(group, sec, big_e, before, after, _replace(proof, item, new))
    assert fast == full


_LOCK_6 = {g.name: _lock(g) for g in GROUPS}  # 6 cards: 13 fields


# --- a prover who knows its secrets: what the comparisons with e G and k_i G guard -----------


def _forged_lock(
    group: DeckGroup,
    sec: SeatSecrets,
    big_e: bytes,
    before: list[bytes],
    after: list[bytes],
    keys: list[bytes],
) -> bytes:
    """A lock proof whose announcements are the ones the rewrite computes from the secrets
    (``rho_i Y_i`` and ``rho_i e G``), hashed with the given ``E`` and commitments: it holds for
    a check that takes ``E = e G`` and ``K_i = k_i G`` on trust, and for no other."""
    alg = algebra(group)
    n = len(before)
    rho = [(7919 * (i + 1)) % ORDER for i in range(n)]
    ann_z = [alg.mul(r, y) for r, y in zip(rho, before, strict=True)]
    ann_k = [alg.base(r * sec.shuffle_key % ORDER) for r in rho]
    state = statement_hash(DST_LOCK_PROOF, CTX, before, after)
    c = challenge(chain(state, [big_e, *keys, *ann_z, *ann_k]), b"c")
    s = [(r + c * f) % ORDER for r, f in zip(rho, sec.lock_factors, strict=True)]
    return b"".join([*keys, sc(c), *(sc(v) for v in s)])


@pytest.mark.parametrize("group", GROUPS, ids=lambda g: g.name)
def test_a_commitment_that_is_not_k_i_g_is_refused_although_its_rewrite_would_hold(
    group: DeckGroup,
) -> None:
    sec, big_e, before, after, _ = _lock(group)
    keys = [group.base(k) for k in sec.lock_keys]
    keys[2] = algebra(group).add(keys[2], group.generator)  # K_2 = (k_2 + 1) G
    forged = _forged_lock(group, sec, big_e, before, after, keys)
    full, fast = _lock_verdicts(group, sec, big_e, before, after, forged)
    assert full[0] == "refused" and fast == full
    honest_keys = [group.base(k) for k in sec.lock_keys]
    assert (
        _lock_verdicts(
            group,
            sec,
            big_e,
            before,
            after,
            _forged_lock(group, sec, big_e, before, after, honest_keys),
        )[1][0]
        == "holds"
    )


@pytest.mark.parametrize("group", GROUPS, ids=lambda g: g.name)
def test_an_e_that_is_not_e_g_is_refused_in_a_lock_check_although_its_rewrite_would_hold(
    group: DeckGroup,
) -> None:
    sec, _, before, after, _ = _lock(group)
    keys = [group.base(k) for k in sec.lock_keys]
    other_e = group.base(sec.shuffle_key * 2 % ORDER)
    forged = _forged_lock(group, sec, other_e, before, after, keys)
    full, fast = _lock_verdicts(group, sec, other_e, before, after, forged)
    assert full[0] == "refused" and fast == full


def test_a_shuffle_e_that_is_not_e_g_is_refused_although_its_rewrite_would_hold() -> None:
    """The honest prover's run with ``E' = 2e G`` in the transcript instead of ``e G``: every
    equation holds but ``TE + c E' = s G``, which holds with ``E = e G`` put in its place."""
    group = RISTRETTO255
    sec, before, after, _ = _shuffle(group)
    real = algebra(group)
    lying = Algebra(group)
    other_e = group.base(sec.shuffle_key * 2 % ORDER)
    lying.base = lambda s: other_e if s == sec.shuffle_key else real.base(s)  # type: ignore[method-assign]
    state = statement_hash(DST_SHUFFLE_PROOF, CTX, before, after)
    witness = sc(sec.shuffle_key) + b"".join(i.to_bytes(4, "big") for i in sec.permutation)
    nonces = Nonces(CTX, sec.seed, state, 0, witness)
    forged = shuffle_module._prove(
        lying, nonces, state, sec.shuffle_key, sec.permutation, after, None
    )
    assert forged[:32] == other_e
    full, fast = _shuffle_verdicts(group, sec, before, after, forged)
    assert full[0] == "refused" and fast == full


# --- what it costs -----------------------------------------------------------------------------


def test_the_witnessed_checks_cost_6n_minus_1_and_n_multiplications(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """ristretto255, 28 cards: the shuffle check 6n - 1 multiplications (7n in full) and 2 by G
    (E = e G and G's own term); the lock check n (4n in full) and 2n + 1 by G, n + 1 once the
    commitments are known to be k_i G."""
    sec, before, after, proof = _shuffle(RISTRETTO255, 6)
    _, big_e, locked_in, locked, lock_proof = _lock(RISTRETTO255, 6)
    n = len(before)
    counts = count_multiplications(monkeypatch, RISTRETTO255)
    verify_shuffle(CTX, before, after, proof, None, RISTRETTO255, sec)
    assert counts == {"mult": 6 * n - 1, "base": 2}
    counts.update(mult=0, base=0)
    verify_lock(CTX, big_e, locked_in, locked, lock_proof, None, RISTRETTO255, sec)
    assert counts == {"mult": n, "base": 2 * n + 1}
    counts.update(mult=0, base=0)
    verify_lock(
        CTX, big_e, locked_in, locked, lock_proof, None, RISTRETTO255, sec, frozenset(range(n))
    )
    assert counts == {"mult": n, "base": n + 1}
    counts.update(mult=0, base=0)
    verify_lock(CTX, big_e, locked_in, locked, lock_proof, None, RISTRETTO255)
    assert counts == {"mult": 4 * n, "base": 0}
