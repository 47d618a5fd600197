/**
 * The sans-I/O table (SPEC 7): one node's replica of a game. Entries go in (`receive`, or
 * `apply` through the log's seam when the chain is checked elsewhere), updates come out, and
 * the signed messages this node owes are taken from `outbox()`. Every node runs one: a seat
 * (with its identity and round seeds), the host, a spectator and `verify` (no secrets).
 *
 * This module keeps the log's bookkeeping, the dispatch of each kind to its stage's handler
 * (lobby.ts, deck-stages.ts, turns.ts, reveal.ts) and what this node sends.
 *
 * An entry is checked completely before anything changes: a refusal (TableRefusal, naming the
 * seat) leaves the table as it was. A false claim or a failed round audit is recorded instead,
 * as `blame`, and ends the match.
 */
import { bytesEqual, toHex } from "../bytes.js";
import type { Value } from "../codec/canonical.js";
import type { Identity } from "../identity/ed25519.js";
import { ChainChecker, type Blame, type CheckedEntry } from "../log/chain.js";
import { decodeEntry, GENESIS } from "../log/entry.js";
import { TableRefusal, type TableSeam } from "../log/walk.js";
import { decodeMessage, encodeMessage, HOST_SEAT, TABLE_ROUND, type Message } from "../messages/message.js";
import type { DeckGroup, GroupName } from "../deck/group.js";
import { type Event, IllegalPlayError, InvalidPlayError, legalActions, handFullyKnown } from "../rules/engine.js";
import type { Ruleset } from "../rules/ruleset.js";
import type { MatchOutcome, RoundOutcome } from "../rules/scoring.js";
import { onCommit, onDeal, onDeckStep, workAhead } from "./deck-stages.js";
import { checkOpen, onAbort, onEnd, onJoin, onOpen, onStart } from "./lobby.js";
import { onReveal } from "./reveal.js";
import type { TableRound } from "./round.js";
import type { Abort, Stage } from "./stage.js";
import type { RoundSeeds, TableState, Update } from "./state.js";
import { onAnomaly, onDraw, onPlaceEngine, onPlay, onRelease, onSimple } from "./turns.js";

export { RISTRETTO255_OPTION, TABLE_OPTIONS, VERIFIED_SHUFFLE, type RoundSeeds, type Update } from "./state.js";

export interface TableOptions {
  readonly identity?: Identity;
  /** This node's seat (absent: the host, a spectator or a verifier). */
  readonly seat?: number;
  readonly name?: string;
  readonly roundSeed?: RoundSeeds;
  readonly host?: boolean;
}

type Owed = { kind: string; round: number; payload: Value[]; seat: number };

export class Table implements TableSeam, TableState {
  readonly identity: Identity | null;
  readonly mySeat: number | null;
  readonly myName: string;
  readonly isHost: boolean;
  private readonly roundSeed: RoundSeeds | null;

  // the log as this table has applied it
  private readonly chain = new ChainChecker();
  readonly entries: Uint8Array[] = [];
  head: Uint8Array = GENESIS;
  private readonly hashIndex = new Map<string, number>([[toHex(GENESIS), -1]]);
  /** The next entry, its chain's checks passed ahead of `receive` (`checkAhead`). */
  private checkedAhead: CheckedEntry | null = null;

  // the table
  gameId: Uint8Array = new Uint8Array(0);
  hostKey: Uint8Array = new Uint8Array(0);
  tableName = "";
  rules: Ruleset | null = null;
  seats = 0;
  verifiedShuffle = false;
  deckGroup: GroupName = "edwards25519";
  names: (string | null)[] = [];
  keys: (Uint8Array | null)[] = [];
  stage: Stage = "lobby";
  round: TableRound | null = null;
  readonly outcomes: RoundOutcome[] = [];
  final: MatchOutcome | null = null;
  blame: Blame | null = null;
  aborted: Abort | null = null;

