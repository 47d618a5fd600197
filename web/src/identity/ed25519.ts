/**
 * Ed25519 identity keys and signatures with SPEC 5.2's checks. Verification runs on libsodium.js:
 * `crypto_sign_verify_detached` computes rules 2 and 3 exactly (S below L; the cofactorless
 * equation, its result compared with R byte for byte, so a non-canonical or small-order R never
 * verifies) and refuses keys that are non-canonical or of small order, but accepts keys with a
 * torsion component: rule 1 is checked here first, with `crypto_core_ed25519_is_valid_point`
 * (SPEC 4.1's whole check), remembered per key. About 0.12 ms a check against 1.4 ms for noble's
 * verify (bench/verify_node.py). Signing is libsodium's too. Needs `await cryptoReady()`
 * (sodium.ts) before any key is made or checked.
 */
import { ed25519 } from "@noble/curves/ed25519.js";
import { bytesEqual, concatBytes, toHex } from "../bytes.js";
import { lib } from "../sodium.js";

export const PUBLIC_KEY_LEN = 32;
export const SIGNATURE_LEN = 64;

const Point = ed25519.Point;
type EdPoint = InstanceType<typeof Point>;
/** The prime order of the group, L = 2^252 + 27742317777372353535851937790883648493. */
export const L = Point.Fn.ORDER;

export class SignatureError extends Error {
  override name = "SignatureError";
}

/** Reads bytes as an unsigned little-endian integer (SPEC 4.1 int_le). */
export function intLE(bytes: Uint8Array): bigint {
  let v = 0n;
  for (let i = bytes.length - 1; i >= 0; i--) v = (v << 8n) | BigInt(bytes[i]!);
  return v;
}

/**
 * The point a 32-byte encoding names, if it is a valid point of SPEC 4.1: canonical (it
 * re-encodes to the same bytes), on the curve, not of small order, without torsion. Else null.
 */
export function decodeSubgroupPoint(bytes: Uint8Array): EdPoint | null {
  if (bytes.length !== 32) return null;
  let point: EdPoint;
  try {
    point = Point.fromBytes(bytes, false);
  } catch {
    return null;
  }
  if (!bytesEqual(point.toBytes(), bytes)) return null;
  if (point.isSmallOrder() || !point.isTorsionFree()) return null;
  return point;
}

/**
 * Keys found valid. A table checks each of its few keys thousands of times, and the check costs a
 * multiplication by L; validity is a function of the 32 bytes alone. Bounded.
 */
const validKeys = new Set<string>();

/** Throws SignatureError unless `key` is a valid prime-order public key (SPEC 5.2 rule 1). */
export function checkPublicKey(key: Uint8Array): void {
  if (!(key instanceof Uint8Array) || key.length !== PUBLIC_KEY_LEN) throw new SignatureError("an identity key is 32 bytes");
  const id = toHex(key);
  if (validKeys.has(id)) return;
  if (!lib().crypto_core_ed25519_is_valid_point(key)) {
    throw new SignatureError("identity key is not a valid prime-order Ed25519 point");
  }
  if (validKeys.size >= 256) validKeys.clear();
  validKeys.add(id);
}

/**
 * Throws SignatureError unless `signature` is `key`'s signature over `domain ‖ data` by SPEC 5.2's
 * three rules (rule 1 here, rules 2 and 3 in libsodium).
 */
export function verify(key: Uint8Array, domain: Uint8Array, data: Uint8Array, signature: Uint8Array): void {
  checkPublicKey(key);
  if (!(signature instanceof Uint8Array) || signature.length !== SIGNATURE_LEN) throw new SignatureError("a signature is 64 bytes");
  if (!lib().crypto_sign_verify_detached(signature, concatBytes(domain, data), key)) {
    throw new SignatureError("bad signature");
  }
}

/**
 * A signing key from its 32-byte seed (RFC 8032), as the node keeps it. libsodium expands the
 * seed once (its 64-byte secret key: seed ‖ public key), so a signature costs 0.06 ms against
 * 0.7 ms for noble's `sign`, which expands the seed again each time; the bytes are the same
 * (Ed25519 signing is deterministic). A host signs every entry it sequences.
 */
export class Identity {
  readonly publicKey: Uint8Array;
  private readonly secretKey: Uint8Array;

  constructor(seed: Uint8Array) {
    if (!(seed instanceof Uint8Array) || seed.length !== 32) throw new Error("an identity seed is 32 bytes");
    const pair = lib().crypto_sign_seed_keypair(seed);
    this.publicKey = pair.publicKey;
    this.secretKey = pair.privateKey;
  }

  /** Ed25519 over `domain ‖ data` (deterministic, RFC 8032). */
  sign(domain: Uint8Array, data: Uint8Array): Uint8Array {
    return lib().crypto_sign_detached(concatBytes(domain, data), this.secretKey);
  }
}
