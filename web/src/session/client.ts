/**
 * A joiner's session (SPEC 8.2-8.6, 8.10, 8.11) as a sans-I/O state machine: the caller opens
 * and closes streams when told, hands in the bytes it reads and the time, and writes the bytes
 * it is given. No sockets, no timers, no randomness of its own (all are arguments), so the
 * same code runs over a WebSocket in a browser, over a TCP socket in Node, and under a test
 * that replays the vectors byte for byte.
 *
 * One stream at a time. Its life: open (through a relay: the line and its `ok\n`), then either
 * the full handshake (8.2 frames 1-4, the sealed `join` with the seat proof) or the resumption
 * on a ticket (8.11), then `welcome`, `sync`, catch-up and live (8.5). A lost stream is opened
 * again with the back-off of 8.5 step 6; a refusal the host has proven ends the session.
 */
import { bytesEqual, concatBytes, utf8 } from "../bytes.js";
import type { Value } from "../codec/canonical.js";
import { decodeEntry } from "../log/entry.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { ChannelError, Direction, channelKeys, frame } from "../transport/channel.js";
import { nameplate, normalizeCode } from "../transport/code.js";
import { SLOTS, relayLine, relayToken, resumeToken, sessionToken } from "../transport/relay.js";
import { resumeTag, resumedKe, ticket } from "../transport/resume.js";
import type { Ticket } from "../transport/resume.js";
import { Spake2, confirms } from "../transport/spake2.js";
import type { HandshakeKeys } from "../transport/spake2.js";
import { TRANSPORT, WAIT } from "./client-io.js";
import type { Action, ClientConfig, ClientEvent, Randomness, Via } from "./client-io.js";
import { BACKOFF_FIRST, StreamFailure, giveUpAfter, givingUp, pauseAfter } from "./failure.js";
import type { Failure } from "./failure.js";
import type { SessionSeat, Welcome } from "./seat.js";
import { FrameReader, HANDSHAKE_CAP, WireError, arity, bin, envelope, int, plainFrame, readEnvelope, str } from "./wire.js";
import type { Envelope } from "./wire.js";

export * from "./client-io.js";

type Phase =
  | "idle" // no stream; `wakeAt` is when to open the next
  | "opening" // asked for a stream, not open yet
  | "relay-answer" // line sent, waiting for `ok\n`
  | "pake" // frame 1 sent, waiting for frame 2
  | "confirm" // frame 3 sent, waiting for frame 4
  | "join" // sealed join sent, waiting for welcome
  | "resumed" // resume sent, waiting for frame 2
  | "welcome-resumed" // tag checked, waiting for the sealed welcome
  | "session" // welcomed
  | "over";

/** Where the current stream leads once open. */
type Plan = { kind: "hello" } | { kind: "resume"; ticket: Ticket } | { kind: "session-move"; keys: HandshakeKeys };

export class Client {
  private readonly code: string;
  private readonly plate: string | null;
  private phase: Phase = "idle";
  private plan: Plan = { kind: "hello" };
  private via: Via;
  private lastSlot: number | null = null;
  private reader = new FrameReader();
  private deadline: number | null = null;
  private wakeAt: number | null = null;
  private lastHeard = 0;
  private actions: Action[] = [];
  private events: ClientEvent[] = [];

  private spake: Spake2 | null = null;
  private keys: HandshakeKeys | null = null;
  private out: Direction | null = null;
  private in: Direction | null = null;
  private ke: Uint8Array | null = null;
  private nA: Uint8Array | null = null;

  private ticket: Ticket | null = null;
  private resuming = true;
  private cleanCloses = 0;
  private first: Welcome | null = null;
  private target = 0;
  private live = false;
  private queued: Uint8Array[] = [];
  /** An entry the seat works ahead for (SessionSeat.ahead): applied, and the frames behind it read, on `poke`. */
  private held: Uint8Array | null = null;
  /** Messages sent that the log does not hold yet: sent again after a reconnect (8.5 step 4). */
  private unlogged: Uint8Array[] = [];
  private lostSince: number | null = null;
  private backoff = BACKOFF_FIRST;
  private lastUnproven: string | null = null;

