"""The group wrapper: only prime-order-subgroup points and canonical non-zero scalars get through.

Each test feeds libsodium (through ``mextrain.protocol.deck.group``) one of the classic bad inputs
from DESIGN.md section 4 -- torsion components, small-order points, non-canonical encodings,
the zero scalar, non-reduced scalars -- and checks that it is refused, plus the algebra the
deck relies on (commutativity, inverses) and the claim that ``from_uniform`` already clears
the cofactor.
"""

from __future__ import annotations

import hashlib

import nacl.bindings as nb
import nacl.exceptions
import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from mextrain.protocol.deck.group import (
    ORDER,
    PointError,
    ScalarError,
    decode_scalar,
    encode_scalar,
    from_uniform,
    is_valid_point,
    mult,
    mult_each,
    mult_pairs,
    reduce_scalar,
    scalar_invert,
    scalar_mul,
    validate_point,
)

FIELD_P = 2**255 - 19
IDENTITY = (1).to_bytes(32, "little")
# A point of order 4, (sqrt(-1), 0), and one of order 8 (checked below, not trusted).
ORDER_4 = bytes(32)
ORDER_8 = bytes.fromhex("26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc05")


def point(label: bytes) -> bytes:
    return from_uniform(hashlib.sha512(label).digest()[:32])


def negate(p: bytes) -> bytes:
    """-P: same y, opposite sign of x (the top bit of the encoding)."""
    return p[:31] + bytes([p[31] ^ 0x80])


P = point(b"P")
Q = point(b"Q")


def test_small_order_constants_have_the_orders_the_tests_assume() -> None:
    acc = ORDER_8
    multiples = [acc]
    for _ in range(7):
        acc = nb.crypto_core_ed25519_add(acc, ORDER_8)
        multiples.append(acc)
    assert multiples[7] == IDENTITY
    assert IDENTITY not in multiples[:7]
    assert nb.crypto_core_ed25519_add(nb.crypto_core_ed25519_add(ORDER_4, ORDER_4), ORDER_4) != (
        IDENTITY
    )
    double = nb.crypto_core_ed25519_add(ORDER_4, ORDER_4)
    assert nb.crypto_core_ed25519_add(double, double) == IDENTITY


@settings(max_examples=30, deadline=None)
@given(st.binary(min_size=32, max_size=32))
def test_from_uniform_lands_in_the_prime_order_subgroup(r: bytes) -> None:
    """(L-1)*P == -P holds exactly when L*P is the identity, i.e. P has no torsion part."""
    assume((int.from_bytes(r, "little") & (2**255 - 1)) % FIELD_P != 0)
    p = from_uniform(r)
    assert is_valid_point(p)
    assert mult(ORDER - 1, p) == negate(p)


def test_from_uniform_of_zero_is_the_identity_and_refused() -> None:
    """Elligator 2 sends 0 to the point of order 2; clearing the cofactor gives the identity.

    (The tile derivation never meets this: it would need a SHA-512 output of zeros.)
    """
    assert nb.crypto_core_ed25519_from_uniform(bytes(32)) == IDENTITY
    for r in (bytes(32), bytes(31) + b"\x80"):
        with pytest.raises(PointError):
            from_uniform(r)


@pytest.mark.parametrize("torsion", [ORDER_4, ORDER_8], ids=["order4", "order8"])
def test_a_point_with_a_torsion_component_is_refused(torsion: bytes) -> None:
    tainted = nb.crypto_core_ed25519_add(P, torsion)  # ed25519_add does not check
    assert tainted != P
    assert not is_valid_point(tainted)
    with pytest.raises(PointError):
        validate_point(tainted)
    with pytest.raises(PointError):
        mult(5, tainted)
    # libsodium's own multiplication refuses it too: mult() relies on that, not on a pre-check.
    with pytest.raises(nacl.exceptions.RuntimeError):
        nb.crypto_scalarmult_ed25519_noclamp(encode_scalar(5), tainted)


@pytest.mark.parametrize(
    "small",
    [IDENTITY, ORDER_4, ORDER_8, negate(ORDER_8), (FIELD_P - 1).to_bytes(32, "little")],
    ids=["identity", "order4", "order8", "order8-neg", "order2"],
)
def test_small_order_points_are_refused(small: bytes) -> None:
    assert not is_valid_point(small)
    with pytest.raises(PointError):
        mult(7, small)


