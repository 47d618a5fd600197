"""A match between two homes behind NAT, through a real transit relay on the "internet".

Five network namespaces, made for this test and removed after it: ``inet`` runs the relay
(twist transitrelay) and a packet capture; two routers, each masquerading its home behind its
own internet address (nftables); two homes, whose only way out is their router. Nothing routes
to a home's addresses, so the homes cannot reach each other directly: the host in home 1 is
reached from home 2 through the relay only (a joiner in home 1 reaches it directly, trying the
address first). A person playing by lines on stdin, bots and a spectator finish the match; every
log is the same and verifies, and the capture at the relay holds no word of the join code and
no byte run of any log entry: only the pairing lines and sealed frames.
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from ..node.relay_server import RelayServer
from .procs import Node, finish_and_check, game_log, wait_until
from .sniff import frames

CODE = "4721-glacier-horizon-thistle-42"
RELAY_IP = "10.231.80.1"
WAN = {1: ("10.231.81.1", "10.231.81.2"), 2: ("10.231.82.1", "10.231.82.2")}
"""Per home: (the internet's end, the router's internet address) of the router's uplink."""
LAN = {1: ("192.168.91.1", "192.168.91.2"), 2: ("192.168.92.1", "192.168.92.2")}
"""Per home: (the router's home address, the home's address)."""
PORT = 47900
WINDOW = 32


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(list(args), capture_output=True, text=True, timeout=20)


def must(*args: str) -> None:
    done = run(*args)
    assert done.returncode == 0, f"{' '.join(args)}: {done.stderr}"


@pytest.fixture
def homes() -> Iterator[dict[str, str]]:
    """The namespaces: ``inet``, ``r1``, ``r2``, ``home1``, ``home2`` (names with a tag)."""
    for tool in ("ip", "nft"):
        if shutil.which(tool) is None:
            pytest.skip(f"needs `{tool}` (iproute2, nftables) to build two homes behind NAT")
    tag = f"mr{os.getpid() % 100000}"
    ns = {k: f"{tag}{k}" for k in ("inet", "r1", "r2", "home1", "home2")}
    made = run("ip", "netns", "add", ns["inet"])
    if made.returncode != 0:
        pytest.skip(f"`ip netns add` is not permitted here: {made.stderr.strip()}")
    try:
        for k in ("r1", "r2", "home1", "home2"):
            must("ip", "netns", "add", ns[k])
        for k in ns.values():
            must("ip", "-n", k, "link", "set", "lo", "up")
        must("ip", "-n", ns["inet"], "addr", "add", f"{RELAY_IP}/32", "dev", "lo")
        for h in (1, 2):
            router, home = ns[f"r{h}"], ns[f"home{h}"]
            wan, lan = f"{tag}w{h}", f"{tag}l{h}"
            must("ip", "link", "add", wan, "type", "veth", "peer", "name", f"{wan}x")
            must("ip", "link", "set", wan, "netns", ns["inet"])
            must("ip", "link", "set", f"{wan}x", "netns", router)
            must("ip", "link", "add", lan, "type", "veth", "peer", "name", f"{lan}x")
            must("ip", "link", "set", lan, "netns", router)
            must("ip", "link", "set", f"{lan}x", "netns", home)
            must("ip", "-n", ns["inet"], "addr", "add", f"{WAN[h][0]}/30", "dev", wan)
            must("ip", "-n", router, "addr", "add", f"{WAN[h][1]}/30", "dev", f"{wan}x")
            must("ip", "-n", router, "addr", "add", f"{LAN[h][0]}/24", "dev", lan)
            must("ip", "-n", home, "addr", "add", f"{LAN[h][1]}/24", "dev", f"{lan}x")
            must("ip", "-n", ns["inet"], "link", "set", wan, "up")
            for dev in (f"{wan}x", lan):
                must("ip", "-n", router, "link", "set", dev, "up")
            must("ip", "-n", home, "link", "set", f"{lan}x", "up")
            must("ip", "-n", router, "route", "add", "default", "via", WAN[h][0])
            must("ip", "-n", home, "route", "add", "default", "via", LAN[h][0])
            must("ip", "netns", "exec", router, "sysctl", "-qw", "net.ipv4.ip_forward=1")
            nft = ["ip", "netns", "exec", router, "nft"]
            must(*nft, "add", "table", "ip", "nat")
            must(*nft, "add chain ip nat post { type nat hook postrouting priority 100 ; }")
            must(*nft, "add", "rule", "ip", "nat", "post", "oifname", f"{wan}x", "masquerade")
        yield ns
    finally:
        for k in ns.values():
            run("ip", "netns", "del", k)
        assert not any(k in run("ip", "netns", "list").stdout for k in ns.values())


