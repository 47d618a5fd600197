"""Records the deck refuses on their face, at every seat (issue 14): a card played twice, a play
before its keys are out, a second key, a key for a card nobody drew. Each is refused with the
seat to blame, recorded nowhere, and the round still audits clean for the honest records.
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from mextrain.protocol.deck.group import encode_scalar
from mextrain.protocol.deck.state import (
    AuditFailure,
    AuditOk,
    BadPointError,
    ClaimMismatchError,
    Commit,
    DeckAnomaly,
    DeckFault,
    DeckStep,
    Draw,
    KeyRelease,
    OutOfOrderError,
    PlayClaim,
    PublicDeck,
    Reveal,
    RoundTranscript,
    Step,
    audit_round,
    tile_points,
)
from mextrain.protocol.errors import LocalError

from .deck_table import DeckTable
from .test_deck_cheats import HAND, SEATS, edit_step, new_table


def events(table: DeckTable, seat: int) -> int:
    return len(table.decks[seat].transcript([]).events)


def refused_everywhere(table: DeckTable, seat: int, step: Step, position: int, why: str) -> None:
    assert [(s, type(e), e.seat, e.step, e.position) for s, e in table.errors] == [
        (s, OutOfOrderError, seat, step, position) for s in range(SEATS)
    ]
    for _, error in table.errors:
        assert why in str(error)


def test_a_card_played_twice_is_refused_by_every_seat() -> None:
    table = new_table().setup()
    tile = table.decks[0].hand[0]
    play = table.decks[0].play(0)
    table.deliver(0, play)
    assert not table.errors
    assert table.opened[1][0] == table.opened[2][0] == tile
    assert 0 not in table.decks[0].hand
    before = [events(table, s) for s in range(SEATS)]
    table.deliver(0, play)  # the same signed play again
    refused_everywhere(table, 0, Step.CLAIM, 0, "position 0 played twice")
    assert [events(table, s) for s in range(SEATS)] == before  # recorded nowhere
    with pytest.raises(LocalError, match="no unplayed, opened card at position 0"):
        table.decks[0].play(0)
    assert isinstance(table.audit(1), AuditOk)


def test_a_seat_can_play_only_its_own_opened_unplayed_cards() -> None:
    table = new_table().setup()
    deck = table.decks[0]
    assert sorted(deck.hand) == list(range(HAND))
    for position in (-1, HAND, table.params.size, table.params.boneyard_start):
        with pytest.raises(LocalError, match=f"no unplayed, opened card at position {position}"):
            deck.play(position)
    release, claim = deck.play(HAND - 1)
    assert (release.seat, release.position, claim.seat, claim.position) == (0, HAND - 1, 0, HAND - 1)
    assert claim.tile == deck.hand[HAND - 1]


def test_a_play_before_every_key_of_the_card_is_out_is_refused() -> None:
    table = new_table().setup()
    position = table.decks[0].next_draw
    assert position is not None
    table.deliver(0, Draw(0, position))
    table.deliver(1, table.decks[1].release(position))  # seat 2 has not released yet
    assert not table.errors
    owner_key = table.decks[0].secrets.lock_key_bytes(position)
    claim = PlayClaim.of(0, position, table.params.tiles[0])
    for seat in (1, 2):
        with pytest.raises(OutOfOrderError) as info:
            table.decks[seat].receive_play(KeyRelease(0, position, owner_key), claim)
        assert (info.value.seat, info.value.step, info.value.position) == (0, Step.CLAIM, position)
        assert "before all its keys were released" in str(info.value)
    table.deliver(2, table.decks[2].release(position))
    tile = table.decks[0].hand[position]
    table.play(0, position)  # now it opens everywhere
    assert not table.errors
    assert table.opened[1][position] == table.opened[2][position] == tile


def test_a_play_whose_key_and_claim_disagree_is_refused() -> None:
    table = new_table().setup()
    release, claim = table.decks[0].play(0)
    other_position = KeyRelease(0, 1, release.key)
    other_seat = KeyRelease(1, 0, release.key)
    for bad in (other_position, other_seat):
        table.errors.clear()
        table.deliver(0, (bad, claim))
        assert {(type(e), e.seat, e.step, e.position) for _, e in table.errors} == {
            (OutOfOrderError, 0, Step.CLAIM, 0)
        }
        assert all("key and claim do not match" in str(e) for _, e in table.errors)
    table.errors.clear()
    table.deliver(0, (release, claim))
    assert not table.errors


def test_a_second_key_for_a_drawn_card_is_refused() -> None:
    table = new_table().setup()
    position = table.draw(0)
    assert not table.errors
    again = table.decks[1].release(position)
    table.deliver(1, again)
    assert sorted((s, e.seat, e.position) for s, e in table.errors) == [
        (s, 1, position) for s in range(SEATS)
    ]
    assert all(f"a second key for position {position}" in str(e) for _, e in table.errors)


def test_a_key_for_a_card_nobody_drew_is_refused() -> None:
    table = new_table().setup()
    position = table.params.boneyard_start
    with pytest.raises(LocalError, match=f"position {position} is not held by another seat"):
        table.decks[1].release(position)
    with pytest.raises(LocalError, match="is not held by another seat"):
        table.decks[1].release(HAND)  # seat 1's own card
    with pytest.raises(LocalError, match="no position"):
        table.decks[1].release(table.params.size)
    table.deliver(0, Draw(0, position))
    release = table.decks[1].release(position)
    assert (release.seat, release.position) == (1, position)


def test_a_second_commitment_is_refused_at_every_seat() -> None:
    table = new_table()
    first = table.decks[1].commit()
    table.deliver(1, first)
    table.deliver(1, first)
    refused = [(s, type(e), e.seat, e.step) for s, e in table.errors]
    assert refused == [(s, OutOfOrderError, 1, Step.COMMIT) for s in range(SEATS)]
    assert all("a second commitment" in str(e) for _, e in table.errors)


def test_draws_take_the_boneyard_in_order_only() -> None:
    table = new_table().setup()
    first = table.params.boneyard_start
    assert table.decks[2].next_draw == first
    table.deliver(1, Draw(1, first + 1))
    refused_everywhere(table, 1, Step.DRAW, first + 1, f"the next free one is {first}")
    table.errors.clear()
    table.deliver(1, Draw(1, first))
    assert not table.errors
    assert all(deck.next_draw == first + 1 for deck in table.decks)
    table.deliver(2, Draw(2, first))
    refused_everywhere(table, 2, Step.DRAW, first, f"the next free one is {first + 1}")


def test_the_boneyard_runs_out() -> None:
    table = new_table().setup()
    size = table.params.size
    for _ in range(size - table.params.boneyard_start):
        table.draw(0)
    assert not table.errors
    assert all(deck.next_draw is None for deck in table.decks)
    table.deliver(1, Draw(1, size))
    assert all("no position" in str(e) for _, e in table.errors) and len(table.errors) == SEATS


# -- the round-end audit, on a transcript edited after the fact -------------------------------


def played_round() -> tuple[DeckTable, RoundTranscript]:
    """Deal, seat 0 draws, seat 1 plays a card of its hand; the honest transcript."""
    table = new_table().setup()
    table.draw(0)
    table.play(1, HAND)
    assert not table.errors
    return table, table.transcript(2)


def audited(transcript: RoundTranscript) -> AuditFailure:
    result = audit_round(transcript)
    assert isinstance(result, AuditFailure), result
    return result


def test_the_honest_transcript_audits_ok_with_owners_and_tiles() -> None:
    table, transcript = played_round()
    result = audit_round(transcript)
    assert isinstance(result, AuditOk) and result.ok and result.complete
    size, start = table.params.size, table.params.boneyard_start
    assert result.owners[start] == 0 and result.owners[start + 1 :] == (None,) * (size - start - 1)
    assert result.owners[:start] == tuple(p // HAND for p in range(start))
    assert result.tiles[HAND] == table.opened[0][HAND]
    assert sorted(result.tiles) == sorted(table.params.tiles)


def test_the_audit_finds_a_card_played_twice() -> None:
    _, transcript = played_round()
    claim = transcript.events[-1]
    assert isinstance(claim, PlayClaim)
    release = transcript.events[-2]
    twice = replace(transcript, events=(*transcript.events, release, claim))
    f = audited(twice)
    assert (f.seat, f.step, f.index, f.position) == (1, Step.CLAIM, len(twice.events) - 1, HAND)
    assert f.reason == "the same card played twice"


def test_the_audit_finds_a_claim_of_a_card_the_seat_does_not_hold() -> None:
    table, transcript = played_round()
    drawn = table.params.boneyard_start  # seat 0 drew it
    lie = PlayClaim.of(1, drawn, table.params.tiles[0])
    f = audited(replace(transcript, events=(*transcript.events, lie)))
    assert (f.seat, f.step, f.position) == (1, Step.CLAIM, drawn)
    assert f.found == "seat 0's position" and "does not hold" in f.reason
    nobody = PlayClaim.of(1, drawn + 1, table.params.tiles[0])
    f = audited(replace(transcript, events=(*transcript.events, nobody)))
    assert f.found == "an unassigned position"


def test_the_audit_finds_a_false_claim_and_a_wrong_key() -> None:
    table, transcript = played_round()
    claim = transcript.events[-1]
    assert isinstance(claim, PlayClaim)
    other = next(t for t in table.params.tiles if t != claim.tile)
    false = PlayClaim.of(1, claim.position, other)
    f = audited(replace(transcript, events=(*transcript.events[:-1], false)))
    assert (f.seat, f.step, f.position) == (1, Step.CLAIM, claim.position)
    assert (f.expected, f.found) == (str(claim.tile), str(other))
    release = transcript.events[-2]
    assert isinstance(release, KeyRelease)
    wrong = KeyRelease(release.seat, release.position, encode_scalar(12345))
    events = (*transcript.events[:-2], wrong, claim)
    f = audited(replace(transcript, events=events))
    assert (f.seat, f.step, f.index, f.position) == (1, Step.RELEASE, len(events) - 2, HAND)
    assert f.found == encode_scalar(12345).hex()
    garbled = KeyRelease(release.seat, release.position, "not a key")  # type: ignore[arg-type]
    f = audited(replace(transcript, events=(*transcript.events[:-2], garbled, claim)))
    assert (f.step, f.found) == (Step.RELEASE, repr("not a key"))


def test_the_audit_finds_draws_out_of_order_and_positions_off_the_deck() -> None:
    table, transcript = played_round()
    size, start = table.params.size, table.params.boneyard_start
    skip = Draw(2, start + 2)
    f = audited(replace(transcript, events=(*transcript.events, skip)))
    assert (f.seat, f.step, f.position, f.expected) == (2, Step.DRAW, start + 2, str(start + 1))
    assert f.index == len(transcript.events)
    again = Draw(2, start)
    f = audited(replace(transcript, events=(*transcript.events, again)))
    assert (f.step, f.found) == (Step.DRAW, str(start))
    off = PlayClaim.of(2, size, table.params.tiles[0])
    f = audited(replace(transcript, events=(*transcript.events, off)))
    assert (f.seat, f.position, f.expected, f.found) == (2, None, f"a position below {size}", str(size))


def test_the_audit_names_a_missing_or_wrong_seed() -> None:
    _, transcript = played_round()
    f = audited(replace(transcript, reveals=transcript.reveals[:2]))
    assert (f.seat, f.step, f.index, f.found) == (2, Step.REVEAL, 2, "no reveal")
    short_seed = replace(transcript, reveals=(*transcript.reveals[:2], Reveal(2, b"\x01" * 31)))
    assert audited(short_seed).reason == "no valid seed revealed"
    text_seed = replace(transcript, reveals=(*transcript.reveals[:2], Reveal(2, "x" * 32)))  # type: ignore[arg-type]
    f = audited(text_seed)
    assert (f.reason, f.found) == ("no valid seed revealed", repr("x" * 32))
    wrong = replace(transcript, reveals=(*transcript.reveals[:2], Reveal(2, b"\x01" * 32)))
    f = audited(wrong)
    assert (f.seat, f.step) == (2, Step.REVEAL)
    assert f.reason == "the revealed seed does not open the seat's commitment"


def test_the_audit_finds_a_deck_step_with_a_card_changed_or_missing() -> None:
    _, transcript = played_round()
    step = transcript.shuffles[1]
    changed = DeckStep(step.stage, step.seat, (step.points[1], *step.points[1:]))
    f = audited(replace(transcript, shuffles=(transcript.shuffles[0], changed, *transcript.shuffles[2:])))
    assert (f.seat, f.step, f.index, f.position) == (1, Step.SHUFFLE, 1, 0)
    shorter = DeckStep(step.stage, step.seat, step.points[:-1])
    f = audited(replace(transcript, shuffles=(transcript.shuffles[0], shorter, *transcript.shuffles[2:])))
    assert (f.seat, f.position, f.reason) == (1, None, "the shuffle step has the wrong number of cards")
    lock = transcript.locks[2]
    changed = DeckStep(lock.stage, lock.seat, (*lock.points[:-1], lock.points[0]))
    f = audited(replace(transcript, locks=(*transcript.locks[:2], changed)))
    assert (f.seat, f.step, f.position) == (2, Step.LOCK, len(lock.points) - 1)


def test_a_malformed_transcript_is_a_local_error_not_a_verdict() -> None:
    _, transcript = played_round()
    for bad in (
        replace(transcript, commits=transcript.commits[::-1]),
        replace(transcript, shuffles=transcript.shuffles[::-1]),
        replace(transcript, locks=transcript.locks[:1], shuffles=transcript.shuffles[:2]),
        replace(transcript, locks=transcript.locks[:2]),
        replace(transcript, events=(*transcript.events, Draw(3, 0))),
        replace(transcript, reveals=(*transcript.reveals, transcript.reveals[0])),
    ):
        with pytest.raises(LocalError):
            audit_round(bad)
    early = replace(transcript, locks=transcript.locks[:2], events=())
    result = audit_round(early)
    assert isinstance(result, AuditOk) and not result.complete


# -- records out of place, at every seat ----------------------------------------------------


def test_nothing_is_released_drawn_or_played_before_the_lock_pass_ends() -> None:
    """Keys before the deck is final would open cards of a deck that is still changing."""
    table = new_table()
    table.run_passes(max_steps=2 * SEATS - 1)  # the last lock step is still due
    assert all(deck.final_deck is None for deck in table.decks)
    with pytest.raises(LocalError, match="the deck is not final yet"):
        table.decks[1].deal_releases()
    key = table.decks[1].secrets.lock_key_bytes(0)
    for record, step in (
        (KeyRelease(1, 0, key), Step.RELEASE),
        (Draw(1, table.params.boneyard_start), Step.DRAW),
        ((KeyRelease(0, 0, key), PlayClaim.of(0, 0, table.params.tiles[0])), Step.CLAIM),
    ):
        table.errors.clear()
        author = 0 if isinstance(record, tuple) else 1
        table.deliver(author, record)
        assert [(s, type(e), e.seat, e.step) for s, e in table.errors] == [
            (s, OutOfOrderError, author, step) for s in range(SEATS)
        ]
        assert all(f"a {step} before the deck is final" in str(e) for _, e in table.errors)
    assert all(events(table, s) == 0 for s in range(SEATS))  # recorded nowhere


def test_a_record_from_a_seat_the_table_does_not_have_is_refused() -> None:
    table = new_table()
    for seat in (SEATS, -1):
        with pytest.raises(DeckFault) as info:
            table.decks[0].receive_commit(Commit(seat, bytes(64)))
        assert (info.value.seat, info.value.step) == (None, Step.COMMIT)
        assert f"no seat {seat}" in str(info.value)
    assert table.decks[0].next_step() is None  # still waiting for every commitment


def test_a_deck_step_out_of_turn_names_the_step_that_was_due() -> None:
    table = new_table()
    for seat, deck in enumerate(table.decks):
        table.deliver(seat, deck.commit())
    early = DeckStep(Step.SHUFFLE, 1, tile_points(table.params.tiles))
    with pytest.raises(OutOfOrderError) as info:
        table.decks[2].receive_step(early)
    assert (info.value.seat, info.value.step) == (1, Step.SHUFFLE)
    assert "shuffle step by seat 1 when the shuffle step of seat 0 was due" in str(info.value)


def test_each_step_multiplies_the_deck_the_step_before_published() -> None:
    """What a proof of the next step is about: the tile points, then each step's output."""
    table = new_table()
    with pytest.raises(LocalError, match="no deck step is due"):
        table.decks[1].next_input()
    for seat, deck in enumerate(table.decks):
        table.deliver(seat, deck.commit())
    assert table.decks[1].next_input() == tile_points(table.params.tiles)
    published: list[DeckStep] = []
    for done in range(1, 2 * SEATS + 1):
        table = new_table()
        table.run_passes(max_steps=done)
        record = table.decks[2].transcript([])
        published = [*record.shuffles, *record.locks]
        assert len(published) == done
        if done < 2 * SEATS:
            assert table.decks[2].next_input() == published[-1].points
    with pytest.raises(LocalError, match="no deck step is due"):
        table.decks[2].next_input()
    assert table.decks[2].final_deck == published[-1].points


