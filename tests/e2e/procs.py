"""Nodes as separate processes: start, watch their logs grow, kill -9, wait, verify."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

from mextrain.protocol.log.entries import read_log

CODE = "amber-fox-pine-42"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


class Node:
    """One ``mextrain`` process (optionally inside a network namespace); output to files."""

    def __init__(
        self,
        tmp: Path,
        name: str,
        args: Sequence[str | Path],
        *,
        netns: str | None = None,
        stdin: str | None = None,
    ) -> None:
        self.stdin = stdin
        self.name = name
        self.args = [str(a) for a in args]
        self.tmp = tmp
        self.netns = netns
        self.runs = 0
        self.proc: subprocess.Popen[bytes] | None = None
        self.start()

    def start(self, args: Sequence[str | Path] | None = None) -> None:
        """(Re)start with the same command, or with ``args`` (e.g. ``resume``)."""
        self.runs += 1
        command = [sys.executable, "-m", "mextrain.cli", *map(str, args or self.args)]
        if self.netns is not None:
            command = ["ip", "netns", "exec", self.netns, *command]
        out = open(self.tmp / f"{self.name}.{self.runs}.out", "wb")  # noqa: SIM115
        err = open(self.tmp / f"{self.name}.{self.runs}.err", "wb")  # noqa: SIM115
        env = {**os.environ, "COLUMNS": "120", "PYTHONUNBUFFERED": "1"}
        if self.stdin is None:
            self.proc = subprocess.Popen(
                command, stdin=subprocess.DEVNULL, stdout=out, stderr=err, env=env
            )
        else:
            self.proc = subprocess.Popen(
                command, stdin=subprocess.PIPE, stdout=out, stderr=err, env=env
            )
            assert self.proc.stdin is not None
            self.proc.stdin.write(self.stdin.encode())
            self.proc.stdin.close()
        out.close()
        err.close()

    def kill9(self) -> None:
        assert self.proc is not None
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(10)

    def wait(self, timeout: float) -> int:
        assert self.proc is not None
        try:
            return self.proc.wait(timeout)
        except subprocess.TimeoutExpired:
            self.stop()
            raise AssertionError(
                f"{self.name} did not finish in {timeout} s:\n{self.output()}"
            ) from None

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(10)

    def output(self, run: int | None = None) -> str:
        n = run or self.runs
        out = (self.tmp / f"{self.name}.{n}.out").read_text(errors="replace")
        err = (self.tmp / f"{self.name}.{n}.err").read_text(errors="replace")
        return out + err


def game_log(data_dir: Path, role: str) -> Path:
    """The one game log a node of ``role`` wrote in ``data_dir``."""
    logs = sorted((data_dir / role / "games").glob("*/log.mtlog"))
    assert len(logs) == 1, logs
    return logs[0]


def entries(data_dir: Path, role: str) -> int:
    logs = list((data_dir / role / "games").glob("*/log.mtlog"))
    return len(read_log(logs[0].read_bytes()).entries) if logs else 0


def wait_until(condition: Callable[[], bool], timeout: float, nodes: Sequence[Node]) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(
                "timed out; outputs:\n" + "\n".join(f"{n.name}:\n{n.output()}" for n in nodes)
            )
        time.sleep(0.01)


def tails(nodes: Sequence[Node], lines: int = 40) -> str:
    """The last lines of every node's output: when one node fails, what the others (the host
    above all) saw at the time is what explains it."""
    return "\n".join(
        f"--- {n.name} (last {lines} lines):\n" + "\n".join(n.output().splitlines()[-lines:])
        for n in nodes
    )


def verify(path: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "mextrain.cli", "verify", str(path)],
        capture_output=True,
        text=True,
        timeout=120,
    )


def finish_and_check(nodes: Sequence[Node], logs: Callable[[], list[Path]]) -> bytes:
    """Every node exits 0 and says where its log is; the logs are identical and verify."""
    for node in nodes:
        code = node.wait(120)
        assert code == 0, f"{node.name} exited {code}:\n{node.output()}\n" + tails(nodes)
        assert "log saved to" in node.output(), node.output()
    paths = logs()
    data = [p.read_bytes() for p in paths]
    assert all(d == data[0] for d in data), [len(d) for d in data]
    checked = verify(paths[0])  # the same bytes in every file: one verify speaks for all
    assert checked.returncode == 0, checked.stdout + checked.stderr
    assert checked.stdout.startswith("VALID"), checked.stdout
    return data[0]
