// A logging byte pipe for the browser tests: a loopback TCP port that forwards every connection
// to `target` unchanged and, for what the client sends, reads the WebSocket frames (RFC 6455)
// after the HTTP upgrade, unmasks them and keeps each connection's stream of binary payloads:
// the bytes SPEC 8.12 says a WebSocket carries, exactly what the server at `target` reads.

import { connect, createServer } from "node:net";

/** A tap before `target` (a loopback port): `{ port, streams(), close() }`. */
export async function wsTap(target) {
  const taps = [];
  const server = createServer((client) => {
    const tap = { head: null, buffered: Buffer.alloc(0), chunks: [], unmasked: 0, broken: null };
    taps.push(tap);
    const upstream = connect(target, "127.0.0.1");
    client.on("data", (chunk) => {
      upstream.write(chunk);
      try {
        read(tap, chunk);
      } catch (error) {
        tap.broken ??= error.message;
      }
    });
    upstream.on("data", (chunk) => client.write(chunk));
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on("close", end);
    upstream.on("close", end);
    client.on("error", end);
    upstream.on("error", end);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: server.address().port,
    /** One per connection: its request head and the stream its binary messages carried. */
    streams: () => taps.map((t) => ({ head: t.head, stream: Buffer.concat(t.chunks), unmasked: t.unmasked, broken: t.broken })),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

function read(tap, chunk) {
  tap.buffered = Buffer.concat([tap.buffered, chunk]);
  if (tap.head === null) {
    const at = tap.buffered.indexOf("\r\n\r\n");
    if (at < 0) return;
    tap.head = tap.buffered.subarray(0, at).toString("latin1");
    tap.buffered = tap.buffered.subarray(at + 4);
  }
  for (;;) {
    const b = tap.buffered;
    if (b.length < 2) return;
    const opcode = b[0] & 0x0f;
    if ((b[1] & 0x80) === 0) throw new Error("a client frame not masked");
    let length = b[1] & 0x7f;
    let at = 2;
    if (length === 126) {
      if (b.length < 4) return;
      length = b.readUInt16BE(2);
      at = 4;
    } else if (length === 127) {
      if (b.length < 10) return;
      length = Number(b.readBigUInt64BE(2));
      at = 10;
    }
    if (b.length < at + 4 + length) return;
    const mask = b.subarray(at, at + 4);
    const payload = Buffer.from(b.subarray(at + 4, at + 4 + length));
    for (let i = 0; i < payload.length; i++) payload[i] ^= mask[i % 4];
    if (opcode === 2 || opcode === 0) tap.chunks.push(payload); // binary and its continuations
    else if (opcode === 1) throw new Error("a text message");
    tap.unmasked += 1;
    tap.buffered = b.subarray(at + 4 + length);
  }
}
