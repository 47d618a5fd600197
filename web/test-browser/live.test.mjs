// The page as a real seat, end to end, in Debian's Chromium (headless): `mextrain host` serves
// the page and its WebSocket (SPEC 8.12) on loopback, the page opens the link the host printed,
// takes a name, and plays a two-round match (a double-6 set) by taps against the host's Python
// bot and a Python person in line mode (`mextrain join --plain`, answering on a pipe); the tab is
// reloaded mid-round and comes back to its seat from IndexedDB (its key, seeds, log and its
// resumption ticket: it resumes on the ticket, no full handshake). The log
// the page offers is byte for byte the host's and the person's, and valid under both verifiers.
// The same through the relay's WebSocket listener, the person joining through the relay too:
// the page from the player's own copy (`mextrain web`) opens the link the host printed for other
// homes, and asks for a few hints (the hard bot's move and reason) on the way.
// Needs the repository's venv (../.venv, or $PYTHON with mextrain installed) and /usr/bin/chromium.

import { test, after } from "node:test";
import assert from "node:assert/strict";
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { decode } from "@msgpack/msgpack";
import { launchChromium } from "../scripts/browser.mjs";
import { wsTap } from "./ws-tap.mjs";

const web = dirname(dirname(fileURLToPath(import.meta.url)));
const root = join(web, "..");
const PYTHON = process.env.PYTHON ?? (existsSync(join(root, ".venv", "bin", "python")) ? join(root, ".venv", "bin", "python") : "python3");
const CODE = "amber-fox-pine-42";

const cleanups = [];
after(async () => {
  for (const f of cleanups.reverse()) await f();
});

let launched = null;
/** One Chromium for the file's tests (each page has its own origin, so its own IndexedDB). */
function chromium() {
  if (launched === null) {
    launched = launchChromium();
    cleanups.unshift(async () => (await launched).close()); // closed last
  }
  return launched;
}

/** A tab of its own that acts as focused whichever tab is in front: the tests open two tabs
 * in one headless browser (a seat and a spectator), and keys typed into one while the other
 * takes the window's focus (a tab that has just loaded) would be lost, not typed. */
async function newTab(browser) {
  const page = await browser.newPage();
  const cdp = await page.createCDPSession();
  await cdp.send("Emulation.setFocusEmulationEnabled", { enabled: true });
  return page;
}

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
  // two rounds of a double-6 set for three seats: a few seconds of play
  const args = ["-m", "mextrain.cli", "host", "--seats", "3", "--bot", "greedy", "--rounds", "2",
    "--rule", "max_pip=6", "--rule", "max_players=4", "--rule", "hand_sizes=4:7", "--bind", "127.0.0.1",
    "--port", String(port), "--no-advertise", "--data-dir", join(dir, "h"), ...more];
  return run(PYTHON, args);
}

/** A person at a terminal in line mode: `mextrain join --plain`, taking the first choice
 * offered at every prompt, from a pipe. */
function startPerson(dir, where) {
  const person = run(PYTHON, ["-m", "mextrain.cli", "join", ...where, "--name", "pat", "--plain", "--pace", "0",
    "--data-dir", join(dir, "p")], "1\n".repeat(400));
  cleanups.push(() => person.child.kill());
  return person;
}

