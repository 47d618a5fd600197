import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fromHex, toHex } from "../src/bytes.js";
import { Identity } from "../src/identity/ed25519.js";
import { Client } from "../src/session/client.js";
import type { SessionSeat, Welcome } from "../src/session/seat.js";
import { FileKeyValue } from "../src/session/files.js";
import { MemoryKeyValue, SeatStorage } from "../src/session/storage.js";
import type { KeyValue } from "../src/session/storage.js";
import { loadVector } from "./vectors.js";

const counter = () => {
  let n = 0;
  return (size: number) => new Uint8Array(size).fill(++n);
};
const GAME = fromHex("00112233445566778899aabbccddeeff");

/** A medium whose writes finish only when the test says. */
class HeldKeyValue extends MemoryKeyValue {
  held: (() => void)[] = [];
  override async put(key: string, value: Uint8Array): Promise<void> {
    await new Promise<void>((resolve) => this.held.push(resolve));
    await super.put(key, value);
  }
}

test("storage: the identity key, the round seeds and the saved log come back when the scope is opened again", async () => {
  const kv = new MemoryKeyValue();
  const store = await SeatStorage.open(kv, "mextrain/host:1/amber-fox-pine-42", counter());
  assert.equal(store.name, null);
  await store.saveName("Ann");
  assert.equal(store.reached, false);
  await store.saveReached(true);
  store.saveSeed(GAME, 0, new Uint8Array(32).fill(9));
  store.appendEntry(GAME, 0, Uint8Array.of(1));
  store.appendEntry(GAME, 1, Uint8Array.of(2));
  assert.throws(() => store.appendEntry(GAME, 5, Uint8Array.of(3)), /entry 5 saved after 2 entries/);
  await new Promise((r) => setTimeout(r, 0));
  const again = await SeatStorage.open(kv, "mextrain/host:1/amber-fox-pine-42", () => assert.fail("a new key drawn for a known scope"));
  assert.deepEqual(again.identitySeed, store.identitySeed);
  assert.equal(again.name, "Ann");
  assert.equal(again.reached, true, "a reload knows the host welcomed it: a lost host is waited for");
  assert.deepEqual(again.seed(GAME, 0), new Uint8Array(32).fill(9));
  assert.deepEqual(again.log(GAME), [Uint8Array.of(1), Uint8Array.of(2)]);
  const other = await SeatStorage.open(kv, "mextrain/host:2/amber-fox-pine-42", counter());
  assert.equal(other.log(GAME).length, 0, "another table's scope sees nothing of this one");
});

test("storage: a seed is durable only once its write completes, and the session holds the commit until then (8.5 point 8)", async () => {
  const kv = new HeldKeyValue();
  const opening = SeatStorage.open(kv, "s", counter());
  await new Promise((r) => setTimeout(r, 0));
  kv.held.shift()!(); // the identity key's write
  const store = await opening;
  let poked = 0;
  store.onDurable = () => (poked += 1);
  store.saveSeed(GAME, 0, new Uint8Array(32).fill(4));
  assert.equal(store.durable(), false);

  // a seat owing a message (its commit) while its seed is being written
  const hs = loadVector<Record<string, string> & { frames: { from: string; bytes: string }[] }>("handshake.json");
  const seat: SessionSeat = {
    role: "player", name: "Ann", identity: new Identity(fromHex(hs.identity_seed!)),
    welcomed: (_: Welcome) => undefined, count: () => 5, head: () => new Uint8Array(32), entry: () => undefined,
    outbox: () => (owed.length ? owed.splice(0) : []), durable: () => store.durable(), ended: () => false, known: () => null,
  };
  const owed = [Uint8Array.of(0xc0)];
  const le = (hex: string) => BigInt("0x" + toHex(fromHex(hex).reverse()));
  const client = new Client({ code: hs.code!, direct: true, relay: false }, seat, { scalar: () => le(hs.x!), bytes: (n) => new Uint8Array(n) });
  client.start(0);
  client.opened(0);
  for (const f of hs.frames.filter((f) => f.from === "host")) client.received(fromHex(f.bytes), 0);
  const written = client.takeActions().filter((a) => a.type === "write");
  assert.ok(client.isLive, "it holds the 5 entries the welcome announced: live at once");
  assert.equal(written.length, 4, "hello, confirm, join, sync: the commit waits for its seed");
  kv.held.shift()!();
  await new Promise((r) => setTimeout(r, 0));
  assert.equal(store.durable(), true);
  assert.equal(poked, 1, "the session is poked when the write completes");
  client.poke();
  assert.equal(client.takeActions().filter((a) => a.type === "write").length, 1, "and then the commit goes");
});

test("storage on files: every put is on disk when it resolves, and a second process reads it back", async () => {
  const dir = mkdtempSync(join(tmpdir(), "mextrain-kv-"));
  try {
    const kv: KeyValue = new FileKeyValue(dir);
    await kv.put("mextrain/127.0.0.1:4/a-b-c-1/log/ab/00000001", Uint8Array.of(7, 8));
    await kv.put("mextrain/127.0.0.1:4/a-b-c-1/log/ab/00000000", Uint8Array.of(5));
    await kv.put("other", Uint8Array.of(1));
    const fresh = new FileKeyValue(dir);
    assert.deepEqual(await fresh.get("other"), Uint8Array.of(1));
    assert.equal(await fresh.get("missing"), null);
    assert.deepEqual((await fresh.list("mextrain/127.0.0.1:4/")).map(([k, v]) => [k.slice(-2), [...v]]), [["00", [5]], ["01", [7, 8]]]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("storage: the resumption ticket comes back when the scope is opened again, until it is dropped (8.11)", async () => {
  const kv = new MemoryKeyValue();
  const scope = "mextrain/host:1/amber-fox-pine-42";
  const store = await SeatStorage.open(kv, scope, counter());
  assert.equal(store.ticket, null);
  const kept = { id: new Uint8Array(16).fill(3), key: new Uint8Array(32).fill(4) };
  store.saveTicket(kept);
  await new Promise((r) => setTimeout(r, 0));
  assert.deepEqual((await SeatStorage.open(kv, scope, counter())).ticket, kept, "a reload holds the ticket");
  store.saveTicket(null);
  await new Promise((r) => setTimeout(r, 0));
  assert.equal((await SeatStorage.open(kv, scope, counter())).ticket, null, "dropped: not shown again");
  await kv.put(`${scope}/ticket`, new Uint8Array(47));
  assert.equal((await SeatStorage.open(kv, scope, counter())).ticket, null, "a record of another length is no ticket");
});