def test_a_repeated_card_in_a_lock_step_names_the_seat_the_step_and_the_card() -> None:
    table = new_table()
    table.tamper = edit_step(Step.LOCK, 1, lambda points: {3: points[0]})
    table.run_passes()
    assert [(s, type(e), e.seat, e.step, e.position) for s, e in table.errors] == [
        (s, BadPointError, 1, Step.LOCK, 3) for s in (0, 2)
    ]
    assert all("card 3 repeats card 0" in str(e) for _, e in table.errors)


def test_a_card_of_another_hand_cannot_be_played() -> None:
    table = new_table().setup()
    key = table.decks[0].secrets.lock_key_bytes(HAND)  # seat 1 holds position HAND
    play = (KeyRelease(0, HAND, key), PlayClaim.of(0, HAND, table.decks[1].hand[HAND]))
    table.deliver(0, play)
    refused_everywhere(table, 0, Step.CLAIM, HAND, f"position {HAND}, which seat 0 does not hold")


def test_a_seat_notices_its_own_play_altered() -> None:
    table = new_table().setup()
    release, claim = table.decks[0].play(0)
    other = next(t for t in table.params.tiles if t != claim.tile)
    with pytest.raises(LocalError, match="this seat's play came back altered"):
        table.decks[0].receive_play(release, PlayClaim.of(0, 0, other))
    assert 0 in table.decks[0].hand  # not spent


