"""Command-line sentences that were untrue or clumsy (issue 37): "seat 0 takes seat 0",
"1 rounds", and a join address that cannot work."""

from __future__ import annotations

from pathlib import Path

import pytest
from mextrain.cli import lan_commands
from mextrain.cli.arena import ArenaConfig, with_rounds
from mextrain.cli.arena_command import _table
from mextrain.cli.words import counted, takes_seat
from mextrain.node.frontend import QuietFrontend
from mextrain.node.host import Host
from mextrain.node.persistence import DataDir
from mextrain.protocol.rules import preset

from ..node.helpers import host_settings


def test_a_seat_named_by_its_number_is_taken_not_taking_itself() -> None:
    assert takes_seat("seat 0", 0, mine=False) == "seat 0 is taken"
    assert takes_seat("seat 2", 0, mine=False) == '"seat 2" takes seat 0'  # a name, quoted
    assert takes_seat("ann", 1, mine=False) == "ann takes seat 1"
    assert takes_seat("you", 0, mine=True) == "you take seat 0"


def test_counts_agree_with_their_nouns() -> None:
    assert counted(1, "round") == "1 round"
    assert counted(13, "round") == "13 rounds"
    assert counted(2, "match", "matches") == "2 matches"
    config = ArenaConfig(with_rounds(preset("classic"), 1), ("easy", "greedy"), 1, seed=3)
    title = str(_table(config, 2, []).title)
    assert title == "2 matches (1 deal x 2 rotations), classic, 1 round, seed 3", title


def banner(tmp: Path, bind: str) -> list[str]:
    root = DataDir(tmp)
    settings = host_settings(2, 0, person=True, bind=bind)
    host = Host(settings, root.role("host"), root.host_identity(), QuietFrontend())
    host.prepare()
    return lan_commands._banner_lines(host, 47800, "host")


def test_a_host_with_no_lan_address_prints_a_join_that_works(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Serving every address on a machine with loopback only printed `mextrain join
    0.0.0.0:47800`, which no joiner can reach."""
    monkeypatch.setattr(lan_commands, "advertised_addresses", lambda bind: [])
    lines = banner(tmp_path, "0.0.0.0")
    joins = [line for line in lines if "mextrain join " in line]
    assert joins and "mextrain join 127.0.0.1:47800 --code" in joins[0], lines
    assert "0.0.0.0:47800 --code" not in " ".join(lines)
    assert "  (from this machine only: no LAN address found)" in lines


def test_a_lan_host_prints_its_lan_address(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(lan_commands, "advertised_addresses", lambda bind: ["192.168.1.5"])
    lines = banner(tmp_path, "0.0.0.0")
    assert any("mextrain join 192.168.1.5:47800 --code" in line for line in lines), lines
    assert not any("from this machine only" in line for line in lines)


def test_a_host_serving_browsers_prints_the_page_with_the_code_in_its_fragment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(lan_commands, "advertised_addresses", lambda bind: ["192.168.1.5"])
    root = DataDir(tmp_path)
    host = Host(host_settings(2, 0, person=True, bind="0.0.0.0"), root.role("host"),
                root.host_identity(), QuietFrontend())  # fmt: skip
    host.prepare()
    host.web_port = 47801
    lines = lan_commands._banner_lines(host, 47800, "host")
    code = host.settings.code
    assert f"from a browser:    http://192.168.1.5:47801/#code={code}" in lines, lines


def test_rules_lists_whole_names_and_says_what_the_seeds_are() -> None:
    from mextrain.cli.app import app
    from mextrain.protocol.rules import PRESETS
    from typer.testing import CliRunner

    out = CliRunner().invoke(app, ["rules"], env={"COLUMNS": "60", "NO_COLOR": "1"})
    assert out.exit_code == 0, out.output
    for name in PRESETS:
        assert f"│ {name} " in out.output, out.output  # whole, never "classic-orde…"
    assert "_" not in out.output and ".txt" not in out.output  # no seed file names
    text = " ".join(out.output.replace("│", " ").split())
    assert "From the Portuguese how-to guide (seed 000) and the guide's Swedish" in text


def test_verify_of_a_file_that_is_no_log_says_what_it_found(tmp_path: Path) -> None:
    from mextrain.cli.app import app
    from typer.testing import CliRunner

    notes = tmp_path / "notes.mtlog"
    notes.write_text("# my game notes\n")
    out = CliRunner().invoke(app, ["verify", str(notes)])
    assert out.exit_code == 2
    assert out.output.strip() == (
        f"mextrain: error: {notes}: not a mextrain log: a log begins with the header"
        " 'mextrain-log/1', this file with the text '# my game notes'"
    )


VECTOR_LOG = Path(__file__).parents[1] / "vectors" / "match_2seat.mtlog"


def test_replay_of_one_round_shows_boards_only_when_asked() -> None:
    """Issue 37: ``replay --round 1`` drew a board after every move without ``--boards``."""
    from mextrain.cli.app import app
    from typer.testing import CliRunner

    def replay(*extra: str) -> str:
        out = CliRunner().invoke(app, ["replay", str(VECTOR_LOG), "--round", "1", *extra])
        assert out.exit_code == 0, out.output
        return out.output

    plain, drawn = replay(), replay("--boards")
    assert "seat 0 plays 12-8 on seat 0's train" in plain
    board_rows = [line for line in drawn.splitlines() if "└─ Mexican" in line]
    assert len(board_rows) > 10  # one a move with --boards
    rows = [line for line in plain.splitlines() if "└─ Mexican" in line]
    assert len(rows) == 1, plain  # the round's last board, shown with its end
