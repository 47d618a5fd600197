"""A malicious relay and the strangers at a real one, for tests and benches (issue 34).

:class:`Mangler` is a small asyncio TCP proxy on 127.0.0.1 in front of a real transit relay:
nodes open their relay lines to it, it passes each line and the relay's ``ok`` through, and
then passes the paired bytes frame by frame (8.1's length prefix), dropping, duplicating,
reordering or flipping a bit of a frame as its ``policy`` says. :func:`squat` waits on a
table's slots as a host and answers every joiner with an ``error``; :func:`flood` pairs
joiner-side connections with a table's slots, sends a ``hello`` on each and goes quiet.
Everything here knows the table number (a stranger can read it off the code) and never the
code's words.
"""

from __future__ import annotations

import asyncio
import contextlib
import random
import struct
from collections.abc import Callable, Coroutine
from dataclasses import dataclass, field
from typing import Any

from mextrain.node import pake, relay
from mextrain.node.envelope import TRANSPORT_VERSION, encode
from mextrain.node.framing import encode_frame

ACTIONS = ("drop", "dup", "reorder", "flip")


@dataclass
class Pipe:
    """One proxied connection: its relay line, and what went through it so far."""

    token: str
    side: str
    frames: dict[str, int] = field(default_factory=lambda: {"up": 0, "down": 0})
    """Frames forwarded from the client (``up``) and to it (``down``)."""

    @property
    def joiner(self) -> bool:
        return self.side == relay.JOIN_SIDE


Policy = Callable[[Pipe, str, int], str | None]
"""Given a pipe, a direction (``up``: from the client that opened it to the relay) and the
frame's index in that direction, what to do with it: None (pass it), one of ACTIONS, or
``cut`` (close both sides before passing it)."""


def at_rate(rate: float, seed: int, actions: tuple[str, ...] = ACTIONS) -> Policy:
    """Each frame, in either direction, mangled with probability ``rate`` (seeded)."""
    rng = random.Random(seed)

    def policy(pipe: Pipe, direction: str, index: int) -> str | None:
        return rng.choice(actions) if rng.random() < rate else None

    return policy


class Mangler:
    """The proxy. ``address`` is what nodes use as their relay; ``pipes`` every connection
    it carried, in order; ``done`` counts the frames it dropped, duplicated, reordered,
    flipped or cut."""

    def __init__(self, upstream: str, policy: Policy | None = None) -> None:
        self.upstream = upstream
        self.policy = policy or (lambda pipe, direction, index: None)
        self.pipes: list[Pipe] = []
        self.done: dict[str, int] = dict.fromkeys((*ACTIONS, "cut"), 0)
        self._server: asyncio.Server | None = None
        self._tasks: set[asyncio.Task[None]] = set()
        self.port = 0

    @property
    def address(self) -> str:
        return f"127.0.0.1:{self.port}"

    async def __aenter__(self) -> Mangler:
        self._server = await asyncio.start_server(self._serve, "127.0.0.1", 0)
        self.port = self._server.sockets[0].getsockname()[1]
        return self

    async def __aexit__(self, *exc: object) -> None:
        assert self._server is not None
        self._server.close()
        for task in list(self._tasks):
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        task = asyncio.current_task()
        assert task is not None
        self._tasks.add(task)
        up_writer: asyncio.StreamWriter | None = None
        try:
            line = await reader.readuntil(b"\n")
            words = line.decode("ascii", "replace").split()
            pipe = Pipe(words[2] if len(words) > 2 else "", words[-1] if words else "")
            self.pipes.append(pipe)
            host, port = relay.parse_relay(self.upstream)
            up_reader, up_writer = await asyncio.open_connection(host, port)
            up_writer.write(line)
            answer = await _unless_gone(up_reader.readuntil(b"\n"), reader)
            if answer is None:  # the node left before its pairing: so does its line at the
                return  # relay, as if it had been the node's own (no ghost to pair with)
            writer.write(answer)  # ok (or the relay's word)
            cut = asyncio.Event()
            await asyncio.gather(
                self._frames(pipe, "up", reader, up_writer, cut),
                self._frames(pipe, "down", up_reader, writer, cut),
            )
        except (OSError, asyncio.IncompleteReadError, asyncio.LimitOverrunError, ValueError):
            pass
        except asyncio.CancelledError:  # closed with the proxy (asyncio's server callback
            pass  # would complain about a connection task ending cancelled)
        finally:
            writer.close()
            if up_writer is not None:
                up_writer.close()
            self._tasks.discard(task)

    async def _frames(
        self,
        pipe: Pipe,
        direction: str,
        reader: asyncio.StreamReader,
        writer: asyncio.StreamWriter,
        cut: asyncio.Event,
    ) -> None:
        held: bytes | None = None  # a frame held back to be sent after the next (reorder)
        try:
            while not cut.is_set():
                header = await reader.readexactly(4)
                (length,) = struct.unpack(">I", header)
                frame = header + await reader.readexactly(length)
                index = pipe.frames[direction]
                pipe.frames[direction] += 1
                action = self.policy(pipe, direction, index)
                if action is not None:
                    self.done[action] += 1
                if action == "cut":
                    cut.set()
                    break
                out = [frame]
                if action == "drop":
                    out = []
                elif action == "dup":
                    out = [frame, frame]
                elif action == "flip":
                    spot = random.randrange(4, len(frame)) if len(frame) > 4 else 0
                    flipped = bytearray(frame)
                    flipped[spot] ^= 1 << random.randrange(8)
                    out = [bytes(flipped)]
                elif action == "reorder" and held is None:
                    held, out = frame, []
                if held is not None and action != "reorder":
                    out.append(held)
                    held = None
                writer.write(b"".join(out))
                await writer.drain()
        except (OSError, asyncio.IncompleteReadError):
            pass
        finally:
            cut.set()
            writer.close()


