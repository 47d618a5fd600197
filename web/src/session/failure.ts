/**
 * How a joiner's stream ends (client.ts): why, and what comes next; when to try again (the
 * back-off of SPEC 8.5 step 6, the relay's pauses of 8.10) and when to give up, with the words
 * that say why.
 */
import { GIVE_UP } from "./client-io.js";

/** The first pause after a lost stream (8.5 step 6), doubled after each failure up to BACKOFF_MAX. */
export const BACKOFF_FIRST = 0.2;
const BACKOFF_MAX = 2;
const UNPROVEN_PAUSE = 0.5;
const UNPAIRED_PAUSE = 0.1;

/** Why a stream ended, and what comes next. */
export type Failure =
  | { next: "lost"; why: string } // back off, then a new stream (the ticket kept if unspent)
  | { next: "unproven"; why: string } // a relay slot's answer: another slot after 0.5 s
  | { next: "unpaired"; why: string } // the relay closed us unpaired: again after 0.1 s
  | { next: "full"; why: string } // a resume that failed: the full handshake at once
  | { next: "fatal"; why: string }; // a proven refusal: the session is over

/** Thrown while frames are read: the stream ends with `failure`. */
export class StreamFailure extends Error {
  constructor(readonly failure: Failure) {
    super(failure.why);
  }
}

/** Seconds of trying before giving up: once the host was reached, `reconnectFor`. */
export function giveUpAfter(reached: boolean, relay: boolean, reconnectFor: number | undefined): number {
  return reached ? reconnectFor ?? GIVE_UP.reconnectFor : relay ? GIVE_UP.neverReachedRelay : GIVE_UP.neverReached;
}

/** The session's last words when it gives up after `seconds` of failures, the last `failure`. */
export function givingUp(reached: boolean, lastUnproven: string | null, seconds: number, failure: Failure): string {
  if (!reached && lastUnproven !== null) {
    return `no host proved it knows this join code within ${Math.round(seconds)} s; the last answer before that proof, which anyone at the relay can send, was: ${lastUnproven}. Check the code`;
  }
  return reached ? `the host has been unreachable for ${Math.round(seconds)} s: ${failure.why}`
    : `could not reach the host: ${failure.why}. Check the address and that the host is running`;
}

/** The pause before the next stream after `failure`, and the back-off from then on. */
export function pauseAfter(failure: Failure, backoff: number): { pause: number; backoff: number } {
  if (failure.next === "unproven") return { pause: UNPROVEN_PAUSE, backoff };
  if (failure.next === "unpaired") return { pause: UNPAIRED_PAUSE, backoff };
  return { pause: backoff, backoff: Math.min(backoff * 2, BACKOFF_MAX) };
}
