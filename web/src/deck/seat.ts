/**
 * One seat's sans-I/O view of a round's deck (SPEC.md 4.6, 4.7): records in, in log order (the
 * seat's own included), records to publish out. A record whose content is bad is recorded
 * first, then refused with a DeckFault naming its author, so the transcript holds the evidence
 * for the early audit; a record out of turn is refused and not recorded.
 */
import { bytesEqual } from "../bytes.js";
import {
  BadKeyError,
  BadPointError,
  ClaimMismatchError,
  DeckAnomaly,
  DeckFault,
  LocalDeckError,
  OutOfOrderError,
} from "./errors.js";
import { EDWARDS25519, POINT_BYTES, type DeckGroup } from "./group.js";
import { COMMITMENT_BYTES, deriveSecrets, lockKeyBytes, tileLookup, tilePoints, toHexKey, type SeatSecrets } from "./keys.js";
import { decodeScalar, GroupError } from "./scalar.js";
import { lockDeck, openCard, shuffleDeck, stepWork } from "./steps.js";
import { tileName, sameTile, type DeckTile } from "./tiles.js";
import type { Commit, DeckEvent, DeckParams, DeckStep, Draw, KeyRelease, PlayClaim, Reveal, RoundTranscript, Step } from "./transcript.js";

/** The seat number of a public deck: it matches no real seat. */
export const SPECTATOR = -1;

export class SeatDeck {
  readonly secrets: SeatSecrets | null;
  private readonly group: DeckGroup;
  private readonly lookup: Map<string, DeckTile>;
  private readonly commits: (Commit | null)[];
  private missingCommits: number;
  private readonly shuffles: DeckStep[] = [];
  private readonly locks: DeckStep[] = [];
  private ownStep: DeckStep | null = null;
  private final: readonly Uint8Array[] | null = null;
  private readonly events: DeckEvent[] = [];
  private readonly keys: Map<number, bigint>[];
  private readonly owner: (number | null)[];
  private nextDrawPosition: number;
  private readonly knownTiles = new Map<number, DeckTile>();
  private readonly seen = new Map<string, number>();
  private readonly played = new Set<number>();

  /** `seed` null: the public view of the host, a spectator or a verifier (no secrets). */
  constructor(readonly params: DeckParams, readonly seat: number, seed: Uint8Array | null) {
    if (seed !== null && (!Number.isInteger(seat) || seat < 0 || seat >= params.seats)) {
      throw new LocalDeckError(`no seat ${seat} at a ${params.seats}-seat table`);
    }
    this.secrets = seed === null ? null : deriveSecrets(params.gameId, params.round, seat, seed, params.size);
    this.group = params.group;
    this.lookup = tileLookup(params.tiles, this.group);
    this.commits = Array.from({ length: params.seats }, () => null);
    this.missingCommits = params.seats;
    this.keys = Array.from({ length: params.size }, () => new Map<number, bigint>());
    this.owner = Array.from({ length: params.size }, (_, i) => params.dealtTo(i));
    this.nextDrawPosition = params.boneyardStart;
  }

  static publicView(params: DeckParams): SeatDeck {
    return new SeatDeck(params, SPECTATOR, null);
  }

  private own(): SeatSecrets {
    if (!this.secrets) throw new LocalDeckError("a public deck holds no secrets");
    return this.secrets;
  }

  // --- commitments and the two passes ---------------------------------------------------

  commit(): Commit {
    return { kind: "commit", seat: this.seat, commitment: this.own().commitment };
  }

  /** Record a commitment; seat 0's shuffle step once all are in (for seat 0). */
  receiveCommit(record: Commit): DeckStep | null {
    this.checkSeat(record.seat, "commit");
    if (this.commits[record.seat]) throw new OutOfOrderError("a second commitment", { seat: record.seat, step: "commit" });
    if (!(record.commitment instanceof Uint8Array) || record.commitment.length !== COMMITMENT_BYTES) {
      throw new DeckFault("a malformed commitment", { seat: record.seat, step: "commit" });
    }
    if (record.seat === this.seat && !bytesEqual(record.commitment, this.own().commitment)) {
      throw new LocalDeckError("this seat's commitment came back altered");
    }
    this.commits[record.seat] = record;
    this.missingCommits -= 1;
    if (this.missingCommits === 0 && this.seat === 0) {
      return this.makeStep("shuffle", tilePoints(this.params.tiles, this.group), null);
    }
    return null;
  }

  /** The deck step due next, or null before the commitments / after the lock pass. */
  nextStep(): { stage: "shuffle" | "lock"; seat: number } | null {
    const n = this.params.seats;
    if (this.missingCommits > 0) return null;
    if (this.shuffles.length < n) return { stage: "shuffle", seat: this.shuffles.length };
    if (this.locks.length < n) return { stage: "lock", seat: this.locks.length };
    return null;
  }

