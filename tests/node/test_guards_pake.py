"""SPAKE2 pieces a joiner and a host rely on (issue 14): the key derivation matches its RFC, and a
share of the wrong size is refused with a reason, before any group operation."""

from __future__ import annotations

import pytest
from mextrain.node import pake
from mextrain.node.errors import HandshakeError
from mextrain.protocol.deck.group import ORDER


def test_hkdf_matches_rfc_5869_test_case_1() -> None:
    """RFC 5869 A.1: a non-empty salt, and more output than one HMAC block (42 > 32 bytes)."""
    okm = pake.hkdf_sha256(
        bytes([0x0B] * 22), bytes(range(0x0D)), bytes(range(0xF0, 0xFA)), 42
    )
    assert okm.hex() == (
        "3cb25f25faacd57a90434f64d0362f2a2d2d0a90cf1a5a4c5db02d56ecc4c5bf34007208d5b887185865"
    )


def test_hkdf_matches_rfc_5869_test_case_3_empty_salt() -> None:
    """RFC 5869 A.3: salt and info empty (the salt is then 32 zero bytes)."""
    okm = pake.hkdf_sha256(bytes([0x0B] * 22), b"", b"", 42)
    assert okm.hex() == (
        "8da4e775a563c18f715f802a063c5a31b8a11f5c5ee1879ec3454e5f3c738d2d9d201395faa4b61a96c8"
    )


@pytest.mark.parametrize("size", [0, 31, 33])
def test_a_share_of_the_wrong_size_is_refused_by_name(size: int) -> None:
    w = pake.password_scalar("amber-fox-pine-42")
    own = pake.share(w, 5, joiner=True)
    with pytest.raises(HandshakeError, match="a SPAKE2 share is 32 bytes"):
        pake.finish(w, 5, own, bytes(size), joiner=True)


@pytest.mark.parametrize("secret", [0, ORDER, ORDER + 5, -1])
def test_an_ephemeral_secret_outside_1_to_l_is_refused(secret: int) -> None:
    """0 or L would give a share that is just ``w*M``: anyone who knows the code could unblind
    it. The range is checked first, with that reason."""
    w = pake.password_scalar("amber-fox-pine-42")
    with pytest.raises(HandshakeError) as info:
        pake.share(w, secret, joiner=True)
    assert str(info.value) == "handshake: a scalar out of range (0, L)"
    own = pake.share(w, 5, joiner=False)
    theirs = pake.share(w, 7, joiner=True)
    if secret % ORDER == 0:  # finish multiplies by 8*secret mod L: zero is refused too
        with pytest.raises(HandshakeError, match=r"a scalar out of range \(0, L\)"):
            pake.finish(w, secret, own, theirs, joiner=False)
    keys = pake.finish(w, 5, own, theirs, joiner=False)  # control: 5 is a fine secret
    assert keys == pake.finish(w, 7, theirs, own, joiner=True)


@pytest.mark.parametrize("joiner", [True, False])
def test_a_share_that_unblinds_to_the_identity_is_refused(joiner: bool) -> None:
    """The bare blind ``w*M`` (or ``w*N``) is a valid point, but unblinded it is the identity:
    the shared point would be the identity whatever this side's secret, a key anyone holding
    the code can compute. Each side refuses it with one line."""
    w = pake.password_scalar("amber-fox-pine-42")
    own = pake.share(w, 5, joiner=joiner)
    blind = pake._mult(w, pake.M if not joiner else pake.N)  # what the other side adds
    with pytest.raises(HandshakeError) as info:
        pake.finish(w, 5, own, blind, joiner=joiner)
    assert str(info.value) == (
        "handshake: the other side's SPAKE2 share is not a valid group element"
    )


def test_blinds_kept_by_a_node_give_the_same_shares_computed_once_per_code(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A host keeps each code's ``w*M`` and ``w*N`` (a seat cut for junk reconnects again and
    again): the shares and keys are the ones computed afresh, and a second handshake with the
    same code multiplies only by its own secrets."""
    w = pake.password_scalar("amber-fox-pine-41")
    fresh_own, theirs = pake.share(w, 5, joiner=False), pake.share(w, 7, joiner=True)
    fresh = pake.finish(w, 5, fresh_own, theirs, joiner=False)
    blinds = pake.Blinds()
    calls: list[bytes] = []
    mult = pake._mult

    def counted(s: int, p: bytes, *, what: str = "a point") -> bytes:
        calls.append(p)
        return mult(s, p, what=what)

    monkeypatch.setattr(pake, "_mult", counted)
    for _ in range(2):
        calls.clear()
        own = pake.share(w, 5, joiner=False, blinds=blinds)
        assert own == fresh_own
        assert pake.finish(w, 5, own, theirs, joiner=False, blinds=blinds) == fresh
    assert pake.M not in calls and pake.N not in calls  # the second time: both kept
