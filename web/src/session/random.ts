/** The client's randomness from Web Crypto (a CSPRNG in Node 20 and every browser). */
import { L, intLE } from "../identity/ed25519.js";
import type { Randomness } from "./client.js";

export function randomBytes(n: number): Uint8Array {
  const out = new Uint8Array(n);
  globalThis.crypto.getRandomValues(out);
  return out;
}

export const webRandom: Randomness = {
  bytes: randomBytes,
  /** Uniform in [1, L): 64 random bytes reduced (bias below 2^-250). */
  scalar: () => (intLE(randomBytes(64)) % (L - 1n)) + 1n,
};
