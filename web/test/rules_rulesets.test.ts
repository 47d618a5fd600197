/**
 * Tiles (SPEC 1) and rulesets (SPEC 2): notation and canonical order; the presets knob for knob
 * as the Python package has them; every ruleset map of engine_games.json accepted or refused as
 * the Python table does (wire limits, types, validation, key order).
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  PRESETS,
  RulesetError,
  TileError,
  checkPlayers,
  deckSize,
  handSize,
  makeRuleset,
  parseTile,
  preset,
  roundDoubles,
  rulesetFromMap,
  rulesetToMap,
  setSize,
  tile,
  tileIndex,
  tileSet,
  tileText,
  withKnobs,
} from "../src/rules/index.js";
import { loadVector } from "./vectors.js";

const VECTOR = loadVector<{ presets: Record<string, Record<string, unknown>>; rulesets: Array<{ map: unknown; verdict: string }> }>(
  "engine_games.json",
);

test("tile notation is unordered, written high end first, and bounded by the set", () => {
  assert.deepEqual(parseTile("12-5"), parseTile("5-12"));
  assert.deepEqual(parseTile("5-12"), tile(12, 5));
  assert.equal(tileText(parseTile("5-12")), "12-5");
  for (const text of ["12|5", "12:5", "12/5", " 5 - 12 "]) assert.deepEqual(parseTile(text, 12), { low: 5, high: 12 });
  assert.deepEqual(parseTile("15-15"), { low: 15, high: 15 });
  for (const bad of ["12-5-1", "12x5", "", "a-b", "123-1", "12 5"]) assert.throws(() => parseTile(bad), TileError, bad);
  assert.throws(() => parseTile("13-1", 12), /more than a double-12 set/);
  assert.throws(() => parseTile("7-1", 6), /more than a double-6/);
  assert.throws(() => tile(-1, 3), TileError);
});

test("canonical order: 0-0, 1-0, ..., N-0, 1-1, ...; index(low, high) = low*(N+1) - low*(low-1)/2 + (high-low)", () => {
  for (const [n, size] of [[6, 28], [9, 55], [12, 91], [15, 136]] as const) {
    const order = tileSet(n);
    assert.equal(order.length, size);
    assert.equal(setSize(n), size);
    order.forEach((t, i) => assert.equal(tileIndex(n, t), i));
  }
  const order = tileSet(12).map(tileText);
  assert.deepEqual(order.slice(0, 3), ["0-0", "1-0", "2-0"]);
  assert.equal(order[12], "12-0");
  assert.equal(order[13], "1-1");
  assert.equal(order.at(-1), "12-12");
  assert.throws(() => tileIndex(6, { low: 3, high: 7 }), TileError);
});

test("the presets are the Python package's, knob for knob and word for word", () => {
  assert.deepEqual(Object.keys(PRESETS), Object.keys(VECTOR.presets));
  for (const [name, map] of Object.entries(VECTOR.presets)) {
    assert.deepEqual(rulesetToMap(preset(name)), map, name);
    assert.deepEqual(Object.keys(rulesetToMap(preset(name))), Object.keys(map), `${name}: key order`);
  }
  assert.throws(() => preset("classic2"), /presets are: classic, classic-ordered, boxed, express, house/);
  assert.throws(() => preset("toString"), RulesetError);
});

test("every ruleset map is accepted or refused as the Python table does", () => {
  let refused = 0;
  for (const { map, verdict } of VECTOR.rulesets) {
    if (verdict === "ok") {
      assert.deepEqual(rulesetToMap(rulesetFromMap(map)), map);
    } else {
      assert.throws(() => rulesetFromMap(map), RulesetError, `${JSON.stringify(map).slice(0, 120)}: ${verdict}`);
      refused++;
    }
  }
  assert.ok(refused >= 30, `${refused} refused maps`);
});

test("hand sizes by table size, round doubles, deck size", () => {
  const classic = preset("classic");
  assert.deepEqual([2, 6, 7, 8, 9, 10].map((n) => handSize(classic, n)), [12, 12, 10, 10, 8, 8]);
  assert.deepEqual([4, 5, 6, 7, 8, 9, 10].map((n) => handSize(preset("boxed"), n)), [15, 12, 12, 10, 10, 8, 8]);
  assert.throws(() => checkPlayers(preset("express"), 5), /2 to 4 players, not 5/);
  assert.throws(() => checkPlayers(preset("boxed"), 3), /4 to 10 players, not 3/);
  assert.deepEqual(roundDoubles(classic), [12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
  assert.deepEqual(roundDoubles(preset("express")), [12, 11, 10, 9, 8, 7]);
  assert.deepEqual(roundDoubles(preset("house")).slice(0, 3), [0, 1, 2]);
  assert.throws(() => roundDoubles(classic, 14), /1 to 13 rounds, not 14/);
  assert.equal(deckSize(classic), 91);
  assert.equal(deckSize(preset("express")), 90);
  const short = withKnobs(preset("express"), { rounds: 2 });
  assert.equal(short.name, "express");
  assert.equal(short.rounds, 2);
  assert.throws(() => makeRuleset({ max_pip: 6, rounds: 7 }), /hands do not fit the set: 3 players x 12 tiles = 36 > 28/);
  assert.ok(Object.isFrozen(preset("classic")));
});
