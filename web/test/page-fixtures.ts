/** Views for the page's tests: the demo's recorded frames (a real match) and a small hand-made one. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { repoRoot } from "./vectors.js";
import type { HandTile, MoveView, Pair, SeatView, TableState, TrainView } from "../src/page/view.js";

export interface Frame extends TableState {
  played: number | null;
}

export function demoFrames(): Frame[] {
  const text = readFileSync(join(repoRoot, "web", "page", "demo-views.json"), "utf8");
  return (JSON.parse(text) as { frames: Frame[] }).frames;
}

function train(key: number, name: string, tiles: Pair[], extra: Partial<TrainView> = {}): TrainView {
  const last = tiles[tiles.length - 1];
  return {
    key, name, owner: key < 0 ? "Mexican" : name, tiles,
    open_end: last === undefined ? 12 : last[1],
    marker: false, open_double: false, playable: false, ...extra,
  };
}

/** Seat 0 on turn: 12-5 fits its own train and the Mexican train, 5-3 fits bob's (marker
 * out), 9-9 fits nothing; draw is not offered. */
export function smallView(): SeatView {
  const hand: HandTile[] = [
    { pos: 10, tile: [12, 5], playable: true, trains: [0, -1] },
    { pos: 11, tile: [9, 9], playable: false, trains: [] },
    { pos: 12, tile: [5, 3], playable: true, trains: [1] },
  ];
  const moves: MoveView[] = [
    { kind: "play", pos: 10, tile: [12, 5], train: 0, words: "play 12-5 on your train", typed: "12-5 mine" },
    { kind: "play", pos: 10, tile: [12, 5], train: -1, words: "play 12-5 on the Mexican train", typed: "12-5 m" },
    { kind: "play", pos: 12, tile: [5, 3], train: 1, words: "play 5-3 on bob's train", typed: "5-3 1" },
  ];
  return {
    seat: 0, names: ["ann", "bob"], ruleset: "classic", stage: "turns", round_no: 1, rounds: 2,
    engine_pip: 12, engine_placed: true, phase: "turns", turn: 0, turn_name: "ann", your_turn: true,
    awaiting: [0], awaiting_names: ["ann"], boneyard: 30,
    trains: [
      train(0, "your train", [[12, 12]].slice(0, 0) as Pair[], { playable: true, open_end: 12 }),
      train(1, "bob's train", [[12, 7], [7, 5]], { marker: true, playable: true }),
    ],
    mexican: train(-1, "the Mexican train", [], { playable: true, open_end: 12 }),
    open_doubles: [],
    players: [
      { seat: 0, name: "ann", hand_size: 3, marker: false, total: 0, you: true, on_turn: true },
      { seat: 1, name: "bob", hand_size: 7, marker: true, total: 0, you: false, on_turn: false },
    ],
    hand, moves, recent: [],
    scores: { names: ["ann", "bob"], rounds: [], totals: [0, 0], running: [], leaders: [] },
    own_train_only: false, notes: [], ended: false, end_reason: "",
  };
}
