"""``verify`` checks a verified-shuffle log's proofs at each round's audit, with the revealed
secrets (``protocol/table/verify_proofs.py``): the verdict object is the one of checking every
proof as it arrives, for honest logs and for logs that carry a failing proof however they go on
(to a passing audit, a failing one, an abort, or a mid-round end).

The failing proofs are put in complete logs by a seat that also plants an "accepted" verdict in
the memory of proofs its process shares (the in-memory harness's ``ProofCache``): every table of
the match then takes the step, as a colluding host and seats would, and the match plays on."""

from __future__ import annotations

import functools
import io
from collections.abc import Callable, Sequence
from typing import Any

import pytest
from mextrain.protocol.bots.strategies import greedy_strategy
from mextrain.protocol.deck.group import ORDER
from mextrain.protocol.deck.keys import SeatSecrets, context
from mextrain.protocol.deck.proofs import algebra as algebra_module
from mextrain.protocol.deck.proofs.algebra import (
    ProofError,
    chain,
    challenge,
    sc,
    split_points,
    statement_hash,
)
from mextrain.protocol.deck.proofs.lock import DST_LOCK_PROOF
from mextrain.protocol.deck.proofs.verified_shuffle import _key, prove_step
from mextrain.protocol.deck.state import SeatDeck, Step
from mextrain.protocol.log.entries import decode_entry, file_header, frame
from mextrain.protocol.log.messages import decode_message, encode_message
from mextrain.protocol.rules.ruleset import Ruleset
from mextrain.protocol.table import deck_stages as session  # where a step's proof is checked
from mextrain.protocol.table import verify_proofs
from mextrain.protocol.table.harness import HarnessResult, run_match
from mextrain.protocol.table.session import Sequencer, Table
from mextrain.protocol.table.state import Round as _Round
from mextrain.protocol.table.verdict import verdict_json
from mextrain.protocol.table.verify import verify_log

from ..table_helpers import seat_identity

SMALL = Ruleset(
    name="small",
    max_pip=6,
    hand_sizes=((4, 5), (10, 2)),
    rounds=2,
    seed="test ruleset: double-6, two rounds",
)
SEED = 5
CHEAT = 1
Forge = Callable[[Table, Step, Sequence[bytes], Sequence[bytes], bytes], bytes]
"""(cheater's table, stage, deck before, deck after, honest proof) -> the proof it sends."""


def _scalar_moved(
    table: Table, stage: Step, before: Sequence[bytes], after: Sequence[bytes], proof: bytes
) -> bytes:
    last = int.from_bytes(proof[-32:], "little")
    return proof[:-32] + sc(last % (ORDER - 1) + 1)


def _unreleased_commitment(
    table: Table, stage: Step, before: Sequence[bytes], after: Sequence[bytes], proof: bytes
) -> bytes:
    """A lock proof whose last commitment (a boneyard card nobody draws) is ``(k + 1) G``, with
    announcements made so that the check with the secrets would hold if it took every ``K_i``
    for ``k_i G`` on trust."""
    rnd = table.round
    assert rnd is not None and isinstance(rnd.deck, SeatDeck)
    sec: SeatSecrets = rnd.deck.secrets
    group = rnd.params.deck_group
    alg = algebra_module.algebra(group)
    n = len(before)
    keys = split_points(proof, n)
    keys[-1] = alg.add(keys[-1], alg.G)
    rho = [(104729 * (i + 3)) % ORDER for i in range(n)]
    ann_z = [alg.mul(r, y) for r, y in zip(rho, before, strict=True)]
    ann_k = [alg.base(r * sec.shuffle_key % ORDER) for r in rho]
    ctx = context(rnd.params.game_id, rnd.params.round, CHEAT)
    state = statement_hash(DST_LOCK_PROOF, ctx, before, after)
    big_e = alg.base(sec.shuffle_key)
    c = challenge(chain(state, [big_e, *keys, *ann_z, *ann_k]), b"c")
    s = [(r + c * f) % ORDER for r, f in zip(rho, sec.lock_factors, strict=True)]
    return b"".join([*keys, sc(c), *(sc(v) for v in s)])


def _cheater(stage: Step, forge: Forge) -> type[Table]:
    class Cheater(Table):
        """Sends a forged proof for its round-0 ``stage`` step (the step itself honest) and
        tells its process's memory of proofs that the proof holds."""

        def _queue_step(self, rnd: _Round, step: Any, before: Sequence[bytes]) -> None:
            if step.stage is not stage or rnd.index != 0:
                super()._queue_step(rnd, step, before)
                return
            deck = rnd.deck
            assert isinstance(deck, SeatDeck) and self.proof_cache is not None
            honest = prove_step(rnd.params, deck.secrets, stage, before, step.points)
            proof = forge(self, stage, before, step.points, honest)
            assert proof != honest
            ctx = context(rnd.params.game_id, rnd.index, CHEAT)
            group = rnd.params.group.encode()
            if stage is Step.SHUFFLE:
                key = _key((b"shuffle", group, ctx, proof), before, step.points)
                self.proof_cache.put(key, proof[:32])
            else:
                big_e = rnd.shuffle_keys[CHEAT]
                key = _key((b"lock", group, ctx, big_e, proof), before, step.points)
                self.proof_cache.put(key, tuple(split_points(proof, len(before))))
            self._queue(stage.value, rnd.index, [list(step.points), proof])

    return Cheater


