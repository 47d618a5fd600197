/**
 * What a table keeps for the round under way: the deck (this seat's, or the public view), the
 * engine's view, and the bookkeeping that maps the deck's transcript back to log entries so an
 * audit failure names an entry (SPEC 6.3, 7.3).
 */
import { DeckParams } from "../deck/transcript.js";
import { SeatDeck } from "../deck/seat.js";
import type { GroupName } from "../deck/group.js";
import { doubleSet, type DeckTile } from "../deck/tiles.js";
import { type Event, type RoundState, newRound } from "../rules/engine.js";
import { type Ruleset, handSize, roundDoubles } from "../rules/ruleset.js";

export interface RoundAnomaly {
  readonly entry: number;
  readonly seat: number;
  readonly reason: string;
}

export class TableRound {
  readonly params: DeckParams;
  readonly deck: SeatDeck;
  engine: RoundState;
  /** The engine's events in log order, and the entry of each. */
  readonly events: Event[] = [];
  readonly eventEntries: number[] = [];
  readonly commits = new Set<number>();
  readonly deals = new Set<number>();
  /** While the other seats' keys for a drawn card are awaited. */
  pendingDraw: { position: number; drawer: number } | null = null;
  released = new Set<number>();
  readonly reveals = new Map<number, Uint8Array>();
  /** The entry that ended the round (the last event, an anomaly, a card that opened to garbage). */
  overEntry: number | null = null;
  anomaly: RoundAnomaly | null = null;
  /** (step, seat) -> entry, for commit, shuffle, lock and reveal. */
  readonly stepEntries = new Map<string, number>();
  /** The entry of each release, draw and claim record of the deck's transcript, in order. */
  readonly deckEventEntries: number[] = [];
  /** Verified shuffle: seat -> `E` from its proven shuffle step. */
  readonly shuffleKeys = new Map<number, Uint8Array>();
  /** Verified shuffle: seat -> `K_i = k_i·G` from its proven lock step. */
  readonly keyCommitments = new Map<number, readonly Uint8Array[]>();
  /** This seat sent an anomaly report and waits for the round to stop. */
  reported = false;
  /** The entry count when this seat last sent a move (one move per entry). */
  sentMoveAt = -1;

  constructor(
    readonly index: number,
    rules: Ruleset,
    seats: number,
    gameId: Uint8Array,
    group: GroupName,
    mySeat: number | null,
    seed: Uint8Array | null,
  ) {
    const double = roundDoubles(rules)[index]!;
    const tiles: DeckTile[] = doubleSet(rules.max_pip, rules.engine === "set_aside" ? { low: double, high: double } : null);
    this.params = new DeckParams(gameId, index, seats, tiles, handSize(rules, seats), group);
    this.deck = mySeat === null || seed === null ? SeatDeck.publicView(this.params) : new SeatDeck(this.params, mySeat, seed);
    this.engine = newRound(rules, seats, index, new Array<null>(this.params.size).fill(null));
  }

  static stepKey(step: string, seat: number): string {
    return `${step}/${seat}`;
  }

  /** Records the log entry of every deck event the deck recorded since `before`. */
  noteDeckEvents(entry: number, before: number): void {
    for (let i = before; i < this.deck.eventCount; i++) this.deckEventEntries.push(entry);
  }
}
