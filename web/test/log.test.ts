import { test } from "node:test";
import assert from "node:assert/strict";
import { readdirSync } from "node:fs";
import { bytesEqual, concatBytes } from "../src/bytes.js";
import { decode, encode } from "../src/codec/canonical.js";
import { Identity } from "../src/identity/ed25519.js";
import { decodeEntry, entryHash, makeEntry } from "../src/log/entry.js";
import { fileHeader, readLog, writeLog } from "../src/log/file.js";
import { walkLog } from "../src/log/walk.js";
import { decodeMessage, encodeMessage } from "../src/messages/message.js";
import { DST_MESSAGE } from "../src/identity/domains.js";
import type { Value } from "../src/codec/canonical.js";
import { loadBytes, loadVector, vectorPath } from "./vectors.js";

interface Verdict {
  outcome: string;
  readable: boolean;
  entries: number;
  names?: (string | null)[];
  blame?: { seat: number | null; entry: number | null; reason: string };
  cheater?: boolean;
}

test("match_2seat.mtlog: every entry passes the chain, and each re-encodes and re-hashes to its own bytes", () => {
  const bytes = loadBytes("match_2seat.mtlog");
  const expected = loadVector<Verdict>("match_2seat.json");
  const walk = walkLog(bytes);
  assert.equal(walk.failure, null);
  assert.equal(walk.entries, expected.entries);
  const file = readLog(bytes);
  assert.ok(bytesEqual(writeLog(file.entries), bytes), "the file is rebuilt byte for byte from its entries");
  let prev: Uint8Array = new Uint8Array(32);
  walk.checked.forEach((c, i) => {
    assert.equal(c.entry.index, i);
    assert.ok(bytesEqual(c.entry.prev, prev));
    assert.ok(bytesEqual(encode(decode(c.entry.raw)), c.entry.raw));
    prev = entryHash(c.entry.raw);
  });
  const names = walk.checked.filter((c) => c.message.kind === "join").map((c) => c.message.payload[0]);
  assert.deepEqual(names, expected.names);
  assert.equal(walk.checked[0]!.message.kind, "open");
  assert.equal(walk.checked.at(-1)!.message.kind, "end");
});

/** Rebuilds a log from match_2seat.mtlog's entries with one of them changed. */
function tampered(change: (entries: Uint8Array[]) => void): Uint8Array {
  const entries = readLog(loadBytes("match_2seat.mtlog")).entries.map((e) => e.slice());
  change(entries);
  return writeLog(entries);
}

/** A small log made here, with keys of our own: the host opens, two seats join, then `more`. */
const host = new Identity(new Uint8Array(32).fill(1));
const seats = [new Identity(new Uint8Array(32).fill(2)), new Identity(new Uint8Array(32).fill(3))];
const gameId = new Uint8Array(16).fill(0x42);

function buildLog(more: (sign: (who: Identity, seat: number, kind: string, payload: Value[], counter: number) => Uint8Array) => Uint8Array[]): Uint8Array {
  const entries: Uint8Array[] = [];
  let head: Uint8Array = new Uint8Array(32);
  const sign = (who: Identity, seat: number, kind: string, payload: Value[], counter: number) =>
    encodeMessage(who, { gameId, round: -1, kind, seat, counter, seen: head, payload });
  const append = (message: Uint8Array) => {
    const raw = makeEntry(host, entries.length, head, message);
    entries.push(raw);
    head = entryHash(raw);
  };
  append(sign(host, -1, "open", ["t", { name: "express" }, 2, host.publicKey, 0], 0));
  append(sign(seats[0]!, 0, "join", ["ann", seats[0]!.publicKey], 0));
  append(sign(seats[1]!, 1, "join", ["bob", seats[1]!.publicKey], 0));
  for (const m of more(sign)) append(m);
  return writeLog(entries);
}

test("a log made here passes the chain; one flipped bit of a player's signature, re-sealed by the host, is the host's fault", () => {
  const good = buildLog((sign) => [sign(host, -1, "start", [], 1), sign(host, -1, "abort", [-1, "bye"], 2)]);
  assert.equal(walkLog(good).failure, null);
  const bad = buildLog((sign) => {
    const m = decode(sign(host, -1, "start", [], 1)) as Uint8Array[];
    m[1]![0]! ^= 1;
    return [encode(m)];
  });
  const walk = walkLog(bad);
  assert.deepEqual([walk.failure?.seat, walk.failure?.entry, walk.failure?.cheater], [-1, 3, false]);
  assert.match(walk.failure!.reason, /start: bad signature/);
});

test("a counter that does not increase, and a seen that names no entry, are refused", () => {
  const replay = walkLog(buildLog((sign) => [sign(seats[0]!, 0, "join", ["ann", seats[0]!.publicKey], 0)]));
  assert.match(replay.failure!.reason, /counter 0 is not above 0/);
  const seen = walkLog(buildLog((sign) => {
    const m = sign(host, -1, "start", [], 1);
    const [body, _sig] = decode(m) as Uint8Array[];
    const fields = decode(body!) as Value[];
    fields[6] = new Uint8Array(32).fill(7);
    const b = encode(fields);
    return [encode([b, host.sign(DST_MESSAGE, b)])];
  }));
  assert.match(seen.failure!.reason, /never seen/);
  assert.equal(seen.failure!.entry, 3);
});

test("a host kind signed by a seat against the current head is that seat's evidence", () => {
  const walk = walkLog(buildLog((sign) => [sign(seats[1]!, 1, "end", [[0, 0], [0, 1]], 1)]));
  assert.deepEqual([walk.failure?.seat, walk.failure?.entry, walk.failure?.cheater], [1, 3, true]);
});

