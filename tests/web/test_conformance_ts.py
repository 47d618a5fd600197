"""The TypeScript verifier, as committed (web/dist/verify.mjs), against the conformance kit:
`mextrain conformance --verifier "node web/dist/verify.mjs"` must report no disagreement on any
log of tests/vectors/conformance (every field but reasons, and the exit code)."""

from __future__ import annotations

import shlex

import pytest
from mextrain.cli.app import app
from mextrain.cli.conformance import DEFAULT_CORPUS, corpus_logs
from typer.testing import CliRunner

from .node import VERIFY_BUNDLE, node_or_skip


@pytest.mark.timeout(
    900
)  # ~94 Node starts and ~50 s of CPU: minutes of wall time on a busy machine
def test_the_typescript_verifier_agrees_on_the_whole_corpus() -> None:
    node = node_or_skip()
    verifier = f"{shlex.quote(node)} {shlex.quote(str(VERIFY_BUNDLE))}"
    out = CliRunner().invoke(app, ["conformance", "--verifier", verifier])
    logs = corpus_logs(DEFAULT_CORPUS)
    assert len(logs) > 90
    assert out.exit_code == 0, "\n".join(
        x for x in out.output.splitlines() if not x.startswith("ok ")
    )
    assert f"{len(logs)} of {len(logs)} logs agree" in out.output
