/**
 * The seam between the chain (this layer) and the table (rules, deck): a log file is read,
 * each entry checked by the chain and then handed to a {@link TableSeam}, and the first failure
 * of either is turned into 6.3's blame. The rules/deck verifier supplies the real table; this
 * module also has {@link JoinTracker}, the least a table must know for the chain (who holds
 * which seat), used to check a log's structure on its own.
 */
import { HOST_SEAT } from "../messages/message.js";
import { type Blame, ChainChecker, type CheckedEntry, LogCheckError, type SeatKeys } from "./chain.js";
import { readLog } from "./file.js";

/** A table check refused an entry; `seat` is the seat the table names (-1 or null: the host). */
export class TableRefusal extends Error {
  override name = "TableRefusal";
  constructor(
    readonly seat: number | null,
    reason: string,
  ) {
    super(reason);
  }
}

export interface TableSeam extends SeatKeys {
  /** Applies an entry the chain passed; throws TableRefusal to refuse it. */
  apply(checked: CheckedEntry): void;
  /** True once an entry ended the match (end, abort, or a blame the table recorded). */
  readonly ended: boolean;
  /**
   * A blame the table recorded on an entry it accepted (a false claim, a failed round audit or
   * replay): verification stops there, the entry not counted (6.3's `entries`).
   */
  readonly blame?: Blame | null;
}

/** Who holds each seat, from the `join`s in the log (the first join of a seat holds it), and when the match ends. */
export class JoinTracker implements TableSeam {
  private readonly keys = new Map<number, Uint8Array>();
  ended = false;

  keyOf(seat: number): Uint8Array | null {
    return this.keys.get(seat) ?? null;
  }

  apply(checked: CheckedEntry): void {
    const m = checked.message;
    if (m.kind === "join" && !this.keys.has(m.seat)) this.keys.set(m.seat, m.payload[1] as Uint8Array);
    if (m.kind === "end" || m.kind === "abort") this.ended = true;
  }
}

export interface Walk {
  readonly readable: boolean;
  /** Entries that passed every check (6.3's `entries`, before the outcome's own rules). */
  readonly entries: number;
  readonly failure: Blame | null;
  readonly checked: CheckedEntry[];
}

/**
 * Reads a log file through the chain and `table`, stopping at the first failure. The outcome
 * rules that need the table's state (`valid`, `aborted`) are the caller's; this reports the
 * blame of every structural check, of the table's refusals and of the file (6.3's table).
 */
export function walkLog(bytes: Uint8Array, table: TableSeam = new JoinTracker()): Walk {
  const file = readLog(bytes);
  const chain = new ChainChecker();
  const checked: CheckedEntry[] = [];
  const stopped = (failure: Blame): Walk => ({ readable: true, entries: checked.length, failure, checked });
  for (const raw of file.entries) {
    const index = checked.length;
    let entry: CheckedEntry;
    try {
      entry = chain.check(raw, table);
      table.apply(entry);
    } catch (error) {
      if (error instanceof LogCheckError) return stopped(error.blame);
      if (error instanceof TableRefusal) {
        const named = error.seat !== null && error.seat !== HOST_SEAT && index > 0;
        if (named && chain.isEvidence(raw, table)) return stopped({ seat: error.seat, entry: index, reason: error.message, cheater: true });
        const reason = named ? `the host logged an entry no honest host accepts: ${error.message}` : error.message;
        return stopped({ seat: HOST_SEAT, entry: index, reason, cheater: false });
      }
      throw error;
    }
    if (table.blame) return stopped(table.blame);
    chain.accept(entry);
    checked.push(entry);
    if (table.ended) {
      if (checked.length < file.entries.length || file.error !== null) {
        return stopped({ seat: null, entry: checked.length, reason: "the file goes on after the entry that ended the match", cheater: false });
      }
      return { readable: true, entries: checked.length, failure: null, checked };
    }
  }
  if (checked.length === 0) {
    const reason = file.error?.reason ?? "the log holds no entries";
    return { readable: false, entries: 0, failure: { seat: null, entry: null, reason, cheater: false }, checked };
  }
  if (file.error !== null) {
    return stopped({ seat: null, entry: checked.length, reason: `damaged after entry ${checked.length - 1}: ${file.error.reason}`, cheater: false });
  }
  return stopped({ seat: null, entry: checked.length, reason: "the log ends before the match is over", cheater: false });
}
