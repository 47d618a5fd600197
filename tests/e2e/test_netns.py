"""Two hosts on one LAN, made of two network namespaces joined by a veth pair.

The namespaces, the link and its private /30 exist only for this test and are removed after
it: no traffic leaves them. A table hosted in one namespace is found by zeroconf discovery
from the other, and a bot match across the link completes.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from .procs import CODE, Node, finish_and_check, game_log, wait_until

SUBNET = "10.231.77"
"""A /30 that exists only between the two namespaces this test creates."""


def ip(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["ip", *args], capture_output=True, text=True, timeout=20)


@pytest.fixture
def two_hosts() -> Iterator[tuple[str, str]]:
    """Namespaces (A, B): A has SUBNET.1/30, B has SUBNET.2/30, on one veth link."""
    if shutil.which("ip") is None:
        pytest.skip("needs iproute2's `ip` to build network namespaces")
    tag = f"mx{os.getpid() % 100000}"
    a, b = f"{tag}a", f"{tag}b"
    made = ip("netns", "add", a)
    if made.returncode != 0:
        pytest.skip(f"`ip netns add` is not permitted here: {made.stderr.strip()}")
    try:
        steps = [
            ("netns", "add", b),
            ("link", "add", f"{tag}va", "type", "veth", "peer", "name", f"{tag}vb"),
            ("link", "set", f"{tag}va", "netns", a),
            ("link", "set", f"{tag}vb", "netns", b),
            ("-n", a, "addr", "add", f"{SUBNET}.1/30", "dev", f"{tag}va"),
            ("-n", b, "addr", "add", f"{SUBNET}.2/30", "dev", f"{tag}vb"),
            ("-n", a, "link", "set", f"{tag}va", "up"),
            ("-n", b, "link", "set", f"{tag}vb", "up"),
            ("-n", a, "link", "set", "lo", "up"),
            ("-n", b, "link", "set", "lo", "up"),
        ]
        for step in steps:
            done = ip(*step)
            assert done.returncode == 0, f"ip {' '.join(step)}: {done.stderr}"
        yield a, b
    finally:
        ip("netns", "del", a)
        ip("netns", "del", b)
        assert a not in ip("netns", "list").stdout


def test_a_table_in_one_namespace_is_found_and_played_from_the_other(
    tmp_path: Path, two_hosts: tuple[str, str]
) -> None:
    a, b = two_hosts
    host = Node(
        tmp_path,
        "host",
        [
            "host", "--bot", "greedy", "--bots", "1", "--seats", "3", "--rounds", "1",
            "--bind", f"{SUBNET}.1", "--port", "47800", "--code", CODE,
            "--table", "across the link", "--data-dir", tmp_path / "host",
        ],
        netns=a,
    )  # fmt: skip
    wait_until(lambda: "join code:" in host.output(), 60, [host])
    far = Node(
        tmp_path,
        "far",
        [
            "join",
            "--code",
            CODE,
            "--bot",
            "greedy",
            "--name",
            "far",
            "--data-dir",
            tmp_path / "far",
        ],
        netns=b,
    )
    try:
        finish_and_check(
            [host, far],
            lambda: [game_log(tmp_path / "host", "host"), game_log(tmp_path / "far", "join")],
        )
    finally:
        host.stop()
        far.stop()
    found = far.output()
    assert "looking for tables on the LAN" in found
    assert f"'across the link' at {SUBNET}.1:47800: classic rules, 3 seats" in found
    assert f"joining {SUBNET}.1:47800 as 'far'" in found
