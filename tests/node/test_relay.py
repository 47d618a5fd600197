"""The relay's pairing tokens, codes and configured default (SPEC.md 8.10), against
tests/vectors/relay.json and by their properties."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from mextrain.node import relay
from mextrain.node.codes import normalize
from mextrain.node.errors import NodeError
from mextrain.node.resume import ticket_of

VECTORS = json.loads((Path(__file__).resolve().parents[1] / "vectors" / "relay.json").read_text())


def test_tokens_and_lines_match_the_vectors() -> None:
    v = VECTORS
    assert normalize(v["code"]) == v["normalized"]
    plate = relay.nameplate(v["code"])
    assert plate == v["nameplate"]
    assert [relay.slot_token(plate, s) for s in range(relay.SLOTS)] == v["tokens"]
    token0 = relay.slot_token(plate, 0)
    assert relay.handshake_line(token0, relay.HOST_SIDE).decode() == v["host_line"]
    token = relay.slot_token(plate, v["joiner_slot"])
    assert relay.handshake_line(token, relay.JOIN_SIDE).decode() == v["joiner_line"]


def test_private_tokens_match_the_vectors() -> None:
    """The session token of handshake.json's Ke and the resume token of resume.json's R
    (the ticket of that handshake's connection), and the lines that ask for them."""
    v = VECTORS
    handshake = json.loads(
        (Path(__file__).resolve().parents[1] / "vectors" / "handshake.json").read_text()
    )
    resume = json.loads(
        (Path(__file__).resolve().parents[1] / "vectors" / "resume.json").read_text()
    )
    assert v["Ke"] == handshake["Ke"] and v["R"] == resume["R"]
    ke, r = bytes.fromhex(v["Ke"]), bytes.fromhex(v["R"])
    assert relay.session_token(ke) == v["session_token"]
    assert ticket_of(ke)[1] == r  # the resume token is the ticket's, as the node derives it
    assert relay.resume_token(r) == v["resume_token"]
    line = relay.handshake_line(relay.session_token(ke), relay.JOIN_SIDE).decode()
    assert line == v["session_joiner_line"]
    line = relay.handshake_line(relay.resume_token(r), relay.HOST_SIDE).decode()
    assert line == v["resume_host_line"]


def test_private_tokens_differ_from_each_other_and_from_every_slot() -> None:
    """A session or resume token never names a slot (nor each other for the same key): only
    the two ends can ask for one."""
    key = bytes(range(32))
    private = {relay.session_token(key[:16]), relay.session_token(key), relay.resume_token(key)}
    assert len(private) == 3 and all(len(t) == 64 for t in private)
    slots = {relay.slot_token(f"{n:04d}", s) for n in range(1000, 1010) for s in range(6)}
    assert not private & slots


def test_the_token_depends_on_the_table_number_only_never_on_the_words() -> None:
    """What the relay sees gives nothing to test a guess of the password against."""
    one = relay.nameplate("4721-amber-fox-pine-42")
    other = relay.nameplate("4721-zinc-wolf-oak-07")
    assert one == other == "4721"
    assert relay.slot_token("4721", 0) != relay.slot_token("4722", 0)
    assert relay.slot_token("4721", 0) != relay.slot_token("4721", 1)
    assert len({relay.slot_token("4721", s) for s in range(relay.SLOTS)}) == relay.SLOTS


def test_the_sides_differ_and_fit_the_relays_field() -> None:
    """Every host on one side, every joiner on the other: the relay never glues two joiners."""
    assert relay.HOST_SIDE != relay.JOIN_SIDE
    for side in (relay.HOST_SIDE, relay.JOIN_SIDE):
        assert len(side) == 16 and side.replace("_", "a").isalnum() and side.isascii()


@pytest.mark.parametrize(
    ("code", "plate"),
    [
        ("4721-amber-fox-pine-42", "4721"),
        (" 4721 Amber fox pine 42", "4721"),
        ("amber-fox-pine-42", None),
        ("4721", None),
        ("472-amber-fox-pine-42", None),
        ("47210-amber-fox-pine-42", None),
        ("0123-amber-fox-pine-42", "0123"),  # any four ASCII digits: a host draws 1000-9999
        ("\u0664\u0667\u0662\u0661-amber-fox-pine-42", None),  # Arabic-Indic digits: no number
    ],
)
def test_a_nameplate_is_four_digits_in_front_of_the_words(code: str, plate: str | None) -> None:
    assert relay.nameplate(code) == plate


def test_a_relay_code_gets_a_table_number_once() -> None:
    fresh = relay.relay_code()
    plate = relay.nameplate(fresh)
    assert plate is not None and 1000 <= int(plate) <= 9999
    assert len(fresh.split("-")) == 5
    given = relay.relay_code("Amber Fox pine 42")
    assert given.endswith("-amber-fox-pine-42") and relay.nameplate(given) is not None
    assert relay.relay_code(given) == given


def test_a_relay_address_is_checked() -> None:
    assert relay.parse_relay("relay.example.org:4001") == ("relay.example.org", 4001)
    assert relay.parse_relay("[::1]:4001") == ("::1", 4001)
    for bad in ("relay.example.org", ":4001", "host:0", "host:http", "host:70000"):
        with pytest.raises(NodeError, match="HOST:PORT"):
            relay.parse_relay(bad)


def test_the_default_comes_from_the_environment_then_the_config_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    config = tmp_path / "config.toml"
    monkeypatch.setattr(relay, "config_path", lambda: config)
    monkeypatch.delenv(relay.ENV_VAR, raising=False)
    assert relay.default_relay() is None
    config.write_text('relay = "relay.example.org:4001"\n')
    assert relay.default_relay() == "relay.example.org:4001"
    assert relay.choose_relay(None) == "relay.example.org:4001"
    assert relay.choose_relay("off") is None
    assert relay.choose_relay("other:5000") == "other:5000"
    monkeypatch.setenv(relay.ENV_VAR, "env.example.org:4002")
    assert relay.default_relay() == "env.example.org:4002"
    monkeypatch.setenv(relay.ENV_VAR, "off")
    assert relay.default_relay() is None
    monkeypatch.delenv(relay.ENV_VAR)
    config.write_text("relay = 4001\n")
    with pytest.raises(NodeError, match="must be a string"):
        relay.default_relay()
    config.write_text("relay = [\n")
    with pytest.raises(NodeError, match="not a config file"):
        relay.default_relay()
    config.write_text('relay = "no port"\n')
    with pytest.raises(NodeError, match="HOST:PORT"):
        relay.default_relay()


def test_a_relayed_table_advertises_its_table_number_on_the_lan() -> None:
    """So a joiner on the host's LAN, given only the code, goes straight to the host."""
    from mextrain.node.discovery import Advertiser

    ad = Advertiser(
        table_name="t", bind="192.0.2.9", port=47800, seats=4, ruleset="classic",
        fingerprint="abcd:ef01:2345:6789", plate="4721",
    )  # fmt: skip
    assert ad.info.properties[b"plate"] == b"4721"
    plain = Advertiser(
        table_name="t", bind="192.0.2.9", port=47800, seats=4, ruleset="classic",
        fingerprint="abcd:ef01:2345:6789",
    )  # fmt: skip
    assert b"plate" not in plain.info.properties


async def test_a_new_code_publishes_its_new_table_number() -> None:
    from mextrain.node.discovery import Advertiser

    ad = Advertiser(
        table_name="t", bind="192.0.2.9", port=47800, seats=4, ruleset="classic",
        fingerprint="abcd:ef01:2345:6789", plate="4721",
    )  # fmt: skip
    updated = []

    class Zeroconf:
        async def async_update_service(self, info: object) -> None:
            updated.append(info)

    ad._zc = Zeroconf()  # type: ignore[assignment]
    await ad.new_plate("9011")
    assert updated == [ad.info] and ad.info.properties[b"plate"] == b"9011"
    assert ad.info.properties[b"fp"] == b"abcd:ef01:2345:6789" and ad.info.port == 47800
    ad._zc = None