test("a broken hash chain stops at the entry whose prev is wrong", () => {
  const bytes = tampered((entries) => {
    const e = decodeEntry(entries[7]!);
    const prev = e.prev.slice();
    prev[0]! ^= 1;
    entries[7] = encode([e.index, prev, e.message, e.hostSignature]);
  });
  const walk = walkLog(bytes);
  assert.deepEqual([walk.failure?.seat, walk.failure?.entry, walk.entries], [-1, 7, 7]);
  assert.match(walk.failure!.reason, /hash chain broken/);
});

test("a non-canonical entry (a field in a longer form) is refused though its content is the same", () => {
  const bytes = tampered((entries) => {
    const raw = entries[3]!;
    // index 3 is the positive fixint 0x03 right after the 0x94 array header; write it as uint8.
    assert.equal(raw[0], 0x94);
    assert.equal(raw[1], 0x03);
    entries[3] = concatBytes(Uint8Array.of(0x94, 0xcc, 0x03), raw.subarray(2));
  });
  const walk = walkLog(bytes);
  assert.deepEqual([walk.failure?.seat, walk.failure?.entry], [-1, 3]);
  assert.match(walk.failure!.reason, /not canonical/);
});

test("a host signature re-made over a changed message passes the chain only with the host's key", () => {
  const other = new Identity(new Uint8Array(32).fill(9));
  const bytes = tampered((entries) => {
    const e = decodeEntry(entries[4]!);
    entries[4] = makeEntry(other, e.index, e.prev, e.message);
  });
  assert.deepEqual([walkLog(bytes).failure?.entry, walkLog(bytes).failure?.reason], [4, "host signature: bad signature"]);
});

test("the file: header, canonical bin framing, the 2^20-byte limit", () => {
  const one = readLog(loadBytes("match_2seat.mtlog")).entries[0]!;
  assert.equal(readLog(concatBytes(fileHeader(), encode(one))).entries.length, 1);
  assert.equal(readLog(Uint8Array.of(0xa1, 0x78)).readable, false);
  // bin16 framing for a short entry is not canonical
  const framed = concatBytes(fileHeader(), encode(one), Uint8Array.of(0xc5, 0x00, 0x01, 0x00));
  assert.deepEqual(readLog(framed).error?.entry, 1);
  assert.match(readLog(framed).error!.reason, /framing is not canonical/);
  const long = concatBytes(fileHeader(), Uint8Array.of(0xc6, 0x00, 0x10, 0x00, 0x01));
  assert.match(readLog(long).error!.reason, /over the 1048576-byte limit/);
  assert.match(readLog(concatBytes(fileHeader(), Uint8Array.of(0x90))).error!.reason, /expected an entry/);
});

const STRUCTURAL = new Set([
  "deal-1025-releases", "deal-201-releases", "drop-entry", "entry-too-long", "flip-body", "flip-host-signature",
  "flip-player-signature", "garbage-entry-0", "header-only", "open-bad-host-signature", "open-bad-message-signature",
  "open-created-negative", "open-created-too-large", "open-empty-options", "open-long-option", "other-game",
  "replayed-counter", "round-101", "seat-signs-abort", "seat-signs-end", "second-open", "swap-entries",
  "trailing-entry", "truncate-at-entry", "truncate-entry-0", "truncate-mid-entry", "unreadable",
]);

const cases = readdirSync(vectorPath("conformance")).filter((f) => f.endsWith(".mtlog")).map((f) => f.slice(0, -6)).sort();

test("the conformance kit is all here", () => {
  assert.ok(cases.length >= 90, `${cases.length} cases`);
});

for (const name of cases) {
  const base = name.replace(/^r255-/, "");
  test(`conformance ${name}: the chain ${STRUCTURAL.has(base) ? "gives the reference's verdict" : "refuses nothing the reference accepts"}`, () => {
    const expected = loadVector<Verdict>(`conformance/${name}.json`);
    const walk = walkLog(loadBytes(`conformance/${name}.mtlog`));
    assert.equal(walk.readable, expected.readable);
    if (walk.failure !== null && walk.failure.entry === expected.blame?.entry) {
      assert.deepEqual([walk.failure.seat, walk.failure.cheater], [expected.blame.seat, expected.cheater], walk.failure.reason);
    }
    if (STRUCTURAL.has(base)) {
      assert.equal(walk.entries, expected.entries);
      assert.deepEqual(
        { seat: walk.failure?.seat, entry: walk.failure?.entry, cheater: walk.failure?.cheater },
        { seat: expected.blame?.seat, entry: expected.blame?.entry, cheater: expected.cheater },
        walk.failure?.reason,
      );
    } else {
      // No structural failure before the entry where the reference stopped.
      assert.ok(walk.failure === null || walk.entries >= expected.entries, `stopped at ${walk.entries}: ${walk.failure?.reason}`);
      if (expected.outcome === "valid" || expected.outcome === "aborted") {
        assert.equal(walk.failure, null);
        assert.equal(walk.entries, expected.entries);
      }
    }
  });
}

test("every message in the honest logs decodes and re-encodes to its bytes", () => {
  for (const name of cases.filter((c) => c.includes("honest"))) {
    for (const raw of readLog(loadBytes(`conformance/${name}.mtlog`)).entries) {
      const m = decodeMessage(decodeEntry(raw).message);
      assert.ok(bytesEqual(encode(decode(m.body)), m.body));
    }
  }
});
