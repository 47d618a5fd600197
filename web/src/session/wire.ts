/**
 * Bytes on a joiner's connection (SPEC 8.1, 8.4, 8.10): frames cut from a stream whose chunks
 * mean nothing (a TCP read, a WebSocket message), the relay's answer line, and envelopes.
 */
import { concatBytes } from "../bytes.js";
import { decode, encode } from "../codec/canonical.js";
import type { Value } from "../codec/canonical.js";
import { ENVELOPE } from "../codec/limits.js";
import { MAX_FRAME, frame, unframe } from "../transport/channel.js";

/** Frames before the code is proven, and the sealed `join` / first resumed frame (8.1, 8.8). */
export const HANDSHAKE_CAP = 256;
export const JOIN_CAP = 1024;
/** The relay's answer is read up to its first newline, at most 64 bytes (8.10). */
export const RELAY_ANSWER_MAX = 64;

export class WireError extends Error {
  override name = "WireError";
}

/** Collects a stream's bytes; hands out whole frames (length checked before the body arrives). */
export class FrameReader {
  private buffer: Uint8Array = new Uint8Array(0);

  push(chunk: Uint8Array): void {
    this.buffer = this.buffer.length === 0 ? chunk.slice() : concatBytes(this.buffer, chunk);
  }

  /** Bytes received and not yet taken (a frame cut short, when the stream ends). */
  get pending(): number {
    return this.buffer.length;
  }

  /** The next whole frame's body, or null; throws (ChannelError) on a length outside 1..cap. */
  next(cap: number = MAX_FRAME): Uint8Array | null {
    const cut = unframe(this.buffer, cap);
    if (cut === null) return null;
    this.buffer = cut.rest;
    return cut.body;
  }

  /**
   * The relay's answer line (8.10): null until a newline arrives; the line, newline included,
   * once it does (the bytes after it stay, the start of the other end's first frame).
   */
  line(max: number = RELAY_ANSWER_MAX): string | null {
    const at = this.buffer.indexOf(0x0a);
    if (at < 0) {
      if (this.buffer.length >= max) throw new WireError(`the relay answered ${max} bytes with no newline`);
      return null;
    }
    if (at + 1 > max) throw new WireError(`the relay's answer line is longer than ${max} bytes`);
    const text = new TextDecoder("utf-8", { fatal: false }).decode(this.buffer.subarray(0, at + 1));
    this.buffer = this.buffer.subarray(at + 1);
    return text;
  }
}

export type Envelope = { kind: string; fields: Value[] };

/** A body as SPEC 8.4's canonical `[kind, field...]`, within its limits. */
export function readEnvelope(body: Uint8Array): Envelope {
  let value: Value;
  try {
    value = decode(body, ENVELOPE);
  } catch (error) {
    throw new WireError(`a frame that is not one canonical msgpack envelope: ${(error as Error).message}`);
  }
  if (!Array.isArray(value) || value.length === 0 || typeof value[0] !== "string") {
    throw new WireError("a frame that is not an envelope [kind, field...]");
  }
  return { kind: value[0], fields: value.slice(1) };
}

export function envelope(kind: string, ...fields: Value[]): Uint8Array {
  return encode([kind, ...fields]);
}

/** One plaintext frame, whole (length prefix and body). */
export function plainFrame(kind: string, ...fields: Value[]): Uint8Array {
  return frame(envelope(kind, ...fields));
}

// --- field checks: a field of the wrong type is a malformed envelope -------------------------

export function bin(value: Value | undefined, what: string, length?: number): Uint8Array {
  if (!(value instanceof Uint8Array) || (length !== undefined && value.length !== length)) {
    throw new WireError(`${what} is not ${length === undefined ? "bin" : `bin[${length}]`}`);
  }
  return value;
}

export function int(value: Value | undefined, what: string): number {
  if (typeof value !== "number" || !Number.isSafeInteger(value)) throw new WireError(`${what} is not an int`);
  return value;
}

export function str(value: Value | undefined, what: string): string {
  if (typeof value !== "string") throw new WireError(`${what} is not a str`);
  return value;
}

export function arity(env: Envelope, count: number): void {
  if (env.fields.length !== count) throw new WireError(`a ${env.kind} frame has ${env.fields.length} fields, not ${count}`);
}
