// The page in Debian's Chromium, headless: the demo loaded over loopback, a tile tapped then a
// train, keys, a drag, a round summary and the match end. Run by `npm run test:browser`
// (it bundles first); needs /usr/bin/chromium (apt-get install -y chromium) or $CHROMIUM.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { launchChromium, servePage, PAGE_DIR } from "../scripts/browser.mjs";

const frames = JSON.parse(readFileSync(join(PAGE_DIR, "..", "..", "web", "page", "demo-views.json"), "utf8")).frames;
let browser;
let server;

before(async () => {
  server = await servePage();
  browser = await launchChromium();
});
after(async () => {
  await browser?.close();
  server?.stop();
});

/** The first recorded turn where a tile fits two trains (so the train must be tapped). */
function twoTrainTurn() {
  for (const [n, f] of frames.entries()) {
    const tile = f.view.hand.find((h) => h.trains.length > 1);
    if (tile) return { n, tile, view: f.view };
  }
  throw new Error("no recorded turn with a tile for two trains");
}

async function open(frame, width = 390, height = 844) {
  const page = await browser.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  await page.setViewport({ width, height });
  await page.goto(`${server.url}/index.html#demo=${frame}`, { waitUntil: "load" });
  await page.waitForSelector(".board-svg");
  return { page, errors };
}

const intents = (page) => page.evaluate(() => window.mextrainDemo.intents);

test("tap a tile, then a train: the page emits that move and the demo goes on", async () => {
  const { n, tile, view } = twoTrainTurn();
  const key = tile.trains[1];
  const want = view.moves.findIndex((m) => m.kind === "play" && m.pos === tile.pos && m.train === key);
  const { page, errors } = await open(n);
  await page.click(`.hand-tile[data-pos="${tile.pos}"]`);
  assert.deepEqual(await intents(page), [], "a tile for two trains waits for the train");
  const targets = await page.$$eval(".lane-target", (els) => els.map((e) => Number(e.getAttribute("data-train"))));
  assert.deepEqual(targets.sort(), [...tile.trains].sort(), "its trains are lit");
  await page.click(`.lane[data-train="${key}"] .slot`);
  assert.deepEqual(await intents(page), [{ kind: "move", move: want }]);
  assert.equal(await page.evaluate(() => window.mextrainDemo.frame()), n + 1);
  assert.deepEqual(errors, []);
  await page.close();
});

test("the terminal app's keys: the tile's pips, then the train's seat number or m", async () => {
  const { n, tile, view } = twoTrainTurn();
  const key = tile.trains[0];
  const want = view.moves.findIndex((m) => m.kind === "play" && m.pos === tile.pos && m.train === key);
  const { page } = await open(n, 1280, 800);
  await page.keyboard.type(`${tile.tile[0]} ${tile.tile[1]}`);
  await new Promise((r) => setTimeout(r, 600)); // past the typing window
  await page.keyboard.press(key < 0 ? "m" : String(key));
  assert.deepEqual(await intents(page), [{ kind: "move", move: want }]);
  await page.close();
});

test("drag a tile onto a train", async () => {
  const { n, tile, view } = twoTrainTurn();
  const key = tile.trains[tile.trains.length - 1];
  const want = view.moves.findIndex((m) => m.kind === "play" && m.pos === tile.pos && m.train === key);
  const { page } = await open(n, 1280, 800);
  const from = await (await page.$(`.hand-tile[data-pos="${tile.pos}"]`)).boundingBox();
  const to = await (await page.$(`.lane[data-train="${key}"] .slot`)).boundingBox();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 30, from.y - 30, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
  await page.mouse.up();
  assert.deepEqual(await intents(page), [{ kind: "move", move: want }]);
  await page.close();
});

test("a phone 360 px wide: nothing wider than the screen, labels a screen reader reads", async () => {
  const { page, errors } = await open(40, 360, 740);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(overflow <= 360, `page is ${overflow} px wide`);
  const labels = await page.$$eval(".hand-tile", (els) => els.map((e) => e.getAttribute("aria-label")));
  assert.equal(labels.length, frames[40].view.hand.length);
  for (const l of labels) assert.match(l, /^tile \d+-\d+(, playable on .+)?$/);
  const lanes = await page.$$eval(".lane", (els) => els.map((e) => [e.getAttribute("role"), e.getAttribute("tabindex"), e.getAttribute("aria-label")]));
  assert.equal(lanes.length, frames[40].view.trains.length + 1);
  for (const [role, tab, label] of lanes) {
    assert.equal(role, "button");
    assert.equal(tab, "0");
    assert.match(label, /train, \d+ tiles?, open end \d+/);
  }
  const box = await page.$eval(".board-svg", (e) => e.getBoundingClientRect().right);
  assert.ok(box <= 360);
  assert.deepEqual(errors, []);
  await page.close();
});

test("a round's summary shows the audit's verdict, and Enter goes on", async () => {
  const n = frames.findIndex((f) => f.round_end !== null);
  const { page } = await open(n);
  const dialog = await page.$eval("#round-end", (e) => e.textContent);
  assert.match(dialog, /Round 1 is over/);
  assert.match(dialog, /deck audit: ok/);
  await page.keyboard.press("Enter");
  assert.deepEqual(await intents(page), [{ kind: "continue" }]);
  await page.close();
});

