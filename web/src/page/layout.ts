/**
 * Where every tile of the board goes: pure geometry, no DOM, so it is tested in Node.
 *
 * The board is the terminal app's, drawn: the engine at a hub on the left, and every train a
 * lane branching from it, in seat order with the Mexican train last. A lane's tiles run away
 * from the hub and, when the width is used up, turn back on the next line (a snake, as tiles
 * are laid on a real table), so a long train stays whole on a 360-pixel phone; each tile keeps
 * its orientation, the half that touches the tile before it nearest to that tile. Doubles lie
 * across the line. After the last tile, a dashed slot shows the open end: where the next tile
 * goes, and the train's target for a tap or a drop.
 */

import type { Pair, SeatView, TrainView } from "./view.js";

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A tile placed on the board. `halves` are drawn left then right (or top then bottom for a
 * double, which lies across the line). */
export interface PlacedTile extends Rect {
  /** Index of the tile in its train (0: next to the engine). */
  index: number;
  halves: Pair;
  across: boolean;
}

export interface TrainLayout {
  key: number;
  /** The lane: label band and tile lines. */
  lane: Rect;
  /** Baseline of the label text. */
  labelY: number;
  tiles: PlacedTile[];
  /** The open end: where the next tile goes. */
  slot: Rect;
  /** Where the lane's spoke from the hub arrives (centre of the first line's start). */
  joint: { x: number; y: number };
  lines: number;
}

export interface BoardLayout {
  width: number;
  height: number;
  /** Unit: a tile is 2u by u. */
  unit: number;
  hub: { x: number; y: number; r: number };
  /** The engine double, standing in the hub. */
  engine: Rect;
  trains: TrainLayout[];
}

export const LABEL_BAND = 20;
/** The smallest tile unit: a tile 30 by 15 pixels, its pips still countable. */
export const MIN_UNIT = 15;
const LANE_GAP = 8;
const PAD = 6;

/** The tile unit (a tile is 2u by u) for a board `width` pixels wide: 16 on a phone, up to
 * 28 on a desktop. */
export function unitFor(width: number): number {
  return Math.max(MIN_UNIT, Math.min(28, Math.round(width / 22)));
}

/** How a train's tiles flow from `x0` to `right`: each line's tiles, alternating direction. */
export function flowTrain(
  tiles: readonly Pair[],
  x0: number,
  right: number,
  top: number,
  unit: number,
): { tiles: PlacedTile[]; slot: Rect; lines: number; height: number } {
  const gap = Math.max(2, Math.round(unit * 0.15));
  const lineH = 2 * unit + gap * 2;
  const room = right - x0;
  const placed: PlacedTile[] = [];
  let line = 0;
  let used = 0; // pixels used on this line, from the line's start
  const items = [...tiles.map((t) => ({ pair: t, across: t[0] === t[1] })), null];
  items.forEach((item, index) => {
    const w = item === null ? 2 * unit : item.across ? unit : 2 * unit;
    if (used > 0 && used + w > room) {
      line += 1;
      used = 0;
    }
    const leftToRight = line % 2 === 0;
    const start = leftToRight ? x0 + used : right - used - w;
    const h = item !== null && item.across ? 2 * unit : unit;
    const y = top + line * lineH + (lineH - h) / 2;
    used += w + gap;
    if (item === null) {
      placed.push({ index, halves: [0, 0], across: false, x: start, y, w, h });
      return;
    }
    const [a, b] = item.pair;
    const halves: Pair = item.across || leftToRight ? [a, b] : [b, a];
    placed.push({ index, halves, across: item.across, x: start, y, w, h });
  });
  const slotTile = placed.pop();
  if (slotTile === undefined) throw new Error("unreachable: the slot is always placed");
  const { x, y, w, h } = slotTile;
  return { tiles: placed, slot: { x, y, w, h }, lines: line + 1, height: (line + 1) * lineH };
}

/** The order the lanes are drawn in: seat order, the Mexican train last (as in the app). */
export function laneOrder(view: SeatView): TrainView[] {
  return [...view.trains, view.mexican];
}

/** The whole board at `width` pixels; with `maxHeight`, tiles are drawn smaller (down to
 * MIN_UNIT) until the board fits it, so on a desktop the hand stays in sight as trains grow. */
export function boardLayout(view: SeatView, width: number, maxHeight = Infinity): BoardLayout {
  let board = layoutAt(view, width, unitFor(width));
  while (board.height > maxHeight && board.unit > MIN_UNIT) board = layoutAt(view, width, board.unit - 1);
  return board;
}

function layoutAt(view: SeatView, width: number, unit: number): BoardLayout {
  const hubR = Math.round(unit * 1.5);
  const x0 = PAD + 2 * hubR + Math.round(unit * 0.8);
  const right = width - PAD;
  let y = PAD;
  const trains: TrainLayout[] = [];
  for (const train of laneOrder(view)) {
    const labelY = y + 14;
    const flow = flowTrain(train.tiles, x0, right, y + LABEL_BAND, unit);
    const height = LABEL_BAND + flow.height;
    const firstLineMid = y + LABEL_BAND + unit + Math.max(2, Math.round(unit * 0.15));
    trains.push({
      key: train.key,
      lane: { x: x0 - 4, y, w: right - x0 + 4, h: height },
      labelY,
      tiles: flow.tiles,
      slot: flow.slot,
      joint: { x: x0, y: firstLineMid },
      lines: flow.lines,
    });
    y += height + LANE_GAP;
  }
  const height = y - LANE_GAP + PAD;
  const joints = trains.map((t) => t.joint.y);
  const middle = joints[Math.floor((joints.length - 1) / 2)] ?? height / 2;
  const hubY = joints.length % 2 === 0 && joints.length > 1
    ? (middle + (joints[joints.length / 2] ?? middle)) / 2
    : middle;
  const hub = { x: PAD + hubR, y: hubY, r: hubR };
  const engine = { x: hub.x - unit / 2, y: hub.y - unit, w: unit, h: 2 * unit };
  return { width, height, unit, hub, engine, trains };
}

/** A hand tile's width on a wide screen, and the gap between tiles (page.css's `.hand`). */
export const HAND_TILE = { full: 38, least: 28, gap: 7 };

/** The width of `count` hand tiles on a wide screen, in a row `rowWidth` wide: full size while
 * they fit one row, then smaller so that they still do (a 25-tile hand on a desktop), down to
 * `least`; below that they wrap, and the board gives up the height (table.ts). */
export function handTileWidth(rowWidth: number, count: number): number {
  if (rowWidth <= 0 || count <= 0) return HAND_TILE.full;
  const fit = Math.floor((rowWidth + HAND_TILE.gap) / count) - HAND_TILE.gap;
  return Math.max(HAND_TILE.least, Math.min(HAND_TILE.full, fit));
}