  constructor(
    private readonly config: ClientConfig,
    readonly seat: SessionSeat,
    private readonly random: Randomness,
  ) {
    if (!config.direct && !config.relay) throw new Error("a joiner needs the host's address or a relay");
    this.code = normalizeCode(config.code);
    if (this.code.length === 0) throw new Error("the join code is empty");
    this.plate = nameplate(this.code);
    this.ticket = config.ticket ?? null;
    if (config.relay && this.plate === null) throw new Error("a code for a relay starts with its four-digit table number");
    this.via = config.direct ? "host" : "relay";
  }

  // --- the caller's side ------------------------------------------------------------------

  /** Starts the first stream. */
  start(now: number): void {
    this.lastHeard = now;
    this.openStream(now);
  }

  /** Actions to carry out now, in order. */
  takeActions(): Action[] {
    const a = this.actions;
    this.actions = [];
    return a;
  }

  takeEvents(): ClientEvent[] {
    const e = this.events;
    this.events = [];
    return e;
  }

  /** When `tick` must be called next (null: only on input). */
  nextWake(): number | null {
    if (this.phase === "over") return null;
    if (this.phase === "idle") return this.wakeAt;
    if (this.phase === "session") return this.lastHeard + WAIT.idle;
    return this.deadline;
  }

  get over(): boolean {
    return this.phase === "over";
  }

  get isLive(): boolean {
    return this.live && this.phase === "session";
  }

  /** The stream asked for is open. */
  opened(now: number): void {
    if (this.phase !== "opening") return;
    this.lastHeard = now;
    if (this.via === "relay") {
      const token =
        this.plan.kind === "resume" ? resumeToken(this.plan.ticket.key)
        : this.plan.kind === "session-move" ? sessionToken(this.plan.keys.Ke)
        : relayToken(this.plate!, this.pickSlot());
      this.write(utf8(relayLine(token, "joiner")));
      this.enter("relay-answer", now + WAIT.relayAnswer);
      return;
    }
    this.begin(now);
  }

  /** Bytes read from the stream (any chunking). */
  received(bytes: Uint8Array, now: number): void {
    if (this.phase === "idle" || this.phase === "over" || this.phase === "opening") return;
    this.lastHeard = now;
    this.reader.push(bytes);
    this.guarded(now, () => this.pump(now));
  }

  /** Runs `fn` (reading frames); a stream failure or a malformed frame ends the stream. */
  private guarded(now: number, fn: () => void): void {
    try {
      fn();
    } catch (error) {
      if (error instanceof StreamFailure) return this.fail(error.failure, now);
      if (!(error instanceof WireError || error instanceof ChannelError)) throw error;
      // a malformed frame: on a slot unproven, on a resume a reason for the full handshake
      const why = error.message;
      const resuming = this.phase === "resumed" || this.phase === "welcome-resumed";
      if (this.phase === "resumed") this.cleanCloses = 0; // a frame that does not decode ends the row (8.11)
      this.fail(this.unproven() ? { next: "unproven", why } : resuming ? { next: "full", why } : { next: "lost", why }, now);
    }
  }

  /** The stream ended: `end` a clean close (FIN), `error` a reset or a failure to connect. */
  closed(how: "end" | "error", why: string, now: number): void {
    if (this.phase === "idle" || this.phase === "over") return;
    const cut = this.reader.pending > 0;
    if (this.phase === "opening" && this.config.relay && this.via === "host") {
      this.via = "relay"; // the host's address does not answer: through the relay from now on
      this.fail({ next: "unpaired", why: `cannot reach the host directly (${why}); through the relay` }, now);
      return;
    }
    if (this.phase === "relay-answer" && how === "end" && !cut) {
      if (this.plan.kind === "resume") return this.noTicketThere(now);
      if (this.plan.kind === "session-move") return this.fail({ next: "lost", why: "the relay closed the session pairing" }, now);
      return this.fail({ next: "unpaired", why: "the relay closed the slot unpaired" }, now);
    }
    if (this.phase === "resumed") {
      if (how === "end" && !cut) this.cleanCloses += 1; // closed cleanly where frame 2 would be
      else if (how === "end") this.cleanCloses = 0; // a frame cut short ends the row
      if (this.cleanCloses >= 2) this.resuming = false;
      return this.fail({ next: "full", why: `the host closed the resumed connection (${why})` }, now);
    }
    if (this.phase === "welcome-resumed") return this.fail({ next: "full", why: `the host hung up before its welcome (${why})` }, now);
    if (this.phase === "opening") return this.fail({ next: "lost", why: `cannot connect (${why})` }, now);
    if (this.unproven()) return this.fail({ next: "unproven", why: `the other end hung up (${why})` }, now);
    this.fail({ next: "lost", why: cut ? "the host hung up in the middle of a frame" : `the connection closed (${why})` }, now);
  }

