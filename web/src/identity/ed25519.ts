/**
 * Ed25519 identity keys and signatures with SPEC 5.2's checks, written out rule by rule
 * (not the library's verify, whose equation is cofactored): a key must be a canonical point of
 * the prime-order subgroup, S must be below L, and S·B - h·A must encode to R byte for byte.
 */
import { ed25519 } from "@noble/curves/ed25519.js";
import { sha512 } from "@noble/hashes/sha2.js";
import { bytesEqual, concatBytes, toHex } from "../bytes.js";

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

const validKeys = new Map<string, { point: EdPoint; uses: number }>();

/**
 * Uses of a key before it gets a window table. A table checks each of its few keys hundreds or
 * thousands of times, and a window table makes each h·A about four times cheaper (measured:
 * 8.4 ms plain against 1.9 ms, on a loaded machine), but building one costs about fifty plain
 * multiplications: a key seen only a few times (a short log, a refused join) never pays it back.
 */
const TABLE_AFTER_USES = 32;

/** Throws SignatureError unless `key` is a valid prime-order public key (SPEC 5.2 rule 1). */
export function publicKeyPoint(key: Uint8Array): EdPoint {
  if (key.length !== PUBLIC_KEY_LEN) throw new SignatureError("an identity key is 32 bytes");
  const id = toHex(key);
  const known = validKeys.get(id);
  if (known) {
    known.uses += 1;
    if (known.uses === TABLE_AFTER_USES) known.point.precompute(8);
    return known.point;
  }
  const point = decodeSubgroupPoint(key);
  if (!point) throw new SignatureError("identity key is not a valid prime-order Ed25519 point");
  if (validKeys.size > 256) validKeys.clear();
  validKeys.set(id, { point, uses: 1 });
  return point;
}

export function checkPublicKey(key: Uint8Array): void {
  publicKeyPoint(key);
}

/**
 * Throws SignatureError unless `signature` is `key`'s signature over `domain ‖ data` by SPEC 5.2's
 * three rules (cofactorless, exact comparison with R).
 */
export function verify(key: Uint8Array, domain: Uint8Array, data: Uint8Array, signature: Uint8Array): void {
  const A = publicKeyPoint(key);
  if (signature.length !== SIGNATURE_LEN) throw new SignatureError("a signature is 64 bytes");
  const R = signature.subarray(0, 32);
  const S = intLE(signature.subarray(32));
  if (S >= L) throw new SignatureError("bad signature: S is not below L");
  const h = intLE(sha512(concatBytes(R, key, domain, data))) % L;
  // Verification handles public values only, so the variable-time multiplications are fine.
  const SB = Point.BASE.multiplyUnsafe(S);
  const hA = h === 0n ? Point.ZERO : A.multiplyUnsafe(h);
  const Q = SB.subtract(hA);
  if (Q.is0() || !bytesEqual(Q.toBytes(), R)) throw new SignatureError("bad signature");
}

/** A signing key from its 32-byte seed (RFC 8032), as the node keeps it. */
export class Identity {
  readonly publicKey: Uint8Array;

  constructor(private readonly seed: Uint8Array) {
    if (seed.length !== 32) throw new Error("an identity seed is 32 bytes");
    this.publicKey = ed25519.getPublicKey(seed);
  }

  /** Ed25519 over `domain ‖ data` (deterministic, RFC 8032). */
  sign(domain: Uint8Array, data: Uint8Array): Uint8Array {
    return ed25519.sign(concatBytes(domain, data), this.seed);
  }
}
