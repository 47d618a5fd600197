/**
 * The lock proof (SPEC.md 4.12): for every card one `f_i` with `Z_i = f_i·Y_i` and
 * `K_i = f_i·E` (Chaum-Pedersen under one challenge), so each lock factor is bound to the key
 * `k_i = f_i·e` the seat releases later, which every node checks against `K_i`.
 */
import { concatBytes } from "../../bytes.js";
import { bytesEqual } from "../../bytes.js";
import type { DeckGroup } from "../group.js";
import { GroupError, invert, ORDER, scalarBytes } from "../scalar.js";
import { algebra, chain, challenge, decodeScalars, DST_LOCK_PROOF, firstInvalid, modL, Nonces, ProofError, splitPoints, statementHash } from "./algebra.js";

const MAX_ATTEMPTS = 16;

export function lockProofSize(n: number): number {
  return 32 * (2 * n + 1);
}

/** The proof that `after[i] = (lockKeys[i] / shuffleKey)·before[i]`. */
export function proveLock(
  group: DeckGroup,
  ctx: Uint8Array,
  seed: Uint8Array,
  shuffleKey: bigint,
  lockKeys: readonly bigint[],
  before: readonly Uint8Array[],
  after: readonly Uint8Array[],
): Uint8Array {
  const alg = algebra(group);
  const n = before.length;
  if (n < 1 || after.length !== n || lockKeys.length !== n) throw new ProofError(`no lock proof for ${n} -> ${after.length} cards`);
  const bigE = group.baseMult(shuffleKey);
  const state = statementHash(DST_LOCK_PROOF, ctx, before, after);
  const eInv = invert(shuffleKey);
  const keys = lockKeys.map((k) => group.baseMult(k));
  const witness = concatBytes(...[shuffleKey, ...lockKeys].map((k) => scalarBytes(k % ORDER)));
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const rho = new Nonces(ctx, seed, state, attempt, witness).take(n);
    const annZ = rho.map((r, i) => group.mult(r, before[i]!));
    const annK = rho.map((r) => group.baseMult((r * shuffleKey) % ORDER));
    const c = challenge(chain(state, [bigE, ...keys, ...annZ, ...annK]), "c");
    const s = rho.map((r, i) => modL(r + c * lockKeys[i]! * eInv));
    if (s.every((v) => v !== 0n)) return concatBytes(...keys, scalarBytes(c), ...s.map(scalarBytes));
  }
  throw new ProofError("could not build a lock proof (every attempt hit a zero scalar)");
}

/** Check a lock proof against the seat's `E`; returns its key commitments `K_i = k_i·G`. */
export function verifyLock(group: DeckGroup, ctx: Uint8Array, bigE: Uint8Array, before: readonly Uint8Array[], after: readonly Uint8Array[], proof: Uint8Array): Uint8Array[] {
  const n = before.length;
  if (n < 1 || after.length !== n) throw new ProofError(`a lock proof for ${n} -> ${after.length} cards`);
  if (!(proof instanceof Uint8Array) || proof.length !== lockProofSize(n)) {
    throw new ProofError(`a lock proof for ${n} cards is ${lockProofSize(n)} bytes, not ${proof instanceof Uint8Array ? proof.length : 0}`);
  }
  const keys = splitPoints(proof, n);
  const sc = decodeScalars(proof, 32 * n, n + 1, "proof scalar");
  const c = sc[0]!;
  const s = sc.slice(1);
  let annZ: Uint8Array[];
  let annK: Uint8Array[];
  try {
    // each multiplication validates its point (libsodium), E in the first one
    annZ = before.map((p, i) => group.sub(group.mult(s[i]!, p), group.mult(c, after[i]!)));
    annK = keys.map((k, i) => group.sub(group.mult(s[i]!, bigE), group.mult(c, k)));
  } catch (err) {
    if (!(err instanceof GroupError)) throw err;
    throw firstInvalid(group, [["card", after, 0], ["proof point K", keys, 0]]) ?? new ProofError("a point of the proof is not a valid group element");
  }
  const state = statementHash(DST_LOCK_PROOF, ctx, before, after);
  if (challenge(chain(state, [bigE, ...keys, ...annZ, ...annK]), "c") !== c) throw new ProofError("the lock proof does not hold for this statement");
  return keys.map((k) => Uint8Array.from(k));
}

/** True if the released key (`0 < key < L`) is the one committed as `K`. */
export function keyFits(group: DeckGroup, key: bigint, commitment: Uint8Array): boolean {
  return bytesEqual(group.baseMult(key), commitment);
}
