/**
 * The page's hint: the move the `hard` bot would make and why, in a player's words, as the
 * terminal's hint words it (protocol/bots/hints.py at level hard: the same move and the same
 * reason at every position of tests/vectors/hint_hard.json). It reads only the seat's view.
 */
import { type Event, type PlayEvent, type RoundState, legalActions, trainOf, viewFor } from "../rules/engine.js";
import { type Tile, hasEnd, isDouble, otherEnd, sameTile, tileText } from "../rules/tiles.js";
import { hardMove, knownHand, longestChain, pips } from "./hard.js";

export interface HardHint {
  /** The move's index among the seat's legal moves, in the engine's order. */
  move: number;
  event: Event;
  reason: string;
}

const PRONOUNS = new Set(["you", "your", "yours", "me", "i", "we", "they", "he", "she", "it", "us"]);

/** A name as a word in a sentence; one that reads as a pronoun is marked as a name. */
export function nameWords(name: string): string {
  return PRONOUNS.has(name.trim().toLowerCase()) ? `the player named "${name.trim()}"` : name;
}

/** `hard`'s move for `seat` now and its reason; null when it is not the seat's turn. */
export function hardHint(state: RoundState, seat: number, names: readonly string[] | null = null): HardHint | null {
  const view = viewFor(state, seat);
  if (view.phase === "over" || view.turn !== seat) return null;
  const event = hardMove(view, seat);
  const moves = legalActions(view, seat);
  const move = moves.findIndex((m) => sameEvent(m, event));
  const player = (s: number): string => {
    const name = names?.[s];
    return name !== undefined && name.trim() !== "" ? nameWords(name) : `seat ${s}`;
  };
  const text = reasons(view, seat, event, player).join("; ");
  return { move, event, reason: text.slice(0, 1).toUpperCase() + text.slice(1) };
}

function sameEvent(a: Event, b: Event): boolean {
  if (a.kind !== b.kind || a.seat !== b.seat) return false;
  if (a.kind === "play" && b.kind === "play") return a.pos === b.pos && a.train === b.train;
  if (a.kind === "place_engine" && b.kind === "place_engine") return a.pos === b.pos;
  return true;
}

function reasons(view: RoundState, seat: number, event: Event, player: (s: number) => string): string[] {
  switch (event.kind) {
    case "place_engine":
      return [`you hold ${view.enginePip}-${view.enginePip}: it opens the round`];
    case "no_engine":
      return ["you do not hold the round's double"];
    case "draw":
      return ["nothing you hold fits an open train"];
    case "end_build":
      return ["nothing more fits your train"];
    case "pass":
      if (legalActions(view, seat).some((a) => a.kind === "play")) return ["the drawn tile is worth more kept for later"];
      return [view.drew !== null ? "the drawn tile does not fit" : "nothing fits and the boneyard is empty"];
    case "play":
      return playReasons(view, seat, event, player);
  }
}

function playReasons(view: RoundState, seat: number, play: PlayEvent, player: (s: number) => string): string[] {
  const t = play.tile;
  const rest = knownHand(view, seat).filter((x) => !sameTile(x, t));
  const own = trainOf(view, seat);
  const parts: string[] = [];
  if (view.open.includes(play.train)) parts.push("covers the open double");
  if (play.train === seat && own.marker) parts.push("takes your marker off");
  if (isDouble(t) && rest.length > 0) {
    const cover = rest.find((x) => hasEnd(x, t.low) && !isDouble(x));
    parts.push(cover !== undefined ? `you can cover it with ${tileText(cover)}` : "you cannot cover it yourself");
  }
  const low: number[] = [];
  for (let s = 0; s < view.players; s++) {
    if (s !== seat && (view.hands[s]?.length ?? 0) <= 2 && view.phase === "turns") low.push(s);
  }
  if (low.length > 0) {
    const n = view.hands[low[0] as number]?.length ?? 0;
    parts.push(`sheds ${pips(t)} pips while ${player(low[0] as number)} has ${n} tile${n > 1 ? "s" : ""}`);
  } else if (pips(t) >= 10) parts.push(`sheds ${pips(t)} pips`);
  if (play.train !== seat) {
    const keep = keptDouble(rest, own.end);
    if (keep !== null) parts.push(`keeps ${tileText(keep)} for your own train`);
  } else if (rest.length > 0) {
    const chain = longestChain(rest, otherEnd(t, own.end));
    if (chain.length >= 2) parts.push(`${chain.length} more of your tiles follow on your train`);
  }
  if (rest.length === 0) parts.push("goes out");
  else if (rest.length === 1) parts.push("leaves you one tile");
  if (parts.length === 0) parts.push(`the heaviest good play: ${pips(t)} pips fewer in your hand`);
  return parts.slice(0, 4);
}

/** A double that a line of the hand's tiles from the own train's end reaches, or null. */
function keptDouble(rest: readonly Tile[], end: number): Tile | null {
  return longestChain(rest, end).find((x) => isDouble(x)) ?? null;
}