test("the match's end: standings, the log to download and the line that verifies it", async () => {
  const n = frames.findIndex((f) => f.match_end !== null);
  const { page } = await open(n, 1280, 800);
  const standings = await page.$$eval(".standings li", (els) => els.map((e) => e.className + " " + e.textContent));
  assert.equal(standings.length, 4);
  assert.match(standings[0], /^winner \w+\d+ points$/, "the winner first, marked");
  assert.match(await page.$eval("#match-end h2", (e) => e.textContent), /^The match is over$/);
  assert.match(await page.$eval(".match-head", (e) => e.textContent), /^Winners?: \w+/);
  assert.equal(await page.$eval("pre.verify", (e) => e.textContent), "mextrain verify mextrain-demo.mtlog");
  const [button] = await page.$$("xpath/.//button[contains(., 'Download the log')]");
  await button.click();
  assert.deepEqual(await intents(page), [{ kind: "download_log" }]);
  const size = await page.evaluate(async () => (await (await fetch("mextrain-demo.mtlog")).arrayBuffer()).byteLength);
  assert.equal(size, readFileSync(join(PAGE_DIR, "mextrain-demo.mtlog")).length);
  await page.close();
});

test("the hint button asks for a hint and the page shows it on the tile", async () => {
  const n = frames.findIndex((f) => f.hint !== null && f.view.moves[f.hint.move].kind === "play");
  const { page } = await open(n);
  await page.click(".btn-hint");
  assert.deepEqual(await intents(page), [{ kind: "hint" }]);
  const prompt = await page.$eval(".prompt", (e) => e.textContent);
  assert.match(prompt, /^hint: play \d+-\d+ on /);
  const hinted = await page.$eval(".hand-tile.hinted", (e) => Number(e.getAttribute("data-pos")));
  assert.equal(hinted, frames[n].view.moves[frames[n].hint.move].pos);
  await page.close();
});

/** The demo at `frame` with the seat's hand padded to `count` tiles (copies of its own, not
 * playable), and the live page's chat line under the table, at `width` x `height`. */
async function bigHand(frame, count, width, height) {
  const page = await browser.newPage();
  await page.setViewport({ width, height });
  await page.evaluateOnNewDocument((count) => {
    let data;
    Object.defineProperty(window, "MEXTRAIN_DEMO", { configurable: true, get: () => data, set: (value) => {
      for (const f of value.frames) {
        const hand = f.view?.hand ?? [];
        for (let i = 0; hand.length > 0 && hand.length < count; i++) hand.push({ ...hand[i % hand.length], pos: 1000 + i, playable: false, trains: [] });
      }
      data = value;
    } });
  }, count);
  await page.goto(`${server.url}/index.html#demo=${frame}`, { waitUntil: "load" });
  await page.waitForSelector(".board-svg");
  await page.evaluate(() => {
    const chat = document.createElement("form");
    chat.className = "chat";
    chat.append(document.createElement("input"), Object.assign(document.createElement("button"), { className: "btn", textContent: "Say" }));
    document.getElementById("app").after(chat);
    window.dispatchEvent(new Event("resize"));
  });
  await new Promise((r) => setTimeout(r, 200));
  return page;
}

test("a desktop 1280x800 keeps a 25-tile hand (and a 40-tile one) above the fold, the chat line too", async () => {
  const frame = frames.findIndex((f) => f.view !== null && f.view.your_turn && f.view.trains.reduce((n, t) => n + t.tiles.length, 0) >= 30);
  assert.ok(frame > 0, "a recorded turn with a full board");
  for (const count of [25, 40]) {
    const page = await bigHand(frame, count, 1280, 800);
    const got = await page.evaluate(() => ({
      tiles: [...document.querySelectorAll(".hand-tile")].map((e) => ({ bottom: e.getBoundingClientRect().bottom, top: e.offsetTop })),
      page: document.documentElement.scrollHeight,
      chat: document.querySelector(".chat").getBoundingClientRect().bottom,
    }));
    assert.equal(got.tiles.length, count);
    assert.ok(Math.max(...got.tiles.map((t) => t.bottom)) <= 800, `${count} tiles: the lowest at ${Math.max(...got.tiles.map((t) => t.bottom))}`);
    assert.ok(got.page <= 800 && got.chat <= 800, `${count} tiles: the page is ${got.page} px tall, the chat line ends at ${got.chat}`);
    if (count === 25) assert.equal(new Set(got.tiles.map((t) => t.top)).size, 1, "25 tiles in one row");
    await page.close();
  }
});

test("a board, hand and score sheet kept from the last draw are the ones a fresh page draws", async () => {
  // the face keeps each part whose inputs did not change since it was drawn (table.ts): a kept
  // part that should have changed (an input missed) would differ from the same frame drawn anew
  const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
  const picks = frames.map((f, k) => k).filter((k) => {
    const [a, b] = [frames[k - 1]?.view, frames[k].view];
    return a != null && b != null && (same(a.trains, b.trains) || same(a.hand, b.hand) || a.your_turn !== b.your_turn);
  }).slice(0, 10);
  assert.ok(picks.length >= 8, "recorded frames that keep a part");
  const parts = () => ["#board", ".hand", ".side-scores"].map((s) => document.querySelector(s).outerHTML);
  const { page: walked } = await open(0, 1280, 800);
  const fresh = await browser.newPage();
  await fresh.setViewport({ width: 1280, height: 800 });
  for (const k of picks) {
    await walked.evaluate((k) => { window.mextrainDemo.go(k - 1); window.mextrainDemo.go(k); }, k);
    await fresh.goto("about:blank");
    await fresh.goto(`${server.url}/index.html#demo=${k}`, { waitUntil: "load" });
    await fresh.waitForSelector(".board-svg");
    assert.deepEqual(await walked.evaluate(parts), await fresh.evaluate(parts), `frame ${k}`);
  }
  await walked.close();
  await fresh.close();
});
