"""The data dir a person relies on across runs (issue 14): a node started again finds the same
directory and identity, every seat's secret seeds are its own and on disk before use, and a
seeded game played again never overwrites an earlier log."""

from __future__ import annotations

import stat
import time
from pathlib import Path

import pytest
from mextrain.node.errors import NodeError
from mextrain.node.persistence import DataDir, GameStore, choose_data_dir, write_durably
from mextrain.protocol.log.entries import file_header, frame, read_log


def test_a_node_started_again_finds_its_data_dir_and_identity(tmp_path: Path) -> None:
    first = choose_data_dir(tmp_path / "data")
    identity = DataDir(first).identity()
    again = choose_data_dir(tmp_path / "data")  # exists now: found, not an error
    assert again == first
    assert DataDir(again).identity() == identity
    assert stat.S_IMODE(again.stat().st_mode) == 0o700


def test_each_seat_played_here_keeps_its_own_round_seeds(tmp_path: Path) -> None:
    """The host's bots share a game folder: each seat's secret seed is its own file."""
    store = GameStore(tmp_path / "game")
    game = b"g" * 16
    seeds = [store.round_seeds(seat)(game, 0) for seat in (0, 1)]
    assert seeds[0] != seeds[1]
    for seat in (0, 1):
        assert (tmp_path / "game" / f"seat-{seat}" / "round-0.seed").read_bytes() == seeds[seat]


def test_a_rounds_seed_is_on_disk_before_the_round_asks_for_it(tmp_path: Path) -> None:
    store = GameStore(tmp_path / "game")
    seeds = store.round_seeds(1)  # round 0's seed is written ahead, in the background
    seeds.prepare(1)
    paths = [tmp_path / "game" / "seat-1" / f"round-{r}.seed" for r in (0, 1)]
    deadline = time.monotonic() + 60
    while not all(p.exists() for p in paths) and time.monotonic() < deadline:
        time.sleep(0.01)
    assert all(p.exists() for p in paths)  # nobody asked for a seed yet
    assert [seeds(b"g" * 16, r) for r in (0, 1)] == [p.read_bytes() for p in paths]


def test_a_seeded_game_played_three_times_keeps_both_earlier_logs(tmp_path: Path) -> None:
    role = DataDir(tmp_path).role("play")
    game = b"\x02" * 16
    for entry in (b"first game", b"second game", b"third game"):
        store = role.new_game(game)
        store.append(entry)
        store.close()
    folder = tmp_path / "play" / "games" / game.hex()
    kept = {p.name: read_log(p.joinpath("log.mtlog").read_bytes()).entries for p in folder.parent.iterdir()}
    assert kept == {
        folder.name: (b"third game",),
        f"{folder.name}.1": (b"first game",),
        f"{folder.name}.2": (b"second game",),
    }


def test_a_file_saved_under_folders_not_made_yet_makes_them_private(tmp_path: Path) -> None:
    """A data dir given on the command line may not exist yet, nor its parents."""
    path = tmp_path / "new" / "deeper" / "session.json"
    write_durably(path, b"{}")
    assert path.read_bytes() == b"{}"
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert stat.S_IMODE(path.parent.stat().st_mode) == 0o700
    assert [p.name for p in path.parent.iterdir()] == ["session.json"]  # no temporary file left


def test_a_log_torn_inside_its_header_is_emptied_and_written_afresh(tmp_path: Path) -> None:
    """A crash while the header was written leaves part of it: nothing was in the log yet, so
    the torn bytes go and the next entry starts a whole file."""
    store = GameStore(tmp_path / "game")
    store.log_path.write_bytes(file_header()[:5])
    assert store.load_log() == []
    assert store.log_path.stat().st_size == 0
    store.append(b"entry 0")
    store.close()
    assert read_log(store.log_path.read_bytes()).entries == (b"entry 0",)


def test_a_log_damaged_after_an_entry_names_that_entry_and_the_byte(tmp_path: Path) -> None:
    store = GameStore(tmp_path / "game")
    for entry in (b"entry 0", b"entry 1"):
        store.append(entry)
    store.close()
    good = file_header() + frame(b"entry 0") + frame(b"entry 1")
    store.log_path.write_bytes(good + b"\xc1" + b"junk" * 10)  # 0xc1: never msgpack
    with pytest.raises(NodeError) as caught:
        store.load_log()
    size = len(good) + 41
    assert f"is damaged: unreadable after entry 1 (byte {len(good)} of {size}): " in str(caught.value)
    assert str(caught.value).endswith("with --new to start over")
    assert store.log_path.stat().st_size == size  # evidence: nothing cut off


@pytest.mark.parametrize(
    ("content", "why"),
    [("[1, 2]", "not a map"), ("{not json", "Expecting property name")],
)
def test_a_session_file_that_is_no_session_says_why_and_how_to_start_over(
    tmp_path: Path, content: str, why: str
) -> None:
    role = DataDir(tmp_path).role("host")
    role.write_session({"role": "host"})
    role.session_path.write_text(content)
    with pytest.raises(NodeError) as caught:
        role.read_session()
    text = str(caught.value)
    assert text.startswith(f"{role.session_path} is damaged: {why}")
    assert text.endswith("run the command again with --new to start over (the games' folders are kept)")
