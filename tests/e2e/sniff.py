"""A packet capture for tests, like ``tcpdump -i any -w``: every frame seen on every interface
of the network namespace it runs in, appended to a file as ``length (4 bytes) || frame``.

    ip netns exec NS python tests/e2e/sniff.py OUT READY

It touches ``READY`` once it captures, and stops on SIGTERM.
"""

from __future__ import annotations

import signal
import socket
import sys
from pathlib import Path

ETH_P_ALL = 0x0003


def main(out: Path, ready: Path) -> None:
    sock = socket.socket(socket.AF_PACKET, socket.SOCK_RAW, socket.htons(ETH_P_ALL))
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
    with out.open("ab") as sink:
        ready.touch()
        while True:
            frame = sock.recv(65536)
            sink.write(len(frame).to_bytes(4, "big") + frame)
            sink.flush()


def frames(data: bytes) -> list[bytes]:
    """The frames of a capture file, in order."""
    found, at = [], 0
    while at + 4 <= len(data):
        n = int.from_bytes(data[at : at + 4], "big")
        found.append(data[at + 4 : at + 4 + n])
        at += 4 + n
    return found


if __name__ == "__main__":
    main(Path(sys.argv[1]), Path(sys.argv[2]))
