/// <reference lib="dom" />
/**
 * The page's entry point. `#code=CODE` (the link `mextrain host` prints, SPEC 8.12) sits down at
 * that table (live.ts); `#demo` (or `#demo=N`, from frame N) plays back a recorded match;
 * otherwise the page says how to get a link.
 */

import { startDemo } from "./demo.js";
import { h } from "./dom.js";
import { joinForm } from "./join-form.js";
import { liveParams, startLive } from "./live.js";
import { mountTable } from "./table.js";

export const DEMO_LOG = "mextrain-demo.mtlog";

function main(): void {
  const root = document.getElementById("app");
  if (root === null) return;
  const live = liveParams(location.hash, location);
  if (live !== null) {
    startLive(root, live).catch((error: Error) => {
      root.before(h("p", { class: "demo-banner", role: "alert" }, `This page could not sit down at the table: ${error.message}`));
    });
    addEventListener("hashchange", () => location.reload());
    return;
  }
  const demo = /^#demo(?:=(\d+))?$/.exec(location.hash);
  if (demo === null) {
    mountTable(root, () => undefined);
    root.before(h("p", { class: "demo-banner", role: "note" },
      "To sit down at a table, open the link its host printed (it ends in #code=…), or give its code here. Meanwhile, ",
      h("a", { href: "#demo" }, "watch the demo"), ": a recorded match you can tap through."), joinForm());
    addEventListener("hashchange", () => location.reload());
    return;
  }
  const script = h("script", { src: "demo.js" });
  script.addEventListener("load", () => {
    const data = window.MEXTRAIN_DEMO;
    if (data === undefined) return;
    startDemo(root, data, Number(demo[1] ?? 0), DEMO_LOG);
  });
  document.head.append(script);
  addEventListener("hashchange", () => location.reload());
}

main();
