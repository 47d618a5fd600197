/**
 * The shuffle proof (SPEC.md 4.12): a zero-knowledge proof that `Y_i = e·X_{π[i]}` for a
 * permutation π and the `e` of `E = e·G`. Compact form (challenge and responses) in
 * edwards25519, announcement form (the announcements instead of `c`, checked in one weighted
 * sum) in ristretto255. The prover is the reference prover: its nonces are derived from the
 * seat's seed, so it gives the same bytes as mextrain's Python prover.
 */
import { sha512 } from "@noble/hashes/sha2.js";
import { concatBytes } from "../../bytes.js";
import { bytesEqual } from "../../bytes.js";
import type { DeckGroup } from "../group.js";
import { u32 } from "../keys.js";
import { GroupError, invert, nonzero, ORDER, product, scalarBytes } from "../scalar.js";
import {
  algebra,
  chain,
  challenge,
  decodeScalars,
  DST_BATCH,
  DST_SHUFFLE_PROOF,
  firstInvalid,
  lambdas,
  modL,
  Nonces,
  powers,
  ProofError,
  splitPoints,
  statementHash,
  type Algebra,
  type Named,
} from "./algebra.js";

export const MIN_CARDS = 2;
const MAX_ATTEMPTS = 16;

/** Bytes in a shuffle proof: `192·n` (compact, edwards25519) or `256·n` (announcement form, ristretto255). */
export function shuffleProofSize(n: number, group: DeckGroup): number {
  return algebra(group).batched ? 256 * n : 192 * n;
}

class Retry extends Error {}

function nz(v: bigint): bigint {
  if (v === 0n) throw new Retry();
  return v;
}

/** The proof that `after[i] = e·before[permutation[i]]`, from the seat's context and seed. */
export function proveShuffle(
  group: DeckGroup,
  ctx: Uint8Array,
  seed: Uint8Array,
  shuffleKey: bigint,
  permutation: readonly number[],
  before: readonly Uint8Array[],
  after: readonly Uint8Array[],
): Uint8Array {
  const n = before.length;
  const sorted = [...permutation].sort((a, b) => a - b);
  if (n < MIN_CARDS || after.length !== n || sorted.length !== n || sorted.some((p, i) => p !== i)) {
    throw new ProofError(`no shuffle proof for ${n} -> ${after.length} cards`);
  }
  const state = statementHash(DST_SHUFFLE_PROOF, ctx, before, after);
  const witness = concatBytes(scalarBytes(shuffleKey % ORDER), ...permutation.map((p) => u32(p)));
  const alg = algebra(group);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    try {
      return proveOnce(alg, new Nonces(ctx, seed, state, attempt, witness), state, shuffleKey, permutation, after);
    } catch (err) {
      if (!(err instanceof Retry)) throw err;
    }
  }
  throw new ProofError("could not build a shuffle proof (every attempt hit a zero scalar)");
}

