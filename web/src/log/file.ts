/**
 * The log file (SPEC 6.2): the str "mextrain-log/1", then one canonical bin per entry. Reading
 * stops at the first top-level value that is not a whole canonical bin of at most 2^20 bytes,
 * at its header, and says where: 6.3 turns that into `unreadable` (at entry 0) or damage at k.
 */
import { bytesEqual, concatBytes } from "../bytes.js";
import { encode } from "../codec/canonical.js";
import { MAX_ENTRY_LEN } from "./entry.js";

export const LOG_MAGIC = "mextrain-log/1";
const HEADER = encode(LOG_MAGIC);

export interface LogFile {
  /** False when the file does not open with the header (a log with no entry is still readable here; 6.3 decides). */
  readonly readable: boolean;
  /** The entries' bytes, in order, up to the first damage. */
  readonly entries: Uint8Array[];
  /** Why reading stopped early (`entry`: the index the damage stands at), or null when the whole file was read. */
  readonly error: { readonly entry: number | null; readonly reason: string } | null;
}

export function fileHeader(): Uint8Array {
  return HEADER.slice();
}

/** One entry as it is appended to a log file: its bytes as a canonical bin. */
export function frameEntry(raw: Uint8Array): Uint8Array {
  return encode(raw);
}

export function writeLog(entries: readonly Uint8Array[]): Uint8Array {
  return concatBytes(HEADER, ...entries.map(frameEntry));
}

function binHeaderLen(size: number): number {
  return size < 1 << 8 ? 2 : size < 1 << 16 ? 3 : 5;
}

/** Splits a whole log file into entry bytes, stopping at the first damage. */
export function readLog(bytes: Uint8Array): LogFile {
  if (bytes.length < HEADER.length || !bytesEqual(bytes.subarray(0, HEADER.length), HEADER)) {
    return { readable: false, entries: [], error: { entry: null, reason: "not a mextrain log: the header is not \"mextrain-log/1\"" } };
  }
  const entries: Uint8Array[] = [];
  let at = HEADER.length;
  const stop = (reason: string): LogFile => ({ readable: true, entries, error: { entry: entries.length, reason: `at byte ${at}: ${reason}` } });
  while (at < bytes.length) {
    const head = bytes[at]!;
    const width = head === 0xc4 ? 1 : head === 0xc5 ? 2 : head === 0xc6 ? 4 : 0;
    if (width === 0) return stop(`expected an entry (bin), got the msgpack type 0x${head.toString(16)}`);
    if (at + 1 + width > bytes.length) return stop("truncated: an incomplete entry");
    let size = 0;
    for (let i = 0; i < width; i++) size = size * 256 + bytes[at + 1 + i]!;
    if (size > MAX_ENTRY_LEN) return stop(`an entry of ${size} bytes is over the ${MAX_ENTRY_LEN}-byte limit`);
    if (binHeaderLen(size) !== 1 + width) return stop("entry framing is not canonical");
    if (at + 1 + width + size > bytes.length) return stop("truncated: an incomplete entry");
    entries.push(bytes.subarray(at + 1 + width, at + 1 + width + size));
    at += 1 + width + size;
  }
  return { readable: true, entries, error: null };
}
