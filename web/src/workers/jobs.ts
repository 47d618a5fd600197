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
