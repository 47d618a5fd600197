/**
 * The sans-I/O table (SPEC 7): one node's replica of a game. Entries go in (`receive`, or
 * `apply` through the log's seam when the chain is checked elsewhere), updates come out, and
 * the signed messages this node owes are taken from `outbox()`. Every node runs one: a seat
 * (with its identity and round seeds), the host, a spectator and `verify` (no secrets).
 *
 * An entry is checked completely before anything changes: a refusal (TableRefusal, naming the
 * seat) leaves the table as it was. A false claim or a failed round audit is recorded instead,
 * as `blame`, and ends the match.
 */
import { bytesEqual, toHex } from "../bytes.js";
import type { Value } from "../codec/canonical.js";
import { checkPublicKey, SignatureError, type Identity } from "../identity/ed25519.js";
import { ChainChecker, type Blame, type CheckedEntry } from "../log/chain.js";
import { GENESIS } from "../log/entry.js";
import { TableRefusal, type TableSeam } from "../log/walk.js";
import { encodeMessage, HOST_SEAT, TABLE_ROUND, type Message } from "../messages/message.js";
import { auditRound, type AuditFailure } from "../deck/audit.js";
import { BadPointError, ClaimMismatchError, DeckAnomaly, DeckFault } from "../deck/errors.js";
import { context } from "../deck/keys.js";
import { verifyLock, keyFits } from "../deck/proofs/lock.js";
import { verifyShuffle, proveShuffle } from "../deck/proofs/shuffle.js";
import { proveLock } from "../deck/proofs/lock.js";
import { ProofError } from "../deck/proofs/algebra.js";
import { checkStepShape } from "../deck/seat.js";
import { decodeScalar, GroupError } from "../deck/scalar.js";
import type { DeckStep, KeyRelease, PlayClaim } from "../deck/transcript.js";
import type { GroupName } from "../deck/group.js";
import { type Event, IllegalPlayError, InvalidPlayError, apply, learn, legalActions, replayRound, handFullyKnown } from "../rules/engine.js";
import { type Ruleset, checkPlayers, roundDoubles, rulesetFromMap } from "../rules/ruleset.js";
import { RulesetError } from "../rules/limits.js";
import { type MatchOutcome, type RoundOutcome, scoreMatch, scoreRound } from "../rules/scoring.js";
import type { Tile } from "../rules/tiles.js";
import { TableRound } from "./round.js";
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

export interface TableOptions {
  readonly identity?: Identity;
  /** This node's seat (absent: the host, a spectator or a verifier). */
  readonly seat?: number;
  readonly name?: string;
  readonly roundSeed?: RoundSeeds;
  readonly host?: boolean;
}

type Owed = { kind: string; round: number; payload: Value[]; seat: number };

