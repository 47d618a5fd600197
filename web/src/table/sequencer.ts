/**
 * The host's half (SPEC 5.5): a message becomes the next signed, chained log entry only if the
 * host's own table (no secrets) accepts it, so an invalid message never reaches the log.
 */
import { makeEntry } from "../log/entry.js";
import type { Table } from "./table.js";

export class Sequencer {
  constructor(readonly host: Table) {
    if (!host.isHost || host.identity === null) throw new Error("a sequencer needs a host table");
  }

  /** The entry for `message`; throws (LogCheckError or TableRefusal, log unchanged) if it is not valid now. */
  sequence(message: Uint8Array): Uint8Array {
    const entry = makeEntry(this.host.identity!, this.host.entries.length, this.host.head, message);
    this.host.receive(entry);
    return entry;
  }
}
