// Build the page into node/page/, the folder the Python package ships and the host serves.
//
// The output is a function of the sources and the lock file only: no timestamps, no absolute
// paths, no source maps, files written in a fixed order, so two builds give the same bytes
// (CI rebuilds and compares). The demo's recorded frames (web/page/demo-views.json, written by
// docs/make_page_demo.py) become demo.js, a script the page loads only in demo mode.

import { build } from "esbuild";
import { mkdir, readFile, readdir, rm, writeFile, copyFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const web = dirname(dirname(fileURLToPath(import.meta.url)));
const out = join(web, "..", "node", "page");
const STATIC = ["index.html", "page.css", "favicon.svg", "mextrain-demo.mtlog"];

await mkdir(out, { recursive: true });
for (const name of await readdir(out)) await rm(join(out, name), { recursive: true });

const result = await build({
  absWorkingDir: web,
  entryPoints: ["src/page/main.ts"],
  bundle: true,
  format: "iife",
  target: "es2020",
  platform: "browser",
  charset: "utf8",
  legalComments: "none",
  sourcemap: false,
  minify: false,
  write: false,
  logLevel: "warning",
  outfile: "app.js",
});
for (const file of result.outputFiles) {
  await writeFile(join(out, "app.js"), file.contents);
}
for (const name of STATIC) await copyFile(join(web, "page", name), join(out, name));
const demo = JSON.parse(await readFile(join(web, "page", "demo-views.json"), "utf8"));
await writeFile(
  join(out, "demo.js"),
  "// recorded by docs/make_page_demo.py: seat 0's views of a real 2-round match\n" +
    `window.MEXTRAIN_DEMO = ${JSON.stringify(demo)};\n`,
);
const names = (await readdir(out)).sort();
console.log(`node/page: ${names.join(", ")}`);
