import { test } from "node:test";
import assert from "node:assert/strict";
import { ed25519, ED25519_TORSION_SUBGROUP } from "@noble/curves/ed25519.js";
import { bytesEqual, fromHex, toHex } from "../src/bytes.js";
import { EDWARDS25519, RISTRETTO255 } from "../src/deck/group.js";
import { context, deriveSecrets, commitment, tilePoint, UniformStream } from "../src/deck/keys.js";
import { decodeScalar, encodeScalar, invert, nonzero, ORDER, ScalarError, scalarBytes } from "../src/deck/scalar.js";
import { concatBytes, utf8 } from "../src/bytes.js";
import { loadVector } from "./vectors.js";

interface TileVector { tiles: { low: number; high: number; point: string }[] }

test("edwards25519 tile points: from_uniform written from SPEC 4.3 matches the double-12 table", () => {
  const v = loadVector<TileVector>("tile_points_double12.json");
  assert.equal(v.tiles.length, 91);
  for (const t of v.tiles) assert.equal(toHex(tilePoint(t, EDWARDS25519)), t.point, `${t.low}-${t.high}`);
});

test("ristretto255 tile points match the double-12 table", () => {
  const v = loadVector<TileVector>("tile_points_double12_ristretto255.json");
  for (const t of v.tiles) assert.equal(toHex(tilePoint(t, RISTRETTO255)), t.point, `${t.low}-${t.high}`);
});

test("tile points are valid, distinct and not each other's negatives; (L-1)·T = -T", () => {
  for (const g of [RISTRETTO255, EDWARDS25519]) {
    const seen = new Set<string>();
    for (let a = 0; a <= 6; a++) {
      for (let b = a; b <= 6; b++) {
        const p = g.decode(tilePoint({ low: a, high: b }, g));
        const hex = toHex(p.toBytes());
        const neg = toHex(p.negate().toBytes());
        assert.ok(!seen.has(hex) && !seen.has(neg));
        seen.add(hex);
        assert.equal(toHex(g.mult(ORDER - 1n, p.toBytes())), neg);
      }
    }
  }
});

test("generators are the ones SPEC names", () => {
  assert.equal(toHex(RISTRETTO255.generator), "e2f2ae0a6abc4e71a884a961c500515f58e30b6aa582dd8db6a65945e08d2d76");
  assert.equal(toHex(EDWARDS25519.generator), "5866666666666666666666666666666666666666666666666666666666666666");
  assert.equal(toHex(RISTRETTO255.identity), "00".repeat(32));
  assert.equal(toHex(EDWARDS25519.identity), "01" + "00".repeat(31));
});

test("ristretto255 refuses the identity, bit 255 set, non-canonical s, negative s and non-points", () => {
  const G = RISTRETTO255.generator;
  assert.ok(RISTRETTO255.isValid(G));
  assert.ok(!RISTRETTO255.isValid(new Uint8Array(32)), "identity");
  const high = Uint8Array.from(G);
  high[31]! |= 0x80;
  assert.ok(!RISTRETTO255.isValid(high), "bit 255");
  // s = p (the encoding of 0 plus p) is not canonical
  const p = scalarBytes(2n ** 255n - 19n);
  assert.ok(!RISTRETTO255.isValid(p), "s >= p");
  // s = 1 is odd (negative)
  assert.ok(!RISTRETTO255.isValid(scalarBytes(1n)), "negative s");
  // RFC 9496 bad encodings, a few
  for (const bad of [
    "0100000000000000000000000000000000000000000000000000000000000000",
    "26948d35ca62e643e26a83177332e6b6afeb9d08e4268b650f1f5bbd8d81d371",
    "f6ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f",
  ]) assert.ok(!RISTRETTO255.isValid(fromHex(bad)), bad);
  assert.ok(!RISTRETTO255.isValid(new Uint8Array(31)), "short");
});

