/** Shared by the rules tests: the vectors' event and facts encodings (make_engine_vectors.py). */
import { type Event, type RoundState, legalActions } from "../src/rules/index.js";

export type Json = unknown;

export function decodeEvent(data: Json[]): Event {
  const [kind, seat] = data as [string, number];
  switch (kind) {
    case "play": {
      const [low, high] = data[3] as [number, number];
      return { kind, seat, pos: data[2] as number, tile: { low, high }, train: data[4] as number };
    }
    case "place_engine":
      return { kind, seat, pos: data[2] as number };
    case "no_engine":
    case "draw":
    case "pass":
    case "end_build":
      return { kind, seat };
    default:
      throw new Error(`unknown event kind ${kind}`);
  }
}

export function encodeMove(e: Event): Json {
  if (e.kind === "play") return [e.pos, e.train];
  if (e.kind === "place_engine") return [e.pos];
  return e.kind;
}

/** The facts of a state, in the vector's order (its `facts` list). */
export function facts(state: RoundState): Json[] {
  const legal = state.phase === "over" ? [] : legalActions(state, state.turn);
  let markers = 0;
  state.trains.forEach((t, i) => {
    if (t.marker) markers |= 1 << i;
  });
  let done = 0;
  state.firstTurnDone.forEach((d, i) => {
    if (d) done |= 1 << i;
  });
  return [
    state.phase,
    state.turn,
    state.enginePip,
    state.declared,
    state.drew,
    state.nextDraw,
    state.turnPlays,
    state.followUp ? 1 : 0,
    state.coverLast ? 1 : 0,
    state.passesInRow,
    [...state.open],
    state.trains.map((t) => t.end),
    markers,
    done,
    state.hands.map((h) => h.length),
    legal.map(encodeMove),
  ];
}

