/**
 * A round's deck stages (SPEC 4, 7.1): a new round's commitment, the shuffle and lock passes
 * (with their proofs at a verified-shuffle table, SPEC 4.12) and the deal's key releases.
 */
import type { Value } from "../codec/canonical.js";
import type { Message } from "../messages/message.js";
import { BadPointError, DeckFault } from "../deck/errors.js";
import { context } from "../deck/keys.js";
import { keyFits, proveLock, verifyLock } from "../deck/proofs/lock.js";
import { proveShuffle, verifyShuffle } from "../deck/proofs/shuffle.js";
import { ProofError } from "../deck/proofs/algebra.js";
import { checkStepShape } from "../deck/seat.js";
import { decodeScalar, GroupError } from "../deck/scalar.js";
import type { DeckStep, KeyRelease } from "../deck/transcript.js";
import { DeckAnomaly } from "../deck/errors.js";
import { learn } from "../rules/engine.js";
import type { Tile } from "../rules/tiles.js";
import { TableRound } from "./round.js";
import { deckCall, refuse, roundFor, sameInts, type TableState, type Update } from "./state.js";
import { reportAnomaly } from "./turns.js";

/** Starts round `r`: a fresh deck (this seat's, with its seed, or the public view) and this seat's commitment owed. */
export function beginRound(t: TableState, r: number): void {
  const rules = t.rules!;
  let seed: Uint8Array | null = null;
  if (t.mySeat !== null) seed = t.roundSeedFor(r);
  const rnd = new TableRound(r, rules, t.seats, t.gameId, t.deckGroup, t.mySeat, seed);
  t.round = rnd;
  t.stage = "commit";
  if (rnd.deck.secrets) t.queue("commit", r, [rnd.deck.commit().commitment]);
}

export function onCommit(t: TableState, index: number, m: Message): Update[] {
  const rnd = roundFor(t, m, "commit");
  if (rnd.commits.has(m.seat)) throw refuse(m, "a second commitment");
  const mine = deckCall(m, () => rnd.deck.receiveCommit({ kind: "commit", seat: m.seat, commitment: m.payload[0] as Uint8Array }));
  rnd.commits.add(m.seat);
  rnd.stepEntries.set(TableRound.stepKey("commit", m.seat), index);
  if (rnd.commits.size === t.seats) t.stage = "shuffle";
  if (mine) queueStep(t, rnd, mine, rnd.deck.nextInput());
  return [{ entry: index, kind: "commit", seat: m.seat, round: rnd.index }];
}

export function onDeckStep(t: TableState, index: number, m: Message, stage: "shuffle" | "lock"): Update[] {
  const rnd = roundFor(t, m, stage);
  const record: DeckStep = { kind: "step", stage, seat: m.seat, points: m.payload[0] as Uint8Array[] };
  if (t.verifiedShuffle !== (m.payload.length === 2)) {
    throw refuse(m, `a deck step at this table carries ${t.verifiedShuffle ? "no proof" : "a proof at a table without the option"}`);
  }
  const due = rnd.deck.nextStep();
  const other = m.seat !== t.mySeat;
  if (other) {
    // Every node sees a malformed deck: refused before the deck records anything.
    try {
      checkStepShape(record, rnd.params.size, rnd.params.group);
    } catch (error) {
      if (error instanceof BadPointError) throw refuse(m, error.message);
      throw error;
    }
    if (t.verifiedShuffle && due !== null && due.stage === stage && due.seat === m.seat) {
      checkProof(t, m, rnd, record, m.payload[1] as Uint8Array);
    }
  }
  let mine: DeckStep | null = null;
  let invalid: BadPointError | null = null;
  try {
    mine = deckCall(m, () => rnd.deck.receiveStep(record, other));
  } catch (error) {
    // An invalid point in the deck this seat multiplies: only it can see it, so the entry
    // stands and this seat reports it for the early audit.
    if (!(error instanceof BadPointError)) throw error;
    invalid = error;
  }
  rnd.stepEntries.set(TableRound.stepKey(stage, m.seat), index);
  const next = rnd.deck.nextStep();
  if (next === null) {
    t.stage = "deal";
    if (rnd.deck.secrets) {
      const releases = rnd.deck.dealReleases();
      t.queue("deal", rnd.index, [releases.map((r) => [r.position, r.key])]);
    }
  } else if (next.stage === "lock") {
    t.stage = "lock";
  }
  if (t.verifiedShuffle && !other) rememberOwnProof(t, rnd, stage);
  if (mine) queueStep(t, rnd, mine, record.points);
  if (invalid) reportAnomaly(t, rnd, invalid);
  return [{ entry: index, kind: stage, seat: m.seat, round: rnd.index }];
}

/**
 * The multiplications this seat's own deck step makes if `m` (an entry not yet checked) is
 * the message before that step (stepWork): the work a page does ahead in Web Workers before
 * it applies the entry. Null when `m` is not that message; nothing is checked or changed.
 */
