/// <reference lib="dom" />
/**
 * The page's entry point. `#demo` (or `#demo=N`, from frame N) plays back a recorded match;
 * otherwise the page waits for its seat, which comes with the TypeScript protocol's transport
 * (issue 33, item 3), and says so.
 */

import { startDemo } from "./demo.js";
import { h } from "./dom.js";
import { mountTable } from "./table.js";

export const DEMO_LOG = "mextrain-demo.mtlog";

function main(): void {
  const root = document.getElementById("app");
  if (root === null) return;
  const demo = /^#demo(?:=(\d+))?$/.exec(location.hash);
  if (demo === null) {
    mountTable(root, () => undefined);
    root.before(h("p", { class: "demo-banner", role: "note" },
      "This page joins a table through its host once the browser seat is built. Until then, ",
      h("a", { href: "#demo" }, "watch the demo"), ": a recorded match you can tap through."));
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
