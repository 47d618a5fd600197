"""The whole protocol in memory: honest matches, cheaters named, bad messages refused.

Each test plays real signed messages through real tables; nothing is mocked.
"""

from __future__ import annotations

import pytest
from mextrain.protocol.errors import RemoteError
from mextrain.protocol.log.entries import decode_entry
from mextrain.protocol.log.messages import decode_message
from mextrain.protocol.table.session import Sequencer, Stage, Table
from mextrain.protocol.table.verify import verify_log

from ..table_helpers import (
    ClaimsAnotherTile,
    DrawsWhenItCouldPlay,
    PassesWithPlayableDraw,
    PlantsInLock,
    cheating_match,
    forge_entry,
    honest,
    replica,
    short,
)


@pytest.mark.parametrize(("name", "players", "rounds"), [("classic", 2, 2), ("express", 4, 1), ("house", 3, 1)])
def test_honest_match_ends_alike_everywhere_and_verifies(name: str, players: int, rounds: int) -> None:
    result = honest(short(name, rounds), players, seed=7)
    host = result.host
    assert host.stage is Stage.ENDED and host.blame is None and host.final is not None
    assert len(host.outcomes) == rounds
    for table in result.seats:
        assert table.stage is Stage.ENDED
        assert table.final == host.final
        assert table.entries == host.entries
    check = verify_log(result.log_bytes())
    assert check.valid, check.reason
    assert check.table.final == host.final


def test_each_seat_learns_its_own_tiles_only() -> None:
    result = honest(short("classic", 1), 3, seed=11)
    # replay up to the end of the deal: each seat knows exactly its own hand
    dealt_at = next(
        i for i, raw in enumerate(result.entries) if decode_message(decode_entry(raw).message).kind == "deal"
    )
    upto = dealt_at + 3  # three deal messages
    hands = []
    for seat in range(3):
        table = replica(result, seat, upto)
        assert table.round is not None
        engine = table.round.engine
        known = {p for p, t in enumerate(engine.deck) if t is not None}
        assert known == set(engine.hands[seat])
        hands.append({engine.deck[p] for p in engine.hands[seat]})
    assert not (hands[0] & hands[1]) and not (hands[1] & hands[2]) and not (hands[0] & hands[2])
    spectator = replica(result, None, upto)
    assert spectator.round is not None
    assert all(t is None for t in spectator.round.engine.deck)


def test_a_seat_that_draws_while_able_to_play_is_named_at_round_end() -> None:
    result = cheating_match(short("classic", 1), 3, seed=5, cheater=1, cls=DrawsWhenItCouldPlay)
    blame = result.host.blame
    assert blame is not None and blame.seat == 1
    assert "drew while able to play" in blame.reason
    assert blame.entry is not None
    message = decode_message(decode_entry(result.entries[blame.entry]).message)
    assert (message.kind, message.seat) == ("draw", 1)
    check = verify_log(result.log_bytes())
    assert not check.valid and check.cheater and check.blame == blame


def test_a_seat_that_passes_holding_a_playable_drawn_tile_is_named() -> None:
    """003: "se combacia devi giocarla subito" -- passing instead is caught by the audit."""
    for seed in range(40):
        result = cheating_match(short("express", 1), 2, seed=seed, cheater=1, cls=PassesWithPlayableDraw)
        if result.host.blame is not None:
            break
    blame = result.host.blame
    assert blame is not None and blame.seat == 1 and "passed while able to play" in blame.reason
    message = decode_message(decode_entry(result.entries[blame.entry or 0]).message)
    assert (message.kind, message.seat) == ("pass", 1)
    check = verify_log(result.log_bytes())
    assert not check.valid and check.cheater and check.blame == blame


def test_a_false_claim_is_blamed_at_once_with_the_signed_entry() -> None:
    result = cheating_match(short("express", 1), 2, seed=3, cheater=0, cls=ClaimsAnotherTile)
    blame = result.host.blame
    assert blame is not None and blame.seat == 0 and "false claim" in blame.reason
    assert blame.entry == len(result.entries) - 1
    honest_seat = result.seats[1]
    assert honest_seat.blame == blame
    check = verify_log(result.log_bytes())
    assert not check.valid and check.cheater and check.blame is not None and check.blame.seat == 0


def test_a_planted_point_in_the_lock_pass_is_caught_and_blamed() -> None:
    result = cheating_match(short("express", 1), 3, seed=9, cheater=2, cls=PlantsInLock)
    blame = result.host.blame
    assert blame is not None and blame.seat == 2
    assert "lock" in blame.reason
    message = decode_message(decode_entry(result.entries[blame.entry or 0]).message)
    assert (message.kind, message.seat) == ("lock", 2)
    assert not verify_log(result.log_bytes()).valid


def test_out_of_turn_message_is_refused_by_the_host_and_named_by_verify() -> None:
    seed = 13
    result = honest(short("express", 1), 2, seed)
    # find a point in the turns where seat 0 is to play; seat 1 then sends a pass
    for upto in range(len(result.entries)):
        spectator = replica(result, None, upto)
        rnd = spectator.round
        if spectator.stage is Stage.TURNS and rnd is not None and rnd.pending_draw is None and rnd.engine.turn == 0:
            break
    entry = forge_entry(result, seed, upto, seat=1, kind="pass", payload=[])
    # an honest host refuses it and its log is unchanged
    host_table = replica(result, None, upto)
    with pytest.raises(RemoteError) as err:
        host_table.receive(entry)
    assert err.value.seat == 1 and "not seat 1's turn" in str(err.value)
    assert len(host_table.entries) == upto
    # a log where an evil host appended it anyway names seat 1 at that entry
    from mextrain.protocol.log.entries import file_header, frame

    data = file_header() + b"".join(frame(e) for e in [*result.entries[:upto], entry])
    check = verify_log(data)
    assert not check.valid and check.blame is not None
    assert (check.blame.seat, check.blame.entry) == (1, upto)


def test_replayed_message_is_refused() -> None:
    result = honest(short("express", 1), 2, seed=17)
    host = Table(identity=result.host.identity, host=True)
    sequencer = Sequencer(host)
    messages = [decode_entry(raw).message for raw in result.entries]
    for message in messages[:20]:
        sequencer.sequence(message)
    with pytest.raises(RemoteError, match=r"replayed|not above"):
        sequencer.sequence(messages[10])
    assert len(host.entries) == 20
    sequencer.sequence(messages[20])  # the table goes on


def test_message_from_another_game_is_refused() -> None:
    first = honest(short("express", 1), 2, seed=21)
    other = honest(short("express", 1), 2, seed=22)
    host = Table(identity=first.host.identity, host=True)
    sequencer = Sequencer(host)
    for raw in first.entries[:10]:
        sequencer.sequence(decode_entry(raw).message)
    foreign = decode_entry(other.entries[10]).message
    with pytest.raises(RemoteError, match=r"another game|signature|counter|seat"):
        sequencer.sequence(foreign)
    assert len(host.entries) == 10
