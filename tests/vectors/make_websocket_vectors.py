"""Regenerate the WebSocket test vectors of SPEC.md 8.12 (run by hand; tests only read them).

    python tests/vectors/make_websocket_vectors.py

Written from SPEC.md 8.12 and RFC 6455 with hashlib, base64 and struct only: it imports nothing
of ``mextrain.node`` (nor the ``websockets`` library the node uses), so the test that checks the
node against these bytes compares two implementations. The messages carry handshake.json's
frames (8.9) byte for byte, and relay.json's joiner line (8.10): a WebSocket is only a pipe for
the bytes a TCP connection would carry.
"""

from __future__ import annotations

import base64
import hashlib
import json
import struct
from pathlib import Path

HERE = Path(__file__).parent
GUID = b"258EAFA5-E914-47DA-95CA-C5AB0DC85B11"
"""RFC 6455 1.3: appended to the client's key before hashing it into the server's accept."""
KEY = "dGhlIHNhbXBsZSBub25jZQ=="
"""RFC 6455's own example key (the 16 bytes of "the sample nonce")."""
BINARY, TEXT, CLOSE = 0x2, 0x1, 0x8
MESSAGE_CAP = 65536


def accept(key: str) -> str:
    return base64.b64encode(hashlib.sha1(key.encode("ascii") + GUID).digest()).decode("ascii")


def frame(opcode: int, payload: bytes, mask: bytes | None = None) -> bytes:
    """One final WebSocket frame (RFC 6455 5.2): masked when sent by a client."""
    head = bytes([0x80 | opcode])
    flag = 0x80 if mask is not None else 0
    n = len(payload)
    if n < 126:
        head += bytes([flag | n])
    elif n < 1 << 16:
        head += bytes([flag | 126]) + struct.pack(">H", n)
    else:
        head += bytes([flag | 127]) + struct.pack(">Q", n)
    if mask is None:
        return head + payload
    return head + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload))


def message(side: str, payload: bytes, mask: bytes | None = None) -> dict[str, str]:
    out = {"from": side, "payload": payload.hex(), "bytes": frame(BINARY, payload, mask).hex()}
    if mask is not None:
        out["mask"] = mask.hex()
    return out


def build() -> dict[str, object]:
    wire = [
        bytes.fromhex(f["bytes"])
        for f in json.loads((HERE / "handshake.json").read_text())["frames"]
    ]
    relay = json.loads((HERE / "relay.json").read_text())
    hello, pake, confirm_a, confirm_b, join, welcome = wire
    request = (
        "GET /mextrain HTTP/1.1\r\n"
        "Host: 127.0.0.1:47801\r\n"
        "Upgrade: websocket\r\n"
        "Connection: Upgrade\r\n"
        f"Sec-WebSocket-Key: {KEY}\r\n"
        "Sec-WebSocket-Version: 13\r\n"
        "\r\n"
    )
    messages = [
        message("joiner", hello, bytes.fromhex("37fa213d")),
        message("host", pake),
        # one frame over two messages: the first holds 3 bytes of its length prefix
        message("joiner", confirm_a[:3], bytes.fromhex("01020304")),
        message("joiner", confirm_a[3:], bytes.fromhex("a1b2c3d4")),
        message("host", confirm_b),
        message("joiner", join, bytes.fromhex("0badf00d")),
        message("host", welcome),
    ]
    text = b"hi"
    text_mask = bytes.fromhex("11223344")
    reason = "binary messages only"
    too_big_mask = bytes.fromhex("55667788")
    return {
        "path": "/mextrain",
        "request": request,
        "key": KEY,
        "accept": accept(KEY),
        "message_cap": MESSAGE_CAP,
        "messages": messages,
        "relay_line": message(
            "joiner", relay["joiner_line"].encode("ascii"), bytes.fromhex("c0ffee00")
        ),
        "relay_ok": message("relay", b"ok\n"),
        "text": {
            "bytes": frame(TEXT, text, text_mask).hex(),
            "close": frame(CLOSE, struct.pack(">H", 1003) + reason.encode()).hex(),
            "code": 1003,
            "reason": reason,
        },
        "too_big": {
            "header": frame(BINARY, bytes(MESSAGE_CAP + 1), too_big_mask)[:14].hex(),
            "length": MESSAGE_CAP + 1,
            "code": 1009,
        },
    }


if __name__ == "__main__":
    (HERE / "websocket.json").write_text(json.dumps(build(), indent=1) + "\n")