  /** The deck the step due next multiplies (what a proof of that step is about). */
  nextInput(): readonly Uint8Array[] {
    if (!this.nextStep()) throw new LocalDeckError("no deck step is due");
    const last = this.locks.length ? this.locks : this.shuffles;
    return last.length ? last[last.length - 1]!.points : tilePoints(this.params.tiles, this.group);
  }

  /**
   * The multiplications of this seat's shuffle step if the commitment of `seat` completes the
   * commitments and this is seat 0 (stepWork: work to do ahead, off the main thread); else null.
   * Records and checks nothing.
   */
  workAfterCommit(seat: number): [bigint, Uint8Array][] | null {
    if (!this.secrets || this.seat !== 0 || this.missingCommits !== 1 || this.commits[seat] !== null) return null;
    return stepWork(this.secrets, "shuffle", tilePoints(this.params.tiles, this.group));
  }

  /**
   * The multiplications of this seat's own step if the `stage` step of `seat`, on `points`, is
   * the step due now and this seat's comes next (stepWork); else null. Records and checks
   * nothing: the step is checked as ever when it is received.
   */
  workAfterStep(stage: "shuffle" | "lock", seat: number, points: readonly unknown[]): [bigint, Uint8Array][] | null {
    const due = this.nextStep();
    if (!this.secrets || !due || due.stage !== stage || due.seat !== seat || points.length !== this.params.size) return null;
    if (!points.every((p) => p instanceof Uint8Array && p.length === POINT_BYTES)) return null;
    const n = this.params.seats;
    const next = stage === "shuffle" ? (seat + 1 < n ? { stage, seat: seat + 1 } : { stage: "lock" as const, seat: 0 }) : seat + 1 < n ? { stage, seat: seat + 1 } : null;
    if (next === null || next.seat !== this.seat) return null;
    return stepWork(this.secrets, next.stage, points as readonly Uint8Array[]);
  }

  /**
   * Record a published deck step; this seat's own step when it is its turn. `shapeChecked`:
   * the caller already ran checkStepShape (a table does, before recording).
   */
  receiveStep(step: DeckStep, shapeChecked = false): DeckStep | null {
    const due = this.nextStep();
    if (!due || due.stage !== step.stage || due.seat !== step.seat) {
      throw new OutOfOrderError(`${step.stage} step by seat ${step.seat} when ${due ? `the ${due.stage} step of seat ${due.seat}` : "nothing"} was due`, { seat: step.seat, step: step.stage });
    }
    if (step.seat === this.seat && step !== this.ownStep && !sameDeck(step, this.ownStep)) {
      throw new LocalDeckError("this seat's deck step came back altered");
    }
    // Recorded before it is checked: a bad step is the evidence the early audit needs.
    (step.stage === "shuffle" ? this.shuffles : this.locks).push(step);
    if (step.seat !== this.seat && !shapeChecked) checkStepShape(step, this.params.size, this.group);
    if (this.locks.length === this.params.seats) this.final = step.points;
    const next = this.nextStep();
    if (next && next.seat === this.seat) return this.makeStep(next.stage, step.points, step);
    return null;
  }

  private makeStep(stage: "shuffle" | "lock", deck: readonly Uint8Array[], publisher: DeckStep | null): DeckStep {
    const secrets = this.own();
    let points: Uint8Array[];
    try {
      points = stage === "shuffle" ? shuffleDeck(secrets, deck, this.group) : lockDeck(secrets, deck, this.group);
    } catch (err) {
      if (!(err instanceof GroupError)) throw err;
      if (!publisher) throw new LocalDeckError(`the tile points failed to multiply: ${err.message}`);
      const at = err.index ?? null;
      throw new BadPointError(`card ${at} of the ${publisher.stage} step of seat ${publisher.seat}: ${err.message}`, { seat: publisher.seat, step: publisher.stage, position: at });
    }
    this.ownStep = { kind: "step", stage, seat: this.seat, points };
    return this.ownStep;
  }

  get finalDeck(): readonly Uint8Array[] | null {
    return this.final;
  }

  // --- deal, draw, play -----------------------------------------------------------------

  /** This seat's keys for every card dealt to another seat, by seat then position. */
  dealReleases(): KeyRelease[] {
    this.requireFinal();
    const s = this.own();
    const out: KeyRelease[] = [];
    for (let p = 0; p < this.params.seats; p++) {
      if (p === this.seat) continue;
      for (const i of this.params.handPositions(p)) out.push({ kind: "release", seat: this.seat, position: i, key: lockKeyBytes(s, i) });
    }
    return out;
  }