/** A process whose output is kept (for its readiness line and for failures); `input` its stdin. */
function run(command, args, input = null) {
  const child = spawn(command, args, { stdio: [input === null ? "ignore" : "pipe", "pipe", "pipe"], env: { ...process.env, COLUMNS: "120", PYTHONUNBUFFERED: "1" } });
  if (input !== null) child.stdin.end(input);
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

test("the page sits down from the host's link, plays two rounds by taps beside a --plain person, survives a reload, and its log is everyone's", async () => {
  const dir = mkdtempSync(join(tmpdir(), "mextrain-live-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const port = await freePorts();
  const host = startHost(dir, port);
  cleanups.push(() => host.child.kill());
  const link = await until("the link", () => /from a browser:\s+(\S+)/.exec(host.output())?.[1], 60_000, host);
  assert.match(link, new RegExp(`^http://127\\.0\\.0\\.1:${port + 1}/#code=${CODE}$`));

  const person = startPerson(dir, [`127.0.0.1:${port}`, "--code", CODE]);

  const browser = await chromium();
  const page = await newTab(browser);
  const errors = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  await page.setViewport({ width: 390, height: 844 });
  await page.goto(link, { waitUntil: "load" });
  await page.waitForSelector(".join-form input");
  await page.type(".join-form input", "web ann");
  await page.click(".join-form button");
  await until("the welcome", () => page.evaluate(() => window.mextrainLive?.events.some((e) => e.type === "welcome")), 30_000, host);

  // a spectator from the same link (`&watch=1`): it follows the match and holds no hand
  const watcher = await newTab(browser);
  watcher.on("pageerror", (e) => errors.push(`watcher: ${e}`));
  await watcher.goto(`${link}&watch=1`, { waitUntil: "load" });
  const watching = await until("the spectator's welcome", () => watcher.evaluate(() => window.mextrainLive?.events.find((e) => e.type === "welcome")?.welcome ?? null), 30_000, host);
  assert.ok(watching.seat < 0, `a spectator, not a seat: ${watching.seat}`);
  await page.bringToFront();

  await page.type(".chat input", "hello table");
  assert.equal(await page.$eval(".chat input", (el) => el.value), "hello table", "the chat line as typed");
  await page.click(".chat button");
  const said = await until("the chat line back", () => page.evaluate(() => window.mextrainLive.events.find((e) => e.type === "said") ?? null), 10_000, host);
  assert.deepEqual([said.name, said.line], ["web ann", "hello table"]);
  const { reloaded, taps, rounds } = await playToTheEnd(page, host, true);
  assert.ok(reloaded, "the tab was reloaded mid-round");
  assert.ok(taps.has("tile"), `a tile was tapped: ${[...taps]}`);
  assert.equal(rounds, 1, "the first round's summary was closed by a tap, and the second round played");
  const log = await checkLog(page, host, person, dir, "web ann");
  // the second round's shuffle and lock steps (after the reload) were multiplied in the deck workers
  const workers = await page.evaluate(() => ({ steps: window.mextrainLive.workers.steps(), size: window.mextrainLive.workers.pool?.size, failure: window.mextrainLive.workers.pool?.failure }));
  assert.ok(workers.steps >= 2 && workers.failure === null, JSON.stringify(workers));
  await until("the spectator's end", () => watcher.evaluate(() => window.mextrainLive.events.some((e) => e.type === "ended")), 10_000, host);
  const watched = await watcher.evaluate(() => ({
    log: Array.from(window.mextrainLive.log()),
    banner: document.querySelector(".live-banner")?.textContent ?? "",
    watching: document.getElementById("app")?.classList.contains("watching") ?? false,
    board: document.querySelectorAll(".board-svg .lane").length,
    hand: document.querySelectorAll(".hand-tile").length,
  }));
  assert.ok(Buffer.from(watched.log).equals(log), "the spectator's log is the table's");
  assert.ok(watched.watching && watched.board === 4 && watched.hand === 0, JSON.stringify({ ...watched, log: watched.log.length }));
  assert.match(watched.banner, /^the match is over/);
  assert.deepEqual(errors, []);
});

/** The page's log is the host's and the person's byte for byte, two rounds long, and both
 * verifiers say valid. */
async function checkLog(page, host, person, dir, name) {
  const log = Buffer.from(await page.evaluate(() => Array.from(window.mextrainLive.log())));
  assert.equal(await host.exited, 0, host.output().slice(-3000));
  assert.equal(await person.exited, 0, person.output().slice(-3000));
  const logOf = (games) => readFileSync(join(games, readdirSync(games)[0], "log.mtlog"));
  const hosted = logOf(join(dir, "h", "host", "games"));
  assert.ok(log.equals(hosted), `the page's log (${log.length} bytes) is the host's (${hosted.length})`);
  assert.ok(logOf(join(dir, "p", "join", "games")).equals(hosted), "the person's log is the host's");
  assert.match(person.output(), /round 2 of 2 is over/);
  const file = join(dir, "page.mtlog");
  writeFileSync(file, log);
  const py = spawnSync(PYTHON, ["-m", "mextrain.cli", "verify", file], { encoding: "utf8" });
  assert.equal(py.status, 0, py.stdout + py.stderr);
  assert.match(py.stdout, /^VALID/);
  assert.match(py.stdout.replace(/\s+/g, " "), new RegExp(name));
  const ts = spawnSync(process.execPath, [join(web, "dist", "verify.mjs"), file], { encoding: "utf8" });
  assert.equal(ts.status, 0, ts.stdout + ts.stderr);
  return log;
}

/** Taps until the session ends (reloading the tab once mid-round when asked). */
async function playToTheEnd(page, host, reload) {
  let reloaded = !reload;
  let rounds = 0;
  const taps = new Set();
  const hints = []; // the prompt after the Hint button, on the page's first turns (no reload)
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
      const before = await page.evaluate(() => window.mextrainLive.events.find((e) => e.type === "welcome").welcome.seat);
      await page.reload({ waitUntil: "load" });
      await until("the welcome after the reload", () => page.evaluate(() => window.mextrainLive?.events.some((e) => e.type === "welcome")), 30_000, host);
      const back = await page.evaluate(() => window.mextrainLive.events.find((e) => e.type === "welcome").welcome.seat);
      assert.equal(back, before, "the same seat after the reload, from the key kept in IndexedDB");
      const resumed = await page.evaluate(() => window.mextrainLive.events.find((e) => e.type === "welcome").resumed);
      assert.equal(resumed, true, "back on the ticket kept in IndexedDB (8.11), not a full handshake");
      continue;
    }
    if (!reload && hints.length < 3 && (await page.$(".turn-you")) !== null && (await page.$(".hand-tile.hinted")) === null) {
      const button = await page.$(".btn-hint:not([disabled])");
      if (button !== null) {
        await button.click();
        const said = await page.$eval(".prompt", (e) => e.textContent ?? "");
        const at = said.indexOf("hint: "); // after a notice, if any
        if (at >= 0) hints.push(said.slice(at));
      }
    }
    const did = await tap(page);
    if (did !== null) taps.add(did);
    if (did === "continue") rounds += 1;
    await new Promise((r) => setTimeout(r, did === null ? 40 : 15));
  }
  return { reloaded: reload ? reloaded : false, taps, rounds, hints };
}

test("from the player's own copy of the page (mextrain web), through the relay's WebSocket listener, every byte the page sends tapped", async () => {
  const dir = mkdtempSync(join(tmpdir(), "mextrain-live-relay-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const [relayPort, relayWs, port, pagePort] = [await freePorts(), await freePorts(), await freePorts(), await freePorts()];
  const twist = join(dirname(PYTHON), "twist");
  const relay = run(twist, ["transitrelay", "--port", `tcp:${relayPort}:interface=127.0.0.1`, "--websocket", `tcp:${relayWs}:interface=127.0.0.1`]);
  cleanups.push(() => relay.child.kill());
  await until("the relay", () => relay.output().includes(`WebSocketServerFactory starting on ${relayWs}`), 30_000, relay);
  const tap = await wsTap(relayWs); // the page reaches the relay's WebSocket listener through it
  cleanups.push(() => tap.close());
  const own = run(PYTHON, ["-m", "mextrain.cli", "web", "--port", String(pagePort)]);
  cleanups.push(() => own.child.kill());
  const host = startHost(dir, port, ["--no-web", "--relay", `127.0.0.1:${relayPort}`, "--relay-web", `ws://127.0.0.1:${tap.port}/`]);
  cleanups.push(() => host.child.kill());
  const code = await until("the code", () => /join code:\s+(\S+)/.exec(host.output())?.[1], 60_000, host);
  // the line the host prints for a browser in another home: the page from their own copy
  // (mextrain web's default address, here on a free port), told the relay and the code
  const link = await until("the link for other homes", () => /in a browser:\s+(\S+)/.exec(host.output())?.[1], 10_000, host);
  assert.equal(link, `http://127.0.0.1:47809/#code=${code}&relay=ws://127.0.0.1:${tap.port}/`);
  const person = startPerson(dir, ["--relay", `127.0.0.1:${relayPort}`, "--code", code]);
  await until("the page server", () => own.output().includes("the page:"), 30_000, own);
  const browser = await chromium();
  const page = await newTab(browser);
  const errors = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  await page.setViewport({ width: 1280, height: 800 });
  await page.goto(link.replace("127.0.0.1:47809", `127.0.0.1:${pagePort}`), { waitUntil: "load" });
  await page.waitForSelector(".join-form input[name=name]");
  await page.type(".join-form input[name=name]", "web bea");
  await page.click(".join-form button");
  const { hints } = await playToTheEnd(page, host, false);
  assert.ok(hints.length > 0, "the page gave a hint");
  for (const h of hints) assert.match(h, /^hint: .+ \((\d+ more of your tiles|[A-Z]).+\)$/, "the hard bot's move and its reason");
  const log = await checkLog(page, host, person, dir, "web bea");
  const steps = await page.evaluate(() => window.mextrainLive.workers.steps());
  assert.equal(steps, 4, "both rounds' shuffle and lock steps in the workers of mextrain web's copy too");
  assert.match(person.output(), /connected through the relay/);
  assert.deepEqual(errors, []);
  await assertOnlyLinesAndSealedFrames(tap.streams(), page, log, code);
});

/** What the relay got from the page (SPEC 8.10, 8.12): on every connection its line, then on a
 * table-number slot the two plaintext handshake frames of 8.2 (a resume's first frame, 8.11),
 * and sealed frames only; none of the page's secrets (its identity key and round seeds, read
 * from its IndexedDB), none of its signed messages (its plays name its tiles) and no word of the
 * code anywhere in the bytes it sent. */
async function assertOnlyLinesAndSealedFrames(streams, page, log, code) {
  const seat = await page.evaluate(() => window.mextrainLive.events.find((e) => e.type === "welcome").welcome.seat);
  const secrets = (await page.evaluate(readSecrets)).map((hex) => Buffer.from(hex, "hex"));
  assert.ok(secrets.length >= 3, `the identity key and two rounds' seeds: ${secrets.length}`);
  const own = signedBy(log, seat);
  assert.ok(own.length > 10, `the page's own signed messages: ${own.length}`);
  let sealed = 0;
  let handshakes = 0;
  const sent = [];
  for (const { stream, broken } of streams) {
    assert.equal(broken, null, "every frame the page sent is a masked binary WebSocket frame");
    const line = /^please relay [0-9a-f]{64} for side mextrain_join_v1\n/.exec(stream.toString("latin1"));
    assert.ok(line !== null, `a connection opens with the relay's line: ${stream.subarray(0, 80).toString("latin1")}`);
    const kinds = framesOf(stream.subarray(line[0].length)).map(plaintextKind);
    if (kinds[0] === "hello") assert.deepEqual(kinds, ["hello", "confirm"], "a slot carries the handshake only");
    if (kinds[0] === "hello") handshakes += 1;
    else assert.deepEqual(kinds.filter((k, i) => k !== null && !(i === 0 && k === "resume")), [], "sealed frames only");
    sealed += kinds.filter((k) => k === null).length;
    sent.push(stream);
  }
  assert.ok(sealed > 20, `sealed frames: ${sealed}`);
  assert.ok(handshakes > 0, "the plaintext handshake was seen (and told from sealed frames)");
  const all = Buffer.concat(sent);
  assert.deepEqual(secrets.filter((s) => all.includes(s)).length, 0, "a secret of the page in the clear");
  assert.deepEqual(own.filter((m) => all.includes(m)).length, 0, "a signed message of the page left unsealed");
  // the code and its longer words (a 2- or 3-byte one turns up in 100 KB of sealed bytes)
  for (const word of [code, ...code.split("-").filter((w) => w.length >= 4 && !/^\d+$/.test(w))]) assert.ok(!all.includes(Buffer.from(word)), word);
}

/** In the page: the hex of every identity key and round seed in its IndexedDB. */
function readSecrets() {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open("mextrain", 1);
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const store = open.result.transaction("records", "readonly").objectStore("records");
      const keys = store.getAllKeys();
      const values = store.getAll();
      values.onsuccess = () => resolve(keys.result.flatMap((k, i) => (String(k).endsWith("/identity") || String(k).includes("/seed/")
        ? [Array.from(new Uint8Array(values.result[i]), (b) => b.toString(16).padStart(2, "0")).join("")] : [])));
    };
  });
}

