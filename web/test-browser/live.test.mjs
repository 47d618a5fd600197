// The page as a real seat, end to end, in Debian's Chromium (headless): `mextrain host` serves
// the page and its WebSocket (SPEC 8.12) on loopback, the page opens the link the host printed,
// takes a name, and plays a one-round match (a double-6 set) by taps against the host's Python bot; the tab is
// reloaded mid-round and comes back to its seat from IndexedDB (its key, seeds and log). The log
// the page offers is byte for byte the host's and valid under both verifiers.
// Needs the repository's venv (../.venv, or $PYTHON with mextrain installed) and /usr/bin/chromium.

import { test, after } from "node:test";
import assert from "node:assert/strict";
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { launchChromium } from "../scripts/browser.mjs";

const web = dirname(dirname(fileURLToPath(import.meta.url)));
const root = join(web, "..");
const PYTHON = process.env.PYTHON ?? (existsSync(join(root, ".venv", "bin", "python")) ? join(root, ".venv", "bin", "python") : "python3");
const CODE = "amber-fox-pine-42";

const cleanups = [];
after(async () => {
  for (const f of cleanups.reverse()) await f();
});

function freePorts() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => (port < 65000 ? resolve(port) : freePorts().then(resolve, reject)));
    });
  });
}

function startHost(dir, port, more = ["--web-port", String(port + 1), "--code", CODE]) {
  // one round of a double-6 set: about 90 entries, a few seconds of play
  const args = ["-m", "mextrain.cli", "host", "--seats", "2", "--bot", "greedy", "--rounds", "1",
    "--rule", "max_pip=6", "--rule", "max_players=4", "--rule", "hand_sizes=4:7", "--bind", "127.0.0.1",
    "--port", String(port), "--no-advertise", "--data-dir", join(dir, "h"), ...more];
  return run(PYTHON, args);
}

/** A process whose output is kept (for its readiness line and for failures). */
function run(command, args) {
  const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, COLUMNS: "120", PYTHONUNBUFFERED: "1" } });
  let out = "";
  child.stdout.on("data", (c) => (out += c));
  child.stderr.on("data", (c) => (out += c));
  const exited = new Promise((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, output: () => out, exited };
}

async function until(what, fn, ms, host) {
  const end = Date.now() + ms;
  for (;;) {
    const got = await fn();
    if (got) return got;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}\n--- host:\n${host.output().slice(-3000)}`);
    await new Promise((r) => setTimeout(r, 40));
  }
}

/** One tap's worth of play: a round summary closed, else the page's move made by taps. */
async function tap(page) {
  return page.evaluate(() => {
    const next = document.querySelector(".overlay-host .panel-ok .btn-primary, .overlay-host .panel-bad .btn-primary");
    if (next !== null && /^Round/.test(next.textContent ?? "")) return next.click(), "continue";
    if (document.querySelector(".turn-you") === null) return null;
    const target = document.querySelector(".lane-target .slot, .lane-target");
    if (target !== null) return target.dispatchEvent(new MouseEvent("click", { bubbles: true })), "train";
    const tile = document.querySelector(".hand-tile.playable");
    if (tile !== null) return tile.click(), "tile";
    const move = document.querySelector(".actions button:not([disabled])");
    if (move !== null) return move.click(), move.textContent;
    return null;
  });
}

const entries = (page) => page.evaluate(() => window.mextrainLive?.table()?.entries.length ?? 0);

test("the page sits down from the host's link, plays a round by taps, survives a reload, and its log is the host's", async () => {
  const dir = mkdtempSync(join(tmpdir(), "mextrain-live-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const port = await freePorts();
  const host = startHost(dir, port);
  cleanups.push(() => host.child.kill());
  const link = await until("the link", () => /from a browser:\s+(\S+)/.exec(host.output())?.[1], 60_000, host);
  assert.match(link, new RegExp(`^http://127\\.0\\.0\\.1:${port + 1}/#code=${CODE}$`));

  const browser = await launchChromium();
  cleanups.push(() => browser.close());
  const page = await browser.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  await page.setViewport({ width: 390, height: 844 });
  await page.goto(link, { waitUntil: "load" });
  await page.waitForSelector(".join-form input");
  await page.type(".join-form input", "web ann");
  await page.click(".join-form button");
  await until("the welcome", () => page.evaluate(() => window.mextrainLive?.events.some((e) => e.type === "welcome")), 30_000, host);

  await page.type(".chat input", "hello table");
  await page.click(".chat button");
  const said = await until("the chat line back", () => page.evaluate(() => window.mextrainLive.events.find((e) => e.type === "said") ?? null), 10_000, host);
  assert.deepEqual([said.name, said.line], ["web ann", "hello table"]);
  const { reloaded, taps } = await playToTheEnd(page, host, true);
  assert.ok(reloaded, "the tab was reloaded mid-round");
  assert.ok(taps.has("tile"), `a tile was tapped: ${[...taps]}`);
  await checkLog(page, host, dir, "web ann");
  assert.deepEqual(errors, []);
});

