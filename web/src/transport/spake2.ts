/**
 * SPAKE2 on the join code (SPEC 8.2, RFC 9382 with edwards25519 / SHA-256 / HKDF / HMAC): the
 * joiner is side A, the host side B. Secrets come in as arguments (no randomness here), so a
 * test can replay the vector and a caller draws them from a CSPRNG.
 */
import { ed25519 } from "@noble/curves/ed25519.js";
import { hkdf } from "@noble/hashes/hkdf.js";
import { hmac } from "@noble/hashes/hmac.js";
import { sha256, sha512 } from "@noble/hashes/sha2.js";
import { bytesEqual, concatBytes, utf8 } from "../bytes.js";
import { L, decodeSubgroupPoint, intLE } from "../identity/ed25519.js";

const Point = ed25519.Point;
type EdPoint = InstanceType<typeof Point>;

export class HandshakeError extends Error {
  override name = "HandshakeError";
}

export const IDENTITY_A = utf8("mextrain/v2/joiner");
export const IDENTITY_B = utf8("mextrain/v2/host");
const AAD = utf8("mextrain/v2/transport");

/** RFC 9382's M or N: hash the seed until the digest encodes a point of the prime-order subgroup other than the identity. */
export function generator(label: "M" | "N"): { point: EdPoint; hashes: number } {
  let v = sha256(utf8(`edwards25519 point generation seed (${label})`));
  for (let hashes = 1; ; hashes++) {
    const point = decodeSubgroupPoint(v);
    if (point !== null) return { point, hashes };
    v = sha256(v);
  }
}

const M = generator("M").point;
const N = generator("N").point;

/** The password scalar w of a normalized code (a w of 0 is refused). */
export function passwordScalar(normalizedCode: string): bigint {
  const w = intLE(sha512(concatBytes(utf8("mextrain/v2/join-code"), new Uint8Array(1), utf8(normalizedCode)))) % L;
  if (w === 0n) throw new HandshakeError("this join code gives a zero password scalar");
  return w;
}

function mul(point: EdPoint, scalar: bigint): EdPoint {
  const s = ((scalar % L) + L) % L;
  return s === 0n ? Point.ZERO : point.multiply(s);
}

function le64(n: number): Uint8Array {
  const out = new Uint8Array(8);
  new DataView(out.buffer).setBigUint64(0, BigInt(n), true);
  return out;
}

function be32(n: bigint): Uint8Array {
  const out = new Uint8Array(32);
  for (let i = 31; i >= 0; i--) {
    out[i] = Number(n & 0xffn);
    n >>= 8n;
  }
  return out;
}

/** Every value both sides derive from one exchange (8.2). */
export interface HandshakeKeys {
  readonly K: Uint8Array;
  readonly TT: Uint8Array;
  readonly Ke: Uint8Array;
  readonly Ka: Uint8Array;
  readonly KcA: Uint8Array;
  readonly KcB: Uint8Array;
  readonly cA: Uint8Array;
  readonly cB: Uint8Array;
}

export type Side = "joiner" | "host";

/** One side of SPAKE2: its share from its secret, then the keys from the other side's share. */
export class Spake2 {
  readonly share: Uint8Array;
  private readonly w: bigint;

  /** `secret`: x (joiner) or y (host), an integer in [1, L) drawn uniformly at random. */
  constructor(
    readonly side: Side,
    normalizedCode: string,
    private readonly secret: bigint,
  ) {
    if (secret <= 0n || secret >= L) throw new HandshakeError("a SPAKE2 secret is in [1, L)");
    this.w = passwordScalar(normalizedCode);
    this.share = Point.BASE.multiply(secret).add(mul(side === "joiner" ? M : N, this.w)).toBytes();
  }

  /** The keys, from the other side's share; throws HandshakeError on a bad share. */
  finish(otherShare: Uint8Array): HandshakeKeys {
    const other = decodeSubgroupPoint(otherShare);
    if (other === null) throw new HandshakeError("bad share: not a point of the prime-order subgroup other than the identity");
    const unmasked = other.subtract(mul(this.side === "joiner" ? N : M, this.w));
    if (unmasked.is0()) throw new HandshakeError("bad share: it unmasks to the identity");
    const K = mul(unmasked, 8n * this.secret).toBytes();
    const [pA, pB] = this.side === "joiner" ? [this.share, otherShare] : [otherShare, this.share];
    const wBytes = be32(this.w);
    const TT = concatBytes(
      ...[IDENTITY_A, IDENTITY_B, pA, pB, K, wBytes].flatMap((part) => [le64(part.length), part]),
    );
    const digest = sha256(TT);
    const Ke = digest.slice(0, 16);
    const Ka = digest.slice(16, 32);
    const kc = hkdf(sha256, Ka, new Uint8Array(0), concatBytes(utf8("ConfirmationKeys"), AAD), 32);
    const KcA = kc.slice(0, 16);
    const KcB = kc.slice(16, 32);
    return { K, TT, Ke, Ka, KcA, KcB, cA: hmac(sha256, KcA, TT), cB: hmac(sha256, KcB, TT) };
  }
}

/** Is `confirmation` the other side's key confirmation (cB for the joiner, cA for the host)? */
export function confirms(keys: HandshakeKeys, side: Side, confirmation: Uint8Array): boolean {
  return bytesEqual(side === "joiner" ? keys.cB : keys.cA, confirmation);
}
