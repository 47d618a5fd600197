"""What players, spectators and the host's own person rely on from the host (issue 14), seen
from outside: a restarted host is the same table, a finished one makes room for the next and
stops listening, people at the table are told apart and blamed by name, a connection is counted
against its own address only, a node whose log is not the host's is told so, and a refusal with
a long reason still leaves its sender connected.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
from pathlib import Path
from typing import Any

import pytest
from mextrain.node import admission as admission_module
from mextrain.node import catch_up as catch_up_module
from mextrain.node.agent import AgentChooser
from mextrain.node.channel import SEAT_PROOF, Channel, join_handshake
from mextrain.node.door import Door
from mextrain.node.envelope import Envelope
from mextrain.node.errors import ConnectionDropped, NodeError, Refused
from mextrain.node.framing import encode_frame
from mextrain.node.frontend import QuietFrontend
from mextrain.node.host import Host
from mextrain.node.lobby import SeatPlan
from mextrain.node.persistence import DataDir
from mextrain.node.sequencing import Sequencing
from mextrain.node.watchdog import Pause
from mextrain.protocol.log.encoding import pack
from mextrain.protocol.log.identity import Identity
from mextrain.protocol.log.messages import MAX_NAME_LEN
from mextrain.protocol.rules.engine import Event
from mextrain.protocol.table.session import Stage, Table

from .helpers import CODE, host_settings, make_peer, notes, start_host, wait_for
from .test_agent import example_command


def _host(tmp_path: Path, **extra: Any) -> Host:
    root = DataDir(tmp_path / "host")
    settings = host_settings(2, 1, **extra)
    return Host(settings, root.role("host"), root.host_identity(), QuietFrontend())


async def _connect(port: int, *, source: str = "127.0.0.1") -> Channel:
    reader, writer = await asyncio.open_connection("127.0.0.1", port, local_addr=(source, 0))
    return await join_handshake(reader, writer, CODE, timeout=10)


async def _answer(channel: Channel, kind: str) -> Envelope:
    """The first frame of ``kind`` the host sends (status and entries may come first)."""
    while True:
        env = await channel.recv(10)
        if env.kind == kind:
            return env


async def _seated(port: int, name: str) -> Channel:
    """A joiner that proves a fresh identity key and is given a seat."""
    channel = await _connect(port)
    me = Identity(bytes([len(name)]) * 32)
    channel.send("join", name, me.public_key, "player", me.sign(SEAT_PROOF, channel.binding))
    assert (await _answer(channel, "welcome")).fields[0] >= 0
    return channel


def _open_files() -> set[str] | None:
    """What this process holds open (None where there is no /proc/self/fd to list it)."""
    fds = Path("/proc/self/fd")
    if not fds.is_dir():
        return None
    found = set()
    for fd in fds.iterdir():
        with contextlib.suppress(OSError):  # the listing's own descriptor is gone by now
            found.add(os.readlink(fd))
    return found


async def _stop(task: asyncio.Task[int]) -> None:
    task.cancel()
    await asyncio.gather(task, return_exceptions=True)


def test_a_restarted_host_carries_on_with_the_settings_it_saved(tmp_path: Path) -> None:
    first = _host(tmp_path, timeout=42.0, on_timeout="wait", seed=7, bot_strategy="random")
    first.settings.port = 45678  # as after a run that listened there (nothing listens here)
    first.prepare()
    saved = first.settings.to_json()
    assert first.store is not None
    first.store.close()

    # the same command run again with other options, as after a crash or a typo
    again = _host(tmp_path)
    again.settings.code = "other-code-words-11"
    again.prepare()
    assert again.resumed and again.game_id == first.game_id
    assert again.settings.to_json() == saved
    assert again.settings.code == CODE and again.settings.bot_strategy == "random"
    assert again.port == 45678


class Quitter(QuietFrontend):
    """The host's person, who leaves at their first turn (a ``choose`` that gives up)."""

    async def choose(self, table: Table) -> Event | None:
        return None


async def test_the_hosts_person_leaving_aborts_the_match_with_exit_code_1(tmp_path: Path) -> None:
    host, _, task = await start_host(tmp_path, host_settings(2, 2, person=True), Quitter())
    assert await asyncio.wait_for(task, 60) == 1
    assert host.table.stage is Stage.ENDED
    assert host.table.end_reason == "aborted by the host: the host's player left the table"


