/**
 * A header walk over one msgpack value that refuses, before any value is built, what canonical
 * msgpack never holds (floats, extension types, the unused 0xc1, non-str map keys, truncation,
 * trailing bytes) and whatever breaks the caller's limits. The library decoder runs only after it.
 */
import type { Limits } from "./limits.js";

export class CodecError extends Error {
  override name = "CodecError";
}

/** A limit broken (an array, map, str or bin too long, too many containers, too deep). */
export class LimitError extends CodecError {
  override name = "LimitError";
}

class Walker {
  private pos = 0;
  private containers = 0;

  constructor(
    private readonly bytes: Uint8Array,
    private readonly limits: Limits,
  ) {}

  run(): void {
    if (this.bytes.length === 0) throw new CodecError("no msgpack value: empty input");
    if (this.bytes.length > this.limits.maxBytes) {
      throw new LimitError(`${this.bytes.length} bytes is over the ${this.limits.maxBytes}-byte limit`);
    }
    this.value(0, false);
    if (this.pos !== this.bytes.length) throw new CodecError("trailing bytes after the msgpack value");
  }

  private need(n: number): void {
    if (this.pos + n > this.bytes.length) throw new CodecError("truncated msgpack value");
  }

  private byte(): number {
    this.need(1);
    return this.bytes[this.pos++]!;
  }

  private uint(size: 1 | 2 | 4): number {
    this.need(size);
    let v = 0;
    for (let i = 0; i < size; i++) v = v * 256 + this.bytes[this.pos++]!;
    return v;
  }

  private skip(n: number): void {
    this.need(n);
    this.pos += n;
  }

  private str(n: number): void {
    if (n > this.limits.maxStr) throw new LimitError(`a str of ${n} bytes is over the ${this.limits.maxStr}-byte limit`);
    this.skip(n);
  }

  private bin(n: number): void {
    if (n > this.limits.maxBin) throw new LimitError(`a bin of ${n} bytes is over the ${this.limits.maxBin}-byte limit`);
    this.skip(n);
  }

  private container(depth: number, kind: "array" | "map", n: number): void {
    this.containers += 1;
    if (this.containers > this.limits.maxContainers) {
      throw new LimitError(`more than ${this.limits.maxContainers} arrays and maps`);
    }
    if (depth > this.limits.maxDepth) throw new LimitError(`nested deeper than ${this.limits.maxDepth} levels`);
    if (kind === "array") {
      if (n > this.limits.maxArray) throw new LimitError(`an array of ${n} items is over the ${this.limits.maxArray}-item limit`);
      for (let i = 0; i < n; i++) this.value(depth + 1, false);
    } else {
      if (n > this.limits.maxMap) throw new LimitError(`a map of ${n} pairs is over the ${this.limits.maxMap}-pair limit`);
      for (let i = 0; i < n; i++) {
        this.value(depth + 1, true);
        this.value(depth + 1, false);
      }
    }
  }

  private value(depth: number, isKey: boolean): void {
    const head = this.byte();
    const isStr = (head >= 0xa0 && head <= 0xbf) || (head >= 0xd9 && head <= 0xdb);
    if (isKey && !isStr) throw new CodecError(`map keys must be str, not the msgpack type 0x${head.toString(16)}`);
    if (head <= 0x7f || head >= 0xe0) return; // fixint
    if (head <= 0x8f) return this.container(depth, "map", head & 0x0f);
    if (head <= 0x9f) return this.container(depth, "array", head & 0x0f);
    if (head <= 0xbf) return this.str(head & 0x1f);
    switch (head) {
      case 0xc0:
      case 0xc2:
      case 0xc3:
        return;
      case 0xc4:
        return this.bin(this.uint(1));
      case 0xc5:
        return this.bin(this.uint(2));
      case 0xc6:
        return this.bin(this.uint(4));
      case 0xca:
      case 0xcb:
        throw new CodecError("floats are not allowed");
      case 0xcc:
      case 0xd0:
        return this.skip(1);
      case 0xcd:
      case 0xd1:
        return this.skip(2);
      case 0xce:
      case 0xd2:
        return this.skip(4);
      case 0xcf:
      case 0xd3:
        return this.skip(8);
      case 0xd9:
        return this.str(this.uint(1));
      case 0xda:
        return this.str(this.uint(2));
      case 0xdb:
        return this.str(this.uint(4));
      case 0xdc:
        return this.container(depth, "array", this.uint(2));
      case 0xdd:
        return this.container(depth, "array", this.uint(4));
      case 0xde:
        return this.container(depth, "map", this.uint(2));
      case 0xdf:
        return this.container(depth, "map", this.uint(4));
      case 0xc1:
        throw new CodecError("the byte 0xc1 is never used in msgpack");
      default: // 0xc7-0xc9, 0xd4-0xd8
        throw new CodecError("msgpack extension types are not allowed");
    }
  }
}

/** Throws CodecError (LimitError for a limit) unless `bytes` is one msgpack value of plain types within `limits`. */
export function scan(bytes: Uint8Array, limits: Limits): void {
  new Walker(bytes, limits).run();
}
