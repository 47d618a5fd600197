/**
 * The nodes a session carries: a player's seat (the TypeScript table, its identity key and
 * round seeds from storage, its moves from a person or a bot) and a spectator's replica. Each
 * implements `SessionSeat`, entries in and messages out.
 */
import { bytesEqual } from "../bytes.js";
import { Identity } from "../identity/ed25519.js";
import { GENESIS } from "../log/entry.js";
import type { Event } from "../rules/engine.js";
import { Table } from "../table/table.js";
import type { Update } from "../table/table.js";
import type { WorkerPool } from "../workers/pool.js";
import type { SessionSeat, Welcome } from "./seat.js";
import type { SeatStorage } from "./storage.js";

/** Chooses one of the legal actions (never empty): a bot's move. */
export type Chooser = (actions: readonly Event[]) => Event;

/** Told of every entry applied (saved log replays included) with what it changed. */
export type Watcher = (updates: Update[], table: Table) => void;

abstract class Replica {
  table: Table | null = null;
  watch: Watcher = () => undefined;

  count(): number {
    return this.table?.entries.length ?? 0;
  }

  head(): Uint8Array {
    return this.table?.head ?? GENESIS;
  }

  ended(): boolean {
    return this.table?.ended ?? false;
  }
}

/** A player's seat, its secrets and log in `storage`. */
export class PlayerSeat extends Replica implements SessionSeat {
  readonly role = "player" as const;
  readonly identity: Identity;
  private gameId: Uint8Array | null = null;
  private seatNo: number | null = null;
  /** Where a deck step's multiplications go ahead of its entry (null: all on this thread). */
  pool: WorkerPool | null = null;
  /** Told when the work ahead of an entry is done (the caller pokes the session then). */
  onReady: () => void = () => undefined;
  /** Deck steps whose products came from the pool. */
  stepsAhead = 0;
  private aheadOf: Uint8Array | null = null;
  private products: Map<string, Uint8Array> | null = null;

  constructor(
    private readonly storage: SeatStorage,
    readonly name: string,
    private readonly random: (n: number) => Uint8Array,
    /** A bot's choice; absent, moves come from `act` (a person). */
    private readonly chooser: Chooser | null = null,
  ) {
    super();
    this.identity = new Identity(storage.identitySeed);
  }

  welcomed(w: Welcome): void {
    const table = new Table({
      identity: this.identity,
      seat: w.seat,
      name: this.name,
      roundSeed: (gameId, round) => {
        const kept = this.storage.seed(gameId, round);
        if (kept !== undefined) return kept;
        const seed = this.random(32);
        this.storage.saveSeed(gameId, round, seed); // durable before the commit goes (client.flush)
        return seed;
      },
    });
    const saved = this.storage.log(w.gameId);
    saved.forEach((raw, index) => {
      try {
        this.watch(table.receive(raw), table);
      } catch (error) {
        throw new Error(`the saved log is bad at entry ${index}: ${(error as Error).message}`);
      }
    });
    if (saved.length > 0 && !bytesEqual(table.hostKey, w.hostKey)) throw new Error("this host's key differs from the one that signed our saved log");
    this.table = table;
    this.gameId = w.gameId;
    this.seatNo = w.seat;
    this.play();
  }

  /** A deck step due from this seat after `raw`: its products computed in the pool first. */
  ahead(raw: Uint8Array): boolean {
    if (this.aheadOf === raw) return this.products !== null;
    const work = this.pool === null || this.table === null ? null : this.table.workAhead(raw);
    const products = work === null ? null : this.pool!.multiply(work.group.name, work.pairs);
    if (products === null) return true;
    // the entry's chain checks while the workers multiply; a failure drops their products, and
    // `entry` makes the checks again, refusing the entry as it would have without the workers
    try {
      this.table!.checkAhead(raw);
    } catch {
      return true;
    }
    this.aheadOf = raw;
    this.products = null;
    const done = (found: Map<string, Uint8Array>): void => {
      if (this.aheadOf !== raw) return;
      this.products = found;
      this.onReady();
    };
    products.then(done, () => done(new Map())); // a pool that failed: this thread multiplies
    return false;
  }

  entry(raw: Uint8Array): void {
    const table = this.table!;
    const products = this.aheadOf === raw ? this.products : null;
    this.aheadOf = this.products = null;
    const group = table.round?.params.group;
    const updates = products !== null && products.size > 0 && group ? group.usingProducts(products, () => table.receive(raw)) : table.receive(raw);
    if (products !== null && products.size > 0) this.stepsAhead += 1;
    this.storage.appendEntry(this.gameId!, table.entries.length - 1, raw);
    this.watch(updates, table);
    this.play();
  }

  outbox(): Uint8Array[] {
    return this.table?.outbox() ?? [];
  }

  durable(): boolean {
    return this.storage.durable();
  }

  known(): { seat: number; gameId: Uint8Array } | null {
    return this.seatNo === null || this.gameId === null ? null : { seat: this.seatNo, gameId: this.gameId };
  }

  /** A person's move: one of `table.legalActions()`. The caller pokes the session after. */
  act(event: Event): void {
    this.table!.act(event);
  }

  private play(): void {
    const table = this.table;
    if (this.chooser !== null && table !== null && table.myTurn()) table.act(this.chooser(table.legalActions()));
  }
}

/** A spectator: the table without a seat, checking every entry; nothing to send, nothing kept. */
export class SpectatorSeat extends Replica implements SessionSeat {
  readonly role = "spectator" as const;
  readonly identity = null;

  constructor(readonly name: string) {
    super();
  }

  welcomed(): void {
    this.table = new Table();
  }

  entry(raw: Uint8Array): void {
    this.watch(this.table!.receive(raw), this.table!);
  }

  outbox(): Uint8Array[] {
    return [];
  }

  durable(): boolean {
    return true;
  }

  known(): null {
    return null;
  }
}
