/**
 * What can go wrong with a peer's deck data (SPEC.md 4.7). Each error names the seat at fault
 * when one record proves it, the step and the position; a DeckAnomaly names nobody and calls
 * for the early audit, which does.
 */
import type { Step } from "./transcript.js";

export class DeckFault extends Error {
  readonly seat: number | null;
  readonly step: Step | null;
  readonly position: number | null;
  constructor(message: string, where: { seat: number | null; step?: Step | null; position?: number | null }) {
    super(message);
    this.name = new.target.name;
    this.seat = where.seat;
    this.step = where.step ?? null;
    this.position = where.position ?? null;
  }
}

/** A deck holding an invalid or repeated point, or the wrong number or size of points. */
export class BadPointError extends DeckFault {}
/** A released key that is not a canonical non-zero scalar. */
export class BadKeyError extends DeckFault {}
/** A record not allowed here (out of turn, twice, the wrong draw, a release or claim for the wrong position). */
export class OutOfOrderError extends DeckFault {}
/** A play claiming a tile other than the one its position opens to. */
export class ClaimMismatchError extends DeckFault {}

/** A card that opens to no tile of the deck, or to a tile already seen at another position. */
export class DeckAnomaly extends DeckFault {
  constructor(
    message: string,
    readonly kind: "not-a-tile" | "duplicate",
    position: number,
    readonly seats: readonly number[],
    readonly otherPosition: number | null = null,
    step: Step | null = null,
  ) {
    super(message, { seat: null, step, position });
  }
}

/** A misuse of this seat's own deck (a bug here or in the caller, never a peer's fault). */
export class LocalDeckError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "LocalDeckError";
  }
}
