"""Fuzzing everything the network reads: frames, envelopes, the handshake at both ends, signed
messages as the host's sequencer gets them, log entries as a joiner gets them.

Each input either works or is refused with the error type its caller turns into a one-line
reason; nothing else may escape (no traceback), nothing waits forever (every stream ends), and
decoding holds at most a few times the input in memory. Example counts: tests/node/fuzz.py.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import functools
import json
import tracemalloc
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from mextrain.node.channel import Channel, host_handshake, join_handshake
from mextrain.node.envelope import SCHEMAS, decode, encode
from mextrain.node.errors import ConnectionDropped, Refused
from mextrain.node.framing import MAX_FRAME, encode_frame, read_frame
from mextrain.node.limits import decode_screened, screen_entry
from mextrain.node.resume import resume_handshake
from mextrain.protocol.bots.strategies import greedy_strategy
from mextrain.protocol.errors import RemoteError
from mextrain.protocol.log.encoding import pack, unpack
from mextrain.protocol.log.entries import decode_entry
from mextrain.protocol.log.identity import Identity
from mextrain.protocol.log.messages import MessageError, decode_message
from mextrain.protocol.rules.ruleset import preset
from mextrain.protocol.table.harness import HarnessResult, run_match
from mextrain.protocol.table.session import Sequencer, Table

from .fuzz import FUZZ, mutated_value, variants

VECTORS = json.loads((Path(__file__).resolve().parents[1] / "vectors" / "handshake.json").read_text())
FRAMES = [bytes.fromhex(f["bytes"]) for f in VECTORS["frames"]]
VALID_ENVELOPES = [
    encode("hello", 2, bytes(32)),
    encode("pake", bytes(32)),
    encode("confirm", bytes(32)),
    encode("resume", 2, bytes(16), bytes(32)),
    encode("resumed", bytes(32), bytes(32)),
    encode("join", "ann", bytes(32), "player", bytes(64)),
    encode("welcome", 1, bytes(16), bytes(32), 7, "table"),
    encode("sync", 3, bytes(32)),
    encode("entry", b"\x94" + bytes(40)),
    encode("msg", b"\x92" + bytes(70)),
    encode("refused", bytes(32), "why"),
    encode("status", {"stage": "lobby", "lobby": [[0, "ann", "player", True]], "paused": False}),
    encode("error", "reason"),
    encode("ping"),
    encode("pong"),
    encode("bye"),
    encode("chat", "hello table"),
    encode("said", "ann", "hello table"),
]
assert {decode(e).kind for e in VALID_ENVELOPES} == set(SCHEMAS), (
    "give each new envelope kind a valid example here, so that the fuzzer mutates it too"
)


def scalar(name: str) -> int:
    return int.from_bytes(bytes.fromhex(VECTORS[name]), "little")


def peak_memory(call: Any) -> int:
    tracemalloc.start()
    try:
        call()
    finally:
        _, peak = tracemalloc.get_traced_memory()
        tracemalloc.stop()
    return peak


def decode_or_refuse(body: bytes) -> None:
    with contextlib.suppress(ConnectionDropped):
        decode(body)


@FUZZ
@given(st.sampled_from(VALID_ENVELOPES).flatmap(variants))
def test_envelopes(body: bytes) -> None:
    # msgpack's packer starts with a 256 KiB buffer, whatever the input
    assert peak_memory(lambda: decode_or_refuse(body)) <= 4 * len(body) + (512 << 10)


@FUZZ
@given(st.sampled_from(FRAMES).flatmap(variants), st.binary(max_size=64))
def test_frames(stream: bytes, more: bytes) -> None:
    """Whole frames mutated (length prefix included), then more random bytes."""
    async def read_all() -> None:
        reader = asyncio.StreamReader()
        reader.feed_data(stream + more)
        reader.feed_eof()
        for _ in range(100):  # every stream ends: the loop stops at EOF
            try:
                body = await read_frame(reader, timeout=5)
            except ConnectionDropped:
                return
            assert 0 < len(body) <= MAX_FRAME

    asyncio.run(read_all())


class FakeWriter:
    """The writing half of a connection, recording what is written."""

    def __init__(self) -> None:
        self.data = bytearray()
        self.transport = None

    def write(self, data: bytes) -> None:
        self.data += data

    async def drain(self) -> None:
        return None

    def get_extra_info(self, name: str, default: Any = None) -> Any:
        return ("127.0.0.1", 1) if name == "peername" else default

    def is_closing(self) -> bool:
        return False

    def close(self) -> None:
        return None


async def run_side(side: str, incoming: bytes) -> Channel | None:
    reader = asyncio.StreamReader()
    reader.feed_data(incoming)
    reader.feed_eof()
    writer: Any = FakeWriter()
    try:
        if side == "host":
            return await host_handshake(
                reader, writer, VECTORS["code"], timeout=5, secret=scalar("y")
            )
        return await join_handshake(reader, writer, VECTORS["code"], timeout=5, secret=scalar("x"))
    except (ConnectionDropped, Refused):
        return None


frame_variants = st.sampled_from([0, 1]).flatmap(
    lambda i: st.tuples(st.just(i), st.sampled_from(FRAMES[:4]).flatmap(variants))
)


@FUZZ
@given(st.sampled_from(["host", "joiner"]), st.data())
def test_the_handshake_at_both_ends(side: str, data: st.DataObject) -> None:
    """What the other side says, mutated frame by frame from the vector handshake."""
    mine = [0, 2] if side == "host" else [1, 3]  # the frames the other side sends
    stream = b""
    for index in mine:
        valid = FRAMES[index]
        if data.draw(st.booleans()):
            body = data.draw(variants(valid[4:]))
            stream += encode_frame(body) if body else b""
        else:
            stream += valid
    channel = asyncio.run(run_side(side, stream))
    assert channel is None or stream == FRAMES[mine[0]] + FRAMES[mine[1]]


RESUME = json.loads((Path(__file__).resolve().parents[1] / "vectors" / "resume.json").read_text())
RESUMED = bytes.fromhex(RESUME["frames"][1]["bytes"])


@FUZZ
@given(variants(RESUMED[4:]))
def test_the_resuming_joiner_takes_only_the_hosts_exact_answer(body: bytes) -> None:
    """The host's ``resumed`` frame, mutated: the joiner keys a channel only from the real one."""

    async def resume() -> Channel | None:
        reader = asyncio.StreamReader()
        reader.feed_data(encode_frame(body) if body else b"")
        reader.feed_eof()
        ticket = (bytes.fromhex(RESUME["T"]), bytes.fromhex(RESUME["R"]))
        try:
            return await resume_handshake(
                reader, FakeWriter(), ticket, timeout=5, nonce=bytes.fromhex(RESUME["nA"])
            )  # type: ignore[arg-type]
        except (ConnectionDropped, Refused):
            return None

    channel = asyncio.run(resume())
    assert channel is None or encode_frame(body) == RESUMED


