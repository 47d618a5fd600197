"""Issue 9 section 1: decisions that close SPEC.md's gaps, each checked against the code."""

from __future__ import annotations

import random
from typing import Any

import pytest
from mextrain.protocol.errors import RemoteError
from mextrain.protocol.log.entries import make_entry
from mextrain.protocol.log.identity import Identity
from mextrain.protocol.log.messages import HOST_SEAT, TABLE_ROUND, MessageError, check_payload
from mextrain.protocol.rules.engine import Play, apply, legal_actions, new_round
from mextrain.protocol.rules.ruleset import FirstTurn, preset
from mextrain.protocol.rules.tiles import tile_set
from mextrain.protocol.table.session import Table
from mextrain.protocol.text import is_text

from ...spec_conformance import independent as ind

# --- item 10: text without a Unicode database ------------------------------------------------

TEXTS: list[tuple[str, bool]] = [
    ("alice", True),
    ("José Ñúñez", True),
    ("名前 と 🚂", True),
    ("\u0378", True),  # unassigned in every Unicode version so far: still accepted
    ("a" * 64, True),
    ("a" * 65, False),
    ("", False),
    ("tab\there", False),
    ("zero\u200bwidth", False),
    ("no\u00a0break", False),
    ("bidi\u202eevil", False),
    ("isolate\u2066x", False),
    ("soft\u00adhyphen", False),
    ("bom\ufeff", False),
    ("private\ue000", False),
    ("plane16\U0010fffd", False),
    ("nonchar\U0001fffe", False),
    ("del\x7f", False),
    ("c1\x85", False),
]


@pytest.mark.parametrize(("text", "ok"), TEXTS)
def test_text_rule_is_a_fixed_list_of_ranges(text: str, ok: bool) -> None:
    assert is_text(text, 64) is ok
    assert ind._printable(text, 64) is ok  # the independent reading of SPEC 5.4 agrees
    if ok:
        check_payload("join", [text, bytes(32)])
    else:
        with pytest.raises(MessageError):
            check_payload("join", [text, bytes(32)])


# --- item 9: ruleset limits on the wire -------------------------------------------------------


def _open_with(change: dict[str, Any]) -> bytes:
    host = Table(identity=Identity(bytes(range(32))), host=True)
    rules = preset("classic").to_dict()
    rules.update(change)
    payload = ["t", rules, 4, host.identity.public_key if host.identity else b"", 0]
    message = host._sign("open", TABLE_ROUND, HOST_SEAT, payload, game_id=bytes(16))
    assert host.identity is not None
    return make_entry(host.identity, 0, bytes(32), message)


@pytest.mark.parametrize(
    "change",
    [
        {"description": "x" * 1001},
        {"name": ""},
        {"seed": "s" * 201},
        {"name": "bad\u200bname"},
        {"hand_sizes": [["6", 12], [8, 10], [10, 8]]},
        {"hand_sizes": [[6, 12], [8, 10], [11, 8]]},
        {"hand_sizes": [[6, 0], [8, 10], [10, 8]]},
        {"hand_sizes": [[6, True], [8, 10], [10, 8]]},
        {"double_blank_pips": 1001},
        {"min_players": 5, "max_players": 4},
    ],
)
def test_a_ruleset_outside_the_wire_limits_is_refused(change: dict[str, Any]) -> None:
    entry = _open_with(change)
    with pytest.raises(RemoteError) as caught:
        Table().receive(entry)
    assert caught.value.seat == HOST_SEAT and "ruleset" in str(caught.value)
    rules = preset("classic").to_dict()
    rules.update(change)
    assert ind.validate_ruleset(dict(rules)) is not None


def test_limits_at_their_bounds_are_accepted() -> None:
    change = {"description": "", "seed": "s" * 200, "double_blank_pips": 1000}
    Table().receive(_open_with(change))
    rules = preset("classic").to_dict()
    rules.update(change)
    assert ind.validate_ruleset(dict(rules)) is None


# --- item 11: a draw ends a building first turn for good --------------------------------------


def test_no_double_is_ever_playable_after_a_draw_on_a_building_first_turn() -> None:
    """SPEC 3: the only double that fits a seat's empty own train is the round's engine, which
    is on the table already (held) or out of the deck (set aside); so `building` never comes
    back after a draw. Random legal play over many deals never finds a counterexample."""
    rng = random.Random(7)
    for name in ("classic", "boxed", "classic-ordered"):
        rules = preset(name)
        assert rules.first_turn is FirstTurn.BUILD
        for game in range(30):
            players = rng.randint(rules.min_players, rules.max_players)
            deck = list(tile_set(rules.max_pip))
            rng.shuffle(deck)
            state = new_round(rules, players, game % rules.rounds, tuple(deck))
            for _ in range(2000):
                if state.phase.name == "OVER":
                    break
                seat = state.turn
                actions = legal_actions(state, seat)
                after_draw = (
                    not state.first_turn_done[seat] and state.drew is not None
                    and state.turn_plays == 0
                )
                if after_draw:
                    assert not any(isinstance(a, Play) and a.tile.is_double for a in actions)
                state = apply(state, rng.choice(actions))


# --- item 7: the counter's bound is inclusive -------------------------------------------------


@pytest.mark.parametrize(("counter", "ok"), [(0, True), (2**32, True), (2**32 + 1, False), (-1, False)])
def test_counter_bounds_are_inclusive(counter: int, ok: bool) -> None:
    from mextrain.protocol.log.encoding import pack
    from mextrain.protocol.log.messages import decode_message

    identity = Identity(bytes(32))
    body = pack([1, bytes(16), -1, "start", -1, counter, bytes(32), []])
    raw = pack([body, identity.sign(b"mextrain/v1/message\x00", body)])
    if ok:
        assert decode_message(raw).counter == counter
    else:
        with pytest.raises(MessageError):
            decode_message(raw)
