"""The built wheel installs into a fresh virtual environment and its ``mextrain`` command runs.

This catches packaging mistakes an editable install hides: a package left out of the mapping
``protocol/ -> mextrain.protocol``, a missing dependency, a broken entry point.

The wheel's dependencies are not installed again (seconds of CPU unpacking Textual and the
rest): the fresh environment sees, through a ``.pth`` file, this environment's copies of exactly
the distributions the wheel requires and those they require in turn, so an import of anything
the wheel does not declare still fails there.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import venv
import zipfile
from importlib.metadata import Distribution, distribution
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

ROOT = Path(__file__).resolve().parents[1]


def required_distributions(requires: list[str]) -> list[Distribution]:
    """The installed distributions that ``requires`` (Requires-Dist lines) names, and those
    they require in turn: markers evaluated here, extras followed."""
    found: dict[str, Distribution] = {}
    done: set[tuple[str, str]] = set()
    todo = [(Requirement(line), "") for line in requires]
    while todo:
        req, extra = todo.pop()
        if req.marker is not None and not req.marker.evaluate({"extra": extra}):
            continue
        name = canonicalize_name(req.name)
        dist = found.get(name) or distribution(req.name)
        assert req.specifier.contains(dist.version, prereleases=True), (req, dist.version)
        found[name] = dist
        for wanted in ("", *sorted(req.extras)):
            if (name, wanted) not in done:
                done.add((name, wanted))
                todo.extend((Requirement(line), wanted) for line in dist.requires or [])
    return list(found.values())


def link_top_levels(dists: list[Distribution], into: Path) -> None:
    """Symlinks in ``into`` to every top-level package, module and metadata folder of
    ``dists`` (read from their RECORD)."""
    into.mkdir()
    for dist in dists:
        assert dist.files is not None, f"{dist.metadata['Name']} has no RECORD"
        for top in {f.parts[0] for f in dist.files if f.parts[0] != ".."}:
            link = into / top
            if not link.exists() and top != "__pycache__":
                link.symlink_to(Path(str(dist.locate_file(top))).resolve())


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
    # No pip of its own (ensurepip costs seconds of CPU): this pip installs the wheel into it,
    # its dependencies seen through wheel-deps.pth; no bytecode compiled ahead.
    venv.EnvBuilder(with_pip=False).create(env_dir)
    bin_dir = env_dir / ("Scripts" if os.name == "nt" else "bin")
    with zipfile.ZipFile(wheels[0]) as wheel:
        meta = next(n for n in wheel.namelist() if n.endswith(".dist-info/METADATA"))
        requires = [
            line.split(":", 1)[1].strip()
            for line in wheel.read(meta).decode().splitlines()
            if line.startswith("Requires-Dist:")
        ]
    deps = tmp_path / "deps"
    link_top_levels(required_distributions(requires), deps)
    site = subprocess.run(
        [str(bin_dir / "python"), "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
        capture_output=True, text=True, check=True,
    ).stdout.strip()  # fmt: skip
    (Path(site) / "wheel-deps.pth").write_text(f"{deps}\n")
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
            "--no-deps",
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
