/**
 * What the session needs of the node behind it: entries in, messages out. The session (client.ts)
 * knows nothing of the game; a seat (a player's table) or a spectator's replica sits behind this
 * interface, with its saved log and its durable writes.
 */
import type { Identity } from "../identity/ed25519.js";

/** The host's `welcome` (8.4). */
export interface Welcome {
  /** The seat to build the table for; -1 for a spectator. */
  readonly seat: number;
  readonly gameId: Uint8Array;
  readonly hostKey: Uint8Array;
  /** How many entries the host had when it sent this. */
  readonly entries: number;
  readonly tableName: string;
}

export interface SessionSeat {
  /** `player` (a seat proof with `identity`) or `spectator` (8.4 `join`). */
  readonly role: "player" | "spectator";
  /** The name the `join` frame gives (a player's signed `join` message must carry the same). */
  readonly name: string;
  /** The identity key of a player (null for a spectator). */
  readonly identity: Identity | null;
  /**
   * The first welcome of the run: build the table for this seat and feed it the saved log.
   * Throws (a refusal that ends the session) when the saved log does not fit this host.
   */
  welcomed(welcome: Welcome): void;
  /** Entries held, and the hash of the last (32 zero bytes when none): the `sync` (8.5 step 3). */
  count(): number;
  head(): Uint8Array;
  /**
   * Work the seat does ahead of `entry(raw)` off this thread (a deck step's multiplications in
   * Web Workers): false while it is under way, and the session then holds `raw` and the frames
   * behind it until the seat is ready and the session is poked. Absent or true: apply now.
   */
  ahead?(raw: Uint8Array): boolean;
  /** Checks and applies (and saves) the host's next entry; throws if the node rejects it. */
  entry(raw: Uint8Array): void;
  /** Signed messages the node owes now, in order; taking them empties the queue. */
  outbox(): Uint8Array[];
  /** False while a write that must precede a message (a round seed, 8.5 point 8) is under way. */
  durable(): boolean;
  /** The last entry (`end`, `abort`, a blame that stops the match) has come. */
  ended(): boolean;
  /** For a door pass (8.8): the seat and game this node already holds, or null. */
  known(): { seat: number; gameId: Uint8Array } | null;
}
