"""The deck's group at a table (SPEC.md 4.1, 5.4): new tables deal on ristretto255, the entry 0
option says so, and a log without it (every log written before) deals on edwards25519."""

from __future__ import annotations

import pytest
from mextrain.protocol.bots.strategies import greedy_strategy
from mextrain.protocol.deck.group import EDWARDS25519, RISTRETTO255
from mextrain.protocol.deck.keys import tile_points
from mextrain.protocol.errors import LocalError
from mextrain.protocol.log.entries import decode_entry
from mextrain.protocol.log.messages import decode_message
from mextrain.protocol.table.harness import run_match
from mextrain.protocol.table.session import Table
from mextrain.protocol.table.verify import verify_log

from ..table_helpers import host_identity, short


def _first_shuffle(entries: tuple[bytes, ...]) -> list[bytes]:
    for raw in entries:
        m = decode_message(decode_entry(raw).message)
        if m.kind == "shuffle":
            return list(m.payload[0])
    raise AssertionError("no shuffle")


@pytest.mark.parametrize(
    ("group", "options"), [(RISTRETTO255, ["ristretto255"]), (EDWARDS25519, None)]
)
def test_the_open_names_the_group_and_every_node_deals_in_it(group: object, options: object) -> None:
    kwargs = {} if group is RISTRETTO255 else {"deck_group": "edwards25519"}
    result = run_match(short("express", 1), [greedy_strategy] * 2, 3, **kwargs)  # type: ignore[arg-type]
    opening = decode_message(decode_entry(result.entries[0]).message)
    assert (opening.payload[5] if len(opening.payload) > 5 else None) == options
    for table in (result.host, *result.seats):
        assert table.deck_group == group.name  # type: ignore[attr-defined]
    # seat 0's shuffle multiplies this group's tile points: every card is an element of it
    points = _first_shuffle(result.entries)
    assert all(group.is_valid_point(p) for p in points)  # type: ignore[attr-defined]
    other = EDWARDS25519 if group is RISTRETTO255 else RISTRETTO255
    assert not set(points) & set(tile_points(result.host.round.params.tiles, other))  # type: ignore[union-attr]
    assert verify_log(result.log_bytes()).valid


def test_an_unknown_group_is_refused_by_the_host() -> None:
    host = Table(identity=host_identity(3), host=True)
    with pytest.raises(LocalError, match="no deck group 'p256'"):
        host.open_table(
            game_id=bytes(16),
            rules=short("express", 1),
            seats=2,
            table_name="t",
            created=0,
            deck_group="p256",
        )
