/**
 * Everything the deck derives by hashing (SPEC.md 4.2-4.5): the context, tile points,
 * commitments and one seat's round secrets from its 32-byte seed.
 */
import { sha512 } from "@noble/hashes/sha2.js";
import { concatBytes, utf8 } from "../bytes.js";
import { DeckGroup } from "./group.js";
import { invert, nonzero, ORDER, encodeScalar } from "./scalar.js";
import { tileName, type DeckTile } from "./tiles.js";

export const DST_TILE = utf8("mextrain/v1/deck/tile");
export const DST_COMMIT = utf8("mextrain/v1/deck/commit");
export const DST_SHUFFLE_KEY = utf8("mextrain/v1/deck/shuffle-key");
export const DST_PERMUTATION = utf8("mextrain/v1/deck/permutation");
export const DST_LOCK_KEY = utf8("mextrain/v1/deck/lock-key");
export const DST_TILE_RISTRETTO = utf8("mextrain/v1/deck/ristretto255/tile");

export const SEED_BYTES = 32;
export const COMMITMENT_BYTES = 64;
export const MAX_GAME_ID_BYTES = 255;

/** `u32(x)`: 4 bytes big-endian, how every integer enters a hash. */
export function u32(value: number): Uint8Array {
  if (!Number.isInteger(value) || value < 0 || value >= 2 ** 32) throw new RangeError(`${value} does not fit in 32 bits`);
  const out = new Uint8Array(4);
  new DataView(out.buffer).setUint32(0, value, false);
  return out;
}

/** `ctx(j) = u32(len(game_id)) ‖ game_id ‖ u32(r) ‖ u32(j)`. */
export function context(gameId: Uint8Array, round: number, seat: number): Uint8Array {
  if (gameId.length < 1 || gameId.length > MAX_GAME_ID_BYTES) throw new RangeError(`game id must be 1 to ${MAX_GAME_ID_BYTES} bytes`);
  return concatBytes(u32(gameId.length), gameId, u32(round), u32(seat));
}

const tileCache = new Map<string, Uint8Array>();

/** `T(a, b)`: ristretto255 `from_hash` of the whole digest; edwards25519 `from_uniform` of its first half. */
export function tilePoint(t: DeckTile, group: DeckGroup): Uint8Array {
  const key = `${group.name}:${tileName(t)}`;
  let p = tileCache.get(key);
  if (!p) {
    const dst = group.name === "ristretto255" ? DST_TILE_RISTRETTO : DST_TILE;
    p = group.hashToPoint(sha512(concatBytes(dst, u32(t.low), u32(t.high))));
    tileCache.set(key, p);
  }
  return p;
}

export function tilePoints(tiles: readonly DeckTile[], group: DeckGroup): Uint8Array[] {
  return tiles.map((t) => tilePoint(t, group));
}

/** Point encoding (hex) -> tile, for the tiles of one deck only. */
export function tileLookup(tiles: readonly DeckTile[], group: DeckGroup): Map<string, DeckTile> {
  const out = new Map<string, DeckTile>();
  for (const t of tiles) out.set(toHexKey(tilePoint(t, group)), t);
  return out;
}

export function toHexKey(p: Uint8Array): string {
  let s = "";
  for (const b of p) s += b.toString(16).padStart(2, "0");
  return s;
}

export function commitment(gameId: Uint8Array, round: number, seat: number, seed: Uint8Array): Uint8Array {
  checkSeed(seed);
  return sha512(concatBytes(DST_COMMIT, context(gameId, round, seat), seed));
}

/** SHA-512 in counter mode read as 4-byte big-endian words (SPEC.md 4.5). */
export class UniformStream {
  private counter = 0;
  private buffer = new Uint8Array(0);
  private offset = 0;
  constructor(private readonly prefix: Uint8Array) {}

  word(): number {
    if (this.offset + 4 > this.buffer.length) {
      this.buffer = sha512(concatBytes(this.prefix, u32(this.counter)));
      this.counter += 1;
      this.offset = 0;
    }
    const w = new DataView(this.buffer.buffer, this.buffer.byteOffset).getUint32(this.offset, false);
    this.offset += 4;
    return w;
  }

  /** `uniform(m)`: rejection sampling, exactly uniform in `[0, m)`. */
  below(m: number): number {
    if (!Number.isInteger(m) || m < 1 || m > 2 ** 32) throw new RangeError(`cannot draw below ${m}`);
    const limit = 2 ** 32 - (2 ** 32 % m);
    for (;;) {
      const w = this.word();
      if (w < limit) return w % m;
    }
  }
}

/** Durstenfeld: for i = size-1 down to 1, swap a[i] and a[below(i+1)]. */
export function fisherYates(size: number, below: (m: number) => number): number[] {
  const a = Array.from({ length: size }, (_, i) => i);
  for (let i = size - 1; i > 0; i--) {
    const j = below(i + 1);
    const t = a[i]!;
    a[i] = a[j]!;
    a[j] = t;
  }
  return a;
}

/** One seat's secrets for one round, all from its seed. */
export interface SeatSecrets {
  readonly gameId: Uint8Array;
  readonly round: number;
  readonly seat: number;
  readonly seed: Uint8Array;
  readonly commitment: Uint8Array;
  /** `e_j` */
  readonly shuffleKey: bigint;
  /** `π_j[x]`: the input position whose card lands at output position `x`. */
  readonly permutation: readonly number[];
  /** `k_{j,i}` */
  readonly lockKeys: readonly bigint[];
  /** `f_{j,i} = k_{j,i}·e_j^-1 mod L` */
  readonly lockFactors: readonly bigint[];
}

export function deriveSecrets(gameId: Uint8Array, round: number, seat: number, seed: Uint8Array, deckSize: number): SeatSecrets {
  checkSeed(seed);
  if (deckSize < 1) throw new RangeError(`a deck of ${deckSize} cards`);
  const ctx = context(gameId, round, seat);
  const e = nonzero(sha512(concatBytes(DST_SHUFFLE_KEY, ctx, seed)));
  const stream = new UniformStream(concatBytes(DST_PERMUTATION, ctx, seed));
  const permutation = fisherYates(deckSize, (m) => stream.below(m));
  const lockPrefix = concatBytes(DST_LOCK_KEY, ctx, seed);
  const lockKeys: bigint[] = [];
  for (let i = 0; i < deckSize; i++) lockKeys.push(nonzero(sha512(concatBytes(lockPrefix, u32(i)))));
  const eInv = invert(e);
  return {
    gameId,
    round,
    seat,
    seed,
    commitment: sha512(concatBytes(DST_COMMIT, ctx, seed)),
    shuffleKey: e,
    permutation,
    lockKeys,
    lockFactors: lockKeys.map((k) => (k * eInv) % ORDER),
  };
}

export function lockKeyBytes(secrets: SeatSecrets, position: number): Uint8Array {
  const k = secrets.lockKeys[position];
  if (k === undefined) throw new RangeError(`no position ${position}`);
  return encodeScalar(k);
}

function checkSeed(seed: Uint8Array): void {
  if (!(seed instanceof Uint8Array) || seed.length !== SEED_BYTES) throw new RangeError(`a round seed is ${SEED_BYTES} bytes`);
}