async def _unless_gone(
    answer: Coroutine[Any, Any, bytes], client: asyncio.StreamReader
) -> bytes | None:
    """The relay's answer, or None once the client has closed (or sent something: a node
    sends nothing before ``ok``) while it waited for it."""
    waiting = asyncio.ensure_future(answer)
    gone = asyncio.ensure_future(client.read(1))
    try:
        done, _ = await asyncio.wait({waiting, gone}, return_when=asyncio.FIRST_COMPLETED)
    finally:
        for task in (waiting, gone):
            task.cancel()
        await asyncio.gather(waiting, gone, return_exceptions=True)
    return None if gone in done else waiting.result()


async def _open(
    address: str, token: str, side: str
) -> tuple[asyncio.StreamReader, asyncio.StreamWriter] | None:
    """A connection waiting on ``token`` at the relay, paired (None: closed unpaired)."""
    host, port = relay.parse_relay(address)
    reader, writer = await asyncio.open_connection(host, port)
    writer.write(relay.handshake_line(token, side))
    try:
        if await reader.readuntil(b"\n") == b"ok\n":
            return reader, writer
    except (OSError, asyncio.IncompleteReadError):
        pass
    writer.close()
    return None


async def squat(
    address: str,
    plate: str,
    stop: asyncio.Event,
    *,
    per_slot: int = 2,
    answer: str = "wrong join code: ask the host for the code it printed",
    answered: list[int] | None = None,
) -> None:
    """Wait on every slot of table ``plate`` as a host (``per_slot`` connections each) and
    answer whoever is paired with ``["error", answer]`` once it said something, until
    ``stop``; ``answered[0]`` counts the joiners told."""

    async def seat(slot: int) -> None:
        while not stop.is_set():
            try:
                paired = await _open(address, relay.slot_token(plate, slot), relay.HOST_SIDE)
                if paired is None:
                    continue
                reader, writer = paired
                with contextlib.suppress(Exception):
                    await asyncio.wait_for(reader.read(1), 5)  # the joiner's hello
                    writer.write(encode_frame(encode("error", answer)))
                    await writer.drain()
                    if answered is not None:
                        answered[0] += 1
                writer.close()
            except OSError:
                await asyncio.sleep(0.05)

    await asyncio.gather(*(seat(s) for s in range(relay.SLOTS) for _ in range(per_slot)))


async def flood(
    address: str,
    plate: str,
    stop: asyncio.Event,
    *,
    sockets: int = 54,
    paired: list[int] | None = None,
) -> None:
    """``sockets`` joiner-side connections spread over table ``plate``'s slots, each sending
    a ``hello`` (a valid share of a random code) once paired and then nothing, reopened as
    soon as it is closed, until ``stop``; ``paired[0]`` counts the pairings."""

    async def one(slot: int) -> None:
        while not stop.is_set():
            try:
                pair = await _open(address, relay.slot_token(plate, slot), relay.JOIN_SIDE)
                if pair is None:
                    continue
                if paired is not None:
                    paired[0] += 1
                reader, writer = pair
                share = pake.share(
                    pake.password_scalar("a-guess"), pake.random_secret(), joiner=True
                )
                writer.write(encode_frame(encode("hello", TRANSPORT_VERSION, share)))
                with contextlib.suppress(Exception):
                    await asyncio.wait_for(reader.read(), 30)  # quiet until closed
                writer.close()
            except OSError:
                await asyncio.sleep(0.05)

    await asyncio.gather(*(one(i % relay.SLOTS) for i in range(sockets)))