def can_connect(netns: str, host: str, port: int) -> bool:
    probe = (
        "import socket,sys\n"
        "try:\n socket.create_connection((sys.argv[1], int(sys.argv[2])), timeout=2)\n"
        "except OSError: sys.exit(1)\n"
    )
    done = subprocess.run(
        ["ip", "netns", "exec", netns, sys.executable, "-c", probe, host, str(port)],
        capture_output=True,
        timeout=20,
    )
    return done.returncode == 0


def tcp_payloads(capture: bytes, port: int) -> tuple[bytes, set[str]]:
    """Every TCP payload to or from ``port`` in the capture, and the addresses talking to it."""
    data, sources = [], set()
    for frame in frames(capture):
        if frame[12:14] != b"\x08\x00" or frame[23] != 6:
            continue
        ip = frame[14:]
        ihl = (ip[0] & 0xF) * 4
        tcp = ip[ihl:]
        sport, dport = int.from_bytes(tcp[0:2], "big"), int.from_bytes(tcp[2:4], "big")
        if port not in (sport, dport):
            continue
        if dport == port:
            sources.add(".".join(map(str, ip[12:16])))
        data.append(tcp[(tcp[12] >> 4) * 4 :])
    return b"".join(data), sources


@pytest.mark.timeout(240)
def test_two_homes_behind_nat_finish_a_match_through_the_relay(
    tmp_path: Path, homes: dict[str, str]
) -> None:
    capture, ready = tmp_path / "relay.cap", tmp_path / "sniffing"
    sniffer = subprocess.Popen(
        ["ip", "netns", "exec", homes["inet"], sys.executable, str(Path(__file__).with_name("sniff.py")), str(capture), str(ready)]
    )  # fmt: skip
    relay = RelayServer(
        tmp_path / "relay.log", interface=RELAY_IP, prefix=["ip", "netns", "exec", homes["inet"]]
    )
    nodes: list[Node] = []
    try:
        wait_until(ready.exists, 20, [])
        relay.start()
        host = Node(
            tmp_path, "host",
            ["host", "--bot", "greedy", "--seats", "4", "--bind", "0.0.0.0", "--port", str(PORT),
             "--code", CODE, "--no-advertise", "--data-dir", tmp_path / "host", "--relay", relay.address,
             "--rounds", "1"],
            netns=homes["home1"],
        )  # fmt: skip
        nodes.append(host)
        wait_until(lambda: "from other homes:" in host.output(), 60, nodes)
        assert f"mextrain join --relay {relay.address} --code {CODE}" in host.output()
        assert not can_connect(homes["home2"], LAN[1][1], PORT)  # no way from home to home
        assert can_connect(homes["home1"], LAN[1][1], PORT)

        def joiner(name: str, home: int, *extra: str, stdin: str | None = None) -> Node:
            args = ["join", *extra, "--code", CODE, "--name", name, "--relay", relay.address,
                    "--data-dir", tmp_path / name]  # fmt: skip
            node = Node(tmp_path, name, args, netns=homes[f"home{home}"], stdin=stdin)
            nodes.append(node)
            return node

        near = joiner("near", 1, f"{LAN[1][1]}:{PORT}", "--bot", "greedy")
        person = joiner("person", 2, "--plain", "--pace", "0", stdin="1\n" * 400)
        far = joiner("far", 2, "--bot", "greedy")
        watcher = joiner("watcher", 2, "--watch", "--plain")
        try:
            finish_and_check(
                nodes,
                lambda: (
                    [game_log(tmp_path / "host", "host")]
                    + [game_log(tmp_path / n.name, "join") for n in nodes[1:]]
                ),
            )
        except AssertionError as exc:  # what the relay saw explains a pairing that failed
            said = relay.log.read_text(errors="replace").splitlines()[-60:]
            raise AssertionError(f"{exc}\n--- relay log:\n" + "\n".join(said)) from None
        log = game_log(tmp_path / "host", "host").read_bytes()
    finally:
        for node in nodes:
            node.stop()
        relay.stop()
        sniffer.send_signal(signal.SIGTERM)
        sniffer.wait(10)
    for node in (person, far, watcher):
        assert f"connected through the relay at {relay.address}" in node.output()
    assert "connected through the relay" not in near.output()  # its address came first
    seen, sources = tcp_payloads(capture.read_bytes(), relay.port)
    assert sources == {WAN[1][1], WAN[2][1]}, sources  # each home seen as its router only
    assert seen.count(b"please relay ") >= 4 and b"for side mextrain_join_v1\n" in seen
    for word in CODE.split("-")[1:4]:
        assert word.encode() not in seen, word
    assert CODE.encode() not in seen
    windows = {log[i : i + WINDOW] for i in range(0, len(log) - WINDOW, WINDOW)}
    assert len(windows) > 100 and len(seen) > len(log)  # the whole match passed the relay
    assert not any(seen[i : i + WINDOW] in windows for i in range(len(seen) - WINDOW))
