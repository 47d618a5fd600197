/** The kinds of SPEC 5.4 and their payload layouts (the ranges that do not depend on the table). */
import type { Value } from "../codec/canonical.js";
import { type Check, MessageError, bin, describe, int, list, map, text, tuple } from "./layout.js";

export const MAX_NAME_LEN = 64;
export const MAX_REASON_LEN = 200;
/** The largest deck-step proof, 1..38,400 bytes (SPEC 5.4, 4.12: a 200-card shuffle proof). */
export const MAX_PROOF_LEN = 38_400;

const POS = int(0, 1000);
const KEY = bin(32);
const POINT = bin(32);
const TRAIN = int(-1, 9);
const PIP = int(0, 15);

/** Table-level kinds: round -1. `open`, `start`, `end`, `abort` are the host's; `join` a seat's. */
export const TABLE_KINDS: Readonly<Record<string, readonly Check[]>> = {
  open: [text(MAX_NAME_LEN), map, int(2, 10), bin(32), int(0, 2 ** 40)],
  join: [text(MAX_NAME_LEN), bin(32)],
  start: [],
  end: [list(int(-(2 ** 31), 2 ** 31), 10), list(int(0, 9), 10)],
  abort: [int(-1, 9), text(MAX_REASON_LEN)],
};

export const ROUND_KINDS: Readonly<Record<string, readonly Check[]>> = {
  commit: [bin(64)],
  shuffle: [list(POINT, 200)],
  lock: [list(POINT, 200)],
  deal: [list(tuple(POS, KEY), 200)],
  place_engine: [POS, KEY],
  no_engine: [],
  draw: [],
  release: [POS, KEY],
  play: [POS, tuple(PIP, PIP), TRAIN, KEY],
  pass: [],
  end_build: [],
  anomaly: [POS, text(MAX_REASON_LEN)],
  reveal: [bin(32), bin(32)],
};

/** The host's kinds (SPEC 5.4, "Whose kinds"). */
export const HOST_KINDS: ReadonlySet<string> = new Set(["open", "start", "end", "abort"]);

const options: Check = (v) => {
  list(text(MAX_NAME_LEN), 8)(v);
  const names = v as string[];
  if (names.length === 0) throw new MessageError("an empty option list is sent as no list at all");
  for (let i = 1; i < names.length; i++) {
    if (compareCodePoints(names[i - 1]!, names[i]!) >= 0) throw new MessageError("table options must be distinct and sorted");
  }
};

/** Orders strings by code point (as SPEC's "sorted" means), not by UTF-16 unit as `<` does. */
export function compareCodePoints(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const d = x[i]!.codePointAt(0)! - y[i]!.codePointAt(0)!;
    if (d !== 0) return d;
  }
  return x.length - y.length;
}

const proof: Check = (v) => {
  if (!(v instanceof Uint8Array) || v.length < 1 || v.length > MAX_PROOF_LEN) {
    throw new MessageError(`expected a proof of 1..${MAX_PROOF_LEN} bytes, got ${describe(v)}`);
  }
};

/** Kinds whose payload may carry one more item; absent means off. */
const OPTIONAL_LAST: Readonly<Record<string, Check>> = { open: options, shuffle: proof, lock: proof };

export function isKind(kind: string): boolean {
  return Object.hasOwn(TABLE_KINDS, kind) || Object.hasOwn(ROUND_KINDS, kind);
}

export function isTableKind(kind: string): boolean {
  return Object.hasOwn(TABLE_KINDS, kind);
}

/** Throws MessageError unless `payload` has the layout of `kind`. */
export function checkPayload(kind: string, payload: Value): Value[] {
  let schema = Object.hasOwn(TABLE_KINDS, kind) ? TABLE_KINDS[kind] : Object.hasOwn(ROUND_KINDS, kind) ? ROUND_KINDS[kind] : undefined;
  if (schema === undefined) throw new MessageError(`unknown message kind ${JSON.stringify(kind)}`);
  const extra = Object.hasOwn(OPTIONAL_LAST, kind) ? OPTIONAL_LAST[kind] : undefined;
  if (extra && Array.isArray(payload) && payload.length === schema.length + 1) schema = [...schema, extra];
  if (!Array.isArray(payload) || payload.length !== schema.length) {
    throw new MessageError(`${kind}: payload must be a ${schema.length}-item array`);
  }
  schema.forEach((check, i) => {
    try {
      check(payload[i]!);
    } catch (error) {
      if (error instanceof MessageError) throw new MessageError(`${kind}: payload item ${i}: ${error.message}`);
      throw error;
    }
  });
  return payload;
}
