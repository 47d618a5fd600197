/**
 * Canonical msgpack (SPEC 5.1): the only encoding that is signed, hashed or logged. A value is
 * accepted only if it holds plain types and re-encodes to exactly the bytes received, so one
 * value has one encoding and signatures and hashes over the received bytes are unambiguous.
 */
import { Decoder, Encoder } from "@msgpack/msgpack";
import type { Limits } from "./limits.js";
import { PLAIN } from "./limits.js";
import { CodecError, scan } from "./scan.js";

/**
 * A decoded value. Integers are numbers when safe; a 64-bit integer beyond 2^53 stays a bigint
 * (no protocol field accepts one, but it is still canonical msgpack). Maps keep their wire order
 * (string keys that look like array indices excepted: a JavaScript object lists those first, so
 * such a map in another order fails the canonical check; no protocol map has such keys).
 */
export type Value = null | boolean | number | bigint | string | Uint8Array | Value[] | ValueMap;
export interface ValueMap {
  [key: string]: Value;
}

const encoder = new Encoder({ useBigInt64: true, ignoreUndefined: false, sortKeys: false });

function decoderFor(limits: Limits): Decoder {
  return new Decoder({
    useBigInt64: true,
    maxArrayLength: limits.maxArray,
    maxMapLength: limits.maxMap,
    maxStrLength: limits.maxStr,
    maxBinLength: limits.maxBin,
    maxExtLength: 0,
    mapKeyConverter: (key: unknown) => {
      if (typeof key !== "string") throw new CodecError("map keys must be str");
      return key;
    },
  });
}

/** bigints the library produced for 64-bit forms become numbers where exact. */
function normalise(value: unknown): Value {
  if (typeof value === "bigint") {
    return value >= BigInt(Number.MIN_SAFE_INTEGER) && value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : value;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = normalise(value[i]);
    return value as Value[];
  }
  if (value instanceof Uint8Array) return value.slice();
  if (value !== null && typeof value === "object") {
    const map = value as Record<string, unknown>;
    for (const key of Object.keys(map)) map[key] = normalise(map[key]);
    return map as ValueMap;
  }
  if (typeof value === "number" && !Number.isInteger(value)) throw new CodecError("floats are not allowed");
  return value as Value;
}

/** Encodes plain values canonically (shortest forms, maps in their key order). */
export function encode(value: Value): Uint8Array {
  checkPlain(value, 0);
  return encoder.encode(wide(value));
}

/**
 * The library writes a number outside the 32-bit ranges as a float64; msgpack's shortest form
 * for those is uint64 or int64, which it writes for a bigint.
 */
function wide(value: Value): Value {
  if (typeof value === "number") return value >= 2 ** 32 || value < -(2 ** 31) ? BigInt(value) : value;
  if (value === null || typeof value !== "object" || value instanceof Uint8Array) return value;
  if (Array.isArray(value)) return value.map(wide);
  const out: ValueMap = {};
  for (const [key, item] of Object.entries(value)) out[key] = wide(item);
  return out;
}

function checkPlain(value: Value, depth: number): void {
  if (typeof value === "number" && !Number.isSafeInteger(value)) {
    throw new CodecError(`${value} is not an integer msgpack encodes exactly`);
  }
  if (typeof value === "bigint" && (value < -(1n << 63n) || value >= 1n << 64n)) {
    throw new CodecError(`integer ${value} out of msgpack range`);
  }
  if (value === null || typeof value !== "object" || value instanceof Uint8Array) return;
  if (depth > PLAIN.maxDepth) throw new CodecError(`nested deeper than ${PLAIN.maxDepth} levels`);
  if (Array.isArray(value)) for (const item of value) checkPlain(item, depth + 1);
  else for (const item of Object.values(value)) checkPlain(item, depth + 1);
}

/**
 * Decodes exactly one canonical value within `limits`; throws CodecError (LimitError for a
 * limit) with the reason otherwise. The caller keeps `bytes` for signatures and hashes.
 */
export function decode(bytes: Uint8Array, limits: Limits = PLAIN): Value {
  scan(bytes, limits);
  let value: Value;
  try {
    value = normalise(decoderFor(limits).decode(bytes));
  } catch (error) {
    if (error instanceof CodecError) throw error;
    throw new CodecError(`not msgpack: ${(error as Error).message}`);
  }
  const again = encoder.encode(wide(value));
  if (!sameBytes(again, bytes)) throw new CodecError("not canonical: re-encoding gives different bytes");
  return value;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

export { CodecError, LimitError } from "./scan.js";
