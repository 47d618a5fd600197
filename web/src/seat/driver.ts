/**
 * A seat's node without its transport: log entries in, the signed messages the seat owes out.
 * It wraps the seat's sans-I/O {@link Table} (which holds the identity and the round seeds and
 * produces every automatic message: join, commit, deck steps, deal keys, releases, reveal) and,
 * when a bot plays the seat, asks it for each move. A transport (the stdio driver of the mixed
 * table test, a socket session) feeds it the host's entries in order and sends what it returns.
 */
import type { Identity } from "../identity/ed25519.js";
import type { Event } from "../rules/engine.js";
import { Table, type RoundSeeds, type Update } from "../table/table.js";
import type { Bot } from "./bot.js";

export interface SeatSetup {
  readonly seat: number;
  readonly identity: Identity;
  readonly roundSeed: RoundSeeds;
  readonly name?: string;
  /** Plays the seat's moves; absent, they come from {@link SeatDriver.act} (a person). */
  readonly bot?: Bot;
}

/** What one entry changed, and the messages to send now, in order. */
export interface Delivery {
  readonly updates: Update[];
  readonly messages: Uint8Array[];
}

export class SeatDriver {
  readonly table: Table;
  private readonly bot: Bot | null;

  constructor(setup: SeatSetup) {
    this.table = new Table({ identity: setup.identity, seat: setup.seat, name: setup.name ?? "", roundSeed: setup.roundSeed });
    this.bot = setup.bot ?? null;
  }

  get seat(): number {
    return this.table.mySeat!;
  }

  /**
   * Checks and applies the next log entry, then plays the bot's move if it is this seat's turn.
   * A refused entry throws (LogCheckError or TableRefusal, naming the seat at fault) and leaves
   * the table as it was.
   */
  receive(entry: Uint8Array): Delivery {
    const updates = this.table.receive(entry);
    if (this.bot !== null && this.table.myTurn()) this.table.act(this.bot(this.table.legalActions()));
    return { updates, messages: this.table.outbox() };
  }

  /**
   * A seat's node restarted from the log (same identity and round seeds, same bot seed): applies
   * `entries` and returns only what is still owed after the last of them. The messages its
   * replay regenerates are byte-identical to the ones the log already holds (signatures are
   * deterministic, counters and heads the same), and each is dropped as its entry comes by.
   */
  catchUp(entries: readonly Uint8Array[]): Delivery {
    const updates: Update[] = [];
    for (const entry of entries) {
      updates.push(...this.table.receive(entry));
      if (this.bot !== null && this.table.myTurn()) this.table.act(this.bot(this.table.legalActions()));
    }
    return { updates, messages: this.table.outbox() };
  }

  /** A person's move (one of `table.legalActions()`); the messages to send. */
  act(event: Event): Uint8Array[] {
    this.table.act(event);
    return this.table.outbox();
  }
}
