"""The relay's slots under a stranger and a failing relay (issue 36): where a joiner asks to be
paired, how often a host's slot can be paired, how a host waits again after each kind of
failure, which tokens a seat comes back on, and what the host's person is told. A pair relay
in the test's own loop (tests/node/pair_relay.py); the host's pauses are driven by hand (its
injected clock and sleep), so every back-off and pace is checked to the exact second."""

from __future__ import annotations

import asyncio
import socket
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest
from mextrain.node import relay
from mextrain.node.errors import Refused
from mextrain.node.relay import Crowded, RelayError, RelaySlots, Unpaired

from .pair_relay import PairRelay
from .relay_server import free_port

PLATE = "4721"
CODE = f"{PLATE}-amber-fox-pine-42"


class HandClock:
    """The host's clock and sleep: a sleep moves the clock on by what it asked, and records it."""

    def __init__(self) -> None:
        self.now = 1000.0
        self.asked: list[float] = []

    def clock(self) -> float:
        return self.now

    async def sleep(self, delay: float) -> None:
        self.asked.append(delay)
        self.now += delay
        await asyncio.sleep(0)


Served = tuple[asyncio.StreamReader, asyncio.StreamWriter, str, Any]


class Presence:
    """A host's RelaySlots with everything it is handed recorded."""

    def __init__(self, address: str, *, slots: int = 1, pace: float = 0.1) -> None:
        self.code = CODE
        self.on_serve: Callable[[], None] | None = None
        """Called as a pairing is handed over (before it is served)."""
        self.time = HandClock()
        self.served: list[Served] = []
        self.notes: list[str] = []
        self._jobs: list[asyncio.Task[None]] = []

        async def serve(reader: asyncio.StreamReader, writer: asyncio.StreamWriter,
                        address: str, move: Any) -> None:  # fmt: skip
            self.served.append((reader, writer, address, move))

        def spawn(job: Awaitable[None]) -> None:
            if self.on_serve is not None:
                self.on_serve()
            self._jobs.append(asyncio.ensure_future(job))

        self.slots = RelaySlots(
            address, lambda: self.code, serve, spawn, self.notes.append, slots=slots, pace=pace,
            clock=self.time.clock, sleep=self.time.sleep,
        )  # fmt: skip
        self.task: asyncio.Task[None] | None = None

    async def __aenter__(self) -> Presence:
        self.task = asyncio.create_task(self.slots.run())
        return self

    async def __aexit__(self, *exc: object) -> None:
        assert self.task is not None
        jobs = [self.task, *self._jobs, *self.slots._seats.values()]
        for job in jobs:
            job.cancel()
        await asyncio.gather(*jobs, return_exceptions=True)


async def until(check: Callable[[], bool], what: str, limit: float = 5.0) -> None:
    async with asyncio.timeout(limit):
        while not check():
            await asyncio.sleep(0.002)
    assert check(), what


def host_line(slot: int, plate: str = PLATE) -> tuple[str, str]:
    return relay.slot_token(plate, slot), relay.HOST_SIDE


# -- a joiner's side ---------------------------------------------------------------------


async def test_a_joiner_asks_a_random_slot_and_never_the_one_that_just_failed() -> None:
    """A stranger holding one slot cannot hold a joiner there: the retry goes elsewhere, and
    over many tries every other slot is used (a relay that answers everyone ok)."""
    async with PairRelay(answer=b"ok\n") as pair:
        avoided, fresh = set(), set()
        for _ in range(80):
            _, writer, slot = await relay.join_via_relay(pair.address, CODE, avoid=2)
            writer.close()
            avoided.add(slot)
            assert pair.lines[-1] == (relay.slot_token(PLATE, slot), relay.JOIN_SIDE)
            _reader, writer, slot = await relay.join_via_relay(pair.address, CODE)
            writer.close()
            fresh.add(slot)
        assert avoided == {0, 1, 3, 4, 5}
        assert fresh == set(range(relay.SLOTS))


