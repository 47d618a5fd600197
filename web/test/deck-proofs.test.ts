import { test } from "node:test";
import assert from "node:assert/strict";
import { ed25519 } from "@noble/curves/ed25519.js";
import { fromHex, toHex } from "../src/bytes.js";
import { groupNamed, type DeckGroup } from "../src/deck/group.js";
import { context, deriveSecrets } from "../src/deck/keys.js";
import { ProofError } from "../src/deck/proofs/algebra.js";
import { keyFits, proveLock, verifyLock } from "../src/deck/proofs/lock.js";
import { proveShuffle, verifyShuffle } from "../src/deck/proofs/shuffle.js";
import { intLE } from "../src/deck/scalar.js";
import { loadVector } from "./vectors.js";

interface ProofStep { stage: "shuffle" | "lock"; seat: number; context: string; input: string[]; output: string[]; proof: string; E?: string; K?: string[] }
interface ProofVector {
  group?: string; game_id: string; round: number; seats: number; seeds: string[];
  steps: ProofStep[];
  key_checks: { seat: number; position: number; key: string; fits: boolean }[];
  tampered: { description: string; step: number; change: Record<string, unknown>; error: string }[];
}

const FILES = ["verified_shuffle_2seat.json", "verified_shuffle_2seat_ristretto255.json"];

function check(g: DeckGroup, v: ProofVector, s: ProofStep, over: { ctx?: Uint8Array; output?: Uint8Array[]; proof?: Uint8Array; E?: Uint8Array } = {}): Uint8Array | Uint8Array[] {
  const ctx = over.ctx ?? fromHex(s.context);
  const input = s.input.map(fromHex);
  const output = over.output ?? s.output.map(fromHex);
  const proof = over.proof ?? fromHex(s.proof);
  if (s.stage === "shuffle") return verifyShuffle(g, ctx, input, output, proof);
  const E = over.E ?? fromHex(v.steps.find((x) => x.stage === "shuffle" && x.seat === s.seat)!.E!);
  return verifyLock(g, ctx, E, input, output, proof);
}

for (const file of FILES) {
  const v = loadVector<ProofVector>(file);
  const g = groupNamed(v.group ?? "edwards25519");
  const gid = fromHex(v.game_id);

  test(`${file}: every step's proof checks and yields E and K; the reference prover gives the same bytes`, () => {
    for (const s of v.steps) {
      const out = check(g, v, s);
      if (s.stage === "shuffle") assert.equal(toHex(out as Uint8Array), s.E);
      else assert.deepEqual((out as Uint8Array[]).map(toHex), s.K);
      assert.equal(toHex(context(gid, v.round, s.seat)), s.context);
      const secrets = deriveSecrets(gid, v.round, s.seat, fromHex(v.seeds[s.seat]!), s.input.length);
      const ctx = fromHex(s.context);
      const input = s.input.map(fromHex);
      const output = s.output.map(fromHex);
      const proof = s.stage === "shuffle"
        ? proveShuffle(g, ctx, secrets.seed, secrets.shuffleKey, secrets.permutation, input, output)
        : proveLock(g, ctx, secrets.seed, secrets.shuffleKey, secrets.lockKeys, input, output);
      assert.equal(toHex(proof), s.proof, `${s.stage} of seat ${s.seat}`);
    }
  });

  test(`${file}: a released key fits its lock commitment, another does not`, () => {
    for (const k of v.key_checks) {
      const lock = v.steps.find((s) => s.stage === "lock" && s.seat === k.seat)!;
      assert.equal(keyFits(g, intLE(fromHex(k.key)), fromHex(lock.K![k.position]!)), k.fits);
    }
  });

  test(`${file}: every tampered copy is refused with the error SPEC 4.12 lists`, () => {
    for (const t of v.tampered) {
      const s = v.steps[t.step]!;
      const ch = t.change;
      const proof = fromHex(s.proof);
      const over: Parameters<typeof check>[3] = {};
      if (typeof ch.proof_byte === "number") {
        proof[ch.proof_byte] = proof[ch.proof_byte]! ^ (ch.xor as number);
        over.proof = proof;
      } else if (typeof ch.round === "number") over.ctx = context(gid, ch.round, s.seat);
      else if (typeof ch.seat === "number") over.ctx = context(gid, v.round, ch.seat);
      else if (typeof ch.proof_length === "number") over.proof = proof.subarray(0, ch.proof_length);
      else if (Array.isArray(ch.proof_bytes)) {
        const [at, hex] = ch.proof_bytes as [number, string];
        proof.set(fromHex(hex), at);
        over.proof = proof;
      } else if (typeof ch.E === "string") over.E = fromHex(ch.E);
      if (ch.output) {
        const output = s.output.map(fromHex);
        for (const [i, p] of Object.entries(ch.output as Record<string, string>)) output[Number(i)] = fromHex(p);
        over.output = output;
      }
      if (typeof ch.proof === "string") over.proof = fromHex(ch.proof);
      assert.throws(() => check(g, v, s, over), (e: unknown) => e instanceof ProofError && e.message === t.error, t.description);
    }
  });
}

