"""The links ``mextrain host`` prints for browsers, against tests/vectors/page_links.json (the
page's side of the same file: web/test/page-links.test.ts), and the banner that prints them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from mextrain.cli import lan_commands
from mextrain.cli.page_links import OWN_PAGE, page_link, relay_page_link
from mextrain.node.errors import NodeError
from mextrain.node.frontend import QuietFrontend
from mextrain.node.host import Host
from mextrain.node.persistence import DataDir
from mextrain.node.relay import relay_websocket

from ..node.helpers import host_settings

VECTORS = json.loads(
    (Path(__file__).parents[1] / "vectors" / "page_links.json").read_text(encoding="utf-8")
)


@pytest.mark.parametrize("case", VECTORS["relay"], ids=lambda case: case["relay"])
def test_the_relay_link_carries_the_relays_websocket_and_the_code(case: dict[str, str]) -> None:
    assert VECTORS["own_page"] == OWN_PAGE
    assert relay_websocket(case["relay"], case["relay_web_option"]) == case["relay_web"]
    assert relay_page_link(case["relay_web"], case["code"]) == case["link"]


def test_the_lan_link_is_the_hosts_web_port() -> None:
    lan = VECTORS["lan"]
    assert page_link(lan["where"], lan["port"], lan["code"]) == lan["link"]


@pytest.mark.parametrize(
    "option", ["http://relay:4002/", "relay:4002", "ws://relay/", "ws://:4002/", "ws://relay:x/"]
)
def test_a_relay_websocket_that_is_not_one_is_refused_by_name(option: str) -> None:
    with pytest.raises(NodeError, match="a relay's WebSocket is ws://HOST:PORT/"):
        relay_websocket("relay:4001", option)


def test_off_prints_no_browser_line_for_other_homes() -> None:
    assert relay_websocket("relay:4001", " OFF ") is None


def test_a_host_serving_a_relay_prints_the_browser_line_for_other_homes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(lan_commands, "advertised_addresses", lambda bind: ["192.168.1.5"])
    root = DataDir(tmp_path)
    relay = "relay.example.org:4001"
    settings = host_settings(
        2, 0, person=True, bind="0.0.0.0", relay=relay, relay_web=relay_websocket(relay)
    )
    host = Host(settings, root.role("host"), root.host_identity(), QuietFrontend())
    host.prepare()
    lines = lan_commands._banner_lines(host, 47800, "host")
    link = relay_page_link("ws://relay.example.org:4002/", settings.code)
    assert f"  in a browser:    {link}" in lines, lines
    settings.relay_web = None  # --relay-web off
    assert not any(
        "in a browser" in line for line in lan_commands._banner_lines(host, 47800, "host")
    )
