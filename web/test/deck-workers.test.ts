/**
 * A deck step's multiplications made ahead in workers (src/workers/, session/seats.ts): the
 * seat sends the same bytes as when it multiplies on its own thread, every check it makes
 * still runs, and a pool that fails or hangs costs nothing but the time it takes to notice.
 * The workers here are stand-ins that run the real worker's job function (jobs.ts) in Node.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { bytesEqual } from "../src/bytes.js";
import { LogCheckError } from "../src/log/chain.js";
import { decodeEntry } from "../src/log/entry.js";
import { decodeMessage } from "../src/messages/message.js";
import { RISTRETTO255, productKey } from "../src/deck/group.js";
import { tilePoint } from "../src/deck/keys.js";
import { PointError } from "../src/deck/scalar.js";
import { Identity } from "../src/identity/ed25519.js";
import type { Value } from "../src/codec/canonical.js";
import { preset, makeRuleset, rulesetToMap } from "../src/rules/ruleset.js";
import { heavyBot } from "../src/seat/bot.js";
import { seededBytes } from "../src/seat/secrets.js";
import { PlayerSeat } from "../src/session/seats.js";
import { MemoryKeyValue, SeatStorage } from "../src/session/storage.js";
import { Sequencer } from "../src/table/sequencer.js";
import { RISTRETTO255_OPTION, Table } from "../src/table/table.js";
import { runJob, type Job, type Reply } from "../src/workers/jobs.js";
import { WorkerPool, type WorkerLike } from "../src/workers/pool.js";

const RULES = makeRuleset({ max_pip: 6, hand_sizes: [[4, 5]], max_players: 4, rounds: 2 }, preset("classic"));

/** A worker in this thread: says ready, then answers each job a task later (or never, `silent`). */
class StandIn implements WorkerLike {
  onmessage: ((event: { data: Reply | "ready" }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  jobs = 0;
  stopped = false;
  constructor(private readonly silent = false) {
    setTimeout(() => this.onmessage?.({ data: "ready" }));
  }
  postMessage(job: Job): void {
    this.jobs += 1;
    if (!this.silent) setTimeout(() => this.onmessage?.({ data: runJob(job) }));
  }
  terminate(): void {
    this.stopped = true;
  }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

async function readyPool(spawn: () => WorkerLike, count = 2, timeoutMs?: number): Promise<WorkerPool> {
  const pool = new WorkerPool(spawn, count, timeoutMs);
  while (!pool.usable) await tick();
  return pool;
}

const SEED = "workers";
const GAME_ID = seededBytes(SEED, "game", 16);
const HOST_IDENTITY = new Identity(seededBytes(SEED, "host", 32));

/** Seat `s` of the match below, welcomed (the same keys and seeds every time it is made). */
async function makeSeat(s: number, pool: WorkerPool | null): Promise<PlayerSeat> {
  let n = 0;
  const random = (size: number) => seededBytes(SEED, `seat-${s}-${n++}`, size);
  const storage = await SeatStorage.open(new MemoryKeyValue(), `seat-${s}`, random);
  const bot = heavyBot(s + 1);
  const seat = new PlayerSeat(storage, `ts ${s}`, random, (actions) => bot(actions));
  seat.pool = pool;
  seat.welcomed({ seat: s, gameId: GAME_ID, hostKey: HOST_IDENTITY.publicKey, entries: 0, tableName: "t" });
  return seat;
}

/** A 3-seat match of PlayerSeats (bots) in memory; `pools[s]`: seat s's pool, or none. */
async function playMatch(pools: (WorkerPool | null)[]): Promise<{ entries: Uint8Array[]; seats: PlayerSeat[] }> {
  const gameId = GAME_ID;
  const hostIdentity = HOST_IDENTITY;
  const seats: PlayerSeat[] = [];
  for (let s = 0; s < pools.length; s++) seats.push(await makeSeat(s, pools[s]!));
  const host = new Table({ identity: hostIdentity, host: true, name: "host" });
  const sequencer = new Sequencer(host);
  const open = host.openTable({ gameId, rules: RULES, rulesMap: rulesetToMap(RULES) as Value, seats: seats.length, tableName: "t", created: 0, options: [RISTRETTO255_OPTION] });
  const queue: Uint8Array[] = [open];
  const entries: Uint8Array[] = [];
  while (queue.length > 0 && !host.ended) {
    const entry = sequencer.sequence(queue.shift()!);
    entries.push(entry);
    const owed: Uint8Array[][] = [];
    for (const seat of seats) {
      if (!seat.ahead(entry)) {
        await new Promise<void>((resolve) => (seat.onReady = resolve));
        assert.equal(seat.ahead(entry), true, "ready once its products are in");
      }
      seat.entry(entry);
      owed.push(seat.outbox());
    }
    queue.push(...host.outbox());
    for (const messages of owed) queue.push(...messages);
  }
  assert.equal(host.stage, "ended");
  return { entries, seats };
}

let plainMatch: ReturnType<typeof playMatch> | null = null;
/** The match with every step made on the seats' own thread (played once). */
const plainLog = () => (plainMatch ??= playMatch([null, null, null]));

/** Counts the products the seats take. */
class Counted extends Map<string, Uint8Array> {
  static taken = 0;
  override get(key: string): Uint8Array | undefined {
    const found = super.get(key);
    if (found !== undefined) Counted.taken += 1;
    return found;
  }
}

test("deck workers: seats whose steps are made ahead in a pool write the very log of seats that make them alone", async () => {
  const plain = await plainLog();
  const workers: StandIn[] = [];
  const pool = await readyPool(() => {
    const w = new StandIn();
    workers.push(w);
    return w;
  });
  const multiply = pool.multiply.bind(pool);
  pool.multiply = (group, pairs) => multiply(group, pairs)?.then((found) => new Counted(found)) ?? null;
  const ahead = await playMatch([pool, null, pool]);
  assert.equal(Counted.taken, 8 * 28, "every multiplication of 8 steps over 28 cards taken from the pool");
  assert.equal(ahead.entries.length, plain.entries.length);
  ahead.entries.forEach((e, i) => assert.ok(bytesEqual(e, plain.entries[i]!), `entry ${i} differs`));
  // seat 0: its shuffle after the last commit and its lock; seat 2: both after seat 1's; 2 rounds
  assert.deepEqual(ahead.seats.map((s) => s.stepsAhead), [4, 0, 4]);
  assert.deepEqual(workers.map((w) => w.jobs), [8, 8]);
});

test("deck workers: a product is taken only for its exact scalar and point, and never for a point SPEC refuses", () => {
  const p = tilePoint({ low: 1, high: 2 }, RISTRETTO255);
  const fake = new Uint8Array(32).fill(9);
  const identity = new Uint8Array(32);
  const products = new Map([
    [productKey(5n, p), fake],
    [productKey(5n, identity), fake],
  ]);
  RISTRETTO255.usingProducts(products, () => {
    assert.ok(bytesEqual(RISTRETTO255.mult(5n, p), fake)); // taken (a wrong one shows it is)
    assert.ok(bytesEqual(RISTRETTO255.mult(6n, p), RISTRETTO255.mult(3n, RISTRETTO255.mult(2n, p)))); // computed
    assert.throws(() => RISTRETTO255.mult(5n, identity), PointError); // refused before any lookup
  });
  assert.ok(!bytesEqual(RISTRETTO255.mult(5n, p), fake)); // only inside usingProducts
});

test("deck workers: a point with a product counts as checked, once, inside usingProducts only; SPEC's own refusals still apply", async () => {
  const pool = await readyPool(() => new StandIn());
  const good = tilePoint({ low: 3, high: 4 }, RISTRETTO255);
  const bad = new Uint8Array(32).fill(0xff).map((b, i) => (i === 31 ? 0x7f : b)); // not canonical
  const products = await pool.multiply("ristretto255", [[7n, good], [7n, bad]])!;
  RISTRETTO255.usingProducts(products, () => {
    assert.equal(RISTRETTO255.isValid(good), true);
    assert.equal(RISTRETTO255.isValid(bad), false); // no product: libsodium's check, as ever
  });
  // A product is trusted as the output of libsodium's multiplication of its point (a stand-in
  // for one here shows the check is taken from it), but never past SPEC's refusals.
  const highBit = good.slice();
  highBit[31]! |= 0x80;
  const identity = new Uint8Array(32);
  const fake = new Map([bad, highBit, identity].map((p) => [productKey(7n, p), new Uint8Array(32).fill(1)]));
  RISTRETTO255.usingProducts(fake, () => {
    assert.equal(RISTRETTO255.isValid(bad), true);
    assert.equal(RISTRETTO255.isValid(highBit), false);
    assert.equal(RISTRETTO255.isValid(identity), false);
  });
  assert.equal(RISTRETTO255.isValid(bad), false); // only inside usingProducts
});

test("deck workers: a point libsodium refuses gets no product, and the step names its card as before", async () => {
  const pool = await readyPool(() => new StandIn());
  const good = tilePoint({ low: 0, high: 0 }, RISTRETTO255);
  const bad = new Uint8Array(32).fill(0xff).map((b, i) => (i === 31 ? 0x7f : b)); // not canonical
  const products = await pool.multiply("ristretto255", [[7n, good], [7n, bad], [8n, good]])!;
  assert.deepEqual([...products.keys()].sort(), [productKey(7n, good), productKey(8n, good)].sort());
  assert.ok(bytesEqual(products.get(productKey(8n, good))!, RISTRETTO255.mult(8n, good)));
  RISTRETTO255.usingProducts(products, () => assert.throws(() => RISTRETTO255.mult(7n, bad, 4), (e: PointError) => e.index === 4));
});

test("deck workers: a pool that cannot start, or whose worker hangs or fails, is not used again and the seat goes on alone", async () => {
  const none = new WorkerPool(() => {
    throw new Error("no Worker on a page opened from disk");
  }, 2);
  assert.equal(none.usable, false);
  assert.equal(none.multiply("ristretto255", []), null);

  const hung = [new StandIn(true), new StandIn(true)];
  let k = 0;
  const slow = await readyPool(() => hung[k++]!, 2, 50);
  await assert.rejects(slow.multiply("ristretto255", [[3n, tilePoint({ low: 0, high: 1 }, RISTRETTO255)]])!, /no products within 50 ms/);
  assert.equal(slow.usable, false);
  assert.ok(hung.every((w) => w.stopped));
  const plain = await plainLog();
  const alone = await playMatch([null, null, slow]); // never usable again: every step on its own thread
  alone.entries.forEach((e, i) => assert.ok(bytesEqual(e, plain.entries[i]!)));
  assert.equal(alone.seats[2]!.stepsAhead, 0);

  const broken = await readyPool(() => new StandIn(true));
  const waiting = broken.multiply("ristretto255", [[3n, tilePoint({ low: 0, high: 1 }, RISTRETTO255)]])!;
  (broken as unknown as { workers: StandIn[] }).workers[0]!.onerror?.({});
  await assert.rejects(waiting, /a worker failed/);
  assert.equal(broken.failure, "a worker failed");
});

/** Seat 2 fed the plain match's log up to the entry its first deck step answers; that entry's index. */
async function seatBeforeItsStep(pool: WorkerPool | null): Promise<{ seat: PlayerSeat; at: number; entries: Uint8Array[] }> {
  const { entries } = await plainLog();
  const seat = await makeSeat(2, pool);
  let at = 0;
  for (; at < entries.length && seat.table!.workAhead(entries[at]!) === null; at++) {
    seat.entry(entries[at]!);
    seat.outbox();
  }
  assert.ok(at < entries.length, "seat 2 makes a deck step in the match");
  return { seat, at, entries };
}

/** `raw` with one bit of its last byte (the host's signature over the entry) flipped. */
function forged(raw: Uint8Array): Uint8Array {
  const copy = raw.slice();
  copy[copy.length - 1]! ^= 1;
  return copy;
}

test("deck workers: the entry's chain checks run while the workers multiply; a failure refuses the entry at once, as a seat without workers refuses it", async () => {
  const alone = await seatBeforeItsStep(null);
  const bad = forged(alone.entries[alone.at]!);
  let refusal: Error | null = null;
  assert.throws(() => alone.seat.entry(bad), (e: Error) => ((refusal = e), true));

  const workers: StandIn[] = [];
  const pool = await readyPool(() => {
    const w = new StandIn();
    workers.push(w);
    return w;
  });
  const { seat, at, entries } = await seatBeforeItsStep(pool);
  // the products were asked for, but the entry fails its checks: nothing to wait for
  assert.equal(seat.ahead(bad), true, "no wait for products once the entry failed its checks");
  assert.deepEqual(workers.map((w) => w.jobs), [1, 1]);
  assert.throws(() => seat.entry(bad), (e: Error) => e.constructor === refusal!.constructor && e.message === refusal!.message);
  assert.deepEqual(seat.outbox(), [], "no step sent");
  assert.equal(seat.count(), at, "nothing applied");
  await tick(); // the workers' replies to the refused entry come and are dropped

  // the true entry: its checks pass ahead, the step is the plain match's
  const raw = entries[at]!;
  if (!seat.ahead(raw)) await new Promise<void>((resolve) => (seat.onReady = resolve));
  assert.equal(seat.ahead(raw), true);
  seat.entry(raw);
  const [step] = seat.outbox();
  assert.ok(step !== undefined && bytesEqual(step, decodeEntry(entries.find((e, i) => i > at && decodeEntry(e).message.length > 1000 && decodeMessage(decodeEntry(e).message).seat === 2)!).message));
  assert.equal(seat.stepsAhead, 1);
});

test("deck workers: an entry checked ahead is taken as checked only for those very bytes, once", async () => {
  const { seat, at, entries } = await seatBeforeItsStep(null);
  const table = seat.table!;
  const raw = entries[at]!;
  table.checkAhead(raw);
  assert.throws(() => table.receive(forged(raw)), LogCheckError); // other bytes: checked again, and refused
  table.checkAhead(raw);
  table.receive(raw);
  assert.throws(() => table.receive(raw), LogCheckError); // not the next entry any more
  assert.throws(() => table.checkAhead(forged(entries[at + 1]!)), LogCheckError);
  assert.equal(table.entries.length, at + 1);
});
