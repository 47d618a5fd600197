import { test } from "node:test";
import assert from "node:assert/strict";
import { type Value, encode } from "../src/codec/canonical.js";
import { DST_MESSAGE } from "../src/identity/domains.js";
import { Identity, SignatureError } from "../src/identity/ed25519.js";
import { MessageError } from "../src/messages/layout.js";
import { decodeMessage, encodeMessage, verifyMessage } from "../src/messages/message.js";
import { isText } from "../src/messages/text.js";

const me = new Identity(new Uint8Array(32).fill(5));
const gameId = new Uint8Array(16).fill(1);
const seen = new Uint8Array(32);
const body = (over: Partial<Record<number, Value>>): Uint8Array => {
  const fields: Value[] = [1, gameId, 0, "draw", 0, 3, seen, []];
  for (const [i, v] of Object.entries(over)) fields[Number(i)] = v!;
  const b = encode(fields);
  return encode([b, me.sign(DST_MESSAGE, b)]);
};

test("a signed message round-trips and verifies only with its signer's key", () => {
  const raw = encodeMessage(me, { gameId, round: 2, kind: "play", seat: 1, counter: 9, seen, payload: [4, [3, 12], -1, new Uint8Array(32)] });
  const m = decodeMessage(raw);
  assert.deepEqual([m.kind, m.round, m.seat, m.counter, m.payload[1]], ["play", 2, 1, 9, [3, 12]]);
  verifyMessage(m, me.publicKey);
  assert.throws(() => verifyMessage(m, new Identity(new Uint8Array(32).fill(6)).publicKey), SignatureError);
});

test("the body's layout and 5.4's ranges are checked at decoding", () => {
  decodeMessage(body({}));
  const refused: [Partial<Record<number, Value>>, RegExp][] = [
    [{ 0: true }, /version/], [{ 0: 2 }, /version/], [{ 1: new Uint8Array(15) }, /16 bytes/],
    [{ 2: 101 }, /-1..100/], [{ 2: -1 }, /round >= 0/], [{ 3: "dance" }, /unknown message kind/],
    [{ 4: 10 }, /-1..9/], [{ 5: 2 ** 32 + 1 }, /0..4294967296/], [{ 5: -1 }, /0..4294967296/],
    [{ 6: new Uint8Array(31) }, /32 bytes/], [{ 7: [1] }, /0-item array/],
    [{ 3: "play", 7: [4, [3, 16], -1, new Uint8Array(32)] }, /0..15/],
    [{ 3: "play", 7: [1001, [3, 1], -1, new Uint8Array(32)] }, /0..1000/],
    [{ 3: "anomaly", 7: [1, "a\u200bb"] }, /text/],
    [{ 3: "shuffle", 7: [[], new Uint8Array(0)] }, /proof of 1..38400/],
    [{ 2: -1, 3: "open", 4: -1, 7: ["t", {}, 2, new Uint8Array(32), 0, []] }, /empty option list/],
    [{ 2: -1, 3: "open", 4: -1, 7: ["t", {}, 2, new Uint8Array(32), 0, ["b", "a"]] }, /distinct and sorted/],
    [{ 2: -1, 3: "open", 4: -1, 7: ["t", {}, 2, new Uint8Array(32), 2 ** 40 + 1] }, /0..1099511627776/],
    [{ 2: -1, 3: "end", 4: -1, 7: [[2 ** 31 + 1], []] }, /-2147483648..2147483648/],
  ];
  for (const [over, why] of refused) assert.throws(() => decodeMessage(body(over)), (e: unknown) => e instanceof MessageError && why.test((e as Error).message), JSON.stringify(over));
  decodeMessage(body({ 2: -1, 3: "open", 4: -1, 7: ["t", {}, 2, new Uint8Array(32), 2 ** 40, ["ristretto255", "verified-shuffle"]] }));
  decodeMessage(body({ 5: 2 ** 32 }));
});

test("a signed message is [body, signature] of two bins, the body canonical", () => {
  const b = encode([1, gameId, 0, "draw", 0, 3, seen, []]);
  assert.throws(() => decodeMessage(encode([b])), /\[body, signature\]/);
  assert.throws(() => decodeMessage(encode([b, new Uint8Array(63)])), /64 bytes/);
  const padded = new Uint8Array([...b.subarray(0, 1), 0xcc, 0x01, ...b.subarray(2)]); // version 1 as uint8
  assert.throws(() => decodeMessage(encode([padded, new Uint8Array(64)])), /not canonical/);
});

test("text: code points counted, the fixed list refused", () => {
  assert.ok(isText("é".repeat(64), 64));
  assert.ok(!isText("é".repeat(65), 64));
  assert.ok(isText("😀", 1));
  assert.ok(!isText("", 64));
  for (const bad of ["\u0000", "\u00a0", "\u200f", "\u2028", "\ufeff", "\ue000", "\ufdd0", "\u{1fffe}", "\u{10ffff}", "a\u061cb"]) assert.ok(!isText(bad, 64), JSON.stringify(bad));
  assert.ok(isText("\u0378", 1)); // unassigned: accepted
});
