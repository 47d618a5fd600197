"""The data dir's JSON files, field by field (issue 14): what a resuming node accepts, and the one
line it stops with otherwise (the file, the field, how to start over), before anything trusts a
field. Each refusal has its control: the same file with that field right is accepted.
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

import pytest
from mextrain.cli.lan_commands import host as host_command
from mextrain.node.datafiles import check_host_json, check_options, check_session, damaged
from mextrain.node.errors import NodeError

from .helpers import host_settings

HOST_JSON = Path("games/0/host.json")
SESSION = Path("host/session.json")
GAME = "0123456789abcdef" * 2
KEY = "ab" * 32


def _refused(check: Any, data: Any, path: Path) -> str:
    with pytest.raises(NodeError) as caught:
        check(data, path)
    text = str(caught.value)
    assert text.startswith(f"{path} is damaged: ") and "\n" not in text
    return text.removeprefix(f"{path} is damaged: ")


def test_damaged_names_the_file_what_and_how_to_start_over() -> None:
    assert str(damaged(SESSION, "not a map", "run with --new")) == (
        f"{SESSION} is damaged: not a map; run with --new")
    assert str(damaged(SESSION, "not a map")) == f"{SESSION} is damaged: not a map"


# -- session.json ------------------------------------------------------------------------------


@pytest.mark.parametrize("session", [
    {}, {"game": None, "options": None}, {"game": GAME, "options": {}, "finished": True},
    {"game": GAME.upper(), "finished": False},
])  # fmt: skip
def test_a_sound_session_is_accepted(session: dict[str, Any]) -> None:
    check_session(session, SESSION)


@pytest.mark.parametrize(("session", "why"), [
    ({"game": GAME[:-2]}, f"'game' must be 32 hex digits, not '{GAME[:-2]}'"),
    ({"game": GAME + "00"}, "'game' must be 32 hex digits, not"),
    ({"game": "zz" * 16}, "'game' must be 32 hex digits, not 'zzzz"),
    ({"game": 7}, "'game' must be 32 hex digits, not 7"),
    ({"game": GAME, "options": []}, "'options' must be a map"),
    ({"game": GAME, "options": "x"}, "'options' must be a map"),
    ({"finished": 1}, "'finished' must be true or false"),
    ({"finished": None}, "'finished' must be true or false"),
])  # fmt: skip
def test_a_bad_session_field_is_named(session: dict[str, Any], why: str) -> None:
    assert _refused(check_session, session, SESSION).startswith(why)


# -- host.json ---------------------------------------------------------------------------------


def _host_json(**settings: Any) -> dict[str, Any]:
    saved = host_settings(3, 1).to_json()
    for key, value in settings.items():
        if value is del_:
            del saved[key]
        else:
            saved[key] = value
    return {"settings": saved, "reservations": {KEY: 1}}


del_ = object()  # a field left out


@pytest.mark.parametrize("settings", [
    {}, {"seats": 2}, {"seats": 10}, {"port": 0}, {"port": 65535}, {"timeout": 0.5},
    {"timeout": 300}, {"seed": None}, {"seed": 7}, {"bot_strategy": None}, {"bot_strategy": del_},
    {"seed": del_}, {"local": {"0": {"name": "bot", "strategy": None}, "2": {"name": "x"}}},
])  # fmt: skip
def test_a_sound_host_json_is_accepted(settings: dict[str, Any]) -> None:
    check_host_json(_host_json(**settings), HOST_JSON)


@pytest.mark.parametrize(("settings", "why"), [
    ({"table_name": 5}, "'settings': bad 'table_name': 5"),
    ({"seats": 1}, "'settings': bad 'seats': 1"),
    ({"seats": 11}, "'settings': bad 'seats': 11"),
    ({"seats": True}, "'settings': bad 'seats': True"),
    ({"seats": 3.0}, "'settings': bad 'seats': 3.0"),
    ({"rules": []}, "'settings': bad 'rules': []"),
    ({"local": []}, "'settings': bad 'local': []"),
    ({"code": None}, "'settings': bad 'code': None"),
    ({"bind": 0}, "'settings': bad 'bind': 0"),
    ({"port": -1}, "'settings': bad 'port': -1"),
    ({"port": 65536}, "'settings': bad 'port': 65536"),
    ({"port": "80"}, "'settings': bad 'port': '80'"),
    ({"timeout": 0}, "'settings': bad 'timeout': 0"),
    ({"timeout": -5.0}, "'settings': bad 'timeout': -5.0"),
    ({"timeout": math.inf}, "'settings': bad 'timeout': inf"),
    ({"timeout": "60"}, "'settings': bad 'timeout': '60'"),
    ({"timeout": True}, "'settings': bad 'timeout': True"),
    ({"on_timeout": 1}, "'settings': bad 'on_timeout': 1"),
    ({"advertise": 1}, "'settings': bad 'advertise': 1"),
    ({"advertise": del_}, "'settings' has no 'advertise'"),
    ({"table_name": del_}, "'settings' has no 'table_name'"),
    ({"seed": "7"}, "'settings': bad 'seed' or 'bot_strategy'"),
    ({"seed": True}, "'settings': bad 'seed' or 'bot_strategy'"),
    ({"bot_strategy": 3}, "'settings': bad 'seed' or 'bot_strategy'"),
    ({"local": {"3": {"name": "x"}}}, "'settings.local': bad seat '3'"),
    ({"local": {"x": {"name": "x"}}}, "'settings.local': bad seat 'x'"),
    ({"local": {"-1": {"name": "x"}}}, "'settings.local': bad seat '-1'"),
    ({"local": {"0": {}}}, "'settings.local.0' has no 'name'"),
    ({"local": {"0": []}}, "'settings.local.0' must be a map, not list"),
    ({"local": {"0": {"name": 5}}}, "'settings.local.0': bad 'name': 5"),
    ({"local": {"0": {"name": "b", "strategy": 5}}}, "'settings.local.0': bad 'strategy'"),
])  # fmt: skip
def test_a_bad_host_setting_is_named(settings: dict[str, Any], why: str) -> None:
    assert _refused(check_host_json, _host_json(**settings), HOST_JSON) == why


@pytest.mark.parametrize(("saved", "why"), [
    ([], "the file must be a map, not list"),
    ({}, "the file has no 'settings'"),
    ({"settings": 3}, "'settings' must be a map, not int"),
])  # fmt: skip
def test_a_host_json_that_is_no_map_of_settings_is_named(saved: Any, why: str) -> None:
    assert _refused(check_host_json, saved, HOST_JSON) == why


@pytest.mark.parametrize("reservations", [
    [], {"zz" * 32: 0}, {"ab" * 31: 0}, {KEY: "1"}, {KEY: True}, {KEY: None},
])  # fmt: skip
def test_reservations_map_a_32_byte_key_to_a_seat(reservations: Any) -> None:
    saved = _host_json()
    saved["reservations"] = reservations
    assert _refused(check_host_json, saved, HOST_JSON) == (
        "'reservations' must map key hex to seat numbers")
    saved["reservations"] = {KEY: 0, "cd" * 32: 2}
    check_host_json(saved, HOST_JSON)
    del saved["reservations"]  # a table nobody reserved a seat at
    check_host_json(saved, HOST_JSON)


# -- the options `mextrain resume` runs a command with again -------------------------------------


def test_the_saved_options_of_a_command_are_accepted() -> None:
    check_options({
        "name": "ana", "table": None, "seats": 3, "rounds": 2, "rule": ["draw=may_play"],
        "timeout": 30, "advertise": False, "port": 7000, "code": "abc",
    }, host_command, SESSION)  # fmt: skip
    check_options({"timeout": 2.5, "rounds": None, "rule": None}, host_command, SESSION)


@pytest.mark.parametrize(("options", "why"), [
    ({"colour": "red"}, "'options' has an unknown option 'colour'"),
    ({"data_dir": "/tmp"}, "'options' has an unknown option 'data_dir'"),
    ({"advertise": 1}, "'options': bad value for advertise: 1"),
    ({"advertise": "yes"}, "'options': bad value for advertise: 'yes'"),
    ({"timeout": "30"}, "'options': bad value for timeout: '30'"),
    ({"timeout": True}, "'options': bad value for timeout: True"),
    ({"seats": 3.5}, "'options': bad value for seats: 3.5"),
    ({"seats": False}, "'options': bad value for seats: False"),
    ({"name": 5}, "'options': bad value for name: 5"),
    ({"rule": [1]}, "'options': bad value for rule: [1]"),
    ({"rule": {"a": "b"}}, "'options': bad value for rule: {'a': 'b'}"),
    ({"rounds": [2, 3]}, "'options': bad value for rounds: [2, 3]"),
])  # fmt: skip
def test_a_saved_option_of_the_wrong_kind_is_named(options: dict[str, Any], why: str) -> None:
    with pytest.raises(NodeError) as caught:
        check_options(options, host_command, SESSION)
    assert str(caught.value) == f"{SESSION} is damaged: {why}"
