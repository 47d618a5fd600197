"""The data dir a person relies on across runs (issue 14): a node started again finds the same
directory and identity, every seat's secret seeds are its own and on disk before use, and a
seeded game played again never overwrites an earlier log."""

from __future__ import annotations

import stat
import time
from pathlib import Path

from mextrain.node.persistence import DataDir, GameStore, choose_data_dir
from mextrain.protocol.log import read_log


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
