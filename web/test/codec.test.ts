import { test } from "node:test";
import assert from "node:assert/strict";
import { fromHex, toHex } from "../src/bytes.js";
import { CodecError, LimitError, decode, encode } from "../src/codec/canonical.js";
import { ENVELOPE, MESSAGE, PLAIN } from "../src/codec/limits.js";

const refuse = (hex: string, why: RegExp, limits = PLAIN) =>
  assert.throws(() => decode(fromHex(hex), limits), (e: unknown) => e instanceof CodecError && why.test((e as Error).message), hex);

test("shortest forms, as msgpack-python writes them, encode and decode back", () => {
  // Written by msgpack.packb(value, use_bin_type=True) for each value.
  const cases: [unknown, string][] = [
    [0, "00"], [127, "7f"], [128, "cc80"], [65536, "ce00010000"], [2 ** 32, "cf0000000100000000"],
    [2 ** 40, "cf0000010000000000"], [-33, "d0df"], [-129, "d1ff7f"], [-(2 ** 31) - 1, "d3ffffffff7fffffff"],
    [2n ** 60n, "cf1000000000000000"], [-(2n ** 63n), "d38000000000000000"],
    ["a".repeat(32), "d920" + "61".repeat(32)], [new Uint8Array(0), "c400"], [[], "90"], [{}, "80"],
    [{ b: 1, a: [true, false, null] }, "82a16201a16193c3c2c0"],
  ];
  for (const [value, hex] of cases) {
    assert.equal(toHex(encode(value as never)), hex);
    assert.deepEqual(decode(fromHex(hex)), value);
  }
});

test("maps keep their wire order (the ruleset's keys are not sorted)", () => {
  assert.deepEqual(Object.keys(decode(fromHex("82a16201a16102")) as object), ["b", "a"]);
});

test("non-canonical encodings are refused", () => {
  refuse("cc05", /not canonical/); // 5 as uint8
  refuse("d000", /not canonical/); // 0 as int8
  refuse("cd00ff", /not canonical/); // 255 as uint16
  refuse("cf0000000000000001", /not canonical/); // 1 as uint64
  refuse("d3ffffffffffffffff", /not canonical/); // -1 as int64
  refuse("d3" + "1000000000000000", /not canonical/); // 2^60 as int64, not uint64
  refuse("d90161", /not canonical/); // "a" as str8
  refuse("c50001" + "00", /not canonical/); // bin16 of 1 byte
  refuse("dc000100", /not canonical/); // array16 of 1 item
  refuse("de0001a16101", /not canonical/); // map16 of 1 pair
  refuse("82a16101a16102", /not canonical/); // a duplicate key
  refuse("a2c328", /not canonical/); // invalid UTF-8
});

test("floats, extension types, 0xc1, non-str keys, truncation and trailing bytes are refused", () => {
  refuse("cb3ff8000000000000", /floats/); // 1.5 as float64 (it would re-encode to itself)
  refuse("ca3fc00000", /floats/);
  refuse("d40100", /extension/);
  refuse("c70101aa", /extension/);
  refuse("c1", /0xc1/);
  refuse("810102", /keys must be str/);
  refuse("81c401610102", /keys must be str/);
  refuse("92", /truncated/);
  refuse("0000", /trailing/);
  refuse("", /empty/);
});

test("limits are checked at the header, before the value is built", () => {
  assert.throws(() => decode(fromHex("dd0000041100"), MESSAGE), /array of 1041 items is over/); // header only, 1 item follows
  assert.throws(() => decode(fromHex("de00410000"), MESSAGE), /map of 65 pairs/);
  assert.throws(() => decode(fromHex("da1001"), MESSAGE), /4097 bytes/);
  assert.throws(() => decode(fromHex("dc0041"), ENVELOPE), /array of 65 items/);
  assert.throws(() => decode(fromHex("de0011"), ENVELOPE), /17 pairs/);
  decode(fromHex("dc0040" + "00".repeat(64)), ENVELOPE);
});

test("the container count: 4096 arrays in one message value pass, 4097 do not", () => {
  // [[]*1023, [[]*1023], [[]*1023], [[]*1023]] style: a 4-item top array of 4 arrays of 1023 empties.
  const inner = "dc03ff" + "90".repeat(1023); // 1024 containers
  decode(fromHex("93" + inner + inner + "dc03fe" + "90".repeat(1022)), MESSAGE); // 1+1024+1024+1023 = 3072
  const full = "94" + inner + inner + inner + "dc03fe" + "90".repeat(1022); // 1+3*1024+1023 = 4096
  decode(fromHex(full), MESSAGE);
  const over = "94" + inner + inner + inner + inner; // 4097
  assert.throws(() => decode(fromHex(over), MESSAGE), /more than 4096/);
});

test("nesting: at most 9 containers one inside another; only containers count (SPEC 5.1)", () => {
  decode(fromHex("91".repeat(8) + "90"));
  decode(fromHex("91".repeat(8) + "80"));
  refuse("91".repeat(9) + "90", /deeper/);
  refuse("91".repeat(8) + "9190", /deeper/);
  refuse("91".repeat(9) + "81a161c0", /deeper/);
  // Scalars never count: the innermost of nine containers holds any of them.
  decode(fromHex("91".repeat(9) + "c0"));
  decode(fromHex("91".repeat(9) + "a0"));
  decode(fromHex("91".repeat(9) + "01"));
  decode(fromHex("91".repeat(8) + "81a161c0"));
  decode(fromHex("91".repeat(8) + "81a16101"));
});
