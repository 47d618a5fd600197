/// <reference lib="dom" />
/**
 * The page's deck workers (pool.ts): one a core, up to four, each running deck-worker.js from
 * beside the page. A page opened from disk cannot start workers (its origin is opaque), nor can
 * a machine of one core gain from them: null or a pool that is never usable, and the seat's
 * steps run on the main thread.
 */
import { WorkerPool, type WorkerLike } from "./pool.js";

export const WORKER_FILE = "deck-worker.js";

export function startDeckWorkers(): WorkerPool | null {
  const cores = typeof navigator === "undefined" ? 1 : navigator.hardwareConcurrency || 1;
  if (typeof Worker === "undefined" || cores < 2) return null;
  const url = new URL(WORKER_FILE, document.baseURI).href;
  return new WorkerPool(() => new Worker(url, { name: "mextrain deck" }) as unknown as WorkerLike, Math.min(cores, 4));
}
