/**
 * What a seat keeps across a reload or a restart (SPEC 8.5 point 8): its identity key (written
 * before its `join` frame), each round seed (written before the `commit` that binds it, so a
 * restarted seat can reveal what it committed to), and the log it has received (so it `sync`s
 * from where it was), and its latest resumption ticket (SPEC 8.11: a bearer secret of the same
 * class as the identity key beside it), so a reloaded page resumes its session on the ticket
 * instead of a full handshake; the session drops it here before it shows it.
 *
 * `KeyValue` is the medium (IndexedDB in a browser, files or memory in Node); `SeatStorage` is
 * one table's records on it, loaded whole when opened, then written through.
 */
import { concatBytes, toHex, utf8 } from "../bytes.js";
import type { Ticket } from "../transport/resume.js";

export interface KeyValue {
  get(key: string): Promise<Uint8Array | null>;
  /** Resolves once the value is durable (fsync'd, or its IndexedDB transaction complete). */
  put(key: string, value: Uint8Array): Promise<void>;
  /** Every key starting with `prefix`, with its value. */
  list(prefix: string): Promise<[string, Uint8Array][]>;
}

/** For tests and for a page that may not store anything (private browsing): lost on reload. */
export class MemoryKeyValue implements KeyValue {
  readonly map = new Map<string, Uint8Array>();
  async get(key: string): Promise<Uint8Array | null> {
    return this.map.get(key)?.slice() ?? null;
  }
  async put(key: string, value: Uint8Array): Promise<void> {
    this.map.set(key, value.slice());
  }
  async list(prefix: string): Promise<[string, Uint8Array][]> {
    return [...this.map].filter(([k]) => k.startsWith(prefix)).map(([k, v]) => [k, v.slice()]);
  }
}

const INDEX_DIGITS = 8;
/** A kept ticket: T (16 bytes) then R (32). */
const TICKET_BYTES = 48;

/** One table's records (a scope: the host and code joined), loaded when opened. */
export class SeatStorage {
  private readonly seeds = new Map<string, Uint8Array>();
  private readonly logs = new Map<string, Uint8Array[]>();
  private writing = 0;
  private failure: Error | null = null;

  private constructor(
    private readonly kv: KeyValue,
    private readonly scope: string,
    readonly identitySeed: Uint8Array,
    public name: string | null,
    /** A host at this scope welcomed this seat and its match has not ended: lost means wait. */
    public reached: boolean,
    /** The latest resumption ticket kept, unshown (8.11), or null. */
    public ticket: Ticket | null,
  ) {}

  /** Loads a scope; a new identity key (from `random`) is made and stored durably first. */
  static async open(kv: KeyValue, scope: string, random: (n: number) => Uint8Array): Promise<SeatStorage> {
    if (scope.includes("\n")) throw new Error("a storage scope is one line");
    let seed = await kv.get(`${scope}/identity`);
    if (seed === null || seed.length !== 32) {
      seed = random(32);
      await kv.put(`${scope}/identity`, seed);
    }
    const name = await kv.get(`${scope}/name`);
    const reached = await kv.get(`${scope}/reached`);
    const kept = await kv.get(`${scope}/ticket`);
    const ticket = kept !== null && kept.length === TICKET_BYTES ? { id: kept.slice(0, 16), key: kept.slice(16) } : null;
    const store = new SeatStorage(kv, scope, seed, name === null ? null : new TextDecoder().decode(name), reached !== null && reached[0] === 1, ticket);
    for (const [key, value] of await kv.list(`${scope}/seed/`)) store.seeds.set(key.slice(scope.length + 6), value);
    const entries = new Map<string, Map<number, Uint8Array>>();
    for (const [key, value] of await kv.list(`${scope}/log/`)) {
      const [game, index] = key.slice(scope.length + 5).split("/");
      if (game === undefined || index === undefined) continue;
      if (!entries.has(game)) entries.set(game, new Map());
      entries.get(game)!.set(Number(index), value);
    }
    for (const [game, byIndex] of entries) {
      const log: Uint8Array[] = [];
      while (byIndex.has(log.length)) log.push(byIndex.get(log.length)!); // the prefix written
      store.logs.set(game, log);
    }
    return store;
  }

  async saveName(name: string): Promise<void> {
    this.name = name;
    await this.kv.put(`${this.scope}/name`, utf8(name));
  }

  /** Notes that the host welcomed this seat (true) or that its match ended (false). */
  async saveReached(reached: boolean): Promise<void> {
    this.reached = reached;
    await this.kv.put(`${this.scope}/reached`, Uint8Array.of(reached ? 1 : 0));
  }

  /** Keeps the session's latest ticket (null: none, as an empty record). Nothing waits for
   * the write: a ticket lost costs one full handshake. */
  saveTicket(ticket: Ticket | null): void {
    this.ticket = ticket;
    const value = ticket === null ? new Uint8Array(0) : concatBytes(ticket.id, ticket.key);
    void this.kv.put(`${this.scope}/ticket`, value).catch((e: Error) => (this.failure ??= e));
  }

  /** The seed kept for a round, if one was drawn before. */
  seed(gameId: Uint8Array, round: number): Uint8Array | undefined {
    return this.seeds.get(`${toHex(gameId)}/${round}`);
  }

  /** Keeps a round seed; `durable()` is false until it is written. */
  saveSeed(gameId: Uint8Array, round: number, seed: Uint8Array): void {
    this.seeds.set(`${toHex(gameId)}/${round}`, seed);
    this.track(this.kv.put(`${this.scope}/seed/${toHex(gameId)}/${round}`, seed));
  }

  /** The saved log of a game (the longest prefix written). */
  log(gameId: Uint8Array): Uint8Array[] {
    return [...(this.logs.get(toHex(gameId)) ?? [])];
  }

  /** Appends the game's next entry (written in order; no message waits for it). */
  appendEntry(gameId: Uint8Array, index: number, raw: Uint8Array): void {
    const game = toHex(gameId);
    const log = this.logs.get(game) ?? [];
    if (index !== log.length) throw new Error(`entry ${index} saved after ${log.length} entries`);
    log.push(raw);
    this.logs.set(game, log);
    void this.kv.put(`${this.scope}/log/${game}/${String(index).padStart(INDEX_DIGITS, "0")}`, raw).catch((e: Error) => (this.failure ??= e));
  }

  /** Every write a message depends on is done (and none failed: a failure is thrown). */
  durable(): boolean {
    if (this.failure !== null) throw new Error(`the seat's storage failed: ${this.failure.message}`);
    return this.writing === 0;
  }

  /** Called when a tracked write completes (the caller pokes the session then). */
  onDurable: () => void = () => undefined;

  private track(write: Promise<void>): void {
    this.writing += 1;
    write.then(
      () => {
        this.writing -= 1;
        if (this.writing === 0) this.onDurable();
      },
      (e: Error) => {
        this.failure ??= e;
        this.writing -= 1;
        this.onDurable();
      },
    );
  }
}

/** A scope's text from the things that name a table: where the host is and its code. */
export function scopeOf(where: string, normalizedCode: string): string {
  return `mextrain/${where}/${normalizedCode}`;
}
