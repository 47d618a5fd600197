"""Hostile or unlucky inputs the host survives with a sentence, never a traceback (issue 22):
a negative sync count, a crowd of spectators, an advertised name someone else took."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path
from typing import Any, ClassVar

import pytest
from mextrain.node import admission, discovery
from zeroconf import NonUniqueNameException

from .helpers import held_match, notes, spectator_channel, wait_for
from .resumes import join_by_hand


async def test_a_negative_sync_count_is_refused_with_a_reason(tmp_path: Path) -> None:
    match = await held_match(tmp_path)
    watcher = await spectator_channel(match.port)
    watcher.send("sync", -3, bytes(32))
    answer = await watcher.recv(10)
    assert answer.kind == "error" and "not -3" in answer.fields[0]
    await wait_for(lambda: any("a sync count is the number of entries" in n for n in notes(match.host)))
    assert await match.finish() == [0, 0]


async def test_a_joiner_holding_more_than_the_host_is_told_and_the_host_how_to_recover(
    tmp_path: Path,
) -> None:
    match = await held_match(tmp_path)
    host = match.host
    match.peer_run.cancel()  # seat 1's key on a connection by hand (a spectator's claim is
    await asyncio.gather(match.peer_run, return_exceptions=True)  # refused, issue 34)
    for _ in range(2):
        seat, welcome, _ = await join_by_hand(match.port, match.peer.identity, "ann")
        assert welcome.kind == "welcome"
        seat.send("sync", len(host.table.entries) + 5, bytes(32))
        answer = await seat.recv(10)
        assert answer.kind == "error" and "the host's copy was probably cut short" in answer.fields[0]
        await seat.closed()
    await wait_for(lambda: any("was cut short" in n for n in notes(host)))
    said = [n for n in notes(host) if "was cut short" in n]
    assert len(said) == 1 and str(host.store.log_path) in said[0] and "log.mtlog" in said[0]  # type: ignore[union-attr]
    match.host_task.cancel()
    await asyncio.gather(match.host_task, return_exceptions=True)


async def test_spectators_are_counted_and_the_next_one_told_to_come_back(tmp_path: Path) -> None:
    match = await held_match(tmp_path)
    match.host.admission.max_spectators = 2
    first = [await spectator_channel(match.port, f"w{n}") for n in range(2)]
    with pytest.raises(AssertionError):  # no welcome: an error with the reason
        await spectator_channel(match.port, "third")
    await wait_for(
        lambda: any("already has 2 spectators: try again later" in n for n in notes(match.host))
    )
    await first[0].closed()
    await wait_for(lambda: match.host.conns.spectators() == 1)
    again = await spectator_channel(match.port, "third")  # a place is free again
    for channel in (first[1], again):
        await channel.closed()
    assert await match.finish() == [0, 0]


def test_few_open_files_mean_fewer_spectators_and_pending_joiners(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    class FakeHost:
        def __init__(self) -> None:
            from mextrain.node.door import Door

            self.door = Door()

        def note(self, text: str) -> None:
            pass

        def clock(self) -> float:
            return 0.0

    monkeypatch.setattr(admission, "open_files_limit", lambda: 100)
    door = admission.Admission(FakeHost())  # type: ignore[arg-type]
    door.fit_to_open_files()
    assert door.max_spectators == 25 and door.host.door.max_pending == 25


class TakenName:
    """A zeroconf whose every name is taken unless it may pick another one."""

    registered: ClassVar[list[bool]] = []

    def __init__(self, **_: Any) -> None:
        pass

    async def async_register_service(self, info: Any, allow_name_change: bool = False) -> None:
        TakenName.registered.append(allow_name_change)
        if not allow_name_change:
            raise NonUniqueNameException()

    async def async_unregister_service(self, info: Any) -> None:
        pass

    async def async_close(self) -> None:
        pass


class Broken(TakenName):
    async def async_register_service(self, info: Any, allow_name_change: bool = False) -> None:
        raise NonUniqueNameException()


def advertiser() -> discovery.Advertiser:
    return discovery.Advertiser(
        table_name="t", bind="10.9.9.9", port=1, seats=2, ruleset="classic", fingerprint="ab:cd"
    )


async def test_a_taken_instance_name_is_renamed_and_a_failure_to_advertise_is_said(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(discovery, "AsyncZeroconf", TakenName)
    async with advertiser() as ad:
        assert ad.failure is None and TakenName.registered == [True]
    monkeypatch.setattr(discovery, "AsyncZeroconf", Broken)
    async with advertiser() as ad:
        assert ad.failure is not None and "NonUniqueNameException" in ad.failure


class SlowInfo:
    """A service that never resolves, however long it is asked."""

    def __init__(self, service: str, name: str) -> None:
        self.name = name

    async def async_request(self, zeroconf: Any, timeout_ms: int) -> bool:
        await asyncio.sleep(timeout_ms / 1000)
        return False


async def test_names_that_never_resolve_cost_three_seconds_in_all_not_each(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(discovery, "AsyncServiceInfo", SlowInfo)
    start = time.monotonic()
    names = [f"t{n}.{discovery.SERVICE}" for n in range(8)]
    found = await discovery.resolve_all(None, names)  # type: ignore[arg-type]
    assert found == [] and time.monotonic() - start < discovery.RESOLVE_TIMEOUT + 1


def test_ads_sharing_a_host_key_are_named_as_copies() -> None:
    def ad(name: str, host: str, fp: str) -> discovery.TableAd:
        return discovery.TableAd(name, host, 1, 2, "classic", fp, "1.2")

    ads = [ad("a", "10.0.0.9", "ab:cd"), ad("a", "10.0.0.2", "ab:cd"), ad("b", "10.0.0.3", "ef")]
    assert discovery.copies(ads) == {"ab:cd"}