function proveOnce(alg: Algebra, nonces: Nonces, state: Uint8Array, e: bigint, perm: readonly number[], after: readonly Uint8Array[]): Uint8Array {
  const n = perm.length;
  const g = alg.group;
  // libsodium's multiplications are constant time: every scalar here but the public weights is secret
  const commit = (v: bigint, r: bigint): Uint8Array => g.add(g.baseMult(v), g.mult(r, alg.hBytes));
  const bigE = g.baseMult(e);
  const a = perm.map((p) => BigInt(p + 1));
  const r = nonces.take(n);
  const commitsA = a.map((ai, i) => commit(ai, r[i]!));
  const h1 = chain(state, [bigE, ...commitsA]);
  const x = challenge(h1, "x");
  const xp = powers(x, n);
  const b = perm.map((p) => xp[p]!);
  const q = nonces.take(n);
  const commitsB = b.map((bi, i) => commit(bi, q[i]!));
  const h2 = chain(h1, commitsB);
  const y = challenge(h2, "y");
  const z = challenge(h2, "z");
  const weights = lambdas(xp, y, z);
  nz(product(weights));
  const d = perm.map((p) => weights[p]!);
  const rho = r.map((ri, i) => modL(y * ri + q[i]!));
  const p: bigint[] = [d[0]!];
  const t: bigint[] = [rho[0]!];
  for (let i = 1; i < n; i++) {
    p.push((p[i - 1]! * d[i]!) % ORDER);
    t.push(i < n - 1 ? nonces.next() : 0n);
  }
  const commitsQ = Array.from({ length: n - 2 }, (_, i) => commit(p[i + 1]!, t[i + 1]!));
  const alpha = nonces.take(n);
  const beta = nonces.take(n);
  const gamma = nonces.take(n);
  const tau = [0n, ...Array.from({ length: n - 1 }, (_, k) => modL(t[k + 1]! - d[k + 1]! * t[k]!))];
  const annD = alpha.map((al, i) => commit(al, beta[i]!));
  const annQ = Array.from({ length: n - 1 }, (_, j) => commit(nz((alpha[j + 1]! * p[j]!) % ORDER), nz(modL(alpha[j + 1]! * t[j]! + gamma[j + 1]!))));
  const eps = nonces.next();
  const annE = g.baseMult(eps);
  const ratio = (eps * invert(e)) % ORDER;
  let annY = g.identity;
  for (let i = 0; i < n; i++) annY = g.add(annY, g.mult(nz(modL(alpha[i]! - ratio * d[i]!)), after[i]!, i));
  const h3 = chain(h2, [...commitsQ, ...annD, ...annQ, annE, annY]);
  const c = challenge(h3, "c");
  const u = alpha.map((al, i) => nz(modL(al + c * d[i]!)));
  const v = beta.map((be, i) => nz(modL(be + c * rho[i]!)));
  const w = Array.from({ length: n - 1 }, (_, k) => nz(modL(gamma[k + 1]! + c * tau[k + 1]!)));
  const s = nz(modL(eps + c * e));
  const points = [bigE, ...commitsA, ...commitsB, ...commitsQ];
  const scalars = [...u, ...v, ...w, s].map(scalarBytes);
  if (alg.batched) return concatBytes(...points, ...annD, ...annQ, annE, annY, ...scalars);
  return concatBytes(...points, scalarBytes(c), ...scalars);
}

/**
 * Check a shuffle proof for the step `before -> after` of the seat whose context is `ctx`;
 * returns the seat's `E` (its lock proof is checked against it). ProofError with the reason.
 */
export function verifyShuffle(group: DeckGroup, ctx: Uint8Array, before: readonly Uint8Array[], after: readonly Uint8Array[], proof: Uint8Array): Uint8Array {
  const n = before.length;
  if (n < MIN_CARDS || after.length !== n) throw new ProofError(`a shuffle proof for ${n} -> ${after.length} cards`);
  const expected = shuffleProofSize(n, group);
  if (!(proof instanceof Uint8Array) || proof.length !== expected) {
    throw new ProofError(`a shuffle proof for ${n} cards is ${expected} bytes, not ${proof instanceof Uint8Array ? proof.length : 0}`);
  }
  const alg = algebra(group);
  return alg.batched ? verifyBatched(alg, ctx, before, after, proof) : verifyCompact(alg, ctx, before, after, proof);
}

/** A point of the proof that is invalid or the identity where SPEC 4.12 refuses it. */
function invalidPoint(): ProofError {
  return new ProofError("a point of the proof is not a valid group element");
}

/** `s·P` where P must not be the identity (libsodium's multiplication refuses it: SPEC 4.12). */
function mulNotIdentity(g: DeckGroup, s: bigint, p: Uint8Array): Uint8Array {
  if (bytesEqual(p, g.identity)) throw invalidPoint();
  return g.mult(s, p);
}

/** Σ scalars[i]·points[i], each point validated by its multiplication (scalars non-zero). */
function weightedSum(g: DeckGroup, points: readonly Uint8Array[], scalars: readonly bigint[]): Uint8Array {
  let sum = g.identity;
  for (let i = 0; i < points.length; i++) sum = g.add(sum, g.mult(scalars[i]!, points[i]!));
  return sum;
}

/**
 * The compact form's announcements recomputed, one libsodium multiplication per term (about
 * 8n). Every proof point reaches a multiplication, which validates it: E, A_i and Q_j their own,
 * B_i that of `c·D_i` (a torsion component in B_i stays in D_i; the identity is refused first). A group error
 * becomes the ProofError naming the first invalid point, as the reference checker's.
 */
