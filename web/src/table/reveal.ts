/** A round's end (SPEC 7.3): the reveals, the deck audit, the full-information replay, the scores and the match's end. */
import type { Blame } from "../log/chain.js";
import { HOST_SEAT, TABLE_ROUND, type Message } from "../messages/message.js";
import { auditRound, type AuditFailure } from "../deck/audit.js";
import { IllegalPlayError, replayRound } from "../rules/engine.js";
import { roundDoubles } from "../rules/ruleset.js";
import { scoreMatch, scoreRound } from "../rules/scoring.js";
import { beginRound } from "./deck-stages.js";
import { TableRound } from "./round.js";
import { refuse, roundFor, type TableState, type Update } from "./state.js";

export function startReveal(t: TableState, rnd: TableRound): void {
  t.stage = "reveal";
  rnd.pendingDraw = null;
}

export function onReveal(t: TableState, index: number, m: Message): Update[] {
  const rnd = roundFor(t, m, "reveal");
  const [seed, head] = m.payload as [Uint8Array, Uint8Array];
  if (rnd.reveals.has(m.seat)) throw refuse(m, "a second reveal");
  const at = t.entryOf(head);
  if (at === undefined || rnd.overEntry === null || at < rnd.overEntry) throw refuse(m, "the head it co-signs is not at or after the round's end");
  rnd.reveals.set(m.seat, seed);
  rnd.stepEntries.set(TableRound.stepKey("reveal", m.seat), index);
  const updates: Update[] = [{ entry: index, kind: "reveal", seat: m.seat, round: rnd.index }];
  if (rnd.reveals.size === t.seats) updates.push(...audit(t, rnd, index));
  return updates;
}

/** SPEC 7.3: the deck audit, an unconfirmed anomaly, the full-information replay, the scores. */
export function audit(t: TableState, rnd: TableRound, index: number): Update[] {
  const reveals = Array.from({ length: t.seats }, (_, s) => ({ kind: "reveal" as const, seat: s, seed: rnd.reveals.get(s)! }));
  const result = auditRound(rnd.deck.transcript(reveals));
  if (!result.ok) {
    return blameUpdate(t, { seat: result.seat, entry: entryOfFailure(t, rnd, result), reason: `deck audit: ${result.reason}`, cheater: true }, index, rnd.index);
  }
  if (rnd.anomaly) {
    const a = rnd.anomaly;
    return blameUpdate(t, { seat: a.seat, entry: a.entry, reason: `anomaly (${a.reason}) that the audit does not explain`, cheater: true }, index, rnd.index);
  }
  const rules = t.rules!;
  let final;
  try {
    final = replayRound(rules, t.seats, rnd.index, result.tiles, rnd.events);
  } catch (error) {
    if (!(error instanceof IllegalPlayError)) throw error;
    const entry = rnd.eventEntries[error.eventIndex] ?? null;
    return blameUpdate(t, { seat: error.seat, entry, reason: `broke a rule: ${error.message}`, cheater: true }, index, rnd.index);
  }
  const outcome = scoreRound(final);
  t.outcomes.push(outcome);
  const updates: Update[] = [{ entry: index, kind: "round_over", seat: HOST_SEAT, round: rnd.index, detail: { outcome, tiles: result.tiles } }];
  if (t.outcomes.length === roundDoubles(rules).length) {
    t.final = scoreMatch(rules, t.seats, t.outcomes);
    t.stage = "closing";
    if (t.isHost) t.queue("end", TABLE_ROUND, [[...t.final.totals], [...t.final.winners]], HOST_SEAT);
  } else {
    beginRound(t, rnd.index + 1);
  }
  return updates;
}

export function entryOfFailure(t: TableState, rnd: TableRound, failure: AuditFailure): number | null {
  if (failure.step === "release" || failure.step === "draw" || failure.step === "claim") {
    return rnd.deckEventEntries[failure.index] ?? null;
  }
  return rnd.stepEntries.get(TableRound.stepKey(failure.step, failure.seat)) ?? null;
}

export function blameUpdate(t: TableState, blame: Blame, index: number, round: number): Update[] {
  t.blame = blame;
  t.stage = "ended";
  return [{ entry: index, kind: "blame", seat: blame.seat ?? HOST_SEAT, round, detail: { reason: blame.reason } }];
}
