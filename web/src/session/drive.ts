/**
 * The thin I/O around the sans-I/O client: it opens the streams the client asks for (a
 * WebSocket in a browser, a TCP socket in Node: see `Dial`), hands it their bytes and the time,
 * writes what it says, and wakes it when its next deadline comes. Events go to `onEvent`.
 */
import type { Action, Client, ClientEvent, Via } from "./client.js";

/** One byte stream (a connection): bytes in either direction, boundaries meaningless. */
export interface ByteStream {
  write(bytes: Uint8Array): void;
  close(): void;
}

export interface StreamHandlers {
  open(): void;
  data(bytes: Uint8Array): void;
  /** `end`: closed cleanly by the other side; `error`: reset, refused, failed. */
  closed(how: "end" | "error", why: string): void;
}

/** Opens a stream to the host (`via` "host") or to the relay; calls the handlers as it goes. */
export type Dial = (via: Via, handlers: StreamHandlers) => ByteStream;

export interface Driving {
  /** Resolves with the session's last event (`ended`). */
  readonly done: Promise<ClientEvent & { type: "ended" }>;
  /** Run a call on the client (chat, poke, stop) and carry out what it asks. */
  act(fn: (client: Client) => void): void;
}

export function drive(client: Client, dial: Dial, onEvent: (event: ClientEvent) => void, clock: () => number = () => performance.now() / 1000): Driving {
  let stream: ByteStream | null = null;
  let generation = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let finish!: (e: ClientEvent & { type: "ended" }) => void;
  const done = new Promise<ClientEvent & { type: "ended" }>((resolve) => (finish = resolve));

  function carry(actions: Action[]): void {
    for (const action of actions) {
      if (action.type === "write") stream?.write(action.bytes);
      else if (action.type === "close") {
        stream?.close();
        stream = null;
        generation += 1;
      } else {
        stream?.close();
        const mine = ++generation;
        const handlers: StreamHandlers = {
          open: () => mine === generation && step((c) => c.opened(clock())),
          data: (bytes) => mine === generation && step((c) => c.received(bytes, clock())),
          closed: (how, why) => {
            if (mine !== generation) return;
            stream = null;
            step((c) => c.closed(how, why, clock()));
          },
        };
        stream = dial(action.via, handlers);
      }
    }
  }

  function step(fn: (c: Client) => void): void {
    fn(client);
    // actions first: a stream opened here must exist before its events come
    for (;;) {
      const actions = client.takeActions();
      if (actions.length === 0) break;
      carry(actions);
    }
    for (const event of client.takeEvents()) {
      onEvent(event);
      if (event.type === "ended") finish(event);
    }
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const wake = client.nextWake();
    if (wake !== null && !client.over) timer = setTimeout(() => step((c) => c.tick(clock())), Math.max(0, (wake - clock()) * 1000) + 5);
  }

  step((c) => c.start(clock()));
  return { done, act: (fn) => step(fn) };
}
