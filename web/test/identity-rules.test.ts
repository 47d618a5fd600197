/**
 * `verify` runs on libsodium (identity/ed25519.ts); these tests hold it to SPEC 5.2's three rules
 * written out on @noble/curves with plain integers (`byRules` below), over the edges where
 * libsodium's own verify and SPEC could differ: keys of small or mixed order, non-canonical
 * encodings of A and R, R of small order, S at or above L, bit flips.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { ed25519 } from "@noble/curves/ed25519.js";
import { sha512 } from "@noble/hashes/sha2.js";
import { bytesEqual, concatBytes, fromHex, toHex, utf8 } from "../src/bytes.js";
import { DST_MESSAGE } from "../src/identity/domains.js";
import { Identity, L, SignatureError, checkPublicKey, intLE, verify } from "../src/identity/ed25519.js";
import { lib } from "../src/sodium.js";

const Point = ed25519.Point;
const P = 2n ** 255n - 19n;
const ORDER_8 = Point.fromBytes(fromHex("26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc05"), false);

function le32(v: bigint): Uint8Array {
  const out = new Uint8Array(32);
  for (let i = 0; i < 32; i++) {
    out[i] = Number(v & 0xffn);
    v >>= 8n;
  }
  return out;
}

/** SPEC 5.2, rule by rule: is `sig` a valid signature of `key` over `msg`? */
function byRules(key: Uint8Array, msg: Uint8Array, sig: Uint8Array): boolean {
  let A;
  try {
    A = Point.fromBytes(key, false);
  } catch {
    return false;
  }
  if (!bytesEqual(A.toBytes(), key) || A.isSmallOrder() || !A.isTorsionFree()) return false; // rule 1
  const S = intLE(sig.subarray(32));
  if (S >= L) return false; // rule 2
  const R = sig.subarray(0, 32);
  const h = intLE(sha512(concatBytes(R, key, msg))) % L;
  const SB = S === 0n ? Point.ZERO : Point.BASE.multiply(S);
  const Q = SB.subtract(h === 0n ? Point.ZERO : A.multiply(h));
  return !Q.is0() && bytesEqual(Q.toBytes(), R); // rule 3
}

function accepts(key: Uint8Array, msg: Uint8Array, sig: Uint8Array): boolean {
  try {
    verify(key, new Uint8Array(0), msg, sig);
    return true;
  } catch (error) {
    assert.ok(error instanceof SignatureError, String(error));
    return false;
  }
}

/** A key from a known secret scalar, and signing with any nonce (to build edge signatures). */
const a = 0x1234567890abcdef1234567890abcdefn;
const A = Point.BASE.multiply(a);
function signWith(key: Uint8Array, secret: bigint, nonce: bigint, msg: Uint8Array, R = Point.BASE.multiply(nonce).toBytes()): Uint8Array {
  const h = intLE(sha512(concatBytes(R, key, msg))) % L;
  return concatBytes(R, le32((nonce + h * secret) % L));
}

/** The eight points of small order, each by its canonical encoding and its non-canonical ones. */
function smallOrderEncodings(): Uint8Array[] {
  const out: Uint8Array[] = [];
  for (let k = 0n; k < 8n; k++) {
    const t = k === 0n ? Point.ZERO : ORDER_8.multiply(k);
    const enc = t.toBytes();
    out.push(enc);
    const y = intLE(enc) & ((1n << 255n) - 1n);
    const sign = intLE(enc) >> 255n;
    if (y + P < 2n ** 255n) out.push(le32(y + P + (sign << 255n))); // y + p
    if (t.toAffine().x === 0n) out.push(le32(intLE(enc) | (1n << 255n))); // x = 0 with the sign bit set
  }
  return out;
}

