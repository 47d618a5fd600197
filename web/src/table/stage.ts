/**
 * The stages of a table (SPEC 7.1) and what an `abort` records about the moment it came
 * (SPEC 6.3, 7.4): the stage, the round under way, the seats awaited and the cause.
 */

export type Stage = "lobby" | "commit" | "shuffle" | "lock" | "deal" | "turns" | "reveal" | "closing" | "ended";

/** The host's `abort` entry, with what the log shows about it. */
export interface Abort {
  readonly entry: number;
  /** The seat the host names (-1: none). */
  readonly seat: number;
  readonly reason: string;
  /** The stage the table was in (never `ended`). */
  readonly stage: Stage;
  /** The 0-based round under way; null in the lobby and after the last round. */
  readonly round: number | null;
  /** The seats whose message the table was waiting for, in increasing order. */
  readonly awaited: readonly number[];
}

export type AbortCause = "withheld" | "silent" | "host";

/**
 * `withheld`: the named seat had not revealed its round seed; `silent`: the table was waiting
 * for it in another stage; `host`: the log backs no fault (nobody named, or a seat not awaited).
 */
export function abortCause(abort: Abort): AbortCause {
  if (!abort.awaited.includes(abort.seat)) return "host";
  return abort.stage === "reveal" ? "withheld" : "silent";
}