async def test_a_host_whose_sequencer_fails_stops_with_the_error_and_can_resume(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A bug that kills the sequencing task must not leave the table hanging with no word: the
    host stops with the error, its port closed, and the next run resumes the same game."""
    sequenced = Sequencing.sequence_waiting
    calls = 0

    def failing(self: Sequencing, first: Any) -> Any:
        nonlocal calls
        calls += 1
        if calls == 3:  # a few entries are in the log by then
            raise RuntimeError("a bug in the sequencer")
        return sequenced(self, first)

    monkeypatch.setattr(Sequencing, "sequence_waiting", failing)
    host, port, task = await start_host(tmp_path, host_settings(2, 2))
    with pytest.raises(NodeError, match=r"internal error \(RuntimeError\('a bug in the sequencer"):
        await asyncio.wait_for(task, 30)
    with pytest.raises(OSError):
        await asyncio.open_connection("127.0.0.1", port)
    assert host.store is not None
    host.store.close()

    monkeypatch.setattr(Sequencing, "sequence_waiting", sequenced)
    again = _host(tmp_path)
    again.prepare()
    assert again.resumed and again.game_id == host.game_id
    ready: asyncio.Future[int] = asyncio.get_running_loop().create_future()
    assert await asyncio.wait_for(again.run(ready.set_result), 60) == 0
    assert again.table.stage is Stage.ENDED and again.table.blame is None


async def test_a_finished_match_closes_the_port_and_the_next_run_opens_a_new_table(
    tmp_path: Path,
) -> None:
    settings = host_settings(2, 2, seed=5)  # seeded: keys and round seeds come from the seed
    settings.local[1] = SeatPlan("agent", f"agent:{example_command()}")
    host, port, task = await start_host(tmp_path, settings)
    assert await asyncio.wait_for(task, 60) == 0
    # the seat given to an agent was played by it, not by a bot or a person
    chooser = host.seats[1].chooser
    assert isinstance(chooser, AgentChooser) and chooser.player.turns > 0
    assert not any("refused" in n for n in notes(host)), notes(host)
    assert host.store is not None  # the host's person is told where the log is
    assert notes(host)[-1].endswith(f"; log at {host.store.log_path}"), notes(host)[-1]
    with pytest.raises(OSError):
        await asyncio.open_connection("127.0.0.1", port)
    assert host.store is not None
    held = _open_files()  # an app hosting match after match keeps no handle per match
    assert held is None or str(host.store.log_path.resolve()) not in held

    after = _host(tmp_path)
    after.prepare()
    assert not after.resumed and after.game_id != host.game_id
    assert after.table.stage is Stage.LOBBY


async def test_spectators_without_a_name_are_numbered_apart(tmp_path: Path) -> None:
    host, port, task = await start_host(tmp_path, host_settings(2, 1))
    for _ in range(2):
        channel = await _connect(port)
        channel.send("join", "spectator", None, "spectator", None)
        assert (await _answer(channel, "welcome")).fields[0] == -1
    await wait_for(lambda: sum(" connected" in n for n in notes(host)) == 2)
    said = "\n".join(notes(host))
    assert "'spectator 1' (spectator, " in said and "'spectator 2' (spectator, " in said
    await _stop(task)


async def test_a_seated_connection_that_breaks_the_framing_is_named_when_dropped(
    tmp_path: Path,
) -> None:
    host, port, task = await start_host(tmp_path, host_settings(2, 1))
    channel = await _seated(port, "mallory")
    channel.writer.write(encode_frame(b"\x17" * 64))  # no sealed frame
    answer = await _answer(channel, "error")
    assert "frame failed authentication" in answer.fields[0]
    await wait_for(lambda: any("frame failed authentication" in n for n in notes(host)))
    dropped = [n for n in notes(host) if "frame failed authentication" in n]
    assert dropped[0].startswith("dropped 'mallory' (seat 1, 127.0.0.1:"), dropped
    await _stop(task)


async def test_connections_waiting_at_the_door_count_against_their_own_address(
    tmp_path: Path,
) -> None:
    host, port, task = await start_host(tmp_path, host_settings(2, 1))
    host.door = Door(max_per_address=1, on_warning=host.admission.guessing)
    idle = await asyncio.open_connection("127.0.0.1", port)  # never says a word
    await wait_for(lambda: sum(host.door.pending.values()) == 1)
    # another address on the loopback network is not held up by it
    channel = await _connect(port, source="127.0.0.2")
    channel.send("join", "watcher", None, "spectator", None)
    assert (await _answer(channel, "welcome")).fields[0] == -1
    idle[1].close()
    await _stop(task)


async def test_a_node_whose_log_is_not_the_hosts_is_told_so(tmp_path: Path) -> None:
    host, port, task = await start_host(tmp_path, host_settings(2, 1))
    await wait_for(lambda: len(host.table.entries) >= 2)
    for have, head in ((1, b"\x01" * 32), (len(host.table.entries) + 1, b"\x00" * 32)):
        channel = await _connect(port)
        channel.send("join", "watcher", None, "spectator", None)
        await _answer(channel, "welcome")
        channel.send("sync", have, head)
        answer = await _answer(channel, "error")
        if have <= len(host.table.entries):
            assert f"your saved log of this game ({have} entries) is not a prefix" in answer.fields[0]
        else:  # a spectator claiming more than the host holds is refused as such (issue 34)
            assert f"a spectator's sync count ({have}) is above the host's" in answer.fields[0]
    await _stop(task)


async def test_a_refusal_with_a_long_reason_leaves_its_sender_connected(tmp_path: Path) -> None:
    host, port, task = await start_host(tmp_path, host_settings(2, 1))
    channel = await _seated(port, "verbose")
    channel.send("sync", 0, bytes(32))
    # a message whose version field is a long text: the reason quotes it
    body = pack(["v" * 3000, bytes(16), -1, "join", 1, 0, bytes(32), []])
    channel.send("msg", pack([body, bytes(64)]))
    refused = await _answer(channel, "refused")
    assert refused.fields[1].startswith("malformed message: protocol version 'vvv")
    assert len(refused.fields[1]) == 1000  # cut to what a refused frame carries
    # a big message is decoded off the event loop, and refused the same way
    big = pack([pack(["v", bytes(16), -1, "join", 1, 0, bytes(32), [b"x" * (80 << 10)]]), bytes(64)])
    channel.send("msg", big)
    refused = await _answer(channel, "refused")
    assert refused.fields[1].startswith("malformed message: protocol version 'v' is not")
    channel.send("ping")
    await _answer(channel, "pong")
    assert any(c.name == "verbose" for c in host.conns)
    await _stop(task)


def test_a_table_on_loopback_is_not_announced_and_one_on_the_lan_says_its_rules(
    tmp_path: Path,
) -> None:
    host = _host(tmp_path)
    host.prepare()
    for bind in ("127.0.0.1", "127.0.0.2", "::1"):
        host.settings.bind = bind
        assert host._advertiser() is None, bind
    host.settings.bind = "192.0.2.10"  # only named in the advertisement: nothing is sent
    advert = host._advertiser()
    assert advert is not None and advert.addresses == ["192.0.2.10"]
    assert advert.info.properties[b"ruleset"] == host.settings.rules.name.encode()
    assert advert.info.properties[b"seats"] == b"2"
    assert host.store is not None
    host.store.close()


def test_a_relayed_table_on_the_lan_advertises_its_codes_table_number(tmp_path: Path) -> None:
    """A joiner on the host's own LAN, given only the code, finds the table by the code's
    number in the ad (SPEC 8.7 ``plate``) and goes straight to it, not round the relay; a
    table with no relay has no number to show."""
    host = _host(tmp_path, relay="127.0.0.1:9")
    host.prepare()
    host.settings.bind = "192.0.2.10"  # only named in the advertisement: nothing is sent
    host.settings.code = "4721-" + CODE
    advert = host._advertiser()
    assert advert is not None and advert.info.properties[b"plate"] == b"4721"
    host.settings.relay = None
    plain = host._advertiser()
    assert plain is not None and b"plate" not in plain.info.properties
    assert host.store is not None
    host.store.close()


async def test_a_joiner_that_proves_the_code_and_never_joins_is_let_go_with_a_reason(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(admission_module, "HANDSHAKE_TIMEOUT", 2.0)
    host, port, task = await start_host(tmp_path, host_settings(2, 1))
    channel = await _connect(port)  # then sends no join
    with pytest.raises(ConnectionDropped):
        await channel.recv(30)
    await wait_for(lambda: any("handshake not done within 2 s" in n for n in notes(host)))
    assert not host.conns
    await _stop(task)


async def test_the_guessing_warning_says_how_to_get_a_new_code_when_the_app_knows(
    tmp_path: Path,
) -> None:
    host, port, task = await start_host(tmp_path, host_settings(2, 1))
    host.door = Door(warn_every=1, on_warning=host.admission.guessing)
    for help_text in ("", "press n for a new join code"):
        host.code_help = help_text
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        with pytest.raises(Refused, match="wrong join code"):
            await join_handshake(reader, writer, "amber-fox-pine-41", timeout=10)
        writer.close()
    await wait_for(lambda: sum(n.startswith("warning: ") for n in notes(host)) == 2)
    warnings = [n for n in notes(host) if n.startswith("warning: ")]
    assert warnings[0].endswith("a new code shuts them out (players already seated stay).")
    assert warnings[1].endswith("(players already seated stay): press n for a new join code.")
    await _stop(task)


async def test_start_now_gives_the_free_seats_to_bots_and_keeps_the_joined_ones(
    tmp_path: Path,
) -> None:
    host, port, task = await start_host(tmp_path, host_settings(3, 1))
    ann = make_peer(tmp_path, "ann", port)
    run = asyncio.create_task(ann.run())
    await wait_for(lambda: ann.seat is not None and ann.seat in host.conns.by_seat)
    assert host.fill_with_bots() == [2]
    assert list(await asyncio.wait_for(asyncio.gather(task, run), 60)) == [0, 0]
    assert host.table.names == ["bot 0", "ann", "greedy 2"]  # the level: analyze reads it
    assert host.settings.local[2].strategy == host.settings.bot_strategy


async def test_a_joiner_with_an_empty_name_is_turned_away_with_the_rule(tmp_path: Path) -> None:
    host, port, task = await start_host(tmp_path, host_settings(2, 1))
    channel = await _connect(port)
    channel.send("join", "", None, "spectator", None)
    answer = await _answer(channel, "error")
    assert answer.fields[0] == f"a name is 1 to {MAX_NAME_LEN} printable characters"
    assert not host.conns
    await _stop(task)


async def test_a_join_frame_over_its_cap_is_dropped_and_the_address_named(tmp_path: Path) -> None:
    """Before a seat, a frame holds a name, a key and a proof (1 KiB): a bigger one is cut off
    at its header, and the host's note names where it came from."""
    host, port, task = await start_host(tmp_path, host_settings(2, 1))
    channel = await _connect(port)
    channel._write(channel._seal(pack(["join", "x" * 2000, None, "spectator", None])))
    answer = await _answer(channel, "error")
    assert "over the 1024-byte limit" in answer.fields[0]
    await wait_for(lambda: any("over the 1024-byte limit" in n for n in notes(host)))
    dropped = [n for n in notes(host) if "over the 1024-byte limit" in n]
    assert dropped[0].startswith("dropped 127.0.0.1:"), dropped
    assert not host.conns
    await _stop(task)


async def test_a_joined_players_seat_is_kept_for_them_across_a_host_restart(
    tmp_path: Path,
) -> None:
    host, port, task = await start_host(tmp_path, host_settings(3, 1))
    ann = make_peer(tmp_path, "ann", port)
    run = asyncio.create_task(ann.run())
    await wait_for(lambda: ann.seat is not None and ann.seat in host.conns.by_seat)
    kept = dict(host.lobby.reservations)
    assert list(kept.values()) == [ann.seat]
    await _stop(run)
    await _stop(task)
    assert host.store is not None
    host.store.close()
    again = _host(tmp_path)
    again.prepare()
    assert again.resumed and again.lobby.reservations == kept


def test_a_saved_log_the_table_refuses_is_named_with_its_entry(tmp_path: Path) -> None:
    first = _host(tmp_path)
    first.prepare()
    assert first.store is not None
    first.store.close()
    log = first.store.log_path
    data = bytearray(log.read_bytes())
    data[-1] ^= 1  # the last byte of entry 0's host signature: still a well-formed entry
    log.write_bytes(bytes(data))
    with pytest.raises(NodeError) as caught:
        _host(tmp_path).prepare()
    assert str(caught.value).startswith(f"the saved log {log} is damaged at entry 0: ")
    assert "signature" in str(caught.value)


async def test_a_catch_up_goes_out_a_chunk_at_a_time(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A late joiner's catch-up is written a chunk at a time, each drained before the next, so
    a long log never sits whole in one connection's buffer; every entry arrives, in order."""
    monkeypatch.setattr(catch_up_module, "CATCH_UP_CHUNK", 1)  # one entry a chunk
    chunks: list[int] = []
    send_all = Channel.send_all

    def counted(self: Channel, kind: str, items: Any) -> None:
        items = list(items)
        if kind == "entry":
            chunks.append(len(items))
        send_all(self, kind, items)

    host, port, task = await start_host(tmp_path, host_settings(2, 1))
    await wait_for(lambda: len(host.table.entries) >= 2)
    have = list(host.table.entries)
    monkeypatch.setattr(Channel, "send_all", counted)
    channel = await _connect(port)
    channel.send("join", "watcher", None, "spectator", None)
    await _answer(channel, "welcome")
    channel.send("sync", 0, bytes(32))
    got = [(await _answer(channel, "entry")).fields[0] for _ in have]
    assert got == have
    assert chunks[: len(have)] == [1] * len(have)
    await _stop(task)


def test_the_end_of_a_pause_is_shown_once_the_table_is_complete_again(tmp_path: Path) -> None:
    """Everyone saw 'paused: ... N s until ...'; when the silent seat is back the status is
    sent again, once, without the pause (in play it says 'resumed: ...'), and the countdown is
    shown afresh at the next pause."""
    host = _host(tmp_path, on_timeout="wait")
    host.prepare()
    frontend = host.frontend
    assert isinstance(frontend, QuietFrontend)
    host.status.tick(Pause((1,), 5.0, disconnected=True))
    paused = frontend.statuses[-1]
    assert paused["paused"] and paused["text"].endswith("5 s until the table keeps waiting")
    shown = len(frontend.statuses)
    host.status.tick(None)
    host.status.tick(None)
    assert len(frontend.statuses) == shown + 1 and not frontend.statuses[-1]["paused"]
    host.status.tick(Pause((1,), 5.0, disconnected=True))
    assert frontend.statuses[-1] == paused


def test_the_status_names_its_fields_and_counts_the_pause_down_whole_seconds(
    tmp_path: Path,
) -> None:
    """SPEC 8.6's keys, with no countdown (-1) and no text outside a pause; a countdown of
    4.2 s shows 5, each whole second once (the same second is not sent again); the host's own
    bot seat counts as connected in the lobby rows."""
    host = _host(tmp_path, on_timeout="wait")
    host.prepare()
    frontend = host.frontend
    assert isinstance(frontend, QuietFrontend)
    host.status.show()
    plain = frontend.statuses[-1]
    assert set(plain) == {"stage", "lobby", "waiting", "paused", "seconds_left", "policy", "text"}
    assert plain["seconds_left"] == -1 and plain["lobby"][0][3] is True
    assert plain["text"] == "lobby: 1/2 seats filled"
    host.status.tick(Pause((1,), 4.2, disconnected=False))
    assert frontend.statuses[-1]["seconds_left"] == 5
    assert frontend.statuses[-1]["text"].startswith("paused: seat 1 (?) silent; 5 s")
    shown = len(frontend.statuses)
    host.status.tick(Pause((1,), 4.1, disconnected=False))  # still 5: nothing new to send
    assert len(frontend.statuses) == shown
    host.status.tick(None)
    host.status.tick(Pause((1,), 4.1, disconnected=False))  # a new pause shows its count
    assert len(frontend.statuses) == shown + 2
