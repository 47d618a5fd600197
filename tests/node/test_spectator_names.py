"""Nobody watching speaks as a player (issue 22): a spectator may not take a seat's name or the
host's, and its chat lines say it is watching."""

from __future__ import annotations

from pathlib import Path

import pytest

from .helpers import held_match, notes, spectator_channel, wait_for


async def test_a_spectator_cannot_take_a_players_name(tmp_path: Path) -> None:
    match = await held_match(tmp_path)
    for taken in ("ann", "Person", "host"):  # seat 1, the host's own seat, the host
        with pytest.raises(AssertionError):  # no welcome
            await spectator_channel(match.port, taken)
        await wait_for(
            lambda taken=taken: any(  # type: ignore[misc]
                f"the name {taken!r} is a player's at this table" in n for n in notes(match.host)
            )
        )
    watcher = await spectator_channel(match.port, "ann's friend")
    watcher.send("sync", 0, bytes(32))
    watcher.send("chat", "hello")
    said = None
    for _ in range(200):
        env = await watcher.recv(10)
        if env.kind == "said":
            said = env.fields
            break
    assert said is not None and said[0] == "ann's friend (watching)"
    await watcher.closed()
    assert await match.finish() == [0, 0]
