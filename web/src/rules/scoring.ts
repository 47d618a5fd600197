/** Round and match scores (SPEC 3, "Scoring"): pips left, penalty or positive scoring, totals and winners. */
import { EngineUsageError, type RoundState, handTiles } from "./engine.js";
import type { Ruleset } from "./ruleset.js";
import type { Tile } from "./tiles.js";

export interface RoundOutcome {
  /** The double that opened the round (e; the round's own double unless highest_double moved on). */
  readonly double: number;
  /** The seat that went out, or null when the round was blocked. */
  readonly wentOut: number | null;
  readonly outOnDouble: boolean;
  readonly pips: readonly number[];
  readonly scores: readonly number[];
  /** The seats sharing the round's first place (may be empty under blocked_tie = no_winner). */
  readonly winners: readonly number[];
}

export interface MatchOutcome {
  readonly rounds: readonly RoundOutcome[];
  readonly totals: readonly number[];
  readonly winners: readonly number[];
}

/** Pips in a hand at round end; the 0-0 counts double_blank_pips. */
export function handPips(rules: Ruleset, hand: readonly Tile[]): number {
  let sum = 0;
  for (const t of hand) sum += t.low === 0 && t.high === 0 ? rules.double_blank_pips : t.low + t.high;
  return sum;
}

function best(values: readonly number[], lowest: boolean): number[] {
  const target = lowest ? Math.min(...values) : Math.max(...values);
  const out: number[] = [];
  values.forEach((v, i) => {
    if (v === target) out.push(i);
  });
  return out;
}

/** Positive scoring: who wins a blocked round, by blocked_winner and blocked_tie. */
export function blockedWinners(rules: Ruleset, pips: readonly number[], tiles: readonly number[]): number[] {
  const winners = best(rules.blocked_winner === "fewest_tiles" ? tiles : pips, true);
  if (winners.length > 1 && rules.blocked_tie === "no_winner") return [];
  return winners;
}

/** Score a finished round; every hand must be known (full information, or after the reveal). */
export function scoreRound(state: RoundState): RoundOutcome {
  if (state.phase !== "over") throw new EngineUsageError("the round is not over yet");
  const hands: Tile[][] = [];
  for (let seat = 0; seat < state.players; seat++) {
    const known = handTiles(state, seat);
    if (known.some((t) => t === null)) throw new EngineUsageError(`seat ${seat}'s hand is not revealed; cannot score`);
    hands.push(known as Tile[]);
  }
  const rules = state.rules;
  const pips = hands.map((h) => handPips(rules, h));
  const factor = rules.out_on_double_doubles && state.outOnDouble ? 2 : 1;
  let scores: number[];
  let winners: number[];
  if (rules.scoring === "penalty") {
    scores = pips.map((p) => p * factor);
    winners = best(scores, true);
  } else {
    winners = state.wentOut !== null ? [state.wentOut] : blockedWinners(rules, pips, hands.map((h) => h.length));
    let pot = 0;
    pips.forEach((p, s) => {
      if (!winners.includes(s)) pot += p;
    });
    pot *= factor;
    const share = winners.length > 0 ? Math.floor(pot / winners.length) : 0;
    scores = pips.map((_, s) => (winners.includes(s) ? share : 0));
  }
  return { double: state.enginePip, wentOut: state.wentOut, outOnDouble: state.outOnDouble, pips, scores, winners };
}

/** A match's totals (sums of round scores) and winners: lowest total (penalty) or highest (positive), all on a tie. */
export function scoreMatch(rules: Ruleset, players: number, rounds: readonly RoundOutcome[]): MatchOutcome {
  const totals: number[] = [];
  for (let s = 0; s < players; s++) totals.push(rounds.reduce((sum, r) => sum + (r.scores[s] ?? 0), 0));
  return { rounds: [...rounds], totals, winners: best(totals, rules.scoring === "penalty") };
}
