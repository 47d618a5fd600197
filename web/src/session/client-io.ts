/**
 * What the joiner's session (client.ts) and its caller exchange: the configuration and the
 * randomness it is given, the actions it asks for and the events it tells, and the waits of
 * SPEC 8.5, 8.10 and 8.11 it keeps, in seconds.
 */
import type { Value } from "../codec/canonical.js";
import type { Ticket } from "../transport/resume.js";
import type { Welcome } from "./seat.js";

export const TRANSPORT = 2;
/** Seconds (8.5, 8.10, 8.11). */
export const WAIT = { connect: 5, direct: 2, handshake: 10, relayAnswer: 5, relayFrame: 5, idle: 20 };
export const GIVE_UP = { neverReached: 8, neverReachedRelay: 30, reconnectFor: 300 };

export interface ClientConfig {
  /** The join code as typed (normalized here). */
  readonly code: string;
  /** The host's address is known: streams go to it (`open` with via "host"). */
  readonly direct: boolean;
  /** A relay is known: streams go there when the host is not reached directly (8.10). */
  readonly relay: boolean;
  /** Seconds to keep reconnecting once the host has been reached (8.5 step 6). */
  readonly reconnectFor?: number;
  /** A saved session says this host welcomed us before: lost means wait, not give up. */
  readonly reachedBefore?: boolean;
  /** A ticket kept from an earlier run (a page's IndexedDB, beside its identity key: 8.11). */
  readonly ticket?: Ticket | null;
  /** Told each ticket to keep (null: none) as it changes; a ticket about to be shown is
   * dropped here before its connection is even opened, so a store never shows one twice. */
  readonly keepTicket?: (ticket: Ticket | null) => void;
}

/** Randomness, given by the caller (a CSPRNG; a test's fixed values). */
export interface Randomness {
  bytes(n: number): Uint8Array;
  /** A SPAKE2 secret, uniform in [1, L). */
  scalar(): bigint;
}

export type Via = "host" | "relay";
export type Action = { type: "open"; via: Via } | { type: "write"; bytes: Uint8Array } | { type: "close" };

export type ClientEvent =
  | { type: "welcome"; welcome: Welcome; resumed: boolean }
  | { type: "live" }
  | { type: "entry"; count: number }
  | { type: "status"; status: Value }
  | { type: "said"; name: string; line: string }
  | { type: "refused"; reason: string }
  | { type: "note"; text: string }
  | { type: "ended"; ok: boolean; reason: string };
