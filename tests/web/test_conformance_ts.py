"""The TypeScript verifier, as committed (web/dist/verify.mjs), against the conformance kit:
`mextrain conformance --batch --verifier "node web/dist/verify.mjs --batch"` must report no
disagreement on any log of tests/vectors/conformance (every field but reasons), in one Node
start; and the kit's one-process-a-log path, which also compares exit codes, on one log of each
outcome."""

from __future__ import annotations

import shlex
from pathlib import Path

import pytest
from mextrain.cli.app import app
from mextrain.cli.conformance import DEFAULT_CORPUS, corpus_logs
from typer.testing import CliRunner, Result

from .node import VERIFY_BUNDLE, node_or_skip

ONE_OF_EACH = ["r255-honest-express-2", "false-claim", "unreadable", "abort-lobby-full"]
"""valid, invalid, unreadable, aborted: one log of each exit code."""


def _verifier(*args: str) -> str:
    return shlex.join([node_or_skip(), str(VERIFY_BUNDLE), *args])


def _agree(out: Result, total: int) -> None:
    output = out.output
    assert out.exit_code == 0, "\n".join(x for x in output.splitlines() if not x.startswith("ok "))
    assert f"{total} of {total} logs agree" in output


@pytest.mark.timeout(600)  # ~15 s of CPU in one Node process: a minute on a busy machine
def test_the_typescript_verifier_agrees_on_the_whole_corpus() -> None:
    out = CliRunner().invoke(app, ["conformance", "--batch", "--verifier", _verifier("--batch")])
    logs = corpus_logs(DEFAULT_CORPUS)
    assert len(logs) > 90
    _agree(out, len(logs))


def test_one_log_a_process_agrees_with_its_exit_code(tmp_path: Path) -> None:
    for name in ONE_OF_EACH:
        for suffix in (".mtlog", ".json"):
            (tmp_path / f"{name}{suffix}").write_bytes(
                (DEFAULT_CORPUS / f"{name}{suffix}").read_bytes()
            )
    out = CliRunner().invoke(
        app, ["conformance", "--verifier", _verifier(), "--corpus", str(tmp_path)]
    )
    _agree(out, len(ONE_OF_EACH))
