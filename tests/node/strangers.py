"""Strangers at a host's door (issue 22), each from a loopback source address of its own
(127.0.0.0/8 is all loopback on Linux): what tests/node/test_door_fairness.py and
bench/door_share.py flood the door with. Every loop is bounded in count as well as by ``stop``."""

from __future__ import annotations

import asyncio
import contextlib
import os
from collections.abc import Awaitable, Callable

from mextrain.node import pake
from mextrain.node.envelope import decode, encode
from mextrain.node.framing import encode_frame, read_frame

Open = Callable[..., Awaitable[tuple[asyncio.StreamReader, asyncio.StreamWriter]]]
WRONG = pake.password_scalar("wrong-guess-00")


async def knock(
    port: int,
    source: str,
    stop: asyncio.Event,
    answered: list[int] | None = None,
    *,
    open_connection: Open = asyncio.open_connection,
    attempts: int = 100_000,
) -> None:
    """Wrong-code handshakes from ``source``, back to back (each waiting its turn at the
    door), until ``stop``; ``answered[0]`` counts those the host saw through to its refusal
    (its key confirmation checked and found wrong: a ``busy:`` eviction is no answer).
    ``open_connection`` is asyncio's own unless given (a benchmark may patch asyncio's)."""
    for _ in range(attempts):
        if stop.is_set():
            return
        writer = None
        try:
            reader, writer = await open_connection("127.0.0.1", port, local_addr=(source, 0))
            x = pake.random_secret()
            ours = pake.share(WRONG, x, joiner=True)
            writer.write(encode_frame(encode("hello", 2, ours)))
            reply = decode(await read_frame(reader, timeout=12, cap=256))
            if reply.kind == "pake":
                keys = pake.finish(WRONG, x, ours, reply.fields[0], joiner=True)
                writer.write(encode_frame(encode("confirm", keys.confirm_joiner)))
                said = decode(await read_frame(reader, timeout=5, cap=256))
                tested = said.kind == "error" and "wrong join code" in str(said.fields[0])
                if answered is not None and tested:  # not evicted: the door tested its guess
                    answered[0] += 1
        except Exception:  # a stranger shrugs off anything
            await asyncio.sleep(0.05)
        finally:
            if writer is not None:
                writer.close()


async def idle(
    port: int,
    source: str,
    stop: asyncio.Event,
    *,
    open_connection: Open = asyncio.open_connection,
    sockets: int = 100_000,
) -> None:
    """Sockets from ``source`` that never send a byte, each reopened once the host closes it
    (or after 12 s), until ``stop``."""
    for _ in range(sockets):
        if stop.is_set():
            return
        with contextlib.suppress(OSError):
            reader, writer = await open_connection("127.0.0.1", port, local_addr=(source, 0))
            with contextlib.suppress(Exception):
                await asyncio.wait_for(reader.read(), 12)
            writer.close()
        await asyncio.sleep(0.01)


async def fake_tickets(
    port: int,
    source: str,
    stop: asyncio.Event,
    refused: list[int] | None = None,
    *,
    attempts: int = 100_000,
) -> None:
    """Resumes with random ticket ids from ``source``, back to back, until ``stop``;
    ``refused[0]`` counts those the host answered with an ``error`` (SPEC.md 8.11)."""
    for _ in range(attempts):
        if stop.is_set():
            return
        writer = None
        try:
            reader, writer = await asyncio.open_connection(
                "127.0.0.1", port, local_addr=(source, 0)
            )
            writer.write(encode_frame(encode("resume", 2, os.urandom(16), os.urandom(32))))
            reply = decode(await read_frame(reader, timeout=12, cap=256))
            if reply.kind == "error" and refused is not None:
                refused[0] += 1
        except Exception:  # a stranger shrugs off anything
            await asyncio.sleep(0.05)
        finally:
            if writer is not None:
                writer.close()
