"""The host's and a joiner's node, built for the app: quit, hint, lobby start, banner lines."""

from __future__ import annotations

import re
from collections.abc import Callable

from ...node.host import Host, HostSettings
from ...node.peer import Peer, PeerSettings
from ...protocol.bots import hint
from ...protocol.rules import Event
from ...protocol.table import Stage, Table, rules_in_words, table_names
from .app import TableApp
from .bridge import AppFrontend
from .run import NodeJob
from .screens import LEAVE_JOIN, LEAVE_PLAY

_MARKUP = re.compile(r"\[/?[a-z ]+\]")


def plain(line: str) -> str:
    """A banner line without its rich markup, for the app's log."""
    return _MARKUP.sub("", line)


def hint_for(table: Callable[[], Table | None]) -> Callable[[], tuple[Event, str] | None]:
    def source() -> tuple[Event, str] | None:
        t = table()
        if t is None or t.round is None or t.my_seat is None or not t.my_turn():
            return None
        got = hint(t.round.engine, t.my_seat, history=t.round.events, names=table_names(t))
        return got.event, got.reason

    return source


def host_job(
    settings: HostSettings,
    make_host: Callable[[AppFrontend], Host],
    banner: Callable[[Host, int], list[str]],
    *,
    open_table: bool,
) -> NodeJob:
    """The host's own seat in the app (``play`` and ``host``). An ``open_table`` (``host``)
    takes players by its join code: the lobby's start key, a new code and chat are offered.
    On ``play`` only a spectator can come (from this machine), so chat is offered while one
    watches, and no new code."""

    async def job(bridge: AppFrontend, app: TableApp) -> int:
        host = make_host(bridge)

        def leave() -> None:
            host.quit = True
            host.abandon("the host's player left the table")

        app.on_leave = leave
        if open_table:
            app.left_words = "You left the table: the match ended for everyone."
        else:
            app.leave_words = LEAVE_PLAY
            app.left_words = "You left the game: it ended there."
        me = settings.local[0].name if 0 in settings.local else "host"
        app.on_chat = lambda text: host.say(me, text)
        if open_table:
            app.new_code = host.change_code
            host.code_help = "press n for a new join code"
            if host.table.stage is Stage.LOBBY:
                app.start_bots = host.fill_with_bots
        else:
            app.chat_heard = lambda: bool(host.conns)

        def seat_table() -> Table | None:
            driver = host.seats.get(0)
            return driver.table if driver is not None else None

        app.hint_source = hint_for(seat_table)
        app.rules_lines = rules_in_words(host.table.rules or settings.rules)

        def ready(port: int) -> None:
            for line in banner(host, port):
                bridge.note(plain(line))

        return await host.run(ready)

    return job


def join_job(settings: PeerSettings, make_peer: Callable[[AppFrontend], Peer]) -> NodeJob:
    """A joined seat or a spectator in the app."""

    async def job(bridge: AppFrontend, app: TableApp) -> int:
        peer = make_peer(bridge)
        app.spectator = settings.spectator

        def leave() -> None:
            peer.quit = True
            peer._person_quit()  # the same path as the line mode's confirmed quit

        app.on_leave = leave
        app.leave_words = LEAVE_JOIN
        app.left_words = (
            "You left the table; the host holds your seat for its timeout. The same join"
            " command takes you back."
        )
        app.on_chat = peer.say

        def seat_table() -> Table | None:
            return peer.table if peer.table is not None else None

        app.hint_source = hint_for(seat_table)
        bridge.note(f"joining {peer.where()} as {settings.name!r}")
        return await peer.run()

    return job