  /** Time passes: deadlines, the back-off's end, the idle limit. */
  tick(now: number): void {
    if (this.phase === "over") return;
    if (this.phase === "idle") {
      if (this.wakeAt !== null && now >= this.wakeAt) this.openStream(now);
      return;
    }
    if (this.phase === "session") {
      if (now - this.lastHeard >= WAIT.idle) this.fail({ next: "lost", why: `the host was silent for ${WAIT.idle} s` }, now);
      return;
    }
    if (this.deadline === null || now < this.deadline) return;
    const why = `no answer in time (${this.phase})`;
    if (this.phase === "opening" && this.config.relay && this.via === "host") {
      this.via = "relay";
      return this.fail({ next: "unpaired", why: `the host's address did not answer within ${WAIT.direct} s; through the relay` }, now);
    }
    if (this.phase === "relay-answer" && this.plan.kind === "resume") return this.noTicketThere(now);
    if (this.phase === "resumed" || this.phase === "welcome-resumed") return this.fail({ next: "full", why }, now);
    this.fail(this.unproven() ? { next: "unproven", why } : { next: "lost", why }, now);
  }

  /** The seat may have new messages, its writes are now durable, or its work ahead is done: go on. */
  poke(): void {
    const raw = this.held;
    if (raw !== null && this.phase === "session") {
      this.held = null;
      this.guarded(this.lastHeard, () => {
        this.onEntry(raw);
        this.pump(this.lastHeard);
      });
    }
    this.flush();
  }

  /** One chat line for the table (8.4): 1 to 200 printable characters, cleaned here. */
  chat(line: string): boolean {
    const clean = Array.from(line.replace(/[\u0000-\u001f\u007f-\u009f]/gu, " ").trim()).slice(0, 200).join("");
    if (clean.length === 0 || this.phase !== "session") return false;
    this.sealed("chat", clean);
    return true;
  }

  /** Hang up for good (the person left). */
  stop(reason: string): void {
    if (this.phase === "over") return;
    if (this.phase !== "idle") this.actions.push({ type: "close" });
    this.held = null;
    this.phase = "over";
    this.events.push({ type: "ended", ok: false, reason });
  }

  // --- streams ----------------------------------------------------------------------------

  private openStream(now: number): void {
    this.reader = new FrameReader();
    this.out = this.in = null;
    if (this.plan.kind !== "session-move") this.plan = this.ticket !== null && this.resuming ? { kind: "resume", ticket: this.ticket } : { kind: "hello" };
    if (this.plan.kind === "resume") this.config.keepTicket?.(null); // shown once at most (8.11)
    this.actions.push({ type: "open", via: this.via });
    const wait = this.via === "host" ? (this.config.relay ? WAIT.direct : WAIT.connect) : WAIT.relayAnswer;
    this.enter("opening", now + wait);
  }

  private enter(phase: Phase, deadline: number | null): void {
    this.phase = phase;
    this.deadline = deadline;
  }

  private write(bytes: Uint8Array): void {
    this.actions.push({ type: "write", bytes });
  }

  private pickSlot(): number {
    let slot: number;
    do slot = this.random.bytes(1)[0]! % SLOTS;
    while (slot === this.lastSlot && SLOTS > 1);
    this.lastSlot = slot;
    return slot;
  }

  /** Is the stream a relay slot's pairing before `cB` checked (8.2: nothing there is proven)? */
  private unproven(): boolean {
    return this.via === "relay" && this.plan.kind === "hello" && (this.phase === "relay-answer" || this.phase === "pake" || this.phase === "confirm");
  }

  /** The stream is open (and paired): frame 1, or the sealed join on a session pairing. */
  private begin(now: number): void {
    const frameWait = this.via === "relay" ? WAIT.relayFrame : WAIT.handshake;
    if (this.plan.kind === "resume") {
      this.ticket = null; // spent from here on, whatever the answer (8.11)
      this.nA = this.random.bytes(32);
      this.write(plainFrame("resume", TRANSPORT, this.plan.ticket.id, this.nA));
      this.enter("resumed", now + WAIT.handshake);
    } else if (this.plan.kind === "session-move") {
      this.seal(this.plan.keys.Ke);
      this.sendJoin(now);
    } else {
      this.spake = new Spake2("joiner", this.code, this.random.scalar());
      const pass = this.doorPass(this.spake.share);
      this.write(pass === null ? plainFrame("hello", TRANSPORT, this.spake.share) : plainFrame("hello", TRANSPORT, this.spake.share, pass[0], pass[1]));
      this.enter("pake", now + frameWait);
    }
  }

