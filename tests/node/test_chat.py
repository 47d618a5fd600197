"""Chat (SPEC.md 8.4): a line from anyone at the table reaches everyone with the sender's
name, never in the signed log; the host caps the length and the rate."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from mextrain.node import connections as connections_module
from mextrain.node.connections import CHAT_RATE, CHAT_WINDOW
from mextrain.node.envelope import CHAT_MAX, chat_line
from mextrain.node.frontend import QuietFrontend

from .helpers import host_settings, make_peer, start_host


class Listener(QuietFrontend):
    def __init__(self) -> None:
        super().__init__()
        self.heard: list[tuple[str, str]] = []
        self.changed = asyncio.Event()

    def chat(self, name: str, text: str) -> None:
        self.heard.append((name, text))
        self.changed.set()


async def heard(who: Listener, count: int) -> None:
    async with asyncio.timeout(30):
        while len(who.heard) < count:
            who.changed.clear()
            await who.changed.wait()


async def test_chat_reaches_everyone_with_names_and_never_the_log(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    clock = [1000.0]
    monkeypatch.setattr(connections_module, "chat_clock", lambda: clock[0])
    host_ears = Listener()
    host, port, task = await start_host(tmp_path, host_settings(2, 0), host_ears)
    watcher = make_peer(tmp_path, "spectator", port, spectator=True, strategy=None)
    talker = make_peer(tmp_path, "cy", port, spectator=True, strategy=None)
    ears: list[Any] = [Listener(), Listener()]
    watcher.frontend, talker.frontend = ears
    runs = [asyncio.create_task(p.run()) for p in (watcher, talker)]
    try:
        async with asyncio.timeout(30):
            while len(host.conns) < 2 or any(p._channel is None for p in (watcher, talker)):
                await asyncio.sleep(0.02)
        talker.say("good luck\x07 all")
        for who in (host_ears, *ears):
            await heard(who, 1)
            # control characters removed; a spectator's name says it is watching
            assert who.heard == [("cy (watching)", "good luck all")]
        host.say("host", "x" * (CHAT_MAX + 50))
        await heard(ears[0], 2)
        assert ears[0].heard[-1] == ("host", "x" * CHAT_MAX)
        # over the rate: the host relays CHAT_RATE lines a window, drops the rest; once the
        # window has passed, the next line goes through (and, sent last on the same
        # connection, shows every line before it was handled)
        for n in range(CHAT_RATE + 3):
            talker.say(f"line {n}")
        await heard(ears[0], 2 + CHAT_RATE - 1)
        clock[0] += CHAT_WINDOW + 1
        talker.say("after the window")
        await heard(ears[0], 2 + CHAT_RATE)
        relayed = [t for n, t in ears[0].heard if n == "cy (watching)"]
        burst = [f"line {n}" for n in range(CHAT_RATE - 1)]
        assert relayed == ["good luck all", *burst, "after the window"]
        assert all(b"good luck" not in e for e in host.table.entries)  # not in the log
    finally:
        host.abandon("test over")
        for r in runs:
            r.cancel()
        task.cancel()
        await asyncio.gather(task, *runs, return_exceptions=True)
    assert chat_line(" a\tb ") == "ab"
