"""An agent's process never outlives its node (issue 22): whatever it starts dies with it."""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

from mextrain.node.agent_process import AgentProcess


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    stat = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return stat[0] != "Z"


def test_what_an_agent_started_dies_with_it(tmp_path: Path) -> None:
    pidfile = tmp_path / "child.pid"
    script = (
        "import subprocess, sys; "
        f"child = subprocess.Popen(['sleep', '60']); open({str(pidfile)!r}, 'w').write(str(child.pid)); "
        "sys.stdin.read()"
    )
    agent = AgentProcess(f"{sys.executable} -c \"{script}\"")
    deadline = time.monotonic() + 10
    while not pidfile.exists() or not pidfile.read_text():
        assert time.monotonic() < deadline
        time.sleep(0.05)
    child = int(pidfile.read_text())
    assert _alive(child)
    agent.close(grace=2)
    deadline = time.monotonic() + 5
    while _alive(child) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not _alive(child)
