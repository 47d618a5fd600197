import { test } from "node:test";
import assert from "node:assert/strict";
import { fromHex, toHex } from "../src/bytes.js";
import { auditRound } from "../src/deck/audit.js";
import { BadKeyError, BadPointError, ClaimMismatchError, DeckAnomaly, OutOfOrderError } from "../src/deck/errors.js";
import type { GroupName } from "../src/deck/group.js";
import { checkStepShape, SeatDeck } from "../src/deck/seat.js";
import { doubleSet, tileName } from "../src/deck/tiles.js";
import { DeckParams, type DeckEvent, type DeckStep, type RoundTranscript } from "../src/deck/transcript.js";
import { loadVector } from "./vectors.js";

interface RoundVector {
  params: { group?: GroupName; game_id: string; round: number; seats: number; max_pip: number; hand_size: number };
  seeds: string[];
  transcript: {
    commits: string[];
    shuffles: string[][];
    locks: string[][];
    events: { step: string; seat: number; position: number; key?: string; tile?: [number, number] }[];
    reveals: string[];
  };
  audit: { ok: boolean; complete: boolean; tiles: [number, number][]; owners: (number | null)[] };
  tampered: { description: string; change: Record<string, unknown>; audit: { ok: boolean; seat: number; step: string; index: number; position: number | null } }[];
}

const FILES = ["deck_round_2seat.json", "deck_round_2seat_ristretto255.json"];

function paramsOf(v: RoundVector): DeckParams {
  const p = v.params;
  return new DeckParams(fromHex(p.game_id), p.round, p.seats, doubleSet(p.max_pip), p.hand_size, p.group ?? "edwards25519");
}

function eventsOf(v: RoundVector): DeckEvent[] {
  return v.transcript.events.map((e): DeckEvent => {
    if (e.step === "release") return { kind: "release", seat: e.seat, position: e.position, key: fromHex(e.key!) };
    if (e.step === "draw") return { kind: "draw", seat: e.seat, position: e.position };
    return { kind: "claim", seat: e.seat, position: e.position, low: e.tile![0], high: e.tile![1] };
  });
}

function step(stage: "shuffle" | "lock", seat: number, points: string[]): DeckStep {
  return { kind: "step", stage, seat, points: points.map(fromHex) };
}

function transcriptOf(v: RoundVector): RoundTranscript {
  const params = paramsOf(v);
  return {
    params,
    commits: v.transcript.commits.map((c, seat) => ({ kind: "commit", seat, commitment: fromHex(c) })),
    shuffles: v.transcript.shuffles.map((s, seat) => step("shuffle", seat, s)),
    locks: v.transcript.locks.map((s, seat) => step("lock", seat, s)),
    events: eventsOf(v),
    reveals: v.transcript.reveals.map((s, seat) => ({ kind: "reveal", seat, seed: fromHex(s) })),
  };
}

/** Feed every record to a deck as a table would; a play is a release followed by its claim. */
function replay(deck: SeatDeck, t: RoundTranscript): void {
  for (const c of t.commits) deck.receiveCommit(c);
  for (const s of [...t.shuffles, ...t.locks]) {
    const mine = deck.receiveStep(s);
    if (mine) assert.deepEqual(mine.points.map(toHex), (mine.stage === "shuffle" ? t.shuffles : t.locks)[mine.seat]!.points.map(toHex));
  }
  const ev = t.events;
  for (let i = 0; i < ev.length; i++) {
    const e = ev[i]!;
    const after = ev[i + 1];
    if (e.kind === "release" && after?.kind === "claim" && after.seat === e.seat && after.position === e.position) {
      deck.receivePlay(e, after);
      i += 1;
    } else if (e.kind === "release") deck.receiveRelease(e);
    else if (e.kind === "draw") deck.receiveDraw(e);
    else assert.fail("a claim without its release");
  }
}

