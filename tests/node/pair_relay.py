"""A pair relay in the test's own loop, speaking the transit relay's line protocol (SPEC.md 8.10):
fast to start, and told what to answer, so the relay's failures can be played on cue.

It pairs two connections that open with ``please relay TOKEN for side SIDE`` for one token and
two different sides (answering ``ok`` to both, then passing bytes both ways), as the real relay
does; or, as ``answer`` says, answers every connection with a set line (``impatient``, junk, a
line that never ends) or closes it unpaired. :meth:`drop_waiting` ends every unpaired waiting
connection from the relay's side only (a half close) and counts those the other end then
closed too."""

from __future__ import annotations

import asyncio
import contextlib
from dataclasses import dataclass, field


@dataclass
class Waiter:
    token: str
    side: str
    reader: asyncio.StreamReader
    writer: asyncio.StreamWriter
    paired: asyncio.Event = field(default_factory=asyncio.Event)
    ended: asyncio.Future[bytes] | None = None
    """The read that notices the other end leaving while it waits."""


class PairRelay:
    def __init__(self, port: int = 0, *, answer: bytes | None = None) -> None:
        self.port = port
        self.answer = answer
        """None: pair as the relay does; b"": close unpaired at once; else send this."""
        self.lines: list[tuple[str, str]] = []
        """(token, side) of every connection, in order."""
        self.waiting: list[Waiter] = []
        self.closed_by_peer = 0
        """Connections dropped by the relay that the other end then closed as well."""
        self.ended: list[tuple[str, str]] = []
        """(token, side) of unpaired connections the other end closed while waiting."""
        self._server: asyncio.Server | None = None
        self._tasks: set[asyncio.Task[None]] = set()

    @property
    def address(self) -> str:
        return f"127.0.0.1:{self.port}"

    def on(self, token: str, side: str) -> int:
        """Connections waiting unpaired on ``token`` for ``side`` now."""
        return sum(1 for w in self.waiting if w.token == token and w.side == side)

    async def start(self) -> PairRelay:
        self._server = await asyncio.start_server(self._serve, "127.0.0.1", self.port)
        self.port = self._server.sockets[0].getsockname()[1]
        return self

    async def stop(self) -> None:
        if self._server is not None:
            self._server.close()
            self._server = None
        for task in list(self._tasks):
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)
        self.waiting.clear()

    async def __aenter__(self) -> PairRelay:
        return await self.start()

    async def __aexit__(self, *exc: object) -> None:
        await self.stop()

    async def drop_waiting(self) -> None:
        """End every waiting connection from the relay's side (EOF, the socket still read)."""
        for waiter in list(self.waiting):
            self.waiting.remove(waiter)
            waiter.writer.write_eof()
            waiter.paired.set()
            if waiter.ended is not None:
                waiter.ended.cancel()

            async def closed(w: Waiter = waiter) -> None:
                if w.ended is not None:
                    await asyncio.gather(w.ended, return_exceptions=True)
                with contextlib.suppress(OSError, TimeoutError):
                    async with asyncio.timeout(5):
                        if await w.reader.read() == b"":
                            self.closed_by_peer += 1
                w.writer.close()

            self._track(closed())

    def _track(self, job: object) -> None:
        task = asyncio.ensure_future(job)  # type: ignore[call-overload]
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        task = asyncio.current_task()
        assert task is not None
        self._tasks.add(task)
        try:
            line = await reader.readuntil(b"\n")
            words = line.decode("ascii").split()
            assert words[:2] == ["please", "relay"] and words[3:5] == ["for", "side"], line
            token, side = words[2], words[5]
            self.lines.append((token, side))
            if self.answer is not None:
                if self.answer:
                    writer.write(self.answer)
                    await reader.read()  # until the other end gives up
                return
            mate = next((w for w in self.waiting if w.token == token and w.side != side), None)
            if mate is None:
                me = Waiter(token, side, reader, writer)
                self.waiting.append(me)
                ended = me.ended = asyncio.ensure_future(reader.read(1))
                paired = asyncio.ensure_future(me.paired.wait())
                await asyncio.wait([ended, paired], return_when=asyncio.FIRST_COMPLETED)
                if not me.paired.is_set():  # the other end left while waiting
                    paired.cancel()
                    self.waiting.remove(me)
                    self.ended.append((token, side))
                    writer.close()
                    return
                ended.cancel()
                await asyncio.sleep(3600)  # the mate's task passes the bytes
                return
            self.waiting.remove(mate)
            mate.paired.set()
            if mate.ended is not None:  # its reader is the pipe's now
                mate.ended.cancel()
                await asyncio.gather(mate.ended, return_exceptions=True)
            for w in (writer, mate.writer):
                w.write(b"ok\n")
            await asyncio.gather(
                self._pipe(reader, mate.writer), self._pipe(mate.reader, writer)
            )
        except (OSError, asyncio.IncompleteReadError, asyncio.CancelledError):
            pass
        finally:
            writer.close()
            self._tasks.discard(task)

    @staticmethod
    async def _pipe(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            while data := await reader.read(2**16):
                writer.write(data)
                await writer.drain()
        except OSError:
            pass
        finally:
            writer.close()
