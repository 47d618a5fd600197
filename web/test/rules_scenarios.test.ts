/**
 * Readable scenarios for the knobs of SPEC 2-3, written from the SPEC text: each deals chosen
 * hands and checks the legal moves (in the engine's order) and what apply does. The same knobs at
 * many more positions are held to the Python engine by engine_scenarios.json and engine_games.json.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { IllegalPlayError, MEXICAN, type RoundState, apply, scoreRound } from "../src/rules/index.js";
import { ev, legal, line, run, small, start } from "./rules_helpers.js";

function refused(state: RoundState, text: string, words: RegExp): void {
  assert.throws(
    () => apply(state, ev(state, text)),
    (e: unknown) => e instanceof IllegalPlayError && e.seat === state.turn && e.eventIndex === state.eventCount && words.test(e.message),
    text,
  );
}

test("held engine: nobody holds it, so after every seat says no_engine they draw in turn until it turns up", () => {
  let s = start(small("classic", 2), [["1-0", "2-0"], ["3-0", "4-0"]], ["5-0", "12-12"]);
  assert.equal(s.phase, "engine");
  assert.deepEqual(legal(s), ["noengine"]);
  refused(s, "draw", /before every seat has looked/);
  s = run(s, "noengine", "noengine");
  assert.deepEqual([s.turn, s.declared, legal(s)], [0, 2, ["draw"]]);
  refused(s, "noengine", /must draw/);
  s = run(s, "draw", "noengine", "draw");
  assert.deepEqual([s.turn, legal(s)], [1, ["place"]]);
  refused(s, "noengine", /holds the engine 12-12/);
  s = run(s, "place");
  assert.deepEqual([s.phase, s.turn, s.engineOwner], ["turns", 1, 1]);
});

test("highest_double: the search moves on through N, N-1, ... and the trains start from the double that opens", () => {
  let s = start(small("classic", 2, { engine_missing: "highest_double" }), [["5-5", "1-0"], ["9-9", "2-0"]]);
  s = run(s, "noengine", "noengine");
  assert.deepEqual([s.enginePip, s.declared, s.turn], [11, 0, 0]);
  assert.ok(s.trains.every((t) => t.end === 11));
  s = run(s, "noengine", "noengine", "noengine", "noengine", "noengine");
  assert.deepEqual([s.enginePip, s.turn, legal(s)], [9, 1, ["place"]]);
  s = run(s, "place");
  assert.ok(s.trains.every((t) => t.end === 9));
  assert.deepEqual(legal(s), ["draw"]); // a building first turn: 2-0 does not start a 9 train
});

test("set-aside engine: no engine phase, the start rotates with the round", () => {
  const rules = small("express", 3);
  const hands = [["1-0", "2-0", "3-0"], ["4-0", "5-0", "6-0"], ["7-0", "8-0", "9-0"]];
  for (const [round, starter] of [[0, 0], [1, 1], [4, 1], [5, 2]] as const) {
    const s = start(rules, hands, [], round);
    assert.deepEqual([s.phase, s.turn, s.deck.length], ["turns", starter, 90]);
  }
});

test("build first turn: own train only, the same seat plays on, end_build when nothing fits (not pass, not draw)", () => {
  let s = start(small("classic", 4), [["12-12", "12-5", "5-3", "9-9"], ["1-0", "2-0", "3-0", "4-0"]]);
  s = run(s, "place");
  assert.deepEqual(legal(s), ["play 12-5 on 0"]);
  s = run(s, "play 12-5 on 0");
  assert.equal(s.turn, 0);
  s = run(s, "play 5-3 on 0");
  assert.deepEqual(legal(s), ["end"]);
  refused(s, "pass", /ends with end_build/);
  refused(s, "draw", /end the build/);
  s = run(s, "end");
  assert.deepEqual([s.turn, s.firstTurnDone[0], line(s, 0)], [1, true, ["12-5", "5-3"]]);
  assert.deepEqual(legal(s), ["draw"]); // 001/000: seat 1 cannot start its train and draws
});

test("draw rules: may_play may pass a drawn tile that fits, must_play must play it, until_playable draws again", () => {
  const hands = [["1-0", "2-0"], ["3-0", "4-0"]];
  const drawn = (rule: "may_play" | "must_play" | "until_playable", boneyard: string[]): RoundState =>
    run(start(small("express", 2, { first_turn_draw: rule }), hands, boneyard), "draw");
  assert.deepEqual(legal(drawn("may_play", ["12-6"])), ["play 12-6 on 0", "play 12-6 on mex", "pass"]);
  const must = drawn("must_play", ["12-6"]);
  assert.deepEqual(legal(must), ["play 12-6 on 0", "play 12-6 on mex"]);
  refused(must, "pass", /while able to play/);
  const until = drawn("until_playable", ["5-1", "12-6"]);
  assert.deepEqual(legal(until), ["draw"]);
  refused(until, "pass", /keep drawing/);
  assert.deepEqual(legal(run(until, "draw")), ["play 12-6 on 0", "play 12-6 on mex"]);
  const passed = run(drawn("may_play", ["12-6"]), "pass");
  assert.deepEqual([passed.turn, passed.trains[0]!.marker, passed.passesInRow], [1, true, 0]);
});

/** Express, 2 seats: seat 0 lays 5-5 on its train, then (follow_up anywhere) 6-6 on the Mexican train. */
const OPEN_HANDS = [["12-5", "5-5", "6-6", "1-0"], ["12-6", "5-4", "6-3", "9-8"]];
function twoDoubles(knobs: Parameters<typeof small>[2] = {}): RoundState {
  let s = start(small("express", 4, knobs), OPEN_HANDS, ["3-2"]);
  s = run(s, "play 12-5 on 0", "play 12-6 on mex", "play 5-5 on 0");
  assert.deepEqual([s.turn, s.followUp, s.open], [0, true, [0]]);
  return s;
}