@functools.cache
def match() -> HarnessResult:
    rules = dataclasses.replace(preset("express"), rounds=1)
    return run_match(rules, [greedy_strategy, greedy_strategy], 5)


def stops(result: HarnessResult) -> list[int]:
    """Places in the match to fuzz at: the lobby, the deal, the first turns, the end."""
    n = len(result.entries)
    return sorted({1, 2, 3, 5, 8, n // 3, n // 2, n - 1})


def signer(result: HarnessResult, seat: int) -> Identity:
    identity = result.host.identity if seat < 0 else result.seats[seat].identity
    assert identity is not None
    return identity


@FUZZ
@given(st.data())
def test_signed_messages_at_the_hosts_sequencer(data: st.DataObject) -> None:
    """The next message of a real match, changed and signed again by its own seat (so that it
    reaches the table's checks), or changed after signing, or garbage."""
    result = match()
    at = data.draw(st.sampled_from(stops(result)))
    message = decode_entry(result.entries[at]).message
    original = decode_message(message)
    how = data.draw(st.sampled_from(["resigned", "bytes"]))
    if how == "resigned":
        body = data.draw(mutated_value(unpack(original.body)))
        try:
            body_bytes = pack(body)
        except (ValueError, OverflowError):
            return
        key = signer(result, original.seat)
        raw = pack([body_bytes, key.sign(b"mextrain/v1/message\x00", body_bytes)])
    else:
        raw = data.draw(variants(message))
    host_id = result.host.identity
    assert host_id is not None
    table = Table(identity=host_id, host=True, name="host")
    for entry in result.entries[:at]:
        table.receive(entry)
    sequencer = Sequencer(table)
    with contextlib.suppress(MessageError):
        decode_message(raw)
    with contextlib.suppress(RemoteError):
        sequencer.sequence(raw)


@FUZZ
@given(st.data())
def test_log_entries_at_a_joiner(data: st.DataObject) -> None:
    """A watching node's table gets a changed next entry: applied if still valid, else refused
    (the peer turns that into "the host sent an entry this node rejects")."""
    result = match()
    at = data.draw(st.sampled_from(stops(result)))
    raw = data.draw(variants(result.entries[at]))
    table = Table()
    for entry in result.entries[:at]:
        table.receive(entry)
    with contextlib.suppress(RemoteError):
        table.receive(raw)


BOMBS = {
    "a million empty arrays": b"\xdd" + (1 << 20).to_bytes(4, "big") + b"\x90" * (1 << 20),
    "arrays of 1000 empty arrays": b"\xdc\x03\xe8" + (b"\xdc\x03\xe8" + b"\x90" * 1000) * 1000,
    "in the body": pack([b"\xdc\x03\xe8" + (b"\xdc\x03\xe8" + b"\x90" * 1000) * 1000, bytes(64)]),
    "a huge map": b"\xdf" + (1 << 20).to_bytes(4, "big") + b"\xa0\x90" * (1 << 19),
}


@pytest.mark.parametrize("bomb", BOMBS.values(), ids=BOMBS.keys())
def test_a_message_bomb_is_refused_within_a_few_times_its_size(bomb: bytes) -> None:
    """What the host does with a ``msg`` (and a joiner with an ``entry``): the container
    limits refuse it long before the protocol decoder would build it."""

    def refuse() -> None:
        with pytest.raises(MessageError):
            decode_screened(bomb)
        with pytest.raises(MessageError):
            screen_entry(pack([3, bytes(32), bomb, bytes(64)]))

    peak = peak_memory(refuse)
    assert peak <= 4 * len(bomb) + (512 << 10)


async def test_a_seated_player_sending_bombs_and_garbage_is_refused_and_the_match_goes_on(
    tmp_path: Path,
) -> None:
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

    person = GatedPerson()
    host, port, host_task = await start_host(tmp_path, host_settings(2, 1, person=True), person)
    ann = make_peer(tmp_path, "ann", port)
    run = asyncio.create_task(ann.run())
    await wait_for(lambda: in_turns(host.table) and person.asked > 0)
    errors: list[Any] = []
    asyncio.get_running_loop().set_exception_handler(lambda _, ctx: errors.append(ctx))
    bombs = [b for b in BOMBS.values() if len(b) < 1 << 20]  # a bigger one is no envelope
    bombs.append(b"\xdd" + (1 << 19).to_bytes(4, "big") + b"\x90" * (1 << 19))
    for bomb in bombs:
        ann._send(bomb)
    await wait_for(lambda: sum("malformed message: signed message:" in n for n in notes(host)) >= 3)
    person.gate.set()
    assert list(await asyncio.wait_for(asyncio.gather(host_task, run), 120)) == [0, 0]
    assert not errors
    assert host.store is not None and ann.log_path is not None
    assert_same_valid_logs(host.store.log_path, ann.log_path)
