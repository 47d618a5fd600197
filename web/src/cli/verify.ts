/**
 * `node verify.mjs FILE`: prints the `verify --json` object of SPEC 6.3 for a log file and
 * exits with its code (0 valid, 1 invalid, 2 unreadable, 3 aborted). `--batch FILE...` verifies
 * several files in one Node start (libsodium's WebAssembly set up once): one line a file, in
 * their order, each the object a single run prints (on one line), and exits 0; what
 * `mextrain conformance --batch` reads. A file that cannot be read at all is exit 2 with a
 * message on stderr (in a batch: its line is `{"error": MESSAGE}`).
 */
import { readFileSync } from "node:fs";
import { cryptoReady } from "../deck/group.js";
import { EXIT_CODES, verdictJson, verifyLog } from "../table/verify.js";

const USAGE = `usage: node verify.mjs [--json] FILE
       node verify.mjs --batch FILE...

FILE: print the verify --json object of a mextrain log (SPEC 6.3) and exit with its code:
0 valid, 1 invalid, 2 unreadable, 3 aborted.
--batch FILE...: one Node start for many logs: one line a file, in their order, each the
object a single run prints ({"error": MESSAGE} for a file that cannot be read); exit 0.
`;

function verdictOf(path: string): { json: object; code: number } {
  const result = verifyLog(new Uint8Array(readFileSync(path)));
  return { json: verdictJson(result), code: EXIT_CODES[result.outcome] };
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function main(args: string[]): number {
  if (args.includes("--help") || args.includes("-h")) {
    process.stdout.write(USAGE);
    return 0;
  }
  if (args[0] === "--batch") {
    for (const path of args.slice(1)) {
      let line: object;
      try {
        line = verdictOf(path).json;
      } catch (error) {
        line = { error: message(error) };
      }
      process.stdout.write(JSON.stringify(line) + "\n");
    }
    return 0;
  }
  const files = args.filter((a) => a !== "--json");
  if (files.length !== 1) {
    process.stderr.write(USAGE);
    return 2;
  }
  let verdict;
  try {
    verdict = verdictOf(files[0]!);
  } catch (error) {
    process.stderr.write(`verify: ${message(error)}\n`);
    return 2;
  }
  process.stdout.write(JSON.stringify(verdict.json, null, 2) + "\n");
  return verdict.code;
}

await cryptoReady();
process.exitCode = main(process.argv.slice(2));
