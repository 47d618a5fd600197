/**
 * Log entries (SPEC 6.1): `[index, prev, message, host_signature]`, the host's signature over
 * DST_ENTRY ‖ canonical([index, prev, message]), and the entry hash SHA-256(DST_ENTRY_HASH ‖ bytes).
 */
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesEqual, concatBytes } from "../bytes.js";
import { CodecError, decode, encode } from "../codec/canonical.js";
import { ENTRY } from "../codec/limits.js";
import { DST_ENTRY, DST_ENTRY_HASH } from "../identity/domains.js";
import { type Identity, SIGNATURE_LEN, SignatureError, verify } from "../identity/ed25519.js";

export const HASH_LEN = 32;
/** `prev` of entry 0, and `seen` before any entry. */
export const GENESIS = new Uint8Array(HASH_LEN);
/** No entry is longer (SPEC 6.3). */
export const MAX_ENTRY_LEN = 1 << 20;

export class EntryError extends Error {
  override name = "EntryError";
}

export interface Entry {
  readonly index: number;
  readonly prev: Uint8Array;
  readonly message: Uint8Array;
  readonly hostSignature: Uint8Array;
  /** The entry's exact bytes (what is hashed and relayed). */
  readonly raw: Uint8Array;
}

export function entryHash(raw: Uint8Array): Uint8Array {
  return sha256(concatBytes(DST_ENTRY_HASH, raw));
}

const LAYOUT = "an entry is [index, prev, message, host_signature]";

/** Parses an entry's layout and canonical form (not its signature, not its place in the chain). */
export function decodeEntry(raw: Uint8Array): Entry {
  let fields;
  try {
    fields = decode(raw, ENTRY);
  } catch (error) {
    if (error instanceof CodecError) {
      throw new EntryError(error.name === "LimitError" ? LAYOUT : `entry is not canonical msgpack: ${error.message}`);
    }
    throw error;
  }
  if (!Array.isArray(fields) || fields.length !== 4) throw new EntryError(LAYOUT);
  const [index, prev, message, hostSignature] = fields;
  if (typeof index !== "number" || !Number.isInteger(index) || index < 0) throw new EntryError(`bad entry index ${String(index)}`);
  if (!(prev instanceof Uint8Array) || prev.length !== HASH_LEN) throw new EntryError("prev must be a 32-byte hash");
  if (!(message instanceof Uint8Array)) throw new EntryError("message must be bytes");
  if (!(hostSignature instanceof Uint8Array) || hostSignature.length !== SIGNATURE_LEN) {
    throw new EntryError("host signature must be 64 bytes");
  }
  return { index, prev, message, hostSignature, raw };
}

/** Throws EntryError unless `entry` is the link `expectedIndex` after `expectedPrev`, signed by the host. */
export function checkLink(entry: Entry, expectedIndex: number, expectedPrev: Uint8Array, hostKey: Uint8Array): void {
  if (entry.index !== expectedIndex) throw new EntryError(`expected entry ${expectedIndex}, got ${entry.index}`);
  if (!bytesEqual(entry.prev, expectedPrev)) throw new EntryError("hash chain broken: prev is not the hash of the previous entry");
  try {
    verify(hostKey, DST_ENTRY, encode([entry.index, entry.prev, entry.message]), entry.hostSignature);
  } catch (error) {
    if (error instanceof SignatureError) throw new EntryError(`host signature: ${error.message}`);
    throw error;
  }
}

/** The host appends a signed message as the next entry. */
export function makeEntry(host: Identity, index: number, prev: Uint8Array, message: Uint8Array): Uint8Array {
  const signature = host.sign(DST_ENTRY, encode([index, prev, message]));
  return encode([index, prev, message, signature]);
}