def _match(stage: Step, forge: Forge, group: str = "ristretto255", **kw: Any) -> HarnessResult:
    """The match with ``forge``'s proof; one without other options is played once, then reused
    (what the tests do with it reads its entries and never changes them)."""
    if not kw:
        return _plain_match(stage, forge, group)
    return _play(stage, forge, group, **kw)


@functools.cache
def _plain_match(stage: Step, forge: Forge, group: str) -> HarnessResult:
    return _play(stage, forge, group)


@functools.cache
def _honest(group: str = "ristretto255") -> HarnessResult:
    """The honest match of every test, played once for the module."""
    return run_match(SMALL, [greedy_strategy] * 2, SEED, verified_shuffle=True, deck_group=group)


def _play(stage: Step, forge: Forge, group: str, **kw: Any) -> HarnessResult:
    return run_match(
        SMALL,
        [greedy_strategy] * 2,
        SEED,
        verified_shuffle=True,
        deck_group=group,
        seat_types={CHEAT: _cheater(stage, forge)},
        **kw,
    )


def _log(entries: Sequence[bytes]) -> bytes:
    return file_header() + b"".join(frame(e) for e in entries)


def _entry_of(entries: Sequence[bytes], kind: str, seat: int) -> int:
    return next(
        i
        for i, raw in enumerate(entries)
        if (m := decode_message(decode_entry(raw).message)).kind == kind and m.seat == seat
    )


def _both(data: bytes) -> dict[str, Any]:
    """The verdict object, asserted the same with the proofs deferred and checked at once."""
    deferred = verdict_json(verify_log(data))
    assert deferred == verdict_json(verify_log(data, defer_proofs=False))
    return deferred


def _assert_blamed_at_the_step(
    verdict: dict[str, Any], entries: Sequence[bytes], stage: Step
) -> None:
    assert verdict["outcome"] == "invalid" and verdict["cheater"] is True
    assert verdict["blame"]["seat"] == CHEAT
    assert verdict["blame"]["entry"] == _entry_of(entries, stage.value, CHEAT)
    assert f"{stage.value}: proof refused" in verdict["blame"]["reason"]