  // what this node sends
  private out: Uint8Array[] = [];
  private myCounter = 0;
  private joinSent = false;
  private startSent = false;
  private readonly revealed = new Set<number>();
  private owed: Owed[] | null = null;

  constructor(options: TableOptions = {}) {
    if ((options.seat !== undefined || options.host) && !options.identity) throw new Error("a seat or a host needs an identity to sign with");
    if (options.seat !== undefined && !options.roundSeed) throw new Error("a seat needs a source of round seeds");
    this.identity = options.identity ?? null;
    this.mySeat = options.seat ?? null;
    this.isHost = options.host ?? false;
    this.myName = options.name || (this.mySeat !== null ? `seat ${this.mySeat}` : "host");
    this.roundSeed = options.roundSeed ?? null;
  }

  // --- the seam ---------------------------------------------------------------------------

  get ended(): boolean {
    return this.stage === "ended";
  }

  keyOf(seat: number): Uint8Array | null {
    return this.keys[seat] ?? null;
  }

  /** Check (chain and table) and apply the next entry; LogCheckError or TableRefusal leave the table unchanged. */
  receive(raw: Uint8Array): Update[] {
    if (this.ended) throw new TableRefusal(null, "the match is over; no more entries");
    const ahead = this.checkedAhead;
    this.checkedAhead = null;
    // checked ahead while the chain stood where it stands (only `accept` moves it, one entry at a time)
    const checked = ahead !== null && ahead.entry.raw === raw && ahead.index === this.chain.length ? ahead : this.chain.check(raw, this);
    const updates = this.applyChecked(checked);
    this.chain.accept(checked);
    return updates;
  }

  /**
   * The chain's checks of `raw` as the next entry (its layout, the host's signature and the
   * link, the signer's key and signature, the counter, `seen`), made now and kept, so that
   * `receive(raw)` does not make them again: a seat makes them while its deck workers multiply
   * (session/seats.ts). Throws what `receive(raw)` would throw for them, and then keeps
   * nothing; changes nothing else. The table's own checks stay in `receive`.
   */
  checkAhead(raw: Uint8Array): void {
    this.checkedAhead = null;
    if (this.ended) throw new TableRefusal(null, "the match is over; no more entries");
    this.checkedAhead = this.chain.check(raw, this);
  }

  /**
   * The multiplications of this seat's deck step if the next entry, `raw`, is the one before
   * it: [scalar, point] pairs for a caller to compute ahead (in Web Workers) and hand to
   * `receive` through `group.usingProducts`. Null otherwise; `raw` is not checked here.
   */
  workAhead(raw: Uint8Array): { group: DeckGroup; pairs: [bigint, Uint8Array][] } | null {
    const deckStage = this.stage === "commit" || this.stage === "shuffle" || this.stage === "lock";
    if (this.mySeat === null || this.round === null || !deckStage) return null; // no decoding during play
    let m: Message;
    try {
      m = decodeMessage(decodeEntry(raw).message);
    } catch {
      return null; // receive refuses it
    }
    const pairs = workAhead(this, m);
    return pairs === null ? null : { group: this.round.params.group, pairs };
  }

  /** The seam of walkLog: an entry whose chain checks passed. */
  apply(checked: CheckedEntry): void {
    this.applyChecked(checked);
  }

  /** Applies an entry the chain passed: the table's checks, then its changes. */
  applyChecked(checked: CheckedEntry): Update[] {
    const m = checked.message;
    const index = checked.index;
    if (index === 0) checkOpen(m);
    this.owed = [];
    let updates: Update[];
    try {
      updates = this.dispatch(index, m);
    } catch (error) {
      this.owed = null;
      if (error instanceof IllegalPlayError || error instanceof InvalidPlayError) throw new TableRefusal(m.seat, `${m.kind}: ${error.message}`);
      throw error;
    }
    this.entries.push(checked.entry.raw);
    this.head = checked.hash;
    this.hashIndex.set(toHex(checked.hash), index);
    if (this.isMe(m.seat)) {
      const at = this.out.findIndex((o) => bytesEqual(o, m.raw));
      if (at >= 0) this.out.splice(at, 1);
      this.myCounter = Math.max(this.myCounter, m.counter + 1);
    }
    const owed = this.owed;
    this.owed = null;
    for (const o of owed) this.queue(o.kind, o.round, o.payload, o.seat);
    this.afterEntry();
    return updates;
  }

