// Build every bundle whose sources exist, each a function of the sources and the lock file only
// (no timestamps, no absolute paths, no source maps), so two builds give the same bytes and CI
// can rebuild and compare with what is committed:
// - web/dist/verify.mjs: the command-line verifier (`node web/dist/verify.mjs FILE`, SPEC 6.3),
//   one ES module for Node with its dependencies inside (libsodium.js's WebAssembly included);
// - web/dist/seat.mjs: one seat over stdin/stdout (src/cli/seat.ts), the same way, for a host in
//   another process (the mixed TypeScript/Python table of tests/web/test_mixed_table.py);
// - node/page/: the page (web/src/page/) and its deck worker (web/src/workers/), the folder the
//   Python package ships and the host serves.

import { build } from "esbuild";
import { existsSync } from "node:fs";
import { copyFile, mkdir, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const web = dirname(dirname(fileURLToPath(import.meta.url)));
const common = { absWorkingDir: web, bundle: true, charset: "utf8", legalComments: "none", sourcemap: false, minify: false, write: false, logLevel: "warning" };

async function nodeCommand(name) {
  const result = await build({
    ...common,
    entryPoints: [`src/cli/${name}.ts`],
    format: "esm",
    platform: "node",
    target: "node20",
    outfile: `${name}.mjs`,
  });
  const out = join(web, "dist");
  await mkdir(out, { recursive: true });
  const [file] = result.outputFiles;
  await writeFile(join(out, `${name}.mjs`), file.contents);
  console.log(`web/dist: ${name}.mjs (${file.contents.length} bytes)`);
}

async function page() {
  const out = join(web, "..", "node", "page");
  const STATIC = ["index.html", "page.css", "favicon.svg", "mextrain-demo.mtlog"];
  await mkdir(out, { recursive: true });
  for (const name of await readdir(out)) await rm(join(out, name), { recursive: true });
  const result = await build({
    ...common,
    entryPoints: ["src/page/main.ts"],
    format: "iife",
    target: "es2020",
    platform: "browser",
    outfile: "app.js",
  });
  for (const file of result.outputFiles) await writeFile(join(out, "app.js"), file.contents);
  // the deck's Web Worker (src/workers/): libsodium.js again, in its own file
  const worker = await build({ ...common, entryPoints: ["src/workers/deck-worker.ts"], format: "iife", target: "es2020", platform: "browser", outfile: "deck-worker.js" });
  for (const file of worker.outputFiles) await writeFile(join(out, "deck-worker.js"), file.contents);
  for (const name of STATIC) await copyFile(join(web, "page", name), join(out, name));
  const demo = JSON.parse(await readFile(join(web, "page", "demo-views.json"), "utf8"));
  await writeFile(
    join(out, "demo.js"),
    "// recorded by docs/make_page_demo.py: seat 0's views of a real 2-round match\n" +
      `window.MEXTRAIN_DEMO = ${JSON.stringify(demo)};\n`,
  );
  console.log(`node/page: ${(await readdir(out)).sort().join(", ")}`);
}

for (const name of ["verify", "seat"]) if (existsSync(join(web, "src", "cli", `${name}.ts`))) await nodeCommand(name);
if (existsSync(join(web, "src", "page", "main.ts"))) await page();
