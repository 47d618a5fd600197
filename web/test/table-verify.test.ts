/**
 * The table and `verify` (SPEC 6.3, 7): the match vector to exactly its `verify --json` object,
 * and the conformance cases whose verdict the table decides (a false claim, the round audit,
 * `end` totals, aborts in several stages, garbage and duplicate cards, a refused join) to the
 * reference's object, field for field (reasons aside). The whole corpus runs in pytest, through
 * the bundle and `mextrain conformance`.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { verdictJson, verifyLog, EXIT_CODES, type Json } from "../src/table/verify.js";
import { loadBytes, loadVector } from "./vectors.js";

function withoutReasons(v: Json): Json {
  if (Array.isArray(v)) return v.map(withoutReasons);
  if (v !== null && typeof v === "object") {
    const out: { [k: string]: Json } = {};
    for (const [k, x] of Object.entries(v)) if (k !== "reason") out[k] = withoutReasons(x);
    return out;
  }
  return v;
}

test("match_2seat.mtlog verifies to exactly match_2seat.json, fields in order", () => {
  const got = verdictJson(verifyLog(loadBytes("match_2seat.mtlog")));
  const expected = loadVector<Json>("match_2seat.json");
  assert.equal(JSON.stringify(got), JSON.stringify(expected));
});

const CASES = [
  "false-claim",
  "wrong-key",
  "wrong-totals",
  "abort-withheld",
  "abort-silent",
  "abort-not-awaited",
  "abort-release",
  "abort-lobby",
  "abort-after-last-round",
  "garbage-card-at-play",
  "duplicate-card-at-play",
  "duplicate-false-claim",
  "join-twice",
  "seat-signs-end",
  "out-of-turn",
  "reveal-lost-seed",
  "bad-ruleset",
  "play-no-such-train",
];

for (const name of CASES) {
  test(`conformance ${name}: the reference's verdict and exit code`, () => {
    const result = verifyLog(loadBytes(`conformance/${name}.mtlog`));
    const expected = loadVector<Json>(`conformance/${name}.json`) as { [k: string]: Json };
    assert.deepEqual(withoutReasons(verdictJson(result)), withoutReasons(expected));
    assert.equal(EXIT_CODES[result.outcome], EXIT_CODES[expected["outcome"] as keyof typeof EXIT_CODES]);
  });
}

test("the file must end after the entry that ended the match", () => {
  const bytes = loadBytes("match_2seat.mtlog");
  const doubled = new Uint8Array(bytes.length + 40);
  doubled.set(bytes);
  doubled.set(bytes.subarray(15, 55), bytes.length);
  const got = verdictJson(verifyLog(doubled));
  assert.equal(got["outcome"], "invalid");
  assert.deepEqual(withoutReasons(got["blame"] as Json), { seat: null, entry: 165 });
});
