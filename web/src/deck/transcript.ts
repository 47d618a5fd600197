/**
 * The public record of one round's deck (SPEC.md 4.4, 4.9): parameters and the records everyone
 * sees, plain values of integers and bytes so the message layer can carry them.
 */
import { GROUPS, type DeckGroup, type GroupName } from "./group.js";
import { MAX_GAME_ID_BYTES } from "./keys.js";
import type { DeckTile } from "./tiles.js";

export const MIN_SEATS = 2;
export const MAX_SEATS = 10;

/** Stable step names: they appear in audit reports and on the wire. */
export type Step = "commit" | "shuffle" | "lock" | "release" | "draw" | "claim" | "reveal";

/** The round's deck parameters, fixed before anyone commits. */
export class DeckParams {
  readonly group: DeckGroup;
  constructor(
    readonly gameId: Uint8Array,
    readonly round: number,
    readonly seats: number,
    readonly tiles: readonly DeckTile[],
    readonly handSize: number,
    groupName: GroupName = "edwards25519",
  ) {
    const g = GROUPS[groupName];
    if (!g) throw new RangeError(`no deck group ${String(groupName)}`);
    this.group = g;
    if (!Number.isInteger(seats) || seats < MIN_SEATS || seats > MAX_SEATS) {
      throw new RangeError(`the deck supports ${MIN_SEATS} to ${MAX_SEATS} seats, not ${seats}`);
    }
    if (gameId.length < 1 || gameId.length > MAX_GAME_ID_BYTES) throw new RangeError(`game id must be 1 to ${MAX_GAME_ID_BYTES} bytes`);
    if (!Number.isInteger(round) || round < 0 || round >= 2 ** 32) throw new RangeError(`round number ${round} out of range`);
    for (let i = 0; i < tiles.length; i++) {
      const t = tiles[i]!;
      if (t.low > t.high) throw new RangeError("tiles must be stored low end first");
      const prev = tiles[i - 1];
      if (prev && (prev.low > t.low || (prev.low === t.low && prev.high >= t.high))) {
        throw new RangeError("deck tiles must be distinct and in canonical order");
      }
    }
    if (!Number.isInteger(handSize) || handSize < 0 || seats * handSize > tiles.length) {
      throw new RangeError(`${seats} hands of ${handSize} do not fit in ${tiles.length} tiles`);
    }
  }

  /** `D`, the number of cards. */
  get size(): number {
    return this.tiles.length;
  }

  get boneyardStart(): number {
    return this.seats * this.handSize;
  }

  handPositions(seat: number): number[] {
    if (!Number.isInteger(seat) || seat < 0 || seat >= this.seats) throw new RangeError(`no seat ${seat} at a ${this.seats}-seat table`);
    return Array.from({ length: this.handSize }, (_, k) => seat * this.handSize + k);
  }

  /** The seat dealt `position`, or null for the boneyard. */
  dealtTo(position: number): number | null {
    return position < this.boneyardStart ? Math.floor(position / this.handSize) : null;
  }
}

export interface Commit { readonly kind: "commit"; readonly seat: number; readonly commitment: Uint8Array }
export interface DeckStep { readonly kind: "step"; readonly stage: "shuffle" | "lock"; readonly seat: number; readonly points: readonly Uint8Array[] }
export interface KeyRelease { readonly kind: "release"; readonly seat: number; readonly position: number; readonly key: Uint8Array }
export interface Draw { readonly kind: "draw"; readonly seat: number; readonly position: number }
export interface PlayClaim { readonly kind: "claim"; readonly seat: number; readonly position: number; readonly low: number; readonly high: number }
export interface Reveal { readonly kind: "reveal"; readonly seat: number; readonly seed: Uint8Array }

/** Records published after the deal, kept in one list in log order. */
export type DeckEvent = KeyRelease | Draw | PlayClaim;

export interface RoundTranscript {
  readonly params: DeckParams;
  readonly commits: readonly Commit[];
  readonly shuffles: readonly DeckStep[];
  readonly locks: readonly DeckStep[];
  readonly events: readonly DeckEvent[];
  readonly reveals: readonly Reveal[];
}

export function eventStep(e: DeckEvent): Step {
  return e.kind;
}
