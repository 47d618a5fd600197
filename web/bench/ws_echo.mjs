// The page's side of bench/ws_echo.py (run that): opens the host's web port in Debian's
// headless Chromium, sends COUNT binary messages GAP ms apart on a WebSocket to it, each
// holding its send time, and prints the medians of what the echoes say.
// Usage: node bench/ws_echo.mjs PORT COUNT GAP

import { launchChromium } from "../scripts/browser.mjs";

const [port, count, gap] = process.argv.slice(2);
const browser = await launchChromium();
try {
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: "load" });
  const rows = await page.evaluate(async (port, count, gap) => {
    const now = () => performance.timeOrigin + performance.now();
    const socket = new WebSocket(`ws://127.0.0.1:${port}/mextrain`);
    socket.binaryType = "arraybuffer";
    await new Promise((resolve, reject) => ((socket.onopen = resolve), (socket.onerror = reject)));
    const rows = [];
    for (let i = 0; i < count; i++) {
      const back = new Promise((resolve) => (socket.onmessage = (e) => resolve([now(), e.data])));
      const sent = now();
      socket.send(new Float64Array([sent]).buffer);
      const [came, data] = await back;
      const host = Number(new DataView(data).getBigInt64(8)) / 1e6; // the host's epoch ns, in ms
      rows.push([came - sent, host - sent, came - host, Date.now() - now()]);
      await new Promise((resolve) => setTimeout(resolve, gap));
    }
    return rows;
  }, Number(port), Number(count), Number(gap));
  const median = (k) => {
    const sorted = rows.map((r) => r[k]).sort((a, b) => a - b);
    return sorted[sorted.length >> 1].toFixed(2);
  };
  console.log(`${rows.length} messages, ${gap} ms apart, medians: round trip ${median(0)} ms (the page's clock);`);
  console.log(`  page -> host ${median(1)} ms, host -> page ${median(2)} ms (the page's clock against the host's);`);
  console.log(`  the page's Date.now() minus its timeOrigin + now(): ${median(3)} ms`);
} finally {
  await browser.close();
}
