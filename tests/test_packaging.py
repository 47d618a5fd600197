"""The built wheel installs into a fresh virtual environment and its ``mextrain`` command runs.

This catches packaging mistakes an editable install hides: a package left out of the mapping
``protocol/ -> mextrain.protocol``, a missing dependency, a broken entry point.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import venv
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.timeout(600)
def test_wheel_installs_and_runs_in_a_fresh_venv(tmp_path: Path) -> None:
    dist = tmp_path / "dist"
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--no-deps",
            "--no-build-isolation",
            "-q",
            "-w",
            str(dist),
            str(ROOT),
        ],
        check=True,
        cwd=tmp_path,
        timeout=300,
    )
    wheels = list(dist.glob("mextrain-*.whl"))
    assert len(wheels) == 1
    env_dir = tmp_path / "venv"
    # No pip of its own (ensurepip costs seconds of CPU): this pip installs into it, with the
    # wheel's dependencies as any user's pip resolves them; no bytecode compiled ahead.
    venv.EnvBuilder(with_pip=False).create(env_dir)
    bin_dir = env_dir / ("Scripts" if os.name == "nt" else "bin")
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "--python",
            str(bin_dir / "python"),
            "install",
            "-q",
            "--no-compile",
            "--disable-pip-version-check",
            str(wheels[0]),
        ],
        check=True,
        timeout=500,
    )
    clean_env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    help_out = subprocess.run(
        [str(bin_dir / "mextrain"), "--help"],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env=clean_env,
    )
    assert help_out.returncode == 0, help_out.stderr
    for command in ("rules", "simulate", "play"):
        assert command in help_out.stdout
    sim = subprocess.run(
        [str(bin_dir / "mextrain"), "simulate", "--rounds", "1", "--json"],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env=clean_env,
    )
    assert sim.returncode == 0, sim.stderr
    assert len(json.loads(sim.stdout)["rounds"]) == 1
    where = subprocess.run(
        [
            str(bin_dir / "python"),
            "-c",
            "import mextrain.protocol, mextrain.node, mextrain.cli; print(mextrain.protocol.__file__)",
        ],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env=clean_env,
    )
    assert where.returncode == 0, where.stderr
    assert str(env_dir) in where.stdout, "imported from the source tree, not the wheel"
