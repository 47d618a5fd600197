"""Fuzzing the data dir (issue 8): a host resuming from damaged or hostile files (its session,
its settings, its log, its keys) either resumes or stops with one NodeError line, never another
exception."""

from __future__ import annotations

import json
import shutil
import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from mextrain.cli.lan_commands import host as host_command
from mextrain.node.datafiles import check_options
from mextrain.node.errors import NodeError
from mextrain.node.frontend import QuietFrontend
from mextrain.node.host import Host
from mextrain.node.persistence import DataDir

from ..node.helpers import host_settings
from .mutations import FUZZ

json_leaf = st.one_of(
    st.none(), st.booleans(), st.integers(-(2**70), 2**70), st.floats(allow_nan=True),
    st.text(max_size=20), st.sampled_from(["", "00" * 16, "zz", "classic", "abort"]),
)  # fmt: skip
json_value = st.recursive(
    json_leaf,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=10), inner, max_size=4)
    ),
    max_leaves=12,
)


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix]
    if isinstance(value, dict):
        for k, v in value.items():
            out.extend(_paths(v, (*prefix, k)))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out.extend(_paths(v, (*prefix, i)))
    return out


def _replace(value: Any, path: tuple[Any, ...], new: Any) -> Any:
    if not path:
        return new
    copy: Any = dict(value) if isinstance(value, dict) else list(value)
    copy[path[0]] = _replace(copy[path[0]], path[1:], new)
    return copy


@pytest.fixture(scope="module")
def template() -> Any:
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp) / "data"
        host = _host(root)
        host.prepare()
        assert host.store is not None
        host.store.close()
        yield root, host.store.path.relative_to(root)


def _host(root: Path) -> Host:
    data = DataDir(root)
    return Host(host_settings(2, 1), data.role("host"), data.host_identity(), QuietFrontend())


def _resume(root: Path) -> None:
    host: Host | None = None
    try:
        host = _host(root)
        host.prepare()
    except NodeError as exc:
        assert str(exc) and "\n" not in str(exc)
    finally:
        if host is not None and host.store is not None:
            host.store.close()


FILES = ["host/session.json", "GAME/host.json", "GAME/log.mtlog", "host.key", "GAME/seat-0.key"]


@st.composite
def damage(draw: st.DrawFn) -> tuple[str, str, Any]:
    name = draw(st.sampled_from(FILES))
    how = draw(st.sampled_from(["json", "bytes", "truncate", "flip"] if name.endswith(".json") else ["bytes", "truncate", "flip"]))
    return name, how, draw(st.data())


@FUZZ
@given(damage())
def test_a_damaged_data_dir_resumes_or_is_one_line(template: Any, case: tuple[str, str, Any]) -> None:
    source, game = template
    name, how, data = case
    # a seat's seed may still be written ahead by a background thread while the folder goes
    with tempfile.TemporaryDirectory(ignore_cleanup_errors=True) as tmp:
        root = Path(tmp) / "data"
        shutil.copytree(source, root)
        path = root / name.replace("GAME", str(game))
        content = path.read_bytes()
        if how == "json":
            value = json.loads(content)
            spot = data.draw(st.sampled_from(_paths(value)))
            value = _replace(value, spot, data.draw(json_value))
            path.write_text(json.dumps(value))
        elif how == "bytes":
            path.write_bytes(data.draw(st.binary(max_size=300)))
        elif how == "truncate":
            path.write_bytes(content[: data.draw(st.integers(0, max(0, len(content) - 1)))])
        else:
            pos = data.draw(st.integers(0, max(0, len(content) - 1)))
            path.write_bytes(content[:pos] + bytes([content[pos] ^ 0x41]) + content[pos + 1 :])
        _resume(root)


@FUZZ
@given(st.dictionaries(st.text(max_size=12), json_value, max_size=5))
def test_saved_resume_options_are_checked_without_crashing(options: dict[str, Any]) -> None:
    try:
        check_options(options, host_command, Path("session.json"))
    except NodeError as exc:
        assert "session.json is damaged" in str(exc)


def test_the_options_a_command_saves_pass_the_resume_check() -> None:
    """A game started with repeatable options (--rule, --agent) and the newer flags must resume:
    the check accepts every option the commands themselves save."""
    from mextrain.cli.lan_commands import play as play_command

    saved_play = {
        "bots": 2, "ruleset": "classic", "rounds": None, "seed": 7, "bot": "greedy",
        "name": "you", "rules_file": None, "rule": ["follow_up=on_double"],
        "agent": ["python3 bot.py"], "verified_shuffle": True,
    }  # fmt: skip
    check_options(saved_play, play_command, Path("session.json"))
    saved_host = {"rule": ["draw=may_play"], "agent": "python3 bot.py", "bot_level": "hard"}
    check_options(saved_host, host_command, Path("session.json"))
    with pytest.raises(NodeError, match="bad value for rule"):
        check_options({"rule": [3]}, play_command, Path("session.json"))