export function workAhead(t: TableState, m: Message): [bigint, Uint8Array][] | null {
  const rnd = t.round;
  if (rnd === null || !rnd.deck.secrets || m.round !== rnd.index) return null;
  if (m.kind === "commit") return rnd.deck.workAfterCommit(m.seat);
  if (m.kind !== "shuffle" && m.kind !== "lock") return null;
  const points = m.payload[0];
  return Array.isArray(points) ? rnd.deck.workAfterStep(m.kind, m.seat, points) : null;
}

/** Verified shuffle (SPEC 4.12): a deck step whose proof fails is refused before anything records it. */
export function checkProof(t: TableState, m: Message, rnd: TableRound, record: DeckStep, proof: Uint8Array): void {
  const before = rnd.deck.nextInput();
  const ctx = context(rnd.params.gameId, rnd.index, m.seat);
  try {
    if (record.stage === "shuffle") {
      rnd.shuffleKeys.set(m.seat, verifyShuffle(rnd.params.group, ctx, before, record.points, proof));
    } else {
      const bigE = rnd.shuffleKeys.get(m.seat)!;
      rnd.keyCommitments.set(m.seat, verifyLock(rnd.params.group, ctx, bigE, before, record.points, proof));
    }
  } catch (error) {
    if (error instanceof ProofError) throw refuse(m, `proof refused: ${error.message}`);
    throw error;
  }
}

export function rememberOwnProof(t: TableState, rnd: TableRound, stage: "shuffle" | "lock"): void {
  const secrets = rnd.deck.secrets!;
  const group = rnd.params.group;
  if (stage === "shuffle") rnd.shuffleKeys.set(t.mySeat!, group.baseMult(secrets.shuffleKey));
  else rnd.keyCommitments.set(t.mySeat!, secrets.lockKeys.map((k) => group.baseMult(k)));
}

export function queueStep(t: TableState, rnd: TableRound, step: DeckStep, before: readonly Uint8Array[]): void {
  const payload: Value[] = [[...step.points]];
  if (t.verifiedShuffle) {
    const s = rnd.deck.secrets!;
    const ctx = context(rnd.params.gameId, rnd.index, s.seat);
    const group = rnd.params.group;
    payload.push(
      step.stage === "shuffle"
        ? proveShuffle(group, ctx, s.seed, s.shuffleKey, s.permutation, before, step.points)
        : proveLock(group, ctx, s.seed, s.shuffleKey, s.lockKeys, before, step.points),
    );
  }
  t.queue(step.stage, rnd.index, payload);
}

export function onDeal(t: TableState, index: number, m: Message): Update[] {
  const rnd = roundFor(t, m, "deal");
  if (rnd.deals.has(m.seat)) throw refuse(m, "a second deal");
  const pairs = m.payload[0] as [number, Uint8Array][];
  const expected: number[] = [];
  for (let p = 0; p < t.seats; p++) if (p !== m.seat) expected.push(...rnd.params.handPositions(p));
  if (!sameInts(pairs.map((p) => p[0]), expected)) throw refuse(m, "must release exactly its keys for every other hand, in position order");
  const records: KeyRelease[] = pairs.map(([position, key]) => ({ kind: "release", seat: m.seat, position, key }));
  checkKeys(t, m, rnd, records);
  let anomaly: DeckFault | null = null;
  const opened: [number, Tile][] = [];
  const before = rnd.deck.eventCount;
  for (const record of records) {
    try {
      const found = deckCall(m, () => rnd.deck.receiveRelease(record));
      if (found) opened.push([record.position, found]);
    } catch (error) {
      if (!(error instanceof DeckAnomaly || error instanceof BadPointError)) throw error;
      anomaly = anomaly ?? error;
    }
  }
  rnd.noteDeckEvents(index, before);
  rnd.deals.add(m.seat);
  for (const [pos, value] of opened) rnd.engine = learn(rnd.engine, pos, value);
  if (rnd.deals.size === t.seats) t.stage = "turns";
  if (anomaly) reportAnomaly(t, rnd, anomaly);
  return [{ entry: index, kind: "deal", seat: m.seat, round: rnd.index }];
}

/** Refuses the whole message if any key is malformed (or, verified shuffle, does not fit), before the deck records any. */
export function checkKeys(t: TableState, m: Message, rnd: TableRound, records: readonly KeyRelease[]): void {
  for (const record of records) {
    let value: bigint;
    try {
      value = decodeScalar(record.key);
    } catch (error) {
      if (error instanceof GroupError) throw refuse(m, `key for position ${record.position}: ${error.message}`);
      throw error;
    }
    checkFit(t, m, rnd, record, value);
  }
}

/** Verified shuffle: a released key must be the one the seat's lock proof committed (SPEC 4.12). */
export function checkFit(t: TableState, m: Message, rnd: TableRound, record: KeyRelease, value: bigint): void {
  if (!t.verifiedShuffle) return;
  const commitments = rnd.keyCommitments.get(record.seat);
  const commitment = commitments?.[record.position];
  if (commitment === undefined || record.position < 0) return; // out of place: the deck refuses it with the reason
  if (!keyFits(rnd.params.group, value, commitment)) {
    throw refuse(m, `key for position ${record.position} does not fit seat ${record.seat}'s lock commitment (SPEC 4.12)`);
  }
}