def test_a_play_with_a_wrong_key_stops_the_round_and_the_audit_names_the_player() -> None:
    table = new_table().setup()
    release, claim = table.decks[0].play(0)
    wrong = KeyRelease(0, 0, encode_scalar(table.decks[0].secrets.lock_keys[0] + 1))
    table.tamper = lambda record: (wrong, claim) if isinstance(record, tuple) else record
    table.deliver(0, (release, claim))  # seat 0's own deck keeps its honest play
    # the card opens to no tile: the other seats cannot tell who broke it, and call the audit
    assert [(s, type(e), e.step, e.position) for s, e in table.errors] == [
        (s, DeckAnomaly, Step.CLAIM, 0) for s in (1, 2)
    ]
    assert all(isinstance(e, DeckAnomaly) and e.kind == "not-a-tile" for _, e in table.errors)
    f = table.audit(1)
    assert isinstance(f, AuditFailure)
    assert (f.seat, f.step, f.position) == (0, Step.RELEASE, 0)
    assert release.key.hex() == f.expected


# -- the public deck (host, spectator, verifier) --------------------------------------------


def follow(transcript: RoundTranscript) -> tuple[PublicDeck, list[object]]:
    """A public deck fed a round's records in log order; what each play opened to."""
    public = PublicDeck(transcript.params)
    for commit in transcript.commits:
        assert public.receive_commit(commit) is None
    for step in (*transcript.shuffles, *transcript.locks):
        assert public.receive_step(step) is None
    opened: list[object] = []
    events = list(transcript.events)
    while events:
        event = events.pop(0)
        if isinstance(event, Draw):
            public.receive_draw(event)
        elif events and isinstance(events[0], PlayClaim):
            assert isinstance(event, KeyRelease)
            claim = events.pop(0)
            assert isinstance(claim, PlayClaim)
            opened.append(public.receive_play(event, claim))
        else:
            assert isinstance(event, KeyRelease)
            assert public.receive_release(event) is None
    return public, opened


