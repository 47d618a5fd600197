// CPU time of the deck's unit operations in Node: @noble/curves against libsodium's WebAssembly
// build (libsodium-wrappers-sumo), and one seat's share of a 4-seat deal's shuffle and lock passes
// (2 x 91 multiplications; the whole deal's passes are 2 x 4 x 91). Issue 32 asks to choose the
// library by these figures; web/src/deck/group.ts multiplies and validates with libsodium.js since
// they were measured (the noble rows call noble directly, the "deck" rows what the deck runs).
// Every figure is process CPU time (user + system), the median of REPEAT runs, so a ratio holds on
// a busy machine. Prints a table; asserts nothing. Run after `npm run build`:
//   node bench/scalarmult.mjs [repeat]
import sodium from "libsodium-wrappers-sumo";
import { ed25519, ristretto255 } from "@noble/curves/ed25519.js";
import { RISTRETTO255, EDWARDS25519, cryptoReady } from "../build/src/deck/group.js";
import { deriveSecrets, tilePoints } from "../build/src/deck/keys.js";
import { lockDeck, shuffleDeck } from "../build/src/deck/steps.js";
import { doubleSet } from "../build/src/deck/tiles.js";
import { scalarBytes } from "../build/src/deck/scalar.js";

const REPEAT = Number(process.argv[2] ?? 5);
await sodium.ready;
await cryptoReady();

function cpuMs() {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** Median CPU ms per call of fn over `count` calls, REPEAT times. */
function perCall(fn, count) {
  const runs = [];
  for (let r = 0; r < REPEAT; r++) {
    RISTRETTO255.clearCache(); // edwards25519 caches decodings; each run validates afresh
    EDWARDS25519.clearCache();
    const start = cpuMs();
    for (let i = 0; i < count; i++) fn(i);
    runs.push((cpuMs() - start) / count);
  }
  runs.sort((a, b) => a - b);
  return runs[Math.floor(runs.length / 2)];
}

const gameId = new TextEncoder().encode("bench-game");
const tiles = doubleSet(12); // 91 cards
const secrets = [0, 1, 2, 3].map((seat) => deriveSecrets(gameId, 0, seat, new Uint8Array(32).fill(seat + 1), tiles.length));
const scalar = secrets[0].shuffleKey;
const scalarLE = scalarBytes(scalar);
const rows = [];
const row = (what, ms) => rows.push([what, ms]);

for (const group of [RISTRETTO255, EDWARDS25519]) {
  const points = tilePoints(tiles, group);
  const n = points.length;
  const g = group.name;
  // noble: a deck multiplication is decode (validate) + multiply + encode
  const Point = g === "ristretto255" ? ristretto255.Point : ed25519.Point;
  const nobleDecode = (b) => {
    const p = g === "ristretto255" ? Point.fromBytes(b) : Point.fromBytes(b, false);
    if (g === "edwards25519" && (p.isSmallOrder() || !p.isTorsionFree())) throw new Error("invalid");
    return p;
  };
  row(`${g} noble: validate a point (decode${g === "edwards25519" ? ", L*P" : ""})`, perCall((i) => nobleDecode(points[i % n]), g === "edwards25519" ? 20 : 200));
  row(`${g} noble: s*P, constant time (decode, multiply, encode)`, perCall((i) => nobleDecode(points[i % n]).multiply(scalar).toBytes(), 20));
  row(`${g} noble: s*P, variable time (decode, multiplyUnsafe, encode)`, perCall((i) => nobleDecode(points[i % n]).multiplyUnsafe(scalar).toBytes(), 20));
  row(`${g} deck (group.mult: checks, libsodium): s*P`, perCall((i) => group.mult(scalar, points[i % n]), 500));
  if (g === "ristretto255") {
    row(`${g} libsodium.js: validate a point (is_valid_point)`, perCall((i) => sodium.crypto_core_ristretto255_is_valid_point(points[i % n]), 2000));
    row(`${g} libsodium.js: s*P (crypto_scalarmult_ristretto255)`, perCall((i) => sodium.crypto_scalarmult_ristretto255(scalarLE, points[i % n]), 500));
  } else {
    row(`${g} libsodium.js: validate a point (is_valid_point)`, perCall((i) => sodium.crypto_core_ed25519_is_valid_point(points[i % n]), 500));
    row(`${g} libsodium.js: s*P (crypto_scalarmult_ed25519_noclamp)`, perCall((i) => sodium.crypto_scalarmult_ed25519_noclamp(scalarLE, points[i % n]), 500));
  }
  // one seat's share of a 4-seat deal's passes: its shuffle step and its lock step, 91 cards each
  const shuffled = shuffleDeck(secrets[0], points, group);
  const lockInput = shuffleDeck(secrets[2], shuffleDeck(secrets[1], shuffled, group), group);
  const share = perCall(() => {
    shuffleDeck(secrets[1], shuffled, group);
    lockDeck(secrets[1], lockInput, group);
  }, 1);
  row(`${g} deck: one seat's shuffle + lock, 2 x 91 multiplications`, share);
  const mult = g === "ristretto255" ? sodium.crypto_scalarmult_ristretto255 : sodium.crypto_scalarmult_ed25519_noclamp;
  const factors = secrets[1].lockFactors.map(scalarBytes);
  const eLE = scalarBytes(secrets[1].shuffleKey);
  row(`${g} libsodium.js: the same 2 x 91 multiplications`, perCall(() => {
    for (let x = 0; x < n; x++) mult(eLE, shuffled[secrets[1].permutation[x]]);
    for (let x = 0; x < n; x++) mult(factors[x], lockInput[x]);
  }, 1));
}

const width = Math.max(...rows.map(([w]) => w.length));
console.log(`CPU time per operation, median of ${REPEAT} runs (Node ${process.version}, libsodium ${sodium.SODIUM_VERSION_STRING})`);
for (const [what, ms] of rows) console.log(`${what.padEnd(width)}  ${ms >= 10 ? ms.toFixed(0) : ms.toFixed(3)} ms`);
