// The browser side of bench/browser_seat.py (run that: it starts the host and a Python seat,
// and prints both seats' figures). Opens LINK in Debian's headless Chromium, sits down as NAME
// and plays by taps (a lifted tile onto its first lit train, else the first move button) until
// the match ends; then prints one JSON line of what the timing needs, every time in the epoch's
// milliseconds (performance.timeOrigin + performance.now()):
//   moves: when each of the page's moves went out on its WebSocket (the send inside the tap),
//   applied: [entry count, time] as the page applied each entry (its `entry` events),
//   arrivals: [start, end] of the page's handling of each WebSocket message it received,
//   frames: how long each animation frame's work took (the face drawn),
//   log: the page's log, hex.
// With PAGE_TRACE=FILE set, a Chromium trace of the page (its main thread's tasks: messages
// handled, frames drawn, style and layout) is written to FILE from the join to the match's end,
// for chrome://tracing or Perfetto; the trace costs the page time, so its figures are not the
// bench's.
// Usage, after `npm run bundle`: node bench/page_seat.mjs LINK NAME

import { launchChromium } from "../scripts/browser.mjs";

const [link, name] = process.argv.slice(2);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const browser = await launchChromium();
try {
  const page = await browser.newPage();
  page.on("pageerror", (e) => console.error(`page error: ${e}`));
  await page.evaluateOnNewDocument(() => {
    const now = () => performance.timeOrigin + performance.now();
    window.benchSends = [];
    window.benchApplied = [];
    const send = WebSocket.prototype.send;
    WebSocket.prototype.send = function (data) {
      window.benchSends.push(now());
      return send.call(this, data);
    };
    // each message's arrival and the end of the page's work on it (the entries it held applied,
    // the page drawn again)
    window.benchArrivals = [];
    const onmessage = Object.getOwnPropertyDescriptor(WebSocket.prototype, "onmessage");
    Object.defineProperty(WebSocket.prototype, "onmessage", {
      get() {
        return onmessage.get.call(this);
      },
      set(fn) {
        onmessage.set.call(this, (event) => {
          const start = now();
          const result = fn(event);
          window.benchArrivals.push([start, now()]);
          return result;
        });
      },
    });
    // the page's frames (the face drawn again after a burst of entries)
    window.benchFrames = [];
    const frame = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (fn) => frame((t) => {
      const start = now();
      fn(t);
      window.benchFrames.push(now() - start);
    });
    // the live handle is set as the session starts: its events array is watched from then on
    let live;
    Object.defineProperty(window, "mextrainLive", {
      get: () => live,
      set(value) {
        live = value;
        const push = value.events.push;
        value.events.push = function (...events) {
          for (const e of events) if (e.type === "entry") window.benchApplied.push([e.count, now()]);
          return push.apply(this, events);
        };
      },
    });
  });
  await page.setViewport({ width: 1280, height: 800 });
  await page.goto(link, { waitUntil: "load" });
  await page.waitForSelector(".join-form input");
  await page.type(".join-form input", name);
  await page.click(".join-form button");
  if (process.env.PAGE_TRACE) await page.tracing.start({ path: process.env.PAGE_TRACE, categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "toplevel", "blink", "cc", "benchmark"] });
  const moves = [];
  for (;;) {
    const got = await page.evaluate(tap);
    if (got === "ended") break;
    if (typeof got === "number") moves.push(got);
    await sleep(got === null ? 30 : 10);
  }
  if (process.env.PAGE_TRACE) await page.tracing.stop();
  const out = await page.evaluate(() => ({
    applied: window.benchApplied,
    arrivals: window.benchArrivals,
    frames: window.benchFrames,
    log: Array.from(window.mextrainLive.log(), (b) => b.toString(16).padStart(2, "0")).join(""),
    ended: window.mextrainLive.events.find((e) => e.type === "ended"),
  }));
  if (!out.ended.ok) throw new Error(`the session ended: ${out.ended.reason}`);
  console.log(JSON.stringify({ moves, applied: out.applied, arrivals: out.arrivals, frames: out.frames, log: out.log }));
} finally {
  await browser.close();
}

/** In the page: one tap; the time of the send a move made, "ended", or what was tapped. */
function tap() {
  if (window.mextrainLive?.events.some((e) => e.type === "ended")) return "ended";
  const next = document.querySelector(".overlay-host .panel .btn-primary");
  if (next !== null && /^Round/.test(next.textContent ?? "")) return next.click(), "continue";
  if (document.querySelector(".turn-you") === null) return null;
  const before = window.benchSends.length;
  const sent = () => (window.benchSends.length > before ? window.benchSends[before] : "tap");
  const target = document.querySelector(".lane-target");
  if (target !== null) return target.dispatchEvent(new MouseEvent("click", { bubbles: true })), sent();
  const tile = document.querySelector(".hand-tile.playable");
  if (tile !== null) return tile.click(), sent(); // a tile that fits one train goes at once
  const move = document.querySelector(".actions button:not([disabled])");
  if (move !== null) return move.click(), sent();
  return null;
}