export class Table implements TableSeam {
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
    const checked = this.chain.check(raw, this);
    const updates = this.applyChecked(checked);
    this.chain.accept(checked);
    return updates;
  }

  /** The seam of walkLog: an entry whose chain checks passed. */
  apply(checked: CheckedEntry): void {
    this.applyChecked(checked);
  }

  /** Applies an entry the chain passed: the table's checks, then its changes. */
  applyChecked(checked: CheckedEntry): Update[] {
    const m = checked.message;
    const index = checked.index;
    if (index === 0) this.checkOpen(m);
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

  // --- entry 0 ------------------------------------------------------------------------------

  /** Entry 0's table checks (SPEC 5.4, 2): options known, ruleset valid for the seat count. */
  private checkOpen(m: Message): void {
    const host = (reason: string) => new TableRefusal(HOST_SEAT, `open: ${reason}`);
    const options = m.payload.length > 5 ? (m.payload[5] as string[]) : [];
    const unknown = options.find((o) => !TABLE_OPTIONS.includes(o));
    if (unknown !== undefined) throw host(`unknown table option ${JSON.stringify(unknown)}`);
    try {
      const rules = rulesetFromMap(m.payload[1]);
      checkPlayers(rules, m.payload[2] as number);
    } catch (error) {
      if (error instanceof RulesetError) throw host(`bad ruleset: ${error.message}`);
      throw error;
    }
  }

  // --- dispatch -----------------------------------------------------------------------------

  private dispatch(index: number, m: Message): Update[] {
    switch (m.kind) {
      case "open":
        return this.onOpen(index, m);
      case "join":
        return this.onJoin(index, m);
      case "start":
        return this.onStart(index, m);
      case "end":
        return this.onEnd(index, m);
      case "abort":
        return this.onAbort(index, m);
      case "commit":
        return this.onCommit(index, m);
      case "shuffle":
      case "lock":
        return this.onDeckStep(index, m, m.kind);
      case "deal":
        return this.onDeal(index, m);
      case "play":
        return this.onPlay(index, m);
      case "place_engine":
        return this.onPlaceEngine(index, m);
      case "no_engine":
      case "pass":
      case "end_build":
        return this.onSimple(index, m, { kind: m.kind, seat: m.seat });
      case "draw":
        return this.onDraw(index, m);
      case "release":
        return this.onRelease(index, m);
      case "anomaly":
        return this.onAnomaly(index, m);
      case "reveal":
        return this.onReveal(index, m);
      default:
        throw new TableRefusal(m.seat, `no such kind ${m.kind}`);
    }
  }

  private refuse(m: Message, why: string, seat: number = m.seat): TableRefusal {
    return new TableRefusal(seat, `${m.kind}: ${why}`);
  }

  /** A deck call: a DeckFault (not an anomaly or bad point, which the caller handles) refuses the entry. */
  private deckCall<T>(m: Message, fn: () => T): T {
    try {
      return fn();
    } catch (error) {
      if (error instanceof DeckAnomaly || error instanceof BadPointError) throw error;
      if (error instanceof DeckFault) throw this.refuse(m, error.message, error.seat ?? m.seat);
      throw error;
    }
  }

  // --- table-level kinds --------------------------------------------------------------------

  private onOpen(index: number, m: Message): Update[] {
    const [name, rulesMap, seats, hostKey, created] = m.payload as [string, Value, number, Uint8Array, number];
    const options = m.payload.length > 5 ? (m.payload[5] as string[]) : [];
    this.verifiedShuffle = options.includes(VERIFIED_SHUFFLE);
    // SPEC 4.1: the option names the deck's group; a log without it deals on edwards25519.
    this.deckGroup = options.includes(RISTRETTO255_OPTION) ? "ristretto255" : "edwards25519";
    this.gameId = m.gameId;
    this.hostKey = hostKey;
    this.tableName = name;
    this.rules = rulesetFromMap(rulesMap);
    this.seats = seats;
    this.names = new Array<string | null>(seats).fill(null);
    this.keys = new Array<Uint8Array | null>(seats).fill(null);
    return [{ entry: index, kind: "open", seat: HOST_SEAT, round: TABLE_ROUND, detail: { name, seats, created } }];
  }

  private onJoin(index: number, m: Message): Update[] {
    const [name, key] = m.payload as [string, Uint8Array];
    if (this.stage !== "lobby") throw this.refuse(m, "the table has started");
    if (m.seat < 0 || m.seat >= this.seats) throw this.refuse(m, `no seat ${m.seat} at a ${this.seats}-seat table`);
    if (this.keys[m.seat] !== null) throw this.refuse(m, `seat ${m.seat} is taken`);
    if (this.keys.some((k) => k !== null && bytesEqual(k, key))) throw this.refuse(m, "this identity key already holds a seat");
    try {
      checkPublicKey(key);
    } catch (error) {
      if (error instanceof SignatureError) throw this.refuse(m, error.message);
      throw error;
    }
    this.keys[m.seat] = key;
    this.names[m.seat] = name;
    return [{ entry: index, kind: "join", seat: m.seat, round: TABLE_ROUND, detail: { name } }];
  }

  private onStart(index: number, m: Message): Update[] {
    if (this.stage !== "lobby") throw this.refuse(m, "the table has already started");
    if (this.keys.some((k) => k === null)) throw this.refuse(m, "not every seat is taken");
    this.beginRound(0);
    return [{ entry: index, kind: "start", seat: HOST_SEAT, round: TABLE_ROUND, detail: { names: [...this.names] } }];
  }

  private onEnd(index: number, m: Message): Update[] {
    const [totals, winners] = m.payload as [number[], number[]];
    if (this.stage !== "closing" || this.final === null) throw this.refuse(m, "the match is not over");
    if (!sameInts(totals, this.final.totals) || !sameInts(winners, this.final.winners)) {
      throw this.refuse(m, `totals ${JSON.stringify(totals)} / winners ${JSON.stringify(winners)} disagree with the log`);
    }
    this.stage = "ended";
    return [{ entry: index, kind: "end", seat: HOST_SEAT, round: TABLE_ROUND, detail: { totals, winners } }];
  }

  private onAbort(index: number, m: Message): Update[] {
    const [seat, reason] = m.payload as [number, string];
    if (seat >= this.seats) throw this.refuse(m, `no seat ${seat}`);
    const rnd = this.round;
    const inRound = rnd !== null && this.stage !== "lobby" && this.stage !== "closing";
    const awaited = this.waitingFor().filter((s) => s !== HOST_SEAT);
    this.aborted = { entry: index, seat, reason, stage: this.stage, round: inRound ? rnd.index : null, awaited };
    this.stage = "ended";
    return [{ entry: index, kind: "abort", seat: HOST_SEAT, round: TABLE_ROUND, detail: { seat, reason } }];
  }

  // --- round setup --------------------------------------------------------------------------

  private roundFor(m: Message, ...stages: Stage[]): TableRound {
    const rnd = this.round;
    if (rnd === null || !stages.includes(this.stage)) throw this.refuse(m, `not expected in stage ${this.stage}`);
    if (m.round !== rnd.index) throw this.refuse(m, `carries round ${m.round}, this is round ${rnd.index}`);
    if (m.seat < 0 || m.seat >= this.seats) throw this.refuse(m, `no seat ${m.seat}`);
    return rnd;
  }

  private beginRound(r: number): void {
    const rules = this.rules!;
    let seed: Uint8Array | null = null;
    if (this.mySeat !== null) seed = this.roundSeed!(this.gameId, r);
    const rnd = new TableRound(r, rules, this.seats, this.gameId, this.deckGroup, this.mySeat, seed);
    this.round = rnd;
    this.stage = "commit";
    if (rnd.deck.secrets) this.queue("commit", r, [rnd.deck.commit().commitment]);
  }

  private onCommit(index: number, m: Message): Update[] {
    const rnd = this.roundFor(m, "commit");
    if (rnd.commits.has(m.seat)) throw this.refuse(m, "a second commitment");
    const mine = this.deckCall(m, () => rnd.deck.receiveCommit({ kind: "commit", seat: m.seat, commitment: m.payload[0] as Uint8Array }));
    rnd.commits.add(m.seat);
    rnd.stepEntries.set(TableRound.stepKey("commit", m.seat), index);
    if (rnd.commits.size === this.seats) this.stage = "shuffle";
    if (mine) this.queueStep(rnd, mine, rnd.deck.nextInput());
    return [{ entry: index, kind: "commit", seat: m.seat, round: rnd.index }];
  }

  private onDeckStep(index: number, m: Message, stage: "shuffle" | "lock"): Update[] {
    const rnd = this.roundFor(m, stage);
    const record: DeckStep = { kind: "step", stage, seat: m.seat, points: m.payload[0] as Uint8Array[] };
    if (this.verifiedShuffle !== (m.payload.length === 2)) {
      throw this.refuse(m, `a deck step at this table carries ${this.verifiedShuffle ? "no proof" : "a proof at a table without the option"}`);
    }
    const due = rnd.deck.nextStep();
    const other = m.seat !== this.mySeat;
    if (other) {
      // Every node sees a malformed deck: refused before the deck records anything.
      try {
        checkStepShape(record, rnd.params.size, rnd.params.group);
      } catch (error) {
        if (error instanceof BadPointError) throw this.refuse(m, error.message);
        throw error;
      }
      if (this.verifiedShuffle && due !== null && due.stage === stage && due.seat === m.seat) {
        this.checkProof(m, rnd, record, m.payload[1] as Uint8Array);
      }
    }
    let mine: DeckStep | null = null;
    let invalid: BadPointError | null = null;
    try {
      mine = this.deckCall(m, () => rnd.deck.receiveStep(record, other));
    } catch (error) {
      // An invalid point in the deck this seat multiplies: only it can see it, so the entry
      // stands and this seat reports it for the early audit.
      if (!(error instanceof BadPointError)) throw error;
      invalid = error;
    }
    rnd.stepEntries.set(TableRound.stepKey(stage, m.seat), index);
    const next = rnd.deck.nextStep();
    if (next === null) {
      this.stage = "deal";
      if (rnd.deck.secrets) {
        const releases = rnd.deck.dealReleases();
        this.queue("deal", rnd.index, [releases.map((r) => [r.position, r.key])]);
      }
    } else if (next.stage === "lock") {
      this.stage = "lock";
    }
    if (this.verifiedShuffle && !other) this.rememberOwnProof(rnd, stage);
    if (mine) this.queueStep(rnd, mine, record.points);
    if (invalid) this.reportAnomaly(rnd, invalid);
    return [{ entry: index, kind: stage, seat: m.seat, round: rnd.index }];
  }

  /** Verified shuffle (SPEC 4.12): a deck step whose proof fails is refused before anything records it. */
  private checkProof(m: Message, rnd: TableRound, record: DeckStep, proof: Uint8Array): void {
    const before = rnd.deck.nextInput();
    const ctx = context(rnd.params.gameId, rnd.index, m.seat);
    try {
      if (record.stage === "shuffle") {
        rnd.shuffleKeys.set(m.seat, verifyShuffle(rnd.params.group, ctx, before, record.points, proof));
      } else {
        const bigE = rnd.shuffleKeys.get(m.seat)!;
        rnd.keyCommitments.set(m.seat, verifyLock(rnd.params.group, ctx, bigE, before, record.points, proof));
      }
    } catch (error) {
      if (error instanceof ProofError) throw this.refuse(m, `proof refused: ${error.message}`);
      throw error;
    }
  }

  private rememberOwnProof(rnd: TableRound, stage: "shuffle" | "lock"): void {
    const secrets = rnd.deck.secrets!;
    const group = rnd.params.group;
    if (stage === "shuffle") rnd.shuffleKeys.set(this.mySeat!, group.baseMult(secrets.shuffleKey));
    else rnd.keyCommitments.set(this.mySeat!, secrets.lockKeys.map((k) => group.baseMult(k)));
  }

  private queueStep(rnd: TableRound, step: DeckStep, before: readonly Uint8Array[]): void {
    const payload: Value[] = [[...step.points]];
    if (this.verifiedShuffle) {
      const s = rnd.deck.secrets!;
      const ctx = context(rnd.params.gameId, rnd.index, s.seat);
      const group = rnd.params.group;
      payload.push(
        step.stage === "shuffle"
          ? proveShuffle(group, ctx, s.seed, s.shuffleKey, s.permutation, before, step.points)
          : proveLock(group, ctx, s.seed, s.shuffleKey, s.lockKeys, before, step.points),
      );
    }
    this.queue(step.stage, rnd.index, payload);
  }

  private onDeal(index: number, m: Message): Update[] {
    const rnd = this.roundFor(m, "deal");
    if (rnd.deals.has(m.seat)) throw this.refuse(m, "a second deal");
    const pairs = m.payload[0] as [number, Uint8Array][];
    const expected: number[] = [];
    for (let p = 0; p < this.seats; p++) if (p !== m.seat) expected.push(...rnd.params.handPositions(p));
    if (!sameInts(pairs.map((p) => p[0]), expected)) throw this.refuse(m, "must release exactly its keys for every other hand, in position order");
    const records: KeyRelease[] = pairs.map(([position, key]) => ({ kind: "release", seat: m.seat, position, key }));
    this.checkKeys(m, rnd, records);
    let anomaly: DeckFault | null = null;
    const opened: [number, Tile][] = [];
    const before = rnd.deck.eventCount;
    for (const record of records) {
      try {
        const found = this.deckCall(m, () => rnd.deck.receiveRelease(record));
        if (found) opened.push([record.position, found]);
      } catch (error) {
        if (!(error instanceof DeckAnomaly || error instanceof BadPointError)) throw error;
        anomaly = anomaly ?? error;
      }
    }
    rnd.noteDeckEvents(index, before);
    rnd.deals.add(m.seat);
    for (const [pos, value] of opened) rnd.engine = learn(rnd.engine, pos, value);
    if (rnd.deals.size === this.seats) this.stage = "turns";
    if (anomaly) this.reportAnomaly(rnd, anomaly);
    return [{ entry: index, kind: "deal", seat: m.seat, round: rnd.index }];
  }

  // --- turns --------------------------------------------------------------------------------

  private turnRound(m: Message): TableRound {
    const rnd = this.roundFor(m, "turns");
    if (rnd.pendingDraw) throw this.refuse(m, `waiting for the keys of drawn position ${rnd.pendingDraw.position}`);
    return rnd;
  }

  private commitEvent(rnd: TableRound, index: number, event: Event, state: typeof rnd.engine): void {
    rnd.engine = state;
    rnd.events.push(event);
    rnd.eventEntries.push(index);
    if (state.phase === "over") {
      rnd.overEntry = index;
      this.startReveal(rnd);
    }
  }

  private onPlay(index: number, m: Message): Update[] {
    const rnd = this.turnRound(m);
    const [pos, [low, high], train, key] = m.payload as [number, [number, number], number, Uint8Array];
    if (low > high) throw this.refuse(m, "a tile is sent low end first");
    const value: Tile = { low, high };
    const event: Event = { kind: "play", seat: m.seat, pos, tile: value, train };
    const state = apply(rnd.engine, event);
    const trouble = this.openPlayed(m, index, rnd, { kind: "release", seat: m.seat, position: pos, key }, { kind: "claim", seat: m.seat, position: pos, low, high });
    if (trouble) return trouble;
    this.commitEvent(rnd, index, event, state);
    return [{ entry: index, kind: "play", seat: m.seat, round: rnd.index, detail: { tile: value, train, pos } }];
  }

  private onPlaceEngine(index: number, m: Message): Update[] {
    const rnd = this.turnRound(m);
    if (rnd.engine.phase !== "engine") throw this.refuse(m, "the engine is already placed");
    const [pos, key] = m.payload as [number, Uint8Array];
    const event: Event = { kind: "place_engine", seat: m.seat, pos };
    const state = apply(rnd.engine, event);
    const e = rnd.engine.enginePip;
    const trouble = this.openPlayed(m, index, rnd, { kind: "release", seat: m.seat, position: pos, key }, { kind: "claim", seat: m.seat, position: pos, low: e, high: e });
    if (trouble) return trouble;
    this.commitEvent(rnd, index, event, state);
    return [{ entry: index, kind: "place_engine", seat: m.seat, round: rnd.index, detail: { tile: { low: e, high: e } } }];
  }

  /**
   * Opens a played card in public (SPEC 7.2 steps 4-5). A false claim is signed evidence: the
   * entry stands and the seat is blamed. A card that opens to garbage stops the round for the
   * early audit. Anything malformed refuses the entry. Null when the card is the claimed tile.
   */
  private openPlayed(m: Message, index: number, rnd: TableRound, release: KeyRelease, claim: PlayClaim): Update[] | null {
    if (this.verifiedShuffle) {
      let value: bigint | null = null;
      try {
        value = decodeScalar(release.key);
      } catch (error) {
        if (!(error instanceof GroupError)) throw error; // the deck refuses a malformed key with its reason
      }
      if (value !== null) this.checkFit(m, rnd, release, value);
    }
    const before = rnd.deck.eventCount;
    try {
      rnd.deck.receivePlay(release, claim);
    } catch (error) {
      if (error instanceof ClaimMismatchError) {
        rnd.noteDeckEvents(index, before);
        return this.blameUpdate({ seat: m.seat, entry: index, reason: `false claim: ${error.message}`, cheater: true }, index, rnd.index);
      }
      if (error instanceof DeckAnomaly || error instanceof BadPointError) {
        rnd.noteDeckEvents(index, before);
        rnd.anomaly = { entry: index, seat: m.seat, reason: `the played card opened to garbage: ${error.message}` };
        rnd.overEntry = index;
        this.startReveal(rnd);
        return [{ entry: index, kind: "anomaly", seat: m.seat, round: rnd.index, detail: { reason: error.message } }];
      }
      if (error instanceof DeckFault) throw this.refuse(m, error.message);
      throw error;
    }
    rnd.noteDeckEvents(index, before);
    return null;
  }

  private onSimple(index: number, m: Message, event: Event): Update[] {
    const rnd = this.turnRound(m);
    const state = apply(rnd.engine, event);
    this.commitEvent(rnd, index, event, state);
    return [{ entry: index, kind: m.kind, seat: m.seat, round: rnd.index }];
  }

  private onDraw(index: number, m: Message): Update[] {
    const rnd = this.turnRound(m);
    const event: Event = { kind: "draw", seat: m.seat };
    const state = apply(rnd.engine, event);
    const pos = rnd.engine.nextDraw;
    const before = rnd.deck.eventCount;
    this.deckCall(m, () => rnd.deck.receiveDraw({ kind: "draw", seat: m.seat, position: pos }));
    rnd.noteDeckEvents(index, before);
    rnd.engine = state;
    rnd.events.push(event);
    rnd.eventEntries.push(index);
    rnd.pendingDraw = { position: pos, drawer: m.seat };
    rnd.released = new Set();
    if (this.mySeat !== null && this.mySeat !== m.seat && rnd.deck.secrets) {
      this.queue("release", rnd.index, [pos, rnd.deck.release(pos).key]);
    }
    return [{ entry: index, kind: "draw", seat: m.seat, round: rnd.index, detail: { pos } }];
  }

  private onRelease(index: number, m: Message): Update[] {
    const rnd = this.roundFor(m, "turns");
    const pending = rnd.pendingDraw;
    if (!pending) throw this.refuse(m, "no drawn card is waiting for keys");
    const [position, key] = m.payload as [number, Uint8Array];
    if (position !== pending.position) throw this.refuse(m, `a key for position ${position}; position ${pending.position} was drawn`);
    if (m.seat === pending.drawer || rnd.released.has(m.seat)) throw this.refuse(m, "a key this seat may not release now");
    const record: KeyRelease = { kind: "release", seat: m.seat, position, key };
    this.checkKeys(m, rnd, [record]);
    let anomaly: DeckFault | null = null;
    let found: Tile | null = null;
    const before = rnd.deck.eventCount;
    try {
      found = this.deckCall(m, () => rnd.deck.receiveRelease(record));
    } catch (error) {
      if (!(error instanceof DeckAnomaly || error instanceof BadPointError)) throw error;
      anomaly = error;
    }
    rnd.noteDeckEvents(index, before);
    rnd.released.add(m.seat);
    if (rnd.released.size === this.seats - 1) rnd.pendingDraw = null;
    if (found) rnd.engine = learn(rnd.engine, position, found);
    if (anomaly) this.reportAnomaly(rnd, anomaly);
    return [{ entry: index, kind: "release", seat: m.seat, round: rnd.index, detail: { pos: position } }];
  }

  private onAnomaly(index: number, m: Message): Update[] {
    const rnd = this.roundFor(m, "shuffle", "lock", "deal", "turns");
    if (this.stage === "shuffle" || this.stage === "lock") {
      const due = rnd.deck.nextStep();
      if (due === null || due.seat !== m.seat) throw this.refuse(m, "only the seat due to multiply the last deck may report it now");
    }
    const [pos, reason] = m.payload as [number, string];
    rnd.anomaly = { entry: index, seat: m.seat, reason };
    rnd.overEntry = index;
    this.startReveal(rnd);
    return [{ entry: index, kind: "anomaly", seat: m.seat, round: rnd.index, detail: { pos, reason } }];
  }

  /** Refuses the whole message if any key is malformed (or, verified shuffle, does not fit), before the deck records any. */
  private checkKeys(m: Message, rnd: TableRound, records: readonly KeyRelease[]): void {
    for (const record of records) {
      let value: bigint;
      try {
        value = decodeScalar(record.key);
      } catch (error) {
        if (error instanceof GroupError) throw this.refuse(m, `key for position ${record.position}: ${error.message}`);
        throw error;
      }
      this.checkFit(m, rnd, record, value);
    }
  }

  /** Verified shuffle: a released key must be the one the seat's lock proof committed (SPEC 4.12). */
  private checkFit(m: Message, rnd: TableRound, record: KeyRelease, value: bigint): void {
    if (!this.verifiedShuffle) return;
    const commitments = rnd.keyCommitments.get(record.seat);
    const commitment = commitments?.[record.position];
    if (commitment === undefined || record.position < 0) return; // out of place: the deck refuses it with the reason
    if (!keyFits(rnd.params.group, value, commitment)) {
      throw this.refuse(m, `key for position ${record.position} does not fit seat ${record.seat}'s lock commitment (SPEC 4.12)`);
    }
  }

  private reportAnomaly(rnd: TableRound, error: DeckFault): void {
    if (rnd.deck.secrets && rnd.anomaly === null && !rnd.reported) {
      rnd.reported = true;
      this.queue("anomaly", rnd.index, [error.position ?? 0, error.message.slice(0, 200)]);
    }
  }

  // --- round end ----------------------------------------------------------------------------

  private startReveal(rnd: TableRound): void {
    this.stage = "reveal";
    rnd.pendingDraw = null;
  }

  private onReveal(index: number, m: Message): Update[] {
    const rnd = this.roundFor(m, "reveal");
    const [seed, head] = m.payload as [Uint8Array, Uint8Array];
    if (rnd.reveals.has(m.seat)) throw this.refuse(m, "a second reveal");
    const at = this.hashIndex.get(toHex(head));
    if (at === undefined || rnd.overEntry === null || at < rnd.overEntry) throw this.refuse(m, "the head it co-signs is not at or after the round's end");
    rnd.reveals.set(m.seat, seed);
    rnd.stepEntries.set(TableRound.stepKey("reveal", m.seat), index);
    const updates: Update[] = [{ entry: index, kind: "reveal", seat: m.seat, round: rnd.index }];
    if (rnd.reveals.size === this.seats) updates.push(...this.audit(rnd, index));
    return updates;
  }

  /** SPEC 7.3: the deck audit, an unconfirmed anomaly, the full-information replay, the scores. */
  private audit(rnd: TableRound, index: number): Update[] {
    const reveals = Array.from({ length: this.seats }, (_, s) => ({ kind: "reveal" as const, seat: s, seed: rnd.reveals.get(s)! }));
    const result = auditRound(rnd.deck.transcript(reveals));
    if (!result.ok) {
      return this.blameUpdate({ seat: result.seat, entry: this.entryOfFailure(rnd, result), reason: `deck audit: ${result.reason}`, cheater: true }, index, rnd.index);
    }
    if (rnd.anomaly) {
      const a = rnd.anomaly;
      return this.blameUpdate({ seat: a.seat, entry: a.entry, reason: `anomaly (${a.reason}) that the audit does not explain`, cheater: true }, index, rnd.index);
    }
    const rules = this.rules!;
    let final;
    try {
      final = replayRound(rules, this.seats, rnd.index, result.tiles, rnd.events);
    } catch (error) {
      if (!(error instanceof IllegalPlayError)) throw error;
      const entry = rnd.eventEntries[error.eventIndex] ?? null;
      return this.blameUpdate({ seat: error.seat, entry, reason: `broke a rule: ${error.message}`, cheater: true }, index, rnd.index);
    }
    const outcome = scoreRound(final);
    this.outcomes.push(outcome);
    const updates: Update[] = [{ entry: index, kind: "round_over", seat: HOST_SEAT, round: rnd.index, detail: { outcome, tiles: result.tiles } }];
    if (this.outcomes.length === roundDoubles(rules).length) {
      this.final = scoreMatch(rules, this.seats, this.outcomes);
      this.stage = "closing";
      if (this.isHost) this.queue("end", TABLE_ROUND, [[...this.final.totals], [...this.final.winners]], HOST_SEAT);
    } else {
      this.beginRound(rnd.index + 1);
    }
    return updates;
  }

  private entryOfFailure(rnd: TableRound, failure: AuditFailure): number | null {
    if (failure.step === "release" || failure.step === "draw" || failure.step === "claim") {
      return rnd.deckEventEntries[failure.index] ?? null;
    }
    return rnd.stepEntries.get(TableRound.stepKey(failure.step, failure.seat)) ?? null;
  }

  private blameUpdate(blame: Blame, index: number, round: number): Update[] {
    this.blame = blame;
    this.stage = "ended";
    return [{ entry: index, kind: "blame", seat: blame.seat ?? HOST_SEAT, round, detail: { reason: blame.reason } }];
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

  private queue(kind: string, round: number, payload: Value[], seat: number = this.mySeat!): Uint8Array {
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

function sameInts(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}