test("open doubles: cover_any lets the next seat cover either, in_order only the first played", () => {
  for (const [open_doubles, moves] of [
    ["cover_any", ["play 5-4 on 0", "play 6-3 on mex"]],
    ["in_order", ["play 5-4 on 0"]],
  ] as const) {
    let s = run(twoDoubles({ open_doubles }), "play 6-6 on mex");
    assert.deepEqual(s.open, [0, MEXICAN]);
    s = run(s, "draw", "pass");
    assert.deepEqual([s.turn, legal(s)], [1, moves]);
  }
});

test("at_most_one: no double while another is open", () => {
  const s = twoDoubles({ open_doubles: "at_most_one" });
  assert.deepEqual(legal(s), ["draw"]);
  refused(s, "play 6-6 on mex", /at most one open double/);
});

test("follow_up on_double: the tile after a double goes on that double; layer_only frees the next seat", () => {
  const s = twoDoubles({ follow_up: "on_double" });
  assert.deepEqual(legal(s), ["draw"]);
  refused(s, "play 6-6 on mex", /must go on that double/);
  const everyone = run(s, "draw", "pass");
  assert.deepEqual(legal(everyone), ["play 5-4 on 0"]);
  const layer = run(twoDoubles({ follow_up: "on_double", double_duty: "layer_only" }), "draw", "pass");
  assert.deepEqual(legal(layer), ["play 5-4 on 0", "play 6-3 on mex"]);
  assert.deepEqual(layer.open, [0]);
});

test("marker_when_covering: covering a double on another train puts the coverer's marker down", () => {
  for (const knob of [false, true]) {
    const s = run(twoDoubles({ marker_when_covering: knob }), "play 6-6 on mex", "draw", "pass", "play 6-3 on mex");
    assert.deepEqual([s.trains[1]!.marker, s.open], [knob, [0]]);
  }
});

test("markers: a pass puts one down, others may play there, the owner's play takes it away", () => {
  let s = start(small("express", 3), [["12-5", "1-0", "9-9"], ["12-6", "5-3", "8-8"]], ["2-1", "3-0"]);
  s = run(s, "play 12-5 on 0", "play 12-6 on 1", "draw", "pass");
  assert.deepEqual([s.turn, s.trains[0]!.marker], [1, true]);
  assert.deepEqual(legal(s), ["play 5-3 on 0"]);
  s = run(s, "play 5-3 on 0");
  assert.deepEqual([s.turn, s.trains[0]!.marker, line(s, 0)], [0, true, ["12-5", "5-3"]]);
  s = run(s, "draw");
  assert.deepEqual(legal(s), ["play 3-0 on 0"]);
  s = run(s, "play 3-0 on 0");
  assert.equal(s.trains[0]!.marker, false);
});

test("last_double: out at once, forbidden, or out only once the seat covers it itself", () => {
  const hands = [["12-5", "5-5"], ["12-6", "1-0"]];
  const at = (last_double: "out" | "forbidden" | "must_cover", knobs = {}): RoundState =>
    run(start(small("express", 2, { last_double, ...knobs }), hands, ["5-2", "3-0"]), "play 12-5 on 0", "play 12-6 on 1");
  const out = run(at("out", { out_on_double_doubles: true }), "play 5-5 on 0");
  assert.deepEqual([out.phase, out.wentOut, out.outOnDouble], ["over", 0, true]);
  assert.deepEqual(scoreRound(out).scores, [0, 2]); // 1-0 left, doubled
  const forbidden = at("forbidden");
  assert.deepEqual(legal(forbidden), ["draw"]);
  refused(forbidden, "play 5-5 on 0", /going out on a double/);
  let cover = run(at("must_cover"), "play 5-5 on 0");
  assert.deepEqual([cover.phase, cover.turn, cover.followUp, cover.coverLast, cover.hands[0]], ["turns", 0, true, true, []]);
  assert.deepEqual(legal(cover), ["draw"]);
  cover = run(cover, "draw", "play 5-2 on 0");
  assert.deepEqual([cover.phase, cover.wentOut, cover.outOnDouble], ["over", 0, false]);
});

test("mexican_needs_own_train: no Mexican train before the seat's own train has a tile", () => {
  const hands = [["12-5", "1-0"], ["12-6", "2-0"]];
  assert.deepEqual(legal(start(small("express", 2), hands)), ["play 12-5 on 0", "play 12-5 on mex"]);
  const s = start(small("express", 2, { mexican_needs_own_train: true }), hands);
  assert.deepEqual(legal(s), ["play 12-5 on 0"]);
  refused(s, "play 12-5 on mex", /before your own train is started/);
});
