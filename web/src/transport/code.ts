/**
 * Join codes (SPEC 8.2) and relay nameplates (8.10): lower-case the code, split it at every run
 * of `.`, `_`, `-` and whitespace, drop the empty parts, join the rest with single `-`.
 */

/**
 * The whitespace characters that separate parts: the reference's (Python's str.isspace), written
 * out, since JavaScript's \s differs (it lacks U+001C-001F and U+0085 and adds U+FEFF).
 */
const SEPARATORS = /[._\-\t\n\v\f\r\x1c-\x1f \x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+/u;

export function normalizeCode(code: string): string {
  return code
    .toLowerCase()
    .split(SEPARATORS)
    .filter((part) => part.length > 0)
    .join("-");
}

/** The nameplate of a normalized code: its first part when that is exactly four ASCII digits and more parts follow; else null. */
export function nameplate(normalized: string): string | null {
  const parts = normalized.split("-");
  return parts.length > 1 && /^[0-9]{4}$/.test(parts[0]!) ? parts[0]! : null;
}
