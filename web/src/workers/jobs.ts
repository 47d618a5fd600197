/** The messages between the page and its deck workers (pool.ts, deck-worker.ts), and a job's work. */
import sodium from "libsodium-wrappers-sumo";
import type { GroupName } from "../deck/group.js";

export const POINT_BYTES = 32;

/** Multiply pair i: 32-byte scalar `scalars[32i..]` times the point `points[32i..]`. */
export interface Job {
  readonly id: number;
  readonly group: GroupName;
  readonly scalars: Uint8Array;
  readonly points: Uint8Array;
}

/** `products[32i..]` is pair i's product when `ok[i]` is 1 (0: libsodium refused the point). */
export interface Reply {
  readonly id: number;
  readonly products: Uint8Array;
  readonly ok: Uint8Array;
}

/**
 * A job's products, with libsodium.js loaded: the same calls the main thread makes
 * (deck/group.ts), so a product is byte for byte what it would have computed, and exists only
 * if libsodium accepted the point (an invalid one: no product; the main thread multiplies it
 * again and names the card).
 */
export function runJob(job: Job): Reply {
  const count = job.points.length / POINT_BYTES;
  const products = new Uint8Array(job.points.length);
  const ok = new Uint8Array(count);
  const mult = job.group === "ristretto255" ? sodium.crypto_scalarmult_ristretto255 : sodium.crypto_scalarmult_ed25519_noclamp;
  for (let i = 0; i < count; i++) {
    const at = i * POINT_BYTES;
    try {
      products.set(mult(job.scalars.subarray(at, at + POINT_BYTES), job.points.subarray(at, at + POINT_BYTES)), at);
      ok[i] = 1;
    } catch {
      // refused: no product
    }
  }
  return { id: job.id, products, ok };
}

/**
 * Multiplications on public values, made before a worker says it is ready. The browser
 * compiles WebAssembly in tiers: a fresh worker's first multiplications run on its baseline
 * code, about twice as slow as once the optimized code is in (headless Chromium, a fresh
 * worker's first 45 cards: 14-18 ms, then 6-8 ms; after this warm-up, 6-7 ms from the first),
 * so without it the first round's steps pay for the compilation. A deck's worth, made while
 * the page joins.
 */
export const WARM_UP = 91;

export function warmUp(count = WARM_UP): void {
  const scalar = new Uint8Array(POINT_BYTES).fill(7); // below L: the top byte is 7
  let point = sodium.crypto_scalarmult_ristretto255_base(scalar);
  for (let i = 0; i < count; i++) point = sodium.crypto_scalarmult_ristretto255(scalar, point);
}
