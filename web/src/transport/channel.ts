/**
 * The sealed channel (SPEC 8.3): XSalsa20-Poly1305 secretbox per direction, keys
 * HMAC-SHA256(Ke, label), nonce the count of frames already sealed in that direction as 24 bytes
 * big-endian; the channel binding; and the length-prefixed frames of 8.1.
 */
import { secretbox } from "@noble/ciphers/salsa.js";
import { hmac } from "@noble/hashes/hmac.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { concatBytes, utf8 } from "../bytes.js";

export const MAX_FRAME = 1_049_600;

export class ChannelError extends Error {
  override name = "ChannelError";
}

export function label(ke: Uint8Array, name: string): Uint8Array {
  return hmac(sha256, ke, utf8(`mextrain/v2/transport/${name}`));
}

export interface ChannelKeys {
  readonly joinerToHost: Uint8Array;
  readonly hostToJoiner: Uint8Array;
  readonly binding: Uint8Array;
}

export function channelKeys(ke: Uint8Array): ChannelKeys {
  return { joinerToHost: label(ke, "joiner-to-host"), hostToJoiner: label(ke, "host-to-joiner"), binding: label(ke, "channel-binding") };
}

function nonce(count: number): Uint8Array {
  const out = new Uint8Array(24);
  new DataView(out.buffer).setBigUint64(16, BigInt(count), false);
  return out;
}

/** One direction of the channel: seals (or opens) frame bodies in order. */
export class Direction {
  private count = 0;

  constructor(private readonly key: Uint8Array) {}

  seal(envelope: Uint8Array): Uint8Array {
    return secretbox(this.key, nonce(this.count++)).seal(envelope);
  }

  /** Throws ChannelError for a frame that does not open (forged, altered, replayed, reordered); the caller drops the connection. */
  open(sealed: Uint8Array): Uint8Array {
    try {
      const plain = secretbox(this.key, nonce(this.count)).open(sealed);
      this.count += 1;
      return plain;
    } catch {
      throw new ChannelError("a sealed frame that does not open");
    }
  }
}

/** A frame on the wire: the 4-byte big-endian length, then the body (8.1). */
export function frame(body: Uint8Array, cap = MAX_FRAME): Uint8Array {
  if (body.length < 1 || body.length > cap) throw new ChannelError(`a frame body is 1..${cap} bytes, not ${body.length}`);
  const head = new Uint8Array(4);
  new DataView(head.buffer).setUint32(0, body.length, false);
  return concatBytes(head, body);
}

/** Splits one frame off the front of `bytes`: its body and what follows, or null if it is not all there; the length is checked first. */
export function unframe(bytes: Uint8Array, cap = MAX_FRAME): { body: Uint8Array; rest: Uint8Array } | null {
  if (bytes.length < 4) return null;
  const n = new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0, false);
  if (n < 1 || n > cap) throw new ChannelError(`a frame of ${n} bytes is outside 1..${cap}`);
  if (bytes.length < 4 + n) return null;
  return { body: bytes.subarray(4, 4 + n), rest: bytes.subarray(4 + n) };
}
