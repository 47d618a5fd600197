import { test } from "node:test";
import assert from "node:assert/strict";
import { fromHex, toHex, utf8 } from "../src/bytes.js";
import { Identity } from "../src/identity/ed25519.js";
import { Client } from "../src/session/client.js";
import type { Action, ClientConfig, ClientEvent, Randomness } from "../src/session/client.js";
import type { SessionSeat, Welcome } from "../src/session/seat.js";
import { envelope, plainFrame } from "../src/session/wire.js";
import { Direction, channelKeys, frame, unframe } from "../src/transport/channel.js";
import { relayLine, relayToken, resumeToken, sessionToken } from "../src/transport/relay.js";
import { ticket } from "../src/transport/resume.js";
import { decode } from "../src/codec/canonical.js";
import { Spake2 } from "../src/transport/spake2.js";
import { loadVector } from "./vectors.js";

type Frame = { from: string; bytes: string; sealed?: boolean; body?: string };
const hs = loadVector<Record<string, string> & { frames: Frame[] }>("handshake.json");
const rs = loadVector<Record<string, string> & { frames: Frame[] }>("resume.json");
const le = (hex: string) => BigInt("0x" + toHex(fromHex(hex).reverse()));

/** A seat that holds `count` entries ending in `head`, and records what it is told. */
class FakeSeat implements SessionSeat {
  readonly role = "player" as const;
  readonly identity = new Identity(fromHex(hs.identity_seed!));
  welcomes: Welcome[] = [];
  owed: Uint8Array[] = [];
  over = false;
  constructor(readonly name: string, public held = 0, public last: Uint8Array = new Uint8Array(32)) {}
  welcomed(w: Welcome): void {
    this.welcomes.push(w);
  }
  count(): number {
    return this.held;
  }
  head(): Uint8Array {
    return this.last;
  }
  entry(): void {
    this.held += 1;
  }
  outbox(): Uint8Array[] {
    const o = this.owed;
    this.owed = [];
    return o;
  }
  durable(): boolean {
    return true;
  }
  ended(): boolean {
    return this.over;
  }
  known(): null {
    return null;
  }
}

function fixedRandom(scalars: bigint[], bytes: Uint8Array[]): Randomness {
  return {
    scalar: () => scalars.shift() ?? 1n,
    bytes: (n) => bytes.shift() ?? new Uint8Array(n).fill(7),
  };
}

/** Feeds bytes one at a time: chunking must not matter (a WebSocket's messages mean nothing). */
function dribble(client: Client, hex: string, now: number): void {
  for (const b of fromHex(hex)) client.received(Uint8Array.of(b), now);
}

function writes(actions: Action[]): string[] {
  return actions.filter((a) => a.type === "write").map((a) => toHex((a as { bytes: Uint8Array }).bytes));
}

function handshakeClient(config: Partial<ClientConfig> = {}): { client: Client; seat: FakeSeat } {
  const seat = new FakeSeat("Ann");
  const random = fixedRandom([le(hs.x!)], [fromHex(rs.nA!)]);
  const client = new Client({ code: hs.code!, direct: true, relay: false, ...config }, seat, random);
  return { client, seat };
}

test("session: the joiner's bytes are handshake.json's, frame for frame, however the host's bytes are cut", () => {
  const [f1, f2, f3, f4, f5, f6] = hs.frames as [Frame, Frame, Frame, Frame, Frame, Frame];
  const { client, seat } = handshakeClient();
  client.start(0);
  assert.deepEqual(client.takeActions(), [{ type: "open", via: "host" }]);
  client.opened(0);
  assert.deepEqual(writes(client.takeActions()), [f1.bytes]);
  dribble(client, f2.bytes, 0.1);
  assert.deepEqual(writes(client.takeActions()), [f3.bytes]);
  dribble(client, f4.bytes, 0.2);
  assert.deepEqual(writes(client.takeActions()), [f5.bytes], "the sealed join with its seat proof");
  dribble(client, f6.bytes, 0.3);
  const events = client.takeEvents();
  assert.equal(events[0]!.type, "welcome");
  assert.equal(seat.welcomes[0]!.seat, 1);
  assert.equal(seat.welcomes[0]!.entries, 5);
  assert.equal(seat.welcomes[0]!.tableName, "vector table");
  assert.equal(writes(client.takeActions()).length, 1, "the sync");
  assert.ok(!client.isLive, "5 entries announced, none held: not live before catching up");
});

