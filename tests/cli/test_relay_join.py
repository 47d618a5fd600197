"""``mextrain join --relay``: the table found on this LAN by its table number goes first."""

from __future__ import annotations

import pytest
from mextrain.cli import join_commands
from mextrain.node.discovery import TableAd


def ad(plate: str, host: str) -> TableAd:
    return TableAd("t", host, 47800, 4, "classic", "abcd:ef01", "1.2", plate)


def test_the_table_with_the_codes_number_is_joined_directly(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    async def browse(seconds: float) -> list[TableAd]:
        return [ad("", "192.0.2.1"), ad("1111", "192.0.2.2"), ad("4721", "192.0.2.3")]

    monkeypatch.setattr(join_commands, "browse", browse)
    assert join_commands._on_this_lan("4721") == "192.0.2.3:47800"
    assert join_commands._on_this_lan("9999") is None


def test_no_lan_to_look_on_leaves_the_relay(monkeypatch: pytest.MonkeyPatch) -> None:
    async def browse(seconds: float) -> list[TableAd]:
        raise OSError("no multicast here")

    monkeypatch.setattr(join_commands, "browse", browse)
    assert join_commands._on_this_lan("4721") is None
