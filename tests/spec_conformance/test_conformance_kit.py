"""The conformance kit (issue 9 section 4): the corpus's expected objects are exactly what our
`verify --json` prints, the verifier written from SPEC.md alone agrees on every field, and
`mextrain conformance` reports every field another verifier gets wrong."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest
from mextrain.cli.app import app
from mextrain.cli.conformance import DEFAULT_CORPUS, check_case, corpus_logs, differences
from mextrain.protocol.table.verdict import verdict_json
from mextrain.protocol.table.verify import verify_log
from typer.testing import CliRunner

from . import independent as ind

LOGS = corpus_logs(DEFAULT_CORPUS)
HERE = Path(__file__).resolve().parent


def ours(log: Path) -> tuple[Any, int | None]:
    result = verify_log(log.read_bytes())
    return verdict_json(result), result.exit_code


def independent(log: Path) -> tuple[Any, int | None]:
    out = ind.verdict(log.read_bytes())
    return out, ind.EXIT[out["outcome"]]


def test_the_corpus_has_every_kind() -> None:
    names = {p.stem for p in LOGS}
    index = json.loads((DEFAULT_CORPUS / "index.json").read_text())["cases"]
    assert {c["case"] for c in index} == names
    for preset in ("classic", "classic-ordered", "boxed", "express", "house"):
        assert any(n.startswith(f"honest-{preset}-") for n in names), preset
    outcomes = {c["outcome"] for c in index}
    assert outcomes == {"valid", "invalid", "aborted", "unreadable"}
    total = sum(p.stat().st_size for p in DEFAULT_CORPUS.iterdir())
    assert total < 6 << 20  # a few MB at most (both deck groups and the SPEC-gap cases: 5 MB)


@pytest.mark.parametrize("log", LOGS, ids=lambda p: p.stem)
def test_our_verifier_prints_the_expected_object(log: Path) -> None:
    assert check_case(log, ours) == []


@pytest.mark.parametrize("log", LOGS, ids=lambda p: p.stem)
def test_the_spec_only_verifier_agrees_on_every_field(log: Path) -> None:
    assert check_case(log, independent) == []


def test_differences_skip_reasons_and_name_every_field() -> None:
    expected = {"outcome": "invalid", "blame": {"seat": 1, "entry": 4, "reason": "x"}, "entries": 4}
    assert differences(expected, {**expected, "blame": {"seat": 1, "entry": 4, "reason": "y"}}) == []
    found = differences(expected, {"outcome": "valid", "blame": {"seat": None, "entry": 4}, "extra": 1})
    assert found == [
        'outcome: expected "invalid", got "valid"',
        "blame.seat: expected 1, got null",
        "entries: missing (expected 4)",
        "extra: not expected (got 1)",
    ]
    assert differences([1, 2], [1, 2, 3]) == ["(top): expected [1, 2], got [1, 2, 3]"]
    assert differences({"seat": 1}, {"seat": True}) == ["seat: expected 1, got true"]


def _subset(tmp_path: Path, names: list[str]) -> Path:
    for name in names:
        for suffix in (".mtlog", ".json"):
            (tmp_path / f"{name}{suffix}").write_bytes((DEFAULT_CORPUS / f"{name}{suffix}").read_bytes())
    return tmp_path


def test_the_command_runs_another_verifier_and_reports_what_differs(tmp_path: Path) -> None:
    (tmp_path / "c").mkdir()
    corpus = _subset(tmp_path / "c", ["false-claim", "abort-withheld", "unreadable"])
    good = f"{sys.executable} {HERE / 'independent.py'}"
    out = CliRunner().invoke(app, ["conformance", "--verifier", good, "--corpus", str(corpus)])
    assert out.exit_code == 0, out.output
    assert "3 of 3 logs agree" in out.output
    liar = tmp_path / "liar.py"
    liar.write_text(
        "import json, sys\n"
        "print(json.dumps({'outcome': 'valid', 'valid': True, 'readable': True, 'entries': 1}))\n"
    )
    out = CliRunner().invoke(app, ["conformance", "--verifier", f"{sys.executable} {liar}", "--corpus", str(corpus)])
    assert out.exit_code == 1
    assert "0 of 3 logs agree" in out.output and "DIFF false-claim:" in out.output
    assert 'outcome: expected "invalid", got "valid"' in out.output
    assert "exit code: expected 1, got 0" in out.output
    out = CliRunner().invoke(app, ["conformance", "--verifier", "/nonexistent/verifier", "--corpus", str(corpus)])
    assert out.exit_code == 1 and "cannot run the verifier" in out.output
    out = CliRunner().invoke(app, ["conformance", "--verifier", good, "--corpus", str(tmp_path / "nothing")])
    assert out.exit_code == 2 and "no corpus" in out.output


def test_batch_mode_runs_the_verifier_once_for_many_logs(tmp_path: Path) -> None:
    """``--batch``: ``CMD FILE...`` once, one object a line in the files' order; a line out of
    place, a missing one or too many are each said, never taken for another log's."""
    (tmp_path / "c").mkdir()
    names = ["false-claim", "abort-withheld", "unreadable"]
    corpus = _subset(tmp_path / "c", names)
    starts = tmp_path / "starts"
    batch = tmp_path / "batch.py"
    batch.write_text(
        "import json, sys\n"
        f"sys.path.insert(0, {str(HERE)!r})\n"
        "import independent\n"
        f"open({str(starts)!r}, 'a').write('start\\n')\n"
        "for path in sys.argv[1:]:\n"
        "    print(json.dumps(independent.verdict(open(path, 'rb').read())))\n"
    )
    good = f"{sys.executable} {batch}"
    args = ["conformance", "--batch", "--corpus", str(corpus), "--verifier"]
    out = CliRunner().invoke(app, [*args, good])
    assert out.exit_code == 0, out.output
    assert "3 of 3 logs agree" in out.output
    assert starts.read_text() == "start\n"
    swapped = tmp_path / "swapped.py"
    swapped.write_text(batch.read_text().replace("sys.argv[1:]", "sys.argv[:0:-1]"))
    out = CliRunner().invoke(app, [*args, f"{sys.executable} {swapped}"])
    assert out.exit_code == 1 and "1 of 3 logs agree" in out.output  # the middle one in place
    assert "DIFF abort-withheld:" in out.output and "DIFF unreadable:" in out.output
    short = tmp_path / "short.py"
    short.write_text(batch.read_text().replace("sys.argv[1:]", "sys.argv[1:2]"))
    out = CliRunner().invoke(app, [*args, f"{sys.executable} {short}"])
    assert out.exit_code == 1 and "1 of 3 logs agree" in out.output
    assert "printed no line for it (1 lines for 3 logs; exit 0: no output)" in out.output
    twice = tmp_path / "twice.py"
    twice.write_text(batch.read_text().replace("sys.argv[1:]", "sys.argv[1:] * 2"))
    out = CliRunner().invoke(app, [*args, f"{sys.executable} {twice}"])
    assert out.exit_code == 1 and "0 of 3 logs agree" in out.output
    assert "printed 6 lines for 3 logs" in out.output