/** The 8.1 frames of a stream (a 4-byte length, then the body). */
function framesOf(stream) {
  const frames = [];
  for (let at = 0; at + 4 <= stream.length; ) {
    const n = stream.readUInt32BE(at);
    frames.push(stream.subarray(at + 4, at + 4 + n));
    at += 4 + n;
  }
  return frames;
}

/** A plaintext envelope's kind; null for a body that is no msgpack value (a sealed one). */
function plaintextKind(body) {
  try {
    const value = decode(body);
    return Array.isArray(value) && typeof value[0] === "string" ? value[0] : "?";
  } catch {
    return null;
  }
}

/** The signed messages of `seat` in a log (read by the Python package). */
function signedBy(log, seat) {
  const file = join(mkdtempSync(join(tmpdir(), "mextrain-log-")), "x.mtlog");
  writeFileSync(file, log);
  const script = "import sys\nfrom mextrain.protocol.log.entries import decode_entry, read_log\n" +
    "from mextrain.protocol.log.messages import decode_message\n" +
    "for e in read_log(open(sys.argv[1], 'rb').read()).entries:\n" +
    "    m = decode_entry(e).message\n    if decode_message(m).seat == int(sys.argv[2]): print(m.hex())\n";
  const out = spawnSync(PYTHON, ["-c", script, file, String(seat)], { encoding: "utf8" });
  rmSync(dirname(file), { recursive: true, force: true });
  assert.equal(out.status, 0, out.stderr);
  return out.stdout.split("\n").filter(Boolean).map((hex) => Buffer.from(hex, "hex"));
}
