/**
 * The deck's two prime-order groups (SPEC.md 4.1): ristretto255 for new tables, the prime-order
 * subgroup of edwards25519 for logs written before it.
 *
 * The deck's hot path, validating a point and multiplying it (shuffle and lock steps, the audit,
 * opening a card, `k·G`), runs on libsodium's WebAssembly build (libsodium.js): about 0.27 ms a
 * multiplication against 2.6 ms for @noble/curves in Node (web/bench/scalarmult.mjs). SPEC's
 * checks that libsodium leaves out are made here first: in ristretto255 the identity (32 zero
 * bytes) and bit 255 are refused before libsodium sees a point; in edwards25519
 * `crypto_core_ed25519_is_valid_point` and `crypto_scalarmult_ed25519_noclamp` make exactly
 * 4.1's checks (canonical, on the curve, not of small order, no torsion component). Sums of
 * encodings (`add`, `sub`) are libsodium's too, so the proofs (proofs/) run on it: a
 * variable-base multiplication there costs less than decoding the point into noble's
 * arithmetic. Noble's points (`Elem`) remain for hashing to the group and decoding.
 * libsodium.js loads asynchronously: call `await cryptoReady()` once at start-up (sodium.ts);
 * everything after it is synchronous.
 *
 * A point crosses the wire as 32 bytes; `decode` turns it into a group element only if it is a
 * canonical encoding of a non-identity element of the prime-order group (ristretto255: RFC 9496
 * decoding, bit 255 clear, not 32 zero bytes; edwards25519: RFC 8032 canonical encoding, on the
 * curve, not of small order, no torsion component). Scalars are never clamped; a multiplication
 * takes `0 < s < L` and, as libsodium's, fails rather than return the identity.
 */
import { ed25519, ristretto255, ristretto255_hasher } from "@noble/curves/ed25519.js";
import { bytesEqual } from "../bytes.js";
import { lib } from "../sodium.js";
import { fromUniform } from "./from-uniform.js";
import { ORDER, PointError, ScalarError, scalarBytes } from "./scalar.js";

export { cryptoReady } from "../sodium.js";

/** libsodium's side of a group: validation and multiplication on encodings. */
interface Native {
  /** SPEC's refusals libsodium does not make (ristretto255: the identity, bit 255). */
  precheck(p: Uint8Array): boolean;
  isValid(p: Uint8Array): boolean;
  /** `s·P` (s 32 bytes little-endian, never clamped); throws if P is invalid or the result the identity. */
  mult(s: Uint8Array, p: Uint8Array): Uint8Array;
  baseMult(s: Uint8Array): Uint8Array;
  /** `p + q` and `p - q` of elements or the identity; libsodium checks less than `isValid`. */
  add(p: Uint8Array, q: Uint8Array): Uint8Array;
  sub(p: Uint8Array, q: Uint8Array): Uint8Array;
}

export const POINT_BYTES = 32;
export type GroupName = "ristretto255" | "edwards25519";
export const GROUP_NAMES: readonly GroupName[] = ["ristretto255", "edwards25519"];

/** A decoded group element (a noble point of either group; never mixed across groups). */
export interface Elem {
  add(other: Elem): Elem;
  subtract(other: Elem): Elem;
  multiply(scalar: bigint): Elem;
  multiplyUnsafe(scalar: bigint): Elem;
  negate(): Elem;
  is0(): boolean;
  equals(other: Elem): boolean;
  toBytes(): Uint8Array;
}

/** One deck group: decoding with every validation SPEC requires, multiplication, hashing to it. */
export class DeckGroup {
  readonly generator: Uint8Array;
  /** The identity's encoding: 32 zero bytes (ristretto255), `01 00 .. 00` (edwards25519). */
  readonly identity: Uint8Array;

  /**
   * Decoded elements by encoding. Validity is a function of the bytes alone, and in
   * edwards25519 it costs a multiplication by L, so a deck or proof point checked once (the
   * next seat, the audit, a proof check) is not checked again. Bounded; oldest out.
   */
  private readonly cache = new Map<string, Elem>();
  private readonly cacheLimit: number;
  /** Products libsodium computed ahead (in Web Workers), by `productKey`: see `usingProducts`. */
  private products: ReadonlyMap<string, Uint8Array> | null = null;
  /** The points of `products` (`pointKey`): each passed libsodium's decoding where it was multiplied. */
  private multipliedAhead: ReadonlySet<string> | null = null;

