/**
 * Pip faces: where the dots of 0 to 12 sit on a half-tile, and their colours.
 *
 * Double-12 sets draw each number in its own colour, so a player matches ends at a glance;
 * the numbers are also in every label, so colour is never the only cue. Dots sit on a grid
 * of three columns: up to 9 the familiar die-like faces, 10 to 12 in three columns of four
 * rows (4+2+4, 4+3+4, 4+4+4), as the sets print them.
 */

/** A dot's centre in a unit square, x to the right and y down. */
export type Dot = [number, number];

export const MAX_PIP = 12;

const L = 0.22;
const C = 0.5;
const R = 0.78;
const T = 0.22;
const B = 0.78;
/** Rows of the four-high columns of 10 to 12. */
const ROW4 = [0.16, 0.39, 0.61, 0.84];

const FACES: Dot[][] = [
  [],
  [[C, C]],
  [[L, T], [R, B]],
  [[L, T], [C, C], [R, B]],
  [[L, T], [R, T], [L, B], [R, B]],
  [[L, T], [R, T], [C, C], [L, B], [R, B]],
  [[L, T], [L, C], [L, B], [R, T], [R, C], [R, B]],
  [[L, T], [L, C], [L, B], [C, C], [R, T], [R, C], [R, B]],
  [[L, T], [L, C], [L, B], [C, T], [C, B], [R, T], [R, C], [R, B]],
  [[L, T], [L, C], [L, B], [C, T], [C, C], [C, B], [R, T], [R, C], [R, B]],
  [...column(L, ROW4), [C, 0.3], [C, 0.7], ...column(R, ROW4)],
  [...column(L, ROW4), [C, 0.22], [C, C], [C, 0.78], ...column(R, ROW4)],
  [...column(L, ROW4), ...column(C, ROW4), ...column(R, ROW4)],
];

function column(x: number, ys: number[]): Dot[] {
  return ys.map((y) => [x, y] as Dot);
}

/** The dots of `n` (0 to 12) in a unit square. */
export function pipDots(n: number): Dot[] {
  const face = FACES[n];
  if (!Number.isInteger(n) || face === undefined) {
    throw new RangeError(`a half-tile shows 0 to ${MAX_PIP} pips, not ${n}`);
  }
  return face.map(([x, y]) => [x, y]);
}

/** The dot radius for `n` pips, in the unit square: smaller where they are packed. */
export function pipRadius(n: number): number {
  return n >= 10 ? 0.085 : n >= 7 ? 0.095 : 0.11;
}

/** A colour per number, as double-12 sets print them (0 is blank). Each is dark enough to
 * stand out on the ivory face (contrast of at least 3:1, checked by a test). */
export const PIP_COLOURS: readonly string[] = [
  "#000000", // 0: never drawn
  "#1b8fc9", // 1 light blue
  "#2a8a3a", // 2 green
  "#d1322b", // 3 red
  "#7a4a22", // 4 brown
  "#22409a", // 5 dark blue
  "#b8860b", // 6 gold
  "#7d3aa6", // 7 purple
  "#136347", // 8 dark green
  "#1d1d1d", // 9 black
  "#d8631a", // 10 orange
  "#c93e86", // 11 pink
  "#5d636e", // 12 grey
];

export function pipColour(n: number): string {
  const c = PIP_COLOURS[n];
  if (c === undefined) throw new RangeError(`no colour for ${n} pips`);
  return c;
}

/** The ivory of a tile's face (the contrast test measures the dots against it). */
export const FACE_COLOUR = "#fbf7ec";
