"""A verified-shuffle table over loopback TCP: the host's option reaches every node through the
log's first entry, a joiner proves its steps and checks everyone's, and the logs verify."""

from __future__ import annotations

import asyncio
from pathlib import Path

from mextrain.node.host import HostSettings
from mextrain.protocol.log.entries import decode_entry, read_log
from mextrain.protocol.log.messages import decode_message

from .helpers import assert_same_valid_logs, host_settings, make_peer, start_host


def test_the_option_survives_the_saved_settings() -> None:
    settings = host_settings(2, 1, verified_shuffle=True)
    assert HostSettings.from_json(settings.to_json()).verified_shuffle
    assert not HostSettings.from_json(
        {**settings.to_json(), "verified_shuffle": False}
    ).verified_shuffle
    old = {k: v for k, v in settings.to_json().items() if k != "verified_shuffle"}
    assert not HostSettings.from_json(old).verified_shuffle


async def test_a_proven_match_over_loopback(tmp_path: Path) -> None:
    host, port, host_task = await start_host(tmp_path, host_settings(2, 1, verified_shuffle=True))
    joiner = make_peer(tmp_path, "joiner", port)
    codes = await asyncio.wait_for(asyncio.gather(host_task, joiner.run()), 120)
    assert codes == [0, 0]
    assert host.store is not None and joiner.log_path is not None
    log = assert_same_valid_logs(host.store.log_path, joiner.log_path)
    messages = [decode_message(decode_entry(e).message) for e in read_log(log).entries]
    assert messages[0].payload[5] == ["ristretto255", "verified-shuffle"]
    steps = [m for m in messages if m.kind in ("shuffle", "lock")]
    assert {m.seat for m in steps} == {0, 1} and all(len(m.payload) == 2 for m in steps)
    assert joiner.table is not None and joiner.table.verified_shuffle
