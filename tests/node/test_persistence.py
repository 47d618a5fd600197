"""The data dir: where it is, secrets at 0600, fsynced seeds and log, torn tails, the lock."""

from __future__ import annotations

import os
import stat
import time
from pathlib import Path

import pytest
from mextrain.node.errors import NodeError
from mextrain.node.persistence import ENV_VAR, DataDir, GameStore, choose_data_dir
from mextrain.protocol.log.entries import file_header, frame, read_log


def test_data_dir_option_beats_the_environment_which_beats_the_default(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(ENV_VAR, str(tmp_path / "env"))
    assert choose_data_dir(tmp_path / "opt") == (tmp_path / "opt").resolve()
    assert choose_data_dir(None) == (tmp_path / "env").resolve()
    monkeypatch.delenv(ENV_VAR)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert choose_data_dir(None) == (tmp_path / "xdg" / "mextrain").resolve()
    assert stat.S_IMODE((tmp_path / "opt").stat().st_mode) == 0o700


def test_identity_keys_are_created_once_with_mode_0600(tmp_path: Path) -> None:
    root = DataDir(tmp_path)
    first = root.identity()
    assert root.identity() == first
    assert root.host_identity() != first
    for name in ("identity.key", "host.key"):
        assert stat.S_IMODE((tmp_path / name).stat().st_mode) == 0o600
    os.chmod(tmp_path / "identity.key", 0o644)
    assert root.identity() == first
    assert stat.S_IMODE((tmp_path / "identity.key").stat().st_mode) == 0o600


def test_a_damaged_key_is_an_error_not_a_new_identity(tmp_path: Path) -> None:
    (tmp_path / "identity.key").write_bytes(b"short")
    with pytest.raises(NodeError, match="damaged"):
        DataDir(tmp_path).identity()


def test_round_seeds_are_drawn_once_and_read_back(tmp_path: Path) -> None:
    store = GameStore(tmp_path / "game")
    seeds = store.round_seeds(2)
    first = seeds(b"g" * 16, 0)
    assert len(first) == 32
    assert seeds(b"g" * 16, 0) == first
    assert seeds(b"g" * 16, 1) != first
    again = GameStore(tmp_path / "game").round_seeds(2)
    assert again(b"g" * 16, 0) == first
    path = tmp_path / "game" / "seat-2" / "round-0.seed"
    assert stat.S_IMODE(path.stat().st_mode) == 0o600


def test_the_log_appends_and_a_torn_tail_is_cut_off(tmp_path: Path) -> None:
    store = GameStore(tmp_path / "game")
    for entry in (b"first entry", b"second entry"):
        store.append(entry)
    store.close()
    data = store.log_path.read_bytes()
    assert data == file_header() + frame(b"first entry") + frame(b"second entry")
    store.log_path.write_bytes(data + frame(b"third entry")[:5])
    assert GameStore(tmp_path / "game").load_log() == [b"first entry", b"second entry"]
    assert store.log_path.read_bytes() == data
    again = GameStore(tmp_path / "game")
    again.append(b"third entry")
    again.close()
    assert read_log(store.log_path.read_bytes()).entries[-1] == b"third entry"


def test_entries_synced_in_the_background_are_all_on_disk_after_close(tmp_path: Path) -> None:
    store = GameStore(tmp_path / "game")
    store.write(b"first entry")
    store.sync_soon()
    store.write(b"second entry")
    store.sync_soon()
    store.write(b"third entry")  # written, not yet synced: close() syncs it
    store.close()
    entries = [b"first entry", b"second entry", b"third entry"]
    assert GameStore(tmp_path / "game").load_log() == entries


def test_a_round_seed_written_ahead_is_the_one_the_round_gets(tmp_path: Path) -> None:
    store = GameStore(tmp_path / "game")
    seeds = store.round_seeds(3)  # writes round 0's seed ahead
    seeds.prepare(1)
    paths = [tmp_path / "game" / "seat-3" / f"round-{r}.seed" for r in (0, 1)]
    deadline = time.monotonic() + 10
    while not all(p.exists() for p in paths) and time.monotonic() < deadline:
        time.sleep(0.01)
    assert [seeds(b"g" * 16, r) for r in (0, 1)] == [p.read_bytes() for p in paths]
    assert all(stat.S_IMODE(p.stat().st_mode) == 0o600 for p in paths)
    # a seed asked for while it is being written ahead is that same seed
    seeds.prepare(2)
    assert seeds(b"g" * 16, 2) == paths[0].with_name("round-2.seed").read_bytes()


def test_a_file_that_is_no_log_is_not_overwritten(tmp_path: Path) -> None:
    store = GameStore(tmp_path / "game")
    store.log_path.write_bytes(b"something else entirely")
    with pytest.raises(NodeError, match="not a mextrain log"):
        store.load_log()
    store.log_path.write_bytes(file_header()[:3])
    assert store.load_log() == []
    assert store.log_path.read_bytes() == b""


def test_two_nodes_cannot_share_a_role_dir(tmp_path: Path) -> None:
    role = DataDir(tmp_path).role("join")
    with role.locked(), pytest.raises(NodeError, match="already running"), role.locked():
        pass
    with role.locked():
        pass


def test_a_replayed_seeded_game_keeps_the_old_files(tmp_path: Path) -> None:
    role = DataDir(tmp_path).role("play")
    store = role.new_game(b"\x01" * 16)
    store.append(b"old entry")
    store.close()
    fresh = role.new_game(b"\x01" * 16)
    assert not fresh.log_path.exists()
    kept = tmp_path / "play" / "games" / f"{'01' * 16}.1" / "log.mtlog"
    assert read_log(kept.read_bytes()).entries == (b"old entry",)


def test_a_round_seed_is_fsynced_before_the_table_is_given_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """SPEC 8.5 step 8 (durability): a seat's commitment is derived from a seed that is
    already durable, so a crash after the commit cannot lose the seed it commits to (which
    would make the seat unable to open its own step, and blamed for it)."""
    synced: set[tuple[int, int]] = set()
    real_fsync = os.fsync

    def recording_fsync(fd: int) -> None:
        real_fsync(fd)
        st = os.fstat(fd)
        synced.add((st.st_dev, st.st_ino))

    monkeypatch.setattr(os, "fsync", recording_fsync)
    store = GameStore(tmp_path / "game")
    seeds = store.round_seeds(1)
    for round_no in (5, 6):  # 5 asked for cold, 6 written ahead and asked for at once
        if round_no == 6:
            seeds.prepare(6)
        given = seeds(b"g" * 16, round_no)
        path = tmp_path / "game" / "seat-1" / f"round-{round_no}.seed"
        st, parent = path.stat(), path.parent.stat()
        assert path.read_bytes() == given
        assert (st.st_dev, st.st_ino) in synced, "the seed file was not fsynced first"
        assert (parent.st_dev, parent.st_ino) in synced, "its directory entry was not fsynced"
