/**
 * The round audit (SPEC.md 4.8): recompute the round from the revealed seeds and name the first
 * record that does not match. Published points are only compared with recomputed ones, never
 * decoded, so the audit costs one multiplication per published card.
 */
import { bytesEqual, toHex } from "../bytes.js";
import { deriveSecrets, SEED_BYTES, tilePoints, type SeatSecrets } from "./keys.js";
import { encodeScalar } from "./scalar.js";
import { lockDeck, shuffleDeck } from "./steps.js";
import { sameTile, tileName, type DeckTile } from "./tiles.js";
import type { DeckParams, DeckStep, RoundTranscript, Step } from "./transcript.js";

export interface AuditOk {
  readonly ok: true;
  readonly params: DeckParams;
  /** The tile at every final position. */
  readonly tiles: readonly DeckTile[];
  /** The seat dealt or drawing each position (null: never assigned). */
  readonly owners: readonly (number | null)[];
  /** False for a round stopped before the lock pass finished. */
  readonly complete: boolean;
  readonly secrets: readonly SeatSecrets[];
}

/** The first record that does not match: `seat` published it at `step` number `index`. */
export interface AuditFailure {
  readonly ok: false;
  readonly seat: number;
  readonly step: Step;
  /** The seat for reveal, shuffle and lock; the index into the events for release, draw, claim. */
  readonly index: number;
  readonly position: number | null;
  readonly expected: string;
  readonly found: string;
  readonly reason: string;
}

export type AuditResult = AuditOk | AuditFailure;

function failure(seat: number, step: Step, index: number, position: number | null, expected: string, found: string, reason: string): AuditFailure {
  return { ok: false, seat, step, index, position, expected, found, reason };
}

/** Throws (a local error, not a peer's fault) if the transcript is not in canonical order. */
export function auditRound(transcript: RoundTranscript): AuditResult {
  const params = transcript.params;
  checkStructure(transcript);
  const seeds = new Map<number, Uint8Array>();
  for (const r of transcript.reveals) seeds.set(r.seat, r.seed);

  const secrets: SeatSecrets[] = [];
  for (const commit of transcript.commits) {
    const seat = commit.seat;
    const seed = seeds.get(seat);
    if (!(seed instanceof Uint8Array) || seed.length !== SEED_BYTES) {
      return failure(seat, "reveal", seat, null, `a ${SEED_BYTES}-byte seed opening ${toHex(commit.commitment)}`, seed === undefined ? "no reveal" : "a malformed seed", "no valid seed revealed");
    }
    const derived = deriveSecrets(params.gameId, params.round, seat, seed, params.size);
    if (!bytesEqual(derived.commitment, commit.commitment)) {
      return failure(seat, "reveal", seat, null, toHex(commit.commitment), toHex(derived.commitment), "the revealed seed does not open the seat's commitment");
    }
    secrets.push(derived);
  }

  const group = params.group;
  let deck: Uint8Array[] = tilePoints(params.tiles, group);
  for (const step of transcript.shuffles) {
    deck = shuffleDeck(secrets[step.seat]!, deck, group);
    const f = compareDeck(step, deck);
    if (f) return f;
  }
  for (const step of transcript.locks) {
    deck = lockDeck(secrets[step.seat]!, deck, group);
    const f = compareDeck(step, deck);
    if (f) return f;
  }

  let origin = Array.from({ length: params.size }, (_, i) => i);
  for (const s of secrets) origin = s.permutation.map((x) => origin[x]!);
  const tiles = origin.map((o) => params.tiles[o]!);
  const owners: (number | null)[] = Array.from({ length: params.size }, (_, i) => params.dealtTo(i));
  const f = checkEvents(transcript, secrets, tiles, owners);
  if (f) return f;
  return { ok: true, params, tiles, owners, complete: transcript.locks.length === params.seats, secrets };
}

function compareDeck(step: DeckStep, expected: readonly Uint8Array[]): AuditFailure | null {
  const found = step.points;
  const n = Math.min(found.length, expected.length);
  for (let x = 0; x < n; x++) {
    const e = expected[x]!;
    const f = found[x]!;
    if (!bytesEqual(e, f)) {
      return failure(step.seat, step.stage, step.seat, x, toHex(e), toHex(f), `card ${x} of the ${step.stage} step is not what the seed gives`);
    }
  }
  if (found.length !== expected.length) {
    return failure(step.seat, step.stage, step.seat, null, `${expected.length} cards`, `${found.length} cards`, `the ${step.stage} step has the wrong number of cards`);
  }
  return null;
}

function checkEvents(transcript: RoundTranscript, secrets: SeatSecrets[], tiles: DeckTile[], owners: (number | null)[]): AuditFailure | null {
  const size = transcript.params.size;
  let nextDraw = transcript.params.boneyardStart;
  const claimed = new Set<number>();
  for (let index = 0; index < transcript.events.length; index++) {
    const event = transcript.events[index]!;
    const { seat, position } = event;
    if (!Number.isInteger(position) || position < 0 || position >= size) {
      return failure(seat, event.kind, index, null, `a position below ${size}`, String(position), "no such position");
    }
    if (event.kind === "release") {
      const expected = encodeScalar(secrets[seat]!.lockKeys[position]!);
      if (!bytesEqual(event.key, expected)) {
        return failure(seat, "release", index, position, toHex(expected), toHex(event.key), "the released key is not the seat's lock key for this position");
      }
    } else if (event.kind === "draw") {
      if (position !== nextDraw) {
        return failure(seat, "draw", index, position, nextDraw < size ? String(nextDraw) : "no draw (boneyard empty)", String(position), "a draw must take the next free position");
      }
      owners[position] = seat;
      nextDraw += 1;
    } else {
      if (owners[position] !== seat) {
        const holder = owners[position];
        return failure(seat, "claim", index, position, "a position held by the claimant", holder === null || holder === undefined ? "an unassigned position" : `seat ${holder}'s position`, "a play from a position the seat does not hold");
      }
      if (claimed.has(position)) {
        return failure(seat, "claim", index, position, "an unplayed position", "a position already played", "the same card played twice");
      }
      const t = tiles[position]!;
      if (!sameTile(t, { low: event.low, high: event.high })) {
        return failure(seat, "claim", index, position, tileName(t), `${event.low}-${event.high}`, "the claimed tile is not the tile at the position");
      }
      claimed.add(position);
    }
  }
  return null;
}

function checkStructure(t: RoundTranscript): void {
  const n = t.params.seats;
  if (t.commits.length !== n || t.commits.some((c, i) => c.seat !== i)) throw new Error("a transcript needs one commitment per seat, in seat order");
  for (const [stage, steps] of [["shuffle", t.shuffles], ["lock", t.locks]] as const) {
    if (steps.length > n || steps.some((s, i) => s.stage !== stage || s.seat !== i)) throw new Error(`${stage} steps must come one per seat, in seat order`);
  }
  if (t.locks.length > 0 && t.shuffles.length !== n) throw new Error("lock steps before the shuffle pass finished");
  if (t.events.length > 0 && t.locks.length !== n) throw new Error("deal events before the lock pass finished");
  for (const e of t.events) if (!Number.isInteger(e.seat) || e.seat < 0 || e.seat >= n) throw new Error(`an event by seat ${e.seat} at a ${n}-seat table`);
  const seats = t.reveals.map((r) => r.seat);
  if (new Set(seats).size !== seats.length || seats.some((s) => s < 0 || s >= n)) throw new Error("at most one reveal per seat, for seats of the table");
}