/** The page's log is the host's byte for byte, and both verifiers say valid. */
async function checkLog(page, host, dir, name) {
  const log = Buffer.from(await page.evaluate(() => Array.from(window.mextrainLive.log())));
  assert.equal(await host.exited, 0, host.output().slice(-3000));
  const games = join(dir, "h", "host", "games");
  const hosted = readFileSync(join(games, readdirSync(games)[0], "log.mtlog"));
  assert.ok(log.equals(hosted), `the page's log (${log.length} bytes) is the host's (${hosted.length})`);
  const file = join(dir, "page.mtlog");
  writeFileSync(file, log);
  const py = spawnSync(PYTHON, ["-m", "mextrain.cli", "verify", file], { encoding: "utf8" });
  assert.equal(py.status, 0, py.stdout + py.stderr);
  assert.match(py.stdout, /^VALID/);
  assert.match(py.stdout.replace(/\s+/g, " "), new RegExp(name));
  const ts = spawnSync(process.execPath, [join(web, "dist", "verify.mjs"), file], { encoding: "utf8" });
  assert.equal(ts.status, 0, ts.stdout + ts.stderr);
}

/** Taps until the session ends (reloading the tab once mid-round when asked). */
async function playToTheEnd(page, host, reload) {
  let reloaded = !reload;
  const taps = new Set();
  for (const end = Date.now() + 120_000; ; ) {
    assert.ok(Date.now() < end, `the match did not end\n${host.output().slice(-3000)}`);
    const done = await page.evaluate(() => window.mextrainLive?.events.find((e) => e.type === "ended") ?? null);
    if (done !== null) {
      assert.equal(done.ok, true, done.reason);
      break;
    }
    // reload at the page's first turn: after its seed's commitment, shuffle, lock and deal (so
    // its hand comes back only from the stored seed), and with the table waiting for this seat
    if (!reloaded && (await page.$(".turn-you")) !== null) {
      reloaded = true;
      await page.reload({ waitUntil: "load" });
      await until("the welcome after the reload", () => page.evaluate(() => window.mextrainLive?.events.some((e) => e.type === "welcome")), 30_000, host);
      const back = await page.evaluate(() => window.mextrainLive.events.find((e) => e.type === "welcome").welcome.seat);
      assert.equal(back, 1, "the same seat after the reload, from the key kept in IndexedDB");
      continue;
    }
    const did = await tap(page);
    if (did !== null) taps.add(did);
    await new Promise((r) => setTimeout(r, did === null ? 40 : 15));
  }
  return { reloaded: reload ? reloaded : false, taps };
}

test("from the player's own copy of the page (mextrain web), through the relay's WebSocket listener", async () => {
  const dir = mkdtempSync(join(tmpdir(), "mextrain-live-relay-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const [relayPort, relayWs, port, pagePort] = [await freePorts(), await freePorts(), await freePorts(), await freePorts()];
  const twist = join(dirname(PYTHON), "twist");
  const relay = run(twist, ["transitrelay", "--port", `tcp:${relayPort}:interface=127.0.0.1`, "--websocket", `tcp:${relayWs}:interface=127.0.0.1`]);
  cleanups.push(() => relay.child.kill());
  await until("the relay", () => relay.output().includes(`WebSocketServerFactory starting on ${relayWs}`), 30_000, relay);
  const own = run(PYTHON, ["-m", "mextrain.cli", "web", "--port", String(pagePort)]);
  cleanups.push(() => own.child.kill());
  const host = startHost(dir, port, ["--no-web", "--relay", `127.0.0.1:${relayPort}`]);
  cleanups.push(() => host.child.kill());
  const code = await until("the code", () => /join code:\s+(\S+)/.exec(host.output())?.[1], 60_000, host);
  await until("the page server", () => own.output().includes("the page:"), 30_000, own);
  const browser = await launchChromium();
  cleanups.push(() => browser.close());
  const page = await browser.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  await page.setViewport({ width: 1280, height: 800 });
  await page.goto(`http://127.0.0.1:${pagePort}/`, { waitUntil: "load" });
  await page.type(".join-form input[name=code]", code);
  await page.type(".join-form input[name=address]", `ws://127.0.0.1:${relayWs}/`);
  await page.select(".join-form select", "relay");
  await page.click(".join-form button");
  await page.waitForSelector(".join-form input[name=name]");
  await page.type(".join-form input[name=name]", "web bea");
  await page.click(".join-form button");
  await playToTheEnd(page, host, false);
  await checkLog(page, host, dir, "web bea");
  assert.deepEqual(errors, []);
});
