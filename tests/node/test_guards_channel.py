"""What either end of a connection relies on from the channel (issue 14), over loopback: a
silent other side costs a bounded wait, never a hang; a joiner whose share is no share is told
why; a peer that stops reading makes ``drain`` give up in time; a connection the other side
reset closes quietly.
"""

from __future__ import annotations

import asyncio
import errno
import socket
import struct
from collections.abc import AsyncIterator

import pytest
from mextrain.node.channel import (
    OTHER_VERSION,
    Channel,
    host_handshake,
    join_handshake,
    send_plain,
)
from mextrain.node.envelope import TRANSPORT_VERSION, decode
from mextrain.node.errors import ConnectionDropped, HandshakeError, Refused
from mextrain.node.framing import read_frame

from .helpers import CODE

Pair = tuple[asyncio.StreamReader, asyncio.StreamWriter]


@pytest.fixture
async def tcp() -> AsyncIterator[tuple[Pair, Pair]]:
    """A connected pair of streams over loopback: (joiner's end, host's end)."""
    accepted: asyncio.Future[Pair] = asyncio.get_running_loop().create_future()
    server = await asyncio.start_server(
        lambda r, w: accepted.set_result((r, w)), "127.0.0.1", 0
    )
    client = await asyncio.open_connection("127.0.0.1", server.sockets[0].getsockname()[1])
    host = await asyncio.wait_for(accepted, 10)
    yield client, host
    for _, writer in (client, host):
        writer.close()
    server.close()


async def test_a_silent_other_side_costs_the_handshake_timeout_not_a_hang(
    tcp: tuple[Pair, Pair],
) -> None:
    (cr, cw), (hr, hw) = tcp
    # each side talks to a peer that never says a word: both give up after their timeout
    with pytest.raises(ConnectionDropped):
        await asyncio.wait_for(host_handshake(hr, hw, CODE, timeout=0.2), 10)
    with pytest.raises(ConnectionDropped):
        await asyncio.wait_for(join_handshake(cr, cw, CODE, timeout=0.2), 10)


async def test_a_share_that_is_no_share_is_refused_with_the_reason(
    tcp: tuple[Pair, Pair],
) -> None:
    (cr, cw), (hr, hw) = tcp
    await send_plain(cw, "hello", TRANSPORT_VERSION, b"\x01" * 31)
    with pytest.raises(HandshakeError, match="a SPAKE2 share is 32 bytes"):
        await host_handshake(hr, hw, CODE, timeout=10)
    answer = decode(await read_frame(cr, timeout=10, cap=256))
    assert answer.kind == "error" and answer.fields[0] == "handshake: a SPAKE2 share is 32 bytes"


async def _pair(tcp: tuple[Pair, Pair]) -> tuple[Channel, Channel]:
    (cr, cw), (hr, hw) = tcp
    return await asyncio.gather(
        join_handshake(cr, cw, CODE, timeout=10), host_handshake(hr, hw, CODE, timeout=10)
    )


async def test_drain_gives_up_on_a_peer_that_stops_reading(tcp: tuple[Pair, Pair]) -> None:
    _, host = await _pair(tcp)
    host.max_queued = 1 << 30  # the queue cap is not what is tested here
    entry = b"e" * (100 << 10)
    for _ in range(2000):  # at most 200 MB offered; the kernel takes a few MB, then it queues
        host.send("entry", entry)
        if host.backlog > 1 << 20:
            break
        await asyncio.sleep(0)
    assert host.backlog > 1 << 20
    with pytest.raises(ConnectionDropped, match="could not send for 1 s"):
        await asyncio.wait_for(host.drain(1.0), 10)


async def test_a_peer_over_the_queue_cap_is_cut_and_its_queue_freed_at_once(
    tcp: tuple[Pair, Pair],
) -> None:
    _, host = await _pair(tcp)
    host.max_queued = 1 << 20
    entry = b"e" * (100 << 10)
    for _ in range(2000):  # at most 200 MB offered; the kernel takes a few MB, then the cap
        host.send("entry", entry)
        if host.failure is not None:
            break
        await asyncio.sleep(0)
    assert host.failure is not None and "not reading" in host.failure
    # nothing it queued is kept: the memory a slow reader cost is given back now
    assert host.writer.is_closing() and host.backlog == 0


async def test_closing_a_connection_the_other_side_reset_is_quiet(
    tcp: tuple[Pair, Pair],
) -> None:
    joiner, host = await _pair(tcp)
    sock = joiner.writer.get_extra_info("socket")
    assert sock is not None
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    joiner.writer.transport.abort()  # closed with linger 0: the host's end gets a reset
    with pytest.raises(ConnectionDropped):
        await host.recv(10)
    await host.closed()  # the reset is the expected end of the story: no error


async def test_a_joiner_passes_on_a_hosts_version_message_as_the_host_worded_it(
    tcp: tuple[Pair, Pair],
) -> None:
    """A host of another transport version says so itself: the joiner shows those words,
    once, with no second "other transport version" in front."""
    (cr, cw), (hr, hw) = tcp
    why = (
        f"{OTHER_VERSION}: this host speaks transport {TRANSPORT_VERSION + 1}, the joiner"
        f" {TRANSPORT_VERSION}; run the same mextrain version on both sides"
    )

    async def other_host() -> None:
        assert decode(await read_frame(hr, timeout=10, cap=256)).kind == "hello"
        await send_plain(hw, "error", why)

    joined = asyncio.create_task(join_handshake(cr, cw, CODE, timeout=10))
    await other_host()
    with pytest.raises(Refused) as refused:
        await joined
    assert str(refused.value) == why


async def test_closing_a_connection_the_network_broke_is_quiet(tcp: tuple[Pair, Pair]) -> None:
    """A laptop that leaves the Wi-Fi: the socket fails with 'no route to host', an OSError
    that is no ConnectionError. Loopback cannot route nowhere, so the transport is handed
    that error the way its own failing read would hand it over."""
    _, host = await _pair(tcp)
    transport = host.writer.transport
    transport._force_close(OSError(errno.EHOSTUNREACH, "No route to host"))  # type: ignore[attr-defined]
    await host.closed()
