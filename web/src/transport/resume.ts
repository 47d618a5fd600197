/** Resumption tickets and tags (SPEC 8.11): T and R from a connection's Ke, the host's tag and the resumed Ke'. */
import { hmac } from "@noble/hashes/hmac.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { concatBytes, utf8 } from "../bytes.js";
import { label } from "./channel.js";

export interface Ticket {
  /** T, the ticket id (16 bytes), sent in `resume`. */
  readonly id: Uint8Array;
  /** R, the ticket key (32 bytes), never sent. */
  readonly key: Uint8Array;
}

export function ticket(ke: Uint8Array): Ticket {
  return { id: label(ke, "resume-id").slice(0, 16), key: label(ke, "resume") };
}

function keyed(t: Ticket, name: string, nA: Uint8Array, nB: Uint8Array): Uint8Array {
  return hmac(sha256, t.key, concatBytes(utf8(`mextrain/v2/transport/${name}`), t.id, nA, nB));
}

/** The host's proof that it holds R: HMAC(R, "…/resume-host" ‖ T ‖ nA ‖ nB). */
export function resumeTag(t: Ticket, nA: Uint8Array, nB: Uint8Array): Uint8Array {
  return keyed(t, "resume-host", nA, nB);
}

/** Ke' of the resumed connection, which takes Ke's place in 8.3. */
export function resumedKe(t: Ticket, nA: Uint8Array, nB: Uint8Array): Uint8Array {
  return keyed(t, "resume-keys", nA, nB);
}
