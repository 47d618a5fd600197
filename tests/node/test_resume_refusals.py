"""Resuming a host from a damaged data dir (issue 8 findings 7 and 8): one clear line that says
what is wrong and how to start over, never a traceback and never a silent new table."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from mextrain.node.errors import NodeError
from mextrain.node.frontend import QuietFrontend
from mextrain.node.host import Host
from mextrain.node.persistence import DataDir

from .helpers import host_settings


def _host(tmp_path: Path) -> Host:
    root = DataDir(tmp_path / "data")
    return Host(host_settings(2, 1), root.role("host"), root.host_identity(), QuietFrontend())


def _opened(tmp_path: Path) -> tuple[Path, bytes]:
    """A hosted table in its lobby, left unfinished: its game folder and game id."""
    host = _host(tmp_path)
    host.prepare()
    assert host.store is not None
    host.store.close()
    return host.store.path, host.game_id


def test_an_unfinished_game_resumes(tmp_path: Path) -> None:
    _, game_id = _opened(tmp_path)
    again = _host(tmp_path)
    again.prepare()
    assert again.resumed and again.game_id == game_id


@pytest.mark.parametrize("how", ["emptied", "header only", "deleted"])
def test_a_lost_log_is_refused_not_replaced_by_a_new_table(tmp_path: Path, how: str) -> None:
    folder, game_id = _opened(tmp_path)
    log = folder / "log.mtlog"
    if how == "deleted":
        log.unlink()
    else:
        log.write_bytes(log.read_bytes()[: 0 if how == "emptied" else 16])
    with pytest.raises(NodeError) as caught:
        _host(tmp_path).prepare()
    text = str(caught.value)
    assert "cannot resume the unfinished game" in text and "--new" in text and "\n" not in text
    assert f" is {'missing' if how == 'deleted' else 'empty'}; " in text
    # starting over is deliberate: --new opens a new table and keeps the old folder
    fresh = _host(tmp_path)
    fresh.prepare(fresh=True)
    assert fresh.game_id != game_id and fresh.store is not None
    assert folder.exists()  # the lost game's folder stays, as evidence


def test_a_log_damaged_in_the_middle_is_refused(tmp_path: Path) -> None:
    folder, _ = _opened(tmp_path)
    log = folder / "log.mtlog"
    data = log.read_bytes()
    log.write_bytes(data[:16] + b"\xc1" + data[17:] + data[16:])  # 0xc1: never valid msgpack
    with pytest.raises(NodeError, match=r"damaged.*--new"):
        _host(tmp_path).prepare()


@pytest.mark.parametrize(
    "content",
    [
        {"settings": 3},
        {"settings": {"table_name": 5}},
        {},
        {"settings": None, "reservations": []},
        [1, 2],
        "not json at all {",
    ],
)
def test_a_garbage_host_json_is_one_line(tmp_path: Path, content: object) -> None:
    folder, _ = _opened(tmp_path)
    text = content if isinstance(content, str) else json.dumps(content)
    (folder / "host.json").write_text(text)
    with pytest.raises(NodeError) as caught:
        _host(tmp_path).prepare()
    assert "host.json" in str(caught.value) and "\n" not in str(caught.value)


def test_a_garbage_host_settings_value_is_one_line(tmp_path: Path) -> None:
    folder, _ = _opened(tmp_path)
    saved = json.loads((folder / "host.json").read_text())
    saved["settings"]["rules"]["max_pip"] = "twelve"
    (folder / "host.json").write_text(json.dumps(saved))
    with pytest.raises(NodeError, match=r"host\.json is damaged"):
        _host(tmp_path).prepare()


@pytest.mark.parametrize("session", [{"game": 7}, {"game": "zz"}, [], {"game": "00", "options": 3}])
def test_a_garbage_session_is_one_line(tmp_path: Path, session: object) -> None:
    _opened(tmp_path)
    (tmp_path / "data" / "host" / "session.json").write_text(json.dumps(session))
    with pytest.raises(NodeError, match=r"session\.json is damaged"):
        _host(tmp_path).prepare()