test("verify agrees with SPEC 5.2's rules on small-order and non-canonical A and R, S >= L, and bit flips", () => {
  const msg = utf8("mextrain/v1/message\0rules");
  const key = A.toBytes();
  const cases: { key: Uint8Array; sig: Uint8Array; what: string }[] = [];
  const good = signWith(key, a, 99n, msg);
  cases.push({ key, sig: good, what: "ordinary" });
  for (let k = 1n; k < 16n; k++) {
    const S = intLE(good.subarray(32)) + k * L;
    if (S < 2n ** 256n) cases.push({ key, sig: concatBytes(good.subarray(0, 32), le32(S)), what: `S + ${k}L` });
  }
  for (const t of smallOrderEncodings()) {
    // R of small order, S chosen so that S·B - h·A is the identity (the equation's left side)
    const h = intLE(sha512(concatBytes(t, key, msg))) % L;
    cases.push({ key, sig: concatBytes(t, le32((h * a) % L)), what: `R small order ${toHex(t)}` });
    // A of small order: S·B - h·A = S·B + torsion, so R = S·B verifies under the bare equation
    cases.push({ key: t, sig: concatBytes(Point.BASE.multiply(777n).toBytes(), le32(777n)), what: `A small order ${toHex(t)}` });
  }
  for (let k = 1n; k < 8n; k++) {
    // A with a torsion component, signed by the owner of a
    const mixed = A.add(ORDER_8.multiply(k)).toBytes();
    for (let nonce = 1n; nonce < 4n; nonce++) cases.push({ key: mixed, sig: signWith(mixed, a, nonce, msg), what: `A + ${k}·T8, nonce ${nonce}` });
  }
  for (let y = 0n; y < 19n; y++) {
    // non-canonical encodings (y + p) of points with a small y, as keys and as R
    const enc = le32(y + P);
    cases.push({ key: enc, sig: good, what: `A non-canonical y=${y}` });
    cases.push({ key, sig: concatBytes(enc, good.subarray(32)), what: `R non-canonical y=${y}` });
  }
  for (let bit = 0; bit < 512; bit += 37) {
    const bad = good.slice();
    bad[bit >> 3]! ^= 1 << (bit & 7);
    cases.push({ key, sig: bad, what: `bit ${bit} flipped` });
  }
  let valid = 0;
  for (const c of cases) {
    const expected = byRules(c.key, msg, c.sig);
    assert.equal(accepts(c.key, msg, c.sig), expected, c.what);
    if (expected) valid += 1;
  }
  assert.equal(valid, 1, "only the ordinary signature is valid");
  assert.ok(cases.length > 80);
});

test("a key with a torsion component is refused though libsodium's verify alone accepts its signatures (rule 1)", () => {
  const mixedPoint = A.add(ORDER_8);
  const mixed = mixedPoint.toBytes();
  let found = 0;
  for (let nonce = 1n; found < 3; nonce++) {
    const msg = utf8(`message ${nonce}`);
    const R = Point.BASE.multiply(nonce).toBytes();
    const h = intLE(sha512(concatBytes(R, mixed, msg))) % L;
    if (h % 8n !== 0n) continue; // h·T = 0 only when 8 divides h: then the cofactorless equation holds
    const sig = signWith(mixed, a, nonce, msg, R);
    assert.equal(lib().crypto_sign_verify_detached(sig, msg, mixed), true, "libsodium alone accepts it");
    assert.equal(accepts(mixed, msg, sig), false, "SPEC 5.2 rule 1 refuses it");
    found += 1;
  }
  assert.throws(() => checkPublicKey(mixed), /not a valid prime-order/);
});

test("a key found valid once stays valid, and an invalid key is refused every time it is shown", () => {
  const me = new Identity(new Uint8Array(32).fill(9));
  const data = utf8("a body");
  const sig = me.sign(DST_MESSAGE, data);
  for (let i = 0; i < 3; i++) verify(me.publicKey, DST_MESSAGE, data, sig);
  const torsioned = A.add(ORDER_8).toBytes();
  for (let i = 0; i < 3; i++) assert.throws(() => checkPublicKey(torsioned), SignatureError);
  assert.throws(() => verify(me.publicKey, DST_MESSAGE, data, new Uint8Array(64)), /bad signature/);
});

test("signing gives RFC 8032's bytes (noble's independent signer) over exactly domain ‖ data", () => {
  for (const fill of [0, 1, 77, 255]) {
    const seed = new Uint8Array(32).fill(fill);
    const me = new Identity(seed);
    assert.deepEqual(me.publicKey, ed25519.getPublicKey(seed));
    for (const data of [new Uint8Array(0), utf8("a body"), new Uint8Array(5000).fill(fill)]) {
      assert.deepEqual(me.sign(DST_MESSAGE, data), ed25519.sign(concatBytes(DST_MESSAGE, data), seed));
    }
  }
  assert.throws(() => new Identity(new Uint8Array(31)), /32 bytes/);
});