  /** This seat's key for `position`, held by another seat (a drawn card). */
  release(position: number): KeyRelease {
    this.requireFinal();
    const s = this.own();
    const owner = this.owner[position];
    if (owner === undefined) throw new LocalDeckError(`no position ${position}`);
    if (owner === null || owner === this.seat) throw new LocalDeckError(`position ${position} is not held by another seat`);
    return { kind: "release", seat: this.seat, position, key: lockKeyBytes(s, position) };
  }

  /** Record a released key; the tile if it completes a card this seat holds. */
  receiveRelease(record: KeyRelease): DeckTile | null {
    const { seat, position } = record;
    this.checkEvent(seat, position, "release");
    const owner = this.owner[position];
    if (owner === null || owner === seat) {
      throw new OutOfOrderError(`a key for position ${position}, which is ${owner === null ? "not dealt or drawn" : "the releaser's own"}`, { seat, step: "release", position });
    }
    const keys = this.keys[position]!;
    if (keys.has(seat)) throw new OutOfOrderError(`a second key for position ${position}`, { seat, step: "release", position });
    let value: bigint;
    if (seat === this.seat) {
      if (!bytesEqual(record.key, lockKeyBytes(this.own(), position))) throw new LocalDeckError("this seat's key release came back altered");
      value = this.own().lockKeys[position]!;
    } else {
      value = decodeKey(record); // a malformed key is refused before anything is recorded
    }
    this.events.push(record);
    keys.set(seat, value);
    if (owner === this.seat && keys.size === this.params.seats - 1) {
      return this.open(position, [...keys.values(), this.own().lockKeys[position]!], null);
    }
    return null;
  }

  /** The boneyard position the next draw takes, or null when it is empty. */
  get nextDraw(): number | null {
    return this.nextDrawPosition < this.params.size ? this.nextDrawPosition : null;
  }

  receiveDraw(record: Draw): void {
    this.checkEvent(record.seat, record.position, "draw");
    if (record.position !== this.nextDrawPosition) {
      throw new OutOfOrderError(`a draw of position ${record.position}; the next free one is ${this.nextDraw ?? "none (the boneyard is empty)"}`, { seat: record.seat, step: "draw", position: record.position });
    }
    this.owner[record.position] = record.seat;
    this.nextDrawPosition += 1;
    this.events.push(record);
  }

  /** Play the tile at `position`: this seat's key for it, then its claim. */
  play(position: number): [KeyRelease, PlayClaim] {
    const t = this.knownTiles.get(position);
    if (this.owner[position] !== this.seat || !t || this.played.has(position)) {
      throw new LocalDeckError(`this seat holds no unplayed, opened card at position ${position}`);
    }
    return [
      { kind: "release", seat: this.seat, position, key: lockKeyBytes(this.own(), position) },
      { kind: "claim", seat: this.seat, position, low: t.low, high: t.high },
    ];
  }

  /** Check a play at once: open the card with the owner's key and compare with the claim. */
  receivePlay(release: KeyRelease, claim: PlayClaim): DeckTile {
    const { seat, position } = claim;
    this.checkEvent(seat, position, "claim");
    const where = { seat, step: "claim" as const, position };
    if (release.seat !== seat || release.position !== position) throw new OutOfOrderError("a play whose key and claim do not match", where);
    if (this.owner[position] !== seat) throw new OutOfOrderError(`a play of position ${position}, which seat ${seat} does not hold`, where);
    if (this.played.has(position)) throw new OutOfOrderError(`position ${position} played twice`, where);
    const keys = this.keys[position]!;
    if (keys.size !== this.params.seats - 1) throw new OutOfOrderError(`a play of position ${position} before all its keys were released`, where);
    const claimed = { low: claim.low, high: claim.high };
    if (seat === this.seat) {
      const known = this.knownTiles.get(position);
      if (!bytesEqual(release.key, lockKeyBytes(this.own(), position)) || !known || !sameTile(known, claimed)) {
        throw new LocalDeckError("this seat's play came back altered");
      }
      this.events.push(release, claim);
      this.played.add(position);
      return claimed;
    }
    const key = decodeKey(release);
    try {
      return this.open(position, [...keys.values(), key], claim);
    } finally {
      // A false claim or a card opening to garbage: the signed play stays as evidence.
      this.events.push(release, claim);
      this.played.add(position);
    }
  }