async def test_a_joiner_with_nobody_at_the_slot_gives_up_within_the_slot_wait(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(relay, "SLOT_WAIT", 0.05)
    async with PairRelay() as pair:
        with pytest.raises(Unpaired, match=r"no answer from table 4721 .* with --relay"):
            await asyncio.wait_for(relay.join_via_relay(pair.address, CODE), 3)


async def test_a_code_without_a_table_number_is_refused_before_any_connection() -> None:
    with pytest.raises(Refused, match="no table number"):
        await relay.join_via_relay("127.0.0.1:1", "amber-fox-pine-42")


async def test_what_the_relay_says_instead_of_ok_is_named() -> None:
    async with PairRelay(answer=b"impatient\n") as pair:
        with pytest.raises(RelayError, match="answered 'impatient', not ok: is it a relay") as got:
            await relay.open_paired(pair.address, "t" * 64, relay.JOIN_SIDE, wait=3)
        assert not isinstance(got.value, Crowded | Unpaired)
    async with PairRelay(answer=b"\xffok\n") as pair:  # junk bytes: said, never a crash
        with pytest.raises(RelayError, match="answered '\ufffdok'"):
            await relay.open_paired(pair.address, "t" * 64, relay.JOIN_SIDE, wait=3)


async def test_a_relay_streaming_a_line_without_end_is_refused_at_64_kib() -> None:
    """Memory stays bounded: the joiner stops reading at 64 KiB and says the line was too long
    (it does not wait for the rest, nor take it for a pairing)."""
    async with PairRelay(answer=b"x" * (2**16 + 10)) as pair:
        with pytest.raises(RelayError, match="answered 'a line too long'"):
            await relay.open_paired(pair.address, "t" * 64, relay.JOIN_SIDE, wait=3)


async def test_a_relay_that_closes_before_pairing_is_crowded_and_a_closed_port_unreachable(
) -> None:  # fmt: skip
    async with PairRelay(answer=b"") as pair:
        with pytest.raises(Crowded):
            await relay.open_paired(pair.address, "t" * 64, relay.JOIN_SIDE, wait=3)
    with pytest.raises(RelayError, match=r"cannot reach the relay at 127\.0\.0\.1:\d+: \[Errno"):
        await relay.connect(f"127.0.0.1:{free_port()}")


async def test_a_relay_that_never_answers_the_connection_is_given_up_in_time(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A relay address that swallows the connection attempt (a black hole) is given up after
    the connect timeout, said as timed out."""
    monkeypatch.setattr(relay, "CONNECT_TIMEOUT", 0.05)
    loop = asyncio.get_running_loop()

    async def black_hole(*args: object, **kwargs: object) -> None:
        await asyncio.sleep(3600)

    monkeypatch.setattr(loop, "create_connection", black_hole)
    with pytest.raises(RelayError, match=r"cannot reach the relay at 192\.0\.2\.1:4001: timed out$"):
        await asyncio.wait_for(relay.connect("192.0.2.1:4001"), 3)


def test_a_nameplate_needs_only_one_word_after_it() -> None:
    assert relay.nameplate("4721-amber") == "4721"


def test_table_numbers_are_drawn_from_all_four_digit_numbers() -> None:
    """A stranger cannot narrow down a table's number: it is any of 1000 to 9999."""
    numbers = [int(relay.relay_code("amber fox pine 42")[:4]) for _ in range(300)]
    codes = [relay.relay_code("amber fox pine 42") for _ in range(50)]
    assert all(relay.nameplate(c) is not None for c in codes)
    assert all(1000 <= n <= 9999 for n in numbers)
    assert min(numbers) < 2000 and max(numbers) >= 9000


def test_the_relay_setting_is_read_from_the_users_config_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(relay.ENV_VAR)
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    (tmp_path / "mextrain").mkdir()
    (tmp_path / "mextrain" / "config.toml").write_text('relay = "relay.example.org:4001"\n')
    assert relay.default_relay() == "relay.example.org:4001"


def test_each_relayed_segment_is_acknowledged_at_once() -> None:
    """A frame that follows another is not held 40 ms by a delayed acknowledgement (the relay
    leaves Nagle on): every segment received turns quick acknowledgements on again."""
    if relay.QUICKACK is None:
        pytest.skip("TCP_QUICKACK is Linux only")
    calls: list[tuple[int, int, int]] = []

    class Sock:
        def setsockopt(self, level: int, option: int, value: int) -> None:
            calls.append((level, option, value))

    class Transport:
        def get_extra_info(self, name: str, default: object = None) -> object:
            return Sock() if name == "socket" else default

        def set_write_buffer_limits(self, *args: object) -> None:
            pass

    loop = asyncio.new_event_loop()
    try:
        protocol = relay._QuickAck(asyncio.StreamReader(loop=loop), loop=loop)
        protocol.connection_made(Transport())  # type: ignore[arg-type]
        protocol.data_received(b"frame one")
        protocol.data_received(b"frame two")
    finally:
        loop.close()
    assert calls == [(socket.IPPROTO_TCP, relay.QUICKACK, 1)] * 2


# -- a host's slots ------------------------------------------------------------------------


async def test_a_joiner_reaches_the_host_through_its_slot_and_each_slot_is_paced() -> None:
    """What the joiner sends reaches the host's serve, named as the slot; the slot waits
    again only ``pace`` seconds after its last pairing (a stranger pairing it over and over
    cannot push a joiner out of the door's places for that slot)."""
    async with PairRelay() as pair, Presence(pair.address, slots=2, pace=0.25) as host:
        await until(lambda: pair.on(*host_line(0)) == pair.on(*host_line(1)) == 1, "slots")
        reader, writer = await relay.open_paired(
            pair.address, relay.slot_token(PLATE, 1), relay.JOIN_SIDE, wait=3
        )
        writer.write(b"hello host\n")
        await until(lambda: len(host.served) == 1, "the pairing served")
        h_reader, h_writer, name, move = host.served[0]
        assert name == f"relay {pair.address} slot 1" and move == host.slots.meet
        assert await h_reader.readline() == b"hello host\n"
        h_writer.write(b"hello joiner\n")
        assert await reader.readline() == b"hello joiner\n"
        await until(lambda: pair.on(*host_line(1)) == 1, "slot 1 waiting again")
        assert host.time.asked == [0.25]  # the pace, to the instant
        writer.close()
        h_writer.close()


async def test_a_slot_paired_after_its_pace_has_passed_waits_again_at_once() -> None:
    async with PairRelay() as pair, Presence(pair.address, pace=0.25) as host:
        host.on_serve = lambda: setattr(host.time, "now", host.time.now + 0.25)
        for _ in range(2):
            await until(lambda: pair.on(*host_line(0)) == 1, "slot 0 waiting")
            _, writer = await relay.open_paired(
                pair.address, relay.slot_token(PLATE, 0), relay.JOIN_SIDE, wait=3
            )
            writer.close()
        await until(lambda: len(host.served) == 2, "both served")
        assert host.time.asked == []


async def test_the_host_backs_off_while_the_relay_is_down_and_says_so_once() -> None:
    """0.2 s, doubling to 5 s at most; one note when it goes, one when it is back; and the
    back-off starts afresh once the relay answered again."""
    port = free_port()
    async with Presence(f"127.0.0.1:{port}") as host:
        await until(lambda: len(host.time.asked) >= 8, "eight retries")
        assert host.time.asked[:8] == [0.2, 0.4, 0.8, 1.6, 3.2, 5.0, 5.0, 5.0]
        assert len(host.notes) == 1
        assert host.notes[0].startswith(f"cannot reach the relay at 127.0.0.1:{port}: ")
        assert host.notes[0].endswith(
            "; players from other homes cannot join until it is back (retrying)"
        )
        assert host.slots.down is not None
        async with PairRelay(port) as pair:
            await until(lambda: pair.on(*host_line(0)) == 1, "waiting once the relay is back")
            assert host.notes[1:] == [f"the relay at 127.0.0.1:{port} is reachable again"]
            assert host.slots.down is None
            await pair.stop()
            retries = len(host.time.asked)
            await until(lambda: len(host.time.asked) >= retries + 3, "retries again")
        # the drop itself waits 0.2 s (a relay dropping at once is not hammered), then afresh
        assert host.time.asked[retries:retries + 3] == [0.2, 0.2, 0.4]
        assert len(host.notes) == 3


async def test_a_relay_that_answers_junk_is_noted_and_retried() -> None:
    async with PairRelay(answer=b"\xff\xfe\n") as pair, Presence(pair.address) as host:
        await until(lambda: len(host.time.asked) >= 2, "two retries")
        assert host.time.asked[:2] == [0.2, 0.4]
        assert host.notes[0] == (
            f"the relay at {pair.address} answered '\ufffd\ufffd', not ok: is it a relay?;"
            " players from other homes cannot join until it is back (retrying)"
        )
    async with PairRelay(answer=b"y" * (2**16 + 10)) as pair, Presence(pair.address) as host:
        await until(lambda: len(host.notes) >= 1, "the note")
        assert "answered 'a line too long'" in host.notes[0]


@pytest.mark.parametrize(("waited", "pause"), [(0.0, 0.2), (0.5, 0.2), (0.51, 0.02)])
async def test_a_wait_the_relay_ends_is_taken_up_again_soon(waited: float, pause: float) -> None:
    """A connection the relay ends unpaired (a restart, another host on the token) is closed
    by the host and opened afresh: at once (0.02 s) after a wait of over half a second, else
    after 0.2 s, so a relay that ends every connection at once is not hammered. Nobody is
    told: the relay is up."""
    async with PairRelay() as pair, Presence(pair.address) as host:
        await until(lambda: pair.on(*host_line(0)) == 1, "waiting")
        host.time.now += waited
        await pair.drop_waiting()
        await until(lambda: pair.on(*host_line(0)) == 1, "waiting again")
        assert host.time.asked == [pause]
        await until(lambda: pair.closed_by_peer == 1, "the dropped connection closed")
        assert host.notes == [] and host.slots.down is None


async def test_a_new_code_moves_every_slot_to_its_new_table_number() -> None:
    async with PairRelay() as pair, Presence(pair.address, slots=2) as host:
        await until(lambda: pair.on(*host_line(1)) == pair.on(*host_line(0)) == 1, "slots")
        host.code = "9011-zinc-wolf-oak-07"
        host.slots.refresh()
        await until(lambda: pair.on(*host_line(0, "9011")) == 1 == pair.on(
            *host_line(1, "9011")), "the new number's slots")  # fmt: skip
        assert pair.on(*host_line(0)) == pair.on(*host_line(1)) == 0


async def test_a_seat_comes_back_on_its_latest_tickets_token_only() -> None:
    """The host waits on the resume token of each seat's ticket (never a slot); a new ticket
    replaces the old token, a pairing there is served once, as the seat, with no move."""
    r1, r2 = bytes(range(32)), bytes(range(1, 33))
    async with PairRelay() as pair:
        async with Presence(pair.address) as host:
            host.slots.expect(3, r1)
            old = (relay.resume_token(r1), relay.HOST_SIDE)
            await until(lambda: pair.on(*old) == 1, "the ticket's token")
            assert host.slots.expecting() == 1
            host.slots.expect(3, r2)
            new = (relay.resume_token(r2), relay.HOST_SIDE)
            await until(lambda: pair.on(*new) == 1 and pair.on(*old) == 0, "the new ticket")
            assert old in pair.ended
            _reader, writer = await relay.open_paired(
                pair.address, relay.resume_token(r2), relay.JOIN_SIDE, wait=3
            )
            await until(lambda: len(host.served) == 1, "the seat served")
            h_reader, h_writer, name, move = host.served[0]
            assert name == f"relay {pair.address} seat 3" and move is None
            writer.write(b"resume\n")
            assert await h_reader.readline() == b"resume\n"
            await asyncio.sleep(0.05)
            assert pair.lines.count(new) == 1  # a ticket is used once: no wait on it again
            assert host.slots.expecting() == 0
            writer.close()
            h_writer.close()
            host.slots.expect(4, r1)
            await until(lambda: pair.on(*old) == 1, "seat 4's token")
        await until(lambda: pair.on(*old) == 0, "the seat's wait ends with the host's presence")


async def test_a_seats_wait_backs_off_while_the_relay_is_down() -> None:
    port = free_port()
    async with Presence(f"127.0.0.1:{port}", slots=0) as host:
        await asyncio.sleep(0.01)  # its run (no slot) is over: the seat's wait is on its own
        host.slots.expect(1, bytes(32))
        await until(lambda: len(host.time.asked) >= 7, "seven retries")
        assert host.time.asked[:7] == [0.2, 0.4, 0.8, 1.6, 3.2, 5.0, 5.0]
        assert len(host.notes) == 1 and host.notes[0].startswith("cannot reach the relay")
        async with PairRelay(port) as pair:
            await until(lambda: pair.on(relay.resume_token(bytes(32)), relay.HOST_SIDE) == 1,
                        "the seat's token once the relay is back")  # fmt: skip
            assert host.notes[1:] == [f"the relay at 127.0.0.1:{port} is reachable again"]
            retries = len(host.time.asked)
            await pair.drop_waiting()
            await until(lambda: pair.on(relay.resume_token(bytes(32)), relay.HOST_SIDE) == 1,
                        "waiting again")  # fmt: skip
        assert host.time.asked[retries:] == [0.2]


async def test_the_host_meets_a_proven_joiner_on_the_session_token() -> None:
    ke = bytes(range(32))
    async with PairRelay() as pair, Presence(pair.address, slots=0) as host:
        met = asyncio.create_task(host.slots.meet(ke))
        _, writer = await relay.open_paired(
            pair.address, relay.session_token(ke), relay.JOIN_SIDE, wait=3
        )
        reader, h_writer = await asyncio.wait_for(met, 3)
        writer.write(b"sealed\n")
        assert await reader.readline() == b"sealed\n"
        assert (relay.session_token(ke), relay.HOST_SIDE) in pair.lines
        writer.close()
        h_writer.close()


async def test_a_waiting_connection_is_opened_afresh_every_refresh_period(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A relay gone silent (it holds the connection, never pairs, never closes) is noticed:
    the host closes its wait after HOST_REFRESH and waits again on a new connection."""
    monkeypatch.setattr(relay, "HOST_REFRESH", 0.05)
    async with PairRelay() as pair, Presence(pair.address) as host:
        await until(lambda: pair.lines.count(host_line(0)) >= 2, "a second wait")
        await until(lambda: host_line(0) in pair.ended, "the first closed")
        assert host.time.asked[0] == 0.2 and host.notes == []