for (const file of FILES) {
  const v = loadVector<RoundVector>(file);

  test(`${file}: each seat computes its published steps, opens its hand; the audit is OK with every tile`, () => {
    const t = transcriptOf(v);
    const tiles = v.audit.tiles.map(([a, b]) => `${a}-${b}`);
    for (let seat = 0; seat < 2; seat++) {
      const deck = new SeatDeck(t.params, seat, fromHex(v.seeds[seat]!));
      assert.equal(toHex(deck.commit().commitment), v.transcript.commits[seat]);
      replay(deck, t);
      for (const [i, tl] of deck.known) assert.equal(tileName(tl), tiles[i], `seat ${seat} position ${i}`);
      // what a seat may open: its own cards and played ones, nothing else (SPEC 4.11)
      for (const i of deck.known.keys()) assert.ok(v.audit.owners[i] === seat || t.events.some((e) => e.kind === "claim" && e.position === i));
    }
    replay(SeatDeck.publicView(t.params), t);
    const result = auditRound(t);
    assert.ok(result.ok, result.ok ? "" : result.reason);
    if (result.ok) {
      assert.deepEqual(result.tiles.map(tileName), tiles);
      assert.deepEqual(result.owners, v.audit.owners);
      assert.equal(result.complete, v.audit.complete);
    }
  });

  test(`${file}: the tampered copies fail the audit at the record SPEC 4.10 names`, () => {
    for (const tamper of v.tampered) {
      const copy = structuredClone(v);
      const ch = tamper.change;
      if (ch.section === "events") copy.transcript.events[ch.index as number]!.key = ch.key as string;
      else if (ch.section === "locks") copy.transcript.locks[ch.index as number]![ch.position as number] = ch.point as string;
      else if (ch.section === "reveals") copy.transcript.reveals[ch.index as number] = ch.seed as string;
      else assert.fail(`unknown change ${JSON.stringify(ch)}`);
      const r = auditRound(transcriptOf(copy));
      assert.equal(r.ok, false, tamper.description);
      if (!r.ok) {
        const want = tamper.audit;
        assert.deepEqual([r.seat, r.step, r.index, r.position], [want.seat, want.step, want.index, want.position], tamper.description);
      }
    }
  });

  test(`${file}: in-round refusals name the author (SPEC 4.7)`, () => {
    const t = transcriptOf(v);
    const seat0 = () => {
      const d = new SeatDeck(t.params, 0, fromHex(v.seeds[0]!));
      for (const c of t.commits) d.receiveCommit(c);
      return d;
    };
    // out of turn
    assert.throws(() => seat0().receiveStep(t.shuffles[1]!), OutOfOrderError);
    // a repeated card is recorded, then refused naming seat 1
    let d = seat0();
    d.receiveStep(t.shuffles[0]!);
    const pts = [...t.shuffles[1]!.points];
    pts[5] = pts[4]!;
    assert.throws(() => d.receiveStep({ ...t.shuffles[1]!, points: pts }), (e: unknown) => e instanceof BadPointError && e.seat === 1 && e.position === 5);
    // an invalid point in the deck seat 0 multiplies (the lock pass) names seat 1
    d = seat0();
    d.receiveStep(t.shuffles[0]!);
    const bad = [...t.shuffles[1]!.points];
    bad[3] = fromHex("00".repeat(32));
    assert.throws(() => d.receiveStep({ ...t.shuffles[1]!, points: bad }), (e: unknown) => e instanceof BadPointError && e.seat === 1 && e.position === 3);
    // every node refuses it on arrival in ristretto255 (a decoding); edwards25519 leaves it to the multiplier
    const shape = () => checkStepShape({ ...t.shuffles[1]!, points: bad }, t.params.size, t.params.group);
    if (t.params.group.name === "ristretto255") assert.throws(shape, BadPointError);
    else shape();
    // after the passes: a malformed key, a false claim, a card that opens to no tile
    d = seat0();
    for (const s of [...t.shuffles, ...t.locks]) d.receiveStep(s);
    const firstKey = t.events.find((e) => e.kind === "release" && e.seat === 1)!;
    assert.throws(() => d.receiveRelease({ ...firstKey, key: new Uint8Array(32) } as never), BadKeyError);
  });

  test(`${file}: a false claim and a planted 2·C card are caught when opened`, () => {
    const t = transcriptOf(v);
    // seat 1 plays its position 7 (the vector's claim) claiming another tile
    const d = new SeatDeck(t.params, 0, fromHex(v.seeds[0]!));
    for (const c of t.commits) d.receiveCommit(c);
    for (const s of [...t.shuffles, ...t.locks]) d.receiveStep(s);
    const ev = t.events;
    let i = 0;
    for (; i < ev.length; i++) {
      const e = ev[i]!;
      const after = ev[i + 1];
      if (e.kind === "release" && after?.kind === "claim" && after.seat === 1) {
        const lie = { ...after, low: after.low === 0 ? 1 : 0 };
        assert.throws(() => d.receivePlay(e, lie), (x: unknown) => x instanceof ClaimMismatchError && x.seat === 1);
        break;
      }
      if (e.kind === "release" && after?.kind === "claim") {
        d.receivePlay(e, after);
        i++;
      } else if (e.kind === "release") d.receiveRelease(e);
      else if (e.kind === "draw") d.receiveDraw(e);
    }
    assert.ok(i < ev.length, "the vector has a play by seat 1");
    // the final deck with card 0 doubled: seat 0 opens its own card 0 to no tile (an anomaly)
    const planted = new SeatDeck(t.params, 0, fromHex(v.seeds[0]!));
    for (const c of t.commits) planted.receiveCommit(c);
    for (const s of t.shuffles) planted.receiveStep(s);
    planted.receiveStep(t.locks[0]!);
    const g = t.params.group;
    const pts = [...t.locks[1]!.points];
    pts[0] = g.mult(2n, pts[0]!);
    planted.receiveStep({ ...t.locks[1]!, points: pts });
    const keys = t.events.filter((e) => e.kind === "release" && e.seat === 1 && e.position < 7);
    assert.throws(() => {
      for (const k of keys) planted.receiveRelease(k as never);
    }, (x: unknown) => x instanceof DeckAnomaly && x.kind === "not-a-tile" && x.position === 0);
  });
}
