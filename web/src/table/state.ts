/**
 * What the table's handlers share (SPEC 7): the state of a table as each stage's module sees
 * it ({@link TableState}, which the Table implements), the updates they return, and the checks
 * every handler makes (a refusal naming the seat, a deck call, the round a message belongs to).
 * The handlers live by stage, as in the Python table: lobby.ts, deck-stages.ts, turns.ts and
 * reveal.ts; table.ts keeps the log's bookkeeping, the dispatch and what this node sends.
 */
import type { Value } from "../codec/canonical.js";
import type { Blame } from "../log/chain.js";
import { TableRefusal } from "../log/walk.js";
import type { Message } from "../messages/message.js";
import { BadPointError, DeckAnomaly, DeckFault } from "../deck/errors.js";
import type { GroupName } from "../deck/group.js";
import type { Ruleset } from "../rules/ruleset.js";
import type { MatchOutcome, RoundOutcome } from "../rules/scoring.js";
import type { TableRound } from "./round.js";
import type { Abort, Stage } from "./stage.js";

export const RISTRETTO255_OPTION = "ristretto255";
export const VERIFIED_SHUFFLE = "verified-shuffle";
/** The table options a node knows (SPEC 5.4); any other refuses entry 0. */
export const TABLE_OPTIONS: readonly string[] = [RISTRETTO255_OPTION, VERIFIED_SHUFFLE];

/** Something a UI may show, produced by each accepted entry. */
export interface Update {
  readonly entry: number;
  readonly kind: string;
  readonly seat: number;
  readonly round: number;
  readonly detail?: Readonly<Record<string, unknown>>;
}

/** `roundSeed(gameId, round)`: this seat's 32-byte secret for a round (fresh, kept by the node). */
export type RoundSeeds = (gameId: Uint8Array, round: number) => Uint8Array;

/** The table as its handlers read and change it. */
export interface TableState {
  readonly mySeat: number | null;
  readonly isHost: boolean;
  gameId: Uint8Array;
  hostKey: Uint8Array;
  tableName: string;
  rules: Ruleset | null;
  seats: number;
  verifiedShuffle: boolean;
  deckGroup: GroupName;
  names: (string | null)[];
  keys: (Uint8Array | null)[];
  stage: Stage;
  round: TableRound | null;
  readonly outcomes: RoundOutcome[];
  final: MatchOutcome | null;
  blame: Blame | null;
  aborted: Abort | null;
  /** Seats (-1 the host) whose message the table needs next. */
  waitingFor(): number[];
  /** The index of the entry whose hash is `head` (-1: the genesis), if this table applied it. */
  entryOf(head: Uint8Array): number | undefined;
  /** This seat's secret seed for round `r` (null: no seat here). */
  roundSeedFor(r: number): Uint8Array | null;
  /** Owes a message, signed once the entry being applied is in the log. */
  queue(kind: string, round: number, payload: Value[], seat?: number): Uint8Array;
}

/** A refusal of `m`, naming its seat unless told otherwise. */
export function refuse(m: Message, why: string, seat: number = m.seat): TableRefusal {
  return new TableRefusal(seat, `${m.kind}: ${why}`);
}

/** A deck call: a DeckFault (not an anomaly or bad point, which the caller handles) refuses the entry. */
export function deckCall<T>(m: Message, fn: () => T): T {
  try {
    return fn();
  } catch (error) {
    if (error instanceof DeckAnomaly || error instanceof BadPointError) throw error;
    if (error instanceof DeckFault) throw refuse(m, error.message, error.seat ?? m.seat);
    throw error;
  }
}

/** The round `m` belongs to, if it is expected in one of `stages`. */
export function roundFor(t: TableState, m: Message, ...stages: Stage[]): TableRound {
  const rnd = t.round;
  if (rnd === null || !stages.includes(t.stage)) throw refuse(m, `not expected in stage ${t.stage}`);
  if (m.round !== rnd.index) throw refuse(m, `carries round ${m.round}, this is round ${rnd.index}`);
  if (m.seat < 0 || m.seat >= t.seats) throw refuse(m, `no seat ${m.seat}`);
  return rnd;
}

/** Two lists of integers, equal item for item. */
export function sameInts(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}
