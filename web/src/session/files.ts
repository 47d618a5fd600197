/** `KeyValue` on files, for Node (tests, tools): one file per key, written and fsync'd before a put resolves. */
import { mkdir, open, readFile, readdir, rename } from "node:fs/promises";
import { join } from "node:path";
import type { KeyValue } from "./storage.js";

export class FileKeyValue implements KeyValue {
  private ready: Promise<void>;

  constructor(private readonly dir: string) {
    this.ready = mkdir(dir, { recursive: true }).then(() => undefined);
  }

  private path(key: string): string {
    return join(this.dir, encodeURIComponent(key));
  }

  async get(key: string): Promise<Uint8Array | null> {
    await this.ready;
    try {
      return new Uint8Array(await readFile(this.path(key)));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async put(key: string, value: Uint8Array): Promise<void> {
    await this.ready;
    const final = this.path(key);
    const temp = `${final}.part`;
    const file = await open(temp, "w");
    try {
      await file.writeFile(value);
      await file.sync();
    } finally {
      await file.close();
    }
    await rename(temp, final);
    const dir = await open(this.dir, "r");
    try {
      await dir.sync();
    } finally {
      await dir.close();
    }
  }

  async list(prefix: string): Promise<[string, Uint8Array][]> {
    await this.ready;
    const out: [string, Uint8Array][] = [];
    for (const name of (await readdir(this.dir)).sort()) {
      if (name.endsWith(".part")) continue;
      const key = decodeURIComponent(name);
      if (key.startsWith(prefix)) out.push([key, new Uint8Array(await readFile(join(this.dir, name)))]);
    }
    return out;
  }
}
