/**
 * Limits on a ruleset as it arrives in a table's `open` entry (SPEC 2, "Limits on the wire"),
 * checked on the raw map before anything else of it, and the *text* rule of SPEC 5.4 they use.
 */

export const MAX_NAME = 64;
export const MAX_SEED = 200;
export const MAX_DESCRIPTION = 1000;
export const MAX_DOUBLE_BLANK_PIPS = 1000;
export const MAX_HAND = 136;

/** A ruleset that cannot be played, or one that breaks its wire limits. */
export class RulesetError extends Error {
  override name = "RulesetError";
}

/** Code points a text may not hold (SPEC 5.4): a fixed list, so no Unicode database is needed. */
const REFUSED: ReadonlyArray<readonly [number, number]> = [
  [0x0000, 0x001f],
  [0x007f, 0x009f],
  [0x00a0, 0x00a0],
  [0x00ad, 0x00ad],
  [0x061c, 0x061c],
  [0x1680, 0x1680],
  [0x180e, 0x180e],
  [0x2000, 0x200f],
  [0x2028, 0x202f],
  [0x205f, 0x206f],
  [0x3000, 0x3000],
  [0xd800, 0xdfff],
  [0xe000, 0xf8ff],
  [0xfdd0, 0xfdef],
  [0xfeff, 0xfeff],
  [0xfff9, 0xfffb],
  [0xf0000, 0x10ffff],
];

export function refusedCodePoint(code: number): boolean {
  if ((code & 0xfffe) === 0xfffe) return true;
  return REFUSED.some(([lo, hi]) => lo <= code && code <= hi);
}

/** A *text* (SPEC 5.4) of `minLen..maxLen` code points, none of them refused. */
export function isText(value: unknown, maxLen: number, minLen = 1): boolean {
  if (typeof value !== "string") return false;
  let count = 0;
  for (const ch of value) {
    const code = ch.codePointAt(0) as number;
    if (refusedCodePoint(code)) return false; // a lone surrogate is iterated as itself: refused
    count++;
  }
  return minLen <= count && count <= maxLen;
}

/** An integer in lo..hi; never a boolean, a string or a fraction. */
export function isIntIn(value: unknown, lo: number, hi: number): value is number {
  return typeof value === "number" && Number.isSafeInteger(value) && lo <= value && value <= hi;
}

function has(data: Record<string, unknown>, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(data, key);
}

function isMap(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array);
}

/** Throw a RulesetError naming the first field of the `open` entry's map outside its wire limits. */
export function checkWireRuleset(data: unknown): asserts data is Record<string, unknown> {
  if (!isMap(data)) throw new RulesetError("a ruleset is a map");
  const texts: Array<[string, number, number]> = [
    ["name", MAX_NAME, 1],
    ["seed", MAX_SEED, 1],
    ["description", MAX_DESCRIPTION, 0],
  ];
  for (const [key, longest, shortest] of texts) {
    if (has(data, key) && !isText(data[key], longest, shortest)) {
      throw new RulesetError(`${key} must be text of ${shortest}..${longest} characters`);
    }
  }
  const sizes = has(data, "hand_sizes") ? data["hand_sizes"] : [];
  if (!Array.isArray(sizes) || sizes.length < 1 || sizes.length > 9) {
    throw new RulesetError("hand_sizes must hold 1 to 9 [up_to_players, tiles] pairs");
  }
  for (const pair of sizes) {
    const ok = Array.isArray(pair) && pair.length === 2 && isIntIn(pair[0], 2, 10) && isIntIn(pair[1], 1, MAX_HAND);
    if (!ok) throw new RulesetError(`hand_sizes pairs are [2..10, 1..${MAX_HAND}], not ${JSON.stringify(pair)}`);
  }
  const pips = has(data, "double_blank_pips") ? data["double_blank_pips"] : 0;
  if (!isIntIn(pips, 0, MAX_DOUBLE_BLANK_PIPS)) {
    throw new RulesetError(`double_blank_pips must be 0..${MAX_DOUBLE_BLANK_PIPS}`);
  }
}
