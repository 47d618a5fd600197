"""``mextrain verify`` on an aborted match: its own exit code, headline and JSON (issue 8 #9)."""

from __future__ import annotations

import json
from pathlib import Path

from mextrain.cli.app import app
from mextrain.protocol.bots.strategies import greedy_strategy
from mextrain.protocol.log.entries import file_header, frame
from mextrain.protocol.log.identity import Identity
from mextrain.protocol.rules.ruleset import preset
from mextrain.protocol.table.harness import run_match, seeded_bytes
from mextrain.protocol.table.session import Sequencer, Stage, Table
from typer.testing import CliRunner

SEED = 5


def _aborted_log(tmp_path: Path) -> Path:
    import dataclasses

    result = run_match(dataclasses.replace(preset("express"), rounds=2), [greedy_strategy] * 2, SEED)
    host = Table(identity=Identity(seeded_bytes(SEED, "host-identity")(32)), host=True)
    entries: list[bytes] = []
    for raw in result.entries:
        host.receive(raw)
        entries.append(raw)
        if host.stage is Stage.REVEAL and host.round is not None and host.round.index == 1:
            break
    host.outbox()
    awaited = host.waiting_for()[0]
    entries.append(Sequencer(host).sequence(host.abort(awaited, "it kept its seed")))
    path = tmp_path / "aborted.mtlog"
    path.write_bytes(file_header() + b"".join(frame(e) for e in entries))
    return path


def test_verify_reports_an_aborted_match_with_exit_3(tmp_path: Path) -> None:
    path = _aborted_log(tmp_path)
    out = CliRunner().invoke(app, ["verify", str(path)])
    assert out.exit_code == 3, out.output
    text = " ".join(out.output.split())  # the terminal width may wrap lines anywhere
    assert "ABORTED" in text and "withheld its round seed" in text
    assert "1 of 2 rounds finished" in text and "INVALID" not in text
    js = CliRunner().invoke(app, ["verify", str(path), "--json"])
    assert js.exit_code == 3
    data = json.loads(js.output)
    assert data["outcome"] == "aborted" and data["abort"]["cause"] == "withheld"
    assert data["abort"]["stage"] == "reveal" and data["abort"]["round"] == 1
    assert len(data["rounds"]) == 1 and "blame" not in data and "cheater" not in data
