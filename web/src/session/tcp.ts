/** The Node side of `Dial`: a TCP socket to the host (or to a relay), for tests and tools. */
import { connect } from "node:net";
import type { Dial } from "./drive.js";

export interface Address {
  readonly host: string;
  readonly port: number;
}

export function tcpDial(host: Address | null, relay: Address | null = null): Dial {
  return (via, handlers) => {
    const to = via === "host" ? host : relay;
    if (to === null) throw new Error(`no address to reach the ${via}`);
    const socket = connect({ host: to.host, port: to.port });
    socket.setNoDelay(true);
    let ended = false;
    socket.on("connect", () => handlers.open());
    socket.on("data", (chunk: Buffer) => handlers.data(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength)));
    socket.on("end", () => {
      ended = true;
      handlers.closed("end", "closed by the other end");
      socket.end();
    });
    socket.on("error", (error) => {
      if (!ended) handlers.closed("error", error.message);
      ended = true;
    });
    socket.on("close", () => {
      if (!ended) handlers.closed("error", "connection closed");
      ended = true;
    });
    return {
      write: (bytes) => void socket.write(bytes),
      close: () => {
        ended = true;
        socket.destroy();
      },
    };
  };
}