  private doorPass(share: Uint8Array): [number, Uint8Array] | null {
    const known = this.seat.role === "player" ? this.seat.known() : null;
    if (known === null || this.seat.identity === null) return null;
    return [known.seat, this.seat.identity.sign(concatBytes(utf8("mextrain/v2/door-pass"), new Uint8Array(1)), concatBytes(known.gameId, share))];
  }

  private seal(ke: Uint8Array): void {
    const keys = channelKeys(ke);
    this.ke = ke;
    this.out = new Direction(keys.joinerToHost);
    this.in = new Direction(keys.hostToJoiner);
  }

  private sealed(kind: string, ...fields: Value[]): void {
    this.write(frame(this.out!.seal(envelope(kind, ...fields))));
  }

  private sendJoin(now: number): void {
    const binding = channelKeys(this.ke!).binding;
    if (this.seat.role === "player") {
      const id = this.seat.identity!;
      const proof = id.sign(concatBytes(utf8("mextrain/v2/seat-proof"), new Uint8Array(1)), binding);
      this.sealed("join", this.seat.name, id.publicKey, "player", proof);
    } else {
      this.sealed("join", this.seat.name, null, "spectator", null);
    }
    this.plan = { kind: "hello" };
    this.enter("join", now + WAIT.handshake);
  }

  // --- frames -----------------------------------------------------------------------------

  private pump(now: number): void {
    while (this.phase !== "over" && this.phase !== "idle" && this.held === null) {
      if (this.phase === "relay-answer") {
        const line = this.reader.line();
        if (line === null) return;
        if (line !== "ok\n") throw new StreamFailure({ next: "lost", why: `the relay answered ${JSON.stringify(line.trim())}, not ok` });
        this.begin(now);
        continue;
      }
      const plain = this.phase === "pake" || this.phase === "confirm" || this.phase === "resumed";
      const body = this.reader.next(plain ? HANDSHAKE_CAP : undefined);
      if (body === null) return;
      if (plain) this.onPlain(readEnvelope(body), now);
      else {
        let opened: Uint8Array;
        try {
          opened = this.in!.open(body);
        } catch {
          throw new StreamFailure(this.phase === "welcome-resumed" ? { next: "full", why: "the first resumed frame does not open" } : { next: "lost", why: "a sealed frame from the host does not open (8.3)" });
        }
        this.onSealed(readEnvelope(opened), now);
      }
    }
  }

