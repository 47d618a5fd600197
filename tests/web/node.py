"""Finding Node for the tests of the TypeScript implementation (web/).

CI installs Node (.ci/run) and sets CI=true: there a missing Node fails the test that needs it.
Elsewhere it skips, saying why.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
VERIFY_BUNDLE = ROOT / "web" / "dist" / "verify.mjs"


def node_or_skip() -> str:
    """The path of `node`; fails under CI=true when there is none, else skips."""
    node = shutil.which("node")
    if node is None:
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail("CI=true but no `node` on PATH: .ci/run installs Node for the web/ tests")
        pytest.skip("no `node` on PATH (the TypeScript verifier needs Node 20 or later)")
    return node
