/// <reference lib="dom" />
/**
 * The browser's side of `Dial`: a WebSocket as a byte pipe. Binary messages carry exactly the
 * bytes a TCP connection would (the 4-byte length-prefixed frames of SPEC 8.1, and the relay's
 * line); where one message ends means nothing, so bytes go straight to the client's reader.
 */
import type { Dial } from "./drive.js";

/** A message's payload is at most 64 KiB (SPEC 8.12): longer writes are split. */
export const MAX_MESSAGE = 65_536;

/** `hostUrl`: the host's WebSocket (ws://ADDR:PORT/…); `relayUrl`: the relay's, if any. */
export function webSocketDial(hostUrl: string | null, relayUrl: string | null = null): Dial {
  return (via, handlers) => {
    const url = via === "host" ? hostUrl : relayUrl;
    if (url === null) throw new Error(`no address to reach the ${via}`);
    const socket = new WebSocket(url);
    socket.binaryType = "arraybuffer";
    let done = false;
    socket.onopen = () => handlers.open();
    socket.onmessage = (event: MessageEvent) => {
      if (event.data instanceof ArrayBuffer) handlers.data(new Uint8Array(event.data));
      else {
        done = true;
        socket.close();
        handlers.closed("error", "a text message on a byte pipe");
      }
    };
    socket.onclose = (event: CloseEvent) => {
      if (done) return;
      done = true;
      // a close frame, whatever its code, ends the stream as a FIN does; 1006 (no close frame) is a reset
      handlers.closed(event.code === 1006 ? "error" : "end", event.reason || `closed (${event.code})`);
    };
    return {
      write: (bytes) => {
        if (socket.readyState !== WebSocket.OPEN) return;
        for (let at = 0; at < bytes.length; at += MAX_MESSAGE) socket.send(bytes.slice(at, at + MAX_MESSAGE));
      },
      close: () => {
        done = true;
        socket.close();
      },
    };
  };
}