  constructor(
    readonly name: GroupName,
    private readonly cons: { BASE: unknown; ZERO: unknown },
    private readonly decodeRaw: (bytes: Uint8Array) => Elem,
    private readonly hashRaw: (digest: Uint8Array) => Elem,
    cacheLimit: number,
    private readonly native: Native,
  ) {
    this.cacheLimit = cacheLimit;
    this.generator = this.base.toBytes();
    this.identity = this.zero.toBytes();
  }

  /** Forget every cached decoding (benchmarks measure the validation itself). */
  clearCache(): void {
    this.cache.clear();
  }

  get base(): Elem {
    return this.cons.BASE as Elem;
  }

  get zero(): Elem {
    return this.cons.ZERO as Elem;
  }

  /** The element `p` encodes, or PointError: not 32 bytes, not canonical, not in the group, or the identity. */
  decode(p: Uint8Array, index?: number): Elem {
    if (!(p instanceof Uint8Array) || p.length !== POINT_BYTES) {
      throw new PointError(`a point is ${POINT_BYTES} bytes, got ${p instanceof Uint8Array ? p.length : typeof p}`, index);
    }
    const key = this.cacheLimit > 0 ? hex(p) : "";
    const hit = this.cacheLimit > 0 ? this.cache.get(key) : undefined;
    if (hit) return hit;
    let e: Elem;
    try {
      e = this.decodeRaw(p);
    } catch {
      throw new PointError(`not a valid ${this.name} element: ${hex(p)}`, index);
    }
    if (e.is0()) throw new PointError(`the identity is not a valid ${this.name} element`, index);
    if (this.cacheLimit > 0) {
      if (this.cache.size >= this.cacheLimit) this.cache.delete(this.cache.keys().next().value!);
      this.cache.set(key, e);
    }
    return e;
  }

  /**
   * Is `p` a valid element (SPEC 4.1)? One libsodium check, after SPEC's own refusals. Inside
   * `usingProducts`, a point with a product is valid without a second check: libsodium's
   * multiplication that made the product decodes it exactly as its validity check does.
   */
  isValid(p: Uint8Array): boolean {
    if (!(p instanceof Uint8Array) || p.length !== POINT_BYTES || !this.native.precheck(p)) return false;
    return this.multipliedAhead?.has(pointKey(p)) === true || this.native.isValid(p);
  }

  /**
   * Runs `fn` with `products`: `s·p` for some pairs, each the output of this group's libsodium
   * multiplication of exactly `s` and `p` (so `p` passed its validation), computed elsewhere
   * (a deck step's work, spread over Web Workers: workers/pool.ts). `mult` takes a product from
   * there instead of computing it again, after SPEC's refusals it makes itself; `isValid` takes
   * a point with a product as checked (the multiplication validated it), after the same refusals.
   */
  usingProducts<T>(products: ReadonlyMap<string, Uint8Array>, fn: () => T): T {
    this.products = products;
    this.multipliedAhead = new Set(Array.from(products.keys(), (key) => key.slice(0, 2 * POINT_BYTES)));
    try {
      return fn();
    } finally {
      this.products = null;
      this.multipliedAhead = null;
    }
  }

  /** `s·p` of an encoded point, validating `p` (libsodium); the encoding of the product. */
  mult(s: bigint, p: Uint8Array, index?: number): Uint8Array {
    checkScalar(s);
    if (!(p instanceof Uint8Array) || p.length !== POINT_BYTES) {
      throw new PointError(`a point is ${POINT_BYTES} bytes, got ${p instanceof Uint8Array ? p.length : typeof p}`, index);
    }
    if (!this.native.precheck(p)) throw new PointError(`not a valid ${this.name} element: ${hex(p)}`, index);
    const ahead = this.products?.get(productKey(s, p));
    if (ahead !== undefined) return ahead.slice();
    try {
      return this.native.mult(scalarBytes(s), p);
    } catch {
      // 0 < s < L and a group of prime order: only an invalid point makes libsodium fail
      throw new PointError(`not a valid ${this.name} element: ${hex(p)}`, index);
    }
  }

  /** `s·G` (libsodium). */
  baseMult(s: bigint): Uint8Array {
    checkScalar(s);
    return this.native.baseMult(scalarBytes(s));
  }

  /**
   * `p + q` of encodings (libsodium), each a valid element or the identity: libsodium refuses
   * what it cannot decode but, in edwards25519, does not check the subgroup, so a point from a
   * peer goes through `isValid` or `mult` first. The result may be the identity.
   */
  add(p: Uint8Array, q: Uint8Array): Uint8Array {
    try {
      return this.native.add(p, q);
    } catch {
      throw new PointError(`cannot add ${this.name} encodings ${hex(p)} and ${hex(q)}`);
    }
  }