  private isMe(signer: number): boolean {
    return (signer === HOST_SEAT && this.isHost) || (this.mySeat !== null && signer === this.mySeat);
  }

  /** Seats (-1 the host) whose message the table needs next: what a node times out on (7.4). */
  waitingFor(): number[] {
    const rnd = this.round;
    const everyone = Array.from({ length: this.seats }, (_, s) => s);
    if (this.stage === "lobby") {
      const missing = everyone.filter((s) => this.keys[s] === null);
      return missing.length > 0 ? missing : [HOST_SEAT];
    }
    if (this.stage === "closing") return [HOST_SEAT];
    if (this.stage === "ended" || rnd === null) return [];
    switch (this.stage) {
      case "commit":
        return everyone.filter((s) => !rnd.commits.has(s));
      case "shuffle":
      case "lock": {
        const due = rnd.deck.nextStep();
        return due ? [due.seat] : [];
      }
      case "deal":
        return everyone.filter((s) => !rnd.deals.has(s));
      case "reveal":
        return everyone.filter((s) => !rnd.reveals.has(s));
      default:
        break;
    }
    const pending = rnd.pendingDraw;
    if (pending) return everyone.filter((s) => s !== pending.drawer && !rnd.released.has(s));
    return [rnd.engine.turn];
  }

  entryOf(head: Uint8Array): number | undefined {
    return this.hashIndex.get(toHex(head));
  }

  roundSeedFor(r: number): Uint8Array | null {
    return this.mySeat !== null && this.roundSeed !== null ? this.roundSeed(this.gameId, r) : null;
  }

  // --- dispatch: each kind's handler, by stage (lobby.ts, deck-stages.ts, turns.ts, reveal.ts)

  private dispatch(index: number, m: Message): Update[] {
    switch (m.kind) {
      case "open":
        return onOpen(this, index, m);
      case "join":
        return onJoin(this, index, m);
      case "start":
        return onStart(this, index, m);
      case "end":
        return onEnd(this, index, m);
      case "abort":
        return onAbort(this, index, m);
      case "commit":
        return onCommit(this, index, m);
      case "shuffle":
      case "lock":
        return onDeckStep(this, index, m, m.kind);
      case "deal":
        return onDeal(this, index, m);
      case "play":
        return onPlay(this, index, m);
      case "place_engine":
        return onPlaceEngine(this, index, m);
      case "no_engine":
      case "pass":
      case "end_build":
        return onSimple(this, index, m, { kind: m.kind, seat: m.seat });
      case "draw":
        return onDraw(this, index, m);
      case "release":
        return onRelease(this, index, m);
      case "anomaly":
        return onAnomaly(this, index, m);
      case "reveal":
        return onReveal(this, index, m);
      default:
        throw new TableRefusal(m.seat, `no such kind ${m.kind}`);
    }
  }

  // --- sending ------------------------------------------------------------------------------

  /** What this node owes after an entry: the host's start, this seat's join and reveal. */
  private afterEntry(): void {
    if (this.isHost && this.stage === "lobby" && this.keys.length > 0 && this.keys.every((k) => k !== null) && !this.startSent) {
      this.startSent = true;
      this.queue("start", TABLE_ROUND, [], HOST_SEAT);
    }
    if (this.mySeat !== null && !this.joinSent && this.gameId.length > 0) {
      this.joinSent = true;
      this.queue("join", TABLE_ROUND, [this.myName, this.identity!.publicKey]);
    }
    const rnd = this.round;
    if (rnd && this.stage === "reveal" && this.mySeat !== null && !rnd.reveals.has(this.mySeat) && !this.revealed.has(rnd.index)) {
      this.revealed.add(rnd.index);
      this.queue("reveal", rnd.index, [rnd.deck.secrets!.seed, this.head]);
    }
  }