@pytest.mark.parametrize(
    "encoding",
    [
        (FIELD_P + 1).to_bytes(32, "little"),  # y = 1 (the identity) written as p + 1
        (FIELD_P + 2).to_bytes(32, "little"),
        (2**255 - 1).to_bytes(32, "little"),  # y = 18 written as p + 18
        IDENTITY[:31] + b"\x80",  # x = 0 with the sign bit set
    ],
    ids=["p+1", "p+2", "2^255-1", "negative-zero-x"],
)
def test_non_canonical_encodings_are_refused(encoding: bytes) -> None:
    assert not is_valid_point(encoding)
    with pytest.raises(PointError):
        mult(3, encoding)


def test_no_subgroup_point_has_a_second_encoding() -> None:
    """y >= p is only possible for y < 19; none of those is a subgroup point, so a valid point's
    encoding is unique and comparing bytes compares points (the audit relies on it)."""
    for y in range(19):
        for sign in (0, 0x80):
            enc = y.to_bytes(32, "little")
            enc = enc[:31] + bytes([enc[31] | sign])
            assert not is_valid_point(enc)


def test_wrong_lengths_are_refused() -> None:
    for bad in (P[:31], P + b"\x00", b""):
        assert not is_valid_point(bad)
        with pytest.raises(PointError):
            mult(3, bad)
    with pytest.raises(ScalarError):
        decode_scalar(encode_scalar(3)[:31])


def test_the_zero_scalar_is_refused_everywhere() -> None:
    with pytest.raises(ScalarError):
        decode_scalar(bytes(32))
    with pytest.raises(ScalarError):
        encode_scalar(0)
    with pytest.raises(ScalarError):
        mult(0, P)
    with pytest.raises(ScalarError):
        mult(ORDER, P)  # L is zero mod L
    with pytest.raises(ScalarError):
        scalar_invert(0)
    with pytest.raises(ScalarError):
        scalar_invert(ORDER)
    with pytest.raises(nacl.exceptions.RuntimeError):
        nb.crypto_scalarmult_ed25519_noclamp(bytes(32), P)


def test_non_reduced_scalars_are_refused_on_the_wire() -> None:
    """k and k + L act the same, so only the canonical form is accepted (unique encodings)."""
    assert decode_scalar(encode_scalar(ORDER - 1)) == ORDER - 1
    with pytest.raises(ScalarError):
        decode_scalar(ORDER.to_bytes(32, "little"))
    with pytest.raises(ScalarError):
        decode_scalar((ORDER + 5).to_bytes(32, "little"))
    with pytest.raises(ScalarError):
        decode_scalar(b"\xff" * 32)


def test_scalars_are_not_clamped() -> None:
    """Clamping would change the scalar; noclamp keeps 1*P == P and 8-divisibility unforced."""
    assert mult(1, P) == P
    assert mult(3, mult(ORDER - 1, P)) == negate(mult(3, P))


@settings(max_examples=50, deadline=None)
@given(st.binary(min_size=64, max_size=64))
def test_reduce_is_the_integer_mod_l(wide: bytes) -> None:
    assert reduce_scalar(wide) == int.from_bytes(wide, "little") % ORDER


def test_reduce_can_give_zero() -> None:
    assert reduce_scalar(ORDER.to_bytes(64, "little")) == 0


@settings(max_examples=10, deadline=None)
@given(st.integers(1, ORDER - 1), st.integers(1, ORDER - 1))
def test_multiplications_commute_and_inverses_undo(a: int, b: int) -> None:
    """The deck's whole premise: layers can be added and removed in any order."""
    assert mult(a, mult(b, P)) == mult(b, mult(a, P)) == mult(scalar_mul(a, b), P)
    assert mult(scalar_invert(a), mult(a, P)) == P
    assert scalar_mul(a, scalar_invert(a)) == 1
    assert encode_scalar(scalar_invert(a)) == nb.crypto_core_ed25519_scalar_invert(encode_scalar(a))
    assert encode_scalar(scalar_mul(a, b)) == nb.crypto_core_ed25519_scalar_mul(
        encode_scalar(a), encode_scalar(b)
    )


def test_mult_each_and_mult_pairs_report_the_first_bad_index() -> None:
    tainted = nb.crypto_core_ed25519_add(Q, ORDER_4)
    assert mult_each(3, [P, Q]) == [mult(3, P), mult(3, Q)]
    assert mult_pairs([3, 5], [P, Q]) == [mult(3, P), mult(5, Q)]
    with pytest.raises(PointError) as info:
        mult_each(3, [P, Q, tainted, IDENTITY])
    assert info.value.index == 2
    with pytest.raises(PointError) as info:
        mult_pairs([3, 4, 5], [P, IDENTITY, tainted])
    assert info.value.index == 1
