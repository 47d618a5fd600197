/**
 * tests/vectors/engine_scenarios.json: every full-information position the Python scenario tests
 * for every knob build (test_rules_scenarios.py, test_rules_variants.py, test_scoring_scenarios.py),
 * recorded by make_engine_scenarios.py. The TypeScript engine must reach the same facts after
 * every event, refuse the same events (naming the sender at the position's event index), list
 * the same legal moves in the same order, and score the same.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  IllegalPlayError,
  InvalidPlayError,
  type RoundState,
  apply,
  legalActions,
  newRound,
  rulesetFromMap,
  scoreRound,
  tile,
} from "../src/rules/index.js";
import { decodeEvent, encodeMove, facts } from "./rules_helpers.js";
import { loadVector } from "./vectors.js";

type Json = unknown;
interface Root {
  test: string;
  rules: Record<string, unknown>;
  players: number;
  round: number;
  deck: Array<[number, number]>;
  facts: Json[];
}
interface Child {
  parent: number;
  event: Json[];
  facts: Json[];
}
type Check =
  | { node: number; refused: Json[][] }
  | { node: number; event: Json[]; invalid: true }
  | { node: number; seat: number; legal: Json[] }
  | { node: number; score: Record<string, unknown> };

const VECTOR = loadVector<{ nodes: Array<Root | Child>; checks: Check[] }>("engine_scenarios.json");

function rootOf(nodes: Array<Root | Child>, at: number): Root {
  let node = nodes[at]!;
  while ("parent" in node) node = nodes[node.parent]!;
  return node;
}

let built: RoundState[] | undefined;

/** Every position, built once (each from its parent), checked against its recorded facts. */
function positions(): RoundState[] {
  if (built !== undefined) return built;
  const states: RoundState[] = [];
  for (const [i, node] of VECTOR.nodes.entries()) {
    if ("parent" in node) {
      states.push(apply(states[node.parent]!, decodeEvent(node.event)));
    } else {
      const deck = node.deck.map(([a, b]) => tile(a, b));
      states.push(newRound(rulesetFromMap(node.rules), node.players, node.round, deck));
    }
    assert.deepEqual(facts(states[i]!), node.facts, `position ${i} of ${rootOf(VECTOR.nodes, i).test}`);
  }
  built = states;
  return states;
}

test("scenario positions: the same facts after every event", () => {
  assert.ok(positions().length > 500);
});

test("scenario checks: refused events, legal moves in order, scores", () => {
  const states = positions();
  const seen = { refused: 0, invalid: 0, legal: 0, score: 0 };
  for (const check of VECTOR.checks) {
    const state: RoundState = states[check.node]!;
    const where = `position ${check.node} of ${rootOf(VECTOR.nodes, check.node).test}`;
    if ("refused" in check) {
      for (const data of check.refused) {
        const event = decodeEvent(data);
        assert.throws(
          () => apply(state, event),
          (err: unknown) => err instanceof IllegalPlayError && err.seat === event.seat && err.eventIndex === state.eventCount,
          `${where}: ${JSON.stringify(data)} must be refused`,
        );
        seen.refused++;
      }
    } else if ("invalid" in check) {
      assert.throws(() => apply(state, decodeEvent(check.event)), InvalidPlayError, where);
      seen.invalid++;
    } else if ("legal" in check) {
      assert.deepEqual(legalActions(state, check.seat).map(encodeMove), check.legal, where);
      seen.legal++;
    } else {
      const o = scoreRound(state);
      const got = { double: o.double, went_out: o.wentOut, out_on_double: o.outOnDouble, pips: o.pips, scores: o.scores, winners: o.winners };
      assert.deepEqual(got, check.score, where);
      seen.score++;
    }
  }
  assert.ok(seen.refused > 1000 && seen.legal > 100 && seen.score >= 5, JSON.stringify(seen));
});