function verifyCompact(alg: Algebra, ctx: Uint8Array, before: readonly Uint8Array[], after: readonly Uint8Array[], proof: Uint8Array): Uint8Array {
  const g = alg.group;
  const n = before.length;
  const points = splitPoints(proof, 3 * n - 1);
  const bigE = points[0]!;
  const commitsA = points.slice(1, n + 1);
  const commitsB = points.slice(n + 1, 2 * n + 1);
  const commitsQ = points.slice(2 * n + 1);
  const sc = decodeScalars(proof, 32 * (3 * n - 1), 3 * n + 1, "proof scalar");
  const c = sc[0]!;
  const u = sc.slice(1, n + 1);
  const v = sc.slice(n + 1, 2 * n + 1);
  const w = sc.slice(2 * n + 1, 3 * n);
  const s = sc[3 * n]!;
  const named: Named[] = [
    ["card", after, 0],
    ["proof point E", [bigE], 0],
    ["proof point A", commitsA, 0],
    ["proof point B", commitsB, 0],
    ["proof point Q", commitsQ, 1],
  ];
  try {
    try {
      const state = statementHash(DST_SHUFFLE_PROOF, ctx, before, after);
      const h1 = chain(state, [bigE, ...commitsA]);
      const x = challenge(h1, "x");
      const h2 = chain(h1, commitsB);
      const y = challenge(h2, "y");
      const z = challenge(h2, "z");
      const lam = lambdas(powers(x, n), y, z);
      const target = product(lam);
      if (target === 0n) throw new ProofError("degenerate challenges (a zero factor)");
      const zG = g.baseMult(z);
      const D = commitsA.map((p, i) => {
        if (bytesEqual(commitsB[i]!, g.identity)) throw invalidPoint(); // else only added
        return g.sub(g.add(g.mult(y, p), commitsB[i]!), zG);
      });
      const Q = [D[0]!, ...commitsQ, g.baseMult(target)];
      const H = alg.hBytes;
      const annD = D.map((Di, i) => g.sub(g.add(g.baseMult(u[i]!), g.mult(v[i]!, H)), mulNotIdentity(g, c, Di)));
      const annQ = Array.from({ length: n - 1 }, (_, j) =>
        g.sub(g.add(mulNotIdentity(g, u[j + 1]!, Q[j]!), g.mult(w[j]!, H)), mulNotIdentity(g, c, Q[j + 1]!)),
      );
      const annE = g.sub(g.baseMult(s), g.mult(c, bigE));
      const W = weightedSum(g, before, lam);
      const ySum = weightedSum(g, after, u);
      const annY = g.sub(ySum, mulNotIdentity(g, s, W));
      const h3 = chain(h2, [...commitsQ, ...annD, ...annQ, annE, annY]);
      if (challenge(h3, "c") !== c) throw new ProofError("the shuffle proof does not hold for this statement");
      return bigE;
    } catch (err) {
      if (err instanceof GroupError) throw invalidPoint();
      throw err;
    }
  } catch (err) {
    if (!(err instanceof ProofError)) throw err;
    throw firstInvalid(g, named) ?? err;
  }
}

/** The batch weights `nonzero(SHA-512(DST_batch ‖ h_w ‖ u32(t)))`, `t = 0..count-1`. */
function batchWeights(hw: Uint8Array, count: number): bigint[] {
  return Array.from({ length: count }, (_, t) => nonzero(sha512(concatBytes(DST_BATCH, hw, u32(t)))));
}