  private open(position: number, keys: bigint[], claim: PlayClaim | null): DeckTile {
    const card = this.final![position]!;
    let point: Uint8Array;
    try {
      point = openCard(card, keys, this.group);
    } catch (err) {
      if (!(err instanceof GroupError)) throw err;
      throw new BadPointError(`card ${position} of the final deck: ${err.message}`, { seat: this.params.seats - 1, step: "lock", position });
    }
    const found = this.lookup.get(toHexKey(point));
    const everySeat = Array.from({ length: this.params.seats }, (_, i) => i);
    if (!found) throw new DeckAnomaly(`position ${position} decrypts to no tile of the deck`, "not-a-tile", position, everySeat, null, claim ? "claim" : null);
    if (claim && !sameTile(found, claim)) {
      throw new ClaimMismatchError(`seat ${claim.seat} played ${claim.low}-${claim.high} from position ${position}, which holds ${tileName(found)}`, { seat: claim.seat, step: "claim", position });
    }
    const other = this.seen.get(tileName(found));
    if (other !== undefined && other !== position) {
      throw new DeckAnomaly(`position ${position} decrypts to ${tileName(found)}, already seen at position ${other}`, "duplicate", position, everySeat, other);
    }
    this.seen.set(tileName(found), position);
    this.knownTiles.set(position, found);
    return found;
  }

  // --- what this seat knows, round end ----------------------------------------------------

  /** Position -> tile for the cards this seat holds, has opened and has not played. */
  get hand(): Map<number, DeckTile> {
    const out = new Map<number, DeckTile>();
    for (const [i, t] of this.knownTiles) if (this.owner[i] === this.seat && !this.played.has(i)) out.set(i, t);
    return out;
  }

  /** Every position whose tile this seat knows (its own cards and every played card). */
  get known(): Map<number, DeckTile> {
    return new Map(this.knownTiles);
  }

  reveal(): Reveal {
    return { kind: "reveal", seat: this.seat, seed: this.own().seed };
  }

  /** The round's public record as this seat received it, plus the reveals, for the audit. */
  transcript(reveals: readonly Reveal[]): RoundTranscript {
    return {
      params: this.params,
      commits: this.commits.filter((c): c is Commit => c !== null),
      shuffles: [...this.shuffles],
      locks: [...this.locks],
      events: [...this.events],
      reveals: [...reveals].sort((a, b) => a.seat - b.seat),
    };
  }

  get eventCount(): number {
    return this.events.length;
  }

  private requireFinal(): void {
    if (!this.final) throw new LocalDeckError("the deck is not final yet (lock pass unfinished)");
  }

  private checkSeat(seat: number, step: Step): void {
    if (!Number.isInteger(seat) || seat < 0 || seat >= this.params.seats) throw new DeckFault(`no seat ${seat}`, { seat: null, step });
  }

  private checkEvent(seat: number, position: number, step: Step): void {
    this.checkSeat(seat, step);
    if (!this.final) throw new OutOfOrderError(`a ${step} before the deck is final`, { seat, step });
    if (!Number.isInteger(position) || position < 0 || position >= this.params.size) throw new OutOfOrderError(`no position ${position}`, { seat, step });
  }
}

function decodeKey(record: KeyRelease): bigint {
  try {
    return decodeScalar(record.key);
  } catch (err) {
    if (!(err instanceof GroupError)) throw err;
    throw new BadKeyError(`key for position ${record.position}: ${err.message}`, { seat: record.seat, step: "release", position: record.position });
  }
}

function sameDeck(a: DeckStep, b: DeckStep | null): boolean {
  return !!b && a.stage === b.stage && a.points.length === b.points.length && a.points.every((p, i) => bytesEqual(p, b.points[i]!));
}

/**
 * The checks every node can make on a published deck (SPEC.md 4.7): `size` cards, 32-byte
 * items, no card twice, and in ristretto255 every card a valid non-identity element (one
 * decoding each). In edwards25519 validity costs a multiplication by L, so it is left to the
 * seat that multiplies the deck and to the audit.
 */
export function checkStepShape(step: DeckStep, size: number, group: DeckGroup): void {
  const where = { seat: step.seat, step: step.stage };
  if (step.points.length !== size) throw new BadPointError(`a deck of ${step.points.length} cards, expected ${size}`, where);
  const first = new Map<string, number>();
  step.points.forEach((p, position) => {
    if (!(p instanceof Uint8Array) || p.length !== POINT_BYTES) throw new BadPointError(`card ${position} is not a 32-byte point`, { ...where, position });
  });
  step.points.forEach((p, position) => {
    const k = toHexKey(p);
    const before = first.get(k);
    if (before !== undefined) throw new BadPointError(`card ${position} repeats card ${before}`, { ...where, position });
    first.set(k, position);
  });
  if (group !== EDWARDS25519) {
    step.points.forEach((p, position) => {
      if (!group.isValid(p)) throw new BadPointError(`card ${position} is not a valid ${group.name} element`, { ...where, position });
    });
  }
}
