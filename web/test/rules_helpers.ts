/** Shared by the rules tests: the vectors' event and facts encodings (make_engine_vectors.py). */
import assert from "node:assert/strict";
import {
  type Event,
  MEXICAN,
  type RoundState,
  type Ruleset,
  type Tile,
  apply,
  legalActions,
  newRound,
  parseTile,
  preset,
  roundDouble,
  sameTile,
  tileIndex,
  tileSet,
  tileText,
  withKnobs,
} from "../src/rules/index.js";

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


// -- scenario notation (as tests/protocol/helpers.py): hands chosen tile by tile ---------------

/** A preset with `hand` tiles per seat at every table size, and any knobs changed. */
export function small(name: string, hand: number, knobs: Partial<Ruleset> = {}): Ruleset {
  const base = preset(name);
  const maxPlayers = knobs.max_players ?? base.max_players;
  return withKnobs(base, { hand_sizes: [[maxPlayers, hand]], ...knobs });
}

/** The round dealt exactly `hands`, with `boneyard` drawn first, the rest in canonical order. */
export function start(rules: Ruleset, hands: string[][], boneyard: string[] = [], roundIndex = 0): RoundState {
  const chosen = [...hands.flat(), ...boneyard].map((t) => parseTile(t, rules.max_pip));
  const d = roundDouble(rules, roundIndex);
  const used = new Set(chosen.map((t) => tileIndex(rules.max_pip, t)));
  assert.equal(used.size, chosen.length, "a tile is used twice");
  if (rules.engine === "set_aside") used.add(tileIndex(rules.max_pip, { low: d, high: d }));
  const rest = tileSet(rules.max_pip).filter((t) => !used.has(tileIndex(rules.max_pip, t)));
  return newRound(rules, hands.length, roundIndex, [...chosen, ...rest]);
}

/** `play 12-5 on 0`, `play 5-3 on mex`, `draw`, `pass`, `end`, `noengine`, `place`: by the seat on turn. */
export function ev(state: RoundState, text: string): Event {
  const seat = state.turn;
  const words = text.split(" ");
  const find = (t: Tile): number => {
    const pos = state.hands[seat]!.find((p) => sameTile(state.deck[p], t));
    if (pos === undefined) throw new Error(`seat ${seat} does not hold ${tileText(t)}`);
    return pos;
  };
  switch (words[0]) {
    case "play": {
      const t = parseTile(words[1]!);
      return { kind: "play", seat, pos: find(t), tile: t, train: words[3] === "mex" ? MEXICAN : Number(words[3]) };
    }
    case "place":
      return { kind: "place_engine", seat, pos: find({ low: state.enginePip, high: state.enginePip }) };
    case "draw":
      return { kind: "draw", seat };
    case "pass":
      return { kind: "pass", seat };
    case "end":
      return { kind: "end_build", seat };
    case "noengine":
      return { kind: "no_engine", seat };
    default:
      throw new Error(`bad notation ${text}`);
  }
}

export function describe(e: Event): string {
  if (e.kind === "play") return `play ${tileText(e.tile)} on ${e.train === MEXICAN ? "mex" : e.train}`;
  return { place_engine: "place", no_engine: "noengine", draw: "draw", pass: "pass", end_build: "end" }[e.kind];
}

/** The legal moves of the seat on turn, in notation, in the engine's order. */
export function legal(state: RoundState): string[] {
  return legalActions(state, state.turn).map(describe);
}

/** Apply events in notation; each must be among the legal moves. */
export function run(state: RoundState, ...texts: string[]): RoundState {
  for (const text of texts) {
    assert.ok(legal(state).includes(text), `${text} is not legal: ${legal(state).join(", ")}`);
    state = apply(state, ev(state, text));
  }
  return state;
}

/** The tiles of a train in the order played. */
export function line(state: RoundState, key: number): string[] {
  return state.trains[key === MEXICAN ? state.players : key]!.tiles.map(tileText);
}