function verifyBatched(alg: Algebra, ctx: Uint8Array, before: readonly Uint8Array[], after: readonly Uint8Array[], proof: Uint8Array): Uint8Array {
  const g = alg.group;
  const n = before.length;
  const points = splitPoints(proof, 5 * n);
  const bigE = points[0]!;
  const commitsA = points.slice(1, n + 1);
  const commitsB = points.slice(n + 1, 2 * n + 1);
  const commitsQ = points.slice(2 * n + 1, 3 * n - 1);
  const annD = points.slice(3 * n - 1, 4 * n - 1);
  const annQ = points.slice(4 * n - 1, 5 * n - 2);
  const annE = points[5 * n - 2]!;
  const annY = points[5 * n - 1]!;
  const state = statementHash(DST_SHUFFLE_PROOF, ctx, before, after);
  const h1 = chain(state, points.slice(0, n + 1));
  const x = challenge(h1, "x");
  const h2 = chain(h1, commitsB);
  const y = challenge(h2, "y");
  const z = challenge(h2, "z");
  const lam = lambdas(powers(x, n), y, z);
  const target = product(lam);
  if (target === 0n) throw new ProofError("degenerate challenges (a zero factor)");
  const scalarBytesAll = proof.subarray(32 * 5 * n);
  const sc = decodeScalars(proof, 32 * 5 * n, 3 * n, "proof scalar");
  const u = sc.slice(0, n);
  const v = sc.slice(n, 2 * n);
  const w = sc.slice(2 * n, 3 * n - 1);
  const s = sc[3 * n - 1]!;
  const h3 = chain(h2, [...commitsQ, ...annD, ...annQ, annE, annY]);
  const c = challenge(h3, "c");
  const weights = batchWeights(chain(h3, [scalarBytesAll]), 2 * n);
  const omega = weights.slice(0, n);
  const kappa = [0n, ...weights.slice(n, 2 * n - 1)];
  const mu = weights[2 * n - 1]!;
  // Σ ω_i (TD_i + c D_i - u_i G - v_i H), D_i = y A_i + B_i - z G
  // + Σ κ_i (TQ_i + c Q_i - u_i Q_{i-1} - w_i H), Q_0 = D_0, Q_{n-1} = P G
  // + μ (TE + c E - s G) + (TY + s W - Σ u_i Y_i), W = Σ λ_k X_k          = the identity
  const coefA = omega.map((om) => (c * y * om) % ORDER);
  const coefB = omega.map((om) => (c * om) % ORDER);
  let coefG = -omega.reduce((acc, om, i) => acc + om * (u[i]! + c * z), 0n) - mu * s;
  let coefH = -omega.reduce((acc, om, i) => acc + om * v[i]!, 0n);
  for (let i = 1; i < n; i++) coefH -= kappa[i]! * w[i - 1]!;
  const d0 = -kappa[1]! * u[1]!;
  coefA[0] = modL(coefA[0]! + d0 * y);
  coefB[0] = modL(coefB[0]! + d0);
  coefG -= d0 * z;
  coefG += kappa[n - 1]! * c * target;
  const coefQ = Array.from({ length: n - 2 }, (_, k) => modL(c * kappa[k + 1]! - kappa[k + 2]! * u[k + 2]!));
  const terms: [bigint, Uint8Array][] = [
    ...omega.map((k, i) => [k, annD[i]!] as [bigint, Uint8Array]),
    ...coefA.map((k, i) => [k, commitsA[i]!] as [bigint, Uint8Array]),
    ...coefB.map((k, i) => [k, commitsB[i]!] as [bigint, Uint8Array]),
    ...kappa.slice(1).map((k, i) => [k, annQ[i]!] as [bigint, Uint8Array]),
    ...coefQ.map((k, i) => [k, commitsQ[i]!] as [bigint, Uint8Array]),
    [mu, annE],
    [modL(coefH), alg.hBytes],
    [(mu * c) % ORDER, bigE],
    ...lam.map((l, k) => [(s * l) % ORDER, before[k]!] as [bigint, Uint8Array]),
    ...u.map((ui, i) => [modL(-ui), after[i]!] as [bigint, Uint8Array]),
  ];
  const named: Named[] = [
    ["card", after, 0],
    ["proof point E", [bigE], 0],
    ["proof point A", commitsA, 0],
    ["proof point B", commitsB, 0],
    ["proof point Q", commitsQ, 1],
    ["proof point TD", annD, 0],
    ["proof point TQ", annQ, 1],
    ["proof point TE", [annE], 0],
    ["proof point TY", [annY], 0],
  ];
  // Every point is multiplied (libsodium validates it) or, with a zero merged scalar, checked
  // on its own, so each must be a valid element other than the identity; TY is only added and
  // may be the identity. One multiplication per term, about 7n: libsodium's variable-base
  // multiplication beats a Pippenger sum on noble's points, whose decodings alone cost more.
  let total: Uint8Array;
  try {
    if (!bytesEqual(annY, g.identity) && !g.isValid(annY)) throw invalidPoint();
    total = annY;
    for (const [k, p] of terms) {
      if (k === 0n) {
        if (!g.isValid(p)) throw invalidPoint();
      } else {
        total = g.add(total, g.mult(k, p));
      }
    }
    const kG = modL(coefG);
    if (kG !== 0n) total = g.add(total, g.baseMult(kG));
  } catch (err) {
    if (!(err instanceof GroupError) && !(err instanceof ProofError)) throw err;
    throw firstInvalid(g, named) ?? new ProofError("a point of the proof is not a valid group element");
  }
  if (!bytesEqual(total, g.identity)) throw new ProofError("the shuffle proof does not hold for this statement");
  return bigE;
}
