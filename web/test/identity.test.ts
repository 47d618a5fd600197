import { test } from "node:test";
import assert from "node:assert/strict";
import { fromHex, utf8 } from "../src/bytes.js";
import { DST_MESSAGE } from "../src/identity/domains.js";
import { Identity, SignatureError, checkPublicKey, verify } from "../src/identity/ed25519.js";
import { loadVector } from "./vectors.js";

interface EdgeCase {
  case: string;
  public_key: string;
  message: string;
  signature: string;
  valid: boolean;
}

const edge = loadVector<{ cases: EdgeCase[] }>("ed25519_edge.json");

for (const c of edge.cases) {
  test(`ed25519_edge.json: ${c.case} is ${c.valid ? "valid" : "refused"}`, () => {
    const run = () => verify(fromHex(c.public_key), new Uint8Array(0), fromHex(c.message), fromHex(c.signature));
    if (c.valid) run();
    else assert.throws(run, SignatureError);
  });
}

test("the edge cases cover every rule of SPEC 5.2", () => {
  assert.deepEqual(
    edge.cases.map((c) => c.case),
    ["ordinary", "wrong message", "S + L", "R identity", "R identity, non-canonical", "A identity",
      "A identity, non-canonical", "A order 8", "A mixed order"],
  );
});

test("a signature signs exactly domain ‖ data, and one flipped bit anywhere refuses it", () => {
  const me = new Identity(new Uint8Array(32).fill(7));
  const data = utf8("a body");
  const sig = me.sign(DST_MESSAGE, data);
  verify(me.publicKey, DST_MESSAGE, data, sig);
  for (const bit of [0, 100, 255, 256, 300, 511]) {
    const bad = sig.slice();
    bad[bit >> 3]! ^= 1 << (bit & 7);
    assert.throws(() => verify(me.publicKey, DST_MESSAGE, data, bad), SignatureError, `bit ${bit}`);
  }
  assert.throws(() => verify(me.publicKey, utf8("mextrain/v1/entry\0"), data, sig), SignatureError);
  assert.throws(() => verify(me.publicKey, DST_MESSAGE, data, sig.subarray(0, 63)), /64 bytes/);
});

test("the handshake vector's identity seed gives its key (RFC 8032 key derivation)", () => {
  const v = loadVector<{ identity_seed: string; identity_key: string }>("handshake.json");
  assert.deepEqual(new Identity(fromHex(v.identity_seed)).publicKey, fromHex(v.identity_key));
});

test("public keys: the identity, a small-order point and a wrong length are refused", () => {
  assert.throws(() => checkPublicKey(fromHex("01" + "00".repeat(31))), SignatureError);
  // order 8: a point of ED25519_TORSION_SUBGROUP
  assert.throws(() => checkPublicKey(fromHex("c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac037a")), SignatureError);
  assert.throws(() => checkPublicKey(new Uint8Array(31)), SignatureError);
});
