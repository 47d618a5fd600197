/**
 * What the shuffle and lock proofs share (SPEC.md 4.12): the second generator H, Fiat-Shamir
 * hashing (statement, chain, challenges), the reference prover's deterministic nonces, and
 * reading a proof's items.
 */
import { sha512 } from "@noble/hashes/sha2.js";
import { concatBytes, utf8 } from "../../bytes.js";
import type { DeckGroup } from "../group.js";
import { u32 } from "../keys.js";
import { intLE, nonzero, ORDER } from "../scalar.js";

export const DST_SHUFFLE_PROOF = utf8("mextrain/v1/deck/shuffle-proof");
export const DST_LOCK_PROOF = utf8("mextrain/v1/deck/lock-proof");
export const DST_GENERATOR = utf8("mextrain/v1/deck/proof-generator");
export const DST_GENERATOR_RISTRETTO = utf8("mextrain/v1/deck/ristretto255/proof-generator");
export const DST_NONCE = utf8("mextrain/v1/deck/proof-nonce");
export const DST_BATCH = utf8("mextrain/v1/deck/proof-batch-weights");
/** The protocol version bound into every statement (SPEC.md 7.5). */
export const PROOF_VERSION = 1;

/** A shuffle or lock proof that is malformed or does not hold for its statement. */
export class ProofError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ProofError";
  }
}

/** The proofs' view of one group: the second generator H (its encoding) and the proof's form. */
export interface Algebra {
  readonly group: DeckGroup;
  readonly hBytes: Uint8Array;
  /** Announcement form (ristretto255) or compact form (edwards25519). */
  readonly batched: boolean;
}

const algebras = new Map<string, Algebra>();

export function algebra(group: DeckGroup): Algebra {
  let a = algebras.get(group.name);
  if (!a) {
    const dst = group.name === "ristretto255" ? DST_GENERATOR_RISTRETTO : DST_GENERATOR;
    a = { group, hBytes: group.hashToPoint(sha512(dst)), batched: group.name === "ristretto255" };
    algebras.set(group.name, a);
  }
  return a;
}

/** `SHA-512(state ‖ items...)`, the next state of a proof transcript. */
export function chain(state: Uint8Array, items: readonly Uint8Array[]): Uint8Array {
  const h = sha512.create().update(state);
  for (const p of items) h.update(p);
  return h.digest();
}

/** `ch(h, l) = nonzero(SHA-512(h ‖ l))` for a one-byte ASCII label. */
export function challenge(state: Uint8Array, label: string): bigint {
  return nonzero(sha512(concatBytes(state, utf8(label))));
}

/** `h_0 = SHA-512(DST ‖ u32(1) ‖ ctx ‖ u32(n) ‖ X ‖ Y)`. */
export function statementHash(dst: Uint8Array, ctx: Uint8Array, before: readonly Uint8Array[], after: readonly Uint8Array[]): Uint8Array {
  const h = sha512.create().update(concatBytes(dst, u32(PROOF_VERSION), ctx, u32(before.length)));
  for (const p of before) h.update(p);
  for (const p of after) h.update(p);
  return h.digest();
}

/** The reference prover's nonces: `key = SHA-512(DST_nonce ‖ ctx ‖ seed ‖ u32(attempt) ‖ h_0 ‖ wit)`. */
export class Nonces {
  private readonly key: Uint8Array;
  private count = 0;
  constructor(ctx: Uint8Array, seed: Uint8Array, state: Uint8Array, attempt: number, witness: Uint8Array) {
    this.key = sha512(concatBytes(DST_NONCE, ctx, seed, u32(attempt), state, witness));
  }

  next(): bigint {
    for (;;) {
      const v = intLE(sha512(concatBytes(this.key, u32(this.count)))) % ORDER;
      this.count += 1;
      if (v !== 0n) return v;
    }
  }

  take(count: number): bigint[] {
    return Array.from({ length: count }, () => this.next());
  }
}

export function splitPoints(data: Uint8Array, count: number, from = 0): Uint8Array[] {
  return Array.from({ length: count }, (_, i) => data.subarray(from + 32 * i, from + 32 * i + 32));
}

/** `count` canonical non-zero scalars from `data` at `from`. */
export function decodeScalars(data: Uint8Array, from: number, count: number, what: string): bigint[] {
  const out: bigint[] = [];
  for (let i = 0; i < count; i++) {
    const v = intLE(data.subarray(from + 32 * i, from + 32 * i + 32));
    if (v === 0n || v >= ORDER) throw new ProofError(`${what} ${i} is not a canonical non-zero scalar`);
    out.push(v);
  }
  return out;
}

/** Points of a proof by name, for naming the first invalid one (error path only). */
export type Named = readonly [name: string, points: readonly Uint8Array[], start: number];

export function firstInvalid(group: DeckGroup, named: readonly Named[]): ProofError | null {
  for (const [name, points, start] of named) {
    for (let i = 0; i < points.length; i++) {
      if (!group.isValid(points[i]!)) return new ProofError(`${name} ${start + i} is not a valid group element`);
    }
  }
  return null;
}

export function modL(a: bigint): bigint {
  const r = a % ORDER;
  return r < 0n ? r + ORDER : r;
}

export function powers(x: bigint, n: number): bigint[] {
  const out: bigint[] = [];
  let acc = 1n;
  for (let i = 0; i < n; i++) {
    acc = (acc * x) % ORDER;
    out.push(acc);
  }
  return out;
}

/** `λ_k = y·(k+1) + x^{k+1} - z`. */
export function lambdas(xPowers: readonly bigint[], y: bigint, z: bigint): bigint[] {
  return xPowers.map((xp, k) => modL(y * BigInt(k + 1) + xp - z));
}
