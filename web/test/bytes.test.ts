import { test } from "node:test";
import assert from "node:assert/strict";
import { bytesEqual, concatBytes, fromHex, toHex } from "../src/bytes.js";

test("hex round-trips and refuses odd or non-hex input", () => {
  assert.equal(toHex(fromHex("00ff10")), "00ff10");
  assert.throws(() => fromHex("abc"));
  assert.throws(() => fromHex("zz"));
});

test("concatenation keeps order", () => {
  assert.ok(bytesEqual(concatBytes(fromHex("01"), fromHex("0203")), fromHex("010203")));
});

import { loadVector } from "./vectors.js";

test("the repository's vectors are found from the compiled tests", () => {
  const v = loadVector<Record<string, unknown>>("tile_points_double12_ristretto255.json");
  assert.ok(Object.keys(v).length > 0);
});