def test_a_public_deck_checks_every_play_without_any_secret() -> None:
    table, transcript = played_round()
    public, opened = follow(transcript)
    played = table.opened[0][HAND]
    assert opened == [played] and public.known == {HAND: played} and public.hand == {}
    assert public.final_deck == table.decks[0].final_deck
    assert public.transcript(transcript.reveals) == transcript
    assert isinstance(audit_round(public.transcript(transcript.reveals)), AuditOk)
    # a false claim is seen in public at once, and named
    key = table.decks[0].secrets.lock_key_bytes(0)
    lie = next(t for t in table.params.tiles if t != table.decks[0].hand[0])
    with pytest.raises(ClaimMismatchError) as info:
        public.receive_play(KeyRelease(0, 0, key), PlayClaim.of(0, 0, lie))
    assert (info.value.seat, info.value.step, info.value.position) == (0, Step.CLAIM, 0)
    for needs_secrets in (public.commit, public.deal_releases, public.reveal):
        with pytest.raises(LocalError, match="a public deck holds no secrets"):
            needs_secrets()
    for at_position in (public.release, public.play, public.keys_held):
        with pytest.raises(LocalError, match="a public deck holds no secrets"):
            at_position(table.params.boneyard_start)


# -- what an audit failure shows ----------------------------------------------------------


