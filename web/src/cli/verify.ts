/**
 * `node verify.mjs FILE`: prints the `verify --json` object of SPEC 6.3 for a log file and
 * exits with its code (0 valid, 1 invalid, 2 unreadable, 3 aborted); `--batch FILE...` prints
 * one object per line for several files (one Node start for many logs) and exits 0. A file that
 * cannot be read at all is exit 2 with a message on stderr (batch: an object with `error`).
 */
import { readFileSync } from "node:fs";
import { cryptoReady } from "../deck/group.js";
import { EXIT_CODES, verdictJson, verifyLog } from "../table/verify.js";

function verdictOf(path: string): { json: object; code: number } {
  const result = verifyLog(new Uint8Array(readFileSync(path)));
  return { json: verdictJson(result), code: EXIT_CODES[result.outcome] };
}

function main(args: string[]): number {
  if (args[0] === "--batch") {
    for (const path of args.slice(1)) {
      let line: object;
      try {
        line = { file: path, ...verdictOf(path).json };
      } catch (error) {
        line = { file: path, error: error instanceof Error ? error.message : String(error) };
      }
      process.stdout.write(JSON.stringify(line) + "\n");
    }
    return 0;
  }
  const files = args.filter((a) => a !== "--json");
  if (files.length !== 1) {
    process.stderr.write("usage: verify.mjs [--json] FILE | verify.mjs --batch FILE...\n");
    return 2;
  }
  let verdict;
  try {
    verdict = verdictOf(files[0]!);
  } catch (error) {
    process.stderr.write(`verify: ${error instanceof Error ? error.message : String(error)}\n`);
    return 2;
  }
  process.stdout.write(JSON.stringify(verdict.json, null, 2) + "\n");
  return verdict.code;
}

await cryptoReady();
process.exitCode = main(process.argv.slice(2));