test("session: a lost connection resumes on the ticket, byte for byte as resume.json", () => {
  const [r1, r2, r3, r4] = rs.frames as [Frame, Frame, Frame, Frame];
  const { client, seat } = handshakeClient();
  client.start(0);
  client.opened(0);
  for (const f of hs.frames.filter((f) => f.from === "host")) client.received(fromHex(f.bytes), 0);
  client.takeActions();
  client.takeEvents();
  assert.deepEqual([toHex(ticket(fromHex(hs.Ke!)).id)], [rs.T]);
  client.closed("error", "reset", 1);
  assert.deepEqual(client.takeActions(), [{ type: "close" }]);
  assert.match((client.takeEvents()[0] as { text: string }).text, /lost the host/);
  const wake = client.nextWake()!;
  assert.ok(wake > 1 && wake <= 1.2, `back off 0.2 s first, not ${wake}`);
  client.tick(wake);
  assert.deepEqual(client.takeActions(), [{ type: "open", via: "host" }]);
  client.opened(wake);
  assert.deepEqual(writes(client.takeActions()), [r1.bytes], "resume with T and nA");
  seat.held = 7;
  seat.last = (decode(fromHex(r4.body!)) as [string, number, Uint8Array])[2];
  dribble(client, r2.bytes + r3.bytes, wake + 0.1);
  const events = client.takeEvents();
  assert.deepEqual(events.map((e) => e.type), ["welcome", "live"]);
  assert.equal((events[0] as { resumed: boolean }).resumed, true);
  assert.deepEqual(writes(client.takeActions()), [r4.bytes], "the sealed sync under Ke'");
  assert.ok(client.isLive);
});

test("session: a ticket kept from an earlier run (a reloaded page) resumes at once, dropped from the store before its connection opens", () => {
  const [r1, r2, r3, r4] = rs.frames as [Frame, Frame, Frame, Frame];
  const kept: Array<string | null> = [];
  const first = ticket(fromHex(hs.Ke!));
  const { client, seat } = handshakeClient({ ticket: first, keepTicket: (t) => kept.push(t === null ? null : toHex(t.id)) });
  client.start(0);
  assert.deepEqual(kept, [null], "dropped from the store first");
  assert.deepEqual(client.takeActions(), [{ type: "open", via: "host" }]);
  client.opened(0);
  assert.deepEqual(writes(client.takeActions()), [r1.bytes], "resume with the kept T, no handshake");
  seat.held = 7;
  seat.last = (decode(fromHex(r4.body!)) as [string, number, Uint8Array])[2];
  dribble(client, r2.bytes + r3.bytes, 0.1);
  const events = client.takeEvents();
  assert.equal(events[0]!.type, "welcome");
  assert.equal((events[0] as { resumed: boolean }).resumed, true);
  assert.equal(seat.welcomes.length, 1, "the run's first welcome builds the seat");
  assert.deepEqual(writes(client.takeActions()), [r4.bytes], "the sealed sync under Ke'");
  assert.equal(kept.length, 2);
  assert.ok(kept[1] !== null && kept[1] !== toHex(first.id), "the resumed connection's new ticket is kept");
});

test("session: a resume whose tag does not check falls back to the full handshake at once", () => {
  const [, r2] = rs.frames as [Frame, Frame];
  const { client } = handshakeClient();
  client.start(0);
  client.opened(0);
  for (const f of hs.frames.filter((f) => f.from === "host")) client.received(fromHex(f.bytes), 0);
  client.closed("error", "reset", 1);
  client.tick(2);
  client.opened(2);
  client.takeActions();
  const bad = fromHex(r2.bytes);
  bad[bad.length - 1]! ^= 1;
  client.received(bad, 2.1);
  assert.deepEqual(client.takeActions(), [{ type: "close" }, { type: "open", via: "host" }]);
  client.opened(2.2);
  const [hello] = writes(client.takeActions());
  assert.equal((decode(fromHex(hello!).subarray(4)) as unknown[])[0], "hello", "the full handshake, not a resume");
});