def test_honest_proven_logs_get_the_same_verdict_and_no_full_check(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Both deck groups, two rounds: valid either way; deferred, no proof is checked as it
    arrives and every one is settled by the check with the secrets (a full check here would be
    a fallback that is never needed)."""
    for group in ("ristretto255", "edwards25519"):
        assert _both(_honest(group).log_bytes())["outcome"] == "valid"
    data = _honest().log_bytes()

    def no_full_check(*args: Any, **kw: Any) -> Any:
        raise AssertionError("a full check of an honest proof at a passing audit")

    for module in (verify_proofs, session):  # at the audit, and as a step arrives
        monkeypatch.setattr(module, "check_shuffle_step", no_full_check)
        monkeypatch.setattr(module, "check_lock_step", no_full_check)
    assert verify_log(data).valid


@pytest.mark.parametrize("group", ["ristretto255", "edwards25519"])
@pytest.mark.parametrize("stage", [Step.SHUFFLE, Step.LOCK])
def test_a_failing_proof_in_a_log_whose_audit_passes_is_blamed_at_its_step(
    stage: Step, group: str
) -> None:
    """The step is honest, so the audit passes; the proof's last response is one off."""
    result = _match(stage, _scalar_moved, group)
    assert result.host.blame is None and len(result.host.outcomes) == 2  # the match played on
    _assert_blamed_at_the_step(_both(result.log_bytes()), result.entries, stage)


@pytest.mark.parametrize("group", ["ristretto255", "edwards25519"])
def test_a_commitment_that_is_not_its_key_times_g_is_caught_with_the_secrets(group: str) -> None:
    """The forged commitment is of a card nobody draws, so no released key ever meets it: only
    the comparison of each ``K_i`` with ``k_i G`` at the audit can see it."""
    result = _match(Step.LOCK, _unreleased_commitment, group)
    assert len(result.host.outcomes) == 2
    _assert_blamed_at_the_step(_both(result.log_bytes()), result.entries, Step.LOCK)


def _resigned_reveal(wrong_seat: int) -> Callable[[int, bytes], bytes | None]:
    """The harness's tamper hook: seat ``wrong_seat``'s first reveal carries another seed."""
    done = False

    def tamper(sender: int, message: bytes) -> bytes | None:
        nonlocal done
        m = decode_message(message)
        if done or m.kind != "reveal" or m.seat != wrong_seat:
            return message
        done = True
        return encode_message(
            seat_identity(SEED, wrong_seat),
            game_id=m.game_id,
            round=m.round,
            kind=m.kind,
            seat=m.seat,
            counter=m.counter,
            seen=m.seen,
            payload=[bytes(32), m.payload[1]],
        )

    return tamper


def test_a_failing_proof_comes_before_a_failing_audit() -> None:
    """Seat 0 reveals a seed that opens nothing, so the audit blames it; but seat 1's lock proof
    failed earlier in the log, and that is the verdict."""
    result = _match(Step.LOCK, _scalar_moved, tamper=_resigned_reveal(0))
    assert result.host.blame is not None and result.host.blame.seat == 0
    _assert_blamed_at_the_step(_both(result.log_bytes()), result.entries, Step.LOCK)


def _stopped(after_kind: str) -> Callable[[int, bytes], bytes | None]:
    """Drop every message after the first ``after_kind`` one: the round stalls."""
    seen = False

    def tamper(sender: int, message: bytes) -> bytes | None:
        nonlocal seen
        if seen:
            return None
        seen = decode_message(message).kind == after_kind
        return message

    return tamper


@pytest.mark.parametrize("stage", [Step.SHUFFLE, Step.LOCK])
def test_a_failing_proof_in_a_round_that_never_reaches_its_audit(stage: Step) -> None:
    """The log ends mid-round, or the host aborts it: the proofs are checked in full, and the
    first failing one is the verdict, not the abort or the log's early end."""
    result = _match(stage, _scalar_moved, tamper=_stopped("deal"))
    entries = list(result.entries)
    _assert_blamed_at_the_step(_both(_log(entries)), entries, stage)
    abort = Sequencer(result.host).sequence(result.host.abort(0, "seat 0 went silent"))
    _assert_blamed_at_the_step(_both(_log([*entries, abort])), [*entries, abort], stage)
    honest = run_match(
        SMALL, [greedy_strategy] * 2, SEED, verified_shuffle=True, tamper=_stopped("deal")
    )
    stop = Sequencer(honest.host).sequence(honest.host.abort(0, "seat 0 went silent"))
    assert _both(_log([*honest.entries, stop]))["outcome"] == "aborted"


def test_a_log_cut_right_after_a_failing_proof_and_one_that_goes_on_past_it() -> None:
    result = _match(Step.SHUFFLE, _scalar_moved)
    at = _entry_of(result.entries, "shuffle", CHEAT)
    for upto in (at + 1, at + 2, len(result.entries) - 1):
        entries = result.entries[:upto]
        _assert_blamed_at_the_step(_both(_log(entries)), entries, Step.SHUFFLE)
    damaged = _log(result.entries) + b"\x93garbage"
    _assert_blamed_at_the_step(_both(damaged), result.entries, Step.SHUFFLE)


def test_a_deferred_check_that_fails_wrongly_costs_a_second_pass_never_the_verdict(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Were the deferred checks to refuse good proofs, the verification from the first entry
    with every proof checked as it arrives would still give the full verdict: for an honest log,
    and for one whose next entry (read when the deferred proofs are settled) is refused."""
    result = _honest()
    at = _entry_of(result.entries, "deal", 0)
    replayed = [*result.entries[:at], result.entries[at - 1]]  # an old entry again: refused
    expected = [
        verdict_json(verify_log(d, defer_proofs=False))
        for d in (result.log_bytes(), _log(replayed))
    ]
    assert expected[0]["outcome"] == "valid" and expected[1]["blame"]["entry"] == at

    def refuse(*args: Any, **kw: Any) -> Any:
        raise ProofError("refused by the test")

    monkeypatch.setattr(verify_proofs, "holds_with_witness", lambda *a, **k: False)
    monkeypatch.setattr(verify_proofs, "check_shuffle_step", refuse)
    monkeypatch.setattr(verify_proofs, "check_lock_step", refuse)
    assert [verdict_json(verify_log(d)) for d in (result.log_bytes(), _log(replayed))] == expected


class _FailingDisk(io.BytesIO):
    """A log file whose bytes from ``cut`` on cannot be read (EIO)."""

    def __init__(self, data: bytes, cut: int) -> None:
        super().__init__(data)
        self.cut = cut

    def read(self, size: int | None = -1) -> bytes:
        left = self.cut - self.tell()
        if left <= 0:
            raise OSError(5, "Input/output error")
        return super().read(left if size is None or size < 0 else min(size, left))


def test_an_error_reading_past_a_failing_proof_does_not_change_the_verdict() -> None:
    """The full checker stops at the failing proof and never reads on; a deferring one reads
    on, so a read error further in the file (a bad disk block, say) must still end in the full
    verdict, not in that error."""
    result = _match(Step.SHUFFLE, _scalar_moved)
    at = _entry_of(result.entries, "shuffle", CHEAT)
    data = _log(result.entries)
    expected = verdict_json(verify_log(data, defer_proofs=False))
    assert verdict_json(verify_log(_FailingDisk(data, len(_log(result.entries[: at + 3]))))) == (
        expected
    )
    honest = _honest()
    with pytest.raises(OSError):  # where no proof fails before it, the error itself stands
        verify_log(_FailingDisk(honest.log_bytes(), len(_log(honest.entries[:40]))))
