import { test } from "node:test";
import assert from "node:assert/strict";
import { concatBytes } from "../src/bytes.js";
import { MAX_MESSAGE, webSocketDial } from "../src/session/websocket.js";

/** Enough of a browser's WebSocket to watch the dialer: what it sends, and its events. */
class FakeSocket {
  static readonly OPEN = 1;
  static last: FakeSocket | null = null;
  readyState = 0;
  binaryType = "blob";
  sent: Uint8Array[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: unknown }) => void) | null = null;
  onclose: ((e: { code: number; reason: string }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.last = this;
  }
  send(data: Uint8Array): void {
    this.sent.push(data);
  }
  close(): void {}
}

function dialed() {
  (globalThis as unknown as { WebSocket: unknown }).WebSocket = FakeSocket;
  const seen: string[] = [];
  const stream = webSocketDial("ws://127.0.0.1:47801/mextrain", "ws://relay:4002/")("host", {
    open: () => seen.push("open"),
    data: (b) => seen.push(`data ${b.length}`),
    closed: (how, why) => seen.push(`${how} ${why}`),
  });
  return { socket: FakeSocket.last!, stream, seen };
}

test("websocket: a write longer than 64 KiB goes as several binary messages, in order (SPEC 8.12)", () => {
  const { socket, stream } = dialed();
  assert.equal(socket.url, "ws://127.0.0.1:47801/mextrain");
  assert.equal(socket.binaryType, "arraybuffer");
  socket.readyState = FakeSocket.OPEN;
  const big = new Uint8Array(3 * MAX_MESSAGE + 5).map((_, i) => i % 251);
  stream.write(big);
  assert.deepEqual(socket.sent.map((m) => m.length), [MAX_MESSAGE, MAX_MESSAGE, MAX_MESSAGE, 5]);
  assert.deepEqual(concatBytes(...socket.sent), big);
});

test("websocket: binary payloads are the stream; a close frame is its end, 1006 a reset, a text message an error", () => {
  for (const [code, want] of [[1000, "end"], [1003, "end"], [1006, "error"]] as const) {
    const { socket, seen } = dialed();
    socket.onopen!();
    socket.onmessage!({ data: new Uint8Array([1, 2, 3]).buffer });
    socket.onclose!({ code, reason: "" });
    assert.deepEqual(seen, ["open", "data 3", `${want} closed (${code})`]);
  }
  const { socket, seen } = dialed();
  socket.onmessage!({ data: "hi" });
  socket.onclose!({ code: 1000, reason: "" });
  assert.deepEqual(seen, ["error a text message on a byte pipe"], "and nothing after it");
});
