/**
 * The `hard` bot's choice (protocol/bots/levels.py), for the page's hint: it plans its own
 * train (keeps the longest line it can lay there), plays other tiles elsewhere, a double only
 * with a tile to cover it, sheds heavy tiles when an opponent is close to going out. It reads
 * only its seat's view, and is deterministic: the Python bot and this one choose the same move
 * at every position of tests/vectors/hint_hard.json.
 */
import { MEXICAN, type Event, type PlayEvent, type RoundState, legalActions, trainOf } from "../rules/engine.js";
import { type Tile, hasEnd, isDouble, otherEnd, sameTile } from "../rules/tiles.js";

/** Search nodes spent on the longest own-train chain per move (hands are small). */
export const CHAIN_NODES = 4000;

export function pips(t: Tile): number {
  return t.low + t.high;
}

/** The longest line of `tiles` that can be laid from `end` (most pips on a tie), searched in
 * hand order within `budget` nodes, as the Python bot searches it. */
export function longestChain(tiles: readonly Tile[], end: number, budget = CHAIN_NODES): Tile[] {
  let best: Tile[] = [];
  let bestLen = 0;
  let bestPips = 0;
  let nodes = 0;
  const path: Tile[] = [];
  const used = tiles.map(() => false);
  const grow = (at: number, sum: number): void => {
    nodes += 1;
    if (path.length > bestLen || (path.length === bestLen && sum > bestPips)) {
      [bestLen, bestPips, best] = [path.length, sum, [...path]];
    }
    if (nodes > budget) return;
    tiles.forEach((t, i) => {
      if (used[i] || !hasEnd(t, at)) return;
      used[i] = true;
      path.push(t);
      grow(otherEnd(t, at), sum + pips(t));
      path.pop();
      used[i] = false;
    });
  };
  grow(end, 0);
  return best;
}

/** The seat's known tiles, in hand order. */
export function knownHand(state: RoundState, seat: number): Tile[] {
  const out: Tile[] = [];
  for (const p of state.hands[seat] ?? []) {
    const t = state.deck[p];
    if (t != null) out.push(t);
  }
  return out;
}

/** What `hard` sends for `seat` now (its seat's view of `state` is enough). */
export function hardMove(state: RoundState, seat: number): Event {
  const actions = legalActions(state, seat);
  const plays = actions.filter((a): a is PlayEvent => a.kind === "play");
  if (plays.length === 0) {
    const first = actions[0];
    if (first === undefined) throw new Error(`seat ${seat} has nothing to do now`);
    return first;
  }
  const hand = knownHand(state, seat);
  const own = trainOf(state, seat);
  const chain = longestChain(hand, own.end);
  const inChain = (t: Tile): boolean => chain.some((c) => sameTile(c, t));
  let nearest = 99;
  for (let s = 0; s < state.players; s++) if (s !== seat) nearest = Math.min(nearest, state.hands[s]?.length ?? 0);
  const danger = nearest <= 2;
  const positive = state.rules.scoring === "positive";
  const counts = new Map<number, number>();
  const count = (n: number): number => counts.get(n) ?? 0;
  for (const t of hand) {
    counts.set(t.low, count(t.low) + 1);
    if (!isDouble(t)) counts.set(t.high, count(t.high) + 1);
  }

  const value = (play: PlayEvent): number => {
    const t = play.tile;
    let score = pips(t) * (danger ? 3 : 1);
    if (play.train === seat) {
      if (chain.length > 0 && sameTile(t, chain[0])) score += 30;
      else if (inChain(t)) score -= 10;
      if (own.marker) score += 25;
    } else if (inChain(t)) score -= 20 + 2 * chain.length;
    if (isDouble(t) && hand.length > 1) score += count(t.low) - 1 > 0 ? 40 : -25;
    // Leave the train end on a number we hold, so the next turn has a play.
    if ((play.train === seat || play.train === MEXICAN) && !isDouble(t)) {
      score += 2 * (count(otherEnd(t, trainOf(state, play.train).end)) - 1);
    }
    if (positive && hand.length === 1) score += 100;
    return score;
  };

  // The first of the best, by (score, then the lower hand position), as Python's max keeps it.
  let best = plays[0] as PlayEvent;
  let bestValue = value(best);
  for (const play of plays.slice(1)) {
    const v = value(play);
    if (v > bestValue || (v === bestValue && play.pos < best.pos)) [best, bestValue] = [play, v];
  }
  return best;
}
