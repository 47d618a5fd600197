import { test } from "node:test";
import assert from "node:assert/strict";
import { handOrder, initialUi, matchTyped, react } from "../src/page/intents.js";
import type { Input, Outcome, UiState } from "../src/page/intents.js";
import type { SeatView } from "../src/page/view.js";
import { demoFrames, smallView } from "./page-fixtures.js";

function run(view: SeatView, inputs: Input[], ui: UiState = initialUi()): Outcome {
  let got: Outcome = { ui, intent: null, say: null };
  for (const i of inputs) {
    if (got.intent !== null) throw new Error("an intent came before the last input");
    got = react(view, got.ui, i);
  }
  return got;
}

const keys = (text: string, at = 0): Input[] => [...text].map((k) => ({ type: "key", key: k === " " ? "Space" : k, at }));

test("a tile that fits two trains waits for the train; the train tapped gives that move", () => {
  const view = smallView();
  const picked = run(view, [{ type: "tile", pos: 10 }]);
  assert.equal(picked.intent, null);
  assert.equal(picked.ui.picked, 10);
  assert.equal(picked.say!.text, "12-5 goes on your train (0) or the Mexican train (m): tap the train (Esc: cancel)");
  assert.deepEqual(run(view, [{ type: "tile", pos: 10 }, { type: "train", key: -1 }]).intent, { kind: "move", move: 1 });
  assert.deepEqual(run(view, [{ type: "tile", pos: 10 }, { type: "train", key: 0 }]).intent, { kind: "move", move: 0 });
});

test("a train the picked tile does not fit is refused, saying where it goes", () => {
  const got = run(smallView(), [{ type: "tile", pos: 10 }, { type: "train", key: 1 }]);
  assert.equal(got.intent, null);
  assert.equal(got.say!.tone, "refuse");
  assert.equal(got.say!.text, "12-5 cannot go on bob's train; it goes on your train or the Mexican train");
});

test("a tile that fits one train is played at once; a drop plays onto the train it lands on", () => {
  const view = smallView();
  assert.deepEqual(run(view, [{ type: "tile", pos: 12 }]).intent, { kind: "move", move: 2 });
  assert.deepEqual(run(view, [{ type: "drop", pos: 10, key: -1 }]).intent, { kind: "move", move: 1 });
  assert.equal(run(view, [{ type: "drop", pos: 10, key: 1 }]).intent, null);
});

test("a tile that fits nothing, a train before a tile, and another seat's turn are refused in words", () => {
  const view = smallView();
  const nine = run(view, [{ type: "tile", pos: 11 }]);
  assert.equal(nine.intent, null);
  assert.equal(nine.say!.text, "9-9 fits none of the trains open to you (they end in 5, 12)");
  assert.match(run(view, [{ type: "train", key: 0 }]).say!.text, /choose a tile first/);
  const waiting: SeatView = { ...view, your_turn: false, moves: [], awaiting: [1], awaiting_names: ["bob"] };
  for (const input of [{ type: "tile", pos: 12 }, { type: "key", key: "d" }, { type: "key", key: "Space" }] as Input[]) {
    const got = run(waiting, [input]);
    assert.equal(got.intent, null);
    assert.match(got.say!.text, /not your turn.*waiting for bob/);
  }
});

test("the terminal app's keys: pips typed, then the train's seat number or m", () => {
  const view = smallView();
  assert.deepEqual(run(view, [...keys("125"), { type: "key", key: "m" }]).intent, { kind: "move", move: 1 });
  assert.deepEqual(run(view, [...keys("12 5"), { type: "key", key: "0" }]).intent, { kind: "move", move: 0 });
  assert.deepEqual(run(view, keys("53")).intent, { kind: "move", move: 2 }, "5-3 typed backwards, one train");
  const typo = run(view, keys("7"));
  assert.equal(typo.intent, null);
  assert.match(typo.say!.text, /no tile in your hand matches '7'/);
  const esc = run(view, [{ type: "tile", pos: 10 }, { type: "key", key: "Escape" }]);
  assert.equal(esc.ui.picked, null);
});

