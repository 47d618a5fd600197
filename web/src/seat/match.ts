/**
 * A whole match in memory, every node in TypeScript: a host with its sequencer and one
 * {@link SeatDriver} per seat, each message sequenced and every entry fed to every seat in the
 * order a networked table would see them (the same order as the Python harness). What the
 * tests run to show the seat side plays a match on its own, and what bench/ times.
 */
import type { Value } from "../codec/canonical.js";
import { Identity } from "../identity/ed25519.js";
import { type Ruleset, rulesetToMap } from "../rules/ruleset.js";
import { Sequencer } from "../table/sequencer.js";
import { RISTRETTO255_OPTION, Table, VERIFIED_SHUFFLE } from "../table/table.js";
import type { Delivery } from "./driver.js";

/** Anything that plays a seat: a driver, or one that cheats. */
export interface SeatNode {
  receive(entry: Uint8Array): Delivery;
}

export interface MatchSetup {
  readonly rules: Ruleset;
  readonly seats: readonly SeatNode[];
  readonly hostIdentity: Identity;
  readonly gameId: Uint8Array;
  readonly verifiedShuffle?: boolean;
  readonly tableName?: string;
  readonly created?: number;
  /** Stop once this many entries are in the log (a benchmark's deal, say). */
  readonly until?: (host: Table) => boolean;
}

export interface MatchResult {
  readonly entries: Uint8Array[];
  readonly host: Table;
}

export const MAX_ENTRIES = 200_000;

/** Plays until the host's table ends (or `until` says stop); a refused message throws, naming the seat. */
export function runMatch(setup: MatchSetup): MatchResult {
  const host = new Table({ identity: setup.hostIdentity, host: true, name: "host" });
  const sequencer = new Sequencer(host);
  const options = [RISTRETTO255_OPTION, ...(setup.verifiedShuffle ? [VERIFIED_SHUFFLE] : [])];
  const open = host.openTable({
    gameId: setup.gameId,
    rules: setup.rules,
    rulesMap: rulesetToMap(setup.rules) as Value,
    seats: setup.seats.length,
    tableName: setup.tableName ?? "in-memory table",
    created: setup.created ?? 0,
    options,
  });
  const queue: Uint8Array[] = [open];
  const entries: Uint8Array[] = [];
  while (queue.length > 0 && !host.ended && !(setup.until?.(host) ?? false)) {
    if (entries.length >= MAX_ENTRIES) throw new Error(`the match did not end after ${entries.length} entries`);
    const entry = sequencer.sequence(queue.shift()!);
    entries.push(entry);
    const owed = setup.seats.map((seat) => seat.receive(entry).messages);
    queue.push(...host.outbox());
    for (const messages of owed) queue.push(...messages);
  }
  return { entries, host };
}

