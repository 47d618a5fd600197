"""A table mixing the two implementations, in memory: Python's host and seats with one
TypeScript seat (web/dist/seat.mjs over stdio, tests/web/node_seat.py) deal, play and audit a
whole match. Every node's log is byte-identical and both verifiers say valid. A TypeScript seat
that cheats is refused at once (a public rule) or blamed at the round's audit by Python's nodes;
a Python seat that cheats where only the TypeScript seat can see it (a card of its hand, the
deck it multiplies next) is reported by it and blamed by everyone.
"""

from __future__ import annotations

import dataclasses
import json
import random
import struct
import subprocess
from collections import deque
from collections.abc import Iterator, Mapping
from pathlib import Path

import pytest
from mextrain.protocol.bots.strategies import greedy_strategy
from mextrain.protocol.errors import RemoteError
from mextrain.protocol.log import (
    GAME_ID_LEN,
    Identity,
    Message,
    decode_entry,
    decode_message,
    file_header,
    frame,
)
from mextrain.protocol.rules.ruleset import Ruleset, preset
from mextrain.protocol.table import Sequencer, Stage, Table, seeded_bytes, verify_log

from ..protocol.table.test_crypto_review import _bad_shuffle as bad_step
from ..protocol.table_helpers import PlantsInLock
from .node import VERIFY_BUNDLE, node_or_skip
from .node_seat import SEAT_BUNDLE, NodeSeat, SeatRefused

# A double-six set and five-tile hands: every stage of a round, at a small cost.
SMALL = dataclasses.replace(
    preset("classic"), max_pip=6, hand_sizes=((4, 5),), max_players=4, rounds=2
)


@dataclasses.dataclass
class Mixed:
    entries: list[bytes]
    host: Table
    python_seats: dict[int, Table]
    ts: NodeSeat

    def log_bytes(self) -> bytes:
        return file_header() + b"".join(frame(e) for e in self.entries)


def play_mixed(
    ts: NodeSeat,
    seats: int,
    seed: int,
    *,
    rules: Ruleset = SMALL,
    verified_shuffle: bool = False,
    deck_group: str = "ristretto255",
    python_types: Mapping[int, type[Table]] | None = None,
) -> Mixed:
    """The harness's loop (protocol/table/harness.py) with seat ``ts.seat`` played by Node;
    ``python_types`` plays a Python seat with a Table subclass (a cheater)."""
    host = Table(identity=Identity(seeded_bytes(seed, "host")(32)), host=True, name="host")
    sequencer = Sequencer(host)
    python_seats = {
        s: (python_types or {}).get(s, Table)(
            identity=Identity(seeded_bytes(seed, f"identity-{s}")(32)),
            seat=s,
            name=f"py {s}",
            round_seed=lambda game, r, s=s: seeded_bytes(seed, f"round-{s}-{game.hex()}-{r}")(32),
            strategy=greedy_strategy,
            rng=random.Random(s),
        )
        for s in range(seats)
        if s != ts.seat
    }
    nodes: list[Table | NodeSeat] = [python_seats.get(s, ts) for s in range(seats)]
    opening = host.open_table(
        game_id=seeded_bytes(seed, "game")(GAME_ID_LEN),
        rules=rules,
        seats=seats,
        table_name="mixed",
        created=0,
        verified_shuffle=verified_shuffle,
        deck_group=deck_group,
    )
    queue = deque([opening])
    entries: list[bytes] = []
    while queue and host.stage is not Stage.ENDED:
        entry = sequencer.sequence(queue.popleft())
        entries.append(entry)
        for node in nodes:
            node.receive(entry)
        queue.extend(host.outbox())
        for node in nodes:
            queue.extend(node.outbox())
    return Mixed(entries, host, python_seats, ts)


@pytest.fixture
def node_seat(request: pytest.FixtureRequest) -> Iterator[NodeSeat]:
    seat, misbehave = request.param
    ts = NodeSeat(seat, seed=f"mixed-{seat}", name="ts", misbehave=misbehave)
    try:
        yield ts
    finally:
        ts.close()