  /** `p - q` of encodings, as `add`. */
  sub(p: Uint8Array, q: Uint8Array): Uint8Array {
    try {
      return this.native.sub(p, q);
    } catch {
      throw new PointError(`cannot subtract ${this.name} encoding ${hex(q)} from ${hex(p)}`);
    }
  }

  /** The group's hash-to-group map of a 64-byte SHA-512 digest (SPEC.md 4.3). */
  hashToPoint(digest: Uint8Array): Uint8Array {
    if (digest.length !== 64) throw new PointError(`hash_to_point takes 64 bytes, got ${digest.length}`);
    const e = this.hashRaw(digest);
    const bytes = e.toBytes();
    this.decode(bytes); // never fails for a hash: documents and enforces that the map lands in the group
    return bytes;
  }
}

const HEX_BYTE = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, "0"));

/** The key of `s·p` among products computed ahead (looked up once per multiplication: cheap): `pointKey(p)`, then `s` in hex. */
export function productKey(s: bigint, p: Uint8Array): string {
  return pointKey(p) + s.toString(16);
}

/** A 32-byte point in lowercase hex: the first 64 characters of its `productKey`s. */
function pointKey(p: Uint8Array): string {
  let key = "";
  for (let i = 0; i < p.length; i++) key += HEX_BYTE[p[i]!]!;
  return key;
}

function checkScalar(s: bigint): void {
  if (s <= 0n || s >= ORDER) throw new ScalarError(`scalar out of range (0, L)`);
}

function hex(p: Uint8Array): string {
  return Array.from(p, (b) => b.toString(16).padStart(2, "0")).join("");
}

const RistrettoPoint = ristretto255.Point;
const EdwardsPoint = ed25519.Point;

export const RISTRETTO255 = new DeckGroup(
  "ristretto255",
  RistrettoPoint,
  // RFC 9496 4.3.1: noble refuses s >= p (so bit 255 set) and negative s; the identity is
  // refused by decode.
  (b) => RistrettoPoint.fromBytes(b) as unknown as Elem,
  (d) => ristretto255_hasher.deriveToCurve!(d) as unknown as Elem,
  0, // a decoding is one square root: cheaper than the cache's hex key
  {
    // libsodium accepts the identity and ignores bit 255 (SPEC 4.1): both refused here
    precheck: (p) => (p[31]! & 0x80) === 0 && p.some((b) => b !== 0),
    isValid: (p) => lib().crypto_core_ristretto255_is_valid_point(p),
    mult: (s, p) => lib().crypto_scalarmult_ristretto255(s, p),
    baseMult: (s) => lib().crypto_scalarmult_ristretto255_base(s),
    add: (p, q) => lib().crypto_core_ristretto255_add(p, q),
    sub: (p, q) => lib().crypto_core_ristretto255_sub(p, q),
  },
);

export const EDWARDS25519 = new DeckGroup(
  "edwards25519",
  EdwardsPoint,
  (b) => {
    // libsodium's check is SPEC 4.1's (canonical, on the curve, not of small order, no
    // torsion: one multiplication by L in WebAssembly); noble then decodes (RFC 8032, strict).
    if (!lib().crypto_core_ed25519_is_valid_point(b)) throw new Error("not a valid edwards25519 point");
    return EdwardsPoint.fromBytes(b, false) as unknown as Elem;
  },
  (d) => fromUniform(d.subarray(0, 32)) as unknown as Elem,
  8192,
  {
    precheck: () => true,
    isValid: (p) => lib().crypto_core_ed25519_is_valid_point(p),
    mult: (s, p) => lib().crypto_scalarmult_ed25519_noclamp(s, p),
    baseMult: (s) => lib().crypto_scalarmult_ed25519_base_noclamp(s),
    add: (p, q) => lib().crypto_core_ed25519_add(p, q),
    sub: (p, q) => lib().crypto_core_ed25519_sub(p, q),
  },
);

export const GROUPS: Readonly<Record<GroupName, DeckGroup>> = {
  ristretto255: RISTRETTO255,
  edwards25519: EDWARDS25519,
};

export function groupNamed(name: string): DeckGroup {
  if (name !== "ristretto255" && name !== "edwards25519") {
    throw new Error(`no deck group ${JSON.stringify(name)} (known: ${GROUP_NAMES.join(", ")})`);
  }
  return GROUPS[name];
}
