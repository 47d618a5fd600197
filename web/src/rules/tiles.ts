/**
 * Tiles of a double-N set (SPEC 1): notation, canonical order and pips.
 *
 * A tile is stored with `low <= high` and written high end first, `12-5`; `5-12` is the same tile.
 * The canonical order is lexicographic on (low, high), so index 0 is 0-0, then 1-0 ... N-0, 1-1.
 */

export const SUPPORTED_SETS: readonly number[] = [6, 9, 12, 15];

export interface Tile {
  readonly low: number;
  readonly high: number;
}

/** A tile-level rule broken by the input itself (bad notation, an end above N, a negative end). */
export class TileError extends Error {
  override name = "TileError";
}

/** The tile with ends `a` and `b`, in either order. */
export function tile(a: number, b: number): Tile {
  if (!Number.isSafeInteger(a) || !Number.isSafeInteger(b) || a < 0 || b < 0) {
    throw new TileError(`a tile end is a whole number of pips, 0 or more: ${a}-${b}`);
  }
  return a <= b ? { low: a, high: b } : { low: b, high: a };
}

const NOTATION = /^\s*(\d{1,2})\s*[-|:/]\s*(\d{1,2})\s*$/;

/** Parse `12-5` (or `5-12`, `12|5`, `12:5`, `12/5`) as a tile of a double-`maxPip` set. */
export function parseTile(text: string, maxPip = 15): Tile {
  const match = NOTATION.exec(text);
  if (match === null) {
    throw new TileError(`bad tile notation ${JSON.stringify(text)}: expected two pip counts like 12-5`);
  }
  const a = Number(match[1]);
  const b = Number(match[2]);
  for (const end of [a, b]) {
    if (end > maxPip) {
      throw new TileError(`bad tile ${JSON.stringify(text)}: ${end} pips is more than a double-${maxPip} set has`);
    }
  }
  return tile(a, b);
}

/** High end first: `12-5`. */
export function tileText(t: Tile): string {
  return `${t.high}-${t.low}`;
}

export function sameTile(a: Tile | null | undefined, b: Tile | null | undefined): boolean {
  if (a == null || b == null) return false;
  return a.low === b.low && a.high === b.high;
}

export function isDouble(t: Tile): boolean {
  return t.low === t.high;
}

export function hasEnd(t: Tile, end: number): boolean {
  return t.low === end || t.high === end;
}

/** The end left open after matching `end` against a train. */
export function otherEnd(t: Tile, end: number): number {
  if (end === t.low) return t.high;
  if (end === t.high) return t.low;
  throw new TileError(`tile ${tileText(t)} has no ${end} end`);
}

/** Tiles in a double-N set: (N+1)(N+2)/2, 91 for double-12. */
export function setSize(maxPip: number): number {
  return ((maxPip + 1) * (maxPip + 2)) / 2;
}

/** Every tile of a double-`maxPip` set in canonical order. */
export function tileSet(maxPip: number): Tile[] {
  if (!Number.isSafeInteger(maxPip) || maxPip < 0) throw new TileError(`a double-${maxPip} set does not exist`);
  const out: Tile[] = [];
  for (let low = 0; low <= maxPip; low++) for (let high = low; high <= maxPip; high++) out.push({ low, high });
  return out;
}

/** The canonical index of a tile: low*(N+1) - low*(low-1)/2 + (high - low). */
export function tileIndex(maxPip: number, t: Tile): number {
  if (t.low < 0 || t.low > t.high || t.high > maxPip) {
    throw new TileError(`${tileText(t)} is not a tile of a double-${maxPip} set`);
  }
  return t.low * (maxPip + 1) - (t.low * (t.low - 1)) / 2 + (t.high - t.low);
}
