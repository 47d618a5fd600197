// Draw the README's screenshots of a LIVE table mid-round (docs/page-phone.png at 390x844,
// docs/page-desktop.png at 1280x800): `mextrain host` on loopback with a bot in its own seat and
// one more bot, and two page seats, one in a phone-sized tab and one in a desktop-sized tab (two
// browser contexts: two IndexedDBs, two identity keys), both playing by taps. Each tab is drawn
// at its first turn with at least MIN_ON_BOARD tiles on the board and a tile that fits two trains
// (tapped, so its trains are lit), or any playable tile once the board is fuller; if the round
// ends first, at the next round's first playable turn with half as many tiles down.
//
//   node scripts/live-shots.mjs [--out DIR]      (run `npm run bundle` first; npm run live-shots)
//
// Needs the repository's venv (../.venv, or $PYTHON with mextrain installed) and Debian's
// Chromium (/usr/bin/chromium or $CHROMIUM). About 30 s of wall time.

import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { launchChromium } from "./browser.mjs";

const web = dirname(dirname(fileURLToPath(import.meta.url)));
const root = join(web, "..");
const PYTHON = process.env.PYTHON ?? (existsSync(join(root, ".venv", "bin", "python")) ? join(root, ".venv", "bin", "python") : "python3");
const args = process.argv.slice(2);
const out = args.includes("--out") ? args[args.indexOf("--out") + 1] : join(root, "docs");
const MIN_ON_BOARD = 20;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const dir = mkdtempSync(join(tmpdir(), "mextrain-shots-"));
const port = 20000 + Math.floor(Math.random() * 20000);
const host = spawn(PYTHON, ["-m", "mextrain.cli", "host", "--name", "ann", "--seats", "4", "--bots", "1", "--bot", "greedy",
  "--bind", "127.0.0.1", "--port", String(port), "--no-advertise", "--data-dir", join(dir, "h"), "--code", "amber-fox-pine-42"],
{ stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, PYTHONUNBUFFERED: "1", COLUMNS: "120" } });
let said = "";
host.stdout.on("data", (c) => (said += c));
host.stderr.on("data", (c) => (said += c));

const browser = await launchChromium();
try {
  let link = null;
  for (const end = Date.now() + 60_000; link === null; await sleep(100)) {
    if (Date.now() > end) throw new Error(`the host printed no link:\n${said}`);
    link = /from a browser:\s+(\S+)/.exec(said)?.[1] ?? null;
  }
  const tabs = [];
  for (const [shot, name, width, height, mobile] of [
    ["phone", "bea", 390, 844, true],
    ["desktop", "cy", 1280, 800, false],
  ]) {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width, height, deviceScaleFactor: mobile ? 2 : 1, isMobile: mobile, hasTouch: mobile });
    await page.goto(link, { waitUntil: "load" });
    await page.waitForSelector(".join-form input");
    await page.type(".join-form input", name);
    await page.click(".join-form button");
    tabs.push({ shot, page, done: false, fallback: false });
  }
  for (const end = Date.now() + 180_000; tabs.some((t) => !t.done); ) {
    if (Date.now() > end) throw new Error(`no mid-round turn to draw:\n${said.slice(-2000)}`);
    let acted = false;
    for (const tab of tabs) {
      const got = await tab.page.evaluate(step, tab.done, MIN_ON_BOARD, tab.fallback);
      if (got === "shoot") {
        await sleep(150);
        const file = join(out, `page-${tab.shot}.png`);
        await tab.page.screenshot({ path: file });
        console.log(`wrote ${file}`);
        tab.done = true;
      } else if (got === "round over") {
        tab.fallback = true; // the round ended before a picture: take the next playable turn
      }
      acted ||= got !== null;
    }
    await sleep(acted ? 20 : 60);
  }
} finally {
  await browser.close();
  host.kill();
  rmSync(dir, { recursive: true, force: true });
}

/** In the page: one tap of play, or "shoot" when this turn is the picture (a tile picked). */
function step(done, minOnBoard, fallback) {
  const next = document.querySelector(".overlay-host .panel .btn-primary");
  if (next !== null && /^Round/.test(next.textContent ?? "")) return next.click(), "round over";
  if (document.querySelector(".turn-you") === null) return null;
  const onBoard = document.querySelectorAll(".board-svg .lane .tile").length;
  const two = document.querySelector('.hand-tile.playable[aria-label*=" or "]');
  const any = document.querySelector(".hand-tile.playable");
  const picture = (two !== null && onBoard >= minOnBoard) || (any !== null && onBoard >= minOnBoard + 8) || (fallback && any !== null && onBoard >= minOnBoard / 2);
  if (!done && document.querySelector(".hand-tile.picked") === null && picture) {
    (two ?? any).click();
    return "shoot";
  }
  const target = document.querySelector(".lane-target");
  if (target !== null) return target.dispatchEvent(new MouseEvent("click", { bubbles: true })), "train";
  if (any !== null) return any.click(), "tile";
  const move = document.querySelector(".actions button:not([disabled])");
  if (move !== null) return move.click(), "move";
  return null;
}