  private onPlain(env: Envelope, now: number): void {
    if (env.kind === "error") {
      const reason = str(env.fields[0], "the error's reason");
      if (this.phase === "resumed") {
        if (reason.startsWith("busy:")) {
          this.ticket = (this.plan as { ticket: Ticket }).ticket; // the host never read T: kept
          this.config.keepTicket?.(this.ticket);
          throw new StreamFailure({ next: "lost", why: `the host says: ${reason}` });
        }
        this.cleanCloses = 0;
        if (!reason.startsWith("unknown ticket") && !reason.startsWith("ticket refused:")) this.resuming = false;
        throw new StreamFailure({ next: "full", why: `the host says: ${reason}` });
      }
      if (this.unproven()) throw new StreamFailure({ next: "unproven", why: reason });
      if (reason.startsWith("busy:")) throw new StreamFailure({ next: "lost", why: `the host says: ${reason}` });
      if (reason.includes("transport version")) throw new StreamFailure({ next: "fatal", why: `other transport version: the host says: ${reason}` });
      throw new StreamFailure({ next: "fatal", why: reason });
    }
    if (this.phase === "pake") {
      if (env.kind !== "pake") throw new StreamFailure(this.failNotExpected("pake", env.kind));
      arity(env, 1);
      let keys: HandshakeKeys;
      try {
        keys = this.spake!.finish(bin(env.fields[0], "the host's share", 32));
      } catch (error) {
        throw new StreamFailure(this.unproven() ? { next: "unproven", why: (error as Error).message } : { next: "fatal", why: `the host's ${(error as Error).message}` });
      }
      this.keys = keys;
      this.write(plainFrame("confirm", keys.cA));
      this.enter("confirm", now + (this.via === "relay" ? WAIT.relayFrame : WAIT.handshake));
    } else if (this.phase === "confirm") {
      if (env.kind !== "confirm") throw new StreamFailure(this.failNotExpected("confirm", env.kind));
      arity(env, 1);
      if (!confirms(this.keys!, "joiner", bin(env.fields[0], "the host's confirmation", 32))) {
        throw new StreamFailure(this.unproven() ? { next: "unproven", why: "a confirmation that does not check" } : { next: "fatal", why: "the host's key confirmation does not match: it does not know this join code" });
      }
      this.lastUnproven = null;
      if (this.via === "relay") {
        // proven: leave the slot, meet again on the session token (8.10)
        this.plan = { kind: "session-move", keys: this.keys! };
        this.actions.push({ type: "close" });
        this.openStream(now);
        return;
      }
      this.seal(this.keys!.Ke);
      this.sendJoin(now);
    } else if (this.phase === "resumed") {
      if (env.kind !== "resumed") throw new StreamFailure({ next: "full", why: `expected resumed, got ${env.kind}` });
      this.cleanCloses = 0;
      arity(env, 2);
      const t = (this.plan as { ticket: Ticket }).ticket;
      const nB = bin(env.fields[0], "nB", 32);
      if (!bytesEqual(resumeTag(t, this.nA!, nB), bin(env.fields[1], "the tag", 32))) throw new StreamFailure({ next: "full", why: "the resume tag does not check" });
      this.seal(resumedKe(t, this.nA!, nB));
      this.enter("welcome-resumed", now + WAIT.handshake);
    }
  }

  private failNotExpected(expected: string, got: string): Failure {
    const why = `expected ${expected}, got ${got}`;
    return this.unproven() ? { next: "unproven", why } : { next: "lost", why };
  }

  private onSealed(env: Envelope, now: number): void {
    const k = env.kind;
    if (k === "error") {
      const reason = str(env.fields[0], "the error's reason");
      if (reason.startsWith("busy:") || reason.startsWith("channel broken:")) throw new StreamFailure({ next: "lost", why: `the host says: ${reason}` });
      throw new StreamFailure({ next: "fatal", why: reason });
    }
    if (k === "ping") return this.sealed("pong");
    if (k === "pong") return;
    if (this.phase === "join" || this.phase === "welcome-resumed") {
      if (k === "status") return this.events.push({ type: "status", status: env.fields[0] ?? null }), undefined;
      if (k !== "welcome") throw new StreamFailure(this.phase === "welcome-resumed" ? { next: "full", why: `expected welcome, got ${k}` } : { next: "lost", why: `expected welcome, got ${k}` });
      return this.onWelcome(env, now);
    }
    if (k === "entry") return this.onEntry(bin(env.fields[0], "an entry"));
    if (k === "status") return this.events.push({ type: "status", status: env.fields[0] ?? null }), undefined;
    if (k === "said") return this.events.push({ type: "said", name: str(env.fields[0], "a chat name"), line: str(env.fields[1], "a chat line") }), undefined;
    if (k === "refused") {
      const hash = bin(env.fields[0], "a refused message's hash", 32);
      this.unlogged = this.unlogged.filter((m) => !bytesEqual(sha256(m), hash));
      return this.events.push({ type: "refused", reason: str(env.fields[1], "a refusal's reason") }), undefined;
    }
    throw new StreamFailure({ next: "lost", why: `unexpected ${JSON.stringify(k)} frame from the host` });
  }

