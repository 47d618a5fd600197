/**
 * `verify` (SPEC 6.3): a log file fed to a table with no secrets, stopped at the first failure,
 * and the `verify --json` object with its exit code. The object's fields and their order are
 * 6.3's; `reason` strings are for people.
 */
import type { Blame } from "../log/chain.js";
import { walkLog } from "../log/walk.js";
import type { RoundOutcome } from "../rules/scoring.js";
import { abortCause } from "./stage.js";
import { Table } from "./table.js";

export type Outcome = "valid" | "invalid" | "aborted" | "unreadable";

export const EXIT_CODES: Readonly<Record<Outcome, number>> = { valid: 0, invalid: 1, unreadable: 2, aborted: 3 };

export interface VerifyResult {
  readonly outcome: Outcome;
  readonly entries: number;
  readonly blame: Blame | null;
  readonly table: Table;
}

/** Verifies a whole log file's bytes. */
export function verifyLog(bytes: Uint8Array): VerifyResult {
  const table = new Table();
  const walk = walkLog(bytes, table);
  let outcome: Outcome;
  if (!walk.readable) outcome = "unreadable";
  else if (walk.failure !== null) outcome = "invalid";
  else if (table.aborted !== null) outcome = "aborted";
  else outcome = "valid";
  return { outcome, entries: walk.entries, blame: walk.failure, table };
}

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function roundJson(o: RoundOutcome): Json {
  return {
    double: o.double,
    went_out: o.wentOut,
    blocked: o.wentOut === null,
    out_on_double: o.outOnDouble,
    pips: [...o.pips],
    scores: [...o.scores],
    winners: [...o.winners],
  };
}

/** The `verify --json` object: every field, in 6.3's order, absent ones left out. */
export function verdictJson(result: VerifyResult): { [key: string]: Json } {
  const t = result.table;
  const out: { [key: string]: Json } = {
    outcome: result.outcome,
    valid: result.outcome === "valid",
    readable: result.outcome !== "unreadable",
    entries: result.entries,
  };
  // Set only once entry 0 passed every check (the table applies it last).
  if (t.rules !== null) {
    out["ruleset"] = t.rules.name;
    out["players"] = t.seats;
    out["names"] = [...t.names];
  }
  if (result.blame !== null) {
    out["blame"] = { seat: result.blame.seat, entry: result.blame.entry, reason: result.blame.reason };
    out["cheater"] = result.blame.cheater;
  }
  const a = t.aborted;
  if (result.outcome === "aborted" && a !== null) {
    out["abort"] = { entry: a.entry, seat: a.seat, reason: a.reason, stage: a.stage, round: a.round, awaited: [...a.awaited], cause: abortCause(a) };
    out["rounds"] = t.outcomes.map(roundJson);
  }
  if (result.outcome === "valid" && t.final !== null) {
    out["rounds"] = t.outcomes.map(roundJson);
    out["totals"] = [...t.final.totals];
    out["winners"] = [...t.final.winners];
  }
  return out;
}