test("session: a host's plaintext error ends a direct joiner, except busy:, which is retried", () => {
  const { client } = handshakeClient();
  client.start(0);
  client.opened(0);
  client.takeActions();
  client.received(plainFrame("error", "busy: too many handshakes"), 0.1);
  assert.equal(client.over, false);
  client.tick(client.nextWake()!);
  client.opened(1);
  client.takeActions();
  client.received(plainFrame("pake", fromHex(hs.pB!)), 1.1);
  client.received(plainFrame("error", "wrong join code: check it"), 1.2);
  const end = client.takeEvents().find((e) => e.type === "ended") as ClientEvent & { type: "ended" };
  assert.deepEqual([end.ok, end.reason], [false, "wrong join code: check it"]);
  assert.ok(client.over);
});

test("session: a host never reached is given up after 8 s, naming why", () => {
  const { client } = handshakeClient();
  client.start(0);
  let now = 0;
  let end: ClientEvent | undefined;
  while (!client.over && now < 60) {
    client.closed("error", "connection refused", now);
    now = client.nextWake() ?? now;
    client.tick(now);
    end = client.takeEvents().find((e) => e.type === "ended") ?? end;
  }
  assert.ok(now > 8 && now < 11, `gave up at ${now}`);
  assert.match((end as { reason: string }).reason, /could not reach the host: cannot connect \(connection refused\)/);
});

test("session through a relay: a slot's error is unproven (another slot), the proven pair moves to its session token", () => {
  const code = "4721-amber-fox-pine-42";
  const seat = new FakeSeat("Ann");
  const client = new Client({ code, direct: false, relay: true }, seat, fixedRandom([le(hs.x!), le(hs.x!)], [Uint8Array.of(3), Uint8Array.of(3), Uint8Array.of(4)]));
  client.start(0);
  assert.deepEqual(client.takeActions(), [{ type: "open", via: "relay" }]);
  client.opened(0);
  assert.deepEqual(client.takeActions().map((a) => (a.type === "write" ? new TextDecoder().decode(a.bytes) : a.type)), [relayLine(relayToken("4721", 3), "joiner")]);
  // ok and, in the same read, a stranger's error: unproven, so tried again on another slot
  client.received(new Uint8Array([...utf8("ok\n")]), 0.1);
  client.takeActions();
  client.received(plainFrame("error", "the match has started"), 0.2);
  assert.equal(client.over, false);
  assert.equal(client.nextWake(), 0.7, "0.5 s later");
  client.tick(0.7);
  client.opened(0.7);
  const line = new TextDecoder().decode((client.takeActions().find((a) => a.type === "write") as { bytes: Uint8Array }).bytes);
  assert.equal(line, relayLine(relayToken("4721", 4), "joiner"), "not the slot it tried last");
  // a real host on this slot: SPAKE2 with the code, then the move to the session token
  const host = new Spake2("host", code, le(hs.y!));
  client.received(utf8("ok\n"), 0.8);
  const hello = client.takeActions();
  const pA = helloShare(hello);
  const keys = host.finish(pA);
  client.received(plainFrame("pake", host.share), 0.9);
  client.takeActions();
  client.received(plainFrame("confirm", keys.cB), 1.0);
  assert.deepEqual(client.takeActions(), [{ type: "close" }, { type: "open", via: "relay" }]);
  client.opened(1.1);
  const moved = client.takeActions();
  assert.equal(new TextDecoder().decode((moved[0] as { bytes: Uint8Array }).bytes), relayLine(sessionToken(keys.Ke), "joiner"));
  client.received(utf8("ok\n"), 1.2);
  const join = writes(client.takeActions());
  assert.equal(join.length, 1, "the sealed join goes on the session pairing");
  assert.ok(resumeToken(ticket(keys.Ke).key).length === 64);
});

function helloShare(actions: Action[]): Uint8Array {
  const w = actions.find((a) => a.type === "write") as { bytes: Uint8Array };
  const env = decode(w.bytes.subarray(4)) as unknown[];
  assert.equal(env[0], "hello");
  return env[2] as Uint8Array;
}

