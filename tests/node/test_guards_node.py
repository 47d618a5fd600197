"""The host screens what a connection may say (issue 14), seen from outside: a joiner's message
signed for another seat, or a join naming another key than the connection proved (or another
name than it gave), is refused
with that reason before it reaches the table, and the match goes on.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

from mextrain.node.peer import Peer
from mextrain.protocol.log.identity import Identity
from mextrain.protocol.log.messages import TABLE_ROUND, encode_message

from .helpers import (
    GatedPerson,
    assert_same_valid_logs,
    host_settings,
    in_turns,
    make_peer,
    notes,
    start_host,
    wait_for,
)


def signed_by(peer: Peer, *, seat: int, kind: str, payload: list[object], round_no: int) -> bytes:
    """A message ``peer`` really signs, with the seat and kind the test chooses."""
    table = peer.table
    assert table is not None and table.identity is not None
    return encode_message(
        table.identity,
        game_id=table.game_id,
        round=round_no,
        kind=kind,
        seat=seat,
        counter=1_000_000,
        seen=table.head,
        payload=payload,
    )


async def test_a_message_for_another_seat_or_key_is_refused_by_the_host(tmp_path: Path) -> None:
    person = GatedPerson()
    host, port, host_task = await start_host(tmp_path, host_settings(2, 1, person=True), person)
    peer = make_peer(tmp_path, "joiner", port)
    run = asyncio.create_task(peer.run())
    await wait_for(lambda: in_turns(host.table) and person.asked > 0 and peer.table is not None)
    table = peer.table
    assert table is not None and table.my_seat == 1 and table.round is not None

    # signed by the joiner at seat 1, for seat 0 (the person's seat, whose turn it is)
    peer._send(signed_by(peer, seat=0, kind="pass", payload=[], round_no=table.round.index))
    await wait_for(lambda: any("signed for seat 0" in n for n in notes(peer)))
    # a join, from the seated connection, naming some other identity key
    other = Identity(b"\x05" * 32).public_key
    peer._send(signed_by(peer, seat=1, kind="join", payload=["again", other], round_no=TABLE_ROUND))
    await wait_for(lambda: any("names another identity key" in n for n in notes(peer)))
    # a join with its own key under another name than its connection gave (the door checked
    # that one: no other player's), here the host's person's (issue 34)
    own = peer.identity.public_key
    peer._send(signed_by(peer, seat=1, kind="join", payload=["person", own], round_no=TABLE_ROUND))
    await wait_for(lambda: any("names another name" in n for n in notes(peer)))
    person.gate.set()
    codes = await asyncio.wait_for(asyncio.gather(host_task, run), 120)
    assert codes == [0, 0]

    host_notes = "\n".join(notes(host))
    assert "this connection holds seat 1; the message is signed for seat 0" in host_notes
    assert "the join names another identity key than this connection's" in host_notes
    assert "the join names another name than this connection's, 'joiner'" in host_notes
    peer_notes = "\n".join(notes(peer))
    assert "the host refused our message: this connection holds seat 1" in peer_notes
    assert host.store is not None and peer.store is not None
    assert_same_valid_logs(host.store.log_path, peer.store.log_path)
