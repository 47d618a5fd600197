"""``mextrain conformance`` reads what another verifier prints, and its own corpus files, within
bounds (issue 34 point 7): JSON nested without end is one line of its report, not a
RecursionError, and a verifier that prints without end is stopped at 1 MiB."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from mextrain.cli.app import app
from mextrain.cli.conformance import DEFAULT_CORPUS, MAX_DEPTH, nesting, parse_json
from typer.testing import CliRunner

CASE = "false-claim"


def _corpus(tmp_path: Path) -> Path:
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    for suffix in (".mtlog", ".json"):
        (corpus / f"{CASE}{suffix}").write_bytes((DEFAULT_CORPUS / f"{CASE}{suffix}").read_bytes())
    return corpus


def _verifier(tmp_path: Path, body: str) -> str:
    script = tmp_path / "verifier.py"
    script.write_text("import sys\n" + body)
    return f"{sys.executable} {script}"


def _run(verifier: str, corpus: Path) -> tuple[int, str, BaseException | None]:
    out = CliRunner().invoke(
        app, ["conformance", "--verifier", verifier, "--corpus", str(corpus), "--timeout", "60"]
    )
    crash = out.exception if not isinstance(out.exception, SystemExit) else None
    return out.exit_code, out.output, crash


def test_a_verifier_printing_json_nested_without_end_gets_one_line(tmp_path: Path) -> None:
    deep = 200_000
    verifier = _verifier(tmp_path, f"sys.stdout.write('[' * {deep} + ']' * {deep})\nsys.exit(1)\n")
    code, output, crash = _run(verifier, _corpus(tmp_path))
    assert crash is None, repr(crash)
    assert code == 1
    assert f"DIFF {CASE}:" in output
    lines = [line for line in output.splitlines() if line.startswith("  ")]
    assert lines == [f"  printed no JSON object (exit 1: nested more than {MAX_DEPTH} deep)"]


def test_a_corpus_file_nested_without_end_is_one_line(tmp_path: Path) -> None:
    corpus = _corpus(tmp_path)
    (corpus / f"{CASE}.json").write_text('{"outcome": ' + "[" * 100_000 + "]" * 100_000 + "}")
    verifier = _verifier(tmp_path, "print('{}')\n")
    code, output, crash = _run(verifier, corpus)
    assert crash is None, repr(crash)
    assert code == 1
    assert f"  corpus file {CASE}.json: nested more than {MAX_DEPTH} deep" in output.splitlines()


def test_a_corpus_file_that_is_no_verdict_is_one_line(tmp_path: Path) -> None:
    corpus = _corpus(tmp_path)
    (corpus / f"{CASE}.json").write_text('{"valid": true}')
    code, output, crash = _run(_verifier(tmp_path, "print('{}')\n"), corpus)
    assert crash is None, repr(crash)
    assert code == 1
    assert f"  corpus file {CASE}.json: not a verify --json object" in output


def test_a_verifier_printing_without_end_is_stopped_at_one_mib(tmp_path: Path) -> None:
    # 8 MiB of one JSON string, then it would go on for a minute: stopped once past 1 MiB
    verifier = _verifier(
        tmp_path,
        "import time\n"
        "sys.stdout.write('\"' + 'x' * (8 << 20) + '\"')\n"
        "sys.stdout.flush()\n"
        "time.sleep(60)\n",
    )
    code, output, crash = _run(verifier, _corpus(tmp_path))
    assert crash is None, repr(crash)
    assert code == 1
    assert "  printed more than 1 MiB on stdout: stopped" in output.splitlines()


def test_a_verifier_filling_stderr_too_is_read_to_its_answer(tmp_path: Path) -> None:
    expected = json.loads((DEFAULT_CORPUS / f"{CASE}.json").read_text())
    verifier = _verifier(
        tmp_path,
        "sys.stderr.write('noise\\n' * (1 << 20))\n"
        f"print({json.dumps(json.dumps(expected))})\n"
        "sys.exit(1)\n",
    )
    code, output, crash = _run(verifier, _corpus(tmp_path))
    assert crash is None, repr(crash)
    assert "1 of 1 logs agree" in output, output
    assert code == 0


def test_nesting_counts_brackets_outside_strings_only() -> None:
    assert nesting(b'["[[[[", {"a": "\\"[{", "b": [1]}]') == 3
    assert nesting(b'"\\\\"[[]]') == 2  # an escaped backslash ends before the quote
    assert nesting(b"[" * 5 + b"]" * 5) == 5
    assert parse_json(b'{"a": [1, {"b": "[[["}]}') == {"a": [1, {"b": "[[["}]}