def test_an_audit_failure_shows_what_was_expected_and_what_was_found() -> None:
    _, transcript = played_round()
    step = transcript.locks[1]
    changed = DeckStep(step.stage, step.seat, (step.points[1], *step.points[1:]))
    f = audited(replace(transcript, locks=(transcript.locks[0], changed, transcript.locks[2])))
    assert (f.expected, f.found) == (step.points[0].hex(), step.points[1].hex())
    assert str(f).startswith("seat 1 at lock #1, position 0: card 0 of the lock step")
    missing = audited(replace(transcript, reveals=transcript.reveals[1:]))
    commitment = transcript.commits[0].commitment.hex()
    assert missing.expected == f"a 32-byte seed opening {commitment}"


def test_a_malformed_transcript_says_what_is_malformed() -> None:
    _, transcript = played_round()
    cases = [
        (replace(transcript, commits=transcript.commits[::-1]), "one commitment per seat"),
        (replace(transcript, shuffles=transcript.shuffles[::-1]), "shuffle steps must come one"),
        (replace(transcript, events=(*transcript.events, Draw(3, 0))), "an event by seat 3 at a 3-seat"),
        (replace(transcript, events=(*transcript.events, transcript.reveals[0])), "not a deck event"),
        (replace(transcript, reveals=(*transcript.reveals, transcript.reveals[0])), "at most one reveal"),
    ]
    for bad, why in cases:
        with pytest.raises(LocalError, match=why):
            audit_round(bad)  # type: ignore[arg-type]
