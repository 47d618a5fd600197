// The TypeScript side of bench/verify_node.py (run that: it makes the log and prints both sides).
// Prints one JSON line: the CPU time (user + system, median of REPEAT runs) of verifying the log
// FILE with web/src/table, and of one seat's share of a 4-seat deal on ristretto255 (the whole
// deal of four SeatDecks, every record to every seat: commitments, both passes with their public
// checks, the deal's key releases and each seat opening its hand; divided by four).
// Usage, after `npm run build`: node bench/verify.mjs FILE [repeat]
import { readFileSync } from "node:fs";
import { cryptoReady } from "../build/src/deck/group.js";
import { SeatDeck } from "../build/src/deck/seat.js";
import { DeckParams } from "../build/src/deck/transcript.js";
import { doubleSet } from "../build/src/deck/tiles.js";
import { verifyLog } from "../build/src/table/verify.js";

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

const bytes = new Uint8Array(readFileSync(file));
let outcome = "";
const verifyMs = median(() => {
  outcome = verifyLog(bytes).outcome;
});
const dealMs = median(deal);
console.log(JSON.stringify({ outcome, verify_ms: verifyMs, deal_share_ms: dealMs / 4, node: process.version }));
