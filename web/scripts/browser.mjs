// Debian's Chromium, headless, and node/page/ served on loopback: shared by the browser test
// and the screenshot script. Never a downloaded browser: /usr/bin/chromium or $CHROMIUM.

import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import puppeteer from "puppeteer-core";

const web = dirname(dirname(fileURLToPath(import.meta.url)));
export const PAGE_DIR = join(web, "..", "node", "page");
export const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";

export async function launchChromium() {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`no Chromium at ${CHROMIUM}: apt-get install -y chromium (or set CHROMIUM)`);
  }
  const profile = mkdtempSync(join(tmpdir(), "mextrain-chromium-"));
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--font-render-hinting=none",
      // several tabs play at once (a seat and a spectator, two seats): none is throttled as hidden
      "--disable-background-timer-throttling",
      "--disable-renderer-backgrounding",
      "--disable-backgrounding-occluded-windows",
      `--user-data-dir=${profile}`,
    ],
  });
  const close = browser.close.bind(browser);
  browser.close = async () => {
    await close();
    rmSync(profile, { recursive: true, force: true });
  };
  return browser;
}

/** `python3 -m http.server` on a free loopback port over node/page/; resolves once it answers. */
export async function servePage() {
  if (!existsSync(join(PAGE_DIR, "app.js"))) throw new Error("node/page/ is empty: run npm run bundle first");
  const python = process.env.PYTHON ?? "python3";
  const child = spawn(python, ["-u", "-m", "http.server", "0", "--bind", "127.0.0.1", "--directory", PAGE_DIR], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  const port = await new Promise((resolve, reject) => {
    let text = "";
    const timer = setTimeout(() => reject(new Error(`http.server did not start: ${text}`)), 15000);
    child.stdout.on("data", (chunk) => {
      text += chunk;
      const m = /port (\d+)/.exec(text);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
    child.stderr.on("data", () => {});
    child.on("exit", (code) => reject(new Error(`http.server exited (${code}): ${text}`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}
