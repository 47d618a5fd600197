import { test } from "node:test";
import assert from "node:assert/strict";
import { HAND_TILE, MIN_UNIT, boardLayout, flowTrain, handTileWidth, laneOrder, unitFor } from "../src/page/layout.js";
import type { PlacedTile, Rect } from "../src/page/layout.js";
import type { Pair } from "../src/page/view.js";
import { demoFrames } from "./page-fixtures.js";

function overlaps(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.w - 0.01 && b.x < a.x + a.w - 0.01 && a.y < b.y + b.h - 0.01 && b.y < a.y + a.h - 0.01;
}

/** A train of `n` tiles from the engine `start`, a double every fourth tile. */
function chain(n: number, start = 12): Pair[] {
  const out: Pair[] = [];
  let end = start;
  for (let i = 0; i < n; i++) {
    const next = i % 4 === 3 ? end : (end + 5) % 13;
    out.push([end, next]);
    end = next;
  }
  return out;
}

test("a train's tiles stay inside the lane, never overlap, and the slot follows the last", () => {
  for (const width of [300, 360, 700, 1000]) {
    const unit = unitFor(width);
    const tiles = chain(30);
    const flow = flowTrain(tiles, 60, width - 6, 0, unit);
    assert.equal(flow.tiles.length, 30);
    const all: Rect[] = [...flow.tiles, flow.slot];
    for (const r of all) assert.ok(r.x >= 60 - 0.01 && r.x + r.w <= width - 6 + 0.01, `inside at ${width}`);
    for (let i = 0; i < all.length; i++)
      for (let j = i + 1; j < all.length; j++) assert.ok(!overlaps(all[i]!, all[j]!), `${i} and ${j} overlap at ${width}`);
    assert.ok(flow.height >= flow.lines * 2 * unit);
  }
});

test("a long train wraps into more lines on a phone than on a desktop", () => {
  const tiles = chain(30);
  const phone = flowTrain(tiles, 60, 354, 0, unitFor(360));
  const desk = flowTrain(tiles, 60, 994, 0, unitFor(1000));
  assert.ok(phone.lines > desk.lines, `${phone.lines} lines on a phone, ${desk.lines} on a desktop`);
  assert.ok(phone.lines >= 3);
});

test("the snake: lines alternate direction and every tile touches the one before with the matching half", () => {
  const tiles = chain(26);
  const flow = flowTrain(tiles, 60, 354, 0, 16);
  const lineOf = (t: PlacedTile) => Math.floor(t.y / (2 * 16 + 2 * Math.max(2, Math.round(16 * 0.15))));
  for (let i = 1; i < flow.tiles.length; i++) {
    const prev = flow.tiles[i - 1]!;
    const cur = flow.tiles[i]!;
    const want = tiles[i]![0]; // the half touching the tile before (trains are oriented outwards)
    const line = lineOf(cur);
    if (lineOf(prev) !== line) continue; // the turn between lines
    if (line % 2 === 0) {
      assert.ok(cur.x > prev.x, `tile ${i} runs right on line ${line}`);
      if (!cur.across) assert.equal(cur.halves[0], want, `tile ${i}: left half touches ${want}`);
    } else {
      assert.ok(cur.x < prev.x, `tile ${i} runs left on line ${line}`);
      if (!cur.across) assert.equal(cur.halves[1], want, `tile ${i}: right half touches ${want}`);
    }
  }
  const doubles = flow.tiles.filter((t) => t.halves[0] === t.halves[1]);
  assert.ok(doubles.length > 0 && doubles.every((t) => t.across && t.h === 2 * t.w), "doubles lie across");
});

test("the board: lanes in seat order with the Mexican train last, stacked, tiles within the width", () => {
  const frames = demoFrames();
  for (const width of [360, 390, 1000]) {
    for (const frame of frames) {
      const view = frame.view!;
      const board = boardLayout(view, width);
      assert.deepEqual(board.trains.map((t) => t.key), laneOrder(view).map((t) => t.key));
      assert.deepEqual(board.trains.map((t) => t.key), [...view.trains.map((t) => t.key), -1]);
      for (let i = 1; i < board.trains.length; i++) {
        const a = board.trains[i - 1]!.lane;
        assert.ok(board.trains[i]!.lane.y >= a.y + a.h, "lanes do not overlap");
      }
      for (const [n, t] of board.trains.entries()) {
        const train = laneOrder(view)[n]!;
        assert.equal(t.tiles.length, train.tiles.length, "every tile of every train is drawn");
        for (const p of [...t.tiles, t.slot]) {
          assert.ok(p.x >= 0 && p.x + p.w <= width, `tile inside ${width} px`);
          assert.ok(p.y >= t.lane.y && p.y + p.h <= t.lane.y + t.lane.h + 0.01, "tile inside its lane");
        }
      }
      assert.ok(board.hub.y > 0 && board.hub.y < board.height);
      assert.ok(board.engine.x >= 0 && board.engine.x + board.engine.w < board.trains[0]!.joint.x);
    }
  }
});

test("given a height, the board draws its tiles smaller until it fits (never below the smallest unit)", () => {
  const view = demoFrames().at(-1)!.view!;
  const free = boardLayout(view, 1000);
  const fitted = boardLayout(view, 1000, free.height * 0.8);
  assert.ok(fitted.height <= free.height * 0.8, `${fitted.height} fits ${free.height * 0.8}`);
  assert.ok(fitted.unit < free.unit);
  const tight = boardLayout(view, 1000, 10);
  assert.equal(tight.unit, MIN_UNIT);
  assert.deepEqual(boardLayout(view, 1000, free.height), free, "a board that fits is drawn as before");
});

test("hand tiles on a wide screen: full size while a row holds them, smaller to keep one row, then a floor", () => {
  assert.equal(handTileWidth(900, 7), HAND_TILE.full);
  const w = handTileWidth(900, 25);
  assert.ok(w < HAND_TILE.full && 25 * (w + HAND_TILE.gap) - HAND_TILE.gap <= 900, `25 tiles of ${w} px fit 900 px`);
  assert.ok(25 * (w + 1 + HAND_TILE.gap) - HAND_TILE.gap > 900, "and no wider would");
  assert.equal(handTileWidth(900, 60), HAND_TILE.least);
  assert.equal(handTileWidth(0, 25), HAND_TILE.full, "not laid out yet");
});
