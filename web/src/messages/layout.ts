/** Small checks of decoded values against SPEC 5.4's types, each throwing a MessageError that says what was expected. */
import type { Value } from "../codec/canonical.js";
import { isText } from "./text.js";

export class MessageError extends Error {
  override name = "MessageError";
}

export type Check = (v: Value) => void;

export function describe(v: Value): string {
  if (v instanceof Uint8Array) return `bin of length ${v.length}`;
  if (Array.isArray(v)) return `array of length ${v.length}`;
  if (typeof v === "string") return `str of length ${[...v].length}`;
  if (v !== null && typeof v === "object") return "map";
  return String(v);
}

/** An integer (never a bool) in lo..hi, both inclusive. */
export function int(lo: number, hi: number): Check {
  return (v) => {
    if (typeof v !== "number" || !Number.isInteger(v) || v < lo || v > hi) {
      throw new MessageError(`expected an integer in ${lo}..${hi}, got ${describe(v)}`);
    }
  };
}

/** Exactly `size` bytes. */
export function bin(size: number): Check {
  return (v) => {
    if (!(v instanceof Uint8Array) || v.length !== size) throw new MessageError(`expected ${size} bytes, got ${describe(v)}`);
  };
}

/** A text (5.4) of 1..max code points. */
export function text(max: number): Check {
  return (v) => {
    if (!isText(v, max)) throw new MessageError(`expected text of 1..${max} characters, got ${describe(v)}`);
  };
}

/** An array of at most `max` items, each passing `item`. */
export function list(item: Check, max: number): Check {
  return (v) => {
    if (!Array.isArray(v) || v.length > max) throw new MessageError(`expected a list of at most ${max} items, got ${describe(v)}`);
    for (const x of v) item(x);
  };
}

/** An array of exactly these items. */
export function tuple(...items: Check[]): Check {
  return (v) => {
    if (!Array.isArray(v) || v.length !== items.length) {
      throw new MessageError(`expected a ${items.length}-item array, got ${describe(v)}`);
    }
    v.forEach((x, i) => items[i]!(x));
  };
}

export const map: Check = (v) => {
  if (v === null || typeof v !== "object" || Array.isArray(v) || v instanceof Uint8Array) {
    throw new MessageError(`expected a map, got ${describe(v)}`);
  }
};