  private onWelcome(env: Envelope, now: number): void {
    arity(env, 5);
    const w: Welcome = {
      seat: int(env.fields[0], "the welcome's seat"),
      gameId: bin(env.fields[1], "the game id", 16),
      hostKey: bin(env.fields[2], "the host key", 32),
      entries: int(env.fields[3], "the welcome's entry count"),
      tableName: str(env.fields[4], "the table name"),
    };
    const resumed = this.phase === "welcome-resumed";
    if ((this.seat.role === "spectator") !== (w.seat < 0)) throw new StreamFailure({ next: "fatal", why: `the host welcomed us to seat ${w.seat} as a ${this.seat.role}` });
    if (this.first === null) {
      try {
        this.seat.welcomed(w);
      } catch (error) {
        throw new StreamFailure({ next: "fatal", why: (error as Error).message });
      }
      this.first = w;
    } else if (!bytesEqual(w.gameId, this.first.gameId) || !bytesEqual(w.hostKey, this.first.hostKey) || w.seat !== this.first.seat) {
      throw new StreamFailure({ next: "fatal", why: "the host now offers another game or seat: not the table we left" });
    }
    if (w.seat >= 0) {
      this.ticket = ticket(this.ke!);
      this.config.keepTicket?.(this.ticket);
    }
    this.enter("session", null);
    this.lostSince = null;
    this.backoff = BACKOFF_FIRST;
    this.events.push({ type: "welcome", welcome: w, resumed });
    this.target = w.entries;
    this.live = false;
    this.sealed("sync", this.seat.count(), this.seat.head());
    if (this.seat.count() >= this.target) this.goLive();
    if (this.seat.ended()) this.finish();
  }

  private onEntry(raw: Uint8Array): void {
    if (this.seat.ahead !== undefined && !this.seat.ahead(raw)) {
      this.held = raw;
      return;
    }
    try {
      this.seat.entry(raw);
    } catch (error) {
      throw new StreamFailure({ next: "fatal", why: `the host sent an entry this node rejects: ${(error as Error).message}` });
    }
    const message = decodeEntry(raw).message;
    this.unlogged = this.unlogged.filter((m) => !bytesEqual(m, message));
    this.events.push({ type: "entry", count: this.seat.count() });
    if (this.seat.ended()) return this.finish();
    if (this.live) this.flush();
    else if (this.seat.count() >= this.target) this.goLive();
  }

  private goLive(): void {
    this.live = true;
    this.events.push({ type: "live" });
    for (const m of this.unlogged) this.sealed("msg", m);
    this.flush();
  }

  /** Sends the seat's owed messages, once what they depend on is durable (8.5 point 8). */
  private flush(): void {
    if (!this.live || this.phase !== "session") return;
    this.queued.push(...this.seat.outbox());
    if (this.queued.length === 0 || !this.seat.durable()) return;
    for (const m of this.queued) {
      this.sealed("msg", m);
      this.unlogged.push(m);
    }
    this.queued = [];
  }

  /** It holds the last entry: `bye` tells the host it need not wait for this seat (8.5 point 7). */
  private finish(): void {
    this.sealed("bye");
    this.actions.push({ type: "close" });
    this.phase = "over";
    this.events.push({ type: "ended", ok: true, reason: "the match is over" });
  }

  // --- failures and reconnection ----------------------------------------------------------

  /** The resume token's pairing never came: the host holds no such ticket (it restarted). */
  private noTicketThere(now: number): void {
    this.ticket = null;
    this.fail({ next: "full", why: "nobody waits on this ticket at the relay" }, now);
  }

  private fail(failure: Failure, now: number): void {
    this.actions.push({ type: "close" });
    this.held = null; // the host sends it again after the next sync
    this.live = false;
    this.out = this.in = null;
    if (failure.next === "fatal") {
      this.phase = "over";
      this.events.push({ type: "ended", ok: false, reason: failure.why });
      return;
    }
    if (failure.next === "full") {
      this.phase = "idle";
      this.wakeAt = now;
      return this.openStream(now);
    }
    if (failure.next === "unproven") this.lastUnproven = failure.why;
    if (this.plan.kind === "session-move" && failure.next !== "lost") this.plan = { kind: "hello" };
    if (failure.next === "lost") this.plan = { kind: "hello" };
    const reached = this.first !== null || this.config.reachedBefore === true;
    if (this.lostSince === null) {
      this.lostSince = now;
      this.events.push({ type: "note", text: reached ? `lost the host (${failure.why}); reconnecting` : `no host yet (${failure.why}); trying a few seconds more` });
    }
    if (now - this.lostSince > giveUpAfter(reached, this.config.relay, this.config.reconnectFor)) {
      this.phase = "over";
      this.events.push({ type: "ended", ok: false, reason: givingUp(reached, this.lastUnproven, now - this.lostSince, failure) });
      return;
    }
    const { pause, backoff } = pauseAfter(failure, this.backoff);
    this.backoff = backoff;
    this.phase = "idle";
    this.deadline = null;
    this.wakeAt = now + pause;
  }
}
