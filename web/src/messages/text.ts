/**
 * SPEC 5.4's *text*: a str of min..max code points none of which is in a fixed list of refused
 * ranges (controls, invisible and bidi format characters, separators, spaces other than U+0020,
 * private use, noncharacters). A fixed list, so every implementation and Unicode version agree.
 */

const REFUSED: readonly (readonly [number, number])[] = [
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

/** True for a code point a text may not hold (every U+xxFFFE and U+xxFFFF included). */
export function refusedCodePoint(code: number): boolean {
  if ((code & 0xfffe) === 0xfffe) return true;
  return REFUSED.some(([lo, hi]) => lo <= code && code <= hi);
}

/** Is `value` a text of `min..max` code points? */
export function isText(value: unknown, max: number, min = 1): value is string {
  if (typeof value !== "string") return false;
  let count = 0;
  for (const ch of value) {
    if (refusedCodePoint(ch.codePointAt(0)!)) return false;
    count += 1;
  }
  return min <= count && count <= max;
}
