// The TypeScript side of bench/verify_node.py (run that: it makes the log and prints both sides).
// Prints one JSON line: the CPU time (user + system, median of REPEAT runs) of verifying the log
// FILE with web/src/table; of a TypeScript seat's share of a 4-seat classic deal on ristretto255
// as a seat runs it (four SeatDrivers, web/src/seat, against a TypeScript host, from the open to
// the last deal entry: every entry checked, signatures included, its commitment, its shuffle and
// lock steps, its deal keys, its hand opened; only the seats' own calls are timed, divided by
// four); and of the deck's part alone (four SeatDecks, every record to every seat, divided by four);
// and the unit operations both libraries offer: one ristretto255 scalar multiplication (decode,
// multiply, encode) and one Ed25519 signature check, on @noble/curves and on libsodium.js.
// Usage, after `npm run build`: node bench/verify.mjs FILE [repeat]
import { readFileSync } from "node:fs";
import sodium from "libsodium-wrappers-sumo";
import { ed25519, ristretto255 } from "@noble/curves/ed25519.js";
import { cryptoReady, RISTRETTO255 } from "../build/src/deck/group.js";
import { scalarBytes } from "../build/src/deck/scalar.js";
import { SeatDeck } from "../build/src/deck/seat.js";
import { DeckParams } from "../build/src/deck/transcript.js";
import { doubleSet } from "../build/src/deck/tiles.js";
import { verifyLog } from "../build/src/table/verify.js";
import { Identity } from "../build/src/identity/ed25519.js";
import { preset } from "../build/src/rules/ruleset.js";
import { heavyBot } from "../build/src/seat/bot.js";
import { SeatDriver } from "../build/src/seat/driver.js";
import { runMatch } from "../build/src/seat/match.js";
import { seededBytes, seededRoundSeeds } from "../build/src/seat/secrets.js";

await cryptoReady();
const [file, repeatArg] = process.argv.slice(2);
const REPEAT = Number(repeatArg ?? 3);

function cpuMs() {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

function median(fn) {
  const runs = [];
  for (let r = 0; r < REPEAT; r++) {
    const start = cpuMs();
    fn(r);
    runs.push(cpuMs() - start);
  }
  runs.sort((a, b) => a - b);
  return runs[Math.floor(runs.length / 2)];
}

function deal(r) {
  const seats = 4;
  const params = new DeckParams(new TextEncoder().encode(`bench-deal-${r}`), 0, seats, doubleSet(12), 12, "ristretto255");
  const decks = Array.from({ length: seats }, (_, s) => new SeatDeck(params, s, new Uint8Array(32).fill(s + 1 + 16 * r)));
  let pending = [];
  for (const d of decks) {
    const c = d.commit();
    for (const other of decks) {
      const step = other.receiveCommit(c);
      if (step) pending.push(step);
    }
  }
  while (pending.length > 0) {
    const step = pending.shift();
    for (const d of decks) {
      const next = d.receiveStep(step);
      if (next) pending.push(next);
    }
  }
  let opened = 0;
  for (const d of decks) {
    for (const release of d.dealReleases()) {
      for (const other of decks) if (other.receiveRelease(release)) opened += 1;
    }
  }
  if (opened !== seats * 12) throw new Error(`opened ${opened} cards`);
}

/** The seats' CPU time (only their own calls) from the open to the end of round 0's deal. */
function seatDeal(r) {
  let seatMs = 0;
  const seats = Array.from({ length: 4 }, (_, s) => {
    const driver = new SeatDriver({
      seat: s,
      identity: new Identity(seededBytes(`bench-${r}`, `identity-${s}`, 32)),
      roundSeed: seededRoundSeeds(`bench-${r}-${s}`),
      bot: heavyBot(s),
    });
    return {
      driver,
      receive(entry) {
        const start = cpuMs();
        const delivery = driver.receive(entry);
        seatMs += cpuMs() - start;
        return delivery;
      },
    };
  });
  runMatch({
    rules: preset("classic"),
    seats,
    hostIdentity: new Identity(seededBytes(`bench-${r}`, "host", 32)),
    gameId: seededBytes(`bench-${r}`, "game", 16),
    until: (host) => host.stage === "turns",
  });
  for (const seat of seats) if (seat.driver.table.stage !== "turns") throw new Error("the deal did not finish");
  return seatMs;
}

function medianOf(fn) {
  const runs = [];
  for (let r = 0; r < REPEAT; r++) runs.push(fn(r));
  runs.sort((a, b) => a - b);
  return runs[Math.floor(runs.length / 2)];
}

/** Median CPU ms per call of fn, over `count` calls a run. */
function perCall(fn, count) {
  return median(() => {
    for (let i = 0; i < count; i++) fn(i);
  }) / count;
}

const scalar = 0x0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdefn % ristretto255.Point.Fn.ORDER;
const points = Array.from({ length: 16 }, (_, i) => RISTRETTO255.baseMult(BigInt(i + 2)));
const nobleMultMs = perCall((i) => ristretto255.Point.fromBytes(points[i % 16]).multiply(scalar).toBytes(), 20);
const sodiumMultMs = perCall((i) => sodium.crypto_scalarmult_ristretto255(scalarBytes(scalar), points[i % 16]), 400);
const signer = new Uint8Array(32).fill(3);
const signerKey = ed25519.getPublicKey(signer);
const signed = Array.from({ length: 16 }, (_, i) => new Uint8Array(400).fill(i));
const signatures = signed.map((m) => ed25519.sign(m, signer));
const nobleSigMs = perCall((i) => ed25519.verify(signatures[i % 16], signed[i % 16], signerKey, { zip215: false }), 40);
const sodiumSigMs = perCall((i) => sodium.crypto_sign_verify_detached(signatures[i % 16], signed[i % 16], signerKey), 400);

const bytes = new Uint8Array(readFileSync(file));
let outcome = "";
const verifyMs = median(() => {
  outcome = verifyLog(bytes).outcome;
});
const dealMs = median(deal);
const seatDealMs = medianOf(seatDeal);
console.log(
  JSON.stringify({
    outcome,
    verify_ms: verifyMs,
    seat_deal_share_ms: seatDealMs / 4,
    deck_deal_share_ms: dealMs / 4,
    mult_noble_ms: nobleMultMs,
    mult_sodium_ms: sodiumMultMs,
    sig_noble_ms: nobleSigMs,
    sig_sodium_ms: sodiumSigMs,
    node: process.version,
  }),
);