test("arrows walk the playable tiles and Enter chooses; d, p, e and space map to their moves", () => {
  const view = smallView();
  const order = handOrder(view.hand, "suit").map((i) => view.hand[i]!.pos);
  assert.deepEqual(order, [10, 11, 12], "by suit: 12-5, 9-9, 5-3");
  const right = run(view, [{ type: "key", key: "ArrowRight" }]);
  assert.equal(right.ui.cursor, 2, "9-9 is skipped: not playable");
  assert.deepEqual(run(view, [{ type: "key", key: "ArrowRight" }, { type: "key", key: "Enter" }]).intent, { kind: "move", move: 2 });
  const draw: SeatView = { ...view, moves: [{ kind: "draw", pos: -1, tile: null, train: null, words: "draw a tile", typed: "draw" }] };
  assert.deepEqual(run(draw, keys("d")).intent, { kind: "move", move: 0 });
  assert.deepEqual(run(draw, keys(" ")).intent, { kind: "move", move: 0 }, "space: the only move");
  assert.match(run(view, keys("d")).say!.text, /you cannot draw: a tile of your hand fits now; you can: play 12-5/);
  assert.match(run(view, keys(" ")).say!.text, /more than one move is possible/);
  const end: SeatView = { ...view, moves: [...view.moves, { kind: "end_build", pos: -1, tile: null, train: null, words: "end your first train here", typed: "end" }] };
  assert.deepEqual(run(end, keys("e")).intent, { kind: "move", move: 3 });
  assert.deepEqual(run(view, keys("h")).intent, { kind: "hint" });
  assert.equal(run(view, keys("s")).ui.panel, "scores");
});

test("the rest of a tile's pips typed quickly does not start the next tile", () => {
  const view = smallView();
  // "12 5": "12" alone matches only 12-5 here... no: 12-5 is the only tile with a 12
  const chosen = run(view, keys("12", 1000));
  assert.equal(chosen.ui.picked, 10);
  const rest = react(view, chosen.ui, { type: "key", key: "5", at: 1200 });
  assert.equal(rest.intent, null, "the 5 finishes 12-5's pips");
  assert.equal(rest.say, null);
  const late = react(view, chosen.ui, { type: "key", key: "0", at: 2000 });
  assert.deepEqual(late.intent, { kind: "move", move: 0 }, "later, 0 names seat 0's train");
});

test("typed pips rank the playable tile typed in full first", () => {
  const view = smallView();
  const got = matchTyped(view, "5");
  assert.equal(got.chosen, null);
  assert.deepEqual(got.matches.map((h) => h.pos), [10, 12]);
});

test("on every recorded turn of a real match, each legal move is reached by taps and by keys", () => {
  let plays = 0;
  for (const frame of demoFrames()) {
    const view = frame.view!;
    view.moves.forEach((m, i) => {
      if (m.kind === "play") {
        plays++;
        const tile = view.hand.find((h) => h.pos === m.pos)!;
        assert.ok(tile.playable && tile.trains.includes(m.train!), `frame shows ${m.words} on a lifted tile`);
        const taps: Input[] = [{ type: "tile", pos: m.pos }];
        if (tile.trains.length > 1) taps.push({ type: "train", key: m.train! });
        assert.deepEqual(run(view, taps).intent, { kind: "move", move: i }, m.words);
        assert.deepEqual(run(view, [{ type: "drop", pos: m.pos, key: m.train! }]).intent, { kind: "move", move: i });
      } else {
        const key = { draw: "d", pass: "p", end_build: "e", place_engine: "e", no_engine: "e" }[m.kind];
        assert.deepEqual(run(view, keys(key)).intent, { kind: "move", move: i }, m.words);
      }
    });
    for (const t of view.hand.filter((h) => !h.playable)) {
      assert.equal(run(view, [{ type: "tile", pos: t.pos }]).intent, null, "a tile that is not lifted plays nothing");
    }
  }
  assert.ok(plays > 100, `${plays} plays checked`);
});
