/** Loads the repository's test vectors (tests/vectors/) for the TypeScript tests, wherever they run from. */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository's top folder: web/build/test/ -> three levels up. */
export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");

export function vectorPath(name: string): string {
  return join(repoRoot, "tests", "vectors", name);
}

export function loadVector<T = unknown>(name: string): T {
  return JSON.parse(readFileSync(vectorPath(name), "utf8")) as T;
}

export function loadBytes(name: string): Uint8Array {
  return new Uint8Array(readFileSync(vectorPath(name)));
}