/** A client welcomed on handshake.json's connection, and the host's side of its channel. */
function welcomed(): { client: Client; host: Direction; joiner: Direction } {
  const { client } = handshakeClient();
  client.start(0);
  client.opened(0);
  for (const f of hs.frames.filter((f) => f.from === "host")) client.received(fromHex(f.bytes), 0);
  client.takeActions();
  client.takeEvents();
  const keys = channelKeys(fromHex(hs.Ke!));
  const host = new Direction(keys.hostToJoiner);
  host.seal(new Uint8Array(1)); // the welcome went with nonce 0
  const joiner = new Direction(keys.joinerToHost);
  joiner.seal(new Uint8Array(1)); // the join
  joiner.seal(new Uint8Array(1)); // the sync
  return { client, host, joiner };
}

const sealedFrame = (d: Direction, ...env: Parameters<typeof envelope>) => frame(d.seal(envelope(...env)));

test("session: a ping is answered with a pong; a host silent for 20 s is a lost connection", () => {
  const { client, host, joiner } = welcomed();
  client.received(sealedFrame(host, "ping"), 5);
  const [pong] = writes(client.takeActions());
  assert.deepEqual(decode(joiner.open(unframe(fromHex(pong!))!.body)), ["pong"]);
  assert.equal(client.nextWake(), 25);
  client.tick(24.9);
  assert.deepEqual(client.takeActions(), []);
  client.tick(25);
  assert.deepEqual(client.takeActions(), [{ type: "close" }]);
  assert.match((client.takeEvents()[0] as { text: string }).text, /silent for 20 s/);
  assert.equal(client.over, false, "reconnecting, not over");
});

test("session: a sealed 'channel broken:' or 'busy:' is a lost connection; any other sealed error ends the session", () => {
  for (const reason of ["channel broken: a frame did not open: reconnect", "busy: try again"]) {
    const { client, host } = welcomed();
    client.received(sealedFrame(host, "error", reason), 1);
    assert.equal(client.over, false, reason);
    client.tick(client.nextWake()!);
    client.opened(2);
    const [first] = writes(client.takeActions());
    assert.equal((decode(fromHex(first!).subarray(4)) as unknown[])[0], "resume", "back on the ticket");
  }
  const { client, host } = welcomed();
  client.received(sealedFrame(host, "error", "the table is full: no seat for this key"), 1);
  assert.ok(client.over);
  const end = client.takeEvents().find((e) => e.type === "ended") as { ok: boolean; reason: string };
  assert.deepEqual([end.ok, end.reason], [false, "the table is full: no seat for this key"]);
});

test("session: a joiner that holds the last entry says bye, then hangs up (8.5 point 7)", () => {
  const { client, seat } = handshakeClient();
  seat.over = true; // its log ends already: the welcome is all it waits for
  client.start(0);
  client.opened(0);
  for (const f of hs.frames.filter((f) => f.from === "host")) client.received(fromHex(f.bytes), 0);
  const actions = client.takeActions();
  assert.deepEqual(actions.at(-1), { type: "close" });
  const joiner = new Direction(channelKeys(fromHex(hs.Ke!)).joinerToHost);
  const sealed = writes(actions).slice(-3).map((w) => decode(joiner.open(unframe(fromHex(w))!.body)) as unknown[]);
  assert.deepEqual(sealed.map((env) => env[0]), ["join", "sync", "bye"]);
  assert.deepEqual(sealed[2], ["bye"]);
  assert.ok(client.over);
});

test("session: a sealed frame that does not open drops the connection (8.3), and an unknown kind too", () => {
  const { client } = welcomed();
  client.received(frame(new Uint8Array(40).fill(1)), 1);
  assert.deepEqual(client.takeActions(), [{ type: "close" }]);
  assert.match((client.takeEvents()[0] as { text: string }).text, /does not open/);
  const other = welcomed();
  other.client.received(sealedFrame(other.host, "teleport", 1), 1);
  assert.match((other.client.takeEvents()[0] as { text: string }).text, /unexpected "teleport" frame/);
});
