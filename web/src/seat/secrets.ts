/**
 * Where a seat's secrets come from: its identity seed and one fresh 32-byte seed per round
 * (SPEC 4.2). In play they are drawn from the platform's cryptographic generator; for a test
 * or a benchmark that must be replayable, from a label through SHA-512 in counter mode.
 */
import { sha512 } from "@noble/hashes/sha2.js";
import { toHex, utf8 } from "../bytes.js";
import type { RoundSeeds } from "../table/table.js";

/** `n` bytes from the platform's cryptographic generator (Node and browsers alike). */
export function randomBytes(n: number): Uint8Array {
  const out = new Uint8Array(n);
  globalThis.crypto.getRandomValues(out);
  return out;
}

/** `n` bytes determined by `seed` and `label` (a test's, never a real seat's). */
export function seededBytes(seed: string, label: string, n: number): Uint8Array {
  const out = new Uint8Array(n);
  for (let counter = 0, filled = 0; filled < n; counter++) {
    const block = sha512(utf8(`mextrain-seat:${seed}:${label}:${counter}`));
    out.set(block.subarray(0, Math.min(block.length, n - filled)), filled);
    filled += block.length;
  }
  return out;
}

/** A fresh round seed each time it is asked (the table asks once per round). */
export const randomRoundSeeds: RoundSeeds = () => randomBytes(32);

/** Round seeds determined by `seed`, the game and the round. */
export function seededRoundSeeds(seed: string): RoundSeeds {
  return (gameId, round) => seededBytes(seed, `round-${toHex(gameId)}-${round}`, 32);
}