def node_verdict(log: bytes, tmp_path: Path) -> dict[str, object]:
    path = tmp_path / "mixed.mtlog"
    path.write_bytes(log)
    done = subprocess.run(
        [node_or_skip(), str(VERIFY_BUNDLE), "--json", str(path)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    verdict: dict[str, object] = json.loads(done.stdout)
    return verdict


def messages_of(entries: list[bytes]) -> Iterator[Message]:
    for raw in entries:
        yield decode_message(decode_entry(raw).message)


def assert_same_logs(game: Mixed) -> bytes:
    """Every node holds the host's log, byte for byte; returns it as a file."""
    log = game.log_bytes()
    for table in game.python_seats.values():
        assert table.entries == game.entries
    state = game.ts.state()
    assert state["entries"] == len(game.entries)
    assert state["log"] == log
    return log


def assert_all_blame(game: Mixed, node_seat: NodeSeat, tmp_path: Path, seat: int) -> bytes:
    """The host, the TypeScript seat and the TypeScript verifier all blame ``seat``, and every
    node holds the same log (returned)."""
    assert game.host.blame is not None and game.host.blame.seat == seat
    log = assert_same_logs(game)
    assert node_seat.state()["blame"]["seat"] == seat
    verdict = node_verdict(log, tmp_path)
    assert verdict["outcome"] == "invalid"
    assert verdict["blame"]["seat"] == seat  # type: ignore[index]
    return log


@pytest.mark.parametrize("node_seat", [(1, None)], indirect=True)
def test_a_typescript_seat_plays_a_whole_match_with_python(
    node_seat: NodeSeat, tmp_path: Path
) -> None:
    game = play_mixed(node_seat, 3, 1)
    assert game.host.stage is Stage.ENDED and game.host.blame is None
    assert len(game.host.outcomes) == 2
    log = assert_same_logs(game)
    state = node_seat.state()
    assert state["stage"] == "ended" and state["blame"] is None
    assert game.host.final is not None
    assert state["totals"] == list(game.host.final.totals)
    assert verify_log(log).valid
    verdict = node_verdict(log, tmp_path)
    assert verdict["outcome"] == "valid", verdict
    # the TypeScript seat signed its part of every stage, moves and key releases included
    sent = {message.kind for message in messages_of(game.entries) if message.seat == 1}
    assert sent >= {"join", "commit", "shuffle", "lock", "deal", "play", "release", "reveal"}


@pytest.mark.parametrize("node_seat", [(0, None)], indirect=True)
def test_a_typescript_seat_proves_its_shuffle_to_python(
    node_seat: NodeSeat, tmp_path: Path
) -> None:
    game = play_mixed(
        node_seat, 2, 2, rules=dataclasses.replace(SMALL, rounds=1), verified_shuffle=True
    )
    assert game.host.stage is Stage.ENDED and game.host.blame is None
    log = assert_same_logs(game)
    assert verify_log(log).valid
    assert node_verdict(log, tmp_path)["outcome"] == "valid"


@pytest.mark.parametrize("node_seat", [(2, "illegal-play")], indirect=True)
def test_python_refuses_a_typescript_seats_illegal_play(node_seat: NodeSeat) -> None:
    with pytest.raises(RemoteError) as refused:
        play_mixed(node_seat, 3, 3)
    assert refused.value.seat == 2
    assert "play" in str(refused.value)


@pytest.mark.parametrize("node_seat", [(1, "wrong-seed")], indirect=True)
def test_python_blames_a_typescript_seat_that_reveals_a_wrong_seed(
    node_seat: NodeSeat, tmp_path: Path
) -> None:
    game = play_mixed(node_seat, 3, 4)
    for table in game.python_seats.values():
        assert table.blame is not None and table.blame.seat == 1
    log = assert_all_blame(game, node_seat, tmp_path, 1)
    result = verify_log(log)
    assert not result.valid and result.blame is not None and result.blame.seat == 1


@pytest.mark.parametrize("node_seat", [(0, None)], indirect=True)
def test_a_typescript_seat_reports_a_garbage_card_and_python_blames_the_planter(
    node_seat: NodeSeat, tmp_path: Path
) -> None:
    # Seat 2 (Python) doubles the first card in its lock step: position 0, in the TypeScript
    # seat's hand, opens to no tile, which only that seat can see; it must report the anomaly
    # for the round to stop, and every node's audit then blames the planter.
    game = play_mixed(
        node_seat,
        3,
        5,
        rules=dataclasses.replace(SMALL, rounds=1),
        python_types={2: PlantsInLock},
    )
    anomalies = [(m.seat, m.kind) for m in messages_of(game.entries) if m.kind == "anomaly"]
    assert anomalies == [(0, "anomaly")]
    assert_all_blame(game, node_seat, tmp_path, 2)


@pytest.mark.parametrize("node_seat", [(1, None)], indirect=True)
def test_a_typescript_seat_reports_an_invalid_point_in_the_deck_it_multiplies(
    node_seat: NodeSeat, tmp_path: Path
) -> None:
    # edwards25519 (the group of older logs): seat 0 (Python) puts a point with a torsion part
    # in its shuffle step; only seat 1, the TypeScript seat that multiplies that deck next, can
    # see it, and must report it instead of its own step; the audit blames seat 0.
    game = play_mixed(
        node_seat,
        3,
        8,
        rules=dataclasses.replace(SMALL, rounds=1),
        python_types={0: bad_step("torsion", "shuffle")},
        deck_group="edwards25519",
    )
    anomalies = [(m.seat, m.kind) for m in messages_of(game.entries) if m.kind == "anomaly"]
    assert anomalies == [(1, "anomaly")]
    assert_all_blame(game, node_seat, tmp_path, 0)


def test_the_seat_process_answers_a_bad_request_with_its_reason_and_goes_on() -> None:
    ts = NodeSeat(0, seed="bad")
    try:
        for request, reason in [
            (["hello", None], "unknown request"),
            (["entry", "not bytes"], "carries the entry's bytes"),
            ([b"\x00"], "a request is [op, argument]"),
        ]:
            answer = ts._ask(request)
            assert answer["messages"] == [] and answer["error"]["seat"] is None
            assert reason in answer["error"]["reason"]
        with pytest.raises(SeatRefused, match="seat 0 refused an entry: seat -1 at fault"):
            ts.receive(b"\x93\x00\x01\x02")  # not an entry
        assert ts.state()["entries"] == 0
    finally:
        ts.close()


def test_the_seat_process_stops_at_a_frame_longer_than_any_entry() -> None:
    done = subprocess.run(
        [node_or_skip(), str(SEAT_BUNDLE), "--seat", "0"],
        input=struct.pack(">I", 1 << 30),
        capture_output=True,
        timeout=60,
    )
    assert done.returncode == 2
    assert b"a request frame of 1073741824 bytes" in done.stderr
