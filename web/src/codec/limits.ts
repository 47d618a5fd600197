/**
 * Structure limits for canonical msgpack (SPEC 5.1, 5.4, 8.4, 8.5 step 5), checked as each
 * header is read, before anything is built: a hostile value (a million empty arrays in a
 * megabyte) costs no more than the limits allow.
 */

export interface Limits {
  /** Items in one array. */
  readonly maxArray: number;
  /** Pairs in one map. */
  readonly maxMap: number;
  /** Bytes of one str. */
  readonly maxStr: number;
  /** Bytes of one bin. */
  readonly maxBin: number;
  /** Arrays and maps in the whole value, the top-level one counted. */
  readonly maxContainers: number;
  /**
   * Deepest container: the top-level value is at depth 0, and a container deeper than this is
   * refused (SPEC 8.4's "nesting at most 8 levels": containers at depths 0..8).
   */
  readonly maxDepth: number;
  /** Bytes of the whole value. */
  readonly maxBytes: number;
}

const MIB = 1 << 20;

/** Every canonical value (SPEC 5.1): the nesting limit only. */
export const PLAIN: Limits = {
  maxArray: 0xffffffff,
  maxMap: 0xffffffff,
  maxStr: 0xffffffff,
  maxBin: 0xffffffff,
  maxContainers: Number.MAX_SAFE_INTEGER,
  maxDepth: 8,
  maxBytes: 1 << 24,
};

/** A signed message and, separately, its body, as a node and `verify` read them (SPEC 8.5 step 5). */
export const MESSAGE: Limits = {
  maxArray: 1024,
  maxMap: 64,
  maxStr: 4096,
  maxBin: MIB,
  maxContainers: 4096,
  maxDepth: 8,
  maxBytes: MIB,
};

/** A message body once its layout is applied (SPEC 5.4: no array or map holds more than 256 items). */
export const BODY: Limits = { ...MESSAGE, maxArray: 256 };

/** A log entry's outer array (SPEC 6.1, 6.3): four items, one container, at most 2^20 bytes. */
export const ENTRY: Limits = { ...MESSAGE, maxArray: 4, maxMap: 4, maxContainers: 1 };

/** A transport envelope (SPEC 8.4). */
export const ENVELOPE: Limits = {
  maxArray: 64,
  maxMap: 16,
  maxStr: 4096,
  maxBin: MIB,
  maxContainers: Number.MAX_SAFE_INTEGER,
  maxDepth: 8,
  maxBytes: MIB + 1024,
};
