// Draw the page's screenshots of the demo (docs/page-demo-phone.png at 390x844,
// docs/page-demo-desktop.png at 1280x800; the live table's are scripts/live-shots.mjs's), in Debian's Chromium driven headless by puppeteer-core.
//
//   node scripts/screenshots.mjs [FRAME] [--out DIR] [--tap]
//
// Run `npm run bundle` first: it serves node/page/ over loopback with Python's http.server.
// FRAME is the demo frame (default 13: mid-round, an open double to cover, markers out). The
// first tile that fits two trains is tapped, so the picture shows it picked and its trains lit
// (--plain: no tap).

import { launchChromium, servePage } from "./browser.mjs";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";

const web = dirname(dirname(fileURLToPath(import.meta.url)));
const args = process.argv.slice(2);
const frame = Number(args.find((a) => /^\d+$/.test(a)) ?? 13);
const outAt = args.indexOf("--out");
const out = outAt >= 0 ? args[outAt + 1] : join(web, "..", "docs");
const suffix = args.includes("--suffix") ? `-${args[args.indexOf("--suffix") + 1]}` : "";

const server = await servePage();
const browser = await launchChromium();
try {
  for (const [name, width, height, mobile] of [
    ["phone", 390, 844, true],
    ["desktop", 1280, 800, false],
  ]) {
    const page = await browser.newPage();
    await page.setViewport({ width, height, deviceScaleFactor: mobile ? 2 : 1, isMobile: mobile, hasTouch: mobile });
    await page.goto(`${server.url}/index.html#demo=${frame}`, { waitUntil: "load" });
    await page.waitForSelector(".board-svg");
    const two = await page.$('.hand-tile[aria-label*=" or "]');
    if (two !== null && !args.includes("--plain")) await two.click();
    const file = join(out, `page-demo-${name}${suffix}.png`);
    await page.screenshot({ path: file });
    console.log(`wrote ${file}`);
    await page.close();
  }
} finally {
  await browser.close();
  server.stop();
}
