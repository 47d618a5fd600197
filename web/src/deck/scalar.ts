/** Scalars of the deck's groups (SPEC.md 4.1): integers mod the prime order L, 32 bytes little-endian. */
import { invert as invertMod } from "@noble/curves/abstract/modular.js";
import { sha512 } from "@noble/hashes/sha2.js";

/** `L`, the prime order of ristretto255 and of edwards25519's main subgroup. */
export const ORDER = 2n ** 252n + 27742317777372353535851937790883648493n;
export const SCALAR_BYTES = 32;

/** Bytes that are not a valid group element or scalar; `index` names the item of a sequence. */
export class GroupError extends Error {
  index: number | undefined;
  constructor(message: string, index?: number) {
    super(message);
    this.name = new.target.name;
    this.index = index;
  }
}
/** Not a canonical encoding of a non-identity element of the prime-order group. */
export class PointError extends GroupError {}
/** Not a canonical (below L), non-zero scalar. */
export class ScalarError extends GroupError {}

export function intLE(bytes: Uint8Array): bigint {
  let v = 0n;
  for (let i = bytes.length - 1; i >= 0; i--) v = (v << 8n) | BigInt(bytes[i]!);
  return v;
}

/** `value` (0 <= value < 2^256) as 32 bytes little-endian, with no range check against L. */
export function scalarBytes(value: bigint): Uint8Array {
  const out = new Uint8Array(SCALAR_BYTES);
  let v = value;
  for (let i = 0; i < SCALAR_BYTES; i++) {
    out[i] = Number(v & 0xffn);
    v >>= 8n;
  }
  return out;
}

export function mod(a: bigint): bigint {
  const r = a % ORDER;
  return r < 0n ? r + ORDER : r;
}

/** A wire scalar: exactly 32 bytes, little-endian, `0 < s < L` (never clamped). */
export function decodeScalar(s: Uint8Array): bigint {
  if (!(s instanceof Uint8Array) || s.length !== SCALAR_BYTES) {
    throw new ScalarError(`a scalar is ${SCALAR_BYTES} bytes, got ${s instanceof Uint8Array ? s.length : typeof s}`);
  }
  const v = intLE(s);
  if (v === 0n) throw new ScalarError("the zero scalar");
  if (v >= ORDER) throw new ScalarError("non-canonical scalar (not below L)");
  return v;
}

/** The 32-byte encoding of a scalar `0 < value < L`. */
export function encodeScalar(value: bigint): Uint8Array {
  if (value <= 0n || value >= ORDER) throw new ScalarError(`scalar out of range (0, L): ${value}`);
  return scalarBytes(value);
}

/**
 * `a^-1 mod L`, by noble's extended Euclid: 0.02 ms against 0.09 ms for Fermat's `a^(L-2)`
 * by square and multiply (a seat and the verifier invert once per opened card).
 */
export function invert(a: bigint): bigint {
  const x = mod(a);
  if (x === 0n) throw new ScalarError("the zero scalar has no inverse");
  return invertMod(x, ORDER);
}

export function product(values: Iterable<bigint>): bigint {
  let acc = 1n;
  for (const v of values) acc = (acc * v) % ORDER;
  return acc;
}

/** A 64-byte hash as an integer mod L (512 bits reduced: bias below 2^-259). May be 0. */
export function reduce64(wide: Uint8Array): bigint {
  if (wide.length !== 64) throw new GroupError(`reduce takes 64 bytes, got ${wide.length}`);
  return intLE(wide) % ORDER;
}

/** SPEC.md 4.1 `nonzero(h)`: `int_le(h) mod L`, re-hashing `h` while that is 0. */
export function nonzero(digest: Uint8Array): bigint {
  let h = digest;
  let v = reduce64(h);
  while (v === 0n) {
    h = sha512(h);
    v = reduce64(h);
  }
  return v;
}