  /** True when this seat may move now: its turn, no keys pending, its hand open, not already sent. */
  myTurn(): boolean {
    const rnd = this.round;
    return (
      rnd !== null &&
      this.stage === "turns" &&
      this.mySeat !== null &&
      rnd.pendingDraw === null &&
      rnd.anomaly === null &&
      !rnd.reported &&
      rnd.engine.turn === this.mySeat &&
      handFullyKnown(rnd.engine, this.mySeat) &&
      rnd.engine.phase !== "over" &&
      rnd.sentMoveAt !== this.entries.length
    );
  }

  legalActions(): Event[] {
    const rnd = this.round;
    if (!this.myTurn() || rnd === null || this.mySeat === null) return [];
    return legalActions(rnd.engine, this.mySeat);
  }

  /** Sends this seat's move, one of `legalActions()`; the signed message (also in the outbox). */
  act(event: Event): Uint8Array {
    const rnd = this.round;
    if (rnd === null || this.mySeat === null || !this.myTurn()) throw new Error("it is not this seat's turn");
    const key = JSON.stringify(event);
    if (!legalActions(rnd.engine, this.mySeat).some((e) => JSON.stringify(e) === key)) throw new Error(`${key} is not a legal action now`);
    rnd.sentMoveAt = this.entries.length;
    if (event.kind === "play") {
      const [release] = rnd.deck.play(event.pos);
      return this.queue("play", rnd.index, [event.pos, [event.tile.low, event.tile.high], event.train, release.key]);
    }
    if (event.kind === "place_engine") {
      const [release] = rnd.deck.play(event.pos);
      return this.queue("place_engine", rnd.index, [event.pos, release.key]);
    }
    return this.queue(event.kind, rnd.index, []);
  }

  /** (Host) the first message of the log (SPEC 5.4). */
  openTable(args: { gameId: Uint8Array; rules: Ruleset; rulesMap: Value; seats: number; tableName: string; created: number; options?: string[] }): Uint8Array {
    if (!this.isHost) throw new Error("only the host opens a table");
    const payload: Value[] = [args.tableName, args.rulesMap, args.seats, this.identity!.publicKey, args.created];
    if (args.options && args.options.length > 0) payload.push([...args.options].sort());
    return this.sign("open", TABLE_ROUND, HOST_SEAT, payload, args.gameId);
  }

  /** (Host) stop the match, naming the seat at fault (-1: none). */
  abort(seat: number, reason: string): Uint8Array {
    if (!this.isHost) throw new Error("only the host aborts a match");
    return this.queue("abort", TABLE_ROUND, [seat, reason], HOST_SEAT);
  }

  /** Owes a message (while an entry is applied: signed once it is in the log, so it has seen it). */
  queue(kind: string, round: number, payload: Value[], seat: number = this.mySeat!): Uint8Array {
    if (this.owed !== null) {
      this.owed.push({ kind, round, payload, seat });
      return new Uint8Array(0);
    }
    const raw = this.sign(kind, round, seat, payload);
    this.out.push(raw);
    return raw;
  }

  private sign(kind: string, round: number, seat: number, payload: Value[], gameId: Uint8Array = this.gameId): Uint8Array {
    if (!this.identity) throw new Error("this node has no identity to sign with");
    const raw = encodeMessage(this.identity, { gameId, round, kind, seat, counter: this.myCounter, seen: this.head, payload });
    this.myCounter += 1;
    return raw;
  }

  /** Takes the signed messages this node must send now, in order. */
  outbox(): Uint8Array[] {
    const out = this.out;
    this.out = [];
    return out;
  }
}