test("edwards25519 refuses every torsion point, a point with a torsion component and non-canonical y", () => {
  const G = EDWARDS25519.generator;
  for (const t of ED25519_TORSION_SUBGROUP) assert.ok(!EDWARDS25519.isValid(fromHex(t)), t);
  const dirty = ed25519.Point.BASE.add(ed25519.Point.fromHex(ED25519_TORSION_SUBGROUP[1]!)).toBytes();
  assert.ok(!EDWARDS25519.isValid(dirty), "G + T8");
  assert.ok(EDWARDS25519.isValid(G));
  // y = 1 + p (non-canonical encoding of the identity's y), and x = 0 with the sign bit
  assert.ok(!EDWARDS25519.isValid(scalarBytes(2n ** 255n - 18n)));
  const signedIdentity = fromHex("01" + "00".repeat(30) + "80");
  assert.ok(!EDWARDS25519.isValid(signedIdentity));
});

test("scalars: canonical, non-zero, never clamped; multiplication refuses 0 and L", () => {
  assert.throws(() => decodeScalar(new Uint8Array(32)), /zero/);
  assert.throws(() => decodeScalar(scalarBytes(ORDER)), /non-canonical/);
  assert.throws(() => decodeScalar(new Uint8Array(31)), /32 bytes/);
  assert.equal(decodeScalar(scalarBytes(ORDER - 1n)), ORDER - 1n);
  for (const g of [RISTRETTO255, EDWARDS25519]) {
    assert.throws(() => g.mult(0n, g.generator));
    assert.throws(() => g.mult(ORDER, g.generator));
    // 8·G by an unclamped scalar 8 is G doubled three times
    let eight = g.base;
    for (let i = 1; i < 8; i++) eight = eight.add(g.base);
    assert.ok(bytesEqual(g.mult(8n, g.generator), eight.toBytes()));
  }
  assert.ok(bytesEqual(encodeScalar(5n), scalarBytes(5n)));
  // a 64-byte hash is reduced mod L (2^512 - 1 mod L, not clamped)
  const ff = new Uint8Array(64).fill(0xff);
  assert.equal(nonzero(ff), (2n ** 512n - 1n) % ORDER);
});

interface SeedVector {
  game_id: string; round: number; seat: number; seed: string; deck_size: number;
  context: string; commitment: string; shuffle_key: string;
  permutation_stream_words: number[]; permutation: number[];
  lock_keys_first: string[]; lock_factors_first: string[];
}

test("scalar inverses: a·a^-1 = 1 mod L, from any representative; zero has none", () => {
  for (const a of [1n, 2n, ORDER - 1n, ORDER - 2n, 0x1234567890abcdef1234567890abcdef1234567890abcdefn, 2n ** 252n]) {
    assert.equal((a * invert(a)) % ORDER, 1n, `${a}`);
    assert.equal(invert(a + 3n * ORDER), invert(a), "a representative above L");
    assert.equal(invert(a - ORDER), invert(a), "a negative representative");
  }
  assert.equal(invert(ORDER - 1n), ORDER - 1n);
  assert.throws(() => invert(0n), ScalarError);
  assert.throws(() => invert(5n * ORDER), ScalarError);
});

test("round secrets: deck_seed_derivation.json (SPEC 4.5)", () => {
  const v = loadVector<SeedVector>("deck_seed_derivation.json");
  const gid = fromHex(v.game_id);
  const seed = fromHex(v.seed);
  assert.equal(toHex(context(gid, v.round, v.seat)), v.context);
  assert.equal(toHex(commitment(gid, v.round, v.seat, seed)), v.commitment);
  const s = deriveSecrets(gid, v.round, v.seat, seed, v.deck_size);
  assert.equal(toHex(encodeScalar(s.shuffleKey)), v.shuffle_key);
  const stream = new UniformStream(concatBytes(utf8("mextrain/v1/deck/permutation"), context(gid, v.round, v.seat), seed));
  assert.deepEqual(v.permutation_stream_words.map(() => stream.word()), v.permutation_stream_words);
  assert.deepEqual(s.permutation, v.permutation);
  assert.deepEqual(v.lock_keys_first.map((_, i) => toHex(encodeScalar(s.lockKeys[i]!))), v.lock_keys_first);
  assert.deepEqual(v.lock_factors_first.map((_, i) => toHex(encodeScalar(s.lockFactors[i]!))), v.lock_factors_first);
});
