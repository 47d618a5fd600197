/**
 * A page's deck steps over Web Workers. A shuffle or lock step is 91 multiplications that
 * depend on nothing but their own card, so the page hands them to a few workers (one a core)
 * while its main thread waits, and applies the step's entry once the products are in
 * (session/seats.ts, `group.usingProducts`). The host and the other seats are idle during the
 * step, so the page has every core of its machine.
 *
 * When workers cannot run (a page opened from disk, a browser without them, a worker that fails
 * or does not answer within `TIMEOUT_MS`), `multiply` gives null or fails and the seat makes the
 * step on its main thread, as before: the same bytes either way.
 */
import { productKey, type GroupName } from "../deck/group.js";
import { scalarBytes } from "../deck/scalar.js";
import { type Job, type Reply, POINT_BYTES } from "./jobs.js";

/** A worker as the pool uses it (a DOM Worker; a stand-in in tests). */
export interface WorkerLike {
  onmessage: ((event: { data: Reply | "ready" }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  postMessage(job: Job, transfer: ArrayBuffer[]): void;
  terminate(): void;
}

/** Longer than any step's share takes on a phone; past it the main thread does the work. */
export const TIMEOUT_MS = 3000;

type Waiting = { resolve: (reply: Reply) => void; reject: (error: Error) => void };

export class WorkerPool {
  private readonly workers: WorkerLike[];
  private readonly ready = new Set<WorkerLike>();
  private readonly waiting = new Map<number, Waiting>();
  private nextId = 0;
  private broken: string | null = null;

  /** `spawn` makes one worker; a throw (no workers here) leaves a pool that never multiplies. */
  constructor(spawn: () => WorkerLike, count: number, private readonly timeoutMs = TIMEOUT_MS) {
    this.workers = [];
    try {
      for (let i = 0; i < count; i++) this.workers.push(spawn());
    } catch (error) {
      this.stop(`no workers: ${(error as Error).message}`);
      return;
    }
    for (const w of this.workers) {
      w.onmessage = (event) => {
        const data = event.data;
        if (data === "ready") this.ready.add(w);
        else {
          const wait = this.waiting.get(data.id);
          this.waiting.delete(data.id);
          wait?.resolve(data);
        }
      };
      w.onerror = () => this.stop("a worker failed");
    }
  }

  /** Every worker has loaded libsodium.js and none has failed. */
  get usable(): boolean {
    return this.broken === null && this.workers.length > 0 && this.ready.size === this.workers.length;
  }

  /** Why the pool is not used any more, if it is not. */
  get failure(): string | null {
    return this.broken;
  }

  get size(): number {
    return this.workers.length;
  }

  /**
   * `s·p` for each pair, by `productKey`, split evenly over the workers; a pair whose point
   * libsodium refuses has no product. Null when the pool is not usable; rejects (and stops the
   * pool) when a worker fails or does not answer in time.
   */
  multiply(group: GroupName, pairs: readonly [bigint, Uint8Array][]): Promise<Map<string, Uint8Array>> | null {
    if (!this.usable) return null;
    const share = Math.ceil(pairs.length / this.workers.length);
    const shares = this.workers.map((_, k) => pairs.slice(k * share, (k + 1) * share));
    const parts = this.workers.map((w, k) => this.send(w, group, shares[k]!));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no products within ${this.timeoutMs} ms`)), this.timeoutMs);
    });
    return Promise.race([Promise.all(parts), late]).then(
      (replies) => {
        clearTimeout(timer);
        const out = new Map<string, Uint8Array>();
        replies.forEach((reply, k) => {
          shares[k]!.forEach(([s, p], i) => {
            if (reply.ok[i] === 1) out.set(productKey(s, p), reply.products.slice(i * POINT_BYTES, (i + 1) * POINT_BYTES));
          });
        });
        return out;
      },
      (error: Error) => {
        clearTimeout(timer);
        this.stop(error.message);
        throw error;
      },
    );
  }

  /** Ends the workers; the pool multiplies nothing more (and what waits is refused). */
  stop(why: string): void {
    this.broken ??= why;
    for (const w of this.workers) w.terminate();
    for (const wait of this.waiting.values()) wait.reject(new Error(why));
    this.waiting.clear();
  }

  private send(worker: WorkerLike, group: GroupName, pairs: readonly [bigint, Uint8Array][]): Promise<Reply> {
    const id = this.nextId++;
    const scalars = new Uint8Array(pairs.length * POINT_BYTES);
    const points = new Uint8Array(pairs.length * POINT_BYTES);
    pairs.forEach(([s, p], i) => {
      scalars.set(scalarBytes(s), i * POINT_BYTES);
      points.set(p, i * POINT_BYTES);
    });
    return new Promise<Reply>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      worker.postMessage({ id, group, scalars, points }, [scalars.buffer, points.buffer]);
    });
  }
}