test("ristretto255: a proof point that is the identity is refused (TD_0, as a prover with α_0 = β_0 = 0 would send)", () => {
  const v = loadVector<ProofVector>("verified_shuffle_2seat_ristretto255.json");
  const g = groupNamed("ristretto255");
  const s = v.steps[1]!;
  const n = s.input.length;
  const proof = fromHex(s.proof);
  proof.fill(0, 32 * (3 * n - 1), 32 * (3 * n)); // TD_0 := 32 zero bytes
  assert.throws(() => check(g, v, s, { proof }), (e: unknown) => e instanceof ProofError && e.message === "proof point TD 0 is not a valid group element");
  const bitSet = fromHex(s.proof);
  bitSet[32 * (5 * n) - 1]! |= 0x80; // TY with bit 255 set: not canonical
  assert.throws(() => check(g, v, s, { proof: bitSet }), (e: unknown) => e instanceof ProofError && e.message === "proof point TY 0 is not a valid group element");
});

test("a lock proof's key commitment that is not a group element is named", () => {
  for (const file of FILES) {
    const v = loadVector<ProofVector>(file);
    const g = groupNamed(v.group ?? "edwards25519");
    const s = v.steps[2]!;
    const proof = fromHex(s.proof);
    proof.fill(0, 32 * 4, 32 * 5);
    assert.throws(() => check(g, v, s, { proof }), (e: unknown) => e instanceof ProofError && e.message === "proof point K 4 is not a valid group element");
  }
});

/** `p + T` for T of order 8: on the curve, canonical, not of small order, but with a torsion component. */
function withTorsion(p: Uint8Array): Uint8Array {
  const T = ed25519.Point.fromBytes(fromHex("26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc05"), false);
  return ed25519.Point.fromBytes(p, false).add(T).toBytes();
}

test("edwards25519: a proof point with a torsion component is named, and B as the identity (B is only added)", () => {
  const v = loadVector<ProofVector>("verified_shuffle_2seat.json");
  const g = groupNamed("edwards25519");
  const shuffle = v.steps[1]!;
  const n = shuffle.input.length;
  const at = (item: number, proof: Uint8Array) => withTorsion(proof.subarray(32 * item, 32 * item + 32));
  for (const [item, name] of [[n + 1, "proof point B 0"], [n + 5, "proof point B 4"], [2 * n + 2, "proof point Q 2"], [3, "proof point A 2"], [0, "proof point E 0"]] as const) {
    const proof = fromHex(shuffle.proof);
    proof.set(at(item, proof), 32 * item);
    assert.throws(() => check(g, v, shuffle, { proof }), (e: unknown) => e instanceof ProofError && e.message === `${name} is not a valid group element`, name);
  }
  const identityB = fromHex(shuffle.proof);
  identityB.set(g.identity, 32 * (n + 4));
  assert.throws(() => check(g, v, shuffle, { proof: identityB }), (e: unknown) => e instanceof ProofError && e.message === "proof point B 3 is not a valid group element");
  const lock = v.steps[2]!;
  const proof = fromHex(lock.proof);
  proof.set(withTorsion(proof.subarray(32 * 4, 32 * 5)), 32 * 4);
  assert.throws(() => check(g, v, lock, { proof }), (e: unknown) => e instanceof ProofError && e.message === "proof point K 4 is not a valid group element");
  const E = withTorsion(fromHex(v.steps[1]!.E!));
  assert.throws(() => check(g, v, lock, { E }), (e: unknown) => e instanceof ProofError && e.message === "a point of the proof is not a valid group element");
});

test("ristretto255: TY may be the identity (it is only added), so an identity TY fails the equation, not validation", () => {
  const v = loadVector<ProofVector>("verified_shuffle_2seat_ristretto255.json");
  const g = groupNamed("ristretto255");
  const s = v.steps[1]!;
  const n = s.input.length;
  const proof = fromHex(s.proof);
  proof.fill(0, 32 * (5 * n - 1), 32 * (5 * n)); // TY := the identity
  assert.throws(() => check(g, v, s, { proof }), (e: unknown) => e instanceof ProofError && e.message === "the shuffle proof does not hold for this statement");
  const noE = fromHex(s.proof);
  noE.fill(0, 0, 32); // E := the identity
  assert.throws(() => check(g, v, s, { proof: noE }), (e: unknown) => e instanceof ProofError && e.message === "proof point E 0 is not a valid group element");
});
