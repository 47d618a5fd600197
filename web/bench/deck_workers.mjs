// What the page's deck workers buy for one shuffle or lock pass (web/src/workers/): the 91
// multiplications of a double-12 deck (ristretto255, the tile points of tests/vectors) made by
// one deck worker, the main thread's cost, against split over the pool the page starts (one
// worker a core, up to 4), in Debian's headless Chromium from node/page/ over HTTP. Wall time of
// a whole pass, posts and replies included, median of REPEAT passes, and the first pass of a
// fresh worker (its WebAssembly warmed up as the page's are, src/workers/jobs.ts `warmUp`); the
// load average is printed with it, since every figure is wall time on a shared machine. Prints,
// asserts nothing.
// Usage, after `npm run bundle`: node bench/deck_workers.mjs [repeat]
import { readFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { launchChromium, PAGE_DIR, servePage } from "../scripts/browser.mjs";

const REPEAT = Number(process.argv[2] ?? 30);
const vector = JSON.parse(readFileSync(join(PAGE_DIR, "..", "..", "tests", "vectors", "tile_points_double12_ristretto255.json"), "utf8"));
const points = vector.tiles.map((t) => t.point);

const server = await servePage();
const browser = await launchChromium();
try {
  const page = await browser.newPage();
  await page.goto(`${server.url}/index.html`, { waitUntil: "load" });
  const result = await page.evaluate(async (points, repeat) => {
    const bytes = (hex) => Uint8Array.from(hex.match(/../g), (b) => parseInt(b, 16));
    const cards = points.map(bytes);
    const scalar = new Uint8Array(32).map((_, i) => (i < 31 ? (i * 37 + 11) & 0xff : 0x0a)); // below L
    async function start(count) {
      const workers = Array.from({ length: count }, () => new Worker("deck-worker.js"));
      await Promise.all(workers.map((w) => new Promise((ready) => (w.onmessage = (e) => e.data === "ready" && ready()))));
      return workers;
    }
    function pass(workers) {
      const share = Math.ceil(cards.length / workers.length);
      return Promise.all(
        workers.map((w, k) => {
          const mine = cards.slice(k * share, (k + 1) * share);
          const scalars = new Uint8Array(32 * mine.length);
          const flat = new Uint8Array(32 * mine.length);
          mine.forEach((p, i) => (scalars.set(scalar, 32 * i), flat.set(p, 32 * i)));
          return new Promise((done) => {
            w.onmessage = (e) => done(e.data);
            w.postMessage({ id: k, group: "ristretto255", scalars, points: flat }, [scalars.buffer, flat.buffer]);
          });
        }),
      );
    }
    async function time(count) {
      const workers = await start(count);
      const runs = [];
      for (let r = 0; r < repeat; r++) {
        const t = performance.now();
        const replies = await pass(workers);
        runs.push(performance.now() - t);
        if (replies.some((reply) => reply.ok.some((ok) => ok !== 1))) throw new Error("a tile point refused");
      }
      workers.forEach((w) => w.terminate());
      const first = runs[0];
      runs.sort((a, b) => a - b);
      return [runs[runs.length >> 1], first];
    }
    const pool = Math.min(navigator.hardwareConcurrency || 1, 4);
    const [one, oneFirst] = await time(1);
    const [many, manyFirst] = await time(pool);
    const [oneAgain] = await time(1);
    return { pool, one, oneFirst, many, manyFirst, oneAgain };
  }, points, REPEAT);
  console.log(`Chromium, ${cpus().length} cores (load average ${loadavg().map((x) => x.toFixed(1)).join(", ")}); one pass of ${points.length} ristretto255 multiplications, median of ${REPEAT}:`);
  console.log(`  one worker (the main thread's cost): ${result.one.toFixed(1)} ms, and ${result.oneAgain.toFixed(1)} ms after; a fresh worker's first pass ${result.oneFirst.toFixed(1)} ms`);
  const speed = Math.min(result.one, result.oneAgain) / result.many;
  console.log(`  the page's pool of ${result.pool}: ${result.many.toFixed(1)} ms (one worker's best over the pool's: ${speed.toFixed(2)}); a fresh pool's first pass ${result.manyFirst.toFixed(1)} ms`);
} finally {
  await browser.close();
  server.stop();
}
