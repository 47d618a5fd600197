/**
 * The page's hint against the Python `hard` bot and hint words (tests/vectors/hint_hard.json,
 * written by make_hint_vectors.py): at every recorded position of seeded rounds the TypeScript
 * port chooses the same move and gives the same reason.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { hardHint, nameWords } from "../src/bots/hint.js";
import { longestChain } from "../src/bots/hard.js";
import { apply, newRound, rulesetFromMap, tile } from "../src/rules/index.js";
import { decodeEvent } from "./rules_helpers.js";
import { loadVector } from "./vectors.js";

interface Check { at: number; seat: number; move: number; reason: string }
interface RoundData {
  rules: Record<string, unknown>;
  players: number;
  round: number;
  names: string[];
  deck: Array<[number, number]>;
  events: unknown[][];
  checks: Check[];
}

const VECTOR = loadVector<{ rounds: RoundData[] }>("hint_hard.json");

test("the vector covers plays, doubles, danger and the other moves", () => {
  const reasons = VECTOR.rounds.flatMap((r) => r.checks.map((c) => c.reason)).join("\n").toLowerCase();
  for (const words of ["covers the open double", "takes your marker off", "you can cover it with", "you cannot cover it yourself", " while ", "keeps ", "follow on your train", "goes out", "nothing you hold fits", "does not fit", "opens the round", "the player named \"you\""]) {
    assert.ok(reasons.includes(words), `some position's reason says ${JSON.stringify(words)}`);
  }
  assert.ok(VECTOR.rounds.reduce((n, r) => n + r.checks.length, 0) > 500);
});

for (const [ri, data] of VECTOR.rounds.entries()) {
  test(`hint round ${ri} (${data.rules["name"]}, ${data.players} seats): the hard bot's move and reason at each position`, () => {
    let state = newRound(rulesetFromMap(data.rules), data.players, data.round, data.deck.map(([a, b]) => tile(a, b)));
    let next = 0;
    for (const [i, encoded] of data.events.entries()) {
      for (; next < data.checks.length && data.checks[next]!.at === i; next++) {
        const check = data.checks[next]!;
        const got = hardHint(state, check.seat, data.names);
        assert.ok(got !== null, `event ${i}: seat ${check.seat} is on turn`);
        assert.deepEqual([got.move, got.reason], [check.move, check.reason], `event ${i}, seat ${check.seat}`);
      }
      state = apply(state, decodeEvent(encoded));
    }
    assert.equal(next, data.checks.length, "every check reached");
  });
}

test("the longest chain prefers more pips on a tie, and a pronoun-like name is named", () => {
  assert.deepEqual(longestChain([tile(5, 1), tile(5, 9)], 5), [tile(5, 9)]);
  assert.equal(nameWords(" You "), 'the player named "You"');
  assert.equal(nameWords("Ann"), "Ann");
});
