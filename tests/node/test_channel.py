"""The join handshake: SPAKE2 (RFC 9382) on the code, key confirmation both ways, version
checks, the door's turn, then every frame sealed under the agreed keys."""

from __future__ import annotations

import asyncio
import socket
from collections.abc import AsyncIterator

import pytest
from mextrain.node import pake
from mextrain.node.admission import (
    PROBATION_RECEIVE_BUFFER,
    RESTORED_RECEIVE_BUFFER,
    _small_receive_buffer,
)
from mextrain.node.channel import WRONG_CODE, Channel, host_handshake, join_handshake
from mextrain.node.codes import WORDS, new_code, normalize
from mextrain.node.door import Door
from mextrain.node.envelope import decode, encode
from mextrain.node.errors import FrameError, HandshakeError, Refused
from mextrain.node.framing import encode_frame, read_frame
from mextrain.protocol.log.encoding import pack

Pair = tuple[asyncio.StreamReader, asyncio.StreamWriter]


@pytest.fixture
async def tcp() -> AsyncIterator[tuple[Pair, Pair]]:
    """A connected pair of streams over loopback."""
    accepted: asyncio.Future[Pair] = asyncio.get_running_loop().create_future()

    async def on_connect(r: asyncio.StreamReader, w: asyncio.StreamWriter) -> None:
        accepted.set_result((r, w))

    server = await asyncio.start_server(on_connect, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    client = await asyncio.open_connection("127.0.0.1", port)
    host = await asyncio.wait_for(accepted, 5)
    yield client, host
    for _, writer in (client, host):
        writer.close()
    server.close()


async def handshake(
    tcp: tuple[Pair, Pair], join_code: str, host_code: str
) -> tuple[Channel | BaseException, Channel | BaseException]:
    (cr, cw), (hr, hw) = tcp
    results = await asyncio.gather(
        join_handshake(cr, cw, join_code, timeout=5),
        host_handshake(hr, hw, host_code, timeout=5),
        return_exceptions=True,
    )
    return results[0], results[1]


async def test_the_same_code_gives_both_sides_one_sealed_channel(tcp: tuple[Pair, Pair]) -> None:
    joiner, host = await handshake(tcp, "Amber Fox pine 42", "amber-fox-pine-42")
    assert isinstance(joiner, Channel) and isinstance(host, Channel)
    joiner.send("msg", b"signed message")
    joiner.send("ping")
    assert (await host.recv(5)).fields == (b"signed message",)
    assert (await host.recv(5)).kind == "ping"
    host.send("entry", b"an entry")
    assert (await joiner.recv(5)).fields == (b"an entry",)


async def test_a_wrong_code_is_refused_with_a_clear_message(tcp: tuple[Pair, Pair]) -> None:
    joiner, host = await handshake(tcp, "amber-fox-pine-41", "amber-fox-pine-42")
    assert isinstance(joiner, Refused) and str(joiner) == WRONG_CODE
    assert "wrong join code" in WRONG_CODE
    assert isinstance(host, HandshakeError) and "wrong join code" in str(host)


async def test_a_tampered_or_replayed_frame_fails_to_open(tcp: tuple[Pair, Pair]) -> None:
    joiner, host = await handshake(tcp, "a-b-c-1", "a-b-c-1")
    assert isinstance(joiner, Channel) and isinstance(host, Channel)
    # capture what the joiner would put on the wire for its first sealed frame
    sent: list[bytes | bytearray | memoryview] = []
    real_write = joiner.writer.write
    joiner.writer.write = sent.append  # type: ignore[method-assign, assignment]
    joiner.send("msg", b"one")
    joiner.writer.write = real_write  # type: ignore[method-assign]
    frame = bytes(sent[0])
    real_write(frame)
    assert (await host.recv(5)).fields == (b"one",)
    real_write(frame)  # the same frame again: its sequence number is spent
    with pytest.raises(FrameError, match="failed authentication"):
        await host.recv(5)


async def test_garbage_after_the_handshake_fails_to_open(tcp: tuple[Pair, Pair]) -> None:
    joiner, host = await handshake(tcp, "a-b-c-1", "a-b-c-1")
    assert isinstance(joiner, Channel) and isinstance(host, Channel)
    joiner.writer.write(encode_frame(b"\x00" * 40))
    with pytest.raises(FrameError, match="failed authentication"):
        await host.recv(5)


def test_codes_are_three_words_and_two_digits_and_normalize() -> None:
    code = new_code()
    *words, digits = code.split("-")
    assert len(words) == 3 and all(w in WORDS for w in words)
    assert len(digits) == 2 and digits.isdigit()
    assert normalize(f"  {code.upper().replace('-', ' ')} ") == code
    assert len(set(WORDS)) == len(WORDS) >= 250


async def test_the_joiner_refuses_a_host_that_cannot_confirm_the_code(
    tcp: tuple[Pair, Pair],
) -> None:
    """A fake host that does not know the code answers with a share and a made-up
    confirmation: the joiner must hang up, not trust the channel."""
    (cr, cw), (hr, hw) = tcp
    w = pake.password_scalar("some-other-code-00")
    y = pake.random_secret()

    async def fake_host() -> None:
        await read_frame(hr, timeout=5)
        hw.write(encode_frame(encode("pake", pake.share(w, y, joiner=False))))
        await read_frame(hr, timeout=5)
        hw.write(encode_frame(encode("confirm", bytes(32))))

    faker = asyncio.create_task(fake_host())
    with pytest.raises(HandshakeError, match="could not prove it knows the join code"):
        await join_handshake(cr, cw, "a-b-c-1", timeout=5)
    await faker


async def test_an_older_joiner_is_told_it_speaks_another_transport_version(
    tcp: tuple[Pair, Pair],
) -> None:
    (cr, cw), (hr, hw) = tcp
    host = asyncio.create_task(host_handshake(hr, hw, "a-b-c-1", timeout=5))
    cw.write(encode_frame(pack(["hello", 1, b"A" + bytes(32)])))  # a version-1 first frame
    answer = decode(await read_frame(cr, timeout=5))
    assert answer.kind == "error"
    assert str(answer.fields[0]).startswith("other transport version: this host speaks")
    with pytest.raises(HandshakeError, match="other transport version"):
        await host


async def test_a_newer_joiner_meeting_an_older_host_says_so(tcp: tuple[Pair, Pair]) -> None:
    (cr, cw), (hr, hw) = tcp

    async def old_host() -> None:
        await read_frame(hr, timeout=5)
        why = "transport version 2 is not supported (this host speaks 1)"
        hw.write(encode_frame(pack(["error", why])))

    old = asyncio.create_task(old_host())
    with pytest.raises(Refused, match=r"^other transport version: the host says: transport"):
        await join_handshake(cr, cw, "a-b-c-1", timeout=5)
    await old


async def test_a_guess_gets_no_answer_until_the_door_lets_it_through(
    tcp: tuple[Pair, Pair],
) -> None:
    """The host answers a share (where the guess is made) only when the door says so, whatever
    the code: the right one waits in line like a wrong one."""
    (cr, cw), (hr, hw) = tcp
    gate = asyncio.Event()
    waited: list[float] = []
    now = [0.0]

    async def sleep(seconds: float) -> None:
        waited.append(seconds)
        await gate.wait()
        now[0] += seconds

    door = Door(rate=2.0, burst=1, clock=lambda: now[0], sleep=sleep)
    await door.attempt()  # the one attempt the burst allows is spent
    joiner = asyncio.create_task(join_handshake(cr, cw, "a-b-c-1", timeout=30))
    host = asyncio.create_task(host_handshake(hr, hw, "a-b-c-1", timeout=30, door=door))
    while not waited:
        await asyncio.sleep(0.01)
    assert waited == [0.5] and not joiner.done() and not host.done() and door.attempts == 1
    gate.set()
    assert isinstance(await joiner, Channel) and isinstance(await host, Channel)
    assert door.attempts == 2


async def test_a_pause_leaves_the_readers_own_flow_control_alone(tcp: tuple[Pair, Pair]) -> None:
    """The host pauses a held connection's socket and resumes it on its next read; when the
    stream reader had already paused the socket itself (its buffer full), that resume must
    not undo the reader's pause, or the reader never pauses it again and copies all that a
    fast sender sends into the host's memory."""
    joiner, host = await handshake(tcp, "amber-fox-pine-42", "amber-fox-pine-42")
    assert isinstance(joiner, Channel) and isinstance(host, Channel)
    frame = b"x" * (8 << 10)
    sent = 0
    while not host.reader._paused and sent < 10_000:  # type: ignore[attr-defined]
        joiner.send("msg", frame)  # until the host's reader pauses its socket itself
        sent += 1
        await joiner.drain(5)
        await asyncio.sleep(0)
    assert host.reader._paused  # type: ignore[attr-defined]
    host.pause_reading()
    await host.recv(5)

    async def flood() -> None:
        while True:
            joiner.send("msg", frame)
            await joiner.drain(30)

    flooding = asyncio.create_task(flood())
    biggest = 0
    try:
        for _ in range(100):  # read slowly, at a budget's pace, while the sender floods
            await host.recv(5)
            biggest = max(biggest, len(host.reader._buffer))  # type: ignore[attr-defined]
            await asyncio.sleep(0.01)
    finally:
        flooding.cancel()
    assert biggest < 1 << 20  # the reader's limit keeps it to a few hundred KiB


async def test_a_probation_seats_small_receive_buffer_is_set_back_when_probation_ends(
    tcp: tuple[Pair, Pair],
) -> None:
    """The small kernel buffer a seat on probation gets lasts only as long as the probation:
    an honest seat cut once is not slowed for the rest of the match."""
    _, host = await handshake(tcp, "amber-fox-pine-42", "amber-fox-pine-42")
    assert isinstance(host, Channel)
    sock = host.writer.get_extra_info("socket")
    _small_receive_buffer(host, 0.2)
    assert sock.getsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF) <= 4 * PROBATION_RECEIVE_BUFFER
    await asyncio.sleep(0.4)
    assert sock.getsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF) >= RESTORED_RECEIVE_BUFFER
